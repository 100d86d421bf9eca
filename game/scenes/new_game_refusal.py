"""New Game's word on a refused letter: a bubble inside its own seat card's width, its lines
wrapped (or its type shrunk, never under the type floor) to fit there.

On a tall card of one row it stands between the card's mark and its name field, the mark drawn
smaller above it while it shows (never under the bubble); on the cards of two rows it stands
under its card, on the felt under the last row when that has room, else as a tooltip over the
row under its card (critic I72: no band of felt kept between the rows for it).

A mixin of :class:`game.scenes.new_game.NewGameScene`, which owns the fields and the cards.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import pygame

from game import theme
from game.widgets import layout_record
from game.widgets.forms import TextField
from game.widgets.text import draw_text, even_lines, line_height, text_size, wrap

TALL_LINES_MOST = 3
"""A refusal's bubble on a tall card takes at most this many lines (a narrow card of five)."""
SHORT_LINES_MOST = 3
"""The same under a card of two rows (a tooltip over the row under it, or on the felt under
the last row)."""
REFUSAL_TYPE_LEAST = 28
"""A refusal's words at least this layout size (scaled: about 20 px of em at 1920x1080; never
under the side screens' 15 px, critic R30: ~11 px at 1024x600)."""


REFUSAL_KEYS = ("new_game.name_refused", "new_game.name_too_long")
"""What a refusal may say: a character the typeface lacks, a name already full."""


class RefusalWords(NamedTuple):
    """A refusal's words as drawn: their type size and their lines."""

    size: int
    lines: tuple[str, ...]


class RefusalBubble:
    """The refusal's bubble of New Game (a mixin of the scene)."""

    refusal: tuple[TextField, float] | None
    refusal_key: str
    focus: Any
    size: tuple[int, int]
    scale: float
    _bubble_shown: bool
    row_gap: int

    def _refuse_characters(self, refused: str) -> None:
        """A typed character the typeface cannot draw (emoji) is left out, with a word said
        by the field it was typed into (:meth:`refusal_rect`)."""
        field = self.focus.focused
        if isinstance(field, TextField):
            self.refusal = (field, theme.NOTICE_TIME)
            self.refusal_key = "new_game.name_refused"

    def _refuse_length(self) -> None:
        """A letter typed into a full name is left out, said in the same bubble as a refused
        character ("At most 16 letters in a name")."""
        field = self.focus.focused
        if isinstance(field, TextField):
            self.refusal = (field, theme.NOTICE_TIME)
            self.refusal_key = "new_game.name_too_long"

    def refusal_text(self) -> str:
        """The words of the refusal's bubble."""
        return self.tr(self.refusal_key, limit=theme.NAME_MAX_LENGTH)  # type: ignore[attr-defined]

    def refusal_pad(self) -> int:
        """The room round the bubble's words."""
        return self.px(10)  # type: ignore[attr-defined]

    def refusal_tip(self) -> int:
        """How far the bubble's point reaches toward its field."""
        return self.px(12)  # type: ignore[attr-defined]

    def refusal_words(self, width: int, most: int, text: str | None = None) -> RefusalWords:
        """The refusal's words (or ``text``) in a bubble ``width`` wide: one size for both
        refusals (a refused character says its words as big as a full name does): the
        smaller of their sizes alone (:meth:`words_alone`), its lines of about one length."""
        text = self.refusal_text() if text is None else text
        inner = max(1, width - 2 * self.refusal_pad())
        size = min(self.words_alone(inner, most,
                                    self.tr(key, limit=theme.NAME_MAX_LENGTH)).size  # type: ignore[attr-defined]
                   for key in REFUSAL_KEYS)
        lines = even_lines(text, size, inner)
        if len(lines) <= most and all(text_size(li, size)[0] <= inner for li in lines):
            return RefusalWords(size, tuple(lines))
        return self.words_alone(inner, most, text)

    def words_alone(self, inner: int, most: int, text: str) -> RefusalWords:
        """``text``'s words ``inner`` wide: one line at the hints' size, or a little smaller;
        else on at most ``most`` lines of about one length (never a word alone), the type
        shrinking from the hints' size to the floor."""
        floor = self.refusal_type_least()
        small = max(floor, theme.font_px(theme.FONT_SMALL, self.scale))
        for size in range(small, max(floor, round(small * 0.85)) - 1, -1):
            if text_size(text, size)[0] <= inner:
                return RefusalWords(size, (text,))
        for size in range(small, floor - 1, -1):
            lines = even_lines(text, size, inner)
            if len(lines) <= most and all(text_size(li, size)[0] <= inner for li in lines):
                return RefusalWords(size, tuple(lines))
        return RefusalWords(floor, tuple(wrap(text, floor, inner)[:most]))

    def refusal_type_least(self) -> int:
        """The refusal's words' least size: :data:`REFUSAL_TYPE_LEAST` scaled, never under
        the side screens' floor (:data:`theme.SIDE_TYPE_LEAST`) nor the type floor."""
        return max(theme.font_floor(self.scale), theme.SIDE_TYPE_LEAST,
                   round(REFUSAL_TYPE_LEAST * self.scale))

    def refusal_in_head(self) -> bool:
        """True when the bubble stands in its card's head, at its foot over the name's
        field: on the cards of one row (hS40: they fill the room down to the buttons, no felt
        under them; the big card's head holds it and its token, smaller while it shows);
        else it stands under the card, in the gap between the rows or on the felt under the
        last one (hS20: in the heads of small cards it covered the seat's number). Since
        critic A51 the cards keep the seven's size at every count, so one row leaves felt
        under it: the head only when a row's gap of felt is not there. On two rows, a card
        of the last row holds it in its head too (critic I72: no band of felt between the
        rows; over the row above it would hide that row's names)."""
        cards = self.card_rects()  # type: ignore[attr-defined]
        if not cards:
            return False
        if len({card.y for card in cards}) != 1:
            return self.refused_in_last_row()
        del cards  # (round 74: one row's cards fill the band down to the buttons' lead, no
        # felt under them holds a bubble: it stands in its card's head)
        return True

    def refused_in_last_row(self) -> bool:
        """True when the card a letter was refused in stands under another row of cards
        and over none."""
        card = self.refused_card()
        if card is None:
            return False
        cards = [c for c, _, _ in self.seat_chips()]  # type: ignore[attr-defined]
        return (any(c.bottom <= card.top for c in cards)
                and not any(c.top >= card.bottom for c in cards))

    def refusal_lines_most(self) -> int:
        """How many lines the bubble may take: more in a card's head than between the rows."""
        return TALL_LINES_MOST if self.refusal_in_head() else SHORT_LINES_MOST

    def refusal_card_words(self, card: pygame.Rect) -> RefusalWords:
        """The refusal's words as they fit inside ``card``'s width, at their roomy size
        wherever the bubble stands (in its card's head, on the felt under the last row, or
        as a tooltip over the row under its card: critic I72, no band kept between the rows
        for it)."""
        inside = max(1, card.w - 2 * self.card_edge())  # type: ignore[attr-defined]
        most = self.refusal_lines_most()
        return self.refusal_words(inside, most)

    def refusal_box(self, card: pygame.Rect, field: pygame.Rect) -> pygame.Rect:
        """The bubble's size for ``card`` (no wider than the card's inside, as narrow as its
        words allow), centred on the card; placed by :meth:`refusal_rect`."""
        inside = max(1, card.w - 2 * self.card_edge())  # type: ignore[attr-defined]
        words = self.refusal_card_words(card)
        pad = self.refusal_pad()
        widest = max(text_size(line, words.size)[0] for line in words.lines)
        rect = pygame.Rect(0, 0, min(inside, widest + 2 * pad),
                           len(words.lines) * line_height(words.size) + pad)
        rect.centerx = card.centerx
        if self.refusal_in_head():
            rect.bottom = field.top - self.refusal_tip()  # its point down to the field
        return rect

    def refused_card(self) -> pygame.Rect | None:
        """The card (as it shows now) holding the field a letter was refused in."""
        if self.refusal is None:
            return None
        field = self.refusal[0].rect
        cards = [c for c, _, _ in self.seat_chips()]  # type: ignore[attr-defined]
        return next((c for c in cards if c.colliderect(field)), None)

    def refusal_rect(self) -> pygame.Rect | None:
        """Where the word on a refused letter shows: a bubble inside its card's width (on a
        tall card of one row or of the last of two rows, between its mark and its name's
        field; else under its card, a tooltip over the row under it, or on the felt under
        the last row when that has room), inside the window; None when no letter was refused
        lately."""
        if self.refusal is None:
            return None
        field = self.refusal[0].rect
        card = self.refused_card() or field
        rect = self.refusal_box(card, field)
        if self.refusal_in_head():
            return rect
        cards = [c for c, _, _ in self.seat_chips()]  # type: ignore[attr-defined]
        rect.top = card.bottom + self.refusal_tip()
        below_free = (card.bottom >= max((c.bottom for c in cards), default=card.bottom)
                      and rect.bottom <= self.start_button.rect.top - self.px(6))  # type: ignore[attr-defined]
        if not below_free:  # another row under it, or the buttons: in the gap between the
            # two rows (never above the first row, over "Ordinea de joc")
            under = [c.top for c in cards if c.top >= card.bottom]
            over = [c.bottom for c in cards if c.bottom <= card.top]
            if under:  # the gap under it, its point up to the card
                rect.top = card.bottom + self.refusal_tip()
            elif over:  # else the gap over it, its point down to the card
                rect.bottom = card.top - self.refusal_tip()
            else:
                rect.bottom = card.top - self.refusal_tip()
        return rect.clamp(pygame.Rect((0, 0), self.size))

    def _draw_refusal(self, surface: pygame.Surface) -> None:
        """The bubble of :meth:`refusal_rect`, its point toward the field."""
        rect = self.refusal_rect()
        self._bubble_shown = rect is not None
        if rect is None or self.refusal is None:
            return
        field = self.refusal[0].rect
        tip = self.refusal_tip()
        x = min(max(field.centerx, rect.x + 2 * tip), rect.right - 2 * tip)
        if rect.bottom <= field.top:  # above: the point down to the field
            point = [(x - tip, rect.bottom - 1), (x + tip, rect.bottom - 1),
                     (x, rect.bottom + tip)]
        else:
            point = [(x - tip, rect.y + 1), (x + tip, rect.y + 1), (x, rect.y - tip)]
        layout_record.covered_under(surface, rect)  # (over the row under its card, a
        # tooltip: what it covers is under it while it shows, round 72)
        fill = theme.PILL_REFUSED  # the game's refusal: deep red, ringed in coral (Începe,
        # a brighter red, wears no ring)
        pygame.draw.polygon(surface, fill, point)
        pygame.draw.rect(surface, fill, rect, border_radius=self.px(12))  # type: ignore[attr-defined]
        pygame.draw.rect(surface, theme.MESSAGE_REFUSED, rect, max(2, self.px(2)),  # type: ignore[attr-defined]
                         border_radius=self.px(12))  # type: ignore[attr-defined]
        self.draw_bubble_words(surface, self.refusal_card_words(self.refused_card() or field),
                               rect)

    def draw_bubble_words(self, surface: pygame.Surface, words: Any, rect: pygame.Rect) -> None:
        """Draw ``words`` (their ``lines`` at their ``size``) in cream, each line centred,
        the block centred in the bubble ``rect`` (a refusal's or the lock's tip)."""
        step = line_height(words.size)
        top = rect.centery - step * len(words.lines) // 2
        for i, line in enumerate(words.lines):
            draw_text(surface, line, words.size, theme.CREAM,
                      (rect.centerx, top + i * step + step // 2),
                      max_width=rect.w - self.refusal_pad())
