"""What the Statistics page will show, ghosted, before the first game (ruling S90 1, critic
cC80 #2: "three dice and two lines in a huge panel"): a row of small cards, each a faint
sketch of a chart to come (the points per box, the line of totals, the dice's faces) over its
caption ("după prima partidă: punctele pe căsuță", "zarurile: 0 / 300").

:func:`preview_cards` lays the cards out; :func:`draw_preview_card` draws one."""

from __future__ import annotations

import pygame

from game import theme
from game.theme_charts import chart_caption
from game.widgets.button import blend
from game.widgets.text import draw_text, fit_size, line_height, text_size, wrap

SKETCHES = ("bars", "line", "faces")
"""The sketch of each card, left to right: bars per box, a line of totals, six faces."""
FARKLE_SKETCHES = ("banks", "line", "faces")
"""The 10 000's: its first card the banks' histogram a first game draws (S110 5.)."""
GHOST = 0.32
"""How much of a sketch's colour shows over its card (the rest the card's felt)."""
BOX_BARS = (0.25, 0.4, 0.55, 0.45, 0.6, 0.75, 0.5, 0.3, 0.8, 0.95, 0.65, 0.7, 0.35)
"""The ghost bars' heights (a share of the sketch's), one per Yams box."""
LINE_POINTS = (0.35, 0.55, 0.45, 0.7, 0.5, 0.8, 0.6, 0.9)
"""The ghost line's points (a share of the sketch's height), left to right."""
BANK_BARS = (0.55, 0.95, 0.78, 0.5, 0.32, 0.18, 0.1)
"""The ghost banks' histogram (a share of the sketch's height), small banks to big ones."""
USUAL_BANK_AT = 0.36
"""Where the usual bank's dashed mark crosses the banks' sketch (a share of its width)."""
FACE_BARS = (0.62, 0.7, 0.58, 0.66, 0.74, 0.6)
"""The ghost faces' bars (a share of the sketch's height), faces 1 to 6."""
PREVIEW_SHARE = 0.5
"""The preview's height over the empty card's (the rest its words and button)."""
CARD_AIR = 24
"""Reference pixels between two cards, and round a card's sketch."""


def preview_cards(area: pygame.Rect, scale: float, count: int = len(SKETCHES),
                  least: list[int] | None = None) -> list[pygame.Rect]:
    """``count`` cards side by side filling ``area`` (the air between them shared), of one
    width where each card's ``least`` width fits in it; else (ruling S98 2: a caption that
    would wrap at 1024x600) each card at least as wide as its ``least``, the rest of the row
    shared so the others stay as even as the row allows."""
    gap = theme.px(CARD_AIR, scale)
    room = area.w - (count - 1) * gap
    needs = list(least or [])[:count] + [0] * max(0, count - len(least or []))
    widths = [room // count] * count
    if sum(needs) <= room:
        loose = list(range(count))
        while loose:  # water-filling: a card wider than the even share keeps its width
            share = (room - sum(needs[k] for k in range(count) if k not in loose)) \
                // len(loose)
            wide = [k for k in loose if needs[k] > share]
            if not wide:
                for k in loose:
                    widths[k] = share
                break
            for k in wide:
                widths[k] = needs[k]
                loose.remove(k)
    cards, x = [], area.x
    for width in widths:
        cards.append(pygame.Rect(x, area.y, width, area.h))
        x += width + gap
    return cards


def sketches_for(kind: str) -> tuple[str, ...]:
    """The preview's sketches for the tab ``kind`` ("yams" or "farkle"), left to right: its
    first chart as the game's first game draws it (critic cC81 #8: the 10 000's showed the
    Yams 13 boxes under "încasări și ture pierdute")."""
    return FARKLE_SKETCHES if kind == "farkle" else SKETCHES


def caption_room(caption: str, scale: float) -> int:
    """The width a card needs to set ``caption`` on one line in the charts' caption type,
    with air either side (half as much again as the caption's own margin)."""
    return text_size(caption, chart_caption(scale))[0] + 3 * (theme.px(CARD_AIR, scale) // 2)


def caption_lines(caption: str, card: pygame.Rect, scale: float) -> tuple[list[str], int]:
    """The caption's lines under a card's sketch and their type (the charts' captions')."""
    pad = theme.px(CARD_AIR, scale) // 2
    size = chart_caption(scale)
    lines = wrap(caption, size, card.w - 2 * pad)
    if len(lines) > 2:
        lines = [caption]
        size = fit_size(caption, size, card.w - 2 * pad)
    return lines, size


def draw_preview_card(surface: pygame.Surface, card: pygame.Rect, sketch: str, caption: str,
                      scale: float) -> pygame.Rect:
    """One card: its faint sketch over its caption in cream; return the caption's box."""
    radius = theme.px(14, scale)
    pygame.draw.rect(surface, blend(theme.PANEL, theme.CHART_GRID, 0.45), card,
                     border_radius=radius)
    pygame.draw.rect(surface, theme.CHART_GRID, card, max(1, theme.px(2, scale)),
                     border_radius=radius)
    pad = theme.px(CARD_AIR, scale) // 2
    lines, size = caption_lines(caption, card, scale)
    step = line_height(size)
    words_h = step * len(lines)
    y = card.bottom - pad - words_h
    box = pygame.Rect(card.centerx, y, 0, 0)
    for line in lines:
        rect = draw_text(surface, line, size, theme.CREAM, (card.centerx, y), "midtop")
        box = box.union(rect) if box.w else rect
        y += step
    art = pygame.Rect(card.x + 2 * pad, card.y + 2 * pad, card.w - 4 * pad,
                      card.bottom - pad - words_h - pad - (card.y + 2 * pad))
    if art.h > 0 and art.w > 0:
        draw_sketch(surface, sketch, art, scale)
    return box


def draw_sketch(surface: pygame.Surface, sketch: str, art: pygame.Rect, scale: float) -> None:
    """The faint sketch named ``sketch`` (:data:`SKETCHES`, :data:`FARKLE_SKETCHES`) in
    ``art``."""
    _SKETCH[sketch](surface, art, scale)


def _ghost(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    return blend(theme.PANEL, colour, GHOST)


def _baseline(surface: pygame.Surface, art: pygame.Rect, scale: float) -> None:
    pygame.draw.line(surface, _ghost(theme.CHART_AXIS), art.bottomleft, art.bottomright,
                     max(1, theme.px(2, scale)))


def _bars(surface: pygame.Surface, art: pygame.Rect, scale: float,
          heights: tuple[float, ...] = BOX_BARS, inset: float = 0.15,
          width: float = 0.7) -> None:
    slot = art.w / len(heights)
    for k, share in enumerate(heights):
        h = round(art.h * share)
        bar = pygame.Rect(round(art.x + k * slot + slot * inset), art.bottom - h,
                          max(1, round(slot * width)), h)
        pygame.draw.rect(surface, _ghost(theme.CHART_BAR), bar,
                         border_radius=theme.px(3, scale))
    _baseline(surface, art, scale)


def _line(surface: pygame.Surface, art: pygame.Rect, scale: float) -> None:
    step = art.w / (len(LINE_POINTS) - 1)
    points = [(round(art.x + k * step), round(art.bottom - art.h * share))
              for k, share in enumerate(LINE_POINTS)]
    colour = _ghost(theme.CHART_BAR)
    pygame.draw.lines(surface, colour, False, points, max(2, theme.px(4, scale)))
    for point in points:
        pygame.draw.circle(surface, colour, point, max(3, theme.px(7, scale)))
    _baseline(surface, art, scale)


def _faces(surface: pygame.Surface, art: pygame.Rect, scale: float) -> None:
    _bars(surface, art, scale, FACE_BARS)
    y = art.bottom - round(art.h * 0.66)
    dash = theme.px(theme.CHART_DASH, scale)
    for x in range(art.x, art.right, 2 * dash):
        pygame.draw.line(surface, _ghost(theme.CHART_EXPECTED), (x, y),
                         (min(x + dash, art.right), y), max(2, theme.px(3, scale)))


def _banks(surface: pygame.Surface, art: pygame.Rect, scale: float) -> None:
    """A histogram of banks (wide bins, a hair apart) with the usual bank dashed upright
    across it: the 10 000's first chart (S110 5.)."""
    _bars(surface, art, scale, BANK_BARS, inset=0.05, width=0.9)
    x = round(art.x + art.w * USUAL_BANK_AT)
    dash = theme.px(theme.CHART_DASH, scale)
    for y in range(art.y, art.bottom, 2 * dash):
        pygame.draw.line(surface, _ghost(theme.CHART_EXPECTED), (x, y),
                         (x, min(y + dash, art.bottom)), max(2, theme.px(3, scale)))


_SKETCH = {"bars": _bars, "line": _line, "faces": _faces, "banks": _banks}
