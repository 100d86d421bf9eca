"""A Yams coach card's light round its sheet row stays inside the sheet's frame (round 74,
critic cQ74, "Coach marks": on `coach_yams_box_1920` and `coach_yams_box_by_keys_1920` the
row's gold glow spilled out of the sheet onto the felt on both sides)."""

from __future__ import annotations

import pygame
import pytest

from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach


def _drawn(table, size, with_coach: bool) -> pygame.Surface:
    surface = pygame.Surface(size)
    if not with_coach:
        table.coach.draw = lambda s: None
    try:
        table.draw(surface)
    finally:
        table.coach.__dict__.pop("draw", None)
    return surface


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
@pytest.mark.parametrize("build", ["_yams_box", "_yams_countdown"])
def test_the_rows_glow_never_leaves_the_sheet(tmp_path, build, size, monkeypatch):
    """Outside the sheet's frame, level with the lit row, the table is drawn as it is with no
    card (the pointer's own pixels aside). (Round 78, hY110, ruling S45: the countdown's ring
    stands off the sheet, in the prompt's pill, its docked card lights it there; its card
    lights the box's row where it has no dock, as here.)"""
    if build == "_yams_countdown":
        from game.views import coach as coach_view
        from tests.test_coach_docked import undock_the_countdown

        undock_the_countdown(monkeypatch)
        monkeypatch.setattr(coach_view, "beside_the_ring", lambda *args, **kwargs: None)
    app = coach_app(tmp_path, size=size)
    try:
        getattr(screens_coach, build)(app)
        table = _table(app)
        coach = table.coach
        assert coach.card is not None and coach.lit is not None
        sheet = pygame.Rect(table.sheet.rect)
        lit = coach.lit
        assert sheet.contains(lit), (lit, sheet)
        route = coach.pointer_route() or []
        xs, ys = [p[0] for p in route], [p[1] for p in route]
        arrow = (pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
                 .inflate(table.px(40), table.px(40)) if route else pygame.Rect(0, 0, 0, 0))
        shown, bare = _drawn(table, size, True), _drawn(table, size, False)
        spilled = []
        reach = table.px(30)
        for y in range(lit.top - reach, lit.bottom + reach):
            for x in [*range(sheet.left - reach, sheet.left),
                      *range(sheet.right, sheet.right + reach)]:
                if arrow.collidepoint(x, y) or not (0 <= x < size[0] and 0 <= y < size[1]):
                    continue
                if shown.get_at((x, y)) != bare.get_at((x, y)):
                    spilled.append((x, y))
        assert not spilled, (size, len(spilled), spilled[:5], sheet, lit)
    finally:
        app.close()
