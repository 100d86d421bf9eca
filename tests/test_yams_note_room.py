"""The sacrifice's and the Joker's note has room: with no die held it takes the empty held
row (not squeezed between the turn line and that row), its meaning at nearly the headline's
size; with dice held it stays in the prompt's place."""

from __future__ import annotations

import pytest

from game.widgets import layout_record
from tests.layout_check import check_app
from tests.uihelpers import make_app
from tools.screens_yams import _sacrifice_last_roll

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_sacrifice_note_takes_the_empty_held_row_at_a_readable_size(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        _sacrifice_last_roll(app)
        scene = app.manager.top
        assert not any(scene.game.held) and scene.note_in_band()
        layout_record.start(app.screen.get_size())
        try:
            assert check_app(app, "note") == []
            texts = layout_record.frame().texts
        finally:
            layout_record.stop()
        head = next(m for m in texts if m.text.startswith("Nicio căsuță deschisă"))
        means = next(m for m in texts if m.text == "Căsuța pe care o alegi primește 0 puncte")
        band = scene.held_band
        assert band.contains(head.rect) and band.contains(means.rect)
        assert means.rect.h >= 0.85 * head.rect.h  # the meaning is read, not a footnote
        assert "Zarurile păstrate stau aici" not in [m.text for m in texts]
    finally:
        app.close()
