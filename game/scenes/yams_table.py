"""The Yams table: animated dice, click-to-hold, the score sheet, the Joker, Y10, the computer.

The scene only calls the engine (:class:`game.engine.yams.YamsGame`) and the computer player
(:mod:`game.ai.yams`); every rule is theirs. The engine rolls first, then the
:class:`~game.widgets.dice.DiceTray` shows that roll, so a click that skips the tumble can
never lose or repeat a roll.

Controls: a click on a die (or keys 1–5) holds or releases it; "Aruncă" (or Space) rolls;
a click on an open box of the current player's column picks it; "Validează tura" (or Enter)
scores it; "Sugestie" outlines the dice to keep or the box to take and shows the expected
final score. A click while the dice tumble ends the tumble. During the computer's turn the
table refuses every action but Esc / pause.

Undo (issue 13): "Anulează" (Ctrl+Z / Backspace, or the button under the others) takes back
the box a person just scored until the next roll; the computer waits
``theme.UNDO_COMPUTER_WAIT`` before its first roll after such a scoring.

Y10: after a human's third roll has landed, a 3-second countdown runs while no box is
picked, the box it will fill marked in the sheet; at zero the engine's ``auto_score`` writes
the roll in the expert computer's box (whatever the difficulty set for the computer player).

Following the game (issue 12): "La rând: …" when the turn passes, messages naming the player
(a newer message of the same kind replaces the older one), the computer's pace from Settings
("Viteza calculatorului"), its chosen box highlighted a moment, its last caption kept until a
person acts.

After every action (a roll the moment the engine makes it, before the tumble shows it; a
hold, a pick, the computer's chosen box, a validation) the game is saved through
``app.store``; at the end the save is cleared, the humans' totals go to the high scores and
the :class:`~game.scenes.results.ResultsOverlay` shows the ranking.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

import pygame

from game import theme
from game.ai import yams as yams_ai
from game.engine.errors import IllegalActionError, NotYourTurnError
from game.engine.yams import ROUNDS, ScoreEvent, YamsGame
from game.i18n import format_int, shown_name
from game.rules.yams import DICE_COUNT, PENTA_BONUS, UPPER_BONUS, Box, is_penta
from game.scenes.results import ResultsOverlay, ranking_rows
from game.scenes.table_base import TableScene
from game.storage.ending import record_game_end
from game.widgets import pill
from game.widgets.celebration import (
    Celebration,
    celebration_bounds,
    celebration_reach,
    draw_celebration,
    draw_frame_glow,
    frame_bounds,
)
from game.widgets.decor import draw_glints
from game.widgets.dice import DiceTray
from game.widgets.dice_render import FaceCache
from game.widgets.dice_render import shared_faces as dice_shared_faces
from game.widgets.felt import felt_area
from game.widgets.scorecard import ScoreSheet, SheetView
from game.widgets.sheet_focus import attach_sheet_focus
from game.widgets.text import BOLD, DISPLAY, balanced_lines, draw_text, line_height, render
from game.widgets.turn_banner import TurnWatcher

if TYPE_CHECKING:
    from game.app import App

HOLD_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3, pygame.K_5: 4,
             pygame.K_KP1: 0, pygame.K_KP2: 1, pygame.K_KP3: 2, pygame.K_KP4: 3, pygame.K_KP5: 4}
"""Keys 1–5 hold or release the dice from left to right."""

def shared_faces() -> FaceCache:
    """The rendered dice faces shared by every Yams table (a new table or size re-renders
    only what it has not seen yet)."""
    return dice_shared_faces()  # one cache for every screen (issue 23 §6)


@dataclass
class TableMessage:
    """A short message over the dice: its text, colour, seconds left (inf: until a person
    acts) and kind (a newer message of the same kind replaces it)."""

    text: str
    colour: tuple[int, int, int]
    left: float
    kind: str = ""


def keep_and_release(dice: Sequence[int], held: Sequence[bool],
                     keep: Sequence[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Dice positions to keep for the values ``keep`` (held dice first, so as few as possible
    change) and the held positions to release."""
    wanted = list(keep)
    chosen: list[int] = []
    for pass_held in (True, False):
        for i, value in enumerate(dice):
            if bool(held[i]) == pass_held and value in wanted and i not in chosen:
                wanted.remove(value)
                chosen.append(i)
    release = tuple(i for i, h in enumerate(held) if h and i not in chosen)
    return tuple(sorted(chosen)), release


class YamsTableScene(TableScene):
    """A game of Yams in progress; Esc asks before leaving."""

    title_key = "menu.yams"

    def __init__(self, app: App, game: YamsGame) -> None:
        """Sit the players of ``game`` at the table (a saved game resumes where it was)."""
        super().__init__(app, game)
        self.game: YamsGame = game
        if not yams_ai.expert_available():  # a damaged assets/yams: the beginner's choices
            app.notify(self.tr("yams.expert.unavailable"), kind="yams_expert")
        self.visual_rng = random.Random(theme.YAMS_VISUAL_SEED)
        """Shapes tumbles, sparkles and the beginner's whims; never the dice values."""
        faces = game.dice if game.dice is not None else (1, 2, 3, 4, 5)
        self.tray = DiceTray(DICE_COUNT, faces=faces, cache=shared_faces())
        self.sheet = ScoreSheet()
        self.roll_button = self.button("yams.roll", self.roll)
        self.roll_button.label = self._roll_label
        self.validate_button = self.button("yams.validate", self.validate)
        self.hint_button = self.button("yams.hint", self.show_hint, "secondary")
        self.focus.widgets = [self.menu_button, self.help_button, self.roll_button,
                              self.validate_button, self.hint_button, self.undo_button]
        self.sheet_focus = attach_sheet_focus(self)  # Tab / ↑ ↓ to the sheet (issue 24)
        self.messages: list[TableMessage] = []
        """Short messages over the dice, newest last (at most two)."""
        self.flash: tuple[int, Box, float] | None = None
        self.refused_cell: tuple[int, int, float] | None = None
        self.penta_time = 0.0
        self.bonus_celebration = Celebration()
        """The upper bonus (Y12) just earned: its cell pops and glints (issue 11 §3)."""
        self.win_celebration = Celebration()
        """The end of the game: the winners' TOTAL cells pop before the results panel."""
        self.countdown: float | None = None
        """Seconds left before the Y10 auto-score, or None when it is not running."""
        self.ai_timer = self.computer_wait(0.0)
        self._ai_roll_next = False
        self._awaiting_settle = False
        self.end_timer: float | None = None
        self.results_shown = False
        self.hint_dice: tuple[int, ...] = ()
        self.hint_release: tuple[int, ...] = ()
        """Held dice the "Sugestie" releases (crossed)."""
        self.hint_box: Box | None = None
        self.hint_text = ""
        self.hover: tuple[int, Box] | None = None
        self.time = 0.0
        self.dice_area = pygame.Rect(0, 0, 0, 0)
        self.held_band = pygame.Rect(0, 0, 0, 0)
        self.left = pygame.Rect(0, 0, 0, 0)
        self._free_y = 0
        self._held_y = 0
        self._slot_x: list[int] = []
        self._lines: dict[str, int] = {}
        if game.finished:
            self.end_timer = 0.0
        self.turn_watcher = TurnWatcher(game.current)
        self._auto_box_cache: tuple[object, Box] | None = None
        self._sync_widgets()

    # --- reading the state ------------------------------------------------------------------

    @property
    def toasts(self) -> list[tuple[str, tuple[int, int, int], float]]:
        """The messages on screen as (text, colour, seconds left), newest last."""
        return [(m.text, m.colour, m.left) for m in self.messages]

    def auto_box(self) -> Box | None:
        """The box the Y10 countdown fills: the expert's choice for the current roll (Y10
        refined: whatever the difficulty set for the computer player); None without a roll."""
        game = self.game
        if game.finished or game.dice is None:
            return None
        key = (game.current, game.dice, game.current_card)
        if self._auto_box_cache is None or self._auto_box_cache[0] != key:
            box = yams_ai.choose_box(game.current_card, game.dice, level="expert")
            self._auto_box_cache = (key, box)
        return self._auto_box_cache[1]

    @property
    def level(self) -> yams_ai.Level:
        """The computer player's strength, from the settings."""
        level = self.app.settings.difficulty
        return cast(yams_ai.Level, level if level in yams_ai.LEVELS else yams_ai.DEFAULT_LEVEL)

    @property
    def computer_turn(self) -> bool:
        """True while the computer plays (nobody else may act)."""
        return not self.game.finished and self.game.current_player.is_computer

    @property
    def settled(self) -> bool:
        """True when no roll is in the air and its dice have been seen: the outcome may show."""
        return not self._awaiting_settle and self.outcome_visible()

    def is_animating(self) -> bool:
        """True while dice move, a message or flash fades, a countdown runs or the computer plays.

        Only a human's quiet turn (waiting for a click) lets the loop idle.
        """
        fading = any(not math.isinf(m.left) for m in self.messages)  # a kept caption waits
        return (self.tray.is_moving or self._awaiting_settle or not self.outcome_visible()
                or fading or self.turn_banner.active
                or self.flash is not None or self.refused_cell is not None
                or self.penta_time > 0 or self.end_timer is not None or self.computer_turn
                or self.bonus_celebration.busy or self.win_celebration.busy
                or self.countdown is not None or self.game.auto_score_due)

    def _factor(self) -> float:
        return max(0.1, float(self.app.animation_factor))

    def _roll_label(self) -> str:
        return self.tr("yams.roll_count", n=self.game.rolls_left)

    # --- persistence ------------------------------------------------------------------------

    def _save(self) -> None:
        store = self.app.store
        if store is None or self.game.finished:
            return
        try:
            store.save_game("yams", self.game.to_dict())
        except (OSError, TypeError, ValueError):  # a failed save must never stop the table
            return

    def _finish_game(self) -> None:
        record_game_end(self.app, self.kind, self.game)  # statistics, high scores, then clear
        self.end_timer = theme.YAMS_RESULTS_DELAY
        winners = [index for place, index, _ in self.game.ranking() if place == 1]
        self.win_celebration.request(winners, theme.WIN_CELEBRATION_TIME)

    def show_results(self) -> None:
        """Push the results panel (once)."""
        if self.results_shown:
            return
        self.results_shown = True
        rows = ranking_rows(self.game.ranking(), self.game.players)
        self.app.manager.push(ResultsOverlay(self.app, rows, self.new_game, self.leave_game,
                                             reveal=lambda: self.sheet.rect))

    def new_game(self) -> None:
        """"Partidă nouă": a rematch, the same players with the next one starting."""
        from game.scenes.game_setup import rematch_players, start_game

        start_game(self.app, "yams", rematch_players(self.game.players), table=YamsTableScene)

    # --- feedback ---------------------------------------------------------------------------

    def say(self, text: str, colour: tuple[int, int, int] = theme.MESSAGE_INFO,
            kind: str = "", *, sticky: bool = False) -> None:
        """Show a short message over the dice (the two newest stay; a repeat only lasts longer;
        a newer message of the same ``kind`` replaces the older). A ``sticky`` message (the
        computer's caption) stays until a person acts."""
        kept = [m for m in self.messages if m.text != text and not (kind and m.kind == kind)]
        left = math.inf if sticky else theme.YAMS_MESSAGE_TIME
        self.messages = [*kept[-1:], TableMessage(text, colour, left, kind)]

    def person_acts(self) -> None:
        """A person did something: the computer's kept caption may now fade."""
        for message in self.messages:
            if math.isinf(message.left):
                message.left = theme.YAMS_MESSAGE_TIME

    def refuse(self, key: str, **params: object) -> None:
        """Refuse an action: the catalog message, in red, and the "refused" sound."""
        self.app.audio.play("refused")
        self.say(self.tr(key, **params), theme.MESSAGE_REFUSED, "refusal")

    def _refuse_error(self, error: IllegalActionError) -> None:
        if isinstance(error, NotYourTurnError):
            self.refuse("yams.other_column")
        else:
            self.refuse(error.key, **error.params)

    def _clear_hint(self) -> None:
        self.hint_dice = ()
        self.hint_release = ()
        self.hint_box = None
        self.hint_text = ""

    # --- actions ----------------------------------------------------------------------------

    def roll(self) -> None:
        """"Aruncă": the engine rolls, then the tray shows the roll tumbling."""
        if self._dice_action_allowed():
            self._roll()

    def _dice_action_allowed(self) -> bool:
        """A person's roll or hold: refused during the computer's turn, a click during a tumble
        only lands the dice, nothing after the end."""
        if self.computer_turn:
            self.refuse("yams.computer_turn")
            return False
        self.person_acts()
        if self.tray.is_animating:
            self.tray.skip()
            return False
        # Dice just landed (or a click skipped the tumble): they are seen before any action.
        return self.outcome_visible() and not self.game.finished

    def _roll(self) -> None:
        try:
            faces = self.game.roll(self.app.rng)
        except IllegalActionError as error:
            self._refuse_error(error)
            return
        self._save()  # the roll is kept the moment it is made, before the tumble shows it
        self._clear_hint()
        self.countdown = None
        self.bonus_celebration.cancel()  # the new throw has the table's attention
        indices = [i for i, held in enumerate(self.game.held) if not held]
        self.app.stats.dice_thrown(self.kind, [faces[i] for i in indices],
                                   computer=self.game.current_player.is_computer)
        for i in range(DICE_COUNT):
            self.tray.set_state(i, dimmed=False, held=self.game.held[i])
        self._place_dice(glide=False)
        self.tray.roll(indices, [faces[i] for i in indices], self.visual_rng,
                       theme.YAMS_ROLL_DURATION, speed=self._factor())
        self._awaiting_settle = True
        self.app.audio.play("rattle")

    def _on_settled(self) -> None:
        self._awaiting_settle = False
        dice = self.game.dice
        if dice is not None and is_penta(dice):
            self.app.audio.play("penta")
            self.penta_time = theme.YAMS_PENTA_TIME

    def toggle_hold(self, index: int) -> None:
        """Hold or release die ``index`` (a click on it, or keys 1–5)."""
        if not self._dice_action_allowed():
            return
        try:
            held = self.game.toggle_hold(index)
        except IllegalActionError as error:
            self.tray.shake(index)
            self._refuse_error(error)
            return
        self.app.audio.play("hold")
        self.tray.set_state(index, held=held)
        self._place_dice(glide=True)
        self._save()

    def pick_cell(self, player: int, row: int) -> None:
        """A click on the sheet: pick the current player's open box, else refuse."""
        box = ScoreSheet.box_of_row(row)
        if self.computer_turn:
            self.refuse("yams.computer_turn")
            return
        self.person_acts()
        if self.game.finished or not self.settled:
            return
        if player != self.game.current:
            self.refused_cell = (player, row, 1.0)
            self.refuse("yams.other_column")
            return
        if box is None:
            return
        try:
            self.game.pick(box, player=player)
        except IllegalActionError as error:
            self.refused_cell = (player, row, 1.0)
            self._refuse_error(error)
            return
        self.app.audio.play("click")
        self.countdown = None
        self._save()

    def validate(self) -> None:
        """"Validează tura": score the picked box and pass the turn."""
        if self.computer_turn:
            self.refuse("yams.computer_turn")
            return
        self.person_acts()
        if not self.settled or self.game.finished:
            return
        try:
            event = self.game.validate()
        except IllegalActionError as error:
            self._refuse_error(error)
            return
        self._after_score(event)

    def show_hint(self) -> None:
        """"Sugestie": the dice to keep (circled) and the held dice to release (crossed), the box
        the line of play aims for (outlined in the sheet) and the expected final score."""
        if self.computer_turn:
            self.refuse("yams.computer_turn")
            return
        self.person_acts()
        if self.game.finished or not self.settled:
            return
        if not yams_ai.expert_available():  # the expert's table is missing or damaged
            self.app.notify(self.tr("yams.hint.unavailable"), kind="yams_expert")
            return
        game = self.game
        card = game.current_card
        self._clear_hint()
        expected_line = "yams.hint.line"
        target = ""
        if game.dice is None:
            expected = yams_ai.expected_score(card)
            lead = self.tr("yams.hint.roll")
        else:
            hint = yams_ai.hint(card, game.dice, game.rolls_left)
            assert hint is not None  # the table is whole (checked above)
            expected = hint.expected_total
            if hint.box is not None:
                self.hint_box = hint.box
                lead = self.tr("yams.hint.box", box=self.tr(hint.box.key))
            else:
                self.hint_dice, self.hint_release = keep_and_release(
                    game.dice, game.held, hint.keep or ())
                newly_kept = set(self.hint_dice) - {i for i, h in enumerate(game.held) if h}
                if self.hint_release:
                    lead = self.tr("follow.yams.hint.keep_release" if newly_kept
                                   else "follow.yams.hint.release")
                else:
                    lead = (self.tr("yams.hint.keep") if self.hint_dice
                            else self.tr("yams.hint.reroll_all"))
                self.hint_box = yams_ai.aimed_box(card, game.dice, game.rolls_left)
                target = self.tr("follow.yams.hint.target", box=self.tr(self.hint_box.key))
                expected_line = "follow.yams.hint.line"
        self.hint_text = self.tr(expected_line, advice=lead, target=target,
                                 expected=self.tr("yams.hint.expected",
                                                  points=format_int(round(expected))))

    def _after_score(self, event: ScoreEvent) -> None:
        """Flash the box, celebrate bonuses, reset the dice; end the game after the last box."""
        self.app.audio.play("score")
        self.flash = (event.player, event.box, theme.YAMS_FLASH_TIME)
        self.countdown = None
        self._ai_roll_next = False
        self._clear_hint()
        self.penta_time = 0.0
        box_name = self.tr(event.box.key)
        name = self.player_label(event.player)
        computer = self.game.players[event.player].is_computer
        if event.auto:
            self.say(self.tr("yams.auto_scored", name=name, box=box_name,
                             points=format_int(event.points)), theme.MESSAGE_WARN, "score")
        elif computer:
            self.say(self.tr("yams.computer_scored", name=name, box=box_name,
                             points=format_int(event.points)), kind="score", sticky=True)
        if event.penta_bonus:
            self.app.audio.play("penta")
            self.say(self.tr("yams.event.penta_bonus", name=name,
                             points=format_int(event.penta_bonus)), theme.GOLD, "bonus",
                     sticky=computer)
        if event.upper_bonus_reached:  # the engine compared the card before and after
            self.bonus_celebration.request((event.player,), theme.BONUS_CELEBRATION_TIME)
            self.say(self.tr("yams.event.upper_bonus", name=name,
                             points=format_int(UPPER_BONUS)), theme.GOLD, "bonus",
                     sticky=computer)
        for i in range(DICE_COUNT):
            self.tray.set_state(i, held=False, dimmed=True)
        self._place_dice(glide=True)
        self.ai_timer = self.computer_wait(self.computer_step_seconds())
        if event.game_over:
            self._finish_game()
        else:
            self._save()

    def undo(self) -> None:
        """"Anulează": the engine takes the box back; the roll, holds and pick show again."""
        try:
            event = self.game.undo()
        except IllegalActionError as error:
            self._refuse_error(error)
            return
        self.app.audio.play("click")
        self.flash = None
        self.countdown = None
        self.penta_time = 0.0
        self.bonus_celebration.cancel()
        self.messages = []
        self._clear_hint()
        if self.game.dice is not None:
            self.tray.set_faces(self.game.dice)
        self._place_dice(glide=True)
        self.say(self.tr("undo.done_yams", box=self.tr(event.box.key)))
        self._save()
        self._sync_widgets()

    # --- the computer -------------------------------------------------------------------------

    def _ai_act(self) -> None:
        """One visible step of the computer's turn: roll, hold, pick, or validate."""
        game = self.game
        self.ai_timer = self.computer_step_seconds()
        if game.dice is None or self._ai_roll_next:
            self._ai_roll_next = False
            self._roll()
            return
        if game.picked is not None:
            self._after_score(game.validate())
            return
        card = game.current_card
        if game.rolls_left > 0:
            keep = yams_ai.choose_keep(card, game.dice, game.rolls_left, level=self.level,
                                       rng=self.visual_rng)
            if len(keep) < DICE_COUNT:
                held = sorted(v for v, h in zip(game.dice, game.held, strict=True) if h)
                if held != sorted(keep):
                    game.hold_values(keep)
                    self.app.audio.play("hold")
                    for i in range(DICE_COUNT):
                        self.tray.set_state(i, held=game.held[i])
                    self._place_dice(glide=True)
                    self._ai_roll_next = True
                    self._save()
                    return
                self._roll()
                return
        box = yams_ai.choose_box(card, game.dice, level=self.level, rng=self.visual_rng)
        game.pick(box)
        self._save()  # the computer's choice is kept the moment it is made
        self.app.audio.play("click")
        self.ai_timer = self.computer_box_show_seconds()

    # --- events -------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        """Keys 1–5, Space, Enter; clicks on dice and the sheet; the rest as any table."""
        if self.sheet_focus.handle_table_key(event, self.focus):
            return
        if event.type == pygame.KEYDOWN:
            if event.key in HOLD_KEYS:
                self.toggle_hold(HOLD_KEYS[event.key])
                return
            if event.key == pygame.K_SPACE:
                self.roll()
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and (
                    self.game.picked is not None
                    or self.focus.focused not in (self.menu_button, self.help_button,
                                                  self.hint_button, self.undo_button)):
                # Enter means "Validează tura" (refused, with the reason, while no box is
                # picked), even when a click left the focus on "Aruncă": it never rolls.
                self.validate()
                return
        elif event.type == pygame.MOUSEMOTION:
            self._hover(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not (self.menu_button.rect.collidepoint(event.pos)
                    or self.help_button.rect.collidepoint(event.pos)):
                if self.tray.is_animating:
                    self.tray.skip()  # the click only ends the tumble
                    return
                die = self.tray.die_at(event.pos)
                if die is not None:
                    self.toggle_hold(die)
                    return
                cell = self.sheet.cell_at(event.pos)
                if cell is not None:
                    self.pick_cell(*cell)
                    return
                if self.computer_turn and any(
                        b.rect.collidepoint(event.pos)
                        for b in (self.roll_button, self.validate_button, self.hint_button)):
                    self.refuse("yams.computer_turn")
                    return
                # A greyed-out button still answers: the engine says why it cannot act.
                if not self.roll_button.enabled and self.roll_button.rect.collidepoint(event.pos):
                    self.roll()
                    return
                if (not self.validate_button.enabled
                        and self.validate_button.rect.collidepoint(event.pos)):
                    self.validate()
                    return
        super().handle_event(event)
        self._sync_widgets()  # an undo shows or hides its button at once

    def _hover(self, pos: tuple[int, int]) -> None:
        die = self.tray.die_at(pos)
        for i in range(DICE_COUNT):
            self.tray.set_state(i, hovered=(i == die and self.game.can_hold
                                            and not self.computer_turn))
        cell = self.sheet.cell_at(pos)
        box = ScoreSheet.box_of_row(cell[1]) if cell is not None else None
        self.hover = (cell[0], box) if cell is not None and box is not None else None

    # --- time ---------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """Dice, messages, the Y10 countdown, the computer's pace, the end of the game."""
        super().update(dt)
        self.time += dt
        self.tray.update(dt)
        if self._awaiting_settle and self.outcome_visible():
            self._on_settled()
        for message in self.messages:
            message.left -= dt
        self.messages = [m for m in self.messages if m.left > 0]
        self.follow_turn(dt)
        if self.flash is not None:
            left = self.flash[2] - dt
            self.flash = (self.flash[0], self.flash[1], left) if left > 0 else None
        if self.refused_cell is not None:
            left = self.refused_cell[2] - dt * 2
            self.refused_cell = (*self.refused_cell[:2], left) if left > 0 else None
        self.penta_time = max(0.0, self.penta_time - dt)
        visible = self.outcome_visible()
        self.bonus_celebration.update(dt, visible)
        self.win_celebration.update(dt, visible)
        game = self.game
        if self.end_timer is not None:
            self.end_timer -= dt
            if self.end_timer <= 0:
                self.show_results()
        elif self.computer_turn:
            self.countdown = None
            if self.settled:
                self.ai_timer -= dt
                if self.ai_timer <= 0:
                    self._ai_act()
        elif game.auto_score_due and self.settled:
            self.countdown = (theme.YAMS_AUTO_SCORE_DELAY if self.countdown is None
                              else self.countdown - dt)
            box = self.auto_box()
            if self.countdown <= 0 and box is not None:
                self.countdown = None
                self._after_score(game.auto_score(box))
        else:
            self.countdown = None
        self._sync_widgets()

    def _sync_widgets(self) -> None:
        human = not self.computer_turn and not self.game.finished
        self.roll_button.enabled = human and self.game.can_roll
        self.validate_button.enabled = human and self.game.picked is not None
        self.hint_button.enabled = human
        self.sync_undo_button()

    # --- layout -------------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        """The sheet on the right; title, messages, dice and buttons on the left."""
        super().layout(size)
        felt = felt_area(self.size)
        m = self.px(30)
        bh = self.px(theme.BUTTON_SMALL_SIZE[1])
        players = len(self.game.players)
        # The sheet is anchored to the right edge under "?" / "Pauză", one width whatever
        # the number of players (its columns share it).
        area = self.content_area
        sheet_w = min(round(felt.w * theme.YAMS_SHEET_WIDTH), self.px(1000))
        sheet_top = area.y + self.px(theme.GAP)
        sheet_rect = pygame.Rect(felt.right - m - sheet_w, sheet_top, sheet_w,
                                 area.bottom - sheet_top)
        self.sheet.layout(sheet_rect, self.scale, players)
        # Room under TOTAL for the winner's cell to pop, halo and glints, above the key hints.
        sheet_rect.h -= celebration_reach(self.sheet.row_h, self.scale)
        self.sheet.layout(sheet_rect, self.scale, players)
        left = pygame.Rect(felt.x + m, felt.y + m, self.sheet.rect.x - felt.x - 2 * m,
                           area.bottom - felt.y - m)
        self.left = left
        h = area.bottom - felt.y
        y0 = felt.y
        self._lines = {
            "title": y0 + round(h * 0.075),
            "round": y0 + round(h * 0.135),
            "turn": y0 + round(h * 0.19),
            "status": y0 + round(h * 0.255),
            "toast": y0 + round(h * 0.48),
            "sub": 0,
            "hint": y0 + round(h * 0.925),
        }
        gap = self.px(theme.GAP)
        die = min(self.px(theme.YAMS_DIE_SIZE), (left.w - 2 * gap) * 10 // 68)
        spacing = round(die * 1.45)
        cx = left.centerx
        self._slot_x = [cx + (i - 2) * spacing for i in range(DICE_COUNT)]
        self._held_y = y0 + round(h * 0.365)
        self._free_y = y0 + round(h * 0.6)
        band = round(die * theme.YAMS_HELD_BAND)
        self.held_band = pygame.Rect(0, 0, spacing * 4 + band, band)
        self.held_band.center = (cx, self._held_y)
        self.dice_area = pygame.Rect(left.x, y0 + round(h * 0.29), left.w, round(h * 0.43))
        top = y0 + round(h * 0.755)
        # Thrown dice stay on the felt between the held row and the buttons.
        throw_top = self.held_band.bottom + self.px(6)
        self.tray.layout(pygame.Rect(left.x, throw_top, left.w, top - self.px(6) - throw_top),
                         self._slots(), die)
        self.tray.on_impact = self.dice_hit
        self._place_dice(glide=False)
        buttons = (self.roll_button, self.validate_button, self.hint_button)
        bw = min(self.px(330), (left.w - 2 * gap) // 3)
        x = cx - (3 * bw + 2 * gap) // 2
        for button in buttons:
            button.place(pygame.Rect(x, top, bw, bh), self.scale,
                         self.font_px(theme.FONT_BUTTON - 8))
            x += bw + gap
        self._lines["sub"] = top + bh + self.px(30)
        # "Anulează" sits where the rolls-left line is: shown only after a scoring, no dice.
        uw, uh = min(self.px(440), left.w), self.px(theme.BUTTON_SMALL_SIZE[1] * 0.85)
        self.undo_button.place(pygame.Rect(cx - uw // 2, top + bh + self.px(24), uw, uh),
                               self.scale, self.font_px(theme.FONT_SMALL))
        self.tray.warm_up()

    def _slots(self) -> list[tuple[float, float]]:
        held = self.game.held if self.game.dice is not None else (False,) * DICE_COUNT
        return [(float(self._slot_x[i]), float(self._held_y if held[i] else self._free_y))
                for i in range(DICE_COUNT)]

    def _place_dice(self, glide: bool) -> None:
        if not self._slot_x:
            return
        for i, pos in enumerate(self._slots()):
            self.tray.move_to(i, pos, duration=0.22 / self._factor() if glide else 0.0)
        dimmed = self.game.dice is None
        for i in range(DICE_COUNT):
            self.tray.set_state(i, dimmed=dimmed,
                                held=bool(self.game.held[i]) if not dimmed else False)

    # --- drawing (reads only) -------------------------------------------------------------------

    def open_help(self) -> None:
        """The "?" button: how to play at this table."""
        from game.scenes.yams_help import YamsHelpOverlay

        self.app.manager.push(YamsHelpOverlay(self.app))

    def draw_players(self, surface: pygame.Surface) -> None:
        """The players are the sheet's columns: no separate panel."""

    def sheet_view(self) -> SheetView:
        """What the sheet shows now, from the engine's state."""
        game = self.game
        show_options = (not game.finished and game.dice is not None and self.settled)
        flash = None
        if self.flash is not None:
            flash = (self.flash[0], self.flash[1], self.flash[2] / theme.YAMS_FLASH_TIME)
        return SheetView(
            names=[shown_name(p.name, p.is_computer, self.tr) for p in game.players],
            cards=list(game.cards),
            current=None if game.finished else game.current,
            options=game.options() if show_options else {}, picked=game.picked, flash=flash,
            hint=self.hint_box, refused=self.refused_cell,
            marked=self.auto_box() if self.countdown is not None else None,
            hover=None if self.computer_turn else self.hover,
            computer=[p.is_computer for p in game.players])

    def status_text(self) -> tuple[str, tuple[int, int, int]]:
        """The standing line under the names: what the table expects now (or the Y7/Y11 news)."""
        game = self.game
        if game.finished:
            return "", theme.MUTED
        if self.computer_turn:
            return self.tr("yams.computer_playing"), theme.MUTED
        if game.dice is None:
            return self.tr("yams.prompt_roll"), theme.MUTED
        if not self.settled:
            return "", theme.MUTED
        if game.joker_active:
            return self.tr("yams.joker", points=format_int(PENTA_BONUS)), theme.MESSAGE_WARN
        if game.sacrifice_needed:
            return self.tr("yams.sacrifice"), theme.MESSAGE_WARN
        if game.picked is not None:
            return self.tr("yams.prompt_validate"), theme.MUTED
        if game.rolls_left > 0:
            return self.tr("yams.prompt_hold"), theme.MUTED
        return self.tr("yams.prompt_box"), theme.MUTED

    def draw_table(self, surface: pygame.Surface) -> None:
        """Title, round, whose turn, status, dice, messages, the sheet and the countdown."""
        game = self.game
        left = self.left
        cx = left.centerx
        lines = self._lines
        draw_text(surface, self.tr(self.title_key), self.font_px(theme.FONT_HEADING), theme.GOLD,
                  (cx, lines["title"]), shadow=self.px(3), weight=BOLD)
        draw_text(surface, self.tr("yams.round", round=game.round, rounds=ROUNDS),
                  self.font_px(theme.FONT_SMALL), theme.MUTED, (cx, lines["round"]))
        if not game.finished:
            player = game.current_player
            name = shown_name(player.name, player.is_computer, self.tr)
            draw_text(surface, self.tr("yams.turn", name=name), self.font_px(theme.FONT_BODY),
                      theme.CREAM, (cx, lines["turn"]), shadow=self.px(2), max_width=left.w)
        status, colour = self.status_text()
        if status:
            draw_text(surface, status, self.font_px(theme.FONT_SMALL), colour,
                      (cx, lines["status"]), max_width=left.w)
        self._draw_held_band(surface)
        if game.dice is not None:  # no greyed placeholder dice before a turn's first roll
            self.draw_dice(surface)
        self._draw_hint_rings(surface)
        self.sheet.draw(surface, self.sheet_view(), self.tr)
        self._draw_sub_label(surface)
        if self.hint_text:  # on two lines where one is too long (never smaller than FONT_MIN)
            size = self.font_px(theme.FONT_SMALL)
            shown = balanced_lines(self.hint_text, size, left.w)
            step = line_height(size)
            for k, line in enumerate(shown):
                draw_text(surface, line, size, theme.HINT_TEXT,
                          (cx, lines["hint"] + round((k - (len(shown) - 1) / 2) * step)),
                          max_width=left.w)
        self.draw_key_hints(surface, self.tr("look.yams_keys_hint"))
        self._draw_penta(surface)
        self._draw_toasts(surface)
        self.turn_banner.draw(surface, self.held_band.center, left.w, self.scale)

    def still_layer_key(self) -> object:
        """The widgets, fading messages, flashes and the Penta: what changes the picture."""
        flash = None if self.flash is None else round(self.flash[2] * 10)
        refused = None if self.refused_cell is None else round(self.refused_cell[2] * 10)
        return (super().still_layer_key(),
                tuple((t, round(min(left, 0.4) * 20)) for t, _, left in self.toasts),
                self.turn_banner.active,
                flash, refused, round(self.penta_time * 20), self.hint_text, self.hover)

    def draw(self, surface: pygame.Surface) -> None:
        """The table, then the celebrations over the sheet (drawn each frame, never cached)."""
        super().draw(surface)
        self._draw_celebrations(surface)

    def celebration_rects(self) -> list[pygame.Rect]:
        """Everything the running celebrations may paint now (the bonus and TOTAL cells with
        their pop and glints, the winners' columns framed): on the sheet, away from the dice
        and the messages."""
        rects = [celebration_bounds(rect, self.scale, self.content_area)
                 for rect, _ in self._celebrated_cells()]
        rects += [frame_bounds(rect, self.scale) for rect in self._winner_columns()]
        return [rect.clip(self.content_area) for rect in rects]

    def _celebrated_cells(self) -> list[tuple[pygame.Rect, Celebration]]:
        cells = []
        for celebration, row in ((self.bonus_celebration, "upper_bonus"),
                                 (self.win_celebration, "total")):
            if celebration.active and self.outcome_visible():
                cells += [(self.sheet.sum_cell_rect(p, row), celebration)
                          for p in celebration.targets]
        return cells

    def _winner_columns(self) -> list[pygame.Rect]:
        if not (self.win_celebration.active and self.outcome_visible()):
            return []
        return [self.sheet.column_rect(p) for p in self.win_celebration.targets]

    def _draw_celebrations(self, surface: pygame.Surface) -> None:
        if self.app.manager.top is not self:  # a dialog froze the table's picture
            return
        for rect in self._winner_columns():
            draw_frame_glow(surface, rect, self.win_celebration.progress, self.scale,
                            clip=self.content_area)
        for rect, celebration in self._celebrated_cells():
            draw_celebration(surface, rect, celebration.progress, self.time, self.scale,
                             clip=self.content_area)

    def _draw_held_band(self, surface: pygame.Surface) -> None:
        band = self.held_band
        layer = pygame.Surface(band.size, pygame.SRCALPHA)
        radius = self.px(26)
        pygame.draw.rect(layer, (0, 0, 0, 55), layer.get_rect(), border_radius=radius)
        pygame.draw.rect(layer, (*theme.GOLD, 70), layer.get_rect(), max(1, self.px(2)),
                         border_radius=radius)
        surface.blit(layer, band)
        if not any(self.game.held) and not self.computer_turn:
            draw_text(surface, self.tr("yams.held_row"), self.font_px(theme.FONT_SMALL),
                      theme.MUTED, band.center)

    def _draw_hint_rings(self, surface: pygame.Surface) -> None:
        if not self.settled:
            return
        width = max(2, self.px(5))
        for ring in self.hint_rings():
            pygame.draw.rect(surface, theme.HINT_RING, ring, width,
                             border_radius=round(ring.w * 0.24))
        for mark in self.release_marks():
            radius = mark.w // 2
            pygame.draw.circle(surface, theme.SHADOW, mark.move(0, self.px(3)).center, radius)
            pygame.draw.circle(surface, theme.HINT_RELEASE, mark.center, radius)
            pygame.draw.circle(surface, theme.CREAM, mark.center, radius, max(1, self.px(3)))
            cross = mark.inflate(-round(mark.w * 0.56), -round(mark.h * 0.56))
            pygame.draw.line(surface, theme.CREAM, cross.topleft, cross.bottomright, width)
            pygame.draw.line(surface, theme.CREAM, cross.topright, cross.bottomleft, width)

    def release_marks(self) -> list[pygame.Rect]:
        """Where the "Sugestie" crosses go: a small × over each held die to release."""
        side = round(self.tray.die_size * 0.4)
        reach = self.tray.die_size * 0.5
        marks = []
        for i in self.hint_release:
            x, y = self.tray.position(i)
            mark = pygame.Rect(0, 0, side, side)
            mark.center = (round(x + reach), round(y - reach))
            marks.append(mark)
        return marks

    def hint_rings(self) -> list[pygame.Rect]:
        """Where the "Sugestie" outlines go: a rounded square hugging each die to keep.

        A square (not a circle) so that the outline of a held die stays inside the held row.
        """
        side = round(self.tray.die_size * theme.YAMS_HINT_RING_SIDE)
        rings = []
        for i in self.hint_dice:
            x, y = self.tray.position(i)
            ring = pygame.Rect(0, 0, side, side)
            ring.center = (round(x), round(y))
            rings.append(ring)
        return rings

    def _draw_sub_label(self, surface: pygame.Surface) -> None:
        """Under the buttons: rolls left, or the Y10 countdown with its shrinking ring."""
        game = self.game
        y = self._lines["sub"]
        cx = self.left.centerx
        if self.countdown is not None:
            seconds = max(1, math.ceil(self.countdown))
            box = self.auto_box()
            text = (self.tr("follow.yams.auto_countdown", seconds=seconds, box=self.tr(box.key))
                    if box is not None else self.tr("yams.auto_countdown", seconds=seconds))
            size = self.font_px(theme.FONT_BODY)
            rect = draw_text(surface, text, size, theme.COUNTDOWN_RING, (cx + self.px(30), y),
                             shadow=self.px(2), max_width=self.left.w - self.px(120))
            radius = self.px(26)
            centre = (rect.x - radius - self.px(14), y)
            pygame.draw.circle(surface, theme.FELT_DARK, centre, radius)
            fraction = max(0.0, min(1.0, self.countdown / theme.YAMS_AUTO_SCORE_DELAY))
            if fraction > 0:
                box = pygame.Rect(0, 0, 2 * radius, 2 * radius)
                box.center = centre
                pygame.draw.arc(surface, theme.COUNTDOWN_RING, box, math.pi / 2,
                                math.pi / 2 + 2 * math.pi * fraction, max(3, self.px(7)))
            draw_text(surface, str(seconds), self.font_px(theme.FONT_SMALL), theme.CREAM, centre)
        elif not game.finished and not self.computer_turn and game.dice is not None:
            text = self.app.tr.n("yams.rolls_left", game.rolls_left)
            draw_text(surface, text, self.font_px(theme.FONT_SMALL), theme.MUTED, (cx, y))

    def penta_rect(self) -> pygame.Rect:
        """Where "Penta!" pops: the strip of felt between the held row and the rolled dice,
        so it covers neither a die nor a message."""
        top = self.held_band.bottom
        bottom = self._free_y - self.tray.die_size // 2 - self.px(4)
        return pygame.Rect(self.left.x, top, self.left.w, max(0, bottom - top))

    def _draw_penta(self, surface: pygame.Surface) -> None:
        """A scale pop of "Penta!" beside the dice and gold glints at their corners."""
        if self.penta_time <= 0:
            return
        t = 1 - self.penta_time / theme.YAMS_PENTA_TIME
        strip = self.penta_rect()
        pop = min(1.0, t * 6)
        scale = 0.6 + 0.55 * pop - 0.15 * max(0.0, min(1.0, t * 6 - 1))  # grows, overshoots
        size = min(self.font_px(theme.FONT_TITLE), round(strip.h * 0.95))
        size = max(theme.FONT_MIN, round(size * scale))
        alpha = 255 if self.penta_time > 0.4 else round(255 * self.penta_time / 0.4)
        image = render(self.tr("yams.penta"), size, theme.GOLD, DISPLAY)
        shadow = render(self.tr("yams.penta"), size, theme.SHADOW, DISPLAY)
        rect = image.get_rect(center=strip.center)
        shadow.set_alpha(alpha // 2)
        surface.blit(shadow, rect.move(self.px(3), self.px(3)))
        shadow.set_alpha(None)
        image.set_alpha(alpha)
        surface.blit(image, rect)
        image.set_alpha(None)
        if self.settled and not self.tray.is_moving:
            draw_glints(surface, [self.tray.position(i) for i in range(DICE_COUNT)],
                        self.tray.die_size, self.time, theme.GOLD)

    def _toast_places(self) -> list[tuple[str, tuple[int, int, int], float, tuple[int, int]]]:
        """Each message on screen as (text, colour, seconds left, centre of its pill)."""
        size = self.font_px(theme.FONT_BODY - 4)
        y = self._lines["toast"] - (len(self.toasts) - 1) * round(size * 0.75)
        places = []
        for text, colour, left in self.toasts:
            places.append((text, colour, left, (self.left.centerx, y)))
            y += round(size * 1.5)
        return places

    def message_rects(self) -> list[pygame.Rect]:
        """Where the messages' pills are (at most this wide and tall)."""
        size = self.font_px(theme.FONT_BODY - 4)
        rects = []
        for text, colour, _, centre in self._toast_places():
            tone = _TONES.get(colour, pill.INFO)
            w, h = pill.pill_size(text, size, tone, self.scale)
            rect = pygame.Rect(0, 0, min(w, self.left.w - self.px(20)), h)
            rect.center = centre
            rects.append(rect)
        return rects

    def _draw_toasts(self, surface: pygame.Surface) -> None:
        size = self.font_px(theme.FONT_BODY - 4)
        for text, colour, left, centre in self._toast_places():
            alpha = 255 if left > 0.4 else round(255 * left / 0.4)  # inf: a kept caption
            pill.draw_pill(surface, text, size, centre, _TONES.get(colour, pill.INFO),
                           self.scale, max_width=self.left.w - self.px(20), alpha=alpha)


_TONES = {theme.MESSAGE_REFUSED: pill.REFUSED, theme.MESSAGE_WARN: pill.WARN}
"""The pill drawn for a message's colour (the rest are plain information)."""
