"""The application: window, main loop, scene stack, translator, settings, sound.

One loop: events → ``update(dt)`` → ``draw`` → ``Clock.tick(60)``. :meth:`App.step` runs exactly
one frame so tests can drive the game with posted pygame events::

    app = App(size=(1280, 720), windowed=True, rng=random.Random(1))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.step(1 / 60)

``main(argv)`` is the ``zaruri`` command and ``python -m game``.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before pygame prints its banner
import pygame  # noqa: E402

from game import theme  # noqa: E402
from game.i18n import Translator  # noqa: E402
from game.scenes.base import SceneManager  # noqa: E402
from game.storage.settings import Settings  # noqa: E402
from game.storage.stats import StatsRecorder  # noqa: E402
from game.storage.store import Storage, default_data_dir  # noqa: E402
from game.widgets.notice import NoticeBoard  # noqa: E402

DUMP_ENV = "ZARURI_DUMP_FRAME"
"""When set to a PNG path, SIGUSR1 makes the game save its next frame there (end-to-end tests).
The top scene's class name is written next to it, in ``<path>.scene``."""



class DisplayError(RuntimeError):
    """No display can be opened (no X server, no video driver)."""


class NullAudio:
    """Silence with the interface of :class:`game.audio.Audio` (used when it is unavailable)."""

    def __init__(self, volume: float = 0.8, muted: bool = False) -> None:
        """Remember the volume and mute flag; play nothing."""
        self.volume = volume
        self.muted = muted

    def play(self, name: str) -> None:
        """Play nothing."""

    def set_volume(self, volume: float) -> None:
        """Remember the volume."""
        self.volume = volume


def _make_audio(settings: Settings) -> Any:
    """Return the real :class:`game.audio.Audio` when available, else :class:`NullAudio`."""
    try:
        from game.audio import Audio
    except ImportError:
        return NullAudio(settings.volume, settings.muted)
    try:
        audio = Audio(settings.volume, settings.muted)
        audio.init()  # silent (Audio.error says why) when there is no sound device
        return audio
    except Exception:  # a broken sound set-up must never stop the game: stay silent
        return NullAudio(settings.volume, settings.muted)


class App:
    """The running game: owns the window, the scene stack and the shared services.

    Attributes: ``screen`` (the display surface), ``size``, ``manager`` (:class:`SceneManager`),
    ``tr`` (:class:`Translator`), ``settings`` (:class:`Settings`), ``audio``, ``rng``
    (``random.Random``), ``store`` (storage object or None), ``running``.
    """

    def __init__(
        self,
        size: tuple[int, int] | None = None,
        windowed: bool | None = None,
        data_dir: Path | str | None = None,
        rng: random.Random | None = None,
        settings: Settings | None = None,
        *,
        start_scene: bool = True,
    ) -> None:
        """Open the window and show the menu.

        ``windowed`` None follows the settings (full screen by default); ``size`` is the
        window size (default 1280×720 windowed, the display's native size full screen).
        Raises :class:`DisplayError` when no display can be opened.
        """
        self.data_dir = Path(data_dir) if data_dir is not None else default_data_dir()
        self.rng = rng if rng is not None else random.Random()
        self.store: Any = self._make_store()
        self.stats = StatsRecorder(self.store if self.store is not None else Storage(self.data_dir))
        """Records finished games and thrown dice (the "Statistici" screen reads it)."""
        self.settings = settings if settings is not None else self.load_settings()
        _check_display_available()
        try:
            pygame.display.init()
            pygame.font.init()
        except pygame.error as exc:
            raise DisplayError(str(exc)) from exc
        if _fell_back_to_no_display():
            pygame.display.quit()
            raise DisplayError("no graphical display found")
        _reset_caches()
        self.fullscreen = (not windowed) if windowed is not None else self.settings.fullscreen
        self.window_size = tuple(size) if size is not None else theme.DEFAULT_WINDOW_SIZE
        self.screen: pygame.Surface = self._set_mode()
        pygame.key.set_repeat(350, 40)
        self.size: tuple[int, int] = self.screen.get_size()
        self.tr = Translator.load(self.settings.language)
        pygame.display.set_caption(self.tr("app.title"))
        self.audio: Any = _make_audio(self.settings)
        self.clock = pygame.time.Clock()
        self.manager = SceneManager(self)
        self.running = True
        self.frames = 0
        self.notices = NoticeBoard()
        self._quiet = 0.0  # seconds since the last input event
        self._dump_requested = False
        self._dump_path = os.environ.get(DUMP_ENV)
        if self._dump_path and hasattr(signal, "SIGUSR1"):
            signal.signal(signal.SIGUSR1, self._request_dump)
        if start_scene:
            from game.scenes.menu import MenuScene

            self.manager.push(MenuScene(self))

    # --- display --------------------------------------------------------------------------

    def _set_mode(self) -> pygame.Surface:
        try:
            if self.fullscreen:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            w = max(theme.MIN_SIZE[0], int(self.window_size[0]))
            h = max(theme.MIN_SIZE[1], int(self.window_size[1]))
            screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
            if screen.get_size() != (w, h):  # some drivers keep the full-screen size once
                screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
            return screen
        except pygame.error as exc:
            raise DisplayError(str(exc)) from exc

    def toggle_fullscreen(self) -> None:
        """Switch between full screen and a window (F11); remembered in the settings."""
        self.set_fullscreen(not self.fullscreen)

    def set_fullscreen(self, fullscreen: bool) -> None:
        """Go full screen (native resolution) or back to a resizable window."""
        if fullscreen == self.fullscreen:
            return
        if not self.fullscreen:
            self.window_size = self.screen.get_size()
        self.fullscreen = fullscreen
        self.screen = self._set_mode()
        # SDL reports the mode change as window resizes; they describe the old mode, not a user
        # dragging the window, so they must not resize the new one.
        pygame.event.clear((pygame.VIDEORESIZE, pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED))
        self._relayout()
        if self.settings.fullscreen != fullscreen:
            self.settings = self.settings.with_changes(fullscreen=fullscreen)
            self.save_settings()

    def resize(self, size: tuple[int, int]) -> None:
        """Make the window ``size`` (at least the minimum) and lay every scene out again."""
        if self.fullscreen:
            return
        self.window_size = (max(theme.MIN_SIZE[0], int(size[0])),
                            max(theme.MIN_SIZE[1], int(size[1])))
        if self.screen.get_size() != self.window_size:
            self.screen = self._set_mode()
        self._relayout()

    def _relayout(self) -> None:
        self.size = self.screen.get_size()
        self.manager.layout(self.size)

    # --- settings ---------------------------------------------------------------------------

    def _make_store(self) -> Any:
        try:
            from game.storage.store import Storage
        except ImportError:
            return None
        return Storage(self.data_dir)

    def load_settings(self) -> Settings:
        """Read the saved settings through the store (defaults when missing or damaged)."""
        if self.store is None:
            return Settings()
        try:
            loaded = self.store.load_settings()
        except Exception:  # unreadable settings must not stop the game: use the defaults
            return Settings()
        return loaded if isinstance(loaded, Settings) else Settings()

    def save_settings(self) -> None:
        """Write ``self.settings`` through the store (a refused write keeps them in memory)."""
        if self.store is None:
            return
        try:
            self.store.save_settings(self.settings)
        except Exception:  # a full disk must not crash the table; the settings stay in memory
            return

    def apply_settings(self, settings: Settings) -> None:
        """Adopt new settings live: language, volume, mute, full screen; then save them."""
        old = self.settings
        self.settings = settings
        if settings.language != old.language:
            self.tr = Translator.load(settings.language)
            self._relayout()
        if hasattr(self.audio, "set_volume"):
            self.audio.set_volume(settings.volume)
        self.audio.muted = settings.muted
        if settings.fullscreen != self.fullscreen:
            self.set_fullscreen(settings.fullscreen)
        self.save_settings()

    @property
    def animation_factor(self) -> float:
        """Speed multiplier for animations and the computer's pauses (2 when "fast")."""
        return 2.0 if self.settings.animation_speed == "fast" else 1.0

    # --- loop --------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        """Handle window-level events (quit, resize, F11), pass the rest to the top scene."""
        if event.type == pygame.QUIT:
            self.running = False
        elif event.type == pygame.VIDEORESIZE:
            self.resize(event.size)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        elif (event.type == pygame.KEYDOWN and event.key == pygame.K_m
              and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
              and not self._typing()):
            self.toggle_mute()
        else:
            self.manager.handle_event(event)

    def _typing(self) -> bool:
        top = self.manager.top
        return top is not None and top.wants_text_input()

    def toggle_mute(self) -> None:
        """M: mute or unmute the sound, say so, and remember it in the settings."""
        muted = not self.settings.muted
        self.settings = self.settings.with_changes(muted=muted)
        self.audio.muted = muted
        self.notify(self.tr("notice.muted" if muted else "notice.unmuted"))
        self.save_settings()

    def notify(self, text: str) -> None:
        """Show ``text`` over the current screen for a few seconds."""
        self.notices.post(text)

    def show_storage_messages(self) -> None:
        """Turn the store's pending messages (a damaged file set aside...) into notices."""
        take = getattr(self.store, "take_messages", None)
        if take is None:
            return
        for message in take():
            self.notify(self.tr(message.key, **dict(message.params)))

    def has_resumable_game(self) -> bool:
        """True when a saved game exists and its engine accepts it ("Continuă" shows).

        A save that cannot be read or that the engine refuses is set aside now, with its
        message, so the menu never offers a game it cannot open.
        """
        if self.store is None or not self.store.has_saved_game():
            return False
        loaded = self.store.load_game()
        if loaded is None:
            return False
        kind, state = loaded
        try:
            engine_for_saved_game(kind, state)
        except (KeyError, TypeError, ValueError, IndexError, AttributeError):
            self.store.discard_damaged_game()
            return False
        return True

    def resume_saved_game(self) -> bool:
        """Open the saved game's table exactly where it was left ("Continuă").

        A saved state the engines reject is set aside by the store (with a message) and
        False is returned; the menu stays.
        """
        loaded = self.store.load_game() if self.store is not None else None
        if loaded is None:
            self.show_storage_messages()
            return False
        kind, state = loaded
        try:
            scene = table_for_saved_game(self, kind, state)
        except (KeyError, TypeError, ValueError, IndexError, AttributeError):
            self.store.discard_damaged_game()
            self.show_storage_messages()
            return False
        self.manager.push(scene)
        return True

    def step(self, dt: float | None = None) -> bool:
        """Run one frame: events, update, draw, flip. Return False once the game should stop.

        With ``dt`` None the frame waits for the 60 fps clock; tests pass a fixed ``dt``.
        """
        redraw = True
        if dt is None:
            if self.idle:
                # Nothing moves: sleep until input arrives or a slow frame is due, and redraw
                # only for input or for the slow animations a screen keeps while idle.
                got_input = _sleep_until_input(1.0 / theme.IDLE_FPS)
                top = self.manager.top
                redraw = got_input or (top is not None and top.redraws_when_idle())
                dt = self.clock.tick() / 1000.0
            else:
                dt = self.clock.tick(theme.FPS) / 1000.0
        dt = min(max(dt, 0.0), theme.MAX_DT)
        events = pygame.event.get()
        self._quiet = 0.0 if any(e.type in _INPUT_EVENTS for e in events) else self._quiet + dt
        for event in events:
            self.handle_event(event)
            if not self.running:
                return False
        if self.screen.get_size() != self.size:  # the window manager resized us
            self._relayout()
        self.manager.update(dt)
        if self.manager.top is None:
            self.running = False
            return False
        self.show_storage_messages()  # a file set aside while this screen read it: say so now
        self.notices.update(dt)
        if redraw:
            self.manager.draw(self.screen)
            if self.notices.active:
                self.notices.draw(self.screen, theme.scale_for(self.size))
            pygame.display.flip()
            self.frames += 1
        if self._dump_requested:
            self._dump_requested = False
            self.dump_frame()
        return self.running

    @property
    def idle(self) -> bool:
        """True when nothing on screen moves and nobody touched anything for a while.

        The loop then wakes only for input or a few times a second (theme.IDLE_FPS), so a
        screen left alone does not keep a core busy.
        """
        top = self.manager.top
        return (self._quiet >= theme.IDLE_AFTER and not self.manager.transitioning
                and not self.notices.active and (top is None or not top.is_animating()))

    def quit(self) -> None:
        """Ask the loop to stop after this frame."""
        self.running = False

    def run(self) -> int:
        """Play until the window is closed; return the exit status (0)."""
        while self.step():
            pass
        return 0

    def _request_dump(self, signum: int, frame: object) -> None:
        self._dump_requested = True

    def dump_frame(self, path: str | Path | None = None) -> None:
        """Save the current frame as PNG (and the top scene's class name next to it)."""
        target = Path(path or self._dump_path or "zaruri-frame.png")
        tmp = target.with_name(target.stem + ".tmp.png")
        pygame.image.save(self.screen, str(tmp))
        top = self.manager.top
        target.with_name(target.name + ".scene").write_text(
            type(top).__name__ if top is not None else "", encoding="utf-8")
        os.replace(tmp, target)

    def close(self) -> None:
        """Write the unsaved dice counts, shut pygame down (and forget cached fonts)."""
        self.stats.flush()
        if hasattr(self.audio, "quit"):
            self.audio.quit()
        _reset_caches()
        pygame.quit()


_INPUT_EVENTS = frozenset({
    pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL,
    pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.VIDEORESIZE,
    pygame.WINDOWFOCUSGAINED, pygame.WINDOWENTER, pygame.WINDOWEXPOSED,
})
"""Events that make the loop run at full speed again for theme.IDLE_AFTER seconds."""


def _sleep_until_input(seconds: float) -> bool:
    """Sleep up to ``seconds``, waking within a few milliseconds when an event arrives.

    Cheaper than ``pygame.event.wait(timeout)``, which keeps polling inside SDL.
    """
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        if pygame.event.peek():
            return True
        time.sleep(theme.IDLE_POLL)
    return False


def engine_for_saved_game(kind: str, state: dict[str, Any]) -> Any:
    """Rebuild the engine of a saved game (ValueError and friends when it is not valid)."""
    if kind == "yams":
        from game.engine.yams import YamsGame

        return YamsGame.from_dict(state)
    if kind == "farkle":
        from game.engine.farkle import FarkleGame

        return FarkleGame.from_dict(state)
    raise ValueError(f"unknown saved game kind {kind!r}")


_HEADLESS_DRIVERS = frozenset({"offscreen", "dummy"})
"""SDL video drivers that draw nowhere: fine when asked for (tests), not as a fallback."""


def _check_display_available() -> None:
    """On Linux without DISPLAY or WAYLAND_DISPLAY there is no screen: say so before SDL tries."""
    if os.environ.get("SDL_VIDEODRIVER"):
        return
    if sys.platform.startswith("linux") and not (
            os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        raise DisplayError("neither DISPLAY nor WAYLAND_DISPLAY is set")


def _fell_back_to_no_display() -> bool:
    """True when SDL, finding no screen, silently picked a driver that shows nothing."""
    driver = pygame.display.get_driver()
    asked = os.environ.get("SDL_VIDEODRIVER", "").strip().lower()
    return driver in _HEADLESS_DRIVERS and asked != driver


def table_for_saved_game(app: App, kind: str, state: dict[str, Any]) -> Any:
    """Rebuild the engine of a saved game and return its table scene (ValueError if unknown)."""
    if kind == "yams":
        from game.engine.yams import YamsGame
        from game.scenes.yams_table import YamsTableScene

        return YamsTableScene(app, YamsGame.from_dict(state))
    if kind == "farkle":
        from game.engine.farkle import FarkleGame
        from game.scenes.farkle_table import FarkleTableScene

        return FarkleTableScene(app, FarkleGame.from_dict(state))
    raise ValueError(f"unknown saved game kind {kind!r}")


def _reset_caches() -> None:
    from game.widgets import felt, text

    text.reset()
    felt.reset()


def _size(text: str) -> tuple[int, int]:
    try:
        w, _, h = text.lower().partition("x")
        return int(w), int(h)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, got {text!r}") from exc


def build_parser() -> argparse.ArgumentParser:
    """Return the command-line parser of ``zaruri``."""
    parser = argparse.ArgumentParser(
        prog="zaruri", description="Zaruri: Yams and 10 000 at one table.")
    parser.add_argument("--windowed", action="store_true",
                        help="open a window instead of full screen (F11 toggles)")
    parser.add_argument("--size", type=_size, default=None, metavar="WxH",
                        help="window size with --windowed, e.g. 1280x720")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Start the game; return the exit status (2 bad options, 1 no display, 0 otherwise)."""
    args = build_parser().parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        app = App(size=args.size, windowed=True if args.windowed else None)
    except DisplayError as exc:
        print(f"zaruri: cannot open a display ({exc}); start it from a graphical session.",
              file=sys.stderr)
        return 1
    try:
        return app.run()
    except KeyboardInterrupt:
        return 0
    finally:
        app.close()
