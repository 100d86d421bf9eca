"""The short "La rând: Ana" banner both tables show when the turn passes (issue 12).

A table asks :class:`TurnWatcher` each frame whether the player it shows has changed (only
once the outcome that passed the turn is visible), then :meth:`TurnBanner.show` the catalog
text; the banner fades in, stays :data:`~game.theme.TURN_BANNER_TIME` seconds and fades out.
"""

from __future__ import annotations

import pygame

from game import theme
from game.widgets import layout_record
from game.widgets.felt import draw_panel
from game.widgets.seats import draw_marked_name, marked_width
from game.widgets.text import fit_size, render


class TurnWatcher:
    """Remembers whose turn a table last announced."""

    def __init__(self, player: int) -> None:
        """Start as if ``player``'s turn had already been announced (a resumed game)."""
        self.player = player

    def changed(self, player: int, visible: bool) -> bool:
        """True once when ``player`` differs from the last one seen and ``visible`` allows it."""
        if not visible or player == self.player:
            return False
        self.player = player
        return True


class TurnBanner:
    """One banner at a time; a newer turn replaces it at once."""

    def __init__(self) -> None:
        """No banner yet."""
        self.text = ""
        self.age = 0.0
        self.duration = 0.0

    @property
    def active(self) -> bool:
        """True while the banner is on screen."""
        return bool(self.text) and self.age < self.duration

    def show(self, text: str, duration: float = theme.TURN_BANNER_TIME) -> None:
        """Show ``text`` (already translated) from now on."""
        self.text, self.age, self.duration = text, 0.0, duration

    def hide(self) -> None:
        """Take the banner away (the game ended)."""
        self.text = ""

    def update(self, dt: float) -> None:
        """Age the banner; forget it once it has faded."""
        if self.text:
            self.age += dt
            if self.age >= self.duration:
                self.text = ""

    def draw(self, surface: pygame.Surface, centre: tuple[int, int], max_width: int,
             scale: float, seat: int | None = None,
             font: int = theme.FONT_HEADING) -> pygame.Rect | None:
        """A solid rounded panel with the text, centred on ``centre``; faded at both ends;
        ``seat``: the mark of the player named goes before the text; ``font``: its
        reference size (a table with a narrow band for it asks a smaller one)."""
        if not self.active:
            return None
        fade = theme.TURN_BANNER_FADE
        alpha = min(1.0, self.age / fade, (self.duration - self.age) / fade)
        room = max_width - theme.px(80, scale)
        size = theme.font_px(font, scale)
        lead = 0 if seat is None else marked_width(size, token=True)
        size = fit_size(self.text, size, room - lead)
        lead = 0 if seat is None else marked_width(size, token=True)
        image = render(self.text, size, theme.TURN_BANNER_COLOUR)
        inner = image.get_rect(center=centre)
        inner.w += lead
        inner.center = centre
        rect = inner.inflate(theme.px(80, scale), theme.px(36, scale))
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        draw_panel(layer, layer.get_rect(), scale, alpha=255)
        pygame.draw.rect(layer, theme.TURN_BANNER_COLOUR, layer.get_rect(),
                         max(2, theme.px(3, scale)), border_radius=theme.px(theme.PANEL_RADIUS,
                                                                             scale))
        draw_marked_name(layer, self.text, size, theme.TURN_BANNER_COLOUR,
                         (rect.w // 2, rect.h // 2), seat, anchor="center", token=True)
        image = pygame.Rect(inner.x + lead, inner.y, inner.w - lead, inner.h)
        layer.set_alpha(round(255 * max(0.0, alpha)))
        surface.blit(layer, rect)
        if layout_record.ON:
            layout_record.panel(surface, rect, "banner")
            layout_record.text(surface, image, self.text, "banner")
        return rect
