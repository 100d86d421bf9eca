"""The flow of a 10 000 turn: the beats between a click and what the table says, in pure Python.

The table scene (:mod:`game.scenes.farkle_table`) turns events into the verbs here
(:meth:`FarkleFlow.press_die`, :meth:`~FarkleFlow.press_roll`, :meth:`~FarkleFlow.press_bank`,
:meth:`~FarkleFlow.undo`, :meth:`~FarkleFlow.show_hint`) and calls :meth:`FarkleFlow.update`
every frame; its views draw what the flow exposes and decide nothing. The flow decides
nothing about the rules either: every action goes through the engine
(:class:`game.engine.farkle.FarkleGame`), the computer's steps come from
:func:`game.ai.farkle.decide`.

The beats of a turn:

* **throw**: the engine rolls (saved at once, a bust too, before it shows); the dice are
  thrown through the :class:`DicePort` and the panels keep the turn as it was
  (:class:`TurnView`) until the dice are seen;
* **landing / reveal**: once :meth:`DicePort.visible` (the dice rest and were seen), a bust
  is announced and its dice stay ``theme.FARKLE_BUST_HOLD``, else the roll is played;
* **announcement**: every message goes through one :class:`~game.flow.messages.TableVoice`
  (``docs/MESSAGES.md``): one announcement at a time, refusals, the turn banner;
* **bank**: the points rise into the total (:class:`Flight`); what depends on the new total
  (the last round, the turn banner, the end of the game) waits until they have landed, and
  the next throw lands them at once;
* **computer step**: one visible step at the pace of "Viteza calculatorului";
* **undo**: the engine takes a person's bank back; the roll and the selection return.

The dice are a port (:class:`DicePort`): the scene gives its tray, tests a fake with a clock.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import replace
from typing import Any

from game import theme, theme_table
from game.ai.farkle import Action, Hint, check_level, current_threshold, decide, hint, prepare
from game.ai.farkle_expert import positions_of
from game.engine.errors import IllegalActionError
from game.engine.farkle import EventKind, FarkleEvent, FarkleGame, SetAside
from game.flow.celebration import Celebration
from game.flow.farkle_beats import FarkleFlowBeats
from game.flow.farkle_hot_back import HotDiceBack
from game.flow.farkle_note import turn_note
from game.flow.farkle_port import BAND_IN, BIG_ANNOUNCEMENTS, DicePort, Flight, LastTurn, TurnView
from game.flow.messages import Ends, TableVoice, Tone
from game.flow.moments import (
    HEADLINE_BANKS,
    HEADLINE_THROWS,
    MomentClock,
    bank_after_headline,
    bank_moment,
)
from game.flow.turn_entrance import TurnEntrance
from game.flow.turn_handoff import Handoff
from game.flow.turn_passing import UndoReturn
from game.i18n import format_int
from game.rules.farkle import Combination, rare_indices

BANK_REFUSALS = {"error.farkle.roll_first": "farkle.refused.bank_before_roll",
                 "error.farkle.set_aside_first": "farkle.refused.bank_nothing_chosen"}
"""A refused bank's own words, by the engine's error: why it is refused, said in the prompt's
place (round 72, hF79: the engine's "Pune deoparte cel puțin un zar…" said the prompt again)."""


class FarkleFlow(FarkleFlowBeats):
    """One game of 10 000 at the table: its beats, its voice, the computer's pace.

    ``app`` gives the translator (``tr``), ``rng``, ``audio``, ``store``, ``stats``,
    ``settings``, ``notify`` and ``animation_factor``; ``show_results`` pushes the results
    panel and ``on_top`` says whether the table is the screen on top.
    """

    def __init__(self, app: Any, game: FarkleGame, dice: DicePort,
                 show_results: Callable[[], None], on_top: Callable[[], bool],
                 record_game: Callable[[], object] | None = None) -> None:
        """The flow of ``game`` (a resumed game shows its current roll); ``record_game``
        writes the end of the game (the scene's ``game.storage.ending.record_game_end``)."""
        self.record_game = record_game
        self.app = app
        self.game = game
        self.dice = dice
        self.show_results = show_results
        self.on_top = on_top
        self.voice = TableVoice()
        self.tray_live = game.roll_dice is not None
        """True while the dice on the felt are the engine's current roll (index for index)."""
        self.awaiting: FarkleEvent | None = None
        """The roll whose dice are still in the air."""
        self.hold = 0.0
        """Seconds the bust dice still stay."""
        self.frozen: TurnView | None = None
        self.banked_view: TurnView | None = None
        """The banker's turn as it was banked (a big bank): the panels show it while the
        bank's stage plays, and the turn passes on the table once the stage has ended."""
        self.flight: Flight | None = None
        self.pulse: tuple[int, float] | None = None
        self.pulse_time = theme.FARKLE_PULSE_TIME  # (a small bank's shorter: land_flight)
        self.beckon_age = 0.0
        """Seconds the scoring dice have been pointed out (their soft pulse's clock)."""
        self.counting = 0
        """Points the glowing total still counts up to (a bank's, as it lands)."""
        self.bank_counted = 0.0
        """How much of a big bank's points its row has counted in under its stage (0..1)."""
        self.count_fades = True
        """The counting total fades back in (a small bank's "+N" merged into its old
        figure); False after a staged bank, whose old figure stayed whole."""
        self.hint_advice: Hint | None = None
        self.hint_dice: frozenset[int] = frozenset()
        self.seen_player = game.current
        self.announced_player = game.current
        """Whose turn the turn banner last named."""
        self.entrance = TurnEntrance(theme.FARKLE_ENTRANCE_TIME)
        """"La rând: …"'s entrance: the name settles, the pill opens (a click or a key ends
        it); ``passes`` counts the turn banners shown (what a skip belongs to)."""
        self.passes = 0
        self.handoff = Handoff()
        """The turn-passing moment: "Ion e la rând" sweeps across the felt (all else waits)."""
        """True from the goal's bank until its turn passes: the goal's plate said it,
        the turn passes by its "La rând" pill alone, no band (critic B62: three banners)."""
        self.ai_wait = self.computer_wait(self.step_seconds())
        self.end_wait: float | None = theme.FARKLE_END_DELAY if game.finished else None
        self.win_celebration = Celebration()
        """The end of the game: the winners' rows pop in the players' panel (issue 11 §3)."""
        self.moment = MomentClock()
        """The staged moment (issue 22 §1): bust, hot dice, a big bank, last round, win."""
        self.rare: Combination | None = None
        """The rare figure the last throw showed (its headline's words), None: none."""
        self.headlined = False
        """The turn had its headline (a rare throw): its bank takes at most the banner."""
        self.headline: Combination | None = None
        """The figure the turn's headline named (its bank of just those points is not
        staged again: :func:`game.flow.moments.bank_after_headline`)."""
        self.banked_headline: tuple[bool, Combination | None] = (False, None)
        """What the turn's headline had said when it banked (undo gives it back: the same
        bank made again is not staged twice, round 62 review)."""
        self.recorded = False
        self.winning_bank: int | None = None
        """The points of the bank that ended the game (the win's caption says them)."""
        self.undo_return = UndoReturn()
        self.hot_back = HotDiceBack()  # hot dice' six back to the row after their stage (S26)
        """An undo's way back: the points count back out of the total, the dice return."""
        self.chosen: list[int] = []
        """The dice of the roll chosen so far, in the order chosen (an undo puts the last
        one back while the choice is still open)."""
        self.results_shown = False
        self.final_bust_shown = False
        """True once the game ended on a bust: its dice stay greyed until the results."""
        self.last_round_due = False
        """True from the bank that starts the last round until its total has landed (the
        last round's strip waits for it)."""
        self.band_age = 0.0
        """Seconds the last round's band has shown (its entrance: :data:`BAND_IN`)."""
        self.last_turn: LastTurn | None = None
        """How the last turn ended (the empty ledger says it once the turn has passed)."""
        self.turn_before: LastTurn | None = None
        """The one before it: what an undone bank gives back, the ledger's while a bust lies."""
        self.previous_best: int | None = None
        """A game played alone: the person's best 10 000 total before this game, read from
        the statistics as it ends, before it is recorded (None: with others, or no game yet)."""
        self.first_record = False
        """Alone: this game, the statistics kept, is the person's first 10 000 record."""

    @property
    def animating(self) -> bool:
        """True while something of the flow moves (the loop may not idle)."""
        said = self.voice.announcement
        return (self.busy or self.computer_turn or self.flight is not None
                or self.pulse is not None or self.end_wait is not None
                or self.win_celebration.busy or self.banner_entering()
                or self.moment.busy or self.undo_return.active
                or 0 < self.beckon_age < theme.FARKLE_BECKON_TIME
                or self.voice.refusal is not None or self.last_round_due
                or 0 < self.band_age < BAND_IN
                or (said is not None and said.ends is Ends.TIMER))

    # --- what a person does ---------------------------------------------------------------

    def person_acts(self) -> None:
        """A person did something that counts: what the table said before goes, and points
        still rising land at once."""
        self.voice.person_acts()
        self.undo_return.cancel()  # an undo's way back ends at once
        if self.dice.gliding:  # a die still sliding lands at once: what it made is seen (F8)
            self.dice.skip()
            self.keep_seen_total()  # (landed: counted and named now, ruling S53)
            self._run_moment(0.0)
        self.moment.skip()  # the next action cuts a moment short
        self.land_flight()
        if self.counting_up:  # and a total still counting up is counted: the turn passes
            self.counting = 0
            self.bank_told()

    def refuse(self, error: IllegalActionError, anchor: Hashable | None = None,
               key: str | None = None) -> None:
        """An illegal action: the engine's message (or ``key``'s words), next to what was
        clicked."""
        self.app.audio.play("refused")
        key = key or error.key
        self.voice.refuse(key, self.tr(key, **error.params), anchor=anchor)

    def refuse_watching(self) -> None:
        """A person tried to play during the computer's turn."""
        self.app.audio.play("refused")
        self.voice.refuse("farkle.wait_computer", self.tr("farkle.wait_computer"))

    def skip(self) -> None:
        """Finish the dice's flight (a click during a roll), or cut the bust pause short; a
        moment that plays ends too (one that waits for the dice still comes)."""
        self.moment.skip()
        self.skip_overtake()
        if self.dice.animating:
            self.dice.skip()
        elif self.hold > 0:
            self.hold = min(self.hold, 1e-6)

    def skip_entrance(self) -> bool:
        """A click or a key: the turn's passing and "La rând: …"'s entrance end at once (the
        pill at rest; the press acts); True while the turn was passing: a bank shown, or
        the seat card due or showing (a key then is never refused: ruling S39)."""
        held = self.handoff.holds or self._bank_on_table()
        self.entrance.skip(self.passes)
        self.handoff.skip()
        return held

    def _person_may_act(self) -> bool:
        """True when a person's click or key may act now; else answer it (refused while the
        computer plays, a skip while the dice fly or the bust pause runs) and say False."""
        if self.computer_turn:
            self.refuse_watching()
            return False
        if self.busy:
            self.skip()
            return False
        return True

    def press_die(self, index: int) -> None:
        """A person clicked die ``index`` (or pressed its key)."""
        if not self._person_may_act():
            return
        if not 0 <= index < self.dice.count or self.undo_return.refuses(self.dice, index):
            return
        self.person_acts()
        self.toggle(index)

    def press_roll(self) -> None:
        """"Aruncă" (button or Space)."""
        self._press(self.roll)

    def press_bank(self) -> None:
        """"Încasează" (button or Enter)."""
        self._press(self.bank)

    def _press(self, action: Callable[[], None]) -> None:
        """A person's button: refused while the computer plays, a skip while dice fly."""
        if action == self.roll and self.bust_shown and not self.computer_turn \
                and not self.game.finished:
            self._end_bust()  # the next person throws under the stamp: no wait for it
        if not self._person_may_act():
            return
        hot = self.voice.announcement
        self.person_acts()
        action()
        if (action == self.bank and hot is not None and hot.key == "farkle.hot_dice"
                and not self.game.hot_dice_pending):
            # F8: banking right after the sixth die keeps "Zaruri fierbinți!" up for its
            # time (the bank shows in the rising number); it is said once, not stacked.
            self.voice.announce(hot.key, hot.text, hot.tone, ends=hot.ends, seconds=hot.seconds,
                                detail=hot.detail)

    def toggle(self, index: int) -> None:
        """Set die ``index`` of the current roll aside or back, through the engine.

        F8: the moment the sixth die is set aside (by a person or the computer) "Zaruri
        fierbinți!" is announced, whether the turn then rolls again or banks.
        """
        was_hot = self.game.hot_dice_pending
        if self.hot_back.refuses(self, index):  # the six back in the row: the next throw's
            return
        self.clear_hint()
        try:
            self.game.toggle(index)
        except IllegalActionError as error:
            if self.tray_live and index < self.dice.count:
                self.dice.shake(index)
            self.refuse(error, ("die", index))
            return
        self.app.audio.play("hold")
        self.chosen = [i for i in self.chosen if i != index and i in self.game.selected]
        if index in self.game.selected:
            self.chosen.append(index)
        self.dice.place()
        self.save()
        self._hot_news(was_hot)

    def choose_rare(self) -> None:
        """A staged rare throw hands the table back: the dice of its figure (the rules say
        which, :func:`game.rules.farkle.rare_indices`) are chosen for the thrower, who may
        still put them back, so "Total tură" and "Încasează" say the points it celebrated.
        Once per throw: nothing when some die is already chosen; nothing on the computer's
        turn (it chooses its own dice, one at a time). Six dice chosen so are hot dice
        that the stage has said (no hot-dice moment is asked for: :meth:`_hot_news`)."""
        roll = self.game.roll_dice
        if self.rare is None or roll is None or self.game.selected or self.computer_turn:
            return
        self.clear_hint()
        for index in rare_indices(roll):
            self.game.toggle(index)
            self.chosen.append(index)
        self.app.audio.play("hold")
        self.dice.place()
        self.keep_seen_total(seen=True)  # (its dice were seen under its stage: S53)
        self.save()

    def _hot_news(self, was_hot: bool) -> None:
        """F8: the sixth die set aside just now (not before): "Zaruri fierbinți!" (not after
        a six-dice figure's stage, which said it); the six dice no longer all set aside: it
        is taken back."""
        if self.game.hot_dice_pending and not was_hot and not self.rare_was_hot():
            self.stage("hot_dice")
            kept = self.tr("farkle.hot_kept", name=self.player_label(self.game.current),
                           points=format_int(self.hot_points))
            self.voice.announce("farkle.hot_dice", self.tr("farkle.hot_dice"), Tone.CELEBRATE,
                                ends=Ends.TIMER, seconds=theme.FARKLE_BANNER_TIME / self.factor,
                                detail=(kept,))
        elif was_hot and not self.game.hot_dice_pending:
            self.voice.withdraw("farkle.hot_dice")

    def roll(self) -> None:
        """Roll through the engine, then throw the faces it decided."""
        self.clear_hint()
        game = self.game
        groups = list(game.set_aside)
        if game.roll_dice is not None and game.selection_points is not None:
            groups.append(SetAside(game.selection, game.selection_points))
        before = TurnView(game.current, tuple(groups), game.turn_total, game.dice_to_roll,
                          game.risk, current_threshold(game) if self.computer_turn else None,
                          self.upcoming())
        try:
            event = game.roll(self.app.rng)
        except IllegalActionError as error:
            self.refuse(error, "roll")
            return
        self.save()  # the roll (a bust too) is kept the moment it is made, before it shows
        self.app.stats.dice_thrown("farkle", event.dice,
                                   computer=game.players[event.player].is_computer)
        self.app.audio.play("rattle")
        self.land_flight()
        self.voice.hide_banner()  # the new turn has begun: its dice are in the air
        self.handoff.cancel()
        self.announced_player = event.player
        self.voice.withdraw("farkle.hot_dice")
        said = self.voice.announcement
        if said is not None and said.key not in BIG_ANNOUNCEMENTS:
            self.voice.withdraw(said.key)  # the last turn's line gives way to this throw
        if self.voice.refusal is not None:
            self.voice.withdraw(self.voice.refusal.key)
        self.frozen = before  # the panels as they were, until the dice are seen
        self.tray_live = event.kind is EventKind.ROLLED
        self.dice.throw(event.dice)
        self.awaiting = event
        self.ai_wait = self.step_seconds()

    def bank(self) -> None:
        """Bank through the engine; the points rise into the player's total."""
        self.clear_hint()
        game = self.game
        groups = list(game.set_aside)
        if game.roll_dice is not None and game.selection_points is not None:
            groups.append(SetAside(game.selection, game.selection_points))
        banking = TurnView(game.current, tuple(groups), game.turn_total, game.dice_to_roll,
                           game.risk, note=turn_note(self))  # (its note kept: round 76)
        try:
            event = self.game.bank()
        except IllegalActionError as error:
            self.refuse(error, "bank", BANK_REFUSALS.get(error.key))
            return
        # the winning bank: one climax, the win, which says the bank; its beat plays first,
        # the "+N" landing on the row and counting past the goal (round 74, hF87, critic
        # cR74b #1: the win replaced the table over the old total), no bank stage, no line
        # (a game alone keeps its bank's stage: its win is staged only for a personal best)
        winning = event.game_over and len(self.game.players) > 1
        if winning:
            self.winning_bank = event.points
        kind = bank_moment(event.points, event.last_round_started or event.game_over)
        skipped = self.moment.kind in HEADLINE_THROWS and self.moment.skipped  # (not seen)
        said = self.headline.points if self.headlined and self.headline is not None else 0
        kind = None if winning else bank_after_headline(kind, event.points, said, not skipped)
        named = self.tr(f"farkle.combo.{self.headline.kind}", value=self.headline.value) \
            if kind == "bank_big" and said == event.points and self.headline else ""
        self.banked_headline = (self.headlined, self.headline)
        self.headlined, self.headline = False, None
        staged = kind is not None
        if not staged:  # a staged bank has its own sound (its moment's)
            self.app.audio.play("score")
        computer = self.game.players[event.player].is_computer
        # The bank that reaches the target says so once, by its own headline ("Obiectiv
        # atins!"): its line is a bank's, the last round's ribbon follows it.
        text = self.tr("farkle.banked", name=self.player_label(event.player),
                       points=format_int(event.points))
        if winning:
            pass  # (the win's stage says it: hF16)
        elif computer:  # the computer's caption stays until a person acts
            self.voice.announce("farkle.banked", text, Tone.GOOD)
        else:
            self.voice.announce("farkle.banked", text, Tone.GOOD, ends=Ends.TIMER,
                                seconds=theme.FARKLE_TOAST_TIME)
        self.turn_before, self.last_turn = self.last_turn, LastTurn(event.player, event.points)
        quick = not (staged or winning)  # a small bank passing the turn: brisk (round 75)
        fly = theme_table.FARKLE_SMALL_BANK_FLY if quick else theme.FARKLE_FLY_TIME
        banner = kind == "bank_banner"  # (its plaque alone, S87; counting as it lands: S96)
        self.flight = Flight(event.player, event.points, fly / self.factor,
                             goal=event.last_round_started, staged=staged, named=named,
                             headline=kind in HEADLINE_BANKS and not banner,
                             counts_in=kind == "bank_big", counts_as_it_lands=banner)
        self.banked_view = replace(banking, turn_points=event.points)
        # The banker's turn stays on the panels until its points have landed (a small bank)
        # or its stage has played (a big one): the turn passes once, after its moments.
        self.frozen = self.banked_view
        if kind is not None:  # a banner or a headline (the goal's: its own)
            self.stage(kind)  # its sound replaces the small bank's chime
        self.tray_live = False
        self.dice.idle()  # (the dice it left in the row fade out: fade_left_dice)
        self.left_faded = 0.0
        self.save()
        if event.last_round_started:
            self.last_round_due = True
        if event.game_over:  # its beat (a game alone: its bank's stage), then the end
            self._game_over()

    def undo(self) -> None:
        """"Anulează" (Ctrl+Z): while a person's dice are chosen and not yet thrown or
        banked, the last one chosen goes back; else the engine takes the bank back (the roll
        and the selection return) once offered: under the bank's own moment the key is
        refused unsaid, as a click on the greyed button is (S79 3.; round 80, fixE)."""
        if self.game.selected and not self.computer_turn and self.tray_live:
            chosen = [i for i in self.chosen if i in self.game.selected]
            self.toggle(chosen[-1] if chosen else max(self.game.selected))
            return
        if self.game.can_undo and not self.undo_offered():
            return  # (its coins, its count, its plaque still play: not yet offered)
        try:
            event = self.game.undo()
        except IllegalActionError as error:
            self.refuse(error, "undo")
            return
        self.app.audio.play("click")
        self.headlined, self.headline = self.banked_headline  # (the bank taken back)
        self.clear_hint()
        self.flight = None
        self.pulse, self.counting = None, 0  # (before the bank is told: nothing counts)
        self.last_turn = self.turn_before  # the bank is no longer the last turn
        self.last_round_due = False  # (before the bank is told: no last round comes)
        self.bank_told()  # the bank is taken back: the banker's turn is live again
        self.moment.cancel()
        self.voice.clear()  # the bank, its last round and the next turn's banner are gone
        self.handoff.cancel()
        self.seen_player = self.announced_player = self.game.current
        if self.game.roll_dice is not None:
            self.tray_live = True
            self.dice.show_roll(self.game.roll_dice)
        self.keep_seen_undone()  # the selection named, counted as its dice land (S114 2.;
        # S79 3.'s "Total tură 0" beside "Încasează 1 050": the set-aside 1 000, then 1 050)
        # the way back: the points count back out of the total, the dice return (no jump)
        self.undo_return.start(event.player, None, event.points, self.factor)
        self.voice.announce("farkle.undone", self.tr("undo.done_farkle",
                                                     points=format_int(event.points)),
                            ends=Ends.TIMER, seconds=theme.FARKLE_TOAST_TIME)
        self.save()

    def show_hint(self) -> None:
        """"Sugestie": the dice to set aside, roll or bank and the chance to win."""
        if self.computer_turn:
            self.refuse_watching()
            return
        if self.busy:
            self.skip()
            return
        advice = hint(self.game)
        if advice is None:  # the Expert's table is missing or damaged
            self.app.notify(self.tr("farkle.hint.unavailable"), kind="farkle_expert")
            return
        roll = self.game.roll_dice
        self.hint_dice = positions_of(roll, advice.values) if roll is not None else frozenset()
        self.hint_advice = advice
        if self.voice.refusal is not None:
            self.voice.withdraw(self.voice.refusal.key)

    def clear_hint(self) -> None:
        """Forget the shown hint (any action makes it stale)."""
        self.hint_advice = None
        self.hint_dice = frozenset()

    # --- the computer and the frame -----------------------------------------------------------

    def _computer_step(self) -> None:
        """One visible step: set one die aside (or back), else roll or bank."""
        game = self.game
        if game.roll_dice is None:  # a turn starts with a roll: nothing to decide yet
            self.roll()  # no caption: its entrance has just named it (the pass said once)
            return
        decision = decide(game, check_level(game.computer_level))
        extra = sorted(game.selected - decision.selection)
        missing = sorted(decision.selection - game.selected)
        if extra or missing:
            self.toggle((extra or missing)[0])
            self.ai_wait = max(theme.COMPUTER_DIE_READ,
                               self.step_seconds() * theme.COMPUTER_DIE_STEP_SHARE)
            return
        if decision.action is Action.BANK:
            self.bank()  # its caption names it and the points, and stays
        else:
            self.roll()
            self.voice.announce("farkle.ai.rolls", self.tr("farkle.ai.rolls"))
        self.ai_wait = self.step_seconds()

    def _follow_turn(self) -> None:
        """"La rând: …" once the turn has visibly passed: the dice seen, the points landed,
        no big announcement up; it stands until the new turn's first throw (ruling S96 5.,
        round 81, hF107, critic cB80 #12: faded on time, it left a gap under the line)."""
        banner = self.voice.banner
        if banner is not None and (self.game.finished or not self.dice.visible()):
            self.voice.hide_banner()
        if self.game.finished:
            return
        player = self.frozen.player if self.frozen is not None else self.game.current
        passing = (player != self.announced_player and self.dice.visible()
                   and self.flight is None and self.frozen is None)
        if passing and self.big_announcement() is None:
            outgoing, self.announced_player = self.announced_player, player
            self.passes += 1  # a new entrance
            self.voice.show_banner(self.tr("table.turn_banner", name=self.player_label(player)))
            # every passing says it alike, the goal's too (its stage says the last round, the
            # card the next player: two beats; ruling S13 amended round 77, was B62's quiet
            # passing, when a ribbon said "Ultima tură!" as a third beat)
            self.handoff.due(player, self.tr("table.handoff", name=self.player_label(player)),
                             outgoing)

    def update(self, dt: float) -> None:
        """One frame: the landing, the bust pause, the voice, the points, the computer's
        pace, the end of the game."""
        if self.awaiting is not None and self.dice.visible():
            event, self.awaiting = self.awaiting, None
            self._after_roll(event)
        if self.hold > 0:
            self.hold -= dt
            if self.hold <= 0:
                self._end_bust()
        self.handoff.update(dt)
        if not self.handoff.active:  # the messages wait while the turn passes
            self.voice.update(dt)
        self.undo_return.update(dt)
        self.hot_back.update(self, dt)
        self.keep_seen_total()  # "Total tură" changes as a chosen die lands (S53)
        self.fade_left_dice(dt)
        refusal = self.voice.refusal
        if refusal is not None and refusal.age >= theme.FARKLE_TOAST_TIME:
            self.voice.withdraw(refusal.key)
        if self.flight is not None:
            self.flight.age += dt
            if self.flight.age >= self.flight.duration:
                self.land_flight()
        if self.pulse is not None:
            who, age = self.pulse
            age += dt
            self.pulse = (who, age) if age < self.pulse_time else None
        self.settle_win(dt)
        if (self.banked_view is not None and self.frozen is self.banked_view
                and self.flight is None and not self.moment.busy):
            self.bank_told()  # (once the total has counted up: bank_told waits for it)
        self._follow_turn()
        self.handoff.begin_if(not self.moment.busy, self.factor)
        if self.game.current != self.seen_player:
            self.seen_player = self.game.current
            self.ai_wait = self.computer_wait(self.step_seconds())
        if not self.game.finished:  # the Expert's and Sugestie's view of the turn, ahead
            prepare(self.game, theme.EXPERT_SOLVE_SLICE)
        if (self.computer_turn and not self.busy and not self.hot_back.holds(self)
                and not self.dice.gliding  # (its pace from the die's landing: S81 4.)
                and self.frozen is None and not (self.handoff.active or self.handoff.pending)):
            self.ai_wait -= dt  # (not before the last bank has visibly passed the turn)
            if self.ai_wait <= 0:
                self._computer_step()
        landed = self.flight is None  # the winners pop on their final totals
        self.win_celebration.update(dt, self.shown_finished and self.dice.visible() and landed)
        if self.win_celebration.active and self.moment.kind != "win":
            self.stage("win")  # the winners' rows pop: the winner is stamped
        self._run_moment(dt)
        self.beckon_age = self.beckon_age + dt if self.beckoning() else 0.0
        self.band_age = self.band_age + dt if self.last_round_badge() else 0.0
        if self.end_wait is not None and self.moment.kind == "win" and not self.moment.busy:
            self.end_wait = 0.0  # the win's moment was the beat before them: no bare table
            if self.win_celebration.started:  # the winners' rows on their final picture
                self.win_celebration.age = self.win_celebration.duration
        if (self.end_wait is not None and not self.results_shown and self.hold <= 0
                and landed):
            self.end_wait -= dt
            if (self.end_wait <= 0 and self.on_top() and self.win_hold <= 0
                    and not self.moment.busy):  # (nor under its hold, nor its win, hW78)
                self.results_shown = True
                self.show_results()
