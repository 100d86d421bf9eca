"""The Yams score sheet: a column per player, the 13 boxes, then the totals (Y2).

The sheet is a drawing and hit-testing helper: the scene lays it out, asks which cell is
under the mouse (:meth:`ScoreSheet.cell_at`) and draws it from a read-only
:class:`SheetView` built from the engine's state. It decides nothing: the points shown for
the current roll are the engine's ``options()``, the totals are the scorecards' own.

Rows: the names, Asuri … Penta, then Total sus, Bonus (progress "42/63" until reached),
Total jos, Bonus Penta, TOTAL.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

import pygame

from game import theme, theme_table
from game.contrast import blend
from game.i18n import format_int
from game.rules.yams import UPPER_BONUS_THRESHOLD, Box, Scorecard
from game.widgets import layout_record
from game.widgets.seats import (
    draw_marked_name,
    player_style,
    seat_colour,
)
from game.widgets.sheet_cells import draw_offer_chip, draw_quiet_box
from game.widgets.sheet_dash import draw_marker_ring
from game.widgets.sheet_fit import fit_name, fit_text
from game.widgets.sheet_grid import ROWS as ROWS
from game.widgets.sheet_grid import SUM_ROWS as SUM_ROWS
from game.widgets.sheet_grid import SheetGrid
from game.widgets.sheet_hatch import draw_hatch
from game.widgets.sheet_nil import draw_nil_preview
from game.widgets.sheet_ring import figure_centre, marker_ring
from game.widgets.sheet_tint import calm_tint, column_tint
from game.widgets.text import BOLD, draw_text, text_size


def earned_bonuses(card: Scorecard) -> tuple[str, ...]:
    """The sum rows (:data:`SUM_ROWS`) holding a bonus ``card`` has earned."""
    return tuple(row for row, points in (("upper_bonus", card.upper_bonus),
                                         ("penta_bonus", card.penta_bonus)) if points)



ZERO_PREVIEW = 0.8
"""A zero preview's size, as a share of the sheet's figures' (quiet beside a real one)."""

HEADER_LEAST = 22
"""The least font size of a column's header at the reference scale (16 px em at 1920×1080):
a name that does not fit at it is shortened ("Ale…dra"), never drawn smaller."""


@dataclass(frozen=True)
class SheetView:
    """What the sheet shows this frame (built by the scene from the engine's state)."""

    names: Sequence[str]
    cards: Sequence[Scorecard]
    current: int | None
    options: Mapping[Box, int] = field(default_factory=dict)
    """Legal boxes of the current roll and their points (empty: nothing to show)."""
    picked: Box | None = None
    flash: tuple[int, Box, float] | None = None
    """(player, box, 0..1 remaining) of the box just scored."""
    hint: Box | None = None
    refused: tuple[int, int, float] | None = None
    """(player, row, 0..1 remaining) of a refused click."""
    hover: tuple[int, Box] | None = None
    focus: Box | None = None
    """The current column's box under the keyboard's ring (its quiet 0 said, as hovered)."""
    computer: Sequence[bool] = ()
    tag: str = ""
    """Added to a computer's name in its header ("IA (calculator)") when it fits the column."""
    marked: Box | None = None
    """The box the Y10 countdown will fill (outlined in the current column)."""
    primary: Box | None = None
    """The box that is the next action (after a Penta): the one next action, in amber."""
    unsaid: Box | None = None
    """An open box of the current column whose points are on their way (a stage's counter
    flies into it): an empty slot until they land, so they are said once."""
    cheapest: Box | None = None
    """In a sacrifice (every legal box gives 0), the box that costs least to strike:
    ringed in the current column, named by the legend under the sheet."""
    cheapest_breath: float = 1.0
    """The strength of that ring now (1: full; less while it breathes, waiting for the
    choice: the flow's ``sacrifice_breath``, round 71)."""
    badge_left: int | None = None
    """Where the countdown's badge begins beside the primary box's value (None: not there)."""


BADGE_AIR = 4
"""Pixels between the countdown's badge and its box's value at any size (critic C71)."""


def ring_colour(view: SheetView, box: Box) -> tuple[int, int, int]:
    """The colour of the ring on ``box`` (the countdown's, a sacrifice's cheapest): the
    marker's orange, a sacrifice's breathing toward the paper as it waits (round 71)."""
    if box is not view.cheapest:
        return theme.SHEET_CHEAPEST
    return ring_colour_at_strength(view.cheapest_breath)


def ring_colour_at_strength(strength: float) -> tuple[int, int, int]:
    """The marker's ring at a breath's ``strength`` (1: full, the marker's orange; down to
    :data:`~game.theme_table.YAMS_SACRIFICE_BREATH_LEAST`: its faint orange, still 3:1 on the
    box, critic C71)."""
    least = theme_table.YAMS_SACRIFICE_BREATH_LEAST
    share = max(0.0, min(1.0, (strength - least) / (1.0 - least)))
    return blend(theme.SHEET_CHEAPEST, theme.SHEET_CHEAPEST_FAINT, round(255 * share))


def picked_sums(card: Scorecard, view: SheetView | None) -> tuple[int, int, int, tuple[str, ...]]:
    """The column's Total sus, Total jos and TOTAL as the sheet shows them, and the sum rows
    lit with the picked box: a box picked (the person's or the computer's choice, gold)
    carries its figure into its section's total and the TOTAL at once, in the same gold, so
    the sheet never says "Șansă 28" beside "Total jos 0" (critic C40), a card's last box as
    every other (ruling S43, round 78: S41's wait retired). ``view`` is None off turn."""
    upper, lower, total = card.upper_total, card.lower_total, card.total
    box = None if view is None else view.picked
    if box is None or card.points(box) is not None or box not in view.options:
        return upper, lower, total, ()
    points = int(view.options[box])
    lit = ("upper_total", "total") if box.is_upper else ("lower_total", "total")
    total += points
    if box.is_upper:
        return upper + points, lower, total, lit
    return upper, lower + points, total, lit


class ScoreSheet(SheetGrid):
    """Layout, hit-testing and drawing of the score sheet."""

    def __init__(self) -> None:
        """An empty sheet; :meth:`layout` places it."""
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.players = 1
        self.scale = 1.0
        self.label_w = 0
        self.col_w = 0
        self.row_h = 0
        self.font_size = theme.least_type()
        self.gap = 0  # extra space between the upper and lower parts, and before the totals
        self._cached: pygame.Surface | None = None
        self._drawn_from = 0  # the sheet's left on screen while its kept picture is drawn
        self._cached_key: tuple[object, ...] | None = None

    def header_text(self, view: SheetView, player: int) -> tuple[str, int]:
        """The name shown atop ``player``'s column and its font size.

        A computer's name carries ``view.tag`` only when that fits at the sheet's font size;
        in narrow columns (seven players at 1024×600) the bare name is clearer than "IA (co…".
        """
        name = view.names[player]
        width = self._header_room(name)
        if view.tag and player < len(view.computer) and view.computer[player]:
            tagged = f"{name} ({view.tag})"
            if text_size(tagged, self.font_size, BOLD)[0] <= width:
                return tagged, self.font_size
        # one size for every header, never smaller than 16 px at 1920×1080 (seven seats):
        # a long name is shortened
        floor = max(theme.font_floor(self.scale), round(HEADER_LEAST * self.scale))
        size = min(fit_name(other, self.font_size, self._header_room(other), floor=floor)[1]
                   for other in view.names)
        return fit_name(name, size, width, floor=size)

    # --- drawing -------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, view: SheetView, tr: Callable[..., str]) -> None:
        """Draw the sheet for ``view``; ``tr`` translates the labels. Only reads.

        The sheet changes far less often than the dice fly over the table, so its picture is
        kept and reused while the view, the layout and the language stay the same; the
        moments that fade frame by frame (a scored box's flash, a refused click's outline)
        are drawn over it.
        """
        key = self._cache_key(view, tr)
        if key != self._cached_key or self._cached is None:
            margin = theme.px(8, self.scale)
            image = pygame.Surface((self.rect.w + margin + 2, self.rect.h + margin + 2),
                                   pygame.SRCALPHA)
            origin = self.rect.topleft
            self.rect.topleft, self._drawn_from = (0, 0), origin[0]
            try:
                self._draw_sheet(image, view, tr)
            finally:
                self.rect.topleft, self._drawn_from = origin, 0
            self._cached = image.convert_alpha() if pygame.display.get_surface() else image
            self._cached_key = key
        surface.blit(self._cached, self.rect.topleft)
        self._draw_primary(surface, view)
        self._draw_breath(surface, view)
        self._draw_moments(surface, view)

    def _draw_breath(self, surface: pygame.Surface, view: SheetView) -> None:
        """A sacrifice's ring breathing while it waits for the choice, drawn over the kept
        picture (which holds it at full strength) frame by frame (round 71)."""
        box, current = view.cheapest, view.current
        if box is None or current is None or view.cheapest_breath >= 1 or box is view.primary:
            return  # (the primary box's ring is drawn each frame, breathing, by itself)
        if view.cards[current].points(box) is not None:
            return
        draw_marker_ring(surface, ring_colour(view, box),  # a suggestion: dashed (H72)
                         self.cheapest_ring(self.cell_rect(current, box)),
                         max(4, theme.px(theme.YAMS_CHEAPEST_RING, self.scale)),
                         theme.px(8, self.scale), self.scale, dashed=True)

    def primary_rect(self, view: SheetView) -> pygame.Rect | None:
        """Where the box that is the next action is drawn (None: no such box)."""
        if view.primary is None or view.current is None or view.primary not in view.options:
            return None
        cell = self.cell_rect(view.current, view.primary)
        return cell.inflate(-theme.px(6, self.scale), -theme.px(4, self.scale))

    def _draw_primary(self, surface: pygame.Surface, view: SheetView) -> None:
        """The box that is the next action (after a Penta, the Y10 countdown's box): the
        sheet's amber accent, a tint and a thick outline with its points in bold ink, never
        the buttons' red (red is a button's: the one primary action's colour)."""
        rect = self.primary_rect(view)
        if rect is None or view.primary is None:
            return
        radius = theme.px(8, self.scale)
        hovered = view.hover == (view.current, view.primary)
        tint = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(tint, (*theme.SHEET_NEXT, 255 if hovered else 200), tint.get_rect(),
                         border_radius=radius)
        surface.blit(tint, rect)
        # its ring the sacrifice's (one marker language, critic C61)
        ring = self.cheapest_ring(self.cell_rect(view.current, view.primary))
        ring = self.before_badge(view, view.primary, ring)
        pygame.draw.rect(surface, ring_colour(view, view.primary), ring,
                         max(4, theme.px(theme.YAMS_CHEAPEST_RING, self.scale)),
                         border_radius=radius)
        value = format_int(view.options[view.primary])
        # beside the countdown's badge: centred in its ring, closed before the badge
        centre_x = rect.centerx if view.badge_left is None else ring.centerx
        self._blit(surface, value, self.font_size, theme.INK,
                   figure_centre(ring, centre_x, self.font_size), "center")
        if layout_record.ON:  # pre-selected: "Validează tura" (red) is the one next action
            layout_record.panel(surface, rect, "button", primary=False)

    def _draw_moments(self, surface: pygame.Surface, view: SheetView) -> None:
        """The flash of the box just scored (its points drawn again over the glow) and the
        outline of a refused click, both fading."""
        if view.flash is not None:
            p, box, strength = view.flash
            cell = self.cell_rect(p, box)
            inner = cell.inflate(-theme.px(6, self.scale), -theme.px(4, self.scale))
            glow = pygame.Surface(inner.size, pygame.SRCALPHA)
            pulse = 0.5 + 0.5 * abs(((strength * 6) % 2) - 1)
            glow.fill((*theme.SHEET_FLASH, round(230 * pulse * min(1.0, strength * 2))))
            surface.blit(glow, inner)
            points = view.cards[p].points(box)
            if points is not None:
                self._blit(surface, format_int(points), self.font_size, theme.INK, cell.center,
                           "center")
        if view.refused is not None:
            cell = self._cell(view.refused[0], view.refused[1])
            alpha = round(200 * view.refused[2])
            layer = pygame.Surface(cell.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (*theme.SHEET_REFUSED, alpha), layer.get_rect(),
                             max(2, theme.px(4, self.scale)))
            surface.blit(layer, cell)

    def _cache_key(self, view: SheetView, tr: Callable[..., str]) -> tuple[object, ...]:
        return (tuple(self.rect), self.scale, self.players, tr("yams.row.total"),
                tuple(view.names), tuple(view.cards), view.current,
                tuple(sorted((box.value, pts) for box, pts in view.options.items())),
                view.picked, view.hint, view.hover, tuple(view.computer), view.tag, view.marked,
                view.unsaid, view.cheapest, view.badge_left, view.focus)

    def _draw_sheet(self, surface: pygame.Surface, view: SheetView,
                    tr: Callable[..., str]) -> None:
        r = self.rect
        radius = theme.px(14, self.scale)
        shadow = r.move(theme.px(8, self.scale), theme.px(8, self.scale))
        shade = pygame.Surface(shadow.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, theme.SHADOW_ALPHA), shade.get_rect(),
                         border_radius=radius)
        surface.blit(shade, shadow)
        pygame.draw.rect(surface, theme.SHEET_BG, r, border_radius=radius)
        header = pygame.Rect(r.x, r.y, r.w, self.row_h)
        pygame.draw.rect(surface, theme.SHEET_HEADER, header, border_top_left_radius=radius,
                         border_top_right_radius=radius)
        for row in range(1 + len(Box), ROWS):
            pygame.draw.rect(surface, theme.SHEET_SUM_BG, self.row_rect(row))
        if view.current is not None:  # the column on turn, in its player's own colour
            style = player_style(view.computer, view.current)
            col = self.column_rect(view.current)
            split = self.row_y(1 + len(Box))  # the boxes on paper, the totals on their band
            boxes = pygame.Rect(col.x, col.y + self.row_h, col.w, split - col.y - self.row_h)
            sums = pygame.Rect(col.x, split, col.w, col.bottom - split)
            # (the computer's a light blush: its turn is watched, not played, S105)
            computer = view.current < len(view.computer) and view.computer[view.current]
            tint = calm_tint if computer else column_tint
            pygame.draw.rect(surface, tint(style), boxes)
            pygame.draw.rect(surface, tint(style, theme.SHEET_SUM_BG), sums)
            pygame.draw.rect(surface, seat_colour(style), col,  # its outline: its own cells
                             max(2, theme.px(4, self.scale)))
        size = self.font_size
        pad = theme.px(14, self.scale)
        # Row labels.
        for box in Box:
            self._text(surface, tr(box.key), size, theme.INK,
                       (r.x + pad, self.row_y(1 + box.value) + self.row_h // 2), "midleft",
                       self.label_w - 2 * pad)
        for k, key in enumerate(SUM_ROWS):
            self._text(surface, tr(f"yams.row.{key}"), self.row_type(key), theme.INK,
                       (r.x + pad, self.row_y(1 + len(Box) + k) + self.row_h // 2), "midleft",
                       self.label_w - 2 * pad)
        # Columns.
        for p in range(self.players):
            self._draw_column(surface, view, p, tr)
        self._draw_seat_edges(surface, view)
        # Grid lines.
        line = max(1, theme.px(2, self.scale))
        for row in range(1, ROWS):
            y = self.row_y(row)
            thick = row in (7, 1 + len(Box))
            pygame.draw.line(surface, theme.SHEET_LINE if not thick else theme.GOLD_DARK,
                             (r.x, y), (r.right - 1, y), line * (2 if thick else 1) // 1)
        for p in range(self.players + 1):
            x = r.x + self.label_w + p * self.col_w
            pygame.draw.line(surface, theme.SHEET_LINE, (x, r.y + self.row_h), (x, r.bottom - 1),
                             line)
        pygame.draw.rect(surface, theme.PANEL_BORDER, r, max(1, line), border_radius=radius)

    def _draw_seat_edges(self, surface: pygame.Surface, view: SheetView) -> None:
        """Each column carries its seat's colour down its left edge, from the name to the
        TOTAL (whole for the player on turn, softer for the others)."""
        edge = max(3, theme.px(6, self.scale))
        for p in range(self.players):
            col = self.column_rect(p)
            strip = pygame.Surface((edge, col.h - self.row_h), pygame.SRCALPHA)
            strip.fill((*seat_colour(player_style(view.computer, p)),
                        255 if p == view.current else 150))
            surface.blit(strip, (col.x + 1, col.y + self.row_h))

    def cheapest_ring(self, cell: pygame.Rect) -> pygame.Rect:
        """Where a sacrifice's cheapest box's ring lies in its ``cell``: inside it, clear of
        the column's edges (the player on turn's gold lines, the next column's) and of the
        figure's digits (:func:`~game.widgets.sheet_ring.marker_ring`, critic D71)."""
        return marker_ring(cell, self.scale, self.font_size)

    def before_badge(self, view: SheetView, box: Box, ring: pygame.Rect) -> pygame.Rect:
        """``box``'s ring, closed round its figure before the countdown's badge where the
        badge stands beside it (critic D71: the badge sat on the ring's right end)."""
        if view.badge_left is None or box is not view.marked:
            return ring
        badge_left = view.badge_left - self._drawn_from  # (on the kept picture: from its left)
        return pygame.Rect(ring.x, ring.y, badge_left - 2 * BADGE_AIR - ring.x, ring.h)

    def figure_place(self, view: SheetView, box: Box, cell: pygame.Rect,
                     size: int) -> tuple[int, int]:
        """Where the current column's figure of ``box`` stands: centred in its ring's
        opening when the box is ringed (critic D71), else at the cell's centre."""
        if box in (view.marked, view.cheapest, view.primary):
            ring = self.before_badge(view, box, self.cheapest_ring(cell))
            return figure_centre(ring, ring.centerx, size)
        return cell.center

    def _draw_column(self, surface: pygame.Surface, view: SheetView, p: int,
                     tr: Callable[..., str]) -> None:
        card = view.cards[p]
        size = self.font_size
        name_rect = self._cell(p, 0)
        name_colour = theme.CREAM
        text, fsize = self.header_text(view, p)
        style = player_style(view.computer, p)
        if p == view.current:  # the player on turn: a tab of their own colour, in dark ink
            inset = max(2, theme.px(4, self.scale))  # (critic C30 §6: never a tan on dark)
            pygame.draw.rect(surface, seat_colour(style), name_rect.inflate(-inset, -inset),
                             border_radius=theme.px(8, self.scale))
            name_colour = theme.INK
        draw_marked_name(surface, text, fsize, name_colour, name_rect.center, style,
                         anchor="center", weight=BOLD,
                         mark=self.header_mark_side(view.names[p]), token=True)
        bar = max(2, theme.px(theme.SEAT_BAR, self.scale))  # the seat's colour, under its name
        pygame.draw.rect(surface, seat_colour(style), (name_rect.x + 1, name_rect.bottom - bar,
                                                       name_rect.w - 1, bar))
        is_current = p == view.current
        for box in Box:
            cell = self.cell_rect(p, box)
            inner = cell.inflate(-theme.px(6, self.scale), -theme.px(4, self.scale))
            points = card.points(box)
            # a printed card, not a form (round 74): another's open box a quiet tint, the
            # column on turn lit flat, a box the seen roll scores in a chip to click
            if points is None and not is_current:
                draw_quiet_box(surface, cell, self.scale)
            elif points is None and view.options.get(box) and box is not view.unsaid:
                draw_offer_chip(surface, cell, self.scale)
            if points is not None:
                self._blit(surface, format_int(points), size, theme.INK, cell.center, "center")
            elif is_current and view.options and box is not view.unsaid:
                if box in view.options:
                    value = view.options[box]
                    if view.picked is box:
                        pygame.draw.rect(surface, theme.SHEET_PICKED, inner,
                                         border_radius=theme.px(8, self.scale))
                        pygame.draw.rect(surface, theme.GOLD_DARK, inner,
                                         max(2, theme.px(3, self.scale)),
                                         border_radius=theme.px(8, self.scale))
                    elif view.hover is not None and view.hover == (p, box):
                        pygame.draw.rect(surface, theme.SHEET_PICKED, inner,
                                         max(1, theme.px(3, self.scale)),
                                         border_radius=theme.px(8, self.scale))
                    # a real preview (or the pick): inviting; a sacrifice's ringed box keeps
                    # its 0 whole, the box in question (the note points at it)
                    if view.badge_left is not None and box is view.marked is view.primary:
                        pass  # (its value beside the badge: drawn by _draw_primary)
                    elif value or view.picked is box or box is view.cheapest:
                        # (a sacrifice's ringed 0 in ink, as loud as its ring: critic D71)
                        colour = (theme.INK if box in (view.picked, view.cheapest)
                                  else theme.SHEET_OPTION if value else theme.SHEET_OPTION_ZERO)
                        self._blit(surface, format_int(value), size, colour,
                                   self.figure_place(view, box, cell, size), "center")
                    else:  # a box the roll scores nothing in: quiet (critics C68, L72)
                        draw_nil_preview(surface,
                                         self.figure_place(view, box, cell, self.zero_size()),
                                         self.scale, self.zero_size(),
                                         view.hover == (p, box) or view.focus is box)
                else:
                    self.hatch(surface, inner)
            if box in (view.marked, view.cheapest) and is_current and points is None:
                # the countdown's box and a sacrifice's cheapest: one ring (critic C61: two
                # styles), inside the cell, clear of the column's edges: all four sides
                # seen, >= 4 px (critic C41: under the gold edge it read as two lines)
                draw_marker_ring(surface, theme.SHEET_CHEAPEST,  # a suggestion: dashed (H72)
                                 self.before_badge(view, box, self.cheapest_ring(cell)),
                                 max(4, theme.px(theme.YAMS_CHEAPEST_RING, self.scale)),
                                 theme.px(8, self.scale), self.scale,
                                 dashed=box is view.cheapest and box is not view.primary)
            elif view.hint is box and is_current and points is None:
                pygame.draw.rect(surface, theme.SHEET_HINT, inner.inflate(2, 2),
                                 max(2, theme.px(4, self.scale)),
                                 border_radius=theme.px(8, self.scale))
        upper_done = all(card.points(b) is not None for b in Box if b.is_upper)
        upper, lower, total, lit = picked_sums(card, view if is_current else None)
        if card.upper_bonus or upper_done:
            bonus = format_int(card.upper_bonus)
        else:
            bonus = f"{format_int(upper)}/{UPPER_BONUS_THRESHOLD}"
        values = (format_int(upper), bonus, format_int(lower),
                  format_int(card.penta_bonus), format_int(total))
        for k, value in enumerate(values):
            cell = self._cell(p, 1 + len(Box) + k)
            if SUM_ROWS[k] in lit:  # the picked box's figure carried into its sums, in its gold
                pygame.draw.rect(surface, theme.SHEET_PICKED,
                                 cell.inflate(-theme.px(6, self.scale), -theme.px(4, self.scale)),
                                 border_radius=theme.px(8, self.scale))
            elif SUM_ROWS[k] in earned_bonuses(card):
                self.bonus_mark(surface, cell, style)
            progress = SUM_ROWS[k] == "upper_bonus" and "/" in value
            colour = theme.SHEET_OPTION_ZERO if progress else theme.INK
            self._text(surface, value, self.row_type(SUM_ROWS[k]), colour, cell.center, "center",
                       self.col_w - theme.px(6, self.scale))

    def zero_size(self) -> int:
        """The quiet size of a zero preview: smaller than the sheet's figures, never below
        the table's type floor (about 16 px at 1920×1080)."""
        return max(theme.font_floor(self.scale), round(self.font_size * ZERO_PREVIEW))

    def bonus_mark(self, surface: pygame.Surface, cell: pygame.Rect, style: int) -> None:
        """An earned bonus's lasting mark (critic C66: after its stage it was only a grey
        caption): its cell lit in its player's colour, ringed in it."""
        inner = cell.inflate(-theme.px(6, self.scale), -theme.px(4, self.scale))
        radius = theme.px(8, self.scale)
        pygame.draw.rect(surface, column_tint(style, theme.SHEET_SUM_BG), inner,
                         border_radius=radius)
        pygame.draw.rect(surface, seat_colour(style), inner,
                         max(2, theme.px(theme_table.YAMS_BONUS_RING, self.scale)),
                         border_radius=radius)

    def hatch(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Draw the sheet's hatching (a box the Joker does not allow now) in ``rect``
        (:func:`~game.widgets.sheet_hatch.draw_hatch`, the "?" page's Joker card's too)."""
        draw_hatch(surface, rect, self.scale)

    def _text(self, surface: pygame.Surface, text: str, size: int, colour: tuple[int, int, int],
              pos: tuple[int, int], anchor: str, max_width: int) -> None:
        fitted, fsize = fit_text(text, size, max(4, max_width))
        self._blit(surface, fitted, fsize, colour, pos, anchor)

    @staticmethod
    def _blit(surface: pygame.Surface, text: str, size: int, colour: tuple[int, int, int],
              pos: tuple[int, int], anchor: str) -> None:
        draw_text(surface, text, size, colour, pos, anchor, weight=BOLD)
