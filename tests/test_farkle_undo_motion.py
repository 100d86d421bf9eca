"""An undo at the 10 000 table moves: the banked points count back out of the banker's total
and the roll's dice come back to their places over a short motion (the Yams undo's
:class:`~game.flow.turn_passing.UndoReturn`), never a jump; the next click ends it."""

from __future__ import annotations

import pytest

from game.flow.turn_passing import UNDO_RETURN_SECONDS
from game.views.farkle_views import player_lines
from tests.test_farkle_flow import DT, Table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _total(table: Table, seat: int) -> int:
    line = player_lines(table.flow, table.app.tr, True)[seat]
    return int(line.total.replace("\u00a0", "").replace(" ", ""))


def test_the_undone_bank_counts_back_out_of_the_total():
    table = Table((1, 5, 2, 3, 4, 6), totals=(2_000, 0))
    flow = table.flow
    table.throw_and_keep(0, 1)  # 150
    flow.press_bank()
    for _ in range(400):  # landed, counted, the passing card holding: the offer (S108 3.)
        if flow.undo_offered():
            break
        table.run(DT)
    assert _total(table, 0) == 2_150
    flow.undo()
    assert flow.undo_return.active
    seen = [_total(table, 0)]
    while flow.undo_return.active:
        table.run(DT)
        seen.append(_total(table, 0))
    assert seen[0] > 2_000 and seen[-1] == 2_000  # it counts back, from near the banked total
    assert any(2_000 < t < 2_150 for t in seen)  # through the figures between
    assert seen == sorted(seen, reverse=True)
    assert len(seen) * DT == pytest.approx(UNDO_RETURN_SECONDS, abs=4 * DT)


def test_a_click_ends_the_way_back():
    table = Table((1, 5, 2, 3, 4, 6), totals=(2_000, 0))
    table.throw_and_keep(0)
    table.flow.press_bank()
    table.run(2.0)
    table.flow.undo()
    table.flow.press_die(1)  # the next action
    assert not table.flow.undo_return.active


# (test_the_dice_come_back_faded_in_then_whole retired round 78 by hF94, ruling S48: the
# dice no longer fade in under their places, they glide back whole out of the cup's mouth:
# tests/test_farkle_undo_glides_hf94.py holds that motion)

def test_an_undo_with_dice_chosen_puts_the_last_chosen_die_back():
    # Round-16 critic: Ctrl+Z with four dice chosen answered "Nimic de anulat" in red. The
    # choice is not made yet: the undo takes back the last die chosen, then the one before;
    # with nothing chosen and no bank to take back, it is refused as before.
    table = Table((1, 5, 1, 3, 4, 6))
    flow = table.flow
    table.throw_and_keep(0, 2, 1)
    assert table.game.selected == {0, 1, 2}
    flow.undo()
    assert table.game.selected == {0, 2} and flow.voice.refusal is None  # the 5 went back
    flow.undo()
    assert table.game.selected == {0}
    flow.undo()
    assert table.game.selected == frozenset()
    flow.undo()
    assert flow.voice.refusal is not None  # nothing chosen, nothing banked: refused
