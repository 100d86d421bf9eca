"""The dice a throw set aside, drawn flying from the mat into the ledger's row (ruling S81 1.,
round 80, hF102): each from its place on the mat to its place in the row, shrinking to the
row's dice, over everything on the table; the row draws them once they land
(:class:`game.flow.ledger_flight.LedgerFlight`)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.views.farkle_story import story
from game.widgets import layout_record
from game.widgets.dice_render import Look
from game.widgets.explain import grouped_dice
from game.widgets.farkle_ledger import last_row_dice

if TYPE_CHECKING:
    from game.scenes.farkle_table import FarkleTableScene

ARC = 0.35
"""How high a flying die arcs for each place of the group it moves over, in die sides."""


def flight_paths(scene: FarkleTableScene) -> list[tuple[int, tuple[float, float],
                                                        pygame.Rect, int]]:
    """Each flying die: its face, its centre on the mat, its rect in the ledger's row (the
    row's faces grouped by combination, each matched to a die of that face on the mat) and
    how many places it moves over in the group (a 1 left of three 5s ends right of them)."""
    flight = scene.ledger_flight
    rows = story(scene.flow, scene.tr)[0]
    ends = last_row_dice(scene.groups_rect, scene.scale, rows)
    mat = list(flight.faces)
    starts = scene.mat_places(len(mat))
    paths = []
    used: set[int] = set()
    for j, (face, end) in enumerate(zip(grouped_dice(mat), ends, strict=False)):
        k = next((k for k, f in enumerate(mat) if f == face and k not in used), None)
        if k is None:
            continue
        used.add(k)
        paths.append((face, starts[k], end, abs(j - k)))
    return paths


def flying_dice(scene: FarkleTableScene) -> list[tuple[pygame.Surface, pygame.Rect]]:
    """Each die of the set-aside group in the air now, as (its picture, where it stands on the
    table), the one crossing the most places last (drawn on top); none while no group
    flies."""
    flight = scene.ledger_flight
    if not flight.active:
        return []
    t = flight.share
    side = scene.die_side
    paths = sorted(flight_paths(scene), key=lambda path: path[3])  # (the crossing one on top)
    dice = []
    for face, (x0, y0), end, over in paths:
        size = max(4, round(side + (end.w - side) * t))
        rise = math.sin(math.pi * t) * side * ARC * over  # a die moving over others arcs
        centre = (round(x0 + (end.centerx - x0) * t),  # over them, never through them
                  round(y0 + (end.centery - y0) * t - rise))
        image = scene.cache.face(face, size, Look.NORMAL)
        dice.append((image, image.get_rect(center=centre)))
    return dice


def dice_leaving_mat(scene: FarkleTableScene) -> bool:
    """True while a die of the set-aside group still lies over the mat on its way to the
    ledger: the tray is not empty yet, so it keeps its sockets and says not its name
    (ruling S95 1. amended round 81, fixL)."""
    return any(rect.colliderect(scene.mat) for _image, rect in flying_dice(scene))


def draw_dice_to_ledger(surface: pygame.Surface, scene: FarkleTableScene) -> None:
    """The set-aside group on its way from the mat to the ledger's row, if it flies."""
    for image, rect in flying_dice(scene):
        surface.blit(image, rect)
        layout_record.panel(surface, rect, "ledger_flying_die")
