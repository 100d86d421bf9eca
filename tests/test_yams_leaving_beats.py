"""The beats around a scored box: while the old dice leave, "Aruncă" is quiet, no count
(never the next turn's "Aruncă (3)" before its entrance; never the scored turn's stale count
since round 80, fixF)."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from tests.uihelpers import make_app, recorded_step, screen_frame
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_aruncă_keeps_the_scored_turns_count_while_its_dice_leave(tmp_path):
    """Amended round 80 (fixF, S13 amended round 80, critic cA80 #8): while the scored dice
    leave the greyed "Aruncă" is quiet (no count: the scored turn's "2" was stale), the next
    turn's "Aruncă (3)" once it is greeted."""
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ana", "Ion"], [6, 6, 3, 4, 1] * 3, computer=False)
        roll(app, scene)
        app.step(1 / 30)
        assert scene.roll_button.text == "Aruncă (2)"
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        labels = []
        while scene.flow.leaving.active:
            labels.append(scene.roll_button.text)
            app.step(1 / 60)
        assert labels and set(labels) == {"Aruncă"}, labels  # never the stale count
        for _ in range(30):
            app.step(1 / 30)
        assert scene.roll_button.text == "Aruncă (3)"  # the next turn's, once it is greeted
    finally:
        app.close()


def _frame(app):
    return screen_frame(app)


def _number_in(frame, cell, origin):
    """The last number drawn in ``cell`` (the sheet's own picture is drawn off-screen at
    ``origin``; the counters over it, on the screen)."""
    said = [t.text for t in frame.texts
            if cell.collidepoint(t.rect.center)
            or cell.collidepoint(t.rect.centerx + origin[0], t.rect.centery + origin[1])]
    said = [t for t in said if t.replace(" ", "").isdigit()]
    return int(said[-1].replace(" ", "")) if said else None


def test_the_bonus_penta_whole_and_total_agree_on_every_frame(tmp_path):
    from game.rules.yams import Scorecard

    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ana", "Ion"], [4] * 5,
                      cards=[Scorecard.from_points({Box.PENTA: 50}), Scorecard()],
                      computer=False)
        roll(app, scene)
        pick(app, scene, Box.FOURS)
        validate(app, scene)
        card = scene.game.cards[0]
        assert card.penta_bonus == 100
        bonus_cell = scene.sheet.sum_cell_rect(0, "penta_bonus")
        total_cell = scene.sheet.sum_cell_rect(0, "total")
        seen = set()
        counting = False
        frame = _frame(app)  # the frame shown after the validation, then each step's own
        for _ in range(240):
            origin = (0, 0)  # (the counters draw on the screen; the sheet's own picture not)
            bonus = _number_in(frame, bonus_cell, origin)
            total = _number_in(frame, total_cell, origin)  # drawn over the sheet's TOTAL
            counting = counting or scene.flow.moment.kind == "penta_bonus"
            if total is None:  # the sheet's own TOTAL (card.total): the bonus is all there
                assert bonus in (None, 100) and not (counting and bonus is None
                                                     and scene.flow.moment.busy), bonus
                assert bonus == 100 or not counting or not scene.flow.moment.busy
            else:
                assert total - (bonus or 0) == card.total - card.penta_bonus, (bonus, total)
            seen.add(bonus)
            frame = recorded_step(app, 1 / 60)
        # whole: the Joker's stage flew the 100 in, the writing never counts it from 0 again
        assert seen <= {None, 100} and 100 in seen, seen
    finally:
        app.close()
