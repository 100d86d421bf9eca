"""After hot dice no die shows in two places and none pops in or out: the round's dice set
aside by earlier throws (listed in "Puse deoparte", not on the felt) fade in as they leave
the row's empty slots for the stage's lineup and fade out as they fly back, so none of them
is left standing in an empty slot while the stage lifts (critic B19: a stray "1")."""

from __future__ import annotations

import pytest

from game.views.stage_gather import homing
from tests.uihelpers import make_app
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _bright(surface, rect) -> int:
    """How many sample points inside ``rect`` show a die's white face."""
    found = 0
    for fx in (0.2, 0.35, 0.65, 0.8):
        for fy in (0.2, 0.5, 0.8):
            colour = surface.get_at((rect.x + round(rect.w * fx), rect.y + round(rect.h * fy)))
            found += min(colour[:3]) > 170
    return found


def test_no_earlier_die_stands_in_an_empty_slot_as_the_hot_dice_stage_lifts(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        table = screens_farkle.table_with(app, 2, *screens_farkle.LONG_TURN)
        screens_farkle.keep_first_and_roll(app, table, 6)  # the sixth die set aside
        strays, ends, starts = [], 0, 0
        for frame in range(400):
            app.step(1 / 30)
            stage = app.manager.top
            picture = getattr(stage, "picture", None)
            if picture is None or picture.kind != "hot_dice":
                if ends:
                    break
                continue
            earlier = len(picture.dice) - len(table.game.selected)
            assert earlier > 0  # the case: dice set aside by earlier throws
            home = homing(stage.clock)
            if stage.clock.progress < 0.005 or home > 0.97:
                starts += stage.clock.progress < 0.005
                ends += home > 0.97
                for rect in picture.dice[:earlier]:
                    if _bright(app.screen, rect):
                        strays.append((frame, round(stage.clock.progress, 3), rect))
        assert ends and starts, (ends, starts)
        assert not strays, strays
    finally:
        app.close()
