"""A game presented as a card of the menu: drawn dice for art, the game's name in the display
face, one line on how it plays. The whole card is a button (click, Enter, the focus ring)."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

import pygame

from game import theme
from game.widgets.button import Button, Label, blend, draw_focus_ring, label_text
from game.widgets.decor import die_image
from game.widgets.felt import draw_panel
from game.widgets.text import STAMP, balanced_lines, draw_text, line_height

_ART: dict[tuple[int, int, float], pygame.Surface] = {}
"""The cards' dice drawn so far, by (value, side, angle): two cards at a few window sizes."""
ART_MOST = 48
"""Pictures kept at most (a resize asks for new sides; the oldest are dropped together)."""


@functools.lru_cache(maxsize=8)
def _upright(value: int, side: int) -> pygame.Surface:
    """One face at one side, not yet turned (the Yams card's five fives share it)."""
    return die_image(value, side)


def card_die(value: int, side: int, angle: float) -> pygame.Surface:
    """A die of a card's art (the table's dice, ``decor.die_image``), turned by ``angle``;
    drawn on first use and kept."""
    key = (value, side, angle)
    image = _ART.get(key)
    if image is None:
        if len(_ART) >= ART_MOST:
            _ART.clear()
        image = pygame.transform.rotozoom(_upright(value, side), angle, 1.0)
        if pygame.display.get_surface() is not None:
            image = image.convert_alpha()
        _ART[key] = image
    return image


def forget_art() -> None:
    """Drop the cards' dice (after the display mode changed, or to free their memory)."""
    _ART.clear()
    _upright.cache_clear()


class GameCard(Button):
    """A menu card for one game: ``dice`` (value, angle) drawn in a row as its art, its
    ``label`` in the display face and ``line`` (how it plays) under it."""

    def __init__(self, label: Label, line: Label, dice: Sequence[tuple[int, float]],
                 on_click: Callable[[], None] | None = None, *, name: str = "") -> None:
        """Make the card; ``line`` is read at draw time like the label."""
        super().__init__(label, on_click, "secondary", name=name)
        self.line = line
        self.dice = tuple(dice)

    def art_keys(self) -> list[tuple[int, int, float]]:
        """The (value, side, angle) of each die of the art at the card's size."""
        return [(value, spot.w, angle)
                for (value, angle), spot in zip(self.dice, self.art_rects(), strict=True)]

    def art_ready(self) -> bool:
        """True once every die of the art is drawn (the menu draws them after its first
        frame, so the first frame does not wait for them)."""
        return all(key in _ART for key in self.art_keys()) or self.rect.w <= 0

    def prepare_art(self) -> None:
        """Draw every die of the art not drawn yet."""
        for key in self.art_keys():
            card_die(*key)

    def art_band(self) -> pygame.Rect:
        """The strip of felt across the card's top where its dice lie."""
        pad = theme.px(16, self.scale)
        return pygame.Rect(self.rect.x + pad, self.rect.y + pad, self.rect.w - 2 * pad,
                           round(self.rect.h * 0.5) - pad)

    def art_rects(self) -> list[pygame.Rect]:
        """Where each die of the art sits (a row across the strip of felt)."""
        band = self.art_band()
        count = len(self.dice)
        side = min(round(band.h * 0.56), round(band.w * 0.86 / (count + 0.3 * (count - 1))))
        step = round(side * 1.3)
        total = side + step * (count - 1)
        x = band.centerx - total // 2
        y = band.centery - side // 2 - round(side * 0.06)
        return [pygame.Rect(x + i * step, y + (i % 2) * round(side * 0.12), side, side)
                for i in range(count)]

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The panel (lighter under the mouse, sunk when pressed), the dice on their strip of
        felt, the name, the line."""
        if not self.visible or self.rect.width <= 0:
            return
        sink = theme.px(4, self.scale) if self.pressed else 0
        body = self.rect.move(0, sink)
        draw_panel(surface, body, self.scale)
        radius = theme.px(theme.PANEL_RADIUS - 6, self.scale)
        band = self.art_band().move(0, sink)
        pygame.draw.rect(surface, blend(theme.FELT, theme.FELT_LIGHT, 0.35 * self.glow), band,
                         border_radius=radius)
        pygame.draw.rect(surface, theme.FELT_DARK, band, max(1, theme.px(3, self.scale)),
                         border_radius=radius)
        if self.glow > 0:
            pygame.draw.rect(surface, blend(theme.PANEL_BORDER, theme.GOLD, self.glow), body,
                             max(2, theme.px(3, self.scale)),
                             border_radius=theme.px(theme.PANEL_RADIUS, self.scale))
        for key, spot in zip(self.art_keys(), self.art_rects(), strict=True):
            image = _ART.get(key)  # None until the menu has prepared it (after a first frame)
            if image is not None:
                surface.blit(image, image.get_rect(center=spot.move(0, sink).center))
        name_size = round(self.font_size * 1.85)
        name_y = band.bottom + round(body.h * 0.14)
        colour = blend(theme.GOLD, (255, 255, 255), 0.3 * self.glow)
        draw_text(surface, self.text, name_size, colour, (body.centerx, name_y),
                  shadow=theme.px(4, self.scale), weight=STAMP,
                  max_width=body.w - theme.px(40, self.scale))
        small = max(theme.FONT_MIN, round(self.font_size * 0.68))
        lines = balanced_lines(label_text(self.line), small, body.w - theme.px(80, self.scale))
        y = name_y + round(line_height(name_size, STAMP) * 0.5)
        for text in lines:
            draw_text(surface, text, small, theme.CREAM, (body.centerx, y), "midtop")
            y += line_height(small)
        if focused:
            draw_focus_ring(surface, self.rect, self.scale)
