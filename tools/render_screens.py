"""Render every screen of the game to PNG, at 1920×1080, 1366×768 and 1024×600 (headless).

    python -m tools.render_screens --out screenshots/ [--only NAME ...] [--size 1366x768 ...]

Each entry of :data:`REGISTRY` is a :class:`ScreenState`: a name and a function that puts a
fresh :class:`game.app.App` (showing the menu) into that state. To add states, either append to
``REGISTRY`` here, or write a module ``tools/screens_<topic>.py`` that calls :func:`register`;
every such module is imported before rendering::

    from tools.render_screens import register

    @register("yams_table_third_roll")
    def _third_roll(app):
        table = open_table(app, "yams", humans=2)
        ...
"""

from __future__ import annotations

import argparse
import importlib
import os
import pkgutil
import random
import sys
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SIZES: tuple[tuple[int, int], ...] = ((1920, 1080), (1366, 768), (1024, 600))
"""Window sizes every state is rendered at."""

SETTLE_FRAMES = 8
"""Frames of 0.1 s stepped after building a state, so transitions and fades are over."""


@dataclass(frozen=True)
class ScreenState:
    """A named way to bring a fresh app (showing the menu) into one screen state."""

    name: str
    build: Callable[[Any], None]
    settle: int = SETTLE_FRAMES
    """Frames of 0.1 s stepped after ``build``: 0 for a state whose build composes its own
    moment (a running countdown would otherwise run on past it)."""


REGISTRY: list[ScreenState] = []
"""Every state rendered, in order."""


def register(name: str, settle: int = SETTLE_FRAMES
             ) -> Callable[[Callable[[Any], None]], Callable[[Any], None]]:
    """Decorator: add ``build(app)`` to :data:`REGISTRY` under ``name`` (``settle``: the
    frames of 0.1 s stepped after it, see :attr:`ScreenState.settle`)."""

    def decorate(build: Callable[[Any], None]) -> Callable[[Any], None]:
        REGISTRY.append(ScreenState(name, build, settle))
        return build

    return decorate


def open_new_game(app: Any, kind: str, humans: int = 1) -> Any:
    """Open New Game for ``kind`` ("yams" / "farkle") with ``humans`` people; return it."""
    from game.scenes.new_game import NewGameScene

    scene = NewGameScene(app, kind)
    app.manager.push(scene)
    scene.humans.set_value(humans)
    return scene


def open_table(app: Any, kind: str, humans: int = 2) -> Any:
    """Start a game of ``kind`` through New Game and return the table scene (a game saved by
    an earlier call is cleared first, so New Game does not ask before overwriting it)."""
    app.store.clear_game()
    open_new_game(app, kind, humans).start()
    return app.manager.top


@register("menu")
def _menu(app: Any) -> None:
    """The main menu, at rest (the cards' entrance and their dice's hop over)."""
    app.manager.top.skip_entrance()


@register("menu_quit_confirm")
def _menu_quit(app: Any) -> None:
    app.manager.top.skip_entrance()  # (the menu under the dialog gets no frames)
    app.manager.top.back()


@register("new_game_yams")
def _new_game_yams(app: Any) -> None:
    scene = open_new_game(app, "yams", 2)
    scene.focus.focus(scene.fields[1])  # the suggested name, selected: typing replaces it


@register("new_game_farkle_six_players")
def _new_game_farkle(app: Any) -> None:
    scene = open_new_game(app, "farkle", 6)
    scene.fields[0].set_text("Ștefan Țuțuianu")
    scene.focus.focus(scene.fields[0])


@register("settings")
def _settings(app: Any) -> None:
    from game.scenes.settings import SettingsScene

    app.manager.push(SettingsScene(app, play=getattr(app.manager.top, "new_game_instead", None)))


@register("settings_english")
def _settings_en(app: Any) -> None:
    from game.scenes.settings import SettingsScene

    app.apply_settings(app.settings.with_changes(language="en"))
    app.manager.push(SettingsScene(app, play=getattr(app.manager.top, "new_game_instead", None)))


@register("rules")
def _rules(app: Any) -> None:
    from game.scenes.rules import RulesScene

    app.manager.push(RulesScene(app, play=getattr(app.manager.top, "new_game_instead", None)))


@register("scores")
def _scores(app: Any) -> None:
    from game.scenes.scores import ScoresScene

    app.manager.push(ScoresScene(app, play=getattr(app.manager.top, "new_game_instead", None)))


@register("yams_table")
def _yams_table(app: Any) -> None:
    open_table(app, "yams", 2)


@register("farkle_table")
def _farkle_table(app: Any) -> None:
    open_table(app, "farkle", 3)


@register("table_leave_confirm")
def _table_leave(app: Any) -> None:
    open_table(app, "yams", 1).back()


@register("table_pause")
def _table_pause(app: Any) -> None:
    open_table(app, "farkle", 1).pause()


def load_extensions() -> None:
    """Import every ``tools/screens_*.py`` module (they register more states)."""
    folder = Path(__file__).resolve().parent
    for info in pkgutil.iter_modules([str(folder)]):
        if info.name.startswith("screens_"):
            importlib.import_module(f"tools.{info.name}")


def make_app(size: tuple[int, int], data_dir: Path, seed: int = 0, muted: bool = False) -> Any:
    """A headless windowed app of ``size`` with its data in ``data_dir`` (sound off when
    ``muted``: every screen then shows the mute sign)."""
    from game.app import App
    from game.storage.settings import Settings

    # The coach marks of a first game only in the states that show them (tools/screens_coach.py).
    return App(size=size, windowed=True, data_dir=data_dir, rng=random.Random(seed),
               settings=Settings(fullscreen=False, muted=muted, coach_marks=False))


def render(out: Path, sizes: Sequence[tuple[int, int]] = SIZES,
           only: Sequence[str] = (), muted: bool = False) -> list[Path]:
    """Render every registered state (or those named in ``only``) at every size; return paths.
    ``muted``: with the sound off (the mute sign on every screen)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    load_extensions()
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    with tempfile.TemporaryDirectory() as tmp:
        for size in sizes:
            for state in REGISTRY:
                if only and state.name not in only:
                    continue
                data = Path(tmp) / f"{state.name}-{size[0]}"
                app = make_app(size, data, muted=muted)
                app.step(0.0)
                build_state(app, state)
                path = out / f"{state.name}_{size[0]}x{size[1]}.png"
                pygame.image.save(app.screen, str(path))
                written.append(path)
    return written


def build_state(app: Any, state: ScreenState) -> None:
    """Bring ``app`` into ``state``: its build, then its settling frames of 0.1 s."""
    state.build(app)
    for _ in range(state.settle):
        app.step(0.1)


def _parse_size(value: str) -> tuple[int, int]:
    """``"1366x768"`` → ``(1366, 768)``."""
    try:
        w, h = (int(part) for part in value.lower().split("x"))
    except ValueError as error:
        raise argparse.ArgumentTypeError(f"size must be WxH, not {value!r}") from error
    return w, h


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: ``--out FOLDER``, optionally ``--only NAME ...`` and ``--size WxH ...``."""
    parser = argparse.ArgumentParser(prog="python -m tools.render_screens",
                                     description="Render every screen to PNG.")
    parser.add_argument("--out", type=Path, default=Path("screenshots"))
    parser.add_argument("--only", nargs="*", default=[], help="state names to render")
    parser.add_argument("--size", nargs="*", default=[], type=_parse_size,
                        help="window sizes WxH (default: 1920x1080 1366x768 1024x600)")
    parser.add_argument("--muted", action="store_true",
                        help="render with the sound off (the mute sign shows)")
    args = parser.parse_args(argv)
    for path in render(args.out, sizes=args.size or SIZES, only=args.only, muted=args.muted):
        print(path)
    return 0


if __name__ == "__main__":
    # ``python -m`` runs this file as ``__main__``; tools/screens_*.py register into the
    # importable ``tools.render_screens``, so run that module's main.
    from tools import render_screens as _module

    sys.exit(_module.main())
