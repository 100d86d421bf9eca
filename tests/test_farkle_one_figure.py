"""One figure per fact (critic B50): the turn's points are said on "Încasează 250" and in the
ledger's "Total tură 250" (hF40's one running total), the selection's in its ledger row
"+100" (a pending row without a figure since round 72, ruling S14); the Tura panel's line says
the player's score ("Scor  3 450"; "După încasare  4 450" until round 72), its bar what
banking makes, never the turn's 250 a third time, and the line over the mat names the
selection without repeating its "+100" ("Selecție: un 1", not "un 1 = 100")."""

from __future__ import annotations

import pytest

from game.engine.players import Player
from game.i18n import Translator
from game.views.farkle_views import bank_fact, selection_label
from tests.test_farkle_flow import Table
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)

TR = Translator.load("ro")


def _plain(text: str) -> str:
    return text.replace("\u202f", " ").replace("\u00a0", " ")


def test_the_tura_panel_says_the_total_banking_makes_not_the_turns_points():
    table = Table((1, 1, 1, 2, 3, 4), totals=(3_450, 0))
    table.throw_and_keep(0, 1, 2)
    fact = bank_fact(table.flow, TR, True)
    assert fact is not None
    assert fact.label == "Scor partidă" and _plain(fact.value) == "3 450"
    assert fact.bar == pytest.approx(0.445)  # what banking makes: the bar's gold part
    assert "1 000" not in _plain(fact.value)  # the button and "Total tură" say the turn's
    table.game.current = 1  # nothing banked yet: the total banking makes is the turn's
    table.game.players[1] = Player("IA", is_computer=True)
    fact = bank_fact(table.flow, TR, True)
    assert fact is not None and _plain(fact.value) not in ("1 000", "4 450")


def test_the_line_over_the_mat_names_the_selection_without_its_points():
    table = Table((5, 5, 5, 1, 2, 3))
    table.throw_and_keep(0, 1, 2, 3)
    text, _colour = selection_label(table.flow, TR)
    assert text == "Selecție: Trei de 5 + un 1"
    table = Table((1, 2, 3, 4, 6, 6))
    table.throw_and_keep(0)
    assert selection_label(table.flow, TR)[0] == "Selecție: un 1"


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_tura_panel_holds_no_dead_gap_over_its_fact(tmp_path, size):
    # critic B50: a blank band between the panel's rule line ("Fără punctaj minim…") and
    # "Dacă încasezi"; the fact's row takes the room: the total it makes on the way to the
    # goal, a bar under its figure
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 5, 5, 5, 1, 2, 3)
        table.press_roll()
        play(app)
        for i in range(4):
            table.press_die(i)
        frame = recorded_frame(table, size)
        inside = table.turn_rect
        notes = [t.rect for t in frame.texts if t.role == "turn_note" and inside.contains(t.rect)]
        facts = [t.rect for t in frame.texts if t.role == "turn_fact" and inside.contains(t.rect)]
        bars = [p.rect for p in frame.panels if p.role == "turn_fact_bar"]
        assert notes and len(facts) == 2, (notes, facts)
        label = min(facts, key=lambda r: r.x)  # under the rule line, at the same left
        rule = max(notes, key=lambda r: r.bottom)
        # (78 px at 1920x1080, 51 at 1366x768 before; a note's height of air is kept over
        # the figure, so that it never reads as the note's number run on)
        assert label.top - rule.bottom <= 2.5 * rule.h, (rule, label)
        if size != (1024, 600):  # (there the row stands in the type's one line: no room)
            assert bars, frame.panels
            assert bars[0].top >= max(f.bottom for f in facts)
            assert bars[0].bottom <= inside.bottom - app.manager.top.px(12)
    finally:
        app.close()
