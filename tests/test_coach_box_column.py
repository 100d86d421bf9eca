"""The Yams box card explains the sheet's column, not the prompt (critic, round 70: "at 1366
and 1024 it sits in the lane kept for the key line, points at the prompt and repeats what
the prompt says"): played by mouse or by keys, at every size, it points at a row of the
current player's column that this roll may fill, never at the prompt's line, lies over
neither the prompt (unless the line waits in its place) nor the kept row's invitation lane,
and its words say what the prompt and the key line do not (they say "alege" and "Validează
tura"; the card says what the column's figures are)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.rules.yams import Box
from game.views.coach_reads import speaks_for_prompt
from game.views.coach_yams import lane_line
from tests.coach_reached import read, reading_of
from tests.test_coach_places import _table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


STEPS = ("screens_coach_first._yams_box_by_keys", "_yams_box")
"""The box card played by keys (``tools/screens_coach_first.py``) and by mouse."""


@reading_of(*STEPS)
def box_card(app: Any) -> dict[str, Any]:
    """The card, the mark shown, its target and words, the rows this roll may fill, the
    sheet, the prompt's line, the kept row's lane and the table's "Validează tura", read
    once a session (tests/coach_reached.py)."""
    table = _table(app)
    coach, sheet, game = table.coach, table.sheet, table.game
    return {"shown": coach.shown, "clock": coach.clock.shown,
            "rows": {sheet.cell_rect(game.current, box).y: box for box in game.options()},
            "column": pygame.Rect(sheet.cell_rect(game.current, Box.ONES)),
            "target": pygame.Rect(coach.target), "sheet": pygame.Rect(sheet.rect),
            "card": pygame.Rect(coach.card), "prompt": pygame.Rect(lane_line(table)),
            "speaks": speaks_for_prompt(table), "lane": pygame.Rect(table.hold_invite_lane()),
            "lines": tuple(coach.lines), "validate": table.tr("yams.validate")}


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("step", STEPS)
def test_the_box_card_points_into_the_column_and_adds_to_the_prompt(tmp_path, size, step):
    shown = read(tmp_path, size, step, box_card)
    assert shown["shown"] == "yams.box", (size, shown["clock"])
    rows, target, card = shown["rows"], shown["target"], shown["card"]
    assert shown["sheet"].contains(target), (size, target, shown["sheet"])
    # (S20, round 76: into the player's column at its head, the name cell over its boxes;
    # it pointed at a row's label before, rows the sheet's at that height)
    column = shown["column"]
    assert (target.x, target.w) == (column.x, column.w) and target.bottom <= column.top, (
        size, target, column, sorted(rows))
    prompt = shown["prompt"]  # in the prompt's place the line waits (ruling S5)
    assert not card.colliderect(prompt) or shown["speaks"], (size, card, prompt)
    assert target != prompt, size
    lane = shown["lane"]  # the kept row's invitation, said under it
    assert lane.h <= 0 or not card.colliderect(lane), (size, card, lane)
    said = " ".join(shown["lines"]).casefold()
    for word in ("alege", shown["validate"].casefold()):
        assert word not in said, (size, shown["lines"])
