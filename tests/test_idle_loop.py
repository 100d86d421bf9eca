"""The loop idles on screens left alone and never while something moves (issue: idle < 5 % CPU)."""

from __future__ import annotations

import os
import time

import pygame
import pytest

from game import theme
from game.idle_wait import queued
from tests.uihelpers import FRAME, button_named, click, make_app, open_card, settle
from tests.uihelpers import drawing_one_frame_in as undrawn

# each die picture and felt drawn once for the module, no fsync (tests/conftest.py)
pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path)
    yield application
    application.close()


def _quiet(app, seconds: float) -> None:
    for _ in range(round(seconds / FRAME) + 2):
        app.step(FRAME)


# A human's quiet Yams turn (dice landed, messages gone) lets the loop idle.
def test_a_quiet_yams_turn_idles(app):
    open_card(app, "menu.yams")
    click(app, button_named(app, "new_game.start"))
    click(app, button_named(app, "yams.roll"))
    with undrawn(app, 0):  # the loop's idling is the frames' state, not their pictures
        _quiet(app, theme.YAMS_MESSAGE_TIME + theme.IDLE_AFTER)
    table = app.manager.top
    assert not table.tray.is_moving and not table.computer_turn
    assert app.idle


# The computer's turn is animated from start to end: never idle.
def test_a_computer_turn_never_idles(tmp_path):
    app = make_app(tmp_path)
    try:
        open_card(app, "menu.farkle")
        scene = app.manager.top
        scene.humans.set_value(1)
        click(app, button_named(app, "new_game.start"))
        table = app.manager.top
        click(app, button_named(app, "farkle.roll"))
        with undrawn(app, 0):  # the loop's idling is the frames' state, not their pictures
            for _ in range(600):  # play the human's turn by banking as soon as possible
                app.step(FRAME)
                if table.computer_turn:
                    break
                if table.bank_button.enabled:
                    click(app, table.bank_button)
                elif (table.game.roll_dice is not None and not table.busy
                      and table.game.selectable):
                    index = min(table.game.selectable - table.game.selected, default=None)
                    if index is not None:
                        pos = table.die_centre(index)
                        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                            pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
            assert table.computer_turn
            for _ in range(round(theme.IDLE_AFTER / FRAME) + 10):
                app.step(FRAME)
                if not table.computer_turn:
                    break
                assert not app.idle
    finally:
        app.close()


# With the real clock, a static screen left alone stops redrawing; input brings frames back.
def test_a_static_screen_left_alone_is_not_redrawn(app):
    click(app, button_named(app, "menu.settings"))
    settle(app)
    deadline = time.perf_counter() + theme.IDLE_AFTER + 3
    while not app.idle and time.perf_counter() < deadline:
        app.step()
    assert app.idle
    frames = app.frames
    start = time.perf_counter()
    while time.perf_counter() - start < 0.5:
        app.step()
    assert app.frames == frames
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1),
                                         buttons=(0, 0, 0)))
    app.step()
    assert app.frames == frames + 1 and not app.idle


# --- issue 24 §4: every screen comes to rest, and the loop then sleeps until input ----------


class CountingWaiter:
    """Stands in for App.waiter: records each wait's timeout, sleeps not, says "no event"."""

    kind = "test"

    def __init__(self) -> None:
        self.waits: list[float] = []

    def wait(self, seconds: float) -> bool:
        self.waits.append(seconds)
        return queued()  # never a bare peek() (game.idle_wait.WAKING_TYPES says why)

    def refresh(self) -> None:
        pass


def _rest(app, seconds: float, dt: float = 0.1) -> None:
    for _ in range(round(seconds / dt) + 1):
        app.step(dt)


# The menu's dice bob after input, then drift slowly (hS26: a menu at rest read as static):
# drawn theme.MENU_DRIFT_FPS times a second, the dice's rectangles only
# (tests/test_menu_idle_life.py); the mouse brings the bobbing back.
def test_the_menu_dice_slow_to_a_drift_after_a_while_without_input(app, monkeypatch):
    monkeypatch.setattr(theme, "MENU_DICE_MOTION", 2.0)
    menu = app.manager.top
    assert menu.idle_redraw_in() is not None  # bobbing: a slow frame is due
    _rest(app, 1.5)
    assert menu.bob == 1.0 and menu.idle_redraw_in() == pytest.approx(1 / theme.IDLE_FPS)
    _rest(app, 0.5 + theme.MENU_DICE_EASE + 0.2)
    assert menu.bob == 0.0 and app.idle
    assert menu.idle_redraw_in() == pytest.approx(1 / theme.MENU_DRIFT_FPS)
    waiter = app.waiter = CountingWaiter()
    app.step()
    assert waiter.waits == [pytest.approx(1 / theme.MENU_DRIFT_FPS)]  # a few frames a second
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1),
                                         buttons=(0, 0, 0)))
    frames = app.frames
    app.step()
    assert app.frames == frames + 1 and not app.idle
    _rest(app, 0.3)
    assert 0 < menu.bob < 1 and menu.idle_redraw_in() is not None  # easing back in


# While the loop idles it sleeps in the waiter: for the next slow frame of a screen that asks
# for one (here the bobbing menu), else the longest sleep, drawing only what is due.
def test_the_idle_loop_sleeps_in_the_waiter_and_draws_only_what_is_due(app):
    _rest(app, theme.IDLE_AFTER + 0.2)
    assert app.idle
    waiter = app.waiter = CountingWaiter()
    frames = app.frames
    app.step()
    assert waiter.waits == [pytest.approx(1 / theme.IDLE_FPS)] and app.frames == frames + 1
    click(app, button_named(app, "menu.settings"))
    _rest(app, theme.IDLE_AFTER + 0.5)
    assert app.idle
    waiter.waits.clear()
    frames = app.frames
    app.step()
    app.step()
    assert waiter.waits == [theme.IDLE_MAX_SLEEP] * 2 and app.frames == frames


# The caret blinks while someone types, then rests lit: New Game left alone is not drawn.
def test_the_caret_stops_blinking_lit_when_nobody_types(app, monkeypatch):
    monkeypatch.setattr(theme, "CARET_BLINK_TIMEOUT", 2.0)
    open_card(app, "menu.yams")
    scene = app.manager.top
    field = scene.fields[0]
    scene.focus.focus(field)
    _rest(app, 1.0, dt=0.05)
    assert scene.idle_redraw_in() is not None  # blinking
    _rest(app, 1.0 + 2 * theme.CARET_BLINK_TIME, dt=0.05)
    for _ in range(round(3 * theme.CARET_BLINK_TIME / 0.05)):  # lit, and stays lit
        assert field.blink < theme.CARET_BLINK_TIME and scene.idle_redraw_in() is None
        app.step(0.05)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="a"))
    _rest(app, 0.1, dt=0.05)
    assert scene.idle_redraw_in() is not None  # typing: it blinks again


# Every screen left alone comes to rest: the loop idles and nothing is due to be drawn.
@pytest.mark.parametrize("state", ["menu_quit_confirm", "farkle_help", "yams_help",
                                   "table_pause", "yams_results", "farkle_results"])
def test_every_screen_comes_to_rest(tmp_path, monkeypatch, state):
    from tools.render_screens import REGISTRY, load_extensions

    monkeypatch.setattr(theme, "MENU_DICE_MOTION", 0.5)
    load_extensions()
    build = {s.name: s.build for s in REGISTRY}[state]
    app = make_app(tmp_path, size=(1024, 600))
    try:
        with undrawn(app, 0):  # the frames that reach the state are not looked at, nor
            build(app)  # those of its coming to rest (the loop's state, not pictures)
            for _ in range(300):  # at most 30 s of the screen's time
                app.step(0.1)
                if app.idle and app.manager.top.idle_redraw_in() is None:
                    break
        assert app.idle and app.manager.top.idle_redraw_in() is None
    finally:
        app.close()


_X11_WAIT = """
import subprocess, sys, threading, time
sys.path.insert(0, {root!r})
import pygame
from game.idle_wait import EventWaiter
pygame.display.init()
pygame.display.set_mode((320, 240))
pygame.display.flip()
time.sleep(0.3)
pygame.event.get()
waiter = EventWaiter()
looks = [0]
peek = pygame.event.peek
def counting_peek(*args):
    looks[0] += 1
    return peek(*args)
pygame.event.peek = counting_peek
quiet = waiter.wait(0.6)
print(waiter.kind, quiet, looks[0])
threading.Timer(0.3, lambda: subprocess.run(["xdotool", "mousemove", "40", "40"])).start()
start = time.perf_counter()
woke = waiter.wait(10.0)
print(woke, round(time.perf_counter() - start, 2))
"""


# On X11 the waiter sleeps on the server's connection: a quiet wait looks at the queue only
# on waking (not a hundred times a second), and input (the pointer moved by xdotool) wakes it.
def test_on_x11_the_waiter_sleeps_until_the_server_sends_input(tmp_path):
    import os
    import shutil
    import subprocess
    import sys
    from pathlib import Path

    if shutil.which("Xvfb") is None or shutil.which("xdotool") is None:
        pytest.skip("Xvfb and xdotool are needed (apt-get install xvfb xdotool)")
    number = next((n for n in range(200, 240)
                   if not Path(f"/tmp/.X11-unix/X{n}").exists()
                   and not Path(f"/tmp/.X{n}-lock").exists()), None)
    if number is None:
        pytest.skip("no free X display number")
    xvfb = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "800x600x24",
                             "-nolisten", "tcp"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{number}").exists():
                break
            time.sleep(0.05)
        env = dict(os.environ, DISPLAY=f":{number}", SDL_VIDEODRIVER="x11",
                   SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
        root = str(Path(__file__).resolve().parents[1])
        out = subprocess.run([sys.executable, "-c", _X11_WAIT.format(root=root)], env=env,
                             capture_output=True, text=True, timeout=60)
        assert out.returncode == 0, out.stderr
        first, second = out.stdout.split("\n")[:2]
        kind, quiet, looks = first.split()
        assert kind == "x11" and quiet == "False"
        assert int(looks) <= 4  # polling every theme.IDLE_POLL would look ~75 times
        woke, seconds = second.split()
        assert woke == "True" and float(seconds) < 5.0
    finally:
        xvfb.terminate()
        xvfb.wait()


# A slow idle frame of the menu redraws only the dice's reach, and what it shows there is
# exactly what a whole frame would show (the felt, the dice, the title, a focused button).
def test_the_menus_idle_frame_redraws_only_the_dice_and_matches_a_whole_frame(app):
    menu = app.manager.top
    menu.focus.focus(menu.yams_button)
    _rest(app, 1.6)  # (hN29: the cards' hops settled: a slow idle frame comes only then)
    shown = pygame.Surface(app.screen.get_size())
    menu.draw(shown)
    for _ in range(7):  # the dice move on
        menu.update(0.1)
    rects = menu.draw_idle(shown)
    assert rects and sum(r.w * r.h for r in rects) < shown.get_width() * shown.get_height() // 8
    whole = pygame.Surface(app.screen.get_size())
    menu.draw(whole)
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(whole, "RGB")


# The loop sends a slow idle frame of the menu to the display as those rectangles only.
def test_the_loop_updates_only_the_rectangles_of_a_slow_idle_frame(app, monkeypatch):
    _rest(app, theme.IDLE_AFTER + 0.2)
    app.step(FRAME)  # the whole frame the idle frames start from
    _rest(app, 0.1)
    assert app.idle
    app.waiter = CountingWaiter()
    sent = []
    monkeypatch.setattr(pygame.display, "update", lambda rects=None: sent.append(rects))
    monkeypatch.setattr(pygame.display, "flip", lambda: sent.append("flip"))
    app.step()
    assert len(sent) == 1 and sent[0] != "flip" and len(sent[0]) == 3
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1),
                                         buttons=(0, 0, 0)))
    app.step()
    assert sent[-1] == "flip"  # input: the whole frame again


# While the sound is off, a slow idle frame that redraws the corner of the mute sign draws
# the sign again on top of it.
def test_a_slow_idle_frame_over_the_mute_corner_keeps_the_sign(tmp_path, monkeypatch):
    from game.widgets.mute_icon import mute_icon_rect

    app = make_app(tmp_path, muted=True)
    _rest(app, theme.IDLE_AFTER + 0.2)
    app.step(FRAME)
    _rest(app, 0.1)
    sign = mute_icon_rect(app.screen.get_size())
    menu = app.manager.top

    def wipe_the_corner(surface):
        surface.fill((0, 0, 0), sign)
        return [sign.copy()]

    monkeypatch.setattr(menu, "draw_idle", wipe_the_corner)
    monkeypatch.setattr(menu, "idle_redraw_in", lambda: 0.0)
    app.waiter = CountingWaiter()
    monkeypatch.setattr(pygame.display, "update", lambda rects=None: None)
    app.step()
    pixels = pygame.image.tobytes(app.screen.subsurface(sign), "RGB")
    brightest = max(sum(pixels[i:i + 3]) for i in range(0, len(pixels), 3))
    assert brightest >= 600  # the cream speaker over the corner wiped black
    app.close()


# On X11 frames go to the server through its shared memory, not a GL texture (9 ms of CPU a
# frame where GL is drawn in software); an explicit choice of the player's stays; other
# drivers keep SDL's default (Wayland and macOS have no such path).
def test_on_x11_frames_skip_the_gl_texture(monkeypatch):
    from game import app as app_module

    monkeypatch.delenv("SDL_FRAMEBUFFER_ACCELERATION", raising=False)
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "wayland")
    app_module._prefer_native_x11_frames()
    assert "SDL_FRAMEBUFFER_ACCELERATION" not in os.environ
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    app_module._prefer_native_x11_frames()
    assert os.environ["SDL_FRAMEBUFFER_ACCELERATION"] == "0"
    monkeypatch.setenv("SDL_FRAMEBUFFER_ACCELERATION", "opengl")
    app_module._prefer_native_x11_frames()
    assert os.environ["SDL_FRAMEBUFFER_ACCELERATION"] == "opengl"


class SleepingWaiter(CountingWaiter):
    """A waiter that really sleeps the whole timeout."""

    def wait(self, seconds: float) -> bool:
        super().wait(seconds)
        time.sleep(seconds)
        return False


# An idle sleep counts whole: the quiet time (after which the dice and the caret rest) and the
# slow motions follow the clock, not one capped frame per wake.
def test_an_idle_sleep_counts_whole_in_the_quiet_time(app, monkeypatch):
    monkeypatch.setattr(theme, "IDLE_MAX_SLEEP", 0.3)
    click(app, button_named(app, "menu.settings"))
    _rest(app, theme.IDLE_AFTER + 0.5)
    assert app.idle
    app.waiter = SleepingWaiter()
    app.step()
    quiet = app.quiet_seconds
    app.step()
    assert app.quiet_seconds - quiet >= 0.25 > theme.MAX_DT


# A blink of the caret redraws the focused name field only, exactly as a whole frame would.
def test_a_caret_blink_redraws_only_its_field_and_matches_a_whole_frame(app):
    open_card(app, "menu.yams")
    scene = app.manager.top
    field = scene.fields[0]
    scene.focus.focus(field)
    _rest(app, 0.3)
    field.blink = 0.0  # lit
    shown = pygame.Surface(app.screen.get_size())
    scene.draw(shown)
    field.blink = theme.CARET_BLINK_TIME + 0.1  # dark
    rects = scene.draw_idle(shown)
    assert len(rects) == 1 and rects[0].contains(field.rect)
    assert rects[0].w * rects[0].h < shown.get_width() * shown.get_height() // 10
    whole = pygame.Surface(app.screen.get_size())
    scene.draw(whole)
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(whole, "RGB")

