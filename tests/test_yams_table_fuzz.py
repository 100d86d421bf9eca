"""Random events on the Yams table (tests/fuzzing.py), through computer turns and game ends."""

from __future__ import annotations

import random

import pytest

from game.engine.players import Player
from game.engine.yams import YamsGame
from game.rules.yams import Box, Scorecard
from game.scenes.results import ResultsOverlay
from game.scenes.yams_table import YamsTableScene
from tests.fuzzing import fuzz
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures(
    "pictures_drawn_once_no_fsync",  # many apps
    "one_frame_in_three_drawn",  # their checks are of what the game does
)


def _near_end_game(open_boxes: int) -> YamsGame:
    """The computer then a human, ``open_boxes`` boxes left each (the end comes soon).

    The human plays last: the random Backspaces would otherwise undo her box again and again
    while the computer waits before its first roll (issue 13), and the end would never come.
    """
    left = tuple(Box)[-open_boxes:]
    points = {box: (box.value + 1) * 2 for box in Box if box not in left}
    cards = [Scorecard.from_points(points), Scorecard.from_points(points)]
    return YamsGame([Player("IA", is_computer=True), Player("Ana")], cards)


@pytest.mark.parametrize("seed", [3])  # a stream that reaches a game end within the budget
def test_random_events_on_the_yams_table(tmp_path, seed):
    app = make_app(tmp_path, size=(1024, 600), animation_speed="fast", computer_speed="fast")
    ends = []
    try:
        def restore(app):
            from game.scenes.menu import MenuScene

            app.manager.clear_to(MenuScene(app))
            app.manager.push(YamsTableScene(app, _near_end_game(1)))

        restore(app)

        def check(app):
            top = app.manager.top
            if isinstance(top, ResultsOverlay) and top not in ends:
                ends.append(top)
            table = app.manager.find(YamsTableScene)
            if table is None:  # left for the menu (Esc, "Meniu"): sit down again
                restore(app)
                return
            while app.manager.top is not table and not isinstance(app.manager.top,
                                                                  ResultsOverlay):
                app.manager.pop()  # pause, rules, confirm: one frame of fuzz, then back
            game = table.game
            assert 0 <= game.rolls_used <= 3
            turns = tuple(card.turns_played for card in game.cards)
            old = getattr(table, "fuzz_turns", None)
            if old is not None:
                # at most one box scored per frame; unscored only by an undo (Backspace):
                # a person's box, whose turn it is again
                change = [b - a for a, b in zip(old, turns, strict=True)]
                assert sum(abs(d) for d in change) <= 1
                if -1 in change:
                    undone = change.index(-1)
                    assert game.current == undone
                    assert not game.players[undone].is_computer
            table.fuzz_turns = turns
            if game.dice is not None and table.settled:
                assert table.tray.faces == game.dice
            assert table.roll_button.rect.w > 0

        fuzz(app, random.Random(seed), events=3500, check=check)
    finally:
        app.close()
    assert ends, "the fuzzing never reached the end of a game"
