"""Steps that read as steps at every size (round 77, hP81, ruling S38): at 1024x600 the
podium's steps stood as wide flat slabs (a third of the card across, ~70 px high) and the
bronze "3" touched its token. Now every step is at most :data:`STEP_ASPECT` times the
winner's step's height across (a block, not a slab, the same shape at every window size),
each stands centred on its column (the figures under it never moved), the winner's clearly
the tallest, and each numeral keeps air under its token."""

from __future__ import annotations

import pytest

from game import theme
from game.widgets.podium import steps, token_side, top_depth
from game.widgets.podium_figures import STEP_GAP
from game.widgets.podium_layout import NUMERAL_AIR, STEP_ASPECT, podium_rows, step_width
from tests.results_panel import results_over
from tests.test_results_stat_labels import _farkle, _yams
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]
CASES = {"yams2": lambda: _yams(2), "yams3": lambda: _yams(3), "yams4": lambda: _yams(4),
         "farkle5": lambda: _farkle(5), "farkle6": lambda: _farkle(6)}


def _placed(panel, rows):
    below = panel._figures_height(panel.podium.w)
    return steps(panel.podium, rows, panel.scale, below)


@pytest.mark.parametrize("size", SIZES, ids=["1024x600", "1366x768", "1920x1080"])
@pytest.mark.parametrize("case", list(CASES))
def test_the_steps_are_blocks_not_slabs_on_their_columns(tmp_path, size, case):
    app = make_app(tmp_path, size=size)
    try:
        rows = CASES[case]()
        panel = results_over(app, rows, 10.0)
        placed = _placed(panel, rows)
        tallest = max(step.h for _, step in placed)
        count = min(3, len(rows))
        for row, step in placed:  # a block as wide as its shape allows, never a slab
            if count == 3:  # (S86 4., amending S38 for two: two steps side by side, each
                assert step.w <= STEP_ASPECT * tallest + 1, (row.place, step, tallest)
            # its column wide: tests/test_farkle_results_hierarchy_hf103.py)
        assert tallest >= 0.16 * size[1], (tallest, size)  # a podium, not a kerb
        high = sorted((step.h for _, step in placed), reverse=True)
        assert high[0] >= 1.25 * high[1], high  # the middle one clearly the tallest
        # each step centred on its column: the figures under it stay where they were
        gap = theme.px(STEP_GAP, panel.scale)
        column = step_width(panel.podium.w, panel.scale, count)
        slots = dict((id(row), slot) for slot, row in podium_rows(rows))
        middle = sum(slots.values()) / len(slots)
        for row, step in placed:
            centre = panel.podium.centerx + round((slots[id(row)] - middle) * (column + gap))
            assert abs(step.centerx - centre) <= 1, (row.place, step.centerx, centre)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES, ids=["1024x600", "1366x768", "1920x1080"])
@pytest.mark.parametrize("case", ["yams3", "farkle6"])
def test_every_numeral_has_air_under_its_token(tmp_path, size, case):
    app = make_app(tmp_path, size=size)
    try:
        rows = CASES[case]()
        panel = results_over(app, rows, 10.0)
        frame = recorded_frame(panel, size)
        scale = panel.scale
        side = token_side(scale)
        for row, step in _placed(panel, rows):
            token_foot = step.top - top_depth(scale) // 2 + side // 2 + max(2, side // 24)
            numeral = next(m for m in frame.texts if m.role == "podium_place"
                           and m.text == str(row.place) and step.contains(m.rect))
            air = numeral.rect.top - token_foot

            assert air >= NUMERAL_AIR * numeral.rect.h - 1, (row.place, air, numeral.rect.h, size)
    finally:
        app.close()

