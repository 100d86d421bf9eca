"""How a Yams turn ends: the box written, the announcement of how the turn ended, what it
earned counted into its cells (the staged moments), the end of the game.
:class:`YamsScoring` is that part of :class:`game.flow.yams_flow.YamsFlow` (its state is
set by ``YamsFlow.__init__``); the flow's verbs, the throw and the clock are there."""

from __future__ import annotations

from dataclasses import replace

from game import theme
from game.engine.yams import ScoreEvent
from game.flow.champion import crowns_count
from game.flow.messages import Message, Tone
from game.flow.moments import DURATIONS, TOTALS, Counter, total_kind
from game.flow.stage import WRITTEN_BEAT
from game.flow.turn_passing import PASS_SECONDS, resort_seconds
from game.flow.yams_reading import YamsFlowReading
from game.flow.yams_standings import ranking_swaps
from game.i18n import format_int
from game.rules.yams import UPPER_BONUS
from game.theme_stage import CROWNED_COUNT_PACE
from game.theme_table import YAMS_AUTO_NOTE_READ

BONUS_KINDS = ("upper_bonus", "penta_bonus")
"""The moments whose announcement line their stage says first."""


class YamsScoring(YamsFlowReading):
    """The scoring beats of a Yams flow: written, announced, counted, passed on."""

    total_counted: int | None
    count_crowns: bool
    ai_roll_next: bool
    ai_timer: float
    _bonus_lines: dict[str, str]
    bonus_landed: bool

    def clear_hint(self) -> None:
        """Forget the "Sugestie" (the flow's)."""
        raise NotImplementedError

    def _factor(self) -> float:
        return max(0.1, float(self.port.animation_factor()))

    def _run_moment(self, dt: float) -> None:
        """Age the staged moments; play a moment's sound the frame it starts."""
        seen = self.port.outcome_visible() and not self.awaiting_settle
        last = self.game.finished or self.moment.kind in TOTALS  # (a card's last box too:
        written = not (last and self.flash is not None  # its TOTAL after its beat, hY103)
                       and theme.YAMS_FLASH_TIME - self.flash[2] < WRITTEN_BEAT)  # landing
        sound = self.moment.update(dt, seen and written)
        if sound is not None:
            self.port.play(sound)
            if self.moment.kind in ("penta", "joker_penta"):
                self.port.jolt()  # the dice jump as the stamp comes down

    def _computer_wait(self, pause: float) -> float:
        """The computer's pause before acting, stretched while an undo can still be reached."""
        return max(pause, theme.UNDO_COMPUTER_WAIT) if self.game.can_undo else pause

    def _stage_counters(self, event: ScoreEvent) -> None:
        """What the box just scored earned, counted into its own cells one after the other:
        the upper bonus, the Penta bonus, then the TOTAL of a card just completed."""
        self.moment.cancel()  # the Penta's stamp gives its strip to the announcement
        card, player, factor = self.game.cards[event.player], event.player, self._factor()
        if event.upper_bonus_reached:  # its band, the game's last box's too, before the
            # end's count (S78 2., amended round 80: cA80 #2, unstaged with two players)
            self.moment.then("upper_bonus", factor,
                             Counter(player, "upper_bonus", 0, card.upper_bonus))
            self.bonus_celebration.request((player,), DURATIONS["upper_bonus"] / factor)
            self.bonus_landed = False  # (it sparkles once its band has landed it: S104 1.)
        if event.penta_bonus:  # the Joker's stage flew its +100 into the cell: it is
            # written there whole (the cell glows with its sound), never counted from 0 again
            self.moment.then("penta_bonus", factor, Counter(
                player, "penta_bonus", card.penta_bonus, card.penta_bonus))
        if card.is_complete and not self.game.finished:  # the last card: _finish_game decides
            self.moment.then(total_kind(card), factor, self._total_counter(event))
            self.total_counted = player
        self._run_moment(0.0)

    def bonus_band_landed(self) -> None:
        """The upper bonus's band has landed its +35 in the cell: the cell says it and
        sparkles from now on (S104 1.)."""
        self.bonus_landed = True

    def _earned(self, event: ScoreEvent) -> int:
        """What the scored box added to its card's TOTAL (its points and its bonuses)."""
        card = self.game.cards[event.player]
        return event.points + event.penta_bonus + (
            card.upper_bonus if event.upper_bonus_reached else 0)

    def _total_counter(self, event: ScoreEvent) -> Counter:
        """The full card's TOTAL counted from 0 (ruling S117 1.: the sheet, its TOTAL cell
        and the Clasament already say the figure from the click, so the count is theatre,
        never a count from the figure before this box, which the table no longer shows)."""
        card = self.game.cards[event.player]
        return Counter(event.player, "total", 0, card.total)

    def _after_score(self, event: ScoreEvent) -> None:
        """Flash the box, announce how the turn ended, pass the turn; end the game after the
        last box."""
        self.port.play("score")
        self.flash = (event.player, event.box, theme.YAMS_FLASH_TIME)
        self.countdown = None
        self.ai_roll_next = False
        self.clear_hint()
        self.penta_time = 0.0
        self._announce_score(event)
        self._stage_counters(event)  # the engine compared the card before and after
        self.voice.turn_passes()
        if not event.game_over:  # the last throw stays seen: the end's stage comes over it
            # the scored dice leave the felt; while the standings' rows glide to a new order
            # the turn stays the scorer's (one motion at a time: the band after the glide)
            # (the rows swap one pair at a time: the band waits for the last swap, S63)
            swaps = ranking_swaps(self.game, event.player, self._earned(event))
            seconds = max(PASS_SECONDS, resort_seconds(swaps))
            read = YAMS_AUTO_NOTE_READ if event.auto and self.port.animation_factor() > 0 \
                else 0.0  # an auto-fill's note is read
            # over its dice, then they leave as a validated turn's: the band next (S57)
            self.leaving.start(self._factor(), event.player, max(seconds, read),
                               max(0.0, read - seconds))
        self.port.show_dice(glide=True)
        self.ai_timer = self._computer_wait(self.port.step_seconds())
        if event.game_over:
            self._finish_game(event)
        else:
            self.port.save()

    def _announce_score(self, event: ScoreEvent) -> None:
        """One announcement for the turn's end: what was written (the computer's choice, the
        auto-score), then its bonuses, as lines of the same message."""
        name = self.port.player_label(event.player)
        box, points = self.tr(event.box.key), format_int(event.points)
        lines: list[tuple[str, str]] = []
        tone = Tone.INFO
        if event.auto:
            lines.append(("yams.auto_scored",
                          self.tr("yams.auto_scored", name=name, box=box, points=points)))
            # a neutral fact (the countdown said it would): info, not a warning
        elif self.game.players[event.player].is_computer:
            lines.append(("yams.computer_scored",
                          self.tr("yams.computer_scored", name=name, box=box, points=points)))
        self._bonus_lines = {"base_tone": tone.value}
        # a Penta bonus is not said again: the Joker Penta's stage said its +100 as the dice
        # landed and flew it into Bonus Penta; the writing only glows there (with its sound)
        if event.upper_bonus_reached:  # (held back until its band has said it)
            lines.append(("yams.upper_bonus", self.tr(
                "yams.event.upper_bonus", name=name, points=format_int(UPPER_BONUS))))
            self._bonus_lines["upper_bonus"] = lines[-1][1]
        if not lines:
            return
        if "upper_bonus" in self._bonus_lines:
            tone = Tone.CELEBRATE
        key = lines[0][0] if len(lines) == 1 else lines[-1][0]
        self.voice.announce(key, lines[0][1], tone, detail=tuple(t for _, t in lines[1:]))

    def announcement_now(self) -> Message | None:
        """The announcement as it may be said now: a bonus line whose moment is still to
        come (waiting for the dice, queued, playing) is held back for its stage, which says
        it first (round 75, critic cA75: "Ana: bonusul de sus este câștigat, +35" stood
        before the stage); None when that line was all it had."""
        said = self.voice.announcement
        if said is None:
            return None
        held = [line for kind, line in self._bonus_lines.items()
                if kind in BONUS_KINDS and self.moment.pending(kind)]
        if not held:
            return said
        rest = [text for text in said.lines() if text not in held]
        if not rest:
            return None
        return replace(said, text=rest[0], detail=tuple(rest[1:]),
                       tone=Tone(self._bonus_lines.get("base_tone", "info")))

    def stage_left(self) -> None:
        """A stage has just left the table: on the computer's turn it waits a readable beat
        (:data:`game.theme.COMPUTER_AFTER_STAGE_WAIT`) before its next step, whatever of
        its pace was left when the stage came."""
        if self.computer_turn:
            self.ai_timer = max(self.ai_timer, theme.COMPUTER_AFTER_STAGE_WAIT)

    def said_on_stage(self, kind: str) -> None:
        """The stage that played ``kind`` ("upper_bonus", "penta_bonus") said its bonus:
        the announcement's line for it is not said again on the felt after it."""
        said, line = self.voice.announcement, self._bonus_lines.pop(kind, None)
        if said is None or line is None or line not in said.lines():
            return
        rest = [text for text in said.lines() if text != line]
        if not rest:
            self.voice.withdraw(said.key)
            return
        celebrates = any(k in self._bonus_lines for k in ("upper_bonus", "penta_bonus"))
        tone = said.tone if celebrates else Tone(self._bonus_lines.get("base_tone", "info"))
        self.voice.announce(said.key, rest[0], tone, ends=said.ends, seconds=said.seconds,
                            detail=tuple(rest[1:]))

    def _finish_game(self, event: ScoreEvent) -> None:
        """The last box is written: the last card's TOTAL takes the felt over, counted up
        from its sums (ruling S8, amended round 76); then the win takes the stage when a
        person won (a game played alone only when it beat the person's best), else the
        results panel comes at once."""
        self.port.game_finished()  # the person's best is read first
        card = self.game.cards[event.player]  # the last card's TOTAL first (S8, amended
        self.count_crowns = crowns_count(self.game.ranking(), self.game.players,
                                         event.player)  # the results' first beat (S43),
        # the winner's whoever's card was the last (S60)
        pace = CROWNED_COUNT_PACE if self.count_crowns else 1.0
        self.moment.then(total_kind(card, ending=True), self._factor() * pace,
                         self._total_counter(event))  # round 76): the count, then the results
        self.total_counted = event.player
        if self.win_staged():
            self.moment.then("win", self._factor())
        self._run_moment(0.0)
        self.end_timer = 0.0
        self.voice.hide_banner()

    def skip_total(self) -> None:
        """A click or a key on a full card's TOTAL ends its count; a skip of the game's last
        count never skips who won, but when that count is the winner's crowning's first beat
        (:attr:`count_crowns`) the skip ends the crowning and the win's stage with it, as a
        skip of the winner's moment does (one skip: the results at once, ruling S9)."""
        self.moment.skip()
        if self.count_crowns and self.game.finished:
            self.moment.queued = [(kind, c) for kind, c in self.moment.queued if kind != "win"]

    def win_staged(self) -> bool:
        """True when the finished game's win takes the stage: alone, a new best. A win over
        other players has no stage of its own since round 78 (ruling S43, critics cA77,
        cF77: the end read as four moments): the last count is the results' first beat
        (crowned, :attr:`count_crowns`) or its own band, then the results at once."""
        if not self.game.finished:
            return False
        players, ranking = self.game.players, self.game.ranking()
        if len(players) == 1:  # alone: only a new best is a moment
            return not players[0].is_computer and self.port.beats_best(int(ranking[0][2]))
        return False
