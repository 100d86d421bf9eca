"""No blank beat between a Yams game's last stage and its results (round 75, hS30, critic row
"Staged moments"): stepped at 60 frames a second (``tools.end_frames``), from the last stage
on to the results card, no frame is "empty". A frame is empty when the layout check records
no word of it (``game.widgets.layout_record``: no shown text), or when its only words are a
stage's drawn under half their strength (the recorder marks a text whatever its opacity: the
stage says how strongly its words stand, ``game.views.stage.shown_stamp_alpha``): a felt with
ghosts of words on it reads as bare. A game played alone ended on one (its "Nou record!"
faded out to the bare felt over ~0.15 s, then the card cut in)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.scenes.results import ResultsOverlay
from game.scenes.stage import StageOverlay
from game.views.stage import shown_stamp_alpha
from game.widgets import layout_record
from tests.uihelpers import make_app
from tools.end_frames import FRAME, play_last_move
from tools.unseen_frames import draw_shown_frame, unseen_frames

FAINT = 0.5
"""A stage's words drawn under this share of their strength no longer read as words."""


def empty(app, frame: layout_record.Frame) -> str | None:
    """Why the recorded ``frame`` of ``app`` is empty (None: it is not)."""
    words = frame.shown_texts()
    if not words:
        return "no word on screen"
    top = app.manager.top
    if isinstance(top, StageOverlay) and top.picture is not None:
        strength = shown_stamp_alpha(top.picture, top.clock)  # (a held title stays whole)
        if strength < FAINT:
            return f"the stage's words at {strength:.2f} of their strength"
    return None


# (Yams cases retired by ruling S43, round 78: a Yams win over others has no winner's
# moment nor win's stage; its one climax is pinned by tests/test_end_one_climax_hy108.py;
# "yams_bonus" retired by ruling S60, round 79: the last box's bonus has no stage)
@pytest.mark.parametrize("case", ["yams_alone"])
def test_from_the_last_stage_to_the_results_no_frame_is_empty(tmp_path: Path, case: str):
    size = (1024, 600)
    app = make_app(tmp_path, size=size)
    try:
        # (round 78, hT2: the frames before the first stage's are not read, so not drawn;
        # that one is drawn as the app draws it, and every frame after by the app, recorded:
        # the same records, frame for frame, as recording every frame)
        with unseen_frames(app, last_drawn=False):
            play_last_move(app, case)
            first = 0  # the frame the first stage (or the results) came in
            while first < 899 and not isinstance(app.manager.top,
                                                 (StageOverlay, ResultsOverlay)):
                app.step(FRAME)
                first += 1
        staged = False
        found: list[str] = []
        layout_record.start(size)
        try:
            layout_record.begin(size)
            draw_shown_frame(app)  # the frame the stage came in
            for k in range(first, 900):
                if k > first:
                    layout_record.begin(size)
                    app.step(FRAME)
                top = app.manager.top
                staged = staged or isinstance(top, StageOverlay)
                if staged:
                    why = empty(app, layout_record.frame())
                    if why is not None:
                        found.append(f"frame {k} ({type(top).__name__}): {why}")
                if isinstance(top, ResultsOverlay):
                    break
            else:
                raise AssertionError("the results never came")
        finally:
            layout_record.stop()
        assert staged, "no stage played as the game ended"
        assert not found, found
    finally:
        app.close()


def test_a_record_alone_keeps_its_words_until_the_results_card_covers_them():
    # the clock of a game alone's last stage: its light leaves over its last beat (no rays
    # under the card), its words stand whole to its last frame (the card opens over them)
    from game.flow.end_stage import WORDS_LEAVE, EndStageClock

    clock = EndStageClock("win", words_stay=True)
    clock.update(clock.duration * (WORDS_LEAVE[1] - 0.005))
    assert not clock.done and clock.stamp_alpha() == 1.0 and clock.light() < 0.1
    clock.update(clock.duration * 0.01)
    assert clock.done
