"""New Game's seat cards drawn: each seat a card at its own place (the places not taken are
free seats), its surface in its seat's colour, its turn, its mark
big, its name field across its foot; a card coming grows and fades in with its field, over its
neighbours, one gone fades out where it was.

A mixin of :class:`game.scenes.new_game.NewGameScene`, which lays the cards out
(``shown_card_rects``, ``seat_chips``, ``motion``) and owns the fields.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game import theme
from game.scenes.new_game_places import ADD_CARD, NAME_FACE, SEAT_CARD_GAP
from game.widgets.button import blend
from game.widgets.felt import felt_area
from game.widgets.focus_ring import draw_focus_ring, ring_widths
from game.widgets.forms import TextField
from game.widgets.lock_badge import draw_lock_badge
from game.widgets.seats import draw_seat_token, player_style, seat_colour
from game.widgets.text import BOLD, draw_text, fit_size, line_height, text_size

SEAT_TINT = 0.16
"""How far a seat card's surface goes from the panel's colour to the seat's (under its name)."""
SEAT_TINT_HEAD = 0.34
"""The same, round a tall card's mark (the card's picture, lit in the seat's colour)."""
SEAT_CARD_BASE = (22, 24, 28)
"""The dark the seat's colour is mixed into (neutral: no green muddying a seat's hue)."""
MARK_OF_HEAD = 0.96
"""A tall card's mark at most this share of the band above its name field (the card's
picture, big: never a small sign in an empty card; hS26: it fills the head, whole)."""
MARK_OF_WIDTH = 0.62
"""A tall card's mark at most this share of its width (clear of the turn's badge)."""
MARK_AIR_LEAST = 10
"""The least air (pixels) between a tall card's mark and the letters left's place under it."""
MARK_KEPT = 0.8
"""The letters left's place is kept clear of the mark where the mark keeps this share of its
size at least (the cards of one row); on lower cards the mark keeps its whole size and the
words stand on a plate over its foot while they show (round 74, S16)."""
LIFT_DROP = 12
"""How far under a card changing rows its shadow falls (reference pixels; hS30)..."""
LIFT_SHADOW = 110
"""...and its alpha: the card is lifted over the others it passes."""
LEVEL_LABEL = "new_game.computer_level"
"""The computer's level on its card, one line under its name in the name band, in one
wording at every size ("Nivel: Expert": the level read as the level; critic K72 #12: "Expert ·
Setări" read like a link; where it changes, Setări, the card's tooltip says: hS41, critic A40:
three wordings by the card's width, the longest running into the mark)."""
LEVEL_UNDER = 0.2
"""How far the computer's level line tucks under its name's line (a share of its height: a
name's line holds room for accents over it and tails under it that "Calculatorul" has not)."""
SWAP_DISC = 56
"""The button that swaps two people's places: this many reference pixels across..."""
SWAP_LEAST = 32
"""...and at least this many pixels, at any size (a real button to hit at 1024x600)."""
WRAP_LINE = 5
"""The line joining the chip across the rows' wrap to its far card: this thick (reference
pixels; critic I72)..."""
WRAP_LINE_QUIET = 0.2
"""...in the chips' gold this share of the way to the felt."""
SWAP_LIT = 0.55
"""A swap button under the pointer: its gold this share of the way to cream."""
ADD_CARD_TINT = 0.22
"""The add card's surface: this share of the way from the cards' dark to the next seat's
colour (an invitation in that seat's colour, hS50: not a faded outline)..."""
ADD_CARD_LINE = 0.7
"""...its border this share (quieter than a seat card's full colour)..."""
ADD_DISC = 0.78
"""...the disc of its "+" this share of a seat card's mark..."""
ADD_PLUS_ARM = 0.55
"""...the "+"'s arms this share of the disc's radius..."""
ADD_PLUS_THICK = 0.14
"""...and their thickness."""
ADD_WHERE_TINT = 0.25
"""The add card's "înaintea calculatorului": cream this share of the way to the next seat's
colour (under its cream "Adaugă jucător", one card's words)."""


class SeatCardsDrawing:
    """The drawing of New Game's band of seat cards (a mixin of the scene)."""

    _cards_seen: bool
    motion: Any
    placed_styles: dict[object, int]
    turns_before: dict[object, str]
    field_h: int
    card_h: int
    name_size: int
    scale: float
    tr: Callable[..., str]
    focus: Any
    fields: list[TextField]
    refusal: Any
    swap_over: int | None
    humans: Any
    free_seat_rects: Callable[[], list[pygame.Rect]]
    add_card_label: Callable[[], str]
    computer_level_word: Callable[[], str]
    count_slot: Callable[[pygame.Rect], pygame.Rect]
    _draw_count: Callable[[pygame.Surface, int, pygame.Rect], None]

    def _draw_band(self, surface: pygame.Surface) -> None:
        """Each seat a card where it shows now (:meth:`shown_card_rects`); a card coming
        fades in with its name field, one gone fades out where it was."""
        self._cards_seen = True
        self._draw_free_seats(surface)
        chips = self.seat_chips()
        order = self.turn_order_indices()
        shown = self.shown_card_rects()
        for key, rect, alpha in self.motion.leaving():
            if key == ADD_CARD:  # every seat taken: the add card fades out where it was
                if key in self.motion.crossing:  # (caught crossing the rows: lifted)
                    self._draw_lift_shadow(surface, rect)
                self._faded(surface, rect, alpha, self._draw_add_card)
                continue
            style = self.placed_styles.get(key, 0)
            if key in self.motion.crossing:  # caught crossing the rows: still lifted
                self._draw_lift_shadow(surface, rect)
            self._faded(surface, rect, alpha, lambda layer, r, k=key, st=style:
                        self._draw_card_leaving(layer, r, k, st))
        cards = list(enumerate(zip(shown, chips, strict=True)))
        targets = self.card_rects(len(order))
        alphas = [self.motion.alpha(self.seat_key(index)) for index in order]
        moving = self.motion.moving  # each name then rides on its card's own layer
        crossing = self.motion.crossing if moving else set()
        lifted = [self.seat_key(index) in crossing for index in order]
        # the cards coming are drawn last, over their neighbours sliding aside; before them
        # the cards changing rows, lifted over the others on a shadow (hS30)
        for k, (rect, (_, label, computer)) in sorted(
                cards, key=lambda c: (alphas[c[0]] < 255, lifted[c[0]])):
            field = self.field_of_card(k) if moving else None
            if lifted[k]:
                self._draw_lift_shadow(surface, rect)
            if alphas[k] >= 255:
                self._draw_card(surface, rect, k, label, computer, field)
            else:  # drawn whole at its place's size, then shrunk: its name is never cut
                self._faded(surface, rect, alphas[k], lambda layer, r, k=k, lab=label,
                            comp=computer, f=field: self._draw_card(layer, r, k, lab, comp, f),
                            drawn_at=targets[k].size)
        # between two people a swap button; before the computer nothing: its card's padlock
        # says it plays last (hS51, critic A50: a bare "›" there read as an odd glyph)
        chips = self.swap_rects()
        moats = [self._chip_moat(surface, rect) for rect, _ in chips]
        for k, rect in enumerate(shown):
            if alphas[k] >= 255 and self.field_of_card(k) is self.focus.focused is not None:
                draw_focus_ring(surface, rect, self.scale)  # the seat being named: ringed
        for moat, at in moats:  # the ring stops a gap short of a chip (S52: it touched it)
            surface.blit(moat, at)
        for rect, k in chips:
            if shown[k].y != shown[k + 1].y:  # across the wrap: joined to both its cards
                self._draw_wrap_line(surface, self.wrap_path(rect, shown[k], shown[k + 1]))
            self._draw_swap_button(surface, rect, k == self.swap_over)

    def _chip_moat(self, surface: pygame.Surface, chip: pygame.Rect
                   ) -> tuple[pygame.Surface, tuple[int, int]]:
        """The cards and felt round a swap ``chip`` as they stand before any focus ring, in
        a disc the ring's gap wider than the chip (and where to blit it): laid back over a
        ring, it keeps the ring that gap away from the chip (ruling S52)."""
        gap = ring_widths(self.scale)[0]
        area = chip.inflate(2 * gap + 4, 2 * gap + 4).clip(surface.get_rect())
        moat = pygame.Surface(area.size, pygame.SRCALPHA)
        moat.blit(surface, (0, 0), area)
        disc = pygame.Surface(area.size, pygame.SRCALPHA)
        pygame.draw.circle(disc, (255, 255, 255, 255),
                           (chip.centerx - area.x, chip.centery - area.y), chip.w // 2 + gap + 1)
        moat.blit(disc, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        return moat, area.topleft

    def swap_rects(self) -> list[tuple[pygame.Rect, int]]:
        """The buttons that swap two people's places (hS50, critic A41: the order's arrows
        were tiny and did nothing): one between each two people's cards standing side by
        side at rest, and one across the rows' wrap (:meth:`wrap_swap_centre`), as (its
        rect, ``k``) for the cards ``k`` and ``k + 1``; at least :data:`SWAP_LEAST` pixels
        to hit at any size."""
        if self.motion.moving:
            return []
        shown = self.shown_card_rects()
        side = max(SWAP_LEAST, self.px(SWAP_DISC))
        buttons = []
        for k in range(1, len(shown)):
            left, right = shown[k - 1], shown[k]
            if self.field_of_card(k - 1) is None or self.field_of_card(k) is None:
                continue
            rect = pygame.Rect(0, 0, side, side)
            if left.y != right.y:
                rect.center = self.wrap_swap_centre(left, right, side)
            elif right.x - left.right < right.w // 2:
                rect.center = ((left.right + right.x) // 2, left.centery)
            else:
                continue
            buttons.append((rect, k - 1))
        return buttons

    def wrap_swap_centre(self, last: pygame.Rect, first: pygame.Rect,
                         side: int) -> tuple[int, int]:
        """The centre of the swap button across the rows' wrap (critic F71: the last person
        of a row and the first of the next had none): in the gap before the next row's
        ``first`` card where the felt there holds it, else after the row's ``last`` card."""
        gap = self.px(SEAT_CARD_GAP)
        felt = felt_area(self.size)
        before = (first.x - gap // 2, first.centery)
        if before[0] - side // 2 >= felt.x:
            return before
        return last.right + gap // 2, last.centery

    @staticmethod
    def wrap_path(chip: pygame.Rect, last: pygame.Rect, first: pygame.Rect
                  ) -> list[tuple[int, int]]:
        """The bent line joining the ``chip`` across the rows' wrap to the card it does not
        stand beside (critic I72: alone on the felt it read as joining nothing): from that
        card's edge to the middle of the gap between the rows, along it, then to the chip's
        edge (the row's ``last`` card and the next row's ``first``)."""
        middle = (last.bottom + first.top) // 2
        if chip.centerx < first.x:  # beside the next row's first card: from the last one
            return [(last.centerx, last.bottom), (last.centerx, middle),
                    (chip.centerx, middle), (chip.centerx, chip.top)]
        return [(chip.centerx, chip.bottom), (chip.centerx, middle),
                (first.centerx, middle), (first.centerx, first.top)]

    @staticmethod
    def wrap_line_colour() -> tuple[int, int, int]:
        """The wrap line's colour: the chips' gold, a little quieter on the felt."""
        return blend(theme.GOLD, theme.FELT, WRAP_LINE_QUIET)

    def _draw_wrap_line(self, surface: pygame.Surface, path: list[tuple[int, int]]) -> None:
        """The bent line of :meth:`wrap_path`, its corners rounded."""
        thick = max(2, self.px(WRAP_LINE))
        colour = self.wrap_line_colour()
        for a, b in zip(path, path[1:], strict=False):
            pygame.draw.line(surface, colour, a, b, thick)
        for point in path[1:-1]:
            pygame.draw.circle(surface, colour, point, thick // 2)

    def _draw_swap_button(self, surface: pygame.Surface, rect: pygame.Rect,
                          lit: bool = False) -> None:
        """A swap button: a gold disc ringed in the cards' dark, a two-way arrow on it (the
        upper pointing right, the lower left); ``lit`` (under the pointer) lighter."""
        radius = rect.w // 2
        face = blend(theme.GOLD, theme.CREAM, SWAP_LIT) if lit else theme.GOLD
        pygame.draw.circle(surface, SEAT_CARD_BASE, rect.center, radius)
        pygame.draw.circle(surface, face, rect.center, radius - max(2, self.px(3)))
        half, head = round(radius * 0.5), max(3, round(radius * 0.28))
        thick = max(2, round(radius * 0.14))
        for dy, way in ((-round(radius * 0.24), 1), (round(radius * 0.24), -1)):
            y = rect.centery + dy
            tip = rect.centerx + way * half
            pygame.draw.line(surface, SEAT_CARD_BASE, (rect.centerx - way * half, y),
                             (tip - way * head // 2, y), thick)
            pygame.draw.polygon(surface, SEAT_CARD_BASE, [(tip, y), (tip - way * head, y - head),
                                                          (tip - way * head, y + head)])

    def _draw_lift_shadow(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The shadow of a card lifted over the others on its way to another row."""
        drop = max(2, self.px(LIFT_DROP))
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (0, 0, 0, LIFT_SHADOW), layer.get_rect(),
                         border_radius=self.px(theme.PANEL_RADIUS))
        surface.blit(layer, (rect.x + drop // 2, rect.y + drop))

    def _draw_free_seats(self, surface: pygame.Surface) -> None:
        """The next person's place as a card that adds them (:meth:`_draw_add_card`),
        gliding, fading in or out with the group (hS28)."""
        for rect in self.free_seat_rects():
            shown, alpha = self.motion.rect(ADD_CARD, rect), self.motion.alpha(ADD_CARD)
            if shown == rect and alpha >= 255:  # at rest: straight on the felt
                self._draw_add_card(surface, rect)
                continue
            # (drawn at the size it shows, hS50: scaled from its place's, its disc and
            # words were squashed on the way)
            self._faded(surface, shown, alpha, self._draw_add_card)

    def _draw_add_card(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The card that adds a person at ``rect``, an invitation (hS50, critic A41: a faded
        outline read as a card switched off): a card in the colour the next person's seat
        will get, a big "+" on a disc of that colour where a seat card has its mark, the
        words "Adaugă jucător" in full cream where a name goes and under them where that
        person plays, "înaintea calculatorului" (critic K72 #13: numbered after the
        computer's card, they read as playing after it; no number: the computer's turn is
        the one they take)."""
        radius = self.px(theme.PANEL_RADIUS)
        people = self.humans.value  # the next person's seat, as the table will style it
        colour = seat_colour(player_style([False] * (people + 1), people))
        pygame.draw.rect(surface, blend(SEAT_CARD_BASE, colour, ADD_CARD_TINT), rect,
                         border_radius=radius)
        pygame.draw.rect(surface, blend(SEAT_CARD_BASE, colour, ADD_CARD_LINE), rect,
                         max(2, self.px(3)), border_radius=radius)
        mark = self.tall_mark_rect(rect)
        disc = round(mark.w * ADD_DISC / 2)
        pygame.draw.circle(surface, colour, mark.center, disc)
        arm, thick = round(disc * ADD_PLUS_ARM), max(3, round(disc * ADD_PLUS_THICK))
        for bar in (pygame.Rect(0, 0, 2 * arm, thick), pygame.Rect(0, 0, thick, 2 * arm)):
            bar.center = mark.center
            pygame.draw.rect(surface, SEAT_CARD_BASE, bar, border_radius=thick // 2)
        label = self.add_card_label().removeprefix("+ ")  # (the disc says the "+")
        size = self.font_px(theme.FONT_BODY)
        while size > theme.least_type() and text_size(label, size, BOLD)[0] > rect.w * 0.86:
            size -= 1
        # where a seat card has its name (hS30: at its centre the words ran into the number),
        # the two lines centred together on the name's band
        field = self.name_field_rect(rect, self.field_h)
        where = self.tr("new_game.add_before_computer")
        small = max(theme.least_type(), min(self.font_px(theme.FONT_SMALL), size))
        small = fit_size(where, small, round(rect.w * 0.86))
        block = line_height(size, BOLD) + line_height(small)
        top = field.centery - block // 2
        draw_text(surface, label, size, theme.CREAM, (rect.centerx, top), "midtop",
                  weight=BOLD)
        draw_text(surface, where, small, blend(theme.CREAM, colour, ADD_WHERE_TINT),
                  (rect.centerx, top + line_height(size, BOLD)), "midtop")

    def _draw_card_leaving(self, surface: pygame.Surface, rect: pygame.Rect, key: object,
                           style: int) -> None:
        """A card going, fading out where it was: its body and, a person's, their name (it
        goes with its card, not before it)."""
        self._draw_card_body(surface, rect, style)
        if isinstance(key, int) and 0 <= key < len(self.fields):
            field = self.fields[key]
            placed, visible = field.rect, field.visible
            field.rect, field.visible = self.name_field_rect(rect, self.field_h), True
            try:
                field.draw(surface, False)
            finally:
                field.rect, field.visible = placed, visible

    @staticmethod
    def _faded(surface: pygame.Surface, rect: pygame.Rect, alpha: int,
               paint: Callable[[pygame.Surface, pygame.Rect], None],
               drawn_at: tuple[int, int] | None = None) -> None:
        """``paint`` a card on a layer of its own, laid over ``surface`` at ``alpha``
        (painted at the size ``drawn_at`` and scaled to ``rect``: a card growing in shows
        its words whole, smaller, never cut by a field too short for them)."""
        if alpha <= 0 or rect.w <= 0 or rect.h <= 0:
            return
        size = drawn_at if drawn_at and drawn_at[0] > 0 and drawn_at[1] > 0 else rect.size
        layer = pygame.Surface(size, pygame.SRCALPHA)
        paint(layer, pygame.Rect((0, 0), size))
        if layer.get_size() != rect.size:
            layer = pygame.transform.smoothscale(layer, rect.size)
        layer.set_alpha(alpha)
        surface.blit(layer, rect.topleft)

    @staticmethod
    def card_strip(rect: pygame.Rect) -> pygame.Rect:
        """The band of the seat's colour along a card's top."""
        return pygame.Rect(rect.x, rect.y, rect.w, max(4, round(rect.h * 0.06)))

    def tall_head(self, rect: pygame.Rect) -> pygame.Rect:
        """A tall card's head: the band under its colour strip, above its name field."""
        strip = self.card_strip(rect)
        field = self.name_field_rect(rect, self.field_h)
        return pygame.Rect(rect.x, strip.bottom, rect.w, field.y - strip.bottom)

    def card_bubble_room(self, rect: pygame.Rect, k: int = 0) -> int:
        """The height the letters left's place (:meth:`count_slot`) and the air over it take
        at the foot of a tall card's head (drawn at ``rect``), the same on every card (``k``)
        in every beat of editing (round 74, critic #1: the mark shrank for the letters left
        or a refusal's bubble and the card jumped); 0 on a card too low to give it room
        without the mark losing more than :data:`MARK_KEPT` of its size (there the words
        stand on a plate over the mark's foot while they show)."""
        del k  # (one place on every card)
        field = self.name_field_rect(rect, self.field_h)
        # the card's margin of air over the place, never less than MARK_AIR_LEAST pixels
        # (critic I72: at 1024x600 the bubble sat on the mark, 6 px under it)
        air = max(MARK_AIR_LEAST, self.card_edge())
        room = field.y - self.count_slot(rect).y + air
        head = self.tall_head(rect).h
        whole, kept = self.mark_side(rect, head), self.mark_side(rect, head - room)
        return room if kept >= MARK_KEPT * whole else 0

    @staticmethod
    def mark_side(rect: pygame.Rect, head_h: int) -> int:
        """A tall card's mark's side in a head ``head_h`` high on the card at ``rect``."""
        return max(8, min(round(max(1, head_h) * MARK_OF_HEAD), round(rect.w * MARK_OF_WIDTH)))

    def tall_mark_rect(self, rect: pygame.Rect, room: int | None = None) -> pygame.Rect:
        """Where a tall card's mark stands: big in its head, above the ``room`` at the head's
        foot (by default the letters left's place, :meth:`card_bubble_room`: one mark size on
        every card in every beat); the computer's where a person's is (hS41, critic A40: its
        level label pushed it down and shrank it: the level now stands under its name)."""
        head = self.tall_head(rect)
        head.h = max(1, head.h - (self.card_bubble_room(rect) if room is None else room))
        side = self.mark_side(rect, head.h)
        mark = pygame.Rect(0, 0, side, side)
        mark.center = head.center
        return mark

    def turn_badge(self, rect: pygame.Rect) -> int:
        """The diameter of the turn's gold badge in the top left corner of the card at
        ``rect``."""
        head = self.tall_head(rect)
        return max(line_height(theme.least_type(), BOLD),
                   round(min(head.h * 0.5, rect.w * 0.16, self.px(72))))

    def level_line(self, field: pygame.Rect, badge: pygame.Rect) -> tuple[str, int]:
        """The computer's level as its card says it, one line under its name in the name
        band (:data:`LEVEL_LABEL`, "Nivel: Expert"; hS41, critic A40; K72):
        (its words, their type size: the small type, smaller where the band is narrow)."""
        word = self.tr(LEVEL_LABEL, level=self.computer_level_word())
        room = badge.x - field.x - theme.px(28, self.scale)
        size = self.font_px(theme.FONT_SMALL)
        while size > theme.least_type() and text_size(word, size, BOLD)[0] > room:
            size -= 1
        return word, size

    def _draw_card_body(self, surface: pygame.Surface, rect: pygame.Rect, style: int,
                        room: int | None = None) -> pygame.Rect:
        """A seat card without words: its colour along the top and round it, its mark big
        (on a tall card above the ``room`` at its head's foot, by default the letters left's
        place: one size in every beat); returns the head (the band above the name field)."""
        radius = self.px(theme.PANEL_RADIUS)
        colour = seat_colour(style)
        # the seat's colour is the card's surface (a seat, not a form): deep under the name,
        # brighter round the mark
        pygame.draw.rect(surface, blend(SEAT_CARD_BASE, colour, SEAT_TINT), rect,
                         border_radius=radius)
        strip = self.card_strip(rect)
        field = self.name_field_rect(rect, self.field_h)
        lit = pygame.Rect(rect.x, rect.y, rect.w, field.y - rect.y - self.card_edge() // 2)
        pygame.draw.rect(surface, blend(SEAT_CARD_BASE, colour, SEAT_TINT_HEAD), lit,
                         border_top_left_radius=radius, border_top_right_radius=radius)
        pygame.draw.rect(surface, colour, strip, border_top_left_radius=radius,
                         border_top_right_radius=radius)
        pygame.draw.rect(surface, colour, rect, max(2, self.px(3)), border_radius=radius)
        mark = self.tall_mark_rect(rect, room)
        draw_seat_token(surface, mark.center, mark.w, style)
        return self.tall_head(rect)

    def _draw_card(self, surface: pygame.Surface, rect: pygame.Rect, k: int, label: str,
                   computer: bool, field_k: TextField | None = None) -> None:
        """The ``k``-th seat card at ``rect``: its body, its turn on a gold badge, the length
        of a name being typed, the computer's name written quieter where a name goes (and
        ``field_k``, a name field drawn on the card's own layer while the cards move)."""
        head = self._draw_card_body(surface, rect, self.turn_order_seats()[k],
                                    self.card_bubble_room(rect, k))
        edge = self.card_edge()
        turn, name = label.split(" · ", 1)
        turn = self.shown_turn(self.seat_key(self.turn_order_indices()[k]), turn)
        field = self.name_field_rect(rect, self.field_h)
        badge = self.turn_badge(rect)
        # the turn in the head's top left corner, under the seat's colour strip (a corner of
        # the card, not afloat beside the mark)
        centre = (rect.x + edge + badge // 2, head.y + edge // 2 + badge // 2)
        pygame.draw.circle(surface, theme.GOLD, centre, badge // 2)
        draw_text(surface, turn, max(theme.least_type(), round(badge * 0.8)), theme.PANEL,
                  centre, weight=BOLD)
        self._draw_count(surface, k, rect)
        if computer:  # its seat fixed last: a padlock mirroring its turn (hS51)
            draw_lock_badge(surface, (rect.right - edge - badge // 2, centre[1]), badge)
        if computer:  # not typed: the computer's name written where a name goes, as one,
            # and its "IA" badge at the plate's end: this seat is the computer; its level
            # one line under its name (hS41, critic A40: in the head it ran into the mark)
            self._draw_computer_plate(surface, rect, field, name)
        if field_k is not None:
            placed = field_k.rect
            field_k.rect = field
            try:
                field_k.draw(surface, field_k is self.focus.focused)
            finally:
                field_k.rect = placed

    def _draw_computer_plate(self, surface: pygame.Surface, rect: pygame.Rect,
                             field: pygame.Rect, name: str) -> None:
        """The computer's name plate: its name where a person's goes, its robot's badge at
        the plate's end, and its level one line under its name (:meth:`level_line`), the
        two lines centred together in the band, the card's margin of air under them."""
        badge_rect = self.computer_badge(surface, field)
        word, size = self.level_line(field, badge_rect)
        level_h = text_size(word, size, BOLD)[1]
        # (critic F71: the level line's foot as far over the card's edge as the card's
        # margin, never squeezed against it)
        top, bottom = field.y - self.card_edge(), rect.bottom - self.card_edge() * 2 // 3
        name_px = self.name_size  # (as a person's name; a little smaller on a short band)
        while True:
            name_h = text_size(name, name_px, NAME_FACE)[1]
            tuck = round(name_h * LEVEL_UNDER)
            if name_h - tuck + level_h <= bottom - top or name_px <= self.name_size * 0.8:
                break
            name_px -= 1
        block = name_h - tuck + level_h  # the two lines centred in the band, together
        name_y = min(field.centery, top + (bottom - top - block) // 2 + name_h // 2)
        left = field.x + theme.px(16, self.scale)
        draw_text(surface, name, name_px, theme.MUTED, (left, name_y), "midleft",
                  max_width=badge_rect.x - field.x - theme.px(28, self.scale),
                  shadow=theme.px(2, self.scale), weight=NAME_FACE)
        draw_text(surface, word, size, theme.CREAM, (left, name_y + name_h // 2 - tuck),
                  "topleft", weight=BOLD, shadow=theme.px(2, self.scale))

    def computer_badge(self, surface: pygame.Surface, field: pygame.Rect) -> pygame.Rect:
        """The computer's mark at the right end of its name plate: a small robot's head in
        ink on a gold tag (a picture, no word: the computer is "Calculatorul" everywhere
        but in the seeds' quote "Jucători umani + 1 IA"); returns where it stands."""
        h = min(field.h - 2, max(self.px(30), round(self.name_size * 1.15)))
        badge = pygame.Rect(0, 0, round(h * 1.5), h)
        badge.midright = (field.right - theme.px(12, self.scale), field.centery)
        pygame.draw.rect(surface, theme.GOLD, badge, border_radius=h // 3)
        draw_robot_head(surface, badge.inflate(-round(h * 0.7), -round(h * 0.36)), theme.INK)
        return badge

    def shown_turn(self, key: object, turn: str) -> str:
        """Seat ``key``'s turn as its card shows it: the one it had until its card has gone
        half its way to its new place (the number changes with the move), then ``turn``."""
        if self.motion.slide_share() < 0.5 and key in self.motion.before:
            return self.turns_before.get(key, turn)
        return turn

    def fading_fields(self) -> list[TextField]:
        """The name fields drawn with their cards while the cards move (each card and its
        field one layer: a card sliding never passes under another card's field)."""
        if not self.motion.moving:
            return []
        order = self.turn_order_indices()
        return [self.fields[i] for i in order if i < self.humans.value]

    def draw_widgets(self, surface: pygame.Surface) -> None:
        """The form's widgets, but the name fields riding on their moving cards."""
        fading = self.fading_fields()
        if not fading:
            super().draw_widgets(surface)
            return
        focused = self.focus.focused
        for widget in self.focus.widgets:
            if widget not in fading:
                widget.draw(surface, widget is focused)


def draw_robot_head(surface: pygame.Surface, box: pygame.Rect, ink: tuple[int, int, int]) -> None:
    """A robot's head drawn in ``ink`` inside ``box``: an antenna, a rounded face with two
    eyes cut out and a mouth slot (the computer's seat mark)."""
    line = max(1, box.h // 9)
    face = pygame.Rect(box.x, box.y + box.h // 4, box.w, box.h - box.h // 4)
    pygame.draw.line(surface, ink, (box.centerx, box.y + line), (box.centerx, face.y), line)
    pygame.draw.circle(surface, ink, (box.centerx, box.y + line), line + 1)
    pygame.draw.rect(surface, ink, face, border_radius=max(1, face.h // 4))
    eye = max(1, face.h // 6)
    for dx in (-face.w // 4, face.w // 4):  # (ellipses: a gold circle is a turn's badge)
        pygame.draw.ellipse(surface, theme.GOLD, pygame.Rect(
            face.centerx + dx - eye, face.y + face.h * 2 // 5 - eye, 2 * eye, 2 * eye))
    mouth = pygame.Rect(0, 0, face.w // 2, max(1, face.h // 9))
    mouth.center = (face.centerx, face.y + face.h * 3 // 4)
    pygame.draw.rect(surface, theme.GOLD, mouth)
