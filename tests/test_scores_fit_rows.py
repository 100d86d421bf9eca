"""Scores: a board of a few scores fits its rows and one invitation to play (no half-empty
panel), both boards alike and centred in the room; the "NOU" tag reads at 18 px of em or
more at 1920×1080 (hS16: the critic found half-empty panels and a 14 px badge)."""

from __future__ import annotations

import pytest

from game import theme
from game.widgets.text import em_px, line_height
from tests.test_scores_fit import _open

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_a_board_of_a_few_scores_fits_its_rows_and_one_invitation(tmp_path, size):
    app, scene = _open(tmp_path, size, 2)
    try:
        for kind in ("yams", "farkle"):
            panel, rows = scene.panels[kind], scene.drawn_rows[kind]
            last = rows[-1].bottom + scene.podium_height()  # the third place's free step
            words = line_height(scene.text_size())
            pad = scene.px(theme.GAP * 1.2)  # (the panel's margin under its board)
            assert panel.bottom - last <= 4 * words + pad, (kind, panel, last, words)
            assert scene.invited[kind] and scene.aimed[kind]  # the call to play stays
        assert scene.panels["yams"].h == scene.panels["farkle"].h  # level, both alike
        room = scene.content
        above = scene.panels["yams"].top - room.top
        below = scene.back_button.rect.top - scene.panels["yams"].bottom
        assert abs(above - below) <= scene.px(40) + abs(room.bottom - scene.back_button.rect.top)
    finally:
        app.close()


def test_the_new_tag_reads_at_18_px_at_1920(tmp_path):
    app, scene = _open(tmp_path, (1920, 1080), 4)
    try:
        _, small, _ = scene.new_tag(scene.text_size())
        assert em_px(small) >= 18, em_px(small)
        assert scene.tag_rect is not None
    finally:
        app.close()
