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

STAT_LABEL_LEAST_PX = 17
"""An icon row's label's em in pixels at least, on the smallest window too (critic round 30:
"~11-12 px at 1024×600"; C32 again: its letters, "d" to "p", at least 15 px tall there)."""

STAT_LABEL_COLOUR = theme.CREAM
"""An icon row's label's colour: cream and bold like its figure (critic C32: "small grey
stat labels"), the figure still the larger."""

LABEL_LINES = 2
"""The most lines a label is broken onto where its cell is too narrow for it on one."""

STAT_COLUMNS = 2
"""Icon rows side by side under a step (two by two: turns and best, busts and hot dice)."""

STAT_GAP = 10
"""Reference pixels between two rows of icons, and between an icon and its figure."""

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
    return line_height(figure, BOLD) + label_lines_height(label, lines)


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


def laid_labels(chips: Sequence[Chip], width: int, scale: float) -> list[list[str]]:
    """Each of ``chips``' labels in its lines, in a block ``width`` wide: a row's labels on
    one line each when the two share their cells' width with a gap between them (a short
    one leaves its neighbour room, none reaching past its cell's outer edge into more than
    a quarter of the gutter); else each too long for its own cell broken onto two lines
    ("partea de sus" never runs into "partea de jos", critic round 30)."""
    size = stat_sizes(scale)[1]
    cell = width // STAT_COLUMNS
    gap = theme.px(STAT_GAP, scale)
    reach = cell // 2 + theme.px(DETAIL_GUTTER, scale) // 4
    laid: list[list[str]] = []
    for start in range(0, len(chips), STAT_COLUMNS):
        row = [label for _, _, label in chips[start:start + STAT_COLUMNS]]
        widths = [text_size(label, size, BOLD)[0] for label in row]
        fits = all(w / 2 <= reach for w in widths) and sum(widths) / 2 + gap <= cell
        laid += [[label] if fits else label_lines(label, cell - gap, size) for label in row]
    return laid


def stats_label_lines(chips: Sequence[Chip], width: int, scale: float) -> int:
    """How many lines the labels of ``chips`` take in a block ``width`` wide (the most any
    one needs: the rows stand level, :func:`laid_labels`)."""
    return max((len(lines) for lines in laid_labels(chips, width, scale)), default=1)


def draw_stats(surface: pygame.Surface, chips: Sequence[Chip], centre_x: int, top: int,
               width: int, scale: float, lines: int | None = None) -> int:
    """The icon rows ``chips`` under a step, two a row in a block ``width`` wide centred
    on ``centre_x`` from ``top``: each its drawn icon, its figure (bold, cream) beside it,
    its label (bold, cream, smaller) under both, on ``lines`` lines (None: as many as its labels
    need, :func:`stats_label_lines`); return the block's bottom."""
    from game.widgets.stat_icons import draw_stat_icon

    figure_px, label_px = stat_sizes(scale)
    if lines is None:
        lines = stats_label_lines(chips, width, scale)
    cell_w = width // STAT_COLUMNS
    row_h = stat_row_height(scale, lines)
    figure_h = line_height(figure_px, BOLD)
    icon = round(figure_h * 1.15)
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
        draw_stat_icon(surface, name, (start + icon // 2, middle), icon)
        draw_text(surface, figure, figure_px, theme.CREAM, (start + icon + gap // 2, middle),
                  "midleft", weight=BOLD, role="podium_stat")
        y = cell.y + figure_h
        for part in laid[k]:  # one line or two, whole (never shrunk)
            draw_text(surface, part, label_px, STAT_LABEL_COLOUR, (cell.centerx, y),
                      "midtop", weight=BOLD, role="podium_stat_label")
            y += line_height(label_px)
        bottom = cell.bottom
    return bottom


def draw_inline_stats(surface: pygame.Surface, chips: Sequence[Chip], right: int,
                      centre_y: int, size: int, scale: float) -> int:
    """The icon figures ``chips`` on one line ending at ``right`` (a listed player's compact
    row: each its drawn icon and its figure, as on the podium, no label); return the
    line's left edge."""
    from game.widgets.stat_icons import draw_stat_icon

    gap = theme.px(STAT_GAP, scale)
    icon = round(line_height(size, BOLD) * 0.9)
    x = right
    for name, figure, _label in reversed(chips):
        figure_w = text_size(figure, size, BOLD)[0]
        draw_text(surface, figure, size, theme.CREAM, (x, centre_y), "midright",
                  weight=BOLD, role="list_stat")
        x -= figure_w + gap // 2 + icon
        draw_stat_icon(surface, name, (x + icon // 2, centre_y), icon)
        x -= 2 * gap
    return x + 2 * gap
