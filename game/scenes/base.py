"""Scenes and the stack that holds them.

A :class:`Scene` reacts to events (``handle_event``), advances time (``update(dt)``, seconds),
and draws itself (``draw(surface)``, which only reads state). ``layout(size)`` computes every
rectangle from the window size; the manager calls it on entry and after every resize or
language change. Overlays (``is_overlay = True``) are drawn over the scene below them.

The :class:`SceneManager` keeps the stack (``push``, ``pop``, ``replace``, ``top``) and plays a
short transition whenever the stack changes: a screen gives way to another through a dark veil
(the old one darkens, then the new one comes out of it: two screens never show at once), a
dialog enters with a quick scale from its own rectangle (:meth:`Scene.entrance_rect`), opaque
from its first frame, and leaves at once.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import nullcontext
from typing import TYPE_CHECKING, Any

import pygame

from game import theme
from game.scenes.click_through import ClickThroughGuard
from game.widgets.button import Button, FocusGroup, Widget, drawn_below_dialog
from game.widgets.felt import dim_evenly, felt_background
from game.widgets.text import TITLE_FACE, draw_text

if TYPE_CHECKING:
    from game.app import App
    from game.i18n import Translator


class Scene:
    """One screen. Subclasses override the hooks they need.

    The base class holds a :class:`FocusGroup` (``self.focus``): widgets put in it get mouse and
    keyboard events and are drawn by :meth:`draw_widgets`. ``back()`` is what Esc does.
    """

    is_overlay = False
    """True for dialogs drawn over the scene below (which keeps its state)."""

    dim_below = False
    """For overlays: the manager darkens the frozen frame below once (cheaper than per frame)."""

    closes_with_motion = False
    """For dialogs: closing, the panel (:meth:`entrance_rect`) shrinks and fades out over
    the screen below as the dim lifts (:data:`theme.DIALOG_EXIT_TIME`); the screen below has
    the input at once and a key or a click ends the motion."""

    type_least = theme.FONT_MIN
    """The least layout font size of this screen's words (the side screens':
    :data:`game.theme.SIDE_TYPE_LEAST`): in force while it lays out, draws or handles input."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Every screen lays out, draws and answers under its own least type size (a screen
        another one opens, or draws beneath it, never inherits the other's floor)."""
        super().__init_subclass__(**kwargs)
        for name in ("layout", "draw", "draw_idle", "handle_event", "update", "enter"):
            method = getattr(cls, name, None)
            if method is not None and not getattr(method, "_type_least", False):
                setattr(cls, name, _under_type_least(method))

    uncovered = False
    """True while :meth:`enter` runs because a dialog over the scene closed (the scene was
    shown all along: no entrance to play again); set by :meth:`SceneManager.pop`."""

    def __init__(self, app: App) -> None:
        """Attach the scene to ``app``; nothing is laid out until :meth:`layout`."""
        self.app = app
        self.size: tuple[int, int] = (0, 0)
        self.scale = 1.0
        self.focus = FocusGroup()

    # --- helpers ------------------------------------------------------------------------

    @property
    def tr(self) -> Translator:
        """The app's current translator: ``self.tr(key, **params)``, ``self.tr.n(key, n)``."""
        return self.app.tr

    def lazy(self, key: str, **params: Any) -> Callable[[], str]:
        """Return a label function translating ``key`` at draw time (live language switch)."""
        return lambda: self.app.tr(key, **params)

    def button(self, key: str, action: Callable[[], None], style: str = "primary") -> Button:
        """Make a button labelled by the catalog ``key`` that plays the click sound."""

        def click() -> None:
            self.app.audio.play("click")
            action()

        return Button(self.lazy(key), click, style, name=key)

    def px(self, value: float) -> int:
        """Scale a reference length (1920×1080 pixels) to this window."""
        return theme.px(value, self.scale)

    def font_px(self, value: int) -> int:
        """Scale a reference font size to this window."""
        return theme.font_px(value, self.scale)

    # --- hooks --------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        """Compute every rect for a window of ``size``; subclasses extend it."""
        self.size = (int(size[0]), int(size[1]))
        self.scale = theme.scale_for(self.size)

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack (after layout)."""

    def entrance_rect(self) -> pygame.Rect | None:
        """For an overlay: the rectangle that enters with a quick scale (its dialog's panel,
        buttons included); None: the overlay shows at once."""
        return None

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """For an overlay: what it lays over the dimmed scene below it outside its
        :meth:`entrance_rect`, there from its first frame while that scales in (nothing)."""

    def leave(self) -> None:
        """Called when the scene leaves the stack for good."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """React to one event: widgets first, then Esc goes back."""
        if self.focus.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def is_animating(self) -> bool:
        """True while something on screen moves by itself, so the loop keeps its full frame rate.

        Screens that only change on input return False: left alone, they are drawn a few times
        a second instead of sixty (see ``App.idle``).
        """
        return True

    def redraws_when_idle(self) -> bool:
        """True for a screen with slow motion of its own (bobbing dice, a blinking caret).

        While the app idles, such a screen is still drawn theme.IDLE_FPS times a second; any
        other screen is drawn again only when input arrives.
        """
        return False

    def idle_redraw_in(self) -> float | None:
        """While the app idles: seconds until this screen must be drawn again by itself, or
        None when only input changes it (the loop then sleeps until input comes).

        The default draws a :meth:`redraws_when_idle` screen theme.IDLE_FPS times a second.
        """
        return 1.0 / theme.IDLE_FPS if self.redraws_when_idle() else None

    def draw_idle(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """A slow idle frame (see :meth:`idle_redraw_in`) over this screen's last full frame:
        redraw only what moves and return where (the loop sends only those rectangles to the
        display), or None to have the whole frame drawn."""
        return None

    def wants_text_input(self) -> bool:
        """True while typed letters belong to a text field (so M types "m", not mute)."""
        return False

    def back(self) -> None:
        """What Esc does; by default, close this scene."""
        self.app.manager.pop()

    def update(self, dt: float) -> None:
        """Advance animations by ``dt`` seconds."""
        self.focus.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene; the default is the felt table and the widgets."""
        self.draw_background(surface)
        self.draw_widgets(surface)

    def draw_background(self, surface: pygame.Surface) -> None:
        """Blit the cached felt table for this window size."""
        surface.blit(felt_background(surface.get_size()), (0, 0))

    def draw_title(self, surface: pygame.Surface, text: str, y: float = theme.TITLE_Y,
                   size: int = theme.FONT_TITLE) -> None:
        """Draw a screen title centred at ``y`` (a fraction of the height), of layout
        ``size``."""
        w, h = surface.get_size()
        draw_text(surface, text, self.font_px(size), theme.GOLD,
                  (w // 2, round(h * y)), shadow=self.px(5), max_width=w - 2 * self.px(120),
                  weight=TITLE_FACE)

    def draw_widgets(self, surface: pygame.Surface) -> None:
        """Draw the focus group's widgets."""
        self.focus.draw(surface)

    def widgets(self) -> list[Widget]:
        """Return the widgets in focus order (tests click their rects)."""
        return list(self.focus.widgets)


def _under_type_least(method: Callable[..., Any]) -> Callable[..., Any]:
    """``method`` run under its screen's :attr:`Scene.type_least` (no allocation per call:
    an event posted with attributes must find them still there)."""
    import functools

    @functools.wraps(method)
    def wrapped(self: Scene, *args: Any) -> Any:
        theme.push_type_least(self.type_least)
        try:
            return method(self, *args)
        finally:
            theme.pop_type_least()

    wrapped._type_least = True  # type: ignore[attr-defined]
    return wrapped


class SceneManager:
    """The stack of scenes; the top one gets the events, overlays show what is below."""

    def __init__(self, app: App) -> None:
        """Start with an empty stack."""
        self.app = app
        self.stack: list[Scene] = []
        self._fade_from: pygame.Surface | None = None
        self._fade_left = 0.0
        self._fade_kind = "through"  # or "enter": an overlay's entrance; "leave": a dialog's
        self._fade_time = theme.TRANSITION_TIME  # the whole transition's seconds
        self._leaving: tuple[pygame.Surface, pygame.Surface, pygame.Rect] | None = None
        self._veil: pygame.Surface | None = None
        self._below: pygame.Surface | None = None  # frozen frame of the scenes under overlays
        self._below_lit: pygame.Surface | None = None  # the same before its dim (an entrance)
        self._below_key: tuple[object, ...] | None = None
        self.click_through = ClickThroughGuard()  # a double click's second half stays put
        self.keys_last = False
        """True while the last key or click was a key (a screen showing its focus ring only
        after keyboard use reads it, as a browser's :focus-visible; hT78)."""

    @property
    def top(self) -> Scene | None:
        """The scene receiving events, or None when the stack is empty."""
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene, *, fade: bool = True) -> None:
        """Put ``scene`` on top (laid out, then entered); ``fade=False``: no transition (a
        layer that makes its own entrance). An overlay enters with a scale, a screen through
        the veil."""
        self._start_fade(fade, "enter" if scene.is_overlay else "through")
        self.stack.append(scene)
        scene.layout(self.app.size)
        scene.enter()

    def pop(self, *, fade: bool = True) -> Scene | None:
        """Remove the top scene; the one below becomes active again. Return the removed one
        (``fade=False``: no transition; a closing overlay goes at once, a screen through the
        veil)."""
        if not self.stack:
            return None
        closing = self.stack[-1]
        leaving = self._leaving_picture(closing) if fade and closing.closes_with_motion else None
        self._start_fade(fade and not closing.is_overlay)
        if leaving is not None:  # the dialog's panel shrinks and fades out over the screen
            self._leaving, self._fade_from = leaving, leaving[1]
            self._fade_left = self._fade_time = theme.DIALOG_EXIT_TIME
            self._fade_kind = "leave"
        scene = self.stack.pop()
        scene.leave()
        below = self.top
        if below is not None:
            below.uncovered = scene.is_overlay
            try:
                below.enter()
            finally:
                below.uncovered = False
        return scene

    def _leaving_picture(self, scene: Scene
                         ) -> tuple[pygame.Surface, pygame.Surface, pygame.Rect] | None:
        """What a closing dialog leaves fading out: the dimmed frame under it, its panel as
        last shown and where; None when there is no such picture."""
        rect, screen, below = scene.entrance_rect(), self.app.screen, self._below
        if rect is None or screen is None or below is None or below.get_size() != \
                screen.get_size() or theme.DIALOG_EXIT_TIME <= 0:
            return None
        rect = rect.clip(screen.get_rect())
        if rect.w <= 0 or rect.h <= 0:
            return None
        below = below.copy()  # (once, as it closes)
        scene.draw_backdrop(below)  # the backdrop it showed fades with it (hR74: the "?"
        # pages' sunk table lit up to the dialogs' dim on their first closing frame)
        return below, screen.subsurface(rect).copy(), rect

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene`` (one dialog for another: the new one enters with
        a scale; else through the veil)."""
        both_overlays = scene.is_overlay and bool(self.stack) and self.stack[-1].is_overlay
        self._start_fade(True, "enter" if both_overlays else "through")
        if self.stack:
            self.stack.pop().leave()
        self.stack.append(scene)
        scene.layout(self.app.size)
        scene.enter()

    def clear_to(self, scene: Scene) -> None:
        """Empty the stack and make ``scene`` its only member."""
        self._start_fade()
        while self.stack:
            self.stack.pop().leave()
        self.stack.append(scene)
        scene.layout(self.app.size)
        scene.enter()

    def find(self, kind: type[Scene]) -> Scene | None:
        """Return the topmost scene of class ``kind`` in the stack, if any."""
        for scene in reversed(self.stack):
            if isinstance(scene, kind):
                return scene
        return None

    def invalidate(self) -> None:
        """Redraw the scenes under an overlay next frame (after changing one of them)."""
        self._below = self._below_key = None

    @property
    def transitioning(self) -> bool:
        """True while a transition plays."""
        return self._fade_left > 0

    def transition_progress(self) -> float | None:
        """How far the transition is, 0 to 1; None when none plays."""
        if self._fade_from is None or self._fade_left <= 0:
            return None
        return 1.0 - self._fade_left / self._fade_time

    def _start_fade(self, fade: bool = True, kind: str = "through") -> None:
        self._below = self._below_key = None
        self._leaving, self._fade_time = None, theme.TRANSITION_TIME
        screen = self.app.screen
        if not fade or screen is None or not self.stack or theme.TRANSITION_TIME <= 0:
            self._fade_from = None
            self._fade_left = 0.0
            return
        self._fade_from = screen.copy()
        self._fade_time = theme.DIALOG_ENTRANCE_TIME if kind == "enter" \
            else theme.TRANSITION_TIME  # (S98 3.: a dialog's entrance is seen)
        self._fade_left = self._fade_time
        self._fade_kind = kind

    def layout(self, size: tuple[int, int]) -> None:
        """Re-layout every scene in the stack (after a resize or a language change)."""
        self._fade_from = None
        self._fade_left = 0.0
        self._below = self._below_key = None
        for scene in self.stack:
            scene.layout(size)

    def handle_event(self, event: pygame.event.Event) -> None:
        """Give ``event`` to the top scene (a key or a click ends a dialog's closing motion,
        and reaches the screen below as always)."""
        if self._leaving is not None and event.type in (pygame.KEYDOWN,
                                                        pygame.MOUSEBUTTONDOWN):
            self._fade_left, self._fade_from, self._leaving = 0.0, None, None
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.keys_last = event.type == pygame.KEYDOWN
        if self.click_through.drops(event, self.top):
            return  # the second half of a double click whose first half opened this screen
        before = self.top
        if before is not None:
            before.handle_event(event)
        self.click_through.handled(event, before, self.top)

    def update(self, dt: float) -> None:
        """Advance the top scene and the cross-fade."""
        self.click_through.tick(dt)
        if self._fade_left > 0:
            self._fade_left = max(0.0, self._fade_left - dt)
            if self._fade_left == 0:
                self._fade_from = None
        if self.top is not None:
            self.top.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the top scene over the scenes it overlays, then the fading old frame.

        Scenes under an overlay get no ``update``, so they cannot change: their frame is drawn
        once and reused while the overlay stays (an idle dialog costs a blit, not a table).
        """
        if not self.stack:
            return
        top = len(self.stack) - 1
        first = top
        while first > 0 and self.stack[first].is_overlay:
            first -= 1
        if first < top:
            dimmed = self.stack[top].dim_below
            key = (surface.get_size(), dimmed, *map(id, self.stack[first:top]))
            if self._below is None or self._below_key != key:
                self._below = self._below_lit = None  # the old layer goes first: never two
                below = pygame.Surface(surface.get_size()).convert()
                with drawn_below_dialog() if dimmed else nullcontext():  # its reds grey
                    for scene in self.stack[first:top]:
                        scene.draw(below)
                if dimmed:
                    self._below_lit = below.copy()  # (its reds already grey: one red)
                    dim_evenly(below)  # the light sheet sinks with the felt
                self._below, self._below_key = below, key
            surface.blit(self._below, (0, 0))
        else:
            self._below = self._below_key = None
        progress = self.transition_progress()
        old = self._fade_from
        if progress is not None and self._fade_kind == "leave" and self._leaving is not None:
            self.stack[top].draw(surface)
            self._draw_leaving(surface, progress)
        elif progress is None or old is None or old.get_size() != surface.get_size():
            self.stack[top].draw(surface)
        elif self._fade_kind == "enter":
            self.stack[top].draw(surface)
            self._draw_entrance(surface, old, progress)
        elif progress < 0.5:  # the old screen darkens, covering the new one whole
            self.stack[top].draw(surface)  # drawn all the same: its state stays current
            old.set_alpha(None)
            surface.blit(old, (0, 0))
            self._draw_veil(surface, progress / 0.5)
        else:  # the new screen comes out of the veil
            self.stack[top].draw(surface)
            self._draw_veil(surface, (1.0 - progress) / 0.5)

    def _draw_veil(self, surface: pygame.Surface, depth: float) -> None:
        """The dark veil of a screen change, ``depth`` 0 (none) to 1 (its darkest)."""
        if self._veil is None or self._veil.get_size() != surface.get_size():
            self._veil = pygame.Surface(surface.get_size())
            self._veil.fill(theme.TRANSITION_VEIL)
        self._veil.set_alpha(round(theme.TRANSITION_VEIL_ALPHA * max(0.0, min(1.0, depth))))
        surface.blit(self._veil, (0, 0))

    def _draw_leaving(self, surface: pygame.Surface, progress: float) -> None:
        """A closing dialog over the screen below (drawn on ``surface``): the dim under it
        lifting and its panel shrinking to :data:`theme.DIALOG_EXIT_SCALE` of its size, both
        fading out, easing out (the most change at once)."""
        if self._leaving is None:
            return
        below, panel, rect = self._leaving
        eased = 1.0 - (1.0 - progress) ** 3
        alpha = round(255 * (1.0 - eased))
        if below.get_size() == surface.get_size():
            below.set_alpha(alpha)
            surface.blit(below, (0, 0))
        shrink = 1.0 - (1.0 - theme.DIALOG_EXIT_SCALE) * eased
        size = (max(1, round(rect.w * shrink)), max(1, round(rect.h * shrink)))
        picture = pygame.transform.smoothscale(panel, size)
        picture.set_alpha(alpha)
        surface.blit(picture, picture.get_rect(center=rect.center))

    def _draw_entrance(self, surface: pygame.Surface, old: pygame.Surface,
                       progress: float) -> None:
        """An overlay's entrance over its finished frame on ``surface`` (ruling S98 3.: seen,
        never over by ~0.17 s): the screen below sinks into its dim as the overlay comes,
        from :data:`theme.DIALOG_ENTRANCE_DIM_FIRST` of it on the first frame (its reds grey
        from that frame: one red at a time), and the overlay's rectangle grows from
        :data:`theme.DIALOG_ENTRANCE_SCALE` of its size and rises
        :data:`theme.DIALOG_ENTRANCE_RISE` into place, opaque, easing out gently (a square
        ease, not a cube: the motion still reads in its second half); an overlay without one
        shows at once."""
        rect = self.stack[-1].entrance_rect()
        if rect is None or self._below is None:
            return
        rect = rect.clip(surface.get_rect())
        if rect.w <= 0 or rect.h <= 0:
            return
        panel = surface.subsurface(rect).copy()
        eased = 1.0 - (1.0 - progress) ** 2  # (a square: still moving at 0.17 s)
        surface.blit(self._below, (0, 0))  # dimmed from the first frame: one red at a time
        self.stack[-1].draw_backdrop(surface)
        panel = _lifted(panel, surface.subsurface(rect))  # (the dialog alone grows: the
        # screen beside its medallion stays where it is, never a shrunken ghost of it)
        lit = self._below_lit
        if lit is not None and lit.get_size() == surface.get_size() and eased < 1.0:
            surface.blit(self._below, (0, 0))
            depth = theme.DIALOG_ENTRANCE_DIM_FIRST \
                + (1.0 - theme.DIALOG_ENTRANCE_DIM_FIRST) * eased
            lit.set_alpha(round(255 * (1.0 - depth)))  # the dim deepens as it comes
            surface.blit(lit, (0, 0))
            lit.set_alpha(None)
            self.stack[-1].draw_backdrop(surface)
        grow = theme.DIALOG_ENTRANCE_SCALE + (1.0 - theme.DIALOG_ENTRANCE_SCALE) * eased
        size = (max(1, round(rect.w * grow)), max(1, round(rect.h * grow)))
        picture = pygame.transform.smoothscale(panel, size) if size != rect.size else panel
        rise = round(theme.px(theme.DIALOG_ENTRANCE_RISE, self.stack[-1].scale)
                     * (1.0 - eased))
        surface.blit(picture, picture.get_rect(center=(rect.centerx, rect.centery + rise)))


def _lifted(picture: pygame.Surface, ground: pygame.Surface) -> pygame.Surface:
    """``picture`` (a dialog's rectangle as finished) with every pixel that is the dimmed
    ``ground`` under it made clear: what grows in the entrance is the dialog alone, not the
    screen round its medallion (round 77, hR80: a band of it, shrunk, stood over the panel's
    top edge while the dialog opened)."""
    same = pygame.mask.from_threshold(picture, (0, 0, 0, 255), (2, 2, 2, 255), ground, 1)
    same.invert()
    return same.to_surface(setsurface=picture.convert_alpha(), unsetcolor=(0, 0, 0, 0))
