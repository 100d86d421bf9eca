"""A Yams stage's lifted row speaks in the sheet's own type (review, round 60): the Penta's
"de înscris" tag is lettered at the row's grown type (never the body's, the chain that set
the row's type must not skip the Penta's possible box), and a TOTAL's bolder type is one
function of the sheet (:meth:`Scorecard.row_type`), read alike by the sheet and the stage."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app
from tools.screens_stage import _penta, until_staged
from tools.screens_yams import table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_pentas_tag_is_lettered_at_the_rows_grown_type(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        _penta(app)
        stage = until_staged(app, "penta")
        table = app.manager.stack[-2]
        picture = stage.picture
        assert picture.possible  # the Penta's box still empty: "Penta 50 de înscris"
        assert picture.possible_font() == round(table.sheet.font_size * picture.lift_scale)
        assert picture.cell_size == table.sheet.row_type("penta")
    finally:
        app.close()



def test_a_totals_type_is_the_sheets_one_function(tmp_path):
    # (round 73: the TOTAL counted in the table, S8: its row a step larger than the others)
    app = make_app(tmp_path, size=(1366, 768))
    try:
        sheet = table(app, ["Ana", "Ion"], [5, 5, 6, 6, 4], computer=False).sheet
        assert sheet.row_type("total") > sheet.row_type("upper_bonus") == sheet.font_size
    finally:
        app.close()
