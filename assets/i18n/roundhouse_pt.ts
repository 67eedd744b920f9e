<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>ActionPanel</name>
    <message>
        <source>Private companies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy a certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a corporation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sell certificates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy a private company</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dividend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy a train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many trains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bankruptcy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay track: click a highlighted hex on the map (R or the wheel rotates, Enter lays)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place a token: click a highlighted city on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run routes: see the routes below; edit them on the map, then Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final scores and worth chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Just now: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} — viewing the past</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return to the present to act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, for {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} Not allowed now ({1}): why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Par</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Convert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ActionsMixin</name>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import 18xx.games JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return to the &amp;present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play from &amp;here…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset &amp;layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tile manifest…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Roundhouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Choose an action (keyboard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final &amp;scores and worth chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End the game by agreement…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel background job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the keyboard in the Actions list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↑ / ↓, or type a label&apos;s start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a choice in the Actions list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the amount (bid, price) or the par price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do the chosen action (in the routes step: Run)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a highlighted hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the tile picker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a tile in the picker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R / Shift+R, mouse wheel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate the tile (legal rotations only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay the tile / close the picker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo, redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final scores and worth chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit the map, zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return to the present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Roundhouse&lt;/b&gt; {0} — an offline moderator for 18xx railway games at one table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shares save files with 18xx.games. PySide6 {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Roundhouse</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Cannot open {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CapTableModel</name>
    <message>
        <source>Co.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>president {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no president</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>floated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not floated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (* {0}% of it reserved: not for sale yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{0}: {1}% of {2} in %n certificate(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> (president)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>par {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: cash {1}, {2} of {3} certificates, privates {4}, worth {5}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — bankrupt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CapTablePanel</name>
    <message>
        <source> — the bank has broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank {0}{1} · certificate limit {2}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CrashedSession</name>
    <message>
        <source>an unsaved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1}{2}), autosaved {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Docks</name>
    <message>
        <source>Cash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Privates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> P</source>
        <comment>the president&apos;s certificate</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (obsolete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, next {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parred</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>floated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Company</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>President</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Par</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>train limit {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens placed of all; {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this operating round: done, operating now or to come (outside an OR: has it ever operated?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Private</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rusts on {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>obsolete on {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>permanent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> +{0} used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reach {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, revenue ×{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}-train: {1}, {2}; {3} in the game: {4} new in the depot, {5} discarded (sold again), {6} owned, {7} gone, {8} obsolete; {9}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ◀ next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ORs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase {0}: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starts with the first {0}-train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; tiles {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; train limit {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndOfGameDialog</name>
    <message>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings — the game is not over</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndOfGameWidget</name>
    <message>
        <source>Worth over the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} share first place with {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} wins with {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} leads with {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ({0} ahead of {1})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FilesMixin</name>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the changes to {0}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import an 18xx.games export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>18xx.games JSON (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (imported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wrote {0} (%n pages)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Printing failed: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Printed %n pages</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Restore the autosave?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roundhouse did not close properly last time.
Restore {0}?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>There is no game: start a new one or open a file</source>
        <extracomment>a loaded game waiting for the players&apos; decision (see ``load_problem``)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Please wait: the game is still loading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are looking at the past: return to the present (or play from here) to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine refused that action</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Playing from here: %n later action(s) set aside — Redo puts them back</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Please wait: another job is running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (partial: {1} of {2} actions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (imported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n actions replayed in {1} s</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: partial game, stopped at {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: the state after {1} actions differs from the one saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} was not opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new {0} game</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>New {0} game for %n players</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Setting up {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Glance</name>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (train limit {0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next train: {0} for {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — rusts the {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priority deal: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LayoutMixin</name>
    <message>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trains &amp;&amp; phases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cap table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Companies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return to the present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play from here…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game open.
File → New game…, Open… or Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} — past</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoadProblem</name>
    <message>
        <source>{0} could not be replayed in full: {1} of its {2} actions were loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} was replayed, but the game differs from the one the file recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It stopped at {0}.

Keep the partial game (the game as it stood after {1} actions)? Save will ask for a new file name: {2} itself is not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The state after {0} actions differs from the one saved in the file (the file was edited, or it was written by different rules).

Open it anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem in {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the partial game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open it anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not open it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Click an entry to see the game as it was then.</source>
        <extracomment>(&quot;round&quot;, label) | (&quot;entry&quot;, LogEntry) | (&quot;opening&quot;, LogEntry): the first notes of the round an entry started, under that round&apos;s heading</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showing the game after #{0} — read-only.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>No game: File → New game…, Open… or Import…</source>
        <extracomment>answers questions (tests replace it): (kind, title, text) -&gt; bool or &quot;save&quot;/&quot;discard&quot;/&quot;cancel&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#{0} ({1}): {2} — action {3} of {4}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the setup, before any action (the game has {0} actions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Viewing the past — read-only.&lt;/b&gt; After {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PAST (read-only) · {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — viewing the past</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{0}: the starting board (%n hexes) — no game</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%v / %m actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody is to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final scores: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the game now and score it as it stands? (Undo can take it back.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Continue the game from this point? The %n later action(s) are set aside; Redo (Ctrl+Shift+Z) puts them back one by one until you play a new action.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MapInteraction</name>
    <message>
        <source>Lay a tile in {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) fit {0}: R rotates, Enter lays, Esc cancels</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: click a highlighted hex to lay a tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>click a ringed city to place a token ({0})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MarketModel</name>
    <message>
        <source>par price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game ends when reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>certificates do not count toward the limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the corporation closes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (row {1}, column {2})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Here: {0} (first arrived operates first)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MarketPanel</name>
    <message>
        <source>par</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no certificate limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (rules not ready yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players (in seating order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by player count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1}–{2} players) {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} cannot be played yet: its rules are not in this build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player needs a different name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system&apos;s language ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule texts written by the game engine (refusal reasons, log lines, choice labels) are in English for now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>after action {0} of {1} ({2})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before the first action ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · phase {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P par · E game ends · Y certificates not counted toward the limit · C closes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final scores — {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Privates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (broken)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cap table — bank {0}{1}, certificate limit {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Company</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Companies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>President</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Par</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Private</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trains &amp; phase — phase {0}: lays {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, train limit {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next train: {0} for {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In depot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starts with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ORs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot paint on the printer or file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoutesPanel</name>
    <message>
        <source>Editing…</source>
        <extracomment>asks the player for a train&apos;s revenue (train name, current figure) -&gt; figure or None</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit route</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a train, then click stops on the map to add or remove them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to optimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected train runs no route</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type revenue…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last resort: type the selected train&apos;s revenue by hand. The log marks it as typed; such a save does not open on 18xx.games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run  ⏎</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run these routes (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routes are run in the operating round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A past state is shown: routes can only be run in the present.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{0} runs %n train(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Finding the best routes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>routes of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The route search failed: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best routes found were refused: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click stops on the map to add them to the {0} train&apos;s route (at either end) or to take them off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type revenue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revenue of the {0} train (typed by hand; the engine does not check it):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a city, town or off-board to add it to the route</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>   (best: {0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total —</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoresModel</name>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Privates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holdings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TileManifest</name>
    <message>
        <source>Tile manifest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TilePicker</name>
    <message>
        <source>Lay a tile in {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R / Shift+R or wheel: rotate · ←/→, Tab, 1–9: tile · Enter: lay · Esc: cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; in {1}, {2} — laid by {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay {0} ({1})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainsPanel</name>
    <message>
        <source>&lt;b&gt;Phase {0}&lt;/b&gt;: lay {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>train limit {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n OR(s) per set</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>next train: &lt;b&gt;{0}&lt;/b&gt; for {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the depot is empty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorthChart</name>
    <message>
        <source>End of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rounds played yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worth at the end of each round</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_TrainsModel</name>
    <message>
        <source>train {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>typed by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revenue typed by hand: not checked by the engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
