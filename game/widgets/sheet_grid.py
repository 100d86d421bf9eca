"""The Yams score sheet's grid: where its rows, columns and cells lie, and which cell a point
falls in (a mixin of :class:`game.widgets.scorecard.ScoreSheet`, which draws on it; apart
because the sheet's module was full)."""

from __future__ import annotations

import pygame

from game import theme, theme_stage
from game.rules.yams import Box
from game.widgets.seats import mark_gap, mark_side
from game.widgets.text import BOLD, text_size

SUM_ROWS: tuple[str, ...] = ("upper_total", "upper_bonus", "lower_total", "penta_bonus", "total")
"""The totals rows under the 13 boxes, by their ``yams.row.*`` catalog keys."""

ROWS = 1 + len(Box) + len(SUM_ROWS)
"""Header + boxes + totals."""


class SheetGrid:
    """The sheet's layout and hit-testing: its rows' and cells' rectangles from
    :meth:`layout`'s fit (the attributes :class:`~game.widgets.scorecard.ScoreSheet` sets)."""

    rect: pygame.Rect
    players: int
    scale: float
    label_w: int
    col_w: int
    row_h: int
    font_size: int
    gap: int

    def layout(self, rect: pygame.Rect, scale: float, players: int) -> None:
        """Fit the sheet for ``players`` columns into ``rect`` (it may come out shorter)."""
        self.players = max(1, players)
        self.scale = scale
        self.gap = theme.px(10, scale)
        self.row_h = max(14, (rect.h - 2 * self.gap) // ROWS)
        self.label_w = min(rect.w // 2, max(rect.w * 2 // (self.players + 5), theme.px(230, scale)))
        self.col_w = max(10, (rect.w - self.label_w) // self.players)
        if self.players == 1:  # alone: a column as wide as a game for two's, not the whole
            pair = min(rect.w // 2, max(rect.w * 2 // 7, theme.px(230, scale)))  # sheet's
            self.col_w = max(10, min(self.col_w, (rect.w - pair) // 2))
        width = self.label_w + self.col_w * self.players
        # Anchored to the right edge: the sheet keeps its place whatever the player count.
        self.rect = pygame.Rect(rect.right - width, rect.y, width,
                                self.row_h * ROWS + 2 * self.gap)
        self.font_size = max(theme.least_type(), min(theme.font_px(theme.FONT_SMALL, scale),
                                                 round(self.row_h * 0.72)))

    # --- geometry ------------------------------------------------------------------------

    def row_y(self, row: int) -> int:
        """Top of ``row`` (0 = names, 1..13 the boxes, 14.. the totals)."""
        y = self.rect.y + row * self.row_h
        if row >= 7:
            y += self.gap
        if row >= 1 + len(Box):
            y += self.gap
        return y

    def row_rect(self, row: int) -> pygame.Rect:
        """The whole width of ``row``."""
        return pygame.Rect(self.rect.x, self.row_y(row), self.rect.w, self.row_h)

    def column_rect(self, player: int) -> pygame.Rect:
        """The column of ``player`` from the names to TOTAL."""
        x = self.rect.x + self.label_w + player * self.col_w
        return pygame.Rect(x, self.rect.y, self.col_w, self.rect.h)

    def cell_rect(self, player: int, box: Box) -> pygame.Rect:
        """The cell where ``player`` writes ``box`` (what a click must hit)."""
        return self._cell(player, 1 + box.value)

    def sum_cell_rect(self, player: int, key: str) -> pygame.Rect:
        """The cell of ``player``'s total named ``key`` (one of :data:`SUM_ROWS`: "upper_bonus",
        "total", …)."""
        return self._cell(player, 1 + len(Box) + SUM_ROWS.index(key))

    def row_type(self, key: str) -> int:
        """The type size of the sheet's row ``key`` (a :data:`SUM_ROWS` key or a box's): the
        sheet's own, a TOTAL's a step larger (the card's bottom line)."""
        return self.font_size + (theme_stage.SHEET_TOTAL_TYPE_STEP if key == "total" else 0)

    def _cell(self, player: int, row: int) -> pygame.Rect:
        x = self.rect.x + self.label_w + player * self.col_w
        return pygame.Rect(x, self.row_y(row), self.col_w, self.row_h)

    def cell_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """(player, row) of the cell under ``pos`` (row 1..13 = a box), or None."""
        if not self.rect.collidepoint(pos):
            return None
        if pos[0] < self.rect.x + self.label_w:
            return None
        player = (pos[0] - self.rect.x - self.label_w) // self.col_w
        if not 0 <= player < self.players:
            return None
        for row in range(ROWS):
            if self.row_rect(row).collidepoint(pos):
                return player, row
        return None

    @staticmethod
    def box_of_row(row: int) -> Box | None:
        """The box of a sheet row (None for the names and totals rows)."""
        return Box(row - 1) if 1 <= row <= len(Box) else None

    def header_mark_side(self, name: str | None = None) -> int:
        """The side of a seat's mark atop its column: most of the names' row where the room
        allows (with ``name``: only while that name still fits whole beside it), else as
        beside a name elsewhere."""
        big = max(mark_side(self.font_size, BOLD, token=True), round(self.row_h * 0.74))
        if name is None:
            return big
        room = self.col_w - 2 * theme.px(theme.YAMS_SHEET_NAME_PAD, self.scale)
        room -= mark_gap(self.font_size, BOLD)
        if text_size(name, self.font_size, BOLD)[0] + big <= room:
            return big
        return mark_side(self.font_size, BOLD)  # (a name cut to fit: not a letter more lost)

    def _header_room(self, name: str) -> int:
        """The width a column's header has for ``name`` beside its mark."""
        width = self.col_w - 2 * theme.px(theme.YAMS_SHEET_NAME_PAD, self.scale)
        return max(4, width - self.header_mark_side(name) - mark_gap(self.font_size, BOLD))
