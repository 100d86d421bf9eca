"""New Game: a low card's letters left read as a counter of letters, small muted figures at
the field's end, never a dark disc like the seat's number (round 76, hT78, critic cZ75;
ruling S23)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.widgets import forms
from tests.uihelpers import FRAME, make_app, settle
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = ((1920, 1080), (1366, 768), (1024, 600))


@pytest.mark.parametrize("size", SIZES)
def test_a_low_cards_letters_left_are_small_muted_figures_no_disc(tmp_path, size,
                                                                   monkeypatch):
    app = make_app(tmp_path, size)
    try:
        scene = open_new_game(app, "farkle", 6)
        settle(app, 40)
        field = scene.fields[0]
        field.set_text("Ștefan Țuțuianu")
        scene.focus.focus(field)
        app.step(FRAME)
        scene.draw(app.screen)
        assert field.tag == "1"
        said, discs = [], []
        real_text, real_rect = forms.draw_text, pygame.draw.rect
        monkeypatch.setattr(forms, "draw_text", lambda s, text, size_, colour, *a, **k: (
            said.append((text, size_, colour)), real_text(s, text, size_, colour, *a, **k))[1])
        monkeypatch.setattr(pygame.draw, "rect", lambda s, colour, *a, **k: (
            discs.append(tuple(colour)[:3]), real_rect(s, colour, *a, **k))[1])
        field.draw(app.screen, True)
        tag = [(size_, colour) for text, size_, colour in said if text == "1"]
        name = [size_ for text, size_, _ in said if text == "Ștefan Țuțuianu"]
        assert tag and name
        assert tag[0][0] <= 0.75 * name[0], (tag, name)  # small beside the name
        assert tag[0][1] != theme.CREAM  # muted ink on the light field, not a chip's
        assert len(discs) == 2, discs  # the field's box and its ring: no disc under it
    finally:
        app.close()
