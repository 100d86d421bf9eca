"""As the Yams turn passes, the next player's column of the sheet greets them too: a glow in
their seat colour along their column's edges, on the sheet, while their entrance plays, gone
once it rests (and at once after a click); the rest of the sheet is untouched."""

from __future__ import annotations

import pygame
import pytest

from game.flow.turn_entrance import ENTRANCE_SECONDS
from game.rules.yams import Box
from game.widgets.seats import player_style, seat_colour
from tests.uihelpers import FRAME, make_app
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _rim(scene, player: int = 1) -> tuple[int, int, int]:
    """The colour just inside the left edge of ``player``'s column (its glow, which
    stays on the sheet: tests/test_yams_column_glow.py)."""
    col = scene.sheet.column_rect(player)
    surface = pygame.Surface(scene.size)
    scene.draw(surface)
    return tuple(surface.get_at((col.left + 6, col.centery)))[:3]


def _off(a, b) -> int:
    return max(abs(x - y) for x, y in zip(a, b, strict=True))


def test_the_next_players_column_glows_in_their_colour_while_they_enter(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana", "Ion"], [1, 2, 3, 4, 6] * 3, computer=False)
        rest = _rim(scene)  # Ana's turn, at rest: the top of Ion's column
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        for _ in range(600):  # the pill enters once the turn's passing has settled into it
            handoff = scene.flow.handoff
            if scene.flow.voice.banner is not None and not (handoff.active or handoff.pending):
                break
            app.step(FRAME)
        assert scene.game.current == 1
        app.step(ENTRANCE_SECONDS * 0.2)
        colour = seat_colour(player_style(scene.game.players, 1))
        lit = _rim(scene)
        assert _off(lit, colour) < _off(rest, colour) - 8, (lit, rest, colour)
        for _ in range(round(ENTRANCE_SECONDS / FRAME)):
            app.step(FRAME)
        rested = _rim(scene)
        app.step(1.0)
        assert _off(_rim(scene), rested) < 6  # rested: no glow left, nothing fading still
        assert _off(lit, colour) < _off(rested, colour) - 8, (lit, rested, colour)
    finally:
        app.close()
