"""An empty state: a panel saying there is nothing yet and the button that makes something.

:func:`place_empty_state` sizes the panel to a title, a paragraph and its button (the screen's
one red button) and places the button in its foot; :func:`draw_empty_state` draws the panel and
its words (the button is drawn with the screen's widgets).
"""

from __future__ import annotations

import pygame

from game import theme
from game.widgets.button import Button, label_text
from game.widgets.felt import draw_panel
from game.widgets.text import BOLD, draw_text, fit_size, line_height, text_size, wrap

WIDTH = 1300
"""The panel's widest, reference pixels."""


def _body_line(size: int) -> int:
    """Distance between two lines of the paragraph."""
    return round(text_size("Ag", size)[1] * 1.25)


def natural_height(width: int, scale: float, text: str, button: bool, lead: int = 0) -> int:
    """The height an empty state ``width`` wide needs for its picture (``lead`` high), title,
    ``text`` and (``button``) its button, with no air beyond its padding."""
    pad = theme.px(theme.GAP * 2, scale)
    size = theme.font_px(theme.FONT_BODY, scale)
    lines = len(wrap(text, size, width - 2 * pad))
    foot = theme.px(theme.BUTTON_SMALL_SIZE[1], scale) if button else -pad
    return (2 * pad + line_height(theme.font_px(theme.FONT_HEADING, scale), BOLD) + pad // 2
            + lines * _body_line(size) + pad + foot + (lead + pad // 2 if lead else 0))


def place_empty_state(area: pygame.Rect, scale: float, text: str,
                      button: Button | None, lead: int = 0, fill: bool = False) -> pygame.Rect:
    """Centre the panel in ``area`` and place ``button`` in its foot (none: no foot); return
    the panel. ``lead``: the height of a picture above the title (drawn by the caller in the
    panel's head, :func:`picture_room`). ``fill``: the panel is the whole ``area`` (one card
    filling its place, critic cC75 #3), its parts spread down it (:func:`spread_air`)."""
    pad = theme.px(theme.GAP * 2, scale)
    width = area.w if fill else min(area.w, theme.px(WIDTH, scale))
    rect = pygame.Rect(0, 0, 0, theme.px(theme.BUTTON_SMALL_SIZE[1], scale))
    height = natural_height(width, scale, text, button is not None, lead)
    panel = pygame.Rect(0, 0, width, area.h if fill else min(area.h, height))
    panel.center = area.center
    if button is None:
        return panel
    font = theme.font_px(theme.FONT_BUTTON, scale)
    rect.w = max(theme.px(theme.BUTTON_SMALL_SIZE[0], scale),
                 text_size(label_text(button.label), font, BOLD)[0] + theme.px(96, scale))
    rect.midbottom = (panel.centerx, panel.bottom - pad)
    button.place(rect, scale, font)
    return panel


def spread_air(panel: pygame.Rect, scale: float, text: str, button: bool, lead: int) -> int:
    """The air a filling panel (:func:`place_empty_state`'s ``fill``) adds after its picture
    and again after its words: its spare height shared in two."""
    return max(0, panel.h - natural_height(panel.w, scale, text, button, lead)) // 2


def picture_room(panel: pygame.Rect, scale: float, lead: int) -> pygame.Rect:
    """Where a picture ``lead`` high stands in an empty state's head, above its title."""
    room = pygame.Rect(0, 0, lead, lead)
    room.midtop = (panel.centerx, panel.y + theme.px(theme.GAP * 2, scale))
    return room


def draw_empty_state(surface: pygame.Surface, panel: pygame.Rect, scale: float, title: str,
                     text: str, lead: int = 0, frame: pygame.Rect | None = None,
                     air: int = 0) -> None:
    """The panel, its title in gold and its paragraph, centred (under ``lead`` pixels kept for
    a picture, :func:`picture_room`, and ``air`` more, :func:`spread_air`); ``frame``: the
    panel drawn there instead, round the words (where the screen's content will stand,
    hS67)."""
    draw_panel(surface, panel if frame is None else frame, scale)
    pad = theme.px(theme.GAP * 2, scale)
    heading = fit_size(title, theme.font_px(theme.FONT_HEADING, scale), panel.w - 2 * pad, BOLD)
    y = panel.y + pad + (lead + pad // 2 if lead else 0) + air
    draw_text(surface, title, heading, theme.GOLD, (panel.centerx, y), "midtop", weight=BOLD)
    y += line_height(heading, BOLD) + pad // 2
    size = theme.font_px(theme.FONT_BODY, scale)
    for line in wrap(text, size, panel.w - 2 * pad):
        draw_text(surface, line, size, theme.CREAM, (panel.centerx, y), "midtop")
        y += _body_line(size)
