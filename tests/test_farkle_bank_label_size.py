"""The bank button's words are set in the same size as "Aruncă" and "Sugestie" beside it
("Încasează 1 100", a four-figure bank), at 1024×600 and 1366×768 (its place fixed all game).
Amended in round 77 (hF90, ruling S26): "Aruncă" and "Încasează" are one pair of one width,
"Aruncă" never the narrower (it stood half the bank's width); the last round's rarer, longer
"Încasează și câștigă" alone may shrink to fit, never larger than "Aruncă", never "Aruncă"."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import layout_record
from tests.uihelpers import make_app
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _label_sizes(table, size):
    """The drawn font size of each of the three buttons' words."""
    surface = pygame.Surface(size)
    layout_record.begin(size)
    table.draw(surface)
    frame = layout_record.frame()
    sizes = {}
    for button in (table.roll_button, table.bank_button, table.hint_button):
        marks = [t for t in frame.texts if t.text == button.text
                 and button.rect.contains(t.rect)]
        assert marks, button.text
        sizes[button.text] = marks[0].size
    return sizes


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_the_winning_bank_and_a_long_bank_read_as_large_as_their_neighbours(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = screens_farkle.table_with(app, 2, 1, 1, 1, 5, 5, 3)
        game = table.game
        game.totals[0], game.totals[1] = 9_000, 10_100
        game.last_round_by, game.last_round_pending = 1, [0]
        table.press_roll()
        screens_farkle.play(app)  # (the throw unseen: the frames read are drawn below)
        layout_record.start(size)
        for i in (0, 1, 2, 3, 4):
            table.press_die(i)  # 1 100: 10 100, not past Ion yet
        app.step(0.1)
        assert table.bank_button.text == app.tr("farkle.bank")  # (S108: no figure)
        sizes = _label_sizes(table, size)
        assert len(set(sizes.values())) == 1, sizes
        game.totals[0] = 9_500  # 10 600: past Ion, the last to play: the bank wins
        app.step(0.1)
        assert table.bank_button.text == app.tr("farkle.bank_wins")
        sizes = _label_sizes(table, size)  # (S26: its longer words alone may shrink)
        roll, hint = sizes[table.roll_button.text], sizes[table.hint_button.text]
        assert roll == hint >= sizes[table.bank_button.text] >= roll * 0.75, sizes
    finally:
        layout_record.stop()
        app.close()
