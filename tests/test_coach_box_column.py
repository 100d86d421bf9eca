"""The Yams box card explains the sheet's column, not the prompt (critic, round 70: "at 1366
and 1024 it sits in the lane kept for the key line, points at the prompt and repeats what
the prompt says"): played by mouse or by keys, at every size, it points at a row of the
current player's column that this roll may fill, never at the prompt's line, lies over
neither the prompt (unless the line waits in its place) nor the kept row's invitation lane,
and its words say what the prompt and the key line do not (they say "alege" and "Validează
tura"; the card says what the column's figures are)."""

from __future__ import annotations

import pygame
import pytest

from game.views.coach_reads import speaks_for_prompt
from game.views.coach_yams import lane_line
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach, screens_coach_first

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("module, step", [(screens_coach_first, "_yams_box_by_keys"),
                                          (screens_coach, "_yams_box")])
def test_the_box_card_points_into_the_column_and_adds_to_the_prompt(tmp_path, size, module,
                                                                     step):
    app = coach_app(tmp_path, size=size)
    try:
        getattr(module, step)(app)
        table = _table(app)
        coach, sheet, game = table.coach, table.sheet, table.game
        assert coach.shown == "yams.box", (size, coach.clock.shown)
        rows = {sheet.cell_rect(game.current, box).y: box for box in game.options()}
        target = pygame.Rect(coach.target)
        assert pygame.Rect(sheet.rect).contains(target), (size, target, sheet.rect)
        assert target.y in rows, (size, target)
        prompt = lane_line(table)  # in the prompt's place the line waits (ruling S5)
        assert not coach.card.colliderect(prompt) or speaks_for_prompt(table), (
            size, coach.card, prompt)
        assert coach.target != prompt, size
        lane = table.hold_invite_lane()  # the kept row's invitation, said under it
        assert lane.h <= 0 or not coach.card.colliderect(lane), (size, coach.card, lane)
        said = " ".join(coach.lines).casefold()
        for word in ("alege", table.tr("yams.validate").casefold()):
            assert word not in said, (size, coach.lines)
    finally:
        app.close()
