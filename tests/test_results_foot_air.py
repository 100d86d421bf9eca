"""The last line said under the podium keeps clear air over the buttons (critic C60: at
1024x600 "Data viitoare câștigi tu!" touched "Partidă nouă" and "Meniu")."""

from __future__ import annotations

import pytest

from game.engine.players import Player
from game.engine.yams import YamsGame
from game.rules.yams import Box, Scorecard
from game.scenes.results import ResultsOverlay
from game.scenes.yams_table import YamsTableScene
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_the_consoling_line_keeps_air_over_the_buttons(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        full = {box: 0 for box in Box}
        cards = [Scorecard.from_points({**full, Box.CHANCE: 22}),
                 Scorecard.from_points({**full, Box.CHANCE: 30, Box.PENTA: 50})]
        game = YamsGame([Player("Ana"), Player("IA", is_computer=True)], cards)
        app.manager.push(YamsTableScene(app, game))
        for _ in range(200):
            app.step(0.1)
            if isinstance(app.manager.top, ResultsOverlay):
                break
        panel = app.manager.top
        assert isinstance(panel, ResultsOverlay)
        panel.time = 10.0
        frame = recorded_frame(panel, size)
        notes = [m for m in frame.texts if m.role == "podium_note"]
        assert notes, [m.role for m in frame.texts]
        lowest = max(m.rect.bottom for m in frame.texts if m.role.startswith("podium_"))
        buttons = min(panel.new_game_button.rect.top, panel.menu_button.rect.top)
        assert buttons - lowest >= panel.px(30), (buttons - lowest, panel.px(30))
    finally:
        app.close()
