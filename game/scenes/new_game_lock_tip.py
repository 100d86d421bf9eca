"""New Game's word on the computer's padlock (critic L72 #12: the lock on its seat card was
not explained): a tooltip beside the computer's card, pointing at its padlock, saying why its
seat is fixed ("Calculatorul joacă ultimul: locul lui e fix": in the game New Game starts the
computer closes the order, after every person). It shows while the pointer is over the
computer's card, and for a notice's time when Alt+→ would move the last person past it (the
keys' way to meet the lock). Round 74 (critic #2): inside the card it covered the computer's own
mark; it stands beside what it explains, never on it (:meth:`LockTip.lock_tip_rect`).

A mixin of :class:`game.scenes.new_game.NewGameScene`, which owns the cards.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game import theme
from game.widgets import layout_record
from game.widgets.felt import felt_area
from game.widgets.text import line_height, text_size

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
    free_seat_rects: Callable[[], list[pygame.Rect]]
    panel: pygame.Rect
    type_least: int
    summary_rect: Callable[[], pygame.Rect]
    heading_rect: Callable[[], pygame.Rect]
    start_button: Any
    back_button: Any

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

    def lock_badge_rect(self, card: pygame.Rect) -> pygame.Rect:
        """The padlock's badge on the computer's ``card``: its top right corner, mirroring
        the turn's badge."""
        badge = self.turn_badge(card)
        head = self.tall_head(card)
        edge = self.card_edge()
        rect = pygame.Rect(0, 0, badge, badge)
        rect.center = (card.right - edge - badge // 2, head.y + edge // 2 + badge // 2)
        return rect

    def lock_tip_point(self, card: pygame.Rect) -> tuple[int, int]:
        """The foot of the padlock on the computer's ``card``."""
        return self.lock_badge_rect(card).midbottom

    def lock_tip_places(self, card: pygame.Rect) -> list[pygame.Rect]:
        """Where the tooltip may stand, best first (round 74, critic #2: beside the padlock,
        never on the card's mark or name): over the card, its right edge on the card's (the
        felt between the form and the first row); right of the card, level with the
        padlock, where the felt beside it holds the words; left of it, over the card before
        it. Each holds its words whole on at most :data:`LOCK_TIP_LINES_MOST` lines."""
        felt = felt_area(self.size)
        reach = self.refusal_tip()
        badge = self.lock_badge_rect(card)
        places = []
        above = self._lock_box(card.w)
        if above is not None:
            above.bottomright = (card.right, card.top - reach)
            places.append(above)
        beside = self._lock_box(min(card.w, felt.right - card.right - 2 * reach))
        if beside is not None:
            beside.topleft = (card.right + reach, badge.top)
            places.append(beside)
        left = self._lock_box(card.w)
        if left is not None:
            left.topright = (card.x - reach, badge.top)
            places.append(left)
        return places

    def _lock_box(self, width: int) -> pygame.Rect | None:
        """A tooltip box ``width`` wide round its words (as the refusal's bubble: half its
        pad over and under them), or None when they do not fit whole on
        :data:`LOCK_TIP_LINES_MOST` lines there."""
        pad = self.refusal_pad()
        inner = width - 2 * pad
        if inner <= 0:
            return None
        words = self.words_alone(inner, LOCK_TIP_LINES_MOST, self.lock_tip_text())
        if " ".join(words.lines) != self.lock_tip_text() or any(
                text_size(line, words.size)[0] > inner for line in words.lines):
            return None
        return pygame.Rect(0, 0, width, line_height(words.size) * len(words.lines) + pad)

    def lock_tip_clear(self, card: pygame.Rect, rect: pygame.Rect) -> bool:
        """True when the tooltip at ``rect`` covers nothing it must not: whole on the felt,
        off the computer's ``card``, the form's panel, the buttons and the other cards."""
        if not felt_area(self.size).contains(rect) or rect.colliderect(card):
            return False
        blocked = [*(c for c in self.shown_card_rects() if c != card),
                   *self.free_seat_rects(), *self.lock_tip_form()]
        return not any(rect.colliderect(other) for other in blocked if other.w > 0)

    def lock_tip_form(self) -> list[pygame.Rect]:
        """What the tooltip never covers but the cards: the form's panel, the game's line,
        the heading over the cards and the buttons."""
        return [self.panel, self.summary_rect(), self.heading_rect(), self.start_button.rect,
                self.back_button.rect]

    def lock_tip_rect(self) -> pygame.Rect | None:
        """The tooltip's box: the first of :meth:`lock_tip_places` that covers nothing
        (:meth:`lock_tip_clear`); else the first whole on the felt off the computer's card
        and the form (a tooltip over the card before it or the row over it); None when it
        is not showing."""
        card = self.computer_card()
        if card is None or not self.lock_tip_showing():
            return None
        theme.push_type_least(self.type_least)  # (its words measured as they are drawn)
        try:
            return self._lock_tip_place(card)
        finally:
            theme.pop_type_least()

    def _lock_tip_place(self, card: pygame.Rect) -> pygame.Rect | None:
        """:meth:`lock_tip_rect` for the computer's ``card``."""
        places = self.lock_tip_places(card)
        for rect in places:
            if self.lock_tip_clear(card, rect):
                return rect
        felt = felt_area(self.size)
        form = self.lock_tip_form()
        for rect in places:  # (a tooltip over another card: what it covers shows again)
            if felt.contains(rect) and not rect.colliderect(card) and not any(
                    rect.colliderect(other) for other in form):
                return rect
        return places[0].clamp(felt) if places else None

    def lock_tip_pointer(self, card: pygame.Rect, rect: pygame.Rect) -> list[tuple[int, int]]:
        """The tooltip's point from its box at ``rect`` toward the padlock on ``card``: down
        from a box over the card, sideways from one beside it; the point's end last."""
        badge = self.lock_badge_rect(card)
        reach = self.refusal_tip()
        if rect.bottom <= card.top:  # over the card: down to the padlock's top
            x = min(max(badge.centerx, rect.x + 2 * reach), rect.right - 2 * reach)
            return [(x - reach, rect.bottom - 1), (x + reach, rect.bottom - 1),
                    (x, rect.bottom + reach)]
        y = min(max(badge.centery, rect.y + 2 * reach), rect.bottom - 2 * reach)
        if rect.x >= card.right:  # right of the card: to its edge by the padlock
            return [(rect.x + 1, y - reach), (rect.x + 1, y + reach), (rect.x - reach, y)]
        return [(rect.right - 1, y - reach), (rect.right - 1, y + reach),
                (rect.right + reach, y)]

    def lock_tip_text(self) -> str:
        """What the tooltip says: why the computer's seat is fixed, and where its level is
        chosen (critic K72 #12: the card's "Expert · Setări" read like a link)."""
        return f"{self.tr(LOCK_TIP_KEY)} {self.tr(LEVEL_TIP_KEY)}"

    def lock_tip_words(self, rect: pygame.Rect) -> Any:
        """The tooltip's words as they fit in its box at ``rect`` (the refusal's bubble's
        voice and size: :meth:`RefusalBubble.words_alone`)."""
        inner = rect.w - 2 * self.refusal_pad()
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
        colour), its point toward the padlock (:meth:`lock_tip_pointer`), its words in
        cream."""
        rect = self.lock_tip_rect()
        self._lock_tip_shown = rect is not None
        card = self.computer_card()
        if rect is None or card is None:
            return
        layout_record.covered_under(surface, rect)  # (a tooltip: over what it covers)
        radius = self.px(12)
        ring = max(2, self.px(2))
        pygame.draw.polygon(surface, theme.GOLD, self.lock_tip_pointer(card, rect))
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=radius)
        pygame.draw.rect(surface, theme.GOLD, rect, ring, border_radius=radius)
        self.draw_bubble_words(surface, self.lock_tip_words(rect), rect)
