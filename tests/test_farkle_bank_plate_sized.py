"""An ordinary bank's plate ends a turn: it is not a small tag in the strip under the title
(round 70, critic B69: "small for a moment that ends a turn") but a plate over the empty tray,
nearly as tall as hot dice' ribbon, a rung under it in its headline's size (ruling S3), clear
of the "Selecție" line and the mat under it; the banker's name reads in their seat's colour
itself, on a dark name band (critic B69: brown or white on the gold plate)."""

from __future__ import annotations

import pygame
import pytest

from game.views.stage_banner import ribbon_rect
from tests.uihelpers import make_app, recorded_frame
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _staged(app, kind):
    """The stage of ``kind`` up over its table."""
    {name: build for name, build, _ in STATES}[kind](app)
    return until_staged(app, kind)


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_bank_plate_stands_large_over_the_empty_tray(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        picture = _staged(app, "bank_banner").picture
        plate = ribbon_rect(picture)
    finally:
        app.close()
    app = make_app(tmp_path, size=size)
    try:
        hot = ribbon_rect(_staged(app, "hot_dice").picture)
    finally:
        app.close()
    area = picture.area
    assert plate.w >= 0.7 * area.w, (plate, area)
    assert plate.h >= 0.85 * hot.h, (plate, hot)
    # (amended round 81, hF106, ruling S95 2., critic cB80 #3: it rested over the tray, on
    # the row's dice and the "Zaruri încasate" line; now on the tray, hiding it and that line
    # whole, in the middle felt under the row, clear of the buttons)
    cover = picture.cover
    assert area.contains(plate) and plate.top <= cover.top and plate.bottom >= cover.bottom, (
        plate, cover, area)


def test_the_bank_plate_names_the_banker_in_their_seats_own_colour(tmp_path):
    size = (1366, 768)
    app = make_app(tmp_path, size=size)
    try:
        stage = _staged(app, "bank_banner")
        stage.clock.age = stage.clock.duration * 0.5  # the plate at rest, its line whole
        surface = pygame.Surface(size)
        frame = recorded_frame(stage, size, onto=surface)
        picture = stage.picture
        seat = picture.banker_colour
        names = [t.rect for t in frame.texts if picture.banker in t.text]
        assert names, [t.text for t in frame.texts]
        rect = names[0].clip(surface.get_rect())
        own = sum(sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], seat,
                                                 strict=True)) <= 24
                  for x in range(rect.x, rect.right, 2) for y in range(rect.y, rect.bottom, 2))
    finally:
        app.close()
    assert own >= 40, (own, seat)  # its letters in the seat's colour itself
