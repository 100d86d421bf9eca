"""Rules: one size for every section heading (round 77, hR81, critic cC77: the heading at the
top of the view read smaller than the headings under it). Every section title drawn in the
reading panel as a heading, at every stop of both pages and at three sizes, is drawn at the
page's heading size; the running head over a section read on (S32) was the place's caption, in
its cream and weight, never a smaller gold heading (ruling S33). Amended round 79 (hR83, S66):
the running head is gone; the section's own heading, pinned at the view's top, is drawn at
the page's heading size like every other (counted here)."""

from __future__ import annotations

import pytest

from game.widgets.page_stops import stops
from tests.uihelpers import make_app, recorded_frame, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


@pytest.mark.parametrize("size", SIZES)
def test_every_section_heading_in_the_panel_is_one_size(tmp_path, size):
    from game.scenes.rules import GAMES, RulesScene

    app = make_app(tmp_path, size=size)
    scene = RulesScene(app, "yams", play=lambda game: None)
    app.manager.push(scene)
    settle(app, 20)
    try:
        pinned = 0
        for game in GAMES:
            scene.show(game)
            titles = {t for t, _ in scene.section_anchors()}
            for offset in stops(scene.page):
                if offset > scene.scroll.max_offset:
                    break
                scene.scroll.scroll_to(offset)
                frame = recorded_frame(scene, size)
                sizes = {t.size for t in frame.texts if t.text in titles
                         and scene.panel.contains(t.rect)}
                assert len(sizes) <= 1, (game, offset, sizes)
                assert sizes <= {scene.doc_style.heading}, (game, offset, sizes)
                assert not [t for t in frame.texts if t.role == "running_head"]
                pinned += bool(scene.pinned_bands(offset))
        assert pinned  # (a heading was pinned somewhere)
    finally:
        app.close()
