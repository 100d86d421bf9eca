"""A coach card's words at 1024x600 are 15-16 px of em (hC17: they were 14 px, the type
floor, where a player leans in to read them), and every card still finds its place there,
its whole last line (step, "Nu mai arăta", its next action) on the card, its words on at
most two lines."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.widgets import layout_record
from game.widgets.text import em_px
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

BUILDS = ["_yams_hold", "_yams_box", "_yams_countdown", "_farkle_set_aside",
          "_farkle_refused", "_farkle_risk", "_farkle_bank", "_farkle_hot"]


@pytest.mark.parametrize("build", BUILDS)
def test_a_cards_words_are_15_px_or_more_at_1024x600_and_it_still_has_a_place(tmp_path, build):
    app = coach_app(tmp_path, size=(1024, 600))
    try:
        getattr(screens_coach, build)(app)
        coach = _table(app).coach
        assert coach.card is not None, (build, coach.clock.shown)
        surface = pygame.Surface((1024, 600))
        layout_record.start((1024, 600))
        try:
            coach.draw(surface)
            texts = [t for t in layout_record.frame().texts if t.role == "coach"]
        finally:
            layout_record.stop()
        assert texts, build
        for t in texts:
            assert em_px(t.size) >= 15, (build, t.text, em_px(t.size))
            assert coach.card.contains(t.rect), (build, t.text, t.rect, coach.card)
        assert coach.card.contains(coach.stop_rect()) and coach.card.contains(coach.next_rect())
        assert coach.next_rect().w > 0, coach.footer  # it can step on
        # one thing in at most two short lines (hC19: the hot dice' card ran to three); a
        # narrow card (hC31: only the Yams box card, beside the held dice, where no low one
        # finds room) has its short words on three lines at most
        from game.views.coach_card import is_narrow

        most = 3 if is_narrow(coach.card, _table(app).scale) else 2
        assert len(coach.lines) <= most, (build, coach.lines)
    finally:
        app.close()


def test_the_card_text_is_15_px_at_1024x600_and_no_smaller_above():
    from game.views.coach import card_measures

    assert em_px(card_measures(theme.scale_for((1024, 600)), 1024)[0]) >= 15
    assert em_px(card_measures(1.0, 1920)[0]) == em_px(theme.font_px(theme.FONT_SMALL, 1.0))
