"""A vertical scroll view: wheel, drag, keys, and a visible scrollbar.

The view owns no content: a scene tells it the ``viewport`` (where the content shows), the
``content_height`` (how tall the content is) and reads ``offset`` (how many pixels of content
are scrolled out above the viewport) when drawing. Every change goes through :meth:`scroll_to`,
which clamps the offset to ``0 .. max_offset``.

Mouse: the wheel scrolls by :data:`game.theme.SCROLL_WHEEL_STEP` lines; pressing inside the
viewport and dragging moves the content with the pointer; dragging the scrollbar thumb moves
it along its track; clicking the track above or below the thumb pages. Keys (:meth:`on_key`):
Up/Down by a line, PageUp/PageDown by a page, Home/End to either end.
"""

from __future__ import annotations

import pygame

from game import theme
from game.widgets.button import Widget, blend

SCROLL_KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME,
               pygame.K_END)
"""Keys a :class:`ScrollView` answers in :meth:`ScrollView.on_key`."""


class ScrollView(Widget):
    """Scroll state and input handling of one vertical area, and its scrollbar drawing."""

    focusable = False

    def __init__(self, *, name: str = "scroll") -> None:
        """Start with nothing to scroll; the scene's layout sets viewport and content height."""
        super().__init__()
        self.name = name
        self.viewport = pygame.Rect(0, 0, 0, 0)
        self.track = pygame.Rect(0, 0, 0, 0)
        self.content_height = 0
        self.line = 40
        self.offset = 0
        self._drag: tuple[str, int, int] | None = None  # ("content"|"thumb", start y, offset)
        self.hovered = False

    # --- geometry ------------------------------------------------------------------------

    def configure(self, viewport: pygame.Rect, track: pygame.Rect, content_height: int,
                  line: int, scale: float) -> None:
        """Set the visible area, the scrollbar track, the content height and the line step.

        The offset is kept (clamped), so a relayout after a resize keeps the reader's place.
        """
        self.viewport = pygame.Rect(viewport)
        self.track = pygame.Rect(track)
        self.content_height = max(0, int(content_height))
        self.line = max(1, int(line))
        self.place(self.track, scale)
        self.scroll_to(self.offset)

    @property
    def max_offset(self) -> int:
        """The largest offset: the content's bottom at the viewport's bottom (0 if it fits)."""
        return max(0, self.content_height - self.viewport.h)

    @property
    def page(self) -> int:
        """One page step: the viewport height less one line, so a line stays in view."""
        return max(self.line, self.viewport.h - self.line)

    @property
    def scrollable(self) -> bool:
        """True when the content is taller than the viewport."""
        return self.max_offset > 0

    def thumb_rect(self) -> pygame.Rect:
        """The scrollbar thumb inside the track (the whole track when nothing scrolls)."""
        track = self.track
        if not self.scrollable or self.content_height <= 0:
            return pygame.Rect(track)
        height = max(track.w * 2, round(track.h * self.viewport.h / self.content_height))
        height = min(track.h, height)
        top = track.y + round((track.h - height) * self.offset / self.max_offset)
        return pygame.Rect(track.x, top, track.w, height)

    # --- changes -------------------------------------------------------------------------

    def scroll_to(self, offset: float) -> None:
        """Set the offset, clamped to ``0 .. max_offset``."""
        self.offset = int(min(max(0, round(offset)), self.max_offset))

    def scroll_by(self, delta: float) -> None:
        """Move the offset by ``delta`` pixels (positive: further down the content)."""
        self.scroll_to(self.offset + delta)

    def reveal(self, top: int, height: int = 0) -> None:
        """Scroll so that content ``top`` (content pixels) shows at the top of the viewport."""
        del height  # the section heading goes to the top; what follows flows below it
        self.scroll_to(top)

    @property
    def dragging(self) -> bool:
        """True while the content or the thumb is being dragged."""
        return self._drag is not None

    # --- input ---------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Wheel, drag of the content or the thumb, click on the track; True when used."""
        if event.type == pygame.MOUSEWHEEL:
            dy = getattr(event, "precise_y", None) or event.y
            if getattr(event, "flipped", False):
                dy = -dy
            before = self.offset
            self.scroll_by(-dy * self.line * theme.SCROLL_WHEEL_STEP)
            return self.offset != before or self.scrollable
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            pos = event.pos
            grab = self.track.inflate(self.track.w, 0)  # a wider target than the thin bar
            if self.scrollable and grab.collidepoint(pos):
                thumb = self.thumb_rect()
                if thumb.inflate(thumb.w, 0).collidepoint(pos):
                    self._drag = ("thumb", pos[1], self.offset)
                elif pos[1] < thumb.y:
                    self.scroll_by(-self.page)
                else:
                    self.scroll_by(self.page)
                return True
            if self.viewport.collidepoint(pos):
                self._drag = ("content", pos[1], self.offset)
                return False  # the content may still react to the press (e.g. nothing here)
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.track.inflate(self.track.w, 0).collidepoint(event.pos)
            if self._drag is None:
                return False
            kind, start, offset = self._drag
            moved = event.pos[1] - start
            if kind == "content":
                self.scroll_to(offset - moved)
            else:
                room = self.track.h - self.thumb_rect().h
                if room > 0:
                    self.scroll_to(offset + moved * self.max_offset / room)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self._drag is not None
            self._drag = None
            return was and event.pos is not None and self.track.collidepoint(event.pos)
        if event.type in (pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST):
            self._drag = None
        return False

    def on_key(self, key: int, focused: bool = True) -> bool:
        """Up/Down a line, PageUp/PageDown a page, Home/End to the ends; True when used."""
        steps = {pygame.K_UP: -self.line, pygame.K_DOWN: self.line,
                 pygame.K_PAGEUP: -self.page, pygame.K_PAGEDOWN: self.page}
        if key in steps:
            self.scroll_by(steps[key])
            return True
        if key == pygame.K_HOME:
            self.scroll_to(0)
            return True
        if key == pygame.K_END:
            self.scroll_to(self.max_offset)
            return True
        return False

    # --- drawing -------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """Draw the track and the thumb (nothing when the content fits)."""
        if not self.visible or not self.scrollable or self.track.w <= 0:
            return
        radius = self.track.w // 2
        pygame.draw.rect(surface, theme.SCROLL_TRACK, self.track, border_radius=radius)
        lit = 1.0 if self._drag is not None and self._drag[0] == "thumb" else (
            0.5 if self.hovered else 0.0)
        colour = blend(theme.SCROLL_THUMB, theme.GOLD, lit)
        pygame.draw.rect(surface, colour, self.thumb_rect(), border_radius=radius)
