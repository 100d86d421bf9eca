"""The two "?" pages fill the felt with large pictures (round 74, critic cQ74: the panel
floated over a near-black band at the bottom, its dice ~30 px at 1920 and ~14 px at 1024)."""

from __future__ import annotations

import pygame
import pytest

import game.scenes.farkle_help as farkle_help
import game.scenes.yams_help as yams_help
from game.widgets.felt import felt_area
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


@pytest.mark.parametrize("game", sorted(PAGES))
@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_help_panel_reaches_the_felts_foot(tmp_path, game, size):
    """No dead band under the panel: it stands on the felt down to the frame's inset."""
    app, page = _opened(tmp_path, game, size)
    try:
        felt = felt_area(size)
        assert felt.bottom - page.panel.bottom <= page.px(12), (game, size, page.panel, felt)
        assert page.panel.bottom < felt.bottom, (game, size)  # (still on the felt)
    finally:
        app.close()


@pytest.mark.parametrize(("game", "size", "least"), [
    ("yams", (1920, 1080), 44), ("farkle", (1920, 1080), 44),
    ("yams", (1366, 768), 29), ("farkle", (1366, 768), 29)])
def test_every_pictures_dice_are_large(tmp_path, monkeypatch, game, size, least):
    """Every die a card draws is ``least`` pixels or more (44 at 1920 on both pages; at
    1024x600 they stay as they were: larger, the cards' bold lines lose their column)."""
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
        small = [(n, side) for n, side in sides if side < least]
        assert not small, (game, size, small)
    finally:
        app.close()
