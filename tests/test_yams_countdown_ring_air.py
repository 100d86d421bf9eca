"""The countdown's ring keeps its air from the figures of its row (critic C71: at 1024 it
touched the box's value): beside the box's value, at least 4 px between the ring and the
value's words, at every size and player count, for a two-digit value too; where the column
is too narrow for both (the ring centred on the box), the value lies wholly under the ring's
plate, never a sliver of it peeking out; the other columns' figures of the row stay clear."""

from __future__ import annotations

import pytest

from tests.test_yams_countdown_tag import _frame
from tests.uihelpers import make_app
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

NAMES = ("Ana", "Ion", "Eva", "Dan", "Mia", "Paul")
AIR = 4


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("players", [1, 3, 4, 6])
def test_the_ring_keeps_4px_from_its_rows_figures(tmp_path, size, players):
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, list(NAMES[:players]), [6, 6, 6, 5, 6] * 3, computer=False)
        for _ in range(3):
            roll(app, scene)
        app.step(0.1)
        ring = scene.countdown_ring_rect()
        assert ring is not None
        box = scene.flow.marked_box
        cell = scene.sheet.cell_rect(scene.game.current, box)
        first = scene.sheet.cell_rect(0, box)
        figures = [t for t in _frame(app).shown_texts()
                   if t.role != "countdown" and t.rect.left >= first.left
                   and abs(t.rect.centery - cell.centery) < cell.h // 2]
        value = [t for t in figures if cell.contains(t.rect)]
        assert value and len(value[0].text) == 2, [t.text for t in figures]
        for figure in figures:
            if figure in value and ring.centerx == cell.centerx:
                assert ring.contains(figure.rect), (figure.rect, ring)  # hidden, whole
                continue
            air = max(ring.left - figure.rect.right, figure.rect.left - ring.right)
            assert air >= AIR, (figure.text, figure.rect, ring, air)
    finally:
        app.close()
