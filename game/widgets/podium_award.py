"""A player's one award under their step, and their other figures quieter behind it (round
80, hF103, ruling S86; critic cB79 #13: "8 equal small stats"): the award on a gold-edged
plate, its figure large and its name in gold (:func:`draw_award`); the rest in one quiet
row of small icons, figures and labels (:func:`draw_quiet_stats`)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game import theme
from game.widgets.podium_figures import LABEL_AIR, Chip, draw_chip_icon, label_lines, stat_sizes
from game.widgets.text import BOLD, draw_text, line_height, text_size

AWARD_FIGURE = 60
"""The layout size of an award's figure (larger than any other figure under the steps)."""

AWARD_PAD = 12
"""Reference pixels inside the award's plate, round its words."""

AWARD_FILL = (58, 44, 16, 220)
"""The award plate's warm dark fill (the gold reads on it)."""

QUIET_INK = (196, 204, 186)
"""The quiet figures' and labels' ink: a pale felt grey, clearly behind the award."""

QUIET_COLUMNS = 3
"""The quiet figures side by side, at most, in a row."""

WHOLE_GAP = 6
"""Reference pixels a whole one-line quiet label keeps its cell's pitch short by: the least gap
between two neighbours' labels."""

AIR = 12
"""Reference pixels between the award's plate and the quiet row."""

STACK_LEAD = 2
"""Reference pixels between two stacked quiet figures' lines."""


def award_sizes(scale: float) -> tuple[int, int]:
    """The layout sizes of an award's figure and of its name."""
    return theme.font_px(AWARD_FIGURE, scale), stat_sizes(scale)[1]


def award_height(scale: float) -> int:
    """Pixels an award's plate takes."""
    figure, label = award_sizes(scale)
    return (line_height(figure, BOLD) + line_height(label, BOLD)
            + 2 * theme.px(AWARD_PAD, scale))


def draw_award(surface: pygame.Surface, chip: Chip, centre_x: int, top: int, width: int,
               scale: float) -> int:
    """``chip`` (icon, figure, the award's name) on a gold-edged plate at most ``width``
    wide centred on ``centre_x`` from ``top``: its icon and figure large, its name in gold
    under them. Returns the plate's bottom."""
    icon_name, figure, label = chip
    figure_px, label_px = award_sizes(scale)
    pad = theme.px(AWARD_PAD, scale)
    figure_h = line_height(figure_px, BOLD)
    icon = round(figure_h * 0.95)
    gap = theme.px(10, scale)
    inner = max(icon + gap + text_size(figure, figure_px, BOLD)[0],
                text_size(label, label_px, BOLD)[0])
    plate = pygame.Rect(0, top, min(width, inner + 4 * pad), award_height(scale))
    plate.centerx = centre_x
    radius = theme.px(14, scale)
    fill = pygame.Surface(plate.size, pygame.SRCALPHA)
    pygame.draw.rect(fill, AWARD_FILL, fill.get_rect(), border_radius=radius)
    surface.blit(fill, plate)
    pygame.draw.rect(surface, theme.GOLD, plate, max(2, theme.px(3, scale)),
                     border_radius=radius)
    row_w = icon + gap + text_size(figure, figure_px, BOLD)[0]
    left = centre_x - row_w // 2
    middle = plate.y + pad + figure_h // 2
    draw_chip_icon(surface, icon_name, (left + icon // 2, middle), icon)
    draw_text(surface, figure, figure_px, theme.CREAM, (left + icon + gap, middle), "midleft",
              weight=BOLD, shadow=theme.px(2, scale), role="podium_award_figure")
    draw_text(surface, label, label_px, theme.GOLD, (centre_x, plate.y + pad + figure_h),
              "midtop", max_width=plate.w - 2 * pad, weight=BOLD, role="podium_award")
    return plate.bottom


def quiet_sizes(scale: float) -> int:
    """The layout size of the quiet figures and labels (a label's size: behind the award)."""
    return stat_sizes(scale)[1]


def quiet_drop(scale: float) -> int:
    """Pixels a quiet label stands under its figure's line: clear of the icon beside the
    figure (0.9 of the line tall, centred on it) by :data:`LABEL_AIR`, as the icon rows'
    labels are (round 74, hQ74: an icon touching its label; round 81, hF105: S86's quiet row
    stood its labels 1 px under its icons)."""
    figure_h = line_height(quiet_sizes(scale), BOLD)
    return max(0, (round(figure_h * 0.9) + 1) // 2 - figure_h // 2) + theme.px(LABEL_AIR, scale)


def _laid(chips: Sequence[Chip], width: int, scale: float) -> tuple[int, list[list[str]]]:
    """The quiet row's columns and each chip's label in its lines: as many columns side by
    side (up to :data:`QUIET_COLUMNS`, four as two pairs) as keep every label's words whole
    in its cell on two lines at most, each clear of its neighbour's. A label that fits its
    cell's pitch less a narrow gap stands whole on one line (critic C50: "Zaruri /
    fierbinți" broke at 1920 though it fit beside its neighbours, round 80, fixJ)."""
    size = quiet_sizes(scale)
    air = theme.px(12, scale)
    most = max(1, min(QUIET_COLUMNS, len(chips)))
    for columns in range(most, 0, -1):
        if len(chips) == 4 and columns == 3:
            continue
        cell = width // columns - air
        whole = width // columns - theme.px(WHOLE_GAP, scale)  # two such: that gap apart
        laid = [[label] if text_size(label, size)[0] <= whole else label_lines(label, cell, size)
                for _, _, label in chips]
        if all(len(lines) <= 2 and all(text_size(line, size)[0] <= whole for line in lines)
               for lines in laid) or columns == 1:
            return columns, laid
    return 1, [[label] for _, _, label in chips]


STACK_GAP = 14
"""Reference pixels between a stacked quiet figure and its label (:func:`quiet_stacked`)."""


def _stack_widths(chips: Sequence[Chip], scale: float) -> tuple[int, int, int, int]:
    """A stacked quiet list's icon side, its figures' column width, its labels' column
    width and its whole width."""
    size = quiet_sizes(scale)
    icon = round(line_height(size, BOLD) * 0.9)
    figures = max(text_size(figure, size, BOLD)[0] for _, figure, _ in chips)
    labels = max(text_size(label, size)[0] for _, _, label in chips)
    whole = icon + theme.px(6, scale) + figures + theme.px(STACK_GAP, scale) + labels
    return icon, figures, labels, whole


def quiet_stacked(chips_each: Sequence[Sequence[Chip]], width: int, scale: float) -> bool:
    """Whether a podium's quiet figures stand stacked, one a line (icon, figure, label, each
    label whole), in place of side by side: when some player's labels side by side would
    break onto two lines and every player's list fits ``width`` (round 81, hF105; critic
    cB80 #9: "Ture / pierdute", "Zaruri / fierbinți" broken under every step at 1366x768
    and 1024x600, the figures cramped). Every player's alike: one design on the podium."""
    filled = [chips for chips in chips_each if chips]
    broken = any(len(lines) > 1 for chips in filled for lines in _laid(chips, width, scale)[1])
    return broken and all(_stack_widths(chips, scale)[3] <= width for chips in filled)


def quiet_height(chips: Sequence[Chip], width: int, scale: float,
                 stacked: bool = False) -> int:
    """Pixels the quiet row of ``chips`` takes in a block ``width`` wide (``stacked``: one
    figure a line, :func:`quiet_stacked`)."""
    if not chips:
        return 0
    if stacked:
        return len(chips) * line_height(quiet_sizes(scale), BOLD) + (len(chips) - 1) * \
            theme.px(STACK_LEAD, scale)
    columns, laid = _laid(chips, width, scale)
    size = quiet_sizes(scale)
    lines = max(len(lines) for lines in laid)
    rows = -(-len(chips) // columns)
    one = line_height(size, BOLD) + quiet_drop(scale) + lines * line_height(size)
    return rows * one + (rows - 1) * theme.px(6, scale)


def _draw_stacked(surface: pygame.Surface, chips: Sequence[Chip], centre_x: int, top: int,
                  scale: float) -> int:
    """The quiet figures one a line in a block centred on ``centre_x`` from ``top``: the
    icons in a column, the figures after them, the labels in a column after the widest
    figure, whole. Returns the block's bottom."""
    size = quiet_sizes(scale)
    icon, figures, _, whole = _stack_widths(chips, scale)
    line = line_height(size, BOLD)
    left = centre_x - whole // 2
    figure_x = left + icon + theme.px(6, scale)
    label_x = figure_x + figures + theme.px(STACK_GAP, scale)
    for k, (name, figure, label) in enumerate(chips):
        middle = top + k * (line + theme.px(STACK_LEAD, scale)) + line // 2
        draw_chip_icon(surface, name, (left + icon // 2, middle), icon)
        draw_text(surface, figure, size, QUIET_INK, (figure_x, middle), "midleft",
                  weight=BOLD, role="podium_quiet_stat")
        draw_text(surface, label, size, QUIET_INK, (label_x, middle), "midleft",
                  role="podium_quiet_label")
    return top + quiet_height(chips, 0, scale, True)


def draw_quiet_stats(surface: pygame.Surface, chips: Sequence[Chip], centre_x: int, top: int,
                     width: int, scale: float,
                     podium: Sequence[Sequence[Chip]] = ()) -> int:
    """The figures behind the award, small and pale, side by side in a block ``width``
    wide centred on ``centre_x`` from ``top``: each its icon and figure, its label under
    them; or stacked one a line when ``podium`` (every player's quiet figures) asks it
    (:func:`quiet_stacked`). Returns the block's bottom."""
    if not chips:
        return top
    if quiet_stacked(podium or [chips], width, scale):
        return _draw_stacked(surface, chips, centre_x, top, scale)
    columns, laid = _laid(chips, width, scale)
    size = quiet_sizes(scale)
    figure_h = line_height(size, BOLD)
    lines = max(len(lines) for lines in laid)
    drop = quiet_drop(scale)  # the label clear of its icon, as the icon rows' (hQ74)
    one = figure_h + drop + lines * line_height(size)
    cell = width // columns
    icon = round(figure_h * 0.9)  # (as quiet_drop measures it)
    gap = theme.px(6, scale)
    for k, (name, figure, _label) in enumerate(chips):
        row, col = divmod(k, columns)
        in_row = min(columns, len(chips) - row * columns)
        x = centre_x - cell * in_row // 2 + col * cell + cell // 2
        y = top + row * (one + theme.px(6, scale))
        wide = icon + gap + text_size(figure, size, BOLD)[0]
        start = x - wide // 2
        draw_chip_icon(surface, name, (start + icon // 2, y + figure_h // 2), icon)
        draw_text(surface, figure, size, QUIET_INK, (start + icon + gap, y + figure_h // 2),
                  "midleft", weight=BOLD, role="podium_quiet_stat")
        for n, part in enumerate(laid[k]):
            draw_text(surface, part, size, QUIET_INK,
                      (x, y + figure_h + drop + n * line_height(size)), "midtop",
                      role="podium_quiet_label")
    return top + quiet_height(chips, width, scale)


def award_below(award: bool, chips: Sequence[Chip], width: int, scale: float,
                stacked: bool = False) -> int:
    """Pixels an award's plate (when ``award``) and the quiet row of ``chips`` take."""
    plate = award_height(scale) + theme.px(AIR, scale) if award else 0
    return plate + quiet_height(chips, width, scale, stacked)


def award_room(said: Sequence[Sequence[str]], chips_each: Sequence[Sequence[Chip]],
               width: int, scale: float) -> int:
    """Pixels a podium keeps under its floor when its players hold awards: the tallest
    plate and quiet row (``chips_each``: each player's quiet figures), then their lines
    ``said`` (as :func:`~game.widgets.podium_layout.below_height` keeps them)."""
    from game.widgets.podium_figures import detail_layout, detail_lead, figures_height

    stacked = quiet_stacked(chips_each, width, scale)
    figures = max((award_below(True, chips, width, scale, stacked) for chips in chips_each),
                  default=0)
    lines = figures_height(said, width, scale)
    if not lines:
        return figures
    size, _ = detail_layout(said, width, scale)
    return figures + detail_lead(len(said), scale, size) + lines
