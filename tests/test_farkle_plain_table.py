"""The 10 000 table says each figure once, keeps its regions still, shows a lost turn as lost
and lets the computer explain itself in plain words that match what it does.

The flow's promises are driven through its fake dice and clock (``tests.test_farkle_flow``);
the regions' stillness through a real (headless) table."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pygame
import pytest

import game.views.farkle_views as views
from game.ai.farkle import Action, decide
from game.engine.farkle import FarkleGame
from game.engine.players import Player
from game.i18n import Translator, format_int
from game.rules.farkle import best_score
from game.views.farkle_views import note_alone, prompt_line, turn_panel
from game.widgets.computer_reason import plan_on_the_mat, reason_sentence
from tests.test_farkle_flow import LAND, Table
from tests.test_farkle_table import DT, bank, click_die, roll, start
from tests.uihelpers import recorded_frame

TR = Translator.load("ro")

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # several apps


def test_the_turn_panel_repeats_neither_the_selection_nor_the_turns_points():
    # Four 1s on the mat: "Selecție: … = 1 000" over the mat and the ledger's total say it;
    # the turn panel keeps to the dice to roll and the risk.
    table = Table((1, 1, 1, 1, 2, 3))
    table.throw_and_keep(0, 1, 2, 3)
    lines = turn_panel(table.flow, TR, True)[0]
    assert [line.label for line in lines] == [TR("farkle.label.dice_to_roll"),
                                               TR("farkle.label.risk")]
    assert "1 000" not in [line.value for line in lines]


def test_the_turn_and_ledger_panels_keep_their_place_through_every_beat(tmp_path):
    # Ana rolls, keeps a 1 and banks; the computer's whole turn follows (its reasoning shows
    # once its dice land): neither panel moves nor changes height at any frame.
    app, table = start(tmp_path, 1, (1, 2, 3, 4, 6, 6, 1, 1, 1, 2, 3, 4))
    seen = {(tuple(table.turn_rect), tuple(table.groups_rect))}
    roll(app, table)
    click_die(app, table, 0)
    app.step(DT)
    seen.add((tuple(table.turn_rect), tuple(table.groups_rect)))
    bank(app, table)
    reasons = 0
    for _ in range(80):
        app.step(DT)
        seen.add((tuple(table.turn_rect), tuple(table.groups_rect)))
        reasons += bool(table.turn_panel()[1])
        if table.game.current == 0 and not table.busy:
            break
    assert reasons, "the computer's reasoning never showed"
    assert len(seen) == 1, seen


def test_a_bust_shows_the_turns_points_struck_out_as_lost(monkeypatch):
    # (round 78, hF93, ruling S47, critics cB76 / cB77: struck again under the stamp, in its
    # place under its own label, as the "?" page's card 5 shows it; round 76's hF89 had it
    # wait quiet, as it was, and the table then said "100" in gold beside "Tură pierdută!")
    table = Table((1, 2, 3, 4, 6, 6) + (2, 3, 4, 6, 6))
    table.throw_and_keep(0)
    drawn: list[tuple[str, bool]] = []
    import game.views.farkle_story as story_views  # (the ledger's views, split from views)

    monkeypatch.setattr(story_views, "draw_story", lambda *args, lost=False, **kw: drawn.append(
        (args[7].label, lost)))
    place = SimpleNamespace(groups_rect=pygame.Rect(0, 0, 460, 400), scale=1.0, tr=table.app.tr)
    views.draw_groups_panel(None, place, table.flow, None)
    assert drawn[-1] == (TR("farkle.story.total"), False)  # before the roll: a live total
    table.flow.press_roll()  # five dice, nothing scores
    table.run(LAND + 0.1)
    assert table.flow.bust_shown
    views.draw_groups_panel(None, place, table.flow, None)
    assert drawn[-1] == (TR("farkle.story.total"), True)


def _computer_game(totals: tuple[int, int], dice: tuple[int, ...], turn_points: int = 0
                   ) -> FarkleGame:
    game = FarkleGame.new([Player("Ana"), Player("IA", is_computer=True)])
    game.totals[:] = list(totals)
    game.current = 1
    game.turn_points = turn_points
    game.roll_dice = dice
    return game


def test_the_computers_reason_is_one_plain_sentence_in_its_own_words():
    text = lambda s: s.replace("\u00a0", " ")  # noqa: E731
    assert text(reason_sentence(TR, _computer_game((0, 0), (1, 1, 1, 2, 3, 4)))) == (
        "Păstrez trei de 1 și mă opresc: 1 000 e destul")
    assert text(reason_sentence(TR, _computer_game((0, 0), (5, 2, 3, 3, 4, 6)))) == (
        "Păstrez 5 și arunc iar: vreau 300, am 50")
    assert text(reason_sentence(TR, _computer_game((0, 0), (1, 5, 2, 3, 3, 6), 300))) == (
        "Păstrez 1 și 5 și mă opresc: 450 e destul")
    assert text(reason_sentence(TR, _computer_game((0, 0), (5, 5, 5, 1, 2, 3)))) == (
        "Păstrez trei de 5 + un 1 și mă opresc: 600 e destul")
    before = FarkleGame.new([Player("Ana"), Player("IA", is_computer=True)])
    before.current = 1
    assert reason_sentence(TR, before) == "Arunc până strâng 300"


def test_the_computers_reason_always_says_what_it_then_does():
    rng = random.Random(7)
    for _ in range(300):
        dice = tuple(rng.randint(1, 6) for _ in range(rng.randint(1, 6)))
        game = _computer_game((rng.randrange(0, 9_000, 50), rng.randrange(0, 9_000, 50)), dice,
                              rng.randrange(0, 1_500, 50))
        if not best_score(dice):
            continue  # a bust: nothing is kept, nothing is said
        decision = decide(game, "normal")
        said = reason_sentence(TR, game)
        stops = "mă opresc" in said
        assert stops == (decision.action is Action.BANK), (dice, game.totals, said)
        assert "Prag" not in said and "bază" not in said  # no term of the formula



def test_under_the_results_the_table_says_nothing_the_panel_would_slice(tmp_path):
    # "Partida s-a încheiat" stood over the dice, and the results panel's edge cut it.
    from game.scenes.results import ResultsOverlay
    from tests.uihelpers import make_app
    from tools.screens_farkle import _results

    app = make_app(tmp_path, size=(1024, 600))
    try:
        _results(app)
        assert isinstance(app.manager.top, ResultsOverlay)
        table = app.manager.stack[-2]
        size = app.screen.get_size()
        texts = [t.text for t in recorded_frame(table, size).texts]
        assert TR("farkle.game_over") not in texts, texts
    finally:
        app.close()


def test_the_ledger_leaves_the_selections_name_and_points_to_the_mat(monkeypatch):
    # Three 1s kept (1 000), a 5 on the mat: the kept row shows its points (1 000) and the
    # total 1 050; the 5's combination and its 50 are said once, over the mat ("Selecție:
    # un 5 = 50"): the ledger has no row for it.
    import game.widgets.farkle_ledger as panels  # the ledger draws the set-aside rows
    from game.engine.farkle import SetAside
    from game.views.farkle_views import story_rows
    from game.widgets.farkle_ledger import draw_story
    from game.widgets.farkle_panels import ValueLine

    written: list[str] = []
    real = panels.draw_text
    monkeypatch.setattr(panels, "draw_text", lambda surface, text, *a, **k: (
        written.append(text), real(surface, text, *a, **k))[1])
    monkeypatch.setattr(panels, "draw_dice_row",
                        lambda surface, cache, faces, topleft, side, gap, looks=None:
                        pygame.Rect(topleft, (side * len(faces), side)))
    rows = story_rows([SetAside((1, 1, 1), 1_000)], TR)
    surface = pygame.Surface((460, 500))
    draw_story(surface, surface.get_rect(), 1.0, None, "Puse deoparte", "Încă nimic", rows,
               ValueLine("Total până acum", "1 050"))
    assert "1 000" in written and "1 050" in written and "50" not in written
    assert "Un 5" not in written, written


def test_every_panel_keeps_its_side_for_every_seat_count_and_size(tmp_path):
    # Two seats and seven, at the three sizes: the guide, the ledger and the turn panel
    # stand in the same column (seven seats once moved the guide right and the ledger left;
    # 1024×600 once had them on the other sides than the larger windows).
    from tests.uihelpers import make_app
    from tools.screens_farkle import table_with

    app = make_app(tmp_path, size=(1024, 600))
    sides: dict[tuple[int, tuple[int, int]], tuple[bool, bool, bool]] = {}
    try:
        for humans in (1, 6):
            scene = table_with(app, humans, 1, 2, 3, 4, 6, 6)
            for size in [(1920, 1080), (1366, 768), (1024, 600)]:
                app.resize(size)
                app.step(1 / 60)
                middle = scene.size[0] // 2
                sides[(humans, size)] = (scene.guide_rect.centerx < middle,
                                         scene.groups_rect.centerx < middle,
                                         scene.turn_rect.centerx < middle)
            app.manager.pop()
        for size in [(1920, 1080), (1366, 768), (1024, 600)]:
            assert sides[(1, size)] == sides[(6, size)], (size, sides)
        assert set(sides.values()) == {(False, True, False)}  # the guide under the turn
    finally:
        app.close()


def test_a_persons_turn_panel_says_what_banking_now_makes_of_the_total():
    # Ana has 3 450; three 1s on the mat: banking would bring her to 4 450. hF40: said by the
    # panel's fact row (:func:`bank_fact`) in one place all turn, no longer a third note
    # coming under the two steady ones; since round 72 (ruling S14) the row says her score
    # as a figure, "Scor  3 450", and what banking makes as its bar's gold part (its figure,
    # "După încasare  4 450", said the button's again on a first turn).
    table = Table((1, 1, 1, 2, 3, 4), totals=(3_450, 0))
    steady = ["", "Până la obiectiv: 6 550"]  # (hF14: first row; air since round 65, B64)
    table.flow.press_roll()
    table.run(LAND + 0.1)
    assert [n.replace("\u00a0", " ") for n in _notes(table)] == steady
    assert views.bank_fact(table.flow, TR, True).value.replace("\u00a0", " ") == "3 450"
    for index in (0, 1, 2):
        table.flow.press_die(index)
    assert [n.replace("\u00a0", " ") for n in _notes(table)] == steady
    # (hF51, critic B50: was "1 000 → 4 450"; the turn's 1 000 is the button's and the
    # ledger's, the panel's bar says the total banking makes)
    fact = views.bank_fact(table.flow, TR, True)
    assert fact.value.replace("\u00a0", " ") == "3 450"
    assert (fact.bar_from, fact.bar) == pytest.approx((0.345, 0.445))
    first = Table((1, 1, 1, 2, 3, 4))  # nothing banked yet
    first.throw_and_keep(0, 1, 2)
    # (round 62, hF62 reversed "the whole target: not said": the slot under the first row
    # is never bare on a first turn, the same rows as the computer's reason)
    # (rewritten in round 65, critic B64: a person's Tura panel says one note, in the slot
    # over the fact; its first row is air under the risk's bar, the rule the "?" page's)
    assert [n.replace("\u00a0", " ") for n in _notes(first)] == ["", "Până la obiectiv: 10 000"]
    fact = views.bank_fact(first.flow, TR, True)  # (never "1 000": the button's figure)
    assert fact.value == "0" and fact.bar == pytest.approx(0.1)


def _notes(table: Table) -> list[str]:
    notes = turn_panel(table.flow, TR, table.dice.visible())[1]
    # the rows as the panel lays them: a person's one note in the slot under its first
    # row left empty (hK63: left empty by the panel's note_alone, no longer an empty note)
    empty = [""] if note_alone(table.flow, notes) else []
    return empty + [text for text, _ in notes]


def test_while_a_stage_plays_the_prompt_over_the_dice_waits(tmp_path):
    # Hot dice: the stage says "Zaruri fierbinți!"; the prompt's "Toate zarurile aduc
    # puncte…" under it said it a second time.
    from game.widgets import layout_record
    from tests.uihelpers import make_app
    from tools.screens_farkle import _hot_dice
    from tools.screens_stage import until_staged

    app = make_app(tmp_path, size=(1024, 600))
    try:
        _hot_dice(app)
        until_staged(app, "hot_dice")  # once the sixth die has slid onto the mat
        table = app.manager.stack[-2]  # under the stage
        assert table.on_stage == "hot_dice"
        prompt = views.prompt_line(table.flow)[0]
        assert prompt
        size = app.screen.get_size()
        layout_record.start(size)
        try:
            layout_record.begin(size)
            table.draw_table(pygame.Surface(size))
            texts = [t.text for t in layout_record.frame().texts]
        finally:
            layout_record.stop()
        assert prompt not in texts
    finally:
        app.close()


def test_a_persons_turn_notes_stay_from_the_first_throw_to_the_bank():
    # The critic's frames: "Fără punctaj minim la încasare" was said before the first throw
    # only, then vanished (a region that jumps). The turn's notes now stay put all turn:
    # the same first two lines before the throw, with the dice landed, with a selection
    # ("Până la obiectiv: 7 500", "Fără punctaj minim la încasare").
    table = Table((5, 2, 3, 4, 6, 6, 1, 2, 3, 4, 6), totals=(2_500, 0))
    seen = [_notes(table)]
    table.flow.press_roll()
    table.run(LAND + 0.1)
    seen.append(_notes(table))
    table.flow.press_die(0)
    seen.append(_notes(table))
    table.flow.press_roll()
    table.run(LAND + 0.1)
    seen.append(_notes(table))
    assert all(notes[:2] == seen[0][:2] for notes in seen), seen
    assert seen[0][0] == ""  # the first row (hF14), air since round 65 (critic B64)


def test_the_computers_reasoning_is_said_once_its_kept_dice_make_the_total():
    # The critic's frame: "păstrează trei de 5 + un 1 … 600" in the Tura panel while the
    # ledger's "Total până acum" still read 0 (its dice not yet on the mat). The reasoning
    # after a roll is said once the dice it keeps are all set aside: the total it names is
    # the ledger's, which counts the mat's selection (hF40); while it picks, its aim speaks
    # (no figure of the mat).
    from game.views.farkle_views import story

    table = Table((1, 2, 3, 4, 6, 6, 5, 5, 5, 1, 2, 3, 2, 3, 4, 6), names=("Ana",),
                  computer=True)
    table.throw_and_keep(0)
    table.flow.press_bank()
    said_with = []
    for _ in range(round(12 / DT)):
        table.run(DT)
        game = table.game
        if not table.flow.computer_turn or game.roll_dice is None or table.flow.frozen:
            continue  # (in the air its dice say nothing yet: round 73)
        # (round 73, hX80, ruling S15: its remark is the prompt line's)
        text = prompt_line(table.flow, table.dice.visible())[0]
        says = TR("farkle.computer_says", remark="")
        notes = [text.removeprefix(says)] if text.startswith(says) else []
        if notes and not plan_on_the_mat(game):
            # (amended round 82, hF114, S96 4. amended: while it picks, that it picks)
            assert notes[0] == TR("farkle.reason.picking"), notes
        elif notes:
            assert story(table.flow, TR)[1] == game.turn_total
            total = game.turn_total
            said_with.append(total)
            assert format_int(total) in notes[0], (notes[0], total)
    assert said_with and max(said_with) >= 600, said_with


def test_while_a_banks_points_rise_the_turn_notes_do_not_count_them_in_already():
    # Under the big bank's stage the panel once said "Până la obiectiv: 8 950" while Ana's
    # total still read 0 (its points not landed): the turn's notes wait for the points
    # (here a small bank: its points rise while the panels keep Ana's turn).
    table = Table((1, 5, 2, 3, 4, 6), totals=(2_000, 0))
    table.throw_and_keep(0, 1)
    assert "Până la obiectiv: 8\u00a0000" in _notes(table) or any(
        "8" in n and "000" in n for n in _notes(table))
    table.flow.press_bank()
    assert table.flow.flight is not None and table.flow.frozen is not None
    assert not any("850" in n for n in _notes(table)), _notes(table)
    # the first row stays; "to the target" counts from the total the list shows (hF14)
    assert _notes(table)[0] == "", _notes(table)  # (air since round 65, critic B64)
