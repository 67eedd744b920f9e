"""The rules of a title by topic: one module per policy, each a class with the rules every
title shares (engine/policies/base.py says how a title overrides one).

* ``setup.SetupPolicy`` — How a game is laid out: the bank, cash, privates, charters and their certificates, minors, the depot and the tokens printed at setup.
* ``rounds.RoundsPolicy`` — Which round comes next and what happens between rounds and turns: the first round, the stock and operating rounds, priority, the end of an operating round, a company's turn starting and steps it skips.
* ``endgame.EndgamePolicy`` — When the game ends and how it is scored: the end triggers and their timing, a player's value, the final scores and the notable events self-play reports.
* ``stock.StockPolicy`` — The stock market's rules: certificate and pool limits, who may trade or par, floating, presidency, sale prices and market movement, which certificates go together in a sale, swaps.
* ``privates.PrivatesPolicy`` — Private companies: which are auctioned, what their owners receive, who may buy them and at what price, and their abilities (special track and tokens).
* ``track.TrackPolicy`` — Track: which tiles may replace which (colours, labels, rotations, what an upgrade keeps), the new-track restriction, lay costs, how many tiles a company lays and the lay itself, what the map shows of the title's own rules.
* ``tokens.TokensPolicy`` — Station tokens: home tokens and reservations, which cities have room, where a company may token and the placing itself.
* ``routes.RoutesPolicy`` — What the route search asks: distance models (``train_spec``), stops run once, exclusive stops, terminal hexes, bonuses of one route and of a set of routes.
* ``revenue.RevenuePolicy`` — What a company earns and what it does with it: whether it runs, running the routes it names, the dividend kinds offered, paying out, withholding, minors' splits.
* ``trains.TrainsPolicy`` — Trains: limits, which trains a company may buy and for how much, the purchase itself and what it brings (phases, rusting, events), trade-ins.
* ``bankruptcy.BankruptcyPolicy`` — Money a president must find for a train: the emergency sales allowed, what they raise, and bankruptcy when it is not enough.
* ``presentation.PresentationPolicy`` — How the game is shown and offered, not played: money, status texts, the report, the Actions menu and self-play's candidates, the computer players' leanings, labels and notes.
"""
