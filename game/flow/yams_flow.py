"""The flow of a Yams table: the beats of a turn, in pure Python (no pygame).

The flow decides what happens and when; the scene (:mod:`game.scenes.yams_table`) turns
clicks into the flow's verbs and draws what it exposes. Every rule is the engine's
(:class:`game.engine.yams.YamsGame`) or the computer player's (:mod:`game.ai.yams`).

The beats of a turn:

- a throw: the engine rolls first (the roll is saved the moment it is made), then
  :meth:`YamsPort.throw` shows it tumbling;
- the landing: nothing of the roll shows until the port says its dice are still and seen
  (:meth:`YamsPort.outcome_visible`); then the Penta pops and the previews, the prompt, the
  Y10 countdown and the computer's next step may come;
- the Y10 countdown: after a person's third roll has been seen, ``theme.YAMS_AUTO_SCORE_DELAY``
  seconds while no box is picked, then the expert's box is written (``auto_score``);
- the scoring: the box flashes, the announcement of how the turn ended (the computer's
  choice, the auto-score, a Penta bonus, the upper bonus) replaces the older one, the turn
  passes; "La rând: …" once the dice of that turn are gone and seen;
- the computer's steps: roll, hold, pick (shown ``box_show_seconds``; the game's last box,
  the only one open, written at once), validate, at the pace of "Viteza calculatorului"; the
  first waits ``theme.UNDO_COMPUTER_WAIT`` while an undo can be reached;
- undo: the box is taken back, the roll, holds and pick show again, the turn banner goes;
- the end: the last card's TOTAL is counted, then the win is staged (a person won), then
  the results panel at once.

Everything said goes through one :class:`~game.flow.messages.TableVoice`; the prompt is
computed from the state each frame (:meth:`YamsFlow.prompt`). ``update(dt)`` is the only
clock: tests drive whole turns with a fake port and a fake clock.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from game import theme, theme_table
from game.ai import yams as yams_ai
from game.engine.errors import IllegalActionError, NotYourTurnError
from game.engine.yams import YamsGame
from game.flow.celebration import Celebration
from game.flow.messages import TableVoice, Tone
from game.flow.moments import MomentQueue
from game.flow.turn_handoff import Handoff
from game.flow.turn_passing import DiceLeaving, UndoReturn
from game.flow.yams_bonus_wait import bonus_in_flight
from game.flow.yams_guidance import joker_refusal
from game.flow.yams_hint import advise
from game.flow.yams_reading import YamsFlowReading
from game.flow.yams_scoring import YamsScoring
from game.flow.yams_table_port import YamsPort
from game.rules.yams import DICE_COUNT, PENTA_BONUS, Box, is_penta

if TYPE_CHECKING:
    from random import Random


class YamsFlow(YamsScoring, YamsFlowReading):
    """The turn's flow of one Yams table, driven by :meth:`update` and the person's verbs."""

    def __init__(self, game: YamsGame, port: YamsPort) -> None:
        """Follow ``game``; ``port`` rolls with its generator and shows the dice."""
        self.game = game
        self.port = port
        self.whim_rng: Random | None = None
        """Shapes the beginner computer's whims; never the dice values (set by the table)."""
        self.voice = TableVoice()
        """Everything the table says: one announcement, one refusal, one banner."""
        self.flash: tuple[int, Box, float] | None = None
        """The box just scored: (player, box, seconds left of its flash)."""
        self.refused_cell: tuple[int, int, float] | None = None
        """The sheet cell a refused click hit: (player, row, fading from 1 to 0)."""
        self.held_once = False
        """True once a person has kept a die at this table (the kept row's invitation is
        said until then, and only before the game's first box: :attr:`hold_invited`)."""
        self.penta_time = 0.0
        """Seconds left of the "Penta!" pop."""
        self.penta_wait = 0.0
        """Seconds a seen Penta has waited for its box (:attr:`penta_waits`): its glow's and
        its box's pulse's clock on the table."""
        self.sacrifice_wait = 0.0
        """Seconds a sacrifice has waited for the person's choice (:attr:`sacrifice_waits`):
        its ring's breath's clock (round 71)."""
        self.leaving = DiceLeaving()
        """The scored turn's dice leaving the felt as the turn passes (never over a throw)."""
        self.undo_return = UndoReturn()
        """An undo's way back: the box's points fade out, the dice rise to their places."""
        # (the 10 000's seat card, S76; since S91 fading where it rests, its words handed
        # to the pill: the next turn shown the frame it has gone)
        self.handoff = Handoff(fades=True)
        """The turn-passing moment: the "Ion e la rând" seat card drops onto the felt, holds,
        then fades where it rests as the "La rând" pill turns to Ion (all else waits)."""
        self.moment = MomentQueue()
        """The staged moments (issue 22 §1): a Penta, a Joker Penta, the bonuses' counters,
        a full card's TOTAL (drawn by game.views.yams_moments)."""
        self.bonus_celebration = Celebration()
        """The upper bonus (Y12) just earned: its cell pops and glints (issue 11 §3)."""
        self.bonus_landed = False
        """True once the upper bonus's band has landed its +35 in the cell (S104 1.)."""
        self.win_celebration = Celebration()
        """Idle at Yams: the win is a staged moment ("win", after the final TOTAL's); kept
        so the table's views and coach read one shape of flow."""
        self.total_counted: int | None = None
        """The player whose full card's TOTAL was counted last (the win's stage does not
        count that total again)."""
        self.count_crowns = False
        """True once the game's last TOTAL is counted in the winner's own moment (its card
        is a winner's: :func:`game.flow.champion.crowns_count`, ruling S8 amended round 77):
        the table draws the count as the crowning's first beat, a skip ends the end."""
        self.countdown: float | None = None
        """Seconds left before the Y10 auto-score, or None when it is not running."""
        self.resting = 0.0
        """Seconds left of the resting beat after a moment played out: its points seen in
        their box before the turn passes (``theme.YAMS_STAGE_REST``)."""
        self._moment_was_busy = False
        self.countdown_held = False
        """True while the coach mark explaining the countdown shows: it waits (issue 22 §4)."""
        self.ai_timer = self._computer_wait(0.0)
        self.ai_roll_next = False
        self.awaiting_settle = False
        """True from a throw until its dice were seen."""
        self.end_timer: float | None = 0.0 if game.finished else None
        """Seconds before the results panel, once the game has ended."""
        self.results_shown = False
        self.hint_dice: tuple[int, ...] = ()
        """The dice the "Sugestie" keeps (circled)."""
        self.hint_release: tuple[int, ...] = ()
        """Held dice the "Sugestie" releases (crossed)."""
        self.hint_box: Box | None = None
        self.hint_text = ""
        self.hint_advice = ""
        """The advice's step, its headline in the prompt's pill ("" when none)."""
        self.hint_outlook = ""
        """What the advice aims for and the expected score, its line under it."""
        self._announced_player = game.current
        """Whose turn the banner last named (a resumed game starts announced)."""
        self.band_said_turn = False
        """True once the passing's band has said this turn's change: the computer's banner
        is then not said in the prompt's pill after it (the prompt says what it does)."""
        self._auto_box_cache: tuple[object, Box] | None = None
        self.refusals_muted = False
        """True while the table hands on a click that only ended a stage: it still acts
        where it may, but is never also refused."""
        self._bonus_lines: dict[str, str] = {}
        """The bonus lines of the last announcement, by the moment that stages them."""

    # --- saying ---------------------------------------------------------------------------

    def refuse(self, key: str, anchor: Hashable | None = None, **params: object) -> None:
        """Refuse an action next to ``anchor``: the catalog message and the "refused" sound.

        Nothing is refused while ``refusals_muted`` (a click that only ended a stage). A
        refusal is said in the warning's amber, never the red of the one next action. On the
        computer's turn nobody can act: while its banner greets it a click is ignored (the
        banner says it), after that a neutral line says to wait, never a red one."""
        if self.refusals_muted:
            return
        if self.computer_turn:
            if self.voice.banner is not None:
                return  # "Urmărește-i aruncările" already says it: the banner stays
            self.voice.refuse(key, self.tr(key, **params), anchor=anchor, tone=Tone.INFO)
            return
        self.port.play("refused")
        self.voice.refuse(key, self.tr(key, **params), anchor=anchor, tone=Tone.WARN)

    def _refuse_error(self, error: IllegalActionError, anchor: Hashable | None) -> None:
        if isinstance(error, NotYourTurnError):
            self.refuse("yams.other_column", anchor)
        else:
            self.refuse(error.key, anchor, **error.params)

    def _person_acts(self) -> None:
        """A person's action was accepted: the refusal, the banner and the last announcement
        (the computer's caption too) have done their job; a moment that plays ends."""
        self.voice.person_acts()
        self.moment.skip()

    def clear_hint(self) -> None:
        """Forget the "Sugestie" (a new roll, a score)."""
        self.hint_dice = ()
        self.hint_release = ()
        self.hint_box = None
        self.hint_text = ""
        self.hint_advice = self.hint_outlook = ""

    # --- a person's verbs -----------------------------------------------------------------

    def _busy_refusal(self, anchor: Hashable | None) -> bool:
        """True (and refused) during the computer's turn."""
        if self.computer_turn:
            if self.held_turn() is None:  # (the scored player's moment still playing: the
                self.refuse("yams.computer_turn", anchor)  # turn has not visibly passed)
            else:  # never refused then: the press ends the rest, the band comes (S13)
                self.end_rest()
            return True
        return False

    def end_rest(self) -> None:
        """A press while the scored player's moment rests (their points seen, the pill still
        theirs): the rest ends and the turn's band comes at once, never a refusal naming the
        next player under the last one's pill (critic cA79 #2, ruling S13 amended round 79)."""
        if self.held_turn() is not None and not self.moment.busy:
            self.resting = 0.0
            self._moment_was_busy = False

    def _dice_action_allowed(self, anchor: Hashable | None) -> bool:
        """A person's roll or hold: refused during the computer's turn, a click during a tumble
        only lands the dice, nothing after the end."""
        if self._busy_refusal(anchor):
            return False
        if self.port.dice_in_air():
            self.port.land_dice()
            return False
        # Dice just landed (or a click skipped the tumble): they are seen before any action.
        return self.port.outcome_visible() and not self.game.finished

    def roll(self) -> None:
        """"Aruncă": the engine rolls, then the port shows the roll tumbling."""
        if self._dice_action_allowed("roll"):
            self._roll("roll")

    def toggle_hold(self, index: int) -> None:
        """Hold or release die ``index``."""
        anchor = ("die", index)
        if not self._dice_action_allowed(anchor):
            return
        try:
            self.game.toggle_hold(index)
        except IllegalActionError as error:
            self.port.shake(index)
            self._refuse_error(error, anchor)
            return
        self._person_acts()
        self.held_once = True
        self.port.play("hold")
        self.port.show_dice(glide=True)
        self.port.save()

    def pick(self, player: int, row: int, box: Box | None) -> None:
        """A click on the sheet's cell (``player``, ``row``) whose box is ``box`` (None: a
        sum row): pick the current player's open box, else refuse."""
        anchor = ("box", player, row)
        if self._busy_refusal(anchor):
            return
        if self.game.finished or not self.settled:
            return
        if player != self.game.current:
            self.refused_cell = (player, row, 1.0)
            self.refuse("yams.other_column", anchor)
            return
        if box is None:
            return
        try:
            self.game.pick(box, player=player)
        except IllegalActionError as error:
            self.refused_cell = (player, row, 1.0)
            if self.game.joker_active and error.key == "error.yams.box_not_allowed":
                key, params = joker_refusal(self.game)  # why, in one short amber line
                if "box" in params:
                    params["box"] = self.tr(str(params["box"]))
                self.refuse(key, anchor, **params)
                return
            self._refuse_error(error, anchor)
            return
        self._person_acts()
        self.port.play("click")
        self.countdown = None
        self.port.save()

    def validate(self) -> None:
        """"Validează tura": score the picked box (none picked: the pre-selected one, after a
        Penta or while the Y10 countdown runs) and pass the turn."""
        if self._busy_refusal("validate"):
            return
        if not self.settled or self.game.finished:
            return
        preselected = self.action_box
        if self.game.picked is None and preselected is not None and not self.computer_turn:
            self.pick(self.game.current, 1 + preselected.value, preselected)
        try:
            event = self.game.validate()
        except IllegalActionError as error:
            self._refuse_error(error, "validate")
            return
        self.refused_cell = None  # a refused cell's mark ends with the turn it was refused in
        self._person_acts()
        self._after_score(event)

    def confirm(self) -> None:
        """Enter: "Validează tura"; after a Penta with nothing picked, pick its box first (the
        next action, in amber)."""
        box = self.primary_box
        if box is not None:
            self.pick(self.game.current, 1 + box.value, box)
        else:
            self.validate()

    def show_hint(self) -> None:
        """"Sugestie": the dice to keep (circled) and the held dice to release (crossed), the box
        the line of play aims for (outlined in the sheet) and the expected final score."""
        if self._busy_refusal("hint"):
            return
        if self.game.finished or not self.settled:
            return
        if not self.hint_available:  # nothing to suggest before a throw: throw first
            self.refuse("yams.hint.throw_first", "hint")
            return
        if not yams_ai.expert_available():  # the expert's table is missing or damaged
            self.port.notice("yams.hint.unavailable", "yams_expert")
            return
        self._person_acts()
        self.clear_hint()
        hint = advise(self.game, self.tr)
        if hint is not None:
            self.hint_dice, self.hint_release = hint.dice, hint.release
            self.hint_box, self.hint_text = hint.box, hint.text
            self.hint_advice, self.hint_outlook = hint.advice, hint.outlook

    def refuse_undo(self) -> None:
        """An undo pressed while none is offered says why, once: the computer's turn is shown
        (S76 4.) or there is nothing to take back (the engine's word)."""
        if self.game.can_undo:
            self.refuse("error.undo.computer", "undo")
            return
        try:
            self.game.undo()
        except IllegalActionError as error:
            if error.key == "error.undo.nothing":  # short: read whole in the prompt's card
                self.refuse("yams.undo.nothing", "undo")
            else:
                self._refuse_error(error, "undo")

    def undo(self) -> None:
        """"Anulează": the engine takes the box back; the roll, holds and pick show again."""
        try:
            event = self.game.undo()
        except IllegalActionError as error:
            self._refuse_error(error, "undo")
            return
        self._person_acts()
        self.port.play("click")
        self.flash = None
        self.countdown = None
        self.penta_time = 0.0
        self.bonus_celebration.cancel()
        self.moment.cancel()  # what the undone box earned is not celebrated any more
        self.resting = 0.0
        self.leaving.cancel()  # the turn's dice are back in play
        self.handoff.cancel()
        self.undo_return.start(event.player, event.box, event.points, self._factor())
        self.total_counted = None
        self.count_crowns = False
        self.clear_hint()
        # The turn came back: its dice are in play again, so "La rând: …" goes at once (it
        # would cover them) and the turn is not announced again.
        self.voice.hide_banner()
        self._announced_player = self.game.current
        if self.game.dice is not None:
            self.port.show_faces(self.game.dice)
        self.port.show_dice(glide=True)
        # the screen says one thing: the box still picked ("Validează tura" red) is said kept
        kept = self.game.picked == event.box
        self.voice.announce("yams.undo", self.tr("undo.kept_yams" if kept else "undo.done_yams",
                                                 box=self.tr(event.box.key)))
        self.port.save()

    def end_passing(self) -> None:
        """A click or a key while the scored dice leave: they are gone at once, and the next
        player's entrance comes (no speed lost)."""
        self.leaving.cancel()

    # --- the beats --------------------------------------------------------------------------

    def _roll(self, anchor: Hashable | None) -> None:
        game = self.game
        try:
            faces = game.roll(self.port.dice_rng())
        except IllegalActionError as error:
            self._refuse_error(error, anchor)
            return
        self.port.save()  # the roll is kept the moment it is made, before the tumble shows it
        # A throw (the person's or the computer's) ends what was said before it, and takes
        # the turn: "La rând: …" is not said once it is under way.
        self.voice.person_acts()
        self._announced_player = game.current
        self.clear_hint()
        self.countdown = None
        self.bonus_celebration.cancel()  # the new throw has the table's attention
        self.moment.cancel()
        self.penta_time = 0.0  # a Penta before stays off the new throw
        self.leaving.cancel()  # the last turn's dice are gone before the new ones fly
        self.handoff.cancel()  # a throw takes the turn: its moment is over
        self.undo_return.cancel()
        self.resting = 0.0
        indices = [i for i, held in enumerate(game.held) if not held]
        self.port.dice_thrown([faces[i] for i in indices], game.current_player.is_computer)
        self.port.show_dice(glide=False)
        self.port.throw(indices, [faces[i] for i in indices])
        self.awaiting_settle = True
        self.port.play("rattle")

    def _on_settled(self) -> None:
        self.awaiting_settle = False
        dice = self.game.dice
        if dice is not None and is_penta(dice):  # the dice were seen: its moment, its sound
            self.penta_time = theme.YAMS_PENTA_TIME
            if self.game.joker_active:  # a later Penta: the count of the player's Pentas
                count = 2 + self.game.current_card.penta_bonus // PENTA_BONUS
                self.moment.request("joker_penta", self._factor(), count=count)
            else:
                self.moment.request("penta", self._factor())
            self._run_moment(0.0)
            if self.computer_turn:  # its choice made now, said as its stage lifts (C71)
                self._ai_choose_before_stage()

    def _ai_choose_before_stage(self) -> None:
        """A computer's Penta: the box it keeps its five dice for chosen before its stage
        (the table waits under it), so that the line says the choice and its box is lit as
        the stage lifts (critic C71: "Își face aruncările…" was said after it); a Penta it
        would throw again is left to its next step."""
        game = self.game
        if game.rolls_left > 0 and game.dice is not None:
            keep = yams_ai.choose_keep(game.current_card, game.dice, game.rolls_left,
                                       level=self.level, rng=self.whim_rng)
            if len(keep) < DICE_COUNT:
                return
        self._ai_pick()

    def _ai_act(self) -> None:
        """One visible step of the computer's turn: roll, hold, pick, or validate."""
        game = self.game
        self.ai_timer = self.port.step_seconds()
        if game.dice is None or self.ai_roll_next:
            self.ai_roll_next = False
            self._roll(None)
            return
        if game.picked is not None:
            self._after_score(game.validate())
            return
        card = game.current_card
        if game.rolls_left > 0:
            keep = yams_ai.choose_keep(card, game.dice, game.rolls_left, level=self.level,
                                       rng=self.whim_rng)
            if len(keep) < DICE_COUNT:
                held = sorted(v for v, h in zip(game.dice, game.held, strict=True) if h)
                if held != sorted(keep):
                    game.hold_values(keep)
                    self.port.play("hold")
                    self.port.show_dice(glide=True)
                    self.ai_roll_next = True
                    self.port.save()
                    return
                self._roll(None)
                return
        self._ai_pick()

    def _ai_pick(self) -> None:
        """The computer chooses its box: it lights, the line says it (then its pause)."""
        game = self.game
        assert game.dice is not None
        box = yams_ai.choose_box(game.current_card, game.dice, level=self.level,
                                 rng=self.whim_rng)
        game.pick(box)
        self.voice.hide_banner()  # its choice is the news: the line says it as its box lights
        self.port.save()  # the computer's choice is kept the moment it is made
        self.port.play("click")
        # the game's last box is the only one open: no choice to show, it is written at once
        # and the win follows its written beat as a person's does (critic C69)
        self.ai_timer = 0.0 if self._ends_the_game() else self.port.box_show_seconds()

    def _ends_the_game(self) -> bool:
        """True when the box being written is the game's last (every other card is full and
        this one has one box open)."""
        game = self.game
        return (len(game.current_card.open_boxes) == 1
                and all(card.is_complete for i, card in enumerate(game.cards)
                        if i != game.current))

    def _auto_note_read(self, factor: float) -> bool:
        """False while an auto-score's note has stood less than
        :data:`theme_table.YAMS_AUTO_NOTE_READ` (at the animation speed): the turn's band, which
        takes the old turn's report (S13), waits for it to be read."""
        said = self.voice.announcement
        if said is None or said.key != "yams.auto_scored" or factor <= 0:
            return True
        return said.age >= theme_table.YAMS_AUTO_NOTE_READ / factor

    def _follow_turn(self, visible: bool) -> None:
        """Show "La rând: …" once the turn has visibly passed (its dice gone and seen)."""
        said = self.voice.announcement  # the auto-score's note is its player's news: once
        if (said is not None and said.key == "yams.auto_scored"  # read, it goes with the
                and self._announced_player == self.game.current  # next player's entrance
                and said.age >= theme.YAMS_MESSAGE_TIME):
            self.voice.withdraw(said.key)
        banner = self.voice.banner
        if banner is not None and (banner.age >= theme.TURN_BANNER_TIME or not visible
                                   or self.game.finished or self.game.dice is not None):
            self.voice.hide_banner()  # faded, or the new turn's dice are in play
        if self.game.finished or not visible or self.held_turn() is not None:
            return  # (nor while the scored player's moment plays and rests)
        if self.game.current != self._announced_player:
            outgoing, self._announced_player = self._announced_player, self.game.current
            # not the turn line's "La rând: …" (it stays under the title): said once
            player = self.game.current_player
            # the banner greets without the name: "La rând: …" names them, in its place, always
            key = "yams.turn_banner.computer" if player.is_computer else "yams.turn_banner"
            self.voice.show_banner(self.tr(key))
            self.band_said_turn = False  # (said by its band, if one plays: below)
            # the band says the passing in the 10 000's words ("Ion e la rând"): the pill
            # stands beside it saying its own (round 67, critic C66), never one line twice
            self.handoff.due(self.game.current, self.tr(
                "table.handoff", name=self.port.player_label(self.game.current)), outgoing)

    def _rest_after_moment(self, dt: float) -> None:
        """A moment that played out (not cut short by a click) leaves its points seen in
        their box ``theme.YAMS_STAGE_REST`` seconds (at the animation speed) before the
        turn passes; none when animations are off."""
        left = self.resting - dt  # (a float's crumb left is no rest: never a frame's wait)
        self.resting = left if left > 1e-9 else 0.0
        busy = self.moment.busy
        if self._moment_was_busy and not busy and not self.moment.clock.skipped:
            factor = float(self.port.animation_factor())
            self.resting = theme.YAMS_STAGE_REST / factor if factor > 0 else 0.0
        self._moment_was_busy = busy

    def update(self, dt: float) -> None:
        """Age everything by ``dt`` seconds; the landing, the countdown, the computer's pace,
        the end of the game."""
        if self.awaiting_settle and self.port.outcome_visible():
            self._on_settled()
        self.handoff.update(dt)
        if not self.handoff.active:  # the messages wait while the turn passes
            self.voice.update(dt)
        refusal = self.voice.refusal
        if refusal is not None and refusal.age >= theme.YAMS_MESSAGE_TIME:
            self.voice.withdraw(refusal.key)  # said long enough: the felt clears
        visible = self.port.outcome_visible()
        self.leaving.update(dt)  # (first: the greeting comes the frame the dice are gone)
        self.undo_return.update(dt)
        self._rest_after_moment(dt)  # (before the turn follows: a rest ending this frame
        # lets the band be due this frame, never a frame of "La rând: Ion" before it)
        self._follow_turn(visible and not self.leaving.active)  # once the old dice are gone
        factor = float(self.port.animation_factor())
        if self.handoff.begin_if(not self.band_waits and self.resting <= 0
                                 and self._auto_note_read(factor), factor):
            self.band_said_turn = True  # (round 71: no banner blinking in after it)
            said = self.voice.announcement  # the old turn's report goes with the band (C66):
            if said is not None:  # never said again under the next player's "La rând"
                self.voice.withdraw(said.key)
        if self.flash is not None:
            left = self.flash[2] - dt
            self.flash = (self.flash[0], self.flash[1], left) if left > 0 else None
        if self.refused_cell is not None:
            left = self.refused_cell[2] - dt * 2
            self.refused_cell = (*self.refused_cell[:2], left) if left > 0 else None
        self.penta_time = max(0.0, self.penta_time - dt)
        self._run_moment(dt)
        self.penta_wait = self.penta_wait + dt if self.penta_waits else 0.0
        self.sacrifice_wait = self.sacrifice_wait + dt if self.sacrifice_waits else 0.0
        self.bonus_celebration.update(dt, visible and not bonus_in_flight(  # (after its
            self.moment, self.bonus_landed))  # band has landed it: S104 1.)
        self.win_celebration.update(dt, visible)
        game = self.game
        if self.end_timer is not None:
            # the final total's moment has played over its dice, seen: the results at once
            if not self.results_shown and not self.moment.busy and self.settled:
                self.results_shown = True
                self.port.show_results()
        elif self.computer_turn:
            self.countdown = None
            if self.settled and not (self.handoff.active or self.handoff.pending):
                self.ai_timer -= dt  # (its first throw waits for the turn's passing)
                if self.ai_timer <= 0:
                    self._ai_act()
        elif game.auto_score_due and self.settled:
            self.countdown = (theme.YAMS_AUTO_SCORE_DELAY if self.countdown is None
                              else self.countdown - (0.0 if self.countdown_held else dt))
            box = self.auto_box()
            if self.countdown <= 0 and box is not None:
                self.countdown = None
                self._after_score(game.auto_score(box))
        else:
            self.countdown = None
