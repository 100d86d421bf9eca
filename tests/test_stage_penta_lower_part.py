"""A Penta's stage says, under its lifted row, where the other players stand with their
own Penta box (critic C62, C64: under the Penta plate the lower part read as leftover
table, or stood empty): each other player's name and what their Penta box holds ("50"
written, "0" crossed, "încă liberă" still open) on the stage's own dark plate, clear under the row,
inside the felt, at the three sizes."""

from __future__ import annotations

import pytest

from game.rules.yams import Box, Scorecard
from game.views import stage_under
from tests.layout_check import Run
from tests.layout_sequences_yams import seat
from tests.test_stage import _staged
from tests.test_yams_joker_first_beat import _texts
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_under_a_pentas_row_the_other_players_penta_boxes(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        run_ = Run(app, "penta lower part", sample_every=0)
        cards = [Scorecard(), Scorecard.from_points({Box.PENTA: 50}),
                 Scorecard.from_points({Box.PENTA: 0})]
        table = seat(run_, (6,) * 5, names=("Ana", "Ion", "Eva", "Dan"), cards=cards)
        run_.click(table.roll_button.rect.center)
        stage = _staged(run_)
        assert stage.clock.kind == "penta"
        picture = stage.picture
        plate = stage_under.plate(picture)
        row = picture.row_plate()
        assert plate is not None and row is not None
        assert plate.top > row.bottom and picture.felt.contains(plate)
        said = [(t.text, t.rect) for t in _texts(app, table, stage, 0.5)
                if plate.contains(t.rect)]
        words = [text for text, _ in said]
        for name in ("Ion", "Eva", "Dan"):
            assert name in words, words
        assert "Ana" not in words  # hers is the row over it
        # round 71 (critic C71: the open box's "–" chip was cryptic): said in words
        still_open = table.tr("stage.penta.open")
        assert still_open != "stage.penta.open" and "–" not in words, words
        assert {"50", "0", still_open} <= set(words), words
        # round 67 (critic C66: the cryptic "Ion –" chip): the plate says what it lists
        heading = table.tr("stage.penta.others")
        assert heading in words and heading != "stage.penta.others", words
        first = min(rect.x for text, rect in said if text != heading)
        assert next(rect for text, rect in said if text == heading).x < first  # (read first)
    finally:
        app.close()
