"""New Game's seat places: where each seat card, its name field and the card that adds a
person go (a mixin of :class:`game.scenes.new_game.NewGameScene`, which owns the form)."""

from __future__ import annotations

from typing import Any

import pygame

from game import theme
from game.engine.players import MAX_HUMANS
from game.widgets.button import Widget
from game.widgets.focus_ring import draw_focus_ring
from game.widgets.seat_band import ONE_ROW_MOST, is_short_card, tall_card_grid
from game.widgets.seats import seat_colour
from game.widgets.text import TITLE_FACE, line_height, text_size

SEAT_CARD_GAP = 32
"""The room between two seat cards, where the "›" of the turn passing is drawn (reference
pixels)."""

LONGEST_NAME = "Ștefan Țuțuianuu"
"""A name as long and as wide as New Game takes: every name field's type fits it whole."""

NAME_FACE = TITLE_FACE
"""The names' face on their cards: the titles' display type (hS31, critic R30: the cards read
as form fields in a form's bold)."""

NAME_TYPE = 52
"""The names' type on their cards (layout size, bold: ~36 px of em at 1920×1080) where the
longest name fits."""

NAME_TYPE_MOST = 84
"""The names' type at most on the big cards of few players (layout size, bold; hS40)."""

SEAT_MOST_WIDE = 2.1
"""A seat card's width over its height at most (a tall card still: its mark above its name,
:func:`is_short_card`; hS40: two rows at 1024×600 left wide bands of felt beside them)."""
SEAT_MOST_TALL = 1.5
"""A seat card's height over its width at most (hS40: a row of five as tall as the room, a
playing card's shape, rather than a band of bare felt over and under it)."""

ONE_ROW_MOST_TALL = 1.4
"""A card of one row grows down to this many times its width at most (critic A61: the
seven's small cards left ~40 % of the screen bare felt with two or three seats; a playing
card's shape, not a pole)."""

GRID_COLUMNS = 4
"""The seat grid's columns at most at every size and count (critic A51: the grid changed shape
from two players to seven): rows of four at most filled in turn order, balanced (critic F71,
:func:`balanced_columns`: five or six cards 3 + 2 and 3 + 3), seven places 4 + 3 (its one home:
hS63 dropped seat_band's unused GROUP_ROW_MOST that repeated it)."""

SWAP_LEAST_PX = 32
"""A person's "×" at least this many pixels across at any size (a real button to hit)."""

COMPUTER_SEAT = "computer"
"""The computer's card's key in the band's motion (a person's is their index)."""
ADD_CARD = "add"
"""The add card's key in the band's motion: it glides with the group (hS28)."""


class SeatSpot(Widget):
    """A free place of the seat grid in the focus order (hS23): the card that adds a person
    or a quiet empty seat; Enter or Space on it adds a person (``on_add``). The scene draws
    the place itself; the widget only rings it while it has the focus."""

    def __init__(self, place: int, on_add: Any) -> None:
        """The spot standing at the grid's ``place`` (an index of the seven places)."""
        super().__init__()
        self.place_index = place
        self.on_add = on_add
        self.name = f"seat{place + 1}"

    def activate(self) -> None:
        """One more person (the scene then gives their name field the focus)."""
        self.on_add()

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The focus ring round the free place, as round a person's card."""
        if focused:
            draw_focus_ring(surface, self.rect, self.scale)


class SeatRemove(Widget):
    """The "×" on a person's seat card that takes them away from the game (round 74, critic
    #3: one way to add or take away a person, on the cards themselves); Enter, Space or a
    click presses it (``on_remove`` with the person's index). Shown while two people or more
    play, at rest, in the card's top right corner (the computer's card has its padlock
    there)."""

    def __init__(self, index: int, on_remove: Any) -> None:
        """The "×" of person ``index`` (0-based, in the form's order of names)."""
        super().__init__()
        self.index = index
        self.on_remove = on_remove
        self.name = f"remove{index + 1}"
        self.visible = False
        self.lit = False
        """True while the pointer is over it."""

    def activate(self) -> None:
        """The person leaves the game (the scene moves the names after theirs up)."""
        self.on_remove(self.index)

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """A dark disc ringed in cream with a cream "×" (lit under the pointer: cream
        disc, dark cross), ringed for the focus."""
        if not self.visible or self.rect.w <= 0:
            return
        radius = self.rect.w // 2
        face, ink = (theme.CREAM, theme.PANEL) if self.lit else (theme.PANEL, theme.CREAM)
        pygame.draw.circle(surface, theme.CREAM, self.rect.center, radius)
        pygame.draw.circle(surface, face, self.rect.center, radius - max(2, round(radius * 0.12)))
        arm = round(radius * 0.42)
        thick = max(2, round(radius * 0.16))
        x, y = self.rect.center
        for way in (1, -1):
            pygame.draw.line(surface, ink, (x - arm, y - way * arm), (x + arm, y + way * arm),
                             thick)
        if focused:
            draw_focus_ring(surface, self.rect, self.scale)


class SeatPlaces:
    """The geometry of New Game's band of seat cards (a mixin of the scene)."""

    humans: Any
    fields: list[Any]
    motion: Any
    scale: float
    field_h: int
    seven_field_h: int
    names_size: int
    name_size: int
    band_room: pygame.Rect
    px: Any
    font_px: Any
    tr: Any
    turn_order_indices: Any
    field_of_card: Any
    focus: Any
    turn_badge: Any
    tall_head: Any

    def cards_short(self) -> bool:
        """True when the form's seat cards (at their places) are short ones
        (:func:`is_short_card`): each card's turn and mark stand beside its name, sliding
        cards too."""
        return is_short_card(pygame.Rect(0, 0, getattr(self, "card_w", 0),
                                         getattr(self, "card_h", 1)))

    def rows_gap(self) -> int:
        """The felt between two rows of cards: the gap between two cards of a row (critic
        I72: a band kept there for a refusal's bubble read empty and shrank the cards; the
        bubble shows over the row under its card, as a tooltip)."""
        return self.px(SEAT_CARD_GAP)

    def card_edge(self) -> int:
        """The margin inside a seat card."""
        return max(4, self.px(16))

    def name_field_rect(self, card: pygame.Rect, field_h: int) -> pygame.Rect:
        """Where a card's name field (or the computer's name plate) sits: across its foot
        (the cards are tall ones at any count since hS22, :meth:`cards_short`)."""
        edge = self.card_edge()
        return pygame.Rect(card.x + edge, card.bottom - edge - field_h, card.w - 2 * edge,
                           field_h)

    def _place_name_fields(self, body: int | None = None) -> None:
        """Each person's name field on their own seat card as it shows now (hidden fields
        keep a place); one height for every field, and one type size whatever the number of
        players (:meth:`one_name_size`: a name as long as :data:`LONGEST_NAME` shows whole;
        its count shows on the card while typed in); a longer one shrinks to fit its field."""
        del body  # (the one size is the layout's)
        field_h = self.field_h
        cards = self.card_rects(MAX_HUMANS + 1)
        order = self.turn_order_indices()
        size = self.names_size
        self.name_size = size
        shown = self.shown_card_rects()
        seats = self.turn_order_seats()
        for i, field in enumerate(self.fields):
            card = shown[order.index(i)] if i in order else cards[min(i, len(cards) - 1)]
            if i in order:  # edited, it is ringed in its seat's colour (critic A64)
                field.ring = seat_colour(seats[order.index(i)])
            field.place(self.name_field_rect(card, field_h), self.scale, size)
            field.min_font_size = self.font_px(theme.FONT_MIN)
            field.weight = NAME_FACE  # a player's name: in display type

    @staticmethod
    def name_group(cards: list[pygame.Rect]) -> tuple[bool, bool]:
        """The arrangement of ``cards`` the names' type size goes with: short cards (rows of
        four) or tall ones, and a full row of :data:`ONE_ROW_MOST` tall ones or fewer."""
        in_row = sum(1 for card in cards if card.y == cards[0].y) if cards else 0
        return (bool(cards) and is_short_card(cards[0]), in_row >= ONE_ROW_MOST)

    def one_name_size(self, body: int) -> int:
        """The names' one type size on the cards as they stand now (hS40: bigger on the
        bigger cards of few players): as tall as the name field lets a line be, up to
        :data:`NAME_TYPE_MOST`, at least ``body``, and no bigger than lets
        :data:`LONGEST_NAME` show whole on the narrowest card's field: the type never
        changes while a name is typed."""
        cards = self.card_rects()
        if not cards:
            return body
        narrow = min(cards, key=lambda card: card.w)
        field = self.name_field_rect(narrow, self.field_h)
        pad = theme.px(16, self.scale)
        room = field.w - 2 * pad - 4  # (the caret)
        size = max(body, self.font_px(NAME_TYPE_MOST))
        while size > theme.least_type() and (text_size(LONGEST_NAME, size, NAME_FACE)[0] > room
                                         or line_height(size, NAME_FACE) > field.h):
            size -= 1
        return size

    def full_grid(self) -> list[pygame.Rect]:
        """The places of the most seats (:data:`MAX_HUMANS` people and the computer) in the
        room both games leave (:attr:`size_room`): their size is every card's, in both games
        and at any count (:func:`tall_card_grid`: the mark above the name)."""
        gap, row_gap = self.px(SEAT_CARD_GAP), getattr(self, "row_gap", 0)
        room = getattr(self, "size_room", self.band_room)
        return tall_card_grid(room, MAX_HUMANS + 1, gap, row_gap)

    def seat_places(self, count: int | None = None) -> list[pygame.Rect]:
        """The places of ``count`` seats (by default the form's) and, while one more person
        may come, of the add card after them: one group of equal cards centred in
        :attr:`band_room` (hS28: no empty places beside a few people), in rows of at most
        :data:`GRID_COLUMNS` as even as the count lets (:func:`balanced_columns`) filled in
        order (:func:`grid_in_order`), each card the width of
        the seven's (:meth:`filling_size`; critic A51: one shape at every count), those of
        one row taller (:meth:`one_row_size`)."""
        count = self.humans.value + 1 if count is None else count
        if count <= 0:
            return []
        gap, row_gap = self.px(SEAT_CARD_GAP), getattr(self, "row_gap", 0)
        shown = min(count + 1, MAX_HUMANS + 1)
        # one grid at every count (critic A51, reversing hS40's cards filling the room for
        # each count): the width of the seven's, rows of four filled in order; one row as
        # tall as the seven's two (critic A61: three even gaps of bare felt)
        size = self.filling_size(MAX_HUMANS + 1)
        if shown <= GRID_COLUMNS:
            size = self.one_row_size(size)
        return grid_in_order(self.band_room, shown, size, gap, row_gap, balanced_columns(shown))

    def one_row_size(self, seven: tuple[int, int]) -> tuple[int, int]:
        """The cards of one row: the ``seven``'s width, and as tall as the seven's two rows
        with the gap between them (the line-up filling the band under the form), at most
        :data:`ONE_ROW_MOST_TALL` times their width."""
        width, height = seven
        row_gap = getattr(self, "row_gap", 0)
        return width, max(height, min(2 * height + row_gap,
                                      round(width * ONE_ROW_MOST_TALL)))

    def filling_size(self, shown: int) -> tuple[int, int]:
        """The size of each of ``shown`` cards (seats and the add card) filling the room
        this game's form leaves (:attr:`size_room`): one row while they fit
        :data:`GRID_COLUMNS`, else two; as tall as the room, never wider than
        :data:`SEAT_MOST_WIDE` times their height nor taller than :data:`SEAT_MOST_TALL`
        times their width (hS40 ruling: the cards fill the room they have)."""
        gap, row_gap = self.px(SEAT_CARD_GAP), getattr(self, "row_gap", 0)
        room = getattr(self, "size_room", self.band_room)
        most = GRID_COLUMNS  # (the grid's one shape at every size: critic A51)
        rows = 1 if shown <= most else 2
        cols = -(-shown // rows)
        height = (room.h - (rows - 1) * row_gap) // rows
        width = min((room.w - (cols - 1) * gap) // cols, round(height * SEAT_MOST_WIDE))
        height = min(height, round(width * SEAT_MOST_TALL))
        return max(1, width), max(1, height)

    def card_rects(self, count: int | None = None) -> list[pygame.Rect]:
        """The seat cards' places for ``count`` seats (by default the form's), in turn order:
        the people, then the computer; while one more person may come, the add card's place
        between them is no seat's (critic K72 #13: after the computer's, the person it adds
        read as playing after the computer: they play before it)."""
        count = self.humans.value + 1 if count is None else count
        places = self.seat_places(count)
        if len(places) > count:  # the add card's place between the people and the computer
            return places[:count - 1] + places[count:count + 1]
        return places[:count]

    def free_seat_rects(self) -> list[pygame.Rect]:
        """The one free place shown: the one after the people's, before the computer's
        (where the person it adds will play), as a "+ Adaugă jucător" card (a click adds a
        person); none when every seat is taken."""
        if self.humans.value >= MAX_HUMANS:
            return []
        people = self.humans.value
        return self.seat_places()[people:people + 1]

    def moving_places(self) -> dict[object, pygame.Rect]:
        """Every card of the group at its place by key as last laid out, for the band's
        motion: the seats (:attr:`placed`) and the add card (:data:`ADD_CARD`) while one
        more may come."""
        return {**self.placed, **getattr(self, "placed_add", {})}

    def place_spots(self) -> None:
        """The add card's :class:`SeatSpot` at its place, shown while a person may come (the
        other spots hidden: no empty seats, hS28); each person's "×"
        (:class:`SeatRemove`) in their card's top right corner while two people or more play
        and the cards stand at their places."""
        free = self.free_seat_rects()
        for spot in getattr(self, "spots", ()):
            spot.visible = bool(free) and spot.place_index == self.humans.value + 1
            if spot.visible:
                spot.place(free[0], self.scale)
        order = self.turn_order_indices()
        cards = self.card_rects(len(order))
        for remove in getattr(self, "removers", ()):
            remove.visible = (self.humans.value > 1 and remove.index < self.humans.value
                              and not self.motion.moving)
            if remove.visible:
                remove.place(self.remove_rect(cards[order.index(remove.index)]), self.scale)

    def remove_rect(self, card: pygame.Rect) -> pygame.Rect:
        """Where a person's "×" stands on their ``card``: its top right corner, as big as
        the card's turn badge (the computer's padlock stands there on its card)."""
        side = max(SWAP_LEAST_PX, self.turn_badge(card))
        edge = self.card_edge()
        head = self.tall_head(card)
        rect = pygame.Rect(0, 0, side, side)
        rect.center = (card.right - edge - side // 2, head.y + edge // 2 + side // 2)
        return rect

    def add_card_label(self) -> str:
        """The words on the card that adds a person."""
        return self.tr("new_game.add_player")

    def seat_key(self, index: int) -> object:
        """The key of the seat of player ``index`` of :meth:`players` in the band's motion:
        a person's index, or :data:`COMPUTER_SEAT` (its index changes with the count)."""
        return index if index < self.humans.value else COMPUTER_SEAT

    def shown_card_rects(self) -> list[pygame.Rect]:
        """The seat cards as they show now, in turn order: at their places, or on their way
        there while :attr:`motion` runs."""
        order = self.turn_order_indices()
        targets = self.card_rects(len(order))
        return [self.motion.rect(self.seat_key(index), rect)
                for index, rect in zip(order, targets, strict=True)]

    def rows_band(self, count: int) -> pygame.Rect:
        """The band of ``count`` seats: the union of their cards' places."""
        cards = self.card_rects(count)
        band = pygame.Rect(cards[0]) if cards else pygame.Rect(self.band_room.topleft, (0, 0))
        return band.unionall(cards) if cards else band

    def swap_people(self, k: int) -> None:
        """The people of seat cards ``k`` and ``k + 1`` change places: each name goes to the
        other card (its turn, its colour and mark at the table)."""
        first, second = self.field_of_card(k), self.field_of_card(k + 1)
        if first is not None and second is not None:
            text = first.text
            first.set_text(second.text)
            second.set_text(text)

    def move_focused_person(self, way: int) -> bool:
        """Alt+← / Alt+→ in a person's name field: they change places with the person
        before or after them (the swap buttons' keys), the caret going with their name;
        False when there is no person there to change places with."""
        cards = [self.field_of_card(k) for k in range(len(self.turn_order_indices()))]
        if self.focus.focused not in cards:
            return False
        k = cards.index(self.focus.focused)
        other = k + way
        if not 0 <= other < len(cards) or cards[other] is None:
            return False
        self.swap_people(min(k, other))
        self.focus.focus(cards[other])
        return True


def balanced_columns(count: int) -> int:
    """The columns of a grid of ``count`` cards: as few rows as :data:`GRID_COLUMNS` allows,
    their counts as even as can be (critic F71: 4 + 2 and 4 + 1 read as a row and a stray
    tail; 3 + 3 and 3 + 2 as one grid)."""
    rows = max(1, -(-count // GRID_COLUMNS))
    return max(1, -(-count // rows))


def grid_in_order(room: pygame.Rect, count: int, size: tuple[int, int], gap: int,
                  row_gap: int, cols: int) -> list[pygame.Rect]:
    """``count`` cards of one ``size`` in rows of ``cols`` filled in order (the first row
    full before the next starts: a card added keeps the others in their rows), each row
    centred across ``room`` and the block centred down it."""
    width, height = size
    rows = max(1, -(-count // cols))
    y = room.y + (room.h - (rows * height + (rows - 1) * row_gap)) // 2
    rects: list[pygame.Rect] = []
    for first in range(0, count, cols):
        in_row = min(cols, count - first)
        x = room.centerx - (in_row * width + (in_row - 1) * gap) // 2
        rects += [pygame.Rect(x + k * (width + gap), y, width, height) for k in range(in_row)]
        y += height + row_gap
    return rects
