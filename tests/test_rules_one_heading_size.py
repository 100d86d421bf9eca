"""Rules: one size for every section heading (round 77, hR81, critic cC77: the heading at the
top of the view read smaller than the headings under it). Every section title drawn in the
reading panel as a heading, at every stop of both pages and at three sizes, is drawn at the
page's heading size; the running head over a section read on (S32) is the place's caption, in
its cream and weight, never a smaller gold heading (ruling S33)."""

from __future__ import annotations

import pytest

from game import theme
from game.scenes import rules_foot
from game.widgets.page_stops import stops
from tests.uihelpers import make_app, recorded_frame, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


@pytest.mark.parametrize("size", SIZES)
def test_every_section_heading_in_the_panel_is_one_size(tmp_path, size, monkeypatch):
    from game.scenes.rules import GAMES, RulesScene

    heads: list[tuple[str, tuple[int, int, int], object]] = []
    real = rules_foot.draw_text

    def record(surface, text, size_, colour, *rest, **named):
        if named.get("role") == "running_head":
            heads.append((text, tuple(colour), named.get("weight")))
        return real(surface, text, size_, colour, *rest, **named)

    monkeypatch.setattr(rules_foot, "draw_text", record)
    app = make_app(tmp_path, size=size)
    scene = RulesScene(app, "yams", play=lambda game: None)
    app.manager.push(scene)
    settle(app, 20)
    try:
        said = 0
        for game in GAMES:
            scene.show(game)
            titles = {t for t, _ in scene.section_anchors()}
            for offset in stops(scene.page):
                if offset > scene.scroll.max_offset:
                    break
                scene.scroll.scroll_to(offset)
                heads.clear()
                frame = recorded_frame(scene, size)
                sizes = {t.size for t in frame.texts if t.text in titles
                         and scene.panel.contains(t.rect) and t.role != "running_head"}
                assert len(sizes) <= 1, (game, offset, sizes)
                for text, colour, weight in heads:
                    said += 1
                    assert colour == tuple(theme.CREAM) and weight is None, (text, colour)
        assert said  # (the running head was drawn somewhere)
    finally:
        app.close()
