"""Screen changes and dialogs' entrances: two screens never show at once (no cross-fade where
two titles and two red buttons overlap), and a dialog is opaque from its first frame, growing
from its own rectangle, never see-through text over the screen below."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game import theme
from game.scenes.base import Scene, SceneManager

SIZE = (320, 200)
OLD = (200, 0, 0)
NEW = (0, 0, 200)
PANEL = (240, 240, 40)


class Plain(Scene):
    """A screen of one colour."""

    def __init__(self, app, colour, overlay=False):
        super().__init__(app)
        self.colour = colour
        self.is_overlay = overlay
        self.dim_below = overlay
        self.panel = pygame.Rect(80, 50, 160, 100)

    def draw(self, surface):
        if self.is_overlay:
            surface.fill(self.colour, self.panel)
        else:
            surface.fill(self.colour)

    def entrance_rect(self):
        return self.panel if self.is_overlay else None


@pytest.fixture
def manager(monkeypatch):
    monkeypatch.setattr(theme, "TRANSITION_VEIL", (0, 0, 0))
    pygame.display.init()
    pygame.display.set_mode(SIZE)
    screen = pygame.Surface(SIZE)
    app = SimpleNamespace(screen=screen, size=SIZE)
    manager = SceneManager(app)
    manager.push(Plain(app, OLD), fade=False)
    manager.draw(screen)
    yield manager, app, screen


def _frames(manager, screen):
    step = theme.TRANSITION_TIME / 12
    pictures = []
    while True:
        manager.update(step)
        manager.draw(screen)
        pictures.append(screen.copy())
        if not manager.transitioning:
            return pictures


@pytest.mark.parametrize("change", ["push", "pop", "replace", "clear_to"])
def test_a_screen_change_never_shows_two_screens_at_once(manager, change):
    manager, app, screen = manager
    if change == "pop":
        manager.push(Plain(app, NEW), fade=False)
        manager.draw(screen)
        manager.pop()
        old, new = NEW, OLD
    else:
        getattr(manager, change)(Plain(app, NEW))
        old, new = OLD, NEW
    pictures = _frames(manager, screen)
    assert len(pictures) >= 10
    seen_old = seen_new = False
    for picture in pictures:
        r, g, b, _ = picture.get_at((5, 5))
        mixed = (r > 0) + (b > 0)
        assert mixed <= 1, (r, g, b)  # the old screen or the new one, darkened: never both
        seen_old |= (r if old == OLD else b) > 0
        seen_new |= (b if new == NEW else r) > 0
    assert seen_old and seen_new  # a transition, not a cut
    darkest = min(max(p.get_at((5, 5))[:3]) for p in pictures)
    assert darkest <= 60  # through the veil
    assert pictures[-1].get_at((5, 5))[:3] == new


def test_a_dialog_enters_opaque_and_growing_and_leaves_at_once(manager):
    manager, app, screen = manager
    dialog = Plain(app, PANEL, overlay=True)
    manager.push(dialog)
    pictures = _frames(manager, screen)
    assert len(pictures) >= 10
    centre = dialog.panel.center
    for picture in pictures:  # never the screen below through the dialog's text
        seen = picture.get_at(centre)[:3]  # (smoothing rounds by a few levels)
        assert max(abs(a - b) for a, b in zip(seen, PANEL, strict=True)) <= 8, seen
    corner = dialog.panel.topleft
    assert pictures[0].get_at(corner)[:3] != PANEL  # it grows from inside its rectangle
    assert pictures[-1].get_at(corner)[:3] == PANEL
    manager.pop()
    assert not manager.transitioning  # closing is at once: no see-through dialog either
    manager.draw(screen)
    assert screen.get_at(centre)[:3] == OLD
