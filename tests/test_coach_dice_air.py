"""A 10 000 coach card keeps at least 16 window pixels of felt off the dice as they are drawn
(their lit ring and their shadow under the body), off the tray (the mat) and off every
control, at 1920x1080, 1366x768 and 1024x600 (critic, round 70: "about 10 px from the dice
at 1366, touching them at 1024": the card kept its air off the dice' squares, not off the
gold ring round a die it may set aside)."""

from __future__ import annotations

import math

import pygame
import pytest

from tests.test_coach_marks import coach_app
from tests.test_coach_off_every_control import gap
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

AIR = 16
"""Window pixels of felt between a card and a die's drawn edge, the mat or a control."""

DRAWN_OUT = 0.12
"""How far (a share of its side) a die is drawn beyond its square: its shadow and the gold
ring round a die that may be set aside (measured: 9-10 px under an 80 px die)."""

STEPS = ("_farkle_set_aside", "_farkle_bank")
"""A die's card and the bank's (every 10 000 card stands in the one place: the set-aside
card's dice lit round, the bank's with dice on the mat; kept to two for the suite's time)."""


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_a_farkle_card_keeps_its_air_off_the_drawn_dice_the_mat_and_controls(tmp_path, size):
    found = {}
    for step in STEPS:
        app = coach_app(tmp_path / step, size=size)
        try:
            getattr(screens_coach, step)(app)
            table = _table(app)
            card = table.coach.card
            assert card is not None, step
            side = table.die_side
            dice = [pygame.Rect(d) for d in (*table.hit_targets(), *table.dice_in_play_rects())]
            near = [f"a die {tuple(d)}: {gap(card, d)} px" for d in dice
                    if gap(card, d) < AIR + math.ceil(DRAWN_OUT * side)]
            near += [f"the mat: {gap(card, table.mat)} px"] if gap(card, table.mat) < AIR else []
            near += [f"{w.name}: {gap(card, w.rect)} px" for w in table.focus.widgets
                     if getattr(w, "visible", True) and w.rect.w > 0
                     and gap(card, w.rect) < AIR]
            if near:
                found[step] = (tuple(card), near)
        finally:
            app.close()
    assert found == {}, (size, found)
