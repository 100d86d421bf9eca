"""The rules read like a printed page: the body's lines about 1.4 times their type size apart
(not packed at the font's own line box), at a measure of about 70 characters a line."""

from __future__ import annotations

import statistics

import pytest

from game.scenes.rules import RulesScene
from game.widgets.document import TextOp
from game.widgets.text import em_px
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_body_is_set_at_about_1_4_times_its_size_and_70_characters(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = RulesScene(app)
        app.manager.push(scene)
        app.step(FRAME)
        for game in ("yams", "farkle"):
            body = scene.pages[game]
            lines = [op for op in body.ops if isinstance(op, TextOp) and op.unit is None]
            sizes = statistics.mode(op.size for op in lines)  # the body's size
            text = [op for op in lines if op.size == sizes]
            steps = {b.y - a.y for a, b in zip(text, text[1:], strict=False)
                     if a.x == b.x and 0 < b.y - a.y < 2 * em_px(sizes)}
            step = min(steps)  # two lines of one paragraph
            assert 1.36 * em_px(sizes) <= step <= 1.5 * em_px(sizes), (game, step, sizes)
            # the measure: the fuller half of the lines hold about 70 characters (running text: a
    # table's cells are set at the body's size at 1024×600 since hM40, not measured here)
            counts = sorted(len(op.text) for op in text)
            fuller = counts[len(counts) // 2:]
            assert 55 <= statistics.mean(fuller) <= 85, (game, statistics.mean(fuller))
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("language", ["ro", "en"])
def test_the_longest_paragraph_runs_65_to_75_characters_a_line(tmp_path, size, language):
    # Round 74 (critic cQ74, Rules 7.5: "lines run ~85–90 characters"): a comfortable measure
    # at every size, in both languages: the longest paragraph's wrapped lines hold at most 75
    # characters, its fullest line at least 65 (the column not narrowed past the measure).
    from game.widgets import document as doc

    app = make_app(tmp_path, size=size, menu_drawn=False, language=language)
    try:
        scene = RulesScene(app)
        app.manager.push(scene)
        app.step(FRAME)
        for blocks in (scene.yams_blocks(), scene.farkle_blocks()):
            longest = max((b for b in blocks if isinstance(b, doc.Paragraph)),
                          key=lambda b: len(b.text))
            lines = doc.wrap_lines(longest.text, scene.doc_style.body, scene.viewport.w)
            assert 65 <= max(map(len, lines)) <= 75, (size, [len(line) for line in lines])
            assert len(lines) >= 4  # (a paragraph long enough to show the measure)
    finally:
        app.close()
