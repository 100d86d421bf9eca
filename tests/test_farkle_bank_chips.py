"""A bank on the stage shows where its points go (critic B69/D69: "the middle column bare
while the bank plate shows"): under the plate, chips leave the dice set aside in the ledger,
arc through the middle column and land in the banker's row; they fly over a share of the
stage's clock (the flow's, ``Flight.chips``), done long before the stage ends and the turn
passes."""

from __future__ import annotations

import pytest

from game import theme_stage
from game.flow.stage import span
from tests.uihelpers import make_app, recorded_frame
from tools.screens_stage import _bank_big, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _chips(table, size):
    """The chips the table draws this frame."""
    return [p.rect for p in recorded_frame(table, size).panels if p.role == "bank_chip"]


@pytest.mark.parametrize("build, kind", [(_bank_big, "bank_big")])  # (round 80, hF104, S87
# 1.: a banner's bank's plaque stands alone, no chip under it; tests/test_farkle_big_bank_
# alone_s87.py)
def test_a_staged_banks_chips_fly_from_the_ledger_through_the_middle_to_the_row(
        tmp_path, build, kind):
    size = (1920, 1080)
    app = make_app(tmp_path, size=size)
    try:
        build(app)
        stage = until_staged(app, kind)
        table = stage.table
        flow = table.flow
        start, end = theme_stage.BANK_CHIPS
        assert 0 < start < end <= 0.6  # brief, and done well before the stage ends
        assert not _chips(table, size)  # (none before they leave)
        middle = []
        for progress in (start + (end - start) * k / 4 for k in (1, 2, 3)):
            moved = table.stage_aged(kind, progress)
            assert moved, progress  # the table drawn again under the stage as they fly
            assert flow.flight.chips == pytest.approx(span(progress, start, end))
            chips = _chips(table, size)
            assert chips, progress
            assert all(table.content_area.contains(c) for c in chips)  # on the felt
            middle += [c for c in chips if table.center.contains(c)]
        assert middle  # they cross the middle column
        table.stage_aged(kind, end)
        assert flow.flight.chips == 1.0 and not _chips(table, size)  # landed, gone
        assert not table.stage_aged(kind, (end + 1) / 2 + 0.01) or kind == "bank_big"
    finally:
        app.close()
