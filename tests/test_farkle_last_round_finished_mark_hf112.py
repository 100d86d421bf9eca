"""Finished players are marked in the last round (round 82, hF112, critic cB81 #10, ruling
S109 2.): once a player's last turn has visibly ended (its bank counted into its row, or its
bust's dice seen), its row in Jucători carries "a terminat" (the gold tick where the list
says its statuses as marks), not only its chip leaving the band; the one who reached the
goal keeps "obiectiv atins", and who still plays carries nothing of it."""

from __future__ import annotations

import pytest

from game.i18n import Translator
from game.views.farkle_views import player_lines
from tests.test_farkle_flow import DT, Table

TR = Translator.load("ro")


def _last_round_of_three() -> Table:
    """Ana reached the goal (10 000); Ion (9 000) plays his last turn, then Dan (9 500)."""
    table = Table((1, 2, 3, 4, 6, 6) * 4, totals=(10_000, 9_000, 9_500),
                  names=("Ana", "Ion", "Dan"))
    game = table.game
    game.last_round_by = 0
    game.last_round_pending = [1, 2]
    game.banks[:] = [[10_000], [9_000], [9_500]]
    game.turns_played[:] = [1, 1, 1]
    game.current = 1
    table.flow.seen_player = table.flow.announced_player = 1
    return table


def _tags(table: Table) -> list[str]:
    return [line.reached_tag for line in player_lines(table.flow, TR, True)]


def test_a_player_whose_last_turn_has_ended_is_marked_finished():
    table = _last_round_of_three()
    assert _tags(table) == ["obiectiv atins", "", ""]  # nobody has finished yet
    table.throw_and_keep(0)
    table.flow.press_bank()  # Ion banks 100: short of Ana, his last turn
    assert _tags(table)[1] == "", "marked before his bank has counted in"
    for _ in range(round(8 / DT)):
        table.run(DT)
        if table.flow.shown_player == 2 and not table.flow.handoff.active:
            break
    assert table.flow.shown_player == 2
    assert _tags(table) == ["obiectiv atins", "a terminat", ""]


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_a_dense_lists_legend_says_each_ticks_word(tmp_path, size):
    """Six seats (the list's statuses as ticks, its legend at its foot): Ana reached the goal,
    four more have finished; the legend says both words, each once, never only "obiectiv
    atins" under five ticks."""
    from tests.uihelpers import make_app, screen_frame
    from tools.end_frames import FRAME, _win_table

    app = make_app(tmp_path, size=size)
    try:
        table = _win_table(app, "six")
        for _ in range(10):
            app.step(FRAME)
        panel = table.players_rect
        frame = screen_frame(app)
        words = [t.text for t in frame.texts if panel.contains(t.rect)]
        assert words.count("obiectiv atins") == 1 and words.count("a terminat") == 1, words
    finally:
        app.close()
