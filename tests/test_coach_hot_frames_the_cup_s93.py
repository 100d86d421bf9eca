"""Ruling S93 4. (round 81, hY122; critic cB80 #2 and #11, ``coach_farkle_hot_*``, ``c2.png``,
``c3.png``): the 10 000's hot dice' tip frames the whole cup holding the six (not the top
third of it, its mouth: that read as misplaced over a pointer at the cup's foot) and its
pointer ends on that frame, under the cup; every card's badge (a tour's "1/3", a moment's
"Sfat") is one face in one slot at the card's left: one width, one height, one place."""

from __future__ import annotations

import pygame
import pytest

from game.views import farkle_cup
from game.views.coach_card import footer_rects
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _shown(app, step):
    getattr(screens_coach, step)(app)
    return _table(app)


@pytest.mark.parametrize("size", SIZES)
def test_the_hot_tip_frames_the_whole_cup_its_pointer_ending_on_the_frame(tmp_path, size):
    app = coach_app(tmp_path, size=size)
    try:
        table = _shown(app, "_farkle_hot")
        coach = table.coach
        assert coach.shown == "farkle.hot" and coach.lit is not None
        cup, lit = farkle_cup.cup_place(table), pygame.Rect(coach.lit)
        six = pygame.Rect(table.dice_in_play_rects()[0]).unionall(
            [pygame.Rect(d) for d in table.dice_in_play_rects()])
        assert lit.contains(cup) and lit.contains(six.clip(cup)), (size, lit, cup, six)
        assert lit.h <= cup.h + six.h, (size, lit, cup)  # the cup, not the felt round it
        start, tip = coach.pointer()
        assert pygame.Rect(coach.card).top >= lit.bottom, (size, coach.card, lit)
        assert lit.left <= tip[0] <= lit.right, (size, tip, lit)  # up at the cup's middle
        assert abs(tip[1] - lit.bottom) <= table.px(24), (size, tip, lit)  # on its frame
        assert abs(tip[0] - cup.centerx) <= cup.w // 4, (size, tip, cup)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_moments_sfat_and_a_tours_count_are_one_badge_in_one_slot(tmp_path, size):
    faces = {}
    for step in ("_farkle_set_aside", "_farkle_hot"):
        app = coach_app(tmp_path, size=size)
        try:
            table = _shown(app, step)
            coach = table.coach
            card = pygame.Rect(coach.card)
            face = footer_rects(card, coach.footer, table.scale)[0]
            faces[step] = (coach.footer[0], face.x - card.x, face.size,
                           face.centery - card.centery)
        finally:
            app.close()
    (count, *tour), (tag, *moment) = faces["_farkle_set_aside"], faces["_farkle_hot"]
    assert count == "1/3" and tag == "Sfat", faces
    assert tour == moment, faces  # one width, one height, one place on its card
