"""The arrows' key hint on the focused menu card (round 82, hK93, ruling S58 amended): while a
game card holds the keyboard focus, "[←] [→] alege jocul" stands in a small dark tag astride
the card's top edge, at its left (the "ales" mark stands at its right), so the tagline under
the title never changes (critic cC81 #14: it turned into the hint on focus)."""

from __future__ import annotations

import pygame

from game import theme
from game.widgets import layout_record
from game.widgets.chosen_mark import MARK_TYPE
from game.widgets.keycaps import draw_keyed, key_plain
from game.widgets.text import line_height, text_size

TAG_TYPE = MARK_TYPE
"""The tag's words, reference pixels: the "ales" mark's, the two pills one height and level."""
TAG_INSET = 40
"""The tag's left end from the card's left edge, reference pixels (the mark's inset, mirrored)."""
TAG_PAD = 14
"""Air each side of the words inside the tag, reference pixels."""
ART_AIR = 2
"""Felt kept between the tag (its shadow) and the card's pictures, reference pixels."""


def tag_type(scale: float) -> int:
    """The tag's type size at ``scale``: never under the screens' least type."""
    return max(theme.least_type(), theme.px(TAG_TYPE, scale))


def keys_tag_rect(body: pygame.Rect, line: str, scale: float,
                  art_top: int | None = None) -> pygame.Rect:
    """The tag of ``line`` for a card drawn at ``body``: astride its top edge at its left,
    raised clear of the card's pictures when their strip starts at ``art_top``."""
    size = tag_type(scale)
    w = text_size(key_plain(line), size)[0] + 2 * theme.px(TAG_PAD, scale)
    h = round(size * 1.5)  # (the mark's height: level with it)
    rect = pygame.Rect(0, 0, w, h)
    rect.midleft = (body.left + theme.px(TAG_INSET, scale), body.top)
    if art_top is not None:
        shadow = 2 + theme.px(3, scale)
        rect.bottom = min(rect.bottom, art_top - shadow - theme.px(ART_AIR, scale))
    return rect


def draw_keys_tag(surface: pygame.Surface, rect: pygame.Rect, line: str,
                  scale: float) -> None:
    """The tag: a dark felt pill with a cream rim (the focus ring's cream: it belongs to the
    focus), its words cream with each "[key]" a keycap."""
    radius = rect.h // 2
    pygame.draw.rect(surface, theme.FELT_DARK, rect.inflate(4, 4).move(0, theme.px(3, scale)),
                     border_radius=radius + 2)
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=radius)
    pygame.draw.rect(surface, theme.CREAM, rect, max(2, theme.px(2, scale)),
                     border_radius=radius)
    size = tag_type(scale)
    top = rect.centery - line_height(size) // 2
    draw_keyed(surface, line, size, (rect.x + theme.px(TAG_PAD, scale), top), scale)
    layout_record.panel(surface, rect, "card_keys_tag")
