"""The 10 000 dice' coach cards (the set-aside and the refused die's) never lie on the
selection tray they explain (hC22, critic C21: since hC16 they sat on the empty mat, under
their die): since hC28 (critic C27: in the side panels they hid the ledger's "Ce se
punctează:" primer and the Tura panel's "Lider") the card sat right above its die; since
round 50 (critic B41: at 1024x600 it stood in the ledger) right under it at every size, over
the "Selecție" line, off every side panel, its pointer straight up to its die, crossing no
text, no die and not the mat, ending a few pixels short of the die (the layout check)."""

from __future__ import annotations

import pygame
import pytest

from game.views.coach_farkle import selection_line_rect
from tests.test_coach_marks import coach_app, layout_problems
from tests.test_coach_places import _table
from tests.test_coach_pointer_on_target import just_short
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _refused(app, die: int):
    from tools.screens_coach import coach_on, settle
    from tools.screens_farkle import play, table_with

    coach_on(app, ["farkle.set_aside"])
    scene = table_with(app, 2, 1, 2, 3, 4, 6, 6)
    scene.press_roll()
    play(app)
    scene.press_die(die)
    settle(app, 1.4)
    return _table(app)


def _off_the_tray_pointing_at_its_die(app, table, size, what) -> None:
    coach = table.coach
    assert coach.card is not None, (size, what, "no card")
    mat = pygame.Rect(table.mat)
    assert not coach.card.colliderect(mat), (size, what, coach.card, mat)
    panels = [pygame.Rect(r) for r in (table.groups_rect, table.turn_rect, table.guide_rect,
                                       table.players_rect) if r.w > 0]
    # (rewritten, round 50, critic B41: at 1024x600 the card stood in the ledger, above its
    # die at the larger sizes; the felt between the dice row and "Selecție" now holds it at
    # every size: right under its die, off every side panel, the ledger too)
    assert coach.card.collidelist(panels) == -1, (size, what, coach.card, panels)
    assert coach.card.top > coach.target.bottom, (size, what, "under its die", coach.card)
    assert coach.card.left < coach.target.centerx < coach.card.right, (size, what, coach.card)
    assert not coach.card.colliderect(selection_line_rect(table)), (size, what)
    assert coach.target in [pygame.Rect(r) for r in table.hit_targets()], (size, what)
    route = coach.pointer_route()
    assert len(route) <= 3, (size, what, "more than one bend", route)
    assert not any(mat.clipline(a, b) for a, b in zip(route, route[1:], strict=False)), \
        (size, what, "across the tray", route, mat)
    assert just_short(route[-1], coach.target), (size, what, route, coach.target)
    assert not [p for p in layout_problems(app, what) if "coach" in p], size


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("build", ["_farkle_set_aside", "_farkle_refused"])
def test_a_die_card_sits_off_the_tray_beside_its_die(tmp_path, size, build):
    app = coach_app(tmp_path, size=size)
    try:
        getattr(screens_coach, build)(app)
        _off_the_tray_pointing_at_its_die(app, _table(app), size, build)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
@pytest.mark.parametrize("die", [1, 4])
def test_a_refused_die_further_in_gets_its_card_off_the_selection_line(tmp_path, size, die):
    """A die near the "Selecție" words and one far from the ledger: its card beside it off
    the tray; where no side panel's card reaches it, on the empty tray right under it (a
    refused die never lands there; hC25: the pill alone lost the tip), wholly inside it,
    never on the "Selecție" line, its pointer straight up to the die."""
    app = coach_app(tmp_path, size=size)
    try:
        table = _refused(app, die)
        assert table.coach.shown == "farkle.refused", (size, die)
        assert table.coach.target == pygame.Rect(table.hit_targets()[die]), (size, die)
        mat = pygame.Rect(table.mat)
        if table.coach.card.colliderect(mat):
            assert mat.contains(table.coach.card), (size, die, table.coach.card, mat)
            assert not table.coach.card.colliderect(selection_line_rect(table)), (size, die)
            assert just_short(table.coach.pointer_route()[-1], table.coach.target)
            assert not [p for p in layout_problems(app, f"refused {die}") if "coach" in p]
            return
        _off_the_tray_pointing_at_its_die(app, table, size, f"refused {die}")
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_a_refused_die_further_in_gets_its_card_beside_it_at_large_sizes(tmp_path, size):
    """A die far from the ledger (the fifth): its card sits right above it, off the Tura
    panel (hC28: it took the panel's foot, "Lider" hidden under it), its pointer straight
    down to the die; never on the tray."""
    app = coach_app(tmp_path, size=size)
    try:
        table = _refused(app, 4)
        assert table.coach.shown == "farkle.refused", size
        assert not pygame.Rect(table.turn_rect).colliderect(table.coach.card), size
        _off_the_tray_pointing_at_its_die(app, table, size, "refused 4")
    finally:
        app.close()


def test_the_layout_check_lets_a_die_pointer_reach_a_little_further():
    """A leader at a die may be a quarter of the window's height (from the panel beside the
    dice); any other straight pointer a fifth."""
    from tests.layout_check import pointer_problems

    die = pygame.Rect(300, 100, 60, 60)
    leader = [(300 - 10, 100 + 60 + 140), (300 - 4, 100 + 60 + 4)]  # ~140 px at 600 high
    assert pointer_problems(leader, [], [], [die], (1024, 600), die) == []
    other = pointer_problems(leader, [], [], [], (1024, 600), die)
    assert any("px long" in p for p in other), other
    far = [(300 - 10, 100 + 60 + 170), (300 - 4, 100 + 60 + 4)]
    assert any("px long" in p for p in pointer_problems(far, [], [], [die], (1024, 600), die))
