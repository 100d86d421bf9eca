"""The player looks away: the window is minimised, hidden or has lost the focus.

SDL says so with window events (pygame 2: WINDOWMINIMIZED / WINDOWRESTORED, WINDOWHIDDEN /
WINDOWSHOWN, WINDOWFOCUSLOST / WINDOWFOCUSGAINED). While any of them holds, the game waits
for the player: :class:`game.app.App` passes no time to the screens (the computer stops
between its steps, the Yams countdown and every moment wait where they are) and draws
:func:`draw_paused_veil` over a table; when the player comes back, everything goes on from
where it stopped. A minimised or hidden window is not drawn at all.
"""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import Translator
from game.widgets.felt import dim, draw_panel
from game.widgets.text import BOLD, draw_text, line_height

_CHANGES: dict[int, tuple[str, bool]] = {
    pygame.WINDOWMINIMIZED: ("minimised", True),
    pygame.WINDOWRESTORED: ("minimised", False),
    pygame.WINDOWMAXIMIZED: ("minimised", False),
    pygame.WINDOWHIDDEN: ("hidden", True),
    pygame.WINDOWSHOWN: ("hidden", False),
    pygame.WINDOWFOCUSLOST: ("unfocused", True),
    pygame.WINDOWFOCUSGAINED: ("unfocused", False),
}
"""Each window event that says the player looked away or came back: (what, now true?)."""


class AwayWatch:
    """Follows the window events that say whether the player is looking at the game."""

    def __init__(self) -> None:
        """Start as a window opens: shown, not minimised, with the focus."""
        self.minimised = False
        self.hidden = False
        self.unfocused = False

    def handle(self, event: pygame.event.Event) -> bool:
        """Note ``event`` if it is one of the window's; return whether it was."""
        change = _CHANGES.get(event.type)
        if change is None:
            return False
        setattr(self, change[0], change[1])
        return True

    @property
    def away(self) -> bool:
        """True while the game waits: minimised, hidden or without the focus."""
        return self.minimised or self.hidden or self.unfocused

    @property
    def seen(self) -> bool:
        """False while nothing of the window can be seen (minimised or hidden)."""
        return not (self.minimised or self.hidden)


def draw_paused_veil(surface: pygame.Surface, tr: Translator) -> pygame.Rect:
    """Darken the frame and say, in a dialog's panel at its centre, that the game waits
    for the player; return the panel's rectangle."""
    w, h = surface.get_size()
    scale = theme.scale_for((w, h))
    dim(surface)
    pad = theme.px(theme.DIALOG_PADDING, scale)
    title_size = theme.font_px(theme.FONT_HEADING, scale)
    body_size = theme.font_px(theme.FONT_BODY, scale)
    gap = theme.px(theme.DIALOG_TITLE_GAP, scale)
    panel = pygame.Rect(0, 0, min(w - 2 * pad, theme.px(760, scale)),
                        pad + line_height(title_size, BOLD) + gap + line_height(body_size) + pad)
    panel.center = (w // 2, h // 2)
    draw_panel(surface, panel, scale, alpha=theme.DIALOG_ALPHA)
    draw_text(surface, tr("away.title"), title_size, theme.GOLD, (panel.centerx, panel.y + pad),
              "midtop", shadow=theme.px(3, scale), max_width=panel.w - 2 * pad, weight=BOLD,
              role="away.title")
    draw_text(surface, tr("away.hint"), body_size, theme.CREAM,
              (panel.centerx, panel.bottom - pad - line_height(body_size)), "midtop",
              max_width=panel.w - 2 * pad, role="away.hint")
    return panel
