"""The 10 000 table: six animated dice, set aside by click, roll / bank, the computer's turns.

The scene decides nothing about the rules: every action goes through
:class:`game.engine.farkle.FarkleGame` (``toggle``, ``roll``, ``bank``) and a refusal is the
engine's :class:`~game.engine.errors.IllegalActionError`, shown with its catalog key. The
computer's steps come from :func:`game.ai.farkle.decide`.

What the player sees:

* the dice of the current roll in a :class:`~game.widgets.dice.DiceTray` (the engine rolls
  with ``app.rng``, the tray only animates those faces; a click during a roll skips it);
  a die clicked (or key 1–6) glides onto the mat below ("Selecție: 600" live), a refused die
  shakes with the "refused" sound and the engine's message;
* "Aruncă" (Space) and "Încasează" (Enter), enabled only when the engine would accept them;
  "Sugestie": the Expert's move for the player (dice outlined, roll or bank, chance to win);
* the turn panel (points, dice to roll, risk ``format_percent(game.risk)``, the computer's
  threshold), the earlier rolls' dice in small rows with their points, the players with their
  totals and progress toward the target;
* banners for "Tură pierdută!" (the bust dice stay a moment before the turn passes),
  "Zaruri fierbinți!" and "Ultima tură!", banked points flying into the total;
* at the end the shared :class:`~game.scenes.results.ResultsOverlay`; its "Partidă nouă" is a
  rematch (same players and target, the next player starts);
* "Anulează" (Ctrl+Z / Backspace, or the button under Aruncă / Încasează) takes back a
  person's bank until the next roll (issue 13); the computer waits
  ``theme.UNDO_COMPUTER_WAIT`` before its first roll after such a bank.

Following the game (issue 12): "La rând: …" when the turn passes, messages naming the player
(bust, bank, hot dice, last round), the selection named by combination ("Trei de 5 + un 1 =
600"), the computer's threshold with its F13 reason (Normal level; at Expert the panel says
so), its pace from Settings and its last caption kept until a person acts.

The game is saved at each action (a roll, a bust too, the moment the engine makes it, before
the dice show it); at the end the save is cleared and every human's total offered to the high
scores.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import pygame

from game import theme
from game.ai.farkle import (
    FEW_DICE_DISCOUNT,
    Action,
    check_level,
    current_threshold,
    decide,
    expert_available,
    hint,
    prepare,
    threshold_reason,
)
from game.ai.farkle_expert import positions_of, warm_up
from game.engine.errors import IllegalActionError
from game.engine.farkle import EventKind, FarkleEvent, SetAside
from game.i18n import format_int, format_percent, shown_name
from game.rules.farkle import score
from game.scenes.table_base import TableScene
from game.storage.ending import record_game_end
from game.widgets import pill
from game.widgets.celebration import Celebration, celebration_bounds, draw_celebration
from game.widgets.decor import draw_glints
from game.widgets.dice import DiceTray
from game.widgets.dice_render import shared_faces
from game.widgets.explain import grouped_dice, selection_line, threshold_formula
from game.widgets.farkle_hint import draw_hint_rings, hint_sentence
from game.widgets.farkle_panels import (
    PlayerLine,
    ValueLine,
    draw_banner,
    draw_groups,
    draw_players,
    draw_turn,
    groups_fit,
    player_band,
    players_panel_height,
    total_anchor,
    turn_panel_height,
    turn_points_anchor,
)
from game.widgets.felt import felt_area
from game.widgets.score_guide import draw_score_guide
from game.widgets.text import BOLD, balanced_lines, draw_text, wrap

if TYPE_CHECKING:
    from game.app import App
    from game.engine.farkle import FarkleGame

DIE_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6)
"""Keys 1–6 set aside (or put back) the die in that place."""

ANIMATION_SEED = 10_000
"""Seed of the generator that only shapes the dice's flights (never their faces)."""

DICE_PER_TURN = 6
"""Dice on the felt when a turn starts (drawing only; the engine counts the real dice)."""


@dataclass
class Banner:
    """A big message on the felt for a while."""

    title: str
    lines: tuple[str, ...]
    colour: tuple[int, int, int]
    duration: float
    age: float = 0.0


@dataclass
class Toast:
    """A short line under the buttons (a refusal, what the computer does)."""

    text: str
    colour: tuple[int, int, int]
    age: float = 0.0
    sticky: bool = False
    """The computer's caption: it stays until a person acts."""


@dataclass
class Flight:
    """Banked points flying from the turn panel into a player's total."""

    player: int
    points: int
    duration: float
    age: float = 0.0


@dataclass(frozen=True)
class TurnView:
    """The turn as it looked before a roll: shown while its dice are in the air (nothing of
    the outcome shows before they land), and while the dice of a bust stay."""

    player: int
    groups: tuple[SetAside, ...]
    turn_points: int
    dice_to_roll: int = 0
    risk: float = 0.0
    threshold: int | None = None
    upcoming: int | None = None



GUIDE_ROWS: tuple[tuple[tuple[int, ...], int], ...] = tuple(
    (dice, score(dice) or 0) for dice in ((1,), (5,), (1, 1, 1), (4, 4, 4), (2, 2, 2, 2),
                                          (3, 3, 3, 3, 3), (6, 6, 6, 6, 6, 6),
                                          (1, 2, 3, 4, 5, 6), (2, 2, 4, 4, 6, 6)))
"""The scoring guide under the players: dice and the points the rules give them."""


class FarkleTableScene(TableScene):
    """A game of 10 000 in progress; Esc asks before leaving."""

    title_key = "menu.farkle"
    kind = "farkle"

    def __init__(self, app: App, game: FarkleGame) -> None:
        """Sit the players of ``game`` at the table (a resumed game shows its current roll)."""
        super().__init__(app, game)
        self.game: FarkleGame = game
        warm_up()  # the Expert's and Sugestie's roll tables, once, before any decision
        if (game.computer_level == "expert" and any(p.is_computer for p in game.players)
                and not expert_available()):  # a damaged table: it plays as Normal (F13)
            app.notify(self.tr("farkle.expert.unavailable"), kind="farkle_expert")
        self.cache = shared_faces()  # one cache for every screen (issue 23 §6)
        self.guide_rect = pygame.Rect(0, 0, 0, 0)
        """The scoring guide under the players' panel (fills that felt)."""
        self.anim_rng = random.Random(ANIMATION_SEED)
        self.roll_button = self.button("farkle.roll", self.press_roll)
        self.bank_button = self.button("farkle.bank", self.press_bank, "secondary")
        self.hint_button = self.button("farkle.hint.button", self.show_hint, "secondary")
        self.focus.widgets = [self.roll_button, self.bank_button, self.hint_button,
                              self.undo_button, self.help_button, self.menu_button]
        self.hint_text = ""
        self.hint_dice: frozenset[int] = frozenset()
        self.tray = self._new_tray(game.roll_dice or tuple(range(1, DICE_PER_TURN + 1)))
        self.tray_live = game.roll_dice is not None
        """True while the tray's dice are the engine's current roll (index for index)."""
        self.awaiting: FarkleEvent | None = None
        """The roll whose dice are still in the air."""
        self.hold = 0.0
        self.frozen: TurnView | None = None
        self.banners: list[Banner] = []
        self.toast: Toast | None = None
        self.flight: Flight | None = None
        self.pulse: tuple[int, float] | None = None
        self.ai_wait = self.computer_wait(self.computer_step_seconds())
        self.seen_player = game.current
        self.end_wait: float | None = theme.FARKLE_END_DELAY if game.finished else None
        self.win_celebration = Celebration()
        """The end of the game: the winners' rows pop in the players' panel (issue 11 §3)."""
        self.recorded = False
        self.results_shown = False
        self.final_bust_shown = False
        """True once the game ended on a bust: its dice stay greyed until the results."""
        self.players_rect = pygame.Rect(0, 0, 0, 0)
        self.turn_rect = pygame.Rect(0, 0, 0, 0)
        self.groups_rect = pygame.Rect(0, 0, 0, 0)
        self._turn_fit: tuple[object, int] | None = None
        """The turn the panel's height was fitted for, and that height (it only grows)."""
        self.center = pygame.Rect(0, 0, 0, 0)
        self.mat = pygame.Rect(0, 0, 0, 0)
        self.row_y = 0
        self.die_side = theme.FARKLE_DIE
        self.die_gap = 18
        self._refresh_buttons()

    # --- state read by drawing and tests ----------------------------------------------------

    @property
    def factor(self) -> float:
        """Animation speed (2 in the fast setting)."""
        return float(getattr(self.app, "animation_factor", 1.0))

    @property
    def computer_turn(self) -> bool:
        """True while the computer plays (people can only watch, or press Esc)."""
        game = self.game
        return not game.finished and game.players[game.current].is_computer

    @property
    def busy(self) -> bool:
        """True while dice fly, the bust dice stay, or the game is over."""
        return (self.tray.is_animating or self.awaiting is not None or self.hold > 0
                or self.game.finished)

    def is_animating(self) -> bool:
        """True while dice move, a banner, toast or points flight plays, or the computer acts.

        Only a person's quiet turn (waiting for a click) lets the loop idle.
        """
        return (self.tray.is_moving or self.busy or self.computer_turn or bool(self.banners)
                or self.turn_banner.active
                or (self.toast is not None and not self.toast.sticky)
                or self.flight is not None or self.pulse is not None
                or self.end_wait is not None or self.win_celebration.busy)

    def shown_player_index(self) -> int:
        """The turn banner follows the player the panels show."""
        return self.shown_player

    @property
    def in_the_air(self) -> bool:
        """True from a throw until its dice have landed and been seen (``outcome_visible``)."""
        return self.awaiting is not None

    @property
    def shown_finished(self) -> bool:
        """True once the end of the game may show (not while the last roll is in the air or
        its bust dice stay)."""
        return self.game.finished and self.frozen is None

    @property
    def shown_player(self) -> int:
        """Whose turn the panels show (the busting player while the bust dice stay)."""
        return self.frozen.player if self.frozen is not None else self.game.current

    def die_centre(self, index: int) -> tuple[int, int]:
        """Where die ``index`` of the tray rests (tests click there)."""
        x, y = self.tray.rest_positions[index]
        return (round(x), round(y))

    def hit_targets(self) -> list[pygame.Rect]:
        """Where the dice are drawn (the fuzzer clicks there as often as on the buttons)."""
        side = self.tray.die_size
        return [pygame.Rect(round(x - side / 2), round(y - side / 2), side, side)
                for x, y in (self.tray.position(i) for i in range(self.tray.count))]

    # --- layout -------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        """Players on the left, the turn on the right, dice, mat and buttons in the middle."""
        super().layout(size)
        felt = felt_area(self.size)
        margin = self.px(30)
        side_w = self.px(theme.FARKLE_SIDE_WIDTH)
        top = felt.y + self.px(120)
        bottom = self.content_area.bottom
        left = pygame.Rect(felt.x + margin, top, side_w, bottom - top)
        right = pygame.Rect(felt.right - margin - side_w, top, side_w, bottom - top)
        need = players_panel_height(len(self.players), self.scale)
        self.players_rect = pygame.Rect(left.x, top, side_w, min(need, left.h))
        self.players_panel = self.players_rect
        guide_top = self.players_rect.bottom + self.px(24)
        self.guide_rect = pygame.Rect(left.x, guide_top, side_w, bottom - guide_top)
        self.turn_rect = pygame.Rect(right.x, top, side_w, self.px(theme.FARKLE_TURN_HEIGHT))
        self._turn_fit = None
        self._fit_turn_panel()
        self.center = pygame.Rect(left.right + margin, top, right.x - left.right - 2 * margin,
                                  bottom - top)
        self.die_side = self.px(theme.FARKLE_DIE)
        self.die_gap = self.px(18)
        row_w = DICE_PER_TURN * self.die_side + (DICE_PER_TURN - 1) * self.die_gap
        self.row_y = top + self.px(250)
        self.mat = pygame.Rect(0, 0, row_w + self.px(40), self.die_side + self.px(44))
        self.mat.center = (self.center.centerx, top + self.px(520))
        gap = self.px(40)
        bw, bh = min(self.px(300), (self.center.w - 2 * gap) // 3), self.px(84)
        by = self.mat.bottom + self.px(46)
        font = self.font_px(theme.FONT_BUTTON)
        x = self.center.centerx - (3 * bw + 2 * gap) // 2
        for button in (self.roll_button, self.bank_button, self.hint_button):
            button.place(pygame.Rect(x, by, bw, bh), self.scale, font)
            x += bw + gap
        uw, uh = self.px(440), self.px(theme.BUTTON_SMALL_SIZE[1] * 0.85)
        self.undo_button.place(pygame.Rect(self.center.centerx - uw // 2,
                                           by + bh + self.px(24), uw, uh),
                               self.scale, self.font_px(theme.FONT_SMALL))
        self._layout_tray()

    def _layout_tray(self) -> None:
        bounds = pygame.Rect(self.center.x, self.center.y + self.px(70), self.center.w,
                             self.mat.top - self.center.y - self.px(80))
        self.tray.layout(bounds, self._targets(), self.die_side)
        self.tray.warm_up()
        self._apply_looks()

    def _row_positions(self, count: int) -> list[tuple[float, float]]:
        step = self.die_side + self.die_gap
        x0 = self.center.centerx - (count - 1) * step / 2
        return [(x0 + k * step, float(self.row_y)) for k in range(count)]

    def _targets(self) -> list[tuple[float, float]]:
        """Rest position of every tray die: the roll row, or the mat when set aside."""
        count = self.tray.count
        row = self._row_positions(count)
        if not self._live():
            return row
        chosen = sorted(self.game.selected)
        mat = self._row_positions(len(chosen))
        targets = list(row)
        for k, index in enumerate(chosen):
            targets[index] = (mat[k][0], float(self.mat.centery))
        return targets

    def _live(self) -> bool:
        return self.tray_live and self.frozen is None and self.game.roll_dice is not None

    def _new_tray(self, faces: tuple[int, ...]) -> DiceTray:
        tray = DiceTray(len(faces), faces=faces, cache=self.cache)
        tray.on_impact = self.dice_hit
        if self.size != (0, 0):
            self.tray = tray
            self._layout_tray()
        return tray

    def _apply_looks(self) -> None:
        live = self._live()
        for i in range(self.tray.count):
            held = live and i in self.game.selected
            self.tray.set_state(i, held=held, dimmed=not live and self.frozen is None)

    def _place_dice(self) -> None:
        for i, pos in enumerate(self._targets()):
            if self.tray.rest_positions[i] != pos:
                self.tray.move_to(i, pos)
        self._apply_looks()

    # --- actions ------------------------------------------------------------------------

    def _say(self, key: str, colour: tuple[int, int, int] = theme.CREAM, *,
             sticky: bool = False, **params: object) -> None:
        self.toast = Toast(self.tr(key, **params), colour, sticky=sticky)

    def _person_acts(self) -> None:
        """A person did something: the computer's kept caption may now fade."""
        if self.toast is not None and self.toast.sticky:
            self.toast.sticky = False
            self.toast.age = 0.0

    def _refuse(self, error: IllegalActionError) -> None:
        self.app.audio.play("refused")
        self._say(error.key, theme.FARKLE_BUST, **error.params)

    def _refuse_watching(self) -> None:
        self.app.audio.play("refused")
        self._say("farkle.wait_computer", theme.FARKLE_BUST)

    def _save(self) -> None:
        """Save the game now; a game this action ended is recorded at once instead (the save
        cleared, the high scores written), even while its last dice still fly."""
        if self.game.finished:
            self._record_end()
            return
        store = getattr(self.app, "store", None)
        if store is None:
            return
        try:
            store.save_game("farkle", self.game.to_dict())
        except Exception:  # a full disk must not stop the game; the store reports it
            return

    def skip(self) -> None:
        """Finish the dice's flight (a click during a roll), or cut the bust pause short."""
        if self.tray.is_animating:
            self.tray.skip()
        elif self.hold > 0:
            self.hold = min(self.hold, 1e-6)

    def press_die(self, index: int) -> None:
        """A person clicked die ``index`` (or pressed its key)."""
        if self.computer_turn:
            self._refuse_watching()
            return
        self._person_acts()
        if self.busy:
            self.skip()
            return
        if not 0 <= index < self.tray.count:
            return
        self.toggle(index)

    def toggle(self, index: int) -> None:
        """Set die ``index`` of the current roll aside or back, through the engine.

        F8: the moment the sixth die is set aside (by a person or the computer) "Zaruri
        fierbinți!" shows, whether the turn then rolls again or banks.
        """
        was_hot = self.game.hot_dice_pending
        self.clear_hint()
        try:
            self.game.toggle(index)
        except IllegalActionError as error:
            if self.tray_live and index < self.tray.count:
                self.tray.shake(index)
            self._refuse(error)
            return
        self.app.audio.play("hold")
        if not self.computer_turn:  # the computer's caption stays while it sets dice aside
            self.toast = None
        self._place_dice()
        self._save()
        if self.game.hot_dice_pending and not was_hot:
            self.app.audio.play("hot_dice")
            kept = self.tr("follow.farkle.hot_kept", name=self.player_label(self.game.current),
                           points=format_int(self.game.turn_total))
            self._banner("farkle.hot_dice", (kept,), theme.FARKLE_HOT)
        elif was_hot and not self.game.hot_dice_pending:
            self.banners = [b for b in self.banners if b.title != "farkle.hot_dice"]

    def press_roll(self) -> None:
        """"Aruncă" (button or Space)."""
        self._press(self.roll)

    def press_bank(self) -> None:
        """"Încasează" (button or Enter)."""
        self._press(self.bank)

    def _press(self, action: Callable[[], None]) -> None:
        """A person's button: refused while the computer plays, a skip while dice fly."""
        if self.computer_turn:
            self._refuse_watching()
            return
        self._person_acts()
        if self.busy:
            self.skip()
        else:
            action()

    def roll(self) -> None:
        """Roll through the engine, then let the tray throw the faces it decided."""
        self.clear_hint()
        game = self.game
        groups = list(game.set_aside)
        if game.roll_dice is not None and game.selection_points is not None:
            groups.append(SetAside(game.selection, game.selection_points))
        before = TurnView(game.current, tuple(groups), game.turn_total, game.dice_to_roll,
                          game.risk, current_threshold(game) if self.computer_turn else None,
                          self._upcoming())
        try:
            event = game.roll(self.app.rng)
        except IllegalActionError as error:
            self._refuse(error)
            return
        self._save()  # the roll (a bust too) is kept the moment it is made, before it shows
        self.app.stats.dice_thrown(self.kind, event.dice,
                                   computer=self.players[event.player].is_computer)
        self.app.audio.play("rattle")
        self.toast = None
        self.frozen = before  # the panels as they were, until the dice are seen
        self.banners = [b for b in self.banners if b.title != "farkle.hot_dice"]
        self.tray = self._new_tray(self.tray.faces[:len(event.dice)]
                                   if self.tray.count >= len(event.dice) else event.dice)
        self.tray_live = event.kind is EventKind.ROLLED
        self._apply_looks()
        self.tray.roll(range(len(event.dice)), event.dice, self.anim_rng, speed=self.factor)
        self.awaiting = event
        self.ai_wait = self.computer_step_seconds()

    def _after_roll(self, event: FarkleEvent) -> None:
        """The dice rest and were seen: a bust is announced and held a moment (the roll was
        saved already, when it was made)."""
        if event.kind is EventKind.BUST:
            self.app.audio.play("bust")
            lost = self.tr("follow.farkle.bust_lost" if event.points
                           else "follow.farkle.bust_nothing",  # nothing to lose: say why
                           name=self.player_label(event.player), points=format_int(event.points))
            self._banner("farkle.bust", (lost,), theme.FARKLE_BUST,
                         theme.FARKLE_BUST_HOLD + 0.4)
            for i in range(self.tray.count):  # the dice that lost the turn shake
                self.tray.shake(i)
            self.hold = theme.FARKLE_BUST_HOLD / self.factor
            return
        self.frozen = None
        self._place_dice()

    def _end_bust(self) -> None:
        """The bust dice leave the felt; the turn passes (the engine passed it already)."""
        self.hold = 0.0
        self.frozen = None
        event = self.game.last_event
        if event is not None and event.game_over:
            # The last roll of the game busted: its dice stay on the felt, greyed, under the
            # banner and the winners' celebration until the results panel shows.
            self.final_bust_shown = True
            self.tray_live = False
            self._apply_looks()
            self._game_over()
            return
        self._idle_tray()

    def bank(self) -> None:
        """Bank through the engine; the points fly into the player's total."""
        self.clear_hint()
        try:
            event = self.game.bank()
        except IllegalActionError as error:
            self._refuse(error)
            return
        self.app.audio.play("score")
        computer = self.players[event.player].is_computer
        self._say("follow.farkle.banked", sticky=computer, name=self.player_label(event.player),
                  points=format_int(event.points))
        self.flight = Flight(event.player, event.points, theme.FARKLE_FLY_TIME / self.factor)
        self._idle_tray()
        self._save()
        if event.last_round_started:
            reached = self.tr("follow.farkle.last_round_by",
                              name=self.player_label(event.player))
            self._banner("farkle.last_round", (reached, self._still_to_play()),
                         theme.FARKLE_HOT, theme.FARKLE_BANNER_TIME + 0.8)
        if event.game_over:
            self._game_over()

    def _idle_tray(self) -> None:
        """Six dimmed dice wait for the next turn's first roll."""
        faces = self.tray.faces + tuple(range(1, DICE_PER_TURN + 1))
        self.tray = self._new_tray(faces[:DICE_PER_TURN])
        self.tray_live = False
        self._apply_looks()

    def _still_to_play(self) -> str:
        names = ", ".join(shown_name(self.players[i].name, self.players[i].is_computer, self.tr)
                          for i in self.game.last_round_pending)
        return f"{self.tr('farkle.still_to_play')}: {names}"

    def _banner(self, key: str, lines: tuple[str, ...], colour: tuple[int, int, int],
                duration: float = theme.FARKLE_BANNER_TIME) -> None:
        self.banners.append(Banner(key, lines, colour, duration / self.factor))

    def _game_over(self) -> None:
        """Clear the save, offer each human's total to the high scores, then show the results."""
        if self.end_wait is None:
            self.end_wait = theme.FARKLE_END_DELAY / self.factor
        if not self.win_celebration.busy and not self.win_celebration.started:
            winners = [index for place, index, _ in self.game.ranking() if place == 1]
            self.win_celebration.request(winners, theme.WIN_CELEBRATION_TIME / self.factor)
        self._record_end()

    def _record_end(self) -> None:
        """Once: record the game's end (statistics, each human's total to the high scores) and
    clear the save, kill-safe (``game.storage.ending``)."""
        if self.recorded:
            return
        self.recorded = True
        record_game_end(self.app, self.kind, self.game)  # statistics, high scores, then clear

    def _show_results(self) -> None:
        from game.scenes.results import ResultsOverlay, ranking_rows

        self.results_shown = True
        rows = ranking_rows(self.game.ranking(), self.players)
        self.app.manager.push(ResultsOverlay(self.app, rows, on_new_game=self.new_game,
                                             on_menu=self.leave_game,
                                             reveal=lambda: self.players_rect))

    def new_game(self) -> None:
        """"Partidă nouă": a rematch, the same players, target and level, the next one starting."""
        from game.scenes.game_setup import rematch_players, start_game

        start_game(self.app, "farkle", rematch_players(self.players), self.game.target,
                   self.game.computer_level)

    def undo(self) -> None:
        """"Anulează": the engine takes the bank back; the roll and the selection return."""
        try:
            event = self.game.undo()
        except IllegalActionError as error:
            self._refuse(error)
            return
        self.app.audio.play("click")
        self.clear_hint()
        self.flight = None
        self.pulse = None
        self.banners = [b for b in self.banners if b.title != "farkle.last_round"]
        self.seen_player = self.game.current
        if self.game.roll_dice is not None:
            self.tray = self._new_tray(self.game.roll_dice)
            self.tray_live = True
            self._place_dice()
        self._say("undo.done_farkle", points=format_int(event.points))
        self._save()
        self._refresh_buttons()

    def show_hint(self) -> None:
        """"Sugestie": outline the dice to set aside, say roll or bank and the chance to win."""
        if self.computer_turn:
            self._refuse_watching()
            return
        if self.busy:
            self.skip()
            return
        advice = hint(self.game)
        if advice is None:  # the Expert's table is missing or damaged
            self.app.notify(self.tr("farkle.hint.unavailable"), kind="farkle_expert")
            return
        roll = self.game.roll_dice
        self.hint_dice = frozenset()
        if roll is not None:
            self.hint_dice = positions_of(roll, advice.values)
        self.hint_text = hint_sentence(self.tr, advice)
        self.toast = None

    def clear_hint(self) -> None:
        """Forget the shown hint (any action makes it stale)."""
        self.hint_text = ""
        self.hint_dice = frozenset()

    def open_help(self) -> None:
        """The "?" overlay: the scoring table and worked examples."""
        from game.scenes.farkle_help import FarkleHelpOverlay

        self.app.manager.push(FarkleHelpOverlay(self.app))

    # --- the computer -----------------------------------------------------------------------

    def _computer_step(self) -> None:
        """One visible step: set one die aside (or back), else roll or bank."""
        game = self.game
        if game.roll_dice is None:  # a turn starts with a roll: nothing to decide yet
            self.roll()
            self._say("farkle.ai.rolls_first", sticky=True)
            return
        decision = decide(game, check_level(game.computer_level))
        extra = sorted(game.selected - decision.selection)
        missing = sorted(decision.selection - game.selected)
        if extra or missing:
            self.toggle((extra or missing)[0])
            self.ai_wait = self.computer_step_seconds() * theme.COMPUTER_DIE_STEP_SHARE
            return
        if decision.action is Action.BANK:
            self.bank()  # its caption names it and the points, and stays
        else:
            self.roll()
            self._say("farkle.ai.rolls", sticky=True)
        self.ai_wait = self.computer_step_seconds()

    # --- events and time ----------------------------------------------------------------

    def _on_control(self, pos: tuple[int, int]) -> bool:
        return any(w.rect.collidepoint(pos) for w in (self.help_button, self.menu_button))

    def handle_event(self, event: pygame.event.Event) -> None:
        """Dice clicks and keys 1–6 / Space / Enter; "?" and the pause button; Esc."""
        self._handle(event)
        self._refresh_buttons()  # an overlay opened in the same frame stops our update

    def _handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self._on_control(event.pos):
                if self.tray.is_animating or self.hold > 0:
                    self.skip()
                    return
                if self.computer_turn and self._on_play_control(event.pos):
                    self._refuse_watching()
                    return
        if event.type == pygame.KEYDOWN:
            focused = self.focus.focused
            own = focused is None or focused in (self.roll_button, self.bank_button)
            if event.key in DIE_KEYS:
                self.press_die(DIE_KEYS.index(event.key))
                return
            if own and event.key == pygame.K_SPACE:
                self.press_roll()
                return
            if own and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.press_bank()
                return
            super().handle_event(event)
            return
        if self.focus.handle_event(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.tray.die_at(event.pos)
            if index is not None:
                self.press_die(index)
        elif event.type == pygame.MOUSEMOTION:
            over = self.tray.die_at(event.pos)
            for i in range(self.tray.count):
                self.tray.set_state(i, hovered=i == over and self._live()
                                    and not self.computer_turn)

    def _on_play_control(self, pos: tuple[int, int]) -> bool:
        if self.roll_button.rect.collidepoint(pos) or self.bank_button.rect.collidepoint(pos):
            return True
        return self.tray.die_at(pos) is not None

    def update(self, dt: float) -> None:
        """Dice, pauses, banners, the computer's pace, the end of the game."""
        super().update(dt)
        self.tray.update(dt)
        if self.awaiting is not None and self.outcome_visible():
            event, self.awaiting = self.awaiting, None
            self._after_roll(event)
        if self.hold > 0:
            self.hold -= dt
            if self.hold <= 0:
                self._end_bust()
        for banner in self.banners[:1]:
            banner.age += dt
        self.banners = [b for b in self.banners if b.age < b.duration]
        if self.toast is not None and not self.toast.sticky:
            self.toast.age += dt
            if self.toast.age >= theme.FARKLE_TOAST_TIME:
                self.toast = None
        self.follow_turn(dt)
        if self.flight is not None:
            self.flight.age += dt
            if self.flight.age >= self.flight.duration:
                self.pulse = (self.flight.player, 0.0)
                self.flight = None
        if self.pulse is not None:
            who, age = self.pulse
            age += dt
            self.pulse = (who, age) if age < theme.FARKLE_PULSE_TIME else None
        if self.game.current != self.seen_player:
            self.seen_player = self.game.current
            self.ai_wait = self.computer_wait(self.computer_step_seconds())
        if not self.game.finished:  # the Expert's and Sugestie's view of the turn, ahead
            prepare(self.game, theme.EXPERT_SOLVE_SLICE)
        if self.computer_turn and not self.busy:
            self.ai_wait -= dt
            if self.ai_wait <= 0:
                self._computer_step()
        self.win_celebration.update(dt, self.shown_finished and self.outcome_visible())
        if self.end_wait is not None and not self.results_shown and self.hold <= 0:
            self.end_wait -= dt
            if self.end_wait <= 0 and self.app.manager.top is self:
                self._show_results()
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        people = not self.computer_turn and not self.busy
        self.roll_button.enabled = people and self.game.can_roll
        self.bank_button.enabled = people and self.game.can_bank
        self.hint_button.enabled = people
        self.sync_undo_button()

    # --- drawing ------------------------------------------------------------------------

    def draw_table(self, surface: pygame.Surface) -> None:
        """Title, players, turn, earlier rolls, the mat, the dice, messages."""
        felt = felt_area(self.size)
        margin = self.px(30)
        draw_text(surface, self.heading(), self.font_px(theme.FONT_HEADING), theme.GOLD,
                  (felt.centerx, felt.y + margin + self.px(36)), shadow=self.px(3), weight=BOLD)
        self._draw_players(surface)
        draw_score_guide(surface, self.guide_rect, self.scale, self.cache,
                         self.tr("look.farkle_guide"), GUIDE_ROWS)
        self._draw_turn(surface)
        self._draw_groups(surface)
        self._draw_centre(surface)
        self.draw_key_hints(surface, self.tr("farkle.keys_hint"))

    def heading(self) -> str:
        """The big title: "10 000", or the game with its target when that is not 10 000."""
        if self.game.target == 10_000:
            return self.tr(self.title_key)
        return self.tr("follow.farkle.heading", target=format_int(self.game.target))

    def draw(self, surface: pygame.Surface) -> None:
        """The table, the buttons, then what flies over everything (banners, points)."""
        super().draw(surface)
        if not self.banners:
            self.turn_banner.draw(surface, (self.center.centerx, self.row_y), self.center.w,
                                  self.scale)
        self._draw_banner(surface)
        self._draw_flight(surface)
        if self.app.manager.top is self:  # a dialog froze the table's picture
            for rect in self._celebrated_rows():
                draw_celebration(surface, rect, self.win_celebration.progress,
                                 self.win_celebration.age, self.scale, clip=self._left_column())

    def _celebrated_rows(self) -> list[pygame.Rect]:
        celebration = self.win_celebration
        if not (celebration.active and self.shown_finished and self.outcome_visible()):
            return []
        return [player_band(self.players_rect, self.scale, i) for i in celebration.targets]

    def celebration_rects(self) -> list[pygame.Rect]:
        """Everything the win celebration may paint now: the winners' rows in the players'
        panel, away from the dice, the mat and the messages in the middle."""
        return [celebration_bounds(rect, self.scale, self._left_column()).clip(self._left_column())
                for rect in self._celebrated_rows()]

    def _left_column(self) -> pygame.Rect:
        """The felt left of the middle column (the players' panel and the guide)."""
        area = self.content_area
        return pygame.Rect(area.x, area.y, self.center.x - area.x, area.h)

    def _draw_players(self, surface: pygame.Surface) -> None:
        game = self.game
        flying = self.flight
        shown = self.shown_player
        upcoming = None
        if self.frozen is not None:
            upcoming = self.frozen.upcoming if self.in_the_air else None
        elif not game.finished:
            upcoming = self._upcoming()
        lines = []
        winners = {index for place, index, _ in game.ranking() if place == 1} if (
            self.shown_finished and self.outcome_visible()) else set()
        for i, player in enumerate(self.players):
            total = game.totals[i]
            if flying is not None and flying.player == i:
                total -= flying.points
            glow = 0.0
            if self.pulse is not None and self.pulse[0] == i:
                glow = 1 - self.pulse[1] / theme.FARKLE_PULSE_TIME
            lines.append(PlayerLine(
                name=shown_name(player.name, player.is_computer, self.tr),
                total=format_int(total), progress=total / game.target,
                current=i == shown and not self.shown_finished, next_up=i == upcoming,
                next_tag=self.tr("farkle.next") if i == upcoming else "", glow=glow,
                winner=i in winners))
        draw_players(surface, self.players_rect, self.scale,
                                        self.tr("table.players"), self.tr("farkle.target"),
                                        format_int(game.target), lines)

    def _upcoming(self) -> int | None:
        """Who plays after the current player (None when nobody does)."""
        game = self.game
        if game.finished:
            return None
        if game.in_last_round:
            pending = [p for p in game.last_round_pending if p != game.current]
            return pending[0] if pending else None
        return (game.current + 1) % len(self.players) if len(self.players) > 1 else None

    def turn_panel(self) -> tuple[list[ValueLine], list[tuple[str, tuple[int, int, int]]], str]:
        """What the turn panel shows now: its value lines, its notes and its badge.

        While dice are in the air it is the panel as it was before the throw."""
        game = self.game
        player = self.players[self.shown_player]
        frozen = self.frozen
        if frozen is not None:
            turn_points = format_int(frozen.turn_points)
            selection = "—"
            sel_colour = theme.MUTED
        else:
            # What "Încasează" would add now: earlier rolls plus a valid selection.
            turn_points = format_int(game.turn_total)
            points = game.selection_points
            if points is not None:
                selection, sel_colour = format_int(points), theme.FARKLE_VALID
            elif game.selected:
                selection, sel_colour = "—", theme.FARKLE_BUST
            else:
                selection, sel_colour = "—", theme.MUTED
        lines = [
            ValueLine(self.tr("farkle.label.turn_points"), turn_points),
            ValueLine(self.tr("farkle.label.selection"), selection, sel_colour),
        ]
        to_roll: int | None = None
        risk = 0.0
        threshold: int | None = None
        if frozen is not None and self.in_the_air:  # the panel as it was before the throw
            to_roll, risk, threshold = frozen.dice_to_roll, frozen.risk, frozen.threshold
        elif frozen is None and not game.finished:
            to_roll, risk = game.dice_to_roll, game.risk
            threshold = current_threshold(game) if player.is_computer else None
        # The four rows stay all the turn (a bust's dice, the end: "—"): the panel never jumps.
        lines.append(ValueLine(self.tr("farkle.label.dice_to_roll"),
                               "—" if to_roll is None else str(to_roll),
                               theme.MUTED if to_roll is None else theme.CREAM))
        lines.append(ValueLine(self.tr("farkle.label.risk"),
                               "—" if to_roll is None else format_percent(risk),
                               theme.MUTED if to_roll is None else theme.CREAM,
                               bar=0.0 if to_roll is None else risk))
        notes: list[tuple[str, tuple[int, int, int]]] = []
        if threshold is not None:
            if game.computer_level == "expert" and expert_available():
                notes.append((self.tr("farkle.ai.expert_note"), theme.GOLD))
            elif self.outcome_visible():  # its reason depends on the roll in the air
                reason = threshold_reason(game)
                notes.append((self.tr("farkle.ai.banks_at",
                                      points=format_int(reason.threshold)), theme.GOLD))
                notes.append((threshold_formula(self.tr, reason), theme.GOLD))
        last_round = game.in_last_round and not self.shown_finished
        if last_round:
            notes.append((self._still_to_play(), theme.CREAM))
        badge = self.tr("farkle.last_round") if last_round else ""
        return lines, notes, badge

    def _fit_turn_panel(self, shown: tuple[list[ValueLine], list[tuple[str, tuple[int, int, int]]]]
                        | None = None) -> None:
        """The turn panel as high as what this turn shows (its four rows, the notes it shows
        or may show this turn: the computer's threshold, who still plays), at most
        ``theme.FARKLE_TURN_HEIGHT``; the set-aside panel takes the rest of the column.
        ``shown``: the panel's lines and notes this frame (default: asked of
        :meth:`turn_panel`).

        Within a turn it only grows (the computer's notes come and go with its dice), so
        nothing moves while a turn is played; the room for the notes it may show is worked
        out once a turn."""
        if self.size == (0, 0):
            return
        lines, notes = shown if shown is not None else self.turn_panel()[:2]
        small = self.font_px(theme.FONT_SMALL)
        width = self.turn_rect.w - 2 * self.px(24)
        key = (self.shown_player, self.game.in_last_round, self.shown_finished, self.size)
        if self._turn_fit is None or self._turn_fit[0] != key:
            expected = self._expected_note_lines(small, width)
            self._turn_fit = (key, turn_panel_height(self.scale, lines, expected))
        counts = [len(wrap(text, small, width)) for text, _ in notes]
        need = max(self._turn_fit[1], turn_panel_height(self.scale, lines, counts))
        self._turn_fit = (key, need)
        column_bottom = self.content_area.bottom
        self.turn_rect.h = min(need, self.px(theme.FARKLE_TURN_HEIGHT))
        gap = self.px(24)
        self.groups_rect = pygame.Rect(self.turn_rect.x, self.turn_rect.bottom + gap,
                                       self.turn_rect.w,
                                       column_bottom - self.turn_rect.bottom - gap)

    def _expected_note_lines(self, size: int, width: int) -> list[int]:
        """Lines of each note the turn panel may show at some moment of this turn (room is
        kept for them from its start): the computer's threshold and its reason (the longest
        its discount can make it), who still plays."""
        game = self.game
        if self.shown_finished:
            return []
        counts: list[int] = []
        if self.players[self.shown_player].is_computer:
            if game.computer_level == "expert" and expert_available():
                counts.append(len(wrap(self.tr("farkle.ai.expert_note"), size, width)))
            else:
                reason = threshold_reason(game)
                counts.append(len(wrap(self.tr("farkle.ai.banks_at",
                                               points=format_int(reason.threshold)),
                                       size, width)))
                reasons = [reason]
                if reason.needed is None:
                    reasons += [replace(reason, discount=d, dice_left=n)
                                for n, d in FEW_DICE_DISCOUNT.items()]
                counts.append(max(len(wrap(threshold_formula(self.tr, r), size, width))
                                  for r in reasons))
        if game.in_last_round:
            counts.append(len(wrap(self._still_to_play(), size, width)))
        return counts

    def _draw_turn(self, surface: pygame.Surface) -> None:
        player = self.players[self.shown_player]
        lines, notes, badge = self.turn_panel()
        self._fit_turn_panel((lines, notes))  # before the set-aside panel below is drawn
        draw_turn(surface, self.turn_rect, self.scale, self.tr("farkle.turn_panel"),
                  badge, shown_name(player.name, player.is_computer, self.tr), "", lines, notes)

    def _draw_groups(self, surface: pygame.Surface) -> None:
        groups = self.frozen.groups if self.frozen is not None else tuple(self.game.set_aside)
        hidden = groups[:max(0, len(groups) - groups_fit(self.groups_rect, self.scale) + 1)]
        earlier = self.tr.n("farkle.set_aside_earlier", len(hidden),
                            points=format_int(sum(g.points for g in hidden)))
        draw_groups(surface, self.groups_rect, self.scale, self.cache,
                    self.tr("farkle.set_aside"), self.tr("farkle.set_aside_empty"),
                    [(grouped_dice(g.dice), format_int(g.points)) for g in groups], earlier)

    def _status(self) -> tuple[str, tuple[int, int, int]]:
        """The line over the dice: what to do now."""
        game = self.game
        if self.in_the_air:
            return "", theme.MUTED
        if self.shown_finished:
            return self.tr("farkle.game_over"), theme.GOLD
        if self.frozen is not None:
            return self.tr("farkle.bust"), theme.FARKLE_BUST
        if self.computer_turn:
            return self.tr("farkle.hint.computer"), theme.MUTED
        if game.roll_dice is None:
            return self.tr("farkle.hint.start"), theme.CREAM
        if game.hot_dice_pending:
            return self.tr("farkle.hint.hot_pending"), theme.FARKLE_HOT
        if game.selected and not game.selection_valid:
            return self.tr("error.farkle.invalid_selection"), theme.FARKLE_BUST
        if game.selected:
            return self.tr("farkle.hint.choose"), theme.CREAM
        return self.tr("farkle.hint.pick"), theme.CREAM

    def _draw_centre(self, surface: pygame.Surface) -> None:
        game = self.game
        status, colour = self._status()
        status_at = (self.center.centerx, self.center.y + self.px(30))
        if colour == theme.FARKLE_BUST:
            pill.draw_pill(surface, status, self.font_px(theme.FONT_BODY), status_at,
                           pill.REFUSED, self.scale, max_width=self.center.w)
        else:
            draw_text(surface, status, self.font_px(theme.FONT_BODY), colour, status_at,
                      max_width=self.center.w, shadow=self.px(2))
        mat = self.mat
        pygame.draw.rect(surface, theme.FARKLE_MAT, mat, border_radius=self.px(theme.PANEL_RADIUS))
        pygame.draw.rect(surface, theme.GOLD_DARK, mat, max(1, self.px(2)),
                         border_radius=self.px(theme.PANEL_RADIUS))
        if self._live() and not self.banners:
            label, tint = self.selection_label()
            draw_text(surface, label, self.font_px(theme.FONT_SMALL), tint,
                      (mat.x + self.px(20), mat.y - self.px(8)), "bottomleft",
                      shadow=self.px(2), max_width=self.center.right - mat.x - self.px(20))
        if (game.roll_dice is not None or self.frozen is not None or self.tray.is_animating
                or self.final_bust_shown):
            self.draw_dice(surface)  # no greyed placeholder dice before a turn's first roll
        if self.hint_dice and self._live() and not self.tray.is_animating:
            draw_hint_rings(surface, (self.tray.position(i) for i in sorted(self.hint_dice)),
                            self.tray.die_size, self.scale)
        if self.hint_text and self.toast is None:
            size = self.font_px(theme.FONT_SMALL)
            y = self.roll_button.rect.bottom + self.px(40)
            if self.undo_button.visible:
                y = self.undo_button.rect.bottom + self.px(24)
            for line in balanced_lines(self.hint_text, size, self.center.w):
                draw_text(surface, line, size, theme.HINT_TEXT, (self.center.centerx, y),
                          shadow=self.px(2))
                y += size
        if self.toast is not None:
            alpha_left = theme.FARKLE_TOAST_TIME - self.toast.age
            colour = self.toast.colour if alpha_left > 0.3 else theme.MUTED
            size = self.font_px(theme.FONT_SMALL)
            y = self.roll_button.rect.bottom + self.px(40)
            if self.undo_button.visible:
                y = self.undo_button.rect.bottom + self.px(24)
            if self.toast.colour == theme.FARKLE_BUST:
                alpha = 255 if alpha_left > 0.3 else round(255 * max(0.0, alpha_left) / 0.3)
                pill.draw_pill(surface, self.toast.text, size, (self.center.centerx, y),
                               pill.REFUSED, self.scale, max_width=self.center.w, alpha=alpha)
                return
            for line in wrap(self.toast.text, size, self.center.w)[:2]:
                draw_text(surface, line, size, colour, (self.center.centerx, y),
                          shadow=self.px(2))
                y += size

    def selection_label(self) -> tuple[str, tuple[int, int, int]]:
        """The line over the mat: "Selecție: Trei de 5 + un 1 = 600" (or "—"), and its colour."""
        game = self.game
        points = game.selection_points
        if points is not None and game.roll_dice is not None:
            dice = [game.roll_dice[i] for i in sorted(game.selected)]
            return selection_line(self.tr, dice, points), theme.FARKLE_VALID
        tint = theme.MESSAGE_WARN if game.selected else theme.MUTED
        return self.tr("farkle.selection_points", points="—"), tint

    def still_layer_key(self) -> object:
        """The widgets, the message and a total's glow: what changes the picture."""
        toast = None if self.toast is None else (
            self.toast.text, self.toast.age > theme.FARKLE_TOAST_TIME - 0.3)
        pulse = None if self.pulse is None else (self.pulse[0], round(self.pulse[1] * 10))
        return (super().still_layer_key(), toast, pulse, bool(self.banners),
                self.turn_banner.active)

    def _draw_banner(self, surface: pygame.Surface) -> None:
        if not self.banners:
            return
        banner = self.banners[0]
        fade = max(0.12, 0.25 / self.factor)
        alpha = min(1.0, banner.age / fade, (banner.duration - banner.age) / fade)
        centre, bottom = self.mat.center, self.roll_button.rect.top
        if banner.title == "farkle.hot_dice":
            # F8: the six dice lie on the mat; the banner takes the emptied row above it,
            # and gold glints sparkle at the dice's corners.
            centre, bottom = (self.center.centerx, self.row_y), self.mat.top
            if self._live():
                draw_glints(surface, [self.tray.position(i) for i in range(self.tray.count)],
                            self.tray.die_size, banner.age, theme.GOLD)
        draw_banner(surface, centre, self.center.w, self.scale,
                    self.tr(banner.title), banner.lines, banner.colour,
                    round(255 * max(0.0, alpha)),
                    bottom=bottom - self.px(theme.FARKLE_BANNER_GAP))

    def _draw_flight(self, surface: pygame.Surface) -> None:
        flight = self.flight
        if flight is None:
            return
        u = min(1.0, flight.age / flight.duration)
        ease = 1 - (1 - u) ** 3
        start = turn_points_anchor(self.turn_rect, self.scale)
        end = total_anchor(self.players_rect, self.scale, flight.player)
        x = start[0] + (end[0] - start[0]) * ease
        y = start[1] + (end[1] - start[1]) * ease - self.px(120) * 4 * u * (1 - u)
        draw_text(surface, f"+{format_int(flight.points)}",
                  self.font_px(theme.FONT_HEADING), theme.GOLD, (round(x), round(y)),
                  shadow=self.px(3), weight=BOLD)
