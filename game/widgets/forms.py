"""Form widgets: a − value + stepper, a choice row, and a one-line text field."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game import theme
from game.widgets.button import Button, Label, Widget, blend, label_text
from game.widgets.focus_ring import draw_focus_ring
from game.widgets.group_icons import draw_group_icon
from game.widgets.text import (
    BOLD,
    ELLIPSIS,
    REGULAR,
    draw_text,
    ellipsize,
    fit_size,
    ink_centre_shift,
    ink_height,
    missing_glyphs,
    text_size,
)

TAG_TYPE = 0.5
"""An edited field's :attr:`TextField.tag` type, a share of its place's height."""


ACTION_LINE = (226, 214, 178)
"""The outline of a key that does something (Setări's "Ascultă"), its words and speaker cream
on the card's own face: a button, never a chip (ruling S97 4., critic cC80 #8: round 74's
filled lighter face read as a selected or disabled chip; cS74 #11: a gold ring read as a
chosen option)."""


TALLEST_INK = "âp"
"""The tallest ink a key's words may have (an accented letter, a tail): a key's type shrinks
until it fits inside the face, one size for every option of a row whatever their letters."""


def _draw_key(surface: pygame.Surface, rect: pygame.Rect, text: str, size: int, scale: float,
              *, hovered: bool, pressed: bool, enabled: bool, selected: bool = False,
              action: str = "", ink: str = "") -> None:
    """Draw one small raised key (stepper − / +, choice option); ``ink``: the words whose
    ink is centred on the face (a choice row's labels together: every option on one baseline,
    chosen or not, critic cC75 #4; none: ``text``'s own); ``action`` (an icon of
    :mod:`game.widgets.group_icons`): a key that does something rather than choose, outlined
    in :data:`ACTION_LINE` on the card's own face (S97 4.), that icon before its words (critic
    cQ74 #2: "Ascultă" read as an unselected toggle; cS74 #11: a gold ring as a chosen one)."""
    radius = theme.px(theme.BUTTON_RADIUS * 0.7, scale)
    depth = theme.px(theme.BUTTON_DEPTH * 0.6, scale)
    face: tuple[int, int, int] | None
    edge: tuple[int, int, int] | None
    if not enabled:
        face, edge = theme.KEY_DISABLED, blend(theme.KEY_DISABLED, theme.SHADOW, 0.35)
    elif selected:
        face, edge = theme.SELECTED, theme.GOLD_DARK
    elif action:  # an outlined action on the card's own face: a button, never a chip
        # (S97 4., critic cC80 #8: the filled lighter face read as chosen or disabled)
        _draw_action_outline(surface, rect, radius, depth, hovered=hovered, pressed=pressed)
        face = edge = None
    else:
        face, edge = theme.BUTTON_SECONDARY, theme.BUTTON_SECONDARY_EDGE
        if pressed:
            face = theme.BUTTON_SECONDARY_PRESSED
        elif hovered:
            face = theme.BUTTON_SECONDARY_HOVER
    sink = depth if pressed and enabled else 0
    body = pygame.Rect(rect.x, rect.y, rect.w, rect.h - depth)
    top = body.move(0, sink)
    if face is not None and edge is not None:
        pygame.draw.rect(surface, edge, body.move(0, depth), border_radius=radius)
        pygame.draw.rect(surface, face, top, border_radius=radius)
    colour = theme.INK if selected and enabled else (
        theme.BUTTON_TEXT if enabled else theme.KEY_TEXT_DISABLED)
    centre_x = top.centerx
    if action and enabled:
        side = round(top.h * 0.72)
        gap = max(3, side // 4)
        size = fit_size(text, size, top.w - radius - side - gap)
        words = text_size(text, size)[0]
        x = top.centerx - (side + gap + words) // 2
        draw_group_icon(surface, action, pygame.Rect(x, top.centery - side // 2, side, side),
                        theme.CREAM)
        centre_x = x + side + gap + words // 2
    else:
        size = fit_size(text, size, top.w - radius)
    room = top.h - 2 * max(2, theme.px(3, scale))  # its accents inside the face (cS74 #11)
    while size > theme.least_type() and ink_height(TALLEST_INK, size) > room:
        size -= 1
    draw_text(surface, text, size, colour,
              (centre_x, top.centery + ink_centre_shift(ink or text, size)))  # ink centred


def _draw_action_outline(surface: pygame.Surface, rect: pygame.Rect, radius: int, depth: int,
                         *, hovered: bool, pressed: bool) -> None:
    """An action key's look (Setări's "Ascultă"): no fill of its own, a cream outline round
    the key's face (sunk while pressed), a faint cream wash under the pointer (S97 4.)."""
    body = pygame.Rect(rect.x, rect.y + (depth if pressed else 0), rect.w, rect.h - depth)
    if hovered or pressed:
        wash = pygame.Surface(body.size, pygame.SRCALPHA)
        pygame.draw.rect(wash, (*theme.CREAM, 40), wash.get_rect(), border_radius=radius)
        surface.blit(wash, body.topleft)
    pygame.draw.rect(surface, ACTION_LINE, body, max(2, round(depth * 0.6)),
                     border_radius=radius)


class Stepper(Widget):
    """``−  value  +`` for an integer between ``minimum`` and ``maximum``; ←/→ change it."""

    click_focus = True
    """A click gives it the keyboard focus (see ``Widget.click_focus``)."""

    def __init__(self, value: int, minimum: int, maximum: int,
                 on_change: Callable[[int], None] | None = None, *, step: int = 1,
                 formatter: Callable[[int], str] = str, name: str = "") -> None:
        """Start at ``value``; ``on_change`` gets each new value; ``formatter`` writes it."""
        super().__init__()
        self.value = min(max(value, minimum), maximum)
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
        self.on_change = on_change
        self.formatter = formatter
        self.name = name
        self.minus = pygame.Rect(0, 0, 0, 0)
        self.plus = pygame.Rect(0, 0, 0, 0)
        self.hover: str | None = None
        self.pressed: str | None = None

    def place(self, rect: pygame.Rect, scale: float, font_size: int | None = None) -> None:
        """Lay the − and + keys at both ends of ``rect``."""
        super().place(rect, scale, font_size)
        side = min(self.rect.h, theme.px(theme.STEPPER_BUTTON, scale))
        self.minus = pygame.Rect(self.rect.x, self.rect.centery - side // 2, side, side)
        self.plus = pygame.Rect(self.rect.right - side, self.rect.centery - side // 2, side, side)

    def set_value(self, value: int) -> None:
        """Change the value (clamped) and tell ``on_change`` if it moved."""
        value = min(max(value, self.minimum), self.maximum)
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    def _part(self, pos: tuple[int, int]) -> str | None:
        if self.minus.collidepoint(pos):
            return "minus"
        if self.plus.collidepoint(pos):
            return "plus"
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Click − or + to step the value."""
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self._part(event.pos)
            return False
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self._part(event.pos)
            return self.pressed is not None or self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            part, self.pressed = self.pressed, None
            if part is not None and part == self._part(event.pos):
                self.set_value(self.value + (self.step if part == "plus" else -self.step))
                return True
        return False

    def on_key(self, key: int, focused: bool = True) -> bool:
        """← / − lower, → / + raise the value (nothing while disabled: S110 4.)."""
        if not self.enabled:
            return False
        if key in (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS):
            self.set_value(self.value - self.step)
            return True
        if key in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_EQUALS):
            self.set_value(self.value + self.step)
            return True
        return False

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The two keys and the value between them."""
        if not self.visible:
            return
        size = self.font_size
        _draw_key(surface, self.minus, "−", size, self.scale, hovered=self.hover == "minus",
                  pressed=self.pressed == "minus", enabled=self.enabled
                  and self.value > self.minimum)  # (inert while disabled: S110 4.)
        _draw_key(surface, self.plus, "+", size, self.scale, hovered=self.hover == "plus",
                  pressed=self.pressed == "plus", enabled=self.enabled
                  and self.value < self.maximum)
        draw_text(surface, self.formatter(self.value), size,
                  theme.CREAM if self.enabled else theme.KEY_TEXT_DISABLED, self.rect.center,
                  shadow=theme.px(2, self.scale),
                  max_width=max(10, self.plus.x - self.minus.right - theme.px(8, self.scale)))
        if focused:
            draw_focus_ring(surface, self.rect, self.scale)


class Choice(Widget):
    """A row of options, one selected (language, speed, target…); ←/→ move the choice."""

    click_focus = True
    """A click gives it the keyboard focus (see ``Widget.click_focus``)."""

    def __init__(self, options: Sequence[tuple[Any, Label]], selected: Any,
                 on_change: Callable[[Any], None] | None = None, *, name: str = "") -> None:
        """``options`` are (value, label) pairs; ``selected`` is the value chosen first."""
        super().__init__()
        self.options = list(options)
        values = [value for value, _ in self.options]
        self.index = values.index(selected) if selected in values else 0
        self.on_change = on_change
        self.name = name
        self.rects: list[pygame.Rect] = []
        self.hover = -1
        self.pressed = -1

    @property
    def value(self) -> Any:
        """The selected option's value."""
        return self.options[self.index][0]

    def select(self, index: int) -> None:
        """Choose option ``index`` and tell ``on_change`` if it changed."""
        index = min(max(index, 0), len(self.options) - 1)
        if index != self.index:
            self.index = index
            if self.on_change is not None:
                self.on_change(self.value)

    def place(self, rect: pygame.Rect, scale: float, font_size: int | None = None) -> None:
        """Split ``rect`` into one key per option."""
        super().place(rect, scale, font_size)
        gap = theme.px(10, scale)
        count = max(1, len(self.options))
        width = (self.rect.w - gap * (count - 1)) // count
        self.rects = [pygame.Rect(self.rect.x + i * (width + gap), self.rect.y, width, self.rect.h)
                      for i in range(count)]

    def _index_at(self, pos: tuple[int, int]) -> int:
        for i, rect in enumerate(self.rects):
            if rect.collidepoint(pos):
                return i
        return -1

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Click an option to choose it."""
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self._index_at(event.pos)
            return False
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self._index_at(event.pos)
            return self.pressed >= 0
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            index, self.pressed = self.pressed, -1
            if index >= 0 and index == self._index_at(event.pos):
                self.select(index)
                return True
        return False

    shared_ink: Callable[[], str] | None = None
    """The words whose ink sets the keys' one baseline, when a row of keys stands beside
    another (the Statistics pages beside the game tabs, S67); None: this row's own labels."""

    wraps = False
    """Whether ← on the first option chooses the last and → on the last the first (Settings,
    ruling S58: there ← → always change the value), or they stay at the ends."""

    def on_key(self, key: int, focused: bool = True) -> bool:
        """← / → choose the previous / next option (wrapping round where :attr:`wraps`)."""
        if key not in (pygame.K_LEFT, pygame.K_RIGHT) or not self.options:
            return False
        step = -1 if key == pygame.K_LEFT else 1
        to = self.index + step
        if self.wraps:
            to %= len(self.options)
        if 0 <= to < len(self.options) and to != self.index:
            self.select(to)
        return True

    def activate(self) -> None:
        """Enter / Space: the next option (wrapping)."""
        self.select((self.index + 1) % len(self.options) if self.options else 0)

    def option_size(self) -> int:
        """The one font size of every option: the largest at which each label fits its key
        (a long "Normală" sets its neighbours "Lentă" and "Rapidă" in its size too)."""
        room = [rect.w - theme.px(theme.BUTTON_RADIUS * 0.7, self.scale) for rect in self.rects]
        return min((fit_size(label_text(label), self.font_size, max(1, w))
                    for w, (_, label) in zip(room, self.options, strict=False)),
                   default=self.font_size)

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """Every option as a key, all in one size; the chosen one in gold."""
        if not self.visible:
            return
        size = self.option_size()
        row = (self.shared_ink() if self.shared_ink is not None  # one baseline
               else "".join(label_text(label) for _, label in self.options))
        for i, (rect, (_, label)) in enumerate(zip(self.rects, self.options, strict=False)):
            _draw_key(surface, rect, label_text(label), size, self.scale,
                      hovered=i == self.hover, pressed=i == self.pressed, enabled=self.enabled,
                      selected=i == self.index, ink=row)
        if focused:
            draw_focus_ring(surface, self.rect, self.scale)


class TextField(Widget):
    """One line of text typed with TEXTINPUT events (diacritics work), Backspace deletes."""

    click_focus = True
    """A click gives it the keyboard focus (see ``Widget.click_focus``)."""

    def __init__(self, text: str = "", max_length: int = theme.NAME_MAX_LENGTH,
                 on_change: Callable[[str], None] | None = None, *, placeholder: Label = "",
                 name: str = "", replace_first: bool = False,
                 counter: Callable[[int, int], str] | None = None,
                 on_refuse: Callable[[str], None] | None = None,
                 on_full: Callable[[], None] | None = None, bare: bool = False) -> None:
        """Start with ``text`` (cut to ``max_length`` characters).

        ``replace_first``: ``text`` is a suggestion (a default name), shown selected until the
        player types: the first letter replaces it and Backspace clears it, as in any form.
        ``counter(count, limit)`` writes the length shown inside the field ("12/16"); a letter
        refused because the field is full turns it and the border red for a moment.
        ``on_refuse`` is told the typed characters the game's typeface cannot draw (emoji):
        they are left out, never shown as empty boxes. ``on_full`` is told when typed letters
        are refused because the field is full. ``bare``: see :attr:`bare`.
        """
        super().__init__()
        self.text = text[:max_length]
        self.selected = replace_first and bool(self.text)
        self.max_length = max_length
        self.on_change = on_change
        self.on_refuse = on_refuse
        self.on_full = on_full
        self.placeholder = placeholder
        self.name = name
        self.blink = 0.0
        self.steady = False
        """True while nobody types: the caret stops blinking once it is lit (as GTK's does)."""
        self.hovered = False
        self.font_size = theme.FONT_BODY
        self.min_font_size = 0
        """The size a text too long for the field shrinks to before it is cut (0: never)."""
        self.weight = REGULAR
        """The typeface weight of the text (New Game's names on their cards: bold)."""
        self.counter = counter
        self.refused = 0.0
        """Seconds left of the "full" sign (a letter was refused)."""
        self.reserve = 0
        """Pixels at the right end a bare field leaves to what its card writes there (New
        Game's letter count near the limit; hS41)."""
        self.tag = ""
        """A short count an edited field shows on a dark chip at its right end, inside it
        (New Game's letters left on a low seat card, round 74, critic cR74b #1: over the
        card's mark they covered it); the name keeps clear of it. Empty: no chip."""
        self.bare = bare
        """Written on its card, not in a box: the text in cream on what is under it; while it
        has the focus, the light field of the other inputs (:meth:`draw_bare`)."""
        self.ring: tuple[int, int, int] | None = None
        """A bare field's ring while it is edited (New Game: its seat's colour; else gold)."""

    def set_text(self, text: str) -> None:
        """Replace the text (cut to the maximum length); it is no longer a suggestion."""
        self.selected = False
        text = "".join(ch for ch in text if ch.isprintable())[: self.max_length]
        if text != self.text:
            self.text = text
            if self.on_change is not None:
                self.on_change(text)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """TEXTINPUT (while focused, routed by the focus group) types; a click focuses."""
        if not self.visible or not self.enabled:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.TEXTINPUT:
            refused = missing_glyphs(event.text)
            accepted = "".join(ch for ch in event.text if ch not in refused)
            if refused and self.on_refuse is not None:
                self.on_refuse(refused)
            if not accepted:
                return True
            typed = "" if self.selected else self.text
            self.selected = False
            if len(typed + accepted) > self.max_length:
                self.refused = theme.NAME_REFUSED_TIME
                if self.on_full is not None:
                    self.on_full()
            self.set_text(typed + accepted)
            self.blink = 0.0
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return bool(self.rect.collidepoint(event.pos))
        return False

    def on_key(self, key: int, focused: bool = True) -> bool:
        """Backspace deletes; typed keys are used (their text comes as TEXTINPUT)."""
        if key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            self.set_text("" if self.selected else self.text[:-1])
            self.selected = False
            self.blink = 0.0
            return True
        if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_END, pygame.K_HOME):
            self.selected = False  # keep the suggestion and type after it
            self.blink = 0.0
            return True
        if key in (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN,
                   pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_F11, pygame.K_F1):
            return False
        return True  # letters, space, arrows inside the field: not focus moves

    def activate(self) -> None:
        """Nothing: Enter moves on (the focus group handles it)."""

    def update(self, dt: float) -> None:
        """Blink the caret (it rests lit while ``steady``); fade the "full" sign."""
        if not (self.steady and self.blink < theme.CARET_BLINK_TIME):
            self.blink = (self.blink + dt) % (2 * theme.CARET_BLINK_TIME)
        self.refused = max(0.0, self.refused - dt)

    def next_blink_in(self) -> float | None:
        """Seconds until the caret turns on or off, or None while it rests lit."""
        on = theme.CARET_BLINK_TIME
        if self.blink < on:
            return None if self.steady else on - self.blink
        return 2 * on - self.blink

    def fitted(self, shown: str, size: int, room: int,
               keep_end: bool = False) -> tuple[str, int]:
        """``shown`` at the size it fits ``room`` in: a long name shrinks (down to
        :attr:`min_font_size`) before it is cut, and a cut always says so with "…": at its
        end ("Ștefan Țuțuia…", never a dangling "-"), or while typing (``keep_end``) at
        its start, so the end where the caret is stays ("…tefan Țuțuianu")."""
        while 0 < self.min_font_size < size and text_size(shown, size, self.weight)[0] > room:
            size -= 1  # a long name shrinks to fit before anything of it is cut
        if text_size(shown, size, self.weight)[0] <= room:
            return shown, size
        if not keep_end:
            return ellipsize(shown, size, room, self.weight), size
        while len(shown) > 1 and text_size(ELLIPSIS + shown, size, self.weight)[0] > room:
            shown = shown[1:]  # keep the end (where the caret is) visible
        return ELLIPSIS + shown.lstrip(" -"), size

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The light field, its text (or grey placeholder) and, when focused, the caret."""
        if not self.visible:
            return
        if self.bare:
            self.draw_bare(surface, focused)
            return
        radius = theme.px(theme.BUTTON_RADIUS * 0.6, self.scale)
        pygame.draw.rect(surface, theme.FIELD, self.rect, border_radius=radius)
        border = theme.GOLD_DARK if self.hovered or focused else theme.FIELD_BORDER
        if self.refused > 0:
            border = theme.NAME_FULL
        pygame.draw.rect(surface, border, self.rect, max(1, theme.px(3, self.scale)),
                         border_radius=radius)
        pad = theme.px(16, self.scale)
        size = self.font_size
        room = self.rect.w - 2 * pad
        if self.counter is not None:
            small = max(theme.least_type(), round(size * 0.62))
            full = len(self.text) >= self.max_length
            colour = theme.NAME_FULL if self.refused > 0 or full and focused else theme.NAME_COUNTER
            count = draw_text(surface, self.counter(len(self.text), self.max_length), small,
                              colour, (self.rect.right - pad, self.rect.centery), "midright")
            room -= count.w + pad
        shown = self.text or label_text(self.placeholder)
        colour = theme.INK if self.text else theme.BUTTON_DISABLED
        shown, size = self.fitted(shown, size, room, focused)
        if focused and self.selected and self.text:
            tw, th = text_size(shown, size)
            highlight = pygame.Rect(self.rect.x + pad - 2, 0, tw + 4, round(th * 0.95))
            highlight.centery = self.rect.centery
            pygame.draw.rect(surface, theme.FIELD_SELECTION, highlight,
                             border_radius=theme.px(4, self.scale))
        rect = draw_text(surface, shown, size, colour, (self.rect.x + pad, self.rect.centery),
                         "midleft")
        if focused:
            if self.blink < theme.CARET_BLINK_TIME:
                x = rect.right + 2 if self.text else self.rect.x + pad
                h = round(size * 0.7)
                pygame.draw.line(surface, theme.INK, (x, self.rect.centery - h // 2),
                                 (x, self.rect.centery + h // 2), max(2, theme.px(3, self.scale)))
            draw_focus_ring(surface, self.rect, self.scale)

    def draw_bare(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The text written on what is under the field, in cream (its placeholder quieter; a
        faint line under the mouse); while focused, the light field (:meth:`draw_editing`)."""
        if focused:
            self.draw_editing(surface)
            return
        pad = theme.px(16, self.scale)
        size = self.font_size
        room = self.rect.w - 2 * pad - self.reserve
        shown = self.text or label_text(self.placeholder)
        colour = theme.CREAM if self.text else theme.MUTED
        shown, size = self.fitted(shown, size, room)
        draw_text(surface, shown, size, colour, (self.rect.x + pad, self.rect.centery),
                  "midleft", shadow=theme.px(2, self.scale), weight=self.weight)
        line_y = min(self.rect.bottom - theme.px(4, self.scale),
                     self.rect.centery + round(size * 0.62))
        ends = (self.rect.x + pad // 2, line_y), (self.rect.right - pad // 2, line_y)
        if self.refused > 0:
            pygame.draw.line(surface, theme.NAME_FULL, *ends, max(2, theme.px(4, self.scale)))
        elif self.hovered:
            pygame.draw.line(surface, theme.MUTED, *ends, max(1, theme.px(2, self.scale)))

    def draw_editing(self, surface: pygame.Surface) -> None:
        """A bare field being edited, as the other inputs look (critic A64: the edited name on
        a brown box): the light field (leaving :attr:`reserve` to its card), the name in ink,
        a suggested name on the light selection, the caret, and a ring in :attr:`ring` (red
        while a letter is refused)."""
        pad = theme.px(16, self.scale)
        box = pygame.Rect(self.rect.x, self.rect.y, self.rect.w - self.reserve, self.rect.h)
        radius = theme.px(theme.BUTTON_RADIUS * 0.6, self.scale)
        pygame.draw.rect(surface, theme.FIELD, box, border_radius=radius)
        ring = theme.NAME_FULL if self.refused > 0 else self.ring or theme.GOLD
        pygame.draw.rect(surface, ring, box, max(2, theme.px(3, self.scale)),
                         border_radius=radius)
        shown = self.text or label_text(self.placeholder)
        colour = theme.INK if self.text else theme.BUTTON_DISABLED
        chip = self._tag_chip(box)
        room = box.w - 2 * pad - (box.right - chip.x if chip.w else 0)
        shown, size = self.fitted(shown, self.font_size, room, True)
        caret_h = round(size * 0.8)
        if self.selected and self.text:  # a text selection, as tall as the caret, square
            tw = text_size(shown, size, self.weight)[0]  # (critic L72: a rounded gold block
            highlight = pygame.Rect(box.x + pad - 2, 0, tw + 5, caret_h)  # read as a tag)
            highlight.centery = box.centery
            pygame.draw.rect(surface, theme.FIELD_SELECTION, highlight)
        rect = draw_text(surface, shown, size, colour, (box.x + pad, box.centery), "midleft",
                         weight=self.weight)
        if self.blink < theme.CARET_BLINK_TIME or (self.selected and self.text):
            # (a selection's caret rests lit at its end: the field reads as one being typed in)
            x = rect.right + 3 if self.text else box.x + pad
            pygame.draw.line(surface, theme.INK, (x, box.centery - caret_h // 2),
                             (x, box.centery + caret_h // 2), max(2, theme.px(3, self.scale)))
        if chip.w:  # the count at the field's right end: small muted figures, a counter
            # of letters (hT78, critic cZ75: on a dark disc it read as a second seat number)
            draw_text(surface, self.tag, self._tag_size(chip), theme.BUTTON_DISABLED,
                      chip.center, weight=BOLD)

    def _tag_size(self, chip: pygame.Rect) -> int:
        """The type of :attr:`tag` in its place ``chip``: bold, :data:`TAG_TYPE` of the
        place's height (small beside the name)."""
        return max(theme.least_type(), round(chip.h * TAG_TYPE))

    def _tag_chip(self, box: pygame.Rect) -> pygame.Rect:
        """Where :attr:`tag` stands inside the edited ``box``: a dark chip at its right end,
        a little inside its ring (an empty rect without a tag)."""
        if not self.tag:
            return pygame.Rect(box.right, box.y, 0, 0)
        inset = max(3, theme.px(6, self.scale))
        high = box.h - 2 * inset
        wide = max(high, text_size(self.tag, self._tag_size(pygame.Rect(0, 0, 0, high)),
                                   BOLD)[0] + high // 2)
        return pygame.Rect(box.right - inset - wide, box.y + inset, wide, high)


class KeyAction(Button):
    """A button drawn as one of the option keys beside it (their face, type and height):
    Setări's "Ascultă" among the toggles (critic A69: a raised bold button there read as
    another kind of thing), with an action's marks no toggle has: a filled lighter face and,
    before its words, :attr:`icon` (critic cQ74 #2: it read as an unselected toggle; cS74
    #11: a gold ring read as a chosen one)."""

    icon = "sound"
    """The icon before its words (one of :data:`game.widgets.group_icons.GROUP_ICONS`)."""

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The key, lit under the pointer, sunk while pressed, greyed when disabled."""
        if not self.visible or self.rect.width <= 0:
            return
        _draw_key(surface, self.rect, str(self.text), self.font_size, self.scale,
                  hovered=self.hovered, pressed=self.pressed, enabled=self.enabled,
                  action=self.icon)
        if focused:
            draw_focus_ring(surface, self.rect, self.scale)
