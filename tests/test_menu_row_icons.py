"""The menu's row of the other screens: each button wears a small drawn icon beside its word
(rules, settings, scores, statistics, quit), all of one width, Ieși the quiet one."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import FRAME, button_named, make_app

ROW = ("menu.rules", "menu.settings", "menu.scores", "menu.statistics", "menu.quit")


def _inked(surface: pygame.Surface, rect: pygame.Rect, colour) -> float:
    """The share of ``rect``'s pixels close to ``colour``."""
    hits = total = 0
    for y in range(rect.top, rect.bottom):
        for x in range(rect.left, rect.right):
            total += 1
            seen = surface.get_at((x, y))[:3]
            if sum(abs(a - b) for a, b in zip(seen, colour, strict=True)) < 90:
                hits += 1
    return hits / max(1, total)


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_each_row_button_wears_its_own_drawn_icon(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        app.manager.top.entrance.skip()
        app.step(FRAME)
        buttons = [button_named(app, name) for name in ROW]
        assert len({b.icon for b in buttons}) == 5 and all(b.icon for b in buttons)
        assert len({b.rect.w for b in buttons}) == 1
        assert buttons[-1].style == "quiet" and all(b.style == "secondary" for b in buttons[:-1])
        for button in buttons:
            room = button.icon_rect()
            assert button.rect.contains(room) and room.w >= button.rect.h * 0.3
            ink = _inked(app.screen, room, button.ink())
            assert ink > 0.06, (button.name, ink)  # drawn, not an empty square
    finally:
        app.close()
