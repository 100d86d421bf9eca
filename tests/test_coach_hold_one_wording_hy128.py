"""Ruling S106 1. (round 82, hY128; critic cA81 Coach row): the Yams tour's first card says
the same words at every size (it said "Un zar ales rămâne pe loc când arunci; …" at 1920
and "Clic pe un zar: …" at 1024), and at 1024x600 it stands a comfortable gap off the
"Tura 1 din 13" title."""

from __future__ import annotations

import pytest

from game.views.coach_yams import title_words
from tests.test_coach_marks import coach_app
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _said(tmp_path, size):
    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._yams_hold(app)
        scene = app.manager.top
        assert scene.coach.shown == "yams.hold"
        card = scene.coach.card
        gap = min(card.left - r.right for r in title_words(scene) if r.right <= card.left)
        return " ".join(scene.coach.lines), gap, scene
    finally:
        app.close()


def test_the_hold_card_says_one_wording_at_every_size(tmp_path):
    said = {size: _said(tmp_path / f"{size[0]}", size)[0]
            for size in ((1920, 1080), (1366, 768), (1024, 600))}
    assert len(set(said.values())) == 1, said


def test_the_hold_card_stands_a_comfortable_gap_off_the_title_at_1024(tmp_path):
    _, gap, scene = _said(tmp_path, (1024, 600))
    assert gap >= 32, gap  # (24 before: the card squeezed the title)
