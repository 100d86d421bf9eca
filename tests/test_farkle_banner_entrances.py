"""The 10 000 banners enter each with a motion of their own, brief (critic B51: "entrances plain
cross-fades; the goal banner still; big and ordinary bank plates one size"): the goal bursts in
(grows from small, a flash of light and sparks round it), the ordinary bank's modest plate is
pressed into the tray (S107 1., round 82: it dropped from above, over the buttons), hot dice'
ribbon rises (round 69); each has come to rest within
:data:`ENTRANCE_MOST` seconds. The ordinary bank's plate is smaller than the big bank's, its
figure still readable at 1024x600."""

from __future__ import annotations

import pygame
import pytest

from game.views.stage_banner import LOOKS, drawn_plaque, ribbon_rect, words_scale
from game.views.stage_goal import PLATE_AFTER, goal_plate, plate_rest
from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

ENTRANCE_MOST = 0.4
"""Seconds a banner's entrance may take (it is a beat, not a show)."""


def _banner(app, kind):
    """The table brought to the banner ``kind``'s stage (its own state)."""
    {name: build for name, build, _ in STATES}[kind](app)
    return until_staged(app, kind)


def _frames(stage) -> list[pygame.Rect]:
    """Where the banner is drawn at each 1/60 s of its first 0.4 s (the goal's: its plate,
    ruling S6, bursting in once the table's veil is whole: round 72, :data:`PLATE_AFTER`)."""
    rects = []
    drawn = goal_plate if stage.picture.crest else drawn_plaque
    start = PLATE_AFTER if stage.picture.crest else 0.0
    for k in range(round(ENTRANCE_MOST * 60) + 1):
        stage.clock.age = start + k / 60
        rects.append(drawn(stage.picture, stage.clock))
    return rects


def _rest(stage) -> pygame.Rect:
    """Where the banner rests (the goal's: its plate as it enters, its foot not yet come:
    round 70, the plate grows down under its foot as the foot comes in)."""
    return plate_rest(stage.picture).plate if stage.picture.crest \
        else ribbon_rect(stage.picture)


@pytest.mark.parametrize("kind", ["goal", "bank_banner", "hot_dice"])
def test_a_banner_enters_by_moving_or_growing_and_rests_within_the_beat(tmp_path, kind):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        stage = _banner(app, kind)
        rest = _rest(stage)
        rects = _frames(stage)
    finally:
        app.close()
    assert len({tuple(r) for r in rects}) >= 4, rects  # seen moving, frame by frame
    assert rects[0] != rest  # it does not simply fade in where it stands
    assert rects[-1] == rest, (rects[-1], rest)  # at rest within 0.4 s


def test_each_banner_has_its_own_entrance():
    entrances = {kind: LOOKS[kind].entrance for kind in ("goal", "bank_banner", "hot_dice")}
    assert entrances["goal"] == "burst"
    assert entrances["bank_banner"] == "press"  # (S107 1., round 82: was "drop")
    assert len(set(entrances.values())) == 3, entrances


def test_the_goal_bursts_in_from_small(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        stage = _banner(app, "goal")
        rest = _rest(stage)
        first = _frames(stage)[1]
    finally:
        app.close()
    assert first.w < 0.7 * rest.w and first.center == pytest.approx(rest.center, abs=2)


def test_the_ordinary_bank_is_pressed_into_the_tray_inside_its_place(tmp_path):
    """S107 1. (amended round 82, hF110; critic cB81 #2): its drop from 1.3 times its size
    lay over the buttons for ~6 frames; it comes in from a little smaller now, centred on
    its place, never larger than it."""
    app = make_app(tmp_path, size=(1366, 768))
    try:
        stage = _banner(app, "bank_banner")
        rest = ribbon_rect(stage.picture)
        rects = _frames(stage)
    finally:
        app.close()
    first = rects[1]  # smaller, about its resting centre: it grows into its place
    assert first.w < 0.9 * rest.w and first.center == pytest.approx(rest.center, abs=2)
    assert all(rest.contains(r) for r in rects), (rects, rest)


def _glow_round(app, stage, share: float) -> float:
    """How bright the felt just under the banner's resting place is at ``share`` of it
    (hL61: was just above it; the goal's crest now stands over its ribbon up to the
    column's top, where no light is drawn)."""
    stage.clock.age = stage.clock.duration * share
    surface = pygame.Surface(app.screen.get_size())
    stage.table.draw(surface)
    stage.draw(surface)
    rest = ribbon_rect(stage.picture)
    if stage.picture.crest:  # hL65: the goal's plate (a takeover) reaches past the ribbon:
        # the felt under it and its foot, where only the rays fall (ruling S6)
        rest = rest.union(plate_rest(stage.picture).group)
    band = pygame.Rect(rest.x, rest.bottom + 2, rest.w, rest.h // 6)
    band = band.clip(surface.get_rect())
    return sum(sum(surface.get_at((x, y))[:3]) for x in range(band.x, band.right, 4)
               for y in range(band.y, band.bottom, 2)) / max(1, band.w * band.h // 8)


def test_the_goal_is_celebrated_by_a_burst_of_light_round_it(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        stage = _banner(app, "goal")
        burst = _glow_round(app, stage, 0.06 + PLATE_AFTER / stage.clock.duration)  # (its
        # burst comes with its plate, once the veil is whole: round 72)
        after = _glow_round(app, stage, 0.7)
    finally:
        app.close()
    assert burst > after * 1.25, (burst, after)


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_ordinary_bank_plate_is_modest_beside_the_big_banks(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        small = _banner(app, "bank_banner")
        plate, area = ribbon_rect(small.picture), small.picture.area
        figure = round(small.picture.ink().h * words_scale(small.picture))
    finally:
        app.close()
    app = make_app(tmp_path, size=size)
    try:
        big = ribbon_rect(_banner(app, "bank_big").picture)
    finally:
        app.close()
    # (round 78, hF94, ruling S48: a modest plate widens with its amount, 0.72 of the column
    # at 1 000 to 0.86 at 1 999: this 1 050 one's at most 0.73)
    assert plate.w <= 0.73 * area.w and plate.w < 0.8 * big.w, (plate, big)
    assert plate.h < big.h, (plate, big)
    assert figure >= 15, figure  # its "+1 050" read at 1024x600


def test_the_goal_is_said_once_no_row_tag_beside_its_banner(tmp_path):
    from game.views.farkle_views import player_lines

    app = make_app(tmp_path, size=(1366, 768))
    try:
        stage = _banner(app, "goal")
        flow = stage.table.flow
        reacher = flow.game.last_round_by
        tagged = lambda: player_lines(flow, app.tr, True)[reacher].reached_tag  # noqa: E731
        assert tagged() == ""  # the banner says it: "Obiectiv atins!" on its crest
        for _ in range(120):  # the banner leaves: the row's quiet tag comes after it
            if app.manager.top is stage.table:
                break
            if goal_plate(stage.picture, stage.clock).w > 0:  # never beside its plate, the
                # row's count landed too (round 72: checked at the stage's first frame
                # alone, where the row still counts in, farkle9.goal_said_once was missed)
                assert tagged() == "", (stage.clock.progress, flow.row_left(reacher))
            app.step(1 / 30)
        assert app.manager.top is stage.table
        assert tagged() == app.tr("farkle.reached")
    finally:
        app.close()


def test_the_bust_stamp_slams_down_shakes_and_rests_within_the_beat():
    from game.flow.moments import DURATIONS
    from game.views.moments import banner_motion

    seconds = DURATIONS["bust"]
    frames = [banner_motion("bust", k / 60 / seconds) for k in range(round(0.5 * 60) + 1)]
    sizes = {round(size, 3) for size, _ in frames}
    assert len(sizes) >= 4 and frames[0][0] < 0.85  # it comes down: its scale changes
    assert any(abs(shake) > 0.005 for _, shake in frames)  # and shakes on impact
    rest = round(ENTRANCE_MOST * 60)
    assert all(f == (1.0, 0.0) for f in frames[rest:]), frames[rest:]  # still by 0.4 s
