"""The third step carries its medal as the others do (hR64, critic C64: "the third step's
blank face"): its "3" written on a whole disc of its metal (the same rule as the "1" and
the "2": a figure on a disc sized to it, never a disc cut smaller than its figure's), that
disc filling its face under the token standing on the step (growing with its step as the
others do), at every window size, over a list of seven players too."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import podium
from game.widgets.text import STAMP, line_height
from tests.results_panel import results_over
from tests.test_results_stat_labels import _farkle, _yams
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

CASES = {"yams3": lambda: _yams(3), "yams4": lambda: _yams(4),
         "farkle3": lambda: _farkle(3), "farkle7": lambda: _farkle(7)}


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)],
                         ids=["1024x600", "1366x768", "1920x1080"])
@pytest.mark.parametrize("case", list(CASES))
def test_the_third_steps_medal_is_whole_and_fills_its_face(tmp_path, monkeypatch, size,
                                                           case):
    bands = {podium.step_colours(place)[1]: place for place in (1, 2, 3)}
    discs: dict[int, tuple[tuple[int, int], int]] = {}
    written: dict[str, int] = {}
    circle = pygame.draw.circle
    real = podium.draw_text

    def disc_spy(surface, colour, centre, radius, *args, **kw):
        if tuple(colour)[:3] in bands and not args and not kw:
            discs[bands[tuple(colour)[:3]]] = (tuple(centre), radius)
        return circle(surface, colour, centre, radius, *args, **kw)

    def text_spy(surface, text, px, colour, centre, *args, **kw):
        if kw.get("role") == "podium_place":
            written[text] = px
        return real(surface, text, px, colour, centre, *args, **kw)

    monkeypatch.setattr(pygame.draw, "circle", disc_spy)
    monkeypatch.setattr(podium, "draw_text", text_spy)
    app = make_app(tmp_path, size=size)
    try:
        rows = CASES[case]()
        panel = results_over(app, rows, 10.0)
        panel.layout(app.screen.get_size())
        discs.clear()
        written.clear()
        panel.draw(app.screen)
        scale = panel.scale
        below = panel._figures_height(panel.podium.w)
        third = next(step for row, step in podium.steps(panel.podium, rows, scale, below)
                     if row.place == 3)
        (x, y), radius = discs[3]
        whole = round(line_height(written["3"], STAMP) * podium.BADGE_DISC)
        assert radius >= whole - 1, (radius, whole, written)  # a whole disc under its "3"
        side = podium.token_side(scale)  # the token on the lid: its foot (ring included)
        foot = third.top - podium.top_depth(scale) // 2 + side // 2 + max(2, side // 24)
        assert y - radius >= foot, (y, radius, foot)  # clear under the token
        assert y + radius <= third.bottom, (y, radius, third)  # on its face
        assert 2 * radius >= 0.75 * (third.bottom - foot), (radius, foot, third)  # filling
        assert written["3"] <= written["2"] and radius <= discs[2][1]  # (growing with its
        # step as the "2" and the "1" do: hR41)
    finally:
        app.close()
