"""A staged bank's points on their way (critic B69: the middle column bare while the bank's
plate showed): gold chips leave the dice set aside in the ledger, arc through the middle
column and drop into the banker's row, under the plate's words (drawn with the table, which
the stage lays its plate over). How far they have flown is the flow's (``Flight.chips``,
from the stage's clock); this only draws it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import theme
from game.flow.farkle_port import chip_shares
from game.widgets import layout_record
from game.widgets.farkle_ledger import ledger_places
from game.widgets.farkle_panels import total_anchor

if TYPE_CHECKING:
    from game.flow.farkle_flow import FarkleFlow
    from game.views.farkle_views import Place

CHIP_RADIUS = 19
"""A chip's radius, reference pixels, at the middle of its way (smaller as it leaves and
lands)."""

CHIP_EDGE = (58, 40, 12)
"""A chip's dark rim: read on the felt and on the panels alike."""

ARC_REACH = 0.5
"""How far into the middle column the chips' arc bends (its share of the column's width)."""

LANDING_GAP = 6
"""Reference pixels of felt kept between the banker's figure (right-aligned in its row) and
the rim of a chip landing beside it (critic D70: the chips lay over the figure as it counted)."""

ARC_RISE = 0.25
"""How high the arc's bend stands: this share of the way down from the row to the ledger
(high: the chips rise out of the ledger over the mat, not along it)."""


def chip_path(place: Place, player: int, count: int) -> tuple[tuple[float, float], ...]:
    """The chips' way at ``place``: from the ledger's first row (the dice set aside, its
    points' end), bent into the middle column, to ``player``'s row among ``count``, landing
    at the right end of its total, clear of the figure counting there (they come from the
    middle column's side: none crosses it), inside the panel's frame (round 72, critic E71:
    they landed past its rim)."""
    rows = ledger_places(place.groups_rect, place.scale)
    first = rows[0] if rows else place.groups_rect
    start = (float(first.right - place.px(60)), float(first.centery))
    anchor = total_anchor(place.players_rect, place.scale, player, count)
    landed = chip_radius(place, 1.0) + max(1, place.px(2))  # a chip's size as it lands
    end = (anchor[0] + place.px(50) + place.px(LANDING_GAP) + landed, anchor[1])
    end = (min(end[0], place.players_rect.right - max(1, place.px(2)) - landed), end[1])
    bend = (place.center.x + place.center.w * ARC_REACH, end[1] + (start[1] - end[1]) * ARC_RISE)
    return start, bend, (float(end[0]), float(end[1]))


LANDED = 0.2
"""A chip's radius as it leaves and lands, a share of :data:`CHIP_RADIUS` (round 72, critic
E71: at 0.6 a landing chip lay past the players panel's rim, the banker's figure leaving it
22 reference px of the row)."""


def chip_radius(place: Place, share: float) -> int:
    """A chip's radius ``share`` (0..1) of its way: full in the middle, :data:`LANDED` of it
    as it leaves the ledger and drops into the banker's row."""
    bump = 1 - abs(2 * share - 1)
    return max(3, round(place.px(CHIP_RADIUS) * (LANDED + (1 - LANDED) * bump)))


def _along(path: tuple[tuple[float, float], ...], u: float) -> tuple[int, int]:
    """The point at ``u`` (0..1, eased) of the quadratic curve through ``path``."""
    u = u * u * (3 - 2 * u)
    (x0, y0), (x1, y1), (x2, y2) = path
    a, b, c = (1 - u) ** 2, 2 * u * (1 - u), u * u
    return round(a * x0 + b * x1 + c * x2), round(a * y0 + b * y1 + c * y2)


def draw_bank_chips(surface: pygame.Surface, place: Place, flow: FarkleFlow) -> None:
    """The staged bank's chips in flight (none before they leave nor once all have landed):
    each a gold coin on its way from the ledger to the banker's row."""
    flight = flow.flight
    if flight is None or not flight.staged or not 0 < flight.chips < 1:
        return
    path = chip_path(place, flight.player, len(flow.game.players))
    for share in chip_shares(flight.chips):
        if not 0 < share < 1:
            continue
        centre = _along(path, share)
        radius = chip_radius(place, share)
        chip = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        chip.center = centre
        pygame.draw.circle(surface, CHIP_EDGE, centre, radius + max(1, place.px(2)))
        pygame.draw.circle(surface, theme.GOLD_DARK, centre, radius)
        pygame.draw.circle(surface, theme.GOLD, centre, max(2, radius * 4 // 5))
        pygame.draw.circle(surface, theme.CREAM, (centre[0] - radius // 3,
                                                  centre[1] - radius // 3), max(1, radius // 4))
        layout_record.panel(surface, chip, "bank_chip")
