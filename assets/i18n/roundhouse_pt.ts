<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>ActionPanel</name>
    <message>
        <source>Lay track: click a highlighted hex on the map (R or the wheel rotates, Enter lays)</source>
        <translation>Colocar trilhos: clique num hexágono destacado no mapa (R ou a roda do mouse gira, Enter coloca)</translation>
    </message>
    <message>
        <source>Place a token: click a highlighted city on the map</source>
        <translation>Colocar uma estação: clique numa cidade destacada no mapa</translation>
    </message>
    <message>
        <source>Run routes: see the routes below; edit them on the map, then Run</source>
        <translation>Operar rotas: veja as rotas abaixo; ajuste-as no mapa e depois clique em Operar</translation>
    </message>
    <message>
        <source>Lay track: no hex can take a tile now; Pass skips the lay</source>
        <extracomment>the lay hint once the map found no hex that can take a tile (nothing is highlighted)</extracomment>
        <translation>Colocar trilhos: nenhum hexágono pode receber uma peça agora; Passar pula a colocação</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>Nenhum jogo</translation>
    </message>
    <message>
        <source>Do it</source>
        <translation>Executar</translation>
    </message>
    <message>
        <source>Final scores and worth chart…</source>
        <translation>Pontuação final e gráfico de patrimônio…</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
    <message>
        <source>What the best computer level would do here, and why (Ctrl+H)</source>
        <translation>O que o melhor nível do computador faria aqui, e porquê (Ctrl+H)</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Jogar isto</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Just now: {0}</source>
        <translation>Agora mesmo: {0}</translation>
    </message>
    <message>
        <source>{0} — viewing the past</source>
        <translation>{0} — vendo o passado</translation>
    </message>
    <message>
        <source>Return to the present to act.</source>
        <translation>Volte ao presente para jogar.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <source>{0}, for {1}</source>
        <translation>{0}, por {1}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; to act</source>
        <translation>Vez de &lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Board preview — no game</source>
        <translation>Pré-visualização do mapa — nenhum jogo</translation>
    </message>
    <message>
        <source>{0} cannot be played yet: its rules are not in the engine.</source>
        <translation>{0} ainda não pode ser jogado: as suas regras não estão no motor.</translation>
    </message>
    <message>
        <source>File → New game… starts a game of {0}.</source>
        <translation>Arquivo → Novo jogo… inicia um jogo de {0}.</translation>
    </message>
    <message>
        <source>{0} Not allowed now ({1}): why</source>
        <translation>{0} Não permitido agora ({1}): por quê</translation>
    </message>
</context>
<context>
    <name>ActionsMixin</name>
    <message>
        <source>Pass</source>
        <translation>Passar</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Novo jogo…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Import 18xx.games JSON…</source>
        <translation>&amp;Importar JSON do 18xx.games…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Exportar PDF…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Im&amp;primir…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>&amp;Fit map</source>
        <translation>&amp;Ajustar o mapa</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Apro&amp;ximar</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>A&amp;fastar</translation>
    </message>
    <message>
        <source>Return to the &amp;present</source>
        <translation>Voltar ao &amp;presente</translation>
    </message>
    <message>
        <source>Play from &amp;here…</source>
        <translation>&amp;Jogar a partir daqui…</translation>
    </message>
    <message>
        <source>Reset &amp;layout</source>
        <translation>&amp;Restaurar a disposição</translation>
    </message>
    <message>
        <source>&amp;Tile manifest…</source>
        <translation>&amp;Inventário de peças…</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passar</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Atalhos de &amp;teclado</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Guia do usuário</translation>
    </message>
    <message>
        <source>&amp;About Roundhouse</source>
        <translation>&amp;Sobre o Roundhouse</translation>
    </message>
    <message>
        <source>&amp;Rules notes for this title…</source>
        <translation>&amp;Notas de regras deste título…</translation>
    </message>
    <message>
        <source>&amp;Choose an action (keyboard)</source>
        <translation>&amp;Escolher uma jogada (teclado)</translation>
    </message>
    <message>
        <source>Final &amp;scores and worth chart…</source>
        <translation>Pontuação &amp;final e gráfico de patrimônio…</translation>
    </message>
    <message>
        <source>&amp;End the game by agreement…</source>
        <translation>&amp;Encerrar o jogo por acordo…</translation>
    </message>
    <message>
        <source>Programmed &amp;passes…</source>
        <translation>&amp;Passes programados…</translation>
    </message>
    <message>
        <source>&amp;Notes on this game…</source>
        <translation>&amp;Notas desta partida…</translation>
    </message>
    <message>
        <source>&amp;Cancel background job</source>
        <translation>&amp;Cancelar tarefa em segundo plano</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferências…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;recente</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Exibir</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>Put the keyboard in the Actions list</source>
        <translation>Levar o teclado para a lista de Jogadas</translation>
    </message>
    <message>
        <source>↑ / ↓, or type a label&apos;s start</source>
        <translation>↑ / ↓, ou digite o início de um rótulo</translation>
    </message>
    <message>
        <source>Pick a choice in the Actions list</source>
        <translation>Escolher uma opção na lista de Jogadas</translation>
    </message>
    <message>
        <source>Change the amount (bid, price) or the par price</source>
        <translation>Mudar o valor (lance, preço) ou o preço inicial</translation>
    </message>
    <message>
        <source>Do the chosen action (in the routes step: Run)</source>
        <translation>Fazer a jogada escolhida (na etapa de rotas: Operar)</translation>
    </message>
    <message>
        <source>Click a highlighted hex</source>
        <translation>Clique num hexágono destacado</translation>
    </message>
    <message>
        <source>Open the tile picker</source>
        <translation>Abrir o seletor de peças</translation>
    </message>
    <message>
        <source>Choose a tile in the picker</source>
        <translation>Escolher uma peça no seletor</translation>
    </message>
    <message>
        <source>R / Shift+R, mouse wheel</source>
        <translation>R / Shift+R, roda do mouse</translation>
    </message>
    <message>
        <source>Rotate the tile (legal rotations only)</source>
        <translation>Girar a peça (só rotações permitidas)</translation>
    </message>
    <message>
        <source>Lay the tile / close the picker</source>
        <translation>Colocar a peça / fechar o seletor</translation>
    </message>
    <message>
        <source>Undo, redo</source>
        <translation>Desfazer, refazer</translation>
    </message>
    <message>
        <source>Final scores and worth chart</source>
        <translation>Pontuação final e gráfico de patrimônio</translation>
    </message>
    <message>
        <source>Fit the map, zoom</source>
        <translation>Ajustar o mapa, zoom</translation>
    </message>
    <message>
        <source>Return to the present</source>
        <translation>Voltar ao presente</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <source>&lt;b&gt;Roundhouse&lt;/b&gt; {0} — an offline moderator for 18xx railway games at one table.</source>
        <translation>&lt;b&gt;Roundhouse&lt;/b&gt; {0} — um moderador offline para jogos ferroviários 18xx numa mesa só.</translation>
    </message>
    <message>
        <source>Shares save files with 18xx.games. PySide6 {0}.</source>
        <translation>Usa os mesmos arquivos de jogo que o 18xx.games. PySide6 {0}.</translation>
    </message>
    <message>
        <source>About Roundhouse</source>
        <translation>Sobre o Roundhouse</translation>
    </message>
</context>
<context>
    <name>AmountField</name>
    <message>
        <source>Type an amount from {0} to {1}</source>
        <translation>Digite um valor de {0} a {1}</translation>
    </message>
    <message>
        <source>{0} is more than the most allowed, {1}</source>
        <translation>{0} é mais que o máximo permitido, {1}</translation>
    </message>
    <message>
        <source>{0} is less than the least allowed, {1}</source>
        <translation>{0} é menos que o mínimo permitido, {1}</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Cannot open {0}: {1}</source>
        <translation>Não foi possível abrir {0}: {1}</translation>
    </message>
</context>
<context>
    <name>CapTableModel</name>
    <message>
        <source>Co.</source>
        <translation>Cia.</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Cotação</translation>
    </message>
    <message>
        <source>president {0}</source>
        <translation>presidente {0}</translation>
    </message>
    <message>
        <source>no president</source>
        <translation>sem presidente</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>fechada</translation>
    </message>
    <message>
        <source>floated</source>
        <translation>lançada</translation>
    </message>
    <message>
        <source>not floated</source>
        <translation>não lançada</translation>
    </message>
    <message>
        <source> (* {0}% of it reserved: not for sale yet)</source>
        <translation> (* {0}% reservados: ainda não estão à venda)</translation>
    </message>
    <message numerus="yes">
        <source>{0}: {1}% of {2} in %n certificate(s)</source>
        <translation>
            <numerusform>{0}: {1}% de {2} em %n certificado</numerusform>
            <numerusform>{0}: {1}% de {2} em %n certificados</numerusform>
        </translation>
    </message>
    <message>
        <source> (president)</source>
        <translation> (presidente)</translation>
    </message>
    <message>
        <source>par {0}</source>
        <translation>preço inicial {0}</translation>
    </message>
    <message>
        <source>{0}: cash {1}, {2} of {3} certificates, privates {4}, worth {5}</source>
        <translation>{0}: dinheiro {1}, {2} de {3} certificados, privadas {4}, patrimônio {5}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source> — bankrupt</source>
        <translation> — falido</translation>
    </message>
</context>
<context>
    <name>CapTablePanel</name>
    <message>
        <source> — the bank has broken</source>
        <translation> — o banco quebrou</translation>
    </message>
    <message>
        <source>Bank unlimited · certificate limit {0}</source>
        <translation>Banco ilimitado · limite de certificados {0}</translation>
    </message>
    <message>
        <source>Bank {0}{1} · certificate limit {2}</source>
        <translation>Banco {0}{1} · limite de certificados {2}</translation>
    </message>
</context>
<context>
    <name>CompaniesPanel</name>
    <message>
        <source>{0}: company sheet…</source>
        <translation>{0}: ficha da companhia…</translation>
    </message>
</context>
<context>
    <name>CompanySheet</name>
    <message>
        <source>{0} — company sheet</source>
        <translation>{0} — ficha da companhia</translation>
    </message>
    <message>
        <source>share price at the end of each round</source>
        <translation>cotação no fim de cada rodada</translation>
    </message>
    <message numerus="yes">
        <source>Revenue of each run, %n run(s):</source>
        <translation>
            <numerusform>Receita de cada rodagem, %n rodagem:</numerusform>
            <numerusform>Receita de cada rodagem, %n rodagens:</numerusform>
        </translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rodada</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>Receita</translation>
    </message>
</context>
<context>
    <name>ComputerPlayers</name>
    <message>
        <source>a company without a president</source>
        <translation>uma companhia sem presidente</translation>
    </message>
    <message>
        <source>Computer seats are paused: Computers → Resume (or Step) lets them play</source>
        <translation>Os lugares dos computadores estão em pausa: Computadores → Retomar (ou Um lance) deixa-os jogar</translation>
    </message>
    <message>
        <source>A computer thinks</source>
        <translation>Um computador pensa</translation>
    </message>
    <message>
        <source>A computer&apos;s move was refused ({0}); computers paused</source>
        <translation>O lance de um computador foi recusado ({0}); computadores em pausa</translation>
    </message>
    <message>
        <source>A computer could not decide ({0}); computers paused</source>
        <translation>Um computador não conseguiu decidir ({0}); computadores em pausa</translation>
    </message>
    <message>
        <source>Computers paused</source>
        <translation>Computadores em pausa</translation>
    </message>
    <message>
        <source>No computer is to act now</source>
        <translation>Nenhum computador deve agir agora</translation>
    </message>
    <message>
        <source>Computers paused: Computers → Resume lets them play again</source>
        <translation>Computadores em pausa: Computadores → Retomar deixa-os jogar de novo</translation>
    </message>
    <message>
        <source>No hint now: nobody is to act in the present game</source>
        <translation>Sem dica agora: ninguém deve agir no jogo presente</translation>
    </message>
    <message>
        <source>A computer plays this seat: pause the computers to ask for a hint</source>
        <translation>Um computador joga neste lugar: pause os computadores para pedir uma dica</translation>
    </message>
    <message>
        <source>No hint: {0}</source>
        <translation>Sem dica: {0}</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
</context>
<context>
    <name>ComputersMixin</name>
    <message>
        <source>&amp;Computers</source>
        <translation>&amp;Computadores</translation>
    </message>
    <message>
        <source>&amp;Step one computer move</source>
        <translation>&amp;Um lance do computador</translation>
    </message>
    <message>
        <source>&amp;Move now (the best move found so far)</source>
        <translation>&amp;Jogar já (o melhor lance encontrado até agora)</translation>
    </message>
    <message>
        <source>&amp;Hint: what would the computer do?</source>
        <translation>&amp;Dica: o que o computador faria?</translation>
    </message>
    <message>
        <source>&amp;Take over a computer&apos;s seat</source>
        <translation>&amp;Assumir o lugar de um computador</translation>
    </message>
    <message>
        <source>&amp;Hand a seat to a computer</source>
        <translation>&amp;Entregar um lugar a um computador</translation>
    </message>
    <message>
        <source>{0} (computer, {1})</source>
        <translation>{0} (computador, {1})</translation>
    </message>
    <message>
        <source>No seat is a computer</source>
        <translation>Nenhum lugar é um computador</translation>
    </message>
    <message>
        <source>Computer ({0})</source>
        <translation>Computador ({0})</translation>
    </message>
    <message>
        <source>{0} — the usual level</source>
        <translation>{0} — o nível habitual</translation>
    </message>
    <message>
        <source>Every seat is a computer</source>
        <translation>Todos os lugares são computadores</translation>
    </message>
    <message>
        <source>A computer</source>
        <translation>Um computador</translation>
    </message>
    <message>
        <source>{0} is thinking…</source>
        <translation>{0} está pensando…</translation>
    </message>
    <message>
        <source>Computers paused</source>
        <translation>Computadores em pausa</translation>
    </message>
    <message>
        <source>Computers play</source>
        <translation>Os computadores jogam</translation>
    </message>
    <message>
        <source>A computer (for a company without a president)</source>
        <translation>Um computador (por uma companhia sem presidente)</translation>
    </message>
    <message>
        <source>&amp;Resume the computers</source>
        <translation>&amp;Retomar os computadores</translation>
    </message>
    <message>
        <source>&amp;Pause the computers</source>
        <translation>&amp;Pausar os computadores</translation>
    </message>
    <message>
        <source>{0} is thinking… Move now ({1}) plays the best move it found so far</source>
        <translation>{0} está pensando… Jogar já ({1}) joga o melhor lance que encontrou até agora</translation>
    </message>
    <message>
        <source>{0} is to play; the computers are paused: Step ({1}) plays its move, Resume ({2}) lets them play, or choose for it below</source>
        <translation>{0} deve jogar; os computadores estão em pausa: Um lance ({1}) joga o seu lance, Retomar ({2}) deixa-os jogar, ou escolha por ele abaixo</translation>
    </message>
    <message>
        <source>{0} is to play</source>
        <translation>{0} deve jogar</translation>
    </message>
    <message>
        <source>Hint ({0}): {1} — {2}</source>
        <translation>Dica ({0}): {1} — {2}</translation>
    </message>
    <message>
        <source>Hint: thinking…</source>
        <translation>Dica: pensando…</translation>
    </message>
    <message>
        <source>Hint: what the computer would do, and why</source>
        <translation>Dica: o que o computador faria, e porquê</translation>
    </message>
    <message>
        <source>Pause or resume the computers</source>
        <translation>Pausar ou retomar os computadores</translation>
    </message>
    <message>
        <source>Step one computer move</source>
        <translation>Um lance do computador</translation>
    </message>
    <message>
        <source>A computer thinking: play the best move found so far</source>
        <translation>Um computador pensando: jogar o melhor lance encontrado até agora</translation>
    </message>
</context>
<context>
    <name>ContextMenusMixin</name>
    <message>
        <source>Upgrades: {0}</source>
        <translation>Melhorias: {0}</translation>
    </message>
    <message>
        <source>No upgrade in this phase</source>
        <translation>Nenhuma melhoria nesta fase</translation>
    </message>
    <message>
        <source>No tile of the supply upgrades it</source>
        <translation>Nenhuma peça do estoque melhora este hexágono</translation>
    </message>
    <message>
        <source>In a later phase: {0}</source>
        <translation>Numa fase posterior: {0}</translation>
    </message>
</context>
<context>
    <name>CrashedSession</name>
    <message>
        <source>an unsaved game</source>
        <translation>um jogo não salvo</translation>
    </message>
    <message>
        <source>, actions: {0}</source>
        <translation>, jogadas: {0}</translation>
    </message>
    <message>
        <source>{0} ({1}{2}), autosaved {3}</source>
        <translation>{0} ({1}{2}), salvo automaticamente em {3}</translation>
    </message>
    <message>
        <source>a game</source>
        <translation>um jogo</translation>
    </message>
</context>
<context>
    <name>Docks</name>
    <message>
        <source>Cash</source>
        <translation>Dinheiro</translation>
    </message>
    <message>
        <source>Certs</source>
        <translation>Certif.</translation>
    </message>
    <message>
        <source>Privates</source>
        <translation>Privadas</translation>
    </message>
    <message>
        <source>Worth</source>
        <translation>Patrimônio</translation>
    </message>
    <message>
        <source> P</source>
        <comment>the president&apos;s certificate</comment>
        <translation> P</translation>
    </message>
    <message>
        <source>done</source>
        <translation>feito</translation>
    </message>
    <message>
        <source>now</source>
        <translation>agora</translation>
    </message>
    <message>
        <source>to come</source>
        <translation>aguardando</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <source>{0} (obsolete)</source>
        <translation>{0} (obsoleto)</translation>
    </message>
    <message>
        <source>, next {0}</source>
        <translation>, próxima {0}</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{0} de {1}</translation>
    </message>
    <message>
        <source>unsold</source>
        <translation>não vendida</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>fechada</translation>
    </message>
    <message>
        <source>parred</source>
        <translation>fundada</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>não fundada</translation>
    </message>
    <message>
        <source>floated</source>
        <translation>lançada</translation>
    </message>
    <message>
        <source>running</source>
        <translation>em operação</translation>
    </message>
    <message>
        <source>Company</source>
        <translation>Companhia</translation>
    </message>
    <message>
        <source>President</source>
        <translation>Presidente</translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation>Tesouraria</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Cotação</translation>
    </message>
    <message>
        <source>Trains</source>
        <translation>Trens</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Estações</translation>
    </message>
    <message>
        <source>OR</source>
        <translation>RO</translation>
    </message>
    <message>
        <source>Last run</source>
        <translation>Última rodagem</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Fundar</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>in {0}</source>
        <translation>em {0}</translation>
    </message>
    <message>
        <source>none placed</source>
        <translation>nenhuma colocada</translation>
    </message>
    <message>
        <source>train limit {0}</source>
        <translation>limite de trens {0}</translation>
    </message>
    <message>
        <source>Tokens placed of all; {0}</source>
        <translation>Estações colocadas do total; {0}</translation>
    </message>
    <message>
        <source>In this operating round: done, operating now or to come (outside an OR: has it ever operated?)</source>
        <translation>Nesta rodada de operações: já operou, operando agora ou ainda vai operar (fora de uma RO: já operou alguma vez?)</translation>
    </message>
    <message>
        <source>Revenue of its last run; right-click: the company sheet with every run</source>
        <translation>Receita da última rodagem; botão direito: a ficha da companhia com todas as rodagens</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>Privada</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Dono</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>Receita</translation>
    </message>
    <message>
        <source>open</source>
        <translation>aberta</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Quem</translation>
    </message>
    <message>
        <source>What</source>
        <translation>O quê</translation>
    </message>
    <message>
        <source>computer: {0}</source>
        <extracomment>(&quot;round&quot;, label) | (&quot;entry&quot;, LogEntry) | (&quot;opening&quot;, LogEntry): the first notes of the round an entry started, under that round&apos;s heading</extracomment>
        <translation>computador: {0}</translation>
    </message>
    <message>
        <source>rusts on {0}</source>
        <translation>enferruja com o {0}</translation>
    </message>
    <message>
        <source>obsolete on {0}</source>
        <translation>obsoleto com o {0}</translation>
    </message>
    <message>
        <source>permanent</source>
        <translation>permanente</translation>
    </message>
    <message>
        <source> +{0} used</source>
        <translation> +{0} usados</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Trem</translation>
    </message>
    <message>
        <source>Depot</source>
        <translation>Depósito</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>Em uso</translation>
    </message>
    <message>
        <source>Gone</source>
        <translation>Fora</translation>
    </message>
    <message>
        <source>Ends</source>
        <translation>Sai</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Eventos</translation>
    </message>
    <message>
        <source>reach {0}</source>
        <translation>alcance {0}</translation>
    </message>
    <message>
        <source>, revenue ×{0}</source>
        <translation>, receita ×{0}</translation>
    </message>
    <message>
        <source>{0}-train: {1}, {2}; {3} in the game: {4} new in the depot, {5} discarded (sold again), {6} owned, {7} gone, {8} obsolete; {9}</source>
        <translation>Trem {0}: {1}, {2}; {3} no jogo: {4} novos no depósito, {5} descartados (à venda de novo), {6} com companhias, {7} fora de jogo, {8} obsoletos; {9}</translation>
    </message>
    <message>
        <source> ◀ next</source>
        <translation> ◀ próximo</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Fase</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>Começa</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Peças</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limite</translation>
    </message>
    <message>
        <source>ORs</source>
        <translation>ROs</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Phase {0}: </source>
        <translation>Fase {0}: </translation>
    </message>
    <message>
        <source>starts with the first {0}-train</source>
        <translation>começa com o primeiro trem {0}</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>o início</translation>
    </message>
    <message>
        <source>; tiles {0}</source>
        <translation>; peças {0}</translation>
    </message>
    <message>
        <source>; train limit {0}</source>
        <translation>; limite de trens {0}</translation>
    </message>
    <message>
        <source>first {0}</source>
        <translation>primeiro {0}</translation>
    </message>
    <message>
        <source>start</source>
        <translation>início</translation>
    </message>
    <message>
        <source>Stops</source>
        <translation>Paradas</translation>
    </message>
</context>
<context>
    <name>EndOfGameDialog</name>
    <message>
        <source>Scores</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Pontuação final</translation>
    </message>
    <message>
        <source>Standings — the game is not over</source>
        <translation>Classificação — o jogo ainda não acabou</translation>
    </message>
</context>
<context>
    <name>EndOfGameWidget</name>
    <message>
        <source>Worth over the game</source>
        <translation>Patrimônio ao longo do jogo</translation>
    </message>
    <message>
        <source>No players</source>
        <translation>Nenhum jogador</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>{0} share first place with {1}</source>
        <translation>{0} dividem o primeiro lugar com {1}</translation>
    </message>
    <message>
        <source>{0} wins with {1}</source>
        <translation>{0} vence com {1}</translation>
    </message>
    <message>
        <source>{0} leads with {1}</source>
        <translation>{0} lidera com {1}</translation>
    </message>
    <message>
        <source> ({0} ahead of {1})</source>
        <translation> ({0} à frente de {1})</translation>
    </message>
</context>
<context>
    <name>FilesMixin</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Alterações não salvas</translation>
    </message>
    <message>
        <source>Save the changes to {0}?</source>
        <translation>Salvar as alterações em {0}?</translation>
    </message>
    <message>
        <source>Cannot show the board of {0}: {1}</source>
        <translation>Não foi possível mostrar o mapa de {0}: {1}</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Abrir um jogo</translation>
    </message>
    <message>
        <source>Game files (*.json);;All files (*)</source>
        <translation>Arquivos de jogo (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Import an 18xx.games export</source>
        <translation>Importar um jogo exportado do 18xx.games</translation>
    </message>
    <message>
        <source>18xx.games JSON (*.json);;All files (*)</source>
        <translation>JSON do 18xx.games (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nenhum)</translation>
    </message>
    <message>
        <source>{0} (imported)</source>
        <translation>{0} (importado)</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Limpar a lista</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Salvar o jogo</translation>
    </message>
    <message>
        <source>Game files (*.json)</source>
        <translation>Arquivos de jogo (*.json)</translation>
    </message>
    <message>
        <source>Could not save {0}: {1}</source>
        <translation>Não foi possível salvar {0}: {1}</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Não salvo</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>{0} salvo</translation>
    </message>
    <message>
        <source>The file changed on disk</source>
        <translation>O arquivo mudou no disco</translation>
    </message>
    <message>
        <source>{0} was changed by another window or program since it was opened or saved here. Saving over it would lose those changes.

Save this game as a new file, or reload the file (the changes made here since are lost)?</source>
        <translation>{0} foi alterado por outra janela ou programa depois de ser aberto ou salvo aqui. Salvar por cima perderia essas alterações.

Salvar este jogo como um novo arquivo, ou recarregar o arquivo (as alterações feitas aqui desde então são perdidas)?</translation>
    </message>
    <message>
        <source>Not saved: {0} changed on disk</source>
        <translation>Não salvo: {0} mudou no disco</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exportar PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation>Não foi possível gravar {0}: {1}</translation>
    </message>
    <message>
        <source>Printing failed: {0}</source>
        <translation>A impressão falhou: {0}</translation>
    </message>
    <message>
        <source>Restore the autosave?</source>
        <translation>Restaurar o salvamento automático?</translation>
    </message>
    <message>
        <source>Roundhouse did not close properly last time.
Restore {0}?</source>
        <translation>O Roundhouse não foi fechado corretamente da última vez.
Restaurar {0}?</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>A computer plays this seat: pause the computers (or take the seat over) to act for it</source>
        <extracomment>a loaded game waiting for the players&apos; decision (see ``load_problem``)</extracomment>
        <translation>Um computador joga neste lugar: pause os computadores (ou assuma o lugar) para agir por ele</translation>
    </message>
    <message>
        <source>There is no game: start a new one or open a file</source>
        <translation>Não há jogo: comece um novo ou abra um arquivo</translation>
    </message>
    <message>
        <source>Please wait: the game is still loading</source>
        <translation>Aguarde: o jogo ainda está carregando</translation>
    </message>
    <message>
        <source>You are looking at the past: return to the present (or play from here) to act</source>
        <translation>Você está vendo o passado: volte ao presente (ou jogue a partir daqui) para jogar</translation>
    </message>
    <message>
        <source>The engine refused that action</source>
        <translation>O motor de regras recusou essa jogada</translation>
    </message>
    <message>
        <source>Programmed pass: {0}</source>
        <translation>Passe programado: {0}</translation>
    </message>
    <message numerus="yes">
        <source>Playing from here: %n later action(s) set aside — Redo puts them back</source>
        <translation>
            <numerusform>Jogando a partir daqui: %n jogada posterior posta de lado — Refazer a traz de volta</numerusform>
            <numerusform>Jogando a partir daqui: %n jogadas posteriores postas de lado — Refazer as traz de volta</numerusform>
        </translation>
    </message>
    <message>
        <source>Please wait: another job is running</source>
        <translation>Aguarde: outra tarefa está em andamento</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>{0} failed</source>
        <translation>{0} falhou</translation>
    </message>
    <message>
        <source>{0}: cancelled</source>
        <translation>{0}: cancelado</translation>
    </message>
    <message>
        <source>{0} cannot be opened</source>
        <translation>{0} não pode ser aberto</translation>
    </message>
    <message>
        <source>{0} (unverified copy)</source>
        <translation>{0} (cópia não verificada)</translation>
    </message>
    <message>
        <source>{0} (partial: {1} of {2} actions)</source>
        <translation>{0} (parcial: {1} de {2} jogadas)</translation>
    </message>
    <message>
        <source>{0} (imported)</source>
        <translation>{0} (importado)</translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n actions replayed in {1} s</source>
        <translation>
            <numerusform>{0}: %n jogada reproduzida em {1} s</numerusform>
            <numerusform>{0}: %n jogadas reproduzidas em {1} s</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: partial game, stopped at {1}</source>
        <translation>{0}: jogo parcial, parou em {1}</translation>
    </message>
    <message>
        <source>{0}: the state after {1} actions differs from the one saved</source>
        <translation>{0}: o estado após {1} jogadas difere do salvo</translation>
    </message>
    <message>
        <source>Opening {0}</source>
        <translation>Abrindo {0}</translation>
    </message>
    <message>
        <source>Cannot open {0}</source>
        <translation>Não foi possível abrir {0}</translation>
    </message>
    <message>
        <source>{0} was not opened</source>
        <translation>{0} não foi aberto</translation>
    </message>
    <message>
        <source>new {0} game</source>
        <translation>novo jogo de {0}</translation>
    </message>
    <message numerus="yes">
        <source>New {0} game for %n players</source>
        <translation>
            <numerusform>Novo jogo de {0} para %n jogador</numerusform>
            <numerusform>Novo jogo de {0} para %n jogadores</numerusform>
        </translation>
    </message>
    <message>
        <source>Setting up {0}</source>
        <translation>Preparando {0}</translation>
    </message>
</context>
<context>
    <name>Glance</name>
    <message>
        <source>Game over</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <source>{0} to act</source>
        <translation>Vez de {0}</translation>
    </message>
    <message>
        <source> (train limit {0})</source>
        <translation> (limite de trens {0})</translation>
    </message>
    <message>
        <source>Phase {0}</source>
        <translation>Fase {0}</translation>
    </message>
    <message>
        <source>Next train: {0} for {1}</source>
        <translation>Próximo trem: {0} por {1}</translation>
    </message>
    <message>
        <source> — rusts the {0}</source>
        <translation> — enferruja o {0}</translation>
    </message>
    <message>
        <source>Bank unlimited</source>
        <translation>Banco ilimitado</translation>
    </message>
    <message>
        <source>Bank {0}</source>
        <translation>Banco {0}</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>Ordem:</translation>
    </message>
    <message>
        <source>Priority deal: {0}</source>
        <translation>Prioridade: {0}</translation>
    </message>
</context>
<context>
    <name>LayoutMixin</name>
    <message>
        <source>Actions</source>
        <translation>Jogadas</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Histórico</translation>
    </message>
    <message>
        <source>Trains &amp;&amp; phases</source>
        <translation>Trens &amp;&amp; fases</translation>
    </message>
    <message>
        <source>Cap table</source>
        <translation>Quadro de ações</translation>
    </message>
    <message>
        <source>Companies</source>
        <translation>Companhias</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Mercado de ações</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>Nenhum jogo</translation>
    </message>
    <message>
        <source>Return to the present</source>
        <translation>Voltar ao presente</translation>
    </message>
    <message>
        <source>Play from here…</source>
        <translation>Jogar a partir daqui…</translation>
    </message>
    <message>
        <source>No game open.
File → New game…, Open… or Import…</source>
        <translation>Nenhum jogo aberto.
Arquivo → Novo jogo…, Abrir… ou Importar…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>{0} — past</source>
        <translation>{0} — passado</translation>
    </message>
</context>
<context>
    <name>LoadProblem</name>
    <message>
        <source>{0} cannot be opened.</source>
        <translation>{0} não pode ser aberto.</translation>
    </message>
    <message>
        <source>{0} was changed after it was saved.</source>
        <translation>{0} foi alterado depois de salvo.</translation>
    </message>
    <message>
        <source>{0} could not be replayed in full: {1} of its {2} actions were loaded.</source>
        <translation>{0} não pôde ser reproduzido por inteiro: foram carregadas {1} de suas {2} jogadas.</translation>
    </message>
    <message>
        <source>{0} was replayed, but the game differs from the one the file recorded.</source>
        <translation>{0} foi reproduzido, mas o jogo difere do que o arquivo registrou.</translation>
    </message>
    <message>
        <source>{0}.

Nothing was opened: the game shown stays as it was.</source>
        <translation>{0}.

Nada foi aberto: a partida mostrada continua como estava.</translation>
    </message>
    <message>
        <source>{0}.

Open it anyway as an unverified copy ({1} of its {2} actions replay)? The copy has no file: Save asks for a new file name, and {3} itself is never saved over.</source>
        <translation>{0}.

Abrir assim mesmo como cópia não verificada ({1} de suas {2} ações são reproduzidas)? A cópia não tem arquivo: Salvar pede um novo nome de arquivo, e o próprio {3} nunca é sobrescrito.</translation>
    </message>
    <message>
        <source>It stopped at {0}.

Keep the partial game (the game as it stood after {1} actions)? Save will ask for a new file name: {2} itself is not changed.</source>
        <translation>Parou em {0}.

Ficar com o jogo parcial (o jogo como estava após {1} jogadas)? Salvar pedirá um novo nome de arquivo: {2} não é alterado.</translation>
    </message>
    <message>
        <source>The state after {0} actions differs from the one saved in the file (the file was edited, or it was written by different rules).

Open it anyway?</source>
        <translation>O estado após {0} jogadas difere do salvo no arquivo (o arquivo foi editado, ou foi gravado com regras diferentes).

Abrir mesmo assim?</translation>
    </message>
    <message>
        <source>Problem in {0}</source>
        <translation>Problema em {0}</translation>
    </message>
    <message>
        <source>Open as an unverified copy</source>
        <translation>Abrir como cópia não verificada</translation>
    </message>
    <message>
        <source>Keep the partial game</source>
        <translation>Ficar com o jogo parcial</translation>
    </message>
    <message>
        <source>Open it anyway</source>
        <translation>Abrir mesmo assim</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Do not open it</source>
        <translation>Não abrir</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Click an entry to see the game as it was then.</source>
        <translation>Clique numa entrada para ver o jogo como estava naquele momento.</translation>
    </message>
    <message>
        <source>Search the log…</source>
        <translation>Pesquisar no registro…</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Todos</translation>
    </message>
    <message>
        <source>All rounds</source>
        <translation>Todas as rodadas</translation>
    </message>
    <message>
        <source>View the game after #{0}</source>
        <translation>Ver a partida após #{0}</translation>
    </message>
    <message>
        <source>Only {0}</source>
        <translation>Só {0}</translation>
    </message>
    <message>
        <source>Showing the game after #{0} — read-only.</source>
        <translation>Mostrando o jogo após #{0} — somente leitura.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>cannot write to {0} ({1})</source>
        <translation>não é possível gravar em {0} ({1})</translation>
    </message>
    <message>
        <source>No game: File → New game…, Open… or Import…</source>
        <extracomment>answers questions (tests replace it): (kind, title, text) -&gt; bool or &quot;save&quot;/&quot;discard&quot;/&quot;cancel&quot;</extracomment>
        <translation>Nenhum jogo: Arquivo → Novo jogo…, Abrir… ou Importar…</translation>
    </message>
    <message>
        <source>#{0} ({1}): {2} — action {3} of {4}</source>
        <translation>#{0} ({1}): {2} — jogada {3} de {4}</translation>
    </message>
    <message>
        <source>the setup, before any action (the game has {0} actions)</source>
        <translation>a preparação, antes de qualquer jogada (o jogo tem {0} jogadas)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Viewing the past — read-only.&lt;/b&gt; After {0}.</source>
        <translation>&lt;b&gt;Vendo o passado — somente leitura.&lt;/b&gt; Após {0}.</translation>
    </message>
    <message>
        <source>PAST (read-only) · {0}</source>
        <translation>PASSADO (somente leitura) · {0}</translation>
    </message>
    <message>
        <source>Roundhouse — {0} — board preview</source>
        <translation>Roundhouse — {0} — pré-visualização do mapa</translation>
    </message>
    <message>
        <source> — viewing the past</source>
        <translation> — vendo o passado</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jogador</numerusform>
            <numerusform>%n jogadores</numerusform>
        </translation>
    </message>
    <message>
        <source>scenario {0}</source>
        <translation>cenário {0}</translation>
    </message>
    <message numerus="yes">
        <source>Board preview: {0} ({1}) — %n hexes, not a game</source>
        <translation>
            <numerusform>Pré-visualização do mapa: {0} ({1}) — %n hexágono, não é um jogo</numerusform>
            <numerusform>Pré-visualização do mapa: {0} ({1}) — %n hexágonos, não é um jogo</numerusform>
        </translation>
    </message>
    <message>
        <source>the rules of {0} are not in the engine yet, so its board can be viewed but not played.</source>
        <translation>as regras de {0} ainda não estão no motor: o seu mapa pode ser visto, mas não jogado.</translation>
    </message>
    <message>
        <source>File → New game… starts a game of {0}.</source>
        <translation>Arquivo → Novo jogo… inicia um jogo de {0}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Board preview — not a game.&lt;/b&gt; {0}</source>
        <translation>&lt;b&gt;Pré-visualização do mapa — não é um jogo.&lt;/b&gt; {0}</translation>
    </message>
    <message>
        <source>%v / %m actions</source>
        <translation>%v / %m jogadas</translation>
    </message>
    <message>
        <source>Save as a new file…</source>
        <translation>Salvar como um novo arquivo…</translation>
    </message>
    <message>
        <source>Reload it</source>
        <translation>Recarregá-lo</translation>
    </message>
    <message>
        <source>the last autosave failed ({0}); trying again</source>
        <translation>o último salvamento automático falhou ({0}); tentando de novo</translation>
    </message>
    <message>
        <source>Autosave failed: {0}</source>
        <translation>O salvamento automático falhou: {0}</translation>
    </message>
    <message>
        <source>Autosave works again</source>
        <translation>O salvamento automático voltou a funcionar</translation>
    </message>
    <message>
        <source>Autosave is off: {0}</source>
        <translation>Salvamento automático desligado: {0}</translation>
    </message>
    <message>
        <source>Nobody is to act</source>
        <translation>Não é a vez de ninguém</translation>
    </message>
    <message>
        <source>{0} passes, and that also means:

{1}

Pass anyway?</source>
        <translation>{0} passa, e isso também significa:

{1}

Passar assim mesmo?</translation>
    </message>
    <message>
        <source>Pass?</source>
        <translation>Passar?</translation>
    </message>
    <message>
        <source>Not passed</source>
        <translation>Não passou</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Pontuação final</translation>
    </message>
    <message>
        <source>Final scores: {0}</source>
        <translation>Pontuação final: {0}</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Encerrar o jogo</translation>
    </message>
    <message>
        <source>End the game now and score it as it stands? (Undo can take it back.)</source>
        <translation>Encerrar o jogo agora e pontuá-lo como está? (Desfazer pode voltar atrás.)</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jogar a partir daqui</translation>
    </message>
    <message numerus="yes">
        <source>Continue the game from this point? The %n later action(s) are set aside; Redo (Ctrl+Shift+Z) puts them back one by one until you play a new action.</source>
        <translation>
            <numerusform>Continuar o jogo deste ponto? A %n jogada posterior fica de lado; Refazer (Ctrl+Shift+Z) a traz de volta até que você faça uma nova jogada.</numerusform>
            <numerusform>Continuar o jogo deste ponto? As %n jogadas posteriores ficam de lado; Refazer (Ctrl+Shift+Z) as traz de volta uma a uma até que você faça uma nova jogada.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MapInteraction</name>
    <message>
        <source>Lay a tile in {0}</source>
        <translation>Colocar uma peça em {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) fit {0}: R rotates, Enter lays, Esc cancels</source>
        <translation>
            <numerusform>%n peça cabe em {0}: R gira, Enter coloca, Esc cancela</numerusform>
            <numerusform>%n peças cabem em {0}: R gira, Enter coloca, Esc cancela</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: no hex can take a tile now (Pass skips the lay)</source>
        <translation>{0}: nenhum hexágono pode receber uma peça agora (Passar pula a colocação)</translation>
    </message>
    <message>
        <source>{0}: click a highlighted hex to lay a tile</source>
        <translation>{0}: clique num hexágono destacado para colocar uma peça</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>free</source>
        <translation>grátis</translation>
    </message>
    <message>
        <source>click a ringed city to place a token ({0})</source>
        <translation>clique numa cidade circulada para colocar uma estação ({0})</translation>
    </message>
</context>
<context>
    <name>MarketModel</name>
    <message>
        <source>par price</source>
        <translation>preço inicial</translation>
    </message>
    <message>
        <source>game ends when reached</source>
        <translation>o jogo acaba quando atingido</translation>
    </message>
    <message>
        <source>certificates do not count toward the limit</source>
        <translation>os certificados não contam para o limite</translation>
    </message>
    <message>
        <source>the corporation closes</source>
        <translation>a companhia fecha</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>ninguém</translation>
    </message>
    <message>
        <source>{0} (row {1}, column {2})</source>
        <translation>{0} (linha {1}, coluna {2})</translation>
    </message>
    <message>
        <source>Here: {0} (first arrived operates first)</source>
        <translation>Aqui: {0} (quem chegou primeiro opera primeiro)</translation>
    </message>
</context>
<context>
    <name>MarketPanel</name>
    <message>
        <source>par</source>
        <translation>preço inicial</translation>
    </message>
    <message>
        <source>game ends</source>
        <translation>fim de jogo</translation>
    </message>
    <message>
        <source>no certificate limit</source>
        <translation>fora do limite</translation>
    </message>
    <message>
        <source>closes</source>
        <translation>fecha</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <source>{0} — board only (rules not yet playable)</source>
        <translation>{0} — só o mapa (regras ainda não jogáveis)</translation>
    </message>
    <message>
        <source>Optional rules</source>
        <translation>Regras opcionais</translation>
    </message>
    <message>
        <source>Players (in seating order)</source>
        <translation>Jogadores (na ordem dos lugares)</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Jogador {0}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Pessoa</translation>
    </message>
    <message>
        <source>Computer ({0})</source>
        <translation>Computador ({0})</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Cenário</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semente</translation>
    </message>
    <message>
        <source>by player count</source>
        <translation>pelo número de jogadores</translation>
    </message>
    <message>
        <source>{0} ({1}–{2} players) {3}</source>
        <translation>{0} ({1}–{2} jogadores) {3}</translation>
    </message>
    <message>
        <source>{0} cannot be played yet: its rules are not in the engine. View board opens its starting board (for the players, scenario and optional rules chosen), to look at, not to play.</source>
        <translation>{0} ainda não pode ser jogado: as suas regras não estão no motor. Ver mapa abre o seu mapa inicial (para os jogadores, o cenário e as regras opcionais escolhidos), para ver, não para jogar.</translation>
    </message>
    <message>
        <source>View board</source>
        <translation>Ver mapa</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Iniciar o jogo</translation>
    </message>
    <message>
        <source>Every player needs a different name</source>
        <translation>Cada jogador precisa de um nome diferente</translation>
    </message>
</context>
<context>
    <name>NoteDialog</name>
    <message>
        <source>Notes on this game</source>
        <translation>Notas desta partida</translation>
    </message>
    <message>
        <source>Saved with the game in Roundhouse files only; not part of 18xx.games&apos; data.</source>
        <translation>Salvas com a partida só nos arquivos do Roundhouse; não fazem parte dos dados do 18xx.games.</translation>
    </message>
</context>
<context>
    <name>PageCounts</name>
    <message numerus="yes">
        <source>Wrote {0} (%n pages)</source>
        <translation>
            <numerusform>{0} gravado (%n página)</numerusform>
            <numerusform>{0} gravado (%n páginas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Printed %n pages</source>
        <translation>
            <numerusform>%n página impressa</numerusform>
            <numerusform>%n páginas impressas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PhasesModel</name>
    <message numerus="yes">
        <source>; %n OR(s) per set</source>
        <translation>
            <numerusform>; %n RO por série</numerusform>
            <numerusform>; %n ROs por série</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferências</translation>
    </message>
    <message>
        <source>The system&apos;s language ({0})</source>
        <translation>O idioma do sistema ({0})</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Pause before a computer&apos;s move</source>
        <translation>Pausa antes do lance de um computador</translation>
    </message>
    <message>
        <source>The menus, the tables and the printed report follow this choice, and so do the rule texts of the game engine (refusal reasons, log lines, choice labels). Names from the game&apos;s file (players, companies, places) stay as written.</source>
        <translation>Os menus, as tabelas e o relatório impresso seguem esta escolha, assim como os textos de regras do motor do jogo (motivos de recusa, linhas do registro, rótulos das escolhas). Os nomes vindos do arquivo da partida (jogadores, companhias, lugares) ficam como foram escritos.</translation>
    </message>
</context>
<context>
    <name>ProgramsDialog</name>
    <message>
        <source>Pass in this stock round unless something changes</source>
        <translation>Passar nesta rodada de ações, a menos que algo mude</translation>
    </message>
    <message>
        <source>Pass in this auction unless something changes</source>
        <translation>Passar neste leilão, a menos que algo mude</translation>
    </message>
    <message>
        <source>Programmed passes</source>
        <translation>Passes programados</translation>
    </message>
    <message>
        <source>A programmed pass is made for the player when it is their turn, until anything other than a pass happens (a share bought or sold, a bid, a new round): then it is cancelled. It is saved with the game.</source>
        <translation>Um passe programado é feito pelo jogador na vez dele, até que aconteça qualquer coisa além de um passe (uma ação comprada ou vendida, um lance, uma nova rodada): então ele é cancelado. É salvo com a partida.</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>after action {0} of {1} ({2})</source>
        <translation>após a jogada {0} de {1} ({2})</translation>
    </message>
    <message>
        <source>before the first action ({0})</source>
        <translation>antes da primeira jogada ({0})</translation>
    </message>
    <message>
        <source> — game over</source>
        <translation> — fim de jogo</translation>
    </message>
    <message>
        <source>Players: {0}</source>
        <translation>Jogadores: {0}</translation>
    </message>
    <message>
        <source> · phase {0}</source>
        <translation> · fase {0}</translation>
    </message>
    <message>
        <source>Stock market</source>
        <translation>Mercado de ações</translation>
    </message>
    <message>
        <source>P par · E game ends · Y certificates not counted toward the limit · C closes</source>
        <translation>P preço inicial · E fim de jogo · Y certificados fora do limite · C fecha</translation>
    </message>
    <message>
        <source>Final scores — {0}</source>
        <translation>Pontuação final — {0}</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Posição</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Dinheiro</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Ações</translation>
    </message>
    <message>
        <source>Privates</source>
        <translation>Privadas</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Outros</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Worth of each player at the end of each round</source>
        <translation>Patrimônio de cada jogador ao fim de cada rodada</translation>
    </message>
    <message>
        <source> (broken)</source>
        <translation> (quebrado)</translation>
    </message>
    <message>
        <source>Cap table — bank unlimited, certificate limit {0}</source>
        <translation>Quadro de ações — banco ilimitado, limite de certificados {0}</translation>
    </message>
    <message>
        <source>Cap table — bank {0}{1}, certificate limit {2}</source>
        <translation>Quadro de ações — banco {0}{1}, limite de certificados {2}</translation>
    </message>
    <message>
        <source>Company</source>
        <translation>Companhia</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Cotação</translation>
    </message>
    <message>
        <source>Companies</source>
        <translation>Companhias</translation>
    </message>
    <message>
        <source>Co.</source>
        <translation>Cia.</translation>
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
        <translation>Tesouraria</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Fundar</translation>
    </message>
    <message>
        <source>Trains</source>
        <translation>Trens</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Estações</translation>
    </message>
    <message>
        <source>Operated</source>
        <translation>Operou</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>fechada</translation>
    </message>
    <message>
        <source>open</source>
        <translation>aberta</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>Privada</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Dono</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>Receita</translation>
    </message>
    <message>
        <source>Trains &amp; phase — phase {0}: lays {1}</source>
        <translation>Trens e fase — fase {0}: peças {1}</translation>
    </message>
    <message>
        <source>, train limit {0}</source>
        <translation>, limite de trens {0}</translation>
    </message>
    <message>
        <source>Next train: {0} for {1}</source>
        <translation>Próximo trem: {0} por {1}</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Trem</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Alcance</translation>
    </message>
    <message>
        <source>In depot</source>
        <translation>No depósito</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>Descartados</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>Em uso</translation>
    </message>
    <message>
        <source>Gone</source>
        <translation>Fora</translation>
    </message>
    <message>
        <source>Fate</source>
        <translation>Destino</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Eventos</translation>
    </message>
    <message>
        <source>first {0}</source>
        <translation>primeiro {0}</translation>
    </message>
    <message>
        <source>start</source>
        <translation>início</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Fase</translation>
    </message>
    <message>
        <source>Starts with</source>
        <translation>Começa com</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Peças</translation>
    </message>
    <message>
        <source>Train limit</source>
        <translation>Limite de trens</translation>
    </message>
    <message>
        <source>ORs</source>
        <translation>ROs</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Rules notes — {0}</source>
        <translation>Notas de regras — {0}</translation>
    </message>
    <message>
        <source>Where the rules available to the program are silent, it plays by these assumptions.</source>
        <translation>Onde as regras disponíveis ao programa são omissas, ele joga segundo estas suposições.</translation>
    </message>
    <message>
        <source>Source: {0}</source>
        <translation>Fonte: {0}</translation>
    </message>
    <message>
        <source>cannot paint on the printer or file</source>
        <translation>não é possível desenhar na impressora ou no arquivo</translation>
    </message>
</context>
<context>
    <name>ReportCounts</name>
    <message numerus="yes">
        <source>%n actions, {0}</source>
        <translation>
            <numerusform>%n jogada, {0}</numerusform>
            <numerusform>%n jogadas, {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n OR(s) per set</source>
        <translation>
            <numerusform>, %n RO por série</numerusform>
            <numerusform>, %n ROs por série</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Log — the last {0} of %n actions</source>
        <translation>
            <numerusform>Histórico — as últimas {0} de %n jogada</numerusform>
            <numerusform>Histórico — as últimas {0} de %n jogadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoutesPanel</name>
    <message>
        <source>Editing…</source>
        <extracomment>asks the player for a train&apos;s revenue (train name, current figure) -&gt; figure or None</extracomment>
        <translation>Editando…</translation>
    </message>
    <message>
        <source>Edit route</source>
        <translation>Editar rota</translation>
    </message>
    <message>
        <source>Select a train, then click stops on the map to add or remove them</source>
        <translation>Selecione um trem e clique em paradas no mapa para acrescentá-las ou retirá-las</translation>
    </message>
    <message>
        <source>Reset to optimum</source>
        <translation>Voltar ao ótimo</translation>
    </message>
    <message>
        <source>Clear train</source>
        <translation>Limpar trem</translation>
    </message>
    <message>
        <source>The selected train runs no route</source>
        <translation>O trem selecionado não opera nenhuma rota</translation>
    </message>
    <message>
        <source>Type revenue…</source>
        <translation>Digitar receita…</translation>
    </message>
    <message>
        <source>Last resort: type the selected train&apos;s revenue by hand. The log marks it as typed; such a save does not open on 18xx.games.</source>
        <translation>Último recurso: digite à mão a receita do trem selecionado. O histórico a marca como digitada; um jogo salvo assim não abre no 18xx.games.</translation>
    </message>
    <message>
        <source>Run  ⏎</source>
        <translation>Operar  ⏎</translation>
    </message>
    <message>
        <source>Run these routes (Enter)</source>
        <translation>Operar estas rotas (Enter)</translation>
    </message>
    <message>
        <source>Routes are run in the operating round.</source>
        <translation>As rotas são operadas na rodada de operações.</translation>
    </message>
    <message>
        <source>A past state is shown: routes can only be run in the present.</source>
        <translation>Está sendo mostrado um estado passado: as rotas só podem ser operadas no presente.</translation>
    </message>
    <message numerus="yes">
        <source>{0} runs %n train(s)</source>
        <translation>
            <numerusform>{0} opera %n trem</numerusform>
            <numerusform>{0} opera %n trens</numerusform>
        </translation>
    </message>
    <message>
        <source>Finding the best routes…</source>
        <translation>Procurando as melhores rotas…</translation>
    </message>
    <message>
        <source>routes of {0}</source>
        <translation>rotas de {0}</translation>
    </message>
    <message>
        <source>The route search failed: {0}</source>
        <translation>A busca de rotas falhou: {0}</translation>
    </message>
    <message>
        <source>The best routes found were refused: {0}</source>
        <translation>As melhores rotas encontradas foram recusadas: {0}</translation>
    </message>
    <message>
        <source>Click stops on the map to add them to the {0} train&apos;s route (at either end) or to take them off.</source>
        <translation>Clique em paradas no mapa para acrescentá-las à rota do trem {0} (em qualquer ponta) ou para retirá-las.</translation>
    </message>
    <message>
        <source>Type revenue</source>
        <translation>Digitar receita</translation>
    </message>
    <message>
        <source>Revenue of the {0} train (typed by hand; the engine does not check it):</source>
        <translation>Receita do trem {0} (digitada à mão; o motor de regras não a confere):</translation>
    </message>
    <message>
        <source>Click a city, town or off-board to add it to the route</source>
        <translation>Clique numa cidade, vila ou área fora do mapa para acrescentá-la à rota</translation>
    </message>
    <message>
        <source>   (best: {0})</source>
        <translation>   (melhor: {0})</translation>
    </message>
    <message>
        <source>Total {0}</source>
        <translation>Total {0}</translation>
    </message>
    <message>
        <source>{0} keeps {1}, {2} receives {3}</source>
        <translation>{0} fica com {1}, {2} recebe {3}</translation>
    </message>
    <message>
        <source>Total —</source>
        <translation>Total —</translation>
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
        <translation>Notas de regras</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>Nenhum jogo aberto.</translation>
    </message>
    <message>
        <source>Rules notes — {0}</source>
        <translation>Notas de regras — {0}</translation>
    </message>
    <message>
        <source>{0} has no rules notes: the program follows the title&apos;s rules with no assumption.</source>
        <translation>{0} não tem notas de regras: o programa segue as regras do título sem nenhuma suposição.</translation>
    </message>
</context>
<context>
    <name>RulesNotesDialog</name>
    <message numerus="yes">
        <source>Where the rules of {0} available to the program are silent, it plays by the %n assumption(s) below. Each says which rule or source line it answers.</source>
        <translation>
            <numerusform>Onde as regras de {0} disponíveis ao programa são omissas, ele joga segundo %n suposição, listada abaixo com a regra ou linha de fonte a que responde.</numerusform>
            <numerusform>Onde as regras de {0} disponíveis ao programa são omissas, ele joga segundo %n suposições, listadas abaixo. Cada uma diz a que regra ou linha de fonte responde.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoresModel</name>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Dinheiro</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Ações</translation>
    </message>
    <message>
        <source>Privates</source>
        <translation>Privadas</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Outros</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Holdings</source>
        <translation>Participações</translation>
    </message>
</context>
<context>
    <name>TileManifest</name>
    <message>
        <source>Tile manifest</source>
        <translation>Inventário de peças</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Peça</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Cor</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Cópias</translation>
    </message>
    <message>
        <source>Laid</source>
        <translation>Colocadas</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Restantes</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>Nenhum jogo</translation>
    </message>
</context>
<context>
    <name>TileManifestDialog</name>
    <message numerus="yes">
        <source>%n tiles, {0} used up</source>
        <translation>
            <numerusform>%n peça, {0} esgotadas</numerusform>
            <numerusform>%n peças, {0} esgotadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TilePicker</name>
    <message>
        <source>Lay a tile in {0}</source>
        <translation>Colocar uma peça em {0}</translation>
    </message>
    <message>
        <source>R / Shift+R or wheel: rotate · ←/→, Tab, 1–9: tile · Enter: lay · Esc: cancel</source>
        <translation>R / Shift+R ou roda: girar · ←/→, Tab, 1–9: peça · Enter: colocar · Esc: cancelar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Lay</source>
        <translation>Colocar</translation>
    </message>
    <message>
        <source>one way</source>
        <translation>uma posição</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; in {1}, {2} — laid by {3}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; em {1}, {2} — colocada por {3}</translation>
    </message>
    <message>
        <source>Lay {0} ({1})</source>
        <translation>Colocar {0} ({1})</translation>
    </message>
</context>
<context>
    <name>TrainsPanel</name>
    <message>
        <source>&lt;b&gt;Phase {0}&lt;/b&gt;: lay {1}</source>
        <translation>&lt;b&gt;Fase {0}&lt;/b&gt;: peças {1}</translation>
    </message>
    <message>
        <source>train limit {0}</source>
        <translation>limite de trens {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n OR(s) per set</source>
        <translation>
            <numerusform>%n RO por série</numerusform>
            <numerusform>%n ROs por série</numerusform>
        </translation>
    </message>
    <message>
        <source>next train: &lt;b&gt;{0}&lt;/b&gt; for {1}</source>
        <translation>próximo trem: &lt;b&gt;{0}&lt;/b&gt; por {1}</translation>
    </message>
    <message>
        <source>the depot is empty</source>
        <translation>o depósito está vazio</translation>
    </message>
</context>
<context>
    <name>UserGuide</name>
    <message>
        <source>User guide</source>
        <translation>Guia do usuário</translation>
    </message>
    <message>
        <source>The user guide (docs/user-guide.md) is not installed.</source>
        <translation>O guia do usuário (docs/user-guide.md) não está instalado.</translation>
    </message>
</context>
<context>
    <name>WorthChart</name>
    <message>
        <source>End of {0}</source>
        <translation>Fim de {0}</translation>
    </message>
    <message>
        <source>No rounds played yet</source>
        <translation>Nenhuma rodada jogada ainda</translation>
    </message>
    <message>
        <source>worth at the end of each round</source>
        <translation>patrimônio ao fim de cada rodada</translation>
    </message>
</context>
<context>
    <name>_TrainsModel</name>
    <message>
        <source>train {0}</source>
        <translation>trem {0}</translation>
    </message>
    <message>
        <source>typed by hand</source>
        <translation>digitada à mão</translation>
    </message>
    <message>
        <source>revenue typed by hand: not checked by the engine</source>
        <translation>receita digitada à mão: não conferida pelo motor de regras</translation>
    </message>
    <message>
        <source>searching…</source>
        <translation>procurando…</translation>
    </message>
    <message>
        <source>does not run</source>
        <translation>não opera</translation>
    </message>
    <message>
        <source>extended to {0}</source>
        <translation>estendida até {0}</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>recusada</translation>
    </message>
</context>
</TS>
