"""Settings: the keyboard focus lights its whole row, never a ring on the words (ruling S69 1;
critics cC78 #3 and cF78: at 1366 the ring's dark line sat on "de oprire.", at 1024 on "marile
momente" and on the volume meter's last bar, its light on the letters). Focused by keys, a
row's name, control and explaining line all stand inside one lit band, :data:`CLEAR` pixels
or more from its edge; every other ink on the page (the other rows, the headings, the cards'
lines) stands :data:`CLEAR` pixels or more outside it, at every size. What the focus changes
is read from the pixels drawn with and without it; the ink from the pixels of the words."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import FRAME, make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
CLEAR = 6
"""The least felt between the focus's edge and the ink inside or outside it (pixels)."""


def _ink(surface: pygame.Surface, box: pygame.Rect) -> pygame.Rect | None:
    """The rect of the letters drawn in ``box``: the pixels differing from the box's left
    column's felt by more than a shade (None when nothing is drawn there)."""
    box = box.clip(surface.get_rect())
    xs, ys = [], []
    for y in range(box.top, box.bottom):
        ground = surface.get_at((max(0, box.left - 3), y))
        for x in range(box.left, box.right):
            pixel = surface.get_at((x, y))
            if sum(abs(pixel[i] - ground[i]) for i in range(3)) > 90:
                xs.append(x)
                ys.append(y)
    if not xs:
        return None
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def _changed(before: pygame.Surface, after: pygame.Surface) -> pygame.Rect:
    """The rect of every pixel the focus changed."""
    a = pygame.surfarray.array3d(before).astype(int)
    b = pygame.surfarray.array3d(after).astype(int)
    mask = (abs(a - b).sum(axis=2) > 6).nonzero()
    xs, ys = mask
    assert len(xs), "the focus changed nothing"
    return pygame.Rect(int(xs.min()), int(ys.min()), int(xs.max() - xs.min() + 1),
                       int(ys.max() - ys.min() + 1))


def _inside_by(outer: pygame.Rect, inner: pygame.Rect) -> int:
    """How far ``inner`` stands inside ``outer`` at its nearest side (negative: out of it)."""
    return min(inner.left - outer.left, outer.right - inner.right,
               inner.top - outer.top, outer.bottom - inner.bottom)


def _apart(a: pygame.Rect, b: pygame.Rect) -> int:
    """The felt between two rects (0 when they touch or overlap)."""
    dx = max(b.left - a.right, a.left - b.right, 0)
    dy = max(b.top - a.bottom, a.top - b.bottom, 0)
    return max(dx, dy)


@pytest.mark.parametrize("size", SIZES)
def test_the_focus_lights_its_whole_row_clear_of_every_other_word(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        from game.scenes.settings import SettingsScene

        scene = SettingsScene(app)
        app.manager.push(scene, fade=False)
        app.step(FRAME)
        app.manager.keys_last = True
        for key, widget in scene.rows:
            others = [w for _, w in scene.rows if w is not widget]
            scene.focus.focus(None)  # (no focus: the page as it is read)
            plain = pygame.Surface(size)
            frame = recorded_frame(scene, size, plain)
            scene.focus.focus(widget)
            lit = pygame.Surface(size)
            recorded_frame(scene, size, lit)
            band = _changed(plain, lit)
            words = scene.explained[widget.name][0]
            own = [t for t in frame.texts if t.text in (scene.tr(key), words)]
            assert len(own) == 2, (size, widget.name)
            for mark in own:
                ink = _ink(plain, mark.rect)
                assert ink is not None and _inside_by(band, ink) >= CLEAR, (
                    size, widget.name, mark.text, band, ink)
            assert _inside_by(band, widget.rect) >= CLEAR, (size, widget.name, band)
            for mark in frame.texts:
                if mark in own or widget.rect.top <= mark.rect.centery <= widget.rect.bottom:
                    continue  # (its own words, on its own keys and on its line: "F11")
                ink = _ink(plain, mark.rect)
                if ink is not None:
                    assert _apart(band, ink) >= CLEAR, (size, widget.name, mark.text, band, ink)
            for other in others:
                assert _apart(band, other.rect) >= CLEAR, (size, widget.name, other.name)
    finally:
        app.close()
