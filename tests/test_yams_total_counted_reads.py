"""A routine TOTAL counted in its row of the sheet reads as the moment (critic C64: its
frame faint, its figure smaller than its neighbours' at 1024x600): while it counts its
plate (round 75, hY103: it stood in a ringed cell before) stands out from the sheet round
it and its figure from the plate (a contrast of at least 3:1, as a control's edge), and its
figure is the largest number of the TOTAL row at every size."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import theme
from game.widgets import layout_record
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SHARES = (30, 50, 66)
"""Points of the count (percent of its moment), before its landing's pop."""


def _luminance(colour: tuple[int, ...]) -> float:
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    """The WCAG contrast ratio of two colours."""
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def _counted(tmp_path: Any, size: tuple[int, int], percent: int) -> tuple[Any, Any]:
    from tools.screens_yams_moments import _total

    app = make_app(tmp_path, size=size)
    _total(app, percent)
    return app, app.manager.top


def _draw(app: Any, table: Any) -> tuple[pygame.Surface, Any]:
    size = app.screen.get_size()
    layout_record.start(size)
    try:
        layout_record.begin(size)
        surface = pygame.Surface(size)
        table.draw(surface)
        return surface, layout_record.frame()
    finally:
        layout_record.stop()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_counted_totals_frame_stands_out(tmp_path, size):
    for percent in SHARES:
        app, table = _counted(tmp_path, size, percent)
        try:
            surface, frame = _draw(app, table)
            player = table.game.last_event.player
            # round 75 (hY103, S8 amended): the count stands on its plate over the column,
            # not in a ringed cell (the ring's cell was "nearly invisible": cA75); round 76
            # (hY105, S8 amended again): on its band over the dimmed table, centred; its
            # gold figure stands out from its band and from the dimmed sheet beside it
            figure = next(t for t in frame.texts if t.role == "celebration").rect
            plate = surface.get_at((figure.centerx, figure.top - 3))
            other = table.sheet.sum_cell_rect((player + 1) % 3, "total")
            beside = surface.get_at((other.centerx, other.top + 2))
            assert contrast(theme.GOLD, beside) >= 3.0, (percent, plate, beside)
            assert contrast(theme.GOLD, plate) >= 3.0, (percent, plate)
        finally:
            app.close()


def ink_height(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """The height of the dark letters (the sheet's ink) inside ``rect`` of ``surface``."""
    rows = [y for y in range(rect.top, rect.bottom)
            if any(sum(surface.get_at((x, y))[:3]) < 330 for x in range(rect.left, rect.right))]
    return (max(rows) - min(rows) + 1) if rows else 0


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_counted_total_is_the_largest_number_of_its_row(tmp_path, size):
    for percent in SHARES:
        app, table = _counted(tmp_path, size, percent)
        try:
            surface, frame = _draw(app, table)
            player = table.game.last_event.player
            counted = [t for t in frame.texts if t.role == "celebration"]
            assert len(counted) == 1, counted
            figure = ink_height(surface, counted[0].rect)
            for other in range(3):
                if other == player:
                    continue
                cell = table.sheet.sum_cell_rect(other, "total").inflate(-8, -6)
                assert figure > ink_height(surface, cell) > 0, (percent, figure, other)
        finally:
            app.close()
