"""Scores' short boards, three scores or fewer (a mixin of
:class:`game.scenes.scores.ScoresScene`): each keeps a full board's height and says its own
invitation ("Orice scor intră în top 10", or an empty board's sentence naming its game) on a
gold-edged card in its lower part, under its podium (hS64 beside a list; hS65, critic A64,
reversing hS64's pair of short panels centred with one card spanning under both: that card
read as no one's and the felt stood bare over the panels)."""

from __future__ import annotations

from typing import Any

import pygame

from game import theme
from game.widgets.icons import draw_icon
from game.widgets.text import BOLD, draw_text, even_lines, fit_size, line_height

CARD_PAD = 18
"""The room round the invitation's words inside its card (reference pixels)."""
CARD_EDGE = 3
"""The invitation card's gold edge (reference pixels; 2 px at least)."""
CARD_FILL = 0.14
"""How much gold the invitation card's face takes over the table header's green."""
BESIDE_ROWS = 2.4
"""A short 10 000 board's card beside a list at least this many rows high (its other
targets' card under it)."""
TEASER_ROWS = 1.5
"""A short board's next-place teaser this many compact rows high (hS66)."""
CARD_CUP = 96
"""A tall invitation card's trophy (reference pixels)..."""
CARD_CUP_LEAST = 40
"""...drawn only where it has this much room at least."""


class FewBoards:
    """A short board's invitation, on a card in its own panel (a board is short where
    :meth:`~game.scenes.scores.ScoresScene.few` says so: three scores or fewer; hS64 beside
    a list; hS65, critic A64, beside another short board too: the card once under both read
    as no one's, the pair centred left felt bare over them)."""

    px: Any
    tr: Any
    rows: Any
    invitation: Any
    aim_size: Any
    row_height: Any
    invite_rects: list[pygame.Rect]

    def card_line(self, kind: str) -> str:
        """A short board's card's one line: its next place ("Locul 4 te așteaptă"; hS66,
        critic A65: "Orice scor intră în top 10" is the screen's subtitle now), or an empty
        board's sentence; no "Loc liber" heading over it (hS65, critic A64: said twice in one
        breath)."""
        if self.rows(kind):
            return self.tr("scores.next_place", place=len(self.rows(kind)) + 1)
        return self.invitation(kind)

    def card_lines(self, line: str, width: int) -> tuple[int, list[str]]:
        """The card's line set in bold at its type (the board's aim's), wrapped in even
        lines if it must."""
        big = self.aim_size()
        inner = width - 2 * self.px(CARD_PAD)
        if fit_size(line, big, inner, BOLD) >= round(big * 0.9):
            return fit_size(line, big, inner, BOLD), [line]
        return big, list(even_lines(line, big, inner, BOLD))

    def beside_card_height(self, kind: str, width: int) -> int:
        """The card of a short 10 000 board beside a list (its other targets under it): its
        words with air, at least :data:`BESIDE_ROWS` rows."""
        if self.rows(kind):
            return self.teaser_height(kind, width)
        big, lines = self.card_lines(self.card_line(kind), width)
        words = len(lines) * line_height(big, BOLD)
        return max(round(self.row_height() * BESIDE_ROWS), words + 2 * self.px(CARD_PAD))

    def teaser_height(self, kind: str, width: int) -> int:
        """A short board's next-place teaser (hS66, critic A65: the tall trophy card under a
        short Yams podium was filler): :data:`TEASER_ROWS` rows, or its words with air."""
        big, lines = self.card_lines(self.card_line(kind), width)
        words = len(lines) * line_height(big, BOLD) + self.px(CARD_PAD)
        return max(round(self.row_height() * TEASER_ROWS), words)

    def draw_beside_card(self, surface: pygame.Surface, kind: str, card: pygame.Rect) -> None:
        """A short board's invitation beside a list, on a larger card in its lower part."""
        self.draw_invite_card(surface, card, self.card_line(kind))

    def draw_invite_card(self, surface: pygame.Surface, card: pygame.Rect, line: str) -> None:
        """A gold-edged card: ``line`` (the invitation, bold gold, wrapped if it must),
        centred in it; a tall card wears a gold trophy over it, waiting."""
        radius = self.px(14)
        face = pygame.Surface(card.size, pygame.SRCALPHA)
        fill = [round(a + (b - a) * CARD_FILL) for a, b in zip(theme.TABLE_HEADER, theme.GOLD,
                                                                strict=True)]
        pygame.draw.rect(face, (*fill, 235), face.get_rect(), border_radius=radius)
        surface.blit(face, card)
        pygame.draw.rect(surface, theme.GOLD, card, max(2, self.px(CARD_EDGE)),
                         border_radius=radius)
        big, lines = self.card_lines(line, card.w)
        tall = len(lines) * line_height(big, BOLD)
        cup = min(self.px(CARD_CUP), card.h - tall - 3 * self.px(CARD_PAD))
        cup = cup if cup >= self.px(CARD_CUP_LEAST) else 0
        y = card.centery - (tall + (cup + self.px(CARD_PAD) if cup else 0)) // 2
        if cup:
            draw_icon(surface, "trophy-cup", cup, theme.GOLD, (card.centerx, y + cup // 2),
                      shadow=self.px(3))
            y += cup + self.px(CARD_PAD)
        step = line_height(big, BOLD)
        for words in lines:
            draw_text(surface, words, big, theme.GOLD, (card.centerx, y + step // 2),
                      weight=BOLD, shadow=self.px(2))
            y += step
        self.invite_rects.append(card)
