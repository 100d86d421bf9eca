"""The side pages' titles in one place (round 78, hS34, ruling S51; critics cC77b, cB77:
"Scoruri" stood lower and larger than "Statistici"): Scoruri (empty or with scores) and
Statistici (on every tab, with games or none) draw their title at one height, in one type, so
turning from one page to the other the title never moves."""

from __future__ import annotations

import pytest

from game.storage.store import Storage
from tests.uihelpers import FRAME, button_named, click, make_app, recorded_frame, settle
from tools.screens_rules import fill_highscores
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _title_box(scene, size, words):
    """The box of the title ``words`` as ``scene`` draws it at ``size`` (height and centre
    line: the words' widths differ)."""
    marks = [m for m in recorded_frame(scene, size).texts if m.text == words]
    assert marks, words
    rect = marks[0].rect
    return rect.centery, rect.h, marks[0].size


@pytest.mark.parametrize("size", SIZES)
def test_scores_and_statistics_titles_stand_in_one_place(tmp_path, size):
    boxes = {}
    for filled in (False, True):
        folder = tmp_path / f"scores{filled}"
        folder.mkdir()
        if filled:
            fill_highscores(Storage(folder))
        app = make_app(folder, size=size)
        try:
            click(app, button_named(app, "menu.scores"))
            settle(app)
            scene = app.manager.top
            boxes[f"scores {filled}"] = _title_box(scene, size, scene.tr("menu.scores"))
        finally:
            app.close()
    for games in (0, 1, 50):
        folder = tmp_path / f"stats{games}"
        folder.mkdir()
        app = make_app(folder, size=size)
        try:
            scene = open_statistics(app, games)
            for tab in ("yams", "farkle", "dice"):
                scene.select_kind(tab)
                app.step(FRAME)
                boxes[f"stats {games} {tab}"] = _title_box(scene, size, scene.tr("stats.title"))
        finally:
            app.close()
    first = next(iter(boxes.values()))
    assert all(abs(box[0] - first[0]) <= 1 and box[1:] == first[1:]
               for box in boxes.values()), boxes
