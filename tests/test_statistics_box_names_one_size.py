"""The boxes' names under the "Media pe căsuță" bars are set in one size (round 69: at
1024x600 in English "Full house" and "Penta" stood larger than their neighbours "Three of a
kind" and "Small straight", each name shrunk alone to its slot, and read as labels of
another rank): the size the tightest name fits at, every name whole, and no two names
touching (critic M30's "Suită micăSuită mare")."""

from __future__ import annotations

import pytest

from game.widgets import charts
from tests.test_statistics_empty_one_line import _spied
from tests.uihelpers import FRAME, make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

BOXES = ("three_of_a_kind", "four_of_a_kind", "full_house", "small_straight",
         "large_straight", "chance", "penta")
"""The lower boxes, named under their bars (the upper six are dice)."""


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("language", ["ro", "en"])
def test_every_box_name_under_the_bars_is_one_size(tmp_path, monkeypatch, size, language):
    app = make_app(tmp_path, size=size)
    try:
        app.apply_settings(app.settings.with_changes(language=language))
        scene = open_statistics(app, 50)
        if scene.page_choice.visible:  # a short window: the boxes on a page of their own,
            scene.page_choice.select(1)  # chosen in the header row (ruling S18, hS31)
        app.step(FRAME)
        said = _spied(monkeypatch, charts)
        scene.draw(app.screen)
        words = {word for key in BOXES for word in scene.tr(f"stats.box.{key}").split()}
        drawn = [(text, size, rect) for text, size, rect in said
                 if text.split() and set(text.split()) <= words]
        names = [(text, size) for text, size, _ in drawn]
        assert len({text for text, _ in names}) >= len(BOXES), names  # every name drawn
        assert len({size for _, size in names}) == 1, names
        long = [scene.tr(f"stats.box.{key}") for key in BOXES]
        whole = {name in {text for text, _ in names} for name in long if len(name.split()) > 1}
        assert len(whole) == 1, names  # one rule: every name of two words whole, or broken
        # (hS69: "Suită mică" stood on one line beside a two-line "Suită mare")
        for row in {rect.top for _, _, rect in drawn}:  # side by side, never touching (their
            # slots as wide as they need, hS69: English's names fill them at 1024x600)
            line = sorted((rect for _, _, rect in drawn if rect.top == row), key=lambda r: r.x)
            gaps = [b.left - a.right for a, b in zip(line, line[1:], strict=False)]
            assert min(gaps, default=scene.px(12)) >= scene.px(12), (row, gaps, drawn)
    finally:
        app.close()
