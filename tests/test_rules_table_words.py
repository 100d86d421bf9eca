"""The rules' scoring tables give their words the width (critic A61: "Ce se numără" and
"Zaruri" wrapped on three or four lines beside a wide column of dice, its rows 160 px tall):
each box's or combination's example dice lie under its name, in its column, so the
description column has the rest and says each row on at most two lines, the five dice of a
row still on one line, the points column as narrow as its widest figure or header."""

from __future__ import annotations

import pytest

from game.scenes.rules import RulesScene
from game.widgets import document as doc
from game.widgets.table_columns import dice_per_line
from game.widgets.text import text_size
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = ((1920, 1080), (1366, 768), (1024, 600))


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize("game", ["yams", "farkle"])
def test_a_scoring_tables_words_take_two_lines_and_its_dice_one(tmp_path, game, language):
    app = make_app(tmp_path, size=(1024, 600), language=language)
    try:
        for size in SIZES:
            scene = RulesScene(app, game)
            scene.layout(size)
            style = scene.doc_style
            blocks = scene.yams_blocks() if game == "yams" else scene.farkle_blocks()
            table = next(b for b in blocks if isinstance(b, doc.Table))
            boxes = doc.column_boxes(table, scene.viewport.w, style)
            words = doc._cell_size(style, table.columns[1])
            for row in table.rows:
                lines = doc.wrap_lines(str(row[1]), words, boxes[1][1] - 2 * style.pad,
                                       least=doc.CELL_LEAST)
                assert len(lines) <= 2, (size, row[0], lines)
                dice = row[2]
                per = dice_per_line(len(dice.values), style.die, doc.dice_gap(style.die),
                                    boxes[2][1] - 2 * style.pad)
                assert per == len(dice.values) or len(dice.values) > 5, (size, row[0], per)
            points = table.columns[-1]
            widest = max([text_size(str(row[-1]), doc._cell_size(style, points))[0]
                          for row in table.rows] + [text_size(points.header, style.small)[0]])
            assert boxes[-1][1] <= widest + 2 * style.pad + 2, (size, boxes[-1], widest)
    finally:
        app.close()
