"""The podium enters whole (hR60, critic C51: "the blocks arrive and the trophy and the rank
numbers pop a second later"). Each block rises out of the floor carrying its place badge
(and the winner's, its trophy): from the frame it stands whole on its risen block (round 74,
hW76: never cut by the floor) the badge is on its block, moving up with it, never over the
floor nor beside the block; when the blocks land nothing more comes (the picture at the
rise's end is the podium at rest).

This reverses hR25's promise (the badges popped in rank order once the blocks had risen):
the old test asked for no badge during the rise; the new one asks for every badge on its
block all along."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.results import ResultRow
from game.widgets import layout_record
from game.widgets.podium import RISE, draw_podium, risen, shared_blocks, steps

ROWS = [ResultRow(1, "Ana", 250, seat=0), ResultRow(2, "Ion", 240, seat=1),
        ResultRow(3, "Dan", 190, seat=2)]
TIED = [ResultRow(1, "Ana", 250, seat=0), ResultRow(1, "Ion", 250, seat=1),
        ResultRow(3, "Dan", 190, seat=2)]
SIZE = (1400, 700)


def _draw(rows: list[ResultRow], rise_time: float | None
          ) -> tuple[pygame.Surface, dict[str, list[pygame.Rect]]]:
    """The podium drawn at ``rise_time``, and its place figures' rects (by their text)."""
    surface = pygame.Surface(SIZE)
    layout_record.start(SIZE)
    try:
        layout_record.begin(SIZE)
        draw_podium(surface, pygame.Rect(0, 0, *SIZE), rows, lambda r: r.name,
                    10.0, 1.0, counted_already=True, rise_time=rise_time)
        marks = [m for m in layout_record.frame().texts if m.role == "podium_place"]
    finally:
        layout_record.stop()
    found: dict[str, list[pygame.Rect]] = {}
    for mark in marks:
        found.setdefault(mark.text, []).append(mark.rect)
    return surface, found


@pytest.mark.parametrize("rows", [ROWS, TIED], ids=["one_two_three", "tied"])
def test_the_badges_rise_on_their_blocks_and_land_with_them(rows):
    pygame.init()
    rest, final = _draw(rows, None)
    assert sorted(final) == sorted({str(row.place) for row in rows})
    full = [block for _, block in  # (a tie for first: one shared step, round 72)
            shared_blocks(steps(pygame.Rect(0, 0, *SIZE), rows, 1.0, _below(rows)))]
    for k in range(0, 30):  # every frame of the rise
        t = RISE * k / 30
        share = risen(t)
        _, shown = _draw(rows, t)
        for text, rects in shown.items():
            for rect in rects:  # each drawn on its block, under its risen top, never below
                block = next(s for s in full if s.left <= rect.centerx <= s.right)
                lid = block.bottom - round(block.h * share)
                assert lid <= rect.top and rect.bottom <= block.bottom, (t, text, rect)
                at = next(r for r in final[text] if r.centerx == rect.centerx)
                sunk = block.h - round(block.h * share)  # what its block has still to rise
                assert rect.top == at.top + sunk, (t, text)  # coming up with its block
        for text, rects in final.items():  # (round 74, hW76: a badge shows once it stands
            # whole on its risen block, never cut by the floor: hR60's "well up, every
            # badge", the winner's trophy over its "1" left cut at 0.8, is that promise now)
            for at in rects:
                block = next(s for s in full if s.left <= at.centerx <= s.right)
                sunk = block.h - round(block.h * share)
                if at.bottom + sunk + at.h // 2 <= block.bottom:  # (its disc whole)
                    assert at.w in [r.w for r in shown.get(text, [])], (t, text)
    landed, _ = _draw(rows, RISE)  # the blocks land: nothing more comes after
    assert landed.get_view("2").raw == rest.get_view("2").raw


def _below(rows: list[ResultRow]) -> int:
    """The room under the steps the podium keeps (no figures here: its least)."""
    from game.widgets.podium import below_height, slot_width

    slot = slot_width(SIZE[0], 1.0, len(rows))
    return below_height([[] for _ in rows], [0 for _ in rows], slot, 1.0, 1)
