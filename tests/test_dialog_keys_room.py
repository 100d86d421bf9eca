"""Dialogs (critic M28 §4): every answer that has a key wears its keycap ("Rămâi" is Esc in
the leave dialog, as "Reia jocul" is in the pause), the buttons of a dialog are one width,
and each label keeps a side padding inside its button ("Părăsește partida" crammed edge to
edge at 1024×600)."""

from __future__ import annotations

import pytest

from game.scenes.overlays import PauseOverlay, leave_confirm
from game.widgets.key_button import KeyButton
from game.widgets.text import BOLD, text_size
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIDE_LEAST = 30
"""Reference pixels: the least room each side of a dialog button's label (and keycap)."""


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    app = make_app(tmp_path_factory.mktemp("dlgkeys"), size=(1024, 600))
    yield app
    app.close()


def test_the_leave_dialogs_safe_answer_wears_esc(app):
    dialog = leave_confirm(app, lambda: None)
    dialog.layout(app.size)
    assert isinstance(dialog.no_button, KeyButton) and dialog.no_button.key == "Esc"


@pytest.mark.parametrize("make", ["leave", "pause"])
def test_dialog_buttons_are_one_width_with_side_room(app, make):
    dialog = (leave_confirm(app, lambda: None) if make == "leave"
              else PauseOverlay(app, on_leave=lambda: None))
    dialog.layout(app.size)
    shown = [b for b in dialog.focus.widgets if b.visible]
    assert len({b.rect.w for b in shown}) == 1
    for button in shown:
        words = text_size(str(button.text), button.font_size, BOLD)[0]
        hint = button.hint_room(button.font_size, dialog.scale) if isinstance(
            button, KeyButton) else 0
        side = (button.rect.w - words - hint) // 2
        assert side >= dialog.px(SIDE_LEAST), (button.text, side)
