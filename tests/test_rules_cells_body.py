"""The Rules' tables read as the text (critic A51: the description column looked like fine
print): every cell of a table is set at the body's size, at every window size; Page Down
still never slices a row (a row taller than what is left of the view opens the next page)."""

from __future__ import annotations

import pytest

from game.scenes.rules import open_rules
from game.widgets.document import TextOp
from game.widgets.text import BOLD
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("game", ["yams", "farkle"])
def test_every_table_cell_is_at_the_bodys_size(tmp_path, size, game):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_rules(app, game)
        app.step(FRAME)
        body = [op.size for op in scene.page.ops if isinstance(op, TextOp) and op.unit is None
                and op.weight != BOLD]
        cells = [op for op in scene.page.ops if isinstance(op, TextOp) and op.unit is not None]
        assert cells
        text = max(set(body), key=body.count)  # the paragraphs' size
        small = sorted({op.text[:30] for op in cells if op.size < text})
        assert not small, (text, small[:5])
    finally:
        app.close()
