"""Random-event fuzzing of any scene, reusable by every screen's tests.

    from tests.fuzzing import fuzz
    fuzz(app, random.Random(7), events=20_000, check=lambda app: ...)

Each round posts a few random events (clicks anywhere, mostly on widgets and on the rects a
scene lists in an optional ``hit_targets()`` method, motion, wheel,
keys, text, resizes, focus changes) and runs one frame. After each frame the app's invariants
are checked; ``check`` adds the caller's own. ``keep`` (a scene class) is pushed back when the
fuzzing leaves it, so the target screen stays under test.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame

KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_TAB,
        pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_BACKSPACE,
        pygame.K_F1, pygame.K_a, pygame.K_1, pygame.K_MINUS, pygame.K_PLUS, pygame.K_DELETE,
        pygame.K_HOME, pygame.K_r, pygame.K_b, pygame.K_END, pygame.K_PAGEUP, pygame.K_PAGEDOWN)
"""Keys the fuzzer presses (F11 is left to the resize test: it is slow under SDL).

End / PageUp / PageDown drive the scrolling pages (rules)."""

TEXTS = ("a", "ș", "Ț", "ă", "î", "â", " ", "7", "€", "日", "😀")
"""Characters typed as TEXTINPUT."""

SIZES = ((1024, 600), (1280, 720), (1920, 1080), (1024, 768), (1440, 900), (800, 500))
"""Window sizes the fuzzer resizes to (the last is below the minimum on purpose)."""


def random_event(rng: random.Random, app: Any) -> pygame.event.Event:
    """One random event aimed at ``app``'s window, biased towards its widgets."""
    w, h = app.screen.get_size()
    top = app.manager.top
    rects = [wd.rect for wd in top.widgets() if getattr(wd, "visible", True)]
    # Scenes may name more click targets than their widgets (the dice of a table).
    rects += list(getattr(top, "hit_targets", lambda: [])())
    if rects and rng.random() < 0.6:
        rect = rng.choice(rects)
        pos = (rng.randint(rect.left, max(rect.left, rect.right - 1)),
               rng.randint(rect.top, max(rect.top, rect.bottom - 1)))
    else:
        pos = (rng.randrange(-20, w + 20), rng.randrange(-20, h + 20))
    roll = rng.random()
    if roll < 0.25:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3)))
    if roll < 0.5:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rng.choice((1, 1, 1, 3)))
    if roll < 0.62:
        held = (1, 0, 0) if rng.random() < 0.3 else (0, 0, 0)  # drags too (scroll views)
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=held)
    if roll < 0.67:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)
    if roll < 0.85:
        mod = pygame.KMOD_SHIFT if rng.random() < 0.2 else 0
        return pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=mod, unicode="",
                                  scancode=0)
    if roll < 0.93:
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(TEXTS))
    if roll < 0.96:
        return pygame.event.Event(rng.choice((pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED,
                                              pygame.WINDOWLEAVE, pygame.WINDOWENTER)))
    if roll < 0.975:
        size = rng.choice(SIZES)
        return pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    return pygame.event.Event(pygame.KEYUP, key=rng.choice(KEYS), mod=0, unicode="", scancode=0)


AWAY_FRAMES = 6
"""Frames the fuzzer leaves the window unfocused (the game waiting) before focusing it again."""


def check_app(app: Any) -> None:
    """Invariants of any app state: a scene on top, laid out at the window size, on screen."""
    top = app.manager.top
    assert top is not None, "the scene stack is empty"
    assert app.size == app.screen.get_size()
    for scene in app.manager.stack:
        assert scene.size == app.size, f"{type(scene).__name__} not laid out for {app.size}"
    bounds = app.screen.get_rect()
    for widget in top.widgets():
        if getattr(widget, "visible", True) and widget.rect.w > 0:
            assert bounds.contains(widget.rect), (
                f"{type(top).__name__}: {widget!r} at {widget.rect} is outside {bounds}")


def fuzz(app: Any, rng: random.Random, events: int = 10_000, *, per_frame: int = 5,
         keep: type | None = None, restore: Callable[[Any], None] | None = None,
         check: Callable[[Any], None] | None = None,
         until: Callable[[], bool] | None = None) -> int:
    """Post ``events`` random events to ``app`` (``per_frame`` per frame); return frames run.

    With ``until``, stop early once it returns True (checked after every frame).

    When the app would stop (quit confirmed) it is set running again. When ``keep`` is given
    and the top scene is no longer of that class, ``restore(app)`` is called to bring it back.
    """
    frames = 0
    posted = 0
    away = 0  # frames the app has waited for the player (window unfocused)
    while posted < events:
        for _ in range(per_frame):
            pygame.event.post(random_event(rng, app))
            posted += 1
        app.step(1 / 60)
        frames += 1
        away = away + 1 if app.away.away else 0
        if away > AWAY_FRAMES:  # the player comes back (a lost focus would stop the game)
            pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSGAINED))
        if not app.running:
            app.running = True
        check_app(app)
        if check is not None:
            check(app)
        if keep is not None and restore is not None and not isinstance(app.manager.top, keep):
            restore(app)
        if until is not None and until():
            break
    return frames
