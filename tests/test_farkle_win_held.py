"""Under the win's stage the players panel shows the winner's final total: the winning bank
has landed in it (its own stage's number flew there), and the win's stage says no number, so
the total never steps back to its old figure under "Victorie!" (then forward on the results)."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import format_int
from game.views import farkle_views
from tests.uihelpers import make_app
from tools.screens_farkle import bank_the_win
from tools.screens_stage import until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_winners_total_stays_final_under_the_win_stage(tmp_path, monkeypatch):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        table = bank_the_win(app)  # Jucătorul 1: 4 900 + 1 000, level with 5 900
        stage = until_staged(app, "win")
        assert table.on_stage == "win" and stage.clock.kind == "win"
        shown: list[list] = []
        real = farkle_views.draw_players
        monkeypatch.setattr(farkle_views, "draw_players",
                            lambda *a, **k: (shown.append(a[-1]), real(*a, **k))[1])
        table.draw_table(pygame.Surface(app.screen.get_size()))
        assert table.game.totals[0] == 5_900
        assert shown and shown[-1][0].total == format_int(5_900)  # landed: no step back
    finally:
        app.close()
