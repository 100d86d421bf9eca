"""A coach card comes in with a short entrance (round 72, critics D71, E71, G71: "plain cream
bars with no entrance worth noticing"): it rises into its place as it fades in, under a
quarter of a second, quick then settling, driven by the coach's clock (no wall time); its
place (what is hit and kept clear) is its final one from the first frame."""

from __future__ import annotations

import pytest

from game.flow.coach import ENTRANCE_SECONDS, CoachClock
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_card_rises_into_its_place_by_the_clock():
    clock = CoachClock()
    assert clock.entrance == 0.0  # nothing shows
    clock.update(0.0, "farkle.bank")
    assert clock.shown == "farkle.bank" and clock.entrance == 1.0
    left = [clock.entrance]
    for _ in range(6):
        clock.update(0.04, "farkle.bank")
        left.append(clock.entrance)
    assert all(a > b for a, b in zip(left, left[1:5], strict=False)), left  # only rising
    assert left[1] < 0.6  # most of it at once (an ease-out), then settling
    assert left[-1] == 0.0 and ENTRANCE_SECONDS < 0.25


def test_the_table_draws_the_card_risen_as_its_clock_says(tmp_path, monkeypatch):
    """The drawn card stands under its place by the entrance left, then in it."""
    import game.views.coach as coach_view

    drawn: list[int] = []
    real = coach_view.draw_card

    def watch(*args, **kwargs):
        drawn.append(args[10] if len(args) > 10 else kwargs.get("rise", 0))
        return real(*args, **kwargs)

    app = coach_app(tmp_path, size=(1366, 768))
    try:
        screens_coach._farkle_bank(app)
        coach = _table(app).coach
        assert coach.shown == "farkle.bank"
        monkeypatch.setattr(coach_view, "draw_card", watch)
        coach.clock.age = 0.02  # its first frames
        coach.draw(app.screen)
        coach.clock.age = ENTRANCE_SECONDS
        coach.draw(app.screen)
        rise = _table(app).px(18)
        assert drawn[0] > rise // 2 and drawn[1] == 0, (drawn, rise)
    finally:
        app.close()
