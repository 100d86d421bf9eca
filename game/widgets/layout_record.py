"""A debug-only record of what a frame draws where: every text and every panel rectangle.

Off by default: the drawing helpers test the module flag :data:`ON` (one global read) and do
nothing more; with it off, the recording functions here record nothing either (round 73).
The layout check (``tests/test_layout_collisions.py``) switches it on with :func:`start`,
calls :func:`begin` before each frame and reads :func:`frame` after it.

What is recorded, in window coordinates (only what is drawn on a window-sized surface; a
helper that draws into a small layer records the layer's final place itself):

- texts (:class:`TextMark`): :func:`game.widgets.text.draw_text`, pills, banners, notices,
  with a ``role`` where it matters ("announcement", "refusal", "banner", "flight", "notice");
- panels (:class:`PanelMark`): :func:`game.widgets.felt.draw_panel`, pills, banners, buttons;
  a text whose centre lies in a panel must lie wholly in it;
- :func:`covered`: everything recorded so far is under an overlay's dimming (it no longer
  counts as on screen).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

ON = False
"""True while a layout check records (never in the game itself)."""

SIZE: tuple[int, int] = (0, 0)
"""The window size being recorded: only surfaces of this size are the window."""


@dataclass(frozen=True)
class TextMark:
    """One line of text on screen."""

    rect: pygame.Rect
    text: str
    role: str = ""
    dimmed: bool = False
    size: int = 0
    """Its font's layout size (drawn at ``theme.FONT_EM`` × size pixels of em); 0: unknown."""


@dataclass(frozen=True)
class PanelMark:
    """One panel (a box texts sit in)."""

    rect: pygame.Rect
    role: str = ""
    dimmed: bool = False
    primary: bool = False
    """A button drawn as the screen's primary (red) action, enabled."""


@dataclass
class Frame:
    """What one frame drew."""

    texts: list[TextMark] = field(default_factory=list)
    panels: list[PanelMark] = field(default_factory=list)
    folded: list[PanelMark] = field(default_factory=list)
    """Regions gone by a fade over several frames, not drawn this frame (the 10 000 mat
    folded when it holds no dice, ruling S64 1.): the layout check lets them go."""

    def shown_texts(self) -> list[TextMark]:
        """The texts not under an overlay's dimming."""
        return [t for t in self.texts if not t.dimmed and t.text.strip()]

    def shown_panels(self) -> list[PanelMark]:
        """The panels not under an overlay's dimming."""
        return [p for p in self.panels if not p.dimmed]


_frame = Frame()


def start(size: tuple[int, int]) -> None:
    """Record from now on, the window being ``size``."""
    global ON, SIZE, _frame
    ON, SIZE, _frame = True, (int(size[0]), int(size[1])), Frame()


def stop() -> None:
    """Stop recording."""
    global ON
    ON = False


def begin(size: tuple[int, int] | None = None) -> None:
    """A new frame starts (the window may have been resized to ``size``)."""
    global SIZE, _frame
    if size is not None:
        SIZE = (int(size[0]), int(size[1]))
    _frame = Frame()


def frame() -> Frame:
    """What was drawn since :func:`begin`."""
    return _frame


def is_window(surface: pygame.Surface) -> bool:
    """True when ``surface`` is (a copy of) the window: its marks are in window coordinates."""
    return surface.get_size() == SIZE


def _records(surface: pygame.Surface) -> bool:
    """True when what is drawn on ``surface`` is recorded: the record on (a frame a test kept
    after :func:`stop` gains nothing from later drawing, round 73) and ``surface`` the
    window."""
    return ON and is_window(surface)


def text(surface: pygame.Surface, rect: pygame.Rect, content: str, role: str = "",
         size: int = 0) -> None:
    """Record ``content`` drawn in ``rect`` of ``surface`` (ignored unless the window); a
    text the surface's clip cuts (a scrolled page) counts for the part that shows; ``size``:
    its font's layout size, when known (the type floor is checked on it)."""
    if _records(surface):
        shown = pygame.Rect(rect).clip(surface.get_clip())
        if shown.w > 0 and shown.h > 0:
            _frame.texts.append(TextMark(shown, content, role, size=size))


def narrow_last_text(surface: pygame.Surface, ink: pygame.Rect) -> None:
    """The newest text recorded on ``surface`` fills only ``ink`` of its line box (a big
    total in the display face: its digits stand low in a box kept tall for accents), so the
    layout check measures what the letters cover (ignored unless the window)."""
    if _records(surface) and _frame.texts:
        last = _frame.texts[-1]
        _frame.texts[-1] = TextMark(pygame.Rect(ink).clip(last.rect), last.text, last.role,
                                    last.dimmed, last.size)


def panel(surface: pygame.Surface, rect: pygame.Rect, role: str = "",
          primary: bool = False) -> None:
    """Record a panel drawn in ``rect`` of ``surface`` (ignored unless the window);
    ``primary``: an enabled button in the primary (red) style."""
    if _records(surface):
        _frame.panels.append(PanelMark(pygame.Rect(rect), role, primary=primary))


def folded(surface: pygame.Surface, rect: pygame.Rect, role: str) -> None:
    """Record that the region ``role`` at ``rect`` of ``surface`` has faded away over several
    frames and is not drawn (ignored unless the window)."""
    if _records(surface):
        _frame.folded.append(PanelMark(pygame.Rect(rect), role))


def covered_under(surface: pygame.Surface, rect: pygame.Rect, *,
                  whole_panels: bool = False) -> None:
    """A tooltip drawn over ``rect`` of ``surface`` hides what stood there while it shows:
    those texts and panels are now under it (as :func:`covered`, for that rect alone). With
    ``whole_panels`` only the panels inside ``rect`` are (a row's backing inside its panel
    hides the rows it passes, never the panel round them)."""
    if _records(surface):
        under = pygame.Rect(rect)

        def hidden(panel: pygame.Rect) -> bool:
            return under.contains(panel) if whole_panels else under.colliderect(panel)

        _frame.texts[:] = [TextMark(t.rect, t.text, t.role,
                                    t.dimmed or under.colliderect(t.rect), t.size)
                           for t in _frame.texts]
        _frame.panels[:] = [PanelMark(p.rect, p.role, p.dimmed or hidden(p.rect), p.primary)
                            for p in _frame.panels]


def covered(surface: pygame.Surface) -> None:
    """An overlay dimmed ``surface``: what it showed is now under the overlay."""
    if _records(surface):
        _frame.texts[:] = [TextMark(t.rect, t.text, t.role, True, t.size) for t in _frame.texts]
        _frame.panels[:] = [PanelMark(p.rect, p.role, True) for p in _frame.panels]
