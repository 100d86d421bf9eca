"""A 10 000 tie's results say by how much the target was passed once (round 74, hW76: both
tied winners passed it by the same points, and "Obiectiv atins cu +100" stood under each of
their halves of the shared top step, the same words twice at once). The line stands once,
under the shared step, centred across the tied winners."""

from __future__ import annotations

import pytest

from game.scenes.results import ResultsOverlay
from game.widgets import layout_record
from tests.uihelpers import make_app
from tools.end_frames import FRAME, play_last_move
from tools.unseen_frames import draw_shown_frame, unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _recorded(app) -> layout_record.Frame:
    """The frame ``app`` shows now, drawn with the layout record on (for that frame only:
    the frames between run unseen, not drawn)."""
    layout_record.start(app.size)
    try:
        layout_record.begin(app.size)
        draw_shown_frame(app)
        return layout_record.frame()
    finally:
        layout_record.stop()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_a_ties_target_line_is_said_once_a_frame(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        play_last_move(app, "tie")
        with unseen_frames(app, last_drawn=False):
            for _ in range(2000):
                if isinstance(app.manager.top, ResultsOverlay):
                    break
                app.step(FRAME)
        results = app.manager.top
        assert isinstance(results, ResultsOverlay)
        line = results.tr("results.detail.target", points=100)
        assert line == "Obiectiv atins cu +100"
        seen = 0
        for k in range(150):
            if k % 15 == 0 or k == 149:
                frame = _recorded(app)
                marks = [m for m in frame.texts if m.text == line]
                assert len(marks) <= 1, (k, marks)  # never twice at once
                seen += len(marks)
            with unseen_frames(app, last_drawn=False):
                app.step(FRAME)
        assert seen, "the line is said (once)"
        frame = _recorded(app)  # (at the end)
        steps = [m for m in frame.texts if m.role == "podium_winner" and not m.dimmed]
        assert len(steps) == 2  # the two tied winners
        mark = next(m for m in frame.texts if m.text == line)
        # (amended round 82, hF112, ruling S109 3.: the line is the one who reached the
        # goal's, Ana's, not the tie's: said once, under her half of the shared step; it
        # was centred across both while it was every winner's)
        assert any(abs(mark.rect.centerx - step.rect.centerx) <= 2 for step in steps), (
            mark.rect, [step.rect for step in steps])
    finally:
        app.close()
