"""Buttons and keyboard focus: the base of every interactive widget.

A widget owns a ``rect`` (set by its scene's ``layout``), answers ``handle_event`` (True when
it used the event), ``update(dt)`` for its small animations, and ``draw(surface, focused)``
which only reads state. A :class:`FocusGroup` moves the keyboard focus with Tab / arrows and
activates the focused widget with Enter or Space; the mouse hovers, presses and clicks.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

import pygame

from game import theme
from game.widgets import layout_record
from game.widgets.focus_ring import draw_focus_ring
from game.widgets.text import BOLD, draw_text

Label = str | Callable[[], str]
"""A widget label: fixed text, or a function read at draw time (so language switches live)."""

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
"""Keys that press the focused widget."""


def label_text(label: Label) -> str:
    """Return the current text of ``label``."""
    return label() if callable(label) else label


def blend(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, int, int]:
    """Return the colour a fraction ``t`` of the way from ``a`` to ``b``."""
    t = min(max(t, 0.0), 1.0)
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))


_BELOW_DIALOG = [False]
"""True while the screens under a dialog are drawn (:func:`drawn_below_dialog`)."""


@contextmanager
def drawn_below_dialog() -> Iterator[None]:
    """While the screens under a dialog are drawn, their red (primary) buttons are drawn grey:
    dimmed, a red still read as a second red beside the dialog's."""
    _BELOW_DIALOG[0] = True
    try:
        yield
    finally:
        _BELOW_DIALOG[0] = False


def under_a_dialog() -> bool:
    """True while the screens under a dialog are drawn (:func:`drawn_below_dialog`): their
    marks of choice are left out (critic A69: the menu's "ales" read over a dialog's
    medallion)."""
    return _BELOW_DIALOG[0]


class Widget:
    """Something on screen that can take the keyboard focus."""

    focusable = True
    """False for decorations the focus skips."""

    click_focus = False
    """True for a form control a click gives the keyboard focus to (a text field to type in,
    a stepper or choice the arrows then change). A click on anything else (a button) takes
    the keyboard focus away, so the keys the key bar lists (Space, Enter) always do what the
    bar says, whatever was clicked last; only Tab puts the focus on a button (with its ring)."""

    def __init__(self) -> None:
        """Start with an empty rect; the scene's layout places the widget."""
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.enabled = True
        self.visible = True
        self.scale = 1.0
        self.font_size = theme.FONT_BUTTON

    def place(self, rect: pygame.Rect, scale: float, font_size: int | None = None) -> None:
        """Set the widget's rect, scale factor and (window pixel) font size."""
        self.rect = pygame.Rect(rect)
        self.scale = scale
        if font_size is not None:
            self.font_size = font_size

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to a mouse event; return True when the event was used."""
        return False

    def on_key(self, key: int, focused: bool = True) -> bool:
        """React to a key while focused; return True when the key was used."""
        return False

    def activate(self) -> None:
        """Do what a click does (Enter / Space while focused)."""

    def update(self, dt: float) -> None:
        """Advance small animations by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """Draw the widget (and its focus ring when ``focused``)."""


class Button(Widget):
    """A raised, rounded button with hover, pressed, disabled and focused looks."""

    STYLES = {
        "primary": (theme.BUTTON, theme.BUTTON_HOVER, theme.BUTTON_PRESSED, theme.BUTTON_EDGE),
        "secondary": (theme.BUTTON_SECONDARY, theme.BUTTON_SECONDARY_HOVER,
                      theme.BUTTON_SECONDARY_PRESSED, theme.BUTTON_SECONDARY_EDGE),
        "safe": (theme.BUTTON_SAFE, theme.BUTTON_SAFE_HOVER, theme.BUTTON_SAFE_PRESSED,
                 theme.BUTTON_SAFE_EDGE),
        "danger": (theme.BUTTON_DANGER, theme.BUTTON_DANGER_HOVER, theme.BUTTON_DANGER_PRESSED,
                   theme.BUTTON_DANGER_EDGE),
        "danger_lit": (theme.BUTTON_DANGER_LIT, theme.BUTTON_DANGER_RIM,
                       theme.BUTTON_DANGER_PRESSED, theme.BUTTON_DANGER_EDGE),
        "live": (theme.BUTTON_LIVE, theme.BUTTON_LIVE_HOVER, theme.BUTTON_LIVE_PRESSED,
                 theme.BUTTON_LIVE_EDGE),  # a live secondary action, solid and lit (S62 3.)
    }
    """Face, hover, pressed and edge colours per style."""

    def __init__(self, label: Label, on_click: Callable[[], None] | None = None,
                 style: str = "primary", *, name: str = "") -> None:
        """Make a button showing ``label`` that calls ``on_click`` when clicked."""
        super().__init__()
        self.label = label
        self.on_click = on_click
        self.style = style
        self.name = name
        self.weight = BOLD
        """The label's weight (a secondary action's words may be regular: hF41)."""
        self.rim: tuple[int, int, int] | None = None
        """A ring of this colour round the face (the menu's hero: gold), while lit."""
        self.hovered = False
        self.pressed = False
        self.glow = 0.0  # 0..1, fades in under the mouse

    @property
    def text(self) -> str:
        """The label as currently shown."""
        return label_text(self.label)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Hover on motion, press on button-down, click on button-up inside."""
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            if not self.hovered:
                self.pressed = False
            return False
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.pressed = True
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.activate()
                return True
        elif event.type == pygame.WINDOWLEAVE:
            self.hovered = self.pressed = False
        return False

    def activate(self) -> None:
        """Run the click action (when enabled)."""
        if self.enabled and self.visible and self.on_click is not None:
            self.on_click()

    def update(self, dt: float) -> None:
        """Fade the hover glow in or out."""
        target = 1.0 if self.hovered and self.enabled else 0.0
        step = dt / theme.HOVER_FADE_TIME if theme.HOVER_FADE_TIME > 0 else 1.0
        if self.glow < target:
            self.glow = min(target, self.glow + step)
        elif self.glow > target:
            self.glow = max(target, self.glow - step)

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """Draw the 3D face, the label and, when focused, the focus ring."""
        if not self.visible or self.rect.width <= 0:
            return
        if self.style == "quiet":
            self._draw_quiet(surface, focused)
            return
        if self.style == "idle":
            self._draw_idle(surface, focused)
            return
        if self.style == "link":
            self._draw_link(surface, focused)
            return
        face, hover, pressed, edge = self.STYLES.get(self.style, self.STYLES["primary"])
        radius = theme.px(theme.BUTTON_RADIUS, self.scale)
        depth = theme.px(theme.BUTTON_DEPTH, self.scale)
        sink = depth if self.pressed and self.enabled else 0
        if not self.enabled or (self.style == "primary" and _BELOW_DIALOG[0]):
            # (under a dialog a red button is drawn grey: the dialog's red is the one red)
            face = edge_colour = theme.BUTTON_DISABLED
            edge_colour = blend(theme.BUTTON_DISABLED, theme.SHADOW, 0.35)
        else:
            face = pressed if self.pressed else blend(face, hover, self.glow)
            edge_colour = edge
        body = pygame.Rect(self.rect.x, self.rect.y, self.rect.w, self.rect.h - depth)
        # a disabled button lies flat on the felt, where a live one stands on its edge and
        # shadow (critic C69: a greyed and a live dark-green button looked almost the same)
        flat = not self.enabled
        if not flat:
            pygame.draw.rect(surface, blend(theme.SHADOW, theme.FELT_DARK, 0.5),
                             self.rect.move(0, max(2, depth // 2)), border_radius=radius)
            pygame.draw.rect(surface, edge_colour, body.move(0, depth), border_radius=radius)
        top = body.move(0, sink)
        pygame.draw.rect(surface, face, top, border_radius=radius)
        if self.style in ("danger", "danger_lit") and self.enabled and focused:  # ringed
            # in coral once it has the focus; at rest no rim (ruling S67 4, round 79, critic
            # cC78 #14: a dialog's buttons one family; critic A51: a coral ring beside the
            # focused safe answer read as a second focus, hM60)
            pygame.draw.rect(surface, theme.BUTTON_DANGER_RING, top,
                             max(2, theme.px(3, self.scale)), border_radius=radius)
        if self.rim is not None and self.enabled and not (self.style == "primary"
                                                          and _BELOW_DIALOG[0]):
            pygame.draw.rect(surface, self.rim, top, max(2, theme.px(4, self.scale)),
                             border_radius=radius)
        shine = blend(face, (255, 255, 255), 0.18)
        inset = max(1, radius // 2)
        if not flat:  # (no light catches a flat face)
            pygame.draw.line(surface, shine, (top.x + radius, top.y + inset // 2 + 1),
                             (top.right - radius, top.y + inset // 2 + 1), max(1, depth // 3))
        lit = self.enabled and not (self.style == "primary" and _BELOW_DIALOG[0])
        colour = theme.BUTTON_TEXT if lit else theme.BUTTON_TEXT_DISABLED
        dark_words = lit and self.style == "safe"
        if dark_words:
            colour = theme.BUTTON_SAFE_TEXT
        elif lit and self.style == "danger":  # the destructive answer: white words (S67 4)
            colour = theme.BUTTON_DANGER_TEXT
        self.draw_label(surface, top.inflate(-2 * radius, 0), colour,
                        max(1, depth // 3) if lit and not dark_words else 0)
        if focused:  # the focus: the ring alone, the button as at rest (round 51's ruling)
            draw_focus_ring(surface, self.rect, self.scale)
        if layout_record.ON:
            layout_record.panel(surface, self.rect, "button",
                                primary=self.enabled and self.style in ("primary", "safe",
                                                                        "danger_lit"))

    def draw_label(self, surface: pygame.Surface, room: pygame.Rect,
                   colour: tuple[int, int, int], shadow: int) -> None:
        """The label, centred in ``room`` (the face inside its round ends)."""
        draw_text(surface, self.text, self.font_size, colour, room.center, shadow=shadow,
                  max_width=room.w, weight=self.weight)


    def _draw_idle(self, surface: pygame.Surface, focused: bool) -> None:
        """An "idle" button (the 10 000 table's undo with nothing to undo, hF41): greyed and
        quieter than any disabled button: flat (no raised edge), its face sunk toward the
        felt, its words smaller and dim, in its own place (never an outline: it read as
        clickable, hF21)."""
        radius = theme.px(theme.BUTTON_RADIUS, self.scale)
        depth = theme.px(theme.BUTTON_DEPTH, self.scale)
        body = pygame.Rect(self.rect.x, self.rect.y + depth // 2, self.rect.w,
                           self.rect.h - depth)
        pygame.draw.rect(surface, theme.BUTTON_IDLE, body, border_radius=radius)
        self.draw_idle_label(surface, body.inflate(-2 * radius, 0))
        if focused:
            draw_focus_ring(surface, self.rect, self.scale)
        if layout_record.ON:
            layout_record.panel(surface, self.rect, "button", primary=False)

    def draw_idle_label(self, surface: pygame.Surface, room: pygame.Rect) -> None:
        """An idle button's words, dim, centred in ``room``."""
        size = max(theme.font_floor(self.scale),
                   round(self.font_size * theme.BUTTON_IDLE_TEXT_SHARE))
        draw_text(surface, self.text, size, theme.BUTTON_IDLE_TEXT, room.center,
                  max_width=room.w)

    def _draw_link(self, surface: pygame.Surface, focused: bool) -> None:
        """A "link" (the Yams undo with nothing to undo, S76): its words alone, small and
        dim on the felt, in its place: no face, no outline, never read as a dead slab."""
        depth = theme.px(theme.BUTTON_DEPTH, self.scale)
        body = pygame.Rect(self.rect.x, self.rect.y, self.rect.w, self.rect.h - depth)
        colour = theme.MUTED if self.enabled else theme.BUTTON_IDLE_TEXT
        size = max(theme.font_floor(self.scale),
                   round(self.font_size * theme.BUTTON_IDLE_TEXT_SHARE))
        draw_text(surface, self.text, size, colour, body.center, max_width=body.w)
        if focused:
            draw_focus_ring(surface, self.rect, self.scale)
        if layout_record.ON:
            layout_record.panel(surface, self.rect, "button", primary=False)

    def _draw_quiet(self, surface: pygame.Surface, focused: bool) -> None:
        """A "quiet" button (the menu's Ieși): no face, a thin outline on the felt and
        muted words, brighter on hover; the least of the secondary actions."""
        radius = theme.px(theme.BUTTON_RADIUS, self.scale)
        depth = theme.px(theme.BUTTON_DEPTH, self.scale)
        body = pygame.Rect(self.rect.x, self.rect.y, self.rect.w, self.rect.h - depth)
        body = body.move(0, depth // 2 if self.pressed and self.enabled else 0)
        lit = self.glow if self.enabled else 0.0
        line = blend(theme.QUIET_BUTTON_LINE, theme.CREAM, lit)
        if not self.enabled:  # unavailable: outline and words dim (hF41: never as if usable)
            line = blend(theme.QUIET_BUTTON_LINE, theme.FELT, theme.QUIET_HELD_FADE)
        pygame.draw.rect(surface, line, body, max(1, theme.px(2, self.scale)),
                         border_radius=radius)
        colour = theme.CREAM if lit > 0.5 else theme.MUTED
        if not self.enabled:
            colour = theme.BUTTON_IDLE_TEXT
        self.draw_label(surface, body.inflate(-2 * radius, 0), colour, 0)  # (its icon too)
        if focused:
            draw_focus_ring(surface, self.rect, self.scale)
        if layout_record.ON:
            layout_record.panel(surface, self.rect, "button", primary=False)


class FocusGroup:
    """The widgets of a screen in focus order; routes mouse and keyboard to them."""

    def __init__(self, widgets: Sequence[Widget] = ()) -> None:
        """Hold ``widgets`` in focus order; nothing is focused until a key or the mouse says."""
        self.widgets: list[Widget] = list(widgets)
        self.index = -1

    @property
    def focused(self) -> Widget | None:
        """The widget holding the keyboard focus, if any."""
        if 0 <= self.index < len(self.widgets):
            widget = self.widgets[self.index]
            if widget.visible and widget.enabled and widget.focusable:
                return widget
        return None

    def focus(self, widget: Widget | None) -> None:
        """Give the focus to ``widget`` (None removes it)."""
        self.index = self.widgets.index(widget) if widget in self.widgets else -1

    def move(self, step: int, passed: Sequence[Widget] = ()) -> None:
        """Move the focus ``step`` places (wrapping), skipping hidden or disabled widgets and
        the ``passed`` ones (a radio group's members not chosen: Tab stops on its chosen one
        only, ruling S52)."""
        count = len(self.widgets)
        if count == 0:
            return
        index = self.index if self.index >= 0 else (-1 if step > 0 else 0)
        for _ in range(count):
            index = (index + step) % count
            widget = self.widgets[index]
            if widget in passed:
                continue
            if widget.visible and widget.enabled and widget.focusable:
                self.index = index
                return

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Route ``event``; return True when a widget or the focus used it."""
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.TEXTINPUT:
            focused = self.focused
            return focused.handle_event(event) if focused is not None else False
        used = False
        for widget in list(self.widgets):
            if widget.handle_event(event):
                used = True
                if event.type == pygame.MOUSEBUTTONDOWN and widget in self.widgets:
                    self.focus(widget if widget.focusable and widget.click_focus else None)
                break
        return used

    def _key(self, event: pygame.event.Event) -> bool:
        focused = self.focused
        if focused is not None and focused.on_key(event.key):
            return True
        if event.key == pygame.K_TAB:
            self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in (pygame.K_DOWN, pygame.K_RIGHT):
            self.move(1)
            return True
        if event.key in (pygame.K_UP, pygame.K_LEFT):
            self.move(-1)
            return True
        if event.key in ACTIVATE_KEYS:
            if focused is None:
                self.move(1)
            else:
                focused.activate()
            return True
        return False

    def update(self, dt: float) -> None:
        """Advance every widget's animations."""
        for widget in self.widgets:
            widget.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw every widget, the focused one with its ring."""
        focused = self.focused
        for widget in self.widgets:
            widget.draw(surface, widget is focused)
