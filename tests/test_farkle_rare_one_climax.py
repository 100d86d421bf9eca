"""One roll, one climax (hB51, critic B50 "Staged moments (10 000)": a Chintă's stage, then
the hot-dice ribbon, then its coach card: three beats for one roll).

* A rare figure of all six dice (six alike, a Chintă, three pairs) says the hot dice on its
  own stage (its footer line); no hot-dice ribbon follows for that roll, neither as its dice
  are chosen mid-stage nor after it.
* On the computer's turn the stage chooses no dice for it: the computer chooses its own.
"""

from __future__ import annotations

from typing import Any

import pytest

from game.flow.stage import GONE
from game.scenes.stage import StageOverlay
from tests.layout_check import Run
from tests.layout_sequences_farkle import seat
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # several apps

SIX = (4, 4, 4, 4, 4, 4)
CHINTA = (4, 2, 6, 1, 3, 5)
PAIRS = (2, 2, 6, 6, 3, 3)
FIVE = (2, 3, 3, 3, 3, 3)
AFTER = (2, 3, 6, 2, 3, 4)
BUST = (2, 2, 3, 4, 6, 3)


def _staged(app: Any) -> bool:
    return isinstance(app.manager.top, StageOverlay)


def _hot_said(table: Any) -> bool:
    said = table.flow.big_announcement()
    return (table.flow.moment.kind == "hot_dice"
            or (said is not None and said.key == "farkle.hot_dice"))


@pytest.mark.parametrize("roll", [SIX, CHINTA, PAIRS])
def test_a_six_dice_figure_says_hot_dice_on_its_stage_and_no_ribbon_follows(tmp_path, roll):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        run = Run(app, "one climax", sample_every=0)  # (the game's state read, no picture)
        table = seat(run, roll + AFTER)
        run.click(table.roll_button.rect.center)
        run.until(lambda: _staged(app), 400)
        stage = app.manager.top
        hot = table.tr("stage.rare_hot")
        # the stage says the hot dice itself (three pairs' banner after its points, on its
        # ribbon's one line: round 66 ruling, a banner, no longer the mid rung's stage)
        assert stage.picture.caption == hot or (roll == PAIRS and hot in stage.picture.caption)
        run.until(lambda: stage.clock.progress >= GONE, 400)
        assert table.game.selected == set(range(6))  # its dice chosen as its amount lands
        assert not _hot_said(table)  # ... and no hot-dice moment asked for under the stage
        for _ in range(240):  # the stage ends; the table comes back: no ribbon after it
            run.frames(1)
            assert not _hot_said(table)
        assert not _staged(app) and table.game.hot_dice_pending  # the prompt says what next
        if roll != SIX:  # (a Chintă's die, put back, is no figure alone)
            return
        run.click(table.die_centre(0))  # one put back and chosen again: the same roll's
        run.until(lambda: not table.tray.is_moving, 120)  # hot dice, said by its stage:
        run.click(table.die_centre(0))  # still no ribbon
        assert table.game.hot_dice_pending
        for _ in range(30):
            run.frames(1)
            assert not _hot_said(table)
    finally:
        app.close()


def test_a_five_dice_figure_says_no_hot_dice(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        run = Run(app, "one climax", sample_every=0)  # (the game's state read, no picture)
        table = seat(run, FIVE + AFTER)
        run.click(table.roll_button.rect.center)
        run.until(lambda: _staged(app), 400)
        assert app.manager.top.picture.caption in (None, "")
    finally:
        app.close()


def test_the_computers_rare_throw_is_not_chosen_for_it(tmp_path):
    """The computer's stage lands its amount with no die chosen for it; after the stage the
    computer chooses its own dice, one at a time (never one taken back)."""
    app = make_app(tmp_path, size=(1366, 768))
    try:
        run = Run(app, "one climax", sample_every=0)  # (the game's state read, no picture)
        table = seat(run, BUST + FIVE + AFTER * 4, names=("Ana",), computer=True)
        run.click(table.roll_button.rect.center)  # Ana busts; the computer throws five 3s
        run.until(lambda: _staged(app) and table.flow.computer_turn, 900)
        stage = app.manager.top
        run.until(lambda: stage.clock.progress >= GONE, 400)
        assert table.game.selected == frozenset()  # nothing chosen for the computer
        counts = []
        for _ in range(600):
            run.frames(1)
            counts.append(len(table.game.selected))
            if table.game.roll_dice != FIVE:
                break
        chosen = [c for c in counts if c]
        assert chosen and chosen == sorted(chosen)  # one by one, none put back
    finally:
        app.close()
