"""The rules' worked examples show their dice large (hM28: the critic read small example dice
beside a half-empty band): each example's dice are at least 1.3× the dice of the rules'
tables and running text, and still on one row with their points."""

from __future__ import annotations

import pytest

from game import theme
from game.scenes import rules
from game.widgets.document import DieOp
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_worked_examples_dice_are_large(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = rules.open_rules(app, "farkle")
        app.step(FRAME)
        page = scene.pages["farkle"]
        small = theme.px(theme.ICON_DIE, scene.scale)
        examples = set(page.examples)
        dice = [op for op in page.ops if isinstance(op, DieOp) and op.unit in examples]
        assert dice
        assert min(op.side for op in dice) >= 1.3 * small, (small, {op.side for op in dice})
        for unit in examples:  # each example's dice on one row
            assert len({op.y for op in dice if op.unit == unit}) == 1, unit
    finally:
        app.close()
