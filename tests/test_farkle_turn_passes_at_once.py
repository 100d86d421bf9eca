"""The turn passes in every region of the 10 000 table in one frame: while a small bank's
points rise, the panels show the banker's turn and so does the prompt line (never
"Calculatorul joacă…" over Ana's turn); when they land, all say the computer's."""

from __future__ import annotations

import pytest

from game.engine.farkle import FarkleGame
from game.engine.players import Player
from game.widgets import layout_record
from tests.uihelpers import FRAME, click_at, make_app
from tools.scripted_dice import ScriptedDice

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZE = (1024, 600)


def test_the_prompt_passes_the_turn_with_the_panels(tmp_path):
    from game.scenes.farkle_table import FarkleTableScene

    app = make_app(tmp_path, size=SIZE)
    layout_record.start(SIZE)
    try:
        app.rng = ScriptedDice((1, 2, 3, 4, 6, 6), seed=5)
        game = FarkleGame.new([Player("Ana"), Player("IA", is_computer=True)])
        table = FarkleTableScene(app, game)
        app.manager.push(table)
        click_at(app, table.roll_button.rect.center)
        for _ in range(300):
            if table.outcome_visible() and not table.tray.is_moving:
                break
            app.step(FRAME)
        click_at(app, table.die_centre(0))
        click_at(app, table.bank_button.rect.center)
        computer_says = app.tr("farkle.hint.computer")
        seen = {False: 0, True: 0}
        for frame in range(200):  # (the seat card's frames too: round 76, the panels and
            # the line keep Ana's turn under it, then pass together)
            layout_record.begin(SIZE)
            app.step(FRAME)
            if game.roll_dice is not None:
                break
            flow = table.flow
            shown_is_computer = game.players[flow.shown_player].is_computer
            prompt = flow.prompt()
            says_computer = prompt is not None and prompt.text == computer_says
            if shown_is_computer and flow.voice.banner is not None:
                # its entrance names it, once (hF16): the line waits, never the old turn's
                assert prompt is None, f"frame {frame}: {prompt.text!r} beside the entrance"
                seen[True] += 1
                continue
            assert says_computer == shown_is_computer, (
                f"frame {frame}: the prompt says {prompt and prompt.text!r} while the panels "
                f"show {game.players[flow.shown_player].name}'s turn")
            words = [t.text for t in layout_record.frame().texts]
            assert prompt is None or words.count(prompt.text) == 1, \
                f"frame {frame}: {prompt.text!r} drawn {words.count(prompt.text)} times"
            seen[shown_is_computer] += 1
        assert seen[False] >= 10 and seen[True] >= 10  # both beats were looked at
    finally:
        layout_record.stop()
        app.close()
