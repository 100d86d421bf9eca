""""Ultima tură!" makes an entrance and keeps clear of the buttons. The bank that reaches the
target is a big one (its stage plays first, and the last round is asked for while that stage
is still on top): the ribbon's own moment then plays on the table from its start (it slides
in), never arriving already over; and the ribbon with its lines stands well above "Aruncă"."""

from __future__ import annotations

import pytest

from game.engine.farkle import FarkleGame
from game.engine.players import Player
from game.scenes.stage import StageOverlay
from game.views.farkle_views import RIBBON_CLEARANCE
from tests.uihelpers import FRAME, click_at, make_app, recorded_frame
from tools.scripted_dice import ScriptedDice

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_last_round_ribbon_slides_in_after_the_big_bank_and_clears_the_buttons(tmp_path):
    size = (1024, 600)
    app = make_app(tmp_path, size=size)
    try:
        from game.scenes.farkle_table import FarkleTableScene

        app.rng = ScriptedDice((1, 1, 1, 5, 2, 3), seed=5)
        names = ("Ana", "Ion", "Ștefan Țuțuianu", "Wolfgang Amadeus", "Mădălina Ene",
                 "Constantin Voda")  # "Mai joacă: …" takes two lines under the ribbon
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
        click_at(app, table.bank_button.rect.center)  # +1 050: the stage, then the last round
        staged = False
        for _ in range(600):
            staged = staged or isinstance(app.manager.top, StageOverlay)
            if staged and app.manager.top is table:
                break
            app.step(FRAME)
        assert staged and app.manager.top is table
        moment = table.flow.moment
        for _ in range(120):  # (hF30: once Ana's row has counted the "+1 050" up, as the
            if moment.kind == "last_round":  # turn passes)
                break
            app.step(FRAME)
        assert moment.kind == "last_round"
        assert moment.active and moment.progress < 0.2, moment.progress  # its entrance plays
        for _ in range(round(moment.duration / FRAME) + 2):
            app.step(FRAME)
        frame = recorded_frame(table, size)
        said = [p.rect for p in frame.panels if p.role == "announcement"]
        assert said, "the ribbon is not drawn"
        bottom = max(r.bottom for r in said)
        assert table.roll_button.rect.top - bottom >= table.px(RIBBON_CLEARANCE)
    finally:
        app.close()
