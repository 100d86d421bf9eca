"""The Joker's note has one look (critic D71 #9): the Joker Penta stage's last frames say the
table's own note, the red "Joker" tag, its pick ("Alege Patru") and what the hatched boxes
mean under it, in the prompt's pill, where the table then says it, never a second wording
("Joker · Singura căsuță permisă: Patru") the table drops as the stage leaves."""

from __future__ import annotations

import pytest

from game.flow.stage import HOME_FROM
from tests.test_stage_rows_clear import drawn, drawn_table
from tests.uihelpers import make_app
from tools.screens_yams import forced_joker

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _note(frame, lane):
    """The words written in the table's line: (text, rect) of each, top to bottom."""
    return sorted(((t.text, tuple(t.rect)) for t in frame.texts
                   if lane.top <= t.rect.centery <= lane.bottom), key=lambda item: item[1][1])


def test_the_joker_stages_tail_is_the_tables_own_note_in_its_place(tmp_path):
    from tools.screens_stage import until_staged

    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = forced_joker(app)
        stage = until_staged(app, "joker_penta")
        lane = scene.message_lane()
        _, frame = drawn(app, stage, 0.96)
        tail = _note(frame, lane)
        texts = [text for text, _ in tail]
        assert texts == ["Joker", "Alege Patru",
                         "Căsuțele hașurate sunt închise de Joker acum"], tail
        for _ in range(200):  # the stage leaves: the table says the same note, same place
            if app.manager.top is scene:
                break
            app.step(1 / 30)
        assert app.manager.top is scene
        after = _note(drawn_table(app), lane)
        assert after == tail, (after, tail)
        assert HOME_FROM < 0.96
    finally:
        app.close()
