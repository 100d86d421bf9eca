"""The 10 000 table's panels tell a turn's story with one set of numbers (critic B32: four dice
glowing on the mat, "Încasează 600" on the button, while "Puse deoparte" said "Zarurile puse
deoparte apar aici." and "Total până acum 0"; later "Total până acum 600" beside
"Încasează 700"):

* the ledger's total is the turn's total, the bank button's figure whenever banking is
  allowed (the selection counted), and its label says so ("Total tură");
* the selection counts in the ledger's total the moment a chosen die lands on the mat (round
  78, hF95, ruling S53: never while it flies there); its dice live on the
  mat only (round 77, hF90, ruling S26: its pending row "în selecție", since hF40, showed the
  selection twice), the ledger's rows the groups the earlier throws set aside; the placeholder
  sentence never beside a chosen die (the card's place keeps the total under it);
* the Tura panel's lower part carries the turn's live facts: on a person's turn what banking
  makes of their total (round 72, ruling S14: their score, "Scor  3 450", in place all turn,
  its bar's gold part what banking adds), on the computer's
  its reason in words while it picks its dice too;
* the score to beat in the last round has one name, the strip's ("De depășit")."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.engine.players import Player
from game.i18n import Translator
from game.views.farkle_story import story
from game.views.farkle_views import bank_fact, prompt_line
from tests.layout_sequences_farkle import keep, seat, throw
from tests.test_farkle_flow import LAND, Table
from tests.test_farkle_stage_lift_prompt import _Run
from tests.test_farkle_table import DT
from tests.uihelpers import make_app, recorded_frame

TR = Translator.load("ro")

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _plain(text: str) -> str:
    return text.replace("\u00a0", " ")


def test_the_ledger_total_is_the_bank_buttons_figure_selection_included():
    table = Table((5, 5, 5, 1, 2, 3) + (1, 4) + (2, 3, 4, 6, 2))
    table.throw_and_keep(0, 1, 2, 3)  # three 5s and a 1 on the mat: 600
    rows, total = story(table.flow, TR)
    assert total == 600 == table.game.turn_total
    assert _plain(table.flow.bank_label(True)) == "Încasează"  # (S108: the action)
    assert rows == []  # (S14: the total says it; S26: no row of its own)
    table.flow.press_roll()
    table.run(LAND + 0.1)
    rows, total = story(table.flow, TR)  # landed, nothing chosen yet: the 600 set aside
    assert total == 600 and [(r.points, r.pending) for r in rows] == [("600", False)]
    table.flow.press_die(0)  # a 1: 700 if banked now
    rows, total = story(table.flow, TR)
    assert total == 700 and _plain(table.flow.bank_label(True)) == "Încasează"
    assert [(r.points, r.pending) for r in rows] == [("600", False)]  # (S26)
    unfinished = Table((1, 2, 2, 2, 3, 6))
    unfinished.throw_and_keep(0, 1)  # a 1 and a lone 2: nothing bankable yet
    rows, total = story(unfinished.flow, TR)
    assert not unfinished.game.can_bank and total == 0
    assert rows == []  # (S26: the mat's line says it is unfinished)


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_a_chosen_die_shows_at_once_in_the_ledger_never_beside_the_placeholder(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        run = _Run(app)
        table = seat(run, (5, 5, 5, 1, 2, 3, 1, 4, 6, 2))
        throw(run, table)
        keep(run, table, 0)  # one 5 chosen
        run.frames(15)  # (landed on the mat: the total counts it as it lands, ruling S53)
        texts = recorded_frame(table, size).texts
        said = [t.text for t in texts]
        assert app.tr("farkle.ledger.empty") not in said
        assert not any("în selecție" in t for t in said)  # (S14, S26)
        # (S114 4., round 82, hF113: on the turn's first throw the line shows its words
        # and dice; "Total tură" alone says the figure, no "+N" beside it)
        assert said.count("+50") == 0, said
        total = next(t for t in texts if t.role == "ledger_total")
        assert total.text == "50" and app.tr("farkle.story.total") == "Total tură"
        keep(run, table, 1, 2, 3)
        run.frames(15)  # (S53)
        texts = recorded_frame(table, size).texts
        assert next(t for t in texts if t.role == "ledger_total").text == "600"
        # (ruling S14: the total's; S114 4., round 82: still the turn's first throw, so its
        # line says no "+600" beside "Total tură 600")
        assert [t.text for t in texts].count("+600") == 0
        assert "Încasează" in [_plain(t.text) for t in texts]  # (S108: no figure)
    finally:
        app.close()


def test_a_persons_turn_panel_says_what_banking_makes_all_turn():
    table = Table((1, 1, 1, 2, 3, 4), totals=(3_450, 0))
    label = TR("farkle.turn.score_label")
    fact = bank_fact(table.flow, TR, True)
    # before the throw: her total (round 69: "—" read dead; test_farkle_fact_standing)
    assert fact is not None and (fact.label, _plain(fact.value)) == (label, "3 450")
    assert fact.bar == fact.bar_from  # nothing to bank: no gold part
    table.throw_and_keep(0, 1, 2)
    fact = bank_fact(table.flow, TR, True)
    # (hF51, critic B50: was "1 000 → 4 450"; ruling S14, round 72: "4 450" retired too, the
    # figure is her total, what banking makes is the bar's gold part)
    assert fact is not None and _plain(fact.value) == "3 450"
    assert (fact.bar_from, fact.bar) == pytest.approx((0.345, 0.445))
    unseen = bank_fact(table.flow, TR, False)  # nothing before seen
    assert unseen is not None and unseen.bar == unseen.bar_from
    table.game.current = 1
    table.game.players[1] = Player("IA", is_computer=True)
    # round 41 (critic B40) reverses hF40's "the computer's reason speaks instead": the row
    # keeps its place on the computer's turn too, under its reason
    fact = bank_fact(table.flow, TR, True)
    assert fact is not None and fact.bar is not None
    assert fact.bar - fact.bar_from == pytest.approx(0.1)  # its 1 000 in gold


def test_the_computer_says_its_reason_while_it_picks_its_dice():
    # Ana banks a 1; the computer throws 5 5 5 1 2 3 and picks its four dice one by one:
    # from the landing on, the prompt line says its reason in words (its aim while it picks,
    # then what it keeps and why), never a blank where the reason stands (round 73, hX80,
    # ruling S15: the prompt's, no longer the Tura panel's).
    table = Table((1, 2, 3, 4, 6, 6, 5, 5, 5, 1, 2, 3, 2, 3, 4, 6), names=("Ana",),
                  computer=True)
    table.throw_and_keep(0)
    table.flow.press_bank()
    reasons = []
    for _ in range(round(12 / DT)):
        table.run(DT)
        game = table.game
        if not table.flow.computer_turn or not table.flow.live() or not table.dice.visible():
            continue
        text, colour = prompt_line(table.flow, True)
        said = text.startswith(TR("farkle.computer_says", remark=""))
        reasons.append((len(game.selected), said and len(text) > 20 and colour == theme.GOLD))
    assert any(count == 0 for count, _ in reasons), reasons  # seen before it picks
    assert reasons and all(said for _, said in reasons), reasons


def test_the_score_to_beat_has_the_strips_name():
    table = Table((2, 3, 4, 6, 6, 1), totals=(10_450, 600))
    table.game.current = 1
    table.game.last_round_by = 0
    words = TR("farkle.turn.to_beat", points="10 450").split(":")[0]
    assert words == TR("farkle.band.beat")  # (hF71: the band's label over its figure)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_turn_panel_has_no_blank_band_under_its_notes(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        run = _Run(app)
        table = seat(run, (5, 5, 5, 1, 2, 3, 1, 4, 6, 2))
        for beat in ("before", "thrown", "chosen"):
            if beat == "thrown":
                throw(run, table)
            if beat == "chosen":
                keep(run, table, 0, 1, 2, 3)
            frame = recorded_frame(table, size)
            rect = table.turn_rect
            inside = [t.rect for t in frame.texts if rect.contains(t.rect)]
            # (hF51, critic B50: the fact stands right under the notes now, its bar to the
            # goal under its figure: the bar is the panel's content too)
            inside += [p.rect for p in frame.panels if p.role == "turn_fact_bar"]
            # (round 65: the risk's bar is the panel's content too: a person's one note now
            # stands in the middle of the room under it, critic B64)
            inside += [p.rect for p in frame.panels if p.role == "bar" and rect.contains(p.rect)]
            rules = [p.rect for p in frame.panels if p.role == "rule" and rect.contains(p.rect)]
            floor = min([r.top for r in rules], default=rect.bottom)
            lowest = max(r.bottom for r in inside if r.bottom <= floor)
            small = app.screen.get_size()[1] * 34 // 1080
            assert floor - lowest <= 2.2 * small, (beat, floor - lowest)
            ordered = sorted(inside, key=lambda r: r.top)
            bands = [b.top - a.bottom for a, b in zip(ordered, ordered[1:], strict=False)]
            assert max(bands) <= 2.2 * small, (beat, max(bands))  # no empty band between
            assert pygame.Rect(rect).contains(pygame.Rect(inside[0]))
    finally:
        app.close()
