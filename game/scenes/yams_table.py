"""The Yams table: animated dice, click-to-hold, the score sheet, the Joker, Y10, the computer.

The scene is glue: the turn's flow (what happens after a roll lands, the computer's pace, the
Y10 countdown, saving, undo, what to say) is :class:`game.flow.yams_flow.YamsFlow`, pure
Python; the regions are drawn by :mod:`game.views.yams_views` and the sheet by
:mod:`game.widgets.scorecard` from what the flow exposes. Every rule is the engine's
(:class:`game.engine.yams.YamsGame`) or the computer player's (:mod:`game.ai.yams`). The
engine rolls first, then the :class:`~game.widgets.dice.DiceTray` shows that roll, so a click
that skips the tumble can never lose or repeat a roll.

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

Following the game (issues 12, 21): everything the table says goes through the flow's one
:class:`~game.flow.messages.TableVoice` (``docs/MESSAGES.md``), said in one message lane
between the turn line and the kept row, one at a time: a refusal, else the announcement (the
computer's choice kept until a person acts), else the computer's banner, else the prompt;
the next player's entrance as the turn passes; the computer's pace from Settings
("Viteza calculatorului"), its chosen box highlighted a moment.

After every action (a roll the moment the engine makes it, before the tumble shows it; a
hold, a pick, the computer's chosen box, a validation) the game is saved through
``app.store``; at the end the save is cleared, the humans' totals go to the high scores and
the :class:`~game.scenes.results.ResultsOverlay` shows the ranking.
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from game import theme
from game.ai import yams as yams_ai
from game.engine.yams import ROUNDS, YamsGame
from game.flow.end_stage import EndStageClock
from game.flow.messages import Channel, Tone
from game.flow.personal_best import best_phrase, is_new_best
from game.flow.results_detail import yams_details
from game.flow.stage import BIG, DIM_ALPHA, StageClock
from game.flow.turn_entrance import TurnEntrance
from game.flow.yams_flow import YamsFlow
from game.flow.yams_hint import keep_and_release
from game.i18n import shown_name
from game.rules.yams import DICE_COUNT, Box
from game.scenes.results import ResultsOverlay, ranking_rows
from game.scenes.table_base import TableScene
from game.scenes.yams_layout import YamsTableLayout
from game.scenes.yams_port import TablePort
from game.views import yams_moments, yams_notes, yams_turn_entrance
from game.views import yams_views as views
from game.views.yams_standings import StandingsPanel
from game.widgets.dice import DiceTray
from game.widgets.dice_render import FaceCache
from game.widgets.dice_render import shared_faces as dice_shared_faces
from game.widgets.felt import hush
from game.widgets.scorecard import ScoreSheet, SheetView
from game.widgets.seats import player_style
from game.widgets.sheet_focus import attach_sheet_focus
from game.widgets.text import BOLD, REGULAR, draw_text

if TYPE_CHECKING:
    from game.app import App

__all__ = ["HOLD_KEYS", "YamsTableScene", "keep_and_release", "shared_faces"]

HOLD_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3, pygame.K_5: 4,
             pygame.K_KP1: 0, pygame.K_KP2: 1, pygame.K_KP3: 2, pygame.K_KP4: 3, pygame.K_KP5: 4}
"""Keys 1–5 hold or release the dice from left to right."""

def shared_faces() -> FaceCache:
    """The rendered dice faces shared by every Yams table (a new table or size re-renders
    only what it has not seen yet)."""
    return dice_shared_faces()  # one cache for every screen (issue 23 §6)


class _FlowState:
    """A table attribute that reads the flow's state of the same name (read-only)."""

    def __init__(self, name: str, doc: str) -> None:
        self.name, self.__doc__ = name, doc

    def __get__(self, scene: YamsTableScene | None, owner: type) -> Any:
        return self if scene is None else getattr(scene.flow, self.name)


class YamsTableScene(YamsTableLayout, TableScene):
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
        self.tray.air_cap, self.tray.keep_apart = theme.YAMS_AIR_CAP, True  # apart, not big
        self.sheet = ScoreSheet()
        self.flow = YamsFlow(game, TablePort(self))
        """The turn's flow: everything the table decides."""
        self.flow.whim_rng = self.visual_rng
        self.messages = views.MessageViews()
        """Where the flow's voice is drawn."""
        self.standings = StandingsPanel()  # on the felt the dice leave empty (issue 22 §2)
        self.entrance = TurnEntrance()
        """The next player's entrance as the turn passes (a click or a key ends it)."""
        self._rolls_shown: int | None = None
        """The count "Aruncă (n)" shows (the scored turn's while its dice leave)."""
        self.roll_button = self.button("yams.roll", self.roll)
        self.roll_button.label = self._roll_label
        self.validate_button = self.button("yams.validate", self.validate)
        self.hint_button = self.button("yams.hint", self.show_hint, "secondary")
        self.focus.widgets = [self.menu_button, self.help_button, self.roll_button,
                              self.validate_button, self.hint_button, self.undo_button]
        self.sheet_focus = attach_sheet_focus(self)  # Tab / ↑ ↓ to the sheet (issue 24)
        self.hover: tuple[int, Box] | None = None
        self.time = 0.0
        self.dice_area = pygame.Rect(0, 0, 0, 0)
        self.held_band = pygame.Rect(0, 0, 0, 0)
        self.left = pygame.Rect(0, 0, 0, 0)
        self._free_y = 0
        self._held_y = 0
        self._slot_x: list[int] = []
        self._lines: dict[str, int] = {}
        self._results_pushed = False
        self._stage_left = False
        self._ended_dim = False
        self.previous_best: int | None = None
        """A game played alone: the person's best before it (None: none, or not alone)."""
        self._sync_widgets()

    # --- the flow's state, as the table shows it ---------------------------------------------

    countdown = _FlowState("countdown", "Seconds left before the Y10 auto-score, or None.")
    flash = _FlowState("flash", "The box just scored: (player, box, seconds left of its flash).")
    refused_cell = _FlowState("refused_cell", "The sheet cell a refused click hit (fading).")
    penta_time = _FlowState("penta_time", 'Seconds left of the "Penta!" pop.')
    bonus_celebration = _FlowState("bonus_celebration", "The upper bonus's celebration.")
    win_celebration = _FlowState("win_celebration", "The end of the game's celebration.")
    hint_dice = _FlowState("hint_dice", 'The dice the "Sugestie" keeps.')
    hint_release = _FlowState("hint_release", 'The held dice the "Sugestie" releases.')
    hint_box = _FlowState("hint_box", 'The box the "Sugestie" aims for.')
    hint_text = _FlowState("hint_text", 'The "Sugestie" advice ("" when none).')
    results_shown = _FlowState("results_shown", "True once the results panel was pushed.")

    @property
    def toasts(self) -> list[tuple[str, tuple[int, int, int], float]]:
        """The announcement's lines, then the refusal, as (text, colour, seconds left; inf
        until a person acts)."""
        return views.toasts(self.flow.voice)

    def auto_box(self) -> Box | None:
        """The box the Y10 countdown fills (the expert's choice); None without a roll."""
        return self.flow.auto_box()

    @property
    def computer_turn(self) -> bool:
        """True while the computer plays (nobody else may act)."""
        return self.flow.computer_turn

    @property
    def settled(self) -> bool:
        """True when no roll is in the air and its dice have been seen: the outcome may show."""
        return self.flow.settled

    def is_animating(self) -> bool:
        """True while dice move or the flow runs on its own (only a person's quiet turn,
        waiting for a click, lets the loop idle)."""
        return (self.tray.is_moving or not self.outcome_visible() or self.flow.busy
                or self.standings.slide.moving or self.coach.animating)

    def _factor(self) -> float:
        return max(0.1, float(self.app.animation_factor))

    def _roll_label(self) -> str:
        # while the scored turn's dice leave, its count stays: the next turn's "Aruncă (3)"
        # comes with its entrance
        shown = self._rolls_shown
        if shown is None or not self.flow.leaving.active:
            shown = self._rolls_shown = self.game.rolls_left
        return self.tr("yams.roll_count", n=shown)

    # --- the end, a rematch --------------------------------------------------------------------

    def show_results(self) -> None:
        """Push the results panel (once)."""
        if self._results_pushed:
            return
        self._results_pushed = True
        self.flow.results_shown = True
        details, quiet = yams_details(self.game), False
        # the last card's TOTAL was just counted into its cell, and it is the winner's (a game
        # alone, a computer's win): the podium opens on it (no second count)
        winners = [index for place, index, _ in self.game.ranking() if place == 1]
        last = getattr(self.game.last_event, "player", None)
        counted = winners == [self.flow.total_counted] and last == self.flow.total_counted
        if len(details) == 1 and not self.game.players[0].is_computer:  # alone: the best too
            score = self.game.ranking()[0][2]
            best = best_phrase(self.previous_best, score)
            if best is not None:
                details[0] = (*details[0], (best,))
            quiet = not is_new_best(self.previous_best, score)  # no best beaten: no confetti
        rows = ranking_rows(self.game.ranking(), self.game.players, details)
        # the sheet is dimmed with the rest: the panel takes over (its podium says the totals)
        # as dark as the end's stages leave the table (no lift), whoever won: a computer's
        # win (no stage) is not darker than a person's
        self.app.manager.push(ResultsOverlay(self.app, rows, self.new_game, self.leave_game,
                                             backdrop=self.end_darkness(),
                                             quiet=quiet, counted_already=counted,
                                             said=self.end_said()),
                              fade=False)

    def new_game(self) -> None:
        """"Partidă nouă": a rematch, the same players with the next one starting."""
        from game.scenes.game_setup import rematch_players, start_game

        start_game(self.app, "yams", rematch_players(self.game.players), table=YamsTableScene)

    # --- the person's verbs (the flow decides) ----------------------------------------------------

    def refuse(self, key: str, anchor: Hashable | None = None, **params: object) -> None:
        """Refuse an action next to ``anchor``: the catalog message and the "refused" sound."""
        self.flow.refuse(key, anchor, **params)

    def roll(self) -> None:
        """"Aruncă"."""
        self.flow.roll()

    def toggle_hold(self, index: int) -> None:
        """Hold or release die ``index`` (a click on it, or keys 1–5)."""
        self.flow.toggle_hold(index)

    def pick_cell(self, player: int, row: int) -> None:
        """A click on the sheet: pick the current player's open box, else refuse."""
        self.flow.pick(player, row, ScoreSheet.box_of_row(row))

    def validate(self) -> None:
        """"Validează tura": score the picked box and pass the turn."""
        self.flow.validate()

    def show_hint(self) -> None:
        """"Sugestie": the dice to keep, the held dice to release, the aimed box, the
        expected final score."""
        self.flow.show_hint()

    def undo(self) -> None:
        """"Anulează": the engine takes the box back; the roll, holds and pick show again."""
        self.flow.undo()
        self._sync_widgets()

    # --- events -------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        """Keys 1–5, Space, Enter; clicks on dice and the sheet; the rest as any table."""
        skipped_stage, self._stage_left = self._stage_left, False
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            if self.flow.leaving.active:  # the old dice are gone at once; the event acts
                self.flow.end_passing()
                self._sync_widgets()
            self.flow.undo_return.cancel()  # an undo's way back ends at once
            self.entrance.skip(self.turn_key())  # the turn's entrance ends at once
        if self.coach.handle_event(event):  # the event only closed a coach mark
            return
        self.flow.refusals_muted = skipped_stage  # a click that ended a stage: never refused
        try:
            self._handle_table_event(event)
        finally:
            self.flow.refusals_muted = False

    def _handle_table_event(self, event: pygame.event.Event) -> None:
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
                self.flow.confirm()  # after a Penta, its box first
                return
        elif event.type == pygame.MOUSEMOTION:
            self._hover(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not (self.menu_button.rect.collidepoint(event.pos)
                    or self.help_button.rect.collidepoint(event.pos)):
                self.flow.moment.skip()  # a click cuts a moment short (and still counts)
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
                buttons = {"roll": self.roll_button, "validate": self.validate_button,
                           "hint": self.hint_button}
                if self.computer_turn:
                    for anchor, button in buttons.items():
                        if button.rect.collidepoint(event.pos):
                            self.refuse("yams.computer_turn", anchor)
                            return
                # A greyed-out button still answers: the engine says why it cannot act.
                if self.game.finished:  # no button left where they stood: a plain click
                    pass
                elif (not self.roll_button.enabled
                        and self.roll_button.rect.collidepoint(event.pos)):
                    self.roll()
                    return
                elif (not self.validate_button.enabled
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

    def offer_stage(self, moment: Any) -> None:
        """As any table; a stage that comes as the turn passes covers the old dice's leaving:
        it is over (they never come back, bright, when the stage lifts)."""
        super().offer_stage(moment)
        if self.on_stage is not None:
            self.flow.end_passing()

    def stage_ended(self, kind: str) -> None:
        """The stage left: its bonus is not said again by a pill (nor pulses on in the sheet),
        and the click that ended it (handed on next) is never also refused."""
        super().stage_ended(kind)
        self.flow.said_on_stage(kind)
        if kind == "upper_bonus":  # the stage was its moment: the pulse ends with it
            self.flow.bonus_celebration.cancel()
        self.flow.stage_left()  # the computer reads the moment before it plays on
        self._stage_left = True
        self._ended_dim = self.game.finished  # the end's stages: dim until the results

    def update(self, dt: float) -> None:
        """The dice, then the flow (messages, the Y10 countdown, the computer, the end)."""
        self._stage_left = False  # a stage that left on its own: the next click is plain
        super().update(dt)
        self.time += dt
        self.tray.update(dt)
        self.flow.update(dt)
        self.offer_stage(self.flow.moment)  # a Penta, a bonus, a full card take the stage
        self.standings.follow(self.game)  # each player's last scoring, for the standings
        self.standings.step(yams_turn_entrance.shown_game(self), dt, self._factor())  # rows slide
        self.follow_turn(dt)
        self._sync_widgets()

    def turn_key(self) -> tuple[int, int]:
        """The turn now, as (round, player): what an entrance's skip belongs to."""
        return (self.game.round, self.game.current)

    def follow_turn(self, dt: float) -> None:
        """The flow decides when "La rând: …" shows; the banner widget mirrors its voice."""
        banner = self.flow.voice.banner
        if banner is None:
            self.turn_banner.hide()
        else:
            self.turn_banner.text, self.turn_banner.age = banner.text, banner.age
            self.turn_banner.duration = theme.TURN_BANNER_TIME

    def _sync_widgets(self) -> None:
        human = not self.computer_turn and not self.game.finished
        # a throw in the air reads greyed (a click or Space still lands it), and stays so
        # until its dice are seen: no red flash before a Penta's stage takes the next action
        self.roll_button.enabled = (human and self.game.can_roll and not self.tray.is_animating
                                    and self.flow.settled and not self.flow.leaving.active)
        # one next action: with a box picked or pre-selected (after a Penta, the Joker's box,
        # the Y10 countdown's box, a sacrifice's), "Validează tura" is it, red; Aruncă steps back
        self.validate_button.enabled = human and (self.game.picked is not None
                                                  or self.flow.action_box is not None)
        next_is_box = self.validate_button.enabled or self.flow.primary_box is not None
        self.roll_button.style = "secondary" if next_is_box else "primary"
        # while the dice are in the air nothing can be done but wait: no button lit
        self.hint_button.enabled = human and self.flow.settled and not self.tray.is_animating
        self.sync_undo_button()
        # once the game is over there is no turn to play: its buttons go at once (none
        # shown greyed behind "Partida s-a încheiat" as if playable); the end's actions
        # ("Partidă nouă", "Meniu") come with the results panel, never on the table before
        # it: nothing live under or before the end's celebration
        over = self.game.finished
        for button in (self.roll_button, self.validate_button, self.hint_button):
            button.visible = not over

    def sync_undo_button(self) -> None:
        """"Anulează" keeps its place under the buttons all game: lit exactly while the undo
        would be accepted (never under a stage), else quiet (an outline on the felt, not a
        grey dead block), the same size, so nothing comes and goes."""
        self.undo_button.enabled = self.can_undo and self.on_stage is None
        self.undo_button.style = "secondary" if self.undo_button.enabled else "quiet"
        self.undo_button.visible = not self.game.finished

    # --- drawing (reads only) -------------------------------------------------------------------

    def open_help(self) -> None:
        """The "?" button: how to play at this table."""
        from game.scenes.yams_help import YamsHelpOverlay

        self.app.manager.push(YamsHelpOverlay(self.app))

    def draw_players(self, surface: pygame.Surface) -> None:
        """The players are the sheet's columns: no separate panel."""

    def sheet_view(self) -> SheetView:
        """What the sheet shows now, from the engine's and the flow's state."""
        game, flow = self.game, self.flow
        shown = yams_turn_entrance.shown_game(self)  # nothing a stage carries shows before it lands
        flash = None
        if flow.flash is not None:
            flash = (flow.flash[0], flow.flash[1], flow.flash[2] / theme.YAMS_FLASH_TIME)
        # a Penta's "+50" flies into its box: the box says it once the number has landed
        unsaid = Box.PENTA if self.on_stage == "penta" and not self.stage_landed else None
        return SheetView(
            names=[shown_name(p.name, p.is_computer, self.tr) for p in game.players],
            cards=list(shown.cards),
            current=None if game.finished else shown.current,
            options=game.options() if flow.show_options else {}, picked=game.picked,
            flash=flash, hint=flow.hint_box, refused=flow.refused_cell,
            marked=flow.marked_box, hover=None if self.computer_turn else self.hover,
            primary=None if unsaid is not None else flow.action_box,  # the countdown's too
            unsaid=unsaid,
            computer=[p.is_computer for p in game.players])

    def status_text(self) -> tuple[str, tuple[int, int, int]]:
        """The prompt under the names: what the table expects now (or the Y7/Y11 news)."""
        prompt = self.flow.prompt()
        if prompt is None:
            return "", theme.MUTED
        if self.flow.countdown is not None and prompt.tone is Tone.INFO:
            return prompt.text, theme.MESSAGE_WARN  # what the countdown will do: urgent
        return prompt.text, views.prompt_colour(prompt.tone)

    def draw_table(self, surface: pygame.Surface) -> None:
        """Title, round, whose turn, the prompt, dice, the voice, the sheet and the countdown."""
        game, flow = self.game, self.flow
        left = self.left
        cx = left.centerx
        lines = self._lines
        voice = flow.voice
        draw_text(surface, self.tr(self.title_key), self.font_px(theme.FONT_HEADING), theme.GOLD,
                  (cx, lines["title"]), shadow=self.px(3), weight=BOLD)
        ended = game.finished and self._results_pushed  # the panel's: nothing peeks over it
        if not ended:
            draw_text(surface, self.tr("yams.round", round=game.round, rounds=ROUNDS),
                      self.font_px(theme.FONT_SMALL), theme.MUTED, (cx, lines["round"]))
        # the staged player's turn (the scored one's while their dice leave), no early total
        shown = yams_turn_entrance.shown_game(self)
        in_row = views.held_row_banner(voice, self.computer_turn)  # the computer's only
        if not game.finished:  # a header: it stays, still; it greets a person's turn itself
            player = shown.current_player
            name = shown_name(player.name, player.is_computer, self.tr)
            text = self.tr("yams.turn", name=name)
            seat = player_style(game.players, shown.current)
            age = voice.banner.age if voice.banner is not None and self.on_stage is None else None
            # one look all turn: the band in their colour, opening as the turn passes (the
            # next player's entrance), then at rest until the turn's last beat
            turn = self.turn_key()
            progress = 1.0 if age is None else self.entrance.progress(age, turn)
            yams_turn_entrance.draw_entrance(
                surface, text, self.held_band, (cx, lines["turn"]), self.scale, seat,
                progress, self.entrance.name_scale(age, turn))
        elif not ended:  # the last turn: the line says the game is over, it does not vanish
            draw_text(surface, self.tr("yams.game_over"), self.font_px(theme.FONT_BODY),
                      theme.CREAM, (cx, lines["turn"]), shadow=self.px(2), max_width=left.w)
        status, colour = self.status_text()
        # the message lane says one thing at a time: a refusal, the announcement, the
        # computer's banner, else the prompt (the note, the "Sugestie" advice, the line)
        channel = self.lane_channel()
        note = yams_notes.shown_note(self) if channel is Channel.PROMPT else None
        # the "Sugestie" advice is the instruction of the moment: it takes the prompt's place
        advice = (flow.hint_text if note is None and self.on_stage is None
                  and channel is Channel.PROMPT else "")
        quiet = channel is not Channel.PROMPT
        if status and self.on_stage is None and note is None and not quiet and not advice:
            # the countdown's line says what it will do (its seconds: the ring on the box)
            counting = flow.countdown is not None
            draw_text(surface, status, self.font_px(theme.FONT_BODY if counting
                                                    else theme.FONT_SMALL), colour,
                      self.message_lane().center, max_width=left.w,
                      weight=BOLD if counting else REGULAR, role="prompt")
        if not ended:  # the kept dice's slots, faint (no box, no words)
            views.draw_held_slots(surface, self.kept_row_slots(), self.tray.die_size,
                                  self.scale)
        if game.dice is None and not ended:  # where the dice will land: no dead band
            views.draw_dice_slots(surface, self.dice_slots(), self.tray.die_size, self.scale)
        if game.dice is None and flow.leaving.active:  # the scored dice sweep off the felt
            yams_turn_entrance.draw_leaving_dice(surface, self.tray, flow.leaving.progress,
                                                 self.left)
        if game.dice is None and game.finished and not ended:  # the last throw, seen
            self.draw_dice(surface)
        if game.dice is not None:  # no greyed placeholder dice before a turn's first roll
            yams_moments.draw_under_dice(surface, self)  # a Penta's glow, under the dice
            if flow.undo_return.active:  # an undo: the dice rise back to their places
                yams_turn_entrance.draw_leaving_dice(surface, self.tray,
                                                     1 - flow.undo_return.progress, self.left)
            else:
                self.draw_dice(surface)
        if self.settled:
            views.draw_hint_marks(surface, self.hint_rings(), self.release_marks(), self.scale)
        self.sheet.draw(surface, self.sheet_view(), self.tr)
        yams_turn_entrance.greet_column(surface, self, shown.current)  # with the entrance
        views.draw_unwritten(surface, self.sheet, flow.undo_return, self.scale)
        yams_moments.draw_counters(surface, self)  # the bonuses, a full card's TOTAL
        # the countdown's seconds are said once, at the box it will fill: "3", "2", "1" in a
        # ring on that cell, its frame draining (the line says only what will happen)
        if flow.countdown is not None and flow.marked_box is not None and not game.finished:
            cell = self.sheet.cell_rect(game.current, flow.marked_box)
            views.draw_countdown_frame(surface, cell, flow.countdown, self.scale)
            centre, radius = views.countdown_ring_place(cell, self.scale,
                                                          self.sheet.font_size)
            views.draw_countdown_ring(surface, centre, radius, flow.countdown_seconds() or 1,
                                      self.scale)
        views.draw_hint_text(surface, advice, self.message_lane(), self.scale)
        if not game.finished:  # the keys of a turn: none left to play
            self.draw_key_hints(surface, self.tr("yams.keys_hint"))
        glints = None
        if self.settled and not self.tray.is_moving:
            glints = [self.tray.position(i) for i in range(DICE_COUNT)]
        yams_moments.draw_penta(surface, self, glints)  # the Penta's stamp
        stamp = yams_moments.stamp_rect(self)
        self.standings.draw(surface, shown, self.tr, self.app.tr.n,
                            self.message_rects() + ([stamp] if stamp is not None else []))
        if channel is Channel.ANNOUNCEMENT:  # said once, in the lane
            self.messages.draw_announcement(surface, self.shown_announcement())
        if note is not None:  # the Joker, a sacrifice: what it means, in the prompt's place
            yams_notes.draw_note(surface, note, self.note_rect(), self.scale)
        self.messages.draw_refusal(surface, voice.refusal, self.refusal_rect())
        if channel is Channel.BANNER:  # "Urmărește-i aruncările" waits for the stage
            self.messages.draw_banner(surface, in_row,
                                      seat=player_style(game.players, game.current))

    def still_layer_key(self) -> object:
        """The widgets, the voice, flashes and the Penta: what changes the picture."""
        flow = self.flow
        flash = None if flow.flash is None else round(flow.flash[2] * 10)
        refused = None if flow.refused_cell is None else round(flow.refused_cell[2] * 10)
        banner = flow.voice.banner
        return (super().still_layer_key(),
                tuple((t, round(min(left, 0.4) * 20)) for t, _, left in self.toasts),
                None if banner is None else (banner.text, round(banner.age * 20)),
                flash, refused, round(flow.penta_time * 20), flow.hint_text, self.hover,
                round(flow.leaving.progress * 30), self.standings.slide.key())

    def draw(self, surface: pygame.Surface) -> None:
        """The table, then the celebrations over the sheet (drawn each frame, never cached);
        between the end's stages and the results panel the table stays dimmed (no bright
        flash before the panel)."""
        super().draw(surface)
        self._draw_celebrations(surface)
        if self._ended_dim and not self._results_pushed:
            hush(surface, self.end_darkness(), self.scale)  # as the stage that left it

    def end_darkness(self) -> int:
        """How dark the finished table is under the results: as dark as the win's stage
        left it (the panel opens on that very darkness, no lift), else the card seen,
        dimmed (a computer's win, no stage, is no darker than a person's)."""
        return self.stage_darkness if self._ended_dim else DIM_ALPHA[BIG]

    def stage_clock(self, kind: str, factor: float) -> StageClock:
        """A stage as the game ends keeps the table dark until the results panel."""
        if not self.game.finished:
            return super().stage_clock(kind, factor)
        return EndStageClock(kind, factor, table_dark=self._ended_dim)
