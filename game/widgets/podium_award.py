"""A player's one award under their step, and their other figures quieter behind it (round
80, hF103, ruling S86; critic cB79 #13: "8 equal small stats"): the award on a gold-edged
plate, its figure large and its name in gold (:func:`draw_award`); the rest in one quiet
row of small icons, figures and labels (:func:`draw_quiet_stats`)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game import theme
from game.widgets.podium_figures import LABEL_AIR, Chip, draw_chip_icon, label_lines, stat_sizes
from game.widgets.text import BOLD, REGULAR, draw_text, line_height, text_size

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


OWN_FILL = (12, 30, 22, 150)
"""A player's own best's plate: a dark felt wash, no gold (round 81, hF109): quieter than an
award won, so the table reads at a glance who won what."""

OWN_EDGE = (150, 170, 150)
"""The thin pale edge of a player's own best's plate."""

OWN_FIGURE = 0.8
"""An own best's figure, a share of an award's (a personal figure, not a distinction)."""


@dataclass(frozen=True)
class AwardChip:
    """What a player's plate under their step says: its ``icon``, its ``figure`` and its
    ``label`` (the award's name); ``won``: an award won (a gold plate) or the player's own
    best only (a quiet one); ``tag``: the words after the figure ("la egalitate" for an
    award shared, round 81, hF109)."""

    icon: str
    figure: str
    label: str
    won: bool = True
    tag: str = ""


def award_sizes(scale: float) -> tuple[int, int]:
    """The layout sizes of an award's figure and of its name."""
    return theme.font_px(AWARD_FIGURE, scale), stat_sizes(scale)[1]


def award_height(scale: float) -> int:
    """Pixels an award's plate takes."""
    figure, label = award_sizes(scale)
    return (line_height(figure, BOLD) + line_height(label, BOLD)
            + 2 * theme.px(AWARD_PAD, scale))


def draw_award(surface: pygame.Surface, chip: AwardChip, centre_x: int, top: int,
               width: int, scale: float) -> int:
    """``chip`` on its plate at most ``width`` wide centred on ``centre_x`` from ``top``: an
    award won on a gold-edged plate, its icon and figure large (a shared one's "la
    egalitate" in gold after it), its name in gold under them; a player's own best on a
    quiet plate of the same height, its figure smaller and its words pale (round 81,
    hF109). Returns the plate's bottom."""
    figure_px, label_px = award_sizes(scale)
    pad = theme.px(AWARD_PAD, scale)
    figure_h = line_height(figure_px, BOLD)
    if not chip.won:
        figure_px = round(figure_px * OWN_FIGURE)
    icon = round(line_height(figure_px, BOLD) * 0.95)
    gap = theme.px(10, scale)
    tag_w = text_size(chip.tag, label_px, BOLD)[0] + gap if chip.tag else 0
    row_w = icon + gap + text_size(chip.figure, figure_px, BOLD)[0] + tag_w
    weight = BOLD if chip.won else REGULAR
    inner = max(row_w, text_size(chip.label, label_px, weight)[0])
    plate = pygame.Rect(0, top, min(width, inner + 4 * pad), award_height(scale))
    plate.centerx = centre_x
    radius = theme.px(14, scale)
    fill = pygame.Surface(plate.size, pygame.SRCALPHA)
    pygame.draw.rect(fill, AWARD_FILL if chip.won else OWN_FILL, fill.get_rect(),
                     border_radius=radius)
    surface.blit(fill, plate)
    if chip.won:
        pygame.draw.rect(surface, theme.GOLD, plate, max(2, theme.px(3, scale)),
                         border_radius=radius)
    else:
        pygame.draw.rect(surface, OWN_EDGE, plate, 1, border_radius=radius)
    left = centre_x - row_w // 2
    middle = plate.y + pad + figure_h // 2
    draw_chip_icon(surface, chip.icon, (left + icon // 2, middle), icon)
    figure_x = left + icon + gap
    role = "podium_award" if chip.won else "podium_own_best"
    draw_text(surface, chip.figure, figure_px, theme.CREAM if chip.won else QUIET_INK,
              (figure_x, middle), "midleft", weight=BOLD, shadow=theme.px(2, scale),
              role=role + "_figure")
    if chip.tag:
        draw_text(surface, chip.tag, label_px, theme.GOLD,
                  (figure_x + text_size(chip.figure, figure_px, BOLD)[0] + gap, middle),
                  "midleft", weight=BOLD, role="podium_award_shared")
    draw_text(surface, chip.label, label_px, theme.GOLD if chip.won else QUIET_INK,
              (centre_x, plate.y + pad + figure_h), "midtop", max_width=plate.w - 2 * pad,
              weight=weight, role=role)
    return plate.bottom


QUIET_LEAST_PX = 20.5
"""The quiet figures' and labels' em in pixels at least (round 82, hF112, critic cB81: ~16 px
at 1366×768 read as small print beside the award; ruling S109 3.)."""


def quiet_sizes(scale: float) -> int:
    """The layout size of the quiet figures and labels (a label's size: behind the award),
    never under :data:`QUIET_LEAST_PX` of em."""
    return max(stat_sizes(scale)[1], math.ceil(QUIET_LEAST_PX / theme.FONT_EM))


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


FOOT_CLEAR = 18
"""Reference pixels an award podium's figures keep clear of its room's foot, besides the
12 they start under it (drawn from 18 under the floor, which stands 6 over the room's
foot): round 81, hF109, the quiet figures stood 11 px over the buttons at 1024x600,
now 24 at least (27; 1366x768: 36, 1920: 52)."""


def award_room(said: Sequence[Sequence[str]], chips_each: Sequence[Sequence[Chip]],
               width: int, scale: float) -> int:
    """Pixels a podium keeps under its floor when its players hold awards: the tallest
    plate and quiet row (``chips_each``: each player's quiet figures), then their lines
    ``said`` (as :func:`~game.widgets.podium_layout.below_height` keeps them)."""
    from game.widgets.podium_figures import detail_layout, detail_lead, figures_height

    stacked = quiet_stacked(chips_each, width, scale)
    figures = max((award_below(True, chips, width, scale, stacked) for chips in chips_each),
                  default=0) + theme.px(12 + FOOT_CLEAR, scale)
    lines = figures_height(said, width, scale)
    if not lines:
        return figures
    size, _ = detail_layout(said, width, scale)
    return figures + detail_lead(len(said), scale, size) + lines
