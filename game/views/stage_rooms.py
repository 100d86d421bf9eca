"""Where a 10 000 stage stands on the table: its rooms and the size of its gathered dice.

A banner's room and the dice rows its ribbon hides, a big bank's room and the banker's total
its number flies into, a partial stage's plate, six alike's takeover room and the middle
column under the 10 000 title, with the gathered row's size (:data:`STAGE_DICE`,
:data:`ROW_ROOM`): geometry read from the table only (split from
:mod:`game.views.stage_pictures`, which draws the pictures in them).
"""

from __future__ import annotations

from typing import Any

import pygame

from game import theme, theme_stage
from game.views.stage_gather import ROW_GAP
from game.widgets.farkle_panels import total_anchor
from game.widgets.felt import felt_area


def banner_room(table: Any) -> pygame.Rect:
    """A banner's room: the whole middle column under the 10 000 title, down to the mat
    (its ribbon as wide as the column: its ends reach past the mat's and the slots')."""
    room = under_the_title(table)
    room.x, room.w = table.center.x, table.center.w
    return room


def tray_room(table: Any) -> pygame.Rect:
    """The middle felt round the tray (ruling S95 2., round 81, hF106, critic cB80 #3): from
    a clear air under the dice row's slots down to the buttons' top, as wide as the middle
    column: a banner bank's plate stands there, on the tray, never over the dice left in the
    row."""
    air = table.px(16)
    top = round(table.row_y + table.die_side / 2) + air
    return pygame.Rect(table.center.x, top, table.center.w,
                       max(1, table.roll_button.rect.top - air - top))


def mat_and_words(table: Any) -> pygame.Rect:
    """The tray and its "Zaruri încasate" line over it: what a banner bank's plate hides
    whole as it stands on the tray (S95 2.: the plate said the kept dice, over the line)."""
    words = table.font_px(theme.FONT_SMALL) + table.px(8)
    return table.mat.inflate(0, words).move(0, -words // 2)


def banked_dice(table: Any) -> list[tuple[int, pygame.Rect]]:
    """The dice of the turn being banked (every group set aside) and where a big bank's
    stage shows them lit: on the mat's places, the middle ones of its six (critic D70: its
    plate stood over an empty mat); more than six (after hot dice) share the mat's width,
    smaller. Empty: no bank being told."""
    view = table.flow.banked_view
    faces = [face for group in (view.groups if view is not None else ()) for face in group.dice]
    if not faces:
        return []
    side = table.die_side
    if len(faces) <= 6:
        places = [(x, float(table.mat.centery)) for x, _ in table._row_positions(len(faces))]
    else:
        step = table.mat.w * 0.94 / len(faces)
        side = min(side, round(step * 0.86))
        left = table.mat.centerx - step * (len(faces) - 1) / 2
        places = [(left + k * step, float(table.mat.centery)) for k in range(len(faces))]
    return [(face, pygame.Rect(round(x - side / 2), round(y - side / 2), side, side))
            for face, (x, y) in zip(faces, places, strict=True)]


def dice_rows(table: Any) -> pygame.Rect:
    """The mat and the row of the dice' slots together: what a banner's ribbon lies across
    and hides whole (its notches never show their corners)."""
    side = table.die_side
    slots = [pygame.Rect(round(x - side / 2), round(y - side / 2), side, side)
             for x, y in table._row_positions(6)]
    return table.mat.union(slots[0].unionall(slots[1:]))


STAGE_DICE = 1.4
"""The 10 000's stages show their gathered dice this many times the table's size (as many
as fit the room's width): the dice are the moment's heart, in the middle of the felt."""


def grown_side(side: int, count: int, room: float) -> int:
    """The side of ``count`` gathered dice of the table's ``side`` on a 10 000 stage:
    :data:`STAGE_DICE` times it, narrower only for the row to fit ``room`` pixels."""
    fit = int(room / (count + (count - 1) * ROW_GAP))
    return max(side, min(round(side * STAGE_DICE), fit))


ROW_ROOM = 0.6
"""The width a 10 000 stage's gathered row may take, as a share of the felt's (centred: a
little wider than the middle column its words stand in, the side panels hushed under it)."""


def row_room(table: Any) -> float:
    """The pixels a 10 000 stage's gathered row may take across (:data:`ROW_ROOM`)."""
    return felt_area(table.size).w * ROW_ROOM


def bank_room(table: Any) -> pygame.Rect:
    """A big bank's stage's room: the middle column under the 10 000 title down to the foot
    of its buttons, the figure, its dice and the banker's name centred in it (the felt's
    middle, never a lone number in its top third)."""
    room = under_the_title(table)
    room.height = max(1, table.undo_button.rect.bottom - room.top)
    return room


def banker_total(table: Any, player: int) -> pygame.Rect:
    """Where ``player``'s total stands in the players panel (a box round its figure)."""
    x, y = total_anchor(table.players_rect, table.scale, player, len(table.game.players))
    box = pygame.Rect(0, 0, table.px(100), table.px(36))
    box.center = (x, y)
    return box


def partial_room(table: Any) -> pygame.Rect:
    """A partial stage's plate (the Chintă's, five alike's: round 66 ruling): narrower than
    six alike's room (the middle column's width, :data:`game.theme_stage.PARTIAL_PLATE` of it,
    against 0.6 of the felt), from under the 10 000 title to the foot of the buttons: the side
    panels seen, dimmed, beside it."""
    room = bank_room(table)
    width = round(table.center.w * theme_stage.PARTIAL_PLATE)
    return pygame.Rect(table.center.centerx - width // 2, room.y, width, room.h)


def takeover_room(table: Any) -> pygame.Rect:
    """Six alike's room (the 10 000's takeover, critic B51: its headline the mid rungs' size):
    the felt's whole height, as wide as its gathered row may be, centred on the middle
    column: its headline near the win's size, the table hushed under it."""
    felt = felt_area(table.size)
    width = round(felt.w * theme.FARKLE_TAKEOVER_WIDTH)
    return pygame.Rect(table.center.centerx - width // 2, felt.y, width, felt.h)


def under_the_title(table: Any) -> pygame.Rect:
    """The middle column under the 10 000 title, down to the mat the hot dice lie on, a
    margin in from the side panels: the stamp, its name and its caption stand there, never
    over the title or a panel."""
    top = table.center.y
    margin = table.px(16)
    return pygame.Rect(table.center.x + margin, top, table.center.w - 2 * margin,
                       max(1, table.mat.top - top))
