"""New Game: a low card (six players) has no room for the letters left in words; its field
says the name alone, never a bare figure at its end (round 82, hF113, critic cB81 #15: the
cryptic small "1"; ruling S114 3., amending S23's small muted figures), and a letter past the
limit is still refused in words by the refusal's bubble."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import forms
from tests.uihelpers import FRAME, make_app, settle
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = ((1920, 1080), (1366, 768), (1024, 600))


@pytest.mark.parametrize("size", SIZES)
def test_a_low_cards_field_says_the_name_alone_no_cryptic_figure(tmp_path, size, monkeypatch):
    app = make_app(tmp_path, size)
    try:
        scene = open_new_game(app, "farkle", 6)
        settle(app, 40)
        field = scene.fields[0]
        field.set_text("Ștefan Țuțuianu")  # one letter short of full
        scene.focus.focus(field)
        app.step(FRAME)
        said: list[str] = []
        real_text = forms.draw_text
        monkeypatch.setattr(forms, "draw_text", lambda s, text, *a, **k: (
            said.append(text), real_text(s, text, *a, **k))[1])
        scene.draw(app.screen)
        assert field.tag == ""
        assert "Ștefan Țuțuianu" in said
        assert not [text for text in said if text.strip().isdigit()], said  # no bare "1"
        field.set_text("Ștefania Țuțuian")  # full: still the name alone
        said.clear()
        scene.draw(app.screen)
        assert field.tag == "" and "Ștefania Țuțuian" in said, said
        assert not [text for text in said if text.strip().isdigit()], said
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="x"))
        app.step(FRAME)
        assert scene.refusal is not None and scene.refusal[0] is field  # said in words
    finally:
        app.close()
