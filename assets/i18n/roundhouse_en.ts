<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CapTableModel</name>
    <message numerus="yes">
        <source>{0}: {1}% of {2} in %n certificate(s)</source>
        <translation>
            <numerusform>{0}: {1}% of {2} in %n certificate</numerusform>
            <numerusform>{0}: {1}% of {2} in %n certificates</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CompanySheet</name>
    <message numerus="yes">
        <source>Revenue of each run, %n run(s):</source>
        <translation>
            <numerusform>Revenue of each run, %n run:</numerusform>
            <numerusform>Revenue of each run, %n runs:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message numerus="yes">
        <source>Playing from here: %n later action(s) set aside — Redo puts them back</source>
        <translation>
            <numerusform>Playing from here: %n later action set aside — Redo puts it back</numerusform>
            <numerusform>Playing from here: %n later actions set aside — Redo puts them back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n actions replayed in {1} s</source>
        <translation>
            <numerusform>{0}: %n action replayed in {1} s</numerusform>
            <numerusform>{0}: %n actions replayed in {1} s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New {0} game for %n players</source>
        <translation>
            <numerusform>New {0} game for %n player</numerusform>
            <numerusform>New {0} game for %n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Board preview: {0} ({1}) — %n hexes, not a game</source>
        <translation>
            <numerusform>Board preview: {0} ({1}) — %n hex, not a game</numerusform>
            <numerusform>Board preview: {0} ({1}) — %n hexes, not a game</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Continue the game from this point? The %n later action(s) are set aside; Redo (Ctrl+Shift+Z) puts them back one by one until you play a new action.</source>
        <translation>
            <numerusform>Continue the game from this point? The %n later action is set aside; Redo (Ctrl+Shift+Z) puts it back until you play a new action.</numerusform>
            <numerusform>Continue the game from this point? The %n later actions are set aside; Redo (Ctrl+Shift+Z) puts them back one by one until you play a new action.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MapInteraction</name>
    <message numerus="yes">
        <source>%n tile(s) fit {0}: R rotates, Enter lays, Esc cancels</source>
        <translation>
            <numerusform>%n tile fits {0}: R rotates, Enter lays, Esc cancels</numerusform>
            <numerusform>%n tiles fit {0}: R rotates, Enter lays, Esc cancels</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PageCounts</name>
    <message numerus="yes">
        <source>Wrote {0} (%n pages)</source>
        <translation>
            <numerusform>Wrote {0} (%n page)</numerusform>
            <numerusform>Wrote {0} (%n pages)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Printed %n pages</source>
        <translation>
            <numerusform>Printed %n page</numerusform>
            <numerusform>Printed %n pages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PhasesModel</name>
    <message numerus="yes">
        <source>; %n OR(s) per set</source>
        <translation>
            <numerusform>; %n OR per set</numerusform>
            <numerusform>; %n ORs per set</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportCounts</name>
    <message numerus="yes">
        <source>%n actions, {0}</source>
        <translation>
            <numerusform>%n action, {0}</numerusform>
            <numerusform>%n actions, {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n OR(s) per set</source>
        <translation>
            <numerusform>, %n OR per set</numerusform>
            <numerusform>, %n ORs per set</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Log — the last {0} of %n actions</source>
        <translation>
            <numerusform>Log — the last {0} of %n action</numerusform>
            <numerusform>Log — the last {0} of %n actions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoutesPanel</name>
    <message numerus="yes">
        <source>{0} runs %n train(s)</source>
        <translation>
            <numerusform>{0} runs %n train</numerusform>
            <numerusform>{0} runs %n trains</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesNotesDialog</name>
    <message numerus="yes">
        <source>Where the rules of {0} available to the program are silent, it plays by the %n assumption(s) below. Each says which rule or source line it answers.</source>
        <translation>
            <numerusform>Where the rules of {0} available to the program are silent, it plays by the %n assumption below. It says which rule or source line it answers.</numerusform>
            <numerusform>Where the rules of {0} available to the program are silent, it plays by the %n assumptions below. Each says which rule or source line it answers.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TileManifestDialog</name>
    <message numerus="yes">
        <source>%n tiles, {0} used up</source>
        <translation>
            <numerusform>%n tile, {0} used up</numerusform>
            <numerusform>%n tiles, {0} used up</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainsPanel</name>
    <message numerus="yes">
        <source>%n OR(s) per set</source>
        <translation>
            <numerusform>%n OR per set</numerusform>
            <numerusform>%n ORs per set</numerusform>
        </translation>
    </message>
</context>
</TS>
