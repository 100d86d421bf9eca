"""The felt's regions keep air between them, at 1024×600 too (where they used to touch): the
dice row and the standings, the standings and the buttons; the undo's toast in the message lane."""

from __future__ import annotations

import pygame
import pytest

from game.views.yams_standings import rows_of
from tests.uihelpers import make_app
from tools import screens_yams  # noqa: F401  (registers the Yams states)
from tools.render_screens import REGISTRY

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _state(app, name: str):
    {s.name: s.build for s in REGISTRY}[name](app)
    for _ in range(8):
        app.step(0.1)
    return app.manager.top


def _standings(scene) -> pygame.Rect:
    rows = rows_of(scene.game, scene.tr, scene.standings.last_turns)
    plan = scene.standings.plan(scene.game, rows, scene.message_rects())
    assert plan is not None
    return plan.rect


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_the_dice_the_standings_the_undo_toast_and_the_buttons_never_touch(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = _state(app, "yams_undo_returned")  # dice in play, the undo's toast said
        clear = max(7, scene.px(9))
        panel = _standings(scene)
        (toast,) = scene.message_rects()
        lowest = max(r.bottom for r in scene.dice_in_play_rects())
        assert panel.top - lowest >= clear, (lowest, panel)
        assert scene.message_lane().contains(toast)  # the one lane, above the kept row
        assert scene.held_band.top - toast.bottom >= 0, (toast, scene.held_band)
        assert scene.roll_button.rect.top - panel.bottom >= clear, (panel, scene.roll_button.rect)
        assert scene.undo_button.rect.bottom < scene.size[1] - scene.px(60)  # above the keys
    finally:
        app.close()
