"""A routine card's TOTAL is a plaque over its column (ruling S94 3., round 81, hY123; critic
cA80 #13: "every player's finished card gets a full-width band with '260' in huge type,
louder than the bonus, for an event that happens to everyone").

A card finished mid-game (another player still has boxes) says its TOTAL on a plaque over
that player's column of the sheet, its figure smaller than the upper bonus's "+35"; the
game's last card (a game alone's end) keeps its full takeover (S78 1.).
"""

from __future__ import annotations

from typing import Any

import pytest

from game.widgets import layout_record
from game.widgets.felt import felt_area
from tests.uihelpers import make_app
from tools import screens_yams_moments

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _drawn(tmp_path: Any, size: tuple[int, int], build: Any) -> tuple[Any, Any]:
    """The layout record of the moment ``build`` makes, at half its length; its table."""
    app = make_app(tmp_path, size=size)
    try:
        build(app, 50)
        scene = app.manager.stack[1] if len(app.manager.stack) > 1 else app.manager.top
        layout_record.start(size)
        try:
            layout_record.begin(size)
            app.manager.draw(app.screen)
            frame = layout_record.frame()
        finally:
            layout_record.stop()
        return frame, scene
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_routine_total_is_a_plaque_over_its_column_quieter_than_the_bonus(tmp_path, size):
    """S94 3.: the TOTAL's figure stands over the player's column, on a plaque at most
    two fifths of the felt wide, its digits at most three quarters of the bonus's "+35"."""
    frame, table = _drawn(tmp_path, size, screens_yams_moments._total)
    felt = felt_area(size)
    figure = [t.rect for t in frame.texts if t.role == "celebration"  # (its count, from 0
              and t.text.replace(" ", "").isdigit()]  # since S117 1., round 82: not yet 260)
    assert figure, [(t.text, t.role) for t in frame.texts if t.role.startswith("celeb")]
    column = table.sheet.column_rect(1)  # Ion's
    assert abs(figure[0].centerx - column.centerx) <= column.w // 2, (figure[0], column)
    bands = [p.rect for p in frame.panels if p.role == "banner"]
    assert bands and all(rect.w <= felt.w * 0.4 for rect in bands), (bands, felt)
    bonus, _ = _drawn(tmp_path, size, screens_yams_moments._upper)
    hero = [t.rect for t in bonus.texts if t.text == "+35"]
    assert hero and figure[0].h <= hero[0].h * 0.75, (figure[0], hero)
