"""The Yams table's promises of reveal and pacing: the moments (a cancel drops those queued,
the Penta bonus counts from the bonus already earned, a full card's TOTAL is counted when the
card is full, a Penta after a Penta box of 0 is no Joker Penta), the round number after the
end, "Aruncă" with five dice held, Y10's automatic box, the computer's wait for "Anulează".
Driven through the flow with its fake port and clock (``tests.test_yams_flow``); one check
at the real table."""

from __future__ import annotations

import pytest

from game import theme
from game.ai import yams as yams_ai
from game.engine.players import Player
from game.engine.yams import ROUNDS, YamsGame
from game.flow.moments import DURATIONS, Counter, MomentQueue
from game.flow.stage import WRITTEN_BEAT
from game.rules.yams import Box, Scorecard
from tests.layout_check import Run
from tests.layout_sequences_yams import seat as table_seat
from tests.layout_sequences_yams import throw as table_throw
from tests.test_yams_flow import DT, held, run, seat, throw
from tests.uihelpers import make_app
from tools.scripted_dice import ScriptedDice

UPPER_45 = {Box.ONES: 3, Box.TWOS: 6, Box.THREES: 9, Box.FOURS: 12, Box.FIVES: 15}
LOWER = {box: 10 for box in Box if not box.is_upper and box is not Box.PENTA}
ALL_BUT_CHANCE = Scorecard.from_points({**UPPER_45, Box.SIXES: 18, **{
    box: 10 for box in LOWER if box is not Box.CHANCE}, Box.PENTA: 0})
"""Every box but Șansă filled: the next scoring completes the card."""


def test_cancelling_the_moment_drops_the_moments_queued_behind_it():
    queue = MomentQueue()
    queue.request("upper_bonus", counter=Counter(0, "upper_bonus", 0, 35))
    queue.then("penta_bonus", counter=Counter(0, "penta_bonus", 0, 100))
    queue.then("card_total_row", counter=Counter(0, "total", 0, 400))
    assert queue.update(0.0, True) == "upper_bonus"
    queue.cancel()  # an undo, or the next throw
    sounds = [queue.update(DT, True) for _ in range(round(5 / DT))]
    assert sounds == [None] * len(sounds) and not queue.busy and queue.kind is None


def test_an_undo_during_a_counter_leaves_nothing_to_play_over_the_next_throw():
    last = Scorecard.from_points({**UPPER_45, **LOWER, Box.PENTA: 50})
    flow, port = seat((6,) * 5 + (1, 2, 3, 4, 6), names=("Ana", "Ion"), cards=[last])
    throw(flow, port)
    flow.update(DT)
    flow.pick(0, 6, Box.SIXES)
    flow.validate()  # the upper bonus, the Penta bonus and the full card: three counters
    assert flow.moment.playing("upper_bonus") and flow.moment.busy
    flow.undo()
    port.sounds.clear()
    run(flow, port, 3 * max(DURATIONS.values()))
    assert not flow.moment.busy
    assert not {"upper_bonus", "penta_bonus", "card_total"} & set(port.sounds)


def test_the_penta_bonus_is_written_whole_on_the_bonus_already_earned():
    second = Scorecard.from_points({Box.PENTA: 50, Box.ONES: 5}, bonus_pentas=1)
    flow, port = seat((4,) * 5, names=("Ana",), cards=[second])
    throw(flow, port)
    held(flow, port)  # (its dice held, seen, first)
    assert flow.moment.playing("joker_penta") and flow.moment.count == 3
    flow.pick(0, 3, Box.FOURS)
    flow.validate()
    counter = flow.moment.counter
    assert flow.moment.playing("penta_bonus")
    assert (counter.row, counter.start, counter.end) == ("penta_bonus", 200, 200)
    shown = [counter.value(k / 100) for k in range(101)]
    assert set(shown) == {200}  # whole: never back to 0, nor through 100 (the stage said it)
    assert shown == sorted(shown) and all(100 <= v <= 200 for v in shown)


def test_each_counted_cell_counts_its_own_figures_one_after_the_other():
    last = Scorecard.from_points({**UPPER_45, **LOWER, Box.PENTA: 50})
    flow, port = seat((6,) * 5, names=("Ana",), cards=[last])
    throw(flow, port)
    flow.update(DT)
    flow.pick(0, 6, Box.SIXES)
    flow.validate()  # the upper bonus, the Penta bonus and the full card, queued
    counted = []
    for _ in range(round(5 / DT)):
        moment = flow.moment
        if moment.active and moment.counter is not None:
            c = moment.counter
            seen = (moment.kind, c.player, c.row, c.start, c.end)
            if not counted or counted[-1] != seen:
                counted.append(seen)
        run(flow, port, DT)
    # the card's TOTAL ends the game (alone, no best beaten): counted into its cell last
    assert counted == [("upper_bonus", 0, "upper_bonus", 0, 35),
                       ("penta_bonus", 0, "penta_bonus", 100, 100),  # whole
                       # (its row since critic Y30 §6; counted from 0 since S117 1., round
                       # 82, hY130: never from a figure the table no longer shows)
                       ("card_total_row", 0, "total", 0, flow.game.cards[0].total)]


def test_a_full_cards_total_is_counted_when_the_card_is_full_not_only_at_the_end():
    flow, port = seat((1, 2, 3, 4, 6), names=("Ana", "Ion"), cards=[ALL_BUT_CHANCE])
    throw(flow, port)
    flow.pick(0, 11, Box.CHANCE)
    flow.validate()  # Ana's card is full; Ion still has thirteen boxes to fill
    assert not flow.game.finished
    # (round 75, hY103, S8 amended: the box just written is seen for its beat first)
    assert flow.moment.kind == "card_total_row" and not flow.moment.active
    assert port.sounds.count("card_total") == 0
    for _ in range(round(WRITTEN_BEAT / DT) + 2):
        run(flow, port, DT)
    counter = flow.moment.counter
    # 63 in the upper boxes: its bonus earned, its TOTAL counted in the table all the same
    # (ruling S8, round 73: no stage for a full card; the sound is the TOTAL's)
    assert flow.moment.playing("card_total_row") and port.sounds.count("card_total") == 1
    card = flow.game.cards[0]
    # counted from 0 (S117 1., round 82, hY130: the sheet, its TOTAL cell and the Clasament
    # say the card at the click; the count is the moment's theatre, never from a figure the
    # table no longer shows; it counted from the TOTAL before the box and its bonus)
    assert (counter.player, counter.row, counter.start, counter.end) == (
        0, "total", 0, card.total)


def test_a_penta_after_the_penta_box_holds_0_is_not_a_joker_penta():
    flow, port = seat((3,) * 5, names=("Ana",), cards=[Scorecard.from_points({Box.PENTA: 0})])
    throw(flow, port)
    held(flow, port)
    assert flow.moment.playing("penta") and "joker_penta" not in port.sounds
    assert not flow.prompt().key.startswith("yams.joker_pick")
    flow.pick(0, 2, Box.THREES)
    flow.validate()
    assert flow.game.cards[0].penta_bonus == 0 and not flow.moment.playing("penta_bonus")


def test_the_round_number_never_reads_14_after_a_game_ends():
    game = YamsGame.new([Player("Ana"), Player("IA", True)])
    rng = ScriptedDice(seed=7)
    while not game.finished:
        assert 1 <= game.round <= ROUNDS
        game.roll(rng)
        game.pick(next(iter(game.current_card.open_boxes)))
        game.validate()
    assert game.round == ROUNDS


def test_five_held_dice_leave_arunca_disabled(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        run_ = Run(app, "held")
        table = table_seat(run_, (1, 2, 3, 4, 6), names=("Ana",))
        table_throw(run_, table)
        for index in range(4):
            table.flow.toggle_hold(index)
        run_.frames(2)
        assert table.roll_button.enabled  # one die still to throw
        table.flow.toggle_hold(4)
        run_.frames(2)
        assert all(table.game.held) and not table.game.can_roll
        assert not table.roll_button.enabled
    finally:
        app.close()


def _beginner_port_differs() -> tuple[Scorecard, tuple[int, ...]]:
    """A third roll whose beginner box is not the expert's."""
    return Scorecard(), (1, 3, 3, 4, 6)  # the expert writes Trei, the beginner Asuri


@pytest.mark.skipif(not yams_ai.expert_available(), reason="the expert's table is missing")
def test_y10s_automatic_box_is_the_experts_whatever_the_computers_level():
    card, dice = _beginner_port_differs()
    expert = yams_ai.choose_box(card, dice, level="expert")
    beginner = yams_ai.choose_box(card, dice, level="beginner")
    assert expert is not beginner  # the case tells the two levels apart
    flow, port = seat(dice * 3, names=("Ana",), cards=[card])
    port.level = lambda: "beginner"  # the computer set to "Normal"
    for _ in range(3):
        throw(flow, port)
    assert flow.game.auto_score_due
    assert flow.auto_box() is expert
    run(flow, port, 3.5)  # the countdown writes it
    assert flow.game.cards[0].boxes[expert.value] is not None


def test_after_a_persons_box_the_computer_waits_long_enough_for_the_undo():
    flow, port = seat((1, 2, 3, 4, 6) * 2, names=("Ana",), computer=True)
    port.factor = 2.0  # the fast setting: the turn's hand-off alone is shorter than the wait
    throw(flow, port)
    flow.pick(0, 11, Box.CHANCE)
    flow.validate()
    thrown, waited = len(port.throws), 0.0
    while len(port.throws) == thrown and waited < 5:
        run(flow, port, DT)
        waited += DT
    assert waited >= theme.UNDO_COMPUTER_WAIT - DT
    assert theme.UNDO_COMPUTER_WAIT > port.step_seconds()
