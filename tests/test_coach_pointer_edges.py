"""A coach pointer never runs along an edge and bends once at most (hC17: at 1024x600 in a
first Yams turn the "Alege o căsuță" card's leader ran down the sheet's left edge and the
countdown card's pointer bent twice, up the gap beside the sheet); the layout check says so."""

from __future__ import annotations

import pygame

from tests.layout_pointer import EDGE_NEAR, down_a_gutter, pointer_problems, runs_along
from tests.test_coach_marks import coach_app
from tests.uihelpers import key
from tools.screens_yams import table as yams_table


def test_the_layout_check_knows_a_pointer_along_an_edge_and_a_second_bend():
    target = pygame.Rect(100, 100, 50, 30)
    twice = pointer_problems([(0, 160), (40, 160), (40, 115), (95, 115)], [], [], [],
                             (1366, 768), target)
    assert any("bends 2 times" in p for p in twice), twice
    once = pointer_problems([(40, 160), (40, 115), (95, 115)], [], [], [], (1366, 768), target)
    assert once == [], once
    sheet = pygame.Rect(200, 0, 300, 500)
    along = pointer_problems([(188, 40), (195, 125)], [], [], [], (1024, 600),
                             pygame.Rect(200, 130, 300, 20), [sheet])
    assert any("runs along the edge" in p for p in along), along
    across = pointer_problems([(120, 140), (195, 140)], [], [], [], (1024, 600),
                              pygame.Rect(200, 130, 300, 20), [sheet])
    assert across == [], across


def test_a_first_yams_turn_at_1024x600_points_straight_off_the_edges(tmp_path):
    app = coach_app(tmp_path, size=(1024, 600))
    try:
        table = yams_table(app, ["Ana"], [2, 5, 5, 3, 6, 4, 1, 5, 2, 2, 3, 6])
        seen = set()
        near = EDGE_NEAR * 600 / 1080
        for code, seconds in ((pygame.K_SPACE, 4), (pygame.K_2, 0.5), (pygame.K_SPACE, 4),
                              (pygame.K_SPACE, 4)):
            key(app, code)
            for _ in range(round(seconds / 0.05)):
                app.step(0.05)
                mark = table.coach.shown
                if mark is None:
                    continue
                seen.add(mark)
                route = table.coach.pointer_route() or []  # (S20, round 76: none docked)
                assert len(route) <= 3, (mark, route)
                # (S62 4., round 79: the countdown's leader runs straight down from its
                # dock to the ring in the prompt's pill, off the sheet: S45)
                if mark == "yams.box" and table.coach.side in ("leader", "elbow"):
                    # no leader slanting down the sheet's side (hC22: nor a bend across its
                    # row labels): one that comes at the row from the side (the countdown's
                    # first leg to its row, then along it to the ring: hC25)
                    (ax, ay), (bx, by) = route[:2]
                    assert abs(bx - ax) >= abs(by - ay) / 2, (mark, route)
                sheet = pygame.Rect(table.sheet.rect)
                for a, b in zip(route, route[1:], strict=False):  # (S106 1., round 82: the
                    # hold card's leg down the middle of the gutter beside the sheet)
                    assert not runs_along(a, b, sheet, near) or down_a_gutter(
                        a, b, [sheet, table.left]), (mark, route, sheet)
        # the box's row (Șansă) is level with the Clasament here: no clean place, its card
        # waits (hC22); the countdown's shows
        assert "yams.countdown" in seen, seen
    finally:
        app.close()


def test_a_leader_never_slants_down_a_panels_side():
    """Where only a leader reaches a row at a panel's side, the card takes a place from which
    it comes in at an angle, never one that runs down the panel's edge."""
    from game.views.coach_place import leader, place_card, runs_along

    sheet = pygame.Rect(200, 0, 300, 500)
    row = pygame.Rect(200, 300, 300, 20)
    block = pygame.Rect(0, 262, 150, 100)  # nothing level with the row, left of it
    found = place_card(row, (120, 50), [sheet, block], pygame.Rect(0, 0, 500, 500), 14,
                       [sheet], clear=8)
    assert found is not None and found[1] == "leader", found
    a, b = leader(found[0], row, 8)
    assert not runs_along(a, b, sheet, 14), (found, a, b)


def test_a_row_cards_leader_is_never_steeper_than_its_slant():
    """A Yams row's card (the box's, the countdown's: ``slant`` 0.5) takes no leader
    steeper than about 63 degrees: where only such a place is free, it has none (its mark
    waits, or the box card lies over the prompt); without the rule that place is taken."""
    from game.views.coach_place import leader, place_card

    sheet = pygame.Rect(200, 0, 300, 500)
    row = pygame.Rect(200, 300, 300, 20)
    block = pygame.Rect(0, 262, 180, 100)  # the only free places: close above the row
    bounds = pygame.Rect(0, 0, 500, 500)
    steep = place_card(row, (120, 50), [sheet, block], bounds, 14, [sheet], clear=8)
    assert steep is not None and steep[1] == "leader", steep  # it exists
    found = place_card(row, (120, 50), [sheet, block], bounds, 14, [sheet], clear=8,
                       slant=0.5)
    if found is not None:
        (ax, ay), (bx, by) = leader(found[0], row, 8)
        assert abs(bx - ax) >= abs(by - ay) / 2, found


def test_the_yams_row_cards_ask_for_a_side_leader(tmp_path, monkeypatch):
    """The box's and the countdown's cards ask every place for a leader no steeper than
    about 63 degrees (``slant`` 0.5; the rule itself: the test above), at every size."""
    from game.views import coach as coach_view
    from tests.test_coach_marks import coach_app
    from tests.test_coach_places import _table
    from tools import screens_coach

    asked: list[float] = []
    real = coach_view.place_card

    def spy(*args, **kwargs):
        asked.append(kwargs.get("slant", 0.0))
        return real(*args, **kwargs)

    from tests.test_coach_docked import undock_the_countdown

    monkeypatch.setattr(coach_view, "place_card", spy)
    undock_the_countdown(monkeypatch)  # (round 76, S20: its places where the dock has none)
    app = coach_app(tmp_path, size=(1024, 600))
    try:
        screens_coach._yams_countdown(app)
        table = _table(app)
        assert table.coach.shown == "yams.countdown"
        assert all(s == 0.5 for s in asked), set(asked)
        if not asked:  # (critic B71) in the prompt's place, the table's one, or (round 74,
            # critic cQ74) beside its ring: no place asked, its leader from the card's side
            # to the row, no steeper than the rule's (beside the ring: level)
            from game.views.coach_spot import spot_rect

            ring = table.countdown_ring_rect()  # (round 78, S45: the spot place's card
            # keeps off the ring at the pill's right end: it may stand narrower there)
            assert (table.coach.card == spot_rect(table) or table.coach.target == ring
                    or spot_rect(table).contains(table.coach.card)), table.coach.card
            (ax, ay), (bx, by) = table.coach.pointer_route()[:2]
            assert abs(bx - ax) >= abs(by - ay) / 2, table.coach.pointer_route()
    finally:
        app.close()


def test_a_yams_row_card_off_its_one_place_asks_for_a_side_leader(tmp_path, monkeypatch):
    """Where the one place is not free (round 73: at every size the countdown's card of a
    first turn stands in it, asking no place), the box's and the countdown's cards ask every
    place for a leader no steeper than about 63 degrees (``slant`` 0.5)."""
    from game.views import coach as coach_view
    from tests.test_coach_marks import coach_app
    from tools import screens_coach

    asked: list[float] = []
    real = coach_view.place_card

    def spy(*args, **kwargs):
        asked.append(kwargs.get("slant", 0.0))
        return real(*args, **kwargs)

    monkeypatch.setattr(coach_view, "place_card", spy)
    monkeypatch.setattr(coach_view, "spot_place", lambda *args, **kwargs: None)
    monkeypatch.setattr(coach_view, "beside_the_ring", lambda *args, **kwargs: None)
    from tests.test_coach_docked import undock_the_countdown

    undock_the_countdown(monkeypatch)  # (round 76, S20: nor the header's dock)
    app = coach_app(tmp_path, size=(1024, 600))
    try:
        screens_coach._yams_countdown(app)
        assert asked and all(s == 0.5 for s in asked), set(asked)
    finally:
        app.close()
