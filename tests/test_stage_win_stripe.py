"""A podium column's seat stripe reads on every metal (critic D70: the gold seat's stripe was
nearly invisible on the winner's gold block): a dark rule edges it above and below, so the
stripe stands out whatever its colour against its block, at every size."""

from __future__ import annotations

import pytest

from game import theme
from game.views import stage_win
from game.widgets.seats import seat_colour
from tests.test_stage_rows_clear import drawn
from tests.test_stage_win_names import own_podium
from tests.uihelpers import make_app
from tools.screens_farkle import bank_the_win
from tools.screens_stage import until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _luminance(colour) -> float:
    def channel(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(a, b) -> float:
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_every_seat_stripe_is_edged_dark_on_its_block(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        bank_the_win(app, 5_100)  # the gold seat wins: its stripe on the gold block
        stage = until_staged(app, "win")  # (the stage's own podium, as drawn for a
        picture = own_podium(app, stage.picture)  # picture with no table's results: S9)
        frame, _ = drawn(app, stage, 0.5)
        face = theme.px(14, picture.scale)
        laid = stage_win.layout(picture)
        assert len(laid) == 3
        for placed in laid:
            bar, seat = placed.bar, placed.column.seat
            x = bar.x + bar.w // 3
            stripe = seat_colour(seat)
            above = frame.get_at((x, bar.top + face - 1))
            below = frame.get_at((x, bar.top + face + theme.px(10, picture.scale)))
            assert _contrast(stripe, above) >= 3, (placed.column, tuple(above), stripe)
            assert _contrast(stripe, below) >= 3, (placed.column, tuple(below), stripe)
    finally:
        app.close()
