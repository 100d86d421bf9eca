"""Drive the real app headless with posted pygame events (shared by the UI tests)."""

from __future__ import annotations

import contextlib
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.storage.settings import Settings
from tools.unseen_frames import draw_shown_frame, unseen_frames

FRAME = 1 / 60
"""The dt tests pass to ``App.step``."""


def make_app(data_dir: Path, size: tuple[int, int] = (1280, 720), seed: int = 1,
             menu_drawn: bool | None = None, **settings: Any) -> App:
    """A windowed headless app showing the menu, its data in ``data_dir``; its first frame
    run. ``menu_drawn`` None (the default): the frame drawn only once something could see
    it (:func:`_menu_drawn_when_seen`); True: drawn at once (a test looking at what the
    menu's own draw makes, lays out or records); False: not drawn (a test that goes on to
    another screen at once, and looks at it, not at the menu)."""
    app = App(size=size, windowed=True, data_dir=data_dir, rng=random.Random(seed),
              settings=Settings(fullscreen=False, **settings))
    if menu_drawn:
        app.step(FRAME)
        return app
    with drawing_one_frame_in(app, 0):
        app.step(FRAME)
    if menu_drawn is None:
        _menu_drawn_when_seen(app)
    return app


_NOT_LOOKING = ("game.", "tools.unseen_frames")
"""The modules whose reads of an app's screen do not look at the menu owed: the game's own
(a step, a push), and a frame drawn by :func:`tools.unseen_frames.draw_shown_frame` (it
draws the whole frame over it)."""


class _MenuUnseenApp(App):
    """An app whose first (menu) frame ran undrawn: the frame is drawn the moment anything
    could see it (:func:`_menu_drawn_when_seen`)."""

    @property  # type: ignore[override]
    def screen(self) -> pygame.Surface:
        """The display surface; the menu frame owed drawn first when a test or a tool reads
        it (the game's own reads, in a step or a push, do not look at the pixels; a push's
        fade, which does, is drawn from by :func:`_menu_drawn_when_seen`)."""
        reader = sys._getframe(1).f_globals.get("__name__", "")
        if self.__dict__.get("_menu_owed") and not reader.startswith(_NOT_LOOKING):
            _draw_owed_menu(self)
        return self.__dict__["screen"]

    @screen.setter
    def screen(self, surface: pygame.Surface) -> None:
        self.__dict__["screen"] = surface

    def step(self, dt: float | None = None) -> bool:
        """One frame as :meth:`App.step`; a frame drawn with the class's draw pays the debt."""
        drawn = "draw" not in vars(self.manager)  # (not a test's nor an unseen block's)
        going = super().step(dt)
        if drawn and self.frames > 1:
            self.__dict__["_menu_owed"] = False
        return going


def _draw_owed_menu(app: App) -> None:
    """Draw the frame ``app`` owes (its menu as it is now, as its last step would have)."""
    app.__dict__["_menu_owed"] = False
    manager = app.manager
    replaced = vars(manager).pop("draw", None)  # (a block skipping frames: the menu was not)
    try:
        draw_shown_frame(app)
    finally:
        if replaced is not None:
            manager.draw = replaced


def _menu_drawn_when_seen(app: App) -> None:
    """Let ``app``'s first frame, run undrawn, be drawn only once something could see it:
    the screen read between frames (a test's look at the pixels or a draw of its own), or a
    screen pushed (a transition fades from the last frame drawn). Most tests go on to
    another screen at once, whose first frame covers the menu's: its ~10 ms are saved. With
    the layout record on the frame is drawn at once (a ``Run`` sees every frame)."""
    from game.widgets import layout_record

    if layout_record.ON:
        draw_shown_frame(app)
        return
    app.__class__ = _MenuUnseenApp
    app.__dict__["_menu_owed"] = True
    manager = app.manager
    start_fade = manager._start_fade

    def fade_from_the_menu(fade: bool = True, *rest: Any, **kwargs: Any) -> None:
        if fade and app.__dict__.get("_menu_owed"):  # (no transition: nothing fades from it)
            _draw_owed_menu(app)
        app.__dict__["_menu_owed"] = False  # the next frame shown is another screen's
        start_fade(fade, *rest, **kwargs)

    manager._start_fade = fade_from_the_menu  # type: ignore[method-assign]


_DRAWN_ONCE: dict[str, dict[Any, pygame.Surface]] = {
    "dice": {}, "shadows": {}, "felts": {}, "turned": {}, "faded": {}}
"""The pictures :func:`pictures_drawn_once` hands out, kept for the whole test session (every
module that uses it shares them: the same arguments draw the same pixels)."""


STAGE_PICTURES_KEPT = {"letterings": 512, "lights": 24, "vignettes": 24}
"""How many of each staged moment's pictures :func:`pictures_drawn_once` keeps for the session
(the least lately asked for goes first): a stamp's lettering is small, a light as large as
its stamp, a vignette as large as the window (8 MB at full HD)."""

_STAGE_PICTURES: dict[str, dict[Any, pygame.Surface]] = {name: {} for name in STAGE_PICTURES_KEPT}
"""The staged moments' pictures :func:`pictures_drawn_once` hands out, by kind."""


def _stage_picture(kind: str, key: Any, make: Any) -> pygame.Surface:
    """The ``kind`` picture of ``key`` kept in :data:`_STAGE_PICTURES` (``make()`` it if it
    is not), the least lately asked for dropped past :data:`STAGE_PICTURES_KEPT`."""
    kept = _STAGE_PICTURES[kind]
    found = kept.pop(key, None)
    if found is None:
        found = make()
        if len(kept) >= STAGE_PICTURES_KEPT[kind]:
            del kept[next(iter(kept))]
    kept[key] = found  # (the latest asked for last)
    return found


def _holders(function: Any) -> list[str]:
    """The game modules that hold ``function`` by its name (a stand-in is named as the
    function it stands for)."""
    import sys

    return [name for name, module in list(sys.modules.items())
            if name.startswith("game.") and getattr(module, function.__name__, None) is function]


def _everywhere(patch: pytest.MonkeyPatch, real: Any, stand_in: Any) -> None:
    """Replace ``real`` by ``stand_in`` in every game module that imported it by name (a
    module imported later, while it is replaced, would keep the stand-in:
    :func:`pictures_drawn_once` imports them all first and checks none did)."""
    import sys

    for name in _holders(real):
        patch.setattr(sys.modules[name], real.__name__, stand_in)


WORDS_KEPT = {"WORD_WIDTH_CACHE_ITEMS": 100_000, "WRAP_CACHE_ITEMS": 20_000,
              "FONT_CACHE_ITEMS": 64, "TEXT_CACHE_ITEMS": 40_000}
"""The text caches' bounds within :func:`pictures_drawn_once` (the game's: ``game.theme``)."""

WORDS_KEPT_BYTES = 256 * 2**20
"""The rendered words' bound in bytes within :func:`pictures_drawn_once`."""


@contextlib.contextmanager
def pictures_drawn_once() -> Iterator[None]:
    """Within the block, draw each die picture (face, size, look), each die shadow and each
    felt background (size, rim) once for the whole session (:data:`_DRAWN_ONCE`), and hand
    them out again; rendered words outlive an app.

    Every table, help page and menu keeps its own cache of dice pictures (and of their
    shadows turned and faded, shared here too), and every new app
    or window size draws them and the felt again (~20 ms a die, ~30 ms a felt); every new
    app empties the cache of rendered words: the same pixels, drawn over and over by the
    tests that open many apps or tables or resize often. These are pure functions of their
    arguments, so what is handed out is exactly what would have been drawn (dice as copies:
    a table may change its own; the felt as is, as the game's own cache does). A new app
    still loads its fonts (pygame.quit() ends the old ones); the words' cache keeps its
    bounds. A staged moment's stamp lettering (text, size, look; as copies), its light
    (rarity, size, reach) and its vignette (size, centre, darkness) are kept too, a few of
    each (:data:`STAGE_PICTURES_KEPT`). The tests of the drawing and of the caches
    themselves do not use this.
    """
    from game import theme
    from game.scenes import base
    from game.views import (  # every module that draws a stage's pictures, imported
        stage,  # noqa: F401  - before they are replaced (_everywhere)
        stage_backdrop,
        stage_big_bank,  # noqa: F401
        stage_clear,  # noqa: F401
        stage_crest,  # noqa: F401
        stage_landing,  # noqa: F401
        stage_paint,
        stage_picture,  # noqa: F401
        stage_table,  # noqa: F401
        stage_words,  # noqa: F401
    )
    from game.widgets import decor, dice_render, felt, text

    draw_die, draw_shadow = dice_render.render_die, dice_render.render_shadow
    draw_felt = felt.felt_background
    dice, shadows, felts = _DRAWN_ONCE["dice"], _DRAWN_ONCE["shadows"], _DRAWN_ONCE["felts"]

    def render_die(face: int, size: int, look: Any = dice_render.Look.NORMAL) -> pygame.Surface:
        key = (face, size, look)
        if key not in dice:
            dice[key] = draw_die(face, size, look)
        return dice[key].copy()

    def render_shadow(size: int) -> pygame.Surface:
        if size not in shadows:
            shadows[size] = draw_shadow(size)
        return shadows[size].copy()

    def felt_background(size: tuple[int, int], rim: bool = True) -> pygame.Surface:
        key = ((int(size[0]), int(size[1])), rim)
        if key not in felts:
            felts[key] = draw_felt(size, rim)
        return felts[key]

    plain_turned = dice_render.FaceCache.turned_shadow
    plain_faded = dice_render.FaceCache.faded_shadow
    shadow_steps = round(90 / dice_render.SHADOW_STEP)
    turned_shadows, faded_shadows = _DRAWN_ONCE["turned"], _DRAWN_ONCE["faded"]

    def turned_shadow(cache: Any, size: int, angle: float) -> pygame.Surface:
        # Keyed as FaceCache keys it: the angle in SHADOW_STEP steps. Only ever blitted or
        # copied (a faded shadow starts from a copy), so every tray shares one.
        key = (size, round((angle % 90) / dice_render.SHADOW_STEP) % shadow_steps)
        if key not in turned_shadows:
            turned_shadows[key] = plain_turned(cache, size, angle)
        return turned_shadows[key]

    def faded_shadow(cache: Any, size: int, angle: float, alpha: float) -> pygame.Surface:
        levels = dice_render.SHADOW_LEVELS
        key = (size, round((angle % 90) / dice_render.SHADOW_STEP) % shadow_steps,
               max(1, min(levels, round(alpha * levels))))
        if key not in faded_shadows:
            faded_shadows[key] = plain_faded(cache, size, angle, alpha)
        return faded_shadows[key]

    # A staged moment's stamp lettering, light and vignette: pure pictures of their
    # arguments (~5-15 ms each), drawn again by every stage of every app otherwise.
    letters, light, shade = (stage_paint.stamp_lettering, stage_paint.stamp_light,
                             stage_backdrop.vignette)

    def stamp_lettering(text: str, size: int, hot: bool | str) -> pygame.Surface:
        return _stage_picture("letterings", (text, size, hot),
                              lambda: letters(text, size, hot)).copy()  # (some fade theirs)

    def stamp_light(rarity: str, size: tuple[int, int], most: int | None = None
                    ) -> pygame.Surface:  # only read, as the game's own shared lights
        return _stage_picture("lights", (rarity, tuple(size), most),
                              lambda: light(rarity, size, most))

    def vignette(size: tuple[int, int], centre: tuple[int, int], darkness: int
                 ) -> pygame.Surface:  # only blitted
        return _stage_picture("vignettes", (tuple(size), tuple(centre), darkness),
                              lambda: shade(size, centre, darkness))

    def forget_fonts() -> None:  # each app quits pygame: its fonts go, rendered words stay
        text._FONTS.clear()

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(text, "reset", forget_fonts)
        # The words measured, wrapped and rendered, and the faces open, are kept for every
        # window size a module visits (the game keeps those of one window: its bounds are
        # tests/test_bounded_caches.py's); measuring a word is most of a first frame's cost.
        for name, bound in WORDS_KEPT.items():
            patch.setattr(theme, name, bound)
        patch.setattr(text._SURFACES, "max_bytes", WORDS_KEPT_BYTES)
        patch.setattr(text._SURFACES, "max_items", WORDS_KEPT["TEXT_CACHE_ITEMS"])
        patch.setattr(dice_render.FaceCache, "turned_shadow", turned_shadow)
        patch.setattr(dice_render.FaceCache, "faded_shadow", faded_shadow)
        for module in (dice_render, decor):
            patch.setattr(module, "render_die", render_die)
            patch.setattr(module, "render_shadow", render_shadow)
        for module in (felt, base):
            patch.setattr(module, "felt_background", felt_background)
        _everywhere(patch, letters, stamp_lettering)
        _everywhere(patch, light, stamp_light)
        _everywhere(patch, shade, vignette)
        yield
    kept = _holders(stamp_lettering) + _holders(stamp_light) + _holders(vignette)
    assert not kept, f"imported while replaced (import them above): {kept}"


@contextlib.contextmanager
def drawing_one_frame_in(app: App, every: int) -> Iterator[None]:
    """Within the block the app draws one frame in ``every`` (none with ``every`` 0): for a
    test that plays many frames only to reach a state, or checks what the game does rather
    than each picture. Everything else of a frame runs (events, update, the notices, the
    flip); a frame drawn shows the whole state as it is then. The frame after the block is
    drawn as always: a test looks at the screen only after the block."""
    scenes = app.manager
    draw = scenes.draw
    count = 0

    def sometimes(surface: pygame.Surface) -> None:
        nonlocal count
        count += 1
        if every and count % every == 0:
            draw(surface)

    scenes.draw = sometimes  # type: ignore[method-assign]
    try:
        yield
    finally:
        del scenes.draw  # the class's own draw again


def settle(app: App, frames: int = 15) -> None:
    """Step enough frames for transitions and hover fades to finish: frames nobody looks at,
    so only the last is drawn (:func:`tools.unseen_frames.unseen_frames`; every frame drawn
    when the layout record is on or the test replaced the manager's draw itself)."""
    with unseen_frames(app):
        for _ in range(frames):
            app.step(FRAME)


def click(app: App, target: Any, button: int = 1) -> None:
    """Move to, press and release the mouse at the centre of ``target`` (a rect or widget)."""
    rect = getattr(target, "rect", target)
    pos = rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    app.step(FRAME)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.step(FRAME)


def click_at(app: App, pos: tuple[float, float]) -> None:
    """Press and release the left button at ``pos`` (rounded to a pixel), no move first."""
    at = (round(pos[0]), round(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    app.step(FRAME)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
    app.step(FRAME)


def key(app: App, code: int, mod: int = 0, frames: int = 1) -> None:
    """Press and release a key, then run ``frames`` frames."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="",
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode="",
                                         scancode=0))
    for _ in range(frames):
        app.step(FRAME)


def focused_name(app: App) -> str:
    """The name of the top screen's focused widget ("" when none has the focus)."""
    widget = app.manager.top.focus.focused
    return getattr(widget, "name", "") if widget is not None else ""


def type_text(app: App, text: str) -> None:
    """Type ``text`` as TEXTINPUT events (what SDL sends for each character)."""
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.step(FRAME)


def button_named(app: App, name: str) -> Any:
    """The top scene's widget whose ``name`` is ``name`` (catalog key of a button)."""
    for widget in app.manager.top.widgets():
        if getattr(widget, "name", None) == name:
            return widget
    raise LookupError(f"no widget {name!r} on {type(app.manager.top).__name__}")


def top_name(app: App) -> str:
    """The class name of the top scene."""
    return type(app.manager.top).__name__


def recorded_frame(scene: Any, size: tuple[int, int],
                   onto: pygame.Surface | None = None) -> Any:
    """What ``scene`` draws in one frame at ``size``: the layout record's
    :class:`~game.widgets.layout_record.Frame` (its texts, panels and dice); drawn on
    ``onto`` when given (a test that reads the pixels too), else on a surface of its own."""
    from game.widgets import layout_record

    layout_record.start(size)
    try:
        layout_record.begin(size)
        scene.draw(pygame.Surface(size) if onto is None else onto)
        return layout_record.frame()
    finally:
        layout_record.stop()


def texts_drawn(app: Any, scene: Any) -> list[str]:
    """The texts ``scene`` writes in one frame drawn at ``app``'s window size (recorded)."""
    return [mark.text for mark in recorded_frame(scene, app.screen.get_size()).texts]


def podium_words(monkeypatch: pytest.MonkeyPatch, scene: Any,
                 surface: pygame.Surface) -> list[tuple[str, pygame.Rect]]:
    """Draw the Scores ``scene`` on ``surface``: every text its podium module
    (:mod:`game.scenes.scores_podium`: the steps, the empty state's words) draws, as
    (words, rect), in order."""
    from game.scenes import scores_podium

    said: list[tuple[str, pygame.Rect]] = []
    real = scores_podium.draw_text

    def spy(surface_: pygame.Surface, text: str, size: int, *a: Any, **k: Any) -> pygame.Rect:
        rect = real(surface_, text, size, *a, **k)
        said.append((text, rect))
        return rect

    monkeypatch.setattr(scores_podium, "draw_text", spy)
    scene.draw(surface)
    monkeypatch.undo()
    return said


def screen_frame(app: Any) -> Any:
    """What ``app``'s screens (the whole stack, as a frame shows them) draw now, recorded
    (:func:`recorded_frame` of the scene manager at the window's size)."""
    return recorded_frame(app.manager, app.screen.get_size())


def recorded_now(app: Any) -> Any:
    """What the window shows now, drawn again with the layout record on (the scenes under an
    overlay drawn afresh, no frame stepped): a :class:`~game.widgets.layout_record.Frame`."""
    from game.widgets import layout_record

    layout_record.start(app.screen.get_size())
    try:
        app.manager._below = None
        app.manager.draw(app.screen)
        return layout_record.frame()
    finally:
        layout_record.stop()


def recorded_step(app: Any, dt: float) -> Any:
    """Step ``app`` one frame of ``dt`` seconds with the layout record on and return what that
    frame drew (a :class:`~game.widgets.layout_record.Frame`): the frame the app shows, not a
    second drawing of the scene after it (half the cost of :func:`recorded_frame` per step).
    The record stays on if it was on already."""
    from game.widgets import layout_record

    size = app.screen.get_size()
    was_on = layout_record.ON
    if not was_on:
        layout_record.start(size)
    try:
        layout_record.begin(size)
        app.step(dt)
        return layout_record.frame()
    finally:
        if not was_on:
            layout_record.stop()


def announcement_frames(app: Any, dt: float, seconds: float = 4.0) -> Any:
    """Step ``app`` (as :func:`recorded_step`) for up to ``seconds`` and yield (frame, the
    announcement plate's rect) for each frame a plate shows, ending when it has gone (a
    bust's or a bank's plate, from its first frame to its last)."""
    seen = False
    for _ in range(round(seconds / dt)):
        frame = recorded_step(app, dt)
        plate = next((p.rect for p in frame.panels if p.role == "announcement"), None)
        if plate is None:
            if seen:
                return
            continue
        seen = True
        yield frame, plate


def open_card(app: App, name: str) -> None:
    """Open a menu game card's game: a click chooses a card not chosen yet, and a click on the
    chosen card plays it (so one or two clicks)."""
    card = button_named(app, name)
    click(app, card)
    if type(app.manager.top).__name__ == "MenuScene" and card.visible:
        click(app, card)


def rules_rests(scene: Any) -> list[int]:
    """The offsets a Rules page rests at: each section opened from the index, then every Page
    Down and every ↓ from the top."""
    offsets = []
    for _, anchor in scene.section_anchors():
        scene.scroll_to_anchor(anchor)
        offsets.append(scene.scroll.offset)
    for code in (pygame.K_PAGEDOWN, pygame.K_DOWN):
        scene.scroll.scroll_to(0)
        for _ in range(200):
            before = scene.scroll.offset
            scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
            scene.glide.finish()
            if scene.scroll.offset == before:
                break
            offsets.append(scene.scroll.offset)
    return sorted(set(offsets))
