"""Rules' index entries keep their room (round 81, hK89, ruling S97 2.; critic cC80 #13: long
entries, "Obiectivul și ultima tură", "Sacrificarea unei căsuțe", nearly touched the index
panel's edge and the focus ring): every title is written whole, in one type for the whole
index, with as much air after its last letter as before its first (past the lit bar), so no
entry reaches its row's right edge, where the focus ring runs."""

from __future__ import annotations

import pytest

from game import theme
from game.scenes.rules import GAMES, RulesScene
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


@pytest.mark.parametrize("size", SIZES)
def test_every_index_entry_is_whole_in_one_type_clear_of_its_right_edge(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = RulesScene(app)
        app.manager.push(scene)
        app.step(0.05)
        scene.focus.focus(scene.index)
        for game in GAMES:
            scene.show(game)
            frame = recorded_frame(scene, size)
            rows = scene.index.entry_rects()
            titles = [title for title, _ in scene.index.sections]
            marks = {m.text: m for m in frame.texts
                     if m.text in titles and scene.index.rect.colliderect(m.rect)}
            assert set(marks) == set(titles), (game, sorted(set(titles) - set(marks)))
            assert len({m.size for m in marks.values()}) == 1, (
                game, {t: m.size for t, m in marks.items()})
            pad = theme.px(18, scene.scale)
            for title, row in zip(titles, rows, strict=True):
                rect = marks[title].rect
                left = rect.left - row.left
                assert row.right - rect.right >= min(left, pad) - 2, (game, title, rect, row)
    finally:
        app.close()
