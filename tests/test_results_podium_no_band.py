"""No band of bare card between the results' headline and the winner's score (round 74, hY96;
the critic's "Yams results" row: "no dead space"; at 1366x768 ~60 px of empty felt stood
between "Ștefania câștigă!" and her "126"): the podium kept the winner's total's whole line
box over its steps, the display face's accent room over the digits included, so the digits
stood that much lower than the headline's room let them. Measured on the pixels: the gold of
the winner's digits starts at most 40 reference px under the headline's letters, and its pop
never reaches them; two, three and four players, Yams and 10 000, at every size."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.scenes.results_picture import digits_box
from tests.results_panel import results_over
from tests.test_results_stat_labels import _farkle, _yams
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _gold_top(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """The first row of ``rect`` holding the winner total's gold."""
    for y in range(max(0, rect.top), min(surface.get_height(), rect.bottom)):
        for x in range(max(0, rect.left), min(surface.get_width(), rect.right), 2):
            if sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], theme.GOLD,
                                              strict=True)) < 50:
                return y
    raise AssertionError(f"no gold in {rect}")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)],
                         ids=["1024x600", "1366x768", "1920x1080"])
@pytest.mark.parametrize("case", ["yams2", "yams3", "yams4", "farkle3"])
def test_the_winners_digits_stand_close_under_the_headline(tmp_path, size, case):
    rows = {"yams2": lambda: _yams(2), "yams3": lambda: _yams(3), "yams4": lambda: _yams(4),
            "farkle3": lambda: _farkle(3)}[case]()
    app = make_app(tmp_path, size=size)
    try:
        panel = results_over(app, rows, 10.0)  # at rest
        surface = pygame.Surface(size)
        frame = recorded_frame(panel, size, onto=surface)
        head = next(m for m in frame.texts if m.role == "results_headline").rect
        total = next(m for m in frame.texts if m.role == "celebration").rect
        digits = _gold_top(surface, total)  # (its digits in its recorded box)
        assert digits - head.bottom <= panel.px(40), (digits - head.bottom, panel.px(40))
        for k in range(40):  # through the pop: its digits never up to the headline
            panel.time = k * 0.1
            if not 0 < panel.pop_progress() < 1:
                continue
            frame = recorded_frame(panel, size)
            grown = next(m for m in frame.texts if m.role == "celebration").rect
            assert digits_box(grown).top >= head.bottom, (panel.time, grown, head)
    finally:
        app.close()
