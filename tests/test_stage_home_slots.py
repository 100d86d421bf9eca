"""A 10 000 stage's gathered dice leave their places as the table shows an empty one: the
felt in its own shade (no dark square patch where a die lay) and the slot's outline drawn,
so the dice fly home over their slots (critic B28: dark hard-edged squares behind every die
on the flight home)."""

from __future__ import annotations

import pygame
import pytest

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _mean(surface: pygame.Surface, rect: pygame.Rect) -> list[float]:
    """The mean colour of ``rect``."""
    flat = [surface.get_at((x, y))[:3] for x in range(rect.left, rect.right)
            for y in range(rect.top, rect.bottom)]
    return [sum(p[c] for p in flat) / len(flat) for c in range(3)]


# (a big bank gathered its dice until round 40: a banner now, no dice gathered)
@pytest.mark.parametrize("state", ["six_ones", "rare_throw"])
def test_the_gathered_dice_places_show_the_felt_and_their_slots(tmp_path, state):
    from game.views.stage_gather import clear_places
    from tests.uihelpers import make_app
    from tools.screens_stage import STATES, until_staged

    app = make_app(tmp_path, size=(1024, 600))
    try:
        {name: b for name, b, _ in STATES}[state](app)
        stage = until_staged(app)
        table = app.manager.stack[-2]
        picture = stage.picture
        assert picture.gather and len(picture.dice) >= 3
        bare = pygame.Surface(app.screen.get_size())
        table.draw(bare)
        row = picture.dice[0].unionall(picture.dice[1:])
        above = pygame.Rect(row.left, row.top - row.h // 2 - 12, row.w, 8)
        ground = [v * (255 - 40) / 255 for v in _mean(bare, above)]  # the felt over the
        # row, its own shade, under an empty slot's faint shadow (as the table draws one)
        clear_places(bare, picture)
        for die in picture.dice:
            inner = die.inflate(-die.w // 3, -die.h // 3)
            shade = _mean(bare, inner)
            assert all(abs(a - b) <= 6 for a, b in zip(shade, ground, strict=True)), (
                die, shade, ground)
            left = die.centerx - picture.slot_side // 2  # the slot's side, the table's size
            edge = _mean(bare, pygame.Rect(left + 1, die.centery - 3, 2, 6))
            assert edge[0] - edge[2] > shade[0] - shade[2] + 6, (die, edge, shade)  # gold
    finally:
        app.close()

