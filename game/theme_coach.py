"""The coach cards' room and type (ruling S5, docs/SCREEN_RULINGS.md): proportions in
reference pixels (1920x1080), scaled with the window by :func:`game.theme.px`."""

from __future__ import annotations

COACH_CONTROL_AIR = 16
"""Reference pixels of felt a coach card keeps off every die and every button, live or
greyed (ruling S5; round 64 let a card lie over the greyed "Anulează": reversed)."""

COACH_FOOT_LEAST = 22
"""The least layout size of a card's step ("2/3") and its "Nu mai arăta" link: 16 px of em,
compact card or not (critic B66: 15 px at 1024x600 on the compact Yams card)."""

COACH_LINK_LEAST = 33
"""The least layout size of a card's "Nu mai arăta", reference (scaled with the window):
its letters 19 px tall at 1920x1080 (critic B66: "tiny" at 80 % of the words, 14 px)."""

COACH_TEXT_REF = 38
"""The least layout size of a card's words, reference (scaled with the window): 27 px of em
at 1920x1080 (critic B69: "its 21 px words are small beside 60 px dice"; it was capped at
the small type there, 24 px of em), 19 px at 1366x768, its capitals 14 px tall (critic B67:
"the type is small at 1366x768", 17 px of em); at 1024x600 the card's own least holds (17
px, the body type's there)."""


COACH_DIE_AIR_LEAST = 16
"""Window pixels of felt a 10 000 card keeps off a die as it is drawn (its shadow and the
gold ring round a die it may set aside), at every size (critic, round 70: "about 10 px from
the dice at 1366, touching them at 1024": the air was kept off the dice' squares only)."""

COACH_DIE_DRAWN_OUT = 0.12
"""How far, a share of its side, a die is drawn beyond its square under it: its shadow and
its gold ring (measured: 9-10 px under an 80 px die)."""

COACH_CARD_MARGIN = 24
"""Reference pixels of felt a card keeps off the dice and the panels round it (critic B69:
"a thin strip squeezed between the dice and 'Selecție', about 16 px from both")."""

COACH_RISE = 18
"""Reference pixels a coach card rises through into its place as it comes (its entrance,
:data:`game.flow.coach.ENTRANCE_SECONDS` long: round 72)."""

COACH_DOCK_PAD = 12
"""Reference pixels a first game's docked Yams card keeps in from its room's edges (ruling
S20: the Clasament's band for the hold card, the header's room for the box card)."""

COACH_RING_PULSE = 1.2
"""Seconds of one breath of the light round the Yams countdown's ring while its card stands
docked in the header's room, no arrow to it (round 76, hC80, ruling S20)."""

COACH_RING_PULSE_LEAST = 0.25
"""The ring's breathing light at its dimmest, a share of its brightest (it never goes out)."""
COACH_FRAME_CLEAR = 24
"""How far (reference pixels) a coach card keeps off the table's wooden frame."""
