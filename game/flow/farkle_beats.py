"""The beats of a 10 000 turn after a throw or a bank: the dice seen, a bust held, the points
landed, a moment staged, the game saved and its end recorded.

:class:`FarkleFlowBeats` is the part of :class:`game.flow.farkle_flow.FarkleFlow` that runs
between what a person does (the verbs, there) and what the table reads
(:class:`game.flow.farkle_reading.FarkleFlowReading`); its state is set by
``FarkleFlow.__init__``.
"""

from __future__ import annotations

from collections.abc import Callable

from game import theme, theme_stage, theme_table
from game.engine.farkle import EventKind, FarkleEvent
from game.flow.celebration import Celebration
from game.flow.farkle_port import (
    COMPUTER_THROW_CAPTIONS,
    LastTurn,
)
from game.flow.farkle_reading import STEP, FarkleFlowReading
from game.flow.messages import Ends, Tone
from game.flow.moments import BANKS, HEADLINE_THROWS, throw_moment
from game.flow.personal_best import first_record, previous_best
from game.flow.stage import GONE, span, stage_seconds
from game.i18n import format_int
from game.rules.farkle import Combination, rare_combination, rare_indices

BUST_VEIL_LIFT = 0.25
"""Seconds (at the normal speed) over which a bust's veil lifts at the end of its hold."""

BUST_DICE_LEAVE = 0.25
"""Seconds (at the normal speed) over which a bust's dice fade out at the end of its hold."""


class FarkleFlowBeats(FarkleFlowReading):
    """The beats half of a 10 000 flow: landing, bust, moments, saving, the end."""

    record_game: Callable[[], object] | None
    end_wait: float | None
    win_celebration: Celebration
    recorded: bool
    first_record: bool
    final_bust_shown: bool
    rare: Combination | None
    headlined: bool
    headline: Combination | None
    count_fades: bool
    last_turn: LastTurn | None
    turn_before: LastTurn | None
    win_hold = 0.0
    overtake_due: tuple[str, str] | tuple[()] = ()
    """The overtake's words, due as the winning bank's hold starts (S80 3.); () when none."""
    """Seconds the winning bank's final total still stands settled on the banker's row (the
    banker's turn on the panels) before the end shows (round 75, hW78, critic cB75)."""
    left_faded = 1.0
    """How far the dice the bank shown left in the row have faded out (0..1, 1: gone; round
    76, hF89, critics cF75b / cZ75: they vanished the frame "Încasează" was pressed)."""

    seen_total: int | None = None
    """The turn's figure when no chosen die last flew (:meth:`turn_figure_seen`); None before."""
    seen_selected: frozenset[int] | None = None
    """The dice chosen when no die last flew (:meth:`selected_seen`); None before."""

    def turn_figure(self) -> int:
        """The turn's running total now: what "Încasează" banks while a bank is allowed (the
        points set aside and a valid selection), else the points set aside."""
        game = self.game
        return game.turn_total if self.live() and game.can_bank else game.turn_points

    def turn_figure_seen(self) -> int:
        """The turn's total as the dice show it (round 78, hF95, ruling S53 1.): while a
        chosen (or put back) die still glides, the figure before it flew; it changes the
        frame the die lies at its place, never ahead of it (its "Total tură" counted the
        computer's last 1 while it flew to the mat)."""
        if self.dice.gliding and self.seen_total is not None:
            return self.seen_total
        return self.turn_figure()

    def selected_seen(self) -> frozenset[int]:
        """The dice of the throw chosen as the felt shows them (ruling S53 1.): while a die
        glides to the mat (or back), those chosen before it flew, so the line over the mat
        names a die once it lies there ("Selecție: Trei de 5 + un 1" named the computer's 1
        while it flew)."""
        if self.dice.gliding and self.seen_selected is not None:
            return self.seen_selected
        return frozenset(self.game.selected)

    def keep_seen_total(self, seen: bool = False) -> None:
        """Note the turn's figure and its chosen dice in a frame no die glides
        (:meth:`turn_figure_seen`, :meth:`selected_seen`), or at once when they were
        ``seen`` (a staged figure's dice, chosen as its stage hands the table back: the
        stage celebrated them, they are named and counted as they go home to the mat)."""
        if seen or not self.dice.gliding:
            self.seen_total = self.turn_figure()
            self.seen_selected = frozenset(self.game.selected)

    def keep_seen_undone(self) -> None:
        """An undone bank's dice glide back: until they lie in their places the turn is the
        points set aside, nothing chosen (round 82, hF113, ruling S114 2.: "Selecție: un 5"
        and "+50" stood over the tray before the 5 had come out of the cup); the frame they
        land, :meth:`keep_seen_total` names and counts them, as any chosen die (S53 1.)."""
        self.seen_total = self.game.turn_points
        self.seen_selected = frozenset()

    def _bank_on_table(self) -> bool:
        """True while a bank is shown: the panels keep the banker's turn, no throw in the air."""
        return (self.banked_view is not None and self.frozen is self.banked_view
                and not self.in_the_air)

    @property
    def seen_after(self) -> float:
        """Seconds the thrown dice lie landed and still before their outcome is seen (the
        table's :meth:`~game.scenes.table_base.TableScene.outcome_visible`): the dice' reveal
        beat, a bust's :data:`game.theme_stage.BUST_STILL` (in proportion at "Rapidă", never
        under the reveal beat), so its dice are read before the stamp strikes (ruling S27)."""
        reveal = theme.DICE_REVEAL_DELAY
        event = self.awaiting
        if event is not None and event.kind is EventKind.BUST:
            return max(reveal, theme_stage.BUST_STILL / self.factor)
        return reveal

    def fade_left_dice(self, dt: float) -> None:
        """Age the fade of the dice a bank left in the row (:attr:`left_faded`)."""
        if self._bank_on_table():
            step = dt * self.factor / theme_table.FARKLE_BANK_LEFT_FADE
            self.left_faded = min(1.0, self.left_faded + step)

    def left_dice_shown(self) -> float:
        """How much of the dice a bank left in the row shows (0..1): whole at the press, then
        fading out (never gone in one frame); 0 when no bank is shown."""
        return 1.0 - self.left_faded if self._bank_on_table() else 0.0

    def kept_dice_shown(self) -> float:
        """How much of the dice a bank kept on the mat the table shows (0..1): they go with the
        bank's figure, a small bank's "+N" standing on the mat before it climbs (a banner's
        and the goal's as its plate comes down: S87, the plaque alone); 0 once it has gone,
        under a big bank's stage (whose picture lights them,
        :func:`game.views.stage_rooms.banked_dice`) and when no bank is shown."""
        flight = self.flight
        if not self._bank_on_table() or flight is None or flight.counts_in:
            return 0.0
        if flight.staged:  # (the goal's, no chips: as its plate comes down, never at its end)
            return 1.0 - self.left_faded  # (a banner's too: S87, its plaque alone)
        hold = flight.duration * theme.FARKLE_FLY_HOLD
        return max(0.0, 1.0 - flight.age / hold) if hold > 0 else 0.0

    def bank_dice_named(self) -> bool:
        """True while a bank's kept dice lie on the mat (the table's, fading with its figure,
        or a big bank's, lit by its stage): the line over the mat names them banked, never
        "Selecție: —" beside dice that read chosen (round 76, hF89, critic cZ75)."""
        flight = self.flight
        big = flight is not None and flight.counts_in and self._bank_on_table()
        return big or self.kept_dice_shown() > 0

    def land_flight(self) -> None:
        """The rising points land at once (the next action comes before they arrived)."""
        if self.flight is not None:
            self.pulse = (self.flight.player, 0.0)
            self.pulse_time = (theme.FARKLE_PULSE_TIME if self.flight.staged
                               or self.game.finished  # (the winning bank's full beat)
                               else theme_table.FARKLE_SMALL_BANK_COUNT)  # (round 75)
            # the total counts up under its glow as the points land, a staged bank's too
            # (hF30: its row jumped from the old figure once its banner had gone)
            # (hB31: a headline's stage was its count: its points land whole, every number
            # of the table says the new total in the frame it hands back)
            # (critic B62: a big bank's too, its flying "+2 000" was its count: its row
            # counted up after it under a lead naming the new total already)
            # (a banner's bank counted in as its plaque landed: only what is left, S96 2.)
            counted = (STEP * round(self.flight.points * self.bank_counted / STEP)
                       if self.flight.counts_as_it_lands else 0)
            self.counting = 0 if self.flight.headline else self.flight.points - counted
            self.count_fades = not self.flight.staged  # (a small bank's "+N" merged into it)
            self.bank_counted = 0.0
            self.flight = None  # the turn passes once the total has counted up (update)

    def stage_aged(self, kind: str, progress: float) -> bool:
        """The stage playing ``kind`` over the table is at ``progress`` (0..1): a big bank's
        row counts its points in over :data:`game.theme_stage.BIG_BANK_COUNT`, its amount
        landed beside it, whole before the stage ends (round 66, critic B65: at 99 % its
        "+2 000" lay over a score still "0"); the goal's takes its new total as its crest's
        count lands; a banner's and a big bank's chips fly (``Flight.chips``, hF72). True when
        the row's figure changed or the chips moved (the table drawn again under it).
        As the goal's plate lifts off the table (:data:`GONE`), its total landed, the last
        round's band takes the title's row under it (hF73: the "10 000" title stood there
        between the plate and the band, a region that jumps)."""
        unrolled = self._band_unrolled(kind, progress)
        faded = self.left_faded
        if kind in BANKS and self._bank_on_table():  # its row's dice fade as it comes down
            self.left_faded = max(faded, span(progress, *theme_stage.BANK_LEFT_FADE))
        if kind == "goal" and progress >= GONE and self.last_round_due and self.flight is None:
            self.last_round_due = False  # (the band's figure: the new total, landed)
            return True
        flight = self.flight
        if flight is None or not flight.staged:
            return self.left_faded != faded or unrolled
        flown = flight.chips
        if kind in theme_stage.BANK_CHIP_KINDS:
            chips = theme_stage.BANK_CHIPS_OF.get(kind, theme_stage.BANK_CHIPS)  # (S107 2.)
            flight.chips = span(progress, *chips)
        moved = flight.chips != flown or self.left_faded != faded or unrolled
        if kind == "goal" and flight.goal:  # the reacher's row takes the new total as its
            # crest's count lands: one number at a time (round 66, critic B65)
            share = float(progress >= theme_stage.FARKLE_GOAL_COUNT[1])
        elif kind == "bank_big" and flight.counts_in:
            share = span(progress, *theme_stage.BIG_BANK_COUNT)
        elif kind == "bank_banner" and flight.counts_as_it_lands:  # (S96 2., round 81)
            share = span(progress, *theme_stage.BANNER_BANK_COUNT)
        else:
            return moved
        before = self.row_left(flight.player)
        self.bank_counted = share
        return self.row_left(flight.player) != before or moved

    def _band_unrolled(self, kind: str, progress: float) -> bool:
        """As the goal's plate folds into the title's row (its stage past :data:`GONE`), the
        last round's band comes in under it: its entrance's clock (``band_age``) runs with
        the stage's last beat, so it has unrolled as the table is back (ruling S27, round 77,
        hF91: it stood whole the frame after the plate). True when it moved."""
        if kind != "goal" or progress < GONE or self.last_round_strip() is None:
            return False
        age = (progress - GONE) * stage_seconds(kind, self.factor)
        if age <= self.band_age:
            return False
        self.band_age = age
        return True

    def bank_left(self) -> int:
        """The points of the bank shown that the banker's row has still to count in (0: no
        bank shown, or counted whole): the row's own clock (:meth:`row_left`: its flight,
        its stage's count, its glow's count-up), so the Tura panel's "Încasat +N" counts down
        as the row counts up, one motion (round 75, hA75)."""
        view = self.banked_view
        if view is None or self.frozen is not view:
            return 0
        return min(view.turn_points, self.row_left(view.player))

    def bank_on_row(self) -> bool:
        """True while the bank shown counts down on the Tura panel's "Încasat" row, its
        figure's one voice: an unstaged bank (a small one, the winning one), from the press
        until its row has it whole, coins flying to the total (round 76, hA77, critics cF75b
        and cZ75: the row stood blank while a "+150" flew). False under a staged bank (its
        plate says the "+N"; the row is the bank's quiet record), and with no bank shown."""
        flight = self.flight
        staged = flight.staged if flight is not None else not self.count_fades
        return self.bank_left() > 0 and not staged

    @property
    def hot_points(self) -> int:
        """The points a turn keeps as its six dice come back (hot dice, F8): what its
        banner and its line say (the selection counted in)."""
        return self.game.turn_total

    def bank_told(self) -> None:
        """The banked points are in the banker's total (a big bank's stage has played): now
        the turn passes on the table, and the old turn's words leave with it. Not while
        the banker's row still counts up (hF30: a staged bank's too, whose stage leaves as
        its count begins): the turn passes once it has counted (``update``)."""
        if self.counting_up:  # (the winning bank's too: its row counts past the goal under
            return  # "Încasat", then the win comes, round 74, hF87)
        if self.win_hold > 0:  # (and its final total is read settled first, hW78)
            return
        if self.banked_view is not None and self.frozen is self.banked_view:
            self.frozen = None
        self.banked_view = None
        self.voice.withdraw("farkle.hot_dice")  # the old turn's words leave with it
        self._after_landing()  # the last round's strip, on the new total counted whole

    def settle_win(self, dt: float) -> None:
        """Age the winning bank's hold (:data:`game.theme_stage.FARKLE_WIN_HOLD`) once its
        points have landed and its row has counted them whole (a game alone's bank: after
        its stage too): the final total stands still a beat, then the turn is told and the
        win comes (critic cB75: it cut in as the count landed, no beat to read 5 900)."""
        if (self.win_hold > 0 and self.flight is None and not self.counting_up
                and not self.moment.busy):
            if self.overtake_due:  # said once the new total stands whole (S80 3.)
                title, detail = self.overtake_due
                self.voice.announce("farkle.overtake", title, Tone.CELEBRATE, ends=Ends.TIMER,
                                    seconds=self.win_hold, detail=(detail,))
                self.app.audio.play("bank_big")
                self.overtake_due = ()
            self.win_hold -= dt
            if self.win_hold <= 0:
                self.voice.withdraw("farkle.overtake")

    def overtake_veil(self) -> float:
        """How much the table dims under the overtake's banner (0..1): in over its first
        0.15 s, out over its last, the players' list left lit (S80 3.); 0 without it."""
        said = self.voice.announcement
        if said is None or said.key != "farkle.overtake" or self.win_hold <= 0:
            return 0.0
        return min(1.0, said.age * self.factor / 0.15, self.win_hold * self.factor / 0.15)

    def skip_overtake(self) -> None:
        """A click under the overtake's beat ends it: the champion comes at once."""
        said = self.voice.announcement
        if said is not None and said.key == "farkle.overtake" and self.win_hold > 0:
            self.win_hold = 1e-6
            self.voice.withdraw("farkle.overtake")

    def overtake_words(self) -> tuple[str, str] | tuple[()]:
        """The overtake's words when the game's last bank passed the leader in the last
        round ("Ion trece în frunte!", "10 500 față de 10 000"); () for any other end."""
        game, event = self.game, self.game.last_event
        if (event is None or event.kind is not EventKind.BANKED or game.last_round_by is None
                or len(game.players) < 2):
            return ()
        total = game.totals[event.player]
        passed = max(t for i, t in enumerate(game.totals) if i != event.player)
        if not total - event.points <= passed < total:
            return ()
        return (self.tr("farkle.overtake", name=self.player_label(event.player)),
                self.tr("farkle.overtake.detail", total=format_int(total),
                        passed=format_int(passed)))

    def _after_landing(self) -> None:
        """What waited for the new total, counted whole in the banker's row as the turn
        passes (hF30: not as it lands, while the row still counts and the banker's line
        says the bank): the last round's quiet strip. The goal's banner said the last round
        (:meth:`goal_line`): no "Ultima tură!" ribbon after it (hL50: critic B41 read the
        two back to back as one thing said twice)."""
        self.last_round_due = False

    def _after_roll(self, event: FarkleEvent) -> None:
        """The dice rest and were seen: a bust is announced and held a moment (the roll was
        saved already, when it was made); the computer's "throws the dice" ends as they
        land, since its plan (the turn panel) speaks from then on."""
        for key in COMPUTER_THROW_CAPTIONS:
            self.voice.withdraw(key)
        if event.kind is EventKind.BUST:
            self.headlined, self.headline = False, None  # the turn is lost: the next
            # one starts plain
            lost = self.frozen.turn_points if self.frozen is not None else 0
            # (seen now, said once its dice have gone: the ledger tells the turn before it
            # until then, round 73, hF82, critic J72: :meth:`last_turn_shown`)
            self.turn_before, self.last_turn = self.last_turn, LastTurn(event.player, lost,
                                                                        lost=True)
            self.stage("bust")  # the sting plays now, as the dice are seen
            # Said once, by the stamp ("Tură pierdută!") and why under it (critic B32: "the
            # bust gives no reason"): "Niciun zar nu punctează", checked on the dice above
            # it; the figure lost is the ledger's struck-out total (said once). It ends with
            # the pause, as the turn passes: never beside the next turn.
            self.voice.announce("farkle.bust", self.tr("farkle.bust"), Tone.BAD, ends=Ends.TIMER,
                                seconds=theme.FARKLE_BUST_HOLD / self.factor,
                                detail=(self._bust_reason(event.player),))
            for i in range(self.dice.count):  # the dice that lost the turn shake
                self.dice.shake(i)
            self.hold = theme.FARKLE_BUST_HOLD / self.factor
            return
        self.frozen = None
        self.dice.place()
        self.rare = rare_combination(event.dice)
        kind = throw_moment(self.rare.kind if self.rare is not None else None)
        if kind is not None:  # a rare figure thrown, staged at its rung of the ladder as
            self.headlined = kind in HEADLINE_THROWS
            self.headline = self.rare if self.headlined else self.headline
            self.stage(kind)  # its dice are seen (six or five alike, Chintă, pairs)

    def _bust_reason(self, player: int) -> str:
        """The bust plate's one line under its title: why ("Niciun zar nu punctează"), or in
        the last round the player's fate, out with their score ("Ion rămâne la 6 150": ruling
        S80, round 80, hF101, critic cB79 #1; the red-ringed dice show why)."""
        if self.game.last_round_by is None:
            return self.tr("farkle.bust.why")
        return self.tr("farkle.bust.stays", name=self.player_label(player),
                       points=format_int(self.game.totals[player]))

    def bust_veil(self) -> float:
        """How much of a bust's veil darkens the table (0..1): whole while its loss is read,
        lifting over the hold's last :data:`BUST_VEIL_LIFT` s, gone as the turn passes, so
        the next turn's ribbon comes onto a lit table (critic cR74a #14: one frame from the
        dimmed table to a bright one); 0 when no bust is shown."""
        if not self.bust_shown:
            return 0.0
        return min(1.0, self.hold * self.factor / BUST_VEIL_LIFT)

    def bust_grey(self) -> float:
        """How grey a bust's lost dice have gone (0..1): from its plate's strike (the dice
        landed and seen, :data:`~game.theme_stage.BUST_STILL`) and their tremble
        (:data:`~game.theme_stage.BUST_TREMBLE`), whole over
        :data:`~game.theme_stage.BUST_GREY_IN` (ruling S95 3.); the game's
        last bust's at once; 0 when no bust is shown."""
        if not self.bust_shown:
            return 0.0
        if self.game.finished:
            return 1.0
        gone = theme.FARKLE_BUST_HOLD - self.hold * self.factor - theme_stage.BUST_TREMBLE
        return max(0.0, min(1.0, gone / theme_stage.BUST_GREY_IN))

    def bust_total_drop(self) -> float:
        """How far a bust's struck turn total has dropped out of the ledger (0..1): from its
        plate's strike (the dice landed and seen) over
        :data:`~game.theme_stage.BUST_TOTAL_DROP`, one beat with the plate and the dice'
        tremble (ruling S100 1.); the game's last bust's at once; 0 when no bust is shown."""
        if not self.bust_shown:
            return 0.0
        if self.game.finished:
            return 1.0
        struck = theme.FARKLE_BUST_HOLD - self.hold * self.factor
        return max(0.0, min(1.0, struck / theme_stage.BUST_TOTAL_DROP))

    def bust_dice_shown(self) -> float:
        """How much of a bust's dice shows (0..1): whole while its loss is read, fading out
        over the hold's last :data:`BUST_DICE_LEAVE` s, as its veil lifts, so they have gone
        before the cup comes back (ruling S79 2., round 80, critic cB79 #6: they vanished
        and the cup popped in, in one frame); the game's last bust's stay; 0 when no bust
        is shown."""
        if not self.bust_shown:
            return 0.0
        if self.game.finished:
            return 1.0
        return min(1.0, self.hold * self.factor / BUST_DICE_LEAVE)

    def cup_wanted(self) -> bool:
        """True while the cup has its place on the felt: a bank shown, or before a turn's
        first throw (:class:`game.flow.cup_fade.CupReturn` brings it back)."""
        return self.awaits_first_throw or self._bank_on_table()

    def _end_bust(self) -> None:
        """The bust dice leave the felt; the turn passes (the engine passed it already)."""
        self.hold = 0.0
        self.frozen = None
        self.voice.turn_passes()
        event = self.game.last_event
        if event is not None and event.game_over:
            # The last roll of the game busted: its dice stay on the felt, greyed, under the
            # announcement and the winners' celebration until the results panel shows.
            self.final_bust_shown = True
            self.tray_live = False
            self.dice.looks()
            self._game_over()
            return
        self.tray_live = False
        self.dice.idle()

    def _game_over(self) -> None:
        """Clear the save, offer each human's total to the high scores, then show the results."""
        if self.end_wait is None:
            self.end_wait = theme.FARKLE_END_DELAY / self.factor
        if self.flight is not None and not self.flight.staged:  # a plain winning bank's:
            # its final total read before the win (a bust or a bank's stage held their own)
            self.win_hold = theme_stage.FARKLE_WIN_HOLD / self.factor
            self.overtake_due = self.overtake_words()
            if self.overtake_due:  # (S80 3.: the overtake's beat fills the hold)
                self.win_hold = theme_stage.FARKLE_OVERTAKE_HOLD / self.factor
        if not self.win_celebration.busy and not self.win_celebration.started:
            winners = [index for place, index, _ in self.game.ranking() if place == 1]
            self.win_celebration.request(winners, theme.WIN_CELEBRATION_TIME / self.factor)
        self.record_end()

    def rare_was_hot(self) -> bool:
        """True when the last throw's rare figure took all six dice: its stage said the hot
        dice (one roll, one climax: no hot-dice ribbon for that roll, hB51)."""
        roll = self.game.roll_dice
        return (self.rare is not None and roll is not None
                and len(rare_indices(roll)) == len(roll))

    def stage(self, kind: str) -> None:
        """Stage the moment ``kind``; once the dice are seen (at once when they are) it
        starts and its sound plays."""
        self.moment.request(kind, self.factor)
        self._run_moment(0.0)

    def _run_moment(self, dt: float) -> None:
        """Age the moment; play its sound the frame it starts."""
        # seen: the dice rest (a die set aside has reached the mat: hot dice never show
        # over the sixth die still sliding)
        seen = self.dice.visible() and self.awaiting is None and not self.dice.gliding
        sound = self.moment.update(dt, seen)
        if sound is not None:
            self.app.audio.play(sound)

    def save(self) -> None:
        """Save the game now; a game this action ended is recorded at once instead (the save
        cleared, the high scores written), even while its last dice still fly."""
        if self.game.finished:
            self.record_end()
            return
        store = getattr(self.app, "store", None)
        if store is None:
            return
        try:
            store.save_game("farkle", self.game.to_dict())
        except Exception:  # noqa: BLE001 - a full disk must not stop the game; the store says
            return

    def record_end(self) -> None:
        """Once: record the game's end (statistics, each human's total to the high scores)
        and clear the save, kill-safe (``game.storage.ending``)."""
        if self.recorded:
            return
        self.recorded = True
        players = self.game.players
        alone = len(players) == 1 and not players[0].is_computer
        if alone:  # alone: the best so far,
            self.previous_best = previous_best(  # read before this game counts in it
                getattr(self.app, "stats", None), "farkle", players[0].name)
        if self.record_game is not None:
            self.record_game()  # statistics, high scores, then the save cleared
        else:  # no storage (a test's flow): the statistics alone
            self.app.stats.game_finished("farkle", self.game)
        self.first_record = (alone and self.previous_best is None  # its first, kept: H72 #5
                             and first_record(getattr(self.app, "stats", None), "farkle",
                                              players[0].name, int(self.game.totals[0])))
