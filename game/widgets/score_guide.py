"""The 10 000 scoring guide: every combination of F1, named as the glossary names it, with
its points (issue 22: complete and labelled at every size and seat count).

It fills the felt under the players' panel, in one column when there is room, else in two,
in a smaller type if it must. The points come from the rules (:func:`guide_entries`), so the
guide never disagrees with the game; the "?" overlay keeps the worked examples.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game import theme
from game.i18n import format_int
from game.rules.farkle import score
from game.widgets import layout_record
from game.widgets.button import blend
from game.widgets.felt import draw_panel
from game.widgets.text import BOLD, draw_text, line_height, text_size

Colour = tuple[int, int, int]

GUIDE: tuple[tuple[str, tuple[tuple[int, ...], ...]], ...] = (
    ("farkle.help.row.one", ((1,),)),
    ("farkle.help.row.five", ((5,),)),
    ("farkle.help.row.triple_one", ((1, 1, 1),)),
    ("farkle.help.row.triple", ((2, 2, 2), (6, 6, 6))),
    ("farkle.help.row.four", ((2, 2, 2, 2),)),
    ("farkle.help.row.five_kind", ((3, 3, 3, 3, 3),)),
    ("farkle.help.row.six_kind", ((6, 6, 6, 6, 6, 6),)),
    ("farkle.help.row.straight", ((1, 2, 3, 4, 5, 6),)),
    ("farkle.help.row.pairs", ((2, 2, 4, 4, 6, 6),)),
)
"""Every combination of F1: its name's key and the dice whose points it shows (two for a
range: three of 2–6 are worth 200 to 600)."""

SIZES = (theme.FONT_SMALL, 32, 30, 27, 24, theme.FONT_MIN)
"""Type sizes the guide tries, largest first (32: 16 px of em at 1366×768 where the panel
holds it, round 74: ~15 px read small)."""


def guide_entries(tr: Callable[..., str]) -> list[tuple[str, str]]:
    """(name, points) of every combination, the points as the rules score its dice."""
    entries = []
    for key, examples in GUIDE:
        points = [format_int(score(dice) or 0) for dice in examples]
        entries.append((tr(key), "–".join(points)))
    return entries


@dataclass(frozen=True)
class GuideLayout:
    """How the guide is set: its type size, columns and height."""

    size: int
    columns: int
    height: int
    row: int
    """The height of one entry's line."""


SPACINGS = (12, 3)
"""Reference pixels between two lines of the guide: airy, then tight (the last resort)."""


def _head(scale: float) -> int:
    return theme.px(24, scale) + theme.font_px(theme.FONT_SMALL, scale) + theme.px(14, scale)


def _fits_width(entries: Sequence[tuple[str, str]], size: int, width: int, scale: float) -> bool:
    gap = theme.px(16, scale)
    return all(text_size(name, size)[0] + gap + text_size(points, size, BOLD)[0] <= width
               for name, points in entries)


def guide_layout(entries: Sequence[tuple[str, str]], scale: float, width: int,
                 room: int) -> GuideLayout:
    """The largest setting of the guide that shows every entry in ``width`` × ``room``
    pixels (one column before two at a size, airy before tight); the smallest one when none
    fits. Worked out
    once for each layout (the table draws the guide every frame)."""
    return _guide_layout(tuple(entries), scale, width, room, theme.least_type())


@lru_cache(maxsize=32)
def _guide_layout(entries: tuple[tuple[str, str], ...], scale: float, width: int,
                  room: int, least: int) -> GuideLayout:
    """(``least``: the screen's least type size in force, part of the cache's key.)"""
    options = _guide_layout_options(entries, scale, width, least)
    for option in options:
        if option.height <= room:
            return option
    size = theme.font_px(theme.FONT_MIN, scale)
    return min(options, key=lambda o: o.height) if options else GuideLayout(
        size, 2, room, size)


@lru_cache(maxsize=32)
def _guide_layout_options(entries: tuple[tuple[str, str], ...], scale: float,
                          width: int, least: int) -> list[GuideLayout]:
    """Every setting that fits ``width``, in the order the guide prefers them (``least``:
    the least type size in force, which the sizes follow: part of the cache's key)."""
    pad = theme.px(24, scale)
    options = []
    for ref in SIZES:  # the larger type first: a tighter spacing before a smaller size
        size = theme.font_px(ref, scale)
        for columns in (1, 2):
            for spacing in SPACINGS:
                col_w = (width - 2 * pad - (columns - 1) * theme.px(28, scale)) // columns
                if not _fits_width(entries, size, col_w, scale):
                    continue
                rows = -(-len(entries) // columns)
                row = size + theme.px(spacing, scale)
                height = _head(scale) + rows * row + theme.px(14, scale)
                options.append(GuideLayout(size, columns, height, row))
    return options


def steady_guide_layout(entries: tuple[tuple[str, str], ...], scale: float, width: int,
                        room: int, size_room: int) -> GuideLayout:
    """The guide's setting in ``room`` at the type size it takes in ``size_room`` (the room
    it keeps with the most seats at this window size): the type never changes with the
    number of players, only the spacing and the columns use the room there is."""
    return _steady(entries, scale, width, room, size_room, theme.least_type())


@lru_cache(maxsize=32)
def _steady(entries: tuple[tuple[str, str], ...], scale: float, width: int, room: int,
            size_room: int, least: int) -> GuideLayout:
    steady = _guide_layout(entries, scale, width, min(room, size_room), least)
    for option in _guide_layout_options(entries, scale, width, least):
        if option.size == steady.size and option.height <= room:
            return option
    return steady


def least_height(entries: Sequence[tuple[str, str]], scale: float, width: int) -> int:
    """The least height the complete guide needs in ``width`` pixels."""
    return guide_layout(entries, scale, width, 0).height


READABLE = 27
"""The guide's smallest comfortable type size (reference): a table makes room for it (shorter
player rows) before the guide shrinks further."""


def readable_height(entries: Sequence[tuple[str, str]], scale: float, width: int) -> int:
    """The height the guide needs in ``width`` pixels at :data:`READABLE` or larger, in
    one column when it fits, airy or tight (the least of those settings)."""
    pad = theme.px(24, scale)
    size = theme.font_px(READABLE, scale)
    heights = []
    for spacing in SPACINGS:
        for columns in (1, 2):
            col_w = (width - 2 * pad - (columns - 1) * theme.px(28, scale)) // columns
            if _fits_width(entries, size, col_w, scale):
                rows = -(-len(entries) // columns)
                heights.append(_head(scale) + rows * (size + theme.px(spacing, scale))
                               + theme.px(14, scale))
                break
    return min(heights) if heights else least_height(entries, scale, width)


def draw_score_guide(surface: pygame.Surface, rect: pygame.Rect, scale: float, title: str,
                     entries: Sequence[tuple[str, str]],
                     size_room: int | None = None,
                     under: pygame.Rect | None = None,
                     lights: tuple[Collection[int], Collection[int]] = ((), ())
                     ) -> pygame.Rect:
    """Draw the guide (``entries`` of (name, points)) at the top of ``rect``, complete;
    return the panel drawn. ``size_room``: the height whose type size it keeps (the room
    it has with the most seats), else the size that fits ``rect``; ``under``: a coach card
    lying on it (the lines under it wait, never a cut letter peeking out beside it);
    ``lights``: (chosen, offered), the rows (indexes of ``entries``) the selection on the mat
    scores, lit, and the rows the throw offers, a faint glow (:func:`draw_row_light`)."""
    chosen, offered = lights
    if size_room is None:
        setting = guide_layout(entries, scale, rect.w, rect.h)
    else:
        setting = steady_guide_layout(tuple(entries), scale, rect.w, rect.h, size_room)
    panel = pygame.Rect(rect.x, rect.y, rect.w, setting.height)
    draw_panel(surface, panel, scale)
    pad = theme.px(24, scale)
    small = theme.font_px(theme.FONT_SMALL, scale)
    hidden = under if under is not None else pygame.Rect(0, 0, 0, 0)
    if not hidden.colliderect(pygame.Rect(panel.x, panel.y + pad, panel.w, line_height(small))):
        draw_text(surface, title, small, theme.GOLD, (panel.x + pad, panel.y + pad), "topleft")
    gap = theme.px(28, scale)
    col_w = (rect.w - 2 * pad - (setting.columns - 1) * gap) // setting.columns
    rows = -(-len(entries) // setting.columns)
    row_h = setting.row
    top = panel.y + _head(scale)
    for k, (name, points) in enumerate(entries):
        column, line = divmod(k, rows)
        x = panel.x + pad + column * (col_w + gap)
        y = top + line * row_h + row_h // 2
        if hidden.colliderect(pygame.Rect(panel.x, y - row_h // 2, panel.w, row_h)):
            continue  # under the coach card
        lit = k in chosen
        if lit or k in offered:
            draw_row_light(surface, pygame.Rect(x, y - row_h // 2, col_w, row_h), scale, lit)
        name_ink, points_ink = row_inks(lit, k in offered, bool(chosen or offered))
        draw_text(surface, name, setting.size, name_ink, (x, y), "midleft", role="label")
        draw_text(surface, points, setting.size, points_ink, (x + col_w, y), "midright",
                  weight=BOLD)
    return panel


DIM_NAME = blend(theme.PANEL, theme.CREAM, 0.55)
"""A row the dice on the mat cannot score, while others are lit: its name steps back (still
over 4.5:1 on the panel, a reference to read, not to look at first)."""

DIM_POINTS = blend(theme.PANEL, theme.GOLD, 0.55)
"""Its points, stepped back alike."""


def row_inks(chosen: bool, offered: bool, any_lit: bool) -> tuple[Colour, Colour]:
    """The (name, points) colours of a guide row: a row the selection scores in cream on
    its green; a row the throw offers cream and gold; with some row lit, every other row
    dim (round 74, critic row "10 000 table": the list read static beside the play); with
    none lit (before a throw, while dice fly, a bust) every row alike, cream and gold."""
    if chosen:
        return theme.CREAM, theme.CREAM
    if offered or not any_lit:
        return theme.CREAM, theme.GOLD
    return DIM_NAME, DIM_POINTS


CHOSEN_LIGHT = blend(theme.PANEL, theme.FARKLE_VALID, 0.42)
"""A row the selection scores: the green of the selection's line, strong on the panel."""

OFFERED_LIGHT = blend(theme.PANEL, theme.GOLD, 0.22)
"""A row the throw offers: a soft gold glow (round 74: 0.14 read faint), under the chosen
rows' green."""


def draw_row_light(surface: pygame.Surface, row: pygame.Rect, scale: float, chosen: bool
                   ) -> None:
    """The band behind a lit row of the guide (``row``: its line, name to points), a little
    wider than its words: ``chosen``, the selection's green with a bar at its left; else the
    throw's offer, a faint gold."""
    band = row.inflate(theme.px(20, scale), -max(2, theme.px(4, scale)))
    radius = theme.px(8, scale)
    pygame.draw.rect(surface, CHOSEN_LIGHT if chosen else OFFERED_LIGHT, band,
                     border_radius=radius)
    if chosen:
        bar = pygame.Rect(band.x, band.y, max(3, theme.px(6, scale)), band.h)
        pygame.draw.rect(surface, theme.FARKLE_VALID, bar, border_radius=radius)
    layout_record.panel(surface, band, "guide_chosen" if chosen else "guide_offered")
