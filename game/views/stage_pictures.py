"""What each table puts on the stage: a :class:`~game.views.stage_picture.StagePicture` per moment.

The Yams table stages a Penta (the stamp, the player and, its box open, the "+50" it earns
flying into that box) and a Joker Penta (the stamp, the player), the upper bonus,
the Penta bonus (the stamp, a counter flying into its sum cell) and the win (a full card's
TOTAL counts in its own row: ruling S8, round 73);
the 10 000 table climbs its ladder: hot dice and a bank of 1 000 or more are banners (a ribbon
across the middle column); a rare throw, a bank of 2 000 or more and the bank that reaches
the goal are headlines (the stamp naming it, its dice gathered under it); then the win.
"""

from __future__ import annotations

from typing import Any

import pygame

from game import theme, theme_stage
from game.flow.farkle_flow import BIG_ANNOUNCEMENTS
from game.flow.farkle_mat import SORTED_ON_STAGE
from game.flow.moments import BANKS, HEADLINE_THROWS
from game.flow.personal_best import is_new_best
from game.flow.stage import BIG, DIM_ALPHA, RARITY, count_step
from game.flow.verdict import verdict
from game.flow.yams_guidance import joker_detail
from game.i18n import format_int
from game.rules.farkle import rare_indices
from game.rules.yams import (
    PENTA_BONUS,
    PENTA_POINTS,
    UPPER_BONUS_THRESHOLD,
    UPPER_BOXES,
    Box,
)
from game.views import (
    stage_held,
    stage_lift,
    stage_penta_room,
    stage_win,
    yams_notes,
)
from game.views.farkle_last_round import band_rect
from game.views.stage import StagePicture
from game.views.stage_figure_on_box import ON_BOX
from game.views.stage_rooms import (
    banked_dice,
    banker_total,
    banner_room,
    dice_rows,
    grown_side,
    mat_and_words,
    partial_room,
    row_room,
    takeover_room,
    tray_room,
)
from game.widgets.dice_render import render_die
from game.widgets.felt import felt_area
from game.widgets.seats import player_style, seat_colour
from game.widgets.sheet_tint import column_tint

YAMS_STAMPS: dict[str, str] = {
    "penta": "yams.penta",
    "joker_penta": "stage.joker_penta",  # its own headline, the rarest (S77)
    "upper_bonus": "stage.upper_bonus",
    "penta_bonus": "stage.penta_bonus",
}
"""The catalog key of each Yams moment's stamp."""

FARKLE_STAMPS: dict[str, str] = {
    "hot_dice": "farkle.hot_dice",
}
"""The catalog key of each 10 000 moment's stamp (a big bank's stamp is its number; the
win's is its verdict, :func:`win_picture`)."""


def _picture(table: Any, kind: str, stamp: str, **more: Any) -> StagePicture:
    rarity = more.pop("rarity", RARITY[kind])
    dice = more.pop("dice", None)
    return StagePicture(kind=kind, rarity=rarity, felt=felt_area(table.size),
                        scale=table.scale, stamp=stamp, format_number=format_int,
                        rng_seed=len(kind), dice=_dice(table) if dice is None else dice,
                        **more)


def _dice(table: Any) -> list[pygame.Rect]:
    """Where the table's dice are as the stage begins (lit, and kept clear of the stamp)."""
    rects = getattr(table, "dice_in_play_rects", None)
    return [pygame.Rect(r) for r in rects()] if callable(rects) else []


def _tray_dice(table: Any) -> list[pygame.Rect]:
    """Where every die of the table's tray is drawn now, in play or not (a last bust's
    greyed dice too)."""
    tray = getattr(table, "tray", None)
    if tray is None or not hasattr(tray, "position"):
        return _dice(table)
    side = tray.die_size
    return [pygame.Rect(round(x - side / 2), round(y - side / 2), side, side)
            for x, y in (tray.position(i) for i in range(tray.count))]


def win_picture(table: Any, kind: str = "win") -> StagePicture | None:
    """The win over the whole felt, the table's dice taken off under it (no die lit or
    ghosting through the stamp's light), titled with the game's one verdict
    (:func:`game.flow.verdict.verdict`: "Ion câștigă!", "Calculatorul câștigă!",
    "Egalitate: Ana și Ion", the results' headline's words: round 73, critics L72 #1, #3),
    no line under it naming the winners again (their names are on the podium's blocks); a
    game played alone: "Nou record!" when it beat the person's best, else no stage. A
    computer's win the same stage (its rays, no confetti: never silence, critic C67; no
    party, D70). It counts no number (the results panel counts the final score): the podium
    under it says every total (a game played alone: its caption says the new best, in words
    with its unit; None: no stage)."""
    game = table.game
    first = [(index, total) for place, index, total in game.ranking() if place == 1]
    winners = [index for index, _ in first]
    score = int(first[0][1])
    # as dark as a big stage (a bank's, a TOTAL's) before it and the results after it: the
    # felt seen, dimmed, never black
    more: dict[str, Any] = {"dice": [], "hidden": _tray_dice(table),
                            "darkness": DIM_ALPHA[BIG]}
    seat = None
    if len(game.players) == 1:  # alone: a moment only for a new personal best
        if not (is_new_best(getattr(table, "previous_best", None), score)
                or getattr(table, "first_record", False)):  # (or a first record: H72 #5)
            return None
        words = table.tr("stage.new_best")  # a grand stage whatever the total (a record
        # is rarer than the upper bonus: round 76, hX89, critics cZ75, cF75a), its figure
        more.update(record_words(table, score), stamp_share=theme_stage.STAGE_RECORD_TITLE)
        # (its title over the upper bonus's and the win's) and what it beat on a plate under the
        # pill from the title's first frame (with others the podium says it, C70)
        return _picture(table, kind, words, seat=player_style(game.players, 0),  # no podium
                        line=table.player_label(0), **more)  # names them: whose record, on
        # their seat's pill (S9, round 74, hX86)
    else:  # the verdict, every winner named in it once (no pill nor line saying it again)
        words = verdict(table.tr, [table.player_label(i) for i in winners])
        if all(game.players[i].is_computer for i in winners):
            more["confetti"] = theme_stage.STAGE_COMPUTER_WIN_CONFETTI  # its rays, no
            # slips (round 71, critic D70)
        elif len(winners) == 1:  # a person's: the confetti in their seat's colour
            seat = player_style(game.players, winners[0])
        if len(winners) > 1:  # a tie's longer title at a single winner's size
            more["stamp_share"] = stage_win.tie_title_share(
                words, verdict(table.tr, [table.player_label(winners[0])]))
        results = getattr(table, "results_overlay", None)
        if results is not None:  # the results' own podium, where they will stand it, the
            # title in their headline's room (S9, round 73: one podium into the results)
            more["held"] = stage_held.held_podium(results(said=words, handed=False),
                                                  table.size)
    return _picture(table, kind, words, line="", seat=seat, **more)


def record_words(table: Any, score: int) -> dict[str, Any]:
    """A new personal best's plate (:mod:`game.views.stage_record`): its figure, the old
    best it beat ("Vechiul record: 101") and that best's share of the new; a first record's
    plate says its figure alone (no old best, no bar, never "Primul tău record" under "Nou
    record!": ruling S78 4.)."""
    old = getattr(table, "previous_best", None)
    if old is None:  # (its first record: nothing beaten, nothing under the figure: the
        return {"record_figure": format_int(score), "record_was": ""}  # title said it, S78)
    return {"record_figure": format_int(score),
            "record_was": table.tr("stage.record.was", points=format_int(old)),
            "record_share": max(0.0, min(1.0, old / max(1, score)))}


def points_words(table: Any, key: str, points: int, **more: Any) -> str:
    """``points`` said with its unit by the plural ``key`` ("5 900 de puncte")."""
    return str(table.tr.n(key, points, points=format_int(points), **more))


def _row_words(table: Any, kind: str, player: int, counter: Any) -> stage_lift.RowWords:
    """What ``player``'s lit row says on the stage, as the sheet draws that row: its label
    on its paper, the player's box in their column's tint, holding its figure before the
    moment until the new one lands in it (critic C62: never an empty box under "+35",
    "+100"; a bonus not yet had: "0"); a
    Penta's possible box: its open slot, bare under its hero "+50" (S70)."""
    style = player_style(table.game.players, player)
    if counter is not None or kind == "joker_penta":
        row = counter.row if counter is not None else "penta_bonus"
        was = counter.start if counter is not None else table.game.cards[player].penta_bonus
        return stage_lift.RowWords(label=table.tr(f"yams.row.{row}"), paper=theme.SHEET_SUM_BG,
                                   cell=column_tint(style, theme.SHEET_SUM_BG),
                                   figure="" if kind in ON_BOX else format_int(was))
    return stage_lift.RowWords(label=table.tr(Box.PENTA.key), paper=theme.SHEET_BG,
                               cell=column_tint(style), figure="",  # bare: its hero "+50"
                               figure_ink=theme.SHEET_OPTION, slot=True)  # on it (S70)


def upper_part(table: Any, player: int) -> dict[str, Any]:
    """The upper bonus's lower part (:mod:`game.views.stage_under`): ``player``'s six
    upper boxes' figures ("": open) and their sum against the 63 ("75 / 63")."""
    card = table.game.cards[player]
    figures = [card.points(box) for box in UPPER_BOXES]
    return {"upper": tuple("" if f is None else format_int(f) for f in figures),
            "upper_sum": table.tr("stage.upper_bonus.sum", total=format_int(card.upper_total),
                                  threshold=format_int(UPPER_BONUS_THRESHOLD)),
            "upper_reach": card.upper_total / UPPER_BONUS_THRESHOLD}


def yams_picture(table: Any, kind: str) -> StagePicture | None:
    """The Yams table's picture for its moment ``kind`` now (None: not a staged one)."""
    if kind == "win":
        return win_picture(table)
    key = YAMS_STAMPS.get(kind)
    if key is None:
        return None
    moment = table.flow.moment
    counter = moment.counter
    player = counter.player if counter is not None else table.game.current
    more: dict[str, Any] = {"line": table.player_label(player),
                            "seat": player_style(table.game.players, player)}
    if kind == "joker_penta":  # the Joker named, where this Penta may go, and its bonus:
        # a big "+100", whole, flying into the player's Bonus Penta row (said once: the
        # caption never says it again, the scoring does not count it again)
        detail = " ".join(joker_detail(table.game, table.tr))
        more.update(badge=table.tr("yams.moment.penta_times", count=moment.count), hot=True,
                    caption=table.tr("stage.joker.caption", detail=detail).rstrip(" ·"),
                    counter=(PENTA_BONUS, PENTA_BONUS), prefix="+",
                    target=table.sheet.sum_cell_rect(player, "penta_bonus"))
        before = table.game.cards[player].penta_bonus  # its cell counts up as it lands
        more.update(was=before, becomes=before + PENTA_BONUS)
        more["tail"] = table.tail_lane()  # its last frames: said in the table's line,
        more["note"] = yams_notes.joker_note(table)  # as the table's pill says it after
        # and the one thing left to do, lit with it
        more["action"] = table.validate_button.rect.copy() if table.validate_allowed() else None
        allowed = list(table.game.options())
        if len(allowed) == 1:  # and where it goes: the one box it may fill
            more["box"] = table.sheet.cell_rect(player, allowed[0])
    if counter is not None:  # a stage's figure is said whole ("+35", never through
        # "+34"), its cell showing the figure once landed
        more.update(counter=(counter.end, counter.end), was=counter.start,
                    target=table.sheet.sum_cell_rect(counter.player, counter.row),
                    prefix="+")
    elif kind == "penta" and table.game.cards[player].points(Box.PENTA) is None:
        # what the Penta may earn: its box lit in its row, showing the 50 the sheet shows
        # there, "de înscris" beside it (critic C41: a "+50" by an empty box read as scored)
        more.update(counter=(PENTA_POINTS, PENTA_POINTS), prefix="",
                    target=table.sheet.cell_rect(player, Box.PENTA),
                    possible=table.tr("stage.penta.possible"),  # the Penta alone (S12):
                    **stage_penta_room.grown_dice(table, _dice(table)))  # its dice larger
    if more.get("target") is not None:  # its row read in the sheet's own type (the figure
        # landing, the Penta's tag: a TOTAL bolder), whichever way the row was lit above
        more["cell_size"] = table.sheet.row_type(counter.row if counter is not None else "")
    if kind in ("penta", "joker_penta"):  # the grand ones take the whole felt, the dice
        more["gather"] = True  # gathered under the stamp whatever was held
        more.update(stage_penta_room.rarer_dice(kind, more))  # a Joker's at least a
        # Penta's size (round 76, hX89: the rarer moment's dice stood smaller)
        # centred on the felt like every stage; the dice regroup at their slots' size over
        # the dice' column under the veil, then fly down home there (never over the sheet)
        more["home"] = pygame.Rect(table.left)
        more["emptied"] = getattr(table, "drawn_without_dice", None)  # left behind (S77)
        more["sheet"] = pygame.Rect(table.sheet.rect)  # back once no die is over it (S77)
    else:  # centred on the whole felt, the table's dice taken off under it (the counter
        # flies from there into its cell)
        more.update(dice=[], hidden=_tray_dice(table))
        if kind == "upper_bonus":  # its lower part: the six upper boxes, their sum
            more.update(upper_part(table, player))  # against the 63 (hY67, critic C61)
        if kind == "upper_bonus":  # which bonus: the upper one, its mark reached, in words
            # (the strip's sum says the 63 once, critic D69; a lesser moment: its table
            # dimmed lighter, read in place)
            more["caption"] = table.tr("stage.upper_bonus.caption",
                                       first=table.tr("yams.box.ones"),
                                       last=table.tr("yams.box.sixes"))
            more["bonus_band"] = (table.tr("yams.row.upper_bonus"),  # its band's words (S61)
                            table.tr("stage.upper_bonus.band_range",
                                     first=table.tr("yams.box.ones"),
                                     last=table.tr("yams.box.sixes")),
                            table.sheet.sum_cell_rect(player, "upper_bonus"))
    target = more.get("target")
    if target is not None:  # its row read beside the lit box (where "+50", "+35" go)
        sheet = table.sheet
        # its label and the player's box side by side, one width whatever the player
        # count (hY65: no band of the other players' cells between them, critic C61)
        more["labels"] = [pygame.Rect(sheet.rect.x, target.y, sheet.label_w, target.h)]
        more["lift"] = True  # the row centred under the words, grown (critics C50, C51)
        more["row_words"] = _row_words(table, kind, player, counter)  # drawn at its size
        more.update(stage_lift.strip(more, table.scale, stage_penta_room.row_grow(kind)))
    picture = _picture(table, kind, table.tr(key), **more)
    stage_lift.lift_row(picture)
    return picture


HOT_LETTERING = "gilt"
"""Hot dice' stamp is lettered in gold, not a bank's amber (hF19: each its own look)."""


def farkle_picture(table: Any, kind: str) -> StagePicture | None:
    """The 10 000 table's picture for its moment ``kind`` now (None: not a staged one)."""
    flow = table.flow
    if kind == "pairs_throw":  # three pairs: a banner over the table (round 66 ruling)
        return pairs_picture(table)
    if kind in HEADLINE_THROWS:
        return rare_picture(table, kind)
    if kind in BANKS:
        flight = flow.flight
        if flight is None:
            return None
        # a banner's words on a plaque across the column, whose and what under them
        # (round 40: a big bank and the goal are banners over the table, which stays
        # seen): "+1 050" over the banker; "Încasare mare!" over "Ana · +2 000"; the goal
        # "Obiectiv atins!" over its new total against the goal, said whole (hB31)
        name = table.player_label(flight.player)
        figure = f"+{format_int(flight.points)}"  # (the one place a bank's "+" is built)
        words, line = figure, name
        if kind == "bank_big":  # a headline word of its own over its amount (critic round
            # 31 §3: a lone "+2 000" looked like the goal's and six 1s' stages)
            words = table.tr("stage.bank_big")
            line = table.tr("stage.bank.line", name=name, figure=figure)
            if flight.named:  # the throw its points came from, its headline cut short:
                # one moment says both (critic B61)
                line = table.tr("stage.bank.line_named", combo=flight.named, name=name,
                                figure=figure)
        if kind == "goal":  # alone "Obiectiv atins!" and its line; with others the crest
            words = flow.goal_words(flight.player)  # alone, the last round the band's after
            line = flow.goal_line(flight.player)  # it (round 75, hL75: one after the other)
        more: dict[str, Any] = {}
        if kind == "goal":  # and the goal's own beat over it (critic B60)
            # (hL65, critic B64: the name in its seat's colour, the total counted up from the
            # goal, never under it beneath "Obiectiv atins!": hB31's contradiction)
            crest = flow.goal_crest(flight.player, flight.points)
            more = {"crest": crest.words, "crest_count": (crest.start, crest.end),
                    "band_row": band_rect(table) if crest.words else None,
                    "crest_colour": seat_colour(player_style(table.game.players,
                                                             flight.player))}
        more["banker"], more["amount"] = name, flight.points  # (its seat's colour, B69)
        more["banker_colour"] = seat_colour(player_style(table.game.players, flight.player))
        if kind == "bank_big":  # its amount flies into the banker's total (hB60)
            owner = table.tr("stage.bank.owner_named", combo=flight.named, name=name) \
                if flight.named else name  # (what the plate says once its amount lifts off)
            more |= {"figure": figure, "owner": owner, "kept": banked_dice(table),
                     "target": banker_total(table, flight.player)}
        room, cover = banner_room(table), dice_rows(table)
        if kind == "bank_banner":  # in the tray, the middle's one region (S95 2.)
            room, cover = tray_room(table), mat_and_words(table)
        return _picture(table, kind, words, line=line, room=room, dice=[],
                        hot=HOT_LETTERING, cover=cover, **more)
    if kind == "win":  # the verdict, the podium under it (round 66, critics B65/C62:
        # never three facts in one line; the results panel that follows says them)
        return win_picture(table, kind)
    key = FARKLE_STAMPS.get(kind)
    if key is None:
        return None
    # hot dice: a banner (the ladder's middle tier), its words on a ribbon across the
    # middle column under the title (never over it), what they mean under them: the six
    # dice come back, the figure the turn keeps (F8); the dice on the mat glow under it
    game = table.game
    side = table.tray.die_size
    glow = [pygame.Rect(round(x - side / 2), round(y - side / 2), side, side)
            for x, y in (table.tray.rest_positions[i] for i in sorted(game.selected))]
    return _picture(table, kind, table.tr(key), dice=[], glow=glow, hot=HOT_LETTERING,
                    caption=table.tr("farkle.hot_caption",
                                     points=format_int(flow.hot_points)),
                    room=banner_room(table), cover=dice_rows(table))


def rare_dice(table: Any) -> tuple[list[int], list[int]]:
    """The positions on the felt and the faces of the dice that make the last throw's rare
    figure (:attr:`game.flow.farkle_flow.FarkleFlow.rare`): all six for six alike, the
    straight and three pairs (in order of their faces), the five alike for five (empty: no
    rare throw)."""
    rare, roll = table.flow.rare, table.game.roll_dice
    if rare is None or roll is None:
        return [], []
    picked = list(rare_indices(roll))  # (the rules say which dice make the figure)
    # in the order they lie on the felt, left to right: each flies to its place in the row
    # and home again without crossing another's way (critic round 30: a Chintă sorted 1 to
    # 6 crossed its dice over each other)
    picked.sort(key=lambda i: table.tray.rest_positions[i][0])
    return picked, [roll[i] for i in picked]


def rare_words(table: Any) -> str:
    """The headline of a rare throw, in the seed's names: "Șase de 1!", "Chintă!"."""
    rare = table.flow.rare
    named = table.tr(f"farkle.combo.{rare.kind}", value=rare.value) if rare else ""
    return str(table.tr("stage.rare_throw", combo=named))


RAREST_LOOKS: dict[str, str] = {"six": "royal", "straight": "azure"}
"""The lettering (``game.views.stage_paint.LETTERINGS``) of the rarest throws' show: six
alike and the Chintă each in a colour of their own; five alike keeps the headline's amber."""

STEP = 50
"""A 10 000 counter counts in the game's steps ("+1 850", never "+1 873")."""


def rare_count_step(points: int) -> int:
    """The step a rare throw's ``points`` count up in (:func:`game.flow.stage.count_step`:
    "+500, +1 000 … +3 000", never from "+50", critic B65)."""
    return count_step(points, STEP)


def rest_rects(table: Any, picked: list[int]) -> list[pygame.Rect]:
    """The rects of ``table``'s dice ``picked`` where they came to rest (the stage's dice
    start there, or are lit there)."""
    side = table.tray.die_size
    return [pygame.Rect(round(x - side / 2), round(y - side / 2), side, side)
            for x, y in (table.tray.rest_positions[i] for i in picked)]


def rare_picture(table: Any, kind: str = "rare_throw") -> StagePicture | None:
    """A rare throw's headline over the whole felt: its words ("Chintă!"), what the figure
    is worth counting up right under them ("+2 500"), the dice that make it gathered under
    that at :data:`~game.views.stage_rooms.STAGE_DICE` times their size, then the
    thrower's name; its dice fly home to where they landed. Six alike (``kind``
    "rarest_throw") takes the felt over; the Chintă and five alike ("rare_throw") stand on
    a plate in the dimmed, seen table (:func:`partial_room`); six alike and the Chintă wear
    a colour of their own (:data:`RAREST_LOOKS`)."""
    picked, faces = rare_dice(table)
    rare = table.flow.rare
    if not picked or rare is None:
        return None
    side = table.tray.die_size
    starts = rest_rects(table, picked)
    room = takeover_room(table) if kind == "rarest_throw" else partial_room(table)
    across = row_room(table) if kind == "rarest_throw" else room.w * theme_stage.PARTIAL_ROW
    big = grown_side(side, len(faces), across)
    player = table.game.current
    look = RAREST_LOOKS.get(rare.kind, False)
    # a figure of all six dice is hot dice too: its stage says so in its footer, the roll's
    # one climax (hB51: no hot-dice ribbon follows it)
    hot = table.tr("stage.rare_hot") if len(picked) == table.tray.count else ""
    return _picture(table, kind, rare_words(table), line=table.player_label(player),
                    caption=hot,
                    seat=player_style(table.game.players, player), hot=look,
                    counter=(0, rare.points), tally=True, step=rare_count_step(rare.points),
                    room=room,
                    stamp_share=theme.FARKLE_TAKEOVER_STAMP if kind == "rarest_throw" else None,
                    light_room=felt_area(table.size) if kind == "rarest_throw" else room,
                    dice=starts, gather=True, picked=picked,
                    dice_images=[render_die(face, big) for face in faces],
                    dice_grow=_grow(table, starts, across), home=pygame.Rect(table.center),
                    slot_side=table.die_side, sort_to=sorted_places(rare.kind, faces))


def pairs_picture(table: Any) -> StagePicture | None:
    """Three pairs' banner (round 66 ruling, critic B65: about 1 in 26 throws of six, never a
    takeover): "Trei perechi!" on a scroll between the thrown dice and the set-aside row's
    slots (hF73), the hot dice it makes under it (its points the table's, once set aside:
    round 71, critic B71); the six dice lit where they
    landed over it, the table seen round it."""
    picked, _ = rare_dice(table)
    rare = table.flow.rare
    if not picked or rare is None:
        return None
    glow = rest_rects(table, picked)
    # its worth, then the hot dice it makes, on the ribbon's one line (one roll, one climax:
    # no hot-dice ribbon follows, hB51); "+1 500" as the Chintă's stage says "+2 500" (S3,
    # round 73, critic N73: the rung with no figure read as worth nothing)
    line = table.tr("stage.pairs.line", points=format_int(rare.points),
                    hot=table.tr("stage.rare_hot"))
    # The scroll lies between the thrown dice and the mat (hF73, critic B69: across the mat
    # it hid the whole slot row; on a three-pairs throw the six dice lie in the upper tray):
    # covering neither, nor the mat's rim (round 73, critic J72), clear felt each side.
    room = banner_room(table)
    air = theme.px(theme_stage.PAIRS_ROW_AIR, table.scale)
    room.top = max(die.bottom for die in glow) + air
    slots = table.mat.top  # (round 73, critic J72: down to the slots it hid the mat's rim)
    room.height = max(1, min(slots, table.roll_button.rect.top) - air - room.top)
    return _picture(table, "pairs_throw", rare_words(table), dice=[], glow=glow,
                    hot=HOT_LETTERING, caption=line, room=room)


def sorted_places(kind: str, faces: list[int]) -> list[int]:
    """Where each of a rare throw's gathered ``faces`` goes as its row re-orders: a
    Chintă's to 1-2-3-4-5-6 (critic round 40), once gathered in the order they lay (empty:
    the others stay as they lay; the one kind is the flow's, so the mat lies as the stage
    showed: review round 68)."""
    if kind != SORTED_ON_STAGE:
        return []
    return [sorted(faces).index(face) for face in faces]


def _grow(table: Any, starts: list[pygame.Rect], across: float | None = None) -> float:
    """How much larger the gathered dice are drawn on ``table``'s stage than where they
    start on the table (:func:`grown_side`), their row ``across`` pixels at most (None: the
    takeover's :func:`row_room`)."""
    if not starts:
        return 1.0
    side = starts[0].w
    room = row_room(table) if across is None else across
    return grown_side(side, len(starts), room) / max(1, side)



def picture(table: Any, kind: str) -> StagePicture | None:
    """The picture of ``table``'s moment ``kind`` (None: the table plays it itself)."""
    shown = (farkle_picture if table.kind == "farkle" else yams_picture)(table, kind)
    if shown is not None and (kind == "win" or getattr(table.game, "finished", False)):
        shown.even = True  # an end's stage: the table and the results keep its even veil
    return shown


def before_stage(table: Any, kind: str) -> None:
    """The stage of ``kind`` is about to play over ``table`` (its picture made): a big
    bank's points stay in flight (the banker's total keeps its old figure until the stage's
    number lands in it, :func:`landed`), and the panels keep the banker's turn (the next
    player's turn shows once the stage has ended); the win closes the finished turn: its big
    banner (the last bust, the last round) is taken back and does not come back after
    "Victorie!"."""
    if table.kind != "farkle":
        return
    if kind in BANKS:
        if table.flow.frozen is None:  # the banker's turn stays on the panels under it
            table.flow.frozen = table.flow.banked_view
    elif kind == "win":
        for key in BIG_ANNOUNCEMENTS:
            table.flow.voice.withdraw(key)


def landed(table: Any, kind: str) -> None:
    """The stage's number reached its cell: a big bank's points land in the banker's total
    (which pops), a rare throw's amount in the thrower's selection (its dice chosen, hB50),
    the table below drawn again with the new figure."""
    if table.kind == "farkle" and kind in BANKS:
        if kind != "bank_big":  # (a big bank's amount lands as its stage ends, after_stage:
            table.flow.land_flight()  # its row pulsed before the amount reached it, hB61)
    elif table.kind == "farkle" and kind in HEADLINE_THROWS:
        table.flow.choose_rare()  # its amount landed: the table says it from now on
    elif table.kind == "yams" and kind == "upper_bonus":
        table.flow.bonus_band_landed()  # its cell says the +35, and sparkles (S104 1.)


def after_stage(table: Any, kind: str) -> None:
    """The stage that played ``kind`` left: what it showed is over on the table too (a big
    bank's number has landed in the total; "Penta!" is not said again on the felt; a rare
    throw's dice are chosen for the thrower: the table says the points its stage said)."""
    if table.kind == "farkle":
        if kind in BANKS:
            table.flow.land_flight()
            table.flow.bank_told()  # now the turn passes on the table, its words with it
        elif kind in HEADLINE_THROWS:
            table.flow.choose_rare()
    elif kind in ("penta", "joker_penta"):
        table.flow.penta_time = 0.0


def said_by_stage(table: Any) -> bool:
    """True once hot dice had their stage: the 10 000 banner does not say it again (the
    prompt line keeps the instruction)."""
    said, moment = table.flow.big_announcement(), table.flow.moment
    return (said is not None and said.key == "farkle.hot_dice"
            and moment.kind == "hot_dice" and moment.progress >= 1)
