"""Every dialog (pause, leave, quit, overwrite a saved game) darkens the screen under it by
at least three quarters, measured on the screen's own pixels before and after it opens, the
dim there from its first frame and deepening with the panel's entrance (amended round 81,
ruling S98 3.: the dim was whole on the first frame; it now sinks in with the entrance, from
about half of it, never lighter from one frame to the next)."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.game_setup import OverwriteConfirm
from game.scenes.overlays import PauseOverlay, leave_confirm, quit_confirm
from tests.uihelpers import FRAME, make_app
from tools.render_screens import open_new_game, open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)

LEAST_DIM = 0.75
"""The least share of the light under a dialog that its backdrop takes away."""


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    app = make_app(tmp_path_factory.mktemp("dim"), size=(1366, 768))
    yield app
    app.close()


def _light(app, spots) -> list[int]:
    return [sum(pygame.transform.average_color(app.screen, spot)[:3]) for spot in spots]


def _dims(before, after) -> float:
    """The least darkening over the spots lit enough to measure."""
    return min(1 - a / b for a, b in zip(after, before, strict=True) if b > 60)


def _under(app, kind: str):
    """Open the screen ``kind`` names; return the dialog to push over it."""
    if kind == "menu_quit":
        return quit_confirm(app, lambda: None)
    if kind == "menu_overwrite":
        return OverwriteConfirm(app, lambda: None)
    if kind == "new_game_overwrite":
        open_new_game(app, "yams", 2)
        return OverwriteConfirm(app, lambda: None)
    if kind == "table_pause":
        open_table(app, "yams", 2)
        return PauseOverlay(app, on_leave=lambda: None)
    if kind == "table_leave":
        open_table(app, "farkle", 2)
        return leave_confirm(app, lambda: None)
    raise ValueError(kind)


@pytest.mark.parametrize("kind", ["menu_quit", "menu_overwrite", "new_game_overwrite",
                                  "table_pause", "table_leave", "pause_leave"])
def test_every_dialog_dims_the_screen_under_it_from_its_first_frame(app, kind):
    while len(app.manager.stack) > 1:
        app.manager.pop(fade=False)
    dialog = _under(app, "table_pause" if kind == "pause_leave" else kind)
    for _ in range(30):
        app.step(FRAME)
    w, h = app.screen.get_size()
    spots = [pygame.Rect(w // 40, h // 3, w // 12, h // 8),  # the left and right edges of
             pygame.Rect(w - w // 40 - w // 12, h // 3, w // 12, h // 8),  # the felt
             pygame.Rect(w // 40, h - h // 6, w // 12, h // 10)]
    before = _light(app, spots)
    app.manager.push(dialog)
    if kind == "pause_leave":  # the leave question asked from the pause dialog
        for _ in range(20):
            app.step(FRAME)
        app.manager.push(leave_confirm(app, lambda: None))
    firsts = []
    while app.manager.transitioning or not firsts:
        app.step(FRAME)
        firsts.append(_dims(before, _light(app, spots)))
    for _ in range(30):
        app.step(FRAME)
    settled = _dims(before, _light(app, spots))
    assert settled >= LEAST_DIM, (kind, before, settled)
    assert firsts[0] >= 0.3, (kind, firsts)  # a dim at once (S98 3.)
    assert all(b >= a - 0.01 for a, b in zip(firsts, firsts[1:], strict=False)), firsts
    assert firsts[-1] >= LEAST_DIM, (kind, firsts)
