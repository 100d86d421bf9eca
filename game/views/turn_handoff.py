"""Draws the turn-passing moment both tables share (:mod:`game.flow.turn_handoff`): a band in the
next player's seat colour, deepened (:func:`band_colour`: saturated, solid from its first
frame, light words on it), opens across the table's felt from its centre, their seat's mark (as
the players' panel draws it) and "Ion e la rând" on it, big (in the pill's round ends and
bold body type; the 10 000's passing is a seat card since round 75,
:mod:`game.views.farkle_seat_card`), whole from the first frame (it grows in from around
them, never fades in); it holds a beat, then settles into
the "La rând" pill's place, its words shrinking whole with it (straight there, in one piece: a
message on its way is hidden under it a moment, never read through it), and the pill appears
the frame it has gone, exactly where it ended, in the same solid fill that then cross-fades to
the pill's own (one object becoming the pill; one voice: the pill is not drawn while the band
shows). It lies where the old dice lay (gone by then) and the new ones will land: never over
the sheet, the players' panel or a button."""

from __future__ import annotations

import pygame

from game import theme
from game.contrast import contrast_ratio
from game.flow.turn_handoff import Handoff
from game.widgets import layout_record
from game.widgets.seats import draw_seat_mark
from game.widgets.text import BOLD, STAMP, draw_text, fit_size, line_height, text_size

FONT = 88
"""The band's words' reference size (about 63 px of em at 1920×1080, 34 at 1024×600)."""
PAD_Y = 14
"""Reference pixels of band above and below the words."""
MARGIN_X = 40
"""Reference pixels kept between the words (with the token) and the felt's edges."""
BAND_COLOURS: tuple[tuple[int, int, int], ...] = (
    (196, 112, 0),  # amber, deepened
    (32, 125, 182),  # sky blue, deepened in its own hue (critic D71: a royal blue)
    (22, 140, 100),  # bluish green
    (216, 70, 44),  # coral
    (112, 72, 230),  # lavender
    (100, 136, 18),  # lime
    (162, 84, 144),  # orchid, deepened in its own hue (critic D71: a hot magenta)
)
"""Each seat's colour (:data:`game.theme.SEAT_COLOURS`, in order) deepened for the band and the
pill's first frames: saturated, with light words on it (3:1 and more: display type), in the
token's own hue and not much more vivid (one family, critic D71)."""
WORDS = theme.CREAM
"""The band's words' colour (light, on its deep fill, with a dark shadow)."""
PILL_LINES = 1.35
"""The Yams pill's height in lines of its words (:func:`game.views.yams_turn_entrance.
rest_height`): the band in its style keeps its words that small within it as it settles."""

TOKEN = 1.2
"""The seat mark's side, in line heights of the words (its shape read at every size: round 72,
critic E71 read "○" for a small "■")."""


def band_colour(seat: int) -> tuple[int, int, int]:
    """The band's solid fill for seat ``seat`` (the seat's colour, deepened)."""
    return BAND_COLOURS[seat % len(BAND_COLOURS)]


def seat_band_fill(seat: int, ratio: float = 4.5) -> tuple[int, int, int]:
    """The fill of a band naming seat ``seat``'s player (a card's TOTAL, ruling S71): the
    seat's band colour (:func:`band_colour`) darkened in its own hue until cream words on it
    read at ``ratio`` (4.5:1: words of any size)."""
    colour = band_colour(seat)
    for step in range(100):
        shade = tuple(round(c * (1 - step / 100)) for c in colour)
        if contrast_ratio(theme.CREAM, shade) >= ratio:
            return shade[0], shade[1], shade[2]
    return 0, 0, 0


def band_size(text: str, felt: pygame.Rect, scale: float,
              weight: str = STAMP, font: int = FONT) -> tuple[int, int]:
    """The words' font size in ``weight`` (fitted to ``felt``'s width, the token beside
    them; ``font`` its reference size) and the band's height."""
    size = theme.font_px(font, scale)
    token = round(line_height(size, weight) * TOKEN * 0.62)
    room = felt.w - 2 * theme.px(MARGIN_X, scale) - token - theme.px(16, scale)
    size = fit_size(text, size, max(1, room), weight)
    return size, line_height(size, weight) + 2 * theme.px(PAD_Y, scale)


def band_rest(text: str, felt: pygame.Rect, centre_y: int, scale: float,
              cover: int = 0, weight: str = STAMP, font: int = FONT) -> pygame.Rect:
    """The band swept in: ``felt``'s whole width, centred on ``centre_y``, kept inside it; at
    least ``cover`` pixels tall (a row of dice it lies on, hidden whole: no slice of a die
    above or below it)."""
    _, height = band_size(text, felt, scale, weight, font)
    rect = pygame.Rect(felt.x, 0, felt.w, max(height, cover))
    rect.centery = centre_y
    return rect.clamp(felt) if rect.h <= felt.h else rect


def _words_width(text: str, felt: pygame.Rect, scale: float, weight: str = STAMP,
                 font: int = FONT) -> int:
    """The token, the gap and the words side by side, at the band's size."""
    size, _ = band_size(text, felt, scale, weight, font)
    token = round(line_height(size, weight) * TOKEN * 0.62)
    return token + theme.px(16, scale) + text_size(text, size, weight)[0]


def band_now(handoff: Handoff, rest: pygame.Rect, pill: pygame.Rect | None,
             words: int = 0) -> pygame.Rect:
    """Where the band is at this point of ``handoff``: opening from its centre (from around
    its words, ``words`` pixels wide with the token, so they are whole from the first frame)
    to its place ``rest``, then settling into ``pill``'s place and size, straight there: its
    last frame is the pill's rect, whatever lies on its way (the messages said there pass
    under its solid fill a moment: never a second row, never a jump)."""
    start = min(rest.w, words + 2 * max(8, rest.h // 4))
    width = max(1, round(start + (rest.w - start) * handoff.sweep))
    rect = pygame.Rect(0, rest.y, width, rest.h)
    rect.centerx = rest.centerx
    return settled_towards(rect, pill, handoff.settle)


def settled_towards(rect: pygame.Rect, pill: pygame.Rect | None, s: float) -> pygame.Rect:
    """``rect`` moved and sized the share ``s`` of the way into ``pill``'s place (a passing's
    band or card settling into the "La rând" pill; ``rect`` itself before it settles)."""
    if s <= 0 or pill is None:
        return rect
    settled = pygame.Rect(0, 0, max(1, round(rect.w + (pill.w - rect.w) * s)),
                          max(1, round(rect.h + (pill.h - rect.h) * s)))
    settled.center = (round(rect.centerx + (pill.centerx - rect.centerx) * s),
                      round(rect.centery + (pill.centery - rect.centery) * s))
    return settled


def draw_handoff(surface: pygame.Surface, handoff: Handoff, seat: int, felt: pygame.Rect,
                 centre_y: int, scale: float,
                 pill: pygame.Rect | None = None, cover: int = 0,
                 fade: bool = False) -> pygame.Rect | None:
    """The band of ``handoff`` (seat ``seat``'s colour, deepened) across ``felt`` at
    ``centre_y`` (at least ``cover`` tall: :func:`band_rest`), or settling into ``pill``'s
    place (straight over any message, solid); return the band's rect (None when not
    playing). It is drawn in the pill's style from its first frame (round ends, the pill's
    bold body type: critic C60, the Yams table's square slab in the display type read as
    another object). With
    ``fade`` (the Yams table, round 67) it never flies: it fades out where it lies as it
    settles, over the cup, the pill standing in its own place all along (critic C66: the
    "La rând" pill vanished under the band)."""
    if not handoff.active or not handoff.text or (fade and handoff.band_strength <= 0):
        return None  # (a fading band gone: the cup comes in, never both, critic D69)
    weight, font = BOLD, FONT
    rest = band_rest(handoff.text, felt, centre_y, scale, cover, weight, font)
    size, _ = band_size(handoff.text, felt, scale, weight, font)
    rect = band_now(handoff, rest, None if fade else pill,
                    _words_width(handoff.text, felt, scale, weight, font))
    colour = band_colour(seat)
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    full = layer.get_rect()
    radius = full.h // 2
    edge = max(2, theme.px(4, scale))
    pygame.draw.rect(layer, (*colour, 255), full, border_radius=radius)  # solid all along
    dark = tuple(round(c * 0.55) for c in colour)
    rim = round(255 * (1 - handoff.settle))  # its dark rim fades as it becomes the pill
    if rim > 0:
        pygame.draw.rect(layer, (*dark, rim), full, edge, border_radius=radius)
    # the seat's mark and the words, whole, drawn apart then laid on the band (shrunk as it settles)
    token = round(line_height(size, weight) * TOKEN * 0.62)
    gap = theme.px(16, scale)
    words_w = text_size(handoff.text, size, weight)[0]
    # as tall as a line (no padding): settled, the words fill the pill as its own words do
    content = pygame.Surface((token + gap + words_w, line_height(size, weight)),
                             pygame.SRCALPHA)
    mid = content.get_height() // 2
    # the seat's own mark, as the players' panel and the pill draw it (round 72, critic E71:
    # a disc for every seat, "○" read for the second player's "■")
    draw_seat_mark(content, (token // 2, mid), token, seat)
    words = draw_text(content, handoff.text, size, WORDS, (token + gap, mid), "midleft",
                      weight=weight, shadow=max(1, theme.px(3, scale)))
    # (in the pill's style its words keep the pill's air above and below them: landed, they
    # are the pill's own size, no jump as it takes over)
    lines = PILL_LINES
    k = min(1.0, (rect.w - 2 * edge) / content.get_width(),
            rect.h / (content.get_height() * lines))
    if k < 1:
        content = pygame.transform.smoothscale(
            content, (max(1, round(content.get_width() * k)),
                      max(1, round(content.get_height() * k))))
    place = content.get_rect(center=full.center)
    layer.blit(content, place)
    if fade and handoff.settle > 0:  # (the Yams band goes where it lies, before the cup)
        layer.set_alpha(round(255 * handoff.band_strength))
    surface.blit(layer, rect)
    if layout_record.ON:
        layout_record.panel(surface, rect, "handoff_band")
    if layout_record.ON:
        shown = pygame.Rect(round(words.x * k), round(words.y * k), round(words.w * k),
                            round(words.h * k)).move(rect.x + place.x, rect.y + place.y)
        layout_record.text(surface, shown, handoff.text, "handoff", size=round(size * k))
    return rect
