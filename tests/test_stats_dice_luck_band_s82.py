"""The Dice tab draws the room luck alone leaves (ruling S82 5, round 80, hK86; critic cC79
#14: "corecte" beside a bar reaching +10 % with no tolerance drawn read as a contradiction):
each source's chart of strays shades a band round the fair line, as wide as fair dice stray
by luck for that many throws (three standard deviations); a fair source's bars stand inside
it, a loaded die's six pokes out of it."""

from __future__ import annotations

import importlib

import pytest

from tests.uihelpers import make_app, recorded_frame
from tools.render_screens import REGISTRY, build_state

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

importlib.import_module("tools.screens_statistics")


def _bands_and_bars(tmp_path, state, size):
    app = make_app(tmp_path, size=size)
    try:
        build_state(app, next(s for s in REGISTRY if s.name == state))
        scene = app.manager.stack[-1]
        bands = [p.rect for p in recorded_frame(scene, size).shown_panels()
                 if p.role == "luck_band"]
        return bands, [bars for _, bars, _ in scene.source_charts.values()]
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_fair_dice_stand_inside_their_luck_band(tmp_path, size):
    bands, charts = _bands_and_bars(tmp_path, "statistics_dice_fair", size)
    assert charts and len(bands) == len(charts), (bands, charts)
    for band, bars in zip(bands, charts, strict=True):
        assert band.h >= 8
        for bar in bars:
            assert band.top <= bar.top and bar.bottom <= band.bottom, (band, bar)


def test_a_loaded_die_pokes_out_of_its_band(tmp_path):
    bands, charts = _bands_and_bars(tmp_path, "statistics_dice_loaded_5000_games", (1920, 1080))
    assert bands and len(bands) == len(charts)
    out = [bar for band, bars in zip(bands, charts, strict=True) for bar in bars
           if bar.top < band.top or bar.bottom > band.bottom]
    assert out, (bands, charts)
