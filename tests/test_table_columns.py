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
