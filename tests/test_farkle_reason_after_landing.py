"""The computer's reason comes once every die it set aside has landed (ruling S39, round 77,
hQ82; critic cB77, farkle_computer_turn: "Calculatorul · Mă opresc: 600 e destul" was said
while its last die, the 1, still flew from the row onto the mat). Nothing of a decision is
said before its dice are seen: while a die it keeps glides, the prompt says its aim; the
frame the last one lies on the mat, its reason. Stepped at 60 frames a second with the game's
own clock, looking at every frame's drawn words, at 1920x1080 and 1024x600."""

from __future__ import annotations

import pytest

from game.i18n import Translator
from game.widgets.computer_reason import reason_sentence
from tests.uihelpers import FRAME, make_app, recorded_frame
from tools.screens_farkle import table_with
from tools.unseen_frames import unseen_frames

TR = Translator.load("ro")

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_computers_reason_waits_for_its_last_die_to_land(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        # Ana keeps a 1 and banks; the computer throws 5 5 5 1 2 3, keeps 5 5 5 + 1 (600)
        # and stops ("Mă opresc: 600 e destul")
        table = table_with(app, 1, 1, 2, 3, 4, 6, 6, 5, 5, 5, 1, 2, 3)
        table.game.totals[:] = [3_350, 1_100]
        table.press_roll()
        # every frame stepped unseen: the test reads each one as recorded_frame draws it
        with unseen_frames(app, last_drawn=False):
            for _ in range(600):
                app.step(FRAME)
                if table.outcome_visible() and not table.tray.is_moving:
                    break
            table.press_die(0)
            table.press_bank()
            said_at = []
            glided = False
            for _ in range(1800):
                app.step(FRAME)
                game = table.game
                if not game.players[game.current].is_computer or game.roll_dice is None:
                    if said_at:
                        break
                    continue
                reasons = {TR("farkle.computer_says", remark=reason_sentence(TR, game, short=s))
                           for s in (False, True)}
                texts = [t.text for t in recorded_frame(table, size).texts]
                glided = glided or table.tray.is_gliding
                if reasons & set(texts):
                    said_at.append(len(said_at))
                    assert not table.tray.is_gliding, ("said while a kept die flies", texts)
                    assert set(game.selected) and all(
                        table.tray.position(i) == table.tray.rest_positions[i]
                        for i in game.selected), "said before every kept die lies on the mat"
            assert glided, "the computer's dice never glided onto the mat"
            assert said_at, "the computer never said its reason"
    finally:
        app.close()
