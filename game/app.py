"""The application: window, main loop, scene stack, translator, settings, sound.

One loop: events → ``update(dt)`` → ``draw`` → ``Clock.tick(60)``. :meth:`App.step` runs exactly
one frame so tests can drive the game with posted pygame events::

    app = App(size=(1280, 720), windowed=True, rng=random.Random(1))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.step(1 / 60)

The ``zaruri`` command and ``python -m game`` are :func:`game.cli.main`.
"""

from __future__ import annotations

import gc
import os
import random
import signal
from pathlib import Path
from typing import Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before pygame prints its banner
from game.lean_import import import_pygame  # noqa: E402

import_pygame()  # without numpy (12 MB the game never uses) and pkg_resources
import pygame  # noqa: E402

from game import theme  # noqa: E402
from game.audio.choice import NullAudio, _make_audio  # noqa: E402, F401 - as before
from game.away import AwayWatch, draw_paused_veil  # noqa: E402
from game.display import (  # noqa: E402, F401 - also the app's names, as before
    APP_ID,
    DisplayError,
    _check_display_available,
    _desktop_size,
    _desktop_sizes,
    _fell_back_to_no_display,
    _prefer_native_x11_frames,
    fit_window_size,
    name_the_window,
    window_icon,
)
from game.i18n import Translator, use_numbers  # noqa: E402
from game.idle_wait import EventWaiter  # noqa: E402
from game.saved_resume import (  # noqa: E402, F401 - also the app's names, as before
    RESUME_GUARD_FRAMES,
    SavedGameResume,
    engine_for_saved_game,
    table_for_saved_game,
)
from game.scenes.base import SceneManager  # noqa: E402
from game.storage.ending import complete_pending_end  # noqa: E402
from game.storage.settings import Settings  # noqa: E402
from game.storage.stats import StatsRecorder  # noqa: E402
from game.storage.store import Storage, default_data_dir  # noqa: E402
from game.widgets.mute_icon import draw_mute_icon, mute_icon_rect  # noqa: E402
from game.widgets.notice import NoticeBoard  # noqa: E402
from game.widgets.surface_cache import map_large_pictures, release_freed_memory  # noqa: E402
from game.window_place import (  # noqa: E402
    move_window,
    on_a_desktop,
    open_at,
    set_minimum_size,
    window_position,
)

"""Frames after "Continuă" during which a failing table sets its save aside (menu returns)."""

DUMP_ENV = "ZARURI_DUMP_FRAME"
"""When set to a PNG path, SIGUSR1 makes the game save its next frame there (end-to-end tests).
The top scene's class name is written next to it, in ``<path>.scene``."""



class App(SavedGameResume):
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
        fit_to_desktop: bool = False,
    ) -> None:
        """Open the window and show the menu.

        ``windowed`` None follows the settings (full screen by default); ``size`` is the
        window size (default 1280×720 windowed, the display's native size full screen).
        With ``fit_to_desktop`` (the command line's ``--size``) a window larger than the
        screen is made the screen's size. Raises :class:`DisplayError` when no display can
        be opened.
        """
        self.data_dir = Path(data_dir) if data_dir is not None else default_data_dir()
        self.rng = rng if rng is not None else random.Random()
        self.store: Any = self._make_store()
        if self.store is not None:
            self.store.remove_leftover_temps()  # saves interrupted by a kill or power loss
        self.stats = StatsRecorder(self.store if self.store is not None else Storage(self.data_dir))
        """Records finished games and thrown dice (the "Statistici" screen reads it)."""
        if self.store is not None:  # a game that ended during a kill: its bookkeeping first
            complete_pending_end(self.store, self.stats)
        self.settings = settings if settings is not None else self.load_settings()
        map_large_pictures()  # full-window layers freed on a resize go back at once
        _check_display_available()
        name_the_window()
        try:
            pygame.display.init()
            pygame.font.init()
        except pygame.error as exc:
            raise DisplayError(str(exc)) from exc
        if _fell_back_to_no_display():
            pygame.display.quit()
            raise DisplayError("no graphical display found")
        _prefer_native_x11_frames()
        _reset_caches()
        self.fullscreen = (not windowed) if windowed is not None else self.settings.fullscreen
        self.window_size = tuple(size) if size is not None else (
            self.settings.window_size or theme.DEFAULT_WINDOW_SIZE)
        if fit_to_desktop:
            self.window_size = fit_window_size(self.window_size, _desktop_size())
        # -- the window's place: the last run's, kept while full screen (F11 goes back to it)
        self.window_position = self.settings.window_position if size is None else None
        """Where the window's content goes when not full screen (None: where SDL puts it)."""
        desktops = _desktop_sizes()
        if self.window_position is not None and not on_a_desktop(
                self.window_position, self.window_size, desktops):
            self.window_position = None  # a monitor since unplugged: let SDL place it
        self._f11_down = False  # F11 toggles once per press, whatever repeats while it is held
        self._window_changed = False  # moved, resized or F11 by the player: kept at close
        pygame.display.set_icon(window_icon())  # before the window opens (task bar, window list)
        self.screen: pygame.Surface = self._set_mode()
        pygame.key.set_repeat(350, 40)
        self.size: tuple[int, int] = self.screen.get_size()
        self.tr = Translator.load(self.settings.language)
        use_numbers(self.tr.language)
        pygame.display.set_caption(self.tr("app.title"))
        self.audio: Any = NullAudio(self.settings.volume, self.settings.muted)
        """The sound; silent until the first frame is shown, then opened (:meth:`step`)."""
        self._audio_opened = False
        self.clock = pygame.time.Clock()
        self.waiter = EventWaiter()
        """Sleeps between frames while the app idles (on X11, until the server sends news)."""
        self.away = AwayWatch()
        """Whether the player looks away (window minimised, hidden, unfocused): time waits."""
        self.manager = SceneManager(self)
        self.running = True
        self.frames = 0
        self.notices = NoticeBoard()
        self._quiet = 0.0  # seconds since the last input event
        self._seen_top: Any = None  # the top scene of the last frame (memory given back on change)
        self._since_trim = 0.0  # seconds of drawn frames since freed memory was last given back
        self._collect_pending = False  # a screen closed or the size changed since then
        self._guarded: Any = None  # a resumed table during its first frames
        self._guard_frames = 0
        self._drawn: tuple[Any, tuple[int, int]] | None = None  # the last full frame's screen
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
            open_at(self.window_position)
            screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
            if screen.get_size() != (w, h):  # some drivers keep the full-screen size once
                screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
            if self.window_position is not None:  # back where it was, not a frame lower
                move_window(self.window_position)
            set_minimum_size(theme.MIN_SIZE)  # the window manager refuses a smaller window
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
            self.window_position = window_position() or self.window_position
        self.fullscreen = fullscreen
        self.screen = self._set_mode()
        self.waiter.refresh()
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
            self.waiter.refresh()
        self._relayout()

    def _relayout(self) -> None:
        self.size = self.screen.get_size()
        self.manager.layout(self.size)
        # The pictures of the old size leave the bounded caches; give their memory back now
        # (and collect the old layout's cycles at the next tick of _give_memory_back).
        release_freed_memory()
        self._collect_pending = True

    # --- settings ---------------------------------------------------------------------------

    def _make_store(self) -> Any:
        try:
            from game.storage.store import Storage
        except ImportError:
            return None
        return Storage(self.data_dir)

    def load_settings(self) -> Settings:
        """Read the saved settings through the store (defaults when missing or damaged), in
        the desktop's language until the player chooses one (``game.desktop_language``)."""
        from game.desktop_language import with_desktop_language

        loaded: Any = Settings()
        if self.store is not None:
            try:
                loaded = self.store.load_settings()
            except Exception:  # unreadable settings must not stop the game: use the defaults
                loaded = Settings()
        if not isinstance(loaded, Settings):
            loaded = Settings()
        return with_desktop_language(loaded, os.environ)

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
            use_numbers(self.tr.language)
            self._relayout()
        if hasattr(self.audio, "set_volume"):
            self.audio.set_volume(settings.volume)
        self.audio.muted = settings.muted
        if settings.fullscreen != self.fullscreen:
            self.set_fullscreen(settings.fullscreen)
        self.save_settings()

    @property
    def animation_factor(self) -> float:
        """Speed multiplier for animations (2 when "fast"); the computer has its own pace."""
        return 2.0 if self.settings.animation_speed == "fast" else 1.0

    # --- loop --------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        """Handle window-level events (quit, resize, F11), pass the rest to the top scene."""
        self.away.handle(event)
        if event.type == pygame.QUIT:
            self.running = False
        elif event.type == pygame.VIDEORESIZE:
            self._window_changed = True
            self.resize(event.size)
        elif event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key == pygame.K_F11:
            # One switch per press: a mode change can take longer than the key's repeat delay.
            if event.type == pygame.KEYDOWN and not self._f11_down:
                self._window_changed = True
                self.toggle_fullscreen()
            self._f11_down = event.type == pygame.KEYDOWN
        elif event.type == pygame.WINDOWMOVED and self.frames and not self.fullscreen:
            self._window_changed = True
        elif (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
              and self.settings.muted and mute_icon_rect(self.size).collidepoint(event.pos)):
            self.toggle_mute()  # a click on the mute sign turns the sound back on
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
        self.notify(self.tr("notice.muted" if muted else "notice.unmuted"), kind="sound")
        self.save_settings()

    def notify(self, text: str, kind: str = "") -> None:
        """Show ``text`` over the current screen for a few seconds; a newer notice of the
        same ``kind`` replaces the older one."""
        self.notices.post(text, kind=kind)

    def show_storage_messages(self) -> None:
        """Turn the store's pending messages (a damaged file set aside...) into notices."""
        take = getattr(self.store, "take_messages", None)
        if take is None:
            return
        for message in take():
            # A save that failed is said once, so it stays long enough to be read.
            lasting = message.key == "storage.write_failed"
            self.notices.post(self.tr(message.key, **dict(message.params)),
                              theme.LASTING_NOTICE_TIME if lasting else theme.NOTICE_TIME)

    def step(self, dt: float | None = None) -> bool:
        """Run one frame: events, update, draw, flip. Return False once the game should stop.

        With ``dt`` None the frame waits for the 60 fps clock; tests pass a fixed ``dt``.
        """
        use_numbers(self.tr.language)  # this app's numbers, whichever app ran a frame last
        redraw = True
        slow_frame = False  # an idle frame drawn only because the screen asked for it
        longest = theme.MAX_DT
        if dt is None:
            if self.idle:
                # Nothing moves: sleep until an event arrives or the screen's next slow frame
                # is due (a blink, a bob), and draw only then. Without either, wake now and
                # then (theme.IDLE_MAX_SLEEP) without drawing.
                top = self.manager.top
                due = top.idle_redraw_in() if top is not None and not self.away.away else None
                got_event = self.waiter.wait(theme.IDLE_MAX_SLEEP if due is None else due)
                redraw = got_event or due is not None
                slow_frame = redraw and not got_event
                dt = self.clock.tick() / 1000.0
                # Nothing moves, so nothing jumps: the slow motions (a caret's blink, the
                # menu's bob) and the quiet time follow the clock through the whole sleep.
                longest = theme.IDLE_MAX_SLEEP + theme.MAX_DT
            else:
                dt = self.clock.tick(theme.FPS) / 1000.0
        dt = min(max(dt, 0.0), longest)
        events = pygame.event.get()
        self._quiet = 0.0 if any(e.type in _INPUT_EVENTS for e in events) else self._quiet + dt
        waited = self.away.away  # the player looked away: this frame's dt passed without them
        for event in events:
            self.handle_event(event)
            if not self.running:
                return False
        if self.screen.get_size() != self.size:  # the window manager resized us
            self._relayout()
        waiting = waited or self.away.away
        if waiting:
            redraw = redraw and self.away.seen
        else:
            self._guarded_frame(lambda: self.manager.update(dt))
        if self.manager.top is None:
            self.running = False
            return False
        if self.manager.top is not self._seen_top:
            # A screen closed or opened: what it drew is freed; give that memory back.
            back = self._seen_top is not None  # not the first screen: nothing closed yet
            self._seen_top = self.manager.top
            if back and type(self.manager.top).__name__ == "MenuScene":
                _drop_pictures_of_closed_screens()
            release_freed_memory()
            self._collect_pending = True
        self.show_storage_messages()  # a file set aside while this screen read it: say so now
        if not waiting:
            self.notices.update(dt)
        if redraw:
            if not (slow_frame and self._draw_only_what_moves()):
                self._guarded_frame(lambda: self.manager.draw(self.screen))
                if self.settings.muted:  # a lasting sign on every screen while the sound is off
                    draw_mute_icon(self.screen)
                if self.notices.active:
                    self.notices.draw(self.screen, theme.scale_for(self.size))
                if self.away.away and any(getattr(scene, "shows_paused_veil", False)
                                          for scene in self.manager.stack):
                    draw_paused_veil(self.screen, self.tr)
                pygame.display.flip()
                self._drawn = (self.manager.top, self.screen.get_size())
            self.frames += 1
            self._since_trim += dt
            if self._since_trim >= theme.MEMORY_TRIM_INTERVAL:
                self._give_memory_back()
        if not self._audio_opened and self.frames:  # the menu is drawn without waiting for it
            self._audio_opened = True
            self.audio = _make_audio(self.settings)
        if self._guard_frames > 0:
            self._guard_frames -= 1
            if self._guard_frames == 0:
                self._guarded = None
        if self._dump_requested:
            self._dump_requested = False
            self.dump_frame()
        return self.running

    def _draw_only_what_moves(self) -> bool:
        """A slow idle frame of the screen whose full frame is shown: let it redraw only the
        parts that move (``Scene.draw_idle``) and send only those to the display. False when
        it cannot (the caller then draws the whole frame)."""
        top = self.manager.top
        if (top is None or top.is_overlay or len(self.manager.stack) != 1
                or self._drawn != (top, self.screen.get_size())):
            return False
        rects = top.draw_idle(self.screen)
        if rects is None:
            return False
        if self.settings.muted:  # the sign stays on top of whatever moved under it
            sign = mute_icon_rect(self.screen.get_size())
            if sign.collidelist(rects) >= 0:
                draw_mute_icon(self.screen)
        pygame.display.update(rects)
        return True

    @property
    def quiet_seconds(self) -> float:
        """Seconds of frames since the last input event (a key, the mouse, the window)."""
        return self._quiet

    @property
    def idle(self) -> bool:
        """True when nothing on screen moves and nobody touched anything for a while.

        The loop then sleeps until input arrives or the screen asks for its next slow frame
        (:meth:`Scene.idle_redraw_in`), so a screen left alone does not keep a core busy.
        """
        top = self.manager.top
        if self.away.away:  # nothing moves while the game waits for the player
            return True
        return (self._quiet >= theme.IDLE_AFTER and not self.manager.transitioning
                and not self.notices.active and (top is None or not top.is_animating()))

    def quit(self) -> None:
        """Ask the loop to stop after this frame."""
        self.running = False

    def _give_memory_back(self) -> None:
        """Free what frames and closed screens dropped, and give the pages to the system.

        Frames make and drop pictures (turned dice, fades); glibc keeps the freed pages unless
        told. A closed screen and its pictures live in reference cycles (widgets calling back
        their scene), which only the cycle collector frees: it runs here, at most once per
        :data:`theme.MEMORY_TRIM_INTERVAL`, after a screen closed or the window changed size.
        """
        self._since_trim = 0.0
        if self._collect_pending:
            self._collect_pending = False
            gc.collect()
        release_freed_memory()

    def freeze_startup_objects(self) -> None:
        """Move what exists once the game is built (modules, tables, catalogs) out of the cycle
        collector's sight, so its runs walk only what play creates (``gc.freeze``)."""
        gc.collect()
        gc.freeze()

    def run(self) -> int:
        """Play until the window is closed; return the exit status (0)."""
        self.freeze_startup_objects()
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

    def remember_window(self) -> None:
        """Keep the window's size and place for the next start, once the player moved,
        resized or switched it (full screen itself is kept as it changes)."""
        if not self._window_changed:
            return
        if not self.fullscreen:
            self.window_size = self.screen.get_size()
            self.window_position = window_position() or self.window_position
        kept = {"window_size": tuple(self.window_size), "window_position": self.window_position}
        if any(getattr(self.settings, name) != value for name, value in kept.items()):
            try:
                self.settings = self.settings.with_changes(**kept)
            except ValueError:  # a size or place no settings file may hold: not kept
                return
            self.save_settings()

    def close(self) -> None:
        """Keep the window's place, write the unsaved dice counts, shut pygame down (and
        forget cached fonts)."""
        self.remember_window()
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


def _drop_pictures_of_closed_screens() -> None:
    """Back at the menu: forget the die pictures, rules boxes, panels, texts and fonts the
    closed screens drew (the menu draws its own few again, in about a millisecond), so the
    menu's memory after a game does not depend on which games came before (issue 23 §6)."""
    from game.widgets import document, felt, text
    from game.widgets.dice_render import shared_faces

    shared_faces().clear()
    text.reset()
    document.clear_layers()
    felt.clear_panels()


def _reset_caches() -> None:
    from game.scenes import menu
    from game.widgets import felt, game_card, text
    from game.widgets.dice_render import reset_shared_faces

    text.reset()
    felt.reset()
    menu.menu_die.cache_clear()
    game_card.forget_art()
    reset_shared_faces()  # the die pictures of every screen (converted for the old display)
