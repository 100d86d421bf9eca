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
from game.engine.yams import YamsGame
from game.flow.end_stage import EndStageClock
from game.flow.moments import TOTALS, total_flourish
from game.flow.personal_best import previous_best, with_solo_best
from game.flow.results_detail import yams_details
from game.flow.stage import BIG, DIM_ALPHA, StageClock
from game.flow.turn_entrance import TurnEntrance
from game.flow.yams_bonus_band import BonusBandClock
from game.flow.yams_flow import YamsFlow
from game.flow.yams_hint import keep_and_release
from game.rules.yams import DICE_COUNT, Box
from game.scenes.champion import crown_bare, draw_crown_count
from game.scenes.results import ResultsOverlay, ranking_rows
from game.scenes.table_base import TableScene, is_undo_key
from game.scenes.yams_layout import YamsTableLayout
from game.scenes.yams_port import TablePort
from game.scenes.yams_table_draw import YamsTableDrawing
from game.views import yams_turn_entrance
from game.views import yams_views as views
from game.views.yams_standings import StandingsPanel
from game.views.yams_total_plaque import draw_total_plaque
from game.views.yams_total_takeover import draw_total_takeover
from game.widgets.count_button import CountButton
from game.widgets.dice import DiceTray
from game.widgets.dice_render import FaceCache
from game.widgets.dice_render import shared_faces as dice_shared_faces
from game.widgets.scorecard import ScoreSheet
from game.widgets.sheet_focus import attach_sheet_focus
from game.widgets.text import BOLD, REGULAR

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


class YamsTableScene(YamsTableDrawing, YamsTableLayout, TableScene):
    """A game of Yams in progress; Esc asks before leaving."""

    title_key = "menu.yams"
    type_least = theme.TABLE_TYPE_LEAST

    def __init__(self, app: App, game: YamsGame) -> None:
        """Sit the players of ``game`` at the table (a saved game resumes where it was)."""
        super().__init__(app, game)
        self.game: YamsGame = game
        if not yams_ai.expert_available():  # a damaged assets/yams: the beginner's choices
            app.notify(self.tr("yams.expert.unavailable"), kind="yams_expert")
        self.visual_rng = random.Random(theme.YAMS_VISUAL_SEED)
        """Shapes tumbles, sparkles and the beginner's whims; never the dice values."""
        faces = game.dice if game.dice is not None else views.REST_FACES  # at rest, no roll
        self.tray = DiceTray(DICE_COUNT, faces=faces, cache=shared_faces())
        self.tray.air_cap, self.tray.keep_apart = theme.YAMS_AIR_CAP, True  # apart, not big
        self.sheet = ScoreSheet()
        self.flow = YamsFlow(game, TablePort(self))
        """The turn's flow: everything the table decides."""
        self.flow.whim_rng = self.visual_rng
        self.messages = views.MessageViews()
        """Where the flow's voice is drawn."""
        self.standings = StandingsPanel()  # on the felt the dice leave empty (issue 22 §2)
        if len(game.players) == 1 and not game.players[0].is_computer:  # alone: the best to
            # beat, read once, before this game counts in it
            self.standings.best = previous_best(getattr(app, "stats", None), self.kind,
                                                game.players[0].name)
        self.entrance = TurnEntrance()
        """The next player's entrance as the turn passes (a click or a key ends it)."""
        plain = self.button("yams.roll", self.roll)  # its click's sound; the throws left large
        self.roll_button = CountButton(self._roll_label, plain.on_click, name=plain.name)
        self.validate_button = self.button("yams.validate", self.validate)
        # one secondary look (critic D71, ruling S11's on the 10 000 table): the quiet outline,
        # regular words, for every live action but the one red primary
        self.hint_button = self.button("yams.hint", self.show_hint, "quiet")
        for quiet in (self.hint_button, self.help_button, self.menu_button):
            quiet.style, quiet.weight = "quiet", REGULAR
        self.focus.widgets = [self.roll_button, self.validate_button, self.hint_button,
                              self.undo_button, self.help_button, self.menu_button]
        # (hC71: Tab starts where the player acts, "Pauză" last; the sheet before "Aruncă",
        # S21: the key line's "Tab: căsuțele", true from the first Tab once a roll has landed)
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
        self.first_record = False
        """A game played alone: True once it set the person's first record (its total the
        one game of theirs the statistics kept, :func:`game.flow.personal_best.first_record`)."""
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
                or self.standings.slide.moving or self.coach.animating
                or self.flow.handoff.lit_slide is not None)  # (the light's entrance, S38)

    def redraws_when_idle(self) -> bool:
        """True while a sacrifice's ring breathes, waiting for the choice, or a seen Penta's
        box pulses, waiting for its box: the idle loop's slow frames keep them breathing
        (round 71), never frozen mid-breath."""
        return self.flow.sacrifice_waits or self.flow.penta_waits

    def _factor(self) -> float:
        return max(0.1, float(self.app.animation_factor))

    def _roll_label(self) -> str:
        # from the click that scores until the passing's band has gone the greyed button is
        # quiet, "Aruncă" with no count (S13 amended round 80, cA80 #8: a stale "Aruncă 2"
        # under the band); the next player's count comes with the rest of their contents as
        # the band goes (hY109); the computer's throws are not counted on the person's
        # button (critic C69), the dice say them; a button nobody can press says no count
        # (critic D69: a greyed "Aruncă 0", or on the finished table: no next 3)
        shown = None if self.computer_turn else self.game.rolls_left
        if self._ended_turn_shown():  # the turn passing: nobody's count (S13, round 80)
            shown = None
        if shown is None or shown == 0 or self.game.finished:
            return self.tr("yams.roll")
        return self.tr("yams.roll_count", n=shown)

    def _ended_turn_shown(self) -> bool:
        """True while the table still shows the turn that ended: its dice leaving, the
        passing's band due or naming the next player (ruling S13 amended round 77)."""
        handoff = self.flow.handoff
        return self.flow.leaving.active or handoff.pending or handoff.names_next

    # --- the end, a rematch --------------------------------------------------------------------

    def show_results(self) -> None:
        """Push the results panel (once)."""
        if self._results_pushed:
            return
        self._results_pushed = True
        self.flow.results_shown = True
        overlay = self.results_overlay()
        if self.flow.count_crowns:  # opening on the crowned count, whose headline stood
            overlay.open_crowned(crown_bare(self, self.app.screen))  # over it (S43),
            # its figure leaving before the card comes (S57)
        self.app.manager.push(overlay, fade=False)

    def results_overlay(self, said: str | None = None, handed: bool = True) -> ResultsOverlay:
        """The finished game's results panel (``said``: the end's stage's words, None: what
        it said; ``handed``: :class:`ResultsOverlay`'s): the win's stage lays one out before
        it plays, to stand its podium where the panel will (S9)."""
        details = yams_details(self.game)
        # the sheet's TOTAL said every score all game (the last card's just counted into
        # its cell): the podium opens on the final scores, never recounting one from 0
        counted = True
        if said is None and len(self.game.players) > 1:  # no win's stage (S43): a bonus's
            said = ""  # stage before the count said no verdict
        quiet = with_solo_best(details, self.game, self.previous_best,  # alone: the best too
                               self.first_record, staged=bool(self.end_said()))  # (said once)
        rows = ranking_rows(self.game.ranking(), self.game.players, details)
        # the sheet is dimmed with the rest: the panel takes over (its podium says the totals)
        # as dark as the end's stages leave the table (no lift), whoever won: a computer's
        # win (no stage) is not darker than a person's
        return ResultsOverlay(self.app, rows, self.new_game, self.leave_game,
                              backdrop=self.end_darkness(), quiet=quiet,
                              counted_already=counted,
                              said=self.end_said() if said is None else said, handed=handed)

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
        """"Anulează": the engine takes the box back; the roll, holds and pick show again
        (never once the computer's turn is shown: S76)."""
        if not self.flow.undo_offered:
            self.flow.refuse_undo()  # refused, and said why (never silently: S76 amended r80)
            return
        self.flow.undo()
        self._sync_widgets()

    # --- events -------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        """Keys 1–5, Space, Enter; clicks on dice and the sheet; the rest as any table."""
        skipped_stage, self._stage_left = self._stage_left, False
        if self._presses_lit_undo(event):  # it acts before the press ends the leaving
            self._undo_click()  # and the passing (which would end its offer: S76)
            return
        if (event.type == pygame.MOUSEBUTTONUP and self.roll_button.pressed
                and self.flow.handoff.holds):  # "Aruncă" pressed as the band came: the
            self.flow.handoff.skip()  # release still throws (the band greyed it under the
            self._sync_widgets()  # press, round 72: never a player's press lost)
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            if self.flow.moment.active and self.flow.moment.kind in TOTALS:
                self.flow.skip_total()  # a key ends the TOTAL's takeover as a click does
            if self.flow.leaving.active:  # the old dice are gone at once; the event acts
                self.flow.end_passing()
                self.flow.handoff.waive()  # and the turn has passed: no moment to wait on
                self._sync_widgets()
            self.flow.undo_return.cancel()  # an undo's way back ends at once
            self.entrance.skip(self.turn_key())  # the turn's entrance ends at once
            banded = self.flow.handoff.holds
            self.flow.handoff.skip()  # and its passing: the press still acts
            if banded:  # on "Aruncă" lit again at once, as the band's going lights it
                self._sync_widgets()
        if self.coach.handle_event(event):  # the event only closed a coach mark
            return
        self.flow.refusals_muted = skipped_stage  # a click that ended a stage: never refused
        try:
            self._handle_table_event(event)
        finally:
            self.flow.refusals_muted = False

    def _presses_lit_undo(self, event: pygame.event.Event) -> bool:
        """True for a press on "Anulează" (a click, Ctrl+Z) while it is lit."""
        undo = self.undo_button
        if not (undo.visible and undo.enabled):
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            return event.button == 1 and undo.rect.collidepoint(event.pos)
        return is_undo_key(event)

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
                    self.focus.focused is not self.roll_button) and (
                    self.game.picked is not None
                    or self.focus.focused not in (self.menu_button, self.help_button,
                                                  self.hint_button, self.undo_button)):
                # Enter means "Validează tura" (refused, with the reason, while no box is
                # picked); a click never leaves a button focused. Where the keys ringed
                # "Aruncă", Enter presses it (round 72, critic K72: the ring lied, Enter
                # refused "Alege mai întâi o căsuță").
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
                            if self.flow.held_turn() is not None:  # the last turn rests:
                                self.flow.end_rest()  # the band comes, nothing refused
                            else:
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
                elif (not self.hint_button.enabled
                        and self.hint_button.rect.collidepoint(event.pos)):
                    self.show_hint()  # before the first throw: "throw first", said
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
        self.standings.step(yams_turn_entrance.shown_game(self, True),  # rows slide (as
                            dt, self._factor())  # drawn: a full card's TOTAL counted there)
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

    def validate_allowed(self) -> bool:
        """True when "Validează tura" may be pressed now: a person's turn, a box picked or
        pre-selected (after a Penta, the Joker's box, the Y10 countdown's, a sacrifice's)."""
        human = not self.computer_turn and not self.game.finished
        return human and (self.game.picked is not None or self.flow.action_box is not None)

    def _sync_widgets(self) -> None:
        human = not self.computer_turn and not self.game.finished
        # a throw in the air reads greyed (a click or Space still lands it), and stays so
        # until its dice are seen: no red flash before a Penta's stage takes the next action
        self.roll_button.enabled = (human and self.game.can_roll and not self.tray.is_animating
                                    and self.flow.settled and not self.flow.leaving.active)
        if self.flow.held_turn() is not None:  # the scored player's moment plays and rests
            self.roll_button.enabled = False
        if self.flow.handoff.pending or self.flow.prompt_waits:  # the band says the turn
            self.roll_button.enabled = False  # alone (S13, H72): it lights as the band goes
        # one next action: with a box picked or pre-selected (after a Penta, the Joker's box,
        # the Y10 countdown's box, a sacrifice's), "Validează tura" is it, red; Aruncă steps back
        self.validate_button.enabled = self.validate_allowed()
        self.validate_button.style = "primary"  # (idle while disabled: below)
        self.validate_button.weight = BOLD
        next_is_box = self.validate_button.enabled or self.flow.primary_box is not None
        quiet = next_is_box and self.roll_button.enabled  # (steps back: solid, lit, S62 3.)
        self.roll_button.style = "live" if quiet else "primary"
        self.roll_button.weight = REGULAR if quiet else BOLD
        # while the dice are in the air nothing can be done but wait: no button lit
        self.hint_button.enabled = human and self.flow.settled and not self.tray.is_animating
        if not self.flow.hint_available:  # before a turn's first throw: greyed
            self.hint_button.enabled = False
        # lit: an outline beside the red "Aruncă", as on the 10 000 (S76, critic cF79 #5:
        # one obvious action; amends S62 3.'s solid green)
        self.hint_button.style, self.hint_button.weight = "quiet", REGULAR
        self.sync_undo_button()
        # once the last box is scored the row keeps its place, greyed and dead (no region
        # jumping away under the end's stages, critic C51), until the results panel comes
        # over it; the end's actions ("Partidă nouă", "Meniu") come with that panel. On the
        # computer's turn the row keeps its buttons too, greyed in their places, as the
        # 10 000 table's (S21, round 76: round 74's fold into words jumped at each passing)
        over = self.game.finished and self._results_pushed
        for button in (self.roll_button, self.validate_button, self.hint_button):
            button.visible = not over
            if not button.enabled:  # one disabled look, the 10 000's: flat, sunk, dim
                button.style, button.weight = "idle", REGULAR  # (S62 3., critic cF78:
                # never the raised grey slab)

    def computer_shown(self) -> bool:
        """True while the table shows the computer's turn ("La rând" names it: not while a
        person's scored dice still leave): the action row stands greyed (S21)."""
        shown = self.game.players[self.flow.shown_turn]
        return shown.is_computer and not self.game.finished

    def sync_undo_button(self) -> None:
        """"Anulează" keeps its place under the buttons all game: lit exactly while the undo
        would be accepted (never under a stage), else greyed as every disabled button is
        (idle: flat, sunk toward the felt, dim words; an outline read as clickable, a grey
        slab as a button, critic cA78 #14), the same size, so nothing comes and goes."""
        self.undo_button.enabled = self.flow.undo_offered and self.on_stage is None
        # an outline, the quietest live look (never the brightest button, S76); with nothing
        # to undo the same outline dimmed, never a bare text link (S91 4., round 81)
        self.undo_button.style = "quiet"  # one outline, lit or dimmed (S91 4., cA80 #9)
        self.undo_button.weight = REGULAR
        # the computer's turn too (S21, round 76): in its place, lit while the person's last
        # box may be taken back (until the computer's first throw), else greyed, never gone
        self.undo_button.visible = not (self.game.finished and self._results_pushed)

    # --- drawing (reads only) -------------------------------------------------------------------

    def open_help(self) -> None:
        """The "?" button: how to play at this table."""
        from game.scenes.yams_help import YamsHelpOverlay

        self.app.manager.push(YamsHelpOverlay(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        """The table, then the celebrations over the sheet (drawn each frame, never cached);
        between the end's stages and the results panel the table stays dimmed (no bright
        flash before the panel)."""
        super().draw(surface)
        # (no timer over "Validează tura": the countdown is counted once, by its line and the
        # ring draining on the box it will fill, as the coach and the "?" teach; critic Y30 §5)
        self._draw_celebrations(surface)
        counting = total_flourish(self.flow.moment)  # a full card's TOTAL takes the felt
        if self._ended_dim and not self._results_pushed and counting is None:
            self.hush_ended(surface, self.end_darkness())  # as the stage that left it
        # (never under a TOTAL's takeover: it stands over the table dimmed as every
        # takeover's, not over the hush a last box's bonus stage left: S8, round 77)
        if counting is not None and self.flow.count_crowns and self.game.finished:
            draw_crown_count(self, surface, counting[1])  # the count crowns the winner
        elif counting is not None and not self.game.finished:  # a plaque over the
            player, progress = counting  # column (S94 3.)
            draw_total_plaque(surface, self.game.cards[player], self.flow.moment.counter,
                              self.game.last_event, self.player_label(player),
                              self.game.players, progress, self.sheet.column_rect(player),
                              self.tr)
        elif counting is not None:  # over the whole table (S8, amended round 76)
            player, progress = counting
            draw_total_takeover(surface, self.game.cards[player], self.flow.moment.counter,
                                self.game.last_event, self.player_label(player),
                                self.game.players, progress, self.time, self.tr,
                                ending=self.game.finished)

    def end_darkness(self) -> int:
        """How dark the finished table is under the results: as dark as the win's stage
        left it (the panel opens on that very darkness, no lift), else the card seen,
        dimmed (a computer's win, no stage, is no darker than a person's)."""
        return self.stage_darkness if self._ended_dim else DIM_ALPHA[BIG]

    def stage_clock(self, kind: str, factor: float) -> StageClock:
        """A stage as the game ends keeps the table dark until the results panel."""
        if kind == "upper_bonus":  # one look all game, a game alone's end's too: the
            return BonusBandClock(factor, ending=self.game.finished)  # band's (S61, S78 2.)
        if not self.game.finished:
            return super().stage_clock(kind, factor)
        alone = kind == "win" and len(self.game.players) == 1  # its score card covers it
        return EndStageClock(kind, factor, table_dark=self._ended_dim, words_stay=alone)
