"""Looks and room of the tables' parts (the Yams dice sockets, the coach cards' air, the
10 000 ledger's grid): apart from :mod:`game.theme`, which is full."""

from __future__ import annotations

SOCKET_FAINT_ALPHA = 30
"""The faint socket's recess (black, this alpha): the dice lie there, none can be kept now."""
SOCKET_LIT_ALPHA = 120
"""The lit socket's gold outline (this alpha): a click on a die would keep it."""
SOCKET_LIT_FILL = 22
"""The lit socket's gold wash inside its outline (this alpha)."""
INVITE_PLATE_ALPHA = 200
"""The kept row's invitation plate (the deep felt, this alpha) under its words, over the
sockets (it hides their outlines where it lies: the words read whole)."""
CARD_AIR = 10
"""A coach card's air: the least gap (window pixels, at every size;
:func:`game.views.coach_card.card_air` past it at the larger ones) between a card and any
word of the table it does not point at (round 65, critic B64: at 1024x600 the cards stood
8-11 px off "Selecție" and the countdown's line: "tight"; the prompt's and the title's words
stand a line's band off the :data:`game.views.coach_card.WORD_CLEAR` they keep, that air
too)."""
LONG_ROW_PLACES = 2
"""A long row takes two places of the grid where it holds at least this many (where it holds
two, the next row shows under the folded line of the older ones)."""
YAMS_BONUS_RING = 3
"""An earned bonus's ring in its player's colour round its sheet cell (px at scale 1; round 67,
critic C66: after its stage a bonus was only a grey caption)."""
