"""The personal record on a game alone's result, as a real element (round 74, hY96; the
critic's "Yams results" row: a pill of body text said it, a new record as calmly as a gap).

Under the best (or matching it, or after a stage that said the record already): a gauge, a
wide bar filled to the share of the best the score reached, the record's end marked in gold,
its words on it ("Record: 212 · îți lipsesc 26 de puncte"). A new record: a gold ribbon with
notched tails, its words in the display lettering, dark on gold: the celebration, said once.
"""

from __future__ import annotations

import pygame

from game import theme
from game.widgets import layout_record
from game.widgets.medals import MEDAL_COLOURS, MEDAL_TEXT
from game.widgets.text import BOLD, STAMP, draw_text, fit_size, line_height, text_size

GAUGE_FILL = (52, 162, 106)
"""The gauge's fill: a bright progress green, lighter than the felt (never the record's
gold: only a record set is gold)."""

GAUGE_TRACK = theme.TABLE_HEADER
"""The gauge's empty part: the calm dark of the tables' headers."""

GAUGE_PAD = 14
"""Reference pixels the gauge is taller than its words' line, over and under them."""

RIBBON_GROWTH = 1.5
"""A new record's words on its ribbon, in the body size: display lettering, large."""

RIBBON_TAIL = 40
"""Reference pixels each notched tail of the record's ribbon reaches beyond its face."""


def gauge_height(size: int, scale: float) -> int:
    """Pixels tall the gauge stands for words of ``size``."""
    return line_height(size, BOLD) + 2 * theme.px(GAUGE_PAD, scale)


def ribbon_size(size: int) -> int:
    """The record ribbon's words' layout size for a plate whose words are ``size``."""
    return round(size * RIBBON_GROWTH)


def ribbon_height(size: int, scale: float) -> int:
    """Pixels tall the record's ribbon stands for a plate whose words are ``size``."""
    return line_height(ribbon_size(size), STAMP) + theme.px(16, scale)


def draw_gauge(surface: pygame.Surface, text: str, size: int, bar: pygame.Rect, share: float,
               scale: float, colour: tuple[int, int, int] = theme.CREAM) -> pygame.Rect:
    """The gauge in ``bar``: its track, filled to ``share`` (0..1) from the left, a gold
    mark at its end (the record), ``text`` on it in ``colour``. Return the bar."""
    radius = bar.h // 2
    rim = max(1, theme.px(2, scale))
    pygame.draw.rect(surface, GAUGE_TRACK, bar, border_radius=radius)
    share = max(0.0, min(1.0, share))
    if share > 0:
        fill = pygame.Rect(bar.x, bar.y, max(bar.h, round(bar.w * share)), bar.h)
        pygame.draw.rect(surface, GAUGE_FILL, fill, border_radius=radius)
    end = pygame.Rect(0, 0, max(3, theme.px(6, scale)), bar.h + 2 * theme.px(6, scale))
    end.center = (bar.right - radius, bar.centery)  # the record's place: where it is reached
    pygame.draw.rect(surface, theme.GOLD, end, border_radius=end.w // 2)
    pygame.draw.rect(surface, theme.GOLD_DARK, bar, rim, border_radius=radius)
    words = fit_size(text, size, bar.w - 2 * radius - 2 * end.w, BOLD)
    draw_text(surface, text, words, colour, bar.center, shadow=max(1, theme.px(2, scale)),
              weight=BOLD, role="podium_best")
    if layout_record.ON:
        layout_record.panel(surface, bar, role="record_gauge")
    return bar


def draw_record_ribbon(surface: pygame.Surface, text: str, size: int,
                       centre_top: tuple[int, int], room: int, scale: float) -> pygame.Rect:
    """A new record's gold ribbon, its top at ``centre_top``, at most ``room`` across: a
    face as wide as its words (display lettering, :func:`ribbon_size` of ``size``), a
    notched tail each side in the medal's darker gold. Return the ribbon's whole rect."""
    tail = theme.px(RIBBON_TAIL, scale)
    pad = theme.px(22, scale)
    words = fit_size(text, ribbon_size(size), max(10, room - 2 * tail - 2 * pad), STAMP)

    high = ribbon_height(size, scale)
    face_w = min(room - 2 * tail, text_size(text, words, STAMP)[0] + 2 * pad)
    face = pygame.Rect(0, 0, face_w, high)
    face.midtop = centre_top
    whole = face.inflate(2 * tail, 0)
    dark = MEDAL_COLOURS[1][1]
    drop = theme.px(8, scale)
    for side in (-1, 1):  # the tails, a little lower, notched at their ends
        x0 = face.left if side < 0 else face.right
        x1 = whole.left if side < 0 else whole.right
        notch = x1 - side * tail // 3
        top, bottom = face.top + drop, face.bottom + drop
        pygame.draw.polygon(surface, dark, [(x0, top), (x1, top), (notch, (top + bottom) // 2),
                                            (x1, bottom), (x0, bottom)])
    pygame.draw.rect(surface, theme.GOLD, face, border_radius=theme.px(6, scale))
    pygame.draw.rect(surface, dark, face, max(1, theme.px(3, scale)),
                     border_radius=theme.px(6, scale))
    draw_text(surface, text, words, MEDAL_TEXT, face.center, weight=STAMP, role="podium_best")
    whole.h += drop
    if layout_record.ON:
        layout_record.panel(surface, whole, role="record_ribbon")
    return whole
