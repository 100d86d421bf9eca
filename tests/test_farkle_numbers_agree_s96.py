"""The 10 000's numbers always agree (ruling S96, round 81, hF107; critics cB80 #5, #7, #8,
#12, #4 and cF80's 10 000 row): after a bust the Tura panel's figures read spent, never live;
a bank's "Încasat" holds its whole amount while the score counts up; the ledger never shows a
bare throw header; the computer's reason matches what it holds. Driven through the flow with
its fake dice and clock (``tests.test_farkle_flow.Table``), read from the views' functions."""

from __future__ import annotations

import random

import pytest

from game import theme, theme_table
from game.ai.farkle import Action, decide
from game.engine.farkle import FarkleGame
from game.engine.players import Player
from game.i18n import Translator, format_int
from game.rules.farkle import best_score
from game.views.farkle_views import bank_fact, turn_panel
from game.widgets.computer_reason import aim_sentence
from tests.test_farkle_flow import DT, LAND, Table
from tests.uihelpers import make_app, recorded_now

TR = Translator.load("ro")
DICE_TO_ROLL = TR("farkle.label.dice_to_roll")
RISK = TR("farkle.label.risk")
BUST = (2, 3, 4, 6, 6, 2)
"""Six dice that score nothing."""


def test_after_a_bust_the_turn_panels_dice_and_risk_read_spent_never_live():
    """S96 1.: "Zaruri de aruncat 5 · Risc 7,7 %" keeps its figures (the throw they were
    made with, S14) but from the moment the bust is seen they are drawn spent: dull, their
    bar grey, never the live cream and the risk's green-to-red."""
    table = Table((1, 2, 3, 4, 6, 6) + BUST[:5])
    table.throw_and_keep(0)
    lines = {line.label: line for line in turn_panel(table.flow, TR, True)[0]}
    assert lines[DICE_TO_ROLL].colour == theme.CREAM  # live before the throw
    table.flow.press_roll()  # five dice: a bust
    table.run(LAND + DT)
    assert table.flow.bust_shown
    seen = 0
    while table.flow.bust_shown:
        lines = {line.label: line for line in turn_panel(table.flow, TR, True)[0]}
        assert lines[DICE_TO_ROLL].value == "5"  # the figures kept (S14) ...
        for label in (DICE_TO_ROLL, RISK):  # ... but spent
            assert lines[label].colour == theme_table.FARKLE_SPENT_FIGURE, label
        assert lines[RISK].bar_colour == theme_table.FARKLE_SPENT_BAR
        seen += 1
        table.run(DT)
    assert seen > 30
    lines = {line.label: line for line in turn_panel(table.flow, TR, True)[0]}
    assert lines[DICE_TO_ROLL].colour == theme.CREAM  # the next turn's figures live again


def _computer_game(totals: tuple[int, int], dice: tuple[int, ...], turn_points: int = 0,
                   chosen: tuple[int, ...] = ()) -> FarkleGame:
    game = FarkleGame.new([Player("Ana"), Player("IA", is_computer=True)])
    game.totals[:] = list(totals)
    game.current = 1
    game.turn_points = turn_points
    game.roll_dice = dice
    for i in chosen:
        game.toggle(i)
    return game


def test_the_computers_aim_never_says_it_rolls_on_when_it_is_about_to_bank():
    """S96 4. (cB80 #8, ``farkle_computer_turn``): 1 100 to Ana's 3 450, it threw 5 5 5 1 2 3
    and picks its dice to bank 600; with "Trei de 5" (500) on the mat it said "Sunt în urmă:
    arunc până strâng 400". While it picks dice it will bank, it says it stops there."""
    game = _computer_game((3_450, 1_100), (5, 5, 5, 1, 2, 3), chosen=(0, 1, 2))
    assert decide(game, "normal").action is Action.BANK
    said = aim_sentence(TR, game).replace("\u00a0", " ")
    assert said == "Mă opresc aici: trec de 400"
    assert aim_sentence(TR, game, short=True).replace("\u00a0", " ") == said


def test_the_computers_aim_always_matches_what_it_then_does():
    """S96 4.: for any throw being picked, the aim says it rolls on exactly when it will."""
    rng = random.Random(11)
    rolls_on = TR("farkle.reason.aim", points="").split(" ")[0]  # "Arunc"
    for _ in range(300):
        dice = tuple(rng.randint(1, 6) for _ in range(rng.randint(1, 6)))
        if not best_score(dice):
            continue  # a bust: nothing is picked
        game = _computer_game((rng.randrange(0, 9_000, 50), rng.randrange(0, 9_000, 50)), dice,
                              rng.randrange(0, 1_500, 50))
        for short in (False, True):
            said = aim_sentence(TR, game, short=short)
            if decide(game, "normal").action is Action.BANK:
                assert rolls_on.lower() not in said.lower(), (dice, game.totals, said)


def test_a_small_banks_figure_holds_whole_while_the_score_counts_up():
    """S96 2. (cB80 #5, ``farkle_bank_counting``): "Încasat" counted down ("+140" … "+10")
    while Scor counted up, two numbers telling opposite stories. Now its "+150" stands whole
    in gold from the press while the coins fly and the banker's row counts up, then says the
    bank settled ("150" in cream) until the turn passes: never a figure under the bank's."""
    table = Table((1, 5, 2, 3, 4, 4) + BUST, totals=(2_000, 3_500))
    flow = table.flow
    table.throw_and_keep(0, 1)
    flow.press_bank()
    said: list[tuple[str, tuple[int, int, int]]] = []
    rows: list[int] = []
    for _ in range(round(5 / DT)):
        if flow.shown_player != 0:
            break
        line = turn_panel(flow, TR, True)[0][0]
        said.append((line.value, line.colour))
        rows.append(flow.row_totals()[0])
        table.run(DT)
    else:
        raise AssertionError("the turn never passed")
    assert set(said) == {("+150", theme.GOLD), ("150", theme.CREAM)}, set(said)
    first_settled = said.index(("150", theme.CREAM))
    assert ("+150", theme.GOLD) not in said[first_settled:]  # settled once, for good
    counting = [r for r in rows[:first_settled] if 2_000 < r < 2_150]
    assert len(set(counting)) >= 5  # the score was seen counting up beside the whole "+150"
    assert rows[first_settled] == 2_150  # settled once the row has it whole


def test_a_banner_banks_plaque_and_rows_tell_one_story():
    """S96 2. (cF80, ``stage_bank_banner_p40``: the plaque said "+1 050", "Încasat 1 050",
    yet Scor and the players list read 0): the banker's row counts the bank in as the plaque
    lands (S87 1.'s "after it" amended), so from 40 % of its stage on the plaque, the
    "Încasat" row, "Scor" and the players list all read the bank made; the count never steps
    back once the plaque has gone, and the turn passes once it is whole."""
    table = Table((1, 1, 1, 5, 2, 3), totals=(500, 0))
    flow = table.flow
    table.throw_and_keep(0, 1, 2, 3)  # 1 050: a banner's bank
    flow.press_bank()
    assert flow.flight is not None and flow.flight.staged and flow.moment.kind == "bank_banner"
    seen = []
    for step in range(101):  # the plaque's stage, as its overlay ages it
        flow.stage_aged("bank_banner", step / 100)
        row = flow.row_totals()[0]
        fact = bank_fact(flow, TR, True)
        assert fact is not None and fact.value == format_int(row), step  # Scor = the row
        assert turn_panel(flow, TR, True, True)[0][0].value == format_int(1_050)
        if step >= 40:
            assert row == 1_550, (step, row)  # landed beside the plaque's "+1 050"
        seen.append(row)
    assert seen == sorted(seen) and seen[0] == 500  # counted up as it landed, never back
    assert sum(500 < s < 1_550 for s in seen) >= 3, seen  # seen counting, not a jump
    flow.land_flight()  # the plaque gone (stage_pictures.landed)
    flow.bank_told()
    for _ in range(round(3 / DT)):
        if flow.shown_player != 0:
            break
        assert flow.row_totals()[0] == 1_550  # never a second count after the plaque
        table.run(DT)
    assert flow.shown_player == 1  # then the turn passes


def test_a_banner_bank_skipped_early_counts_its_rest_in_steps_from_where_it_stood():
    """S96 2.: a plaque clicked away while its row counts (20 % of its stage) leaves the row
    where it stood; the rest counts up in plain sight, in steps, never a jump and never back
    to the old total (S87 1.'s "never a jump" kept)."""
    table = Table((1, 1, 1, 5, 2, 3), totals=(500, 0))
    flow = table.flow
    table.throw_and_keep(0, 1, 2, 3)
    flow.press_bank()
    flow.stage_aged("bank_banner", 0.2)
    stood = flow.row_totals()[0]
    assert 500 < stood < 1_550, stood
    flow.land_flight()  # skipped: the plaque gone
    flow.bank_told()
    shown = []
    for _ in range(round(3 / DT)):
        if flow.shown_player != 0:
            break
        shown.append(flow.row_totals()[0])
        table.run(DT)
    assert shown[0] == stood and shown == sorted(shown) and shown[-1] == 1_550, shown
    assert sum(stood < s < 1_550 for s in shown) >= 3, shown  # in steps


def _ledger_line(app):
    """The ledger's throw line as drawn now: its words, its dice pictures, its points."""
    from game.widgets import layout_record

    frame: layout_record.Frame = recorded_now(app)
    words = [t.text for t in frame.texts if t.role == "ledger_next_throw"]
    dice = [p.rect for p in frame.panels if p.role == "ledger_next_die"]
    points = [t.text for t in frame.texts if t.role == "ledger_next_points"]
    return words, dice, points


@pytest.mark.usefixtures("pictures_drawn_once_no_fsync")
@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_ledgers_throw_line_shows_its_chosen_dice_and_is_never_a_bare_header(tmp_path,
                                                                                  size):
    """S96 3. (cF80, ``farkle_selection``: "Aruncarea 1 +600" had no dice pictures; cB80 #7,
    ``farkle_hot_dice`` and ``farkle_bust``: a bare "Aruncarea 2" with nothing under it): the
    throw's line shows the dice chosen from it pictured, with its "+600"; with nothing chosen
    it says how many dice it throws ("6 zaruri", hot dice' six to come), under a bust what it
    made ("0"): its words never stand alone."""
    from tools.screens_farkle import _bust, _hot_dice, _selection

    want_note = {_hot_dice: TR.n("farkle.ledger.throw_dice", 6), _bust: "0"}
    for state, want in ((_selection, 4), (_hot_dice, 0), (_bust, 0)):
        app = make_app(tmp_path, size=size)
        try:
            state(app)
            for _ in range(30):  # the chosen dice landed on the mat (0.5 s)
                app.step(DT)
            words, dice, points = _ledger_line(app)
            if want:
                # (its words beside its dice only where they fit: the dice come first)
                assert words in ([], [TR("farkle.ledger.next_throw", n=1)]), words
                # (round 82, S114 4.: the turn's first throw: "Total tură" says its 600)
                assert len(dice) == want and points == [], (dice, points)
                assert all(d.h >= 24 for d in dice), dice  # pictures, readable
                assert len({d.y for d in dice}) == 1, dice  # one row, beside its words
            else:
                notes = [t.text for t in recorded_now(app).texts if t.role == "ledger_next_note"]
                assert words and not dice and notes == [want_note[state]], (words, notes)
        finally:
            app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_sugestie_is_as_wide_as_its_sibling_buttons(tmp_path, size):
    """S96 5. (cF80: "Sugestie" narrower than "Aruncă" and "Încasează"): the action row is
    three buttons of one width, their words whole."""
    from tools.screens_farkle import _selection

    app = make_app(tmp_path, size=size)
    try:
        _selection(app)
        table = app.manager.top
        widths = {b.rect.w for b in (table.roll_button, table.bank_button, table.hint_button)}
        assert max(widths) - min(widths) <= 1, widths
    finally:
        app.close()


def test_the_turn_pill_stands_until_the_first_throw_never_fading_to_a_gap():
    """S96 5. (cB80 #12, ``seq/bust_1366_03`` f380→f400: "La rând: Ion" faded out ~1.5 s
    after the band, leaving a gap under the status line): the pill stands, whole, until the
    new turn's first throw, then goes with it."""
    from game.views.farkle_turn_band import pill_fade

    table = Table((1, 5, 2, 3, 4, 4) + BUST, names=("Ana", "Ion"))
    flow = table.flow
    table.throw_and_keep(0, 1)
    flow.press_bank()  # Ana banks: the turn passes to Ion
    for _ in range(round(12 / DT)):
        table.run(DT)
        if flow.voice.banner is not None and not flow.handoff.holds:
            break
    assert flow.voice.banner is not None and flow.voice.banner.text == "La rând: Ion"
    table.run(6.0)  # Ion thinks a while
    banner = flow.voice.banner
    assert banner is not None and pill_fade(banner) >= 1.0  # whole, not faded to a gap
    flow.press_roll()  # his first throw: the pill goes with it
    table.run(DT)
    assert flow.voice.banner is None


@pytest.mark.usefixtures("pictures_drawn_once_no_fsync")
@pytest.mark.parametrize("dice, keep", [((1, 5, 2, 3, 4, 4), 2), ((1, 1, 1, 5, 2, 3), 4)])
def test_ctrl_z_works_exactly_while_the_undo_button_reads_live_band_included(tmp_path, dice,
                                                                             keep):
    """S96 6. (cB80 #4: Ctrl+Z ~0.3 s after a bank did nothing "although the button already
    read live"): decided, the button never reads live while the key is refused. Stepped at
    1/60 s from the press: at every frame "Anulează" is lit exactly when the flow would take
    the bank back; and pressed under the passing band (the button lit) the key takes it
    back at once."""
    import pygame

    from tools.screens_farkle import play, table_with

    app = make_app(tmp_path, size=(1366, 768))
    try:
        table = table_with(app, 2, *dice, *BUST * 4)
        table.press_roll()
        play(app)
        for i in range(keep):
            table.press_die(i)
        play(app, 4)
        table.press_bank()
        flow = table.flow
        greyed = 0
        for _ in range(600):
            app.step(DT)
            assert table.undo_button.enabled == flow.undo_offered(), flow.handoff.holds
            greyed += not table.undo_button.enabled
            if flow.handoff.holds and table.undo_button.enabled:
                break
        else:
            raise AssertionError("the band never came with the offer lit")
        assert greyed  # (under the bank's own moment: greyed, the key refused with it)
        assert table.undo_label() != TR("undo.button")  # lit, it names whose bank
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z,
                                             mod=pygame.KMOD_LCTRL, unicode="z", scancode=0))
        app.step(DT)
        assert table.game.current == 0 and table.game.totals[0] == 0  # taken back, at once
    finally:
        app.close()
