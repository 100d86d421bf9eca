"""The Tura panel's rows are never replaced nor wrapped (critic B40, round 41):

* on the computer's turn its reason stands under the status line and the score row ("Scor",
  "După încasare" until round 72) keeps its row under it (the reason took the fact's place:
  the panel changed shape by player; round 62: at 1024×600 too);
* the score row says its label and its value on one line at every size (at 1366×768 the
  figure dropped to a line of its own under the label);
* "Lider" stands in one place at every size: the title row (at 1920×1080 it was the panel's
  foot, at the smaller sizes the title row)."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import _computer, play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _marks(frame, table, role):
    return [m for m in frame.texts if m.role == role and table.turn_rect.contains(m.rect)]


@pytest.mark.parametrize("size", SIZES)  # (round 62: 1024×600 too, the reason's slot)
def test_on_the_computers_turn_its_reason_goes_under_the_status_and_the_fact_keeps_its_row(
        tmp_path, size):
    # (rewritten in round 62, critic B61: at 1024×600 the reason kept the room and the fact
    # was left out; now the reason has a one-line slot of its own, its short form where the
    # sentence is longer, and the fact keeps its row at every size)
    app = make_app(tmp_path, size=size)
    try:
        _computer(app)  # the computer picks its dice, its reason said
        table = app.manager.top
        frame = recorded_frame(table, size)
        notes = [m for m in _marks(frame, table, "turn_note") if m.text]
        facts = _marks(frame, table, "turn_fact")
        # (round 66, critic B65: its note alone, no "Fără punctaj minim" status over it;
        # round 73, hX80, ruling S15: a person's "Până la obiectiv", its remark the prompt's)
        assert [n.text for n in notes][1:] == ["Până la obiectiv"], notes
        assert facts and facts[0].text == app.tr("farkle.turn.score_label"), facts
        assert max(n.rect.bottom for n in notes) <= min(f.rect.top for f in facts), \
            (notes, facts)  # the fact under the reason, never in its place
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_bank_fact_says_its_label_and_value_on_one_line(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 5, 5, 5, 1, 2, 3)
        table.press_roll()
        play(app)
        for i in range(4):
            table.press_die(i)  # 600 chosen: "Scor  0" (nothing banked yet; ruling S14)
        frame = recorded_frame(table, size)
        facts = _marks(frame, table, "turn_fact")
        assert len(facts) == 2, facts
        label, value = sorted(facts, key=lambda m: m.rect.x)
        assert label.text == app.tr("farkle.turn.score_label") and value.text == "0", facts
        assert abs(label.rect.centery - value.rect.centery) <= label.rect.h // 2, facts
        assert label.rect.right < value.rect.left
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_leader_stands_in_the_title_row_at_every_size(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 2, 3, 4, 6, 6)
        table.game.totals[:] = [1_800, 3_000, 0]
        frame = recorded_frame(table, size)
        leads = _marks(frame, table, "turn_leader")
        assert len(leads) == 1 and "3 000" in leads[0].text, leads
        first = min((m for m in frame.texts if table.turn_rect.contains(m.rect)
                     and m.role != "turn_leader"), key=lambda m: m.rect.top)
        assert abs(leads[0].rect.centery - first.rect.centery) <= first.rect.h // 2, \
            (leads, first)  # on the title row ("Tura"), at every size
    finally:
        app.close()
