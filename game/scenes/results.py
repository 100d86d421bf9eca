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

The panel rises a little into place over :data:`ENTRANCE_TIME` at its final size, whole
inside the window in every frame (hR64: a reveal in place, no slide from off-screen), all
it holds fading in with it (hR67: its figures and buttons too; the buttons press only once
it stands), opaque from
its first frame (it never pops nor grows, and nothing of the table shows through it). The winner's
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
from typing import TYPE_CHECKING

import pygame

from game import theme
from game.flow.celebration import MOMENT_RISE, SOLO_MOMENT, SOLO_REST_LIGHT, moment_light
from game.flow.personal_best import best_unbeaten
from game.flow.stage import DIM_ALPHA, GRAND
from game.scenes.base import Scene
from game.scenes.results_layout import LIST_LEADING as LIST_LEADING
from game.scenes.results_layout import MARGIN as MARGIN
from game.scenes.results_layout import PANEL_SHARE as PANEL_SHARE
from game.scenes.results_layout import PANEL_WIDTH as PANEL_WIDTH
from game.scenes.results_layout import PODIUM as PODIUM
from game.scenes.results_layout import PODIUM_GROWTH as PODIUM_GROWTH
from game.scenes.results_layout import TOP as TOP
from game.scenes.results_layout import ResultsLayout
from game.scenes.results_picture import CROSS_FADE as CROSS_FADE
from game.scenes.results_picture import ENTRANCE_RISE as ENTRANCE_RISE
from game.scenes.results_picture import ENTRANCE_TIME as ENTRANCE_TIME
from game.scenes.results_picture import ResultsPicture
from game.scenes.results_picture import entrance as entrance
from game.scenes.results_picture import solid as solid
from game.scenes.results_rows import ResultRow as ResultRow
from game.scenes.results_rows import ranking_rows as ranking_rows
from game.scenes.results_words import LIST_LINES as LIST_LINES
from game.scenes.results_words import ResultsWords
from game.widgets.confetti import Confetto, confetti_rain, new_confetto
from game.widgets.podium import COUNT_TIME as COUNT_TIME
from game.widgets.podium import rise_done
from game.widgets.podium_motion import entrance_done, figures_light

if TYPE_CHECKING:
    from game.app import App

QUIET_SOUND = "card_total"
"""A quiet end's one sound, as its final score counts up (a rolling tally, a closing chord:
calm, no fanfare)."""

BACKDROP = DIM_ALPHA[GRAND]
"""How dark the table is under the panel by default: as dark as the win's stage made it (the
10 000 win; no lift as the panel opens). The Yams end passes its own: its stage's darkness."""


GLINT_EVERY = 5.0
"""Seconds between two glints of the winner's trophy on the settled results (critic C71:
nothing moved once settled), the first this long after the panel rests."""

GLINT_TIME = 0.7
"""Seconds one glint shines: the twinkles bloom and fade."""

GLINT_FPS = 20
"""Frames a second the app draws while a glint shines (it sleeps between glints)."""

SWEEP = 1500
"""Reference pixels a second, each second, a solo end's confetti speeds up by once its
moment is over: the brief rain drops away (no piece lingering for seconds)."""


class ResultsOverlay(ResultsLayout, ResultsPicture, ResultsWords, Scene):
    """The final ranking over the finished table, with "Partidă nouă" and "Meniu"."""

    is_overlay = True
    lists_keys = True  # the table's key bar is not this panel's: it is not drawn under it
    covers_table_buttons = True  # the table's "?" and "Pauză" are not drawn under it

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
        of the win's stage just played (its verdict, which the headline stands in);
        ``handed``: the picture on the screen as it opens fades out under it (False: the
        panel opens straight over the hushed table)."""
        super().__init__(app)
        self.quiet = quiet
        self.said = said
        self.crowned = False
        """True when the panel opens on a crowned count (ruling S43, round 78): its headline
        stood over the count, the podium rises under it, its confetti is the end's one burst."""
        if not rows:
            raise ValueError("the results need at least one player")
        self.rows = list(rows)
        self.on_new_game = on_new_game
        self.on_menu = on_menu
        self.counted_already = counted_already
        self.backdrop = backdrop
        self._hushed: pygame.Surface | None = None
        self._title: tuple[tuple[int, int], tuple[pygame.Surface, pygame.Rect, pygame.Rect,
                                                  int]] | None = None
        """The win's stage's title as this panel stands it (its window size, then
        :meth:`held_title`'s), made once."""
        self._bare: pygame.Surface | None = None
        """A crowned count's picture without its figure, sums and headline (S57)."""
        self._entrance: tuple[pygame.Surface, pygame.Surface, pygame.Rect] | None = None
        """The entrance's card as made once, its layer and its bounds (hR60: the still
        parts built once, only what moves drawn each frame)."""
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
        """The picture shown as the panel opened (the win's stage's last frame), softened
        over the hushed table as that is made (its words never cut by the panel's edge,
        :func:`~game.scenes.results_picture.softened`): it fades out round the rising
        panel (:meth:`handed_over`)."""
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
        self.winner_cups: list[pygame.Rect] = []
        """The winners' trophies as last drawn (their twinkles glint there, hR61)."""
        self.time = 0.0
        self.rest_time = 0.0
        """Seconds the panel has rested (nothing else moving): the trophy's glints' clock."""
        self._celebrated = False
        self._rng = random.Random(theme.YAMS_VISUAL_SEED)
        self._confetti: list[Confetto] = []
        self.confetti_bursts = 0
        """How many times this panel threw its confetti into the air at once: once with no
        stage before it, never after the win's stage (its burst the win's one)."""
        self.moment_over = False
        """True once a solo end's moment was skipped (its rays and confetti gone)."""

    def open_crowned(self, bare: pygame.Surface | None = None) -> ResultsOverlay:
        """This panel opening on a Yams end's crowned count (ruling S43, round 78), whose
        headline already stands where the panel keeps it: the count's figure and sums leave
        (over ``bare``: the count's felt and rays without them), then the card fades in round
        that headline, its podium rising under it (ruling S57: never both); its confetti the
        end's one burst. Returns the panel."""
        if len(self.rows) > 1:
            self.said = self.headline()
            self.crowned = True
            self._bare = bare
        return self

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
        """How strong a solo end's rays are now (0..1; 0 for other ends): the moment's, then
        (over or skipped) a soft standing light, :data:`SOLO_REST_LIGHT`."""
        if not self.solo_end:
            return 0.0
        rest = SOLO_REST_LIGHT * min(1.0, self.time / MOMENT_RISE)
        if self.moment_over:
            return SOLO_REST_LIGHT
        return max(rest, moment_light(self.time))

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

    def figures_light(self) -> float:
        """How far the figures under the podium and the list from the fourth place have
        faded in (0..1): none while the blocks rise, then in
        (:func:`~game.widgets.podium_motion.figures_light`; a plate's at once); after the
        win's stage, which faded them in under its podium, whole at once (hW76)."""
        if self.podium_held():
            return 1.0
        if self.crowned:  # whole with the card, in one frame (S94 1.)
            return self.card_light()
        return figures_light(self.time) if len(self.rows) > 1 else 1.0

    def entering(self) -> bool:
        """True while the podium's entrance runs (its blocks rising, its figures fading in):
        a click or a key (but Esc) then only lands it (:meth:`finish_count`)."""
        if self.crowned:  # (its card whole at once: S94 1.)
            return self.card_light() < 1
        return len(self.rows) > 1 and self.time < entrance_done()

    def buttons_light(self) -> float:
        """How far the buttons have faded in (0..1): with the panel's rise, as the figures
        (hR67, critic C66: a blank lower part while the panel entered; hR64 had them wait
        for it to stand, C64: "live buttons sliding in"): until wholly in, as the panel
        stands, they neither show focus nor act (a click only lands the entrance)."""
        if self.podium_held():  # the win's stage stood them in place (round 75, hW78)
            return 1.0
        if self.crowned:  # with the whole card (S94 1.)
            return self.card_light()
        return figures_light(self.time)  # (a plate's figures stand whole: its buttons
        # fade on the podium's curve all the same)

    def count_time(self) -> float:
        """The podium's counting clock: past its end at once when the count was done."""
        return COUNT_TIME if self.counted_already else self.time

    def counting(self) -> bool:
        """True while the winner's total still counts up on the podium."""
        return not self.counted_already and self.time < COUNT_TIME

    def finish_count(self) -> None:
        """Land the winner's count and the podium's entrance at once (the panel in place,
        its blocks risen, its figures and buttons in, its total final): the pop follows
        from here."""
        self.time = max(self.time, COUNT_TIME, ENTRANCE_TIME, entrance_done())

    def handle_event(self, event: pygame.event.Event) -> None:
        """While the winner's total counts up or the podium enters, a click or a key (but
        Esc, which always leaves) only lands them (a second one acts); during a solo end's
        moment a key (but Esc) or a click beside the buttons only ends it (a button clicked
        acts at once); then the buttons and Esc as on any panel."""
        key = event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE
        click = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        on_button = click and any(button.rect.collidepoint(event.pos)
                                  for button in (self.new_game_button, self.menu_button))
        moment = self.moment_running() and not on_button  # (a button acts at once)
        hidden = self.buttons_light() < 1  # (a button not yet in: the click only lands)
        busy = self.counting() or self.entering() or moment or hidden
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
        """The panel's parts in place (:class:`~game.scenes.results_layout.ResultsLayout`),
        then its confetti laid out over the window (a person's win, a solo end's moment)."""
        super().layout(size)
        count = theme.CONFETTI_COUNT if self.person_won else theme.CONFETTI_COUNT // 2
        celebrates = self.person_won or (self.solo_end and not self.moment_over)
        burst = (celebrates and not self.said  # one win, one burst: after the stage's (a
                 and not self.confetti_bursts)  # crowned count's too, S94 2.), or on a
        # resize, the rain continues from above (hW76)
        self.confetti_bursts += burst
        self._confetti = (confetti_rain(self._rng, self.size, self.scale, count, burst)
                          if celebrates else [])

    def _new_confetto(self, first: bool = False) -> Confetto:
        return new_confetto(self._rng, self.size, self.scale, first)

    def is_animating(self) -> bool:
        """True while the panel comes in, the winner's total pops or confetti is on screen;
        then the panel rests (its sparkles still), so the loop can sleep."""
        bottom = self.size[1] + 30
        return (self.pop_progress() < 1 or self.handed_over() < 1
                or self.moment_running()
                or any(piece.delay > 0 or piece.y <= bottom for piece in self._confetti))

    def glints(self) -> bool:
        """True when the settled panel has a trophy's twinkles to glint (a person won)."""
        return self.person_won and bool(self.winner_total.w)

    def glint_light(self) -> float:
        """How bright the trophy's glint shines now (0..1: 0 between glints, at its height
        half-way through one)."""
        if not self.glints() or self.rest_time < GLINT_EVERY:
            return 0.0
        into = self.rest_time % GLINT_EVERY
        return math.sin(math.pi * into / GLINT_TIME) if into < GLINT_TIME else 0.0

    def idle_redraw_in(self) -> float | None:
        """While the app idles over the settled panel: a glint's next frame, or the seconds
        until the next glint (the loop sleeps between); None with nothing to glint."""
        if not self.glints() or self.is_animating():
            return None
        into = self.rest_time % GLINT_EVERY if self.rest_time >= GLINT_EVERY else -1.0
        if 0 <= into < GLINT_TIME:  # shining: smooth, and one frame just after it ends
            return min(1 / GLINT_FPS, GLINT_TIME - into + 1e-3)
        return GLINT_EVERY - self.rest_time % GLINT_EVERY

    def update(self, dt: float) -> None:
        """Let the confetti fall (for a few seconds) and the sparkles twinkle; once both are
        over, time stops for the panel (the sparkles keep their last shape)."""
        super().update(dt)
        if not self.is_animating():
            self.rest_time += dt  # the settled panel's glints (nothing waits on them)
            return
        self.time += dt
        self.release_spent()  # the entrance's layers and the stage's picture, once spent
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
