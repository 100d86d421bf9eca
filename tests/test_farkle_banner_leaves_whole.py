"""A 10 000 banner leaves whole (round 71, critic B71: hot dice' ribbon squashed its words
as it left, three pairs' scroll sliced them, "rei perech"): as it goes, its drawn plate keeps
its own shape (a scale of the whole about its middle), never a fold of its height alone nor
a clip of its width, so every word on it reads whole until it is gone. (Round 74, hF85: hot
dice' ribbon and a bank's plate no longer close but rise away fading, whole, never under 90 %
of their size: ``tests/test_farkle_banner_rises_away.py``; hF86: three pairs' scroll fades
whole, easing back to 92 %: ``tests/test_farkle_pairs_scroll_leaves.py``.)"""

from __future__ import annotations

import pytest

from game.views.stage_banner import drawn_plaque, ribbon_rect
from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FPS = 30


@pytest.mark.parametrize("kind", ["three_pairs"])
def test_a_leaving_banner_keeps_its_shape_to_its_last_frame(tmp_path, kind):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        {name: build for name, build, _ in STATES}[kind](app)
        stage = until_staged(app)
        rest = ribbon_rect(stage.picture)
        last = round(stage.clock.duration * FPS)
        shapes = []
        for k in range(round(0.7 * last), last + 1):
            stage.clock.age = k / FPS
            shapes.append(drawn_plaque(stage.picture, stage.clock))
    finally:
        app.close()
    leaving = [at for at in shapes if 0 < at.w < rest.w or 0 < at.h < rest.h]
    assert len(leaving) >= 4, shapes  # seen going, over several frames
    for at in leaving:
        if at.h < 0.15 * rest.h:  # its last sliver: rounding rules it
            continue
        assert abs(at.w / at.h - rest.w / rest.h) < 0.06 * rest.w / rest.h, (at, rest)
        assert abs(at.centerx - rest.centerx) <= 2 and abs(at.centery - rest.centery) <= 2, \
            (at, rest)
