"""The ``zaruri`` command (and ``python -m game``): its options, the installation check, the
window opened and run; ``--install-desktop-entry``, ``--remove-desktop-entry`` and the bundle's
``--smoke-test`` answer without opening one."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from game.lean_import import import_pygame

import_pygame()  # before anything imports pygame: its array modules and pkg_resources stay out
from game import theme  # noqa: E402
from game.app import App, DisplayError, fit_window_size  # noqa: E402


def _size(text: str) -> tuple[int, int]:
    try:
        w, _, h = text.lower().partition("x")
        size = int(w), int(h)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, got {text!r}") from exc
    if min(size) <= 0:
        raise argparse.ArgumentTypeError(f"expected a positive WIDTHxHEIGHT, got {text!r}")
    return size


def build_parser() -> argparse.ArgumentParser:
    """Return the command-line parser of ``zaruri``."""
    parser = argparse.ArgumentParser(
        prog="zaruri", description="Zaruri: Yams and 10 000 at one table.")
    parser.add_argument("--windowed", action="store_true",
                        help="open a window instead of full screen (F11 toggles)")
    parser.add_argument("--size", type=_size, default=None, metavar="WxH",
                        help="window size with --windowed, e.g. 1280x720")
    entry = parser.add_mutually_exclusive_group()
    entry.add_argument("--install-desktop-entry", action="store_true",
                       help="add Zaruri to the desktop's menu for this user (entry, icons, "
                            "metainfo under $XDG_DATA_HOME, by default ~/.local/share) and exit")
    entry.add_argument("--remove-desktop-entry", action="store_true",
                       help="take that menu entry, its icons and metainfo away again and exit")
    # Not for players: the bundle's check (tools/build_bundle.py) opens the menu and both
    # tables off-screen, then exits 0.
    entry.add_argument("--smoke-test", action="store_true", help=argparse.SUPPRESS)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Start the game; return the exit status (2 bad options, 1 no display, 0 otherwise)."""
    args = build_parser().parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if args.install_desktop_entry or args.remove_desktop_entry:
        from game.desktop import run_command

        return run_command(install_entry=args.install_desktop_entry)
    if args.smoke_test:
        from game.smoke import run_smoke_test

        return run_smoke_test(App)
    if args.size is not None and (args.size[0] < theme.MIN_SIZE[0]
                                  or args.size[1] < theme.MIN_SIZE[1]):
        print(f"zaruri: --size {args.size[0]}x{args.size[1]} is smaller than the smallest "
              f"window, {theme.MIN_SIZE[0]}x{theme.MIN_SIZE[1]}; that size is used.",
              file=sys.stderr)
    _keep_what_starts_make()
    if _installation_damaged():
        return 1
    try:
        app = App(size=args.size, windowed=True if args.windowed else None,
                  fit_to_desktop=True)
    except DisplayError as exc:
        print(f"zaruri: cannot open a display ({exc}); start it from a graphical session.",
              file=sys.stderr)
        return 1
    except Exception:
        if _installation_damaged():  # a file broke since the check: said, not a traceback
            return 1
        raise
    if args.size is not None and tuple(app.window_size) != fit_window_size(args.size, None):
        w, h = app.window_size
        print(f"zaruri: --size {args.size[0]}x{args.size[1]} is larger than the screen; "
              f"the window is {w}x{h}.", file=sys.stderr)
    try:
        return app.run()
    except KeyboardInterrupt:
        return 0
    except Exception:
        if _installation_damaged():
            return 1
        raise
    finally:
        app.close()


def _keep_what_starts_make() -> None:
    """Read the catalogs and pictures made at an earlier start (making them again costs
    about as long as the rest of the start)."""
    from game import disk_cache

    disk_cache.enable(disk_cache.default_folder())


def _installation_damaged() -> bool:
    """Say (one sentence, stderr) whether a part of the installation is missing or damaged."""
    from game.install_check import find_problem, player_language, sentence

    problem = find_problem()
    if problem is None:
        return False
    print(sentence(problem, player_language()), file=sys.stderr)
    return True
