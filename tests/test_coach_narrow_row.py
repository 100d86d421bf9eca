"""A narrow coach card (the Yams 2/3 card beside the held dice at 1024x600) keeps its
actions on one row under its words (hC41, critic B40 "Coach marks" 7: "squeezed into a
three-line column with its buttons jumbled"): "Înainte →" and "Nu mai arăta" side by side,
both under the last line of its words, its words on at most three lines."""

from __future__ import annotations

import pytest

from game.views.coach_card import card_text_size, is_narrow, words_height, words_origin
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_yams_box_card_has_its_actions_on_one_row_under_its_words(tmp_path, size):
    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._yams_box(app)
        table = _table(app)
        coach = table.coach
        assert coach.card is not None
        assert len(coach.lines) <= 3, coach.lines
        nxt, stop = coach.next_rect(), coach.stop_rect()
        assert coach.card.contains(nxt) and coach.card.contains(stop)
        if not is_narrow(coach.card, table.scale):
            return  # a low card: its actions beside its two lines (hC31)
        assert card_text_size(table.scale) >= 23
        assert abs(nxt.centery - stop.centery) <= 3, (nxt, stop)  # one row
        assert nxt.right <= stop.x, (nxt, stop)  # side by side
        x, y = words_origin(coach.card, coach.footer, len(coach.lines), table.scale)
        under = y + words_height(len(coach.lines), table.scale)
        assert min(nxt.y, stop.y) >= under, (nxt, stop, under)
    finally:
        app.close()
