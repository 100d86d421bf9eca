"""The two "?" panels stand level and their tiles' numbers clear (critic A69 §5): the Yams
panel stood lower than the 10 000's (it clears its round line), and the 10 000 last round's
"10 000" touched tile 8's number badge."""

from __future__ import annotations

import pytest

from game.scenes import farkle_help
from game.scenes.farkle_help import FarkleHelpOverlay
from game.scenes.yams_help import YamsHelpOverlay
from game.widgets.felt import felt_area
from game.widgets.mute_icon import mute_icon_rect
from tests.uihelpers import make_app, recorded_step
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


@pytest.mark.parametrize("size", SIZES)
def test_the_two_help_panels_are_level(tmp_path, size):
    """One top for both pages at every window size, as much window under the panel as over
    it (round 74, hH76, ruling S18: centred, the table round it dimmed as under a dialog;
    before, down to the felt's foot), the mute sign's corner clear above it."""
    tops = []
    for game, page in (("yams", YamsHelpOverlay), ("farkle", FarkleHelpOverlay)):
        app = make_app(tmp_path / game, size=size, menu_drawn=False)
        try:
            open_table(app, game, 2)
            shown = page(app)
            app.manager.push(shown, fade=False)
            app.step(1 / 60)
            tops.append(shown.panel.top)
            felt = felt_area(size)  # centred top to bottom, clear under the mute sign
            assert abs(size[1] - shown.panel.bottom - shown.panel.top) <= 1, (
                game, size, shown.panel, felt)
            assert shown.panel.top >= mute_icon_rect(size).bottom + shown.px(6), (game, size)
        finally:
            app.close()
    assert tops[0] == tops[1], (size, tops)


@pytest.mark.parametrize("size", SIZES)
def test_the_targets_figure_keeps_clear_of_the_tiles_number(tmp_path, size):
    """The last round's "10 000" ends a badge's radius or more before tile 8's number."""
    app = make_app(tmp_path, size=size)
    try:
        open_table(app, "farkle", 2)
        shown = FarkleHelpOverlay(app)
        app.manager.push(shown, fade=False)
        app.step(1 / 60)
        texts = recorded_step(app, 1 / 60).texts
        goal = next(k for k, tile in enumerate(farkle_help.TILES) if tile[1] == "goal")
        art = shown.step_rects(goal)[0]
        badge_left = shown.number_rect(art).x  # (hQ70: in the frame's corner)
        figure = next(t for t in texts if t.text == "10 000" and art.contains(t.rect))
        assert badge_left - figure.rect.right >= shown.px(16), (size, figure.rect, badge_left)
    finally:
        app.close()
