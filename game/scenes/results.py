"""The end-of-game results panel shared by both tables.

    rows = ranking_rows(game.ranking(), game.players, farkle_details(game))
    app.manager.push(ResultsOverlay(app, rows, on_new_game=..., on_menu=...), fade=False)

A full panel centred over the whole table, dimmed as dark as the end's stages left it (no
part of the table reads beside it, nor its key bar under it). It names the winner(s) over a
podium (the first three on steps in their seat colours, the winner's name large over a
trophy, each player a token in their seat's colour:
``game.widgets.podium``), each player's figures of the game under their step
(``game.flow.results_detail``); it lists the places from the fourth on, their figures beside
(equal totals share a place: "1.", "1.", "3."); a game played alone ends on a score plate,
not a podium of one; and it offers "Partidă nouă" and "Meniu".
Both buttons first close the panel, then call their callback; Esc is "Meniu". The ranking
itself is the engine's: the panel only shows it.

The panel rises and grows into place over :data:`ENTRANCE_TIME`, opaque from its first
frame (it never pops, and nothing of the table shows through it). The winner's
total counts up big on the podium, unless the win's stage has just counted it
(``counted_already``): then the panel opens on the final totals; a click or a key (but Esc)
during the count only lands it (a second one acts). When a person wins, confetti
falls behind the panel at once and the "win" sound plays; a computer's win ends calmly (no
confetti, no fanfare). Whoever wins, the winner's total pops with a few glints as the panel
opens (``game.widgets.celebration``).

A game played alone names no winner, but its end has its moment too: for
:data:`~game.flow.celebration.SOLO_MOMENT` seconds rays turn behind its score plate and
confetti falls (the whole rain for a new personal best), and a key or a click (but Esc, or
a click on a button, which acts) only ends that moment (a second one acts).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game import theme
from game.flow.celebration import SOLO_MOMENT, moment_light
from game.flow.personal_best import best_unbeaten, split_best
from game.flow.results_detail import Detail, detail_lines, other_lines
from game.flow.stage import DIM_ALPHA, GRAND, ease_out
from game.i18n import format_int
from game.scenes.base import Scene
from game.scenes.results_words import LIST_LINES as LIST_LINES
from game.scenes.results_words import ResultsWords
from game.widgets import layout_record
from game.widgets.celebration import pop_scale
from game.widgets.confetti import Confetto, draw_confetti, new_confetto
from game.widgets.decor import draw_sparkle
from game.widgets.felt import draw_panel, felt_area
from game.widgets.mute_icon import mute_icon_rect
from game.widgets.podium import (
    COUNT_TIME,
    below_height,
    counted,
    draw_podium,
    rise_done,
    slot_width,
)
from game.widgets.podium_figures import draw_inline_stats
from game.widgets.podium_plate import draw_plate
from game.widgets.podium_stage import draw_felt_card
from game.widgets.seats import draw_marked_name, player_style
from game.widgets.text import BOLD, DISPLAY, REGULAR, draw_text, text_size

if TYPE_CHECKING:
    from game.app import App

TOP = 150
"""Reference pixels above the podium: the headline (the panel's one title) and the air
under it (the room the winner's total grows into as it pops)."""

HEADLINE_Y = 78
"""Reference pixels from the panel's top to the headline's middle."""

PODIUM = 330
"""Reference pixels of the podium at least (its steps, tokens, names and totals)."""

PODIUM_GROWTH = 330
"""Reference pixels the podium grows by, where the window has room (the card fills the
felt's height clear of the table's top buttons: no small card in a dark sea)."""

HEADLINE_SIZE = 88
"""The layout size of the headline ("Câștigă Ana!") in the display face: the panel's title,
larger than any name or figure on it but the winner's total."""

MARGIN = 36
"""Reference pixels kept clear between the panel and the felt's edge."""

ENTRANCE_TIME = 0.3
"""Seconds the panel takes to rise and grow into place."""

CROSS_FADE = 0.45
"""Seconds over which the picture before the panel (the win's stage) fades out under it
as it rises: a cross-fade from the stage to the results, no cut."""

ENTRANCE_RISE = 60
"""Reference pixels under its place the panel starts its rise from."""

ENTRANCE_SCALE = 0.86
"""The panel's size, against its own, as it starts to come in."""

QUIET_SOUND = "card_total"
"""A quiet end's one sound, as its final score counts up (a rolling tally, a closing chord:
calm, no fanfare)."""

BACKDROP = DIM_ALPHA[GRAND]
"""How dark the table is under the panel by default: as dark as the win's stage made it (the
10 000 win; no lift as the panel opens). The Yams end passes its own: its stage's darkness."""

SWEEP = 1500
"""Reference pixels a second, each second, a solo end's confetti speeds up by once its
moment is over: the brief rain drops away (no piece lingering for seconds)."""

PANEL_WIDTH = {1: 1080, 2: 1380, 3: 1560}
"""The panel's width in reference pixels by the number of steps on the podium (at most: the
felt's width less the margins), so that two steps do not stand in an empty hall."""

PANEL_SHARE = {1: 0.66, 2: 0.8, 3: 0.92}
"""The least share of the felt's room the panel takes across, by the number of steps: on a
small window each step's figures keep room enough not to wrap."""


LIST_LEADING = 1.25
"""A listed player's line height, as a share of the body size (hR28: 1.45 left the steps
over a long list flat)."""



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
    detail: Detail = field(default=(), compare=False)
    """The player's figures of the game, said under their total (game.flow.results_detail)."""


def ranking_rows(ranking: Sequence[tuple[int, int, int]], players: Sequence[Any],
                 details: Sequence[Detail] | None = None) -> list[ResultRow]:
    """Turn an engine's ``ranking()`` ((place, player index, total), best first) into rows;
    ``details``: each player's figures, by player index."""
    return [ResultRow(place, players[index].name, total,
                      bool(getattr(players[index], "is_computer", False)),
                      player_style(players, index),
                      details[index] if details is not None else ())
            for place, index, total in ranking]


def solid(picture: pygame.Surface, least: int = 240) -> None:
    """Make the nearly opaque pixels of ``picture`` (alpha ``least`` or more: a card
    smoothly scaled keeps 253) wholly opaque in place; its soft shadow stays soft."""
    import numpy

    alpha = pygame.surfarray.pixels_alpha(picture)
    numpy.putmask(alpha, alpha >= least, 255)
    del alpha  # the pixels are unlocked again


def entrance(time: float) -> float:
    """How far the panel has come in ``time`` seconds after it opened (0..1, settling)."""
    return ease_out(time / ENTRANCE_TIME) if ENTRANCE_TIME > 0 else 1.0


class ResultsOverlay(ResultsWords, Scene):
    """The final ranking over the finished table, with "Partidă nouă" and "Meniu"."""

    is_overlay = True
    lists_keys = True  # the table's key bar is not this panel's: it is not drawn under it

    def __init__(self, app: App, rows: Sequence[ResultRow],
                 on_new_game: Callable[[], None], on_menu: Callable[[], None], *,
                 counted_already: bool = False,
                 backdrop: int = BACKDROP, quiet: bool = False, said: str = "",
                 handed: bool = True) -> None:
        """Show ``rows`` (best first); the callbacks run after the panel has closed.
        ``counted_already``: the win's stage has just counted the winner's total, so the
        panel opens on the final totals (no second count); ``backdrop``: how dark the table
        is under it (as dark as the stage before it left it); ``quiet``: a smaller end (a
        game played alone that beat no best: no confetti, no fanfare); ``said``: the words
        of the win's stage just played ("Egalitate!": faded before the panel rises);
        ``handed``: the picture on the screen as it opens fades out under it (False: the
        panel opens straight over the hushed table)."""
        super().__init__(app)
        self.quiet = quiet
        self.said = said
        if not rows:
            raise ValueError("the results need at least one player")
        self.rows = list(rows)
        self.on_new_game = on_new_game
        self.on_menu = on_menu
        self.counted_already = counted_already
        self.backdrop = backdrop
        self._hushed: pygame.Surface | None = None
        below = getattr(app.manager, "top", None) if hasattr(app, "manager") else None
        light = getattr(below, "stage_light", None) if getattr(below, "end_dark", False) \
            else None
        self._light: tuple[tuple[int, int], int | None] | None = light
        """Where the end's stage lit the felt and whose seat tinted it (the table's
        :attr:`~game.scenes.table_base.TableScene.stage_light`; None: lit at the felt's
        middle): the table under the panel is hushed as that stage left it (no step)."""
        screen = getattr(app, "screen", None)
        self._before: pygame.Surface | None = (
            screen.copy() if isinstance(screen, pygame.Surface) and handed else None)
        """The picture shown as the panel opened (the win's stage's last frame): it fades
        out under the rising panel (:meth:`handed_over`)."""
        self.new_game_button = self.button("results.new_game", self.new_game)
        self.menu_button = self.button("results.menu", self.menu, "secondary")
        self.focus.widgets = [self.new_game_button, self.menu_button]
        self.focus.index = 0
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.podium = pygame.Rect(0, 0, 0, 0)
        """Where the podium stands: under the headline, over the list."""
        self.row_rects: list[pygame.Rect] = []
        """The rects of :attr:`list_rows`, one a line."""
        self.winner_total = pygame.Rect(0, 0, 0, 0)
        """Where the winner's total stands on the podium (as last drawn)."""
        self.time = 0.0
        self._celebrated = False
        self._rng = random.Random(theme.YAMS_VISUAL_SEED)
        self._confetti: list[Confetto] = []
        self.moment_over = False
        """True once a solo end's moment was skipped (its rays and confetti gone)."""

    # --- reading ---------------------------------------------------------------------------

    @property
    def person_won(self) -> bool:
        """True when a person (not the computer) is among the winners and the end is not a
        quiet one: time for confetti."""
        if self.quiet or (len(self.rows) == 1 and best_unbeaten(self.rows[0].detail)):
            return False  # alone under one's best: calm, no confetti
        return any(not row.is_computer for row in self.winners)

    @property
    def solo_end(self) -> bool:
        """True for a game a person played alone: its end has its own moment (no winner)."""
        return len(self.rows) == 1 and not self.rows[0].is_computer

    def solo_light(self) -> float:
        """How strong a solo end's rays are now (0..1; 0 for other ends, or once skipped)."""
        if not self.solo_end or self.moment_over:
            return 0.0
        return moment_light(self.time)

    def moment_running(self) -> bool:
        """True while a solo end's moment runs (a key or a click then only ends it)."""
        return self.solo_end and not self.moment_over and self.time < SOLO_MOMENT

    def end_moment(self) -> None:
        """Skip a solo end's moment: its rays and confetti are gone at once."""
        if self.solo_end:
            self.moment_over = True
            self._confetti.clear()

    def pop_progress(self) -> float:
        """How far the winner's total's pop is (0..1; 0 before it, 1 after): it pops once
        the panel is in, its podium's steps have risen and its count has landed."""
        risen = rise_done(min(3, len(self.rows))) if len(self.rows) > 1 else 0.0
        start = max(ENTRANCE_TIME, risen, 0.0 if self.counted_already else COUNT_TIME)
        return max(0.0, min(1.0, (self.time - start) / theme.WIN_CELEBRATION_TIME))

    def count_time(self) -> float:
        """The podium's counting clock: past its end at once when the count was done."""
        return COUNT_TIME if self.counted_already else self.time

    def counting(self) -> bool:
        """True while the winner's total still counts up on the podium."""
        return not self.counted_already and self.time < COUNT_TIME

    def finish_count(self) -> None:
        """Land the winner's count at once (the panel in place, its total final): the pop
        follows from here."""
        self.time = max(self.time, COUNT_TIME)

    def handle_event(self, event: pygame.event.Event) -> None:
        """While the winner's total counts up, a click or a key (but Esc, which always
        leaves) only finishes the count (a second one acts); during a solo end's moment a key
        (but Esc) or a click beside the buttons only ends it (a button clicked acts at once);
        then the buttons and Esc as on any panel."""
        key = event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE
        click = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        on_button = click and any(button.rect.collidepoint(event.pos)
                                  for button in (self.new_game_button, self.menu_button))
        busy = self.counting() or (self.moment_running() and not on_button)
        if busy and (key or click):
            self.finish_count()
            self.end_moment()
            return
        super().handle_event(event)

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

    def enter(self) -> None:
        """Play the panel's one sound the first time it shows: "win" when a person won, the
        calm :data:`QUIET_SOUND` for a quiet end (a game alone that beat no best: no stage
        sounded it)."""
        if not self._celebrated:
            self._celebrated = True
            if self.person_won:
                self.app.audio.play("win")
            elif self.quiet and not self.counted_already:  # the table's count sounded it
                self.app.audio.play(QUIET_SOUND)

    # --- layout, time, drawing ---------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        """The panel centred on the felt, clear of its edges; the podium takes the room the
        list leaves; the buttons at its foot."""
        super().layout(size)
        felt = felt_area(self.size)
        room = felt.inflate(-2 * self.px(MARGIN), -2 * self.px(MARGIN))
        row_h = round(self.font_px(theme.FONT_BODY) * LIST_LEADING)
        top, foot = self.px(TOP), self.px(theme.BUTTON_SMALL_SIZE[1] + 76)
        listed = len(self.list_rows)
        list_h = row_h * listed + (self.px(16) if listed else 0)
        steps = min(3, len(self.rows))
        pw = min(max(self.px(PANEL_WIDTH[steps]), round(room.w * PANEL_SHARE[steps])), room.w)
        # the panel stands under the table's button row ("?", "Pauză": TableScene.layout)
        # and the sound sign, down to the felt's margin: its whole width kept, its height
        # all the podium's (hR28: centred, it lost as much under it as over it)
        chrome = (felt.y + self.px(theme.MARGIN * 0.5) + self.px(theme.BUTTON_SMALL_SIZE[1])
                  + self.px(theme.GAP))
        band = pygame.Rect(room.x, chrome, room.w, room.bottom - chrome)
        said, podium, ph = self._heights(pw, band.h, top, list_h, foot)
        buttons_left = (felt.right - self.px(theme.MARGIN * 0.5)
                        - self.px(theme.BUTTON_SMALL_SIZE[0] * 0.8) - self.px(22)
                        - self.px(theme.BUTTON_SMALL_SIZE[1]) - self.px(theme.GAP))
        narrow = min(pw, 2 * (buttons_left - room.centerx))
        tall = self._heights(narrow, room.h, top, list_h, foot)
        squeezed = top + self.px(PODIUM) + said + list_h + foot > band.h
        if squeezed or (listed and tall[1] - tall[0] > podium - said):
            # many listed: a tall panel stays left of those buttons, the whole felt high,
            # when its podium stands taller so (no flat steps over a long list)
            pw, band = narrow, room
            said, podium, ph = tall
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = band.center
        if listed:
            row_h = min(row_h, max(1, (ph - top - foot - self.px(120)) // listed))
            list_h = row_h * listed + self.px(16)
        self.podium = pygame.Rect(self.panel.x + self.px(40), self.panel.y + top,
                                  pw - self.px(80), ph - top - foot - list_h)
        inner = self.panel.inflate(-2 * self.px(40), 0)
        first = self.podium.bottom + self.px(16)
        self.row_rects = [pygame.Rect(inner.x, first + i * row_h, inner.w, row_h)
                          for i in range(listed)]
        gap = self.px(theme.GAP * 2)
        bw = min(self.px(theme.BUTTON_SMALL_SIZE[0]), (pw - self.px(60) - gap) // 2)
        bh = self.px(theme.BUTTON_SMALL_SIZE[1])
        y = self.panel.bottom - self.px(36) - bh
        cx = self.panel.centerx
        font = self.font_px(theme.FONT_BUTTON)
        self.new_game_button.place(pygame.Rect(cx - gap // 2 - bw, y, bw, bh), self.scale, font)
        self.menu_button.place(pygame.Rect(cx + gap // 2, y, bw, bh), self.scale, font)
        count = theme.CONFETTI_COUNT if self.person_won else theme.CONFETTI_COUNT // 2
        celebrates = self.person_won or (self.solo_end and not self.moment_over)
        self._confetti = ([self._new_confetto(first=True) for _ in range(count)]
                          if celebrates else [])

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
        return below_height(said, counts, slot_width(width, self.scale, len(said)), self.scale)

    def _new_confetto(self, first: bool = False) -> Confetto:
        return new_confetto(self._rng, self.size, self.scale, first)

    def is_animating(self) -> bool:
        """True while the panel comes in, the winner's total pops or confetti is on screen;
        then the panel rests (its sparkles still), so the loop can sleep."""
        bottom = self.size[1] + 30
        return (self.pop_progress() < 1 or self.handed_over() < 1
                or self.moment_running()
                or any(piece.delay > 0 or piece.y <= bottom for piece in self._confetti))

    def update(self, dt: float) -> None:
        """Let the confetti fall (for a few seconds) and the sparkles twinkle; once both are
        over, time stops for the panel (the sparkles keep their last shape)."""
        super().update(dt)
        if not self.is_animating():
            return
        self.time += dt
        keep_falling = self.time < (theme.CONFETTI_TIME if self.person_won else SOLO_MOMENT)
        for i, piece in enumerate(self._confetti):
            if piece.delay > 0:
                piece.delay -= dt
                continue
            piece.x += piece.vx * dt + math.sin(self.time * 3 + i) * 20 * self.scale * dt
            if not keep_falling and not self.person_won:  # a solo end's brief rain:
                piece.vy += SWEEP * self.scale * dt  # it drops away at the moment's end
            piece.y += piece.vy * dt
            piece.angle += piece.spin * dt
            if piece.y > self.size[1] + 30 and keep_falling:
                self._confetti[i] = self._new_confetto()

    def draw(self, surface: pygame.Surface) -> None:
        """Darken the table, confetti behind the opaque panel, then the panel (the headline,
        the podium, the list from the fourth place, the buttons), rising into place."""
        self._draw_backdrop(surface)
        self._draw_confetti(surface)
        come = entrance(self.time)
        if come >= 1:
            self._draw_panel(surface)
            return
        # The panel's entrance: drawn whole on a layer of its own, then scaled and lifted.
        bounds = self._panel_bounds()
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        self._draw_panel(layer)
        picture = layer.subsurface(bounds)
        factor = ENTRANCE_SCALE + (1 - ENTRANCE_SCALE) * come
        size = (max(1, round(bounds.w * factor)), max(1, round(bounds.h * factor)))
        picture = pygame.transform.smoothscale(picture, size)
        solid(picture)  # the scaling leaves the card 1 % see-through: none of the stage
        # opaque from frame one, as at rest: nothing of the table shows through its words
        rect = picture.get_rect(center=(bounds.centerx,
                                        bounds.centery + round(self.px(ENTRANCE_RISE)
                                                               * (1 - come))))
        surface.blit(picture, rect)

    def _draw_backdrop(self, surface: pygame.Surface) -> None:
        """The table under the panel hushed as a stage hushes it (blurred, levelled, the
        felt's warm green laid back on it under a vignette of :attr:`backdrop`, lit where
        the panel stands: :mod:`game.views.stage_backdrop`): none of its figures or words
        reads beside the panel (made once: the table waits under it). As the panel comes
        in, the picture that stood before it (the win's stage) fades out over it: a
        cross-fade, no cut (:meth:`handed_over`)."""
        from game.views.stage_backdrop import backdrop

        kept = self._hushed
        if kept is None or kept.get_size() != surface.get_size():
            kept = self._hushed = surface.copy()
            centre, seat = self._light or (felt_area(self.size).center, None)
            backdrop(kept, self.backdrop, self.scale, centre, seat)
        surface.blit(kept, (0, 0))
        before = self._before
        fade = self.handed_over()
        if before is not None and before.get_size() == surface.get_size() and fade < 1:
            before.set_alpha(round(255 * (1 - fade)))
            surface.blit(before, (0, 0))
            before.set_alpha(None)
        if layout_record.ON:
            layout_record.covered(surface)

    def handed_over(self) -> float:
        """How far the picture before the panel (the win's stage, as it was last shown) has
        faded out under it (0..1): over :data:`CROSS_FADE`, as the panel rises."""
        return min(1.0, self.time / CROSS_FADE) if CROSS_FADE > 0 else 1.0

    def _panel_bounds(self) -> pygame.Rect:
        """The panel and all that its picture may paint beyond it (the buttons' shadows)."""
        return self.panel.inflate(self.px(24), self.px(24)).clip(pygame.Rect((0, 0), self.size))

    def _draw_panel(self, surface: pygame.Surface) -> None:
        """The panel at its place: headline, podium, the list from the fourth, the buttons;
        over the hushed table (never over the fading picture before it: nothing of the
        win's stage reads through the panel)."""
        if self._hushed is not None and self._hushed.get_size() == surface.get_size():
            radius = theme.px(theme.PANEL_RADIUS, self.scale)
            ground = pygame.Surface(self.panel.size, pygame.SRCALPHA)
            pygame.draw.rect(ground, (255, 255, 255), ground.get_rect(), border_radius=radius)
            ground.blit(self._hushed, (0, 0), self.panel,
                        special_flags=pygame.BLEND_RGBA_MULT)
            surface.blit(ground, self.panel)
        draw_panel(surface, self.panel, self.scale, alpha=theme.DIALOG_ALPHA)
        # the card is the table's felt, dimmed, softly lit over the podium: no dark void
        draw_felt_card(surface, self.panel, self.scale,
                       (self.podium.centerx, self.podium.y + self.podium.h // 3))
        cx = self.panel.centerx
        # the winner's name is the headline, in display type: the panel's one title (no
        # small label over it)
        draw_text(surface, self.headline(), self.font_px(HEADLINE_SIZE), theme.GOLD,
                  (cx, self.panel.y + self.px(HEADLINE_Y)), shadow=self.px(4),
                  max_width=self.panel.w - self.px(80), weight=DISPLAY)
        if len(self.rows) == 1:  # a game played alone: its score on a plate, no podium
            row = self.rows[0]
            best, rest = split_best(row.detail)  # the best between the name and the score
            total = draw_plate(surface, self.podium, row, self.shown_name(row),
                               self.count_time(), self.scale,
                               counted_already=self.counted_already,
                               pop=pop_scale(self.pop_progress()),
                               lines=detail_lines(self.tr, other_lines(rest)),
                               chips=self.stats_of(row),
                               over=detail_lines(self.tr, best),
                               over_colour=theme.CREAM if best_unbeaten(best) else theme.GOLD,
                               record=bool(best) and not best_unbeaten(best),
                               light=self.solo_light(), age=self.time)  # its moment's rays
        else:
            total = draw_podium(surface, self.podium, self.rows, self.shown_name,
                                self.count_time(), self.scale,
                                counted_already=self.counted_already,
                                pop=pop_scale(self.pop_progress()),
                                detail_of=self.podium_lines, stats_of=self.stats_of,
                                note=self.tr("results.consolation"), rise_time=self.time)
        self.winner_total = total if total is not None else pygame.Rect(0, 0, 0, 0)
        size = self.font_px(theme.FONT_BODY)
        pad = self.px(20)
        for row, rect in zip(self.list_rows, self.row_rects, strict=True):
            draw_text(surface, self.tr("results.place", place=row.place), size, theme.CREAM,
                      (rect.x + pad, rect.centery), "midleft")
            shown = row.total if self.counted_already else counted(row.total, self.count_time())
            draw_text(surface, format_int(shown), size, theme.CREAM,  # with the podium's
                      (rect.right - pad, rect.centery), "midright", weight=BOLD)
            total_x = rect.right - pad - text_size(format_int(row.total), size, BOLD)[0]
            name_x = rect.x + pad + self.px(70)
            name_end = total_x - self.px(24)
            chips = self.stats_of(row)
            if chips:  # the podium's icons and figures beside the total, on one line
                left = draw_inline_stats(surface, chips, name_end, rect.centery, size,
                                         self.scale)
                name_end = left - self.px(24)
            draw_marked_name(surface, self.shown_name(row), size, theme.CREAM,
                             (name_x, rect.centery), row.seat,
                             max_width=max(10, name_end - name_x), weight=REGULAR)
        if self.winner_total.w and self.person_won:
            self._draw_sparkles(surface, self.winner_total)
        self.draw_widgets(surface)

    def podium_rect(self) -> pygame.Rect:
        """Where the podium stands: under the headline, over the list."""
        return pygame.Rect(self.podium)

    def celebration_rects(self) -> list[pygame.Rect]:
        """Everything the winner's pop paints now (the layout check: inside the panel): the
        total, grown, and its twinkles."""
        if not 0 < self.pop_progress() < 1 or not self.winner_total.w:
            return []
        reach = self.px(14 + 16)
        return [self.winner_total.inflate(2 * reach, 2 * self.px(16)).clip(self.panel)]

    def sparkle_spots(self, rect: pygame.Rect) -> list[pygame.Rect]:
        """Where the twinkles at both ends of the total ``rect`` may reach (at their
        largest): beside its letters, below the line box's top (a line said over the
        total, the new record's, stays clear: nothing draws over words)."""
        reach = self.px(16)
        # at the figure's upper corners, a little out: level with its digits a twinkle
        # read as a sign ("+70", "70+")
        spots = ((rect.x - self.px(22), rect.y + rect.h // 8),
                 (rect.right + self.px(22), rect.y + rect.h // 8))
        return [pygame.Rect(x - reach, y - reach, 2 * reach, 2 * reach) for x, y in spots]

    def _draw_sparkles(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Four-pointed twinkles at both ends of the winner's total."""
        for k, spot in enumerate(self.sparkle_spots(rect)):
            x, y = spot.center
            phase = (math.sin(self.time * 5 + k * 2.1) + 1) / 2
            r = self.px(6 + 10 * phase)
            colour = theme.CONFETTI_COLOURS[0] if k % 2 == 0 else theme.CREAM
            draw_sparkle(surface, colour, (x, y), r)

    def _draw_confetti(self, surface: pygame.Surface) -> None:
        corner = mute_icon_rect(self.size).inflate(self.px(16), self.px(16))  # the sign's own
        draw_confetti(surface, self._confetti, corner)
