"""The win's stage lights its lower third (round 74, hW76; critic rows "Staged moments" and
"10 000 results": the results' podium the stage stands sat high, the felt under its floor
bare to the bottom for the whole stage). Once the podium has risen, the results' own
figures under its steps (each player's icon rows, the target passed) fade in on the stage,
where the card will keep them: the lower third holds them, at every window size, and the
results opening after the stage keep them whole from their first frame (no dip, no second
fade-in of the same figures)."""

from __future__ import annotations

import pytest

from game.flow.end_stage import PODIUM_RISE
from game.scenes.results import ResultsOverlay
from game.scenes.stage import StageOverlay
from game.widgets import layout_record
from game.widgets.felt import felt_area
from tests.uihelpers import make_app
from tools.end_frames import FRAME, play_last_move
from tools.unseen_frames import draw_shown_frame, unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FIGURES = {"podium_stat", "podium_stat_label", "podium_note", "podium_detail"}


def _figures(app) -> list[layout_record.TextMark]:
    """The figures the frame ``app`` shows now says, drawn with the layout record on (for
    that frame only: the frames between run unseen, not drawn)."""
    layout_record.start(app.size)
    try:
        layout_record.begin(app.size)
        draw_shown_frame(app)
        return sorted((m for m in layout_record.frame().texts if m.role in FIGURES),
                      key=lambda m: (m.rect.y, m.rect.x, m.text))
    finally:
        layout_record.stop()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_win_stage_fills_its_lower_third_with_the_results_figures(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        play_last_move(app, "tie")
        with unseen_frames(app, last_drawn=False):
            for _ in range(2000):
                top = app.manager.top
                if isinstance(top, StageOverlay) and top.clock.kind == "win":
                    break
                app.step(FRAME)
        stage = app.manager.top
        assert isinstance(stage, StageOverlay) and stage.picture.held is not None
        assert not _figures(app)  # its first frame: after the rising podium (round 77, hW80,
        # ruling S29: faded in with it they read as greyed out; hW78 had them from it)
        with unseen_frames(app, last_drawn=False):
            while stage.clock.progress < PODIUM_RISE[1] + 0.25:
                app.step(FRAME)
        said = _figures(app)
        assert said, "the figures under the podium stand on the stage"
        felt = felt_area(size)
        lowest = max(m.rect.bottom for m in said)
        assert lowest >= felt.y + felt.h * 2 // 3, (lowest, felt)  # the lower third lit
        assert lowest >= felt.bottom - felt.h // 4, (lowest, felt)  # no bare band under
        # them deeper than the buttons' room
        with unseen_frames(app, last_drawn=False):
            while isinstance(app.manager.top, StageOverlay):
                app.step(FRAME)
        results = app.manager.top
        assert isinstance(results, ResultsOverlay)
        assert results.figures_light() == 1.0  # whole from the card's first frame
        kept = _figures(app)
        assert [(m.text, m.rect) for m in kept] == [(m.text, m.rect) for m in said]
    finally:
        app.close()
