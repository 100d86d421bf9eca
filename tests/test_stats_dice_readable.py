"""Statistics' dice page reads at 1024×600 (hM28: the critic read ~14 px dice under the
fairness charts and a dense block of side text): every die drawn under a source's chart is at
least 20 px, and the side panel says its sentences one a line (short lines, not a paragraph)."""

from __future__ import annotations

import re

import pytest

from game.scenes import stats_dice
from tests.uihelpers import FRAME, make_app, recorded_frame
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZE = (1024, 600)
DIE_LEAST = 20


@pytest.mark.parametrize("computer", [False, True])
def test_the_fairness_charts_dice_are_20_px_at_1024(tmp_path, monkeypatch, computer):
    app = make_app(tmp_path, size=SIZE)
    try:
        scene = open_statistics(app, 50, kind="dice", computer=computer)
        app.step(FRAME)
        sides: list[int] = []
        real = stats_dice.die_icon

        def spy(value, side):
            sides.append(side)
            return real(value, side)

        monkeypatch.setattr(stats_dice, "die_icon", spy)
        scene.draw(app.screen)
        assert len(sides) == 6 * len(scene.source_charts), sides  # (hM29: none where the
        # charts would be slivers: tests/test_stats_dice_verdict.py)
        assert min(sides, default=DIE_LEAST) >= DIE_LEAST, sides
    finally:
        app.close()


def test_the_side_panel_says_one_sentence_a_line(tmp_path):
    app = make_app(tmp_path, size=SIZE)
    try:
        scene = open_statistics(app, 50, kind="dice", computer=True)
        app.step(FRAME)
        frame = recorded_frame(scene, SIZE)
        panel = scene.verdict_rect
        lines = [t.text for t in frame.texts if panel.contains(t.rect)]
        for text, _ in stats_dice.verdict_lines(scene)[1:]:
            for sentence in re.split(r"(?<=[.;])\s+", text)[1:]:
                assert any(line.startswith(sentence.split()[0]) for line in lines), (
                    sentence, lines)  # each sentence (and clause after a ";") opens a line
    finally:
        app.close()
