"""The 10 000 table's ledger is never a bare box (round 31, critic "10 000 table" §1, §4): the
last turn's card ("Tura trecută · Jucătorul 1 +1 050") stands in the empty ledger at every
window size, with four players too (it was left out at 1920×1080, where the empty box's
placeholder line took its room); the placeholder yields its place to the card. Before a
game's first throw it holds no list of what scores: the "Punctaj" guide is the one (hF40)."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


@pytest.mark.parametrize("size", SIZES)
def test_the_last_turn_card_shows_at_every_size_with_four_players(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 3, 1, 1, 1, 5, 2, 3)  # three people and the computer
        table.press_roll()
        play(app)
        for i in range(4):
            table.press_die(i)
        table.press_bank()
        play(app, 60)
        assert table.flow.shown_player == 1
        frame = recorded_frame(table, size)
        said = [t.text.replace("\u00a0", " ") for t in frame.texts if t.role == "last_turn"]
        assert said and said[-1] == "+1 050", (size, said)
        cards = [p for p in frame.panels if p.role == "ledger_last_turn"]
        assert cards and table.groups_rect.contains(cards[-1].rect), (size, cards)
        placeholder = [t for t in frame.texts if "apar aici" in t.text]
        assert not placeholder, "the card takes the placeholder's place"
    finally:
        app.close()


# (round 31's test_before_the_first_throw_the_ledger_shows_what_scores, the ledger's example
# "Un 1 · 100, Un 5 · 50, Trei de 3" before a game's first throw, was reversed by hF40: the
# "Punctaj" guide beside it lists the same combinations, and the table keeps one scoring
# guide (critic B32). The throw's own examples, once its dice had landed, went too: hF72.)
@pytest.mark.parametrize("size", SIZES)
def test_before_the_first_throw_the_ledger_repeats_no_scoring_guide(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 1, 1, 5, 2, 2, 3, 4)
        play(app, 2)
        frame = recorded_frame(table, size)
        assert app.tr("farkle.guide") in [t.text for t in frame.texts]  # the one guide
        assert not [t.text for t in frame.texts if t.role in ("primer", "primer_title")]
        assert app.tr("farkle.ledger.empty") in [t.text for t in frame.texts]
        table.press_roll()
        play(app)  # landed: the ledger lists none of it either (hF72, critic D69: the
        # "Punctaj" guide lights what the throw offers, tests/test_farkle_guide_lit.py)
        frame = recorded_frame(table, size)
        assert not [t.text for t in frame.texts if t.role in ("primer", "primer_title")]
    finally:
        app.close()
