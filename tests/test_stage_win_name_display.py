"""The winner's name on the win's stage is large, in display type and the seat's colour,
not a small chip on a plate under the giant "Victorie!" (round 72, critic E71 #6; ruling
S9): its letters at least half the title's height, drawn in the display face with no dark
plate ringed round it."""

from __future__ import annotations

import pygame
import pytest

from game.views import stage_words
from game.widgets.text import DISPLAY
from tests.uihelpers import make_app
from tools.screens_stage import STATES, freeze

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_a_persons_win_writes_their_name_large_in_display_type(tmp_path, size, monkeypatch):
    app = make_app(tmp_path, size=size)
    try:
        {name: b for name, b, _ in STATES}["win_alone"](app)
        freeze(app, 40, "win")
        picture = app.manager.top.picture
        faces: list[str] = []
        real = stage_words.draw_marked_name

        def spy(*args, **kw):
            faces.append(kw.get("weight", ""))
            return real(*args, **kw)

        monkeypatch.setattr(stage_words, "draw_marked_name", spy)
        picture.drawn_once.pop("line", None)
        layer, places = stage_words.line_layer(picture, ((picture.line, picture.seat),),
                                               (), picture.line_size())
        assert faces == [DISPLAY]  # the name in the title's display face
        assert picture.line_size() * 2 >= picture.stamp_size() * 0.5, (
            picture.line_size(), picture.stamp_size())  # large: half the title's type
        ink = layer.get_bounding_rect(min_alpha=40)
        assert ink.h >= picture.ink().h * 0.4, (ink, picture.ink(), picture.line_size())
        plate = sum(1 for x in range(0, layer.get_width(), 3)  # no dark plate round it
                    for y in range(0, layer.get_height(), 3)
                    if _plate_ink(layer.get_at((x, y))))
        assert plate * 9 < layer.get_width() * layer.get_height() * 0.05, plate
        line = picture.line_size()
        assert line < picture.stamp_size()  # "Victorie!" still the largest words
    finally:
        app.close()
    pygame.quit()


def _plate_ink(colour: pygame.Color) -> bool:
    """True where ``colour`` is the name plate's dark green, near opaque."""
    return colour.a >= 240 and abs(colour.r - 14) + abs(colour.g - 22) + abs(colour.b - 18) < 12
