"""What a Yams stage shows under its lifted row (hY67, critic C61: the lower part of its
stages stood empty), on a dark plate ringed as the caption's:

- the upper bonus's: the upper section reaching the 63, its six boxes as die faces with each
  box's figure under it, then their sum against the threshold ("75 / 63")
  (:attr:`StagePicture.upper`, :attr:`StagePicture.upper_sum`);
- a full card's TOTAL's: the standings, each player's place, name and total, the player's
  own row lit, its total said once the figure has landed in the TOTAL box (one figure at a
  time) (:attr:`StagePicture.standings`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game import theme, theme_stage
from game.flow.stage import counted_figure, reranked
from game.flow.yams_lead import ranked
from game.i18n import format_int
from game.views.yams_standings import mark_side_for
from game.widgets import layout_record
from game.widgets.dice_render import render_die
from game.widgets.seats import draw_seat_mark, player_style
from game.widgets.text import BOLD, draw_text, line_height, text_size

if TYPE_CHECKING:
    from game.flow.stage import StageClock
    from game.views.stage_picture import StagePicture


@dataclass(frozen=True)
class StandingRow:
    """One player's row of a TOTAL's standings."""

    place: str
    """Their place as said ("1.")."""
    name: str
    """Their name."""
    total: str
    """Their total, formatted."""
    lit: bool = False
    """The stage's player: their row lit, its total said once the figure landed."""
    points: int = 0
    """Their total as a number (a TOTAL's standings rank by it as the count goes)."""
    seat: int | None = None
    """Their seat style (:func:`game.widgets.seats.player_style`): a TOTAL's standings lead
    each row with its mark, as the table's standings do (critic D71); None: no mark."""


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
    return bool(picture.upper_sum or picture.standings)


def height(picture: StagePicture) -> int:
    """The lower part's height with its gap over it, as the group counts it (0: none)."""
    if not shown(picture):
        return 0
    return gap(picture) + _layer(picture)[0].get_height()


def plate(picture: StagePicture) -> pygame.Rect | None:
    """Where the lower part stands: centred under the lifted row (None: none)."""
    row = picture.row_plate()
    if not shown(picture) or row is None:
        return None
    return _layer(picture)[0].get_rect(midtop=(picture.area.centerx,
                                               row.bottom + gap(picture)))


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


def _standings_layer(picture: StagePicture,
                     clock: StageClock | None) -> tuple[pygame.Surface, Marks]:
    """The standings, one row a player, the stage's player's lit: its total the figure the
    stage counts, in step with it (:func:`game.flow.stage.counted_figure`), the rows in the
    order before its last box until the count has landed, then gliding to the new one
    (:func:`game.flow.stage.reranked`; critic C69: one figure, the list never swapped)."""
    size = max(theme.least_type(), round(_figure_size(picture)
                                         * theme_stage.STAGE_UNDER_STANDINGS))
    after = picture.standings
    before = picture.standings_before or after
    glide, figure = _glide_and_figure(picture, clock, before)
    pad = theme.px(18, picture.scale)
    space = theme.px(28, picture.scale)
    tall = round(line_height(size, BOLD) * 1.3)
    widths = [max(text_size(getattr(r, part), size, BOLD)[0] for r in before + after)
              for part in ("place", "name", "total")]
    mark = mark_side_for(tall)  # each seat's mark before its place, the table's size
    lead = mark + space // 2 if any(r.seat is not None for r in after) else 0
    row = picture.row_plate()
    width = max(lead + sum(widths) + 2 * space + 2 * pad,  # (as wide as most of the row)
                round((row.w if row else 0) * theme_stage.STAGE_UNDER_STANDINGS_WIDTH))
    layer = _ground(picture, (width, tall * len(after) + 2 * pad))
    marks: Marks = []
    was = {r.name: i for i, r in enumerate(before)}
    shown = sorted(enumerate(after), key=lambda pair: pair[1].lit)  # (the lit one last:
    for i, row in shown:  # over the others as it glides past them)
        y = pad + round((was.get(row.name, i) + (i - was.get(row.name, i)) * glide) * tall)
        if row.lit:  # (gliding: opaque, over the rows it passes, their words hidden)
            band = pygame.Rect(pad // 2, y, width - pad, tall)
            pygame.draw.rect(layer, _passing_band() if 0 < glide < 1
                             else theme_stage.STAGE_UNDER_LIT, band,
                             border_radius=theme.px(10, picture.scale))
        ink = theme.GOLD if row.lit else theme.CREAM
        cy = y + tall // 2
        place = _place(picture, after, row, figure)
        total = row.total if figure is None or not row.lit else picture.number(figure)
        if row.seat is not None:
            draw_seat_mark(layer, (pad + mark // 2, cy), mark, row.seat)
        said = [(place, (pad + lead + widths[0], cy), "midright"),
                (row.name, (pad + lead + widths[0] + space, cy), "midleft")]
        said.append((total, (width - pad, cy), "midright"))  # (its own: the row's)
        for text, pos, anchor in said:
            rect = draw_text(layer, text, size, ink, pos, anchor, weight=BOLD)
            marks.append((pygame.Rect(rect), text))
    return layer, marks


def _glide_and_figure(picture: StagePicture, clock: StageClock | None,
                      before: tuple[StandingRow, ...]) -> tuple[float, int | None]:
    """How far a TOTAL's standings have glided to their new order at ``clock``'s age, and
    the figure its lit row says (None: its own, as it ends): the count's, the glide
    starting as the count goes past the last total it passes
    (:func:`game.flow.stage.reranked`)."""
    if clock is None or picture.counter is None or not picture.standings_before:
        return 1.0, None
    start, end = picture.counter
    lit = next((i for i, r in enumerate(before) if r.lit), 0)
    passed = [r.points for r in before[:lit] if r.points < end]
    glide = reranked(clock, start, end, max(passed) if passed else None)
    return glide, counted_figure(clock, start, end)


def _place(picture: StagePicture, rows: tuple[StandingRow, ...], row: StandingRow,
           figure: int | None) -> str:
    """``row``'s place as said while its lit row says ``figure`` (equal totals sharing a
    place; None: its own place)."""
    if figure is None or not picture.standing_places:
        return row.place
    now = [figure if r.lit else r.points for r in rows]
    mine = figure if row.lit else row.points
    return picture.standing_places[sum(1 for p in now if p > mine)]


def _passing_band() -> tuple[int, int, int, int]:
    """The lit row's band as it glides past other rows: its resting tint laid on the
    plate's, opaque (so the rows it passes read under it, never through it)."""
    lit, ground = theme_stage.STAGE_UNDER_LIT, theme_stage.STAGE_UNDER_PLATE
    share = lit[3] / 255
    r, g, b = (round(ground[i] + (lit[i] - ground[i]) * share) for i in range(3))
    return (r, g, b, 255)


def standings_before(table: Any, player: int, before: int) -> tuple[StandingRow, ...]:
    """A full card's TOTAL's standings until its figure lands (critic C65): ``player``'s total
    ``before`` (as their TOTAL row reads it), the others' own, in the order they make
    (:func:`game.flow.yams_lead.ranked`), ``player``'s row lit."""
    totals = [before if i == player else int(card.total) for i, card in enumerate(table.game.cards)]
    return tuple(StandingRow(place=table.tr("stage.total.standing_place", place=place),
                             name=table.player_label(index), total=format_int(total),
                             lit=index == player, points=total,
                             seat=player_style(table.game.players, index))
                 for place, index, total in ranked(totals))


def _layer(picture: StagePicture,
           clock: StageClock | None = None) -> tuple[pygame.Surface, Marks]:
    """The lower part drawn once (again once its figure landed; a TOTAL's standings again
    when the figure or the place of their glide at ``clock``'s age changes: None, as they
    end, in one slot, the last kept only: a review, round 69, found one layer kept per frame
    of the count) and its words' places (one size whatever the frame)."""
    if picture.standings and not picture.upper_sum:
        glide, figure = _glide_and_figure(picture, clock,
                                          picture.standings_before or picture.standings)
        key: tuple[Any, ...] = (figure, round(glide, 2))
        made = picture.drawn_once.get("under_standings")
        if made is None or made[0] != key:
            made = picture.drawn_once["under_standings"] = (key, _standings_layer(picture,
                                                                                  clock))
        return made[1]  # type: ignore[no-any-return]
    key = ("under", picture.row_landed)
    cached = picture.drawn_once.get(key)
    if cached is None:
        cached = picture.drawn_once[key] = _upper_layer(picture)
    return cached


def draw_under(surface: pygame.Surface, picture: StagePicture, clock: StageClock,
               fade: float, home: bool) -> None:
    """The lower part under the lifted row, with the stage's words (``fade``: as they
    fade), gone as the row goes home (``home``)."""
    where = plate(picture)
    alpha = clock.stamp_alpha() * max(0.0, min(1.0, fade))
    if where is None or alpha <= 0 or home:  # (a TOTAL's list, as its row goes home:
        return  # drawn under it, leaving with its stamp and lead line, C69)
    layer, marks = _layer(picture, clock)
    if alpha < 1:
        layer = layer.copy()
        layer.set_alpha(round(255 * alpha))
    surface.blit(layer, where)
    if layout_record.ON and alpha >= 1:
        for rect, text in marks:
            layout_record.text(surface, rect.move(where.topleft), text, role="stage")
