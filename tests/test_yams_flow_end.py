"""The Yams table's flow at a game's end and over a whole game (split from
tests/test_yams_flow.py, round 70: it had grown past 600 lines): the last box, the results
shown once, a game alone's win moment, the flow free of pygame, a whole game never saying a
text twice, a refusal never outliving the validation that passes the turn."""

from __future__ import annotations

import subprocess
import sys

from game.flow.messages import Tone
from game.flow.moments import DURATIONS
from game.flow.stage import WRITTEN_BEAT
from game.rules.yams import Box, Scorecard
from tests.test_yams_flow import DT, no_text_twice, run, seat, throw

# --- the end ---------------------------------------------------------------------------------

def test_the_last_box_ends_the_game_then_the_results_show_once():
    full = {box: 0 for box in Box if box is not Box.CHANCE}
    flow, port = seat((1, 1, 2, 2, 3), names=("Ana",),
                      cards=[Scorecard.from_points({**full, Box.SIXES: 18})])
    throw(flow, port)
    flow.pick(0, 11, Box.CHANCE)
    flow.validate()
    assert flow.game.finished and port.finished == 1 and flow.prompt() is None
    assert flow.voice.banner is None

    # alone without a new best: no win moment; the last box seen written for a beat, then
    # the TOTAL counted into its cell (brief; in its row, no "TOTAL" stage since critic Y30
    # §6), then the panel at once
    assert flow.moment.kind == "card_total_row" and not flow.moment.playing("card_total_row")
    run(flow, port, WRITTEN_BEAT + 0.05, lambda: None)
    assert flow.moment.playing("card_total_row") and port.results == 0
    run(flow, port, 0.05, lambda: None)
    assert port.results == 0  # the total is seen first
    while flow.moment.busy:
        run(flow, port, DT, lambda: None)
    assert port.sounds.count("card_total") == 1
    run(flow, port, 0.05, lambda: None)
    assert port.results == 1 and flow.results_shown  # at once: no dead time
    flow.roll()
    flow.validate()
    assert port.results == 1 and port.finished == 1


def test_a_game_alone_that_beats_the_persons_best_has_its_win_moment_first():
    full = {box: 0 for box in Box if box is not Box.CHANCE}
    flow, port = seat((1, 1, 2, 2, 3), names=("Ana",),
                      cards=[Scorecard.from_points({**full, Box.SIXES: 18})])
    port.best_beaten = True
    throw(flow, port)
    flow.pick(0, 11, Box.CHANCE)
    flow.validate()
    # the last card's TOTAL first (round 76, S8 amended), after the box's beat; then the win
    assert flow.moment.kind == "card_total_row" and port.results == 0
    assert [kind for kind, _ in flow.moment.queued] == ["win"]
    run(flow, port, WRITTEN_BEAT + 0.05, lambda: None)
    assert flow.moment.playing("card_total_row") and port.results == 0
    run(flow, port, DURATIONS["card_total_row"] + 0.05, lambda: None)
    assert flow.moment.playing("win") and port.results == 0
    run(flow, port, DURATIONS["win"] + 0.1, lambda: None)
    assert port.results == 1


def test_the_flow_imports_no_pygame():
    code = "import sys, game.flow.yams_flow; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "False"


def test_a_whole_game_never_says_a_text_twice_nor_guides_in_the_refusal_colour():
    # Ana plays at random through the flow's verbs (good and bad clicks alike) against the
    # computer; every frame: nothing said twice, the prompt never in the refusal's tone,
    # nothing of a roll before its dice are seen, "La rând: …" never while dice are in play.
    import random

    chooser = random.Random(21)
    flow, port = seat([], names=("Ana",), computer=True)
    port.rng = random.Random(8)
    game = flow.game

    def check() -> None:
        no_text_twice(flow)
        prompt = flow.prompt()
        assert prompt is None or prompt.tone is not Tone.BAD
        if not flow.settled and not flow.computer_turn:
            # (critic C61: the line is never blank: the rest says the dice stopped, a turn
            # passing what was written)
            assert prompt is None or prompt.key in ("yams.prompt_roll", "yams.prompt_rolling",
                                                    "yams.prompt_hold", "yams.prompt_box",
                                                    "yams.prompt_rested", "yams.turn_scored")
            assert not flow.show_options and flow.countdown is None
        if flow.voice.banner is not None:
            assert game.dice is None and port.outcome_visible()

    for _ in range(40_000):
        if game.finished:
            break
        if flow.computer_turn or not flow.settled or chooser.random() < 0.5:
            port.tick(DT)
            flow.update(DT)
            check()
            continue
        verb = chooser.randrange(6)
        if verb == 0:
            flow.roll()
        elif verb == 1:
            flow.toggle_hold(chooser.randrange(5))
        elif verb == 2:
            box = chooser.choice(list(Box))
            flow.pick(chooser.randrange(2), box.value, box)
        elif verb == 3:
            flow.validate()
        elif verb == 4:
            flow.show_hint()
        else:
            flow.undo()
        check()
    assert game.finished and port.finished == 1
    run(flow, port, 3, check)
    assert port.results == 1


def test_a_refusal_never_outlives_the_validation_that_passes_the_turn():
    # A plain score says nothing, yet the refusal before it must not follow into Ion's turn.
    flow, port = seat((2, 2, 2, 5, 6))
    throw(flow, port)
    flow.pick(1, 0, Box.ONES)  # Ion's column: refused
    assert flow.voice.refusal is not None
    flow.pick(0, 1, Box.TWOS)
    assert flow.voice.refusal is None  # an accepted action ends it
    flow.validate()
    flow.pick(0, 1, Box.TWOS)  # too late for Ana: refused beside the cell...
    assert flow.voice.refusal is not None and flow.voice.refusal.anchor == ("box", 0, 1)
    run(flow, port, 0.5)
    flow.roll()  # ...and Ion's throw ends it
    assert flow.voice.refusal is None and flow.voice.shown() == []
