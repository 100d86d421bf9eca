"""A narrow coach card keeps its actions on one row under its words (hC41, critic B40
"Coach marks" 7: "squeezed into a three-line column with its buttons jumbled"): "Înainte →"
and "Nu mai arăta" side by side, both under the last line of its words, its words on at most
three lines.

Since the one place (round 69) the narrow card is rare: the Yams box card chosen by keys at
1920x1080 (no room in the prompt's place for its pointer: placed beside its sheet row) is the
live case; the test asks that it is narrow, so that it cannot pass by checking nothing (if a
change gives that card a low form, move the test to the narrow card that remains, or retire
the narrow form with the code that draws it)."""

from __future__ import annotations

import pytest

from game.views.coach_card import card_text_size, is_narrow, words_height, words_origin
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach_first

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

NARROW_CASES = [(screens_coach_first, "_yams_box_by_keys", (1920, 1080))]
"""The first-game steps whose card is narrow today (round 69)."""


@pytest.mark.parametrize(("module", "step", "size"), NARROW_CASES)
def test_a_narrow_card_has_its_actions_on_one_row_under_its_words(tmp_path, module, step,
                                                                  size):
    app = coach_app(tmp_path, size=size)
    try:
        getattr(module, step)(app)
        table = _table(app)
        coach = table.coach
        assert coach.card is not None
        assert is_narrow(coach.card, table.scale), (step, size, coach.card)  # the live case
        assert len(coach.lines) <= 3, coach.lines
        nxt, stop = coach.next_rect(), coach.stop_rect()
        assert coach.card.contains(nxt) and coach.card.contains(stop)
        assert card_text_size(table.scale) >= 23
        assert abs(nxt.centery - stop.centery) <= 3, (nxt, stop)  # one row
        assert nxt.right <= stop.x, (nxt, stop)  # side by side
        x, y = words_origin(coach.card, coach.footer, len(coach.lines), table.scale)
        under = y + words_height(len(coach.lines), table.scale)
        assert min(nxt.y, stop.y) >= under, (nxt, stop, under)
    finally:
        app.close()
