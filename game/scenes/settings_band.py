"""The measures of a focused Settings row's lit band (ruling S69 1): how far it stands from its
card's sides, over its control and under its explaining line, and the felt it keeps clear of
every ink inside and outside it. Split from :mod:`game.scenes.settings` (round 81, hK91) to
keep that module under 600 lines."""

from __future__ import annotations

ROW_BAND_SIDE = 5
"""Reference pixels from a card's side to a focused row's lit band (S69 1; 5, was 12: round
82, hK94, critic cC82 #12: "Volum" and "+" touched the ring at 1366)..."""
ROW_BAND_OVER = 10
"""...from the band's top to its row's control..."""
ROW_BAND_UNDER = 8
"""...and from the explaining line's box to the band's foot."""
RING_CLEAR = 6
"""The least felt, window pixels, between a focused row's band and the ink inside and outside
it (S69 1: the ring round a control stood 0-2 px from the line explaining it)."""
