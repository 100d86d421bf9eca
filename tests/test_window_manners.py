"""The window under a real window manager (openbox on Xvfb): F11 round trips, the smallest
size the manager is told, and the window's size, place and full-screen state kept between
runs. The game is started as a player starts it (``python -m game``) and read back with
xdotool, xprop and xwd (what the X server shows, not what the game thinks it drew)."""

from __future__ import annotations

import json
import time

from game import theme
from tests.x11_session import (
    SCREEN,
    geometry,
    pixels,
    run,
    start_game,
    wait_for,
    window_manager_session,
)


def _drawn(env, window) -> bool:
    """True when the window shows the table's wooden rim, not a black or empty frame."""
    at = pixels(env, window)
    r, g, b = at(3, 3)
    return r > 40 and r > b + 30


def _quit(env, game, window) -> None:
    """Close the window as a player would (Alt+F4 through the window manager)."""
    run(env, "xdotool", "windowactivate", "--sync", window)
    run(env, "xdotool", "key", "alt+F4")
    game.wait(timeout=30)


def test_f11_round_trips_and_the_window_is_kept_between_runs(tmp_path):
    data = tmp_path / "data"
    with window_manager_session() as env:
        game, window = start_game(env, data, "--windowed", "--size", "1280x720")
        try:
            assert wait_for(lambda: _drawn(env, window))
            windowed = wait_for(lambda: geometry(env, window)[1] == (1280, 720)
                                and geometry(env, window))
            assert windowed, geometry(env, window)
            # The window manager is told the smallest size the game lays out, and keeps to it.
            hints = run(env, "xprop", "-id", window, "WM_NORMAL_HINTS")
            assert (f"minimum size: {theme.MIN_SIZE[0]} by {theme.MIN_SIZE[1]}" in hints), hints
            # Four presses: full screen, the same window, full screen, the same window; each
            # with its content drawn, never a frame lower.
            for press in range(1, 5):
                run(env, "xdotool", "key", "--window", window, "F11")
                full = press % 2 == 1
                want = ((0, 0), SCREEN) if full else windowed
                seen = wait_for(lambda: geometry(env, window) == want)  # noqa: B023
                assert seen, (press, geometry(env, window), want)
                time.sleep(0.3)  # a late repeat of the key would switch it again here
                assert geometry(env, window) == want, (press, "switched twice")
                assert wait_for(lambda: _drawn(env, window)), (press, "nothing drawn")
            # Moved and resized by the player; a size under the smallest is refused.
            run(env, "xdotool", "windowsize", window, "800", "500")
            time.sleep(0.5)
            w, h = geometry(env, window)[1]
            assert w >= theme.MIN_SIZE[0] and h >= theme.MIN_SIZE[1], (w, h)
            run(env, "xdotool", "windowsize", window, "1100", "700")
            run(env, "xdotool", "windowmove", window, "150", "120")
            moved = wait_for(lambda: geometry(env, window)[1] == (1100, 700)
                             and geometry(env, window))
            assert moved
            time.sleep(0.5)
            moved = geometry(env, window)
            _quit(env, game, window)
            assert game.returncode == 0, game.stderr.read()
            kept = json.loads((data / "settings.json").read_text())["settings"]
            assert kept["window_size"] == [1100, 700] and kept["fullscreen"] is False
            # The next start opens the same window at the same place.
            game, window = start_game(env, data)
            assert wait_for(lambda: geometry(env, window) == moved), (geometry(env, window),
                                                                      moved)
            assert wait_for(lambda: _drawn(env, window))
            # Left full screen, it starts full screen, and F11 gives the same window back.
            run(env, "xdotool", "key", "--window", window, "F11")
            assert wait_for(lambda: geometry(env, window) == ((0, 0), SCREEN))
            _quit(env, game, window)
            game, window = start_game(env, data)
            assert wait_for(lambda: geometry(env, window) == ((0, 0), SCREEN))
            run(env, "xdotool", "key", "--window", window, "F11")
            assert wait_for(lambda: geometry(env, window) == moved), geometry(env, window)
            assert wait_for(lambda: _drawn(env, window))
            _quit(env, game, window)
            assert b"Traceback" not in game.stderr.read()
        except Exception:
            if game.poll() is not None:  # a crash's traceback (faulthandler) in the report
                print("the game ended:", game.returncode, game.stderr.read().decode()[-3000:])
            raise
        finally:
            if game.poll() is None:
                game.kill()
                game.wait()
