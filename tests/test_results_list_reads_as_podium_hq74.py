"""The places from the fourth read as part of the podium (round 74, hQ74; critic: "places 4
and lower go into a small plain table"): each listed name is drawn in its seat's colour
(bold, as the podium's names), each row's place, name and total no smaller than the columns'
header over them, and the rows clear of the buttons, at three window sizes."""

from __future__ import annotations

import importlib

import pygame
import pytest

from game.widgets.seats import seat_colour
from tests.uihelpers import make_app, recorded_frame
from tools.render_screens import REGISTRY, build_state

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

importlib.import_module("tools.screens_results")
importlib.import_module("tools.screens_yams")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
ROW_ROLES = ("list_place", "list_name", "list_total")


def _inked(surface: pygame.Surface, rect: pygame.Rect, ink) -> int:
    """Pixels of ``rect`` within a little of ``ink``."""
    found = 0
    for y in range(rect.top, rect.bottom):
        for x in range(rect.left, rect.right):
            r, g, b = tuple(surface.get_at((x, y)))[:3]
            found += abs(r - ink[0]) + abs(g - ink[1]) + abs(b - ink[2]) < 30
    return found


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("state", ["results_seven_players", "results_yams_4"])
def test_the_listed_rows_read_as_the_podiums(tmp_path, state, size):
    app = make_app(tmp_path, size=size)
    try:
        build_state(app, next(s for s in REGISTRY if s.name == state))
        panel = app.manager.top
        surface = pygame.Surface(size)
        texts = recorded_frame(app.manager, size, onto=surface).shown_texts()
        names = [t for t in texts if t.role == "list_name"]
        assert len(names) == len(panel.list_rows), [t.text for t in texts]
        for mark, row in zip(names, panel.list_rows, strict=True):
            assert row.seat is not None
            assert _inked(surface, mark.rect, seat_colour(row.seat)) >= 20, mark.text
        header = max(t.size for t in texts if t.role in ("list_stat_label",
                                                          "list_total_label"))
        for mark in texts:
            if mark.role in ROW_ROLES:
                assert mark.size >= header, (mark.text, mark.size, header)
        buttons = panel.new_game_button.rect.union(panel.menu_button.rect)
        lowest = max(t.rect.bottom for t in texts if t.role in ROW_ROLES)
        assert lowest < buttons.top, (lowest, buttons)
    finally:
        app.close()
