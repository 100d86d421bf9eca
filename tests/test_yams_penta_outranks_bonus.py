"""The Penta's stage is visibly larger than the upper bonus's (round 67, critic C66: "Penta
and Bonus stages same scale"): the rarer moment's title is the larger at every frame. The
bonus's title slammed in from 1.9 times its size, as tall as the Penta's at rest, and its
"+35" stood taller than the Penta's "+100"; now the bonus's largest frame stays well under the
Penta's resting title, and its figure no larger than a Joker Penta's."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app
from tools.screens_stage import _joker, _penta, _upper, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

UNDER = 0.75
"""The bonus's largest title against the Penta's resting one (height) at most."""


def _measures(tmp_path, build, kind) -> tuple[int, float, int]:
    """The stage's resting title's letters' height, its largest size against it over the
    stage, and its figure's type size (0: none)."""
    app = make_app(tmp_path / kind, size=(1366, 768))
    try:
        build(app)
        stage = until_staged(app, kind)
        picture, clock = stage.picture, stage.clock
        largest = 0.0
        for i in range(101):
            clock.age = clock.duration * i / 100
            largest = max(largest, clock.stamp_scale())
        return (picture.ink().h, largest,
                picture.counter_size() if picture.counter is not None else 0)
    finally:
        app.close()


def test_the_penta_title_outranks_the_bonus_at_every_frame(tmp_path):
    penta_h, penta_most, _ = _measures(tmp_path, _penta, "penta")
    bonus_h, bonus_most, bonus_figure = _measures(tmp_path, _upper, "upper_bonus")
    _, _, joker_figure = _measures(tmp_path, _joker, "joker_penta")
    assert bonus_h * bonus_most <= UNDER * penta_h, (
        f"'Bonus!' reaches {bonus_h * bonus_most:.0f} px, the Penta's rests at {penta_h}")
    assert penta_h * min(1.0, penta_most) > 1.6 * bonus_h  # (at rest: twice as tall)
    assert bonus_figure <= joker_figure, "'+35' no larger than the Joker's '+100'"
