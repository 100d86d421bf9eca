"""The empty ledger ("Puse deoparte") is not a dead box: its one quiet line stands in a
smaller place of its own at the top (on a faint rule, no outline since hF72), where the first
dice set aside will land (the ledger's middle stays free felt for a coach card)."""

from __future__ import annotations

import pytest

from game.widgets.farkle_ledger import ledger_total_row
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_empty_ledgers_line_stands_in_its_own_small_box(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 1, 2, 3, 4, 6)
        # before the first throw (hF40: round 31's example of what scores there is retired,
        # the "Punctaj" guide is the one; once a die is chosen its pending row stands there)
        play(app, 2)
        frame = recorded_frame(table, size)
        hint = table.tr("farkle.ledger.empty")
        line = [m for m in frame.texts if m.text == hint]
        assert len(line) == 1, [m.text for m in frame.texts]
        boxes = [p.rect for p in frame.panels  # (the first turn's card says it: round 73)
                 if p.role in ("ledger_empty", "ledger_opening")]
        assert len(boxes) == 1 and boxes[0].contains(line[0].rect), (boxes, line)
        box, ledger = boxes[0], table.groups_rect
        # (since round 73 the first turn's card, two lines; since round 75, hG78, critic
        # cB75, the card fills the room down to the rule over the total, never past it)
        rule = ledger_total_row(ledger, table.scale)[0]
        assert ledger.contains(box) and box.bottom <= rule.top, (box, rule)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_empty_ledgers_line_is_clear_of_its_boxs_edges(tmp_path, size):
    # critic B40: at 1024×600 "Zarurile puse deoparte apar aici." ran to its box's right edge
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 1, 2, 3, 4, 6)
        play(app, 2)
        frame = recorded_frame(table, size)
        hint = table.tr("farkle.ledger.empty")
        line = next(m.rect for m in frame.texts if m.text == hint)
        box = next(p.rect for p in frame.panels  # (the first turn's card: round 73, hF82)
                   if p.role in ("ledger_empty", "ledger_opening"))
        air = round(10 * size[1] / 1080)
        assert line.left - box.left >= air and box.right - line.right >= air, (line, box)
    finally:
        app.close()
