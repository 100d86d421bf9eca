"""The high scores of both games, side by side: place, name, score, date (and turns for 10 000).

10 000 keeps one table per target (5 000 / 10 000 / 15 000): a choice row at the top of its
panel switches between them, opening on the target of the last game set up (Settings).
The tables are read from the store (:meth:`game.storage.store.Storage.load_highscores`) when the
screen is entered, never while drawing. Equal scores share a place. Dates are written short
and in the app's language ("30 nov. 2026" / "30 Nov 2026"). An empty table says so in a
friendly line. The first three places wear medals, the latest score to enter a board is
lit (a line under the board says so), and a trophy stands beside each board's name.
Esc or Back returns.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

import pygame

from game import theme
from game.engine.farkle import DEFAULT_TARGET, TARGETS
from game.i18n import format_int
from game.scenes.simple import TitledScene
from game.storage.store import table_key
from game.widgets.felt import draw_panel
from game.widgets.forms import Choice
from game.widgets.icons import draw_icon
from game.widgets.medals import draw_medal, has_medal
from game.widgets.text import STAMP, draw_text, ellipsize, fit_size, text_size, wrap

if TYPE_CHECKING:
    from game.app import App
    from game.storage.store import HighScore

KINDS = ("yams", "farkle")
"""The two tables, left to right."""

MAX_ROWS = 10
"""Rows a table has room for (the store keeps ten per game)."""


@dataclass(frozen=True)
class Row:
    """One displayed line: the strings of each column."""

    place: str
    name: str
    score: str
    date: str
    turns: str


def places(entries: list[HighScore]) -> list[int]:
    """Places of entries sorted best first; equal scores share the place of the first."""
    result: list[int] = []
    for i, entry in enumerate(entries):
        if i and entry.score == entries[i - 1].score:
            result.append(result[-1])
        else:
            result.append(i + 1)
    return result


class ScoresScene(TitledScene):
    """The high-score screen: a Yams table and a 10 000 table; Esc or Back returns."""

    title_key = "menu.scores"

    def __init__(self, app: App) -> None:
        """Start with empty tables; :meth:`enter` reads the store."""
        super().__init__(app)
        self.entries: dict[str, list[HighScore]] = {}
        self.panels: dict[str, pygame.Rect] = {kind: pygame.Rect(0, 0, 0, 0) for kind in KINDS}
        last = getattr(getattr(app, "settings", None), "farkle_target", DEFAULT_TARGET)
        self.target = Choice([(t, format_int(t)) for t in TARGETS],
                             last if last in TARGETS else DEFAULT_TARGET, name="scores_target")
        """Which 10 000 table is shown (one per target)."""
        self.focus.widgets = [self.target, self.back_button]

    def enter(self) -> None:
        """Read every table from the store (a damaged file simply shows empty tables)."""
        try:
            tables = self.app.store.load_highscores()
        except Exception:  # the store reports damage itself; the screen must still open
            tables = {}
        self.entries = {key: list(entries) for key, entries in tables.items()}

    def table(self, kind: str, target: int | None = None) -> list[HighScore]:
        """The entries shown for ``kind``: 10 000 at ``target`` (default: the chosen one)."""
        if kind == "farkle":
            return self.entries.get(table_key(kind, target or int(self.target.value)), [])
        return self.entries.get(table_key(kind), [])

    def layout(self, size: tuple[int, int]) -> None:
        """Two panels side by side in the content area."""
        super().layout(size)
        c = self.content
        gap = self.px(theme.GAP * 2)
        w = (c.w - gap) // 2
        self.panels = {"yams": pygame.Rect(c.x, c.y, w, c.h),
                       "farkle": pygame.Rect(c.x + w + gap, c.y, c.w - w - gap, c.h)}
        panel = self.panels["farkle"]
        pad = self.px(theme.GAP * 1.2)
        heading = self.font_px(theme.FONT_HEADING)
        choice_h = self.px(theme.FIELD_SIZE[1] * 0.8)
        self.target.place(pygame.Rect(panel.x + pad, panel.y + pad * 2 + heading,
                                      panel.w - 2 * pad, choice_h),
                          self.scale, self.font_px(theme.FONT_SMALL))

    # --- what the tables say ------------------------------------------------------------

    def short_date(self, iso: str) -> str:
        """The date of an ISO timestamp, short and localised ("30 nov. 2026")."""
        return short_date(self.tr, iso)

    def rows(self, kind: str, target: int | None = None) -> list[Row]:
        """The displayed lines of the table of ``kind`` (10 000: at ``target``), best first."""
        entries = self.table(kind, target)[:MAX_ROWS]
        return [Row(f"{place}.", e.name, format_int(e.score), self.short_date(e.date),
                    "" if e.turns is None else format_int(e.turns))
                for place, e in zip(places(entries), entries, strict=True)]

    def latest(self, kind: str, target: int | None = None) -> int | None:
        """The row (index) of the latest score to enter the board of ``kind`` (None when the
        board is empty)."""
        entries = self.table(kind, target)[:MAX_ROWS]
        if not entries:
            return None
        return max(range(len(entries)), key=lambda i: (entries[i].date, -i))

    def columns(self, kind: str) -> list[tuple[str, str, float, str]]:
        """(field, header key, width share, alignment) of each column of ``kind``'s table."""
        cols = [("place", "scores.col.place", 0.8, "right"), ("name", "scores.col.name", 3.0,
                                                             "left"),
                ("score", "scores.col.score", 1.35, "right"), ("date", "scores.col.date", 2.0,
                                                               "right")]
        if kind == "farkle":
            cols.append(("turns", "scores.col.turns", 0.95, "right"))
        return cols

    # --- drawing ------------------------------------------------------------------------

    def draw_content(self, surface: pygame.Surface) -> None:
        """Both panels with their tables."""
        for kind in KINDS:
            self._draw_table(surface, kind, self.panels[kind])

    def _draw_table(self, surface: pygame.Surface, kind: str, panel: pygame.Rect) -> None:
        pad = self.px(theme.GAP * 1.2)
        heading = self.font_px(theme.FONT_HEADING)
        # Both tables start below the 10 000 target row, so their lines stay level.
        top = self.target.rect.bottom + pad // 2
        inner = pygame.Rect(panel.x + pad, top, panel.w - 2 * pad, panel.bottom - pad - top)
        row_h = max(theme.FONT_MIN + 4, min(self.px(66), inner.h // (MAX_ROWS + 2)))
        # Both panels as tall as ten places (issue 22): the empty places are numbered, so the
        # board reads as a ladder to climb rather than a panel ending in bare felt; a line
        # under them says which score is lit.
        panel = pygame.Rect(panel.x, panel.y, panel.w,
                            min(panel.h, top - panel.y + row_h * (MAX_ROWS + 2) + pad))
        draw_panel(surface, panel, self.scale)
        title = self.tr(f"scores.{kind}")
        title_y = panel.y + pad + heading // 2
        draw_text(surface, title, heading, theme.GOLD, (panel.centerx, title_y),
                  shadow=self.px(3), weight=STAMP)
        cup = round(heading * 0.95)
        half = text_size(title, heading, STAMP)[0] // 2 + cup // 2 + self.px(18)
        for side in (-1, 1):
            draw_icon(surface, "trophy-cup", cup, theme.GOLD,
                      (panel.centerx + side * half, title_y), shadow=self.px(3))
        size = max(theme.FONT_MIN, min(self.font_px(round(theme.FONT_BODY * 0.9)),
                                       round(row_h * 0.62)))
        if kind == "yams":  # level with the 10 000 target row: what the table holds
            draw_text(surface, self.tr("h22v.scores.yams_caption"), size, theme.MUTED,
                      (panel.centerx, self.target.rect.centery))
        cols = self.columns(kind)
        total = sum(share for _, _, share, _ in cols)
        cell_pad = self.px(10)
        xs, x = [], inner.x
        for _, _, share, _ in cols:
            w = round(inner.w * share / total)
            xs.append((x, w))
            x += w
        header = pygame.Rect(inner.x, inner.y, inner.w, row_h)
        pygame.draw.rect(surface, theme.TABLE_HEADER, header, border_radius=self.px(10))
        for (_, key, _, align), (cx, cw) in zip(cols, xs, strict=True):
            text = self.tr(key)
            fitted = fit_size(text, size, cw - 2 * cell_pad)
            self._cell(surface, text, fitted, theme.GOLD, cx, cw, header.centery, align, cell_pad)
        rows = self.rows(kind)
        empty_lines: list[str] = []
        if not rows:  # the friendly line sits in the first place, where a name will come
            name_x = xs[1][0] + cell_pad
            empty_lines = wrap(self.tr("scores.empty"), size, inner.right - cell_pad - name_x)
        latest = self.latest(kind)
        for i in range(MAX_ROWS):
            rect = pygame.Rect(inner.x, header.bottom + i * row_h, inner.w, row_h)
            if i % 2:
                stripe = pygame.Surface(rect.size, pygame.SRCALPHA)
                stripe.fill((*theme.TABLE_STRIPE, theme.TABLE_STRIPE_ALPHA))
                surface.blit(stripe, rect)
            if i == latest:
                self._light(surface, rect)
            if i >= len(rows):
                self._free_place(surface, i, rect, xs, size, cell_pad,
                                 empty_lines[i] if i < len(empty_lines) else "")
                continue
            row = rows[i]
            best = row.place == "1."
            for (field, _, _, align), (cx, cw) in zip(cols, xs, strict=True):
                text = getattr(row, field)
                if field == "name":
                    text = ellipsize(text, size, cw - 2 * cell_pad)
                colour = theme.GOLD if field in ("place", "score") or best else theme.CREAM
                if field == "date":
                    colour = theme.MUTED
                place = int(row.place.rstrip("."))
                if field == "place" and has_medal(place):
                    draw_medal(surface, place, (cx + cw - cell_pad - row_h * 2 // 5,
                                                rect.centery), row_h)
                    continue
                self._cell(surface, text, size, colour, cx, cw, rect.centery, align, cell_pad)
        if latest is not None:
            legend = pygame.Rect(inner.x, header.bottom + MAX_ROWS * row_h, inner.w, row_h)
            swatch = pygame.Rect(0, 0, row_h, round(row_h * 0.6))
            text = self.tr("h29s.scores.latest")
            small = fit_size(text, size, inner.w - swatch.w - 3 * cell_pad)
            width = swatch.w + cell_pad + text_size(text, small)[0]
            swatch.midleft = (legend.centerx - width // 2, legend.centery)
            self._light(surface, swatch)
            draw_text(surface, text, small, theme.MUTED,
                      (swatch.right + cell_pad, legend.centery), "midleft")

    def _light(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Light a row (the latest score to enter the board): a gold wash and a gold line."""
        wash = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = self.px(8)
        pygame.draw.rect(wash, (*theme.GOLD, 46), wash.get_rect(), border_radius=radius)
        surface.blit(wash, rect)
        pygame.draw.rect(surface, theme.GOLD, rect, max(2, self.px(3)), border_radius=radius)

    def _free_place(self, surface: pygame.Surface, i: int, rect: pygame.Rect,
                    xs: list[tuple[int, int]], size: int, pad: int, text: str) -> None:
        """A place nobody holds yet, quiet: its number and a dash; or a line of the empty
        table's friendly sentence (numbered on its first line only)."""
        if i == 0 or not text:
            self._cell(surface, f"{i + 1}.", size, theme.MUTED, *xs[0], rect.centery, "right",
                       pad)
        if text:
            draw_text(surface, text, size, theme.MUTED, (xs[1][0] + pad, rect.centery),
                      "midleft")
        else:
            self._cell(surface, "—", size, theme.MUTED, *xs[1], rect.centery, "left", pad)

    @staticmethod
    def _cell(surface: pygame.Surface, text: str, size: int, colour: tuple[int, int, int],
              x: int, w: int, cy: int, align: str, pad: int) -> None:
        """One cell's text, left or right aligned, vertically centred on ``cy``."""
        if align == "right":
            draw_text(surface, text, size, colour, (x + w - pad, cy), "midright")
        else:
            draw_text(surface, text, size, colour, (x + pad, cy), "midleft")


def short_date(tr: Callable[..., str], iso: str) -> str:
    """The date of an ISO timestamp, short and localised ("30 nov. 2026"; the statistics'
    game list writes it too)."""
    try:
        when = datetime.fromisoformat(iso)
    except ValueError:
        return iso[:10]
    month = tr(f"scores.month.{when.month}")
    return tr("scores.date", day=str(when.day), month=month, year=str(when.year))
