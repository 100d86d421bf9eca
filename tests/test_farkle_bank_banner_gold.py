"""A bank's banner is gold, its coins' colour (critic B31 §4: the bank's sapphire plaque and
the turn-passing band read as the same blue bar): warm, golden (not the hot dice' flame
orange), and far from every seat's band colour, the first seat's amber included."""

from __future__ import annotations

import pytest

from game.views.turn_handoff import BAND_COLOURS
from tests.test_farkle_banner_own_looks import _banner, _body
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _far(a, b) -> int:
    return sum(abs(x - y) for x, y in zip(a, b, strict=True))


def test_a_banks_banner_is_gold_and_unlike_any_turn_band(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        red, green, blue = _body(app, _banner(app, "bank_banner"))
    finally:
        app.close()
    assert red > blue + 90 and green > blue + 60, (red, green, blue)  # gold, not blue
    assert green > 0.62 * red, (red, green, blue)  # golden, not the flames' orange
    for band in BAND_COLOURS:
        assert _far((red, green, blue), band) > 90, ((red, green, blue), band)
