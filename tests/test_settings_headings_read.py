"""Settings' group headings read at 1024x600 (hM62 left them ~14 px of capitals: small beside
the rows' names): the capitals of "Limbă și ecran", "Ce auzi la masă", "Zaruri și sfaturi",
"Calculatorul" stand 16 px of ink tall or more at every window, and the gold icon disc
before each heading grows with it (as tall as the heading's capitals and more)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.scenes import settings
from game.scenes.settings import SettingsScene
from tests.uihelpers import FRAME, make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)

CAPS_LEAST = 16
"""The least ink height of a heading's capitals, pixels."""
FLAT_CAPS = "BDEFHIKLMNPRTZ"
"""Capitals with flat tops and feet (their ink as tall as the type's capitals)."""


def _capital_ink(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """The rows of gold ink in the first letter's columns of the heading drawn in ``rect``
    (its first letter a flat capital: L, C, Z)."""
    rows = []
    for y in range(rect.top, rect.bottom):
        for x in range(rect.x + 1, rect.x + max(3, rect.h // 3)):
            r, g, b = surface.get_at((x, y))[:3]
            gold = theme.GOLD
            if abs(r - gold[0]) + abs(g - gold[1]) + abs(b - gold[2]) < 120:
                rows.append(y)
                break
    return rows[-1] - rows[0] + 1 if rows else 0


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_group_headings_read_and_their_discs_grow_with_them(tmp_path, monkeypatch, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = SettingsScene(app)
        app.manager.push(scene, fade=False)
        app.step(FRAME)
        discs: list[int] = []
        real = pygame.draw.circle
        monkeypatch.setattr(settings.pygame.draw, "circle", lambda s, colour, centre, radius,
                            *a, **k: (discs.append(2 * radius)
                                      if tuple(colour)[:3] == tuple(theme.GOLD)[:3] else None)
                            or real(s, colour, centre, radius, *a, **k))
        surface = pygame.Surface(size)
        frame = recorded_frame(scene, size, onto=surface)
        monkeypatch.undo()
        names = {scene.tr(key) for key, _ in settings.GROUPS}
        headings = [t for t in frame.texts if t.text in names]
        assert len(headings) == 4, [t.text for t in frame.texts]
        flat = [t for t in headings if t.text[0] in FLAT_CAPS]  # (a round C's thin arcs
        assert len(flat) >= 2, [t.text for t in headings]  # read short: one size for all)
        assert len({t.size for t in headings}) == 1, [(t.text, t.size) for t in headings]
        for heading in flat:
            ink = _capital_ink(surface, heading.rect)
            assert ink >= CAPS_LEAST, (size, heading.text, ink, heading.size)
            assert len(discs) >= 4 and min(discs[:4]) >= ink + 4, (size, discs, ink)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_first_rows_focus_ring_stands_clear_of_its_heading(tmp_path, monkeypatch, size):
    """Critic A69: at 1024x600 the focus ring on "Limba" crowded "Limbă și ecran" (the
    heading drawn lower than the tight layout placed it): every card's first row, ringed,
    keeps air under its heading as drawn."""
    app = make_app(tmp_path, size=size)
    try:
        scene = SettingsScene(app)
        app.manager.push(scene, fade=False)
        app.step(FRAME)
        drawn: dict[str, pygame.Rect] = {}
        real = settings.draw_text

        def spy(surface, text, *a, **k):
            rect = real(surface, text, *a, **k)
            drawn[text] = pygame.Rect(rect)
            return rect

        monkeypatch.setattr(settings, "draw_text", spy)
        scene.draw(app.screen)
        ring = scene.px(theme.FOCUS_RING_GAP + theme.FOCUS_RING_WIDTH)
        widgets = {w.name: w for _, w in scene.rows}
        for key, names in settings.GROUPS:
            heading = drawn[app.tr(key)]
            ringed = widgets[names[0]].rect.inflate(2 * ring, 2 * ring)
            assert ringed.top - heading.bottom >= scene.px(settings.RING_AIR), (
                size, key, heading, ringed)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_the_group_headings_stand_clearly_over_the_rows(tmp_path, size):
    """Critic A69: the group titles and the rows' names were too close in size (52 over 44):
    a card's heading is at least 1.3 times a row's name where the room allows it."""
    app = make_app(tmp_path, size=size)
    try:
        scene = SettingsScene(app)
        app.manager.push(scene, fade=False)
        app.step(FRAME)
        assert scene.heading_size() >= 1.3 * scene.label_size(), (
            scene.heading_size(), scene.label_size())
    finally:
        app.close()
