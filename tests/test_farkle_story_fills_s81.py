"""The 10 000's turn story fills as dice are chosen (ruling S81 1., round 80, hF102; critics
cF79 #3 and cB79: "Puse deoparte în această tură" showed only "Aruncarea 1" over a blank panel
while "Total tură" said 600).

The line of the throw being played says what this throw adds as each chosen die lands on the
mat ("Aruncarea 1 … +600"), its dice the mat's alone (S64 amended round 79 stands: no copy of
the mat's dice); when the next throw sets them aside, they fly from the mat into the ledger's
row, drawn there once they land."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1024, 600)]


def _line_points(table, size) -> list[str]:
    """The figures written on the throw's line in one frame."""
    frame = recorded_frame(table, size)
    return [t.text for t in frame.texts if t.role == "ledger_next_points"]


@pytest.mark.parametrize("size", SIZES)
def test_the_throws_line_says_what_it_adds_as_each_die_lands(tmp_path, size):
    """5, 5, 5 then a 1 chosen: "+50", "+100", "+500", "+600", each once its die lies on the
    mat (never while it glides: S53 1.); the next throw's line says nothing until a die of it
    is chosen, then "+100" for its 1."""
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 5, 5, 5, 1, 2, 3, 1, 4, 6)
        table.press_roll()
        play(app)
        said = []
        for i, figure in zip((0, 1, 2, 3), ("+50", "+100", "+500", "+600"), strict=True):
            table.press_die(i)
            if table.flow.dice.gliding:
                assert figure not in _line_points(table, size)
            play(app, 4)
            said.append(_line_points(table, size))
            assert said[-1] == [figure], (figure, said)
        table.press_roll()
        play(app)
        assert _line_points(table, size) == []  # the new throw: nothing chosen from it yet
        table.press_die(0)
        play(app, 4)
        assert _line_points(table, size) == ["+100"]
    finally:
        app.close()
