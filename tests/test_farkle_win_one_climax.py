"""The bank that wins the game has one climax: the win (its stamp, the winner's name, a caption
that says the banked points and the winning score), then the results. No bank stage before it,
no "Ana încasează …" line beside it (hF16: three announcements followed one another)."""

from __future__ import annotations

import pytest

from tests.test_farkle_flow import DT, Table
from tests.test_stage_rows_clear import drawn
from tests.test_stage_win_podium import crowned_totals
from tests.uihelpers import make_app
from tools.screens_farkle import bank_the_win
from tools.screens_stage import until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_winning_bank_plays_the_win_alone_then_the_results():
    # Ion reached the goal (10 100); Ana, the last to play, keeps 1 1 1 5 (1 050): 10 550 wins.
    table = Table((1, 1, 1, 5, 2, 3), totals=(9_500, 10_100))
    game = table.game
    game.last_round_by, game.last_round_pending = 1, [0]
    flow = table.flow
    table.throw_and_keep(0, 1, 2, 3)
    flow.press_bank()
    assert game.finished
    kinds: list[str] = []
    said: set[str] = set()
    for _ in range(round(12 / DT)):
        table.run(DT)
        if flow.moment.kind is not None and flow.moment.kind not in kinds:
            kinds.append(flow.moment.kind)
        said.update(m.key for m in flow.voice.shown())
        if table.results:
            break
    assert table.results == 1
    assert kinds == ["win"]  # one climax: no bank stage before it
    assert "farkle.banked" not in said  # the win's caption says the bank


def test_the_win_stage_comes_first_and_says_the_winning_total(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        # Jucătorul 1 banks three 1s (1 000): 6 000, past the leader's 5 900 (hR51: a clear
        # win; a tie's stage says the shared score alone, tests/test_farkle_tie_names_the_bank)
        table = bank_the_win(app, 5_000)
        stage = until_staged(app)
        assert stage.clock.kind == "win"
        # (round 66, critics B65/C62: the caption says the winning total alone, the banked
        # points gone from it, a run-on of three facts; the results panel says the bank)
        picture = stage.picture  # (critic C70: said once, over the winner's column)
        assert not picture.caption and crowned_totals(app, stage) == ["6 000"]  # (the
        _, said = drawn(app, stage, 0.5)  # results' podium, S9)
        assert "1 000" not in {t.text.replace("\u00a0", " ") for t in said.texts
                               if not t.dimmed}
        assert table.flow.flight is None  # the points are in the total under the win
    finally:
        app.close()
