"""The key line offers only what works (round 71, critic: "Spațiu: Aruncă · Enter: Încasează"
stood while the computer played): on the computer's turn it says only Esc and F1; the whole
line comes back for a person's turn, on the same baseline (no jump)."""

from __future__ import annotations

import pytest

from game.widgets.keycaps import key_plain
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZE = (1024, 600)


def _key_line(app, table):
    """The key line the frame draws (its words and its rectangle)."""
    lines = (key_plain(app.tr("farkle.keys_hint")), key_plain(app.tr("table.hint")))
    said = [t for t in recorded_frame(table, SIZE).texts if t.text in lines]
    assert len(said) == 1, said
    return said[0]


def test_the_computers_turn_offers_no_key_a_person_cannot_press(tmp_path):
    app = make_app(tmp_path, size=SIZE)
    try:
        table = table_with(app, 1, 1, 2, 3, 4, 6, 6, 5, 5, 5, 1, 2, 3, 2, 3, 4, 6, 6, 2)
        person = _key_line(app, table)
        assert person.text == key_plain(app.tr("farkle.keys_hint"))
        table.press_roll()
        play(app)
        table.press_die(0)
        table.press_bank()
        seen = 0
        for _ in range(400):
            with unseen_frames(app, last_drawn=False):
                for _ in range(4):
                    app.step(0.1)
            if table.flow.shown_player == 0 and not table.computer_turn:
                break
            if table.game.players[table.flow.shown_player].is_computer:
                line = _key_line(app, table)
                assert line.text == key_plain(app.tr("table.hint")), line
                assert line.rect.bottom == person.rect.bottom, (line, person)
                seen += 1
        assert seen >= 3, "the computer's turn was sampled"
        back = _key_line(app, table)
        assert back.text == key_plain(app.tr("farkle.keys_hint")), back
        assert back.rect.bottom == person.rect.bottom
    finally:
        app.close()
