"""A game's last TOTAL is seen after the last box's upper bonus (round 76, at hY105's merge;
critic cA76, end frames "yams_bonus" 0144–0204): the bonus's stage left the table hushed as an
end's stage does, and the hush was drawn over the TOTAL's takeover: a second of bare, dark felt
between "Bonus!" and the winner, the count played unseen. Its gold figure stands in the middle
of the window, read from the pixels (the layout record marks words however hidden)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.flow.moments import total_flourish
from tests.uihelpers import make_app
from tools.end_frames import FRAME, play_last_move


def _gold_in_the_middle(surface: pygame.Surface) -> int:
    """How many pixels of the window's middle third are bright gold (the TOTAL's figure)."""
    w, h = surface.get_size()
    middle = pygame.Rect(w // 3, h // 3, w // 3, h // 3)
    found = 0
    for x in range(middle.left, middle.right, 4):
        for y in range(middle.top, middle.bottom, 4):
            r, g, b = surface.get_at((x, y))[:3]
            found += r > 200 and g > 160 and b < 150
    return found


@pytest.mark.parametrize("case", ["yams_bonus", "yams_person"])
def test_the_last_total_is_seen_whatever_stage_came_before_it(tmp_path: Path, case: str):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        table = play_last_move(app, case)
        for _ in range(900):
            app.step(FRAME)
            counting = total_flourish(table.flow.moment)
            if counting is not None and counting[1] >= 0.6 and app.manager.top is table:
                break
        else:
            raise AssertionError("the last TOTAL never counted on the table")
        assert _gold_in_the_middle(app.screen) > 40, "the TOTAL's figure is not seen"
    finally:
        app.close()
