"""Issue 23 §2: rulings of /work/shared/RULES.md that no test pinned, one test each (named by
its ruling). The save checks of §2 are pinned in tests/test_file_checks.py."""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import combinations_with_replacement
from math import factorial

import pygame
import pytest

from game.ai import farkle as farkle_ai
from game.ai import yams as yams_ai
from game.ai import yams_optimal
from game.engine.farkle import FarkleGame
from game.engine.players import Player
from game.engine.yams import YamsGame
from game.rules.yams import FACES, Box, Scorecard
from tests.uihelpers import make_app
from tools.scripted_dice import ScriptedDice

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

ANA, IA = Player("Ana"), Player("IA", is_computer=True)
SACRIFICE = "Nicio căsuță deschisă nu aduce puncte: trebuie sacrificată una"


@pytest.fixture
def app(tmp_path):
    """A small app with fast dice."""
    application = make_app(tmp_path, size=(1024, 600), animation_speed="fast")
    yield application
    application.close()


def _run(app, seconds: float, until=None) -> None:
    for _ in range(round(seconds / 0.05)):
        app.step(0.05)
        if until is not None and until():
            return


# -- Y11 under the Joker (Y7) -----------------------------------------------------------------


def _third_roll(card: Scorecard, dice: list[int]) -> YamsGame:
    game = YamsGame([ANA, IA], [card, Scorecard()])
    rng = ScriptedDice(dice * 3, strict=True)
    for _ in range(3):
        game.roll(rng)
    return game


# Every box filled but Full, Suită mică and Suită mare; Sixes filled too, so the Joker opens
# the lower boxes (Full 25, straights 30 / 40).
ONLY_FULL_AND_STRAIGHTS = {Box.ONES: 3, Box.TWOS: 6, Box.THREES: 9, Box.FOURS: 12,
                           Box.FIVES: 15, Box.SIXES: 24, Box.THREE_OF_A_KIND: 20,
                           Box.FOUR_OF_A_KIND: 0, Box.CHANCE: 21}


def test_y11_under_the_joker_the_sacrifice_message_does_not_show(app):
    # Y7 + Y11: the Penta box holds 50, so five sixes score 25 / 30 / 40 in the open boxes:
    # no sacrifice, whatever ordinary scoring (0 for five equal dice) would say.
    from game.scenes.yams_table import YamsTableScene

    card = Scorecard.from_points({**ONLY_FULL_AND_STRAIGHTS, Box.PENTA: 50})
    game = _third_roll(card, [6] * 5)
    assert game.current_card.options(game.dice) == {
        Box.FULL_HOUSE: 25, Box.SMALL_STRAIGHT: 30, Box.LARGE_STRAIGHT: 40}
    assert not game.all_options_zero and not game.sacrifice_needed
    game.pick(Box.FULL_HOUSE)
    assert not game.sacrifice_needed  # a picked box does not bring it either
    scene = YamsTableScene(app, _third_roll(card, [6] * 5))
    app.manager.push(scene)
    _run(app, 3.0, until=lambda: scene.settled)
    assert scene.status_text()[0] != SACRIFICE


def test_y11_without_the_joker_the_same_roll_is_a_sacrifice():
    # Y8: the Penta box at 0, the same five sixes score 0 everywhere open: the message shows
    card = Scorecard.from_points({**ONLY_FULL_AND_STRAIGHTS, Box.PENTA: 0})
    game = _third_roll(card, [6] * 5)
    assert game.all_options_zero and game.sacrifice_needed


# -- F13: equal counts ------------------------------------------------------------------------


def _computer_turn(turn_dice: list[int], keep: int, then: list[int]) -> FarkleGame:
    """The computer's turn: ``turn_dice`` rolled, the first ``keep`` dice set aside, then
    ``then`` rolled."""
    game = FarkleGame.new([IA, ANA], 10_000)
    game.roll(ScriptedDice(turn_dice, strict=True))
    for index in range(keep):
        game.toggle(index)
    game.roll(ScriptedDice(then, strict=True))
    return game


def test_f13_the_computer_banks_when_its_turn_points_reach_the_threshold_exactly():
    # 1, 1 aside (200), then 5, 2, 3, 4: banking the 5 makes 250 = the threshold (base 300,
    # not behind, 50 off with three dice left). Equal counts: it banks.
    game = _computer_turn([1, 1, 2, 3, 4, 6], 2, [5, 2, 3, 4])
    assert farkle_ai.current_threshold(game) == 250
    decision = farkle_ai.decide(game, "normal")
    assert decision.action is farkle_ai.Action.BANK
    assert game.turn_points + 50 == decision.threshold


def test_f13_fifty_below_the_threshold_the_computer_rolls_on():
    # 1, 5 aside (150), then 5, 2, 3, 4: 200 < 250, it rolls on
    game = _computer_turn([1, 5, 2, 3, 4, 6], 2, [5, 2, 3, 4])
    assert farkle_ai.decide(game, "normal").action is farkle_ai.Action.ROLL


def test_f13_in_the_last_round_it_banks_once_its_turn_reaches_what_it_needs():
    # Behind 5 000 - 4 800 it needs 250: the 1, 1 (200) are not enough; behind 5 000 - 4 850
    # it needs 200, and 200 reaches it: it banks. (hL50: the figure is the least that beats
    # the leader, 50 past it, the table's one "needed" number; it said 201 and 151 before,
    # the same play since turn points are multiples of 50)
    game = FarkleGame.new([ANA, IA], 5_000)
    game.totals[:] = [5_000, 4_800]
    game.last_round_by, game.last_round_pending, game.current = 0, [1], 1
    game.roll(ScriptedDice([1, 1, 2, 3, 4, 6], strict=True))
    need = farkle_ai.needed_to_win(game)
    assert need == 250 and farkle_ai.current_threshold(game) == 250
    assert farkle_ai.decide(game, "normal").action is farkle_ai.Action.ROLL  # 200 < 250
    game.totals[1] = 4_850  # now 200 reaches what it needs (200)
    assert farkle_ai.decide(game, "normal").action is farkle_ai.Action.BANK


# -- "Nothing before the landing": the 10 000 turn panel during a busting roll -----------------


def test_nothing_before_the_landing_the_ledger_keeps_its_points_while_a_bust_flies(app):
    from game.scenes.farkle_table import FarkleTableScene
    from game.views.farkle_views import story

    app.rng = ScriptedDice([1, 5, 2, 3, 4, 6, 2, 3, 4, 6])  # 150 aside, then a bust
    scene = FarkleTableScene(app, FarkleGame.new([Player("Ana"), IA], 5_000))
    app.manager.push(scene)
    _run(app, 1.0)
    scene.press_roll()
    _run(app, 4.0, until=lambda: not scene.in_the_air and not scene.busy)
    scene.press_die(0)
    scene.press_die(1)
    # on the mat: the turn's total is what a bank would bank (hF40: it read 0 until a throw
    # set the dice aside, beside "Încasează 150"); the promise here is that it holds
    assert story(scene.flow, scene.tr)[1] == 150
    scene.press_roll()  # 2, 3, 4, 6: nothing scores; the engine has already lost the turn
    assert scene.game.turn_points == 0 and scene.game.current == 1
    seen = 0
    while scene.in_the_air:
        assert story(scene.flow, scene.tr)[1] == 150, "a drop to 0 gives the bust away"
        seen += 1
        app.step(1 / 60)
        assert seen < 600
    assert seen > 3  # the dice really were in the air for a while


# -- the Yams expert's keeps are optimal, through the public API -----------------------------


def _outcomes(count: int) -> list[tuple[tuple[int, ...], float]]:
    found = []
    for faces in combinations_with_replacement(FACES, count):
        ways = factorial(count)
        for n in Counter(faces).values():
            ways //= factorial(n)
        found.append((faces, ways / 6**count))
    return found


def _sub_keeps(hand: tuple[int, ...]) -> set[tuple[int, ...]]:
    keeps: set[tuple[int, ...]] = set()
    for mask in range(32):
        keeps.add(tuple(sorted(hand[i] for i in range(5) if mask >> i & 1)))
    return keeps


def _keep_values(card: Scorecard):
    """Brute force, independent of the solver's turn code: the value of a keep is the
    probability-weighted best of what may follow, and a finished hand is worth its best box
    (points gained plus the table's value of the card after it: ``box_values``)."""

    @cache
    def stop(hand: tuple[int, ...]) -> float:
        return max(yams_optimal.box_values(card, hand).values())

    @cache
    def keep_value(keep: tuple[int, ...], rolls_left: int) -> float:
        if len(keep) == 5:
            return best(keep, rolls_left - 1)
        return sum(p * best(tuple(sorted(keep + extra)), rolls_left - 1)
                   for extra, p in _outcomes(5 - len(keep)))

    @cache
    def best(hand: tuple[int, ...], rolls_left: int) -> float:
        if rolls_left == 0:
            return stop(hand)
        return max(keep_value(k, rolls_left) for k in _sub_keeps(hand))

    return keep_value, best


@pytest.mark.parametrize("filled", [
    {},
    {Box.PENTA: 50, Box.SIXES: 24, Box.CHANCE: 22, Box.ONES: 2},
    {Box.ONES: 3, Box.TWOS: 6, Box.THREES: 9, Box.FOURS: 12, Box.FULL_HOUSE: 25,
     Box.SMALL_STRAIGHT: 30, Box.CHANCE: 19, Box.PENTA: 0},
])
def test_the_yams_experts_keeps_are_the_optimal_keeps(filled):
    card = Scorecard.from_points(filled)
    keep_value, best = _keep_values(card)
    for dice in ([6, 6, 5, 2, 1], [1, 2, 3, 4, 6], [4, 4, 4, 4, 2], [3, 3, 5, 5, 1],
                 [2, 2, 2, 2, 2]):
        hand = tuple(sorted(dice))
        for rolls_left in (1, 2):
            keep = yams_ai.choose_keep(card, dice, rolls_left, level="expert")
            chosen = keep_value(tuple(sorted(keep)), rolls_left)
            assert chosen == pytest.approx(best(hand, rolls_left), abs=1e-6), (dice, keep)


# -- the Yams table plays the difficulty chosen in Setări --------------------------------------


def test_the_yams_table_plays_the_difficulty_chosen_in_setari(app, monkeypatch):
    from game.scenes.yams_table import YamsTableScene

    asked: list[str] = []
    real_keep, real_box = yams_ai.choose_keep, yams_ai.choose_box

    def keep(*args, level=yams_ai.DEFAULT_LEVEL, **kwargs):
        asked.append(level)
        return real_keep(*args, level=level, **kwargs)

    def box(*args, level=yams_ai.DEFAULT_LEVEL, **kwargs):
        asked.append(level)
        return real_box(*args, level=level, **kwargs)

    monkeypatch.setattr(yams_ai, "choose_keep", keep)
    monkeypatch.setattr(yams_ai, "choose_box", box)
    for difficulty in ("beginner", "expert"):
        app.settings = app.settings.with_changes(difficulty=difficulty)
        asked.clear()
        app.rng = ScriptedDice(seed=4)
        scene = YamsTableScene(app, YamsGame.new([IA, Player("Ana")]))
        app.manager.push(scene)
        _run(app, 40.0, until=lambda table=scene: table.game.current == 1)
        assert scene.game.current == 1, "the computer did not finish its turn"
        assert asked and set(asked) == {difficulty}, (difficulty, asked)
        app.manager.pop()


# -- New Game: 1 to 6 people for both games (Y14, F12) ------------------------------------------


@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_y14_f12_new_game_offers_one_to_six_people_for_both_games(app, kind):
    from tools.render_screens import open_new_game

    scene = open_new_game(app, kind, 1)
    app.step(1 / 60)
    assert (scene.humans.minimum, scene.humans.maximum) == (1, 6)

    def press(part: pygame.Rect) -> None:
        for kind_ in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind_, pos=part.center, button=1))
            app.step(1 / 60)

    # (round 74: the add card adds, a person's "×" takes away; no stepper)
    assert not any(remove.visible for remove in scene.removers)  # never 0 people
    for _ in range(8):
        free = scene.free_seat_rects()
        if free:
            press(free[0])
    assert scene.humans.value == 6  # never 7
    assert scene.free_seat_rects() == []
    players = scene.players()
    assert sum(not p.is_computer for p in players) == 6
    assert sum(p.is_computer for p in players) == 1
