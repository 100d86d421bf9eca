"""At a Yams game's end, "Meniu" (it comes with the results panel: never on the table before
it), clicked as soon as it shows, loses nothing: the finished game is recorded once (its
statistics, its scores), whatever the player clicks, and a next start finds nothing left to
record or to resume."""

from __future__ import annotations

import pytest

from game.rules.yams import Box, Scorecard
from game.scenes.menu import MenuScene
from game.scenes.results import ResultsOverlay
from game.storage.ending import complete_pending_end
from game.storage.stats import StatsRecorder
from game.storage.store import Storage
from tests.uihelpers import FRAME, make_app
from tools.screens_yams import UPPER_45, click_at, pick, roll, table, validate
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _recorded(data) -> tuple[int, list[str]]:
    store = Storage(data)
    games = StatsRecorder(store).data.games_played()
    return games, sorted(e.name for e in store.highscores("yams", None))


def test_menu_at_the_end_keeps_the_game_recorded_once(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        full = {**UPPER_45, Box.SIXES: 18, Box.THREE_OF_A_KIND: 20, Box.FOUR_OF_A_KIND: 0,
                Box.FULL_HOUSE: 25, Box.SMALL_STRAIGHT: 30, Box.LARGE_STRAIGHT: 0}
        cards = [Scorecard.from_points({**full, Box.PENTA: 50}),
                 Scorecard.from_points({**full, Box.PENTA: 50, Box.CHANCE: 18})]
        scene = table(app, ["Ana", "Dan"], [5, 5, 6, 6, 4], computer=False, cards=cards)
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        assert scene.game.finished
        assert not isinstance(app.manager.top, ResultsOverlay)
        # (the frames on the way are not looked at: stepped unseen, the last one drawn)
        with unseen_frames(app):
            for _ in range(600):  # the end's stage plays whole, then the panel
                if isinstance(app.manager.top, ResultsOverlay):
                    break
                app.step(FRAME)
        panel = app.manager.top
        assert isinstance(panel, ResultsOverlay)
        with unseen_frames(app):
            for _ in range(30):  # the panel's entrance: its buttons in place
                app.step(FRAME)
        click_at(app, panel.menu_button.rect.center)
        if app.manager.top is panel:  # the first click ended the podium's count: again
            click_at(app, panel.menu_button.rect.center)
        with unseen_frames(app, last_drawn=False):
            for _ in range(60):
                app.step(FRAME)
        assert isinstance(app.manager.top, MenuScene), type(app.manager.top).__name__
        assert _recorded(tmp_path) == (1, ["Ana", "Dan"])
        store = Storage(tmp_path)
        assert store.load_game() is None  # nothing left to resume
        assert not complete_pending_end(store, StatsRecorder(store))  # nor to record again
        assert _recorded(tmp_path) == (1, ["Ana", "Dan"])
    finally:
        app.close()
