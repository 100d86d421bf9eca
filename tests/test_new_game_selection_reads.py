"""New Game: a name being edited reads as a text field with a caret, its suggested name as
selected text (critic L72 #13: at 1024x600 "Jucătorul 2" sat on a yellow block that looked like
a tag): the selection is a cool, square-cornered band as tall as the caret (never the gold of
the badges and tags), the caret lit at its end even between blinks; once a letter is typed, no
selection is left, only the caret."""

from __future__ import annotations

import colorsys

import pygame
import pytest

from game import theme
from tests.uihelpers import FRAME, make_app, settle, type_text
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _where(surface, area, colour):
    """The box round the pixels of ``colour`` in ``area`` (None: none)."""
    xs, ys = [], []
    for x in range(area.x, area.right):
        for y in range(area.y, area.bottom):
            if tuple(surface.get_at((x, y)))[:3] == colour:
                xs.append(x)
                ys.append(y)
    if not xs:
        return None
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def test_a_suggested_name_reads_as_selected_text_with_its_caret(tmp_path):
    size = (1024, 600)
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "yams", 2)
        settle(app, 30)
        field = scene.fields[1]
        scene.focus.focus(field)
        assert field.selected
        hue = colorsys.rgb_to_hsv(*(c / 255 for c in theme.FIELD_SELECTION))[0] * 360
        gold = colorsys.rgb_to_hsv(*(c / 255 for c in theme.GOLD))[0] * 360
        assert abs(hue - gold) > 90, (hue, gold)  # a selection's cool hue, not a gold tag
        field.blink = theme.CARET_BLINK_TIME + 0.1  # between two blinks
        surface = pygame.Surface(size)
        scene.draw(surface)
        band = _where(surface, field.rect, theme.FIELD_SELECTION)
        assert band is not None
        caret_h = round(field.font_size * 0.8)
        assert band.h <= caret_h + 2, (band, caret_h)  # as tall as the caret, not a block
        corner = surface.get_at((band.x, band.y))[:3]
        assert tuple(corner) == theme.FIELD_SELECTION  # square corners: a selection
        right = pygame.Rect(band.right, band.y, scene.px(12), band.h)
        assert _where(surface, right, theme.INK) is not None  # the caret at its end, lit
        type_text(app, "A")
        app.step(FRAME)
        assert not field.selected and field.text == "A"
        field.blink = 0.0
        scene.draw(surface)
        assert _where(surface, field.rect, theme.FIELD_SELECTION) is None
    finally:
        app.close()
