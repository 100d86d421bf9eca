"""The throws left read at a glance: "Aruncă (2)" draws its count in the display type, large
(at least 24 px at 1024×600, larger than the button's words), inside the button (no region
pushed), the words beside it."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import layout_record
from tests.layout_check import Run
from tests.layout_sequences_yams import seat
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

LEAST = 24
"""The smallest size of the throw count at 1024×600."""


def test_the_throws_left_are_drawn_large_in_the_roll_button(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        run_ = Run(app, "throws left")
        table = seat(run_, (1, 2, 3, 4, 6) * 3, names=("Ana",), computer=True)
        run_.click(table.roll_button.rect.center)
        run_.until(lambda: table.settled and table.roll_button.enabled, 200)
        assert table.roll_button.text == "Aruncă (2)"
        size = app.screen.get_size()
        layout_record.start(size)
        try:
            layout_record.begin(size)
            table.draw(pygame.Surface(size))
            texts = layout_record.frame().texts
        finally:
            layout_record.stop()
        inside = [t for t in texts if table.roll_button.rect.contains(t.rect)]
        count = [t for t in inside if t.text == "2"]
        assert count, [(t.text, t.size) for t in inside]
        assert count[0].size >= LEAST and count[0].size > table.roll_button.font_size
        assert [t for t in inside if t.text == "Aruncă"]  # the words beside it
    finally:
        app.close()


def test_once_the_throws_are_spent_the_greyed_button_counts_none(tmp_path):
    # critic D69: a greyed "Aruncă 0" (a button nobody can press says no count)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        run_ = Run(app, "throws spent")
        table = seat(run_, (1, 2, 3, 4, 6) * 3, names=("Ana",), computer=True)
        for _ in range(3):
            run_.click(table.roll_button.rect.center)
            run_.until(lambda: table.settled and not table.tray.is_animating, 200)
        assert table.game.rolls_left == 0 and not table.roll_button.enabled
        assert table.roll_button.text == app.tr("yams.roll")
    finally:
        app.close()
