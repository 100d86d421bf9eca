"""Shared test set-up: pygame runs headless, with no window and no sound card."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import gc  # noqa: E402

import game.app  # noqa: E402, F401  - every module the tests drive, imported once

# What exists after the imports lives for the whole session: out of the cycle collector's
# sight (as App.run does), so the app's collections after a closed screen stay ~1 ms.
gc.collect()
gc.freeze()
