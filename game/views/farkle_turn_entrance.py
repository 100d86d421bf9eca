"""Draws "La rând: …" at the 10 000 table with its entrance (the Yams table's, in about half
a second: :mod:`game.flow.turn_entrance`): the name settles from a larger size while its
pill opens around it from a snug width, beginning in the turn's passing band's solid fill
and round ends (it has just become the pill), washed in the seat's colour that settles to a tint;
its height never changes (nothing under it is pushed) and its rim is gold from the first
frame (it is whole as the turn passes, never late). Then it fades out on its time."""

from __future__ import annotations

import pygame

from game import theme
from game.views.turn_handoff import band_colour
from game.views.yams_turn_entrance import joined
from game.widgets import layout_record
from game.widgets.felt import draw_panel
from game.widgets.seats import draw_marked_name, marked_width, seat_colour
from game.widgets.text import fit_size, text_size

PAD_X = 64
"""Reference pixels of pill either side of the words at rest."""
OPEN_PAD_X = 10
"""Their room as the pill starts to open."""
PAD_Y = 10
"""Reference pixels of pill above and below the words at rest (round 71, critic B71: 18
left no air between the pill and the prompt line over it at 1366×768)."""
WASH = (150, 55)
"""The seat colour's wash over the pill as the entrance starts, and at rest (alpha)."""
QUIET_WASH = 0.6
"""How much of its wash a quiet pill loses (ruling S65 3.)."""


def _toward(colour: tuple[int, int, int], quiet_to: tuple[int, int, int], share: float
            ) -> tuple[int, int, int]:
    """``colour`` moved ``share`` (0..1) of the way to ``quiet_to``."""
    r, g, b = (round(a + (q - a) * share) for a, q in zip(colour, quiet_to, strict=True))
    return r, g, b


def _pill_place(text: str, centre: tuple[int, int], max_width: int, scale: float, font: int,
                p: float, name_scale: float) -> tuple[pygame.Rect, int]:
    room = max_width - theme.px(2 * PAD_X, scale)
    still = theme.font_px(font, scale)
    still = fit_size(text, still, room - marked_width(still, token=True))
    size = max(1, min(round(still * name_scale), fit_size(text, round(still * name_scale),
                                                          room - marked_width(still, token=True))))
    words_w = marked_width(size, token=True) + text_size(text, size)[0]
    height = text_size(text, still)[1] + 2 * theme.px(PAD_Y, scale)  # one height all along
    pad = theme.px(OPEN_PAD_X + (PAD_X - OPEN_PAD_X) * p, scale)
    rect = pygame.Rect(0, 0, min(max_width, words_w + 2 * pad), height)
    rect.center = centre
    return rect, size


def turn_pill_rect(text: str, centre: tuple[int, int], max_width: int, scale: float,
                   font: int, progress: float, name_scale: float) -> pygame.Rect:
    """Where :func:`draw_turn_pill` lays the pill (the turn's passing settles into it before
    the pill is drawn)."""
    p = max(0.0, min(1.0, progress))
    return _pill_place(text, centre, max_width, scale, font, p, name_scale)[0]


def draw_turn_pill(surface: pygame.Surface, text: str, centre: tuple[int, int], max_width: int,
                   scale: float, seat: int, font: int, progress: float, name_scale: float,
                   alpha: float, quiet: float = 0.0) -> pygame.Rect:
    """The pill with seat ``seat``'s mark and ``text`` centred on ``centre`` at ``progress``
    (0..1) of its entrance, the name ``name_scale`` times its still size, the whole at
    ``alpha`` (0..1), ``quiet`` (0..1) of the way to its quiet look (its gold rim and words
    muted, its wash paler: ruling S65 3.); return the pill's rect."""
    p = max(0.0, min(1.0, progress))
    rect, size = _pill_place(text, centre, max_width, scale, font, p, name_scale)
    lead = marked_width(size, token=True)
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    solid = joined(p)  # the band it was: its solid fill and round ends, becoming the pill's
    radius = theme.px(theme.PANEL_RADIUS, scale)
    if solid > 0:
        radius = round(radius + (rect.h // 2 - radius) * solid)
        pygame.draw.rect(layer, (*theme.PANEL, 255), layer.get_rect(), border_radius=radius)
    else:
        draw_panel(layer, layer.get_rect(), scale, alpha=255)
    wash = pygame.Surface(rect.size, pygame.SRCALPHA)
    tint = round((WASH[0] + (WASH[1] - WASH[0]) * p) * (1 - QUIET_WASH * quiet))
    pygame.draw.rect(wash, (*seat_colour(seat), tint), wash.get_rect(), border_radius=radius)
    layer.blit(wash, (0, 0))
    if solid > 0:
        pygame.draw.rect(wash, (*band_colour(seat), round(255 * solid)), wash.get_rect(),
                         border_radius=radius)
        layer.blit(wash, (0, 0))
    rim, ink = (_toward(theme.TURN_BANNER_COLOUR, quiet_to, quiet)
                for quiet_to in (theme.GOLD_DIM, theme.MUTED))
    pygame.draw.rect(layer, rim, layer.get_rect(),
                     max(2, theme.px(3, scale)), border_radius=radius)  # gold from the first
    words = draw_marked_name(layer, text, size, ink,
                             (rect.w // 2, rect.h // 2), seat, anchor="center",
                             shadow=theme.px(2, scale), token=True)
    layer.set_alpha(round(255 * max(0.0, min(1.0, alpha))))
    surface.blit(layer, rect)
    if layout_record.ON:
        layout_record.panel(surface, rect, "banner")
        image = pygame.Rect(rect.x + words.x + lead, rect.y + words.y, words.w - lead, words.h)
        layout_record.text(surface, image, text, "banner", size=size)
    return rect
