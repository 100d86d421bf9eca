"""Ruling S5 (docs/SCREEN_RULINGS.md; critics B65/B66, "Coach marks" 7: card 4/5 lay over
the greyed "Anulează"): every coach card of both tables, every step the coach has
(``tools/screens_coach*.py``), at 1920x1080, 1366x768 and 1024x600, meets no button, live
or disabled, no die and no slot (the 10 000 dice row and mat), keeps at least
:data:`AIR` reference pixels off the dice and every button, and stays in the felt column
(the 10 000 middle column; the Yams felt left of the sheet). Round 64's ruling let a card
lie over a disabled button; S5 reverses it."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import theme
from game.widgets.felt import felt_area
from tests.coach_reached import read, reading_of
from tests.test_coach_places import _table
from tools import screens_coach, screens_coach_first

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
STEPS = ("_yams_hold", "_yams_box", "_yams_countdown", "screens_coach_first._yams_box_by_keys",
         "_farkle_set_aside", "_farkle_refused", "_farkle_refused_far", "_farkle_risk",
         "_farkle_bank", "_farkle_hot")
"""Every step of ``tools/screens_coach.py`` and the first game's box card by keys
(``tools/screens_coach_first.py``)."""

STEP_BUILDS = tuple((screens_coach_first, step.split(".")[1]) if "." in step
                    else (screens_coach, step) for step in STEPS)
""":data:`STEPS` as (module, function name) pairs, for the files that build each state
themselves (round 74: hT74 made :data:`STEPS` names for the shared reads)."""

AIR = 16
"""Reference pixels a card keeps off the dice and every control (ruling S5)."""


def gap(a: pygame.Rect, b: pygame.Rect) -> int:
    """The clear room between two rects (0: they touch or overlap)."""
    return max(b.x - a.right, a.x - b.right, b.y - a.bottom, a.y - b.bottom, 0)


def controls(table: Any) -> list[tuple[str, pygame.Rect]]:
    """Every button the table shows, lit or greyed."""
    return [(f"button {getattr(w, 'label', '')!r}"[:40], pygame.Rect(w.rect))
            for w in table.focus.widgets
            if getattr(w, "visible", True) and getattr(w, "rect", None) is not None]


def dice_and_slots(table: Any) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    """The dice in play (where they are drawn and where they rest) and the slots."""
    dice = [pygame.Rect(r) for r in table.dice_in_play_rects()]
    if table.kind == "yams":
        return dice, []
    from game.views.coach_farkle import row_rect

    dice += [pygame.Rect(r) for r in table.hit_targets()]
    return dice, [row_rect(table), pygame.Rect(table.mat)]


def column(table: Any) -> pygame.Rect:
    """The felt column a card stays in (round 74, S5: the countdown's card the sheet's room
    right of its ring; round 76, S20: docked in the header's room, the felt's left column)."""
    from game.views.coach_ring import ring_room

    if table.kind == "yams" and table.coach.shown in ("yams.box", "yams.countdown",
                                                      "yams.hold"):  # (the hold card
        # docked there too since round 81, hY122, ruling S93 3.)
        from game.views.coach_dock import header_room  # (S20 amended round 77, hC81: the

        dock = header_room(table)  # box and countdown cards dock over the sheet, beside
        if table.coach.shown == "yams.box":  # the title lines; S62 4.: with a leader; S62
            from game.views.coach_dock import DOCK_FRAME_LEAST  # 1.: the box card risen
            least = felt_area(table.size).y + table.px(DOCK_FRAME_LEAST)  # at need
            dock = pygame.Rect(dock.x, least, dock.w, dock.bottom - least)
        if dock.contains(table.coach.card):
            return dock
    room = ring_room(table) if table.coach.shown == "yams.countdown" else None
    if room is not None and table.coach.target == room[0] and table.coach.side != "none":
        return room[1]
    if table.kind == "yams":
        felt = felt_area(table.size)
        return pygame.Rect(felt.x, felt.y, table.sheet.rect.x - felt.x, felt.h)
    return pygame.Rect(table.center)


def faults(table: Any) -> list[str]:
    """What the shown card lies over or too near."""
    card = table.coach.card
    assert card is not None, "no card shows"
    least = theme.px(AIR, table.scale)
    found = []
    dice, slots = dice_and_slots(table)
    for name, rect in [*controls(table), *(("a die", d) for d in dice)]:
        if gap(card, rect) < least:
            found.append(f"{name} {tuple(rect)}: {gap(card, rect)} px")
    if table.coach.shown == "farkle.hot":  # (S46, round 78: beside the cup holding the
        slots = slots[1:]  # six, the row's slots unseen round it; off the tray)
        if table.mat_share() <= 0:  # (S81 3., round 80, hF102: under the cup on the felt
            slots = []  # the folded mat leaves, no slot drawn there)
    found += [f"a slot row {tuple(s)}" for s in slots if card.colliderect(s)]
    if not column(table).contains(card):
        found.append(f"out of the felt column {tuple(column(table))}")
    return found


@reading_of(*STEPS)
def card_and_faults(app: Any) -> tuple[tuple[int, ...], list[str]]:
    """The shown card and what it lies over or too near, read once a session
    (tests/coach_reached.py)."""
    table = _table(app)
    near = faults(table)
    return tuple(table.coach.card), near


@pytest.mark.parametrize("size", SIZES)
def test_no_coach_card_over_or_near_a_control_die_or_slot(tmp_path, size):
    found = {}
    for step in STEPS:
        card, near = read(tmp_path, size, step, card_and_faults)
        if near:
            found[step.split(".")[-1]] = (card, near)
    assert found == {}, (size, found)
