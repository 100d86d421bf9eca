"""The 10 000 "?" tiles' numbers stand inside their cards (critics A69, D69: the number badges
straddled the picture frames' right edges, tile 8's "10 000" touched badge 8): each badge lies
in its frame's top-right corner, inside the frame, and no picture draws into it or near it, nor
does any word, at three window sizes."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.farkle_help import FarkleHelpOverlay
from tests.uihelpers import make_app, recorded_step
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _drawn(shown, size, *, pictures=True):
    """The page drawn on a blank surface without its numbers (and without its pictures)."""
    surface = pygame.Surface(size)
    surface.fill((0, 0, 0))
    keep = shown.draw_picture
    shown._draw_number = lambda *a, **k: None
    if not pictures:
        shown.draw_picture = lambda *a, **k: None
    try:
        shown.draw(surface)
    finally:
        shown.draw_picture = keep
        del shown._draw_number
    return surface


def badges_drawn(app, game: str, overlay):
    """The "?" page ``overlay`` over a table of ``game``, one frame drawn: the page, its badges'
    centres as drawn and the frame's recorded texts (both games' badge tests)."""
    open_table(app, game, 2)
    shown = overlay(app)
    app.manager.push(shown, fade=False)
    app.step(1 / 60)
    centres = []
    real = shown._draw_number
    shown._draw_number = lambda surface, n, centre: centres.append(centre) or real(
        surface, n, centre)
    texts = recorded_step(app, 1 / 60).texts
    del shown._draw_number
    return shown, centres, texts


@pytest.mark.parametrize("size", SIZES)
def test_each_badge_is_inside_its_card_clear_of_its_picture_and_words(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        shown, centres, texts = badges_drawn(app, "farkle", FarkleHelpOverlay)
        assert len(centres) >= 8
        radius = shown.number_rect(shown.step_rects(0)[0]).w // 2
        with_pictures, bare = _drawn(shown, size), _drawn(shown, size, pictures=False)
        air = max(2, shown.px(4))
        for k in range(8):
            art = shown.step_rects(k)[0]
            frame = shown.frame_rect(art)
            badge = pygame.Rect(0, 0, 2 * radius, 2 * radius)
            badge.center = centres[k]
            assert frame.contains(badge), (size, k, badge, frame)  # inside its card
            assert badge.right > frame.centerx and badge.top < frame.centery  # its corner
            near = badge.inflate(2 * air, 2 * air).clip(frame)
            for x in range(near.x, near.right):  # no picture's ink under it or near it
                for y in range(near.y, near.bottom):
                    assert with_pictures.get_at((x, y)) == bare.get_at((x, y)), (size, k, (x, y))
            for text in texts:  # no word on it but its own number
                if text.text != str(k + 1):
                    assert not text.rect.colliderect(badge), (size, k, text.text, text.rect)
    finally:
        app.close()
