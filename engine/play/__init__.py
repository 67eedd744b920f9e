"""Queries the desktop asks while a game is played: what may be done now and what it would cost
or earn (the menu of choices, legal tile lays and token slots, routes built from clicked stops,
players' worth over the game).  Pure Python, no Qt; every answer comes from the engine's own rules."""
