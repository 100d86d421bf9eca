"""The Yams turn passing has motion: the scored dice leave the felt (they sink and fade over
``PASS_SECONDS``, never vanishing in one frame, never over the next throw) and the
standings' rows slide to a new order instead of re-ranking in one frame (a clock-driven
tween, stepped here with a fake clock and on a real table)."""

from __future__ import annotations

import pytest

from game.flow.turn_passing import PASS_SECONDS, DiceLeaving, RowSlide
from game.rules.yams import Box
from game.theme_table import YAMS_STANDINGS_SLIDE
from game.widgets import layout_record
from tests.layout_check import Run
from tests.layout_sequences_yams import pick, seat, throw, validate
from tests.test_yams_flow import run
from tests.test_yams_flow import seat as flow_seat
from tests.test_yams_flow import throw as flow_throw
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_rows_swap_to_a_new_order_over_the_glide_time():
    # (round 75, hY100: over theme_table.YAMS_STANDINGS_SLIDE, about half a second, no longer
    # the dice's PASS_SECONDS; round 78, hY109, ruling S44 amends it: the changed rows flip
    # in their cells; round 79, hY116, ruling S63 amends that: the rows swap one pair at a
    # time, the climber sliding up past each row it passes, half a second a swap at first)
    slide = RowSlide()
    slide.update((0, 1, 2), 0.0)
    assert not slide.moving and slide.position(2) == 2.0  # the first order: no re-sort
    slide.update((2, 0, 1), 0.0)  # seat 2 takes the lead: it passes seat 1, then seat 0
    assert slide.moving
    seen = []
    for _ in range(round(1.5 * YAMS_STANDINGS_SLIDE / 0.02) + 2):
        seen.append(slide.position(2))
        slide.update((2, 0, 1), 0.02)
    assert seen[0] == 2.0 and seen[-1] == 0.0
    assert seen == sorted(seen, reverse=True)  # up, never back
    assert len({round(at, 2) for at in seen}) > 10  # slid, not a jump
    assert not slide.moving and slide.position(2) == 0.0 and slide.position(1) == 2.0
    slide.update((0, 1, 2, 3), 0.0)  # another table: no re-sort
    assert not slide.moving


def test_the_scored_dice_leave_over_the_passing_time_and_a_throw_ends_it():
    leaving = DiceLeaving()
    assert not leaving.active
    flow, port = flow_seat((2, 2, 2, 5, 6) * 4)
    flow_throw(flow, port)
    flow.pick(0, 1 + Box.TWOS.value, Box.TWOS)
    flow.validate()
    assert flow.leaving.active and flow.leaving.progress == 0.0  # still all there
    run(flow, port, PASS_SECONDS / 2)
    assert flow.leaving.active and 0 < flow.leaving.progress < 1  # on their way
    assert flow.busy  # the table keeps drawing while they go
    run(flow, port, PASS_SECONDS)
    assert not flow.leaving.active
    flow.pick(1, 1 + Box.TWOS.value, Box.TWOS)  # (refused: no roll yet)
    flow.roll()  # a throw during a leaving ends it at once
    assert not flow.leaving.active


def _light_pixels(app, rect, apart=()) -> int:
    """How many near-white pixels (a die's face) the screen has in ``rect`` (none counted in
    the rects ``apart``)."""
    surface = app.screen
    return sum(1 for x in range(rect.left, rect.right, 3) for y in range(rect.top, rect.bottom, 3)
               if min(surface.get_at((x, y))[:3]) > 200
               and not any(r.collidepoint(x, y) for r in apart))


def test_a_table_draws_the_dice_leaving_and_the_rows_swapping(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        run_ = Run(app, "turn motion")
        table = seat(run_, (1, 2, 3, 4, 5) + (6, 6, 6, 6, 5) * 4)
        throw(run_, table)
        pick(run_, table, Box.SIXES)  # Ana: 0, the order stays Ana, Ion
        validate(run_, table)
        run_.until(lambda: not table.flow.leaving.active and not table.tray.is_moving)
        throw(run_, table)
        pick(run_, table, Box.CHANCE)  # Ion: 29, his row rises over Ana's
        assert table.standings.slide.key()[:2] == (0.0, 1.0)
        die = table.tray.die_size
        row = table.left.clip((table.left.x, table._free_y - die, table.left.w, 2 * die))
        app.step(0.0)
        before = _light_pixels(app, row)
        validate(run_, table)
        leaving, positions, light = [], [], []
        ion_y = []  # where Ion's name is written in the standings, frame by frame
        for _ in range(40):
            layout_record.start(app.screen.get_size())
            try:
                app.step(FRAME)  # each frame drawn
            finally:
                layout_record.stop()
            if table.flow.leaving.active:
                leaving.append(table.flow.leaving.progress)
                light.append(_light_pixels(app, row))
            positions.append(table.standings.slide.position(1))
            ion_y += [t.rect.centery for t in layout_record.frame().texts
                      if t.text == "Ion" and table.standings.area.contains(t.rect)][:1]
        # the dice go over several frames, fading (not gone in one frame, not stuck)
        assert len(leaving) >= 3 and leaving == sorted(leaving)
        assert light[0] > before // 3 and light[-1] < light[0]
        # then the felt is clear of the scored dice (the next turn's dice wait in the cup
        # there since round 40: not counted)
        cup = table.cup_rect()
        waiting = [] if cup is None else [cup.inflate(die * 0.3, die * 0.3)]
        assert _light_pixels(app, row, waiting) < before // 4
        # the new leader's row slides up past Ana's into the top row, it never jumps (S63,
        # round 79, amending S44's flip in the cells: the climber on a raised card)
        assert positions[-1] == 0.0 and max(positions) >= 0.9, positions
        assert ion_y == sorted(ion_y, reverse=True)  # drawn rising, never back down
        assert len(set(ion_y)) > 4, ion_y  # seen on its way between the two rows
    finally:
        app.close()
