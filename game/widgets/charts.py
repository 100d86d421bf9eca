"""Charts in the table's look: a line of totals, a histogram, paired bars, die-face bars.

Each function draws into ``rect`` on a dark panel (the caller draws the panel) and only reads
its numbers; labels are already translated and formatted by the caller. Axes get round tick
values (:func:`ticks`); every text keeps at least :data:`game.theme.FONT_MIN` pixels, and
labels that would collide are thinned out rather than overlapped.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game import theme
from game.statistics import Bin
from game.theme_charts import UNIT_AIR_SHARE, axis_label, chart_caption
from game.widgets import layout_record
from game.widgets.chart_parts import NAME_ROOM as NAME_ROOM
from game.widgets.chart_parts import Plot as Plot
from game.widgets.chart_parts import (
    box_slots,
    mark_tracks,
    name_lines,
    scale_round_words,
)
from game.widgets.chart_parts import dashed_line as _dashed
from game.widgets.chart_parts import die_icon as die_icon
from game.widgets.chart_parts import legend_width as legend_width
from game.widgets.chart_parts import point_label_rects as point_label_rects
from game.widgets.chart_parts import scale_drop as _scale_drop
from game.widgets.chart_parts import ticks as ticks
from game.widgets.chart_parts import track_scale as _track_scale
from game.widgets.text import BOLD, STAMP, draw_text, fit_size, text_size

Formatter = Callable[[float], str]
"""Writes an axis value ("10 000", "2,5")."""


def _frame(surface: pygame.Surface, rect: pygame.Rect, top: float, scale: float,
           fmt: Formatter, label_rows: int = 1, right_room: int = 0, below: int = 0,
           unit: str = "") -> Plot:
    """Draw the y axis with round ticks and grid lines; return the plotting area.

    ``right_room`` keeps that many pixels free on the right (half of an edge label);
    ``below`` keeps that many more pixels free under the x axis's labels; ``unit`` (what the
    y axis counts: "puncte", "partide") is written over its numbers, in a row of its own.
    """
    size = axis_label(scale)  # (hS65: the axes' words larger than the other chart words)
    line_h = text_size("0", size)[1]
    if unit:  # the axis's unit, over its numbers (hM40: the critic read bare axes), a step
        caption = chart_caption(scale)  # as large as them (round 69; hS67, critic A66)
        draw_text(surface, unit, caption, theme.MUTED, rect.topleft, "topleft")
        unit_h = text_size(unit, caption)[1]  # (its own row, clear of the top number: S51)
        lift = unit_h + max(theme.px(theme.CHART_UNIT_AIR, scale), round(unit_h * UNIT_AIR_SHARE))
        rect = pygame.Rect(rect.x, rect.y + lift, rect.w, rect.h - lift)
    most = 4 if rect.h < theme.px(300, scale) else 5  # a short chart: fewer, so that its
    values = ticks(top, min(most, max(2, rect.h * 2 // (5 * line_h))))  # labels apart
    widest = max(text_size(fmt(v), size)[0] for v in values)
    gap = theme.px(10, scale)
    area = pygame.Rect(rect.x + widest + gap, rect.y + line_h // 2,
                       rect.w - widest - gap - right_room,
                       rect.h - line_h // 2 - label_rows * line_h - gap - below)
    plot = Plot(area, float(values[-1]), size)
    for value in values:
        y = plot.y(value)
        colour = theme.CHART_AXIS if value == 0 else theme.CHART_GRID
        pygame.draw.line(surface, colour, (area.x, y), (area.right, y), max(1, round(scale * 2)))
        draw_text(surface, fmt(value), size, theme.MUTED, (area.x - gap, y), "midright")
    pygame.draw.line(surface, theme.CHART_AXIS, (area.x, area.y), (area.x, area.bottom),
                     max(1, round(scale * 2)))
    return plot


def _thin(count: int, width: int, label_w: int) -> int:
    """Every how many slots a label can be written without touching its neighbour."""
    if count <= 0 or width <= 0:
        return 1
    slot = width / count
    step = 1
    while step < count and slot * step < label_w * 1.25:
        step += 1
    return step


def draw_line_chart(surface: pygame.Surface, rect: pygame.Rect, values: Sequence[int],
                    scale: float, fmt: Formatter, first_number: int = 1,
                    reference: tuple[float, str] | None = None, unit: str = "",
                    avoid: Sequence[pygame.Rect] = (), x_unit: str = "") -> None:
    """The totals of the last games, oldest left; the latest point stands out (``unit``:
    what the y axis counts, over it; ``x_unit``: what the x axis's numbers are, under them,
    round 74, critic cQ74: a bare axis).

    Under the axis, each point's game number (``first_number`` for the first), thinned to fit.
    ``reference`` (a value and its words) is a dashed line to measure the totals against (the
    expert's mean, the target): a first game already reads as "113 against 222"; the screen
    writes its words in the chart's legend. With a few points, each carries its total, kept
    clear of ``avoid`` too (the legend's words and a line's room under them).
    """
    if not values:
        return
    labelled = len(values) <= 5  # each point's total written over it: room above them
    top = max(max(values), reference[0] if reference else 0) * (1.3 if labelled else 1.08)
    caption = chart_caption(scale)
    under = text_size(x_unit, caption)[1] if x_unit else 0  # (half a gap of it in the
    plot = _frame(surface, rect, top, scale, fmt, unit=unit,  # panel's air under the chart)
                  below=max(0, under - theme.px(theme.GAP, scale) // 2))
    area = plot.area
    if x_unit:
        draw_text(surface, x_unit, caption, theme.MUTED, (area.centerx, area.bottom + theme.px(
            6, scale) + text_size("0", plot.label_size)[1]), "midtop")
    count = len(values)
    step_x = area.w / max(1, count)
    points = [(round(area.x + step_x * (i + 0.5)), plot.y(v)) for i, v in enumerate(values)]
    if reference is not None:  # its words are the chart's legend (drawn by the screen)
        y = plot.y(reference[0])
        _dashed(surface, theme.CHART_EXPECTED, (area.x, y), (area.right, y), scale)
    width = max(2, round(scale * 5))
    radius = max(3, round(scale * 8))
    if labelled:  # clear of the line, the goal and each other (critic A69)
        words = [fmt(value) for value in values]
        bounds = pygame.Rect(area.x, area.y, rect.right - area.x, area.h)
        boxes = point_label_rects(points, [text_size(w, plot.label_size) for w in words],
                                  None if reference is None else plot.y(reference[0]), bounds,
                                  theme.px(14, scale), width + max(4, theme.px(8, scale)) + 2,
                                  radius * 3 // 2 + max(2, theme.px(4, scale)), avoid)
        for text, box in zip(words, boxes, strict=True):
            draw_text(surface, text, plot.label_size, theme.CREAM, box.center, shadow=1)
    if len(points) > 1:
        pygame.draw.lines(surface, theme.CHART_BAR, False, points, width)
    for point in points[:-1]:
        pygame.draw.circle(surface, theme.CHART_BAR, point, radius)
    pygame.draw.circle(surface, theme.CHART_POINT_LAST, points[-1], radius + max(2, radius // 2))
    pygame.draw.circle(surface, theme.PANEL, points[-1], max(1, radius // 2))
    label_w = text_size(fmt(first_number + count - 1), plot.label_size)[0]
    every = _thin(count, area.w, label_w + theme.px(12, scale))  # (air between: hS65)
    for i in range(count - 1, -1, -every):  # the latest always labelled, inside the chart
        words = fmt(first_number + i)
        x = min(points[i][0], rect.right - text_size(words, plot.label_size)[0] // 2)
        draw_text(surface, words, plot.label_size, theme.MUTED,
                  (x, area.bottom + theme.px(6, scale)), "midtop")


def draw_histogram(surface: pygame.Surface, rect: pygame.Rect, bins: Sequence[Bin],
                   scale: float, fmt: Formatter, count_fmt: Formatter,
                   mark: int | None = None, unit: str = "") -> None:
    """Bars of how many values fell in each bin; bin edges written under the axis.

    ``mark`` (a value) draws a dashed vertical line where it falls (the usual bank);
    ``unit`` is what the y axis counts ("partide"), over it.
    """
    if not bins:
        return
    edges = [b.low for b in bins] + [bins[-1].high]
    size = axis_label(scale)
    half = text_size(fmt(edges[-1]), size)[0] // 2
    # The first edge's label is centred on the y axis, under the axis's "0": the x labels
    # start below that "0" so the two never touch.
    drop = text_size("0", size)[1] // 2
    plot = _frame(surface, rect, max(b.count for b in bins) * 1.1, scale, count_fmt,
                  right_room=half, below=drop, unit=unit)
    area = plot.area
    width = area.w / len(bins)
    gap = max(1, round(width * 0.12))
    for i, b in enumerate(bins):
        top = plot.y(b.count)
        bar = pygame.Rect(round(area.x + i * width + gap / 2), top,
                          max(1, round(width - gap)), area.bottom - top)
        if b.count:
            pygame.draw.rect(surface, theme.CHART_BAR, bar,
                             border_top_left_radius=max(1, round(scale * 6)),
                             border_top_right_radius=max(1, round(scale * 6)))
    label_w = max(text_size(fmt(e), plot.label_size)[0] for e in edges)
    every = _thin(len(edges), round(area.w + width), label_w)
    for i in range(0, len(edges), every):
        x = round(area.x + i * width)
        draw_text(surface, fmt(edges[i]), plot.label_size, theme.MUTED,
                  (x, area.bottom + drop + theme.px(6, scale)), "midtop")
    if mark is not None:
        low, high = bins[0].low, bins[-1].high
        x = round(area.x + area.w * (mark - low) / max(1, high - low))
        _dashed(surface, theme.CHART_EXPECTED, (x, area.y), (x, area.bottom), scale)


def draw_paired_bars(surface: pygame.Surface, rect: pygame.Rect,
                     groups: Sequence[tuple[str | int, float, float | None]], scale: float,
                     fmt: Formatter, zeros: bool = False, unit: str = "") -> None:
    """Two bars per group (the player's gold, the other's blue) with the group's label; an
    other of None draws the player's bar alone, in the middle of its slot (one series).

    A label that is an int 1..6 is drawn as a die (the upper Yams boxes). ``zeros`` (one
    game's boxes: exact points, not means): the player's points are written over each bar, a 0
    where its bar would stand (a box struck out, not a missing bar), so every box reads alike.
    """
    if not groups:
        return
    top = max(max(a, b or 0.0) for _, a, b in groups) * (1.3 if zeros else 1.1)
    plot = _frame(surface, rect, top, scale, fmt, label_rows=2, unit=unit)  # (its unit over
    # its y axis)
    area = plot.area
    names = [str(label) for label, _, _ in groups if not isinstance(label, int)]
    slots = box_slots([label for label, _, _ in groups], plot.label_size, area.w,
                      theme.px(16, scale))  # (S82:
    # every box the same slot as far as the names allow, the dice's bars never touching)
    split = any(len(name_lines(name, plot.label_size, round(area.w / len(groups) * NAME_ROOM))
                    [0]) > 1 for name in names)  # (one name on two lines: every name of two
    # words on two, not "Suită mică" on one beside a two-line "Suită mare", hS69)
    unit = min(slots)
    weights = [slot / unit for slot in slots]
    bar_w = max(2, round(unit * 0.4))  # two bars fit in a slot, air between the pairs
    name_size = min((name_lines(label, plot.label_size, round(unit * weight * NAME_ROOM),
                                split)[1]
                     for (label, _, _), weight in zip(groups, weights, strict=True)
                     if not isinstance(label, int)), default=plot.label_size)  # every box's
    # name in one size, the tightest's (round 69: "Full house" stood over "Three of a kind")
    radius = max(1, round(scale * 4))
    left = float(area.x)
    for (label, mine, other), weight in zip(groups, weights, strict=True):
        width = unit * weight
        cx = round(left + width / 2)
        left += width
        bars = [(mine, theme.CHART_BAR, cx - bar_w), (other, theme.CHART_BAR_OTHER, cx)]
        wide = bar_w
        if other is None:  # a bar alone takes most of a pair's room (critic A51: thin)
            wide = round(bar_w * theme.CHART_ONE_SERIES_BAR)
            bars = [(mine, theme.CHART_BAR, cx - wide // 2)]
        for value, colour, x in bars:
            y = plot.y(value)
            if area.bottom - y > 0:
                pygame.draw.rect(surface, colour, pygame.Rect(x, y, wide, area.bottom - y),
                                 border_top_left_radius=radius, border_top_right_radius=radius)
            if zeros and colour == theme.CHART_BAR:  # its points over it (0: where it'd be)
                draw_text(surface, fmt(value if area.bottom - y > 0 else 0), plot.label_size,
                          theme.GOLD, (x + wide // 2, min(y, area.bottom) - theme.px(2, scale)),
                          "midbottom")
        below = area.bottom + theme.px(8, scale)
        if isinstance(label, int):
            side = max(12, min(round(width * 0.86), theme.px(theme.ICON_DIE, scale)))
            icon = die_icon(label, side)
            surface.blit(icon, icon.get_rect(midtop=(cx, below)))
        else:  # a long name goes on two lines rather than over its neighbours
            lines, _ = name_lines(label, plot.label_size, round(width * NAME_ROOM), split)
            line_h = text_size("Ag", plot.label_size)[1]
            for row, line in enumerate(lines):
                draw_text(surface, line, name_size, theme.CREAM, (cx, below + row * line_h),
                          "midtop")


@dataclass(frozen=True)
class GameLine:
    """One game of a short list (texts already written): what a histogram of a handful of
    games would hide."""

    title: str
    """"Partida 2 · 30 nov. 2026"."""
    place: str
    """"locul 1 din 3"."""
    total: str
    share: float
    """The total against the best one listed (0..1): the length of its bar."""
    won: bool
    fill: tuple[int, int, int] | None = None
    """Its bar's colour: the player's seat colour (round 72, critic F71: the muted khaki
    read as disabled); None: gold for a win, a muted gold else."""
    fact: str = ""
    """A game shown alone as a card: a line under its place ("15 ture · câștigătorul:
    10 350"), said where its card has the room ("": none)."""

    def bar_colour(self) -> tuple[int, int, int]:
        """The colour its bar is filled with."""
        if self.fill is not None:
            return self.fill
        return theme.CHART_BAR if self.won else theme.CHART_BAR_LOST


def draw_game_list(surface: pygame.Surface, rect: pygame.Rect, lines: Sequence[GameLine],
                   note: str, scale: float, unit: str = "", mark: float | None = None,
                   marks: Sequence[tuple[float, str]] = (),
                   mark_words: str = "") -> list[tuple[str, pygame.Rect]]:
    """The games one under the other: "Partida 2 · 30 nov. 2026 · locul 1 din 3" on the
    left, the total on the right, a bar as long as the total under them (a win's in gold; none
    under a game listed alone);
    ``note`` at the bottom when there is room for it; one or two games with room to spare as
    cards, their totals big over ``unit`` ("puncte": a big number says what it counts); a game
    alone with a reference (``mark``: its share of the bar's track) across the region, its bar
    measuring it against the reference marked on the track (hS23), on a scale: ``marks``
    (share of the track, words) written under it (hS25), the mark's ``mark_words`` ("Expert:
    222") over it (hM31). Returns the scale's words as drawn."""
    if not lines:
        return []
    row = theme.px(theme.STATS_GAME_ROW, scale)  # (two games as cards from 1.4 rows each,
    if rect.h / len(lines) >= (1.4 if len(lines) <= 2 else 2) * row:  # no half-empty list)
        return _draw_game_cards(surface, rect, lines, note, scale, unit, mark, marks,
                                mark_words)
    roomy = rect.h / len(lines) >= theme.px(theme.STATS_GAME_ROW, scale)
    # a few games: larger
    small = max(theme.font_px(theme.FONT_SMALL - 2, scale) if roomy else 0,  # (hS67: never
                axis_label(scale))  # under 16 px at 1024)
    big = max(theme.font_px(theme.FONT_BODY if roomy else theme.FONT_SMALL, scale),
              axis_label(scale))  # (hM72: four 10 000 games' totals at 15 px)
    small_h, big_h = text_size("Ag", small)[1], text_size("Ag", big)[1]
    bar_h = max(3, theme.px(8, scale))
    need = max(small_h, big_h) + theme.px(4, scale) + bar_h + theme.px(10, scale)
    if note and (rect.h - small_h < need * len(lines)
                 or text_size(note, fit_size(note, small, rect.w))[0] > rect.w):
        note = ""  # the games first: the note only when they all have their room
    label = axis_label(scale)  # a reference: every bar on one axis, its scale under
    # the last track
    air = text_size("0", label)[1] // 2  # (the last game's words never read as going on)
    axis = text_size("0", label)[1] + air + _scale_drop(scale, bar_h) if marks else 0
    room = rect.h - (small_h + theme.px(6, scale) if note else 0) - axis
    spread = (room - need) / (len(lines) - 1) if len(lines) > 1 else room  # (S82: a few
    row_h = max(need, min(spread, row * theme.STATS_GAME_ROW_STRETCH))  # games fill a page,
    bar_h = max(bar_h, round(row_h * 0.12))  # the last bar at its foot; the bars thicker)
    tracks: list[pygame.Rect] = []
    for i, line in enumerate(lines):
        top = round(rect.y + i * row_h)
        centre = top + max(small_h, big_h) // 2
        total_w = text_size(line.total, big)[0]
        text = f"{line.title} · {line.place}"
        room = rect.w - total_w - theme.px(16, scale)
        text = text if text_size(text, small)[0] <= room else line.title
        size = fit_size(text, small, room)  # too long at its size: the place goes, rather
        # than the line shrink under the 16 px floor at 1024 (hS69: English's did)
        draw_text(surface, text, size, theme.GOLD if line.won else theme.CREAM,
                  (rect.x, centre), "midleft", max_width=room)
        draw_text(surface, line.total, big, theme.GOLD if line.won else theme.CREAM,
                  (rect.right, centre), "midright")
        bar_y = top + max(small_h, big_h) + theme.px(4, scale)
        if bar_y + bar_h > rect.bottom or len(lines) < 2:
            continue  # (one game alone: no bar, it would measure it against itself)
        track = pygame.Rect(rect.x, bar_y, rect.w, bar_h)
        tracks.append(track)
        pygame.draw.rect(surface, theme.CHART_GRID, track, border_radius=bar_h // 2)
        filled = track.copy()
        filled.w = max(bar_h, round(track.w * min(1.0, max(0.0, line.share))))
        pygame.draw.rect(surface, line.bar_colour(), filled, border_radius=bar_h // 2)
    if note:
        draw_text(surface, note, fit_size(note, small, rect.w), theme.MUTED,
                  (rect.x, rect.bottom), "bottomleft")
    return _list_axis(surface, tracks, mark, marks, mark_words, scale, air)


def _list_axis(surface: pygame.Surface, tracks: Sequence[pygame.Rect], mark: float | None,
               marks: Sequence[tuple[float, str]], mark_words: str, scale: float,
               air: int = 0) -> list[tuple[str, pygame.Rect]]:
    """Two games and more on one axis (round 72, critic F71: from two games on the bars
    were measured against the best one, the reference lost): the reference's red mark on
    every track, the scale under the last (``air`` further down), the mark's words in its
    row at the mark's place; returns the scale's words as drawn."""
    if mark is None or not marks or len(tracks) < 2:
        return []
    label, last = axis_label(scale), tracks[-1]
    x = mark_tracks(surface, tracks, mark, scale)
    drop = _scale_drop(scale, last.h) + air
    w, h = text_size(mark_words, label, BOLD)
    words = pygame.Rect(0, 0, w, h)
    words.midtop = (x, last.bottom + drop)
    words.clamp_ip(pygame.Rect(last.x, words.y, last.w, h))
    drawn = _track_scale(surface, last, scale_round_words(marks, last, words, label), label,
                         scale, drop)
    if mark_words:
        draw_text(surface, mark_words, label, theme.CHART_EXPECTED, words.topleft, "topleft",
                  weight=BOLD)
    return drawn


GROUP_GAP = 90
"""Between a game shown alone's words and its big total (reference pixels): one group."""
BIG_TOTAL = 88
"""A game's big total (reference size, shrunk only where it does not fit): one size on the
Yams and the 10 000 page (hS25: it changed with its panel's height)."""

UNIT_BESIDE = 44
"""A card's total under this size with its unit under it: the unit stands beside it."""
WORDS_OVER_TRACK = 36
"""At most this much air (reference pixels) between one game's words and its mark's words
over its track: one group, the band's spare room over and under it (hS69: GROUP_GAP's 90
left an empty band in the middle of the 10 000 card at 1366x768)."""
MARK_AIR = 10
"""Reference pixels between one game's red mark and its words over it (they read apart from
the scale's numbers under the track)."""


def _draw_game_cards(surface: pygame.Surface, rect: pygame.Rect, lines: Sequence[GameLine],
                     note: str, scale: float, unit: str = "", mark: float | None = None,
                     marks: Sequence[tuple[float, str]] = (),
                     mark_words: str = "") -> list[tuple[str, pygame.Rect]]:
    """One or two games with room to spare, each a band of the region: its name and date
    and its place on two lines on the left, its total big on the right (a win's in gold) over
    its ``unit``, a thick bar under them (one game's on the scale of ``marks``); ``note`` at
    the bottom. Returns the scale's words as drawn."""
    drawn_marks: list[tuple[str, pygame.Rect]] = []
    label = axis_label(scale)
    bar_h = max(6, theme.px(16, scale))
    drop = _scale_drop(scale, bar_h if mark is not None else 0)
    scale_h = text_size("0", label)[1] + drop if marks else 0
    body = theme.font_px(theme.FONT_BODY, scale)
    small = max(theme.font_px(theme.FONT_SMALL, scale), axis_label(scale))
    small_h = text_size("Ag", small)[1]
    room = rect.h - (small_h + theme.px(10, scale) if note else 0) - (
        scale_h if len(lines) > 1 else 0)  # (two on one axis: its scale under the last)
    row_h = room / len(lines)
    barred = len(lines) > 1 or mark is not None  # (one game: a bar only against a reference)
    beside = barred and len(lines) < 2  # one game: its bar under its words, beside its total
    tracks: list[pygame.Rect] = []
    for i, line in enumerate(lines):
        top = round(rect.y + i * row_h)
        band = pygame.Rect(rect.x, top, rect.w, round(row_h) - theme.px(12, scale))
        colour = theme.GOLD if line.won else theme.CREAM
        text_room = band.h - (bar_h + theme.px(12, scale) if barred and not beside else 0)
        # (one game: its total takes the bar's room too, its bar beside it under its words)
        unit_h = text_size(unit, small)[1] if unit else 0
        side = unit and round((text_room - unit_h) * 0.95) < theme.font_px(UNIT_BESIDE, scale)
        unit_h = 0 if side else unit_h  # (cS74 #7: two cards' totals at the words' 12 px)
        side_w = text_size(unit, small)[0] + theme.px(8, scale) if side else 0
        big = max(body, min(theme.font_px(BIG_TOTAL, scale),
                            round((text_room - unit_h) * 0.95)))
        while big > body and text_size(line.total, big, STAMP)[0] + side_w > band.w * 0.45:
            big -= 1  # the total leaves the name and place room beside it
        total_w = text_size(line.total, big, STAMP)[0] + side_w
        centre = band.y + text_room // 2
        gap = theme.px(24, scale)
        left_w = band.w - total_w - gap
        # the name and date over the place, in one size: two lines that never overlap
        words = min(fit_size(line.title, body, left_w), fit_size(line.place, body, left_w))
        line_h = text_size("Ag", words)[1]
        left, right = band.x, band.right
        if not barred:  # one game alone: its words and total one group in the middle
            # (not words at one edge of a hollow panel and a number at the other)
            gap = theme.px(GROUP_GAP, scale)
            words_w = max(text_size(line.title, words)[0], text_size(line.place, words)[0])
            group_w = min(band.w, words_w + gap + total_w)
            left = band.centerx - group_w // 2
            right = left + group_w
        drawn = draw_text(surface, line.total, big, colour,
                          (right - side_w, centre - unit_h // 2), "midright", weight=STAMP)
        if side:  # (on the digits' foot)
            draw_text(surface, unit, small, theme.MUTED,
                      (right, drawn.bottom - round(big * theme.FONT_EM * 0.2)), "bottomright")
        elif unit:  # what the big number counts, under it
            foot = drawn.bottom - round(big * theme.FONT_EM * 0.2)  # under the digits, not
            draw_text(surface, unit, small, theme.MUTED, (right, foot), "topright")
            # under the line box's room for descenders the digits never use
        lift, joined, under = 0, False, 0
        if beside:  # the words over the bar (and its scale), the total as tall as both, the
            # words, the mark's words, the bar and its scale one group in the band's middle
            # (critic A41: the group sat low, an empty band over it under the heading)
            over = (text_size(mark_words, label, BOLD)[1] + theme.px(MARK_AIR, scale)
                    + bar_h // 2 if mark is not None and mark_words else 0)
            below = over + bar_h + scale_h
            said = bool(line.fact) and text_size(line.fact, words)[0] <= left_w  # (whole,
            lift, joined, under = _group_lift(band.h, line_h, below, scale,  # in the words'
                                              3 if said else 2)  # size, or not at all)
            if said and joined:  # too short for three lines: the two first, as before
                said = False
                lift, joined, under = _group_lift(band.h, line_h, below, scale)
            centre = band.y + lift + line_h + 2
            if said:
                draw_text(surface, line.fact, words, theme.MUTED,
                          (left, centre + line_h * 3 // 2 + 6), "midleft")
        if joined:  # a short band: the place beside the date, as in the list of games (not
            # on the bar: "locul 3 din 4" stood on its track at 1024x600, critic A50)
            joined_words = f"{line.title} · {line.place}"
            draw_text(surface, joined_words, fit_size(joined_words, words, left_w), colour,
                      (left, band.y + lift), "topleft")
        else:
            draw_text(surface, line.title, words, colour, (left, centre - line_h // 2 - 2),
                      "midleft")
            draw_text(surface, line.place, words, theme.MUTED,
                      (left, centre + line_h // 2 + 2), "midleft")
        if not barred:
            continue  # one game alone: no bar, it would measure it against itself
        beside_w = band.w - max(total_w, text_size(unit, small)[0] if unit else 0) - \
            theme.px(theme.CHART_SCALE_AIR, scale)  # its scale's last number well apart from
        # the total's unit (hM40: "300" against "puncte" read as one phrase)
        track = pygame.Rect(band.x, band.bottom - under - bar_h - (scale_h if beside else 0),
                            beside_w if beside else band.w, bar_h)
        tracks.append(track)
        pygame.draw.rect(surface, theme.CHART_GRID, track, border_radius=bar_h // 2)
        layout_record.panel(surface, track, "track")  # no letter on it (critic A50)
        filled = track.copy()
        filled.w = max(bar_h, round(track.w * min(1.0, max(0.0, line.share))))
        pygame.draw.rect(surface, line.bar_colour(), filled, border_radius=bar_h // 2)
        if beside and mark is not None:  # the reference's place on the track
            x = track.x + round(track.w * min(1.0, max(0.0, mark)))
            width = max(2, theme.px(5, scale))
            red = pygame.Rect(x - width // 2, track.y - bar_h // 2, width, 2 * bar_h)
            pygame.draw.rect(surface, theme.CHART_EXPECTED, red)
            layout_record.panel(surface, red, "track")
            if mark_words:  # what the red mark is, over it, inside the track's ends (hM31)
                w, h = text_size(mark_words, label, BOLD)
                place = pygame.Rect(0, 0, w, h)
                place.midbottom = (x, track.y - bar_h // 2 - theme.px(MARK_AIR, scale))
                place.clamp_ip(pygame.Rect(track.x, place.y, track.w, h))
                draw_text(surface, mark_words, label, theme.CHART_EXPECTED, place.topleft,
                          "topleft", weight=BOLD)
        if beside:
            drawn_marks = _track_scale(surface, track, marks, label, scale, drop)
    if note:
        draw_text(surface, note, fit_size(note, small, rect.w), theme.MUTED,
                  (rect.x, rect.bottom), "bottomleft")
    return drawn_marks or _list_axis(surface, tracks, mark, marks, mark_words, scale)


def _group_lift(band_h: int, line_h: int, below: int, scale: float,
                lines: int = 2) -> tuple[int, bool, int]:
    """One game's words over its mark's words, track and scale (``below`` tall) in a band:
    how far the group stands under the band's top, whether its ``lines`` lines of words go
    on one (too short for them with :data:`MARK_AIR` at least between them and the mark's
    words: "locul 3 din 4" stood on the track at 1024x600, critic A50), and how far its
    foot stands over the band's foot."""
    least = theme.px(MARK_AIR, scale)
    joined = band_h - below - (lines * (line_h + 4) - 4) < least
    words_h = line_h if joined else lines * (line_h + 4) - 4
    gap = max(least, min(theme.px(WORDS_OVER_TRACK, scale), band_h - below - words_h))
    spare = max(0, band_h - below - words_h - gap)  # (three lines: a third of it over the
    lift = spare // 3 if lines > 2 else spare // 2  # group, its optical middle)
    return lift, joined, spare - lift if lines > 2 else lift


dashed = _dashed
"""A dashed straight line (:func:`~game.widgets.chart_parts.dashed_line`, for the panels
beside the charts)."""


def legend(surface: pygame.Surface, pos: tuple[int, int], items: Sequence[tuple[tuple[int, int,
           int], str]], size: int, scale: float, dashed: bool = False) -> int:
    """Colour swatches with their names from ``pos`` (top-left) rightwards; return the end x."""
    x, y = pos
    swatch = max(8, round(size * 0.6))
    line_h = text_size("Ag", size)[1]
    for colour, name in items:
        box = pygame.Rect(x, y + (line_h - swatch) // 2, swatch, swatch)
        if dashed and colour == theme.CHART_EXPECTED:
            _dashed(surface, colour, (box.x, box.centery), (box.right + swatch, box.centery),
                    scale)
            box.w += swatch
        else:
            pygame.draw.rect(surface, colour, box, border_radius=max(1, swatch // 4))
        rect = draw_text(surface, name, size, theme.CREAM, (box.right + swatch // 2, y),
                         "topleft")
        x = rect.right + swatch * 2
    return x
