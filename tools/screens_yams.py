"""Screen states of the Yams table for :mod:`tools.render_screens`.

Every state is reached by posting real clicks (or the keys 1–5 / Space) to a table whose
dice come from a scripted generator, so the pictures show what a player would see.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import pygame

from game.engine.players import Player
from game.engine.yams import YamsGame
from game.rules.yams import Box, Scorecard
from game.scenes.yams_table import YamsTableScene
from tools.render_screens import register
from tools.scripted_dice import ScriptedDice
from tools.unseen_frames import unseen_frames


def table(app: Any, names: Iterable[str], dice: Iterable[int] = (), computer: bool = True,
          seed: int = 5, cards: Sequence[Scorecard] = ()) -> YamsTableScene:
    """Push a Yams table for ``names`` (+ the computer) with scripted dice: a new game, or
    one whose scorecards are ``cards`` (the first player to play)."""
    players = [Player(n) for n in names]
    if computer:
        players.append(Player("IA", is_computer=True))
    app.rng = ScriptedDice(dice, seed)
    game = YamsGame(players, list(cards)) if cards else YamsGame.new(players)
    scene = YamsTableScene(app, game)
    app.manager.push(scene)
    app.step(0.1)
    return scene


def click_at(app: Any, pos: tuple[int, int], frames: int = 1) -> None:
    """Press and release the left button at ``pos``, one frame each."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(1 / 60)
    for _ in range(frames):
        app.step(1 / 60)


def roll(app: Any, scene: YamsTableScene, land: bool = True) -> None:
    """Click "Aruncă"; with ``land`` let the dice come to rest."""
    if not land:
        click_at(app, scene.roll_button.rect.center)
        return
    with unseen_frames(app):  # the click's and the tumble's frames undrawn, the landed one drawn
        click_at(app, scene.roll_button.rect.center)
        for _ in range(80):
            if (scene.settled and not scene.tray.is_moving) or app.manager.top is not scene:
                break  # (a Penta's stage comes before its table says it: S61)
            app.step(1 / 30)


def pick(app: Any, scene: YamsTableScene, box: Box, player: int | None = None) -> None:
    """Click the cell of ``box`` in ``player``'s column (default: the current player)."""
    p = scene.game.current if player is None else player
    click_at(app, scene.sheet.cell_rect(p, box).center)


def validate(app: Any, scene: YamsTableScene) -> None:
    """Click "Validează tura"."""
    click_at(app, scene.validate_button.rect.center)


@register("yams_first_roll")
def _first_roll(app: Any) -> None:
    scene = table(app, ["Ștefan", "Țuțu"], [2, 5, 5, 3, 6])
    roll(app, scene)


@register("yams_rolling")
def _rolling(app: Any) -> None:
    scene = table(app, ["Ana", "Ion"], [2, 5, 5, 3, 6])
    # Slow motion for the picture only: the renderer settles 0.8 s, longer than a tumble.
    scene._factor = lambda: 0.25  # type: ignore[method-assign]
    click_at(app, scene.roll_button.rect.center)
    app.step(0.12)


@register("yams_held_dice")
def _held(app: Any) -> None:
    scene = table(app, ["Ana", "Ion"], [5, 2, 5, 3, 5, 1, 4])
    roll(app, scene)
    for i in (0, 2, 4):
        click_at(app, tuple(map(round, scene.tray.position(i))))
    for _ in range(20):
        app.step(1 / 30)
    click_at(app, scene.hint_button.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.sheet.cell_rect(
        0, Box.FIVES).center, rel=(0, 0), buttons=(0, 0, 0)))


def forced_joker(app: Any) -> Any:
    """Ana's table after a Penta of 6s written at 50 and a Penta of 4s thrown: a forced Joker
    (only "Patru" allowed), its stage beginning; the table scene."""
    scene = table(app, ["Ana"], [6] * 5 + [4] * 5, computer=False)
    roll(app, scene)
    pick(app, scene, Box.PENTA)
    validate(app, scene)
    for _ in range(30):
        app.step(1 / 30)
    roll(app, scene)
    return scene


@register("yams_forced_joker")
def _joker(app: Any) -> None:
    forced_joker(app)


@register("yams_sacrifice")
def _sacrifice(app: Any) -> None:
    # The boxes 1, 3, 4, 6 and Chance filled (five turns of 1, 1, 3, 4, 6, the scores the
    # engine gives them); the sixth 1, 1, 3, 4, 6 scores nowhere.
    card = Scorecard.from_points({Box.ONES: 2, Box.THREES: 3, Box.FOURS: 4, Box.SIXES: 6,
                                  Box.CHANCE: 15})
    scene = table(app, ["Ana"], [1, 1, 3, 4, 6], computer=False, cards=[card])
    roll(app, scene)
    app.step(0.1)


@register("yams_countdown", settle=0)
def _countdown(app: Any) -> None:
    # its first second: "… la Doi · 3 s", the ring nearly whole (no settling frames:
    # they would run the countdown on)
    _countdown_for(app, 0.8)


@register("yams_countdown_last", settle=0)
def _countdown_last(app: Any) -> None:
    # its last second: "· 1 s", the ring nearly drained
    _countdown_for(app, 2.5)


def _countdown_for(app: Any, seconds: float) -> None:
    """A person's third roll seen, its countdown run for ``seconds``."""
    scene = table(app, ["Ana", "Ion"], [1, 2, 2, 4, 6, 3, 5, 6, 6, 6, 2, 2])
    for _ in range(3):
        roll(app, scene)
    for _ in range(round(seconds * 10)):
        app.step(0.1)


@register("yams_computer_turn")
def _computer(app: Any) -> None:
    scene = table(app, ["Ana"], [2, 2, 2, 5, 6])
    roll(app, scene)
    pick(app, scene, Box.TWOS)
    validate(app, scene)
    for _ in range(60):
        app.step(1 / 30)
        if scene.game.held != (False,) * 5:
            break
    for _ in range(30):  # its dice out of the cup, the cup gone
        if scene.cup_rect() is None:
            break
        app.step(1 / 60)


@register("yams_turn_banner")
def _turn_banner(app: Any) -> None:
    # Ana validates: "La rând: Ion" over the dimmed dice.
    scene = table(app, ["Ana", "Ion"], [1, 2, 3, 4, 6])
    roll(app, scene)
    pick(app, scene, Box.CHANCE)
    validate(app, scene)
    for _ in range(15):
        app.step(1 / 30)


def _to_the_band(app: Any, share: float) -> Any:
    """Ana writes Chance; the turn passes to the computer: step (1/60 s) until the passing's
    band has played ``share`` of its time (1: the frame it has gone); the table scene."""
    scene = table(app, ["Ana"], [1, 2, 3, 4, 6] * 4)
    roll(app, scene)
    pick(app, scene, Box.CHANCE)
    validate(app, scene)
    handoff = scene.flow.handoff
    for _ in range(600):
        if handoff.active and (handoff.share >= share or not scene.flow.prompt_waits
                               and share >= 1):
            break
        app.step(1 / 60)
    return scene


@register("yams_handoff_band", settle=0)
def _handoff_band(app: Any) -> None:
    # the band holds "Calculatorul e la rând" over the ended turn, greyed (S13, round 77)
    _to_the_band(app, 0.5)


@register("yams_handoff_after", settle=0)
def _handoff_after(app: Any) -> None:
    # the frame the band has gone: the pill, the prompt and the row's status, together
    _to_the_band(app, 1.0)


@register("yams_hint_release")
def _hint_release(app: Any) -> None:
    # 2, 6, 6, 6, 3 with the 2 and the 3 held: keep the 6s, release the 2 and the 3.
    scene = table(app, ["Ana"], [2, 6, 6, 6, 3], computer=False)
    roll(app, scene)
    for index in (0, 4):
        scene.toggle_hold(index)
    for _ in range(15):
        app.step(1 / 30)
    scene.show_hint()
    app.step(1 / 30)


@register("yams_computer_caption")
def _computer_caption(app: Any) -> None:
    # The computer has scored and the turn is Ana's again (the computer at its fast pace: the
    # same turn, in fewer frames): its choice was said as its turn passed and went with the
    # band (ruling S13, round 71); its box stays seen on the sheet and in the standings.
    app.apply_settings(app.settings.with_changes(computer_speed="fast"))
    scene = table(app, ["Ana"], [2, 2, 2, 5, 6])
    roll(app, scene)
    pick(app, scene, Box.TWOS)
    validate(app, scene)
    for _ in range(900):
        app.step(1 / 30)
        if not scene.computer_turn:
            break
    for _ in range(30):
        app.step(1 / 30)


@register("yams_results")
def _results(app: Any) -> None:
    from game.rules.yams import Scorecard

    full = {box: 0 for box in Box}
    cards = [Scorecard.from_points({**full, Box.CHANCE: 20, Box.PENTA: 50}),
             Scorecard.from_points({**full, Box.CHANCE: 20, Box.PENTA: 50}),
             Scorecard.from_points({**full, Box.CHANCE: 30})]
    players = [Player("Ștefania"), Player("Țuțu"), Player("IA", is_computer=True)]
    scene = YamsTableScene(app, YamsGame(players, cards))
    app.manager.push(scene)
    for _ in range(20):
        app.step(0.1)


UPPER_45 = {Box.ONES: 3, Box.TWOS: 6, Box.THREES: 9, Box.FOURS: 12, Box.FIVES: 15}
"""45 in the upper boxes with Șase open: three 6s earn the upper bonus."""

COMPUTER_FIVE = {Box.ONES: 2, Box.THREE_OF_A_KIND: 17, Box.FULL_HOUSE: 25,
                 Box.SMALL_STRAIGHT: 30, Box.CHANCE: 21}
"""The computer's card after five turns, beside a person's :data:`UPPER_45` (every seat has
played the same turns: the round the table says is the one every card shows, critic cQ74)."""

COMPUTER_ONE = {Box.CHANCE: 22}
"""The computer's card after one turn, beside a person's Penta written in the first."""


@register("yams_upper_bonus_refused")
def _upper_bonus_refused(app: Any) -> None:
    # Ana earns "+35"; while the computer's banner greets it she clicks "Validează tura":
    # nothing more is said (the banner says it), "+35" stays in its own place.
    scene = table(app, ["Ana"], [6, 6, 6, 1, 2, 1, 2, 3, 4, 6],
                  cards=[Scorecard.from_points(UPPER_45), Scorecard.from_points(COMPUTER_FIVE)])
    roll(app, scene)
    pick(app, scene, Box.SIXES)
    validate(app, scene)
    for _ in range(5):
        app.step(1 / 30)
    click_at(app, scene.validate_button.rect.center)


@register("yams_joker_bonus_banner")
def _joker_bonus_banner(app: Any) -> None:
    # A Joker Penta after a refused box: "Bonus Penta +100" and "La rând: Calculatorul", the
    # refusal gone (issue 21).
    scene = table(app, ["Ana"], [4] * 5, cards=[Scorecard.from_points({Box.PENTA: 50}),
                                                 Scorecard.from_points(COMPUTER_ONE)])
    roll(app, scene)
    pick(app, scene, Box.THREES)
    pick(app, scene, Box.FOURS)
    validate(app, scene)
    for _ in range(10):
        app.step(1 / 30)


@register("yams_undo_returned")
def _undo_returned(app: Any) -> None:
    # Ana scores, then takes it back while "La rând: Ștefan" shows: her held dice come back
    # to the held row and the banner goes (issue 21).
    scene = table(app, ["Ana", "Ștefan"], [6, 6, 3, 4, 1, 2, 5, 6], computer=False)
    roll(app, scene)
    for i in (0, 1):
        click_at(app, tuple(map(round, scene.tray.position(i))))
    roll(app, scene)
    pick(app, scene, Box.CHANCE)
    validate(app, scene)
    for _ in range(8):
        app.step(1 / 30)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL,
                                         unicode="", scancode=0))
    for _ in range(15):
        app.step(1 / 30)


@register("yams_computer_two_bonuses")
def _computer_two_bonuses(app: Any) -> None:
    # The computer's Joker Penta in Șase reaches the upper bonus: its choice and both bonuses,
    # three lines of one announcement, beside "La rând: Ștefania Țuțuianu" (no die in play).
    app.apply_settings(app.settings.with_changes(computer_speed="fast"))
    upper = Scorecard.from_points({**UPPER_45, Box.PENTA: 50})
    app.rng = ScriptedDice((6,) * 5, seed=3)
    game = YamsGame([Player("Ștefania Țuțuianu"), Player("IA", is_computer=True)],
                    [Scorecard(), upper])
    game.current = 1
    scene = YamsTableScene(app, game)
    app.manager.push(scene)
    for _ in range(2000):
        app.step(1 / 60)
        if game.last_event is not None:
            break
    for _ in range(20):
        app.step(1 / 60)


@register("yams_penta_box")
def _penta_box(app: Any) -> None:
    # A Penta of 3s with the Penta box open, its moment played: the Penta box is the one red
    # action, "Aruncă (2)" steps back.
    scene = table(app, ["Ana"], [3] * 5, computer=False)
    roll(app, scene)
    for _ in range(90):
        app.step(1 / 30)


@register("yams_sacrifice_last_roll")
def _sacrifice_last_roll(app: Any) -> None:
    # The third roll scores nowhere: the sacrifice said in the strip, with what it means.
    card = Scorecard.from_points({Box.ONES: 2, Box.THREES: 3, Box.FOURS: 4, Box.SIXES: 6,
                                  Box.CHANCE: 15})
    scene = table(app, ["Ana"], [1, 1, 3, 4, 6] * 3, computer=False, cards=[card])
    for _ in range(3):
        roll(app, scene)
    app.step(0.1)


@register("yams_joker_lower")
def _joker_lower(app: Any) -> None:
    # A Joker Penta of 2s with Doi filled: any lower box, at its Joker points.
    card = Scorecard.from_points({Box.PENTA: 50, Box.TWOS: 6})
    scene = table(app, ["Ana"], [2] * 5, computer=False, cards=[card])
    roll(app, scene)
    for _ in range(90):
        app.step(1 / 30)


@register("yams_solo_best")
def _solo_best(app: Any) -> None:
    # a game alone with a best of 263 before it (as the statistics would give it): the
    # panel says the best to beat and the points still missing, never the TOTAL again
    card = Scorecard.from_points({Box.ONES: 2, Box.THREES: 3, Box.FOURS: 4, Box.SIXES: 6,
                                  Box.CHANCE: 15})
    scene = table(app, ["Ana"], [2, 6, 6, 6, 3], computer=False, cards=[card])
    scene.standings.best = 263
    roll(app, scene)
