"""Every coach card is as wide as its words and its actions, no wider (round 74, critic cQ74,
"Coach marks": the Yams hold card 1/2 stood as wide as the prompt's place, a gap of empty
paper between its words and "Înainte"; the countdown's card wrapped at half its width).
The 10 000 risk card alone spans its strip (ruling S5: its way bends from the strip's end)."""

from __future__ import annotations

import pytest

from game.views.coach_card import compact_type, is_narrow, narrow_size
from game.views.coach_words import card_size
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

BUILDS = ["_yams_hold", "_yams_box", "_yams_countdown", "_farkle_set_aside", "_farkle_bank",
          "_farkle_hot", "_farkle_refused"]


@pytest.mark.parametrize("build", BUILDS)
@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_every_card_is_as_wide_as_what_it_holds(tmp_path, build, size):
    app = coach_app(tmp_path, size=size)
    try:
        getattr(screens_coach, build)(app)
        table = _table(app)
        coach = table.coach
        card = coach.card
        assert card is not None, (build, size)
        with compact_type(coach._compact):
            narrow = is_narrow(card, table.scale)
            fits = (narrow_size if narrow else card_size)(coach.lines, coach.footer, table.scale)
        assert card.w <= fits[0] + 2, (build, size, card, fits, coach.lines)
    finally:
        app.close()
