"""Frames of a game's end, stepped at 60 frames a second from the last move to the results
panel at rest: the end's stages, their fade-out and the panel's entrance, one picture every
few frames (to look for a jump, two things speaking, a lift in darkness). At 10 000 Ion or
the computer banks the win, or Ion alone banks past the target; at Yams Ștefania scores her
last box and beats the computer, the computer scores its last box and beats Ana, Ștefania
scores her last box and beats Ana, or Ștefania alone scores her last box.

    python -m tools.end_frames --out /tmp/end --size 1920x1080 1024x600 --case person yams_computer
"""

from __future__ import annotations

import argparse
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

FRAME = 1 / 60
"""One frame at 60 frames a second."""

CASES = ("person", "computer", "alone", "three", "yams_person", "yams_computer",
         "yams_people", "yams_alone", "yams_bonus", "yams_bonus_lost", "tie", "six")
"""Whose move ends the game: at 10 000 Ion (a person) or the computer banks the win, Ion
alone banks past the target, Ion banks the win over Ana and the computer ("three"), Ion
banks level with Ana ("tie"), or Ion banks the win over five others ("six"); at
Yams Ștefania or the computer scores the last box against the other, Ștefania beats Ana,
Ștefania alone scores her last box, or Ștefania's last box (her Șase) reaches the upper bonus
and beats the computer ("yams_bonus": the bonus's stage, then her crowned count and the
results, ruling S43), or reaches it and still loses to the computer ("yams_bonus_lost": her
TOTAL's own band, night blue, then the results)."""

PERSON_MOVES = ("person", "alone", "three", "yams_person", "yams_people", "yams_alone",
                "yams_bonus", "yams_bonus_lost", "tie", "six")
"""The cases whose last move a person plays (the tool plays it)."""


LAST_BOX_NAMES: dict[str, str] = {"yams_bonus": "SIXES", "yams_bonus_lost": "SIXES"}
"""The Yams cases whose last box is not the Chance (by its name in ``game.rules.yams.Box``):
"yams_bonus" scores its Șase last, 18 points reaching the upper part's 63 (the bonus)."""


def last_box(case: str) -> Any:
    """The box the last move of the Yams ``case`` scores."""
    from game.rules.yams import Box

    return Box[LAST_BOX_NAMES.get(case, "CHANCE")]


def _yams_table(app: Any, case: str) -> Any:
    """A Yams table one box from its end: Ștefania's Chance to score against the computer's
    full card (against Ana's in "yams_people", alone in "yams_alone"), or the computer's
    Chance to play against Ana's full card."""
    from game.engine.players import Player
    from game.engine.yams import YamsGame
    from game.rules.yams import Box, Scorecard
    from game.scenes.yams_table import YamsTableScene
    from tools.scripted_dice import ScriptedDice

    app.rng = ScriptedDice((6, 6, 6, 5, 5) * 4)
    upper = {box: 3 * (k + 1) for k, box in enumerate(b for b in Box if b.is_upper)}
    full = {box: upper.get(box, 0) for box in Box}
    last = last_box(case)
    person = Scorecard.from_points({b: v for b, v in full.items() if b is not last})
    other = Scorecard.from_points({**{b: 0 for b in Box}, Box.CHANCE: 20})
    if case == "yams_bonus_lost":  # (the computer's 105 beats her 98)
        other = Scorecard.from_points({**{b: 0 for b in Box}, Box.CHANCE: 30, Box.PENTA: 50,
                                       Box.FULL_HOUSE: 25})
    if case in ("yams_person", "yams_bonus", "yams_bonus_lost"):
        players = [Player("Ștefania"), Player("IA", is_computer=True)]
        cards = [person, other]
        current = 0
    elif case == "yams_people":
        players, cards, current = [Player("Ana"), Player("Ștefania")], [other, person], 1
    elif case == "yams_alone":
        players, cards, current = [Player("Ștefania")], [person], 0
    else:
        players = [Player("Ana"), Player("IA", is_computer=True)]
        cards = [Scorecard.from_points({**{b: 0 for b in Box}, Box.CHANCE: 20}), person]
        current = 1
    game = YamsGame(players, cards, current)
    table = YamsTableScene(app, game)
    app.manager.push(table, fade=False)
    return table


ANA = ((900, 750, 800, 650, 1_000, 500, 500), 1, 1)
"""Ana's game before the last move (banks, busts, hot dice): 5 100 in 8 turns, the first past
the 5 000 target."""
COMPUTER = ((850, 600, 700, 900, 650, 1_000), 2, 0)
"""The computer's: 4 700 in 8 turns (its last-round turn played)."""
ION = ((1_000, 750, 850, 600, 900, 800), 1, 1)
"""Ion's: 4 900 in 7 turns, his last-round turn (the 8th) still to play."""
ION_ALONE = ((1_000, 650, 850, 500, 900, 700), 1, 0)
"""Ion's game alone: 4 600 in 7 turns."""
ION_TIE = ((1_000, 750, 850, 600, 900), 2, 1)
"""Ion's before a tie: 4 100 in 7 turns (his bank of 1 000 levels him with Ana's 5 100)."""
FOUR_MORE = (((800, 700, 900, 600), 4, 0), ((500, 600, 700), 5, 0),
             ((1_000, 900, 800, 700, 600), 3, 1))
"""Three more players' games at "six": 3 000, 1 800 and 4 000 in 8 turns each."""


def played(game: Any, histories: list[tuple[tuple[int, ...], int, int]]) -> None:
    """Give each player of the 10 000 ``game`` the figures of a game played so far:
    ``histories`` holds, per player, (banks, busts, hot dice); each total is its banks' sum
    and ``turns_played`` its busts plus its banks (critic C69: the results read "Ture 0"
    beside 5 100 points, the totals set with no turns under them)."""
    game.banks[:] = [list(banks) for banks, _, _ in histories]
    game.busts[:] = [busts for _, busts, _ in histories]
    game.hot_dice[:] = [hot for _, _, hot in histories]
    game.totals[:] = [sum(banks) for banks, _, _ in histories]
    game.turns_played[:] = [busts + len(banks) for banks, busts, _ in histories]


def _win_table(app: Any, case: str) -> Any:
    """A 10 000 table whose player to move banks three 1s and wins (the last round's last
    player: Ion, or the computer when ``case`` is "computer"; Ion alone past the target when
    it is "alone"; Ion after Ana and the computer when it is "three")."""
    from game.engine.farkle import FarkleGame
    from game.engine.players import Player
    from game.scenes.farkle_table import FarkleTableScene
    from tools.scripted_dice import ScriptedDice

    app.rng = ScriptedDice((1, 1, 1, 2, 3, 4) * 4)
    if case == "alone":
        game = FarkleGame.new([Player("Ion")], target=5_000)
        played(game, [ION_ALONE])
        table = FarkleTableScene(app, game)
        app.manager.push(table, fade=False)
        return table
    if case == "six":  # Ion, last of six, banks past Ana, the computer and three more
        game = FarkleGame.new([Player("Ana"), Player("Calculatorul", is_computer=True),
                               Player("Dan"), Player("Ema"), Player("Radu"), Player("Ion")],
                              target=5_000)
        played(game, [ANA, COMPUTER, *FOUR_MORE, ION])
        game.current = 5
        game.last_round_by = 0
        game.last_round_pending = [5]
        table = FarkleTableScene(app, game)
        app.manager.push(table, fade=False)
        return table
    if case == "three":  # Ion, last of the last round, banks past Ana and the computer
        game = FarkleGame.new([Player("Ana"), Player("Calculatorul", is_computer=True),
                               Player("Ion")], target=5_000)
        played(game, [ANA, COMPUTER, ION])
        game.current = 2
        game.last_round_by = 0
        game.last_round_pending = [2]
        table = FarkleTableScene(app, game)
        app.manager.push(table, fade=False)
        return table
    second = Player("Calculatorul", is_computer=True) if case == "computer" else Player("Ion")
    game = FarkleGame.new([Player("Ana"), second], target=5_000)
    played(game, [ANA, ION_TIE if case == "tie" else ION])
    game.current = 1
    game.last_round_by = 0
    game.last_round_pending = [1]
    table = FarkleTableScene(app, game)
    app.manager.push(table, fade=False)
    return table


def play_last_move(app: Any, case: str) -> Any:
    """Lay the table of ``case`` on ``app`` and play its last move (a person's: the tool
    plays it; the computer's: it plays itself as the app steps); return the table."""
    yams = case.startswith("yams")
    table = _yams_table(app, case) if yams else _win_table(app, case)
    for _ in range(10):
        app.step(FRAME)
    if yams and case in PERSON_MOVES:
        table.roll()
        while not table.outcome_visible():
            app.step(FRAME)
        app.step(FRAME)
        table.pick_cell(table.game.current, 1 + last_box(case).value)
        table.validate()
    if case in ("person", "alone", "three", "tie", "six"):
        table.press_roll()
        while not table.outcome_visible():
            app.step(FRAME)
        for i in (0, 1, 2):
            table.press_die(i)
        table.press_bank()
    return table


def frames(out: Path, size: tuple[int, int], case: str, every: int = 6,
           most: int = 900) -> list[Path]:
    """Step one end at ``size`` and save every ``every``-th frame from the winning bank on
    (at most ``most`` frames); return the pictures' paths."""
    import pygame

    from game.scenes.results import ResultsOverlay
    from tools.render_screens import make_app

    written: list[Path] = []
    with tempfile.TemporaryDirectory() as tmp:
        app = make_app(size, Path(tmp))
        app.step(0.0)
        play_last_move(app, case)
        rest = None
        for k in range(most):
            app.step(FRAME)
            top = app.manager.top
            if k % every == 0 or (rest is None and isinstance(top, ResultsOverlay)):
                label = type(top).__name__
                path = out / f"{case}_{size[0]}x{size[1]}_{k:04d}_{label}.png"
                pygame.image.save(app.screen, str(path))
                written.append(path)
            if isinstance(top, ResultsOverlay) and rest is None:
                rest = k
            if rest is not None and k > rest + 90:
                break
        app.close()
    return written


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: ``--out FOLDER``, ``--size WxH ...``, ``--case person|computer ...``."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    parser = argparse.ArgumentParser(prog="python -m tools.end_frames")
    parser.add_argument("--out", type=Path, default=Path("end_frames"))
    parser.add_argument("--size", nargs="*", default=["1920x1080"])
    parser.add_argument("--case", nargs="*", default=list(CASES), choices=CASES)
    parser.add_argument("--every", type=int, default=6)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for text in args.size:
        w, h = (int(part) for part in text.lower().split("x"))
        for case in args.case:
            for path in frames(args.out, (w, h), case, args.every):
                print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
