"""What the Yams table reads from its flow: whose turn it is, whether the roll's outcome may
show, the box the Y10 countdown fills, the prompt, whether anything still moves.
:class:`YamsFlowReading` is the part of :class:`game.flow.yams_flow.YamsFlow` that only
reads; the flow's verbs and beats are there."""

from __future__ import annotations

import math

from game import theme_table
from game.ai import yams as yams_ai
from game.engine.yams import YamsGame
from game.flow.celebration import Celebration
from game.flow.messages import Channel, Ends, Message, TableVoice, Tone
from game.flow.moments import TOTALS, MomentQueue
from game.flow.stage import takes_stage
from game.flow.turn_handoff import Handoff
from game.flow.turn_passing import DiceLeaving, UndoReturn
from game.flow.yams_aim import aim_line
from game.flow.yams_countdown_beat import last_second_beat
from game.flow.yams_guidance import JOKER_TAG, joker_hatches, joker_pick, next_box
from game.flow.yams_table_port import YamsPort
from game.i18n import format_int
from game.rules.yams import PENTA_POINTS, UPPER_BONUS, Box

STAGED_THROWS = ("penta", "joker_penta")
"""The Yams throws whose stage comes before the table says anything of them (ruling S61)."""


class YamsFlowReading:
    """The reading half of a Yams flow (its state is set by ``YamsFlow.__init__``)."""

    game: YamsGame
    port: YamsPort
    voice: TableVoice
    flash: tuple[int, Box, float] | None
    refused_cell: tuple[int, int, float] | None
    penta_time: float
    penta_wait: float
    sacrifice_wait: float
    leaving: DiceLeaving
    undo_return: UndoReturn
    handoff: Handoff
    moment: MomentQueue
    bonus_celebration: Celebration
    win_celebration: Celebration
    countdown: float | None
    countdown_held: bool
    resting: float
    awaiting_settle: bool
    end_timer: float | None
    _auto_box_cache: tuple[object, Box] | None
    held_once: bool

    # --- reading the state ----------------------------------------------------------------

    def tr(self, key: str, **params: object) -> str:
        """The port's catalog text."""
        return self.port.tr(key, **params)

    @property
    def computer_turn(self) -> bool:
        """True while the computer plays (nobody else may act)."""
        return not self.game.finished and self.game.current_player.is_computer

    @property
    def shown_turn(self) -> int:
        """Whose turn the table shows: the scored player's while their dice leave the felt
        and until the passing's band says the next one (critic C70: "La rând" named the next
        player over the last one's report), else the engine's current player."""
        player = self.leaving.player
        if player is None:
            player = self.held_turn()
        event = self.game.last_event
        if player is None and self.handoff.pending and event is not None:
            player = event.player
        return self.game.current if player is None else player

    @property
    def prompt_waits(self) -> bool:
        """True while the passing's band says the turn change ("Calculatorul e la rând"): it
        is the one voice then; the "La rând" pill and the prompt's pill keep their places and
        show the turn that ended, quiet (ruling S13, amended round 77: the outgoing player's
        name, what they wrote, under the ended turn's veil); the incoming player's come in
        together as the band goes."""
        return self.handoff.names_next

    @property
    def undo_offered(self) -> bool:
        """True while "Anulează" takes a person's last box back: the engine would accept it
        and the computer's turn is not yet shown (the scored turn's end and its passing card
        only: never while the computer plays, critic cF79 #2, ruling S76), and never under
        the passing's band, the one voice then (ruling S118 1., round 82, cA82 #15)."""
        if not self.game.can_undo or self.handoff.names_next:
            return False
        return not self.computer_turn or self.turn_ended

    @property
    def turn_ended(self) -> bool:
        """True from the moment a turn is scored (its dice leaving, its bonus playing and
        resting, the passing due) until the passing's card comes: the table shows the turn
        that ended, quiet (its player's name greyed in the pill, no "La rând", no cup, no
        live key), never the next turn's (ruling S76)."""
        return not self.game.finished and self.shown_turn != self.game.current

    @property
    def band_waits(self) -> bool:
        """True while a moment that holds the table plays (a stage, a TOTAL counted): the
        turn's band waits for it; a cell's glow (the Joker's "+100" in Bonus Penta) never
        holds it: the band comes as the old dice are gone, the glow ending in the sheet
        beside it (critic cA79 #3, ruling S13 amended round 79)."""
        kind = self.moment.kind
        return self.moment.busy and (kind in TOTALS or takes_stage(kind))

    def held_turn(self) -> int | None:
        """The scored player whose moment (a TOTAL counted, a bonus, its stage) still plays or
        rests (its points seen in their box) after the engine passed the turn: the turn has
        not visibly passed yet (None: nothing holds it)."""
        counter, kind = self.moment.counter, self.moment.kind
        if counter is None or self.game.finished or counter.player == self.game.current:
            return None
        if kind not in TOTALS and not takes_stage(kind):  # (a cell's glow: not held)
            return None
        holds = (self.moment.busy or getattr(self, "resting", 0.0) > 0
                 or getattr(self, "_moment_was_busy", False))  # (its rest not yet begun)
        return counter.player if holds else None

    @property
    def settled(self) -> bool:
        """True when no roll is in the air and its dice have been seen: the outcome may show;
        never while a Penta's landed dice lie still before its stage (S61: the stage first,
        then the table's "Alege căsuța Penta", one order, said once)."""
        return (not self.awaiting_settle and self.port.outcome_visible()
                and not (self.moment.clock.holding and self.moment.kind in STAGED_THROWS))

    @property
    def hold_open(self) -> bool:
        """True while a click on a die would keep or release it: a person's turn, its dice
        seen, a throw left (the gate :meth:`~game.flow.yams_flow.YamsFlow.toggle_hold` and
        the engine's :attr:`~game.engine.yams.YamsGame.can_hold` pass). The kept row lights
        its sockets by it (:mod:`game.flow.yams_hold_row`)."""
        return not self.computer_turn and self.settled and self.game.can_hold

    @property
    def hold_invited(self) -> bool:
        """True while the kept row says what it is for: once a game, before anyone has
        scored a box (a game resumed past its first turn never says it again; a rematch is
        a new game) and before its first kept die (:attr:`held_once`)."""
        game = self.game
        return (not self.held_once and not any(game.held)
                and not any(card.turns_played for card in game.cards))

    @property
    def throws_spent(self) -> bool:
        """True when the turn's dice lie thrown with no throw left: only a box is left to
        pick (the keys line offers neither Space nor the dice keys, critic C62)."""
        return self.game.dice is not None and self.game.rolls_left <= 0

    @property
    def hint_available(self) -> bool:
        """True when "Sugestie" has something to suggest: a throw lies on the table (before a
        turn's first throw the one sensible move is to throw, critic C41). The scene greys
        the button by it, the flow refuses a hint by it."""
        return self.game.dice is not None

    @property
    def level(self) -> yams_ai.Level:
        """The computer player's strength."""
        level = self.port.level()
        return next((known for known in yams_ai.LEVELS if known == level),
                    yams_ai.DEFAULT_LEVEL)

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
    def sacrifice_box(self) -> Box | None:
        """The cheapest box to strike when the roll, seen, scores nowhere (Y11): the one the
        expert would write the 0 in (:func:`game.ai.yams.cheapest_sacrifice`, the box the
        "Sugestie" names on the last roll), marked on the sheet; None otherwise and on the
        computer's turn."""
        game = self.game
        if not self.show_options or self.computer_turn or game.dice is None:
            return None
        if not game.current_card.all_options_zero(game.dice):
            return None
        return self.auto_box()  # the expert's box for this roll, searched once (its cache)

    @property
    def sacrifice_waits(self) -> bool:
        """True while a sacrifice's ringed box waits for the person's choice (no box picked
        yet, a throw left): its ring breathes (round 71); once a box is picked it is still,
        and on the last throw the countdown's draining ring is the one thing moving there."""
        waiting = self.sacrifice_box is not None and self.game.picked is None
        # (a throw left, not "no countdown": on the last throw the countdown starts only
        # once the dice have settled, and the ring is still while they land: review 71)
        return waiting and self.game.rolls_left > 0

    @property
    def sacrifice_breath(self) -> float:
        """The sacrifice's ring's strength now, 1 (full) down to
        :data:`~game.theme_table.YAMS_SACRIFICE_BREATH_LEAST` and back, smoothly (a breath, not a
        blink: :data:`~game.theme_table.YAMS_SACRIFICE_BREATH` cycles a second) while it waits for
        the choice; 1, still, otherwise (critics round 70)."""
        if not self.sacrifice_waits:
            return 1.0
        least = theme_table.YAMS_SACRIFICE_BREATH_LEAST
        wave = 0.5 + 0.5 * math.cos(2 * math.pi * theme_table.YAMS_SACRIFICE_BREATH
                                    * self.sacrifice_wait)
        return least + (1.0 - least) * wave

    @property
    def marked_box(self) -> Box | None:
        """The box the running countdown will fill (marked in the sheet)."""
        return self.auto_box() if self.countdown is not None else None

    @property
    def primary_box(self) -> Box | None:
        """The box that is the person's next action after a Penta, drawn in the sheet's amber
        (:func:`game.flow.yams_guidance.next_box`); None otherwise."""
        return next_box(self.game, self.settled, self.computer_turn, self.auto_box)

    @property
    def penta_waits(self) -> bool:
        """True while a person's Penta, landed and seen, its moment played, waits for the
        Penta box: the table keeps its moment (the dice glow, the box pulses, the prompt is
        large and gold) without staging it again (critic C30 §1)."""
        return self.primary_box is Box.PENTA and not self.moment.active

    @property
    def action_box(self) -> Box | None:
        """The box the sheet draws as the one next action (amber, never a button's red):
        after a Penta its box (:attr:`primary_box`, which Enter picks), during the Y10
        countdown the box it will fill (a click picks it; Enter keeps its own work); None
        otherwise."""
        primary = self.primary_box
        if primary is not None or self.computer_turn or self.game.picked is not None:
            return primary
        return self.marked_box

    @property
    def show_options(self) -> bool:
        """True when the sheet may preview the roll's points (its dice were seen)."""
        return not self.game.finished and self.game.dice is not None and self.settled

    def prompt(self) -> Message | None:
        """What the person on turn can do now (or the Y7/Y11 news); while a die of a throw
        is in the air, that they roll; once every die rests, that they stopped (nothing of
        them) until they are seen (a short beat); from the frame a click on them is taken,
        the next step; while a scored turn passes, what was written. Never None while the
        game runs (critic C61: the line was blank between beats); None once it is over.

        Guidance, never a refusal: the Joker and the sacrifice are warnings, the rest plain.
        """
        game = self.game
        if game.finished:
            return None
        # the next turn speaks once the dice left and its moment settles (a TOTAL counting,
        # a bonus, a stage); till then the line says what was written
        # (the band's first frame ends the old turn: its caption goes with it, critic C66)
        passing = self.leaving.active or self.handoff.pending
        if not self.handoff.active and (passing or (game.dice is None and (
                self.moment.busy or self.held_turn() is not None))):
            scored = self.scored_line()
            if scored is not None:
                return scored
        if self.computer_turn:
            picked = game.picked
            if picked is not None and game.dice is not None:  # its box lights: said now
                return self._prompt("yams.computer_picks",
                                    name=self.port.player_label(game.current),
                                    box=self.tr(picked.key),
                                    points=format_int(game.options().get(picked, 0)))
            return self._prompt("yams.computer_playing")  # "La rând" names it
        if game.dice is None:
            return self._prompt("yams.prompt_roll")
        if self.port.dice_in_air():  # the line says the throw while a die is in the air
            return self._prompt("yams.prompt_rolling")
        if not self.settled:
            # every die rests: never said to roll; the short seen beat says they stopped
            # (nothing of the dice yet), then the line invites a click from the very
            # frame the dice take one (landed and seen: a click before is not taken)
            return self._prompt("yams.prompt_rested")
        if game.joker_active:  # its stage said the rule: the line says what to do now,
            key, params = joker_pick(game, self.tr)  # and what its hatched boxes mean (one
            hatched = joker_hatches(game)  # voice, by the prompt, C41)
            detail = (self.tr("yams.joker.hatched"),) if hatched else ()
            if game.picked is not None:  # picked: what the red button does (S106 4.)
                return self._validate_box(game.picked, Tone.WARN, detail, JOKER_TAG)
            return self._prompt(key, Tone.WARN, detail, JOKER_TAG,  # (the countdown: its own)
                                **params)
        if game.sacrifice_needed:
            return self._prompt("yams.sacrifice", Tone.WARN,
                                detail=(self.tr("yams.sacrifice.means"),))
        if game.picked is not None:  # what "Validează tura" will score (S106 4.)
            return self._validate_box(game.picked)
        if game.all_options_zero and game.rolls_left > 0:  # a sacrifice looms: said now,
            return self._prompt("yams.zero_roll", Tone.WARN,  # not at the last throw
                                detail=(self.tr("yams.zero_roll.means"),))
        if self.primary_box is Box.PENTA:  # its box lit, the button red: what it does
            return self._validate_box(Box.PENTA)  # (S106 4.; not "Alege căsuța Penta …")
        marked = self.marked_box
        if marked is not None:  # the Y10 countdown runs: the headline says where it scores
            # the ring on that box its one clock (round 75, critic cA75: said twice)
            return self._prompt("yams.countdown_line", box=self.tr(marked.key))
        if game.rolls_left > 0:
            return self._prompt("yams.prompt_hold")
        return self._prompt("yams.prompt_box")

    def scored_line(self) -> Message | None:
        """What the last scoring wrote ("Ana a ales Doi: 6", with a Joker's "· Bonus Penta
        +100", the upper bonus's "· Bonus +35"), said while its turn passes; None before
        any."""
        event = self.game.last_event
        if event is None:
            return None
        # a Joker Penta's +100 is said with its box, once, back at the table (critic C64:
        # its stage had said it as the dice landed, then nothing where it was written)
        key = "yams.turn_scored_bonus" if event.penta_bonus else "yams.turn_scored"
        if event.upper_bonus_reached and not self.moment.pending("upper_bonus"):  # the
            # upper bonus likewise (critic C65: unsaid), once its band has said it first
            # (the last turn's too, S78 2. amended round 80)
            key = "yams.turn_scored_both" if event.penta_bonus else "yams.turn_scored_upper"
        return self._prompt(key, name=self.port.player_label(event.player),
                            box=self.tr(event.box.key), points=format_int(event.points),
                            bonus=format_int(event.penta_bonus), upper=format_int(UPPER_BONUS))

    def pre_throw_aim(self) -> str | None:
        """Before a person's first throw of a turn, while the prompt says to throw, what
        their card can still aim for ("Bonusul de sus (+35): îți mai trebuie 19", else an
        open Penta: :func:`game.flow.yams_aim.aim_line`), said quietly under the prompt
        (critic round 68: the left half read as dead before the throw), from the frame the
        passing's band has gone, with its headline; None otherwise."""
        prompt = self.prompt()
        if prompt is None or prompt.key != "yams.prompt_roll" or self.prompt_waits:
            return None  # (with the headline as the band goes: one change, no jump)
        return aim_line(self.game.current_card, self.tr)

    def countdown_line(self) -> str | None:
        """While the Y10 countdown runs, what will happen ("Se înscrie automat la Doi": the
        box it will fill; its seconds are said once, by the large ring beside that box, round
        75, critic cA75: "… în 3 s" beside the ring's "3" said them twice), its one line in
        every state (alone, under a sacrifice's or a Joker's note); None otherwise."""
        marked = self.marked_box
        if marked is None or self.countdown is None:
            return None
        return self.tr("yams.countdown_line", box=self.tr(marked.key))

    def countdown_why(self) -> str | None:
        """While the Y10 countdown runs, why it runs and the way out, leading into the count
        ("Fără aruncări: poți alege altă căsuță" over "Se înscrie automat la Doi": a whole
        sentence, round 72, critic H72 read hY51's "…, altfel…" trailing off), said over its
        line (critic C30 §2: the count never said why); None otherwise."""
        return None if self.countdown_line() is None else self.tr("yams.countdown_why")

    def _validate_box(self, box: Box, tone: Tone = Tone.INFO, detail: tuple[str, ...] = (),
                      tag: str = "") -> Message:
        """The line saying what "Validează tura" scores now ("Validează tura: Penta 50",
        S106 4.)."""
        points = self.game.options().get(box, PENTA_POINTS if box is Box.PENTA else 0)
        return self._prompt("yams.prompt_validate_box", tone, detail, tag,
                            box=self.tr(box.key), points=format_int(points))

    def _prompt(self, key: str, tone: Tone = Tone.INFO, detail: tuple[str, ...] = (),
                tag: str = "", **params: object) -> Message:
        return Message(Channel.PROMPT, key, self.tr(key, **params), tone, Ends.NEXT_ACTION,
                       detail=detail, tag=tag)

    def countdown_seconds(self) -> int | None:
        """The whole seconds the countdown shows (1 at its last moment), None when idle."""
        return None if self.countdown is None else max(1, math.ceil(self.countdown))

    def countdown_pulse(self) -> float:
        """How strongly the countdown's ring beats now, 0..1: only in its last second, twice,
        never while held (ruling S93 2., :func:`game.flow.yams_countdown_beat.last_second_beat`)."""
        return last_second_beat(self.countdown, self.countdown_held)

    def countdown_count(self) -> str | None:
        """What the countdown's badge says: its seconds' digit alone ("3", large in the ring
        beside the box; the ring is the timer, the line over the kept row says no seconds),
        None when idle."""
        seconds = self.countdown_seconds()
        return None if seconds is None else format_int(seconds)

    @property
    def busy(self) -> bool:
        """True while something of the flow moves on its own (a fade, a countdown, the
        computer, a celebration, a timed message); only a person's quiet turn is idle."""
        announcement = self.voice.announcement
        timed = announcement is not None and announcement.ends is Ends.TIMER
        return (self.awaiting_settle or timed or self.voice.banner is not None
                or self.voice.refusal is not None
                or self.flash is not None or self.refused_cell is not None
                or self.penta_time > 0 or self.end_timer is not None or self.computer_turn
                or self.bonus_celebration.busy or self.win_celebration.busy
                or self.moment.busy or self.leaving.active or self.undo_return.active
                or self.countdown is not None or self.game.auto_score_due
                or self.resting > 0)
