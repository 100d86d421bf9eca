"""Ruling S93 2. (round 81, hY122; critic cA80's "Yams special states" row: the ring "about
60 px: readable, but small for a timer that acts for you"; change: "a larger ring that pulses
in its last second"): the Y10 countdown's ring is a little larger (76 px across at 1920x1080,
was 68), still inside the prompt's pill, and in its last second it beats (twice, strongest as
its "1" shows), the beat a reading of the flow's clock (``YamsFlow.countdown_pulse``), the
view only drawing it (the ring grown by its beat, a halo round it)."""

from __future__ import annotations

import pytest

from game import theme
from game.views import yams_views
from tests.test_yams_countdown_badge_inside import _counting
from tests.test_yams_countdown_off_the_sheet import assert_in_its_pill
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

STEP = 1 / 60


def _pulses_until_it_writes(app, scene) -> list[tuple[float, float]]:
    """(seconds left, beat) at every frame of the flow's clock until the countdown writes."""
    seen = []
    while scene.flow.countdown is not None:
        seen.append((scene.flow.countdown, scene.flow.countdown_pulse()))
        app.step(STEP)
    return seen


def test_the_ring_beats_only_in_its_last_second_twice_strongest_as_its_1_shows(tmp_path):
    """The flow's clock: no beat while two seconds or more are left; in the last second two
    beats, each strong at its start (the "1" showing, then half a second on) fading after."""
    app = make_app(tmp_path, size=(1366, 768), menu_drawn=False)
    try:
        scene = _counting(app, 1)
        seen = _pulses_until_it_writes(app, scene)
        assert all(beat == 0 for left, beat in seen if left > 1.0), seen[:5]
        last = [(left, beat) for left, beat in seen if left <= 1.0]
        assert last and all(0 <= beat <= 1 for _, beat in last), last
        assert max(beat for left, beat in last if left > 0.9) > 0.85, last[:6]  # as "1" shows
        assert min(beat for left, beat in last if 0.55 < left < 0.6) < 0.3, last  # fading
        assert max(beat for left, beat in last if 0.4 < left <= 0.5) > 0.85, last  # again
    finally:
        app.close()


def test_a_held_countdown_does_not_beat(tmp_path):
    """While the coach's card holds the countdown (its clock stopped), the ring stays still."""
    app = make_app(tmp_path, size=(1366, 768), menu_drawn=False)
    try:
        scene = _counting(app, 1)
        scene.flow.countdown = 0.95
        scene.flow.countdown_held = True
        assert scene.flow.countdown_pulse() == 0
    finally:
        app.close()


@pytest.mark.parametrize("size, least", [((1920, 1080), 76), ((1366, 768), 54),
                                         ((1024, 600), 44)])
def test_the_ring_is_a_little_larger_inside_its_pill(tmp_path, size, least):
    """76 px across at 1920 (68 before), 54 at 1366, 44 at 1024, inside the pill (S45)."""
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        ring = assert_in_its_pill(_counting(app, 3))
        assert ring.w >= least, ring
    finally:
        app.close()


def test_the_view_draws_the_ring_grown_by_its_beat(tmp_path, monkeypatch):
    """The view draws the flow's beat: the ring at its place's size while two seconds are
    left, grown (its centre kept) as its "1" shows, up to the pill's inside only."""
    app = make_app(tmp_path, size=(1920, 1080), menu_drawn=False)
    try:
        scene = _counting(app, 1)
        drawn: list[tuple[tuple[int, int], int]] = []
        real = yams_views.draw_countdown_ring

        def _seen(surface, centre, radius, *args, **kwargs):
            drawn.append((centre, radius))
            return real(surface, centre, radius, *args, **kwargs)

        monkeypatch.setattr(yams_views, "draw_countdown_ring", _seen)
        ring = scene.countdown_ring_rect()
        app.step(0.0)
        rest = drawn[-1]
        assert rest == (ring.center, ring.w // 2), (rest, ring)
        scene.flow.countdown = 1.0 - 0.02  # (its "1" just shown)
        assert scene.flow.countdown_pulse() > 0.85
        app.step(0.0)
        centre, radius = drawn[-1]
        # (amended round 82, hY131, S93 2.: grown by its beat up to the pill's inside only,
        # critic cA82 #8: it burst through the pill's frame; the halo beats along the pill;
        # tests/test_yams_countdown_ring_in_its_strip_hy131.py)
        from game.views.yams_countdown_pulse import ring_room
        room = ring_room(scene)
        fits = min(ring.centery - room.top, room.bottom - ring.centery)
        assert centre == ring.center and radius >= min(fits, 1.1 * (ring.w // 2)), drawn[-1]
        assert radius <= max(fits, ring.w // 2), (drawn[-1], room)
        assert theme.YAMS_AUTO_SCORE_DELAY > 2
    finally:
        app.close()
