"""The Yams table's staged moments (issue 22 §1): the Penta's stamp, a Joker Penta's, the
counters of the upper bonus, the Penta bonus and a full card's TOTAL. Each starts only once
the dice are seen, plays its sound once as it starts, ends on time (half as long in the fast
setting), is cut short by a click that still does what it does, is taken back by an undo,
and is drawn only inside its own places."""

from __future__ import annotations

import pytest

from game.flow.moments import DURATIONS, THROW_LEAD, Counter, MomentQueue
from game.flow.stage import WRITTEN_BEAT
from game.rules.yams import Box, Scorecard
from tests.layout_check import Run
from tests.layout_sequences_yams import pick, seat, throw, validate
from tests.test_yams_flow import DT, held, land, run
from tests.test_yams_flow import seat as flow_seat
from tests.test_yams_flow import throw as flow_throw
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps

UPPER_45 = {Box.ONES: 3, Box.TWOS: 6, Box.THREES: 9, Box.FOURS: 12, Box.FIVES: 15}
LOWER = {box: 10 for box in Box if not box.is_upper and box is not Box.PENTA}
LAST_BOX_SIXES = Scorecard.from_points({**UPPER_45, **LOWER, Box.PENTA: 50})
"""Every box but Șase filled, 45 up and Penta 50: five 6s are a Joker Penta into Șase that
earns the upper bonus and the Penta bonus and completes the card, in one scoring."""


# --- the Penta and the Joker Penta ------------------------------------------------------------


def test_the_penta_is_stamped_once_its_dice_are_seen_and_sounds_once():
    flow, port = flow_seat((6,) * 5)
    flow.roll()

    def hidden() -> None:
        assert not flow.moment.active and "penta" not in port.sounds
        assert "jolt" not in port.sounds

    land(flow, port, hidden)
    held(flow, port)
    assert flow.moment.playing("penta") and port.sounds.count("penta") == 1
    assert "jolt" in port.sounds  # the dice jump as the stamp comes down
    run(flow, port, DURATIONS["penta"] - 0.1)
    assert flow.moment.playing("penta") and port.sounds.count("penta") == 1
    run(flow, port, 0.15)
    assert not flow.moment.busy and port.sounds.count("penta") == 1


def test_a_new_throw_takes_the_stamp_off_the_felt():
    flow, port = flow_seat((6,) * 5 + (1, 2, 3, 4, 5))
    flow_throw(flow, port)
    held(flow, port)
    assert flow.moment.playing("penta") and flow.penta_time > 0
    flow.roll()  # thrown again while "Penta!" shows: nothing of it over the tumbling dice
    assert flow.penta_time == 0 and flow.moment.kind is None and not flow.moment.busy


def test_a_joker_penta_is_its_own_moment_counting_the_players_pentas():
    flow, port = flow_seat((4,) * 5 + (2,) * 5, names=("Ana",),
                           cards=[Scorecard.from_points({Box.PENTA: 50})])
    flow_throw(flow, port)
    held(flow, port)
    assert flow.moment.playing("joker_penta") and flow.moment.count == 2
    assert port.sounds.count("joker_penta") == 1 and "penta" not in port.sounds
    flow.pick(0, 4, Box.FOURS)
    flow.validate()  # the 100 (flown in by the Joker's stage) written whole, with its sound
    assert flow.moment.playing("penta_bonus") and port.sounds.count("penta_bonus") == 1
    counter = flow.moment.counter
    assert (counter.player, counter.row, counter.start, counter.end) == (0, "penta_bonus", 100,
                                                                        100)
    run(flow, port, 0.5)
    flow_throw(flow, port)  # the third Penta: ×3
    held(flow, port)
    assert flow.moment.playing("joker_penta") and flow.moment.count == 3


def test_a_scoring_counts_its_bonuses_then_the_win_the_final_total_left_to_the_results():
    flow, port = flow_seat((6,) * 5, names=("Ana",), cards=[LAST_BOX_SIXES])
    port.best_beaten = True  # alone, a new best: the win has its moment
    flow_throw(flow, port)
    flow.update(DT)
    flow.pick(0, 6, Box.SIXES)
    port.sounds.clear()
    flow.validate()
    started: list[str] = []
    for _ in range(round(6.5 / DT)):
        kind = flow.moment.kind if flow.moment.active else None
        if kind is not None and (not started or started[-1] != kind):
            started.append(kind)
        assert not (flow.moment.busy and port.results)  # the results come after
        port.tick(DT)
        flow.update(DT)
    # round 76 (hY105, S8 amended): the last card's TOTAL takes the felt before the win
    assert started == ["upper_bonus", "penta_bonus", "card_total_row", "win"]
    for sound in ("upper_bonus", "penta_bonus", "card_total", "game_end"):
        assert port.sounds.count(sound) == 1
    assert port.sounds.index("upper_bonus") < port.sounds.index("penta_bonus") \
        < port.sounds.index("card_total") < port.sounds.index("game_end")
    assert port.results == 1


def test_a_click_ends_the_moment_and_those_queued_but_not_one_still_waiting():
    flow, port = flow_seat((6,) * 5, names=("Ana",), cards=[LAST_BOX_SIXES])
    flow.roll()
    flow.moment.skip()  # dice in the air: nothing has been seen, nothing to skip
    land(flow, port)
    held(flow, port)
    assert flow.moment.playing("joker_penta")
    flow.pick(0, 6, Box.SIXES)  # the person acts: the stamp ends, the box is picked
    assert not flow.moment.active and flow.game.picked is Box.SIXES
    flow.validate()
    for _ in range(round((WRITTEN_BEAT + 0.05) / DT)):  # the last box seen written first
        flow.update(DT)
    assert flow.moment.playing("upper_bonus") and flow.moment.queued
    flow.moment.skip()
    assert not flow.moment.busy and "card_total" not in port.sounds


def test_an_undo_takes_the_moments_back():
    flow, port = flow_seat((6, 6, 6, 1, 2), names=("Ana", "Ion"),
                           cards=[Scorecard.from_points(UPPER_45)])
    flow_throw(flow, port)
    flow.pick(0, 6, Box.SIXES)
    flow.validate()
    assert flow.moment.playing("upper_bonus")
    flow.undo()
    assert flow.moment.kind is None and not flow.moment.busy  # forgotten, not only ended
    assert not flow.bonus_celebration.busy
    run(flow, port, 0.2)
    assert port.sounds.count("upper_bonus") == 1


def test_the_fast_setting_halves_the_moments():
    flow, port = flow_seat((6,) * 5)
    port.factor = 2.0
    flow_throw(flow, port)
    held(flow, port)
    assert flow.moment.clock.duration == pytest.approx(DURATIONS["penta"] / 2)
    run(flow, port, DURATIONS["penta"] / 2 + 0.05)
    assert not flow.moment.busy


def test_the_queue_and_the_counter_alone():
    queue = MomentQueue()
    queue.request("penta")
    assert queue.update(DT, False) is None and queue.busy and not queue.active
    queue.skip()  # unseen: not skipped
    assert queue.update(THROW_LEAD, True) is None and not queue.active  # its dice held
    assert queue.update(DT, True) == "penta" and queue.active
    queue.then("upper_bonus", counter=Counter(0, "upper_bonus", 0, 35))
    assert queue.kind == "penta" and len(queue.queued) == 1
    # the frame the Penta ends, the bonus starts (its sound then, once)
    assert queue.update(DURATIONS["penta"] + DT, True) == "upper_bonus"
    assert queue.counter.end == 35 and queue.update(DT, True) is None
    counter = Counter(1, "total", 0, 243)
    shown = [counter.value(k / 20, 5) for k in range(21)]
    assert shown[0] == 0 and shown[-1] == 243 and shown == sorted(shown)
    assert all(v % 5 == 0 for v in shown[:-1])
    for kind in ("penta", "joker_penta", "penta_bonus", "upper_bonus", "card_total_row"):
        assert 0.6 <= DURATIONS[kind] <= 1.5


# --- at the table: a click, the pixels ---------------------------------------------------------


def test_a_click_on_the_empty_felt_cuts_a_counter_short(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        run_ = Run(app, "bonus")
        table = seat(run_, (6, 6, 6, 1, 2), names=("Ana", "Ion"),
                     cards=[Scorecard.from_points(UPPER_45)])
        throw(run_, table)
        pick(run_, table, Box.SIXES)
        validate(run_, table)
        assert table.flow.moment.playing("upper_bonus")
        run_.click((table.left.x + 4, table.penta_rect().bottom - 2))  # nothing to press there
        assert not table.flow.moment.active
    finally:
        app.close()
