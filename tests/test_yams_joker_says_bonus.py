"""The Joker's stage says its bonus: a big "+100", whole, under "Penta! ×2", flying into the
player's Bonus Penta row while the moment is on screen (hY71, critic C65: no longer as the
stage exits); the caption names the Joker and where this Penta
may go, never the +100 again. From its landing the Bonus Penta cell holds the 100 (the TOTAL
with it), and the box written with the Joker keeps that figure: no count from 0 to 100 after,
nor a line of it in the message lane."""

from __future__ import annotations

import pytest

from game.flow.stage import COUNT_SHOWN
from game.rules.yams import Box, Scorecard
from game.views import stage_hold
from game.views.stage_lift import home
from game.views.stage_words import counter_text
from tests.layout_check import Run
from tests.layout_sequences_yams import pick, seat, validate
from tests.test_stage import _staged
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _bonus_shown(table) -> tuple[int, int]:
    """Ana's Bonus Penta and TOTAL as the table draws them now."""
    card = stage_hold.shown_game(table).cards[0]
    return int(card.penta_bonus), int(card.total)


def test_the_jokers_stage_flies_its_100_into_bonus_penta_said_once(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        run_ = Run(app, "joker bonus")
        table = seat(run_, (4,) * 5, names=("Ana",),
                     cards=[Scorecard.from_points({Box.PENTA: 50, Box.CHANCE: 22})])
        run_.click(table.roll_button.rect.center)
        stage = _staged(run_)
        assert stage.clock.kind == "joker_penta" and stage.picture is not None
        picture = stage.picture
        # its cell, lifted with its row under the stage's words (round 60, critic C51)
        assert home(picture, picture.target) == table.sheet.sum_cell_rect(0, "penta_bonus")
        said = set()
        share = COUNT_SHOWN
        fly = stage.clock.fly  # (hY71: a Joker's own flight, under its whole moment)
        while share < fly[0]:
            stage.clock.age = stage.clock.duration * share
            said.add(counter_text(picture, stage.clock))
            share += 0.02
        assert said == {"+100"}, said  # whole, big, under the stamp
        assert "100" not in picture.caption and picture.caption.startswith("Joker")
        assert _bonus_shown(table) == (0, 72)  # not in its cell before it lands
        stage.clock.age = stage.clock.duration * (fly[1] + 0.01)
        stage.land()
        assert _bonus_shown(table) == (100, 172)  # landed: the cell and the TOTAL hold it
        run_.until(lambda: app.manager.top is table, 200)
        assert _bonus_shown(table) == (100, 172)
        pick(run_, table, Box.FOURS)
        validate(run_, table)
        counter = table.flow.moment.counter
        assert counter is not None and (counter.start, counter.end) == (100, 100)  # no count
        for _ in range(90):
            assert _bonus_shown(table)[0] == 100
            said_lines = table.flow.voice.announcement
            lines = said_lines.lines() if said_lines is not None else []
            assert not [line for line in lines if "100" in line], lines
            run_.app.step(1 / 60)
    finally:
        app.close()
