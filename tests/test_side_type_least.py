"""The side screens' type at 1024×600 (hS19: the critic read hints, captions and the
statistics' labels at 12-14 px): nothing on the menu, New Game, Statistics, Setări or a
dialog is drawn under 15 px of em at the smallest window."""

from __future__ import annotations

import pytest

from game import theme
from tests.uihelpers import FRAME, make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZE = (1024, 600)
LEAST_PX = 15


def _small_texts(scene) -> list[tuple[float, str]]:
    frame = recorded_frame(scene, SIZE)
    return sorted({(round(t.size * theme.FONT_EM, 1), t.text) for t in frame.texts
                   if t.size and t.size * theme.FONT_EM < LEAST_PX - 0.05})


def _open(app, screen: str):
    from game.scenes.settings import SettingsScene
    from tools.render_screens import open_new_game
    from tools.screens_statistics import open_statistics

    if screen == "menu":
        return app.manager.top
    if screen == "quit":
        app.manager.top.back()
        return app.manager.top
    if screen == "settings":
        scene = SettingsScene(app)
        app.manager.push(scene)
        return scene
    if screen.startswith("new_game"):
        return open_new_game(app, screen.split("_")[-1], 2)
    if screen == "stats_yams":
        open_statistics(app, 50)
        return app.manager.top
    open_statistics(app, 4, seed=4, kind="farkle_only")
    return app.manager.top


@pytest.mark.parametrize("screen", ["menu", "quit", "settings", "new_game_yams",
                                    "new_game_farkle", "stats_yams", "stats_farkle"])
def test_nothing_on_a_side_screen_is_under_15_px_at_1024x600(tmp_path, screen):
    app = make_app(tmp_path, size=SIZE)
    try:
        scene = _open(app, screen)
        app.step(FRAME)
        assert _small_texts(scene) == [], screen
    finally:
        app.close()


def test_a_screen_opened_from_a_side_screen_keeps_its_own_floor() -> None:
    """A screen a side screen opens (the Rules from the menu's "Reguli") or draws beneath it
    lays out under its own least type size, never the side screen's: the Rules page at
    1366x768 once wrapped differently, laid out under the menu's floor."""
    from game.scenes.base import Scene

    seen: list[int] = []

    class Plain(Scene):
        def layout(self, size):
            seen.append(theme.least_type())

    class Side(Scene):
        type_least = theme.SIDE_TYPE_LEAST

        def handle_event(self, event):
            seen.append(theme.least_type())
            Plain.__new__(Plain).layout((1024, 600))  # the screen it opens lays out

    Side.__new__(Side).handle_event(None)
    assert seen == [theme.SIDE_TYPE_LEAST, theme.FONT_MIN]
    assert theme.least_type() == theme.FONT_MIN
