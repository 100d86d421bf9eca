"""The 10 000 table's "Anulează" keeps one place under the buttons all game: shown greyed (like
every disabled button, hF21) while nothing can be undone, as on the Yams table (hF20: hidden, it
left a dead band under the buttons), lit after a bank, and neither it nor the line under it
moves."""

from __future__ import annotations

import pytest

from game.engine.farkle import FarkleGame
from game.engine.players import Player
from tests.uihelpers import FRAME, click_at, make_app
from tools.scripted_dice import ScriptedDice

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _place(table) -> tuple:
    return table.undo_button.rect.center, table._line_top()  # placed where it is drawn


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_undo_button_keeps_its_place_greyed_then_lit(tmp_path, size):
    from game.scenes.farkle_table import FarkleTableScene

    app = make_app(tmp_path, size=size)
    try:
        # (hB50: a plain throw, no longer a Chintă: its stage takes the first click and hands
        # the table back with its six dice chosen)
        app.rng = ScriptedDice((1, 5, 2, 3, 4, 4), seed=5)
        table = FarkleTableScene(app, FarkleGame.new([Player("Ana"), Player("Ion")]))
        app.manager.push(table)
        app.step(FRAME)
        greyed = _place(table)
        undo = table.undo_button  # nothing to undo: its place kept, not drawn (S108 3.)
        assert not undo.visible and not undo.enabled
        click_at(app, table.roll_button.rect.center)
        for _ in range(300):
            if table.outcome_visible() and not table.tray.is_moving:
                break
            app.step(FRAME)
        assert _place(table) == greyed
        click_at(app, table.die_centre(0))
        click_at(app, table.bank_button.rect.center)
        for _ in range(300):  # (offered once the bank's own moment has gone, as any
            if table.undo_button.enabled:  # bank's: ruling S79 3., round 80, hF100)
                break
            app.step(FRAME)
        assert table.undo_button.enabled  # the bank can be taken back
        # one width (hF21); lit, it says what it takes back (round 31)
        assert table.undo_button.text == app.tr("farkle.undo.bank",
                                                name=table.flow.player_label(0))  # (B71)
        shown = _place(table)  # where its place was kept; the line under it stays
        # (hL50: lit, a quiet outline, no longer a raised "secondary" face: critic B41 read it
        # as a second call beside the next player's "Aruncă")
        # (round 82, hF113, S114 1.: offered on the banker's ledger card, not in the row)
        assert not undo.visible and undo.style == "quiet" and shown == greyed
        assert table.undo_link is not None or table.flow.handoff.holds
        felt = app.screen.get_rect()
        assert felt.contains(table.undo_button.rect)
    finally:
        app.close()
