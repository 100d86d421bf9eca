"""Short notices shown over any screen for a few seconds ("Sunet oprit", a damaged file set aside).

The app owns one :class:`NoticeBoard` and draws it after the scenes, so a notice survives a
change of screen. Notices stack downwards from the top centre and fade out.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game import theme
from game.widgets import layout_record
from game.widgets.text import draw_text, text_size, wrap


@dataclass
class Notice:
    """One notice: its text and the seconds it has left."""

    text: str
    left: float
    kind: str = ""
    """What the notice is about ("sound"...): a newer notice of the same kind replaces it."""
    at: tuple[int, int, int] | None = None
    """Where the notice stands instead of the top centre: (right, centre y, least left) in
    window pixels (a clear said where its button stood, ruling S89 4); None: the top."""


class NoticeBoard:
    """The notices currently on screen, oldest first."""

    def __init__(self) -> None:
        """Start with no notice."""
        self.notices: list[Notice] = []

    def post(self, text: str, seconds: float = theme.NOTICE_TIME, kind: str = "",
             at: tuple[int, int, int] | None = None) -> None:
        """Show ``text`` for ``seconds``; the same text again only restarts its timer, and a
        notice of the same non-empty ``kind`` ("Sunet oprit" then "Sunet pornit") is replaced,
        so contradictory lines never stack; ``at``: see :attr:`Notice.at`."""
        for notice in self.notices:
            if notice.text == text:
                notice.left = seconds
                return
        if kind:
            self.notices = [n for n in self.notices if n.kind != kind]
        self.notices.append(Notice(text, seconds, kind, at))
        del self.notices[:-theme.NOTICE_MAX]

    @property
    def active(self) -> bool:
        """True while a notice is on screen."""
        return bool(self.notices)

    def update(self, dt: float) -> None:
        """Age the notices and forget the ones that ran out."""
        for notice in self.notices:
            notice.left -= dt
        self.notices = [n for n in self.notices if n.left > 0]

    def draw(self, surface: pygame.Surface, scale: float) -> None:
        """Draw each notice as a rounded dark pill near the top of the window."""
        w, _ = surface.get_size()
        size = theme.font_px(theme.FONT_SMALL, scale)
        pad = theme.px(22, scale)
        y = theme.px(theme.RIM_WIDTH + 18, scale)
        for notice in self.notices:
            lines = wrap(notice.text, size, int(w * 0.7))
            width = max(text_size(line, size)[0] for line in lines) + 2 * pad
            height = len(lines) * round(size * 1.05) + pad
            rect = pygame.Rect(0, y, width, height)
            rect.centerx = w // 2
            if notice.at is not None:  # where its button stood, never past ``least left``
                rect.right, rect.centery = notice.at[0], notice.at[1]
                rect.left = max(rect.left, notice.at[2])
            alpha = round(255 * min(1.0, notice.left / theme.NOTICE_FADE_TIME))
            pill = pygame.Surface(rect.size, pygame.SRCALPHA)
            radius = min(rect.h // 2, theme.px(theme.PANEL_RADIUS, scale))
            pygame.draw.rect(pill, (*theme.PANEL, min(alpha, theme.PANEL_ALPHA)), pill.get_rect(),
                             border_radius=radius)
            pygame.draw.rect(pill, (*theme.PANEL_BORDER, alpha), pill.get_rect(), width=2,
                             border_radius=radius)
            ty = pad // 2 + round(size * 0.5)
            for line in lines:
                mark = draw_text(pill, line, size, theme.CREAM, (rect.w // 2, ty))
                if layout_record.ON:
                    layout_record.text(surface, mark.move(rect.x, rect.y), line, "notice")
                ty += round(size * 1.05)
            if alpha < 255:
                pill.set_alpha(alpha)
            surface.blit(pill, rect)
            if layout_record.ON:
                layout_record.panel(surface, rect, "notice")
            y = y if notice.at is not None else rect.bottom + theme.px(10, scale)
