"""A figure said on its box never counts back up to itself (round 74, critic cR74a #1: the
Joker Penta's Bonus Penta box showed "+100" in display type, then a plain "64", then "100";
the upper bonus's "+35" the same): the figures drawn in the box, frame after frame, from the
stage's first frame to its end, never go down: the "+N" said on the box lands in it as "N"
and stays (S12, round 74, hJ74)."""

from __future__ import annotations

import re

import pytest

from game.views.stage_landing import chip_figure
from game.views.stage_words import counter_letters, counter_text
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _box_figures(picture, clock) -> list[tuple[float, int]]:
    """(share, figure) for every figure drawn in the lit row's box over 300 steps of the
    stage: the "+N" said on it while its letters show, then the cell's counted figure."""
    seen: list[tuple[float, int]] = []
    for k in range(300):
        clock.age = clock.duration * k / 300
        if counter_letters(picture, clock, 0) is not None:
            seen.append((round(clock.progress, 3),
                         int(re.sub(r"\D", "", counter_text(picture, clock)))))
        figure = chip_figure(picture, clock)
        if figure is not None:
            seen.append((round(clock.progress, 3), figure))
    return seen


@pytest.mark.parametrize("kind", ["joker_penta", "upper_bonus"])
def test_the_figures_in_the_box_never_go_down(tmp_path, kind):
    from tools.screens_stage import _joker, _upper, until_staged

    app = make_app(tmp_path, size=(1366, 768))
    try:
        (_joker if kind == "joker_penta" else _upper)(app)
        stage = until_staged(app, kind)
        seen = _box_figures(stage.picture, stage.clock)
        picture = stage.picture
        end = picture.counter[1] if picture.becomes is None else picture.becomes
        assert seen and seen[-1][1] == end, seen  # it lands its figure
        drops = [(a, b) for a, b in zip(seen, seen[1:], strict=False) if b[1] < a[1]]
        assert not drops, drops  # never a figure, then a smaller one counting back up
    finally:
        app.close()
