"""``zaruri --smoke-test``: open the menu, a Yams table and a 10 000 table off-screen; exit 0.

Not for players: it proves that an installation (above all the PyInstaller bundle, see
tools/build_bundle.py) finds its fonts, sounds, catalogs and tables and can draw every
table. It uses SDL's dummy drivers and a throw-away data folder, so it needs no display and
leaves the player's settings, scores and saved game alone.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
import traceback
from typing import Any

FRAME = 1 / 60
SECONDS_PER_TABLE = 1.5
"""Frames stepped at each table after its first roll (the dice throw and land)."""


def run_smoke_test(app_class: Any) -> int:
    """Load the catalogs and tables, open the menu, New Game and both tables, roll once at
    each; return 0 if all went well (1 after printing what failed). ``app_class`` is
    :class:`game.app.App` (handed in by it: this module does not import it back, no circle)."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    started = time.monotonic()
    try:
        _check_data()
        with tempfile.TemporaryDirectory(prefix="zaruri-smoke-") as data:
            seen = _visit_tables(data, app_class)
    except Exception:  # a check: show the whole failure, then a clear exit status
        traceback.print_exc()
        print("zaruri: smoke test FAILED", file=sys.stderr)
        return 1
    print(f"zaruri: smoke test passed ({', '.join(seen)}) in {time.monotonic() - started:.1f} s")
    return 0


def _check_data() -> None:
    """Both catalogs translate, and the computer's tables load and pass their checksums."""
    from game.ai import farkle_expert, yams_optimal
    from game.i18n import Translator
    from game.statistics import expert_box_means

    for language, word in (("ro", "Reguli"), ("en", "Rules")):
        if Translator.load(language)("menu.rules") != word:
            raise RuntimeError(f"the {language!r} catalog does not translate menu.rules")
    yams_optimal.load_table()
    farkle_expert.load_table()
    expert_box_means()


def _visit_tables(data: str, App: Any) -> list[str]:  # noqa: N803 - the class game.app.App
    """Walk menu → New Game → table for each game; return the scenes' names in order."""
    import pygame

    from game.scenes.menu import MenuScene
    from game.scenes.new_game import NewGameScene
    from game.storage.settings import Settings

    app = App(size=(1280, 720), windowed=True, data_dir=data, rng=random.Random(24),
              settings=Settings(fullscreen=False))
    seen = []
    try:
        app.step(FRAME)
        if not isinstance(app.manager.top, MenuScene):
            raise RuntimeError(f"the game opened on {type(app.manager.top).__name__}")
        seen.append("menu")
        for kind in ("yams", "farkle"):
            app.store.clear_game()
            new_game = NewGameScene(app, kind)
            app.manager.push(new_game)
            app.step(FRAME)
            new_game.start()
            app.step(FRAME)
            table = app.manager.top
            if "Table" not in type(table).__name__:
                raise RuntimeError(f"{kind}: New Game led to {type(table).__name__}")
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                                 unicode=" ", scancode=0))
            for _ in range(round(SECONDS_PER_TABLE / FRAME)):
                app.step(FRAME)
            seen.append(type(table).__name__)
            app.manager.clear_to(MenuScene(app))
            app.step(FRAME)
    finally:
        app.close()
    return seen
