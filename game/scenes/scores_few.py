"""Scores' boards when neither holds more than the podium's three scores (a mixin of
:class:`game.scenes.scores.ScoresScene`; hS64, the lead engineer's ruling on hS63's bare lower
panels): the panels end after their last used row, both one height and top, and the pair
stands centred in the room under the title. When both boards hold scores the invitation
("Orice scor intră în top 10") is said once, on a gold-edged card spanning under both panels
(it is true of both; on the left only it would read as Yams' alone and leave the right
panel's row bare); an empty board beside says its own sentence in its panel, under its
podium, level with the other board's invitation."""

from __future__ import annotations

from typing import Any

import pygame

from game import theme
from game.scenes.scores_podium import CARD_GAP
from game.widgets.icons import draw_icon
from game.widgets.text import BOLD, draw_text, even_lines, fit_size, line_height

KINDS = ("yams", "farkle")
"""The two boards, left to right."""

SPAN_GAP = 0.6
"""The felt between the panels and the invitation's card under both (shares of theme.GAP)."""
SPAN_PAD = 18
"""The room round the invitation's words inside its card (reference pixels)."""
SPAN_EDGE = 3
"""The invitation card's gold edge (reference pixels; 2 px at least)."""
SPAN_FILL = 0.14
"""How much gold the invitation card's face takes over the table header's green."""
BESIDE_ROWS = 2.4
"""A short 10 000 board's card beside a list at least this many rows high (its other
targets' card under it)."""
CARD_CUP = 96
"""A tall invitation card's trophy (reference pixels)..."""
CARD_CUP_LEAST = 40
"""...drawn only where it has this much room at least."""


class FewBoards:
    """Where the boards stand when both are short, and the invitation said once."""

    px: Any
    tr: Any
    few: Any
    rows: Any
    table: Any
    nothing_held: Any
    invitation: Any
    invite_size: Any
    aim_size: Any
    text_size: Any
    row_height: Any
    podium_height: Any
    foot_pad: Any
    boards_bottom: Any
    scale: float
    content: pygame.Rect
    back_button: Any
    target: Any
    font_px: Any
    heading_row: pygame.Rect
    panels: dict[str, pygame.Rect]
    invite_rects: list[pygame.Rect]
    heading_base: pygame.Rect | None = None
    target_base: pygame.Rect | None = None
    boards_shift: int = 0

    def both_few(self) -> bool:
        """True when neither board as shown holds more than three scores (and some board,
        at some target, holds one: else the screen is its one empty state)."""
        return not self.nothing_held() and all(self.few(kind) for kind in KINDS)

    def invite_spans(self) -> bool:
        """True when the invitation is said once under both panels: both boards short and
        both holding a score (an empty board says its own sentence instead)."""
        return self.both_few() and all(self.rows(kind) for kind in KINDS)

    def few_band(self, width: int) -> int:
        """The height under the podium inside the panels of two short boards (0 when the
        invitation spans under both): the taller of an empty board's sentence and a board's
        invitation row, so both panels are one height."""
        if self.invite_spans():
            return 0
        need = 0
        for kind in KINDS:
            if self.rows(kind):
                need = max(need, self.row_height(),
                           line_height(self.invite_size(width), BOLD))
                continue
            size = max(self.text_size(), self.aim_size())
            lines = even_lines(self.invitation(kind), size, width - 2 * self.px(16), BOLD)
            need = max(need, len(list(lines)) * line_height(size, BOLD) + self.px(theme.GAP))
        return self.px(CARD_GAP) + need

    def span_height(self) -> int:
        """The invitation card's height under both panels (0 when it is not said there)."""
        if not self.invite_spans():
            return 0
        small, big = self.card_words()
        return line_height(small, BOLD) + line_height(big, BOLD) + 2 * self.px(SPAN_PAD)

    def span_gap(self) -> int:
        """The felt between the panels and the invitation's card under both."""
        return self.px(theme.GAP * SPAN_GAP)

    def few_panel_height(self, width: int) -> int:
        """The panels' height with both boards short: the name's row, the podium, the band
        under it and the foot."""
        pad = self.px(theme.GAP * 1.2)
        head = self.heading_base.h if self.heading_base is not None else self.heading_row.h
        return (pad + head + pad + self.podium_height("yams") + self.few_band(width)
                + self.foot_pad())

    def shift_for(self) -> int:
        """How far down the pair of short panels (and their card) stands, centred in the
        room under the title (0 unless both boards are short)."""
        if not self.both_few():
            return 0
        width = self.panels["yams"].w - 2 * self.px(theme.GAP * 1.2)
        group = self.few_panel_height(width)
        if self.invite_spans():
            group += self.span_gap() + self.span_height()
        room = self.back_button.rect.y - self.content.y  # (centred between the title's room
        return max(0, min(self.boards_bottom() - self.content.y - group,  # and the buttons)
                          (room - group) // 2))

    def place_boards(self) -> None:
        """Stand the boards' names' row (and the 10 000 target's choice) where the boards
        start: lower, centred, when both are short; as laid out otherwise."""
        if self.heading_base is None or self.target_base is None:
            return
        shift = self.shift_for()
        moved = self.heading_base.move(0, shift)
        if moved == self.heading_row and shift == self.boards_shift:
            return
        self.boards_shift = shift
        self.heading_row = moved
        self.target.place(self.target_base.move(0, shift), self.scale,
                          self.font_px(theme.FONT_SMALL))

    def few_end(self, inner: pygame.Rect) -> int | None:
        """With both boards short, where a board's used rows end (its podium and the band
        under it); None otherwise."""
        if not self.both_few():
            return None
        return inner.y + self.podium_height("yams") + self.few_band(inner.w)

    def draw_span(self, surface: pygame.Surface) -> None:
        """The invitation said once, on a gold-edged card spanning under both panels."""
        if not self.invite_spans():
            return
        left, right = self.panels["yams"], self.panels["farkle"]
        card = pygame.Rect(left.x, max(left.bottom, right.bottom) + self.span_gap(),
                           right.right - left.x, self.span_height())
        self.draw_invite_card(surface, card, self.tr("scores.free_place"),
                              self.tr("scores.any_board"))

    def card_words(self) -> tuple[int, int]:
        """The invitation card's type: its heading ("Loc liber") and its line."""
        return self.text_size(), self.aim_size()

    def beside_list(self, kind: str) -> bool:
        """True when the board of ``kind`` is short beside a board with a list: it keeps the
        list's height and says its invitation on a card in its lower part (hS64)."""
        return self.few(kind) and not self.both_few()

    def card_said(self, kind: str) -> tuple[str, str]:
        """A short board's card beside a list: ("Loc liber", the invitation), or an empty
        board's ("", its sentence: its first step already says "Loc liber")."""
        if self.rows(kind):
            return self.tr("scores.free_place"), self.tr("scores.any_board")
        return "", self.invitation(kind)

    def card_lines(self, line: str, width: int) -> tuple[int, list[str]]:
        """The card's line set in bold at its type, wrapped in even lines if it must."""
        _, big = self.card_words()
        inner = width - 2 * self.px(SPAN_PAD)
        if fit_size(line, big, inner, BOLD) >= round(big * 0.9):
            return fit_size(line, big, inner, BOLD), [line]
        return big, list(even_lines(line, big, inner, BOLD))

    def beside_card_height(self, kind: str, width: int) -> int:
        """The card of a short 10 000 board beside a list (its other targets under it): its
        words with air, at least :data:`BESIDE_ROWS` rows."""
        heading, line = self.card_said(kind)
        small, _ = self.card_words()
        big, lines = self.card_lines(line, width)
        words = (line_height(small, BOLD) if heading else 0) + len(lines) * line_height(big,
                                                                                      BOLD)
        return max(round(self.row_height() * BESIDE_ROWS), words + 2 * self.px(SPAN_PAD))

    def draw_beside_card(self, surface: pygame.Surface, kind: str, card: pygame.Rect) -> None:
        """A short board's invitation beside a list, on a larger card in its lower part."""
        heading, line = self.card_said(kind)
        self.draw_invite_card(surface, card, heading, line)

    def draw_invite_card(self, surface: pygame.Surface, card: pygame.Rect, heading: str,
                         line: str) -> None:
        """A gold-edged card: ``heading`` ("Loc liber", cream) over ``line`` (the invitation,
        bold gold, wrapped if it must), centred in it; a tall card wears a gold trophy over
        them, waiting."""
        radius = self.px(14)
        face = pygame.Surface(card.size, pygame.SRCALPHA)
        fill = [round(a + (b - a) * SPAN_FILL) for a, b in zip(theme.TABLE_HEADER, theme.GOLD,
                                                                strict=True)]
        pygame.draw.rect(face, (*fill, 235), face.get_rect(), border_radius=radius)
        surface.blit(face, card)
        pygame.draw.rect(surface, theme.GOLD, card, max(2, self.px(SPAN_EDGE)),
                         border_radius=radius)
        small, _ = self.card_words()
        width = card.w - 2 * self.px(SPAN_PAD)
        small = fit_size(heading, small, width, BOLD) if heading else small
        big, lines = self.card_lines(line, card.w)
        head_h = line_height(small, BOLD) if heading else 0
        tall = head_h + len(lines) * line_height(big, BOLD)
        cup = min(self.px(CARD_CUP), card.h - tall - 3 * self.px(SPAN_PAD))
        cup = cup if cup >= self.px(CARD_CUP_LEAST) else 0
        y = card.centery - (tall + (cup + self.px(SPAN_PAD) if cup else 0)) // 2
        if cup:
            draw_icon(surface, "trophy-cup", cup, theme.GOLD, (card.centerx, y + cup // 2),
                      shadow=self.px(3))
            y += cup + self.px(SPAN_PAD)
        if heading:
            draw_text(surface, heading, small, theme.CREAM, (card.centerx, y + head_h // 2),
                      weight=BOLD)
            y += head_h
        step = line_height(big, BOLD)
        for words in lines:
            draw_text(surface, words, big, theme.GOLD, (card.centerx, y + step // 2),
                      weight=BOLD, shadow=self.px(2))
            y += step
        self.invite_rects.append(card)
