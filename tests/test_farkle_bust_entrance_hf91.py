"""A 10 000 bust's entrance, stepped frame by frame (ruling S27, round 77, hF91; critic row
"10 000 banners", 7.5): the dice that lost the turn lie landed and still about half a second,
plain, before the stamp arrives (it came 0.18 s after they landed: no time to read them
before the verdict), proportionately less at "Rapidă"; the stamp then comes down with a shake
and the dice jolt under its impact, and the hold, the veil and the turn's passing wait for it
as they waited before. The stamp lies off the tray: in the felt over the dice, never over
them (nor their red rings) in any frame, nor over the mat under them."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.views.farkle_refusal import lost_ring_reach
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60
STILL = 0.45
"""Seconds at least, at the normal speed, from the last die landing to the stamp's first
frame (the brief: "about 0.5 s")."""


def _throw_a_bust(app):
    """A 1 set aside, then five dice that score nothing thrown: the table."""
    table = table_with(app, 2, 1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6)
    table.press_roll()
    play(app)
    table.press_die(0)
    table.press_roll()
    return table


def _stamp(table, size):
    """The stamp's rect in the frame drawn now (None: not drawn)."""
    frame = recorded_frame(table, size)
    return next((p.rect for p in frame.panels if p.role == "announcement"), None)


def _timeline(tmp_path, size, speed):
    """Step a bust at 60 frames a second: (landed, first stamp frame, frames the dice moved
    before the stamp, seconds the stamp stood) in seconds after the throw."""
    app = make_app(tmp_path, size=size, animation_speed=speed)
    try:
        table = _throw_a_bust(app)
        t, landed, first, last, jolted = 0.0, None, None, None, 0
        while t < 4.0:
            app.step(FRAME)
            t += FRAME
            if landed is None and not table.tray.is_animating:
                landed = t
            if landed is None:
                continue
            shown = _stamp(table, size) is not None
            if shown and first is None:
                first = t
            if first is None and table.tray.is_moving:
                jolted += 1  # (a die that shook before the verdict said it early)
            if shown:
                last = t
            if first is not None and not shown:
                break
        assert landed is not None and first is not None and last is not None
        return landed, first, jolted, last - first + FRAME
    finally:
        app.close()


def test_the_bust_dice_lie_still_half_a_second_before_the_stamp(tmp_path):
    landed, first, jolted, stood = _timeline(tmp_path, (1366, 768), "normal")
    assert first - landed >= STILL, (landed, first)  # (round 76: 0.18 s)
    assert first - landed <= 0.7, (landed, first)  # a beat, not a wait
    assert jolted == 0  # still: no die shakes before the stamp strikes
    # every other clock waits for it as before: the stamp stands its whole hold
    assert stood >= theme.FARKLE_BUST_HOLD - 2 * FRAME, stood


def test_at_rapida_the_still_beat_is_in_proportion(tmp_path):
    landed, first, _, stood = _timeline(tmp_path, (1366, 768), "normal")
    fast_landed, fast_first, jolted, fast_stood = _timeline(tmp_path, (1366, 768), "fast")
    beat, fast_beat = first - landed, fast_first - fast_landed
    assert abs(fast_beat - beat / 2) <= 2 * FRAME, (beat, fast_beat)  # half, as the rest
    assert fast_beat >= theme.DICE_REVEAL_DELAY  # never under any throw's reveal beat
    assert jolted == 0
    assert abs(fast_stood - stood / 2) <= 3 * FRAME, (stood, fast_stood)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_stamp_never_covers_its_dice_nor_sits_on_the_tray(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = _throw_a_bust(app)
        seen = 0
        for _ in range(round(3.0 / FRAME)):
            app.step(FRAME)
            if table.tray.is_animating:
                continue
            stamp = _stamp(table, size)
            if stamp is None:
                if seen:
                    break
                continue
            seen += 1
            side = table.tray.die_size
            reach = lost_ring_reach(table)
            for i in range(table.tray.count):
                die = pygame.Rect(0, 0, side, side)
                die.center = (round(table.tray.position(i)[0]), round(table.tray.position(i)[1]))
                ringed = die.inflate(2 * reach, 2 * reach)  # the die and its red ring
                assert not stamp.colliderect(ringed), (seen, stamp, ringed)
            assert not stamp.colliderect(table.mat), (seen, stamp, table.mat)  # off the tray
            rim = table.px(theme.RIM_WIDTH)
            assert stamp.top >= rim, stamp  # on the felt
            # (round 78, hF93, ruling S47: one plate in every round, S36's row, as wide as the
            # felt between the side panels)
            assert table.players_rect.right <= stamp.left, stamp
            assert stamp.right <= table.turn_rect.left, stamp
            assert stamp.bottom < table.tray.position(0)[1], stamp  # over its dice
        assert seen >= round(1.0 / FRAME)  # (the stamp was stepped through its whole stay)
    finally:
        app.close()
