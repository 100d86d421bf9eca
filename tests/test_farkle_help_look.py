"""The 10 000 "?" reads evenly: every value of the scoring table in one style (the triple's
range as "200–600"), no example's explanation ending on a lone word, dice big enough at
1024 × 600."""

from __future__ import annotations

import pygame
import pytest

import game.scenes.farkle_help as help_module
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_help_values_share_one_style_and_no_line_is_a_lone_word(tmp_path, monkeypatch):
    app = make_app(tmp_path, size=(1024, 600))
    drawn: list[tuple[str, int, tuple]] = []
    rows: list[int] = []
    real_text, real_row = help_module.draw_text, help_module.draw_dice_row

    def text(surface, value, size, colour, *args, **kwargs):
        drawn.append((value, size, tuple(colour)))
        return real_text(surface, value, size, colour, *args, **kwargs)

    def row(surface, cache, dice, pos, side, *args, **kwargs):
        rows.append(side)
        return real_row(surface, cache, dice, pos, side, *args, **kwargs)

    try:
        overlay = help_module.FarkleHelpOverlay(app)
        app.manager.push(overlay)
        app.step(1 / 60)
        monkeypatch.setattr(help_module, "draw_text", text)
        monkeypatch.setattr(help_module, "draw_dice_row", row)
        overlay.draw(pygame.Surface(app.screen.get_size()))
    finally:
        app.close()
    sizes = {value: size for value, size, _ in drawn}
    assert "200–600" in sizes and sizes["200–600"] == sizes["2 500"]
    labels = {overlay.tr(key) for key, _, _ in help_module.TABLE}  # the table's row names
    cream = [value for value, _, colour in drawn
             if colour == tuple(help_module.theme.CREAM) and value not in labels]
    assert all(len(line.split()) > 1 for line in cream), cream
    assert max(rows) >= 24  # the examples' dice (the table's keep their own size)
