<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>ActionPanel</name>
    <message>
        <source>Lay track: click a highlighted hex on the map (R or the wheel rotates, Enter lays)</source>
        <translation>Posare binari: clic su un esagono evidenziato della mappa (R o la rotella ruota, Invio posa)</translation>
    </message>
    <message>
        <source>Place a token: click a highlighted city on the map</source>
        <translation>Piazzare un segnalino: clic su una città evidenziata della mappa</translation>
    </message>
    <message>
        <source>Run routes: see the routes below; edit them on the map, then Run</source>
        <translation>Percorsi: guarda i percorsi qui sotto; modificali sulla mappa, poi Esegui</translation>
    </message>
    <message>
        <source>Lay track: no hex can take a tile now; Pass skips the lay</source>
        <extracomment>the lay hint once the map found no hex that can take a tile (nothing is highlighted)</extracomment>
        <translation>Posare binari: nessun esagono può ricevere una tessera ora; Passa salta la posa</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>Nessuna partita</translation>
    </message>
    <message>
        <source>Do it</source>
        <translation>Esegui</translation>
    </message>
    <message>
        <source>Final scores and worth chart…</source>
        <translation>Punteggio finale e grafico del patrimonio…</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <source>What the best computer level would do here, and why (Ctrl+H)</source>
        <translation>Cosa farebbe qui il miglior livello del computer, e perché (Ctrl+H)</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Giocala</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Just now: {0}</source>
        <translation>Appena fatto: {0}</translation>
    </message>
    <message>
        <source>{0} — viewing the past</source>
        <translation>{0} — vista del passato</translation>
    </message>
    <message>
        <source>Return to the present to act.</source>
        <translation>Torna al presente per giocare.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>{0}, for {1}</source>
        <translation>{0}, per {1}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; to act</source>
        <translation>Tocca a &lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Board preview — no game</source>
        <translation>Anteprima della mappa — nessuna partita</translation>
    </message>
    <message>
        <source>{0} cannot be played yet: its rules are not in the engine.</source>
        <translation>{0} non si può ancora giocare: le sue regole non sono nel motore.</translation>
    </message>
    <message>
        <source>File → New game… starts a game of {0}.</source>
        <translation>File → Nuova partita… avvia una partita di {0}.</translation>
    </message>
    <message>
        <source>{0} Not allowed now ({1}): why</source>
        <translation>{0} Non consentito ora ({1}): perché</translation>
    </message>
</context>
<context>
    <name>ActionsMixin</name>
    <message>
        <source>Pass</source>
        <translation>Passare</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>&amp;Import 18xx.games JSON…</source>
        <translation>&amp;Importa JSON di 18xx.games…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salva &amp;con nome…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Esporta PDF…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Stam&amp;pa…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Es&amp;ci</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>A&amp;nnulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>&amp;Fit map</source>
        <translation>&amp;Adatta la mappa</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ri&amp;duci</translation>
    </message>
    <message>
        <source>Return to the &amp;present</source>
        <translation>Torna al &amp;presente</translation>
    </message>
    <message>
        <source>Play from &amp;here…</source>
        <translation>Gioca da &amp;qui…</translation>
    </message>
    <message>
        <source>Reset &amp;layout</source>
        <translation>Ripristina la &amp;disposizione</translation>
    </message>
    <message>
        <source>&amp;Tile manifest…</source>
        <translation>Elenco delle &amp;tessere…</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passa</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Scorciatoie da &amp;tastiera</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Guida per l&apos;utente</translation>
    </message>
    <message>
        <source>&amp;About Roundhouse</source>
        <translation>Informazioni su &amp;Roundhouse</translation>
    </message>
    <message>
        <source>&amp;Rules notes for this title…</source>
        <translation>&amp;Note sulle regole di questo titolo…</translation>
    </message>
    <message>
        <source>&amp;Choose an action (keyboard)</source>
        <translation>&amp;Scegli una mossa (tastiera)</translation>
    </message>
    <message>
        <source>Final &amp;scores and worth chart…</source>
        <translation>Punteggio &amp;finale e grafico del patrimonio…</translation>
    </message>
    <message>
        <source>&amp;End the game by agreement…</source>
        <translation>&amp;Termina la partita di comune accordo…</translation>
    </message>
    <message>
        <source>Programmed &amp;passes…</source>
        <translation>&amp;Passaggi programmati…</translation>
    </message>
    <message>
        <source>&amp;Notes on this game…</source>
        <translation>&amp;Note su questa partita…</translation>
    </message>
    <message>
        <source>&amp;Cancel background job</source>
        <translation>Annulla il &amp;lavoro in corso</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferenze…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>Put the keyboard in the Actions list</source>
        <translation>Porta la tastiera nell&apos;elenco delle Mosse</translation>
    </message>
    <message>
        <source>↑ / ↓, or type a label&apos;s start</source>
        <translation>↑ / ↓, o scrivi l&apos;inizio di una voce</translation>
    </message>
    <message>
        <source>Pick a choice in the Actions list</source>
        <translation>Scegli una voce nell&apos;elenco delle Mosse</translation>
    </message>
    <message>
        <source>Change the amount (bid, price) or the par price</source>
        <translation>Cambia l&apos;importo (offerta, prezzo) o il prezzo iniziale</translation>
    </message>
    <message>
        <source>Do the chosen action (in the routes step: Run)</source>
        <translation>Esegui la mossa scelta (nella fase dei percorsi: Esegui)</translation>
    </message>
    <message>
        <source>Click a highlighted hex</source>
        <translation>Clic su un esagono evidenziato</translation>
    </message>
    <message>
        <source>Open the tile picker</source>
        <translation>Apre la scelta delle tessere</translation>
    </message>
    <message>
        <source>Choose a tile in the picker</source>
        <translation>Scegli una tessera</translation>
    </message>
    <message>
        <source>R / Shift+R, mouse wheel</source>
        <translation>R / Maiusc+R, rotella del mouse</translation>
    </message>
    <message>
        <source>Rotate the tile (legal rotations only)</source>
        <translation>Ruota la tessera (solo rotazioni consentite)</translation>
    </message>
    <message>
        <source>Lay the tile / close the picker</source>
        <translation>Posa la tessera / chiudi la scelta</translation>
    </message>
    <message>
        <source>Undo, redo</source>
        <translation>Annulla, ripeti</translation>
    </message>
    <message>
        <source>Final scores and worth chart</source>
        <translation>Punteggio finale e grafico del patrimonio</translation>
    </message>
    <message>
        <source>Fit the map, zoom</source>
        <translation>Adatta la mappa, zoom</translation>
    </message>
    <message>
        <source>Return to the present</source>
        <translation>Torna al presente</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>&lt;b&gt;Roundhouse&lt;/b&gt; {0} — an offline moderator for 18xx railway games at one table.</source>
        <translation>&lt;b&gt;Roundhouse&lt;/b&gt; {0} — un moderatore offline per giochi ferroviari 18xx attorno a un solo tavolo.</translation>
    </message>
    <message>
        <source>Shares save files with 18xx.games. PySide6 {0}.</source>
        <translation>Usa gli stessi file di salvataggio di 18xx.games. PySide6 {0}.</translation>
    </message>
    <message>
        <source>About Roundhouse</source>
        <translation>Informazioni su Roundhouse</translation>
    </message>
</context>
<context>
    <name>AmountField</name>
    <message>
        <source>Type an amount from {0} to {1}</source>
        <translation>Scrivi un importo da {0} a {1}</translation>
    </message>
    <message>
        <source>{0} is more than the most allowed, {1}</source>
        <translation>{0} è più del massimo consentito, {1}</translation>
    </message>
    <message>
        <source>{0} is less than the least allowed, {1}</source>
        <translation>{0} è meno del minimo consentito, {1}</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Cannot open {0}: {1}</source>
        <translation>Impossibile aprire {0}: {1}</translation>
    </message>
</context>
<context>
    <name>CapTableModel</name>
    <message>
        <source>Co.</source>
        <translation>Comp.</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Quotazione</translation>
    </message>
    <message>
        <source>president {0}</source>
        <translation>presidente {0}</translation>
    </message>
    <message>
        <source>no president</source>
        <translation>senza presidente</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>chiusa</translation>
    </message>
    <message>
        <source>floated</source>
        <translation>lanciata</translation>
    </message>
    <message>
        <source>not floated</source>
        <translation>non lanciata</translation>
    </message>
    <message>
        <source> (* {0}% of it reserved: not for sale yet)</source>
        <translation> (* {0}% riservato: non ancora in vendita)</translation>
    </message>
    <message numerus="yes">
        <source>{0}: {1}% of {2} in %n certificate(s)</source>
        <translation>
            <numerusform>{0}: {1}% di {2} in %n certificato</numerusform>
            <numerusform>{0}: {1}% di {2} in %n certificati</numerusform>
        </translation>
    </message>
    <message>
        <source> (president)</source>
        <translation> (presidente)</translation>
    </message>
    <message>
        <source>par {0}</source>
        <translation>prezzo iniziale {0}</translation>
    </message>
    <message>
        <source>{0}: cash {1}, {2} of {3} certificates, privates {4}, worth {5}</source>
        <translation>{0}: contanti {1}, {2} di {3} certificati, private {4}, patrimonio {5}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source> — bankrupt</source>
        <translation> — in bancarotta</translation>
    </message>
</context>
<context>
    <name>CapTablePanel</name>
    <message>
        <source> — the bank has broken</source>
        <translation> — la banca è rotta</translation>
    </message>
    <message>
        <source>Bank unlimited · certificate limit {0}</source>
        <translation>Banca illimitata · limite di certificati {0}</translation>
    </message>
    <message>
        <source>Bank {0}{1} · certificate limit {2}</source>
        <translation>Banca {0}{1} · limite di certificati {2}</translation>
    </message>
</context>
<context>
    <name>CompaniesPanel</name>
    <message>
        <source>{0}: company sheet…</source>
        <translation>{0}: scheda della compagnia…</translation>
    </message>
</context>
<context>
    <name>CompanySheet</name>
    <message>
        <source>{0} — company sheet</source>
        <translation>{0} — scheda della compagnia</translation>
    </message>
    <message>
        <source>share price at the end of each round</source>
        <translation>quotazione alla fine di ogni giro</translation>
    </message>
    <message numerus="yes">
        <source>Revenue of each run, %n run(s):</source>
        <translation>
            <numerusform>Rendita di ogni corsa, %n corsa:</numerusform>
            <numerusform>Rendita di ogni corsa, %n corse:</numerusform>
        </translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Giro</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>Rendita</translation>
    </message>
</context>
<context>
    <name>ComputerPlayers</name>
    <message>
        <source>a company without a president</source>
        <translation>una società senza presidente</translation>
    </message>
    <message>
        <source>Computer seats are paused: Computers → Resume (or Step) lets them play</source>
        <translation>I posti dei computer sono in pausa: Computer → Riprendi (o Una mossa) li fa giocare</translation>
    </message>
    <message>
        <source>A computer thinks</source>
        <translation>Un computer sta pensando</translation>
    </message>
    <message>
        <source>A computer&apos;s move was refused ({0}); computers paused</source>
        <translation>La mossa di un computer è stata rifiutata ({0}); computer in pausa</translation>
    </message>
    <message>
        <source>A computer could not decide ({0}); computers paused</source>
        <translation>Un computer non è riuscito a decidere ({0}); computer in pausa</translation>
    </message>
    <message>
        <source>Computers paused</source>
        <translation>Computer in pausa</translation>
    </message>
    <message>
        <source>No computer is to act now</source>
        <translation>Nessun computer deve agire ora</translation>
    </message>
    <message>
        <source>Computers paused: Computers → Resume lets them play again</source>
        <translation>Computer in pausa: Computer → Riprendi li fa giocare di nuovo</translation>
    </message>
    <message>
        <source>No hint now: nobody is to act in the present game</source>
        <translation>Nessun suggerimento ora: nessuno deve agire nella partita presente</translation>
    </message>
    <message>
        <source>A computer plays this seat: pause the computers to ask for a hint</source>
        <translation>Un computer gioca in questo posto: metti in pausa i computer per chiedere un suggerimento</translation>
    </message>
    <message>
        <source>No hint: {0}</source>
        <translation>Nessun suggerimento: {0}</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
</context>
<context>
    <name>ComputersMixin</name>
    <message>
        <source>&amp;Computers</source>
        <translation>&amp;Computer</translation>
    </message>
    <message>
        <source>&amp;Step one computer move</source>
        <translation>&amp;Una mossa del computer</translation>
    </message>
    <message>
        <source>&amp;Move now (the best move found so far)</source>
        <translation>&amp;Muovi ora (la migliore mossa trovata finora)</translation>
    </message>
    <message>
        <source>&amp;Hint: what would the computer do?</source>
        <translation>&amp;Suggerimento: cosa farebbe il computer?</translation>
    </message>
    <message>
        <source>&amp;Take over a computer&apos;s seat</source>
        <translation>&amp;Prendi il posto di un computer</translation>
    </message>
    <message>
        <source>&amp;Hand a seat to a computer</source>
        <translation>&amp;Affida un posto a un computer</translation>
    </message>
    <message>
        <source>{0} (computer, {1})</source>
        <translation>{0} (computer, {1})</translation>
    </message>
    <message>
        <source>No seat is a computer</source>
        <translation>Nessun posto è un computer</translation>
    </message>
    <message>
        <source>Computer ({0})</source>
        <translation>Computer ({0})</translation>
    </message>
    <message>
        <source>{0} — the usual level</source>
        <translation>{0} — il livello abituale</translation>
    </message>
    <message>
        <source>Every seat is a computer</source>
        <translation>Tutti i posti sono computer</translation>
    </message>
    <message>
        <source>A computer</source>
        <translation>Un computer</translation>
    </message>
    <message>
        <source>{0} is thinking…</source>
        <translation>{0} sta pensando…</translation>
    </message>
    <message>
        <source>Computers paused</source>
        <translation>Computer in pausa</translation>
    </message>
    <message>
        <source>Computers play</source>
        <translation>I computer giocano</translation>
    </message>
    <message>
        <source>A computer (for a company without a president)</source>
        <translation>Un computer (per una società senza presidente)</translation>
    </message>
    <message>
        <source>&amp;Resume the computers</source>
        <translation>&amp;Riprendi i computer</translation>
    </message>
    <message>
        <source>&amp;Pause the computers</source>
        <translation>&amp;Metti in pausa i computer</translation>
    </message>
    <message>
        <source>{0} is thinking… Move now ({1}) plays the best move it found so far</source>
        <translation>{0} sta pensando… Muovi ora ({1}) gioca la migliore mossa trovata finora</translation>
    </message>
    <message>
        <source>{0} is to play; the computers are paused: Step ({1}) plays its move, Resume ({2}) lets them play, or choose for it below</source>
        <translation>Tocca a {0}; i computer sono in pausa: Una mossa ({1}) gioca la sua mossa, Riprendi ({2}) li fa giocare, oppure scegli per lui qui sotto</translation>
    </message>
    <message>
        <source>{0} is to play</source>
        <translation>Tocca a {0}</translation>
    </message>
    <message>
        <source>Hint ({0}): {1} — {2}</source>
        <translation>Suggerimento ({0}): {1} — {2}</translation>
    </message>
    <message>
        <source>Hint: thinking…</source>
        <translation>Suggerimento: sto pensando…</translation>
    </message>
    <message>
        <source>Hint: what the computer would do, and why</source>
        <translation>Suggerimento: cosa farebbe il computer, e perché</translation>
    </message>
    <message>
        <source>Pause or resume the computers</source>
        <translation>Metti in pausa o riprendi i computer</translation>
    </message>
    <message>
        <source>Step one computer move</source>
        <translation>Una mossa del computer</translation>
    </message>
    <message>
        <source>A computer thinking: play the best move found so far</source>
        <translation>Un computer che pensa: gioca la migliore mossa trovata finora</translation>
    </message>
</context>
<context>
    <name>ContextMenusMixin</name>
    <message>
        <source>Upgrades: {0}</source>
        <translation>Miglioramenti: {0}</translation>
    </message>
    <message>
        <source>No upgrade in this phase</source>
        <translation>Nessun miglioramento in questa fase</translation>
    </message>
    <message>
        <source>No tile of the supply upgrades it</source>
        <translation>Nessuna tessera della scorta lo migliora</translation>
    </message>
    <message>
        <source>In a later phase: {0}</source>
        <translation>In una fase successiva: {0}</translation>
    </message>
</context>
<context>
    <name>CrashedSession</name>
    <message>
        <source>an unsaved game</source>
        <translation>una partita non salvata</translation>
    </message>
    <message>
        <source>, actions: {0}</source>
        <translation>, mosse: {0}</translation>
    </message>
    <message>
        <source>{0} ({1}{2}), autosaved {3}</source>
        <translation>{0} ({1}{2}), salvata automaticamente il {3}</translation>
    </message>
    <message>
        <source>a game</source>
        <translation>una partita</translation>
    </message>
</context>
<context>
    <name>Docks</name>
    <message>
        <source>Cash</source>
        <translation>Contanti</translation>
    </message>
    <message>
        <source>Certs</source>
        <translation>Cert.</translation>
    </message>
    <message>
        <source>Privates</source>
        <translation>Private</translation>
    </message>
    <message>
        <source>Worth</source>
        <translation>Patrimonio</translation>
    </message>
    <message>
        <source> P</source>
        <comment>the president&apos;s certificate</comment>
        <translation> P</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fatto</translation>
    </message>
    <message>
        <source>now</source>
        <translation>ora</translation>
    </message>
    <message>
        <source>to come</source>
        <translation>in attesa</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>{0} (obsolete)</source>
        <translation>{0} (obsoleto)</translation>
    </message>
    <message>
        <source>, next {0}</source>
        <translation>, prossimo {0}</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{0} di {1}</translation>
    </message>
    <message>
        <source>unsold</source>
        <translation>invenduta</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>chiusa</translation>
    </message>
    <message>
        <source>parred</source>
        <translation>fondata</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>non fondata</translation>
    </message>
    <message>
        <source>floated</source>
        <translation>lanciata</translation>
    </message>
    <message>
        <source>running</source>
        <translation>in attività</translation>
    </message>
    <message>
        <source>Company</source>
        <translation>Compagnia</translation>
    </message>
    <message>
        <source>President</source>
        <translation>Presidente</translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation>Tesoreria</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Quotazione</translation>
    </message>
    <message>
        <source>Trains</source>
        <translation>Treni</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Segnalini</translation>
    </message>
    <message>
        <source>OR</source>
        <translation>TO</translation>
    </message>
    <message>
        <source>Last run</source>
        <translation>Ultima corsa</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Lancia</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>in {0}</source>
        <translation>in {0}</translation>
    </message>
    <message>
        <source>none placed</source>
        <translation>nessuno piazzato</translation>
    </message>
    <message>
        <source>train limit {0}</source>
        <translation>limite di treni {0}</translation>
    </message>
    <message>
        <source>Tokens placed of all; {0}</source>
        <translation>Segnalini piazzati sul totale; {0}</translation>
    </message>
    <message>
        <source>In this operating round: done, operating now or to come (outside an OR: has it ever operated?)</source>
        <translation>In questo turno operativo: già operato, in corso o ancora da operare (fuori da un TO: ha mai operato?)</translation>
    </message>
    <message>
        <source>Revenue of its last run; right-click: the company sheet with every run</source>
        <translation>Rendita dell&apos;ultima corsa; tasto destro: la scheda della compagnia con tutte le corse</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>Privata</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Proprietario</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>Rendita</translation>
    </message>
    <message>
        <source>open</source>
        <translation>aperta</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Chi</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Cosa</translation>
    </message>
    <message>
        <source>computer: {0}</source>
        <extracomment>(&quot;round&quot;, label) | (&quot;entry&quot;, LogEntry) | (&quot;opening&quot;, LogEntry): the first notes of the round an entry started, under that round&apos;s heading</extracomment>
        <translation>computer: {0}</translation>
    </message>
    <message>
        <source>rusts on {0}</source>
        <translation>arrugginisce con il {0}</translation>
    </message>
    <message>
        <source>obsolete on {0}</source>
        <translation>obsoleto con il {0}</translation>
    </message>
    <message>
        <source>permanent</source>
        <translation>permanente</translation>
    </message>
    <message>
        <source> +{0} used</source>
        <translation> +{0} usati</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Treno</translation>
    </message>
    <message>
        <source>Depot</source>
        <translation>Deposito</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>In uso</translation>
    </message>
    <message>
        <source>Gone</source>
        <translation>Fuori</translation>
    </message>
    <message>
        <source>Ends</source>
        <translation>Esce</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Eventi</translation>
    </message>
    <message>
        <source>reach {0}</source>
        <translation>portata {0}</translation>
    </message>
    <message>
        <source>, revenue ×{0}</source>
        <translation>, rendita ×{0}</translation>
    </message>
    <message>
        <source>{0}-train: {1}, {2}; {3} in the game: {4} new in the depot, {5} discarded (sold again), {6} owned, {7} gone, {8} obsolete; {9}</source>
        <translation>Treno {0}: {1}, {2}; {3} in gioco: {4} nuovi nel deposito, {5} scartati (di nuovo in vendita), {6} delle compagnie, {7} fuori gioco, {8} obsoleti; {9}</translation>
    </message>
    <message>
        <source> ◀ next</source>
        <translation> ◀ prossimo</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Fase</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>Inizia</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tessere</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limite</translation>
    </message>
    <message>
        <source>ORs</source>
        <translation>TO</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Phase {0}: </source>
        <translation>Fase {0}: </translation>
    </message>
    <message>
        <source>starts with the first {0}-train</source>
        <translation>inizia con il primo treno {0}</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>l&apos;inizio</translation>
    </message>
    <message>
        <source>; tiles {0}</source>
        <translation>; tessere {0}</translation>
    </message>
    <message>
        <source>; train limit {0}</source>
        <translation>; limite di treni {0}</translation>
    </message>
    <message>
        <source>first {0}</source>
        <translation>primo {0}</translation>
    </message>
    <message>
        <source>start</source>
        <translation>inizio</translation>
    </message>
    <message>
        <source>Stops</source>
        <translation>Fermate</translation>
    </message>
</context>
<context>
    <name>EndOfGameDialog</name>
    <message>
        <source>Scores</source>
        <translation>Punteggi</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Punteggio finale</translation>
    </message>
    <message>
        <source>Standings — the game is not over</source>
        <translation>Classifica — la partita non è finita</translation>
    </message>
</context>
<context>
    <name>EndOfGameWidget</name>
    <message>
        <source>Worth over the game</source>
        <translation>Patrimonio durante la partita</translation>
    </message>
    <message>
        <source>No players</source>
        <translation>Nessun giocatore</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>{0} share first place with {1}</source>
        <translation>{0} sono primi a pari merito con {1}</translation>
    </message>
    <message>
        <source>{0} wins with {1}</source>
        <translation>{0} vince con {1}</translation>
    </message>
    <message>
        <source>{0} leads with {1}</source>
        <translation>{0} è in testa con {1}</translation>
    </message>
    <message>
        <source> ({0} ahead of {1})</source>
        <translation> ({0} più di {1})</translation>
    </message>
</context>
<context>
    <name>FilesMixin</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <source>Save the changes to {0}?</source>
        <translation>Salvare le modifiche a {0}?</translation>
    </message>
    <message>
        <source>Cannot show the board of {0}: {1}</source>
        <translation>Impossibile mostrare la mappa di {0}: {1}</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Apri una partita</translation>
    </message>
    <message>
        <source>Game files (*.json);;All files (*)</source>
        <translation>File di partita (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Import an 18xx.games export</source>
        <translation>Importa una partita esportata da 18xx.games</translation>
    </message>
    <message>
        <source>18xx.games JSON (*.json);;All files (*)</source>
        <translation>JSON di 18xx.games (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuno)</translation>
    </message>
    <message>
        <source>{0} (imported)</source>
        <translation>{0} (importato)</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Svuota l&apos;elenco</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <source>Game files (*.json)</source>
        <translation>File di partita (*.json)</translation>
    </message>
    <message>
        <source>Could not save {0}: {1}</source>
        <translation>Impossibile salvare {0}: {1}</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Non salvato</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>{0} salvato</translation>
    </message>
    <message>
        <source>The file changed on disk</source>
        <translation>Il file è cambiato sul disco</translation>
    </message>
    <message>
        <source>{0} was changed by another window or program since it was opened or saved here. Saving over it would lose those changes.

Save this game as a new file, or reload the file (the changes made here since are lost)?</source>
        <translation>{0} è stato modificato da un&apos;altra finestra o da un altro programma dopo essere stato aperto o salvato qui. Salvarci sopra perderebbe quelle modifiche.

Salvare questa partita in un nuovo file, o ricaricare il file (le modifiche fatte qui da allora vanno perse)?</translation>
    </message>
    <message>
        <source>Not saved: {0} changed on disk</source>
        <translation>Non salvato: {0} è cambiato sul disco</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Esporta PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation>Impossibile scrivere {0}: {1}</translation>
    </message>
    <message>
        <source>Printing failed: {0}</source>
        <translation>Stampa non riuscita: {0}</translation>
    </message>
    <message>
        <source>Restore the autosave?</source>
        <translation>Ripristinare il salvataggio automatico?</translation>
    </message>
    <message>
        <source>Roundhouse did not close properly last time.
Restore {0}?</source>
        <translation>L&apos;ultima volta Roundhouse non si è chiuso correttamente.
Ripristinare {0}?</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>A computer plays this seat: pause the computers (or take the seat over) to act for it</source>
        <extracomment>a loaded game waiting for the players&apos; decision (see ``load_problem``)</extracomment>
        <translation>Un computer gioca in questo posto: metti in pausa i computer (o prendi il posto) per agire al suo posto</translation>
    </message>
    <message>
        <source>There is no game: start a new one or open a file</source>
        <translation>Nessuna partita: iniziane una nuova o apri un file</translation>
    </message>
    <message>
        <source>Please wait: the game is still loading</source>
        <translation>Attendere: la partita si sta ancora caricando</translation>
    </message>
    <message>
        <source>You are looking at the past: return to the present (or play from here) to act</source>
        <translation>Stai guardando il passato: torna al presente (o gioca da qui) per giocare</translation>
    </message>
    <message>
        <source>The engine refused that action</source>
        <translation>Il motore delle regole ha rifiutato quella mossa</translation>
    </message>
    <message>
        <source>Programmed pass: {0}</source>
        <translation>Passaggio programmato: {0}</translation>
    </message>
    <message numerus="yes">
        <source>Playing from here: %n later action(s) set aside — Redo puts them back</source>
        <translation>
            <numerusform>Si gioca da qui: %n mossa successiva messa da parte — Ripeti la rimette</numerusform>
            <numerusform>Si gioca da qui: %n mosse successive messe da parte — Ripeti le rimette</numerusform>
        </translation>
    </message>
    <message>
        <source>Please wait: another job is running</source>
        <translation>Attendere: è in corso un altro lavoro</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>{0} failed</source>
        <translation>{0} non riuscito</translation>
    </message>
    <message>
        <source>{0}: cancelled</source>
        <translation>{0}: annullato</translation>
    </message>
    <message>
        <source>{0} cannot be opened</source>
        <translation>{0} non si può aprire</translation>
    </message>
    <message>
        <source>{0} (unverified copy)</source>
        <translation>{0} (copia non verificata)</translation>
    </message>
    <message>
        <source>{0} (partial: {1} of {2} actions)</source>
        <translation>{0} (parziale: {1} di {2} mosse)</translation>
    </message>
    <message>
        <source>{0} (imported)</source>
        <translation>{0} (importato)</translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n actions replayed in {1} s</source>
        <translation>
            <numerusform>{0}: %n mossa rigiocata in {1} s</numerusform>
            <numerusform>{0}: %n mosse rigiocate in {1} s</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: partial game, stopped at {1}</source>
        <translation>{0}: partita parziale, fermata a {1}</translation>
    </message>
    <message>
        <source>{0}: the state after {1} actions differs from the one saved</source>
        <translation>{0}: lo stato dopo {1} mosse è diverso da quello salvato</translation>
    </message>
    <message>
        <source>Opening {0}</source>
        <translation>Apertura di {0}</translation>
    </message>
    <message>
        <source>Cannot open {0}</source>
        <translation>Impossibile aprire {0}</translation>
    </message>
    <message>
        <source>{0} was not opened</source>
        <translation>{0} non è stato aperto</translation>
    </message>
    <message>
        <source>new {0} game</source>
        <translation>nuova partita a {0}</translation>
    </message>
    <message numerus="yes">
        <source>New {0} game for %n players</source>
        <translation>
            <numerusform>Nuova partita a {0} per %n giocatore</numerusform>
            <numerusform>Nuova partita a {0} per %n giocatori</numerusform>
        </translation>
    </message>
    <message>
        <source>Setting up {0}</source>
        <translation>Preparazione di {0}</translation>
    </message>
</context>
<context>
    <name>Glance</name>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>{0} to act</source>
        <translation>Tocca a {0}</translation>
    </message>
    <message>
        <source> (train limit {0})</source>
        <translation> (limite di treni {0})</translation>
    </message>
    <message>
        <source>Phase {0}</source>
        <translation>Fase {0}</translation>
    </message>
    <message>
        <source>Next train: {0} for {1}</source>
        <translation>Prossimo treno: {0} a {1}</translation>
    </message>
    <message>
        <source> — rusts the {0}</source>
        <translation> — arrugginisce il {0}</translation>
    </message>
    <message>
        <source>Bank unlimited</source>
        <translation>Banca illimitata</translation>
    </message>
    <message>
        <source>Bank {0}</source>
        <translation>Banca {0}</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>Ordine:</translation>
    </message>
    <message>
        <source>Priority deal: {0}</source>
        <translation>Priorità: {0}</translation>
    </message>
</context>
<context>
    <name>LayoutMixin</name>
    <message>
        <source>Actions</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Cronologia</translation>
    </message>
    <message>
        <source>Trains &amp;&amp; phases</source>
        <translation>Treni &amp;&amp; fasi</translation>
    </message>
    <message>
        <source>Cap table</source>
        <translation>Azionariato</translation>
    </message>
    <message>
        <source>Companies</source>
        <translation>Compagnie</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Borsa</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>Nessuna partita</translation>
    </message>
    <message>
        <source>Return to the present</source>
        <translation>Torna al presente</translation>
    </message>
    <message>
        <source>Play from here…</source>
        <translation>Gioca da qui…</translation>
    </message>
    <message>
        <source>No game open.
File → New game…, Open… or Import…</source>
        <translation>Nessuna partita aperta.
File → Nuova partita…, Apri… o Importa…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>{0} — past</source>
        <translation>{0} — passato</translation>
    </message>
</context>
<context>
    <name>LoadProblem</name>
    <message>
        <source>{0} cannot be opened.</source>
        <translation>{0} non si può aprire.</translation>
    </message>
    <message>
        <source>{0} was changed after it was saved.</source>
        <translation>{0} è stato modificato dopo il salvataggio.</translation>
    </message>
    <message>
        <source>{0} could not be replayed in full: {1} of its {2} actions were loaded.</source>
        <translation>{0} non è stato rigiocato per intero: caricate {1} delle sue {2} mosse.</translation>
    </message>
    <message>
        <source>{0} was replayed, but the game differs from the one the file recorded.</source>
        <translation>{0} è stato rigiocato, ma la partita è diversa da quella registrata nel file.</translation>
    </message>
    <message>
        <source>{0}.

Nothing was opened: the game shown stays as it was.</source>
        <translation>{0}.

Non è stato aperto nulla: la partita mostrata resta com&apos;era.</translation>
    </message>
    <message>
        <source>{0}.

Open it anyway as an unverified copy ({1} of its {2} actions replay)? The copy has no file: Save asks for a new file name, and {3} itself is never saved over.</source>
        <translation>{0}.

Aprirlo comunque come copia non verificata (si rigiocano {1} delle sue {2} azioni)? La copia non ha un file: Salva chiede un nuovo nome di file, e {3} non viene mai sovrascritto.</translation>
    </message>
    <message>
        <source>It stopped at {0}.

Keep the partial game (the game as it stood after {1} actions)? Save will ask for a new file name: {2} itself is not changed.</source>
        <translation>Si è fermato a {0}.

Tenere la partita parziale (la partita com&apos;era dopo {1} mosse)? Salva chiederà un nuovo nome di file: {2} non viene modificato.</translation>
    </message>
    <message>
        <source>The state after {0} actions differs from the one saved in the file (the file was edited, or it was written by different rules).

Open it anyway?</source>
        <translation>Lo stato dopo {0} mosse è diverso da quello salvato nel file (il file è stato modificato, o è stato scritto con regole diverse).

Aprirlo comunque?</translation>
    </message>
    <message>
        <source>Problem in {0}</source>
        <translation>Problema in {0}</translation>
    </message>
    <message>
        <source>Open as an unverified copy</source>
        <translation>Apri come copia non verificata</translation>
    </message>
    <message>
        <source>Keep the partial game</source>
        <translation>Tieni la partita parziale</translation>
    </message>
    <message>
        <source>Open it anyway</source>
        <translation>Aprilo comunque</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Do not open it</source>
        <translation>Non aprirlo</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Click an entry to see the game as it was then.</source>
        <translation>Clic su una voce per vedere la partita com&apos;era allora.</translation>
    </message>
    <message>
        <source>Search the log…</source>
        <translation>Cerca nel registro…</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Tutti</translation>
    </message>
    <message>
        <source>All rounds</source>
        <translation>Tutti i giri</translation>
    </message>
    <message>
        <source>View the game after #{0}</source>
        <translation>Vedi la partita dopo #{0}</translation>
    </message>
    <message>
        <source>Only {0}</source>
        <translation>Solo {0}</translation>
    </message>
    <message>
        <source>Showing the game after #{0} — read-only.</source>
        <translation>La partita dopo #{0} — sola lettura.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>cannot write to {0} ({1})</source>
        <translation>impossibile scrivere in {0} ({1})</translation>
    </message>
    <message>
        <source>No game: File → New game…, Open… or Import…</source>
        <extracomment>answers questions (tests replace it): (kind, title, text) -&gt; bool or &quot;save&quot;/&quot;discard&quot;/&quot;cancel&quot;</extracomment>
        <translation>Nessuna partita: File → Nuova partita…, Apri… o Importa…</translation>
    </message>
    <message>
        <source>#{0} ({1}): {2} — action {3} of {4}</source>
        <translation>#{0} ({1}): {2} — mossa {3} di {4}</translation>
    </message>
    <message>
        <source>the setup, before any action (the game has {0} actions)</source>
        <translation>la preparazione, prima di ogni mossa (la partita ha {0} mosse)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Viewing the past — read-only.&lt;/b&gt; After {0}.</source>
        <translation>&lt;b&gt;Vista del passato — sola lettura.&lt;/b&gt; Dopo {0}.</translation>
    </message>
    <message>
        <source>PAST (read-only) · {0}</source>
        <translation>PASSATO (sola lettura) · {0}</translation>
    </message>
    <message>
        <source>Roundhouse — {0} — board preview</source>
        <translation>Roundhouse — {0} — anteprima della mappa</translation>
    </message>
    <message>
        <source> — viewing the past</source>
        <translation> — vista del passato</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
        </translation>
    </message>
    <message>
        <source>scenario {0}</source>
        <translation>scenario {0}</translation>
    </message>
    <message numerus="yes">
        <source>Board preview: {0} ({1}) — %n hexes, not a game</source>
        <translation>
            <numerusform>Anteprima della mappa: {0} ({1}) — %n esagono, non è una partita</numerusform>
            <numerusform>Anteprima della mappa: {0} ({1}) — %n esagoni, non è una partita</numerusform>
        </translation>
    </message>
    <message>
        <source>the rules of {0} are not in the engine yet, so its board can be viewed but not played.</source>
        <translation>le regole di {0} non sono ancora nel motore: la sua mappa si può guardare ma non giocare.</translation>
    </message>
    <message>
        <source>File → New game… starts a game of {0}.</source>
        <translation>File → Nuova partita… avvia una partita di {0}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Board preview — not a game.&lt;/b&gt; {0}</source>
        <translation>&lt;b&gt;Anteprima della mappa — non è una partita.&lt;/b&gt; {0}</translation>
    </message>
    <message>
        <source>%v / %m actions</source>
        <translation>%v / %m mosse</translation>
    </message>
    <message>
        <source>Save as a new file…</source>
        <translation>Salva in un nuovo file…</translation>
    </message>
    <message>
        <source>Reload it</source>
        <translation>Ricaricalo</translation>
    </message>
    <message>
        <source>the last autosave failed ({0}); trying again</source>
        <translation>l&apos;ultimo salvataggio automatico non è riuscito ({0}); nuovo tentativo in corso</translation>
    </message>
    <message>
        <source>Autosave failed: {0}</source>
        <translation>Salvataggio automatico non riuscito: {0}</translation>
    </message>
    <message>
        <source>Autosave works again</source>
        <translation>Il salvataggio automatico funziona di nuovo</translation>
    </message>
    <message>
        <source>Autosave is off: {0}</source>
        <translation>Salvataggio automatico disattivato: {0}</translation>
    </message>
    <message>
        <source>Nobody is to act</source>
        <translation>Non tocca a nessuno</translation>
    </message>
    <message>
        <source>{0} passes, and that also means:

{1}

Pass anyway?</source>
        <translation>{0} passa, e questo vuol dire anche:

{1}

Passare comunque?</translation>
    </message>
    <message>
        <source>Pass?</source>
        <translation>Passare?</translation>
    </message>
    <message>
        <source>Not passed</source>
        <translation>Non si è passato</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Punteggio finale</translation>
    </message>
    <message>
        <source>Final scores: {0}</source>
        <translation>Punteggio finale: {0}</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Termina la partita</translation>
    </message>
    <message>
        <source>End the game now and score it as it stands? (Undo can take it back.)</source>
        <translation>Terminare ora la partita e calcolare il punteggio così com&apos;è? (Annulla può tornare indietro.)</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Gioca da qui</translation>
    </message>
    <message numerus="yes">
        <source>Continue the game from this point? The %n later action(s) are set aside; Redo (Ctrl+Shift+Z) puts them back one by one until you play a new action.</source>
        <translation>
            <numerusform>Continuare la partita da questo punto? La %n mossa successiva viene messa da parte; Ripeti (Ctrl+Maiusc+Z) la rimette finché non giochi una nuova mossa.</numerusform>
            <numerusform>Continuare la partita da questo punto? Le %n mosse successive vengono messe da parte; Ripeti (Ctrl+Maiusc+Z) le rimette una alla volta finché non giochi una nuova mossa.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MapInteraction</name>
    <message>
        <source>Lay a tile in {0}</source>
        <translation>Posa una tessera in {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) fit {0}: R rotates, Enter lays, Esc cancels</source>
        <translation>
            <numerusform>%n tessera va bene in {0}: R ruota, Invio posa, Esc annulla</numerusform>
            <numerusform>%n tessere vanno bene in {0}: R ruota, Invio posa, Esc annulla</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: no hex can take a tile now (Pass skips the lay)</source>
        <translation>{0}: nessun esagono può ricevere una tessera ora (Passa salta la posa)</translation>
    </message>
    <message>
        <source>{0}: click a highlighted hex to lay a tile</source>
        <translation>{0}: clic su un esagono evidenziato per posare una tessera</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>free</source>
        <translation>gratis</translation>
    </message>
    <message>
        <source>click a ringed city to place a token ({0})</source>
        <translation>clic su una città cerchiata per piazzare un segnalino ({0})</translation>
    </message>
</context>
<context>
    <name>MarketModel</name>
    <message>
        <source>par price</source>
        <translation>prezzo iniziale</translation>
    </message>
    <message>
        <source>game ends when reached</source>
        <translation>la partita finisce quando viene raggiunto</translation>
    </message>
    <message>
        <source>certificates do not count toward the limit</source>
        <translation>i certificati non contano per il limite</translation>
    </message>
    <message>
        <source>the corporation closes</source>
        <translation>la compagnia chiude</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>{0} (row {1}, column {2})</source>
        <translation>{0} (riga {1}, colonna {2})</translation>
    </message>
    <message>
        <source>Here: {0} (first arrived operates first)</source>
        <translation>Qui: {0} (chi arriva prima opera prima)</translation>
    </message>
</context>
<context>
    <name>MarketPanel</name>
    <message>
        <source>par</source>
        <translation>prezzo iniziale</translation>
    </message>
    <message>
        <source>game ends</source>
        <translation>fine partita</translation>
    </message>
    <message>
        <source>no certificate limit</source>
        <translation>fuori dal limite</translation>
    </message>
    <message>
        <source>closes</source>
        <translation>chiude</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>{0} — board only (rules not yet playable)</source>
        <translation>{0} — solo mappa (regole non ancora giocabili)</translation>
    </message>
    <message>
        <source>Optional rules</source>
        <translation>Regole facoltative</translation>
    </message>
    <message>
        <source>Players (in seating order)</source>
        <translation>Giocatori (in ordine di posto)</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Giocatore {0}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer ({0})</source>
        <translation>Computer ({0})</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titolo</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seme</translation>
    </message>
    <message>
        <source>by player count</source>
        <translation>secondo il numero di giocatori</translation>
    </message>
    <message>
        <source>{0} ({1}–{2} players) {3}</source>
        <translation>{0} ({1}–{2} giocatori) {3}</translation>
    </message>
    <message>
        <source>{0} cannot be played yet: its rules are not in the engine. View board opens its starting board (for the players, scenario and optional rules chosen), to look at, not to play.</source>
        <translation>{0} non si può ancora giocare: le sue regole non sono nel motore. Mostra mappa apre la sua mappa iniziale (per i giocatori, lo scenario e le regole facoltative scelti), da guardare, non da giocare.</translation>
    </message>
    <message>
        <source>View board</source>
        <translation>Mostra mappa</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Inizia la partita</translation>
    </message>
    <message>
        <source>Every player needs a different name</source>
        <translation>Ogni giocatore deve avere un nome diverso</translation>
    </message>
</context>
<context>
    <name>NoteDialog</name>
    <message>
        <source>Notes on this game</source>
        <translation>Note su questa partita</translation>
    </message>
    <message>
        <source>Saved with the game in Roundhouse files only; not part of 18xx.games&apos; data.</source>
        <translation>Salvate con la partita solo nei file di Roundhouse; non fanno parte dei dati di 18xx.games.</translation>
    </message>
</context>
<context>
    <name>PageCounts</name>
    <message numerus="yes">
        <source>Wrote {0} (%n pages)</source>
        <translation>
            <numerusform>Scritto {0} (%n pagina)</numerusform>
            <numerusform>Scritto {0} (%n pagine)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Printed %n pages</source>
        <translation>
            <numerusform>Stampata %n pagina</numerusform>
            <numerusform>Stampate %n pagine</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PhasesModel</name>
    <message numerus="yes">
        <source>; %n OR(s) per set</source>
        <translation>
            <numerusform>; %n TO per serie</numerusform>
            <numerusform>; %n TO per serie</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <source>The system&apos;s language ({0})</source>
        <translation>La lingua del sistema ({0})</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>Pause before a computer&apos;s move</source>
        <translation>Pausa prima della mossa di un computer</translation>
    </message>
    <message>
        <source>The menus, the tables and the printed report follow this choice, and so do the rule texts of the game engine (refusal reasons, log lines, choice labels). Names from the game&apos;s file (players, companies, places) stay as written.</source>
        <translation>I menu, le tabelle e il resoconto stampato seguono questa scelta, e così anche i testi delle regole del motore di gioco (motivi di rifiuto, righe del registro, etichette delle scelte). I nomi presi dal file della partita (giocatori, compagnie, luoghi) restano come sono scritti.</translation>
    </message>
</context>
<context>
    <name>ProgramsDialog</name>
    <message>
        <source>Pass in this stock round unless something changes</source>
        <translation>Passare in questo giro azionario, a meno che qualcosa cambi</translation>
    </message>
    <message>
        <source>Pass in this auction unless something changes</source>
        <translation>Passare in quest&apos;asta, a meno che qualcosa cambi</translation>
    </message>
    <message>
        <source>Programmed passes</source>
        <translation>Passaggi programmati</translation>
    </message>
    <message>
        <source>A programmed pass is made for the player when it is their turn, until anything other than a pass happens (a share bought or sold, a bid, a new round): then it is cancelled. It is saved with the game.</source>
        <translation>Un passaggio programmato viene fatto per il giocatore al suo turno, finché non accade altro che un passaggio (un&apos;azione comprata o venduta, un&apos;offerta, un nuovo giro): allora viene annullato. È salvato con la partita.</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>after action {0} of {1} ({2})</source>
        <translation>dopo la mossa {0} di {1} ({2})</translation>
    </message>
    <message>
        <source>before the first action ({0})</source>
        <translation>prima della prima mossa ({0})</translation>
    </message>
    <message>
        <source> — game over</source>
        <translation> — partita finita</translation>
    </message>
    <message>
        <source>Players: {0}</source>
        <translation>Giocatori: {0}</translation>
    </message>
    <message>
        <source> · phase {0}</source>
        <translation> · fase {0}</translation>
    </message>
    <message>
        <source>Stock market</source>
        <translation>Borsa</translation>
    </message>
    <message>
        <source>P par · E game ends · Y certificates not counted toward the limit · C closes</source>
        <translation>P prezzo iniziale · E fine partita · Y certificati fuori dal limite · C chiude</translation>
    </message>
    <message>
        <source>Final scores — {0}</source>
        <translation>Punteggio finale — {0}</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Contanti</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Azioni</translation>
    </message>
    <message>
        <source>Privates</source>
        <translation>Private</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Altro</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Worth of each player at the end of each round</source>
        <translation>Patrimonio di ogni giocatore alla fine di ogni turno</translation>
    </message>
    <message>
        <source> (broken)</source>
        <translation> (rotta)</translation>
    </message>
    <message>
        <source>Cap table — bank unlimited, certificate limit {0}</source>
        <translation>Azionariato — banca illimitata, limite di certificati {0}</translation>
    </message>
    <message>
        <source>Cap table — bank {0}{1}, certificate limit {2}</source>
        <translation>Azionariato — banca {0}{1}, limite di certificati {2}</translation>
    </message>
    <message>
        <source>Company</source>
        <translation>Compagnia</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Quotazione</translation>
    </message>
    <message>
        <source>Companies</source>
        <translation>Compagnie</translation>
    </message>
    <message>
        <source>Co.</source>
        <translation>Comp.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>President</source>
        <translation>Presidente</translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation>Tesoreria</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Lancia</translation>
    </message>
    <message>
        <source>Trains</source>
        <translation>Treni</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Segnalini</translation>
    </message>
    <message>
        <source>Operated</source>
        <translation>Ha operato</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>chiusa</translation>
    </message>
    <message>
        <source>open</source>
        <translation>aperta</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>Privata</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Proprietario</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>Rendita</translation>
    </message>
    <message>
        <source>Trains &amp; phase — phase {0}: lays {1}</source>
        <translation>Treni e fase — fase {0}: tessere {1}</translation>
    </message>
    <message>
        <source>, train limit {0}</source>
        <translation>, limite di treni {0}</translation>
    </message>
    <message>
        <source>Next train: {0} for {1}</source>
        <translation>Prossimo treno: {0} a {1}</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Treno</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Portata</translation>
    </message>
    <message>
        <source>In depot</source>
        <translation>Nel deposito</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>Scartati</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>In uso</translation>
    </message>
    <message>
        <source>Gone</source>
        <translation>Fuori</translation>
    </message>
    <message>
        <source>Fate</source>
        <translation>Destino</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Eventi</translation>
    </message>
    <message>
        <source>first {0}</source>
        <translation>primo {0}</translation>
    </message>
    <message>
        <source>start</source>
        <translation>inizio</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Fase</translation>
    </message>
    <message>
        <source>Starts with</source>
        <translation>Inizia con</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tessere</translation>
    </message>
    <message>
        <source>Train limit</source>
        <translation>Limite di treni</translation>
    </message>
    <message>
        <source>ORs</source>
        <translation>TO</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Rules notes — {0}</source>
        <translation>Note sulle regole — {0}</translation>
    </message>
    <message>
        <source>Where the rules available to the program are silent, it plays by these assumptions.</source>
        <translation>Dove le regole a disposizione del programma tacciono, esso gioca secondo queste ipotesi.</translation>
    </message>
    <message>
        <source>Source: {0}</source>
        <translation>Fonte: {0}</translation>
    </message>
    <message>
        <source>cannot paint on the printer or file</source>
        <translation>impossibile disegnare sulla stampante o sul file</translation>
    </message>
</context>
<context>
    <name>ReportCounts</name>
    <message numerus="yes">
        <source>%n actions, {0}</source>
        <translation>
            <numerusform>%n mossa, {0}</numerusform>
            <numerusform>%n mosse, {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n OR(s) per set</source>
        <translation>
            <numerusform>, %n TO per serie</numerusform>
            <numerusform>, %n TO per serie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Log — the last {0} of %n actions</source>
        <translation>
            <numerusform>Cronologia — le ultime {0} di %n mossa</numerusform>
            <numerusform>Cronologia — le ultime {0} di %n mosse</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoutesPanel</name>
    <message>
        <source>Editing…</source>
        <extracomment>asks the player for a train&apos;s revenue (train name, current figure) -&gt; figure or None</extracomment>
        <translation>In modifica…</translation>
    </message>
    <message>
        <source>Edit route</source>
        <translation>Modifica percorso</translation>
    </message>
    <message>
        <source>Select a train, then click stops on the map to add or remove them</source>
        <translation>Seleziona un treno, poi clic sulle fermate della mappa per aggiungerle o toglierle</translation>
    </message>
    <message>
        <source>Reset to optimum</source>
        <translation>Torna all&apos;ottimo</translation>
    </message>
    <message>
        <source>Clear train</source>
        <translation>Svuota treno</translation>
    </message>
    <message>
        <source>The selected train runs no route</source>
        <translation>Il treno selezionato non fa nessun percorso</translation>
    </message>
    <message>
        <source>Type revenue…</source>
        <translation>Scrivi la rendita…</translation>
    </message>
    <message>
        <source>Last resort: type the selected train&apos;s revenue by hand. The log marks it as typed; such a save does not open on 18xx.games.</source>
        <translation>Ultima risorsa: scrivi a mano la rendita del treno selezionato. La cronologia la segna come scritta a mano; un salvataggio così non si apre su 18xx.games.</translation>
    </message>
    <message>
        <source>Run  ⏎</source>
        <translation>Esegui  ⏎</translation>
    </message>
    <message>
        <source>Run these routes (Enter)</source>
        <translation>Esegui questi percorsi (Invio)</translation>
    </message>
    <message>
        <source>Routes are run in the operating round.</source>
        <translation>I percorsi si fanno nel turno operativo.</translation>
    </message>
    <message>
        <source>A past state is shown: routes can only be run in the present.</source>
        <translation>Si vede uno stato passato: i percorsi si fanno solo nel presente.</translation>
    </message>
    <message numerus="yes">
        <source>{0} runs %n train(s)</source>
        <translation>
            <numerusform>{0} fa correre %n treno</numerusform>
            <numerusform>{0} fa correre %n treni</numerusform>
        </translation>
    </message>
    <message>
        <source>Finding the best routes…</source>
        <translation>Ricerca dei percorsi migliori…</translation>
    </message>
    <message>
        <source>routes of {0}</source>
        <translation>percorsi di {0}</translation>
    </message>
    <message>
        <source>The route search failed: {0}</source>
        <translation>La ricerca dei percorsi non è riuscita: {0}</translation>
    </message>
    <message>
        <source>The best routes found were refused: {0}</source>
        <translation>I percorsi migliori trovati sono stati rifiutati: {0}</translation>
    </message>
    <message>
        <source>Click stops on the map to add them to the {0} train&apos;s route (at either end) or to take them off.</source>
        <translation>Clic sulle fermate della mappa per aggiungerle al percorso del treno {0} (a uno dei due capi) o per toglierle.</translation>
    </message>
    <message>
        <source>Type revenue</source>
        <translation>Scrivi la rendita</translation>
    </message>
    <message>
        <source>Revenue of the {0} train (typed by hand; the engine does not check it):</source>
        <translation>Rendita del treno {0} (scritta a mano; il motore delle regole non la controlla):</translation>
    </message>
    <message>
        <source>Click a city, town or off-board to add it to the route</source>
        <translation>Clic su una città, un paese o una zona fuori mappa per aggiungerla al percorso</translation>
    </message>
    <message>
        <source>   (best: {0})</source>
        <translation>   (migliore: {0})</translation>
    </message>
    <message>
        <source>Total {0}</source>
        <translation>Totale {0}</translation>
    </message>
    <message>
        <source>{0} keeps {1}, {2} receives {3}</source>
        <translation>{0} tiene {1}, {2} riceve {3}</translation>
    </message>
    <message>
        <source>Total —</source>
        <translation>Totale —</translation>
    </message>
</context>
<context>
    <name>RulesNotes</name>
    <message>
        <source>Source: {0}</source>
        <translation>Fonte: {0}</translation>
    </message>
    <message>
        <source>Rules notes</source>
        <translation>Note sulle regole</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>Nessuna partita aperta.</translation>
    </message>
    <message>
        <source>Rules notes — {0}</source>
        <translation>Note sulle regole — {0}</translation>
    </message>
    <message>
        <source>{0} has no rules notes: the program follows the title&apos;s rules with no assumption.</source>
        <translation>{0} non ha note sulle regole: il programma segue le regole del titolo senza alcuna ipotesi.</translation>
    </message>
</context>
<context>
    <name>RulesNotesDialog</name>
    <message numerus="yes">
        <source>Where the rules of {0} available to the program are silent, it plays by the %n assumption(s) below. Each says which rule or source line it answers.</source>
        <translation>
            <numerusform>Dove le regole di {0} a disposizione del programma tacciono, esso gioca secondo %n ipotesi, riportata qui sotto con la regola o la riga di fonte a cui risponde.</numerusform>
            <numerusform>Dove le regole di {0} a disposizione del programma tacciono, esso gioca secondo %n ipotesi, riportate qui sotto. Ognuna dice a quale regola o riga di fonte risponde.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoresModel</name>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Contanti</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Azioni</translation>
    </message>
    <message>
        <source>Privates</source>
        <translation>Private</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Altro</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Holdings</source>
        <translation>Partecipazioni</translation>
    </message>
</context>
<context>
    <name>TileManifest</name>
    <message>
        <source>Tile manifest</source>
        <translation>Elenco delle tessere</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tessera</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Copie</translation>
    </message>
    <message>
        <source>Laid</source>
        <translation>Posate</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Rimaste</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>Nessuna partita</translation>
    </message>
</context>
<context>
    <name>TileManifestDialog</name>
    <message numerus="yes">
        <source>%n tiles, {0} used up</source>
        <translation>
            <numerusform>%n tessera, {0} esaurite</numerusform>
            <numerusform>%n tessere, {0} esaurite</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TilePicker</name>
    <message>
        <source>Lay a tile in {0}</source>
        <translation>Posa una tessera in {0}</translation>
    </message>
    <message>
        <source>R / Shift+R or wheel: rotate · ←/→, Tab, 1–9: tile · Enter: lay · Esc: cancel</source>
        <translation>R / Maiusc+R o rotella: ruota · ←/→, Tab, 1–9: tessera · Invio: posa · Esc: annulla</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Lay</source>
        <translation>Posa</translation>
    </message>
    <message>
        <source>one way</source>
        <translation>un solo verso</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; in {1}, {2} — laid by {3}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; in {1}, {2} — posata da {3}</translation>
    </message>
    <message>
        <source>Lay {0} ({1})</source>
        <translation>Posa {0} ({1})</translation>
    </message>
</context>
<context>
    <name>TrainsPanel</name>
    <message>
        <source>&lt;b&gt;Phase {0}&lt;/b&gt;: lay {1}</source>
        <translation>&lt;b&gt;Fase {0}&lt;/b&gt;: tessere {1}</translation>
    </message>
    <message>
        <source>train limit {0}</source>
        <translation>limite di treni {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n OR(s) per set</source>
        <translation>
            <numerusform>%n TO per serie</numerusform>
            <numerusform>%n TO per serie</numerusform>
        </translation>
    </message>
    <message>
        <source>next train: &lt;b&gt;{0}&lt;/b&gt; for {1}</source>
        <translation>prossimo treno: &lt;b&gt;{0}&lt;/b&gt; a {1}</translation>
    </message>
    <message>
        <source>the depot is empty</source>
        <translation>il deposito è vuoto</translation>
    </message>
</context>
<context>
    <name>UserGuide</name>
    <message>
        <source>User guide</source>
        <translation>Guida per l&apos;utente</translation>
    </message>
    <message>
        <source>The user guide (docs/user-guide.md) is not installed.</source>
        <translation>La guida per l&apos;utente (docs/user-guide.md) non è installata.</translation>
    </message>
</context>
<context>
    <name>WorthChart</name>
    <message>
        <source>End of {0}</source>
        <translation>Fine di {0}</translation>
    </message>
    <message>
        <source>No rounds played yet</source>
        <translation>Nessun turno ancora giocato</translation>
    </message>
    <message>
        <source>worth at the end of each round</source>
        <translation>patrimonio alla fine di ogni turno</translation>
    </message>
</context>
<context>
    <name>_TrainsModel</name>
    <message>
        <source>train {0}</source>
        <translation>treno {0}</translation>
    </message>
    <message>
        <source>typed by hand</source>
        <translation>scritta a mano</translation>
    </message>
    <message>
        <source>revenue typed by hand: not checked by the engine</source>
        <translation>rendita scritta a mano: non controllata dal motore delle regole</translation>
    </message>
    <message>
        <source>searching…</source>
        <translation>ricerca…</translation>
    </message>
    <message>
        <source>does not run</source>
        <translation>non opera</translation>
    </message>
    <message>
        <source>extended to {0}</source>
        <translation>estesa fino a {0}</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>rifiutata</translation>
    </message>
</context>
</TS>
