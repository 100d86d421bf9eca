"""The results panel enters as a reveal in place (hR64, critic C64: "the panel slides in
from off-screen with live buttons"): it rises a little into its place, every frame of it
whole inside the window (never cut by the window's foot), and its buttons act only once
it stands in place (a click where they stand only lands the entrance before); hR67 (critic
C66) had them fade in with the panel; round 77 (hW80, ruling S29) has them come in after the
podium's steps, in full colour (faded, they read as disabled)."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.results import ENTRANCE_TIME, ResultRow, ResultsOverlay
from game.widgets.podium_motion import FIGURES_AFTER, entrance_done
from tests.test_results_entrance_size import _drawn
from tests.uihelpers import click, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

PAIR = [ResultRow(1, "IA", 300, True, seat=1), ResultRow(2, "Ana", 200, seat=0)]
ALONE = [ResultRow(1, "Ana", 186, seat=0)]


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_panel_rises_whole_inside_the_window(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        panel = ResultsOverlay(app, PAIR, lambda: None, lambda: None, counted_already=True,
                               handed=False)
        app.manager.push(panel, fade=False)
        rest = _drawn(panel, ENTRANCE_TIME + 5)
        seen = [_drawn(panel, ENTRANCE_TIME * k / 6) for k in range(6)]
        for rect in seen:
            assert rect.size == rest.size and rect.x == rest.x, (rect, rest)  # whole
            assert rect.bottom < size[1], (rect, size)  # never cut by the window's foot
            assert rest.y <= rect.y <= rest.y + panel.px(40), (rect, rest)  # a little rise
        assert [r.y for r in seen] == sorted((r.y for r in seen), reverse=True)
    finally:
        app.close()


@pytest.mark.parametrize("rows", [PAIR, ALONE], ids=["podium", "alone"])
def test_the_buttons_come_in_with_the_panel_and_act_once_it_stands(tmp_path, monkeypatch,
                                                                rows):
    app = make_app(tmp_path, size=(1366, 768))
    done: list[str] = []
    try:
        panel = ResultsOverlay(app, rows, lambda: done.append("new"),
                               lambda: done.append("menu"), counted_already=True,
                               handed=False, quiet=len(rows) == 1)
        app.manager.push(panel, fade=False)
        drawn: list[float] = []
        real = panel.draw_widgets
        monkeypatch.setattr(panel, "draw_widgets",
                            lambda surface: (drawn.append(panel.time), real(surface)))
        surface = pygame.Surface(app.screen.get_size())
        entered = entrance_done()
        # hR67 (critic C66: the panel's foot blank while it entered) had the buttons fade in
        # with the panel from its first frames (hR64 drew none until it stood); round 77
        # (hW80, ruling S29): faded they read as disabled: they come in after the podium's
        # steps, after the figures have started, in full colour; they still press only once
        # the entrance is over
        for k in range(1, 8):
            panel.time = entered * k / 8
            panel.draw(surface)
        assert drawn and min(drawn) > FIGURES_AFTER, drawn
        assert max(drawn) < entered, drawn  # in before the entrance ends
        drawn.clear()
        panel.time = entered * 0.5
        click(app, panel.menu_button)  # where it will stand: the entrance only lands
        assert done == [] and app.manager.top is panel
        panel.time = max(panel.time, entered) + 1.0
        panel.draw(surface)
        assert drawn, "the buttons shown once the panel stands in place"
        click(app, panel.menu_button)
        assert done == ["menu"]
    finally:
        app.close()
