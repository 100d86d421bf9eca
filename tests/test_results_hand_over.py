"""The end's last stage hands over to the results card at once (critic round 30):

- a game that ends with no win staged (a computer's win, a Yams game played alone under its
  best): no TOTAL stage (ruling S8: a full card's TOTAL counts in its row), so no lit row
  stands beside the entering card;
- the win's stage ends the moment its words have gone (no beat of an empty glow before the
  card): the card enters at once, with the glow still standing.
"""

from __future__ import annotations

import pytest

from game.flow.end_stage import EndStageClock
from game.scenes.results import ResultsOverlay
from game.scenes.stage import StageOverlay
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60


def test_an_ends_last_stage_ends_as_its_words_leave_its_glow_standing():
    clock = EndStageClock("win")
    seen_words = False
    while not clock.done:
        # the glow leaves with the words (it stood whole to the last frame until critic C40
        # read the results card rising over the win's rays): gone as the card enters
        assert clock.light() == pytest.approx(1.0 - clock.leaving())
        last_light = clock.light()
        if clock.stamp_alpha() > 0:
            seen_words = True
        last_alpha = clock.stamp_alpha()
        last_row = clock.row_leaving()
        clock.update(FRAME)
    assert seen_words
    # the frame before the card still showed some of the words: no wordless beat
    assert last_alpha > 0
    assert last_light < 0.15  # the light all but gone with them: no rays under the card
    assert last_row == 1.0  # the lit row wholly gone by then, ahead of the words
    assert clock.leaving() == 1.0 and clock.stamp_alpha() == 0.0


def _yams_end(app, case: str):
    """Step a Yams end (tools.end_frames) to the results; return the stage's lit row plate
    and its frames (a lit one, the last one) and the panel."""
    from tools.end_frames import _yams_table

    table = _yams_table(app, case)
    for _ in range(10):
        app.step(FRAME)
    if case == "yams_alone":  # under her best (a first game alone sets a record, staged)
        from game.rules.yams import Box
        from game.stats_records import GameRecord, PlayerResult

        app.stats.add_records([GameRecord("yams", "2026-01-01T10:00:00",
                                          (PlayerResult("Ștefania", False, 375, 1),))])
        table.roll()
        while not table.outcome_visible():
            app.step(FRAME)
        app.step(FRAME)
        table.pick_cell(table.game.current, 1 + Box.CHANCE.value)
        table.validate()
    plate = lit = None
    for _ in range(900):
        app.step(FRAME)
        top = app.manager.top
        if isinstance(top, StageOverlay) and top.picture is not None:
            plate = top.picture.row_plate()
            if lit is None and 0.8 <= top.clock.progress < 0.85:
                lit = app.screen.copy()
        if isinstance(top, ResultsOverlay):
            return plate, lit, top
    raise AssertionError("no results")


@pytest.mark.parametrize("case", ["yams_computer", "yams_alone"])
def test_no_lit_row_stands_beside_the_entering_card(tmp_path, case):
    # Round 30 (hY31, critic Y30 §6): an ordinary last card no longer takes a TOTAL stage
    # when no win is staged after it (the computer's win, a game alone under its best): its
    # TOTAL counts in its own row, then the card enters. So no stage, and no lit plate of
    # one, stands between the last box and the results (the lit-row fade above still holds
    # for the stages that remain).
    app = make_app(tmp_path, size=(1024, 600))
    try:
        plate, lit, panel = _yams_end(app, case)
        # since critic C40 a computer's win has a gentler win stage of its own: it lights no
        # row (no plate), the only stage between the last box and the results
        assert plate is None and (lit is None or case == "yams_computer")
        assert panel._before is not None
    finally:
        app.close()
