"""Issue 23 §6: memory within bounds (``benchmarks/memory.py`` measures the figures).

What made the 10 000 help overlay peak at 206 MB after rapid resizes at full HD: every table
and overlay kept its own die pictures, dimming kept a full-window layer, and the felt of the
previous size stayed. These tests pin the fixes: one die-picture cache for every screen, only
the full-window layers of the size shown, and the menu back to its own pictures after a game.
"""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.widgets import document, felt, text
from game.widgets.dice_render import FaceCache, shared_faces
from tests.uihelpers import make_app
from tools.render_screens import open_table


def _surfaces(*roots: Any, depth: int = 8) -> list[pygame.Surface]:
    """Every Surface reachable from ``roots`` through attributes and containers."""
    seen: set[int] = set()
    found: dict[int, pygame.Surface] = {}
    stack = [(root, 0) for root in roots]
    while stack:
        obj, level = stack.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        if isinstance(obj, pygame.Surface):
            found[id(obj)] = obj
            continue
        if level >= depth or isinstance(obj, str | bytes | int | float | type
                                        | types.ModuleType | types.FunctionType):
            continue
        if isinstance(obj, dict):
            stack.extend((v, level + 1) for v in obj.values())
        elif isinstance(obj, list | tuple | set | frozenset):
            stack.extend((v, level + 1) for v in obj)
        elif hasattr(obj, "__dict__"):
            stack.extend((v, level + 1) for v in vars(obj).values())
    return list(found.values())


def _caches() -> list[Any]:
    from game.widgets import dice_render

    return [vars(felt), vars(text), vars(document), vars(dice_render)]


def test_every_screen_draws_its_dice_from_one_cache(tmp_path: Path) -> None:
    gc.collect()
    # Caches that earlier tests keep alive (a tray of their own) are not this app's.
    earlier = {id(o) for o in gc.get_objects() if isinstance(o, FaceCache)}
    app = make_app(tmp_path, size=(1024, 600))
    try:
        farkle = open_table(app, "farkle", 1)
        farkle.open_help()
        app.step(0.05)
        help_overlay = app.manager.top
        yams = open_table(app, "yams", 1)
        yams.open_help()
        app.step(0.05)
        caches = {id(farkle.cache), id(help_overlay.cache), id(yams.tray._cache),
                  id(app.manager.top.cache), id(document.face_cache())}
        assert caches == {id(shared_faces())}
        gc.collect()
        made = {id(o) for o in gc.get_objects() if isinstance(o, FaceCache)} - earlier
        assert made <= {id(shared_faces())}
    finally:
        app.close()


@pytest.mark.parametrize("kind", ["farkle", "yams"])
def test_rapid_resizes_keep_only_the_layers_of_the_size_shown(tmp_path: Path,
                                                              kind: str) -> None:
    app = make_app(tmp_path, size=(1280, 720))
    try:
        open_table(app, kind, 1).open_help()  # the overlay of the 206 MB peak
        for size in ((1920, 1080), (1100, 640), (1700, 1000), (1920, 1080), (1366, 768)):
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0],
                                                 h=size[1]))
            for _ in range(3):
                app.step(0.05)
        width, height = app.size
        big = [s for s in _surfaces(app, *_caches()) if s.get_width() * s.get_height()
               >= width * height // 2]
        sizes = [s.get_size() for s in big]
        # The window, the table under the overlay, the felt background, the "?" page's
        # blurred backdrop (made once, round 73, hR74: the table round the panel sunk evenly)
        # and the overlay's own panel: nothing of a larger size shown before.
        assert sizes.count(app.size) <= 4, sizes
        assert len(big) <= 5, sizes
        assert all(w <= width and h <= height for w, h in sizes), sizes
    finally:
        app.close()


def test_back_at_the_menu_the_closed_screens_pictures_go(tmp_path: Path) -> None:
    from game.scenes.menu import MenuScene

    app = make_app(tmp_path, size=(1280, 720))
    try:
        for _ in range(3):
            app.step(0.05)
        menu_fonts = set(text._FONTS)  # the faces and sizes the menu itself draws with
        table = open_table(app, "farkle", 1)
        table.open_help()
        for _ in range(5):
            app.step(0.05)
        assert len(shared_faces()) > 0
        # The game left behind (as "Părăsește partida" would): the menu shows what it showed
        # before, without the "Continuă" badge and its own words
        app.store.clear_game()
        app.manager.clear_to(MenuScene(app))
        app.step(0.05)
        assert len(shared_faces()) == 0
        assert len(document._LAYERS) == 0
        menu_texts = len(text._SURFACES)
        for _ in range(5):
            app.step(0.05)
        assert len(text._SURFACES) == menu_texts  # only the menu's own texts again
        assert set(text._FONTS) <= menu_fonts  # the table's and the help's fonts are gone
    finally:
        app.close()


def test_the_game_runs_without_numpy_loaded() -> None:
    # pygame imports numpy when it is installed (12 MB of resident memory the game never
    # uses); the game imports pygame without it, and numpy still imports afterwards
    script = ("import sys; import game.app; assert 'numpy' not in sys.modules, 'numpy loaded'; "
              "import numpy, pygame.surfarray; print('ok')")
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run([sys.executable, "-c", script], cwd=root, capture_output=True,
                          text=True, timeout=60,
                          env={**os.environ, "SDL_VIDEODRIVER": "dummy"})
    assert done.stdout.strip() == "ok", done.stderr[-500:]
