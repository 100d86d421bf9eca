"""The two "?" pages' pictures are large (round 74, critic cQ74: dice ~30 px at 1920 and ~14
px at 1024). Round 74, hH76 (ruling S18, critic cS74): the panel no longer reaches the felt's
foot; it is centred top to bottom (tests/test_help_centred_dimmed.py), the foot's test went."""

from __future__ import annotations

import pygame
import pytest

import game.scenes.farkle_help as farkle_help
import game.scenes.yams_help as yams_help
from tests.uihelpers import make_app
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

PAGES = {"yams": (yams_help, yams_help.YamsHelpOverlay),
         "farkle": (farkle_help, farkle_help.FarkleHelpOverlay)}


def _opened(tmp_path, game, size):
    app = make_app(tmp_path / game, size=size, menu_drawn=False)
    open_table(app, game, 2)
    page = PAGES[game][1](app)
    app.manager.push(page, fade=False)
    app.step(1 / 60)
    return app, page


@pytest.mark.parametrize(("game", "size", "least"), [
    ("yams", (1920, 1080), 44), ("farkle", (1920, 1080), 44),
    ("yams", (1366, 768), 29), ("farkle", (1366, 768), 29)])
def test_every_pictures_dice_are_large(tmp_path, monkeypatch, game, size, least):
    """Every die a card draws is ``least`` pixels or more (44 at 1920 on both pages; at
    1024x600 they stay as they were: larger, the cards' bold lines lose their column), but
    the Yams card 1's three rows of throws: 37 at 1920, 24 at 1366 (round 74, hH76, ruling
    S18: the centred panel is 62 px shorter at 1920, three rows share its card's height),
    and card 6's faces beside their "×3" (round 77, hR81, S33: 41 at 1920, 24 at 1366)."""
    module = PAGES[game][0]
    app, page = _opened(tmp_path, game, size)
    sides: list[tuple[int, int]] = []
    real = module.draw_dice_row
    card = [0]

    def spy(surface, cache, dice, pos, side, gap, *rest, **named):
        sides.append((card[0] + 1, side))
        return real(surface, cache, dice, pos, side, gap, *rest, **named)

    monkeypatch.setattr(module, "draw_dice_row", spy)
    try:
        surface = pygame.Surface(size)
        for k in range(8):
            card[0] = k
            page.draw_picture(surface, k, page.step_rects(k)[0])
        assert sides, game
        # (card 1's three rows of throws; card 6's six faces share a line with their "×3"
        # over two sheet rows: round 77, hR81, S33, the faces ≥ 6/7 of the floor)
        three_rows = {1: least * 6 // 7, 6: least * 6 // 7} if game == "yams" else {}
        small = [(n, side) for n, side in sides if side < three_rows.get(n, least)]
        assert not small, (game, size, small)
    finally:
        app.close()
