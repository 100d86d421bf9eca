"""The 10 000 table: six animated dice, set aside by click, roll / bank, the computer's turns.

The scene is glue (issue 21): events become the verbs of its flow
(:class:`game.flow.farkle_flow.FarkleFlow`: the beats of a turn, the computer's pace, saving,
undo, what to say and when, through one :class:`~game.flow.messages.TableVoice`), it lays
the table out, and its views (:mod:`game.views.farkle_views`) draw each region from what
the flow exposes. Every action goes through :class:`game.engine.farkle.FarkleGame`; what the
table says, where and for how long is ``docs/MESSAGES.md``.

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
* one announcement at a time: "Tură pierdută!" (the bust dice stay a moment before the turn
  passes), "Zaruri fierbinți!", "Ultima tură!" (once the banked points have landed in the
  total), a bank, the computer's caption; refusals under the buttons;
* at the end the shared :class:`~game.scenes.results.ResultsOverlay` (the play buttons are
  gone by then); its "Partidă nouă" is a rematch (same players and target, the next player
  starts);
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
from typing import TYPE_CHECKING, Any

import pygame

from game import theme
from game.ai.farkle import expert_available
from game.ai.farkle_expert import warm_up
from game.engine.farkle import DEFAULT_TARGET
from game.flow.coach import farkle_primary
from game.flow.cup_fade import CupReturn
from game.flow.farkle_flow import FarkleFlow, Flight, TurnView
from game.flow.farkle_mat import MatPresence
from game.flow.ledger_flight import LedgerFlight
from game.flow.moments import BANKS
from game.flow.stage import BANNER, GONE, RARITY, StageClock
from game.i18n import format_int
from game.scenes.farkle_layout import FarkleTableLayout
from game.scenes.farkle_reads import Said, from_flow
from game.scenes.farkle_table_ends import FarkleTableEnds
from game.scenes.farkle_table_input import FarkleTableInput
from game.scenes.table_base import TableScene
from game.storage.ending import record_game_end
from game.theme_stage import FARKLE_GOAL_LEAVE
from game.views import farkle_cup, farkle_turn_band, moments
from game.views import farkle_views as views
from game.views.coach import (
    beckon_waits,
    covers_ledger_words,
    covers_turn_foot,
    refusal_told_by_coach,
)
from game.views.coach_farkle import keep_out
from game.views.coach_reads import covers_title, prompt_waits
from game.views.farkle_bust import bust_keep, dim_around
from game.views.farkle_dice_to_ledger import draw_dice_to_ledger
from game.views.farkle_last_round import draw_last_round_band
from game.views.farkle_mat_band import (
    draw_faded,
    draw_mat_inside,
    draw_selection_words,
    mat_wanted,
    tray_named,
)
from game.views.farkle_seat_card import draw_seat_card
from game.views.farkle_sockets import draw_dice_slots  # (the 10 000's sockets: round 74)
from game.views.farkle_tray import DICE_PER_TURN, TrayPort, draw_bank_dice
from game.views.stage_banner import LEAVE
from game.views.stage_pictures import said_by_stage
from game.widgets.celebration import celebration_bounds, draw_celebration
from game.widgets.dice_render import shared_faces
from game.widgets.farkle_hint import draw_beckon_rings, draw_hint_rings, hint_sentence
from game.widgets.farkle_panels import ValueLine, player_band
from game.widgets.felt import felt_area
from game.widgets.score_guide import draw_score_guide, guide_entries
from game.widgets.seats import player_style
from game.widgets.text import BOLD, REGULAR, draw_text

if TYPE_CHECKING:
    from game.app import App
    from game.engine.farkle import FarkleGame

__all__ = ["FarkleTableScene", "Flight", "TurnView"]

ANIMATION_SEED = 10_000
"""Seed of the generator that only shapes the dice's flights (never their faces)."""
RINGED_NAMES = {"farkle.roll": "farkle.roll", "farkle.bank": "farkle.bank",
                "farkle.hint.button": "farkle.hint.button", "pause.title": "pause.title",
                "common.help_button": "menu.rules", "undo.button": "undo.button"}
"""The word the key line says for the button under the keys' ring (by the button's name):
Space and Enter press it (round 74, hF85)."""


class FarkleTableScene(FarkleTableLayout, FarkleTableInput, FarkleTableEnds, TableScene):
    """A game of 10 000 in progress; Esc asks before leaving."""

    title_key = "menu.farkle"
    kind = "farkle"
    type_least = theme.TABLE_TYPE_LEAST  # hF25: the Yams table's floor, 15 px of em at 1024×600

    def __init__(self, app: App, game: FarkleGame) -> None:
        """Sit the players of ``game`` at the table (a resumed game shows its current roll)."""
        super().__init__(app, game)
        self.game: FarkleGame = game
        warm_up()  # the Expert's and Sugestie's roll tables, once, before any decision
        if (game.computer_level == "expert" and any(p.is_computer for p in game.players)
                and not expert_available()):  # a damaged table: it plays as Normal (F13)
            app.notify(self.tr("farkle.expert.unavailable"), kind="farkle_expert")
        self.cache = shared_faces()  # one cache for every screen (issue 23 §6)
        self.ledger_flight = LedgerFlight()  # a throw's set-aside dice to the ledger (S81 1.)
        self.guide_rect = pygame.Rect(0, 0, 0, 0)
        """The scoring guide under the players' panel (or under the turn panel when
        :attr:`guide_right`)."""
        self.guide_right = False
        """True when the guide does not fit under the players (many seats, a small window):
        it takes the turn column's lower part, the set-aside story the players column's."""
        self._guide_need = 0
        self.anim_rng = random.Random(ANIMATION_SEED)
        self.roll_button = self.button("farkle.roll", self.press_roll)
        self.bank_button = self.button("farkle.bank", self.press_bank, "secondary")
        self.bank_button.label = lambda: self.flow.bank_label(  # its action's words (S108 1.)
            self.bank_button.enabled or (self.on_stage is not None and not self.computer_turn))
        # (round 41: "Sugestie" secondary, an outline with muted regular words, never bold-bright)
        self.hint_button = self.button("farkle.hint.button", self.show_hint, "quiet")
        self.hint_button.weight = REGULAR
        for corner in (self.help_button, self.menu_button):  # "?" and "Pauză": the table's
            corner.style, corner.weight = "quiet", REGULAR  # one secondary look (round 71)
        self.focus.widgets = [self.roll_button, self.bank_button, self.hint_button,
                              self.undo_button, self.help_button, self.menu_button]
        self.flow = FarkleFlow(app, game, TrayPort(self), self._show_results,
                               lambda: self.app.manager.top is self,
                               lambda: record_game_end(self.app, self.kind, self.game))
        """The turn's beats and what the table says (pure Python)."""
        self.tray = self._new_tray(game.roll_dice or tuple(range(1, DICE_PER_TURN + 1)))
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
        self.mat_presence = MatPresence(1.0 if game.selected else 0.0)
        """How much of the selection's mat shows: only while it holds dice (ruling S64 1.)."""
        self.cup_return = CupReturn()
        """The cup's way back once the old turn's dice and mat have gone (ruling S79 2.)."""
        self.refresh_buttons()

    # --- state read by drawing and tests (the flow's) -------------------------------------

    tray_live = from_flow("tray_live", "True while the tray's dice are the current roll.")
    awaiting = from_flow("awaiting", "The roll whose dice are still in the air.")
    reveal_delay = from_flow("seen_after", "Seconds the dice lie still before they are seen.")
    hold = from_flow("hold", "Seconds the bust dice still stay.")
    frozen = from_flow("frozen", "The turn as it was before the roll in the air / the bust.")
    flight = from_flow("flight", "The banked points rising into a total.")
    pulse = from_flow("pulse", "A total glowing after points landed in it.")
    win_celebration = from_flow("win_celebration", "The winners' rows popping at the end.")
    results_shown = from_flow("results_shown", "True once the results panel was pushed.")
    final_bust_shown = from_flow("final_bust_shown", "The game ended on a bust.")
    hint_dice = from_flow("hint_dice", "The dice the hint sets aside.")
    computer_turn = from_flow("computer_turn", "True while the computer plays.")
    busy = from_flow("busy", "True while dice fly, the bust dice stay, or the game is over.")
    in_the_air = from_flow("in_the_air", "True from a throw until its dice are seen.")
    shown_finished = from_flow("shown_finished", "True once the end of the game may show.")
    shown_player = from_flow("shown_player", "Whose turn the panels show.")
    previous_best = from_flow("previous_best", "Alone: the person's best before this game.")
    first_record = from_flow("first_record", "Alone: this game set the person's first record.")

    @property
    def hint_text(self) -> str:
        """The "Sugestie" sentence shown ("" when none)."""
        advice = self.flow.hint_advice
        return "" if advice is None else hint_sentence(self.tr, advice)

    @property
    def banners(self) -> list[Said]:
        """The big announcement (bust, hot dice, last round) as a list of at most one."""
        said = self.flow.big_announcement()
        return [] if said is None else [Said(said.key, said.text, said.detail)]

    @property
    def toast(self) -> Said | None:
        """The line under the buttons: the refusal or a one-line announcement."""
        said = self.flow.line_message()
        return None if said is None else Said(said.key, said.text, said.detail)

    @property
    def turn_banner(self) -> Any:
        """"La rând: …" as the flow's voice says it (``active``, ``text``)."""
        said = self.flow.voice.banner
        return Said("table.turn_banner", said.text if said is not None else "", ())

    @turn_banner.setter
    def turn_banner(self, value: Any) -> None:
        """The base table's own banner is not used here: the flow's voice says it."""

    @property
    def factor(self) -> float:
        """Animation speed (2 in the fast setting)."""
        return float(getattr(self.app, "animation_factor", 1.0))

    def is_animating(self) -> bool:
        """True while dice move, a message, a banner or points play, or the computer acts.

        Only a person's quiet turn (waiting for a click) lets the loop idle.
        """
        return (self.tray.is_moving or self.flow.animating or self.coach.animating
                or (self.flow.cup_wanted() and self.cup_return.share < 1))  # (S79 2.)
        # (no light's slide to draw: it lands with the pill, S38 amended round 78)

    def shown_player_index(self) -> int:
        """The turn banner follows the player the panels show."""
        return self.shown_player

    def die_centre(self, index: int) -> tuple[int, int]:
        """Where die ``index`` of the tray rests (tests click there)."""
        x, y = self.tray.rest_positions[index]
        return (round(x), round(y))

    def coach_keep_out(self) -> dict[str, pygame.Rect]:
        """What a coach card never lies over (the layout check reads it)."""
        return keep_out(self)

    def hit_targets(self) -> list[pygame.Rect]:
        """Where the dice are drawn (the fuzzer clicks there as often as on the buttons)."""
        side = self.tray.die_size
        return [pygame.Rect(round(x - side / 2), round(y - side / 2), side, side)
                for x, y in (self.tray.position(i) for i in range(self.tray.count))]

    def dice_in_play_rects(self) -> list[pygame.Rect]:
        """Where the dice of the roll being played (or of the bust shown) rest: no message
        covers them (the layout check)."""
        kept = self.frozen is not None and self.frozen is not self.flow.banked_view
        if not (self._live() or kept or self.tray.is_animating):  # a bank's dice are gone
            return []
        side = self.tray.die_size
        return [pygame.Rect(round(x - side / 2), round(y - side / 2), side, side)
                for x, y in self.tray.rest_positions]

    # --- actions: the flow's verbs ----------------------------------------------------------

    def press_die(self, index: int) -> None:
        """A person clicked die ``index`` (or pressed its key)."""
        self.flow.press_die(index)

    def toggle(self, index: int) -> None:
        """Set die ``index`` aside or back (the flow's toggle, as the computer does)."""
        self.flow.toggle(index)

    def press_roll(self) -> None:
        """"Aruncă" (button or Space)."""
        self.flow.press_roll()

    def press_bank(self) -> None:
        """"Încasează" (button or Enter)."""
        self.flow.press_bank()

    def roll(self) -> None:
        """Roll now (no checks of whose turn: the flow's roll)."""
        self.flow.roll()

    def bank(self) -> None:
        """Bank now (the flow's bank)."""
        self.flow.bank()

    def skip(self) -> None:
        """Finish the dice's flight, or cut the bust pause short."""
        self.flow.skip()

    def undo(self) -> None:
        """"Anulează": the engine takes the bank back; the roll and the selection return."""
        self.flow.undo()
        self.refresh_buttons()

    def undo_label(self) -> str:
        """"Anulează încasarea făcută de Ana" while the last bank can be taken back (the one
        thing an undo does on this table, lit at the next turn's start: it says what it
        undoes and whose, round 71, critic B71), else the greyed short "Anulează (Ctrl+Z)"."""
        banker = self.flow.undo_banker()
        if banker is None or not self.undo_button.enabled:  # (as lit: S79 3.)
            return str(self.tr("undo.button"))
        return str(self.tr("farkle.undo.bank", name=self.flow.player_label(banker)))

    def show_hint(self) -> None:
        """"Sugestie": outline the dice to set aside, say roll or bank and the chance to win."""
        self.flow.show_hint()

    def clear_hint(self) -> None:
        """Forget the shown hint."""
        self.flow.clear_hint()

    # --- time -------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """Dice, then the flow's beats (pauses, messages, the computer, the end)."""
        super().update(dt)
        self.tray.update(dt)
        chosen = frozenset(self.game.selected)
        self.flow.update(dt)
        if frozenset(self.game.selected) != chosen and self.tray.is_gliding:
            self.tray.update(dt)  # (the computer's die leaves the row as it is chosen)
        self.mat_presence.update(dt, mat_wanted(self), self.factor, tray_named(self))  # S107
        self.ledger_flight.follow(self.game.set_aside, self.flow.in_the_air, dt, self.factor)
        self.cup_return.update(dt, self.flow.cup_wanted(), self._under_cup(), self.factor)
        self.offer_stage(self.flow.moment)  # hot dice, a big bank, the win take the stage
        if self.end_dark and self.on_stage is None and self.flow.moment.playing("win"):
            # (the winners' rows would pop unseen under the end's dark: the results follow)
            self.flow.moment.finish()
        self.refresh_buttons()

    def refresh_buttons(self) -> None:
        """The actions lit or dimmed (dimmed under a stage until it hands back, a bank rising)."""
        people = not self.computer_turn and not self.busy and self.frozen is None \
            and (self.on_stage is None or self.stage_handing_back) \
            and not self.flow.handoff.holds  # dimmed under a stage, and under the seat card
        # (round 76, hG80, ruling S13: nothing red while it names the player; "Aruncă" lights
        # as it settles, with the panels; a press under it ends it and acts: handle_event)
        # but "?" and "Pauză": reading the rules or pausing under a stage is a player's right
        # (the stage waits under them); lit, a click on them acts (review, round 69)
        self.help_button.enabled = self.menu_button.enabled = True
        # under a bust's stamp the moment is the loser's: "Aruncă" lights with the rest of
        # the table when the turn passes (a click or Space cuts the stamp short)
        self.roll_button.enabled = people and self.game.can_roll
        self.bank_button.enabled = people and self.game.can_bank
        # banking that reaches the goal is the next sensible action: it is the red one; a
        # coach card never moves it (S11 amended round 80, hF102: critic cB79 defect 10)
        bank_next = self.bank_button.enabled and farkle_primary(
            self.flow.bank_is_next()) == "bank"
        # two looks, not four (round 71, critic): the one primary red and raised, every other
        # live action the quiet outline with regular words, as "Sugestie" and "Anulează"
        self.bank_button.style = "primary" if bank_next else "quiet"
        self.roll_button.style = "quiet" if bank_next else "primary"
        for button in (self.roll_button, self.bank_button):
            button.weight = BOLD if button.style == "primary" else REGULAR
        self.hint_button.style = "quiet"  # dimmed before a first throw: the one move (B69)
        self.hint_button.enabled = people and not self.flow.awaits_first_throw
        self.sync_undo_button()
        over = self.shown_finished  # the game is over: nothing to play (none under the results)
        for button in (self.roll_button, self.bank_button, self.hint_button):
            button.visible = not over
            if not button.enabled:  # one look for every disabled button, "Anulează"'s
                button.style = "idle"  # (round 65, critic B62, B64: two looks)

    def sync_undo_button(self) -> None:
        """"Anulează" keeps its place under the buttons, drawn exactly while the undo would
        be accepted (never under a stage: critic B32), else not drawn at all: no greyed dead
        row all game (ruling S108, round 82, hF111, critic cB81 #7)."""
        self.undo_button.enabled = (self.can_undo and self.on_stage is None  # offered
                                    and self.flow.undo_offered())  # as any bank's (S79 3.)
        # idle: greyed and quieter still, flat, small words (round 41), never an outline (hF21);
        # lit: a quiet outline with muted regular words, as "Sugestie" (critic B41: bold on
        # a raised face it called out beside the next player's "Aruncă", the one primary)
        lit = self.undo_button.enabled
        self.undo_button.style = "quiet" if lit else "idle"
        self.undo_button.weight = REGULAR if lit else BOLD
        self.undo_button.visible = False  # on the banker's "Tura trecută" card (S114 1.)

    # --- drawing ------------------------------------------------------------------------

    def draw_table(self, surface: pygame.Surface) -> None:
        """Title, players, turn, earlier rolls, the mat, the dice, messages."""
        felt = felt_area(self.size)
        margin = self.px(30)
        strip = self.flow.last_round_strip()
        if not self._notice_shown() and not covers_title(self) and not views.stamped(self):
            # (a notice or a coach card (hC28) takes the title's place a moment; hF71, critics
            # B69, D69: the last round's band takes the title's row, ruling S6)
            if strip is not None:
                draw_last_round_band(surface, self, strip)
            else:
                draw_text(surface, self.heading(), self.font_px(theme.FONT_HEADING),
                          theme.GOLD, (felt.centerx, felt.y + margin + self.px(36)),
                          shadow=self.px(3), weight=BOLD)
        views.draw_players_panel(surface, self, self.flow, self.outcome_visible())
        card = self.coach.card
        draw_score_guide(surface, self.guide_rect, self.scale, self.tr("farkle.guide"),
                         guide_entries(self.tr), self.guide_size_room,
                         under=card, lights=views.guide_lights(self.flow))  # (hC27, hF72)
        shown = self.turn_panel()
        if card is not None and card.colliderect(self.turn_rect):
            shown = (shown[0], [], shown[2])  # a coach card speaks in the panel's foot: its
            # notes wait under it, not a letter peeking out beside the card
        views.draw_turn_panel(surface, self, self.flow, shown,
                              foot=not covers_turn_foot(self), visible=self.outcome_visible())
        self.undo_link = views.draw_groups_panel(surface, self, self.flow, self.cache,
                                words=not covers_ledger_words(self),  # nor under a coach card
                                primer=card is None or not card.colliderect(self.groups_rect),
                                last_away=self.ledger_flight.active)
        self._draw_centre(surface)
        self.draw_key_hints(surface, self.key_line())

    def key_line(self) -> str:
        """The key line: every key of a person's turn; while the panels show the computer's
        turn only the keys that work then, Esc and F1 (round 71, critic: "Spațiu: Aruncă"
        offered while the computer played), on the same baseline."""
        computer = self.game.players[self.flow.shown_player].is_computer
        if computer:
            return self.tr("table.hint")
        ringed = RINGED_NAMES.get(getattr(self.focus.focused, "name", ""))
        if ringed is not None:  # Space and Enter press the ringed button (round 74, hF85)
            return self.tr("farkle.keys_ringed", button=self.tr(ringed))
        return self.tr("farkle.keys_hint")

    def _notice_shown(self) -> bool:
        """True while the app shows a notice (at the top centre, where the title is)."""
        notices = getattr(self.app, "notices", None)
        return bool(notices is not None and notices.active)

    def heading(self) -> str:
        """The big title: the target this game is played to ("5 000", "10 000", "15 000"):
        the game is named after its target, so a game to 5 000 never reads "10 000" beside
        "Obiectiv: 5 000"."""
        if self.game.target == DEFAULT_TARGET:
            return self.tr(self.title_key)
        return format_int(self.game.target)

    def turn_panel(self) -> tuple[list[ValueLine], list[tuple[str, tuple[int, int, int]]], str]:
        """What the turn panel shows now: its value lines, its notes and its badge."""
        return views.turn_panel(self.flow, self.tr, self.outcome_visible(), self.stage_speaks())

    def _status(self) -> tuple[str, tuple[int, int, int]]:
        """The prompt over the dice: its text and colour."""
        return views.prompt_line(self.flow, self.outcome_visible())

    def selection_label(self) -> tuple[str, tuple[int, int, int]]:
        """The line over the mat: "Selecție: Trei de 5 + un 1" (or "—"), and its colour."""
        return views.selection_label(self.flow, self.tr)

    def _line_top(self) -> int:
        """Where the line under the buttons starts: under "Anulează", whose place stays."""
        return self.undo_button.rect.bottom + self.px(24)

    def _draw_centre(self, surface: pygame.Surface) -> None:
        flow = self.flow
        # The results panel says it (its edge would slice it); what the stage says is said
        # once: the prompt waits for it (the hot dice' tip says what the prompt does not).
        if not flow.results_shown and not self.stage_speaks() and not prompt_waits(self):
            # (a coach card says it, round 72)
            views.draw_prompt(surface, self, flow, self.outcome_visible())
        if not flow.results_shown:  # under the results: no empty mat half under the panel
            self._draw_mat(surface)  # (S95 1.: the tray at every beat, named when empty)
        if not self._drawing_still:  # (while dice tumble: over the picture, each frame)
            farkle_cup.draw_throw_cue(surface, self)  # the cup on the row (S1), under the dice
        kept = self.frozen is not None and self.frozen is not flow.banked_view  # banked: gone
        if (self.game.roll_dice is not None or kept or self.tray.is_animating
                or self.final_bust_shown):
            # the six slots stay in every beat: a die set aside leaves its slot outlined
            # (a click puts it back there), fewer dice thrown leave theirs
            empty = self.empty_slots()
            if empty and self.on_stage != "hot_dice":  # hot dice' ribbon rests over the
                # row: its empty slots wait unseen under it, never uncovered round it as it
                # leaves, read as its own frame left standing (critic N73); back after it
                draw_dice_slots(surface, empty, self.die_side, self.scale)
            if flow.bust_shown and not self.tray.is_moving:  # (fading out, S79 2.)
                draw_faded(surface, self._draw_lost, flow.bust_dice_shown())
            else:
                self.draw_dice(surface)  # (an undo's dice glide back whole: hF94, S48)
        elif self.frozen is not None and not (self.tray.is_animating or flow.results_shown
                                               or self.on_stage is not None):
            # a bank shown: its dice going, their six places stay as the cup comes back
            # (round 74, ruling S1: the row went bare over the rising "+N"; S64 3., round
            # 79: the cup whole once they have gone; a staged bank's plate stands over the
            # emptied row, no socket cut by it)
            draw_faded(surface, lambda onto: draw_dice_slots(
                onto, self._row_positions(DICE_PER_TURN), self.die_side, self.scale),
                1.0 - farkle_cup.cue_alpha(self) / 255)
        draw_bank_dice(surface, self)  # a bank's dice: fading from the row, kept ones going
        if not flow.results_shown:  # over a die gliding onto the mat, never under it
            draw_faded(surface, lambda onto: draw_selection_words(onto, self, flow),
                       self.mat_share())  # (its line with it: no "Selecție: —", S64)
        if self.hint_dice and self._live() and not self.tray.is_animating:
            draw_hint_rings(surface, (self.tray.position(i) for i in sorted(self.hint_dice)),
                            self.tray.die_size, self.scale)
        if (not flow.results_shown and self.on_stage is None  # the stage says it, once
                and not refusal_told_by_coach(self)):  # the coach's card says it, once
            views.draw_line(surface, self, flow, self._line_top(), self.hit_targets())

    def mat_share(self) -> float:
        """How much of the selection's mat shows now (S64 1.): coming and going with a die's
        glide on the table's clock; whole at once under dice lying still on it (a stage's,
        whose clock runs instead of the table's, handing them back)."""
        wanted = mat_wanted(self)
        if self.app.manager.top is not self:  # (drawn under a stage each frame: its dice)
            self.mat_presence.share = float(wanted)
        return 1.0 if wanted and not self.tray.is_gliding else self.mat_presence.share

    def _draw_mat(self, surface: pygame.Surface) -> None:
        views.draw_mat(surface, self, self.flow)
        draw_mat_inside(surface, self)  # its sockets round dice on it, else its name (S95)

    def stage_speaks(self) -> bool:
        """True while a stage over the table says its moment: not in its last beat, as it
        lifts off the table (the prompt line is back then, never a blank beat). A banner
        speaks until its ribbon has fully left (critic B31 §3: one voice at a time)."""
        if self.on_stage is None or self.stage_handing_back:  # (its dice going home: the
            return False  # prompt is back with them, critic B70)
        clock = getattr(self.app.manager.top, "clock", None)
        if not isinstance(clock, StageClock):
            return True
        if clock.kind == "goal":  # its plate has folded shut by then, the table sharp: the
            return clock.progress < FARKLE_GOAL_LEAVE[1]  # line is back (round 75, cB75)
        return clock.progress < (LEAVE[1] if RARITY.get(clock.kind) == BANNER else GONE)

    def still_layer_key(self) -> object:
        """The widgets, the messages and a total's glow: what changes the picture."""
        # The line under the buttons is in the cached picture: its text, and whether it has
        # begun to fade (the banners and the rising points are drawn over it each frame).
        line = self.flow.voice.refusal or self.flow.line_message()  # (a bank's: the prompt's)
        said = None if line is None else (line.text, views.time_left(line) < 0.3)
        pulse = None if self.pulse is None else (self.pulse[0], round(self.pulse[1] * 10))
        return (super().still_layer_key(), said, pulse, self.flow.hint_advice is not None,
                self._notice_shown(), self.stage_speaks(), self.flow.last_round_strip(),
                round(self.mat_share() * 20), round(self.flow.bust_total_drop() * 20),  # (S100)
                self.ledger_flight.active)  # (the ledger's row waiting for its dice: S81)

    def draw_over_still(self, surface: pygame.Surface) -> None:
        """The cup going as the first throw's dice leave it, each frame under them."""
        farkle_cup.draw_throw_cue(surface, self)

    def draw(self, surface: pygame.Surface) -> None:
        """The table, the buttons, then what flies over everything (banners, points)."""
        super().draw(surface)
        draw_dice_to_ledger(surface, self)  # a throw's set-aside dice fly to it (S81 1.)
        beckon = self.flow.beckoning()
        if (beckon and self.app.manager.top is self and not self.tray.is_moving  # next action
                and not beckon_waits(self)):  # a refused die's card lights it alone
            draw_beckon_rings(surface, (self.tray.position(i) for i in sorted(beckon)),
                              self.tray.die_size, self.scale, self.flow.beckon_age)
        if self.flow.bust_shown and self.on_stage is None:  # a felt moment: what was lost
            said = self.flow.voice.announcement  # it falls over the table in a blink
            age = said.age if said is not None and said.key == "farkle.bust" else 1.0
            keep = bust_keep(self.dice_in_play_rects(), self.scale, self.groups_rect)
            dim_around(surface, keep, min(age / 0.15, self.flow.bust_veil()))
        elif self.on_stage is None and self.flow.overtake_veil() > 0:  # (S80 3.: its moment)
            dim_around(surface, [(self.players_rect, self.px(12))], self.flow.overtake_veil())
        if self.on_stage is None:  # "La rând: …" waits for the stage to leave
            pill = farkle_turn_band.draw_turn_banner(surface, self, self.flow)
            handoff = self.flow.handoff  # the turn's passing, settling into it
            # (round 75, hG79, critic cB75: the player's seat card drops in, over no slot)
            draw_seat_card(surface, handoff, player_style(self.players, handoff.player or 0),
                           self.center, round(self.row_y) - self.die_side // 2, self.scale,
                           pill)
        if self.on_stage is None and not said_by_stage(self):  # said once, by the stage
            moments.draw_announcement(surface, self, self.flow, self.roll_button.rect.top,
                                      [self.tray.position(i) for i in range(self.tray.count)],
                                      self.tray.die_size)
        if self.on_stage not in BANKS:  # the stage's number flies instead
            moments.draw_flight(surface, self, self.flow)
        if self.app.manager.top is self:  # a dialog froze the table's picture
            for rect in self._celebrated_rows():
                draw_celebration(surface, rect, self.win_celebration.progress,
                                 self.win_celebration.age, self.scale, clip=self._pop_room())
            moments.draw_win_sweep(surface, self._celebrated_rows(), self.flow, self)
        if self.end_dark and self.on_stage is None and not self.flow.results_shown:
            self.hush_ended(surface, self.stage_darkness)  # as the end's stage left it

    def _celebrated_rows(self) -> list[pygame.Rect]:
        celebration = self.win_celebration
        if not (celebration.active and self.shown_finished and self.outcome_visible()):
            return []
        count = len(self.players)
        return [player_band(self.players_rect, self.scale, i, count)
                for i in celebration.targets]

    def celebration_rects(self) -> list[pygame.Rect]:
        """Everything the win celebration may paint now: the winners' rows, inside the
        players' panel (away from the dice, the mat and the messages in the middle)."""
        room = self._pop_room()
        return [celebration_bounds(rect, self.scale, room).clip(room)
                for rect in self._celebrated_rows()]

    def _pop_room(self) -> pygame.Rect:
        """Where the winners' pop may paint: inside the players' panel, its frame left whole."""
        return self.players_rect.inflate(-2 * self.px(6), -2 * self.px(6))
