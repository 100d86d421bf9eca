"""The 10 000 table's promises of reveal and pacing: nothing of a roll's outcome shows before
its dice are seen, and the next beat waits for the last one. Driven through the flow with
its fake dice and clock (``tests.test_farkle_flow.Table``); what the panels show is read from
the views' own functions (``player_lines``, ``turn_panel``), nothing is drawn."""

from __future__ import annotations

from game import theme, theme_stage
from game.flow.messages import Ends
from game.flow.turn_handoff import HANDOFF_SECONDS
from game.i18n import Translator, format_int, format_percent
from game.rules.farkle import bust_probability
from game.views.farkle_views import player_lines, prompt_line, turn_panel
from game.widgets.computer_reason import plan_on_the_mat
from tests.test_farkle_flow import DT, LAND, Table

TR = Translator.load("ro")
DICE_TO_ROLL = TR("farkle.label.dice_to_roll")
RISK = TR("farkle.label.risk")
BUST = (2, 3, 4, 6, 6, 2)
"""Six dice that score nothing."""


def _values(table: Table) -> dict[str, str]:
    lines, _, _ = turn_panel(table.flow, TR, table.dice.visible())
    return {line.label: line.value for line in lines}


def _notes(table: Table) -> list[str]:
    return [text for text, _ in turn_panel(table.flow, TR, table.dice.visible())[1]]


def _frames(table: Table, seconds: float, check) -> None:
    for _ in range(round(seconds / DT)):
        table.run(DT)
        check()


def test_during_a_busts_pause_the_turn_panel_keeps_the_figures_it_was_thrown_with():
    table = Table((1, 2, 3, 4, 6, 6) + BUST[:5])
    table.throw_and_keep(0)
    table.flow.press_roll()  # five dice: a bust
    table.run(LAND + 0.1)
    assert table.flow.hold > 0 and table.said() == ["farkle.bust"]  # the bust's pause

    def lost() -> None:  # the figures the throw was made with (the stamp says it lost)
        # (round 62, critic B61: "0" dice read as a count that was not true, the next throw
        # being the next player's six; round 74 (ruling S14) reversed its "—" for both rows,
        # a placeholder: the five dice and their risk stay, never the next player's six)
        if table.flow.hold > 0:
            values = _values(table)
            assert (values[DICE_TO_ROLL], values[RISK]) == ("5", format_percent(
                bust_probability(5)))
            assert "Tura e pierdută" not in _notes(table)

    _frames(table, theme.FARKLE_BUST_HOLD, lost)
    while table.flow.handoff.holds:  # Ion's seat card: his panel under it, his six dice
        assert _values(table)[DICE_TO_ROLL] == "6"  # (ruling S79 1., round 80, hF100;
        table.run(0.05)  # was: the loser's figures kept under it, round 76, S13)
    assert table.flow.hold <= 0 and _values(table)[DICE_TO_ROLL] == "6"  # Ion's turn now


def test_the_players_panel_shows_a_new_total_only_once_the_points_have_landed():
    # a small bank (hB40: a bank of 1 000 or more has its banner, under which the row says
    # the new total at once: tests/test_farkle_big_bank_counts_up.py)
    table = Table((1, 5, 2, 3, 4, 4))
    table.throw_and_keep(0, 1)
    table.flow.press_bank()
    assert table.game.totals[0] == 150 and table.flow.flight is not None

    seen: list[int] = []

    def old_total() -> None:  # the old total while they rise, then it counts up to 150
        shown = int(player_lines(table.flow, TR, True)[0].total.replace(" ", ""))
        assert shown == 0 if table.flow.flight is not None else shown >= (seen or [0])[-1]
        seen.append(shown)

    _frames(table, theme.FARKLE_FLY_TIME + theme.FARKLE_PULSE_TIME + 0.2, old_total)
    assert player_lines(table.flow, TR, True)[0].total == "150"


def _ending_on_a_bank() -> Table:
    """Ana reached the target first; Ion's last bank of 1 000 ends the game and wins it."""
    table = Table((1, 1, 1, 2, 3, 4), totals=(10_000, 9_500))
    table.game.last_round_by = 0
    table.game.last_round_pending = [1]
    table.game.banks[:] = [[10_000], [9_500]]
    table.game.turns_played[:] = [1, 1]
    table.game.current = 1
    table.flow.seen_player = table.flow.announced_player = 1
    return table


def test_the_winning_bank_lands_and_counts_then_the_win_then_the_results():
    # overturned again (round 74, hF87, critic cR74b #1, ruling S14): hF16's "lands at once"
    # let the win replace the table one frame after the bank, the old total on the row; the
    # bank's beat plays first (its "+N" lands, the row counts past the goal: no bank stage,
    # no line, the win the one climax still), then the win, then the results.
    table = _ending_on_a_bank()
    table.throw_and_keep(0, 1, 2)
    table.flow.press_bank()
    assert table.game.finished and table.flow.flight is not None
    totals = [line.total for line in player_lines(table.flow, TR, True)]
    assert totals[1] == format_int(9_500)  # the old figure while the points rise
    assert table.results == 0  # not counted from the bank: the win's beat first
    table.run(0.1)
    assert table.flow.moment.kind != "win" and table.results == 0
    table.run(theme.FARKLE_FLY_TIME + theme.FARKLE_PULSE_TIME
              + theme_stage.FARKLE_OVERTAKE_HOLD + 0.2)  # (the final total read settled a
    # beat first: round 75, hW78; round 80, S80 3.: the overtake's beat, the lead passed)
    assert table.flow.moment.kind == "win" and table.results == 0
    totals = [line.total for line in player_lines(table.flow, TR, True)]
    assert totals[1] == format_int(table.game.totals[1])  # the final figure, no step back
    table.run(theme.FARKLE_END_DELAY + 0.3)
    assert table.results == 1
    assert [line.winner for line in player_lines(table.flow, TR, True)] == [False, True]


def test_the_winners_results_and_celebration_wait_for_the_last_banks_points(monkeypatch):
    # A game alone ended by a bank (its bank keeps its stage and its rising points, hF16):
    # nothing of the end shows before they have landed, however long they take to land.
    monkeypatch.setattr(theme, "FARKLE_FLY_TIME", 2.5)
    table = Table((1, 1, 1, 2, 3, 4), totals=(9_500,), names=("Ana",))
    table.throw_and_keep(0, 1, 2)
    table.flow.press_bank()
    assert table.game.finished and table.flow.flight is not None

    def nothing_before_the_landing() -> None:
        flow = table.flow
        if flow.flight is not None:
            assert not any(line.winner for line in player_lines(flow, TR, True))
            assert not flow.win_celebration.started and not flow.results_shown
            assert table.results == 0

    _frames(table, theme.FARKLE_FLY_TIME + 0.1, nothing_before_the_landing)
    assert table.flow.flight is None
    assert table.results == 0  # the results open after the landing, not from the bank
    table.run(theme.FARKLE_END_DELAY + 2.0)
    assert table.results == 1


def test_the_winners_are_marked_only_once_the_last_dice_are_seen():
    table = Table((1, 1, 1, 5, 2, 3) + BUST, totals=(9_400, 7_000), names=("Ana",),
                  computer=True)
    table.throw_and_keep(*range(4))
    table.flow.press_bank()  # Ana reaches 10 000: the computer's last turn busts

    def marked_when_seen() -> None:
        flow = table.flow
        marked = any(line.winner for line in player_lines(flow, TR, table.dice.visible()))
        if flow.in_the_air or flow.hold > 0 or flow.flight is not None:
            assert not marked and not flow.win_celebration.started

    _frames(table, 12, marked_when_seen)
    assert table.game.finished and table.flow.win_celebration.started and table.results == 1


def test_the_computers_threshold_and_its_reason_show_once_its_dice_have_landed():
    table = Table(BUST + (1, 1, 1, 2, 3, 4), names=("Ana",), computer=True)
    table.game.computer_level = "normal"
    banks_at = TR("farkle.reason.bank", dice="", total="").split()[0]  # "Păstrez …": after a roll
    table.flow.press_roll()  # Ana busts: the computer's turn comes
    seen = {"air": 0, "landed": 0}

    def threshold_after_landing() -> None:
        flow = table.flow
        if not flow.computer_turn:
            return
        # (round 73, hX80, ruling S15: its reason is the prompt line's)
        line = prompt_line(flow, table.dice.visible())[0]
        said = banks_at in line
        if flow.in_the_air:
            assert not said and "Calculatorul:" not in line, line
            seen["air"] += 1
        elif flow.live() and not flow.busy and plan_on_the_mat(table.game):
            assert said, line  # (hF9: once the dice it keeps are on the mat)
            seen["landed"] += 1

    _frames(table, 6, threshold_after_landing)
    assert seen["air"] and seen["landed"]


def test_after_a_persons_bank_the_computer_waits_long_enough_for_the_undo():
    table = Table((1, 1, 1, 2, 3, 4), names=("Ana",), computer=True)
    table.throw_and_keep(0, 1, 2)
    table.flow.press_bank()
    thrown = len(table.dice.thrown)
    handoff, passing = table.flow.handoff, False
    while not passing or handoff.active:  # until the turn has visibly passed (its band
        table.run(DT)  # settled): the computer's own wait counts from there
        passing = passing or handoff.active
    waited = 0.0
    while len(table.dice.thrown) == thrown and waited < 5:
        table.run(DT)
        waited += DT
    assert waited >= theme.UNDO_COMPUTER_WAIT - DT
    assert theme.UNDO_COMPUTER_WAIT > theme.COMPUTER_STEP_SECONDS["normal"]


def test_after_an_undo_the_turn_is_not_announced_again_for_the_same_player():
    table = Table((1, 1, 1, 2, 3, 4))
    table.throw_and_keep(0, 1, 2)
    table.flow.press_bank()
    table.run(theme.FARKLE_FLY_TIME + theme.FARKLE_PULSE_TIME + 0.2)  # landed, counted
    assert table.flow.voice.banner is not None and table.flow.voice.banner.text == "La rând: Ion"
    table.flow.undo()  # Ana's bank taken back: her turn again, her roll on the felt
    banners = []
    _frames(table, 3, lambda: banners.append(table.flow.voice.banner))
    assert all(b is None for b in banners)


def test_a_persons_bank_line_ends_on_its_timer_and_the_computers_stays_until_a_person_acts():
    table = Table((1, 1, 1, 2, 3, 4))
    table.throw_and_keep(0, 1, 2)
    table.flow.press_bank()
    said = table.flow.voice.announcement
    assert said.key == "farkle.banked" and said.ends is Ends.TIMER
    table.run(theme.FARKLE_TOAST_TIME - 0.2)
    assert table.flow.voice.announcement.key == "farkle.banked"
    table.run(0.4 + HANDOFF_SECONDS)  # (its clock stops under the turn's passing)
    assert table.flow.voice.announcement is None

    computer = Table(BUST + (1, 1, 1, 2, 3, 4), names=("Ana",), computer=True)
    computer.game.computer_level = "normal"
    computer.flow.press_roll()  # Ana busts; the computer banks its three 1s
    for _ in range(round(12 / DT)):
        computer.run(DT)
        if computer.game.banks[1]:
            break
    assert computer.game.banks[1] == [1_000]
    banked = computer.flow.voice.announcement
    assert banked.key == "farkle.banked" and banked.text == "Calculatorul încasează 1 000"
    computer.run(theme.FARKLE_TOAST_TIME * 3)  # nobody acts: the caption stays
    assert computer.flow.voice.announcement.text == banked.text
    computer.flow.press_roll()  # Ana acts
    assert computer.flow.voice.announcement is None or (
        computer.flow.voice.announcement.key != "farkle.banked")


def test_after_undoing_the_bank_that_reached_the_target_the_last_round_is_never_announced():
    table = Table((1, 1, 1, 5, 2, 3), totals=(8_950, 6_000))
    table.throw_and_keep(*range(4))
    table.flow.press_bank()  # 10 000: the last round is due once the points land
    assert table.game.in_last_round and table.flow.flight is not None
    table.run(theme.FARKLE_FLY_TIME / 3)  # the points still rising: the undo not yet
    table.flow.undo()  # offered, Ctrl+Z refused (S79 3.; round 80, fixE: it was taken here)
    assert table.game.in_last_round and table.game.current == 1
    for _ in range(round(5 / DT)):  # the bank's own moment gone: the undo offered
        if table.flow.undo_offered():
            break
        table.run(DT)
    assert "last_round" not in table.played  # (not yet said: it waits for the card)
    table.flow.undo()
    assert not table.game.in_last_round and not table.flow.last_round_badge()
    table.flow.press_die(3)  # the 5 back on the mat: 1 000 only, the target not reached
    table.flow.press_bank()
    assert not table.game.in_last_round
    said: set[str] = set()
    _frames(table, 4, lambda: said.update(table.said()))
    assert "farkle.last_round" not in said and not table.flow.last_round_badge()
    assert "last_round" not in table.played


def test_in_the_last_round_the_panel_tags_as_next_the_first_player_still_to_play():
    table = Table((1, 1, 1, 5, 2, 3) * 2 + BUST * 2, totals=(6_000, 9_400, 3_000, 2_000),
                  names=("Ana", "Ion", "Dan", "Eva"))
    table.throw_and_keep(*range(4))
    table.flow.press_bank()  # Ana banks 1 050: 7 050, no last round
    table.run(theme.FARKLE_FLY_TIME + 0.2)
    table.throw_and_keep(*range(4))
    table.flow.press_bank()  # Ion reaches 10 450: Dan, Eva then Ana still play
    table.run(theme.FARKLE_FLY_TIME + 1.5)  # (its stage's moment played: the turn passed)
    assert table.game.last_round_pending == [2, 3, 0] and table.game.current == 2

    def tag() -> list[str]:
        return [line.name for line in player_lines(table.flow, TR, True) if line.next_up]

    assert tag() == ["Eva"]  # Dan plays; Eva is the next to play, not Ana
    for after in (["Ana"], []):  # Dan busts, then Eva: Ana's last turn has nobody after it
        table.flow.press_roll()
        table.run(LAND + theme.FARKLE_BUST_HOLD + 0.3)
        while table.flow.handoff.holds:  # (the next seat card: the tag moves on as it
            table.run(0.05)  # settles, round 76, hG80, ruling S13)
        assert tag() == after


def test_a_refusal_stays_its_time_then_goes():
    table = Table((1, 2, 3, 4, 6, 6))
    table.flow.press_roll()
    table.run(LAND + 0.1)
    table.flow.press_die(1)  # the 2 of 1, 2, 3, 4, 6, 6 scores nothing: refused
    assert table.flow.voice.refusal is not None
    table.run(theme.FARKLE_TOAST_TIME - 0.2)
    assert table.flow.voice.refusal is not None  # still beside the die
    table.run(0.4)
    assert table.flow.voice.refusal is None


def test_banking_right_after_the_sixth_die_keeps_the_hot_dice_said():
    # (hB51: two triples, not four 1s and two 5s: three pairs' own stage says the hot dice,
    # no hot-dice announcement follows that roll)
    table = Table((1, 1, 1, 5, 5, 5))
    table.throw_and_keep(*range(6))  # all six set aside: "Zaruri fierbinți!" (F8)
    assert table.flow.voice.announcement.key == "farkle.hot_dice"
    table.flow.press_bank()  # banked on the hot dice, not rolled again
    assert table.game.totals[0] == 1_500
    assert table.flow.voice.announcement.key == "farkle.hot_dice"  # still said, once
