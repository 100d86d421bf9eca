"""New Game's word on the computer's padlock (critic L72 #12: the lock on its seat card was
not explained): a tooltip under the padlock, inside the computer's card, saying why its seat
is fixed ("Calculatorul joacă ultimul: locul lui e fix": in the game New Game starts the
computer closes the order, after every person). It shows while the pointer is over the
computer's card, and for a notice's time when Alt+→ would move the last person past it (the
keys' way to meet the lock).

A mixin of :class:`game.scenes.new_game.NewGameScene`, which owns the cards.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game import theme
from game.widgets import layout_record
from game.widgets.text import line_height

LOCK_TIP_KEY = "new_game.computer_last"
"""What the tooltip says: the computer plays last, its seat fixed (what its padlock does)."""
LEVEL_TIP_KEY = "new_game.level_in_settings"
"""...and after it, where the computer's level is chosen (Setări)."""
LOCK_TIP_LINES_MOST = 5
"""The tooltip's words on at most this many lines (a narrow card of six seats)."""


class LockTip:
    """The computer's padlock explained in a tooltip (a mixin of New Game)."""

    lock_over: bool = False
    """True while the pointer is over the computer's card."""
    lock_tip_left: float = 0.0
    """Seconds the tooltip still shows since a key met the lock (Alt+→ on the last person)."""
    _lock_tip_shown: bool = False
    tr: Any
    scale: float
    size: tuple[int, int]
    focus: Any
    motion: Any
    shown_card_rects: Callable[[], list[pygame.Rect]]
    field_of_card: Callable[[int], Any]
    turn_badge: Callable[[pygame.Rect], int]
    tall_head: Callable[[pygame.Rect], pygame.Rect]
    card_edge: Callable[[], int]
    refusal_pad: Callable[[], int]
    draw_bubble_words: Callable[[pygame.Surface, Any, pygame.Rect], None]
    refusal_tip: Callable[[], int]
    words_alone: Callable[..., Any]
    px: Callable[..., int]

    def lock_tip_showing(self) -> bool:
        """True when the tooltip is up: the pointer on the computer's card, or a key that
        met its lock a moment ago; never while the cards move."""
        return (self.lock_over or self.lock_tip_left > 0) and not self.motion.moving

    def computer_card(self) -> pygame.Rect | None:
        """Where the computer's card shows (None: no card shown yet)."""
        for k, rect in enumerate(self.shown_card_rects()):
            if self.field_of_card(k) is None:
                return rect
        return None

    def lock_tip_point(self, card: pygame.Rect) -> tuple[int, int]:
        """The foot of the padlock on the computer's ``card`` (where the tooltip points)."""
        badge = self.turn_badge(card)
        head = self.tall_head(card)
        edge = self.card_edge()
        return card.right - edge - badge // 2, head.y + edge // 2 + badge

    def lock_tip_rect(self) -> pygame.Rect | None:
        """The tooltip's box: the computer card's inside width, hanging under its padlock
        over the card's mark (a tooltip: what it covers shows again when it goes)."""
        card = self.computer_card()
        if card is None or not self.lock_tip_showing():
            return None
        words = self.lock_tip_words(card)
        pad = self.refusal_pad()
        width = card.w - 2 * self.card_edge()
        height = line_height(words.size) * len(words.lines) + 2 * pad
        rect = pygame.Rect(0, 0, width, height)
        rect.midtop = (card.centerx, self.lock_tip_point(card)[1]
                       + self.refusal_tip())
        return rect.clamp(pygame.Rect((0, 0), self.size))

    def lock_tip_text(self) -> str:
        """What the tooltip says: why the computer's seat is fixed, and where its level is
        chosen (critic K72 #12: the card's "Expert · Setări" read like a link)."""
        return f"{self.tr(LOCK_TIP_KEY)} {self.tr(LEVEL_TIP_KEY)}"

    def lock_tip_words(self, card: pygame.Rect) -> Any:
        """The tooltip's words as they fit in ``card``'s inside width (the refusal's bubble's
        voice and size: :meth:`RefusalBubble.words_alone`)."""
        inner = card.w - 2 * self.card_edge() - 2 * self.refusal_pad()
        return self.words_alone(max(1, inner), LOCK_TIP_LINES_MOST, self.lock_tip_text())

    def track_lock_pointer(self, pos: tuple[int, int]) -> None:
        """The pointer moved to ``pos``: the tooltip is up while it is on the computer's
        card."""
        card = self.computer_card()
        self.lock_over = card is not None and card.collidepoint(pos)

    def lock_met_by_keys(self) -> None:
        """Alt+→ would move the last person past the computer: the tooltip says why not."""
        self.lock_tip_left = theme.NOTICE_TIME

    def step_lock_tip(self, dt: float) -> None:
        """The keys' tooltip's time runs out."""
        self.lock_tip_left = max(0.0, self.lock_tip_left - dt)

    def _draw_lock_tip(self, surface: pygame.Surface) -> None:
        """The tooltip of :meth:`lock_tip_rect`: a dark box ringed in gold (the padlock's
        colour), its point up to the padlock, its words in cream."""
        rect = self.lock_tip_rect()
        self._lock_tip_shown = rect is not None
        card = self.computer_card()
        if rect is None or card is None:
            return
        x, foot = self.lock_tip_point(card)
        x = min(max(x, rect.x + 2 * self.refusal_tip()),
                rect.right - 2 * self.refusal_tip())
        layout_record.covered_under(surface, rect)  # (over the card's mark while it shows)
        radius = self.px(12)
        ring = max(2, self.px(2))
        pygame.draw.polygon(surface, theme.GOLD, [(x - self.refusal_tip(), rect.y + 1),
                                                  (x + self.refusal_tip(), rect.y + 1),
                                                  (x, foot)])
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=radius)
        pygame.draw.rect(surface, theme.GOLD, rect, ring, border_radius=radius)
        self.draw_bubble_words(surface, self.lock_tip_words(card), rect)
