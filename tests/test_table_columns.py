"""Rules tables size their columns by what they hold: a name or a number column takes its
widest cell (a box's name never breaks over two lines when the table has room), a dice column
at most its share, the running text the rest; the widths add up to the table's."""

from __future__ import annotations

from game.widgets.table_columns import column_widths


def test_fitted_columns_take_their_widest_cell_and_the_text_the_rest():
    # name 1.3, text 2.6, dice 2.7, points 0.8 over 740 px (the Yams scoring table's shares)
    widths = column_widths(740, [1.3, 2.6, 2.7, 0.8], [170, None, 250, 90],
                           [False, False, True, False])
    assert sum(widths) == 740
    assert widths[0] == 170 and widths[2] == 250 and widths[3] == 90
    assert widths[1] == 740 - 170 - 250 - 90  # the text takes what is left


def test_a_long_name_wraps_rather_than_squeeze_the_text_and_dice_never_take_more_than_their_share():
    widths = column_widths(740, [1.3, 2.6, 2.7, 0.8], [400, None, 600, 90],
                           [False, False, True, False])
    share = [740 * w / 7.4 for w in (1.3, 2.6, 2.7, 0.8)]
    assert widths[0] <= round(share[0] * 1.4) + 1 and widths[2] <= round(share[2]) + 1
    assert sum(widths) == 740


def test_when_the_text_would_be_squeezed_every_column_keeps_its_share():
    widths = column_widths(300, [2.0, 1.0], [290, None])
    assert widths == [200, 100]
    assert column_widths(300, [1.0, 2.0], [None, None]) == [100, 200]


def test_dice_give_room_to_text_that_wants_it_down_to_their_floor():
    weights, natural, dice = [1.4, 2.2, 2.9, 0.8], [130, None, 250, 90], [False, False, True,
                                                                         False]
    least = [None, None, 170, None]
    plain = column_widths(740, weights, natural, dice, [200], least)
    assert plain[2] == 250 and plain[1] == 270  # the text has what it wants: dice unmoved
    roomy = column_widths(740, weights, natural, dice, [300], least)
    assert roomy[1] >= 300 and roomy[2] == 740 - 130 - 90 - roomy[1]  # the dice gave it room
    greedy = column_widths(740, weights, natural, dice, [600], least)
    assert greedy[2] == 170  # never under their floor
    assert sum(plain) == sum(roomy) == sum(greedy) == 740


def test_the_10000_scoring_tables_words_wrap_on_two_lines_and_five_dice_on_one(
        tmp_path):
    # "Zaruri" once wrapped on three or four lines beside a wide "Exemplu" column
    from game.scenes.rules import RulesScene
    from game.widgets import document as doc
    from game.widgets.table_columns import dice_per_line
    from game.widgets.text import wrap
    from tests.uihelpers import make_app

    app = make_app(tmp_path, size=(1024, 600))
    try:
        for size in ((1024, 600), (1366, 768), (1920, 1080)):
            scene = RulesScene(app, "farkle")
            scene.layout(size)
            style = doc.Style.for_scale(scene.scale)
            table = next(b for b in scene.farkle_blocks() if isinstance(b, doc.Table))
            widths = doc._widths(table, scene.viewport.w, style)
            size_px = doc._cell_size(style, table.columns[1])
            lines = [len(wrap(str(row[1]), size_px, widths[1] - 2 * style.pad))
                     for row in table.rows]
            # every line of words on two lines; the longest (three pairs, a Careu and a pair)
            # may take three
            assert max(lines) <= 3 and sum(n == 3 for n in lines) <= 1, (size, lines)
            for row in table.rows:
                count = len(row[2].values)
                per = dice_per_line(count, style.die, doc.dice_gap(style.die),
                                    widths[2] - 2 * style.pad)
                # five of a kind on one line (never three and two); six three and three
                assert (per == count if count <= 5 else -(-count // per) <= 2), (size, row[0],
                                                                                 per)
    finally:
        app.close()
