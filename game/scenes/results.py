"""The end-of-game results panel shared by both tables.

    rows = ranking_rows(game.ranking(), game.players)
    app.manager.push(ResultsOverlay(app, rows, on_new_game=..., on_menu=...))

The panel lists the places (equal totals share a place: "1.", "1.", "3."), names and totals
(``format_int``), names the winner(s) over a podium (the first three on steps in their
seats' colours, the winner's total counting up big: ``game.widgets.podium``), and offers
"Partidă nouă" and "Meniu".
Both buttons first close the panel, then call their callback; Esc is "Meniu". The ranking
itself is the engine's: the panel only shows it.

``reveal`` (a function giving a rect of the table: the Yams score sheet, the 10 000 totals)
keeps that part of the table bright and readable; the opaque panel stands beside it on a
darkened backdrop. When a person wins, confetti falls behind the panel and the "win" sound
plays; a computer's win ends calmly (no confetti, no fanfare). Whoever wins, the winners'
rows pop with a few glints as the panel opens (``game.widgets.celebration``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game import theme
from game.i18n import format_int
from game.scenes.base import Scene
from game.widgets.celebration import celebration_bounds, draw_celebration
from game.widgets.decor import draw_sparkle
from game.widgets.felt import dim, draw_panel, felt_area
from game.widgets.mute_icon import mute_icon_rect
from game.widgets.podium import COUNT_TIME, count_start, counted, draw_podium
from game.widgets.seats import draw_marked_name, player_style
from game.widgets.text import BOLD, DISPLAY, REGULAR, draw_text, text_size

if TYPE_CHECKING:
    from game.app import App

HEAD = 400
"""Reference pixels above the ranking's rows: the title, the headline, the podium."""

PODIUM_GROWTH = 160
"""Reference pixels the podium grows by, where the window has room, when the panel stands
alone in the middle (nothing of the table revealed beside it)."""


@dataclass(frozen=True)
class ResultRow:
    """One line of the results: the place (shared on ties), the player and the total."""

    place: int
    name: str
    total: int
    is_computer: bool = False
    seat: int | None = field(default=None, compare=False)
    """The player's seat style (:func:`game.widgets.seats.player_style`): its mark before the
    name, its colour on the podium."""


def ranking_rows(ranking: Sequence[tuple[int, int, int]],
                 players: Sequence[Any]) -> list[ResultRow]:
    """Turn an engine's ``ranking()`` ((place, player index, total), best first) into rows."""
    return [ResultRow(place, players[index].name, total,
                      bool(getattr(players[index], "is_computer", False)),
                      seat=player_style(players, index))
            for place, index, total in ranking]


@dataclass
class _Confetto:
    """One falling piece of paper (display only)."""

    x: float
    y: float
    vx: float
    vy: float
    angle: float
    spin: float
    size: float
    colour: tuple[int, int, int]
    delay: float


class ResultsOverlay(Scene):
    """The final ranking over the finished table, with "Partidă nouă" and "Meniu"."""

    is_overlay = True

    def __init__(self, app: App, rows: Sequence[ResultRow],
                 on_new_game: Callable[[], None], on_menu: Callable[[], None], *,
                 title_key: str = "results.title",
                 reveal: Callable[[], pygame.Rect] | None = None) -> None:
        """Show ``rows`` (best first); the callbacks run after the panel has closed.

        ``reveal`` gives the part of the table to keep readable beside the panel.
        """
        super().__init__(app)
        if not rows:
            raise ValueError("the results need at least one player")
        self.rows = list(rows)
        self.title_key = title_key
        self.on_new_game = on_new_game
        self.on_menu = on_menu
        self.reveal = reveal
        self.revealed = pygame.Rect(0, 0, 0, 0)
        self.head = 0
        """Pixels above the ranking's rows (the title, the headline, the podium)."""
        self.new_game_button = self.button("results.new_game", self.new_game)
        self.menu_button = self.button("results.menu", self.menu, "secondary")
        self.focus.widgets = [self.new_game_button, self.menu_button]
        self.focus.index = 0
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.row_rects: list[pygame.Rect] = []
        self.time = 0.0
        self._celebrated = False
        self._rng = random.Random(theme.YAMS_VISUAL_SEED)
        self._confetti: list[_Confetto] = []

    # --- reading ---------------------------------------------------------------------------

    @property
    def winners(self) -> list[ResultRow]:
        """The rows in first place (several on a tie)."""
        return [row for row in self.rows if row.place == 1]

    @property
    def person_won(self) -> bool:
        """True when a person (not the computer) is among the winners: time for confetti."""
        return any(not row.is_computer for row in self.winners)

    def headline(self) -> str:
        """"Câștigă Ana!", on a tie for first place the tie line; a game played alone
        names no winner: its score (the podium counts it up)."""
        if len(self.rows) == 1:
            return self.tr("results.solo")
        winners = self.winners
        if len(winners) == 1:
            return self.tr("results.winner", name=self.shown_name(winners[0]))
        return self.tr("results.tie")

    # --- actions ---------------------------------------------------------------------------

    def _close(self) -> None:
        if self.app.manager.top is self:
            self.app.manager.pop()

    def new_game(self) -> None:
        """Close the panel and start a new game (the table's callback)."""
        self._close()
        self.on_new_game()

    def menu(self) -> None:
        """Close the panel and go back to the menu (the table's callback)."""
        self._close()
        self.on_menu()

    def back(self) -> None:
        """Esc: the same as "Meniu"."""
        self.menu()

    def shown_name(self, row: ResultRow) -> str:
        """The name as the tables show it (the computer's from the catalog)."""
        from game.i18n import shown_name

        return shown_name(row.name, row.is_computer, self.tr)

    def enter(self) -> None:
        """Play the "win" sound the first time the panel shows, when a person won."""
        if not self._celebrated:
            self._celebrated = True
            if self.person_won:
                self.app.audio.play("win")

    # --- layout, time, drawing ---------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        """The panel beside the revealed part of the table (or centred); buttons at its foot."""
        super().layout(size)
        w, h = self.size
        felt = felt_area(self.size)
        row_h = round(self.font_px(theme.FONT_BODY) * 1.45)
        head = self.px(HEAD)
        foot = self.px(theme.BUTTON_SMALL_SIZE[1] + 80)
        pw = min(self.px(theme.RESULTS_SIZE[0]), w - 2 * self.px(40))
        if self.reveal is None:  # alone in the middle: a taller podium where there is room
            spare = h - 2 * self.px(30) - (head + row_h * len(self.rows) + foot)
            head += max(0, min(self.px(PODIUM_GROWTH), spare))
        self.head = head
        ph = min(head + row_h * len(self.rows) + foot, h - 2 * self.px(30))
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        self.revealed = pygame.Rect(0, 0, 0, 0)
        if self.reveal is not None:
            shown = pygame.Rect(self.reveal()).clip(felt)
            room_left = pygame.Rect(felt.x, felt.y, shown.x - felt.x, felt.h)
            room_right = pygame.Rect(shown.right, felt.y, felt.right - shown.right, felt.h)
            room = max(room_left, room_right, key=lambda r: r.w)
            need = self.px(480)
            if shown.w > 0 and room.w - 2 * self.px(24) >= need:
                self.revealed = shown
                self.panel.w = min(pw, room.w - 2 * self.px(24))
                self.panel.center = (room.centerx, h // 2)
        pw = self.panel.w
        row_h = min(row_h, max(1, (ph - head - foot) // len(self.rows)))
        inner = self.panel.inflate(-2 * self.px(40), 0)
        self.row_rects = [pygame.Rect(inner.x, self.panel.y + head + i * row_h, inner.w, row_h)
                          for i in range(len(self.rows))]
        gap = self.px(theme.GAP * 2)
        bw = min(self.px(theme.BUTTON_SMALL_SIZE[0]), (pw - self.px(60) - gap) // 2)
        bh = self.px(theme.BUTTON_SMALL_SIZE[1])
        y = self.panel.bottom - self.px(40) - bh
        cx = self.panel.centerx
        font = self.font_px(theme.FONT_BUTTON)
        self.new_game_button.place(pygame.Rect(cx - gap // 2 - bw, y, bw, bh), self.scale, font)
        self.menu_button.place(pygame.Rect(cx + gap // 2, y, bw, bh), self.scale, font)
        self._confetti = ([self._new_confetto(first=True) for _ in range(theme.CONFETTI_COUNT)]
                          if self.person_won else [])

    def _new_confetto(self, first: bool = False) -> _Confetto:
        rng = self._rng
        w = max(1, self.size[0])
        s = self.scale
        return _Confetto(
            x=rng.uniform(0, w), y=rng.uniform(-self.size[1] * 0.1, self.size[1] * 0.55)
            if first else -20 * s,  # the first pieces are already in the air: at once
            vx=rng.uniform(-60, 60) * s, vy=rng.uniform(180, 340) * s,
            angle=rng.uniform(0, 360), spin=rng.uniform(-400, 400),
            size=rng.uniform(10, 20) * s, colour=rng.choice(theme.CONFETTI_COLOURS),
            delay=0.0)

    def is_animating(self) -> bool:
        """True while the winners' rows pop or confetti is on screen; then the panel rests
        (its sparkles still), so the loop can sleep."""
        bottom = self.size[1] + 30
        return (self.time < max(theme.WIN_CELEBRATION_TIME, COUNT_TIME)
                or any(piece.delay > 0 or piece.y <= bottom for piece in self._confetti))

    def update(self, dt: float) -> None:
        """Let the confetti fall (for a few seconds) and the sparkles twinkle; once both are
        over, time stops for the panel (the sparkles keep their last shape)."""
        super().update(dt)
        if not self.is_animating():
            return
        self.time += dt
        keep_falling = self.time < theme.CONFETTI_TIME
        for i, piece in enumerate(self._confetti):
            if piece.delay > 0:
                piece.delay -= dt
                continue
            piece.x += piece.vx * dt + math.sin(self.time * 3 + i) * 20 * self.scale * dt
            piece.y += piece.vy * dt
            piece.angle += piece.spin * dt
            if piece.y > self.size[1] + 30 and keep_falling:
                self._confetti[i] = self._new_confetto()

    def draw(self, surface: pygame.Surface) -> None:
        """Darken the table (the revealed part stays bright), confetti behind the opaque
        panel, then the trophy, headline, ranking and buttons."""
        bright = surface.subsurface(self.revealed).copy() if self.revealed.w else None
        dim(surface)
        self._draw_confetti(surface)
        if bright is not None:
            surface.blit(bright, self.revealed)
            pygame.draw.rect(surface, theme.GOLD, self.revealed.inflate(self.px(8), self.px(8)),
                             max(2, self.px(4)), border_radius=self.px(16))
        draw_panel(surface, self.panel, self.scale, alpha=theme.DIALOG_ALPHA)
        cx = self.panel.centerx
        # the winner's name is the headline, in display type; "Rezultate" a small label over it
        draw_text(surface, self.tr(self.title_key), self.font_px(theme.FONT_SMALL), theme.MUTED,
                  (cx, self.panel.y + self.px(36)), max_width=self.panel.w - self.px(60),
                  weight=BOLD)
        draw_text(surface, self.headline(), self.font_px(theme.FONT_HEADING), theme.GOLD,
                  (cx, self.panel.y + self.px(92)), shadow=self.px(3),
                  max_width=self.panel.w - self.px(80), weight=DISPLAY)
        draw_podium(surface, self.podium_rect(), self.rows, self.shown_name, self.time,
                    self.scale)
        size = self.font_px(theme.FONT_BODY)
        for row, rect in zip(self.rows, self.row_rects, strict=True):
            winner = row.place == 1
            if winner:  # a solid gold plaque, dark text: clean and readable as it pops
                pygame.draw.rect(surface, theme.WINNER_ROW, rect.inflate(0, -self.px(4)),
                                 border_radius=self.px(12))
            colour = theme.WINNER_ROW_TEXT if winner else theme.CREAM
            weight = BOLD if winner else REGULAR
            pad = self.px(20)
            draw_text(surface, self.tr("results.place", place=row.place), size, colour,
                      (rect.x + pad, rect.centery), "midleft", weight=weight)
            # a winner's number counts up with the podium's: one number at a time
            total = format_int(counted(row.total, self.time, count_start(self.rows)) if winner
                               else row.total)
            draw_text(surface, total, size, colour, (rect.right - pad, rect.centery),
                      "midright", weight=BOLD)
            total_x = rect.right - pad - text_size(format_int(row.total), size, BOLD)[0]
            name_x = rect.x + pad + self.px(70)
            draw_marked_name(surface, self.shown_name(row), size, colour, (name_x, rect.centery),
                             row.seat, max_width=max(10, total_x - name_x - self.px(24)),
                             weight=weight)
            if winner and self.person_won:
                self._draw_sparkles(surface, rect)
        if self.time < theme.WIN_CELEBRATION_TIME:  # the winners' rows pop as the panel opens
            for row, rect in zip(self.rows, self.row_rects, strict=True):
                if row.place == 1:
                    draw_celebration(surface, rect, self.time / theme.WIN_CELEBRATION_TIME,
                                     self.time, self.scale, clip=self.pop_room(rect))
        self.draw_widgets(surface)

    def podium_rect(self) -> pygame.Rect:
        """Where the podium stands: under the headline, over the ranking's rows."""
        top = self.panel.y + self.px(140)
        return pygame.Rect(self.panel.x + self.px(40), top, self.panel.w - self.px(80),
                           self.panel.y + self.head - self.px(14) - top)

    def celebration_rects(self) -> list[pygame.Rect]:
        """Everything the winners' pop may paint now (the layout check: inside the panel)."""
        if self.time >= theme.WIN_CELEBRATION_TIME:
            return []
        return [celebration_bounds(rect, self.scale, self.pop_room(rect)).clip(self.pop_room(rect))
                for row, rect in zip(self.rows, self.row_rects, strict=True) if row.place == 1]

    def pop_room(self, rect: pygame.Rect) -> pygame.Rect:
        """Where a winner's row at ``rect`` may pop: its own band across the panel, so it
        never covers the row under it (nor the podium over it)."""
        return pygame.Rect(self.panel.x, rect.y, self.panel.w, rect.h).clip(self.panel)

    def _draw_sparkles(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Four-pointed twinkles at both ends of a winner's row."""
        for k, (x, y) in enumerate(((rect.x + self.px(4), rect.y + self.px(4)),
                                    (rect.right - self.px(4), rect.bottom - self.px(4)))):
            phase = (math.sin(self.time * 5 + k * 2.1) + 1) / 2
            r = self.px(6 + 10 * phase)
            colour = theme.CONFETTI_COLOURS[0] if k % 2 == 0 else theme.CREAM
            draw_sparkle(surface, colour, (x, y), r)

    def _draw_confetti(self, surface: pygame.Surface) -> None:
        corner = mute_icon_rect(self.size).inflate(self.px(16), self.px(16))  # the sign's own
        for piece in self._confetti:
            if piece.delay > 0 or piece.y < -30:
                continue
            w = max(2, round(piece.size * abs(math.cos(math.radians(piece.angle)))))
            h = max(2, round(piece.size * 0.5))
            rect = pygame.Rect(round(piece.x) - w // 2, round(piece.y) - h // 2, w, h)
            if not rect.colliderect(corner):  # the mute sign's corner stays free
                pygame.draw.rect(surface, piece.colour, rect)
