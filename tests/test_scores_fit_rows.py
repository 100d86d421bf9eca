"""Scores: the "NOU" tag reads at 18 px of em or more at 1920×1080 (hS16: the critic found a
14 px badge; the boards fitted to their rows then are full-height boards since hS25,
tests/test_scores_full_boards.py)."""

from __future__ import annotations

import pytest

from game.widgets.text import em_px
from tests.test_scores_fit import _open

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_new_tag_reads_at_18_px_at_1920(tmp_path):
    app, scene = _open(tmp_path, (1920, 1080), 4)
    try:
        _, small, _ = scene.new_tag(scene.text_size())
        assert em_px(small) >= 18, em_px(small)
        assert scene.tag_rect is not None
    finally:
        app.close()
