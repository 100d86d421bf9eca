"""The last round's entrance is the goal's (hL50). It was a ribbon of its own, "Ultima tură!",
whose moment played on the table after the goal bank's stage, sliding in clear of the
buttons; critic B41 read the goal's "Obiectiv atins!" and that ribbon back to back as one
thing said twice. Now the goal's banner says the last round on its line; when it hands the
table back no second entrance plays (no "last_round" moment), and the band stands in
the title's row, clear of the middle (hF71). Rewritten from the ribbon's entrance test."""

from __future__ import annotations

import pytest

from game.engine.farkle import FarkleGame
from game.engine.players import Player
from game.scenes.stage import StageOverlay
from tests.uihelpers import FRAME, click_at, make_app, recorded_frame
from tools.scripted_dice import ScriptedDice

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_after_the_goals_banner_no_second_entrance_the_strip_clears_the_buttons(tmp_path):
    size = (1024, 600)
    app = make_app(tmp_path, size=size)
    try:
        from game.scenes.farkle_table import FarkleTableScene
        from game.views.farkle_last_round import band_rect

        app.rng = ScriptedDice((1, 1, 1, 5, 2, 3), seed=5)
        names = ("Ana", "Ion", "Ștefan Țuțuianu", "Wolfgang Amadeus", "Mădălina Ene",
                 "Constantin Voda")
        game = FarkleGame.new([Player(n) for n in names])
        game.totals[:] = [9_400, 6_150, 8_700, 7_250, 9_950, 3_300]
        table = FarkleTableScene(app, game)
        app.manager.push(table)
        click_at(app, table.roll_button.rect.center)
        for _ in range(300):
            if table.outcome_visible() and not table.tray.is_moving:
                break
            app.step(FRAME)
        for i in (0, 1, 2, 3):
            click_at(app, table.die_centre(i))
        click_at(app, table.bank_button.rect.center)  # +1 050: the goal's banner
        staged = False
        for _ in range(600):
            staged = staged or isinstance(app.manager.top, StageOverlay)
            if staged and app.manager.top is table:
                break
            app.step(FRAME)
        assert staged and app.manager.top is table
        moment = table.flow.moment
        for _ in range(180):  # Ana's row counts, the turn passes: no moment of its own
            assert moment.kind != "last_round"
            if table.flow.last_round_strip() is not None:
                break
            app.step(FRAME)
        frame = recorded_frame(table, size)
        assert not [p for p in frame.panels if p.role == "announcement"]
        # (round 66, critic B65: no plate over the middle; hF71: the band in the title's row)
        strip = [t.rect for t in frame.texts if t.role == "last_round"]
        band = band_rect(table)
        assert strip and all(band.contains(r) for r in strip)
        assert band.bottom < min(table.center.top, table.players_rect.top, table.turn_rect.top)
    finally:
        app.close()
