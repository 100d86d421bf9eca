"""A disabled button is flat, a live one raised (critic C69, yams_table_1920: the greyed
"Validează tura" beside the live dark-green "Sugestie" looked almost the same): the live
button stands on its 3D edge and drop shadow with a shine along its top; the disabled one
lies on the felt with none of them, so the two read apart at a glance."""

from __future__ import annotations

import pygame

from game import theme
from game.widgets.button import Button


def _drawn(enabled: bool, style: str = "secondary") -> tuple[pygame.Surface, Button]:
    surface = pygame.Surface((400, 200))
    surface.fill(theme.FELT)
    button = Button("Sugestie", style=style)
    button.rect = pygame.Rect(50, 50, 300, 90)
    button.enabled = enabled
    button.draw(surface)
    return surface, button


def _under_face(surface: pygame.Surface, button: Button) -> list[tuple[int, int, int]]:
    """The colours in the strip under the face (where a raised button has its edge and
    shadow), at a quarter of its width from the left."""
    depth = theme.px(theme.BUTTON_DEPTH, button.scale)
    x = button.rect.x + button.rect.w // 4
    bottom = button.rect.bottom
    return [tuple(surface.get_at((x, y)))[:3]
            for y in range(bottom - depth + 1, bottom + max(2, depth // 2))]


def test_a_live_button_is_raised_a_disabled_one_flat():
    for style in ("secondary", "primary"):
        live, button = _drawn(True, style)
        assert any(c != theme.FELT for c in _under_face(live, button)), style  # its edge
        off, button = _drawn(False, style)
        assert all(c == theme.FELT for c in _under_face(off, button)), style  # none
