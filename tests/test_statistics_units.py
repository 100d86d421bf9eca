"""Statistici says what its numbers count (hM40, after the A32 critic: "axes without units";
"'300' against 'puncte' at 1024"): each chart's y axis names its unit over its numbers, clear
of them, and the one game's scale ends well apart from the "puncte" under its big total, so
"300" and "puncte" never read as one phrase."""

from __future__ import annotations

import pytest

from game import theme
from game.scenes import stats_drawing
from game.widgets import charts
from game.widgets.text import line_height
from tests.uihelpers import FRAME, make_app, recorded_frame
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)


def _said_by_charts(app, scene, monkeypatch):
    said = []
    for module in (charts, stats_drawing):  # (the line's unit may share its legend's row)
        real = module.draw_text
        monkeypatch.setattr(module, "draw_text", lambda s, text, size, *a, _r=real, **k:
                            said.append((text, _r(s, text, size, *a, **k))) or said[-1][1])
    scene.draw(app.screen)
    return said


@pytest.mark.parametrize("games, kind, units", [
    (1, None, ["puncte"]),  # one game's boxes
    (50, None, ["puncte", "partide", "puncte"]),  # the line, the totals, the boxes' means
    (50, "farkle", ["puncte", "partide", "ture"]),  # the line, the totals, the banks
    (50, "dice", ["aruncări"]),  # the faces
])
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_each_charts_y_axis_names_its_unit_clear_of_its_numbers(tmp_path, monkeypatch, size,
                                                                games, kind, units):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_statistics(app, games, kind=kind, computer=kind == "dice")
        app.step(FRAME)
        axis_units = []
        pages = [0, 1] if scene.page_choice.visible else [0]  # (a short window's Yams tab:
        for page in pages:  # the boxes on a page of their own, ruling S18, hS31)
            scene.page_choice.select(page)
            said = _said_by_charts(app, scene, monkeypatch)
            for text, box in said:  # a unit over its axis: over its numbers, touching nothing
                if text not in units:
                    continue
                clear = not any(box.colliderect(b) for t, b in said if (t, b) != (text, box))
                numbers = [b for t, b in said if t.replace(" ", "").isdigit()
                           and b.left < box.right and b.right > box.left - box.w
                           and 0 <= b.top - box.bottom < box.h * 3]
                if clear and numbers:
                    axis_units.append(text)
        assert sorted(axis_units) == sorted(units), [t for t, _ in said]
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_one_games_scale_stands_apart_from_the_unit_of_its_total(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_statistics(app, 1)
        app.step(FRAME)
        frame = recorded_frame(scene, size)
        last_word, last = scene.bar_scale[-1]
        unit = next(t.rect for t in frame.texts if t.text == "puncte"
                    and abs(t.rect.centery - last.centery) < line_height(
                        theme.chart_label(scene.scale)) * 2)
        assert unit.left - last.right >= theme.px(48, scene.scale), (last_word, last, unit)
    finally:
        app.close()
