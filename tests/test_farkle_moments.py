"""The 10 000 table's staged moments (issue 22 §1), on the flow's fake clock: each starts only
once the dice are seen, plays its sound that very frame, ends on time, is cut short by a
click or the next action, and is drawn only inside its own place."""

from __future__ import annotations

import pygame
import pytest

from game.flow.moments import DURATIONS, SOUNDS, MomentClock, bank_moment, staged_bank
from game.views import farkle_views
from tests.layout_check import Run
from tests.layout_sequences_farkle import keep, seat, throw
from tests.test_farkle_flow import DT, LAND, Table
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps

BUST = (1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6)
"""Ana keeps the 1, then rolls 2 3 4 4 6: a bust."""


def bust_in_the_air(table: Table) -> None:
    table.throw_and_keep(0)
    table.flow.press_roll()


def test_the_bust_moment_starts_when_the_dice_are_seen_and_its_sting_plays_then():
    table = Table(BUST)
    bust_in_the_air(table)
    flow = table.flow
    for _ in range(round(LAND / DT) - 1):  # in the air: nothing staged, nothing heard
        table.run(DT)
        assert not flow.moment.active and "bust" not in table.played
    table.run(2 * DT)
    assert flow.moment.playing("bust")
    assert table.played.count("bust") == 1
    flow.skip()  # a click: the moment ends, the sting is not played again
    assert not flow.moment.active and table.played.count("bust") == 1


def test_the_bust_moment_ends_on_time():
    table = Table(BUST)
    bust_in_the_air(table)
    table.run(LAND + 2 * DT)
    assert table.flow.moment.playing("bust")
    table.run(DURATIONS["bust"] - 0.1)
    assert table.flow.moment.playing("bust")
    table.run(0.15)
    assert not table.flow.moment.active and not table.flow.moment.busy


def test_a_click_that_skips_the_tumble_does_not_skip_the_moment_still_to_come():
    table = Table(BUST)
    bust_in_the_air(table)
    table.run(DT)
    table.flow.skip()  # the click lands the dice at once
    table.run(DT)
    assert table.flow.moment.playing("bust") and "bust" in table.played


def test_hot_dice_is_a_moment_with_its_sound_and_the_next_throw_ends_it():
    # (hB51: two triples, not four 1s and two 5s: three pairs' stage says the hot dice
    # itself, no hot-dice moment follows it)
    table = Table((1, 1, 1, 5, 5, 5, 2, 3, 4, 6, 6, 2))
    flow = table.flow
    table.throw_and_keep(*range(5))
    assert not flow.moment.busy
    flow.press_die(5)
    assert flow.moment.playing("hot_dice") and table.played.count("hot_dice") == 1
    table.run(0.3)
    assert flow.moment.playing("hot_dice")
    flow.press_roll()  # the next action cuts it short
    assert not flow.moment.active


# six 2s had their headline on the throw: their bank is not staged again (hL62, critic B61:
# "staged twice"; was the banner: one moment per event; a 2 000 bank without one keeps its
# headline: tests/test_farkle_one_takeover.py)
@pytest.mark.parametrize(("faces", "keep", "kind"), [((2, 2, 2, 2, 2, 2), 6, None),
                                                     ((1, 1, 1, 2, 3, 4), 3, "bank_banner"),
                                                     ((1, 5, 2, 3, 4, 4), 1, None)])
def test_a_bank_climbs_the_ladder_an_ordinary_one_keeps_its_flying_points(faces, keep, kind):
    table = Table(faces + (2, 3, 4, 6, 6, 2))
    flow = table.flow
    flow.press_roll()
    table.run(LAND + 3.0)  # the six 2s' headline has played, seen whole (hB51: no hot
    for index in range(keep):  # dice' stage after it: a die pressed under it had skipped
        flow.press_die(index)  # it, and a headline not seen leaves the bank its own)
    flow.press_bank()
    shown = flow.moment.kind if flow.moment.busy else None  # (a headline played: over)
    assert shown == kind and (kind is None or flow.moment.playing(kind))
    staged = kind is not None
    assert ("bank_big" in table.played) is staged  # a staged bank has its moment's sound
    assert ("score" in table.played) is not staged  # one chime, not two
    assert flow.flight is not None  # the "+N" flies either way


def test_the_bank_ladder_is_a_banner_from_one_thousand_a_headline_from_two_and_the_goal():
    assert bank_moment(950, reaches_goal=False) is None  # routine
    assert bank_moment(1_000, reaches_goal=False) == "bank_banner"
    assert bank_moment(1_950, reaches_goal=False) == "bank_banner"
    assert bank_moment(2_000, reaches_goal=False) == "bank_big"
    assert bank_moment(350, reaches_goal=True) == "goal"  # the bank that reaches the goal
    assert bank_moment(3_000, reaches_goal=True) == "goal"  # said once: the goal's own
    assert staged_bank(1_000, reaches_goal=False) and not staged_bank(950, False)


def test_the_last_round_has_no_moment_after_the_goals():
    # (hL50: was "the last round's moment waits for the rising points, then plays its bell":
    # its ribbon followed the goal's banner, saying the same back to back, critic B41; the
    # goal's banner says the last round now, and the turn passes with no second moment)
    table = Table((1, 1, 1, 5, 2, 3, 2, 3, 4, 6, 6, 2), totals=(9_400, 6_150))
    flow = table.flow
    table.throw_and_keep(*range(4))
    flow.press_bank()
    assert flow.moment.kind == "goal"
    for _ in range(round(6.0 / DT)):
        table.run(DT)
        assert flow.moment.kind != "last_round"
    assert flow.frozen is None and "last_round" not in table.played


def test_the_win_moment_plays_with_the_winners_pop():
    table = Table((1, 1, 1, 5, 2, 3, 2, 3, 4, 6, 6, 2), totals=(9_400, 7_350))
    flow = table.flow
    table.throw_and_keep(*range(4))
    flow.press_bank()
    table.run(2.2)
    # Ion's last turn (hL50: no ribbon to end first): 2 3 4 6 6 2, a bust, the game is over
    flow.press_roll()
    table.run(LAND + 3.0)
    assert table.game.finished
    assert "game_end" in table.played and flow.moment.kind == "win"


def test_the_clock_waits_unseen_then_starts_skips_and_ends():
    clock = MomentClock()
    clock.request("bust")
    assert clock.update(1.0, False) is None and clock.waiting and clock.progress == 0
    clock.skip()  # not seen yet: nothing to skip
    assert clock.waiting
    assert clock.update(DT, True) == SOUNDS["bust"] and clock.active
    clock.update(0.5, True)
    assert 0 < clock.progress < 1
    clock.skip()
    assert not clock.active and clock.progress == 1 and clock.update(DT, True) is None
    clock.request("win", factor=2.0)
    assert clock.duration == pytest.approx(DURATIONS["win"] / 2)
    assert 0.6 <= min(DURATIONS.values()) and max(DURATIONS.values()) <= 1.5  # the span


@pytest.mark.parametrize("frames", [3, 12, 30])
def test_a_staged_bust_paints_only_inside_its_banner(tmp_path, frames):
    """The stamp, the flash and the shake stay inside the announcement's rect (which the
    message model keeps off the dice): every pixel outside it is what the table shows
    without the moment."""
    app = make_app(tmp_path, size=(1366, 768))
    try:
        run = Run(app, "bust")
        table = seat(run, BUST)
        throw(run, table)
        keep(run, table, 0)
        throw(run, table)
        run.frames(frames)
        assert table.flow.moment.playing("bust")
        staged = pygame.Surface(app.screen.get_size())
        table.draw(staged)
        scratch = pygame.Surface(app.screen.get_size())
        rect = farkle_views.draw_announcement(
            scratch, table, table.flow, table.roll_button.rect.top,
            [table.tray.position(i) for i in range(table.tray.count)], table.tray.die_size)
        table.flow.moment.skip()
        plain = pygame.Surface(app.screen.get_size())
        table.draw(plain)
        assert rect is not None
        # (hL60: the stamp is down and still by 0.4 s, a beat: by frame 12 its moment paints
        # as the plain stamp does; it was still shaking until round 60)
        assert staged.get_at(rect.center) != plain.get_at(rect.center) or frames >= 12
        for surface in (staged, plain):
            surface.fill((0, 0, 0), rect)
        assert pygame.image.tobytes(staged, "RGB") == pygame.image.tobytes(plain, "RGB")
    finally:
        app.close()


def test_a_click_on_the_felt_cuts_a_big_bank_short_at_the_table(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        run = Run(app, "bank")
        table = seat(run, (1, 1, 1, 2, 3, 4), totals=(2_000, 3_500))
        throw(run, table)
        keep(run, table, 0, 1, 2)
        table.game.turn_points = 1_000  # a rare bank: 2 000
        run.click(table.bank_button.rect.center)
        assert table.flow.moment.playing("bank_big")
        felt = (table.center.x + 6, table.center.y + 6)  # nothing to press there
        run.click(felt)
        assert not table.flow.moment.active
    finally:
        app.close()
