"""What the 10 000 table reads from its flow: whose turn shows, whether the dice are in the
air or a bust stays, who plays next, and what the voice says where (the prompt over the dice,
the big banner, the line under the buttons). :class:`FarkleFlowReading` is the part of
:class:`game.flow.farkle_flow.FarkleFlow` that only reads; the flow's verbs are there."""

from __future__ import annotations

from typing import Any

from game import theme
from game.engine.farkle import FarkleEvent, FarkleGame
from game.flow.farkle_goal_words import GoalCrest, goal_crest, goal_line, goal_words
from game.flow.farkle_port import (
    BAND_IN,
    BIG_ANNOUNCEMENTS,
    DicePort,
    Flight,
    LastRoundStrip,
    LastTurn,
    TurnView,
)
from game.flow.farkle_unfinished import unfinished
from game.flow.messages import Channel, Message, TableVoice, Tone
from game.flow.moments import MomentClock
from game.flow.turn_entrance import TurnEntrance
from game.flow.turn_handoff import Handoff
from game.flow.turn_passing import UndoReturn
from game.i18n import format_int, shown_name
from game.rules.farkle import points_to_pass, selectable

STEP = 50
"""A big bank's row counts up in the game's steps ("1 850", never "1 873")."""


class FarkleFlowReading:
    """The reading half of a 10 000 flow (its state is set by ``FarkleFlow.__init__``)."""

    app: Any
    game: FarkleGame
    dice: DicePort
    voice: TableVoice
    tray_live: bool
    awaiting: FarkleEvent | None
    hold: float
    turn_before: LastTurn | None
    frozen: TurnView | None
    banked_view: TurnView | None
    last_round_due: bool
    band_age: float
    previous_best: int | None
    moment: MomentClock
    hint_dice: frozenset[int]
    flight: Flight | None
    pulse: tuple[int, float] | None
    pulse_time: float
    counting: int
    count_fades: bool
    bank_counted: float
    last_turn: LastTurn | None
    undo_return: UndoReturn
    entrance: TurnEntrance
    handoff: Handoff
    passes: int
    overtake_due: tuple[str, str] | tuple[()]

    # --- reading the state --------------------------------------------------------------

    def entrance_look(self) -> tuple[float, float]:
        """"La rând: …"'s entrance now: its progress (0..1, 1 at rest or skipped) and the
        name's size over the still line's (from larger down to 1)."""
        banner = self.voice.banner
        age = None if banner is None else banner.age
        if age is None:
            return 1.0, 1.0
        return (self.entrance.progress(age, self.passes),
                self.entrance.name_scale(age, self.passes))

    def banner_entering(self) -> bool:
        """True while "La rând: …" makes its entrance (its first
        :data:`game.theme.TURN_BANNER_TIME` s); then it stands still until the first throw
        (ruling S96 5.), the loop free to idle and the computer's line free to speak."""
        banner = self.voice.banner
        return banner is not None and banner.age < theme.TURN_BANNER_TIME

    def tr(self, key: str, **params: object) -> str:
        """A catalog text."""
        return str(self.app.tr(key, **params))

    @property
    def factor(self) -> float:
        """Animation speed (2 in the fast setting)."""
        return float(getattr(self.app, "animation_factor", 1.0))

    def step_seconds(self) -> float:
        """Seconds between two of the computer's steps, from "Viteza calculatorului"."""
        speed = getattr(self.app.settings, "computer_speed", "normal")
        return theme.COMPUTER_STEP_SECONDS.get(speed, theme.COMPUTER_STEP_SECONDS["normal"])

    def computer_wait(self, pause: float) -> float:
        """The computer's pause, stretched while a person's undo can still be reached."""
        return max(pause, theme.UNDO_COMPUTER_WAIT) if self.game.can_undo else pause

    def undo_banker(self) -> int | None:
        """Whose bank an undo would take back (the player on turn before it), None when
        nothing can be undone."""
        state = self.game.undo_state
        return None if state is None or not self.game.can_undo else int(state["current"])

    def undo_offered(self) -> bool:
        """True while the bank's "Anulează (Ctrl+Z)" is offered on its "Tura trecută" card:
        the engine would take it back and its own moment has gone (coins counted, plaque
        lifted: S79 3.), from the passing card through the next person's turn at rest until
        their first throw, never the computer's turn (S114 1. amends S108 3., cB81 #8)."""
        return (self.game.can_undo and self.frozen is None and self.flight is None and not
                self.moment.busy and (self.handoff.holds or not self.computer_turn))

    def player_label(self, index: int) -> str:
        """A player's name as messages print it ("Calculatorul" for the computer)."""
        player = self.game.players[index]
        return shown_name(player.name, player.is_computer, self.tr)

    def total_opacity(self, player: int) -> float:
        """How much of ``player``'s total figure shows (0..1). A small bank's "+N" lands ON
        the total, as a big bank's stage does: the old figure fades out as the "+N" arrives
        beside it (gone before it slides on: never two figures on top of each other), then
        the new total fades back in as it counts up (a staged bank's old figure stays
        whole under its stage, and counts up as its points land)."""
        flight = self.flight
        if flight is not None and flight.player == player and not flight.staged:
            fade = theme.FARKLE_TOTAL_FADE
            return min(1.0, max(0.0, (theme.FARKLE_FLY_MERGE - flight.travel) / fade))
        return 1.0  # counting up: whole, in full contrast (round 75, critic cB75: it faded
        # back in over 0.12 s, a ghost on its row as it began to count)

    @property
    def computer_turn(self) -> bool:
        """True while the computer plays (people can only watch, or press Esc)."""
        game = self.game
        return not game.finished and game.players[game.current].is_computer

    @property
    def busy(self) -> bool:
        """True while dice fly, the bust dice stay, a rare throw's landed dice are held
        before its stage (a press acts on nothing then: the stage opens on the throw as it
        lay), or the game is over."""
        return (self.dice.animating or self.awaiting is not None or self.hold > 0
                or self.moment.holding or self.game.finished)

    def beckoning(self) -> frozenset[int]:
        """The dice of the roll that can be set aside, pointed out softly once a person's
        roll is seen and until the first is chosen (never with the "Sugestie" rings)."""
        game = self.game
        roll = game.roll_dice
        if (roll is None or game.selected or not self.live() or self.busy
                or game.players[game.current].is_computer or self.hint_dice
                or self.hot_dice_coming):
            return frozenset()
        return selectable(roll)

    @property
    def in_the_air(self) -> bool:
        """True from a throw until its dice have landed and been seen."""
        return self.awaiting is not None

    @property
    def awaits_first_throw(self) -> bool:
        """True before a turn's first throw (a person's or the computer's): no dice of the
        turn on the felt nor in the air, nothing of the last turn still shown (its bank, its
        bust), the game not over: the table's throw cue stands where the dice will land."""
        return (self.game.roll_dice is None and self.frozen is None and not self.in_the_air
                and not self.game.finished and not self.undo_return.active)

    @property
    def throw_is_first(self) -> bool:
        """True as a turn's first throw is made and while it flies (the turn as it was
        before it: nothing set aside, nothing won): its dice leave the throw cue's cup."""
        before = self.frozen
        return before is not None and not before.groups and before.turn_points == 0

    @property
    def shown_finished(self) -> bool:
        """True once the end of the game may show (not while the last roll is in the air or
        its bust dice stay)."""
        return self.game.finished and self.frozen is None

    @property
    def shown_player(self) -> int:
        """Whose turn the panels show: the busting player while the bust dice stay, the
        banker while the bank is shown; from the frame the turn's last picture has gone the
        next player, as the seat card enters naming them (ruling S79 1., round 80: the
        outgoing turn kept greyed under "Ion e la rând" named two players at once)."""
        if self.frozen is not None:
            return self.frozen.player
        return self.game.current

    def panel_view(self) -> tuple[TurnView | None, bool, bool]:
        """The turn the Tura panel shows as it stood, if not live: the view, whether it is a
        bank shown ("Încasat"), whether a bust (its risk kept quiet: hF89); (None, False,
        False) for the live turn."""
        frozen = self.frozen
        banked = (frozen is not None and frozen is self.banked_view
                  and not self.in_the_air)
        return frozen, banked, self.bust_shown

    @property
    def bust_shown(self) -> bool:
        """True while a bust's dice stay on the felt (its turn's points are lost)."""
        return self.frozen is not None and self.hold > 0 and not self.in_the_air

    def dice_to_roll_shown(self) -> int:
        """The Tura panel's "Zaruri de aruncat" now: while dice fly, and while a bust or a
        bank is shown, the count the throw (or the bank) was made with (round 74, ruling
        S14: "—" read as a placeholder; never "0": the next throw is the next player's);
        under hot dice all six (F8: they all come back, round 62, critic B61)."""
        view = self.panel_view()[0]
        if view is not None:
            return view.dice_to_roll
        return self.game.dice_to_roll

    def goal_tag_shown(self, player: int) -> bool:
        """True when the players panel tags ``player`` "obiectiv atins": the one who reached
        the goal, once its points have landed in its row (hB31: beside its final figure) and
        the goal's banner, which says it, has gone (hL60: said once); the view leaves it off
        once the winners show."""
        return (player == self.game.last_round_by and not self.row_left(player)
                and not self.last_round_due)

    def live(self) -> bool:
        """True while the dice on the felt are the current roll, played now."""
        return self.tray_live and self.frozen is None and self.game.roll_dice is not None

    def upcoming(self) -> int | None:
        """Who plays after the current player (None when nobody does)."""
        game = self.game
        if game.finished:
            return None
        if game.in_last_round:
            pending = [p for p in game.last_round_pending if p != game.current]
            return pending[0] if pending else None
        count = len(game.players)
        return (game.current + 1) % count if count > 1 else None

    def still_to_play(self) -> str:
        """"Mai joacă: Ion, Calculatorul" (the last player's own turn, busted or banked, is
        still shown until it passes: then it is theirs, never an empty list)."""
        pending = self.game.last_round_pending or [self.shown_player]
        names = ", ".join(self.player_label(i) for i in pending)
        return f"{self.tr('farkle.still_to_play')}: {names}"

    def last_round_strip(self) -> LastRoundStrip | None:
        """The last round's band once the goal's plate has gone (when the Tura panel's badge
        shows): who still plays, the one whose turn shows first (kept until the turn passes,
        even once banked or busted), and the best total as the list shows it with whose it
        is (while an overtake says the lead, the total it passed, "De depășit": S109 1.);
        None outside the last round or while the goal's plate says it."""
        if not self.last_round_badge():
            return None
        game = self.game
        shown = self.shown_player
        kept = (shown not in game.last_round_pending and shown != game.last_round_by
                and not self.last_turn_played())  # (S80: its chip leaves as its turn ends)
        seats = ([shown] if kept else []) + list(game.last_round_pending)
        totals = self.settled_totals()
        said = self.big_announcement()  # (an overtake says the lead: the band keeps the
        overtaking = bool(self.overtake_due) or said is not None and said.key == "farkle.overtake"
        if not seats and not overtaking:  # total it passed, S109 1.)
            best = max(totals)
            return LastRoundStrip(
                self.tr("farkle.last_round"), (), (), shown, self.tr("farkle.band.leads"),
                format_int(best), tuple(i for i, t in enumerate(totals) if t == best),
                min(1.0, self.band_age / BAND_IN), "")
        playing = shown if shown in seats or not seats else seats[0]  # (S109 1.)
        # the score to beat is the others' best, never the playing seat's own (round 78,
        # hF94, critic cB77 #13, ruling S48: his bank's lead aimed "De depășit" at himself)
        others = {i: t for i, t in enumerate(totals) if i != playing} or dict(enumerate(totals))
        best = max(others.values())
        return LastRoundStrip(
            self.tr("farkle.last_round"), tuple(seats),
            tuple(self.player_label(i) for i in seats), playing,
            self.tr("farkle.band.beat"), format_int(best),
            tuple(i for i, t in others.items() if t == best),
            min(1.0, self.band_age / BAND_IN),
            str(self.app.tr.n("stage.goal.last_count", len(seats))) if seats else "")

    def last_turn_played(self) -> bool:
        """True once the shown player's turn of the last round has visibly ended (ruling S80,
        round 80, hF101, critic cB79 #3): its bust's dice seen, or its bank counted whole
        into its row; never for the goal's player."""
        game, shown = self.game, self.shown_player
        if (game.last_round_by in (None, shown) or shown in game.last_round_pending
                or self.in_the_air):
            return False
        if self.bust_shown:  # (under the seat card the next player is shown: S79 1.)
            return True
        return (self.frozen is not None and self.frozen is self.banked_view
                and not self.row_left(shown))

    def last_turn_shown(self) -> LastTurn | None:
        """How the last turn ended, while the ledger has nothing of this turn to say (no
        group set aside, nothing chosen on the mat): once that turn has visibly ended (its
        bank landed and counted, its bust's dice gone), through the next turn's first throw
        until its first die is chosen; None otherwise."""
        # (a bust's dice lying: the turn before it, the bust said once they have gone;
        # round 73, hF82, critic J72: the card went under the bust and came back)
        last = self.turn_before if self.hold > 0 else self.last_turn
        if last is None:
            return None
        frozen = self.frozen
        if frozen is not None:
            return None if frozen is self.banked_view or frozen.groups else last
        return None if self.game.set_aside or self.game.selected else last

    def opening_shown(self) -> bool:
        """True while the game's first turn has nothing in its ledger yet (no last turn to
        tell, no group set aside, nothing chosen on the mat, nothing held): the ledger's free
        middle says who opens the game (round 72, hF81, critic G71: two empty rules)."""
        told = self.turn_before if self.hold > 0 else self.last_turn  # (as the card's)
        game = self.game  # (a point banked: never the opening again, nor in a game
        if told is not None or game.finished or any(game.totals):  # resumed from its file:
            return False  # round 82, critic cB82 #1: it stood beside 2 350 and 4 100)
        frozen = self.frozen
        if frozen is not None:
            return not frozen.groups and frozen is not self.banked_view
        return not (self.game.set_aside or self.game.selected)

    def lead_need(self) -> int | None:
        """In the last round, the points the shown player's turn needs to lead: past the
        best of the others' totals (as the list shows them) by the least a turn scores (a
        5's 50); None outside the last round, or when the player leads already."""
        if self.game.last_round_by is None:
            return None
        totals = self.settled_totals()
        others = [t for i, t in enumerate(totals) if i != self.shown_player]
        need = points_to_pass(max(others, default=0), totals[self.shown_player])
        return need if need > 0 else None

    def goal_words(self, player: int) -> str:
        """The goal banner's headline alone (:func:`~game.flow.farkle_goal_words.goal_words`)."""
        return goal_words(self, player)

    def goal_crest(self, player: int, points: int) -> GoalCrest:
        """The goal's crest (:func:`~game.flow.farkle_goal_words.goal_crest`)."""
        return goal_crest(self, player, points)

    def goal_line(self, player: int) -> str:
        """The goal banner's line (:func:`~game.flow.farkle_goal_words.goal_line`)."""
        return goal_line(self, player)

    @property
    def hot_dice_coming(self) -> bool:
        """True from the sixth die set aside until the hot dice' stage has played: the
        table stays as it was (the next throw's prompt and risk show once it is over)."""
        moment = self.moment
        return moment.kind == "hot_dice" and moment.busy and self.game.hot_dice_pending

    def big_announcement(self) -> Message | None:
        """The announcement drawn as the big banner (bust, hot dice, last round), if any."""
        said = self.voice.announcement
        return said if said is not None and said.key in BIG_ANNOUNCEMENTS else None

    def line_message(self) -> Message | None:
        """What the line under the buttons says: the refusal (a refused bank's is the
        prompt's: :meth:`prompt`), else a one-line announcement."""
        if self.voice.refusal is not None and self.voice.refusal.anchor != "bank":
            return self.voice.refusal
        said = self.voice.announcement
        if said is not None and said.key in ("farkle.banked", "farkle.undone"):
            return None  # the prompt line says it (a bank's as its points rise, an undo's
            # on its pill: S79 3.): never again here
        return said if said is not None and said.key not in BIG_ANNOUNCEMENTS else None

    def _bank_rising(self) -> Message | None:
        """"Ana încasează 100" while a small bank's points rise into the total and the
        panels still show the banker's turn (the turn passes everywhere when they land)."""
        said = self.voice.announcement
        if (self.frozen is None or self.frozen is not self.banked_view or self.in_the_air
                or said is None or said.key != "farkle.banked"):
            return None
        return said

    def _bank_shown(self) -> Message | None:
        """"Ana încasează 1 050" for as long as the panels show the banker's turn (a small
        bank's rising points, a big bank's stage lifting off), never the next player's line."""
        view = self.frozen
        if view is None or view is not self.banked_view or self.in_the_air:
            return None
        # its "+N" (the rising figure, a big bank's stamp) says the figure, once, and the
        # total after it: the line names the banker only (hF19: a bank speaks with one voice)
        key = "farkle.banking"  # the goal reached is said once, by its own headline
        return Message(Channel.PROMPT, "farkle.banked",
                       self.tr(key, name=self.player_label(view.player)), Tone.GOOD)

    def row_left(self, player: int) -> int:
        """The points ``player``'s row in the players list has still to count in: a small
        bank's in flight, then what its count-up has not reached yet (0: the row says its
        total). A headline's are in from its stage's first frame (round 40, critic B32), no
        count after it; a banner's bank counts in as its chips land (round 70, critic B70:
        the new total read beside "+1 050" still flying); a big bank's amount flies into the
        row from its plate, which says it whole as it lands (critic B62)."""
        left = 0
        flight = self.flight
        if flight is not None and flight.player == player and (not flight.staged
                                                               or flight.counts_in
                                                               or flight.counts_as_it_lands
                                                               or flight.goal):
            left += flight.points  # (the goal's row waits for its crest's count, B65)
            if flight.staged:  # a big bank's row counts up under its stage (round 66,
                # critic B65), a banner's as its chips land (round 70, critic B70): in the
                # game's steps, whole before the stage ends
                left -= STEP * round(flight.points * self.bank_counted / STEP)
        if self.pulse is not None and self.pulse[0] == player:  # (as the list draws it)
            glow = 1 - self.pulse[1] / self.pulse_time
            left += 10 * round(self.counting * max(0.0, glow) ** 2 / 10)
        return left

    def settled_totals(self) -> list[int]:
        """The totals as the table's words read them (the lead, the score to beat, what is
        left to the goal, the strip): a bank's points count in once the players list has
        counted them whole, never a running figure (hB31: the words change as the row's
        count ends, never before it). Under a bank's banner every number says what the row
        says as it counts in with the chips (round 41, critic B40: "De depășit: 9 400"
        beside a row at 10 450; round 70, critic B70); the lead names the total, never the
        banner's "+N"."""
        totals = list(self.game.totals)
        for player in range(len(totals)):
            if self.row_left(player):  # landing or still counting: the old figure
                totals[player] -= self._bank_points(player)
        return totals

    def row_totals(self) -> list[int]:
        """The totals as the players list draws them this frame: a bank's points counting
        in as its row counts them, an undone bank counting back out. The Tura panel's
        figures read these, so they count with the row (round 72, critics E71 and G71: they
        stood at the old total beside a row counting up, then jumped)."""
        totals = [total - self.row_left(i) for i, total in enumerate(self.game.totals)]
        back = self.undo_return
        if back.active and back.player is not None:
            totals[back.player] += 10 * round(back.points * (1 - back.progress) / 10)
        return totals

    def big_bank_shown(self) -> bool:
        """True while a big bank is shown, on its plate ("Încasare mare!", the banker's name,
        "+2 000": it says who banks and how much) or landed in its row, whole (no count-up,
        critic B62), the banker's turn still on the panels until its stage has gone."""
        if self.flight is not None:
            return self.flight.counts_in
        return self.moment.kind == "bank_big" and not self.count_fades  # (landed from it)

    def _bank_points(self, player: int) -> int:
        """The points of the bank ``player``'s row is taking in (in flight or counting)."""
        if self.flight is not None and self.flight.player == player:
            return self.flight.points
        return self.counting

    @property
    def counting_up(self) -> bool:
        """True while a small bank's total counts up (its glow's time): the banker's turn
        stays on the table, the turn passes (and its band comes) once it has counted."""
        return self.pulse is not None and self.counting > 0

    def says_leader(self) -> bool:
        """True while the Tura panel says who leads ("Lider"): never in the last round, whose
        strip says the target to beat and who set it (round 67, critic B66: "Lider" said
        them a second time, a third with the panel's "De depășit")."""
        return self.game.last_round_by is None

    def leader_line(self) -> str:
        """Who leads and with what total ("Ana · 3 000": round 41, never a "+1 000" that reads
        as a bank banner's figure under it), "Egalitate la 3 000"
        when several share the best banked total, "" while nobody has banked (round 71,
        critic B71: "încă nimeni" all through the first round read as a placeholder; hF22:
        never a dash either: the panel then says no "Lider" at all, its title row keeps its
        height); a table of one: its player and total: the turn panel's foot."""
        totals = self.settled_totals()  # (while the list counts, the lead keeps its word)
        best = max(totals, default=0)
        if best <= 0:
            return ""
        leaders = [i for i, total in enumerate(totals) if total == best]
        if len(leaders) > 1:
            return self.tr("farkle.turn.leaders_tied", points=format_int(best))
        return self.tr("farkle.turn.leader_value", name=self.player_label(leaders[0]),
                       points=format_int(best))

    def bank_label(self, lit: bool) -> str:
        """The bank button's words: its action, plain "Încasează" (the turn's one figure is
        "Total tură", the ledger's: ruling S108, round 82, hF111, critic cB81 #5 and #6:
        "Încasează 600" beside "+600" and "Total tură 600" said one number three times, and
        disagreed with the total while dice landed), "Încasează și câștigă" when that bank
        wins the game (while ``lit``)."""
        if lit and self.game.can_bank and self.bank_wins():
            return self.tr("farkle.bank_wins")
        return self.tr("farkle.bank")

    def bank_is_next(self) -> bool:
        """True when a person's bank now reaches the goal (starts the last round, or in the
        last round takes the lead): "Încasează" is then the next sensible action, the
        table's primary button, not "Aruncă"."""
        game = self.game
        if game.finished or not game.can_bank or game.players[game.current].is_computer:
            return False
        reach = game.totals[game.current] + game.turn_total
        if reach < game.target:
            return False
        if game.last_round_by is None:
            return True
        return reach > max(t for i, t in enumerate(game.totals) if i != game.current)

    def bank_wins(self) -> bool:
        """True when banking now ends the game with this person alone first (the last to play
        of the last round past everyone, or a game alone reaching the goal)."""
        game = self.game
        if not self.bank_is_next():
            return False
        if len(game.players) == 1:
            return True
        return game.last_round_by is not None and game.last_round_pending == [game.current]

    def last_round_badge(self) -> bool:
        """True when the last round's steady reminder shows (its strip where the title
        stands; not before the goal bank's total has landed, nor once the end of the game
        shows, nor once the last bust's dice are seen: the line says the ending then, alone)."""
        return (self.game.in_last_round and not self.shown_finished
                and not self.last_round_due)

    def prompt(self) -> Message | None:
        """The line over the dice: what the person on turn can do now (until the dice are
        seen, only that they roll; None while a bust's dice stay: the stamp says it)."""
        game = self.game
        if self.handoff.active:  # the turn's passing first, whole
            return None
        undone = self.voice.announcement  # an undo said in the prompt's place, on its pill,
        if undone is not None and undone.key == "farkle.undone":  # clearly (S79 3.)
            return undone

        def say(key: str, tone: Tone = Tone.INFO) -> Message:
            return Message(Channel.PROMPT, key, self.tr(key), tone)

        if self.in_the_air:  # the line stays, saying nothing of the dice before they are seen
            if game.players[self.shown_player].is_computer:
                return say("farkle.hint.computer")
            if not self.dice.landed():
                return say("farkle.prompt.rolling")
            # the dice lie still in view, their outcome not yet seen: the line says nothing
            # new, a plain throw's as a bust's (round 76, hF89, critics cF75b / cZ75: a
            # bust's blank beside a plain throw's "Dă clic…" hinted the bust before it was
            # seen); "rolling" never stands over dice at rest, nor a blank line (round 78,
            # hF94, critic cB77, ruling S48: that they stopped, as on the Yams table)
            return say("farkle.prompt.rested")
        if self.frozen is not None and self.frozen is not self.banked_view:
            # a bust: its stamp is the moment, "Tură pierdută!" and why, said once; the line
            # waits quiet under it until the turn passes (round 76, hF89, critics cF75b /
            # cZ75, ruling S15 amended: "Ana: tura se încheie" said it a second way; never
            # "Urmează …" before the panels pass, nor "Partida s-a încheiat" over the game's
            # last bust, round 75, hL75: its own beat first, the end said once it has gone)
            return None  # (the stamp says it: the line waits quiet)
        if self.frozen is not None and self.big_bank_shown():
            # a big bank's plate named the banker: no line says it again, nor the next
            # player's throw while the banker's row glows (critic B62)
            return None
        said = self.big_announcement()
        if said is not None and said.key == "farkle.overtake":
            return None  # its banner says the bank's meaning, alone (S80 3.)
        banked = self._bank_shown()
        if banked is not None:  # the panels still show the banker's turn: so does the line
            return banked
        # A bank shown (its points still rising): the engine passed the turn already, so
        # the line says what the next player does now; it never goes blank between turns.
        if self.shown_finished:
            return say("farkle.game_over", Tone.CELEBRATE)
        if self.computer_turn:
            if self.banner_entering():  # its entrance names it, once: the line waits
                return None
            return say("farkle.hint.computer")
        refused = self.voice.refusal
        if refused is not None and refused.anchor == "bank":  # why, over the dice (round 72:
            return refused  # under "Anulează" it said the prompt again, far from them)
        if game.roll_dice is None:
            return say("farkle.hint.start")
        if self.hot_dice_coming:  # every die chosen scores: the stage says what follows
            return say("farkle.prompt.all_score")
        if game.hot_dice_pending:
            # the action only, plain: what hot dice mean is the stage's to say, once
            return say("farkle.hint.hot_pending")
        if game.selected and not game.selection_valid:
            return unfinished(game, self.tr) or say("error.farkle.invalid_selection", Tone.WARN)
        if game.selected:
            return say("farkle.hint.choose")
        return say("farkle.hint.pick")
