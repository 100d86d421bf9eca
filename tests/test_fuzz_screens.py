"""Tens of thousands of random events on every screen: no exception, consistent state."""

from __future__ import annotations

import random

import pytest

from game.scenes.new_game import NewGameScene
from game.scenes.rules import RulesScene
from game.scenes.scores import ScoresScene
from game.scenes.settings import SettingsScene
from game.scenes.statistics import StatisticsScene
from tests.fuzzing import fuzz
from tests.uihelpers import make_app
from tools.render_screens import open_new_game, open_table
from tools.screens_statistics import open_statistics


def _menu(app):
    from game.scenes.menu import MenuScene

    app.manager.clear_to(MenuScene(app))


pytestmark = pytest.mark.usefixtures(
    "pictures_drawn_once_no_fsync",  # resizes redraw
    "one_frame_in_three_drawn",  # their checks are of what the game does
)


SCREENS = {
    "menu": (None, _menu),
    "new_game_yams": (NewGameScene, lambda app: open_new_game(app, "yams", 3)),
    "new_game_farkle": (NewGameScene, lambda app: open_new_game(app, "farkle", 6)),
    "settings": (SettingsScene, lambda app: app.manager.push(SettingsScene(app))),
    "rules": (RulesScene, lambda app: app.manager.push(RulesScene(app))),
    "scores": (ScoresScene, lambda app: app.manager.push(ScoresScene(app))),
    "statistics": (StatisticsScene, lambda app: open_statistics(app, 50)),
}


SCREEN_FUZZ_EVENTS = 500
"""Random events per screen (100 frames, a dozen resizes among them): the suite's time budget
(~5 min on one core for everything) gives this file a few seconds; each screen's own tests
fuzz it further (tests/test_rules_screen.py, tests/test_scores_screen.py)."""

TABLE_FUZZ_EVENTS = 500
"""Random events per table; the table tests (tests/test_farkle_table.py,
tests/test_yams_table_fuzz.py) and the results fuzz below add their own."""


@pytest.mark.parametrize("name", sorted(SCREENS))
def test_random_events_on_each_screen(name, tmp_path):
    kind, build = SCREENS[name]
    app = make_app(tmp_path)
    try:
        build(app)

        def restore(app):
            _menu(app)
            build(app)

        def check(app):
            new_game = app.manager.find(NewGameScene)
            if new_game is not None:
                assert 1 <= new_game.humans.value <= 6
                assert all(len(f.text) <= f.max_length for f in new_game.fields)
                assert new_game.target.value in (5000, 10000, 15000)
            assert app.settings.language in ("ro", "en")

        fuzz(app, random.Random(name), events=SCREEN_FUZZ_EVENTS, keep=kind, restore=restore,
             check=check)
    finally:
        app.close()


@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_random_events_on_the_table_frames(kind, tmp_path):
    from game.scenes.table_base import TableScene

    app = make_app(tmp_path)
    try:
        open_table(app, kind, 2)

        def restore(app):
            _menu(app)
            open_table(app, kind, 2)

        fuzz(app, random.Random(kind), events=TABLE_FUZZ_EVENTS, keep=TableScene, restore=restore)
    finally:
        app.close()


def _near_end_table(app):
    """A 10 000 table one turn from the end: a person's last turn, then the game's end (the
    computer already reached the target)."""
    from game.engine.farkle import FarkleGame
    from game.engine.players import Player
    from game.scenes.farkle_table import FarkleTableScene

    game = FarkleGame([Player("Ana"), Player("IA", is_computer=True)], target=5_000,
                      totals=[3_000, 5_200], turns_played=[10, 10], last_round_by=1,
                      last_round_pending=[0], busts=[9, 9], hot_dice=[0, 0],
                      banks=[[3_000], [5_200]])
    return FarkleTableScene(app, game)


RESULTS_FUZZ_EVENTS = 2_000
"""Events per run: enough for a person's last turn, the game's end and the results."""

RESULTS_FUZZ_ATTEMPTS = 4
"""Seeded runs tried, one after another, until one reaches the results screen."""

RESULTS_FUZZ_FRAMES = 120
"""Frames of random clicks on the results screen at most: the run stops once they are spent
or once a click has left the results (it then went through them)."""


def test_random_events_reach_the_results_of_10000(tmp_path):
    # the fuzz plays through the end of a game and goes on clicking on the results screen;
    # for Yams, test_yams_table_fuzz does the same from the same near-end game, checking more
    # on the way (one box per frame at most, undo only of a person's box, the dice shown)
    from game.scenes.results import ResultsOverlay
    from game.scenes.table_base import TableScene

    app = make_app(tmp_path, size=(1024, 600), animation_speed="fast", computer_speed="fast")
    seen: list[object] = []
    frames_on_results = [0]
    try:
        def restore(app):
            _menu(app)
            app.manager.push(_near_end_table(app))

        def check(app):
            top = app.manager.top
            if isinstance(top, ResultsOverlay):
                frames_on_results[0] += 1
                if top not in seen:
                    seen.append(top)
                return
            table = app.manager.find(TableScene)
            if table is None:  # left for the menu or a new game: a near-end table again
                restore(app)
                return
            while app.manager.top is not table:
                app.manager.pop()  # pause, rules, confirm: one frame of fuzz, then back

        # Random clicks end a person's last turn by chance (a bank, a bust), so a few seeded
        # runs are tried in turn until one reaches the results; each run is replayable.
        for attempt in range(RESULTS_FUZZ_ATTEMPTS):
            restore(app)
            fuzz(app, random.Random(f"results-farkle-{attempt + 1}"),
                 events=RESULTS_FUZZ_EVENTS, check=check, until=lambda: bool(seen) and (
                     frames_on_results[0] >= RESULTS_FUZZ_FRAMES
                     or not isinstance(app.manager.top, ResultsOverlay)))
            if seen:
                break
    finally:
        app.close()
    assert seen, "the fuzzing never reached the results of 10 000"
    assert frames_on_results[0] > 0
