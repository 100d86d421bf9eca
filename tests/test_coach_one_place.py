"""The coach marks beside what they explain, never on it (critic B67, "Coach marks" 7; ruling
S5): a Yams card never lies in the lane of the kept row's invitation
(``YamsTable.hold_invite_lane()``, where "Clic pe un zar ca să-l păstrezi" is said under the
sockets), at any size, in any step of a first game."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tests.coach_reached import read, reading_of
from tests.test_coach_places import _table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
YAMS_STEPS = ("_yams_hold", "_yams_box", "_yams_countdown",
              "screens_coach_first._yams_box_by_keys")
FARKLE_STEPS = ("_farkle_set_aside", "_farkle_refused", "_farkle_refused_far", "_farkle_risk",
                "_farkle_bank", "_farkle_hot")


@reading_of(*YAMS_STEPS, *FARKLE_STEPS)
def place(app: Any) -> dict[str, Any]:
    """The shown card's rect, its side and target, the mark shown and, at Yams, the kept
    row's invitation lane and the kept row, read once a session (tests/coach_reached.py)."""
    table = _table(app)
    coach = table.coach
    yams = table.kind == "yams"
    if yams:
        from game.views.coach_dock import header_room, standings_room
        from game.views.coach_yams import kept_row_rect
    return {"card": None if coach.card is None else pygame.Rect(coach.card),
            "side": coach.side, "shown": coach.clock.shown,
            "target": None if coach.target is None else pygame.Rect(coach.target),
            "lane": pygame.Rect(table.hold_invite_lane()) if yams else None,
            "kept_row": pygame.Rect(kept_row_rect(table)) if yams else None,
            "dice": [pygame.Rect(d) for d in table.dice_in_play_rects()] if yams else [],
            "rooms": (pygame.Rect(standings_room(table)), pygame.Rect(header_room(table)))
            if yams else None}


@pytest.mark.parametrize("size", SIZES)
def test_a_yams_card_keeps_off_the_kept_rows_invitation_lane(tmp_path, size):
    found = {}
    for step in YAMS_STEPS:
        shown = read(tmp_path, size, step, place)
        card, lane = shown["card"], shown["lane"]
        assert card is not None, (step, shown["shown"])
        if lane.h > 0 and card.colliderect(lane):
            found[step.split(".")[-1]] = (card, lane)
    assert found == {}, (size, found)


def _card(tmp_path, step, size):
    """What :func:`place` read of ``step`` at ``size``, a card shown."""
    shown = read(tmp_path, size, step, place)
    assert shown["card"] is not None, (step, size, shown["shown"])
    return shown


@pytest.mark.parametrize("size", SIZES)
def test_every_10000_card_stands_in_one_place(tmp_path, size):
    """Critic B67: "the card wanders". Every card of a first 10 000 game, the set-aside, the
    refused die's (near the ledger and far from it), the risk, the bank's and the hot dice',
    stands in the one strip across the middle column under the dice row: one rectangle at
    each size, whatever its words (no step's target forces another at these sizes)."""
    places = {step: _card(tmp_path, step, size)["card"] for step in FARKLE_STEPS}
    # (S40 amended round 77, hQ83, critic cB77: the strip's middle holds the cup with the hot
    # dice' six; that card stands on the empty tray under it instead, its right end as near
    # the strip's as the tray's rim allows: tests/test_coach_hot_off_the_cup.py)
    # (S46, round 78, hC82, critics cA77, cF77: it lay on the tray pointing at "Risc"; it
    # stands beside the cup, level with the six in its mouth, over the strip's row)
    hot = places.pop("_farkle_hot")  # (S81 3., round 80, hF102: under the cup, as low as
    # the others' strip or lower, never over the dice row's; tests/test_coach_hot_card_
    # shape_s81.py; amended round 81, hF106, ruling S95 1.: the tray stands named under the
    # cup at every beat, so the card stands beside the cup again (S46), over the strip's row:
    # tests/test_coach_hot_card_shape_s81.py)
    assert hot.top < min(c.top for c in places.values()), (size, hot, places)
    # (critic B71: one row and height; each card as wide as its words, no gap before its
    # actions, centred in the strip or slid along it over its die)
    assert len({(c.top, c.h) for c in places.values()}) == 1, (size, places)
    # (the risk card's way bends from the strip's end; amended round 75, hC77, critic cA75:
    # the risk card no longer strip-wide, as wide as its words at the strip's right end)
    strip = places["_farkle_risk"].unionall(list(places.values()))
    assert places["_farkle_risk"].right == strip.right, (size, places)
    assert all(strip.contains(c) for c in places.values()), (size, places)
    assert hot.w < strip.w, (size, hot, strip)  # its short words: no gap


@pytest.mark.parametrize("size", SIZES)
def test_the_yams_hold_card_points_down_at_the_rack_from_the_header(tmp_path, size):
    """Round 80 (hY118, ruling S76, critic cA79 #4: under the dice it folded the Clasament,
    its rows lost at 1366 and 1024; was ``test_the_yams_hold_card_points_up_at_a_die_from_
    the_clasaments_band``, S62 1.): the hold card stood in the prompt's place over the
    kept row's rack, pointing down at it. Amended round 81 (hY122, ruling S93 3., critic
    cA80 #6: there it hid the prompt; was ``..._from_the_prompts_place``): docked in the
    header's room, its leader down to the rack's right end, off the Clasament."""
    shown = _card(tmp_path, "_yams_hold", size)
    card, side = shown["card"], shown["side"]
    rack = shown["kept_row"]
    assert side == "elbow", (size, side)  # down the gutter to a die (S106 1., round 82)
    assert card.bottom <= rack.top and card.left <= rack.right <= card.right + 40, (
        size, card, rack)
    assert not card.colliderect(shown["rooms"][0]), (size, card)  # off the Clasament


@pytest.mark.parametrize("size", SIZES)
def test_the_yams_hold_and_box_cards_each_dock_in_their_room(tmp_path, size):
    """The hold card (step 1 of a first Yams game) docks in the Clasament's band (S62 1.),
    the box card (step 2) on the felt over the sheet beside the title lines, each where the
    table makes room for it (ruling S20, amended round 77, hC81: round 76 docked them in the
    Clasament's band and the header's room over the turn pill, hiding the standings and the
    title lines)."""
    hold = _card(tmp_path, "_yams_hold", size)
    box = _card(tmp_path, "_yams_box", size)
    standings, header = hold["rooms"]
    # (S62 1., amended round 79: the box card risen nearer the frame where the header's
    # felt is low, 1024x600; S76, round 80: the hold card off the Clasament's band, in the
    # prompt's place over the rack)
    assert not standings.colliderect(hold["card"]), (size, hold["card"], standings)
    assert header.left <= box["card"].left and box["card"].right <= header.right
    assert box["card"].bottom <= header.bottom, (size, box["card"], header)
    assert box["card"].w < header.w, (size, box)  # as wide as its words
