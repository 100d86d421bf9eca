"""The ``zaruri`` command (and ``python -m game``): its options, the installation check, the
window opened and run; ``--install-desktop-entry``, ``--remove-desktop-entry`` and the bundle's
``--smoke-test`` answer without opening one.

One game runs per data folder (``game.storage.folder_lock``): a second start says so, asks
the running game to bring its window forward (``game.stop_signals``) and exits 0. Ctrl+C
during the start exits quietly (130, no traceback); SIGTERM and SIGHUP close the game like its
window. The game's modules are imported inside :func:`main`, so that Ctrl+C while they load
is quiet too.
"""

from __future__ import annotations

import argparse
import atexit
import os
import sys
from collections.abc import Sequence
from typing import Any

from game import __version__

INTERRUPTED = 130
"""Exit status of a start cut short by Ctrl+C (128 + SIGINT, as shells report it)."""


def _size(text: str) -> tuple[int, int]:
    try:
        w, _, h = text.lower().partition("x")
        size = int(w), int(h)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, got {text!r}") from exc
    if min(size) <= 0:
        raise argparse.ArgumentTypeError(f"expected a positive WIDTHxHEIGHT, got {text!r}")
    return size


class _OneLineHelp(argparse.HelpFormatter):
    """``--help`` with each option and its help on one line of an 80-column terminal."""

    def __init__(self, prog: str) -> None:
        super().__init__(prog, max_help_position=27)


def build_parser() -> argparse.ArgumentParser:
    """Return the command-line parser of ``zaruri``: each option's help is one line of
    ``--help``, and the manual page ``assets/desktop/zaruri.6`` names every one."""
    parser = argparse.ArgumentParser(
        prog="zaruri", description="Zaruri: Yams and 10 000 at one table.",
        formatter_class=_OneLineHelp,
        epilog="Data folder: ZARURI_DATA_DIR, else the user's (~/.local/share/zaruri on "
               "Linux). Manual: man zaruri, once the desktop entry is installed.")
    parser.add_argument("--version", action="version", version=f"zaruri {__version__}",
                        help="print the version and exit")
    parser.add_argument("--windowed", action="store_true",
                        help="open a window, not full screen (F11 toggles)")
    parser.add_argument("--size", type=_size, default=None, metavar="WxH",
                        help="window size with --windowed, e.g. 1280x720")
    entry = parser.add_mutually_exclusive_group()
    entry.add_argument("--install-desktop-entry", action="store_true",
                       help="add the menu entry, icons and manual page; exit")
    entry.add_argument("--remove-desktop-entry", action="store_true",
                       help="take them away again; exit")
    # Not for players: the bundle's check (tools/build_bundle.py) opens the menu and both
    # tables off-screen, then exits 0.
    entry.add_argument("--smoke-test", action="store_true", help=argparse.SUPPRESS)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Start the game; return the exit status (2 bad options, 1 no display, 130 Ctrl+C while
    starting, 0 otherwise: a second start on a folder in use included)."""
    try:
        return _main(argv)
    except KeyboardInterrupt:
        return INTERRUPTED


def _main(argv: Sequence[str] | None) -> int:
    args = build_parser().parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if args.install_desktop_entry or args.remove_desktop_entry:
        from game.desktop import run_command

        return run_command(install_entry=args.install_desktop_entry)
    from game.lean_import import import_pygame

    import_pygame()  # before anything imports pygame: its array modules and pkg_resources stay out
    from game import theme
    from game.app import App

    if args.smoke_test:
        from game.smoke import run_smoke_test

        return run_smoke_test(App)
    if args.size is not None and (args.size[0] < theme.MIN_SIZE[0]
                                  or args.size[1] < theme.MIN_SIZE[1]):
        print(f"zaruri: --size {args.size[0]}x{args.size[1]} is smaller than the smallest "
              f"window, {theme.MIN_SIZE[0]}x{theme.MIN_SIZE[1]}; that size is used.",
              file=sys.stderr)
    _keep_what_starts_make()  # read-only when an earlier start made them (a second start)
    if _installation_damaged():  # only reads: a broken installation leaves no lock file
        return 1
    folder_lock = _lock_data_folder()
    if folder_lock is None:
        return 0
    from game import disk_cache

    disk_cache.allow_writes()
    try:
        return _run(args)
    finally:
        folder_lock.release()


def _run(args: argparse.Namespace) -> int:
    """Open the window and play (the installation is whole, the data folder is ours)."""
    from game.app import App, DisplayError, fit_window_size

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
    from game.stop_signals import post_quit_event, stop_on_signals

    restore_signals = stop_on_signals(lambda: (app.quit(), post_quit_event()))
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
        restore_signals()


def _lock_data_folder() -> Any:
    """Hold the data folder's lock; None (after one sentence on stderr, and a request to the
    running game to bring its window forward) when another running game holds it. A folder
    where no lock can be made is not refused: the store reports what it cannot write."""
    from game.stop_signals import answer_forward_requests, ask_to_come_forward
    from game.storage.folder_lock import (
        FolderLock,
        already_running_sentence,
        lock_data_folder,
        lock_holder,
    )
    from game.storage.store import default_data_dir

    folder = default_data_dir()
    answer_forward_requests()  # before the lock: a second start may ask from then on
    try:
        held = lock_data_folder(folder)
    except OSError:
        return FolderLock(None)
    if held is None:
        from game.install_check import player_language

        print(f"zaruri: {already_running_sentence(folder, player_language())}", file=sys.stderr)
        holder = lock_holder(folder)
        if holder is not None:
            ask_to_come_forward(holder)
    return held


def run(argv: Sequence[str] | None = None) -> None:
    """The ``zaruri`` command: :func:`main`, then the process ends at once with its status.

    Everything is saved before :func:`main` returns (the game at every action, the dice
    counts in ``App.close``); the handlers registered with ``atexit`` run and the output is
    flushed, but the interpreter's shutdown is skipped: it tears the modules and objects
    down one by one (0.1–0.3 s measured here after "Ieși", more on a loaded machine) and
    would wait for any thread still running. So a thread must finish its work before
    :func:`main` returns; none is left running today.
    """
    status = main(argv)
    end_process(status)


def end_process(status: int) -> None:
    """Run the ``atexit`` handlers, flush stdout and stderr, and end the process now."""
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (AttributeError, OSError, ValueError):
            pass
    os._exit(status)


def _keep_what_starts_make() -> None:
    """Read the catalogs and pictures made at an earlier start (making them again costs
    about as long as the rest of the start)."""
    from game import disk_cache

    disk_cache.enable(disk_cache.default_folder(), writable=False)  # until the lock is ours


def _installation_damaged() -> bool:
    """Say (one sentence, stderr) whether a part of the installation is missing or damaged."""
    from game.install_check import find_problem, player_language, sentence

    problem = find_problem()
    if problem is None:
        return False
    print(sentence(problem, player_language()), file=sys.stderr)
    return True
