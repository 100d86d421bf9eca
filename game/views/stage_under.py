"""What a Yams stage shows under its lifted row (hY67, critic C61: the lower part of its
stages stood empty), on a dark plate ringed as the caption's:

- the upper bonus's: the upper section reaching the 63, its six boxes as die faces with each
  box's figure under it, then their sum against the threshold ("75 / 63")
  (:attr:`StagePicture.upper`, :attr:`StagePicture.upper_sum`);
- a Penta's: the other players' Penta boxes (:attr:`StagePicture.pentas`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game import theme, theme_stage
from game.flow.yams_standings import other_pentas
from game.i18n import format_int
from game.widgets import layout_record
from game.widgets.dice_render import render_die
from game.widgets.text import BOLD, draw_text, line_height, text_size

if TYPE_CHECKING:
    from game.flow.stage import StageClock
    from game.views.stage_picture import StagePicture


@dataclass(frozen=True)
class StandingRow:
    """One other player's Penta box under a Penta's stage (:func:`penta_rows`)."""

    place: str
    """Their place as said ("1.")."""
    name: str
    """Their name."""
    total: str
    """Their total, formatted."""
    still_open: bool = False
    """A Penta box not written yet (its total a muted dash)."""


def _die(picture: StagePicture) -> int:
    """A face's side: the lifted row's height grown by :data:`STAGE_UNDER_DIE`."""
    plate = picture.row_plate()
    return max(8, round((plate.h if plate else 40) * theme_stage.STAGE_UNDER_DIE))


def _figure_size(picture: StagePicture) -> int:
    """The boxes' figures' type: the lifted row's own (as the strip draws it)."""
    return max(theme.least_type(), round(picture.cell_size * picture.lift_scale))


def gap(picture: StagePicture) -> int:
    """The room between the lifted row and the lower part."""
    return round(theme.px(theme.STAGE_ROW_LIFT_GAP, picture.scale) * theme_stage.STAGE_UNDER_GAP)


def shown(picture: StagePicture) -> bool:
    """True when the stage has a lower part."""
    return bool(picture.upper_sum or picture.pentas)


def footer(picture: StagePicture) -> bool:
    """True when the lower part stands in the felt left under the stage's group, not in
    it (a Penta's: the other players' boxes never shrink the best moment's stamp)."""
    return bool(picture.pentas)


def height(picture: StagePicture) -> int:
    """The lower part's height with its gap over it, as the group counts it (0: none to
    show, or a footer under the group)."""
    if not shown(picture) or footer(picture):
        return 0
    return gap(picture) + _layer(picture)[0].get_height()


def plate(picture: StagePicture) -> pygame.Rect | None:
    """Where the lower part stands: centred under the lifted row (None: none); a footer
    lifted closer to the row when the felt under it is short, never onto it."""
    row = picture.row_plate()
    if not shown(picture) or row is None:
        return None
    rect = _layer(picture)[0].get_rect(midtop=(picture.area.centerx, row.bottom + gap(picture)))
    if footer(picture):
        floor = picture.felt.bottom - theme.px(theme_stage.STAGE_UNDER_FOOT, picture.scale)
        rect.bottom = min(rect.bottom, floor)
        rect.top = max(rect.top, row.bottom + theme.px(theme_stage.STAGE_UNDER_FOOT,
                                                       picture.scale))
    return rect


def _ground(picture: StagePicture, size: tuple[int, int]) -> pygame.Surface:
    """The lower part's dark plate, ringed in gold."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    radius = theme.px(16, picture.scale)
    pygame.draw.rect(layer, theme_stage.STAGE_UNDER_PLATE, layer.get_rect(),
                     border_radius=radius)
    pygame.draw.rect(layer, theme.GOLD, layer.get_rect(), max(2, theme.px(3, picture.scale)),
                     border_radius=radius)
    return layer


Marks = list[tuple[pygame.Rect, str]]


def _upper_layer(picture: StagePicture) -> tuple[pygame.Surface, Marks]:
    """The six upper boxes as faces with their figures, and their sum against the 63."""
    die, size = _die(picture), _figure_size(picture)
    cell = round(die * 1.35)
    sum_size = round(size * theme_stage.STAGE_UNDER_SUM)
    sum_w, sum_h = text_size(picture.upper_sum, sum_size, BOLD)
    spacer, pad = round(die * 0.6), round(die * 0.35)
    tall = die + line_height(size, BOLD)
    layer = _ground(picture, (cell * len(picture.upper) + spacer + sum_w + 2 * pad,
                              max(tall, sum_h) + 2 * pad))
    for i, figure in enumerate(picture.upper):
        face = render_die(i + 1, die)
        x = pad + i * cell + cell // 2
        layer.blit(face, face.get_rect(center=(x, pad + die // 2)))
        draw_text(layer, figure or "–", size, theme.CREAM if figure else theme.MUTED,
                  (x, pad + die + line_height(size, BOLD) // 2), "center", weight=BOLD)
    place = pygame.Rect(0, 0, sum_w, sum_h)
    place.midleft = (pad + cell * len(picture.upper) + spacer, layer.get_height() // 2)
    draw_text(layer, picture.upper_sum, sum_size, theme.GOLD, place.midleft, "midleft",
              weight=BOLD)
    return layer, [(place, picture.upper_sum)]


def penta_rows(table: Any, player: int) -> tuple[StandingRow, ...]:
    """A Penta's lower part (hY70, critic C64): every other player's name and their Penta
    box ("50", "0" crossed, "încă liberă" still open: critic C71 read a "–" as cryptic), in
    seat order, after the plate's heading (:attr:`StagePicture.pentas_heading`, "Penta la
    ceilalți") (the flow's :func:`game.flow.yams_standings.other_pentas`)."""
    still_open = table.tr("stage.penta.open")
    return tuple(StandingRow(place="", name=table.player_label(box.seat),
                             total=still_open if box.points is None else format_int(box.points),
                             still_open=box.points is None)
                 for box in other_pentas(table.game, player))


def _pentas_layer(picture: StagePicture) -> tuple[pygame.Surface, Marks]:
    """The other players' Penta boxes side by side: each name, then its box as the sheet
    shows it (paper, its figure in ink; open: a muted dash), in lines no wider than the
    felt allows."""
    size = max(theme.least_type(), round(_figure_size(picture)
                                         * theme_stage.STAGE_UNDER_STANDINGS))
    pad = theme.px(26, picture.scale)
    inner = theme.px(12, picture.scale)  # between a name and its box
    space = theme.px(40, picture.scale)  # between two players
    tall = round(line_height(size, BOLD) * 1.55)
    figure_w = text_size("000", size, BOLD)[0]
    chips = [(row, text_size(row.name, size, BOLD)[0]) for row in picture.pentas]

    def box_w(row: StandingRow) -> int:  # a figure's box, or an open one's words
        return max(figure_w, text_size(row.total, size, BOLD)[0]) + 2 * inner
    most = round(picture.area.w * theme_stage.STAGE_UNDER_PENTAS_WIDTH) - 4 * pad
    heading = picture.pentas_heading  # what the boxes are, read first (critic C66)
    head_w = text_size(heading, size, BOLD)[0] + space if heading else 0
    lines: list[list[tuple[StandingRow, int]]] = [[]]
    width = head_w
    for chip in chips:
        w = chip[1] + inner + box_w(chip[0])
        if lines[-1] and width + space + w > most:
            lines.append([])
            width = 0
        width += (space if lines[-1] else 0) + w
        lines[-1].append(chip)
    widths = [sum(n + inner + box_w(c) for c, n in line) + space * (len(line) - 1)
              + (head_w if i == 0 else 0) for i, line in enumerate(lines)]
    row = picture.row_plate()
    total_w = max(max(widths) + 4 * pad,  # (its sides wider than its top and bottom)
                  round((row.w if row else 0) * theme_stage.STAGE_UNDER_WIDTH))
    layer = _ground(picture, (total_w, tall * len(lines) + 2 * pad))
    marks: Marks = []
    for i, line in enumerate(lines):
        x = (total_w - widths[i]) // 2
        cy = pad + i * tall + tall // 2
        if i == 0 and heading:
            rect = draw_text(layer, heading, size, theme_stage.STAGE_UNDER_HEADING, (x, cy),
                             "midleft", weight=BOLD)
            marks.append((pygame.Rect(rect), heading))
            x += head_w
        for chip, name_w in line:
            rect = draw_text(layer, chip.name, size, theme.CREAM, (x, cy), "midleft",
                             weight=BOLD)
            marks.append((pygame.Rect(rect), chip.name))
            x += name_w + inner
            box = pygame.Rect(x, cy - round(tall * 0.36), box_w(chip), round(tall * 0.72))
            pygame.draw.rect(layer, theme.SHEET_OPEN, box,
                             border_radius=theme.px(6, picture.scale))
            rect = draw_text(layer, chip.total, size,
                             theme.SHEET_OPTION_ZERO if chip.still_open else theme.INK,
                             box.center,
                             "center", weight=BOLD)
            marks.append((pygame.Rect(rect), chip.total))
            x += box.w + space
    return layer, marks


def _layer(picture: StagePicture) -> tuple[pygame.Surface, Marks]:
    """The lower part drawn once (again once its figure landed) and its words' places (one
    size whatever the frame)."""
    key = ("under", picture.row_landed)
    cached = picture.drawn_once.get(key)
    if cached is None:
        cached = picture.drawn_once[key] = (_upper_layer(picture) if picture.upper_sum
                                            else _pentas_layer(picture))
    return cached


def draw_under(surface: pygame.Surface, picture: StagePicture, clock: StageClock,
               fade: float, home: bool) -> None:
    """The lower part under the lifted row, with the stage's words (``fade``: as they
    fade), gone as the row goes home (``home``)."""
    where = plate(picture)
    alpha = clock.stamp_alpha() * max(0.0, min(1.0, fade))
    if where is None or alpha <= 0 or home:
        return
    layer, marks = _layer(picture)
    if alpha < 1:
        layer = layer.copy()
        layer.set_alpha(round(255 * alpha))
    surface.blit(layer, where)
    if layout_record.ON and alpha >= 1:
        for rect, text in marks:
            layout_record.text(surface, rect.move(where.topleft), text, role="stage")
