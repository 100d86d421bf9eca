"""The menu at a glance (critic cQ74 #4, Menu 8.5): the hero's side labels ("Record Yams",
"Jucători", ~17-24 px of em in grey) read at about the body's size in the page's cream."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.contrast import contrast_ratio
from game.widgets import menu_chips
from tests.uihelpers import make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_side_labels_read(tmp_path, size, monkeypatch):
    app = make_app(tmp_path, size=size)
    try:
        settle(app)
        menu = app.manager.top
        said: list[tuple[str, int, tuple[int, int, int]]] = []
        real = menu_chips.draw_text
        monkeypatch.setattr(menu_chips, "draw_text", lambda s, text, size_, colour, *a, **k: (
            said.append((text, size_, colour)), real(s, text, size_, colour, *a, **k))[1])
        menu.draw(pygame.Surface(size))
        labels = [(size_, colour) for text, size_, colour in said
                  if text in (chip.label for chip in menu.chips)]
        assert len(labels) == 2, said
        least = 28 if size[0] >= 1920 else 18  # px of em (~24 and ~16.6 before)
        for size_, colour in labels:
            assert size_ * theme.FONT_EM >= least, (size, size_)
            assert contrast_ratio(colour[:3], theme.FELT) >= 7, colour  # not a grey
    finally:
        app.close()
