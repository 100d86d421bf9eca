"""A 10 000 bust's entrance, stepped frame by frame (ruling S27, round 77, hF91; critic row
"10 000 banners", 7.5): the dice that lost the turn lie landed and still about half a second,
plain, before the stamp arrives (it came 0.18 s after they landed: no time to read them
before the verdict), proportionately less at "Rapidă"; the stamp then comes down with a shake
and the dice jolt under its impact, and the hold, the veil and the turn's passing wait for it
as they waited before. The stamp lies off the tray: in the felt over the dice, never over
them (nor their red rings) in any frame, nor over the mat under them."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
import pytest

from game import theme
from game.views.farkle_refusal import lost_ring_reach
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with
from tools.unseen_frames import unseen_frames

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


@dataclass(frozen=True)
class Moment:
    """One frame of a bust, stepped after the throw: its time, the tray's state, the stamp
    as drawn once the dice have first landed (None: not drawn, or not landed yet) and, with
    the stamp, where the dice and their red rings and the table's parts lie."""

    t: float
    animating: bool
    moving: bool
    landed: bool
    stamp: pygame.Rect | None = None
    rings: tuple[pygame.Rect, ...] = ()
    mat: pygame.Rect | None = None
    rim: int = 0
    players_right: int = 0
    turn_left: int = 0
    dice_y: float = 0.0


def _moment(table, size, t: float, landed: bool) -> Moment:
    """The frame now (the table's layout record drawn once, from the landing on)."""
    animating, moving = table.tray.is_animating, table.tray.is_moving
    stamp = _stamp(table, size) if landed else None
    if stamp is None:
        return Moment(t, animating, moving, landed)
    side = table.tray.die_size
    reach = lost_ring_reach(table)
    rings = []
    for i in range(table.tray.count):
        die = pygame.Rect(0, 0, side, side)
        die.center = (round(table.tray.position(i)[0]), round(table.tray.position(i)[1]))
        rings.append(die.inflate(2 * reach, 2 * reach))  # the die and its red ring
    return Moment(t, animating, moving, landed, stamp, tuple(rings), table.mat.copy(),
                  table.px(theme.RIM_WIDTH), table.players_rect.right, table.turn_rect.left,
                  table.tray.position(0)[1])


def _bust(tmp_path, size, speed) -> list[Moment]:
    """Step a bust at 60 frames a second from the throw, 4 s at most: each frame's moment,
    until a frame still and stampless after the stamp.

    The app's frames run unseen (tools.unseen_frames: the same dt, the same state); only
    the table's layout record draws each frame from the landing on, once (each was drawn
    twice, the app's unread picture too: round 78, hT2; the same moments frame for frame)."""
    app = make_app(tmp_path, size=size, animation_speed=speed)
    try:
        with unseen_frames(app, last_drawn=False):
            table = _throw_a_bust(app)
        moments: list[Moment] = []
        t, landed, stamped = 0.0, False, False
        while t < 4.0:
            with unseen_frames(app, last_drawn=False):
                app.step(FRAME)
            t += FRAME
            landed = landed or not table.tray.is_animating
            moment = _moment(table, size, t, landed)
            moments.append(moment)
            stamped = stamped or moment.stamp is not None
            if stamped and moment.stamp is None and not moment.animating:
                break
        return moments
    finally:
        app.close()


@pytest.fixture(scope="module")
def busts(tmp_path_factory, pictures_drawn_once_no_fsync):
    """Each (size, speed)'s bust stepped once for the module, kept for every test reading it."""
    stepped: dict[tuple[tuple[int, int], str], list[Moment]] = {}

    def bust(size: tuple[int, int], speed: str = "normal") -> list[Moment]:
        if (size, speed) not in stepped:
            stepped[size, speed] = _bust(tmp_path_factory.mktemp("bust"), size, speed)
        return stepped[size, speed]

    return bust


def _timeline(moments: list[Moment]):
    """A bust's (landed, first stamp frame, frames the dice moved before the stamp, seconds
    the stamp stood) in seconds after the throw."""
    landed, first, last, jolted = None, None, None, 0
    for moment in moments:
        t = moment.t
        if landed is None and moment.landed:
            landed = t
        if landed is None:
            continue
        shown = moment.stamp is not None
        if shown and first is None:
            first = t
        if first is None and moment.moving:
            jolted += 1  # (a die that shook before the verdict said it early)
        if shown:
            last = t
        if first is not None and not shown:
            break
    assert landed is not None and first is not None and last is not None
    return landed, first, jolted, last - first + FRAME


def test_the_bust_dice_lie_still_half_a_second_before_the_stamp(busts):
    landed, first, jolted, stood = _timeline(busts((1366, 768), "normal"))
    assert first - landed >= STILL, (landed, first)  # (round 76: 0.18 s)
    assert first - landed <= 0.7, (landed, first)  # a beat, not a wait
    assert jolted == 0  # still: no die shakes before the stamp strikes
    # every other clock waits for it as before: the stamp stands its whole hold
    assert stood >= theme.FARKLE_BUST_HOLD - 2 * FRAME, stood


def test_at_rapida_the_still_beat_is_in_proportion(busts):
    landed, first, _, stood = _timeline(busts((1366, 768), "normal"))
    fast_landed, fast_first, jolted, fast_stood = _timeline(busts((1366, 768), "fast"))
    beat, fast_beat = first - landed, fast_first - fast_landed
    assert abs(fast_beat - beat / 2) <= 2 * FRAME, (beat, fast_beat)  # half, as the rest
    assert fast_beat >= theme.DICE_REVEAL_DELAY  # never under any throw's reveal beat
    assert jolted == 0
    assert abs(fast_stood - stood / 2) <= 3 * FRAME, (stood, fast_stood)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_stamp_never_covers_its_dice_nor_sits_on_the_tray(busts, size):
    seen = 0
    for moment in busts(size)[:round(3.0 / FRAME)]:
        if moment.animating:
            continue
        stamp = moment.stamp
        if stamp is None:
            if seen:
                break
            continue
        seen += 1
        for ringed in moment.rings:  # each die and its red ring
            assert not stamp.colliderect(ringed), (seen, stamp, ringed)
        # (amended round 80, hF104, ruling S87 2.: the plate stands under its dice, in the
        # felt the folded mat leaves (S64): was "off the tray", over them)
        assert stamp.top >= max(r.bottom for r in moment.rings), (seen, stamp)
        assert stamp.top >= moment.rim, stamp  # on the felt
        # (round 78, hF93, ruling S47: one plate in every round, S36's row, as wide as the
        # felt between the side panels)
        assert moment.players_right <= stamp.left, stamp
        assert stamp.right <= moment.turn_left, stamp
        assert stamp.top > moment.dice_y, stamp  # under its dice (S87 2., was over them)
    assert seen >= round(1.0 / FRAME)  # (the stamp was stepped through its whole stay)
