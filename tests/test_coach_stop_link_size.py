"""A coach card's "Nu mai arăta" is as large as the card's words (round 62, critic B61: at
1024×600 it was ~12 px tall, a smaller link under "Înainte →" a player leaned in to read):
at 1024×600 the words' own size on every low card (17 px of em), its line 15 px tall or
more, on the card; 15 px of em on the narrow Yams card, where it stands beside "Înainte →"
on one row that the words' size would not hold (it then fell back to the compact type)."""

from __future__ import annotations

import pygame
import pytest

from game.views.coach_card import is_narrow
from game.widgets import layout_record
from game.widgets.text import em_px
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

BUILDS = ["_yams_hold", "_yams_box", "_farkle_set_aside", "_farkle_refused", "_farkle_risk",
          "_farkle_bank", "_farkle_hot"]


@pytest.mark.parametrize("build", BUILDS)
def test_the_stop_link_is_as_large_as_the_words_at_1024x600(tmp_path, build):
    app = coach_app(tmp_path, size=(1024, 600))
    try:
        getattr(screens_coach, build)(app)
        coach = _table(app).coach
        assert coach.card is not None, build
        surface = pygame.Surface((1024, 600))
        layout_record.start((1024, 600))
        try:
            coach.draw(surface)
            texts = [t for t in layout_record.frame().texts if t.role == "coach"]
        finally:
            layout_record.stop()
        stop = next(t for t in texts if t.text == "Nu mai arăta")
        if is_narrow(coach.card, _table(app).scale):  # (beside "Înainte →" on one row)
            assert em_px(stop.size) >= 15, (build, stop)
            return
        words = [t for t in texts if t.text in coach.lines]
        assert words, (build, coach.lines)
        assert em_px(stop.size) >= 15 and stop.rect.h >= 15, (build, stop)
        assert stop.size >= max(t.size for t in words), (build, stop, words)
        assert coach.card.contains(stop.rect), (build, stop.rect, coach.card)
    finally:
        app.close()
