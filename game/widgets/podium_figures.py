"""The figures under the podium's steps: each player's lines in a column of their own.

Their size (body size when every line fits its column, else a smaller one), a line too long
for its column broken between its phrases, the space between two lines, and the height a
podium keeps for them under its floor (:mod:`game.widgets.podium` draws them).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game import theme
from game.widgets.text import BOLD, draw_text, line_height, text_size

TWO_LEAD = 10
"""Reference pixels between two lines of a player's figures when two players stand on the
podium (roomy rows: the room is theirs)."""


DETAIL_SIZE = theme.FONT_BODY
"""The layout size of the figures under each step: body size (about 32 px of em at
1920×1080) when every line fits its step's width so, else :data:`DETAIL_SMALL`."""

DETAIL_SMALL = theme.FONT_SMALL
"""The figures' size when a line is too long for its step at body size (about 24 px)."""


def detail_px(texts: Sequence[str], width: int, scale: float) -> int:
    """The figures' size in pixels, one for all the podium's lines: body size when every
    one of ``texts`` fits ``width`` so, else the smaller size."""
    body = theme.font_px(DETAIL_SIZE, scale)
    if all(text_size(text, body)[0] <= width for text in texts):
        return body
    return theme.font_px(DETAIL_SMALL, scale)


def detail_height(lines: int, scale: float, size: int | None = None, lead: int = 0) -> int:
    """Pixels the podium keeps under its floor for ``lines`` lines of figures of ``size``
    pixels (None: body size), ``lead`` pixels apart."""
    if lines <= 0:
        return 0
    size = theme.font_px(DETAIL_SIZE, scale) if size is None else size
    return lines * line_height(size) + (lines - 1) * lead + theme.px(14, scale)


DETAIL_LEADING = 0.4
"""Space between two lines of a player's figures, as a share of a line's height (hR24:
packed line on line at every size, they read as one block)."""

DETAIL_GUTTER = 40
"""Reference pixels a step's figures keep clear of its neighbours' (hR24: at 1024×600 the
lines of two players ran together, "...jos 70 Partea de sus 0...")."""

PHRASE_JOIN = " · "
"""What joins a line's phrases (``game.flow.results_detail``): where a line too long for
its column is broken."""


def detail_lead(count: int, scale: float, size: int | None = None) -> int:
    """Pixels between two lines of a player's figures of ``size`` pixels (None: body size)
    for a podium of ``count`` players: :data:`DETAIL_LEADING` of a line, for two players
    at least :data:`TWO_LEAD`."""
    size = theme.font_px(DETAIL_SIZE, scale) if size is None else size
    least = theme.px(TWO_LEAD, scale) if count == 2 else 0
    return max(least, round(line_height(size) * DETAIL_LEADING))


def figures_height(said: Sequence[Sequence[str]], width: int, scale: float) -> int:
    """Pixels a podium keeps under its floor for the players' lines ``said`` (each player's
    own, best first) in columns ``width`` wide (:func:`detail_layout`)."""
    size, laid = detail_layout(said, width, scale)
    lines = max((len(lines) for lines in laid), default=0)
    return detail_height(lines, scale, size, detail_lead(len(said), scale, size))


def detail_layout(said: Sequence[Sequence[str]], width: int, scale: float
                  ) -> tuple[int, list[list[str]]]:
    """The figures' size in pixels and each player's lines for columns ``width`` wide:
    a line still too long for its column at that size is broken between its phrases
    (a phrase a line), never run into the next column."""
    size = detail_px([line for lines in said for line in lines], width, scale)
    laid = []
    for lines in said:
        out: list[str] = []
        for line in lines:
            if text_size(line, size)[0] <= width or PHRASE_JOIN not in line:
                out.append(line)
            else:
                out.extend(line.split(PHRASE_JOIN))
        laid.append(out)
    return size, laid


STAT_FIGURE = 52
"""The layout size of a figure in a player's icon rows (bold: about 20 px of em at
1024×600, 37 at 1920×1080): the figures read at a glance, their labels small under them."""

STAT_LABEL = theme.FONT_SMALL
"""The layout size of an icon row's label, under its figure."""

STAT_LABEL_LEAST_PX = 18.5
"""An icon row's label's em in pixels at least, on the smallest window too (critic round 30:
"~11-12 px at 1024×600"; C32 again: its letters, "d" to "p", at least 15 px tall there;
round 74, hQ74: 17 before, "Partea de sus" read ~13-14 px at 1366 and 1024: a 14 px cap
now)."""

STAT_LABEL_COLOUR = theme.CREAM
"""An icon row's label's colour: cream and bold like its figure (critic C32: "small grey
stat labels"), the figure still the larger."""

LABEL_LINES = 2
"""The most lines a label is broken onto where its cell is too narrow for it on one."""

STAT_COLUMNS = 2
"""Icon rows side by side under a step (two by two: turns and best, busts and hot dice)."""

STAT_GAP = 10
"""Reference pixels between two rows of icons, and between an icon and its figure."""

ICON_SHARE = 1.15
"""An icon row's icon's side as a share of its figure's line height."""

LABEL_AIR = 5
"""Reference pixels between an icon's foot and its label's top (round 74, hQ74: the "Ture"
arrowhead touched its label, the icon standing a little lower than its figure's line)."""


def label_drop(scale: float) -> int:
    """Pixels a label stands under its figure's line: clear of the icon beside the figure
    (:data:`ICON_SHARE` of the line tall, centred on it) by :data:`LABEL_AIR`."""
    figure_h = line_height(theme.font_px(STAT_FIGURE, scale), BOLD)
    return (round(figure_h * ICON_SHARE) + 1) // 2 - figure_h // 2 + theme.px(LABEL_AIR, scale)

Chip = tuple[str, str, str]
"""One icon row as drawn: the icon's name (:mod:`game.widgets.stat_icons`), the figure, the
label (both in words already)."""


def stat_sizes(scale: float) -> tuple[int, int]:
    """The layout sizes of an icon row's figure and of its label at ``scale``."""
    least = math.ceil(STAT_LABEL_LEAST_PX / theme.FONT_EM)
    return theme.font_px(STAT_FIGURE, scale), max(least, theme.font_px(STAT_LABEL, scale))


def stat_row_height(scale: float, lines: int = 1) -> int:
    """Pixels one row of icon figures takes: the figure's line over its label's ``lines``."""
    figure, label = stat_sizes(scale)
    return line_height(figure, BOLD) + label_drop(scale) + label_lines_height(label, lines)


def label_lines_height(size: int, lines: int) -> int:
    """Pixels a label of ``size`` takes on ``lines`` lines."""
    return lines * line_height(size)


def stats_height(count: int, scale: float, lines: int = 1) -> int:
    """Pixels ``count`` icon figures take under a step (:data:`STAT_COLUMNS` a row), their
    labels on ``lines`` lines."""
    if count <= 0:
        return 0
    rows = -(-count // STAT_COLUMNS)
    return rows * stat_row_height(scale, lines) + (rows - 1) * theme.px(STAT_GAP, scale)


def label_lines(label: str, room: int, size: int) -> list[str]:
    """``label`` on one line when it fits ``room`` pixels at ``size``, else broken at the
    space nearest its middle onto two (a word alone stays whole)."""
    if text_size(label, size, BOLD)[0] <= room or " " not in label:
        return [label]
    spaces = [k for k, c in enumerate(label) if c == " "]
    cut = min(spaces, key=lambda k: abs(k - len(label) / 2))
    return [label[:cut], label[cut + 1:]][:LABEL_LINES]


STEP_GAP = 22
"""Reference pixels between two steps of the podium: a clear gap, each block its own edge,
near enough to read as one stepped podium (the second, the winner's tallest, the third;
hR51: 4 before, a hairline under which two tied blocks of one metal fused into one slab,
critic C50). Their figures under them have its room too (:func:`laid_labels`)."""

LABEL_PUSH_MOST = 10
"""Reference pixels a row's two labels may each part from their cells' middles to stand
whole on one line, clear of each other (hR51, critic C50: "Partea / de sus" broke though
the pair fit their block)."""


def label_gap(scale: float) -> int:
    """Pixels between two labels side by side: one em of their type at least (round 78,
    hF94, critic cB77 #9: at 1024×600 "Ture pierdute Zaruri fierbinți" ran together 9 px
    apart), so each reads as its own word under its own figure."""
    return max(theme.px(STAT_GAP, scale), math.ceil(stat_sizes(scale)[1] * theme.FONT_EM))


def label_push(widths: Sequence[int], cell: int, gap: int) -> int:
    """Pixels each of a row's two labels ``widths`` wide parts from its cell's middle (the
    left one left, the right one right) to keep ``gap`` between them in cells ``cell``
    wide (0: they stand clear at their middles; one label: none)."""
    if len(widths) < 2:
        return 0
    return max(0, -(-(sum(widths) // 2 + gap - cell) // 2))


def laid_labels(chips: Sequence[Chip], width: int, scale: float) -> list[list[str]]:
    """Each of ``chips``' labels in its lines, in a block ``width`` wide: a row's labels on
    one line each when the two share their cells' width with a gap between them, parted
    a few pixels if need be (:func:`label_push`; a short one leaves its neighbour room,
    none reaching past its cell's outer edge into more than a third of the room between
    two steps' figures); else each too long for its own cell broken onto two lines
    ("partea de sus" never runs into "partea de jos", critic round 30)."""
    size = stat_sizes(scale)[1]
    cell = width // STAT_COLUMNS
    gap = label_gap(scale)
    reach = cell // 2 + theme.px(DETAIL_GUTTER + STEP_GAP, scale) // 3  # (a third of
    # the room between two steps' figures each side: a third left clear between them)
    laid: list[list[str]] = []
    for start in range(0, len(chips), STAT_COLUMNS):
        row = [label for _, _, label in chips[start:start + STAT_COLUMNS]]
        widths = [text_size(label, size, BOLD)[0] for label in row]
        push = label_push(widths, cell, gap)  # parted a little rather than broken
        fits = all(w / 2 + push <= reach for w in widths) and push <= max(theme.px(
            LABEL_PUSH_MOST, scale), gap // 2)  # (parted by up to half an em each)
        broken = [[label] if fits else label_lines(label, cell - gap, size) for label in row]
        if any(len(lines) > 1 for lines in broken):  # a row's labels broken alike (hR40:
            broken = [label_lines(label, 0, size) for label in row]  # not one of two)
        laid += broken
    return laid


def stats_label_lines(chips: Sequence[Chip], width: int, scale: float) -> int:
    """How many lines the labels of ``chips`` take in a block ``width`` wide (the most any
    one needs: the rows stand level, :func:`laid_labels`)."""
    return max((len(lines) for lines in laid_labels(chips, width, scale)), default=1)


def draw_chip_icon(surface: pygame.Surface, name: str, centre: tuple[int, int],
                   side: int) -> None:
    """An icon row's icon ``name`` (:mod:`game.widgets.stat_icons`), ``side`` pixels across
    at ``centre``, whole whatever its figure (round 72, critics D71, G71: a zero's dimmed
    icon read as switched off)."""
    from game.widgets.stat_icons import draw_stat_icon

    draw_stat_icon(surface, name, centre, side)


def draw_stats(surface: pygame.Surface, chips: Sequence[Chip], centre_x: int, top: int,
               width: int, scale: float, lines: int | None = None) -> int:
    """The icon rows ``chips`` under a step, two a row in a block ``width`` wide centred
    on ``centre_x`` from ``top``: each its drawn icon, its figure (bold, cream) beside it,
    its label (bold, cream, smaller) under both, on ``lines`` lines (None: as many as its labels
    need, :func:`stats_label_lines`), a figure of nothing as every other (round 72), its
    label whole;
    return the block's bottom."""
    figure_px, label_px = stat_sizes(scale)
    if lines is None:
        lines = stats_label_lines(chips, width, scale)
    cell_w = width // STAT_COLUMNS
    row_h = stat_row_height(scale, lines)
    figure_h = line_height(figure_px, BOLD)
    icon = round(figure_h * ICON_SHARE)
    gap = theme.px(STAT_GAP, scale)
    laid = laid_labels(chips, width, scale)
    left = centre_x - cell_w * STAT_COLUMNS // 2
    bottom = top
    for k, (name, figure, _label) in enumerate(chips):
        row, col = divmod(k, STAT_COLUMNS)
        cell = pygame.Rect(left + col * cell_w, top + row * (row_h + gap), cell_w, row_h)
        figure_w = text_size(figure, figure_px, BOLD)[0]
        start = cell.centerx - (icon + gap // 2 + figure_w) // 2
        middle = cell.y + figure_h // 2
        draw_chip_icon(surface, name, (start + icon // 2, middle), icon)
        ink = theme.CREAM  # a zero too (round 72, D71, G71: grey read as off)
        draw_text(surface, figure, figure_px, ink, (start + icon + gap // 2, middle),
                  "midleft", weight=BOLD, role="podium_stat")
        y = cell.y + figure_h + label_drop(scale)  # clear of the icon (round 74, hQ74)
        row_labels = laid[row * STAT_COLUMNS:(row + 1) * STAT_COLUMNS]
        push = 0 if any(len(lines) > 1 for lines in row_labels) else label_push(
            [text_size(lines[0], label_px, BOLD)[0] for lines in row_labels], cell_w,
            label_gap(scale))
        x = cell.centerx + (push if col else -push)  # a pair parted to stand whole
        for part in laid[k]:  # one line or two, whole (never shrunk)
            draw_text(surface, part, label_px, STAT_LABEL_COLOUR, (x, y),  # (whole, a zero's
                      "midtop", weight=BOLD, role="podium_stat_label")  # too: round 69)
            y += line_height(label_px)
        bottom = cell.bottom
    return bottom


HEAD_LABEL_PX = STAT_LABEL_LEAST_PX
"""The em in pixels of a listed column's label at least: the podium's labels' own (hR60,
critic C51: at 15, "~11-12 px" at 1024x600; one label type over the list and under the
podium)."""

HEAD_LEADING = 0.88
"""A listed column's label broken onto two lines: its lines this share of a line's height
apart (packed: one label, clear of each other still)."""


def head_height(lines: int, scale: float) -> int:
    """Pixels a listed columns' header of ``lines`` lines takes (0: none)."""
    if lines <= 0:
        return 0
    step = line_height(head_px(scale), BOLD)
    return step + (lines - 1) * round(step * HEAD_LEADING)


HEAD_SPLIT = 2.5
"""A listed column's label wider than this many times its figures is broken onto two lines
over them (the column stays narrow: the names keep their room)."""


def column_heads(rows: Sequence[Sequence[Chip]], size: int, scale: float,
                 room: int | None = None) -> list[tuple[list[str], int]]:
    """Each icon column of the listed players' rows ``rows`` (their chips, every row the
    same figures): its label's lines and its width, as wide as its widest icon and figure
    at ``size`` or its label (:func:`stat_sizes`) when wider, a label far wider than its
    figures (:data:`HEAD_SPLIT`) broken onto two lines unless the columns fit ``room``
    pixels on one (critic C32: "every column labelled", the names kept whole)."""
    gap = theme.px(STAT_GAP, scale)
    icon = round(line_height(size, BOLD) * 0.9)
    label = head_px(scale)
    count = max((len(chips) for chips in rows), default=0)
    found: list[tuple[list[str], int, int]] = []
    for k in range(count):
        said = [chips[k] for chips in rows if k < len(chips)]
        figures = max(icon + gap // 2 + text_size(figure, size, BOLD)[0]
                      for _, figure, _ in said)
        words = said[0][2]
        found.append(([words], max(figures, text_size(words, label, BOLD)[0]), figures))
    if room is not None and sum(w for _, w, _ in found) + (len(found) - 1) * column_air(scale) \
            <= room:
        return [(lines, width) for lines, width, _ in found]  # one line: the room is there
    heads = []
    for lines, width, figures in found:
        if width > figures * HEAD_SPLIT:
            lines = label_lines(lines[0], 0, label)
            width = max([figures] + [text_size(line, label, BOLD)[0] for line in lines])
        heads.append((lines, width))
    return heads


LIST_COLUMN_AIR = 1.0
"""Between two listed columns, this many ems of their labels' type at least (round 75,
hW77, critic cA75: at 1024x600 "Partea de sus Partea de jos" ran together ~6 px apart, read
as one label; a word's space is a third of an em)."""


def column_air(scale: float) -> int:
    """Pixels between two icon columns of the listed players: :data:`STAT_GAP` and a half,
    or :data:`LIST_COLUMN_AIR` of the labels' em where that is more."""
    gap = theme.px(STAT_GAP, scale)
    return max(gap + gap // 2, math.ceil(head_px(scale) * theme.FONT_EM * LIST_COLUMN_AIR))


def head_px(scale: float) -> int:
    """The layout size of a listed column's label: :data:`HEAD_LABEL_PX` of em at least,
    the podium labels' size where the window is larger."""
    least = math.ceil(HEAD_LABEL_PX / theme.FONT_EM)
    return max(least, theme.font_px(STAT_LABEL, scale))


def head_lines(rows: Sequence[Sequence[Chip]], size: int, scale: float,
               room: int | None = None) -> int:
    """How many lines the header over the listed players' columns takes in ``room`` pixels
    (0: no figures)."""
    return max((len(lines) for lines, _ in column_heads(rows, size, scale, room)), default=0)


def inline_columns(rows: Sequence[Sequence[Chip]], right: int, size: int, scale: float,
                   room: int | None = None) -> list[tuple[int, int]]:
    """(centre x, width) of each icon column of the listed players' rows ``rows``
    (:func:`column_heads`), laid right to left ending at ``right``, :func:`column_air`
    between two."""
    air = column_air(scale)
    found: list[tuple[int, int]] = []
    x = right
    for _lines, width in reversed(column_heads(rows, size, scale, room)):
        found.append((x - width // 2, width))
        x -= width + air
    return found[::-1]


def draw_column_stats(surface: pygame.Surface, chips: Sequence[Chip],
                      columns: Sequence[tuple[int, int]], centre_y: int, size: int) -> None:
    """A listed player's icon figures ``chips``, each centred in its column of ``columns``
    (:func:`inline_columns`): its drawn icon, its figure beside it (bold, cream; a figure
    of nothing as every other: round 72, critics D71, G71)."""
    icon = round(line_height(size, BOLD) * 0.9)
    for (name, figure, _label), (centre, _width) in zip(chips, columns, strict=False):
        gap = max(2, icon // 4)
        width = icon + gap + text_size(figure, size, BOLD)[0]
        left = centre - width // 2
        draw_chip_icon(surface, name, (left + icon // 2, centre_y), icon)
        draw_text(surface, figure, size, theme.CREAM,  # (a zero as every figure: round 72)
                  (left + icon + gap, centre_y),
                  "midleft", weight=BOLD, role="list_stat")


def draw_column_labels(surface: pygame.Surface, rows: Sequence[Sequence[Chip]],
                       columns: Sequence[tuple[int, int]], bottom: int, size: int,
                       scale: float, room: int | None = None) -> None:
    """The header over the listed players' icon columns (``rows``: their chips, figures
    at ``size``): each column's label centred over it on its lines (:func:`column_heads`),
    in the podium's label type (bold, cream), standing on ``bottom``."""
    label = head_px(scale)
    step = round(line_height(label, BOLD) * HEAD_LEADING)
    heads = column_heads(rows, size, scale, room)
    for (lines, _width), (centre, _) in zip(heads, columns, strict=False):
        for k, line in enumerate(reversed(lines)):
            draw_text(surface, line, label, STAT_LABEL_COLOUR, (centre, bottom - k * step),
                      "midbottom", weight=BOLD, role="list_stat_label")
