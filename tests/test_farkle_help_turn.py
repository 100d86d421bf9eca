"""The 10 000 "?" shows a turn at a glance under its scoring table: the steps in order
(throw, set aside, throw again or bank), then a lost turn and hot dice with the seed's words;
all of it legible and clear of everything else, at the smallest and the largest window."""

from __future__ import annotations

import pytest

from game.scenes.farkle_help import TURN_STEPS, FarkleHelpOverlay
from tests.layout_check import problems
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_help_shows_the_flow_of_a_turn(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        overlay = FarkleHelpOverlay(app)
        app.manager.push(overlay)
        app.step(1 / 60)
        frame = recorded_frame(overlay, size)
        marks = {t.text: t for t in frame.texts}
        steps = [marks[app.tr(key)] for key in TURN_STEPS]
        assert [s.rect.x for s in steps] == sorted(s.rect.x for s in steps)  # in order
        assert len({s.rect.centery for s in steps}) == 1  # on one line
        for key in ("farkle.bust", "farkle.help.bust", "farkle.hot_dice", "farkle.help.hot"):
            assert app.tr(key) in marks, key
        assert "6" in app.tr("farkle.help.hot")  # all six dice come back
        note = app.tr("farkle.help.note")  # in its lines, closing the examples' column
        lines = [t for t in frame.texts if t.text and t.text in note and t.text != note[:1]]
        assert " ".join(t.text for t in lines) == note
        hot = marks[app.tr("farkle.help.hot")].rect
        assert not any(t.rect.colliderect(hot) for t in lines)  # never across the turn
        assert not problems(frame, size), problems(frame, size)[:5]
    finally:
        app.close()
