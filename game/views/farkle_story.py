"""The 10 000 table's ledger view ("Puse deoparte"): the turn's story as
:mod:`game.widgets.farkle_ledger` draws it (each group set aside, the hot-dice rounds, the
running total); what a throw scores is the "Punctaj" guide's (:mod:`game.views.farkle_guide`).
Split from :mod:`game.views.farkle_views`, which re-exports its names."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game import theme
from game.engine.farkle import SetAside, turn_rounds
from game.i18n import format_int
from game.rules.farkle import score
from game.views.farkle_bank_chips import draw_bank_chips
from game.views.farkle_others import draw_others
from game.views.farkle_undo_card import draw_undo_link
from game.widgets.explain import combination_words, grouped_dice
from game.widgets.farkle_last_turn import draw_last_turn, last_turn_card
from game.widgets.farkle_ledger import NextThrow, StoryRow, draw_story, ledger_places, story_fit
from game.widgets.farkle_ledger import _row_places as row_places  # (the ledger's own grid)
from game.widgets.farkle_panels import ValueLine
from game.widgets.seats import player_style

if TYPE_CHECKING:
    from game.flow.farkle_flow import FarkleFlow
    from game.views.farkle_views import Place


def story_rows(groups: Sequence[SetAside], tr: Any) -> list[StoryRow]:
    """Each group set aside this turn, in order, as the ledger shows it: its dice (grouped
    by combination), its name as the selection line names it, its points, and the hot-dice
    line above the first group of each new round (the engine's rounds)."""
    rows = []
    previous = 1
    for group, round_no in zip(groups, turn_rounds(groups), strict=True):
        mark = tr("farkle.story.hot_round", n=round_no) if round_no != previous else ""
        previous = round_no
        name = combination_words(tr, group.dice) or ""
        rows.append(StoryRow(grouped_dice(group.dice), name[:1].upper() + name[1:],
                             format_int(group.points), mark))
    return rows


def story(flow: FarkleFlow, tr: Any) -> tuple[list[StoryRow], int]:
    """The story panel's rows now and the turn's running total: the groups set aside by
    earlier throws of this turn (hot dice' six among them once all six score:
    :func:`hot_row`), and the turn's total, the bank button's figure whenever banking is
    allowed (hF40: "Total până acum 600" beside "Încasează 700" told two totals); while the
    dice fly, the turn as it was before the throw (its selection then a group like the
    others). The selection on the mat has no row of its own: its dice live where they were
    chosen, its points in the total (round 77, hF90, ruling S26: its "în selecție" mini-dice
    showed the selection twice)."""
    groups, total = ledger_groups(flow)
    rows = story_rows(groups, tr)
    hot = hot_row(flow, tr)
    return (rows if hot is None else [*rows, hot]), total


def ledger_groups(flow: FarkleFlow) -> tuple[tuple[SetAside, ...], int]:
    """The groups the ledger lists now and the turn's running total: the groups set aside
    (while the dice fly, as the turn was before the throw), the total counting a valid
    selection on the mat too (what "Încasează" banks: one figure for the turn, round 30's
    hot dice included), counted as its dice land, never while one flies (ruling S53 1.)."""
    game = flow.game
    frozen = flow.frozen
    if frozen is not None:
        return tuple(frozen.groups), frozen.turn_points
    return tuple(game.set_aside), flow.turn_figure_seen()  # (as its dice land: S53)


def hot_row(flow: FarkleFlow, tr: Any) -> StoryRow | None:
    """Hot dice' six, all chosen and scoring, as the ledger's row set aside like the others,
    named, its points scored (the six come back to the throw row: ruling S26; critic B69:
    never "în selecție" under hot dice); None otherwise (a selection's dice live on the mat
    only, its points in the total: round 77, hF90), while the dice on the felt are not the
    current throw's and while the sixth still flies to the mat (S53)."""
    game = flow.game
    if flow.frozen is not None or not flow.live() or not game.hot_dice_pending:
        return None
    if flow.dice.gliding and not flow.hot_back.back:  # the sixth still flies to the mat: it
        return None  # is listed as it lands, with the total (ruling S53 1.)
    groups = (*game.set_aside, SetAside(game.selection, game.selection_points or 0))
    return story_rows(groups, tr)[-1]


def chosen_now(flow: FarkleFlow) -> bool:
    """True while a die of the throw being played is chosen (on the mat): the ledger's card
    gives way to the throw's line then, as it did to the pending row (round 77, S26)."""
    return flow.frozen is None and flow.live() and bool(flow.game.selected)


def next_throw(flow: FarkleFlow, rows: Sequence[StoryRow], tr: Any) -> NextThrow | None:
    """The throw the ledger's line under ``rows`` says (round 73, hF84, critic J72 #6): the
    turn's throw not yet set aside, numbered after the rows, never a bare header (ruling S96
    3., round 81, hF107, critics cF80 and cB80 #7): once dice chosen from it lie on the mat,
    those dice pictured and what they add ("+100"; on the turn's first throw "Total tură"
    alone says it: ruling S114 4., round 82, critic cB81 #5); before, how many dice it throws ("5
    zaruri": in the air, landed, hot dice' six to come); under a bust, what the throw made,
    "0" in the bust's red. None before the turn's first die is chosen (the ledger's card says
    it) and while a bank is staged (no throw comes)."""
    frozen = flow.frozen
    game = flow.game
    if (not rows and not chosen_now(flow)) or (frozen is not None and frozen is flow.banked_view):
        return None
    words = tr("farkle.ledger.next_throw", n=len(rows) + 1)
    if frozen is not None:
        if flow.bust_shown:
            return NextThrow(words, frozen.dice_to_roll, note="0")
        return NextThrow(words, frozen.dice_to_roll,
                         note=tr.n("farkle.ledger.throw_dice", frozen.dice_to_roll))
    dice = game.dice_to_roll
    chosen: list[int] = []
    if game.roll_dice is not None and not game.hot_dice_pending:
        dice = len(game.roll_dice)  # (the throw being played: its dice, chosen or not)
        if flow.live():
            chosen = [game.roll_dice[i] for i in sorted(flow.selected_seen())
                      if i < len(game.roll_dice)]
    if chosen:  # the turn's only throw: "Total tură" alone says its figure (S114 4.)
        added = chosen_points(flow) if rows else ""
        return NextThrow(words, dice, added, grouped_dice(tuple(chosen)))
    return NextThrow(words, dice, note=tr.n("farkle.ledger.throw_dice", dice))


def chosen_points(flow: FarkleFlow) -> str:
    """What the dice chosen from the throw being played add, once they lie on the mat
    ("+600"; ruling S81 1., round 80: never a bare "Aruncarea 1" beside "Total tură 600");
    "" while none is chosen, while they do not score yet, and under hot dice (their row)."""
    game = flow.game
    roll = game.roll_dice
    if roll is None or game.hot_dice_pending or not flow.live():
        return ""
    dice = [roll[i] for i in sorted(flow.selected_seen()) if i < len(roll)]
    points = score(dice) if dice else None
    return f"+{format_int(points)}" if points else ""


def draw_groups_panel(surface: pygame.Surface, place: Place, flow: FarkleFlow, cache: Any,
                      words: bool = True, primer: bool = True, last_away: bool = False
                      ) -> pygame.Rect | None:
    """The turn's story: the groups set aside this turn (the selection on the mat has no
    row: ruling S26), the hot-dice rounds, the turn's running total (the oldest rows summed
    up when they do not fit); ``words``: False while a coach card lies on the empty
    ledger's words; ``primer``: False while one lies in its free middle (named after round
    31's primer of what scores, which stood there until hF72: the "Punctaj" guide lights it
    now, critic D69); ``last_away``: the latest row's dice still fly to it (S81 1.).
    Returns the banker's card's "Anulează (Ctrl+Z)" hit area while offered (S114 1.)."""
    rect = place.groups_rect
    rows, running = story(flow, place.tr)
    hidden = len(rows) - story_fit(rect, place.scale, rows)
    groups = ledger_groups(flow)[0]
    earlier = place.tr.n("farkle.set_aside_earlier", hidden,  # type: ignore[attr-defined]
                         points=format_int(sum(g.points for g in groups[:hidden])))
    # under a bust's stamp the ledger keeps its words ("Total tură", no "Puncte pierdute":
    # round 76, hF89) and its figure in its place, struck through in the bust's dimmed red
    # from the stamp until the turn passes, as the "?" page's card 5 draws it (ruling S47,
    # round 78, hF93, critics cB76 / cB77: kept in gold it read as points still won)
    total = ValueLine(place.tr("farkle.story.total"), format_int(running), theme.GOLD)
    lost = flow.bust_shown
    # (the hot dice' six are its row, set aside like the others: round 30's "pe covor: 400"
    # under the total retired by hF40, it said them a second time)
    last = flow.last_turn_shown()
    # (round 31's examples of what scores, before a first throw and then for the throw's own
    # dice, retired by hF40 and hF72: the "Punctaj" guide beside the ledger says it, lit)
    # the empty ledger: how the last turn ended, until the turn's first dice are set aside
    # (hF72: beside a person's first throw too, where the primer stood); the card takes the
    # placeholder's place (round 31: a sentence over a card left it no room at 1920)
    said_last = last is not None and primer and not rows and not chosen_now(flow)
    # the rows to come, faint, in the room left (round 50, critic B41): under the last
    # turn's card when it shows; none while a coach card lies in the free middle
    card = last_turn_card(rect, place.scale) if said_last else None
    # the game's first turn: its card (round 72, hF81, critic G71: the line stood over two
    # empty rules) in the line's place, saying the line's words (round 73, hF82, critic J72:
    # the line over the card was two hints at once, the card's name the Tura panel's again)
    opening = primer and not rows and not chosen_now(flow) and flow.opening_shown()
    if opening:
        card = last_turn_card(rect, place.scale)
        said_last = card is not None  # (the line's place is the card's: no line)
    free_from = None if not primer else card.bottom if card is not None else rect.y
    # its title says what it shows (round 71, critic: "… în această tură" over "Tura
    # trecută"): the plain "Puse deoparte" while the last turn's card stands in it
    title = place.tr("farkle.set_aside_any" if said_last else "farkle.set_aside")
    draw_story(surface, rect, place.scale, cache, title,
               place.tr("farkle.ledger.empty") if words and not said_last else "", rows,
               total, earlier, lost=lost, free_from=free_from,
               lost_drop=flow.bust_total_drop(),
               next_throw=next_throw(flow, rows, place.tr), last_away=last_away)
    said_next = next_throw(flow, rows, place.tr)
    link = None
    if said_last and last is not None and not opening:
        if not last.lost:
            figure = f"+{format_int(last.points)}"
        elif last.points:  # what the bust cost ("450 pierdute")
            figure = place.tr("farkle.ledger.last_lost_points", points=format_int(last.points))
        else:  # a first throw's bust: nothing was at stake
            figure = place.tr("farkle.ledger.last_lost")
        draw_last_turn(surface, rect, place.scale, place.tr("farkle.ledger.last_turn"),
                       flow.player_label(last.player),
                       player_style(flow.game.players, last.player), figure, last.lost)
        link = draw_undo_link(surface, place, flow, card)  # the bank's undo (S114 1.)
    if opening and card is not None:
        draw_last_turn(surface, rect, place.scale, place.tr("farkle.ledger.opening"),
                       place.tr("farkle.ledger.empty"), None, "", False, opening=True,
                       place=card)
    if primer:  # the others' last banks in the free places nearest the total (S108 4.)
        draw_others(surface, rect, place.scale, flow, place.tr,
                    card.bottom if card is not None else rows_bottom(rect, place.scale, rows,
                                                                     said_next is not None),
                    skip=last.player if said_last and last is not None else None)
    draw_bank_chips(surface, place, flow)  # a staged bank's points leave the ledger (hF72)
    return link


def rows_bottom(rect: pygame.Rect, scale: float, rows: Sequence[StoryRow], line: bool) -> int:
    """Where the ledger at ``rect``'s rows end: under its ``rows`` as the ledger places them
    (the latest that fit, a long row in two places), and under the throw's line when
    ``line`` (the grid's next place, as :func:`~game.widgets.farkle_ledger.draw_story`)."""
    shown = row_places(rect, scale, rows)[1] if rows else []
    end = shown[-1].bottom if shown else rect.y
    after = next((p for p in ledger_places(rect, scale) if p.y >= end), None)
    if after is None:
        return rect.bottom
    return after.bottom + 1 if line else after.y
