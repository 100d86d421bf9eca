"""The selection has one home, the mat where the player set its dice aside (round 77, hF90,
ruling S26; critic row "10 000 table": the chosen dice lit on the mat AND a row of mini-dice
"în selecție" in the ledger showed one selection twice). The ledger lists what earlier throws
set aside and the turn's total (the selection's points counted in it, the bank's figure); no
row of the selection's dice; its line for the throw being played keeps its place and words as
dice are chosen (no row pushing it down); the combination is named once, over the mat."""

from __future__ import annotations

import pytest

from game.widgets import layout_record
from tests.uihelpers import make_app, recorded_now
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

GROUPS = (1, 3, 2, 3, 4, 6, 5, 2, 3, 4, 6, 1, 2, 3, 6)


def _ledger(frame, table):
    inside = table.groups_rect
    texts = [t for t in frame.shown_texts() if inside.contains(t.rect)]
    panels = [p for p in frame.shown_panels() if inside.contains(p.rect)]
    return texts, panels


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_ledger_shows_no_second_copy_of_the_selection(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 5, 5, 5, 1, 2, 3)
        table.press_roll()
        play(app)
        for i in (0, 1, 2, 3):
            table.press_die(i)
        play(app, 4)
        frame = recorded_now(app)
        texts, panels = _ledger(frame, table)
        assert not [p for p in panels if p.role in ("ledger_pending", "ledger_row")], panels
        assert not [t for t in frame.shown_texts() if "selecție" in t.text.lower()
                    and not t.text.startswith("Selecție")], [t.text for t in texts]
        # the combination named once, over the mat; the points once, in the total
        named = [t for t in frame.shown_texts() if "Trei de 5" in t.text]
        assert len(named) == 1 and named[0].role == "selection", [t.text for t in named]
        total = [t for t in texts if t.role == "ledger_total"]
        assert [t.text for t in total] == ["600"], [t.text for t in texts]
    finally:
        app.close()


def test_the_throws_line_keeps_its_place_as_dice_are_chosen(tmp_path):
    size = (1366, 768)
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, *GROUPS)
        table.press_roll()
        play(app)
        table.press_die(0)  # 100
        table.press_roll()
        play(app)
        table.press_die(0)  # 50
        table.press_roll()
        play(app)  # the third throw seen, nothing chosen yet: "Aruncarea 3"
        before = recorded_now(app)
        table.press_die(0)  # a 1 chosen on the mat
        play(app, 4)
        after = recorded_now(app)
        lines = [[(t.text, tuple(t.rect)) for t in f.shown_texts()
                  if t.role == "ledger_next_throw"] for f in (before, after)]
        assert lines[0] and lines[0] == lines[1], lines
        assert lines[0][0][0] == app.tr("farkle.ledger.next_throw", n=3)
        rows = [[p for p in _ledger(f, table)[1] if p.role in ("ledger_row", "ledger_pending")]
                for f in (before, after)]
        assert len(rows[0]) == len(rows[1]) == 2, rows  # the two groups set aside, no third
        totals = [[t.text for t in _ledger(f, table)[0] if t.role == "ledger_total"]
                  for f in (before, after)]
        assert totals == [["150"], ["250"]], totals  # the selection counted in the total
    finally:
        layout_record.stop()
        app.close()
