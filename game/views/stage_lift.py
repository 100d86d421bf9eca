"""The lit sheet row lifted onto the stage (critics C50, C51): a Yams stage's row (its label,
the band up to its box, the box the figure lands in) is taken out of the sheet and stands
centred under the stage's words, the figure over it, so the stage fills the screen and the
row never strands in a corner. Its pixels still come from the sheet's own row
(:func:`home`): the row reads as the sheet draws it, its figure as the sheet holds it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import theme

if TYPE_CHECKING:
    from game.views.stage_picture import StagePicture


def home(picture: StagePicture, rect: pygame.Rect) -> pygame.Rect:
    """Where ``rect`` (a part of the lifted row as the stage shows it) lies on the table."""
    (fx, fy), (tx, ty), k = picture.lift_from, picture.lift_to, picture.lift_scale
    return pygame.Rect(round(fx + (rect.x - tx) / k), round(fy + (rect.y - ty) / k),
                       max(1, round(rect.w / k)), max(1, round(rect.h / k)))


def grown(rects: dict[str, object]) -> dict[str, object]:
    """The row's parts (``target``, ``labels``, ``bridge`` of a picture's fields) grown by
    :data:`~game.theme.STAGE_ROW_LIFT_SCALE` about their corner (read from across the
    room, its figure large), with the fields saying where they came from."""
    k = theme.STAGE_ROW_LIFT_SCALE
    target = rects["target"]
    assert isinstance(target, pygame.Rect)
    labels = list(rects.get("labels", []))  # type: ignore[call-overload]
    bridge = rects.get("bridge")
    parts = [target, *labels] + ([bridge] if isinstance(bridge, pygame.Rect) else [])
    corner = target.unionall(parts).topleft

    def grow(r: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(round(corner[0] + (r.x - corner[0]) * k),
                           round(corner[1] + (r.y - corner[1]) * k),
                           round(r.w * k), round(r.h * k))

    out: dict[str, object] = {"target": grow(target), "labels": [grow(r) for r in labels],
                              "lift_from": corner, "lift_to": corner, "lift_scale": k}
    if isinstance(bridge, pygame.Rect):
        out["bridge"] = grow(bridge)
    return out


def lay(dimmed: pygame.Surface, table: pygame.Surface, picture: StagePicture,
        rect: pygame.Rect) -> None:
    """Lay the table's own pixels of the lifted row's part ``rect`` (from the sheet, grown)
    on ``dimmed`` where the stage shows it."""
    source = home(picture, rect).clip(table.get_rect())
    if source.w <= 0 or source.h <= 0:
        return
    piece = table.subsurface(source)
    if source.size != rect.size:
        piece = pygame.transform.smoothscale(piece, rect.size)
    dimmed.blit(piece, rect)


def row_gap(picture: StagePicture) -> int:
    """The clear room between the stage's words and the lifted row (or the figure over it)."""
    return theme.px(theme.STAGE_ROW_LIFT_GAP, picture.scale)


def figure_over_row(picture: StagePicture) -> bool:
    """True when the figure rests right over the lifted row's box (an upper bonus's "+35",
    a TOTAL's "313"): said there, then landing in it."""
    return (picture.counter is not None and not picture.possible
            and not picture.figure_under_caption())


def row_block(picture: StagePicture, stamp_height: int) -> int:
    """The height the lifted row (and a figure over it) takes under the stage's words
    (0: no row lifted; no figure counted while the stamp has no height yet)."""
    plate = picture.row_plate()
    if not picture.lift or plate is None:
        return 0
    block = row_gap(picture) + plate.h
    if figure_over_row(picture) and stamp_height:
        block += picture.figure_ink().h + theme.px(10, picture.scale)
    return block


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
    bottom = group_bottom(picture)
    for _ in range(2):  # the tag on its plate may change sides once the row moved
        plate = picture.row_plate()
        assert plate is not None
        dx, dy = picture.area.centerx - plate.centerx, bottom - plate.bottom
        if not dx and not dy:
            return
        picture.target = picture.target.move(dx, dy) if picture.target else None
        picture.labels = [r.move(dx, dy) for r in picture.labels]
        picture.bridge = picture.bridge.move(dx, dy) if picture.bridge else None
        picture.lift_to = (picture.lift_to[0] + dx, picture.lift_to[1] + dy)


def going_home(picture: StagePicture, progress: float, ends: bool) -> bool:
    """True over the stage's last frames while its lifted row goes (and stays) home
    (:data:`~game.theme.STAGE_ROW_HOME`; an end's stage, ``ends``, keeps it in place)."""
    return (picture.lift and picture.row_plate() is not None and not ends
            and picture.tail is None  # (a forced Joker's tail: only its action stays lit)
            and not picture.gather  # (a Penta's hands the table back whole, its row with
            # it, its dice flying home: nothing of it glides over the table after)
            and progress >= theme.STAGE_ROW_HOME[0])


def shown_rect(picture: StagePicture, rect: pygame.Rect, progress: float) -> pygame.Rect:
    """Where the lifted row's part ``rect`` is drawn at ``progress`` as it goes home (eased
    out from its place on the stage to its place in the sheet, :data:`STAGE_ROW_HOME`)."""
    start, end = theme.STAGE_ROW_HOME
    u = min(1.0, max(0.0, (progress - start) / (end - start)))
    u = 1 - (1 - u) ** 3  # eased out: it settles into the sheet
    goal = home(picture, rect)
    return pygame.Rect(round(rect.x + (goal.x - rect.x) * u), round(rect.y + (goal.y - rect.y) * u),
                       max(1, round(rect.w + (goal.w - rect.w) * u)),
                       max(1, round(rect.h + (goal.h - rect.h) * u)))


def draw_home(surface: pygame.Surface, picture: StagePicture, progress: float,
              ends: bool) -> None:
    """The lifted row over the stage's last frames (:data:`~game.theme.STAGE_ROW_HOME`): whole
    as the stage lifts, gliding home into the sheet and shrinking to the sheet's size, so its
    figure is said at full strength on every frame and the row is seen going back where it
    belongs (never fading out at the felt's middle). An end's stage (``ends``: the results
    come next under its darkness) keeps its row where it stands."""
    plate = picture.row_plate()
    layer = picture._bare  # the hushed table with the row, made as the stage drew it
    if not going_home(picture, progress, ends) or plate is None or layer is None:
        return
    plate = plate.clip(layer.get_rect())
    if plate.w <= 0 or plate.h <= 0:
        return
    rect = shown_rect(picture, plate, progress)
    image = layer.subsurface(plate).copy()
    image.set_alpha(None)  # whole (the layer itself is laid fading over the table)
    if rect.size != plate.size:
        image = pygame.transform.smoothscale(image, rect.size)
    surface.blit(image, rect)
