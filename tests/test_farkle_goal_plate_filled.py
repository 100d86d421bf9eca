"""The goal's plate is sized to what it holds (round 70, critic D69: its lower half was empty
maroon until its foot came, the name and the total small under a giant headline): no empty
band inside it at any frame (it grows down under its foot as the foot comes in), and its total
counts up at display size, the largest type on the plate after its headline, the name under
"Obiectiv atins!" in its seat colour, large."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.views import stage_table
from game.views.stage_goal import draw_goal, goal_plate
from tests.uihelpers import make_app, screen_frame
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

EMPTY_MOST = 64
"""Reference pixels of plate at most in one band of rows with nothing on them (its margins
and the room between its lines: about 45 px at 1080; its empty lower half was over 150)."""


def _empty_band(surface: pygame.Surface, plate: pygame.Rect, scale: float) -> int:
    """The tallest run of rows inside ``plate``'s gold frame with nothing but its dark body
    on them (no letter, no foot), drawn over a black table."""
    frame = theme.px(14, scale)
    inner = plate.inflate(-2 * frame, -2 * frame).clip(surface.get_rect())
    pixels = pygame.surfarray.pixels3d(surface)[inner.left:inner.right, inner.top:inner.bottom]
    bare_rows = (pixels.max(axis=2) < 72).all(axis=0)  # (one per row, top to bottom)
    run = most = 0
    for bare in bare_rows:
        run = run + 1 if bare else 0
        most = max(most, run)
    return most


def test_no_empty_band_inside_the_goal_plate_at_any_frame(tmp_path):
    size = (1366, 768)
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._goal_banner(app)
        stage = app.manager.top
        clock, picture = stage.clock, stage.picture
        bands = []
        picture.drawn_once.pop(stage_table.WHOLE_HUSH, None)  # (a black table's hush)
        for k in range(1, 14):  # (its burst, its count, its foot coming in, its rest)
            clock.age = clock.duration * k * 0.8 / 14
            surface = pygame.Surface(size)
            draw_goal(surface, picture, clock)
            plate = goal_plate(picture, clock)
            if plate.h > 100:
                bands.append((round(k * 80 / 14), _empty_band(surface, plate, picture.scale)))
    finally:
        app.close()
    assert len(bands) >= 10, bands
    most = theme.px(EMPTY_MOST, picture.scale)
    assert all(band <= most for _, band in bands), (most, bands)


def test_the_total_counts_at_display_size_the_name_large_in_its_seat_colour(tmp_path):
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        screens_farkle._goal_banner(app)
        stage = app.manager.top
        stage.clock.age = stage.clock.duration * 0.6  # (counted, the foot in, at rest)
        picture = stage.picture
        said = {t.text: t for t in screen_frame(app).texts if t.role == "stage"}
        surface = pygame.Surface(app.screen.get_size())
        draw_goal(surface, picture, stage.clock)
    finally:
        app.close()
    reached, who, total = picture.crest
    figure, name, head = said[total], said[who], said[reached]
    assert figure.rect.h >= 90, figure.rect  # its digits' ink, at 1080
    others = [t for t in said.values() if t.text not in (reached, total)]
    assert all(figure.rect.h > t.rect.h for t in others), (figure, others)
    assert figure.size and head.size and figure.size < head.size
    assert all(figure.size > t.size for t in others), (figure, others)
    assert name.size >= round(theme.FONT_HEADING * 1.5), name
    seat = picture.crest_colour
    inked = sum(1 for x in range(name.rect.left, name.rect.right, 2)
                for y in range(name.rect.top, name.rect.bottom, 2)
                if max(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], seat,
                                                     strict=True)) <= 12)
    assert inked > 40, (inked, seat)
