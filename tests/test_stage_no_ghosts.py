"""A gathered stage takes its dice off their places on the felt with the felt itself (its
weave and its shading), not a flat patch of one colour: as the stage fades and the dice fly
home, no die-shaped patch stays where they were (critic hB25: faint ghosts of the dice)."""

from __future__ import annotations

import pygame
import pytest

from game import theme

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _texture(surface: pygame.Surface, rect: pygame.Rect) -> tuple[list[float], float]:
    """The mean colour of ``rect`` and its weave: the mean step between neighbours."""
    pixels = [[surface.get_at((x, y))[:3] for x in range(rect.left, rect.right)]
              for y in range(rect.top, rect.bottom)]
    flat = [p for row in pixels for p in row]
    mean = [sum(p[c] for p in flat) / len(flat) for c in range(3)]
    steps = [abs(sum(a) - sum(b)) for row in pixels for a, b in zip(row, row[1:], strict=False)]
    return mean, sum(steps) / len(steps)


def test_the_penta_dice_places_show_the_bare_felt_under_the_stage(tmp_path):
    from game.views.stage_gather import clear_places
    from tests.uihelpers import make_app
    from tools.screens_stage import STATES, until_staged

    app = make_app(tmp_path, size=(1366, 768))
    try:
        {name: b for name, b, _ in STATES}["penta"](app)
        stage = until_staged(app, "penta")
        table = app.manager.stack[-2]
        picture = stage.picture
        assert picture.gather and picture.dice
        surface = pygame.Surface(app.screen.get_size())
        table.draw(surface)
        clear_places(surface, picture)
        for die in picture.dice:  # each place: the felt's weave, as dense as round it, in
            # the shade of the ground beside it (no smooth patch, no die)
            inner = die.inflate(-die.w // 4, -die.h // 4)
            gap = theme.px(10, picture.scale)  # the lane between two places
            left = pygame.Rect(die.right + gap, inner.top, 12, inner.h)
            if die is picture.dice[-1]:
                left.right = die.left - gap
            shade_in, weave_in = _texture(surface, inner)
            shade_out, weave_out = _texture(surface, left)
            assert all(abs(a - b) <= 5 for a, b in zip(shade_in, shade_out, strict=True)), (
                die, shade_in, shade_out)
            assert weave_in >= 0.5 * weave_out, (die, weave_in, weave_out)
    finally:
        app.close()
