"""Looks and room of the tables' parts (the Yams dice sockets, the coach cards' air, the
10 000 ledger's grid): apart from :mod:`game.theme`, which is full."""

from __future__ import annotations

SOCKET_FAINT_ALPHA = 30
"""An empty socket's recess (black, this alpha), the same in every beat (S1, critic C67)."""
SOCKET_RIM_ALPHA = 70
"""An empty socket's thin gold rim (this alpha): a place, quiet, in every beat."""
SOCKET_RIM_WIDTH = 2
"""An empty socket's rim (reference px)."""
HOLD_INVITE_AIR = 6
"""The least air (reference px) between the kept row's invitation and the sockets above it
or the dice below it."""
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
YAMS_HATCH_LINE = 2.5
"""The Joker's hatching's line on a barred box (px at scale 1), never under
:data:`YAMS_HATCH_LINE_LEAST` pixels (critic C70: one-pixel lines read faint at 1024x600)."""
YAMS_HATCH_LINE_LEAST = 2
"""Pixels: the hatching's line at the least."""
YAMS_HATCH_STEP_LEAST = 7
"""Pixels: the least step between two hatching lines (about a quarter of the box hatched)."""
YAMS_AUTO_NOTE_READ = 1.5
"""Seconds (at the animation speed) an auto-score's note ("… înscris automat") stands before
the turn's band begins and takes it (round 71: ruling S13's report going with the band took
it the frame it was said; as long as the computer's chosen box shows)."""
YAMS_SACRIFICE_BREATH = 0.45
"""Cycles a second a sacrifice's ringed box breathes while it waits for the choice (round
71): a breath, not a blink."""
YAMS_SACRIFICE_BREATH_LEAST = 0.5
"""The share of its strength that breath goes down to, and back."""
YAMS_COUNTDOWN_RING_ACROSS = 76
"""The Yams countdown's ring across at 1920x1080 (reference px), scaled under it (hY88; 48
until round 72, critic H72: its "3 s" read small for a timer that scores for the player;
round 75, critic cA75: capped at its row's height it was ~38 px, now the timer, larger than
its row; 68 until round 81, critic cA80: "small for a timer that acts for you", ruling S93 2.)."""
YAMS_COUNTDOWN_RING_LEAST = 44
"""The countdown's ring never narrower (window px), at any window (critic round 70; 38 until
round 81, S93 2.)."""
YAMS_FOOT_AIR = 8
"""The felt (reference px) left under the Yams table's "Anulează", over the key bar: the
column's room over its parts goes to the dice (round 73, critic L72 #11: ~55 px of flat felt
lay under it)."""
YAMS_DIE_MOST = 160
"""The Yams dice's side at the most (reference px) however much room the left column has."""
YAMS_DIE_SPACING_LEAST = 1.34
"""The least step between two dice of a row, in die sides, where the column's width binds
(1.45 where there is room): the dice grow into the gaps before they stop."""
YAMS_STANDINGS_SLIDE = 0.5
"""Seconds one swap of two Yams standings rows takes at the normal animation speed when a
re-sort has one (a row passed); a re-sort of more swaps takes half as long again for each
more, twice this at the most (:func:`game.flow.turn_passing.resort_seconds`): long enough to
be followed, never a jump (ruling S63, round 79: the rows swap one pair at a time)."""

FARKLE_SMALL_BANK_FLY = 0.45
"""Seconds a small bank's "+N" (under the banner's 1 000) takes from the mat into the banker's
total (round 75, critic cB75: at :data:`game.theme.FARKLE_FLY_TIME` and its count after it,
~1.5 s from the click to the next player's ribbon for a bank of 100)."""
FARKLE_BANK_LEFT_FADE = 0.3
"""Seconds the dice a bank leaves in the row take to fade out (round 76, hF89, critics cF75b /
cZ75: they vanished the frame "Încasează" was pressed); under a bank's stage, its share
:data:`game.theme_stage.BANK_LEFT_FADE` instead."""
FARKLE_SMALL_BANK_COUNT = 0.33
"""Seconds a small bank's total counts up and glows once its "+N" has landed: with
:data:`FARKLE_SMALL_BANK_FLY`, the turn passes about 0.8 s after the click."""
FARKLE_CUP_GROW = 1.7
"""The 10 000 cup's size over the Yams cup's for the same dice (round 75, hG78, critic cB75:
the felt between the cup and the mat was a large empty band; 1.45 until round 79, grown with
S64 1.: no tray under it, it stands in the middle of the felt over the buttons)."""
FARKLE_SEAT_CARD_FONT = 72
"""The 10 000 turn-passing seat card's words' reference size, in the display face (round 75,
hG79, critic cB75: the ribbon's ~50 px strip read as a modest strip, not the player's turn)."""
FARKLE_SEAT_CARD_PAD = (32, 8)
"""Reference pixels of seat card left and right of its mark and words, and above and below."""
FARKLE_SEAT_CARD_RADIUS = 20
"""The seat card's corners' radius (reference pixels)."""
FARKLE_SEAT_CARD_MARK = 0.62
"""The seat card's mark's side, in card heights (the players' panel's token, large)."""
FARKLE_SEAT_CARD_CLEAR = 8
"""Reference pixels kept between the seat card and the dice row's slots under it."""
FARKLE_SEAT_CARD_DROP = 14
"""Reference pixels of felt kept over the seat card at rest: it falls from the felt's top."""
FARKLE_SEAT_CARD_LAND = 0.65
"""The share of the card's entrance (the band's sweep) it takes to fall onto its place."""
FARKLE_SEAT_CARD_BOUNCE = 0.35
"""How high the seat card bounces once landed (a share of its fall), before it settles."""

# The 10 000 cup before a turn's first throw shows its six dice lying in its mouth, blank
# (no face: nothing reads as a roll): the wait for the throw is never an empty cup (round 76).
CUP_HEAP_DIE = 0.25  # a die lying in the 10 000 cup's mouth, its side over the mouth's width
CUP_HEAP = (  # the six dice in the mouth: (across, down) in the mouth, spin and tip (degrees),
    # shade (the back ones in the cup's shadow)
    (0.22, 0.66, 20, 38, 170), (0.5, 0.58, -35, 50, 160), (0.78, 0.66, 65, 42, 170),
    (0.35, 0.95, -15, 55, 225), (0.65, 0.93, 40, 35, 215), (0.5, 1.15, 80, 48, 250))
FARKLE_FLY_COINS = 5
"""Gold coins a small bank sends from the mat into the banker's total (round 76, hA77, critics
cF75b / cZ75: the flight carried a second "+150" while the Tura panel's row stood blank; the
figure is the row's now, counting down, and what flies is coins, no copy of it)."""
FARKLE_FLY_COIN = 15
"""A flying coin's radius, reference px (the staged bank's chips are 19: these are a small
bank's, quicker, fewer)."""
FARKLE_FLY_COIN_LAG = 0.12
"""The share of a small bank's flight each coin trails the one before it as they leave the mat
(the trail closing up as they land, all in as the flight ends)."""
YAMS_CUP_HEAP = (  # the five dice in the Yams cup's mouth (round 76, hI76), as CUP_HEAP
    (0.26, 0.68, 20, 38, 170), (0.74, 0.66, 65, 42, 165),
    (0.36, 0.96, -15, 55, 225), (0.66, 0.94, 40, 35, 215), (0.5, 1.16, 80, 48, 250))
YAMS_CUP_HEAP_DIE = 0.27  # a die lying in the Yams cup's mouth, its side over the mouth's width
YAMS_RACK_POCKET = 1.1  # a felt-lined place of the kept row's rack, in die sides (a kept die's
# ring shows round it)
YAMS_RACK_POCKET_WOOD = (92, 52, 24)  # a pocket's hollow, the rail's wood in its own shade
YAMS_RACK_SHADOW = 70  # the rack's soft shadow on the felt (alpha of black)
YAMS_RACK_SHADOW_DROP = 0.03  # how far under the rack its shadow falls, in die sides
YAMS_RACK_HEIGHT = 1.2  # the rack's height, in die sides (a kept die's ring inside its rail;
# the kept row's band, 1.3, leaves the felt under it to the row's invitation)
YAMS_RACK_RADIUS = 0.22  # the rack's rounded ends, in die sides
YAMS_RACK_LIT = 0.18  # the lit top face of the rail, a share of its height
FARKLE_HOT_BACK = 0.4
"""Seconds the hot dice' six take to glide from the mat back to the throw row once their
stage has gone (round 77, hF90, ruling S26: they jumped from the mat into the next throw)."""
FARKLE_HOT_REST = 0.25
"""Seconds the hot dice' six lie still on the mat once their stage has gone, seen set aside,
before they glide back to the row (:data:`FARKLE_HOT_BACK`; a six-dice figure's too, its
first frame after its stage the selected state it handed back: critic B66)."""
FARKLE_CUP_SHAKE = 0.35
"""Seconds the cup wobbles when a click on the hot dice' six, lying in it unseen, is refused
(round 78, hF95, ruling S53 3.: a die no one sees was shaken, nothing visibly moved)."""
FARKLE_CUP_SHAKE_SWING = 0.09
"""How far the refused cup swings sideways, as a share of its width (then less, each swing)."""
FARKLE_LEDGER_FLIGHT = 0.45
"""Seconds the dice a throw sets aside take to fly from the mat into the ledger's row, drawn
there once landed (round 80, hF102, ruling S81 1.: they vanished from the mat as the row
appeared, the story never seen to fill)."""

FARKLE_SPENT_FIGURE = (150, 164, 152)
"""The Tura panel's dice and risk figures once a bust is seen: spent, dull, never read as
live (ruling S96 1., round 81, hF107, critic cF80: "Zaruri de aruncat 5 · Risc 7,7 %" stood
live after the turn was lost)."""
FARKLE_SPENT_BAR = (84, 98, 88)
"""The risk's bar once a bust is seen: grey, never the risk's green-to-red (S96 1.)."""
JOKER_ORANGE = (244, 134, 52)
"""The pill's "Joker" chip: the Joker Penta's own orange (its stage lettering's ember,
``stage_paint.EMBER_TOP`` to ``EMBER_BOTTOM``), never a second red beside the red
"Validează tura" (ruling S106 3., round 82, critic cA81 #12)."""
JOKER_INK = (58, 26, 8)
"""The "Joker" chip's word: dark, as the Joker Penta's lettering's outline
(``stage_paint.OUTLINE``)."""
