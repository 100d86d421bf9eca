"""The Tura panel says every figure row in one form (round 72, hF81, critic G71): its label
at the left and its figure at the right edge, where "Zaruri de aruncat 6" and "Risc 2,3 %"
stand, never the inline "Până la obiectiv: 10 000" under label-left, value-right rows."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_goal_row_is_a_label_and_a_figure_at_the_rows_right_edge(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 1, 2, 3, 4, 6)
        play(app, 2)
        frame = recorded_frame(table, size)
        label = app.tr("farkle.turn.to_go", points="@").split("@")[0].rstrip(": ")
        notes = [t for t in frame.texts if t.role == "turn_note" and t.text]
        heads = [t for t in notes if t.text == label]
        assert len(heads) == 1, [t.text for t in notes]
        figures = [t for t in notes if t is not heads[0]
                   and abs(t.rect.centery - heads[0].rect.centery) <= 2]
        assert [t.text.replace("\u00a0", " ") for t in figures] == ["10 000"], notes
        dice = app.tr("farkle.label.dice_to_roll")
        row = next(t for t in frame.texts if t.text == dice)
        value = next(t for t in frame.texts if t.text == "6"
                     and abs(t.rect.centery - row.rect.centery) <= 4)
        assert abs(figures[0].rect.right - value.rect.right) <= 2, (figures, value)
        assert abs(heads[0].rect.left - row.rect.left) <= 2, (heads, row)
    finally:
        app.close()


def test_a_figure_note_splits_in_both_languages_and_a_sentence_does_not():
    from game.widgets.farkle_turn_parts import figure_row

    assert figure_row("Până la obiectiv: 10\u00a0000") == ("Până la obiectiv", "10\u00a0000")
    assert figure_row("Needed this turn: 4,350") == ("Needed this turn", "4,350")
    assert figure_row("Arunc până strâng 400") is None
    assert figure_row("Mă opresc: 600 e destul") is None
