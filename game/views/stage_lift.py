"""The lit sheet row lifted onto the stage (critics C50, C51): a Yams stage's row (its label,
the band up to its box, the box the figure lands in) is taken out of the sheet and stands
centred under the stage's words, the figure over it, so the stage fills the screen and the
row never strands in a corner. It is drawn at its own size (critic C60: the sheet's small
row enlarged as a picture read blurry): its label and its box in the sheet's face, inks
and papers at the strip's type (:class:`RowWords`); :func:`home` says where each part lies
on the table, where the row goes back as the stage lifts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game import theme, theme_stage
from game.flow.stage import span
from game.views import stage_under
from game.widgets.scorecard import fit_text
from game.widgets.text import BOLD, draw_text

if TYPE_CHECKING:
    from game.views.stage_picture import StagePicture


Colour = tuple[int, int, int]


@dataclass(frozen=True)
class RowWords:
    """What the lifted row says and on which papers, as the sheet draws that row, drawn
    natively at the strip's size (:func:`paint_label`, :func:`cell_image`)."""

    label: str
    """The row's label ("Bonus", "TOTAL", "Penta")."""
    paper: Colour
    """The label's ground (the sheet's paper, its totals' band)."""
    cell: Colour
    """The player's box's ground (their column's tint on that paper)."""
    figure: str = ""
    """What the box shows before the stage's figure lands in it (its figure before the
    moment: a bonus's "0", the total before the last box; a Penta's possible "50")."""
    figure_ink: Colour = theme.INK
    """The box's figure's ink (a possibility's: the sheet's option green)."""
    slot: bool = False
    """An open box: a lighter slot with its rule inside the cell, as the sheet draws it."""


def row_type(picture: StagePicture) -> int:
    """The lifted row's type size: the sheet's own for that row, grown as the strip is."""
    return max(theme.least_type(), round(picture.cell_size * picture.lift_scale))


def paint_label(surface: pygame.Surface, picture: StagePicture, rect: pygame.Rect) -> None:
    """Draw the lifted row's label cell at ``rect``, natively at the strip's size."""
    words = picture.row_words
    if words is None:
        return
    k = picture.scale * picture.lift_scale
    pygame.draw.rect(surface, words.paper, rect)
    pad = theme.px(14, k)
    text, size = fit_text(words.label, row_type(picture), max(4, rect.w - 2 * pad))
    draw_text(surface, text, size, theme.INK, (rect.x + pad, rect.centery), "midleft",
              weight=BOLD)
    line = max(1, theme.px(2, k))
    pygame.draw.line(surface, theme.SHEET_LINE, (rect.right - 1, rect.top),
                     (rect.right - 1, rect.bottom - 1), line)


def cell_image(picture: StagePicture) -> pygame.Surface | None:
    """The lifted row's box (the player's own), drawn natively at the strip's size (None:
    no row words)."""
    words, target = picture.row_words, picture.target
    if words is None or target is None:
        return None
    k = picture.scale * picture.lift_scale
    image = pygame.Surface(target.size)
    image.fill(words.cell)
    if words.slot:
        slot = image.get_rect().inflate(-theme.px(8, k), -theme.px(6, k))
        pygame.draw.rect(image, theme.SHEET_OPEN, slot, border_radius=theme.px(6, k))
        pygame.draw.rect(image, theme.SHEET_LINE, slot, max(1, theme.px(2, k)),
                         border_radius=theme.px(6, k))
    figure, ink = words.figure, words.figure_ink
    if picture.row_landed and picture.counter is not None:  # the figure landed: the box
        # holds it, on the sheet's gold of a box just written
        end = picture.becomes if picture.becomes is not None else picture.counter[1]
        figure = picture.number(end)
        ink = theme.INK
        pygame.draw.rect(image, theme.SHEET_PICKED, image.get_rect().inflate(
            -theme.px(6, k), -theme.px(4, k)), border_radius=theme.px(8, k))
    if figure:
        draw_text(image, figure, row_type(picture), ink, image.get_rect().center, "center",
                  weight=BOLD)
    return image


def _x_home(picture: StagePicture, x: float, part: int) -> float:
    """Where the strip's column ``x`` lies on the table, read along its ``part`` (0: the
    label, 1: the box)."""
    shown = [picture.labels[0], picture.target][part]
    goal = picture.row_homes[part]
    assert shown is not None
    return goal.x + (x - shown.x) * goal.w / max(1, shown.w)


def home(picture: StagePicture, rect: pygame.Rect) -> pygame.Rect:
    """Where ``rect`` (a part of the lifted row as the stage shows it) lies on the table: its
    label's part on the sheet's label cell, its box's on the player's cell (a rect across
    both, the plate: from the one to the other)."""
    (fx, fy), (tx, ty), k = picture.lift_from, picture.lift_to, picture.lift_scale
    if not (picture.row_homes and picture.labels and picture.target is not None):
        return pygame.Rect(round(fx + (rect.x - tx) / k), round(fy + (rect.y - ty) / k),
                           max(1, round(rect.w / k)), max(1, round(rect.h / k)))
    cut = picture.target.x
    left = _x_home(picture, rect.left, 0 if rect.left < cut else 1)
    right = _x_home(picture, rect.right, 0 if rect.right <= cut else 1)
    y = picture.row_homes[1].y + (rect.y - picture.target.y) / k
    return pygame.Rect(round(left), round(y), max(1, round(right - left)),
                       max(1, round(rect.h / k)))


def strip(rects: dict[str, object], scale: float, grow: float = 1.0) -> dict[str, object]:
    """The lifted strip (a picture's ``target`` and ``labels`` fields): the row's label and
    the player's box side by side, one width whatever the player count (hY65, critic C61:
    the other players' cells between them made it as wide as the sheet's columns), grown by
    :data:`~game.theme.STAGE_ROW_LIFT_SCALE` in height (read from across the room, its
    figure large), with the fields saying where each came from on the table; ``grow``: a
    stage with nothing under its row grows it further (a Penta's: :mod:`stage_penta_room`)."""
    k = theme.STAGE_ROW_LIFT_SCALE * grow
    target = rects["target"]
    assert isinstance(target, pygame.Rect)
    label = list(rects.get("labels", []))[0]  # type: ignore[call-overload]
    h = round(target.h * k)
    shown = pygame.Rect(label.x, label.y, theme.px(theme_stage.STAGE_STRIP_LABEL, scale), h)
    box = pygame.Rect(shown.right, label.y, theme.px(theme_stage.STAGE_STRIP_BOX, scale), h)
    return {"target": box, "labels": [shown], "lift_from": label.topleft,
            "lift_to": label.topleft, "lift_scale": k, "row_homes": [label.copy(),
                                                                    target.copy()]}


def row_gap(picture: StagePicture) -> int:
    """The clear room between the stage's words and the lifted row (or the figure over it)."""
    return theme.px(theme.STAGE_ROW_LIFT_GAP, picture.scale)


def row_block(picture: StagePicture) -> int:
    """The height the lifted row (and its lower part) takes under the stage's words
    (0: no row lifted)."""
    plate = picture.row_plate()
    if not picture.lift or plate is None:
        return 0
    return row_gap(picture) + plate.h + stage_under.height(picture)  # (and its lower part)


def group_bottom(picture: StagePicture) -> int:
    """Where the stage's group (the stamp's letters and all under them) ends."""
    image = picture.stamp_image()
    h = image.get_height()
    _, cy = picture.centre
    if picture.dice and not picture.gather:
        return cy - h // 2 + h + picture.room_below(h)
    ink = picture.ink()
    return cy - h // 2 + ink.bottom + picture.room_below(h)


def lift_row(picture: StagePicture) -> None:
    """Move the lit row (target, label, band) to the bottom of the stage's group, centred on
    its column (:attr:`StagePicture.lift_to` says where it went; nothing to lift: unchanged)."""
    if not picture.lift or picture.row_plate() is None:
        return
    bottom = group_bottom(picture) - stage_under.height(picture)  # its lower part under it
    for _ in range(2):  # the tag on its plate may change sides once the row moved
        plate = picture.row_plate()
        assert plate is not None
        dx, dy = picture.area.centerx - plate.centerx, bottom - plate.bottom
        if not dx and not dy:
            return
        picture.target = picture.target.move(dx, dy) if picture.target else None
        picture.labels = [r.move(dx, dy) for r in picture.labels]
        picture.lift_to = (picture.lift_to[0] + dx, picture.lift_to[1] + dy)


def going_home(picture: StagePicture, progress: float, ends: bool) -> bool:
    """True over the stage's last frames while its lifted row goes (and stays) home
    (:data:`~game.theme.STAGE_ROW_HOME`; an end's stage, ``ends``, keeps it in place)."""
    return (picture.lift and picture.row_plate() is not None and not ends
            and picture.tail is None  # (a forced Joker's tail: only its action stays lit)
            and not picture.gather  # (a Penta's hands the table back whole, its row with
            # it, its dice flying home: nothing of it glides over the table after)
            and progress >= theme.STAGE_ROW_HOME[0])


def toward_home(picture: StagePicture, rect: pygame.Rect, u: float) -> pygame.Rect:
    """Where the lifted row's part ``rect`` is drawn ``u`` (0..1) of its way home into the
    sheet (:func:`home`), eased out (it settles into the sheet), shrinking to the sheet's
    size: the one glide of every lifted row going home (a TOTAL's, a Joker's)."""
    u = 1 - (1 - u) ** 3
    goal = home(picture, rect)
    return pygame.Rect(round(rect.x + (goal.x - rect.x) * u), round(rect.y + (goal.y - rect.y) * u),
                       max(1, round(rect.w + (goal.w - rect.w) * u)),
                       max(1, round(rect.h + (goal.h - rect.h) * u)))


def shown_rect(picture: StagePicture, rect: pygame.Rect, progress: float) -> pygame.Rect:
    """Where the lifted row's part ``rect`` is drawn at ``progress`` as it goes home over
    :data:`STAGE_ROW_HOME` (:func:`toward_home`)."""
    return toward_home(picture, rect, span(progress, *theme.STAGE_ROW_HOME))


def draw_home(surface: pygame.Surface, picture: StagePicture, progress: float,
              ends: bool) -> None:
    """The lifted row over the stage's last frames (:data:`~game.theme.STAGE_ROW_HOME`): whole
    as the stage lifts, gliding home into the sheet and shrinking to the sheet's size, so its
    figure is said at full strength on every frame and the row is seen going back where it
    belongs (never fading out at the felt's middle). An end's stage (``ends``: the results
    come next under its darkness) keeps its row where it stands."""
    plate = picture.row_plate()
    layer = picture.hushed_with_row()  # (made as the stage drew it)
    if not going_home(picture, progress, ends) or plate is None or layer is None:
        return
    plate = plate.clip(layer.get_rect())
    if plate.w <= 0 or plate.h <= 0:
        return
    cut = picture.target.x if picture.row_homes and picture.target is not None else plate.right
    pieces = [pygame.Rect(plate.x, plate.y, cut - plate.x, plate.h),  # the label's, the
              pygame.Rect(cut, plate.y, plate.right - cut, plate.h)]  # box's: each its own way
    for piece in pieces:
        if piece.w <= 0:
            continue
        rect = shown_rect(picture, piece, progress)
        image = layer.subsurface(piece).copy()
        image.set_alpha(None)  # whole (the layer itself is laid fading over the table)
        if rect.size != piece.size:
            image = pygame.transform.smoothscale(image, rect.size)
        surface.blit(image, rect)
