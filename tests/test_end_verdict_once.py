"""The win's verdict said once across the hand-off to the results (ruling S9, round 73;
critic N73 #2, #8: the stage's title "Ion câștigă!" still showed, fading, for ~0.3 s while the
card faded in with its own "Ion câștigă!" in body type elsewhere: the title twice at once,
switching font and place). The results' headline after a win's stage IS the stage's title:
the same words, in the same lettering, at the same place and size, standing whole from the
stage's last frame while the card fades in round it, to the results' rest. Both games, a
person's win and a tie."""

from __future__ import annotations

from typing import Any

import pytest

from game.scenes.results import ResultsOverlay
from game.scenes.stage import StageOverlay
from game.views.stage import shown_stamp_alpha
from game.widgets import layout_record
from tests.uihelpers import make_app
from tools.end_frames import FRAME, play_last_move
from tools.unseen_frames import draw_shown_frame, unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _win_stage(app: Any) -> Any:
    top = app.manager.top
    return top if isinstance(top, StageOverlay) and top.clock.kind == "win" else None


def _said(app: Any, words: str) -> list[layout_record.TextMark]:
    """Draw the frame ``app`` shows now, recorded; every text of ``words`` it drew. The
    record is on for that frame only: the frames between run unseen (with the record on
    through the test, every one of them was drawn, ~4 s a case)."""
    layout_record.start(app.size)
    try:
        layout_record.begin(app.size)
        draw_shown_frame(app)
        return [mark for mark in layout_record.frame().texts if mark.text == words]
    finally:
        layout_record.stop()


# (Yams cases retired by ruling S43, round 78: a Yams win over others has no winner's
# moment nor win's stage; its one climax is pinned by tests/test_end_one_climax_hy108.py)
CASES = [("person", (1024, 600)), ("tie", (1366, 768))]


@pytest.mark.parametrize(("case", "size"), CASES, ids=[c for c, _ in CASES])
def test_the_verdict_is_said_once_from_the_stage_into_the_results(tmp_path, case, size):
    app = make_app(tmp_path, size=size)
    try:
        play_last_move(app, case)
        with unseen_frames(app, last_drawn=False):
            for _ in range(900):
                if _win_stage(app) is not None:
                    break
                app.step(FRAME)
        stage = _win_stage(app)
        words = stage.picture.stamp
        title = None
        frames = 0
        while isinstance(app.manager.top, StageOverlay):  # the stage, sampled
            last = (stage.clock.progress, shown_stamp_alpha(stage.picture, stage.clock))
            if frames % 20 == 0:
                marks = _said(app, words)
                assert len(marks) == 1, (frames, marks)  # said once
                title = title or marks[0]
                assert (marks[0].rect, marks[0].size) == (title.rect, title.size), frames
            with unseen_frames(app, last_drawn=False):
                app.step(FRAME)
            frames += 1
        assert title is not None
        assert last[1] == 1.0, last  # whole to its last frame: never fading under the card
        results = app.manager.top
        assert isinstance(results, ResultsOverlay)
        assert results.headline() == words  # one verdict, one form
        for k in range(60):  # the card's fade-in, every 3rd frame of its first half, then
            if k % (3 if k < 30 else 10) == 0:  # some (the test's time budget)
                marks = _said(app, words)
                assert len(marks) == 1, (k, marks)  # never the stage's and the card's
                assert marks[0].role == "results_headline", (k, marks)
                assert (marks[0].rect, marks[0].size) == (title.rect, title.size), \
                    (k, marks[0], title)  # the same place and size: it stands still
            with unseen_frames(app, last_drawn=False):
                app.step(FRAME)
        results.finish_count()
        with unseen_frames(app, last_drawn=False):
            for _ in range(120):
                app.step(FRAME)
        marks = _said(app, words)  # at rest
        assert [(m.rect, m.size) for m in marks] == [(title.rect, title.size)], marks
    finally:
        app.close()
