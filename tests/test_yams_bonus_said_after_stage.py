"""Nothing of the upper bonus is said before its stage (round 75, critic cA75, mb.png frame 1:
the pill said "Ana: bonusul de sus este câștigat, +35" over the table before the "Bonus!"
stage played): the bonus's line waits for its stage, which says it; after it the table says
it once, with the box that earned it ("Ana a ales Șase: 18 · Bonus +35")."""

from __future__ import annotations

from typing import Any

import pytest

from game.rules.yams import Box, Scorecard
from game.scenes.stage import StageOverlay
from tests.layout_check import Run
from tests.layout_sequences_yams import pick, seat, validate
from tests.uihelpers import make_app, texts_drawn
from tools.screens_yams import UPPER_45

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _bonus_said(app: Any, table: Any) -> list[str]:
    words = (table.tr("yams.event.upper_bonus", name="Ana", points="35"), "+35")
    return [t for t in texts_drawn(app, table) if any(w in t for w in words)]


@pytest.mark.parametrize("names,last", [(("Ana", "Ion"), False), (("Ana",), True)])
def test_the_upper_bonus_is_not_said_before_its_stage(tmp_path, names, last):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        run_ = Run(app, "bonus after its stage", sample_every=0)
        lower = {box: 10 for box in Box if not box.is_upper} if last else {}
        cards = [Scorecard.from_points({**lower, **UPPER_45})]  # (last: the card's last box)
        cards += [Scorecard() for _ in names[1:]]
        table = seat(run_, (6, 6, 6, 1, 2) * 3, names=names, cards=cards)
        run_.click(table.roll_button.rect.center)
        run_.until(lambda: table.settled and not table.tray.is_moving)
        pick(run_, table, Box.SIXES)
        validate(run_, table)
        frames = 0
        while not isinstance(app.manager.top, StageOverlay):
            assert _bonus_said(app, table) == [], frames  # the stage says it first
            run_.frames(1)
            frames += 1
            assert frames < 200
        assert app.manager.top.clock.kind == "upper_bonus"
        assert table.flow.announcement_now() is None or all(
            "bonus" not in line.lower() for line in table.flow.announcement_now().lines())
    finally:
        app.close()
