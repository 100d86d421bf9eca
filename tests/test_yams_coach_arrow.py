"""The Yams 3/3 coach card (the countdown's) points AT the row it names, touching it, not at
the edge of another thing (critic C51, cause found by hF51: ``coach_place.leader`` aimed a
card lying below and aside of a row at the row's bottom edge, so its tip stood on the corner
the row shares with the next one). A leader from a card off to a side of a row (a thin strip)
now ends at that side, level with its middle; other targets keep their leaders."""

from __future__ import annotations

import pygame
import pytest

from game.views.coach_place import leader
from tests.layout_pointer import SHORT_MOST
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


# (test_the_countdown_card_points_at_its_rows_middle retired by hY110, round 78: ruling S45
# put the ring off the sheet, at the prompt pill's right end, the box it will fill right of
# it: undocked, the card no longer stands beside it on the sheet; its way to the row is
# test_with_no_room_beside_its_ring_the_countdown_card_points_at_its_rows_middle's)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_with_no_room_beside_its_ring_the_countdown_card_points_at_its_rows_middle(
        tmp_path, size, monkeypatch):
    """Where the sheet has no room right of the ring (round 74, S5), the card keeps the
    prompt's place, its leader at the row's left end, level with its middle."""
    from game.views import coach as coach_view
    from tests.test_coach_docked import undock_the_countdown

    undock_the_countdown(monkeypatch)  # (round 76, hC80: nor in the header's dock)
    monkeypatch.setattr(coach_view, "beside_the_ring", lambda *args, **kwargs: None)
    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._yams_countdown(app)
        coach = _table(app).coach
        assert coach.shown == "yams.countdown"
        row = pygame.Rect(coach.lit)
        tip = coach.pointer_route()[-1]
        assert row.x - SHORT_MOST <= tip[0] <= row.x, (size, tip, row)  # at its left end
        middle = row.inflate(0, -row.h // 2)  # level with the row's middle half
        assert middle.top <= tip[1] <= middle.bottom, (size, tip, row)  # never its edge
    finally:
        app.close()


def test_a_leader_from_aside_ends_level_with_its_targets_middle():
    target = pygame.Rect(700, 160, 600, 30)
    below_left = pygame.Rect(200, 230, 480, 40)
    start, goal = leader(below_left, target, 4)
    assert goal == (696, 175), goal  # the target's left side, at its middle
    above_right = pygame.Rect(1320, 60, 200, 40)
    assert leader(above_right, target, 4)[1] == (1304, 175)
    under = pygame.Rect(800, 240, 200, 40)  # straight under it: up to its bottom edge
    assert leader(under, target, 4)[1] == (1000, 194)
    block = pygame.Rect(700, 160, 200, 60)  # not a row (a meter, a button): as before
    assert leader(below_left, block, 4)[1] == (696, 224)


def test_the_countdown_card_says_what_the_ring_counts_to(tmp_path):
    # (hY60: the ring moved onto the box, critics C50/C51; the card said "de pe căsuță";
    # ruling S45, round 78, hY110: the ring off the sheet, at the prompt pill's right end,
    # critic cA77 #5: the card says what it counts to, never that it is on the box)
    app = coach_app(tmp_path, size=(1366, 768))
    try:
        screens_coach._yams_countdown(app)
        table = _table(app)
        ring = table.countdown_ring_rect()
        assert ring is not None and not ring.colliderect(table.sheet.rect), ring
        for key in ("coach.yams.countdown", "coach.yams.countdown.short"):
            said = app.tr(key).lower()  # (round 72: its short words lead with the click)
            assert "inel" in said and "căsuț" in said, app.tr(key)
        said = app.tr("coach.yams.countdown")
        # (round 78 merge: the pill beside the ring says "Se înscrie automat la Doi"; the
        # card says what the ring counts, never those words again: test_coach_adds_words)
        assert "secundele" in said and "de pe căsuță" not in said, said
    finally:
        app.close()
