"""Where the results panel's parts stand (:class:`ResultsLayout`, mixed into
:class:`~game.scenes.results.ResultsOverlay`): the panel on the felt under the table's top
buttons, the podium in the room the list leaves, the list from the fourth place, the
buttons at its foot."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import theme
from game.i18n import format_int
from game.widgets.felt import felt_area
from game.widgets.podium import below_height, slot_width
from game.widgets.podium_award import award_room
from game.widgets.podium_figures import (
    column_air,
    column_heads,
    head_height,
    head_lines,
    head_px,
    stats_label_lines,
)
from game.widgets.text import BOLD, line_height, text_size

if TYPE_CHECKING:
    from game.scenes.results_rows import ResultRow
    from game.widgets.button import Button

TOP = 126
"""Reference pixels above the podium: the headline (the panel's one title) and a little air
under it (the winner's total pops into the room its podium keeps over it: critic round 30,
no empty band over the podium, which takes that room; hR41: 112 before the headline
was trimmed, the steps taking its room; round 69: 100 before the display-size headline;
round 74, hY96: 102 before the stage's title stood inside the card, in this band, in both
paths, still the panel's largest words at 1024x600)."""


STORY_SIZE = theme.FONT_BODY
"""The layout size of the game's decisive moment's line under the title (ruling S86)."""

STORY_AIR = 10
"""Reference pixels under the decisive moment's line, over the podium's totals."""


PODIUM = 330
"""Reference pixels of the podium at least (its steps, tokens, names and totals)."""

PODIUM_GROWTH = 330
"""Reference pixels the podium grows by, where the window has room (the card fills the
felt's height clear of the table's top buttons: no small card in a dark sea)."""

FOOT_AIR = 58
"""Reference pixels the panel's foot keeps besides its buttons: the air over them and under
them (hR40: 76 before; trimmed so the steps keep their heights under the larger labels
and the list's column header; hR41: 58 before, the steps' heights saying the ranks over a
list; hR61: 50 before, 20 over the buttons, where the consoling line touched them at 1024,
critic C60)."""

FOOT_UNDER = 24
"""Reference pixels between the buttons and the panel's bottom edge (of :data:`FOOT_AIR`;
hR61: 30 before, the more air over the buttons)."""

MARGIN = 24
"""Reference pixels kept clear between the panel and the felt's edge (hR50: 36 before; the
figures' labels that say what they count, "Ture pierdute", "Zaruri fierbinți", take a second
header line over a long list, and the steps keep their heights in the margin's room)."""

PANEL_WIDTH = {1: 1080, 2: 1380, 3: 1560}
"""The panel's width in reference pixels by the number of steps on the podium (at most: the
felt's width less the margins), so that two steps do not stand in an empty hall."""

PANEL_SHARE = {1: 0.66, 2: 0.8, 3: 0.92}
"""The least share of the felt's room the panel takes across, by the number of steps: on a
small window each step's figures keep room enough not to wrap."""


LIST_LEADING = 1.04
"""A listed player's line height, as a share of the body size (hR28: 1.45 left the steps
over a long list flat; hR40: 1.25 before the header naming its columns took its room;
hR41: 1.12 before, the steps' heights saying the ranks over a list)."""

LIST_APART = 18
"""Reference pixels between the podium's figures' labels and the list's column header: the
list reads as a table of its own, not a third line of the labels (hR67)."""

LIST_NAME_AIR = 40
"""Reference pixels of air the listed players' table keeps between its widest name and its
first figure column, besides the name's own margin (critic C60: places 4-7 a compact table,
no hall of empty felt between the names and their figures)."""


class ResultsLayout:
    """The results panel's layout (``rows``, ``list_rows``, ``podium_lines``, ``stats_of``,
    the buttons and the scene's ``px``/``font_px`` are the panel's)."""

    rows: list[ResultRow]
    list_rows: list[ResultRow]
    new_game_button: Button
    menu_button: Button
    panel: pygame.Rect
    podium: pygame.Rect
    row_rects: list[pygame.Rect]

    def layout(self, size: tuple[int, int]) -> None:
        """The panel centred on the felt, clear of its edges; the podium takes the room the
        list leaves; the buttons at its foot (the overlay lays its confetti after)."""
        super().layout(size)
        felt = felt_area(self.size)
        room = felt.inflate(-2 * self.px(MARGIN), -2 * self.px(MARGIN))
        row_h = round(self.list_px() * LIST_LEADING)
        top, foot = self.px(TOP) + self.story_room(), self.px(theme.BUTTON_SMALL_SIZE[1]
                                                              + FOOT_AIR)
        listed = len(self.list_rows)
        head = self.list_head_height()
        list_h = row_h * listed + (self.list_gap(head) + head if listed else 0)
        steps = min(3, len(self.rows))
        pw = min(max(self.px(PANEL_WIDTH[steps]), round(room.w * PANEL_SHARE[steps])), room.w)
        if len(self.rows) == 1:  # a game alone: as wide as three players' results, its
            pw = min(max(self.px(PANEL_WIDTH[3]), round(room.w * PANEL_SHARE[3])),  # plate
                     room.w)  # filling it (round 74, hY96: no small card in a dark sea)
        # the panel stands under the table's button row ("?", "Pauză": TableScene.layout)
        # and the sound sign, down to the felt's margin: its whole width kept, its height
        # all the podium's (hR28: centred, it lost as much under it as over it)
        chrome = (felt.y + self.px(theme.MARGIN * 0.5) + self.px(theme.BUTTON_SMALL_SIZE[1])
                  + self.px(theme.GAP))
        band = pygame.Rect(room.x, chrome, room.w, room.bottom - chrome)
        said, podium, ph = self._heights(pw, band.h, top, list_h, foot)
        # hR60: a tall panel keeps its whole width (critic C51: kept left of the hushed
        # table's buttons, so narrow at 1024 its labels wrapped), clear of the sound sign
        tall_w = pw  # (the name "narrow" outlived its narrowing: review, round 60)
        tall = self._heights(tall_w, room.h, top, list_h, foot)
        squeezed = top + self.px(PODIUM) + said + list_h + foot > band.h
        if squeezed or (listed and tall[1] - tall[0] > podium - said):
            # many listed: a tall panel, the whole felt high and clear of the sound sign,
            # when its podium stands taller so (no flat steps over a long list)
            pw, band = tall_w, room
            said, podium, ph = tall
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = band.center
        if listed:  # the header's lines in the rows' own width (one where they fit)
            head = self.list_head_height(pw - 2 * self.px(40))
            row_h = min(row_h, max(1, (ph - top - foot - self.px(120)) // listed))
            list_h = row_h * listed + self.list_gap(head) + head
        self.podium = pygame.Rect(self.panel.x + self.px(40), self.panel.y + top,
                                  pw - self.px(80), ph - top - foot - list_h)
        if len(self.rows) == 1:  # a game alone: the card the band's whole height, its
            self.panel = pygame.Rect(self.panel.x, band.y, pw, band.h)  # plate filling it
            self.podium = pygame.Rect(self.panel.x + self.px(40), self.panel.y + top,
                                      pw - self.px(80), band.h - top - foot)
        inner = self.panel.inflate(-2 * self.px(40), 0)
        first = self.podium.bottom + self.list_gap(head) + head  # under the columns' labels
        wide = self.list_width(inner.w)  # a compact table, centred (critic C60)
        left = self.panel.centerx - wide // 2
        self.row_rects = [pygame.Rect(left, first + i * row_h, wide, row_h)
                          for i in range(listed)]
        gap = self.px(theme.GAP * 2)
        bw = min(self.px(theme.BUTTON_SMALL_SIZE[0]), (pw - self.px(60) - gap) // 2)
        bh = self.px(theme.BUTTON_SMALL_SIZE[1])
        y = self.panel.bottom - self.px(FOOT_UNDER) - bh
        cx = self.panel.centerx
        font = self.font_px(theme.FONT_BUTTON)
        self.new_game_button.place(pygame.Rect(cx - gap // 2 - bw, y, bw, bh), self.scale, font)
        self.menu_button.place(pygame.Rect(cx + gap // 2, y, bw, bh), self.scale, font)

    def list_px(self) -> int:
        """The layout size of the listed players' rows: the body's, and never under the
        columns' header over them (:func:`~game.widgets.podium_figures.head_px`; round 74,
        hQ74: the rows read smaller than their labels at 1366 and 1024)."""
        return max(self.font_px(theme.FONT_BODY), head_px(self.scale))

    def list_gap(self, head: int) -> int:
        """Pixels between the podium's figures and the list (its header, ``head`` pixels
        tall, brings air of its own: hR40, the steps keep their room; hR67, critic C66: 4
        crowded the podium's labels, :data:`LIST_APART`)."""
        return self.px(LIST_APART) if head else self.px(16)

    def list_columns_room(self, width: int) -> int:
        """Pixels the listed players' icon columns may take in rows ``width`` wide: what
        the place, the widest name with its mark and the widest total leave them."""
        size = self.list_px()
        names = max((text_size(self.shown_name(row), size, BOLD)[0] for row in self.list_rows),
                    default=0)
        totals = self.total_column_width()
        mark = round(line_height(size) * 1.2)
        return width - 2 * self.px(20) - self.px(70) - mark - names - totals - 2 * self.px(24)

    def list_width(self, width: int) -> int:
        """Pixels the listed players' table takes across, ``width`` at most: its places,
        widest marked name, icon columns (their labels on one line) and totals, with
        :data:`LIST_NAME_AIR` between the names and the figures (critic C60: with seven
        players the names stood ~900 px from their figures)."""
        listed = [self.stats_of(row) for row in self.list_rows]
        heads = column_heads(listed, self.list_px(), self.scale, width)
        columns = sum(w for _, w in heads) + max(0, len(heads) - 1) * column_air(self.scale)
        said = width - self.list_columns_room(width)  # all but the columns
        return min(width, said + columns + self.px(LIST_NAME_AIR))

    def total_column_width(self) -> int:
        """Pixels the listed players' score column takes: its widest total or its header
        ("Total", hR51), the wider."""
        size = self.list_px()
        totals = max((text_size(format_int(row.total), size, BOLD)[0]
                      for row in self.list_rows), default=0)
        return max(totals, text_size(self.tr("results.list_total"), head_px(self.scale),
                                     BOLD)[0])

    def list_head_height(self, width: int | None = None) -> int:
        """Pixels the header naming the listed players' icon columns takes in rows ``width``
        wide (None: not known yet, its labels broken where they may be; 0: no list, or no
        figures on it): its labels' lines and a little air under them."""
        listed = [self.stats_of(row) for row in self.list_rows]
        room = None if width is None else self.list_columns_room(width)
        lines = head_lines(listed, self.list_px(), self.scale, room)
        if not lines:
            return 0
        return head_height(lines, self.scale) + self.px(4)

    def story_room(self) -> int:
        """Pixels the game's decisive moment takes under the title (ruling S86; 0 when the
        game has none to say)."""
        if not self.story():
            return 0
        return line_height(theme.font_px(STORY_SIZE, self.scale)) + self.px(STORY_AIR)

    def _heights(self, pw: int, room_h: int, top: int, list_h: int, foot: int
                 ) -> tuple[int, int, int]:
        """The figures' height, the podium's and the panel's for a panel ``pw`` wide."""
        said = self._figures_height(pw - self.px(80))  # they take the growth's room first
        podium = self.px(PODIUM) + said
        spare = room_h - (top + podium + list_h + foot)
        podium += max(0, min(self.px(PODIUM_GROWTH), spare))
        return said, podium, min(top + podium + list_h + foot, room_h)

    def _figures_height(self, width: int) -> int:
        """Pixels the podium's figures take under its floor on a podium ``width`` wide."""
        said = [self.podium_lines(row) for row in self.rows[:3]]
        counts = [len(self.stats_of(row)) for row in self.rows[:3]]
        slot = slot_width(width, self.scale, len(said))
        lines = max((stats_label_lines(self.stats_of(row), slot, self.scale)
                     for row in self.rows[:3]), default=1)  # the labels' lines, as drawn
        if any(self.award_of(row) for row in self.rows[:3]):  # one award each (S86)
            return award_room(said, [self.podium_stats(row) for row in self.rows[:3]], slot,
                              self.scale)
        return below_height(said, counts, slot, self.scale, lines)
