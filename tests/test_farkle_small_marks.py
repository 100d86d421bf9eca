"""The small marks of the 10 000 table read at a glance at 1920×1080: a player's "urmează" tag
is about 20 px of em (round 73: the coach card's "×", about 20 px, went with the card's third
way out, critic K72)."""

from __future__ import annotations

from typing import Any

import pytest

from game import theme
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tests.uihelpers import recorded_frame
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _tag_sizes(app: Any) -> list[float]:
    table = _table(app)
    size = app.screen.get_size()
    marks = recorded_frame(table, size).texts
    return [m.size * theme.FONT_EM for m in marks if m.text == app.tr("farkle.next")]


def test_the_next_players_tag_reads_at_about_20_px_at_1920(tmp_path):
    app = coach_app(tmp_path, size=(1920, 1080), coach_marks=False)
    try:
        screens_coach._farkle_risk(app)  # two people and the computer: "urmează" beside one
        sizes = _tag_sizes(app)
        assert sizes and min(sizes) >= 20, sizes
    finally:
        app.close()
