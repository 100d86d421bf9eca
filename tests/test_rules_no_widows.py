"""The rules' running text never leaves one word alone on a paragraph's last line (a widow:
critic A41 read "ea." alone under two full lines at 1024x600); its lines wrap a little
narrower instead, in as many lines, wherever a narrower measure can take the word along."""

from __future__ import annotations

import pytest

from game.scenes.rules import RulesScene
from game.widgets.document import TextOp, line_height
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def paragraphs(ops: list) -> list[list[TextOp]]:
    """The laid lines grouped into the blocks one wrap gave: same left edge, type and ink,
    each line one leading under the one before, in one table cell (round 74: the compact
    rows of a table of numbers stand one leading apart, two rows no paragraph)."""
    blocks: list[list[TextOp]] = []
    open_ends: dict[tuple, list[TextOp]] = {}
    for op in ops:
        if not isinstance(op, TextOp):
            continue
        key = (op.x, op.size, op.colour, op.weight, op.unit, op.y - line_height(op.size))
        block = open_ends.pop(key, None)
        if block is None:
            block = []
            blocks.append(block)
        block.append(op)
        open_ends[(op.x, op.size, op.colour, op.weight, op.unit, op.y)] = block
    return blocks


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("language", ["ro", "en"])
def test_no_paragraph_ends_on_a_lone_word(tmp_path, size, language):
    app = make_app(tmp_path, size=size, language=language)
    try:
        scene = RulesScene(app)
        app.manager.push(scene)
        app.step(FRAME)
        widows = []
        for game in ("yams", "farkle"):
            for block in paragraphs(scene.pages[game].ops):
                last = block[-1].text.strip()
                # (a last line of one word wider than half the column is no widow: a
                # narrow cell's long word, "(1-2-3-4-5", cannot go with another)
                if len(block) >= 2 and " " not in last and len(last) < 12:
                    widows.append((game, block[-2].text, last))
        assert not widows, widows
    finally:
        app.close()
