"""The Yams standings panel (issue 22 §2): the felt the dice leave empty at the start of a turn
tells each player where they stand.

While no die is in play (from a scoring to the next turn's first throw) the panel fills the
felt between the held row and the buttons: one row per player, best first, with the place,
the name, the sheet's TOTAL, the gap to the leader ("−23", "lider"), the turns left and,
where the room allows, each one's last turn ("Full 25"). Each row starts with the seat's
mark (:func:`draw_seat_marker`: the seat's colour and shape); the player on turn has a
pointer before it, a light band and a bold name (never colour alone). The numbers are
:func:`game.flow.yams_standings.standings`'s; this module decides no rule. The totals
change only when a box is scored, and the panel is gone as soon as the turn's first roll is
made, so it never shows a roll's outcome before the dice land, and never lies under a die
in flight or at rest.

The panel keeps one band and one layout all game: one column in rank order (two only for a
crowded table in a small window), one type size, fixed row heights, laid out once for the
widest figures the game can bring (:func:`widest_rows`), so neither a score nor a new leader
moves or resizes it. A refusal is said in the prompt's lane (ruling S10), so it never moves
it, shrinks it or takes its title; the panel's band reaches down to the buttons' air. Only
an announcement spilling over the empty dice row may still push it
(``obstacles``): it then condenses its rows (a smaller font, then two or three columns, then
without the turns left and the title) and is not drawn when even that does not fit; names
are shortened with "…", no text is ever cut.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game import theme
from game.engine.yams import ROUNDS
from game.flow.lead_glow import LeadGlow
from game.flow.turn_passing import RowSlide
from game.flow.yams_standings import (
    LastTurns,
    Standing,
    game_turns_left,
    standings,
    turns_said,
)
from game.i18n import format_int, shown_name
from game.rules.yams import Box
from game.views.yams_lit_band import draw_lit_band, sliding_cell
from game.views.yams_standings_marks import (  # (split off round 82, hY127)
    draw_seat_marker,
    mark_side_for,  # noqa: F401  (the panel's measures, read through this module too)
    panel_radius,
)
from game.views.yams_standings_swap import Lift, draw_swapping, panel_colour, place_rows
from game.views.yams_standings_words import (
    ORDER_KEYS,
    Translate,
    nobody_scored,
    order_text,
    record_text,
    solo_texts,
    standings_title,
    turns_text,
)
from game.views.yams_total_flourish import draw_row_flourish, strength
from game.widgets import layout_record
from game.widgets.seats import player_style
from game.widgets.text import BOLD, REGULAR, draw_text, ellipsize, line_height, text_size

if TYPE_CHECKING:
    from game.engine.yams import YamsGame


ROW_SPACING = 1.22
"""A row's height in lines of its font: close enough for up to four players in one column
in the band the table gives the panel, loose enough for the light band under the row on turn."""

TITLE_SPACING = 1.2
"""The title's line, in line heights (its rule under it): with the table's type floor
(:data:`game.theme.TABLE_TYPE_LEAST`) the title and three rows still fit the band at 1024×600."""


TWO_COLUMNS_FROM = 5
"""Players from whom the standings stand in two columns first (ruling S105 2., round 82,
critic cA81 #10: six rows in one column were ~19 px with ~16 px marks)."""

TIGHT_ROW_SPACING = 1.08
"""A row's height in lines of its font where the title and the rows at :data:`ROW_SPACING`
do not fit the band: the rows close up before the title goes (critic Y30 §4)."""

TIGHT_TITLE_SPACING = 1.0
"""The title's line, in line heights, with rows at :data:`TIGHT_ROW_SPACING`."""


@dataclass(frozen=True)
class Row:
    """One player's texts, as the panel writes them."""

    standing: Standing
    place: str
    name: str
    total: str
    gap: str
    turns: str
    last: str = ""
    """The player's last scoring ("Full 25"), "" when none is known."""
    style: int = 0
    """The player's seat style (:func:`game.widgets.seats.player_style`): their mark."""


@dataclass(frozen=True)
class Columns:
    """Where the parts of a row go, in pixels from the column's left edge."""

    marker: int
    place_right: int
    name_x: int
    name_right: int
    last_x: int
    total_right: int
    gap_right: int
    turns_right: int


@dataclass(frozen=True)
class Plan:
    """How the panel is drawn now: its rect, font, columns and which parts show."""

    rect: pygame.Rect
    size: int
    columns: int
    turns: bool
    title: bool
    last: bool
    row_h: int
    title_h: int
    col_w: int
    col_gap: int
    at: Columns
    pad: int = -1
    """The inner margin when not the usual one (the crowded table's tighter plan)."""
    vpad: int = -1
    """The margin above the title and under the last row when not the usual one (the rows
    closed up under their title: a thinner one)."""
    air: int = 0
    """Pixels added above the title so its line stands clear of the panel's top border."""


def rows_of(game: YamsGame, tr: Translate, last_turns: LastTurns | None = None,
            best: int | None = None, done_said: bool = False) -> list[Row]:
    """The players' rows, best first, in the catalog's words (with each one's last scoring
    when ``last_turns`` knows it); alone, the person's ``best`` to beat
    (:func:`solo_texts`); ``done_said``: the pill says "Ana a terminat" now, so no row
    repeats "a terminat" (S99 1.)."""
    rows = []
    alone = len(game.players) == 1  # no place: the best to beat and the turns left
    fresh = nobody_scored(game)  # only the names and their turn: one line beside the title
    # says the rest
    none = ""  # a column with nothing yet: an empty cell, its room kept (no dash that means
    # nothing on turn 1)
    for s in standings(game):
        player = game.players[s.seat]
        gap = tr("yams.standings.gap", points=format_int(s.gap))
        if s.gap == 0:  # nobody has scored yet: nobody leads, and nothing is said yet
            gap = tr("yams.standings.leader") if s.total else none
        total = "" if fresh else format_int(s.total)
        if alone:
            total, gap = solo_texts(s.total, best, tr)
        # the same columns from the first frame to the last (nothing appears, nothing
        # reflows after the first score): the tied places, the empty cells, each one's turns
        rows.append(Row(s, "" if alone or fresh else tr("yams.standings.place", place=s.place),
                        shown_name(player.name, player.is_computer, tr), total, gap,
                        order_text(game, s.seat, tr) if fresh  # (critic C69: turn order)
                        else "" if not turns_said(s.turns_left) or game.finished
                        or done_said and s.turns_left <= 0
                        else turns_text(tr, s.turns_left),  # (its end only; the game's
                        # end is the pill's to say: S94 5., a last round's too: S99 1.)
                        _last_text(game, s.seat, tr, last_turns) or none,
                        style=player_style(game.players, s.seat)))
    return rows


def widest_rows(rows: Sequence[Row], tr: Translate) -> list[Row]:
    """``rows`` with the widest figures any of them can show in a game (a place, a three-digit
    total and gap, the longer end of turns said, the longest last turn): the panel is laid out
    for them once, so its rectangle, type size, rows and columns never change as the game
    goes on."""
    n = len(rows)
    place = tr("yams.standings.place", place=n) if n > 1 else ""
    gaps = [tr("yams.standings.gap", points=format_int(888)), tr("yams.standings.leader")]
    turns = [turns_text(tr, k) for k in range(ROUNDS + 1) if turns_said(k)]
    turns += [tr(key) for key in ORDER_KEYS]  # (turn 1: who plays now, next, after)
    lasts = [tr("yams.standings.last", box=tr(box.key), points=format_int(50)) for box in Box]

    def wide(texts: Sequence[str]) -> str:
        return max(texts, key=lambda t: text_size(t, theme.FONT_SMALL)[0])

    if n == 1:  # alone: the best to beat's words (:func:`solo_texts`)
        gaps = [tr("yams.standings.best_left", points=format_int(888)),
                tr("yams.standings.best_beaten"), tr("yams.standings.no_best")]
    gap, turn, last = wide(gaps), wide(turns), wide(lasts)
    total = record_text(888, tr) if n == 1 else format_int(888)  # (alone: the record named)
    return [replace(r, place=place, total=total, gap=gap, turns=turn, last=last)
            for r in rows]


def _last_text(game: YamsGame, seat: int, tr: Translate, last_turns: LastTurns | None) -> str:
    last = None if last_turns is None else last_turns.of(game, seat)
    if last is None:
        return ""
    box, points = last
    return tr("yams.standings.last", box=tr(box.key), points=format_int(points))


class StandingsPanel:
    """The standings on the empty felt; the table places it, draws it and asks where it is."""

    def __init__(self) -> None:
        """No place yet (set by the table's layout)."""
        self.area = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.light_from: tuple[int, float] | None = None  # the light's entrance (S38)
        self.last_turns = LastTurns()
        """Each player's last scoring, as the table saw it."""
        self.best: int | None = None
        """Alone: the person's best before this game, to beat (None: none yet)."""
        self._key: object = None
        self._plan: Plan | None = None
        self._widest: list[Row] = []
        """The rows the panel is laid out for (:func:`widest_rows`), as last drawn."""
        self.slide = RowSlide()
        """The rows flipping to a new order (a new leader) in their places (S44)."""
        self.glow = LeadGlow()
        """The new leader's row's brief glow once it lands (S91 amended round 82)."""
        self.drawn_rows: list[tuple[int, pygame.Rect]] = []
        """Each row as last drawn: its seat and the rect it stands in (between two places
        while it swaps, S63)."""
        self.raised: pygame.Rect | None = None
        """The climbing row's cell as last drawn while rows swap (the row it passes hidden
        only under it), else None."""
        self.covering: list[pygame.Rect] = []
        """The moving rows' plates as last drawn (the climber's card, a row crossing to the
        other column): the rows under them are hidden there (S91 amended round 82)."""
        self.flourished: pygame.Rect | None = None
        """The row a full card's TOTAL lit as last drawn (None: none)."""

    def follow(self, game: YamsGame) -> None:
        """Every frame (the table's update): take note of a new scoring."""
        self.last_turns.follow(game)

    def step(self, game: YamsGame, dt: float, factor: float = 1.0) -> None:
        """Every frame (the table's update) with the game as shown: a new ranking starts the
        rows' slide to it, ``dt`` seconds age it."""
        ranked = standings(game)
        self.slide.update([s.seat for s in ranked], dt, factor)
        self.glow.update([s.seat for s in ranked], dt, self.slide.moving,
                         any(s.total > 0 for s in ranked))

    def glowing(self) -> float:
        """How lit the new leader's row is now, 0..1 (0: no glow)."""
        progress = self.glow.progress
        return 0.0 if progress is None else strength(progress)

    def layout(self, area: pygame.Rect, scale: float) -> None:
        """The felt the panel may take (between the held row and the buttons)."""
        self.area, self.scale = pygame.Rect(area), scale

    @staticmethod
    def shown(game: YamsGame) -> bool:
        """True: the panel is up through every beat of the game, its end too (its band is its
        own, the dice land above it)."""
        return True

    def reserved(self, game: YamsGame) -> list[pygame.Rect]:
        """The felt the panel may take now (a refusal goes elsewhere); none while hidden."""
        return [pygame.Rect(self.area)] if self.shown(game) else []

    def _free(self, obstacles: Sequence[pygame.Rect]) -> pygame.Rect:
        """The area less the obstacles: those in its upper half push its top down, the others
        its bottom up."""
        gap = theme.px(12, self.scale)
        top, bottom = self.area.top, self.area.bottom
        for rect in obstacles:
            if rect is None or not rect.colliderect(self.area):
                continue
            if rect.centery < self.area.centery:
                top = max(top, rect.bottom + gap)
            else:
                bottom = min(bottom, rect.top - gap)
        return pygame.Rect(self.area.x, top, self.area.w, max(0, bottom - top))

    def _sizes(self) -> list[int]:
        sizes = (theme.FONT_BODY - 4, theme.FONT_BODY - 6, theme.FONT_SMALL,
                 theme.FONT_SMALL - 2, theme.FONT_SMALL - 4, theme.FONT_SMALL - 8)
        floor = theme.font_floor(self.scale)  # on small screens the steps above the floor
        # too (at 1024 every size above collapses onto it): rows larger where room allows
        return sorted({theme.font_px(v, self.scale) for v in sizes}
                      | {floor, floor + 2, floor + 3, floor + 4},
                      reverse=True)

    def _sizes_and_spacings(self, title: bool, cols: int) -> list[tuple[int, bool]]:
        """The type sizes and row spacings (tight or not) a plan tries, in order: in one
        column each size tight before the next smaller one loose, in more columns every
        size loose before any tight (only a titled plan closes its rows up)."""
        spacings = (False, True) if title else (False,)
        if cols == 1:
            return [(size, tight) for size in self._sizes() for tight in spacings]
        return [(size, tight) for tight in spacings for size in self._sizes()]

    def _pad(self) -> int:
        # (never under 10 window px: critic D71 read the words against the frame at 1024)
        return max(10, theme.px(12, self.scale))

    def inner_pad(self) -> int:
        """The panel's side margin inside its frame, window pixels (the crowded plan's half)."""
        plan = self._plan
        return plan.pad if plan is not None and plan.pad >= 0 else self._pad()

    def lit_band_reach(self) -> int:
        """How far the lit row's band (and a sliding row's backing) reaches past its cell's
        sides: inside the panel's margin, never to its frame (critic D71)."""
        return min(theme.px(8, self.scale), self.inner_pad() // 2)

    def _vpad(self) -> int:
        """The margin above the title and under the last row: less than at the sides (the
        title's own line keeps its air), so three or four rows keep the larger type."""
        return max(4, theme.px(6, self.scale))

    def _title_air(self, size: int, title_h: int, vpad: int, tight: bool) -> int:
        """Pixels to add over the title so its line's top stands at least
        :data:`game.theme.YAMS_STANDINGS_TITLE_AIR` under the panel's top border (critic C60:
        at 1024 the header sat on it)."""
        lift = 0 if tight else theme.px(3, self.scale)  # the title's lift in its own line
        above = vpad + (title_h - line_height(size)) // 2 - lift
        return max(0, max(3, theme.px(theme.YAMS_STANDINGS_TITLE_AIR, self.scale)) - above)

    def _title_edge(self, panel: pygame.Rect, pad: int, top: int) -> int:
        """Pixels from the panel's sides to its title line's words, whose line starts at
        height ``top``: the side padding ``pad`` inside the rounded border there (round 63:
        at 1024 "Clasament" sat against the corner)."""
        radius = panel_radius(self.scale)
        dy = top - panel.top
        if dy >= radius:
            return pad
        return pad + math.ceil(radius - math.sqrt(max(0, radius * radius
                                                      - (radius - max(0, dy)) ** 2)))

    def _columns(self, rows: Sequence[Row], size: int, turns: bool, last: bool,
                 width: int, whole: bool = False) -> Columns | None:
        """Where each part of a row goes in a column ``width`` wide (None: the names would
        have less room than "Mmmm…", or, with ``whole``, than the longest name)."""
        sp = theme.px(18, self.scale)
        marker = round(line_height(size) * 1.5)
        place = max(text_size(r.place, size)[0] for r in rows)
        total = max(text_size(r.total, size, BOLD)[0] for r in rows)
        gap = max(text_size(r.gap, size)[0] for r in rows)
        turn = max(text_size(r.turns, size)[0] for r in rows) if turns else 0
        told = max(text_size(r.last, size)[0] for r in rows) + 2 * sp if last else 0
        base = sp
        name_x = marker + place + sp // 2 + sp // 3 if place else marker + sp // 3
        numbers = total + gap + turn + sp * (2 if turns else 1) + told
        room = width - name_x - sp - numbers
        least = text_size("Mmmm…", size, BOLD)[0]
        need = max(text_size(r.name, size, BOLD)[0] for r in rows)
        if room < least or ((last or whole) and room < need):  # never shortened for them
            return None
        uses = 2 + turns  # the gaps that widen: name | total | gap | turns
        spread = min(theme.px(44, self.scale), max(0, room - max(need, least)) // uses)
        sp += spread  # room to spare: the numbers' columns breathe before the names grow
        gap_right = width - (turn + sp if turns else 0)
        total_right = gap_right - gap - sp
        last_x = total_right - total - told  # ``told`` holds its own gap to the total
        return Columns(marker, marker + base // 3 + place, name_x, last_x - sp, last_x,
                       total_right, gap_right, width)

    def plan(self, game: YamsGame, rows: Sequence[Row],
             obstacles: Sequence[pygame.Rect], widest: Sequence[Row] | None = None) -> Plan | None:
        """The largest way the rows fit the free felt, or None (hidden, or no way fits). It is
        laid out for ``widest`` (:func:`widest_rows`; by default the last the panel drew), not
        for the figures of the moment: one layout from the game's first frame to its last."""
        if not self.shown(game) or not rows or self.area.w <= 0:
            return None
        if widest is None or len(widest) != len(rows):
            widest = self._widest if len(self._widest) == len(rows) else rows
        free = self._free(obstacles)
        key = (tuple(widest), tuple(free), self.scale)
        if key != self._key:  # the same rows in the same room: the same plan (each frame)
            self._key, self._plan = key, self._fit(widest, free)
        return self._plan

    def _fit(self, rows: Sequence[Row], free: pygame.Rect) -> Plan | None:
        pad = self._pad()
        col_gap = theme.px(40, self.scale)
        n = len(rows)
        # One column in rank order (the eye reads the race top down): the title and each
        # one's turns left first, then the larger font, the last turns where they fit at the
        # font the rest gets. The title stays wherever it can (critic Y30 §4): the rows
        # close up, then take more columns (many seats in a small window), before it goes;
        # in more columns a smaller size that writes every name whole comes first.
        # (in one column the larger type before the looser rows: critic L72 #5 read 11 px
        # rows at 1024; in more, the looser rows first, names kept longer)
        # (S105 2.: five or six in two columns first; seven, one long name among them,
        # keep the larger type of one column where it fits)
        order = (2, 1, 3) if TWO_COLUMNS_FROM <= n < 7 else (1, 2, 3)
        tries = [(size, cols, turns, title, tight, whole, last) for title in (True, False)
                 for cols in order for whole in ((True, False) if cols > 1 else (False,))
                 for size, tight in self._sizes_and_spacings(title, cols)
                 for turns in (True, False)
                 for last in ((True, False) if cols == 1 and turns else (False,))]
        for size, cols, turns, title, tight, whole, last in tries:
            if cols > 1 and n <= cols:
                continue
            per_col = -(-n // cols)
            row_h = round(line_height(size) * (TIGHT_ROW_SPACING if tight else ROW_SPACING))
            title_h = (round(line_height(size) * (TIGHT_TITLE_SPACING if tight
                                                  else TITLE_SPACING)) if title else 0)
            vpad = max(3, self._vpad() // 2) if tight else self._vpad()  # (D71: 3 px at least)
            air = self._title_air(size, title_h, vpad, tight) if title else 0
            height = 2 * vpad + air + title_h + per_col * row_h
            col_w = (free.w - 2 * pad - (cols - 1) * col_gap) // cols
            # more columns never cut a name: the turns left go first (then whole names)
            columns = self._columns(rows, size, turns, last, col_w,
                                    whole=whole or (cols > 1 and turns))
            if height <= free.h and columns is not None:
                # its top edge the band's, whatever the count (critic C60: centred, it
                # moved with the number of players)
                rect = pygame.Rect(free.x, free.y, free.w, height)
                return Plan(rect, size, cols, turns, title, last, row_h, title_h, col_w,
                            col_gap, columns, vpad=vpad if tight else -1, air=air)
        return self._fit_tight(rows, free)

    def _fit_tight(self, rows: Sequence[Row], free: pygame.Rect) -> Plan | None:
        """The last resort of a crowded table (7 seats in a small window): two columns at
        the smallest size, the rows closer, no title, no turns left."""
        size, pad = self._sizes()[-1], self._pad() // 2
        col_gap = theme.px(40, self.scale)
        per_col = -(-len(rows) // 2)
        row_h = round(line_height(size) * 1.08)
        col_w = (free.w - 2 * pad - col_gap) // 2
        columns = self._columns(rows, size, False, False, col_w)
        height = 2 * pad + per_col * row_h
        if columns is None or height > free.h:
            return None
        rect = pygame.Rect(free.x, free.y, free.w, height)
        return Plan(rect, size, 2, False, False, False, row_h, 0, col_w, col_gap, columns, pad)

    def rect(self, game: YamsGame, tr: Translate,
             obstacles: Sequence[pygame.Rect]) -> pygame.Rect | None:
        """Where the panel is drawn now (None when it is not)."""
        rows = rows_of(game, tr, self.last_turns, self.best)
        self._widest = widest_rows(rows, tr)
        plan = self.plan(game, rows, obstacles, self._widest)
        return None if plan is None else plan.rect

    def _frame(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A frame of the held row's kind: the two read as one set of the felt's furniture."""
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = panel_radius(self.scale)
        pygame.draw.rect(layer, (0, 0, 0, 70), layer.get_rect(), border_radius=radius)
        pygame.draw.rect(layer, (*theme.GOLD, 80), layer.get_rect(),
                         max(1, theme.px(2, self.scale)), border_radius=radius)
        surface.blit(layer, rect)
        if layout_record.ON:
            layout_record.panel(surface, rect, "standings")

    def draw(self, surface: pygame.Surface, game: YamsGame, tr: Translate,
             obstacles: Sequence[pygame.Rect],
             flourish: tuple[int, float] | None = None, quiet: bool = False,
             light_from: tuple[int, float] | None = None, done_said: bool = False) -> None:
        """The panel, if it is up and fits beside ``obstacles`` (the voice's pills); with
        ``flourish`` (seat, progress), that seat's row lit as its full card's TOTAL counts;
        ``quiet``: no row lit while the turn's band says whose turn it is (S13, round 74);
        ``light_from`` (seat, share): the light sliding in from that seat's row (S38);
        ``done_said``: the pill says a player "a terminat", the rows do not (S99 1.)."""
        self.flourished, self.light_from = None, light_from
        rows = rows_of(game, tr, self.last_turns, self.best, done_said)
        if quiet:  # (the band says the turn once: critic cQ74, three voices at once)
            rows = [replace(r, standing=replace(r.standing, current=False)) for r in rows]
        self._widest = widest_rows(rows, tr)
        plan = self.plan(game, rows, obstacles, self._widest)
        if plan is None:
            return
        self._frame(surface, plan.rect)
        pad = plan.pad if plan.pad >= 0 else self._pad()
        vpad = plan.pad if plan.pad >= 0 else plan.vpad if plan.vpad >= 0 else self._vpad()
        inner = plan.rect.inflate(-2 * pad, -2 * vpad)
        inner = pygame.Rect(inner.x, inner.y + plan.air, inner.w, inner.h - plan.air)
        size = plan.size
        # (the climbing row's card is made of the panel's colour under its words: S63)
        base = panel_colour(surface, inner) if self.slide.moving else theme.FELT_DARK
        if plan.title:
            # (closed up under a thin margin, the title's line is its whole room: no lift)
            closed = plan.vpad >= 0
            y = inner.y + plan.title_h // 2 - (0 if closed else theme.px(3, self.scale))
            edge = self._title_edge(plan.rect, pad, y - line_height(size) // 2)
            words = plan.rect.inflate(-2 * edge, 0)  # (its words clear the round corners)
            title = draw_text(surface, standings_title(len(rows), self.best, tr), size,
                              theme.GOLD, (words.x, y), "midleft",
                              weight=BOLD, max_width=words.w // 2)
            fresh = nobody_scored(game)  # (the rows' turns column says their turn order)
            if fresh or not plan.turns or not any(r.turns for r in rows):  # the count, once
                turns = game_turns_left(tuple(r.standing for r in rows))
                said = turns_said(turns) and not game.finished  # (the end: the pill's, S94 5.)
                left = turns_text(tr, turns) if said else ""
                if fresh:  # (the round line under the title counts the turns)
                    left = tr("yams.standings.all_zero")
                draw_text(surface, left, size, theme.MUTED, (words.right, y), "midright",
                          max_width=words.w - title.w - theme.px(30, self.scale))
            rule = inner.y + plan.title_h - (1 if closed else theme.px(5, self.scale))
            line = pygame.Surface((inner.w, max(1, theme.px(2, self.scale))), pygame.SRCALPHA)
            line.fill((*theme.GOLD, 60))
            surface.blit(line, (inner.x, rule))
        per_col = -(-len(rows) // plan.columns)
        # each row in its cell; a re-rank swaps the rows one pair at a time, the climber
        # sliding up over the row it passes, each row whole and at its own height, its
        # place and figures the new moment's (S63, round 79, cF78 #3, cA78 #4)
        slid = self.slide.moving and len(rows) > 1

        def cell_at(index: int) -> pygame.Rect:
            col, at_row = divmod(index, per_col)
            return pygame.Rect(inner.x + col * (plan.col_w + plan.col_gap),
                               inner.y + plan.title_h + at_row * plan.row_h,
                               plan.col_w, plan.row_h)

        seats = [row.standing.seat for row in rows]
        wheres = [self.slide.position(seat) if slid else float(k) for k, seat in enumerate(seats)]
        placed = place_rows(wheres, cell_at)
        cells = [(fade, row, cell) for row, (cell, fade) in zip(rows, placed, strict=True)]
        at = {row.standing.seat: cell for _, row, cell in cells}
        on_turn = [cell for _, row, cell in cells if row.standing.current]
        if light_from is not None and on_turn and light_from[0] in at:  # its entrance (S38)
            draw_lit_band(surface, sliding_cell(at[light_from[0]], on_turn[0], light_from[1]),
                          self.lit_band_reach(), self.scale)
        climber = self.slide.climbing() if slid else None
        lift = Lift(climber, self.slide.lift(), self.lit_band_reach(), self.scale, base,
                    line_height(size, BOLD),
                    tuple(cell_at(k * per_col).x for k in range(plan.columns)))
        self.raised = draw_swapping(surface, [(row.standing.seat, cell, fade)
                                              for fade, row, cell in cells], lift,
                                    partial(self._draw_row_in, {r.standing.seat: r
                                                                for r in rows}, plan))
        self.drawn_rows = [(row.standing.seat, cell) for _, row, cell in cells]
        self.covering = [cell for _, row, cell in cells if cell == self.raised
                         or cell.x not in lift.columns]  # (what lies on the rows it passes)
        glow = self.glow.progress  # (the new leader, landed at the top: S91 am. round 82)
        if flourish is None and glow is not None and self.glow.seat in at:
            draw_row_flourish(surface, at[self.glow.seat].inflate(2 * self.lit_band_reach(), 0),
                              glow, self.scale)
        lit = [(cell, row) for _, row, cell in cells
               if flourish is not None and row.standing.seat == flourish[0]]
        if lit:  # over the row where its slide has it (S8: the TOTAL said in the table)
            reach = lit[0][0].inflate(2 * self.lit_band_reach(), 0)  # (its frame off the words)
            self.flourished = reach
            draw_row_flourish(surface, reach, flourish[1] if flourish else 0.0, self.scale)

    def _draw_row_in(self, rows: dict[int, Row], plan: Plan, surface: pygame.Surface,
                     seat: int, cell: pygame.Rect) -> None:
        """Seat ``seat``'s row of ``rows`` drawn in ``cell`` (the swap's callback)."""
        self._draw_row(surface, rows[seat], cell, plan)

    def _draw_row(self, surface: pygame.Surface, row: Row, cell: pygame.Rect,
                  plan: Plan) -> None:
        size, scale, c = plan.size, self.scale, plan.at
        cy = cell.centery
        current = row.standing.current
        if current and self.light_from is None:  # a light band under the row on turn
            draw_lit_band(surface, cell, self.lit_band_reach(), scale)
        draw_seat_marker(surface, pygame.Rect(cell.x, cell.y, c.marker, cell.h),
                         row.style, current, scale)
        draw_text(surface, row.place, size, theme.MUTED, (cell.x + c.place_right, cy),
                  "midright")
        if plan.turns:
            draw_text(surface, row.turns, size, theme.MUTED, (cell.x + c.turns_right, cy),
                      "midright", role="label")  # a table's cell, repeated row after row
        leader = row.standing.gap == 0 and row.standing.total > 0  # "lider", not the dash
        end = c.turns_right if not (row.total or row.turns) else c.gap_right  # (alone, no
        draw_text(surface, row.gap, size, theme.GOLD if leader else theme.MUTED,  # record:
                  (cell.x + end, cy), "midright")  # its words end with the row, cR74a #11)
        draw_text(surface, row.total, size, theme.CREAM, (cell.x + c.total_right, cy),
                  "midright", weight=BOLD)
        if plan.last and row.last:
            draw_text(surface, row.last, size, theme.MUTED, (cell.x + c.last_x, cy), "midleft",
                      role="label")  # a table's cell: two players may have the same one
        name = ellipsize(row.name, size, c.name_right - c.name_x, BOLD)
        draw_text(surface, name, size, theme.CREAM if current else theme.MUTED,
                  (cell.x + c.name_x, cy), "midleft", weight=BOLD if current else REGULAR)
