"""The 10 000 table's views: each draws one region from what the flow exposes, deciding nothing.

* :func:`draw_players_panel`: the players, their totals (the one receiving rising points
  shows its old total until they land), whose turn, who is next, the winners' plaques;
* :func:`turn_panel` / :func:`draw_turn_panel`: the turn's values and notes;
* :func:`draw_groups_panel`: the turn's story (groups set aside, the selection, hot-dice
  rounds, the running total);
* :func:`draw_prompt`, :func:`draw_mat`: the line over the dice, the mat and its label;
* :func:`draw_line`: the refusal or the one-line announcement under the buttons, else the hint;
* :func:`draw_announcement`: the big announcement (bust, hot dice, last round), solid so the
  mat's frame never shows through it;
* :func:`draw_flight`: the rising "+300" ("La rând: …" is drawn by
  :mod:`game.views.farkle_turn_band`).

The views read a :class:`~game.flow.farkle_flow.FarkleFlow` and a :class:`Place` (the
scene's layout: rects, scale, fonts).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game import theme, theme_stage
from game.flow.farkle_hot_back import six_back
from game.flow.farkle_last_turns import last_turn_done
from game.flow.farkle_note import turn_note
from game.flow.messages import Message, Tone
from game.flow.stage import GRAND, RARITY
from game.i18n import format_int, format_percent, shown_name
from game.rules.farkle import score
from game.views.farkle_cup import cup_place
from game.views.farkle_guide import guide_lights
from game.views.farkle_last_round import band_rect
from game.views.farkle_overtake import overtake_at
from game.views.farkle_refusal import draw_refused_die, lost_ring_reach, refused_die, time_left
from game.views.farkle_remark import computer_says
from game.views.farkle_sockets import draw_tray
from game.views.farkle_story import draw_groups_panel, story, story_rows
from game.widgets import layout_record, pill
from game.widgets.decor import draw_glints
from game.widgets.explain import selection_line
from game.widgets.farkle_banners import (
    STAMP_SIDES,
    STAMP_TITLE_SIDES,
    draw_look_banner,
    stamp_title_px,
)
from game.widgets.farkle_dense import draw_dense_players
from game.widgets.farkle_dense_rows import is_dense
from game.widgets.farkle_hint import hint_sentence
from game.widgets.farkle_panels import (
    PlayerLine,
    ValueLine,
    draw_banner,
    draw_players,
    draw_turn_foot,
    players_panel_height,
    spent,
    turn_foot_height,
)
from game.widgets.farkle_turn_panel import draw_turn
from game.widgets.seats import player_style
from game.widgets.text import STAMP, draw_text, ellipsize, fit_size, text_size
from game.widgets.turn_leader import draw_title_leader

if TYPE_CHECKING:
    from game.flow.farkle_flow import FarkleFlow

__all__ = ["draw_groups_panel", "guide_lights", "story", "story_rows"]  # (farkle_story, _guide)

Colour = tuple[int, int, int]
Notes = list[tuple[str, Colour]]

TONE_COLOURS: dict[Tone, Colour] = {
    Tone.INFO: theme.CREAM, Tone.GOOD: theme.CREAM, Tone.BAD: theme.FARKLE_BUST,
    Tone.WARN: theme.MESSAGE_WARN, Tone.CELEBRATE: theme.FARKLE_HOT,
}
"""How each tone of a message is written on the felt."""


class Place(Protocol):
    """The scene's layout as the views read it."""

    scale: float
    players_rect: pygame.Rect
    turn_rect: pygame.Rect
    groups_rect: pygame.Rect
    center: pygame.Rect
    mat: pygame.Rect
    row_y: int

    def px(self, value: float) -> int:
        """Reference pixels at this window's scale."""

    def font_px(self, size: float) -> int:
        """A font size at this window's scale."""

    def tr(self, key: str, **params: Any) -> str:
        """A catalog text."""


# --- the players ---------------------------------------------------------------------------


def player_lines(flow: FarkleFlow, tr: Any, visible: bool) -> list[PlayerLine]:
    """Each player as the panel shows them now (``visible``: the last roll has been seen);
    under the win's stage the winner's final total (its bank has landed: no step back)."""
    game = flow.game
    flying = flow.flight
    upcoming = None
    if flow.frozen is not None:  # a bust or a bank shown: who plays next stays marked
        upcoming = flow.frozen.upcoming if flow.in_the_air else (
            None if game.finished else game.current)
    elif not game.finished:
        upcoming = flow.upcoming()
    winners = {index for place, index, _ in game.ranking() if place == 1} if (
        flow.shown_finished and visible and flying is None) else set()
    lines = []
    rows = flow.row_totals()
    for i, player in enumerate(game.players):
        # the old total until the rising points land, then it counts up as they land (an
        # undone bank counts back out of it): the flow's row_totals, the Tura panel's too
        total = rows[i]
        glow = 0.0
        if flow.pulse is not None and flow.pulse[0] == i:
            glow = 1 - flow.pulse[1] / flow.pulse_time
        lines.append(PlayerLine(
            name=shown_name(player.name, player.is_computer, tr),
            total=format_int(total), progress=total / game.target,
            # the light and "urmează" move to the next player as the seat card enters, never
            # gone under it (ruling S79 1., round 80: amends S13 amended round 77, S48 3.)
            current=i == flow.shown_player and not flow.shown_finished,
            next_up=i == upcoming,
            next_tag=tr("farkle.next") if i == upcoming else "", glow=glow,
            reached_tag="" if winners else tr("farkle.reached") if flow.goal_tag_shown(i)
            else tr("farkle.finished") if last_turn_done(flow, i) else "",  # (S109 2.)
            winner=i in winners, seat=player_style(game.players, i),
            shown=flow.total_opacity(i)))
    return lines


def draw_players_panel(surface: pygame.Surface, place: Place, flow: FarkleFlow,
                       visible: bool) -> None:
    """The players' panel."""
    rect, count = place.players_rect, len(flow.game.players)
    dense = is_dense(rect.h, place.scale, count, players_panel_height(0, place.scale))
    lines = player_lines(flow, place.tr, visible)
    args = (surface, rect, place.scale, place.tr("table.players"), place.tr("farkle.target"),
            format_int(flow.game.target), lines)
    if dense:
        draw_dense_players(*args)
        return
    draw_players(*args)  # the light lands with the pill, one change (S38 amended round 78:
    # round 77's slide from the outgoing row read as a lag, critic cB78)


# --- the turn ------------------------------------------------------------------------------


def turn_panel(flow: FarkleFlow, tr: Any, visible: bool,
               staged: bool = False) -> tuple[list[ValueLine], Notes, str]:
    """What the turn panel shows now: its value lines (the dice to roll and the risk; the
    turn's points belong to the ledger, the selection's to the mat), its notes and its badge.

    While dice are in the air it is the panel as it was before the throw. (``staged``: a
    stage speaks over the table; since round 76 the bank's row says the same under it, the
    flow deciding which bank counts on the row: :meth:`FarkleFlow.bank_on_row`.)"""
    game = flow.game
    frozen, banked, lost = flow.panel_view()  # (from the seat card's entrance the next
    # player's live panel: ruling S79 1., round 80)
    to_roll = flow.dice_to_roll_shown()  # (the flow's: 6 under hot dice, never "0")
    # the panel as it was before the throw while its dice fly, and under a bust or a bank
    # the figures it was made with (round 74, ruling S14: no "—" row); else the dice left
    # (under hot dice the six dice' risk beside their "6": round 69)
    risk = frozen.risk if frozen is not None else game.risk
    # The rows stay all the turn, the same two figures: the panel never jumps; under a
    # bust quiet, as they were (round 76, hF89, critics cF75b / cZ75: the risk in the
    # stamp's red said the bust a fourth way; the stamp says it, once)
    lines = [ValueLine(tr("farkle.label.dice_to_roll"), str(to_roll), theme.CREAM),
             ValueLine(tr("farkle.label.risk"), format_percent(risk), theme.CREAM, bar=risk)]
    if frozen is not None and lost:  # spent once the bust is seen (S96 1., round 81)
        lines = [spent(line) for line in lines]
    if frozen is not None and banked:
        # a bank shown: "Încasat +1 050" until the turn passes, the dice and risk rows
        # yield to it, their room kept blank (round 74, hF87, critic cR74b #2: the stale
        # risk and its red bar stood under the "+1 050" plate; ruling S14)
        # (under the bank's plate its "+1 050" is the stage's, said once: round 74, at hF87's
        # merge, tests/layout_stage.py's said_twice; the row says "1 050", settled)
        # (round 75, hA75: its "+N" goes INTO the banker's total, counting down as the row
        # counts up; round 76, hA77, critics cF75b / cZ75: never blank, said once): an
        # unstaged bank's "+150" is the row's from the press, the figure's one voice (coins
        # fly to the total, no copy of it); under a staged bank's plate, which says the
        # "+N", and once counted whole, the bank settled, "1 050" in cream (ruling S14)
        # (round 81, hF107, ruling S96 2., critic cB80 #5: its "+150" stands whole while
        # the row counts up, never counting down beside "Scor" counting up)
        whole = frozen.turn_points
        figure, tone = ("+" + format_int(whole), theme.GOLD) if flow.bank_on_row() else (
            format_int(whole), theme.CREAM)
        kept = sum(len(group.dice) for group in frozen.groups)  # (the risk row's room: the
        # dice the bank was made of, never a hole; round 74, at hF87's merge:
        # tests/test_farkle_turn_panel_filled.py)
        lines = [ValueLine(tr("farkle.label.banked"), figure, tone),
                 ValueLine(tr("farkle.label.banked_dice"), str(kept), theme.CREAM,
                           bar=min(1.0, kept / 6),  # (its bar: of the six dice, in the
                           bar_colour=theme.GOLD)]  # bank's gold: never the risk's red)
    notes: Notes = []  # a bust is the stamp's and the ledger's to say, not the panel's
    # The first row stands at every beat, for everyone (hF14: a row that came and went read
    # as a region that jumps): that any points may be banked, or in the last round the
    # score to beat, in the same place.
    settled = flow.settled_totals()
    need = flow.lead_need()  # (hF28: the score to beat and whose it is: the strip's)
    strip = flow.last_round_strip() is not None  # (round 65, critic B64: it says the score
    # to beat; the panel said it a second time)
    person = not game.finished  # (round 73, hX80, critic J72 #15: the computer's panel says a
    # person's rows, "Până la obiectiv" too; its remark is the prompt line's: ruling S15)
    # One label per phase (round 76, hL76, critics cF75b and cZ75: four labels in a few
    # beats around the goal's bank): the flow's kind, a bank's kept until the turn passes,
    # its figure following the row, never under 0 (ruling S14 amended)
    kind = turn_note(flow)
    if kind == "need":
        notes.append((tr("farkle.turn.need", points=format_int(need or 0)), theme.CREAM))
    elif kind == "leading":  # (round 72, critics E71 and G71: "De depășit" named his own)
        notes.append((tr("farkle.turn.leading"), theme.CREAM))
    elif kind == "played":  # (S80, round 80, hF101: his last turn is over)
        notes.append((tr("farkle.turn.played"), theme.MUTED))
    elif kind == "no_minimum":  # (round 65, critic B64; round 66, B65)
        notes.append((tr("farkle.turn.no_minimum"), theme.MUTED))
    if kind == "need" and need is not None and person and not strip:
        # (round 62: the slot under the first row holds a person's line in the last round
        # too, the figure its need is counted from, while the strip does not say it yet)
        notes.append((tr("farkle.turn.to_beat", points=format_int(max(settled))),
                      theme.CREAM))
    elif kind == "to_go":
        # A turn keeps the same notes in the same places from its first throw to its bank
        # and its bank's beats: what stands between them and the target, the total as the
        # list shows it at that frame (round 71, critic B71; round 72: with the row), down
        # to 0 as a bank reaching the goal counts in (round 76: never gone under its bank)
        left = game.target - flow.row_totals()[flow.shown_player]
        notes.append((tr("farkle.turn.to_go", points=format_int(max(0, left))), theme.CREAM))
    # (what banking makes of a person's total is the panel's foot row: :func:`bank_fact`)
    # no badge: the last round is said once, by its ribbon and then its strip where the
    # title stands (hF28: the panel's "Ultima tură!" pill said it a second time)
    return lines, notes, ""


def bank_fact(flow: FarkleFlow, tr: Any, visible: bool) -> ValueLine | None:
    """The Tura panel's foot row, in one place from the first throw to the bank: "Scor", the
    shown player's total as their row says it at that frame (the flow's settled totals:
    under a bank it counts in with the row), its bar the way to the goal; while a selection
    can be banked, the bar's gold part what banking would add, never that total as a figure
    (ruling S14, round 72, critics E71 and G71: "După încasare 600" said the bank button's
    figure again); the computer's turn keeps the row too (round 41, critic B40); None once
    the game is over."""
    game = flow.game
    banked = flow.frozen is not None and flow.frozen is flow.banked_view  # (the winning
    # bank's beat too: "Scor" counts past the goal with the row, round 74, hF87)
    if flow.shown_finished or (game.finished and not flow.in_the_air and not banked):
        return None  # (hF51: never gone while the last throw flies: it would say the end)
    label = tr("farkle.turn.score_label")
    score = flow.row_totals()[flow.shown_player]  # (counting with the row: round 72)
    reach = score
    if flow.frozen is None and visible and flow.live() and game.can_bank:
        reach = score + flow.turn_figure_seen()  # (as the dice land: S53)
    return ValueLine(label, format_int(score), theme.CREAM,
                     bar=min(1.0, reach / game.target),
                     bar_from=min(1.0, score / game.target))


REASON_LINES = 2
"""Lines the computer's reasoning (one plain sentence) takes said whole; the Tura panel keeps
no room for it (hF72; since round 73 it is the prompt line's, ruling S15)."""

REASON_SLOT = 1
"""Lines the Tura panel's slot under its first row holds, for everyone (round 62, critic
B61: the computer's two-line reason pushed "După încasare" down, at 1024×600 out of the
panel): one note, a person's and the computer's alike since round 73 (its remark is the
prompt line's, ruling S15); the room under it is the fact's, at its largest where the panel
holds it."""


def note_room(flow: FarkleFlow, tr: Any, size: int, width: int) -> list[list[int]]:
    """The note lines the turn panel may have to hold (each a list of lines per note), so
    it is built once as high as the tallest and never grows: what
    :func:`game.widgets.farkle_turn_parts.draw_turn_notes` draws, its first row and the slot
    of :data:`REASON_SLOT` lines under it (hF72, critic B69: room kept for a two-line reason
    and a third note, which no frame draws since round 62, lay as a dead band under "Risc")."""
    return [[1, REASON_SLOT]]


def note_alone(flow: FarkleFlow, notes: Notes) -> bool:
    """True when the Tura panel says one note alone (a person's "Până la obiectiv",
    "Necesar în tură"; round 66, critic B65: the computer's reason): the first row left
    empty, the note in the middle of the notes' room, air under the risk's bar (round 65,
    critic B64: crammed at 1024×600)."""
    return len(notes) == 1


def draw_turn_panel(surface: pygame.Surface, place: Place, flow: FarkleFlow,
                    shown: tuple[list[ValueLine], Notes, str], foot: bool = True,
                    visible: bool = True) -> pygame.Rect | None:
    """The turn panel (``shown``: :func:`turn_panel` of this frame; ``foot``: False while a
    coach card lies on its foot (the risk card's room); ``visible``: the last roll has been
    seen, for :func:`bank_fact`). Return where its fact ("După încasare") stands (None:
    none): the coach's bank card points at it."""
    lines, notes, badge = shown
    player = flow.game.players[flow.shown_player]
    card = getattr(getattr(place, "coach", None), "card", None)  # (its rows wait under it)
    covered = card is not None and card.colliderect(place.turn_rect)
    # (round 69: the row stands with no note too, the computer's bank and bust: never bare)
    fact = None if covered else bank_fact(flow, place.tr, visible)
    foot = foot and flow.says_leader()  # (none in the last round: the notes use its room)
    lead = flow.leader_line()  # ("" before anyone has banked: no "Lider" then, critic B71)
    at_foot = foot and getattr(place, "turn_foot", False)  # (under a coach card: no notes)
    floor = place.turn_rect.bottom - (turn_foot_height(place.scale) if at_foot else 0)
    said = draw_turn(surface, place.turn_rect, place.scale, place.tr("farkle.turn_panel"),
                     badge, shown_name(player.name, player.is_computer, place.tr), "", lines,
                     notes, seat=player_style(flow.game.players, flow.shown_player),
                     fact=fact,
                     floor=floor, slot=REASON_SLOT,  # (the computer's remark: the prompt's)
                     centred=note_alone(flow, notes))
    if foot and lead and getattr(place, "turn_foot", False):
        draw_turn_foot(surface, place.turn_rect, place.scale, place.tr("farkle.turn.leader"),
                       lead)
    elif foot and lead:  # no room for the foot (the guide under the panel): the title row
        draw_title_leader(surface, place.turn_rect, place.scale, place.tr("farkle.turn_panel"),
                          place.tr("farkle.turn.leader"), lead)
    return said


# --- the middle column ---------------------------------------------------------------------


def prompt_line(flow: FarkleFlow, visible: bool = False) -> tuple[str, Colour]:
    """The prompt's text and colour ("" while the dice speak first); on the computer's turn,
    once its last throw's dice are still and seen (``visible``), its remark ("Calculatorul:
    Păstrez 1 și mă opresc: 600 e destul", ruling S15), else "Calculatorul joacă…"."""
    said = flow.prompt()
    if said is None:
        return "", theme.MUTED
    if said.key == "farkle.game_over":
        return said.text, theme.GOLD
    if said.key == "farkle.hint.computer":
        if visible and not flow.in_the_air:
            return computer_says(flow, flow.tr, visible), theme.GOLD
        return said.text, theme.MUTED
    return said.text, TONE_COLOURS[said.tone]


def draw_prompt(surface: pygame.Surface, place: Place, flow: FarkleFlow,
                visible: bool = False) -> pygame.Rect | None:
    """The prompt over the dice: plain text (guidance is never drawn as a refusal; the
    computer's remark once ``visible``, its dice still and seen: :func:`prompt_line`); a
    refused bank's words (why) in its place on the refusal's red pill, fading with it."""
    said = flow.prompt()
    if said is not None and said.key == "farkle.undone":  # said clearly, on its pill (S79 3.)
        left = time_left(said)
        return pill.draw_pill(surface, said.text, place.font_px(theme.FONT_BODY),
                              (place.center.centerx, place.center.y + place.px(30)),
                              pill.INFO, place.scale, max_width=place.center.w,
                              alpha=255 if left > 0.3 else round(255 * max(0.0, left) / 0.3),
                              role="undone")
    if said is not None and said.channel == "refusal":
        left = time_left(said)
        alpha = 255 if left > 0.3 else round(255 * max(0.0, left) / 0.3)
        return pill.draw_pill(surface, said.text, place.font_px(theme.FONT_BODY),
                              (place.center.centerx, place.center.y + place.px(30)),
                              pill.REFUSED, place.scale, max_width=place.center.w, alpha=alpha,
                              role=str(said.channel))
    text, colour = prompt_line(flow, visible)
    if not text:
        return None
    if (said is not None and said.key == "farkle.hint.computer"
            and text_size(text, place.font_px(theme.FONT_BODY))[0] > place.center.w):
        text = computer_says(flow, flow.tr, visible, short=True)  # (its one-line form)
    return draw_text(surface, text, place.font_px(theme.FONT_BODY), colour,
                     (place.center.centerx, place.center.y + place.px(30)),
                     max_width=place.center.w, shadow=place.px(2))


def selection_label(flow: FarkleFlow, tr: Any) -> tuple[str, Colour]:
    """The line over the mat: "Selecție: Trei de 5 + un 1" (its points are the ledger's
    "+600", critic B50: never said twice side by side; or "—"), and its colour; a die still
    flying to the mat named once it lies there (round 78, hF95, ruling S53 1.)."""
    game = flow.game
    roll = game.roll_dice or ()
    dice = [roll[i] for i in sorted(flow.selected_seen()) if i < len(roll)]  # (landed: S53)
    points = score(dice) if dice else None
    if flow.bank_dice_named():  # a bank's dice on the mat: what they are (round 76, hF89)
        return tr("farkle.selection_banked"), theme.GOLD
    if not flow.live() or six_back(flow):  # (hot dice' six back in the row: none chosen)
        return tr("farkle.selection_points", points="—"), theme.MUTED
    if points is not None and game.roll_dice is not None:
        return selection_line(tr, dice, points), theme.FARKLE_VALID
    if dice:  # dice set aside that do not score yet (a part of a combination)
        return tr("farkle.selection_unfinished"), theme.MESSAGE_WARN
    return tr("farkle.selection_points", points="—"), theme.MUTED


def draw_mat(surface: pygame.Surface, place: Place, flow: FarkleFlow) -> None:
    """The mat the selection is set aside on (its label: :func:`draw_selection_line`,
    always there: the last round says itself in the band over the dice row).

    The bust's stamp lies over the bare mat's top rim, inside its sides, its sides and foot
    seen (critic B32: "the tray vanishes under it"; round 74, hF86: its title read across a
    room, :func:`draw_announcement`); the mat's "Selecție: —" line waits under it, back as
    the turn passes."""
    mat = place.mat
    draw_tray(surface, mat, place.scale)  # (round 74: a tray, its cloth shaded under its rim)
    if layout_record.ON:
        layout_record.panel(surface, mat, "mat")


def draw_selection_line(surface: pygame.Surface, place: Place, flow: FarkleFlow) -> None:
    """The mat's "Selecție: …" line, drawn after the dice: a die gliding from the row onto
    the mat passes under its words, never over them (thrown dice tumble above it)."""
    said = flow.big_announcement()
    bust = said is not None and said.key == "farkle.bust"
    mat = place.mat
    staged = getattr(place, "on_stage", None)
    under_stage = staged is not None and (flow.hot_dice_coming or RARITY.get(staged) == GRAND
                                          or staged in ("pairs_throw", "bank_banner"))
    if not under_stage and not bust:  # (a headline's gathered dice fly home across the
        # label's row: it waits until they have landed, critic B31 §2)
        # (under the hot dice' stage, three pairs' ribbon and a banner bank's plate on the
        # tray, S95 2., their line stands there: no words peek out cut under it, critic D70;
        # a bust's stamp is the mat's whole say
        # while it lies there)
        # The label stays with its mat through every beat (a throw, the turn passing, the
        # banked points rising out of the mat, whose path keeps clear of its words):
        # "Selecție: —" says what is true while nothing is selected.
        label, tint = selection_label(flow, place.tr)
        draw_text(surface, label, place.font_px(theme.FONT_SMALL), tint,
                  (mat.x + place.px(20), mat.y - place.px(8)), "bottomleft",
                  shadow=place.px(2), max_width=place.center.right - mat.x - place.px(20),
                  role="selection")


def draw_line(surface: pygame.Surface, place: Place, flow: FarkleFlow, top: int,
              dice: Sequence[pygame.Rect] = ()) -> None:
    """Under the buttons (from ``top``): the refusal as a pill, else the one-line
    announcement (an undo: what it took back), else the hint. A refused die (among
    ``dice``, the dice in play) is answered at the die itself instead:
    :func:`draw_refused_die`. A bank is never said here (its "+N" and the prompt say it)."""
    size = place.font_px(theme.FONT_SMALL)
    said = flow.line_message()
    x = place.center.centerx
    die = refused_die(flow, dice)
    if die is not None and said is not None and said.channel == "refusal":
        draw_refused_die(surface, place, flow, die)
        return
    if said is None:
        if flow.hint_advice is not None:  # one line: the room under "Anulează" is one line
            text, fitted = hint_line(place, flow.hint_advice)
            draw_text(surface, text, fitted, theme.HINT_TEXT, (x, top), shadow=place.px(2))
        return
    left = time_left(said)
    if said.tone is Tone.BAD:  # a refusal, or what went wrong
        alpha = 255 if left > 0.3 else round(255 * max(0.0, left) / 0.3)
        pill.draw_pill(surface, said.text, size, (x, top), pill.REFUSED, place.scale,
                       max_width=place.center.w, alpha=alpha, role=str(said.channel))
        return
    colour = TONE_COLOURS[said.tone] if left > 0.3 else theme.MUTED
    fitted = max(theme.font_floor(place.scale), fit_size(said.text, size, place.center.w))
    draw_text(surface, ellipsize(said.text, fitted, place.center.w), fitted, colour, (x, top),
              shadow=place.px(2), role=str(said.channel))


def hint_line(place: Place, hint: Any) -> tuple[str, int]:
    """The "Sugestie" as it is said under "Anulează": one line (its text and size), the
    shorter chance where the whole sentence would need two, smaller type (never under the
    floor) where even that is too wide."""
    size = place.font_px(theme.FONT_SMALL)
    width = place.center.w
    text = hint_sentence(place.tr, hint)
    if text_size(text, size)[0] > width:
        text = hint_sentence(place.tr, hint, short=True)
    fitted = max(theme.font_floor(place.scale), fit_size(text, size, width))
    return ellipsize(text, fitted, width), fitted


def announcement_fade(said: Message, factor: float, staged: bool = False) -> float:
    """0..1: how much of the big announcement shows (it fades in and out; ``staged``: its
    moment brings it in, so it does not fade in)."""
    fade = max(0.12, 0.25 / factor)
    left = time_left(said)
    return max(0.0, min(1.0, 1.0 if staged else said.age / fade, left / fade))


def stamp_width(place: Place, title: str) -> int:
    """The bust's stamp's width: its title (in the stamp's size, hL50) and its rims, and at
    least :data:`STAMP_TABLE_SHARE` of the table's width (round 74, hF85: a ~300 px plate at
    1366 was small for the moment that hurts most), never wider than the mat it lies in
    (less the room its tilt takes and the mat's felt seen each side of it)."""
    words = text_size(title, round(place.font_px(theme.FONT_TITLE) * theme.FARKLE_STAMP_TITLE),
                      STAMP)[0]
    table = place.turn_rect.right - place.players_rect.left
    return min(max(words + place.px(STAMP_SIDES), round(STAMP_TABLE_SHARE * table)),
               place.mat.w - place.px(36) - 2 * place.px(theme.FARKLE_STAMP_INSET))


def stamped(scene: Any) -> bool:
    """True while a bust's plate stands in the title's row: never since round 80 (ruling
    S87 2., hF104): in every round the plate stands under its dice, the "10 000" title and
    the last round's band keep their row (S65's plate in the title's row retired)."""
    return False


STAMP_TABLE_SHARE = 0.4
"""The bust's stamp spans at least this share of the table (players panel to turn panel):
read across a room (round 74, hF85), still a banner under its dice (ruling S2)."""


def draw_announcement(surface: pygame.Surface, place: Place, flow: FarkleFlow,
                      bottom: int, dice: list[tuple[float, float]],
                      die_size: int, glow: float = 0.0) -> pygame.Rect | None:
    """The big announcement over the mat (hot dice: over the emptied row, glints at the six
    dice), never below ``bottom``; solid, so the mat's frame never shows through: the bust a
    red stamp (its wash ``glow``), the rest a panel.
    Return the rect it covers (its moment is staged in it: :mod:`game.views.moments`)."""
    said = flow.big_announcement()
    if said is None:
        return None
    centre = place.mat.center
    if said.key == "farkle.hot_dice":
        # F8: the six dice lie on the mat; the banner takes the emptied row above it.
        # Above the mat's "Selecție" line, which stays (no region comes and goes).
        label_room = place.font_px(theme.FONT_SMALL) + place.px(8)
        centre, bottom = (place.center.centerx, place.row_y), place.mat.top - label_room
        if flow.live():
            draw_glints(surface, dice, die_size, said.age, theme.GOLD)
    if said.key == "farkle.overtake":  # over the cup (S80 3.), pops in, shrinks (S109 1.)
        return overtake_at(surface, place, said, flow.factor, cup_place(place).center, bottom)
    alpha = round(255 * announcement_fade(said, flow.factor, flow.moment.active))
    if said.key == "farkle.bust":  # over the failed dice, off the tray: one plate in every
        # round, in one rect (ruling S47, round 78, hF93, critic cB77 #3); in the title's
        # row and under it, with air, its reason under its title (S65, round 79, cB78 #5)
        width = stamp_width(place, said.text)
        clear = lost_ring_reach(place) + place.px(theme_stage.BUST_STAMP_OFF_DICE)
        return _draw_bust_plate(surface, place, said, width, alpha, glow, dice, die_size,
                                clear, bottom)  # (under its dice in every round: S87 2.)
    return draw_banner(surface, centre, place.center.w, place.scale, said.text, said.detail,
                       TONE_COLOURS[said.tone], alpha,
                       bottom=bottom - place.px(theme.FARKLE_BANNER_GAP), solid=True,
                       glow=glow)


PLATE_SIDE_AIR = 40
"""Reference pixels of felt at least between the bust's plate and each side panel (ruling
S65: it ran within ~10 px of them), never under 24 px at any size."""


def _draw_bust_plate(surface: pygame.Surface, place: Place, said: Any, width: int,
                     alpha: int, glow: float, dice: list[tuple[float, float]],
                     die_size: int, clear: int, buttons: int | None) -> pygame.Rect:
    """The bust's plate, in every round (ruling S65, round 79, hF98; S47's one plate): in
    the title's row and the felt under it down to its dice (the "10 000" title waits under
    it), centred on the tray and in that room, with felt round it (:data:`PLATE_SIDE_AIR`
    from the side panels), its title in the stamp's size (as :func:`stamp_width` sets it),
    its reason one line under it. In the last round (``buttons``: the buttons' top) the band
    stays whole in the title's row, so the plate stands under its dice instead, in the felt
    down to the buttons (ruling S80, round 80, hF101, critic cB79 #1)."""
    fill = (0, 0)
    if buttons is not None and dice:  # centred on the mat, in it (S95 1.: the middle's one
        ceiling = round(max(y for _, y in dice) + die_size / 2) + clear  # region, its sides
        foot = buttons - place.px(24)  # (the buttons' air) never peeking out round it)
        half = min(place.mat.centery - ceiling, foot - place.mat.centery)
        ceiling, foot = place.mat.centery - half, place.mat.centery + half
        edge = place.px(6)  # (hiding the tray whole: no second frame round it)
        fill = (place.mat.w + 2 * edge, place.mat.h + 2 * edge)
    else:
        ceiling = band_rect(place).top
        foot = round(min(y for _, y in dice) - die_size / 2) - clear if dice else place.mat.top
    title_size = fit_size(said.text, stamp_title_px(place.scale),
                          width - place.px(STAMP_TITLE_SIDES), STAMP)
    air = max(24, place.px(PLATE_SIDE_AIR))
    room = pygame.Rect(place.players_rect.right + air, 0, 0, 0)
    room.width = place.turn_rect.left - air - room.left
    centre = (place.mat.centerx, (ceiling + foot) // 2)
    wide = 2 * min(centre[0] - room.left, room.right - centre[0])
    return draw_look_banner(surface, centre, wide, place.scale, said.text, said.detail,
                            TONE_COLOURS[said.tone], alpha, "plate", glow=glow,
                            top=ceiling, bottom=foot, title_size=title_size, fill=fill)
