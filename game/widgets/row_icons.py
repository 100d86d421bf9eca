"""The menu's row of the other screens with a small icon drawn in code beside each word: an
open book (Reguli), a gear (Setări), a trophy (Scoruri), rising bars (Statistici), a door
with an arrow out (Ieși); and a wastebasket (the side screens' quiet "Șterge …", ruling S32).
:class:`IconButton` draws the icon and the word as one group,
centred on the face; the quiet Ieși keeps its outline and muted words."""

from __future__ import annotations

import functools
import math
from collections.abc import Callable

import pygame

from game import theme
from game.widgets.button import Button, Label, blend
from game.widgets.icons import icon
from game.widgets.text import BOLD, draw_text, text_size

ROW_ICONS = ("book", "gear", "trophy", "bars", "door", "bin")
"""The icons a row button may wear."""
ICON_SHARE = 0.46
"""The icon's side, a share of the button's height."""


def _book(s: pygame.Surface, n: int, c: tuple[int, int, int]) -> None:
    w = max(2, n // 12)
    mid = n // 2
    for side in (-1, 1):
        edge = mid + side * (n // 2 - w)
        page = [(mid, n // 5), (edge, n // 8), (edge, n - n // 5), (mid, n - n // 8)]
        pygame.draw.polygon(s, c, page, w)
        for k in (1, 2, 3):  # its lines
            y = n // 8 + k * (n * 3 // 5) // 4 + n // 16
            x0, x1 = mid + side * n // 8, edge - side * n // 10
            pygame.draw.line(s, c, (min(x0, x1), y), (max(x0, x1), y), max(1, w // 2))


def _gear(s: pygame.Surface, n: int, c: tuple[int, int, int]) -> None:
    centre, outer, inner = (n / 2, n / 2), n * 0.48, n * 0.34
    points = []
    for k in range(32):  # eight teeth, each four corners
        angle = 2 * math.pi * (k // 4 + (k % 4) / 4 * 0.55 - 0.15) / 8
        r = outer if k % 4 in (1, 2) else inner
        points.append((centre[0] + r * math.cos(angle), centre[1] + r * math.sin(angle)))
    pygame.draw.polygon(s, c, points)
    pygame.draw.circle(s, (0, 0, 0, 0), (round(centre[0]), round(centre[1])), round(n * 0.14))


def _trophy(s: pygame.Surface, n: int, c: tuple[int, int, int]) -> None:
    image = icon("trophy-cup", n, c)
    if image is not None:
        s.blit(image, (0, 0))
        return
    pygame.draw.rect(s, c, (n // 4, n // 8, n // 2, n // 2), border_radius=n // 6)
    pygame.draw.rect(s, c, (n // 3, n * 3 // 4, n // 3, n // 8))


def _bars(s: pygame.Surface, n: int, c: tuple[int, int, int]) -> None:
    w = n // 5
    for k, share in enumerate((0.4, 0.65, 0.95)):
        h = round(n * 0.85 * share)
        x = n // 10 + k * (w + n // 10)
        pygame.draw.rect(s, c, (x, n - n // 10 - h, w, h), border_radius=max(1, w // 4))
    pygame.draw.line(s, c, (0, n - n // 12), (n, n - n // 12), max(2, n // 14))


def _door(s: pygame.Surface, n: int, c: tuple[int, int, int]) -> None:
    w = max(2, n // 11)
    pygame.draw.rect(s, c, (n // 12, n // 12, n // 2, n - n // 6), w, border_radius=w)
    y = n // 2
    pygame.draw.line(s, c, (n // 3, y), (n - n // 8, y), w + 1)
    head = n // 5
    pygame.draw.polygon(s, c, [(n - 1, y), (n - 1 - head, y - head), (n - 1 - head, y + head)])


def _bin(s: pygame.Surface, n: int, c: tuple[int, int, int]) -> None:
    w = max(2, n // 11)
    pygame.draw.rect(s, c, (n * 3 // 8, n // 16, n // 4, n // 8), w, border_radius=w)  # handle
    pygame.draw.line(s, c, (n // 8, n // 5), (n - n // 8, n // 5), w + 1)  # the lid
    body = [(n // 5, n * 3 // 10), (n - n // 5, n * 3 // 10), (n - n // 4, n - n // 16),
            (n // 4, n - n // 16)]
    pygame.draw.polygon(s, c, body, w)
    for x in (n * 2 // 5, n * 3 // 5):  # its ribs
        pygame.draw.line(s, c, (x, n * 2 // 5), (x, n - n // 6), max(1, w - 1))


_DRAWINGS: dict[str, Callable[[pygame.Surface, int, tuple[int, int, int]], None]] = {
    "book": _book, "gear": _gear, "trophy": _trophy, "bars": _bars, "door": _door,
    "bin": _bin}


@functools.lru_cache(maxsize=24)  # six icons in two colours at a window size or two
def row_icon(name: str, side: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """The icon ``name`` drawn ``side`` pixels square in ``colour`` (kept)."""
    surface = pygame.Surface((side, side), pygame.SRCALPHA)
    _DRAWINGS[name](surface, side, colour)
    return surface


class IconButton(Button):
    """A button of the menu's row: ``icon`` (:data:`ROW_ICONS`) drawn left of its word."""

    def __init__(self, label: Label, on_click: Callable[[], None] | None, style: str,
                 icon_name: str, *, name: str = "") -> None:
        """Make the button; ``icon_name`` is one of :data:`ROW_ICONS`."""
        if icon_name not in ROW_ICONS:
            raise ValueError(f"unknown icon {icon_name!r}")
        super().__init__(label, on_click, style, name=name)
        self.icon = icon_name

    def ink(self) -> tuple[int, int, int]:
        """The colour of the words and the icon now."""
        if self.style == "quiet":
            return theme.CREAM if self.glow > 0.5 else theme.MUTED
        return theme.BUTTON_TEXT

    def _group(self, room: pygame.Rect) -> tuple[pygame.Rect, int]:
        """The icon's rect and the word's left edge: the two centred together in ``room``."""
        side = round(self.rect.h * ICON_SHARE)
        gap = max(4, side // 3)
        word = min(text_size(self.text, self.font_size, BOLD)[0], room.w - side - gap)
        left = room.centerx - (side + gap + word) // 2
        return pygame.Rect(left, room.centery - side // 2, side, side), left + side + gap

    def _room(self) -> pygame.Rect:
        depth = theme.px(theme.BUTTON_DEPTH, self.scale)
        radius = theme.px(theme.BUTTON_RADIUS, self.scale)
        body = pygame.Rect(self.rect.x, self.rect.y, self.rect.w, self.rect.h - depth)
        return body.inflate(-2 * radius, 0)

    def icon_rect(self) -> pygame.Rect:
        """Where the icon is drawn (unpressed)."""
        return self._group(self._room())[0]

    def draw_label(self, surface: pygame.Surface, room: pygame.Rect,
                   colour: tuple[int, int, int], shadow: int) -> None:
        """The icon, then the word, centred together in ``room``."""
        spot, left = self._group(room)
        if shadow:
            surface.blit(row_icon(self.icon, spot.w, blend(theme.SHADOW, colour, 0.2)),
                         spot.move(shadow, shadow))
        surface.blit(row_icon(self.icon, spot.w, colour), spot)
        draw_text(surface, self.text, self.font_size, colour, (left, room.centery), "midleft",
                  shadow=shadow, max_width=room.right - left, weight=BOLD)
