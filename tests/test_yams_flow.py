"""The Yams table's flow (game.flow.yams_flow), driven without pygame: a fake port stands for
the scene (its dice land after a fixed tumble and are seen ``theme.DICE_REVEAL_DELAY``
later) and a fake clock steps whole turns: the throw, the landing, the reveal, the
announcement, the computer's steps and pace, the Y10 countdown, undo, the end of the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from game import theme
from game.engine.players import Player
from game.engine.yams import YamsGame
from game.flow.messages import Ends, Tone
from game.flow.turn_handoff import HANDOFF_SECONDS
from game.flow.turn_passing import PASS_SECONDS
from game.flow.yams_flow import YamsFlow
from game.i18n import Translator
from game.rules.yams import Box, Scorecard
from tools.scripted_dice import ScriptedDice

TUMBLE = 1.0
"""Seconds the fake dice tumble."""

DT = 1 / 60

_TR = Translator.load("ro")


class FakePort:
    """The scene, as the flow sees it: real words, recorded sounds and saves, fake dice."""

    def __init__(self, dice: Sequence[int]) -> None:
        self.rng = ScriptedDice(dice, seed=3)
        self.sounds: list[str] = []
        self.saves: list[dict[str, Any]] = []
        self.game: YamsGame | None = None
        self.air = 0.0
        self.still = float("inf")
        self.throws: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
        self.landed_by_click = 0
        self.shown_faces: list[tuple[int, ...]] = []
        self.finished = 0
        self.results = 0
        self.factor = 1.0

    # the port's verbs
    def tr(self, key: str, **params: object) -> str:
        return _TR(key, **params)

    def player_label(self, index: int) -> str:
        assert self.game is not None
        player = self.game.players[index]
        return "Calculatorul" if player.is_computer else player.name

    def play(self, sound: str) -> None:
        self.sounds.append(sound)

    def dice_rng(self) -> ScriptedDice:
        return self.rng

    def dice_in_air(self) -> bool:
        return self.air > 0

    def outcome_visible(self) -> bool:
        return self.air <= 0 and self.still >= theme.DICE_REVEAL_DELAY

    def land_dice(self) -> None:
        self.air, self.still = 0.0, 0.0
        self.landed_by_click += 1

    def throw(self, indices: Sequence[int], faces: Sequence[int]) -> None:
        self.throws.append((tuple(indices), tuple(faces)))
        self.air, self.still = TUMBLE, 0.0

    def show_dice(self, glide: bool) -> None:
        pass

    def show_faces(self, faces: Sequence[int]) -> None:
        self.shown_faces.append(tuple(faces))

    def shake(self, index: int) -> None:
        self.sounds.append(f"shake {index}")

    def save(self) -> None:
        assert self.game is not None
        if not self.game.finished:
            self.saves.append(self.game.to_dict())

    def dice_thrown(self, faces: Sequence[int], computer: bool) -> None:
        pass

    def game_finished(self) -> None:
        self.finished += 1

    best_beaten = False

    def beats_best(self, score: int) -> bool:
        return self.best_beaten

    def show_results(self) -> None:
        self.results += 1

    def notice(self, key: str, kind: str) -> None:
        self.sounds.append(f"notice {key}")

    def step_seconds(self) -> float:
        return theme.COMPUTER_STEP_SECONDS["normal"]

    def box_show_seconds(self) -> float:
        return theme.COMPUTER_BOX_SHOW_SECONDS["normal"]

    def level(self) -> str:
        return "expert"

    def animation_factor(self) -> float:
        return self.factor

    def jolt(self) -> None:
        self.sounds.append("jolt")

    # the fake clock
    def tick(self, dt: float) -> None:
        if self.air > 0:
            self.air -= dt
            if self.air <= 0:
                self.air, self.still = 0.0, 0.0
        else:
            self.still += dt


def seat(dice: Sequence[int], names: Sequence[str] = ("Ana", "Ion"), computer: bool = False,
         cards: Sequence[Scorecard] = ()) -> tuple[YamsFlow, FakePort]:
    """A flow for ``names`` (+ the computer) whose dice follow ``dice``."""
    players = [Player(n) for n in names] + ([Player("IA", is_computer=True)] if computer else [])
    game = YamsGame.new(players)
    game.cards[:len(cards)] = list(cards)
    port = FakePort(dice)
    port.game = game
    return YamsFlow(game, port), port


def run(flow: YamsFlow, port: FakePort, seconds: float, check: Any = None) -> None:
    """Step the fake clock ``seconds`` (the dice first, then the flow, as the scene does)."""
    for _ in range(round(seconds / DT)):
        port.tick(DT)
        flow.update(DT)
        if check is not None:
            check()


def land(flow: YamsFlow, port: FakePort, check: Any = None) -> int:
    """Step until the dice are seen; return the frames it took."""
    frames = 0
    while not flow.settled:
        if check is not None:
            check()
        port.tick(DT)
        flow.update(DT)
        frames += 1
        assert frames < 1_000
    return frames


def held(flow: YamsFlow, port: FakePort) -> None:
    """Step through a Penta's hold (its landed dice lie still, seen, before its stage:
    ``theme_stage.THROW_HOLD``, round 75, hS30) and one frame more: its moment plays."""
    frames = 0
    while flow.moment.clock.holding:
        port.tick(DT)
        flow.update(DT)
        frames += 1
        assert frames < 1_000
    port.tick(DT)
    flow.update(DT)


def throw(flow: YamsFlow, port: FakePort) -> None:
    """"Aruncă", then the dice land and are seen."""
    flow.roll()
    land(flow, port)


def until_person(flow: YamsFlow, port: FakePort, check: Any = None) -> float:
    """Step the computer's turn until a person may act; return the seconds it took."""
    frames = 0
    while flow.computer_turn or not flow.settled:
        port.tick(DT)
        flow.update(DT)
        if check is not None:
            check()
        frames += 1
        assert frames < 10_000
    return frames * DT


def keys(flow: YamsFlow) -> list[str]:
    """The keys of what the voice says now."""
    return [m.key for m in flow.voice.shown()]


def no_text_twice(flow: YamsFlow) -> None:
    """What the voice says now never repeats a text."""
    lines = [line for m in flow.voice.shown() for line in m.lines()]
    assert len(lines) == len(set(lines)), lines


# --- the throw, the landing, the reveal ---------------------------------------------------


def test_nothing_of_a_roll_shows_before_its_dice_are_seen():
    flow, port = seat((6,) * 5)
    assert flow.prompt() is not None and flow.prompt().key == "yams.prompt_roll"
    flow.roll()
    assert port.saves and port.saves[-1]["dice"] == [6] * 5  # kept before the tumble shows it
    assert port.throws == [((0, 1, 2, 3, 4), (6, 6, 6, 6, 6))]

    def hidden() -> None:
        prompt = flow.prompt()  # the line says the dice roll (resting: that they stopped,
        rolling = None if prompt is None else prompt.key  # critic C61), nothing of them
        assert rolling == ("yams.prompt_rolling" if port.dice_in_air() else "yams.prompt_rested")
        assert not flow.show_options
        assert "penta" not in port.sounds  # (its landed dice held, still, before its stage:
        assert flow.penta_time == 0 or flow.moment.clock.holding  # nothing said, S61)

    frames = land(flow, port, hidden)  # (through the Penta's hold: the stage first, S61)
    assert (TUMBLE + theme.DICE_REVEAL_DELAY) / DT - 2 <= frames
    flow.update(DT)
    assert flow.prompt().key == "yams.prompt_validate_box" and flow.show_options  # S106 4.
    held(flow, port)  # its stage's sound once its dice have lain still, seen (round 75)
    assert flow.penta_time > 0 and "penta" in port.sounds


@pytest.mark.parametrize(("dice", "card", "said"), [
    ((4,) * 5, {Box.PENTA: 50}, "Alege Patru"),
    ((4,) * 5, {Box.PENTA: 50, Box.FOURS: 12},
     "Alege o căsuță de jos — Suită mare 40, Suită mică 30"),
    ((4,) * 5, {Box.PENTA: 50, Box.FOURS: 12, Box.THREE_OF_A_KIND: 9, Box.FOUR_OF_A_KIND: 9,
                Box.FULL_HOUSE: 0, Box.SMALL_STRAIGHT: 0, Box.LARGE_STRAIGHT: 0,
                Box.CHANCE: 9}, "Alege o căsuță de sus, pentru 0"),
])
def test_after_the_jokers_stage_the_line_says_only_what_to_do_now(dice, card, said):
    # round 9 said the rule again on the table ("Penta! Jokerul se aplică: +100 bonus" and
    # "Singura căsuță permisă: Patru") as soon as its stage had said it; the line names
    # the Joker (why only these boxes), never its rule or its +100 again (critic hY14 §3)
    flow, port = seat(dice, names=("Ana",), cards=[Scorecard.from_points(card)])
    throw(flow, port)
    held(flow, port)
    assert flow.game.joker_active and flow.moment.playing("joker_penta")
    flow.moment.skip()
    flow.update(DT)
    prompt = flow.prompt()
    # its first line says what to do; the second, when some open box is hatched, what the
    # hatching means (hY51, critic C41: a legend under the sheet said it, far from the prompt)
    assert prompt.lines()[0] == said and prompt.tone is Tone.WARN
    assert prompt.lines()[1:] in ((), ("Căsuțele hașurate sunt închise de Joker acum",))
    # (round 70, ruling S10: "Joker" is the prompt pill's red tag, no longer its words')
    assert "+100" not in prompt.text and prompt.key.startswith("yams.joker_pick")


def test_a_box_the_joker_forbids_is_refused_saying_why_once():
    flow, port = seat((4,) * 5, names=("Ana",), cards=[Scorecard.from_points({Box.PENTA: 50})])
    throw(flow, port)
    flow.update(DT)
    assert flow.game.joker_active and flow.prompt().key == "yams.joker_pick.upper"
    flow.moment.skip()
    port.sounds.clear()
    flow.pick(0, 12, Box.CHANCE)  # the Joker allows only Patru here
    assert flow.game.picked is None and flow.refused_cell is not None
    assert port.sounds == ["refused"]
    refusal = flow.voice.refusal  # why, in one short amber line, not the note's words again
    assert refusal is not None and refusal.tone is Tone.WARN
    assert refusal.text == "Jokerul cere căsuța Patru: e singura permisă"
    prompt = flow.prompt()
    assert refusal.text not in (prompt.text, *prompt.detail)
    flow.pick(0, 12, Box.CHANCE)  # again: still said once
    assert [m.text for m in (flow.voice.refusal,)] == [refusal.text]


def test_a_click_during_the_tumble_only_lands_the_dice():
    flow, port = seat((1, 2, 3, 4, 6) * 2)
    flow.roll()
    run(flow, port, 0.2)
    flow.roll()  # lands it
    flow.toggle_hold(0)  # seen by nobody yet: ignored
    assert port.landed_by_click == 1 and flow.game.rolls_used == 1
    assert flow.game.held == (False,) * 5
    land(flow, port)
    flow.toggle_hold(0)
    assert flow.game.held[0]


def test_a_refusal_is_anchored_replaced_and_fades():
    flow, port = seat(())
    flow.validate()  # no roll yet
    flow.pick(1, 0, Box.ONES)  # not his column
    assert keys(flow) == ["yams.other_column"] and flow.voice.refusal.anchor == ("box", 1, 0)
    assert flow.refused_cell is not None and port.sounds.count("refused") == 2
    run(flow, port, theme.YAMS_MESSAGE_TIME + 0.1)
    assert flow.voice.shown() == [] and not flow.busy  # a quiet turn idles


# --- the Y10 countdown ---------------------------------------------------------------------


def test_the_countdown_runs_after_the_third_roll_is_seen_and_writes_the_expert_box():
    flow, port = seat((1, 2, 2, 3, 3) * 3, names=("Ana",))
    throw(flow, port)
    throw(flow, port)
    run(flow, port, theme.YAMS_AUTO_SCORE_DELAY + 1)
    assert flow.countdown is None and flow.game.last_event is None  # two rolls: never
    flow.roll()
    land(flow, port, lambda: (flow.countdown is None) or pytest.fail("counting in the air"))
    run(flow, port, DT)
    assert flow.countdown is not None and flow.marked_box is Box.TWOS
    assert flow.countdown_seconds() == 3
    run(flow, port, theme.YAMS_AUTO_SCORE_DELAY - 0.1)
    assert flow.game.last_event is None
    run(flow, port, 0.2)
    event = flow.game.last_event
    assert event is not None and event.auto and event.box is Box.TWOS
    said = flow.voice.announcement
    assert said is not None and said.key == "yams.auto_scored" and said.tone is Tone.INFO
    assert said.text == "Ana: înscris automat Doi, 4"


def test_a_picked_box_stops_the_countdown():
    flow, port = seat((1, 2, 3, 4, 6) * 3)
    for _ in range(3):
        throw(flow, port)
    run(flow, port, 1)
    flow.pick(0, 11, Box.CHANCE)
    assert flow.countdown is None
    run(flow, port, theme.YAMS_AUTO_SCORE_DELAY * 2)
    assert flow.game.last_event is None and flow.game.picked is Box.CHANCE


# --- the turn passes, the computer ----------------------------------------------------------


def test_the_banner_names_the_next_player_once_and_the_turn_line_is_not_repeated():
    flow, port = seat((1, 2, 3, 4, 6, 2, 2, 2, 5, 6))
    throw(flow, port)
    flow.pick(0, 11, Box.CHANCE)
    flow.validate()
    run(flow, port, PASS_SECONDS + DT)  # the old dice gone, the next turn greeted
    assert flow.voice.banner is not None and flow.voice.banner.text == "E rândul tău!"
    run(flow, port, theme.TURN_BANNER_TIME + HANDOFF_SECONDS + 0.1)  # (it waits for the
    assert flow.voice.banner is None  # turn's passing: the messages' clock stops under it)
    throw(flow, port)
    assert flow.voice.banner is None


def test_the_computer_plays_at_its_pace_and_its_caption_stays_until_its_turn_passes():
    flow, port = seat((2, 2, 2, 5, 6) + (1, 2, 3, 4, 6) * 3, names=("Ana",), computer=True)
    throw(flow, port)
    flow.pick(0, 1, Box.TWOS)
    flow.validate()
    assert flow.computer_turn and flow.game.can_undo
    run(flow, port, theme.UNDO_COMPUTER_WAIT - 0.1)
    assert len(port.throws) == 1  # it waits while the undo can be reached
    saved = len(port.saves)
    flow.roll()  # its banner says it: nothing more is said, nothing is thrown
    assert flow.voice.refusal is None and flow.voice.banner is not None
    assert len(port.saves) == saved and len(port.throws) == 1
    run(flow, port, HANDOFF_SECONDS + 0.2)  # after the passing its first throw is in the air:
    # a click gets a neutral line
    flow.roll()
    assert flow.voice.refusal is not None and flow.voice.refusal.key == "yams.computer_turn"
    assert flow.voice.refusal.tone is Tone.INFO
    assert len(port.saves) == saved + 1 and len(port.throws) == 2
    seconds = until_person(flow, port, lambda: no_text_twice(flow))
    assert seconds >= theme.COMPUTER_BOX_SHOW_SECONDS["normal"] + 0.1
    assert flow.game.cards[1].turns_played == 1 and flow.game.current == 0
    caption = flow.voice.announcement
    assert caption is not None and caption.key == "yams.computer_scored"
    assert caption.ends is Ends.NEXT_ACTION and caption.text.startswith("Calculatorul a ales")
    run(flow, port, 20)  # the passing's band says Ana's turn: the caption went with it
    # (round 71, ruling S13: it came back after the band under "La rând: Ana"; the sheet and
    # the standings' last turn still show the box)
    assert flow.band_said_turn and flow.voice.announcement is None


def test_a_joker_refusal_never_lingers_into_the_computers_turn():
    # Defect 1 of issue 21: the Joker's refusal, the turn banner and "Bonus Penta +100"
    # piled up over the computer's turn.
    flow, port = seat((4,) * 5 + (1, 2, 3, 4, 6) * 3, names=("Ana",), computer=True,
                      cards=[Scorecard.from_points({Box.PENTA: 50})])
    throw(flow, port)
    assert flow.prompt().key == "yams.joker_pick.upper" and flow.prompt().tone is Tone.WARN
    flow.pick(0, 2, Box.THREES)
    assert flow.refused_cell is not None  # the note says the rule; the cell shows the no
    flow.pick(0, 3, Box.FOURS)
    flow.validate()
    assert flow.voice.refusal is None
    # the +100 was said as the dice landed (the Joker's moment) and counts into its cell:
    # no line says it again
    assert flow.voice.announcement is None
    assert flow.moment.kind == "penta_bonus"
    run(flow, port, PASS_SECONDS + DT)  # the old dice gone, the computer's turn greeted
    assert flow.voice.banner is not None and flow.voice.banner.text == "Urmărește-i aruncările"
    first_throw = len(port.throws)
    seen_after_throw: list[list[str]] = []

    def watch() -> None:
        no_text_twice(flow)
        if len(port.throws) > first_throw:
            seen_after_throw.append(keys(flow))

    until_person(flow, port, watch)
    # from the computer's first throw on, nothing of Ana's turn is said
    assert seen_after_throw and all("yams.penta_bonus" not in k and "table.turn_banner" not in k
                                    for k in seen_after_throw[:5])


def test_the_upper_bonus_and_a_refusal_are_two_messages_in_two_places():
    # Defect 2: "+35" and a red "Este rândul calculatorului…" stacked in one place.
    upper = Scorecard.from_points({Box.ONES: 3, Box.TWOS: 6, Box.THREES: 9, Box.FOURS: 12,
                                   Box.FIVES: 15})
    flow, port = seat((6, 6, 6, 1, 2) + (1, 2, 3, 4, 6) * 3, names=("Ana",), computer=True,
                      cards=[upper])
    throw(flow, port)
    flow.pick(0, 5, Box.SIXES)
    flow.validate()
    said = flow.voice.announcement
    assert said is not None and said.key == "yams.upper_bonus" and said.tone is Tone.CELEBRATE
    assert flow.bonus_celebration.busy
    run(flow, port, 0.5)
    flow.validate()  # the "+35" still plays (the turn waits for it): nothing said over it
    assert flow.voice.refusal is None
    assert flow.voice.announcement is not None
    assert flow.voice.announcement.text == said.text  # the refusal did not replace it
    no_text_twice(flow)


def test_a_bonus_with_the_computers_choice_is_one_announcement_of_several_lines():
    upper = Scorecard.from_points({Box.ONES: 3, Box.TWOS: 6, Box.THREES: 9, Box.FOURS: 12,
                                   Box.FIVES: 15})
    flow, port = seat((6, 6, 6, 6, 2, 2, 2), names=(), computer=True, cards=[upper])
    frames = 0
    while flow.game.last_event is None:
        port.tick(DT)
        flow.update(DT)
        frames += 1
        assert frames < 10_000
    event = flow.game.last_event
    said = flow.voice.announcement
    assert said is not None and len(flow.voice.shown()) <= 2
    assert event.box is Box.SIXES and event.upper_bonus_reached  # 45 + 24: the bonus
    assert said.text.startswith("Calculatorul a ales Șase") and len(said.detail) == 1
    assert "+35" in said.detail[0] and said.tone is Tone.CELEBRATE


# --- undo ----------------------------------------------------------------------------------------


def test_an_undo_takes_the_banner_down_and_brings_the_roll_back():
    # Defect 3: "La rând: …" stayed over the dice the undo brought back.
    flow, port = seat((6, 6, 3, 4, 1, 2, 5, 6), names=("Ana", "Ștefan"))
    throw(flow, port)
    flow.toggle_hold(0)
    flow.toggle_hold(1)
    throw(flow, port)
    flow.pick(0, 11, Box.CHANCE)
    flow.validate()
    run(flow, port, PASS_SECONDS + 0.05)
    assert flow.voice.banner is not None and flow.flash is not None
    flow.undo()
    assert flow.voice.banner is None and flow.flash is None and flow.game.current == 0
    assert port.shown_faces == [flow.game.dice] and flow.game.held[:2] == (True, True)
    assert keys(flow) == ["yams.undo"]
    run(flow, port, theme.TURN_BANNER_TIME)
    assert flow.voice.banner is None  # the same player's turn: not announced again
    flow.undo()  # nothing left to undo: refused, said beside the button
    assert flow.voice.refusal is not None and flow.voice.refusal.anchor == "undo"


def test_after_an_undo_the_toast_says_what_the_screen_shows_the_box_still_picked():
    flow, port = seat((6, 6, 3, 4, 1), names=("Ana", "Ștefan"))
    throw(flow, port)
    flow.pick(0, 11, Box.CHANCE)
    flow.validate()
    flow.undo()
    said = flow.voice.announcement
    assert flow.game.picked == Box.CHANCE  # "Validează tura" is the next action again
    assert said is not None
    assert said.text == "Anulat: Șansă. Rămâne aleasă."  # S106 5. (amended round 82)
    assert "din nou" not in said.text
