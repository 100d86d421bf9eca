"""New Game, shared by both games: humans + 1 IA, their names, the 10 000 target.

The window opens with the players and target of the last game set up (``Settings.last_names``,
``Settings.farkle_target``); the computer plays at its level set in Setări, its one place
(``Settings.farkle_level``, Yams ``Settings.difficulty``; hS30), said on its seat card;
each person's seat card holds their name field (the card of the name being typed shows its
length against the limit, "12/16"); a field turns red when a letter is refused, with a word
beside it (a character the typeface lacks, a name already full).
"Începe" asks first when an unfinished game is saved
(:func:`game.scenes.game_setup.ask_before_overwriting`), and the game is saved as it starts.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game import theme
from game.engine.players import MAX_HUMANS, Player
from game.i18n import every_translation, format_int, shown_name
from game.scenes.base import Scene
from game.scenes.game_setup import (
    ask_before_overwriting,
    new_engine_game,
    start_game,
    turn_order,
)
from game.scenes.new_game_cards import SeatCardsDrawing
from game.scenes.new_game_form import FormStrip
from game.scenes.new_game_places import (  # (the names other modules ask of New Game)
    ADD_CARD,
    COMPUTER_SEAT,
    LONGEST_NAME,
    NAME_TYPE,
    SeatPlaces,
    SeatSpot,
)
from game.scenes.new_game_refusal import RefusalBubble
from game.storage.settings import LANGUAGES
from game.theme_pages import READ_TYPE_LEAST
from game.widgets.felt import draw_panel, felt_area
from game.widgets.forms import Choice, Stepper, TextField
from game.widgets.seat_band import CardMotion
from game.widgets.seats import player_style
from game.widgets.text import draw_text, line_height, text_size

if TYPE_CHECKING:
    from game.app import App

__all__ = ["COMPUTER_SEAT", "LONGEST_NAME", "NAME_TYPE", "NewGameScene"]

COMPUTER_NAME = "IA"
"""The computer player's name at every table."""

FARKLE_TARGETS = (5_000, 10_000, 15_000)
"""Targets offered for 10 000 (F10)."""

FARKLE_DEFAULT_TARGET = 10_000
"""The target chosen first."""

PANEL_MOST_WIDTH = 1500
"""The form's panel at most (reference pixels); the seat cards share its width."""
NAME_GROWTH = 2.4
"""How much taller a name field grows on the big cards of few players (at most; hS40: 1.8
left the names small on the cards filling the room)."""
NAME_OF_CARD = 0.24
"""A tall card's name field at most this share of the card's height (the name big on it)."""
START_GROWTH = 1.22
""""Începe" is the hero action: this much wider than "Înapoi" (and red; one height)."""
GRID_LEAD = 32
"""The least felt between the seat cards' grid and the buttons below it (reference pixels)."""
SHORT_WINDOW = 800
"""A window lower than this (pixels: 1024×600, 1366×768) gets the tight layout
(:meth:`NewGameScene.short`): the title higher, the panel's rows closer, the room to the seat
cards."""
TITLE_Y_SHORT = 0.09
"""The title's centre in a short window (a fraction of the height; ``theme.TITLE_Y`` else)."""
TITLE_Y_TALL = 0.115
"""The title's centre in a tall window (hS31, critic R30: the felt went to the seat cards, not
to a band under the title)."""
SHORT_ROW = 0.84
"""A short window's panel rows: this share of a form row (the controls keep their height)."""
CAPTION_LEAD = 22
"""Between the settings panel and "Ordinea de joc" (reference pixels; hS30)..."""
CAPTION_GAP = 26
"""...and between the caption and the cards it names: it sits on them, clear of the first
card's focus ring (critic R30: it sat almost on the ring)."""


class NewGameScene(FormStrip, RefusalBubble, SeatCardsDrawing, SeatPlaces, Scene):
    """The window before a game: ``kind`` is "yams" or "farkle"."""

    type_least = READ_TYPE_LEAST
    """No word under 16.6 px of em, even at 1024×600 (hR67: above the side screens' 15)."""

    def is_animating(self) -> bool:
        """The seat cards sliding to new places; else only the caret blinks, slowly enough
        for the idle frame rate."""
        return self.motion.moving

    def redraws_when_idle(self) -> bool:
        """The caret blinks for theme.CARET_BLINK_TIMEOUT seconds after the last input."""
        return self.idle_redraw_in() is not None

    def idle_redraw_in(self) -> float | None:
        """The focused field's next caret blink (or its "full" sign's fade); None once the
        caret has stopped blinking (it stays lit) or no field has the focus."""
        field = self.focus.focused
        if not isinstance(field, TextField):
            return None
        if field.refused > 0 or self.refusal is not None or self._bubble_shown:
            return 1.0 / theme.IDLE_FPS
        due = field.next_blink_in()
        return None if due is None else due + 0.01  # just past the change, not just before

    def draw_idle(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """A blink of the caret: the focused name field drawn again (clipped), nothing else."""
        field = self.focus.focused
        if (not isinstance(field, TextField) or self.refusal is not None or self._bubble_shown
                or self.motion.moving):
            return None  # the refusal's bubble and the cards' motion take whole frames
        ring = 2 * self.px(theme.FOCUS_RING_GAP + theme.FOCUS_RING_WIDTH) + 4
        region = field.rect.inflate(ring, ring).clip(surface.get_rect())
        clip = surface.get_clip()
        surface.set_clip(region)
        try:
            self.draw(surface)
        finally:
            surface.set_clip(clip)
        return [region]

    def update(self, dt: float) -> None:
        """Fields and buttons; the carets stop blinking (lit) when nobody types."""
        steady = self.app.quiet_seconds >= theme.CARET_BLINK_TIMEOUT
        for field in self.fields:
            field.steady = steady
        focused = self.focus.focused
        if self.refusal is not None:  # its word goes with the focus: it speaks of that field
            field, left = self.refusal
            here = left > dt and field.visible and focused is field
            self.refusal = (field, left - dt) if here else None
        for field in self.fields:
            if field is not focused:
                field.refused = 0.0  # no red border left on a field the focus has left
        if self.motion.moving:
            self.motion.step(dt)
            self._place_name_fields()  # each name rides on its card
        self._glide_panel()  # (at its place once the cards are: settled too)
        super().update(dt)

    def wants_text_input(self) -> bool:
        """True while a name field has the focus: letters are typed into it."""
        return isinstance(self.focus.focused, TextField)

    def __init__(self, app: App, kind: str) -> None:
        """Build the form for ``kind`` with the last game's players (first time: one human
        named "Jucătorul 1") and target."""
        super().__init__(app)
        if kind not in ("yams", "farkle"):
            raise ValueError(f"unknown game {kind!r}")
        self.kind = kind
        settings = getattr(app, "settings", None)
        last = [name for name in getattr(settings, "last_names", ()) if name.strip()]
        last = last[:MAX_HUMANS]
        self.humans = Stepper(max(1, len(last)), 1, MAX_HUMANS, self._on_count, name="humans")
        self.fields = [
            TextField(self._remembered(last[i], i) if i < len(last) else self.default_name(i),
                      theme.NAME_MAX_LENGTH, placeholder=self._placeholder(i),
                      name=f"name{i + 1}", replace_first=True, bare=True,
                      on_refuse=self._refuse_characters, on_full=self._refuse_length)
            for i in range(MAX_HUMANS)
        ]
        target = getattr(settings, "farkle_target", FARKLE_DEFAULT_TARGET)
        self.target = Choice([(t, format_int(t)) for t in FARKLE_TARGETS],
                             target if target in FARKLE_TARGETS else FARKLE_DEFAULT_TARGET,
                             name="target")
        self.target.visible = kind == "farkle"
        self.back_button = self.button("common.back", self.back, "secondary")
        self.start_button = self.button("new_game.start", self.start)
        self.spots = [SeatSpot(place, self.add_person) for place in range(2, MAX_HUMANS + 1)]
        """The free places in the focus order (the add card, the empty seats: hS23)."""
        # in reading order: the count, the settings under it, the seats, the free places,
        # the buttons
        self.focus.widgets = [self.humans, self.target, *self.fields,
                              *self.spots, self.back_button, self.start_button]
        self.focus.focus(self.humans)  # the first control has the focus (its ring) on arrival
        self.motion = CardMotion()
        """The seat cards on their way to new places after a change of the count."""
        self.placed: dict[object, pygame.Rect] = {}
        self.placed_add: dict[object, pygame.Rect] = {}
        self.placed_styles: dict[object, int] = {}
        self.placed_turns: dict[object, str] = {}
        """Each seat's turn (by key) at its place."""
        self.turns_before: dict[object, str] = {}
        """Each seat's turn as it showed when the count last changed (kept until its card
        has gone half its way)."""
        """The names' type size when the count last changed (it grows or shrinks to the
        new one with the cards)."""
        self._cards_seen = False
        self._on_count(self.humans.value)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.panel_home = self.panel_from = 0
        """Where the panel stands at this count, and where it glides from (hS30)."""
        self.refusal: tuple[TextField, float] | None = None
        """The field a character was refused in, and the seconds its word stays."""
        self.refusal_key = "new_game.name_refused"
        """What the bubble says: a character the typeface lacks, or a name already full."""
        self._bubble_shown = False
        self.card_w = 0
        """Every seat card's width (they are equal)."""
        self.band_room = pygame.Rect(0, 0, 0, 0)
        self.size_room = pygame.Rect(0, 0, 0, 0)
        """The room 10 000's form leaves to its cards: their one size in both games."""
        self.band = pygame.Rect(0, 0, 0, 0)
        """Above the form: the game summed up, then the seats in the order they will play."""
        self.label_pos: dict[str, tuple[int, int]] = {}
        self._order: tuple[tuple[object, ...], list[Player], list[int], list[int]] | None = None
        self.card_h = 0
        self.field_h = 0
        """The name fields' height over their height on the cards of seven seats."""
        self.name_size = theme.FONT_BODY
        self.swap_over: int | None = None
        """The swap button under the pointer (its ``k``; None: none)."""

    def add_person(self) -> None:
        """A free place pressed (by keys or a click): one more person, whose name field takes
        the focus."""
        if self.humans.value < MAX_HUMANS:
            self.humans.set_value(self.humans.value + 1)
            self.focus.focus(self.fields[self.humans.value - 1])

    def default_name(self, index: int) -> str:
        """The name human ``index`` (0-based) gets until someone types another."""
        return self.tr("new_game.default_name", n=index + 1)

    def _remembered(self, name: str, index: int) -> str:
        """A remembered name; a default one of any language becomes this language's
        ("Jucătorul 2" is "Player 2" in English)."""
        defaults = every_translation("new_game.default_name", LANGUAGES, n=index + 1)
        return self.default_name(index) if name in defaults else name

    def _placeholder(self, index: int) -> Callable[[], str]:
        return lambda: self.default_name(index)

    def _on_count(self, count: int) -> None:
        """The number of people changed: the name fields in use, and the cards slide from
        where they showed to their new places (a new one fades in, one gone fades out)."""
        for i, field in enumerate(self.fields):
            field.visible = i < count
        if self.size != (0, 0) and hasattr(self, "panel"):
            before = {key: self.motion.rect(key, rect)
                      for key, rect in self.moving_places().items()}
            caught = self.motion.caught()  # (a quick click: cards still fading in or out)
            way = self.motion.on_way()  # (...or on their way, some across rows)
            shown_panel = self.panel.y
            # the turns as they show: they change with the cards' move
            self.turns_before = {key: self.shown_turn(key, turn)
                                 for key, turn in self.placed_turns.items()}
            self.layout(self.size)
            if self._cards_seen:  # cards nobody saw yet (a form being set up) just stand
                self.motion.start(before, self.moving_places(), caught, way)
                self.panel_from = shown_panel  # (the panel glides from where it showed)
                self._glide_panel()
                self._place_name_fields()  # the names where their cards show now

    def _remember_places(self) -> None:
        """The seats' places and styles by key (:meth:`seat_key`), for the next motion."""
        order, styles = self.turn_order_indices(), self.turn_order_seats()
        targets = self.card_rects(len(order))
        self.placed = {self.seat_key(i): rect for i, rect in zip(order, targets, strict=True)}
        self.placed_styles.update({self.seat_key(i): style
                                   for i, style in zip(order, styles, strict=True)})
        self.placed_turns = {self.seat_key(i): str(k + 1) for k, i in enumerate(order)}
        free = self.free_seat_rects()
        self.placed_add = {ADD_CARD: free[0]} if free else {}
        if free:  # (its number too changes with its move: hS29)
            self.placed_turns[ADD_CARD] = str(self.humans.value + 2)
        """The add card's place by key (:meth:`moving_places`: it glides with the group)."""

    def computer_level(self) -> str:
        """The computer's level for this game, set in Setări (its one place, hS30):
        10 000's ``farkle_level`` ("normal" / "expert"), Yams' ``difficulty``."""
        settings = self.app.settings
        return settings.farkle_level if self.kind == "farkle" else settings.difficulty

    def computer_level_word(self) -> str:
        """The computer's level as its seat card says it ("Normal" / "Expert")."""
        if self.kind == "farkle":
            return self.tr(f"farkle.level.{self.computer_level()}")
        return self.tr(f"settings.difficulty_{self.computer_level()}")

    def player_names(self) -> list[str]:
        """The humans' names in order (an empty field keeps the default name)."""
        return [field.text.strip() or self.default_name(i)
                for i, field in enumerate(self.fields[: self.humans.value])]

    def players(self) -> list[Player]:
        """The seats: the humans in order, then the computer."""
        return [Player(name) for name in self.player_names()] + [
            Player(COMPUTER_NAME, is_computer=True)]

    def engine_args(self) -> tuple[list[Player], int | None, str | None]:
        """What "Începe" gives the engine: the seats in order, and for 10 000 the target and
        the computer's level set in Setări (None for Yams)."""
        if self.kind == "farkle":
            return self.players(), int(self.target.value), self.computer_level()
        return self.players(), None, None

    def turn_order(self) -> list[Player]:
        """Who plays when in the game "Începe" would start, asked of that engine game itself
        (built again only when the seats or the game's settings change)."""
        args = self.engine_args()
        key = (self.kind, tuple(args[0]), args[1], args[2])
        if self._order is None or self._order[0] != key:
            game = new_engine_game(self.kind, *args)
            count = len(game.players)
            indices = [(game.current + k) % count for k in range(count)]
            self._order = (key, turn_order(game),
                           [player_style(game.players, i) for i in indices], indices)
        return self._order[1]

    def turn_order_seats(self) -> list[int]:
        """The seat style (:func:`game.widgets.seats.player_style`: their colour and mark at
        the table) of each player of :meth:`turn_order`, in that order."""
        self.turn_order()
        assert self._order is not None
        return self._order[2]

    def turn_order_indices(self) -> list[int]:
        """The index in :meth:`players` (the people in order, then the computer) of each
        player of :meth:`turn_order`, in that order: which card holds which name field."""
        self.turn_order()
        assert self._order is not None
        return self._order[3]

    def start(self) -> None:
        """"Începe": ask first if an unfinished game is saved, then start (saved at once)."""
        ask_before_overwriting(self.app, self._start_now)

    def _start_now(self) -> None:
        """Build the engine's game, remember the players, save it, sit them at its table."""
        from game.scenes.tables import table_for

        start_game(self.app, self.kind, *self.engine_args(),
                   table=lambda app, game: table_for(app, self.kind, game))

    def handle_event(self, event: pygame.event.Event) -> None:
        """Enter in a name field moves to the next field, Enter before any key moved the
        focus is "Începe" (the settings shown); a click anywhere on a person's
        card gives its name field the focus; the rest as any scene."""
        enter = (event.type == pygame.KEYDOWN
                 and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER))
        if enter and isinstance(self.focus.focused, TextField):
            self.focus.move(1)
            return
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT)
                and event.mod & pygame.KMOD_ALT and self.move_focused_person(
                    -1 if event.key == pygame.K_LEFT else 1)):
            return
        if enter and self.focus.focused in (None, self.humans):  # start with what is shown
            self.focus.focus(self.start_button)
            self.start_button.activate()
            return
        if event.type == pygame.MOUSEMOTION:  # a swap button lights under the pointer
            self.swap_over = next((k for rect, k in self.swap_rects()
                                   if rect.collidepoint(event.pos)), None)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, k in self.swap_rects():
                if rect.collidepoint(event.pos):
                    self.swap_people(k)  # (hS50: the order set by a real button)
                    return
            if any(seat.collidepoint(event.pos) for seat in self.free_seat_rects()):
                self.add_person()  # a free seat: one more person, named at once (hS29)
                return
            field = self.field_on_card(event.pos)
            if field is not None and not field.rect.collidepoint(event.pos):
                self.focus.focus(field)
                return
        super().handle_event(event)

    def field_of_card(self, k: int) -> TextField | None:
        """The name field on the ``k``-th seat card (None: the computer's card)."""
        order = self.turn_order_indices()
        index = order[k] if k < len(order) else MAX_HUMANS
        return self.fields[index] if index < self.humans.value else None

    def field_on_card(self, pos: tuple[int, int]) -> TextField | None:
        """The name field of the person whose seat card is at ``pos`` (None: no such card)."""
        order = self.turn_order_indices()
        for rect, index in zip(self.shown_card_rects(), order, strict=True):
            if rect.collidepoint(pos) and index < self.humans.value:
                return self.fields[index]
        return None

    def short(self) -> bool:
        """True in a short window (lower than :data:`SHORT_WINDOW`): the tight layout."""
        return self.size[1] < SHORT_WINDOW

    def title_y(self) -> float:
        """The title's centre (a fraction of the height): high, higher in a short window."""
        return TITLE_Y_SHORT if self.short() else TITLE_Y_TALL

    def layout(self, size: tuple[int, int]) -> None:
        """The game in one line under the title, a centred panel (the humans stepper, for
        10 000 the target and the level), the caption of the order, the seats as big cards
        each holding its player's name field, Back / Start.

        The places of seven seats fill all the room the form leaves above the buttons, one
        size for any count (:meth:`seat_places`): a seat coming fades in at its own place,
        one going fades out, the others never move (:meth:`_on_count`).
        """
        super().layout(size)
        self.motion.settle()  # (a change of the count starts its slide after this layout)
        w, h = self.size
        felt = felt_area(self.size)
        margin = self.px(theme.MARGIN * 0.5)
        short = self.short()  # (hN25: the 10 000 cards were 77 px tall at 1024x600)
        title_bottom = round(h * self.title_y()) + self.font_px(theme.FONT_TITLE) // 2
        bh = self.px(theme.BUTTON_SMALL_SIZE[1])
        buttons_bottom = felt.bottom - margin
        buttons_y = buttons_bottom - bh  # "Începe", the hero; "Înapoi" lower beside it
        top = title_bottom + (self.px(14) if short else margin)  # (the title's line is tall)
        extra = 1 if self.kind == "farkle" else 0  # 10 000's target: one row
        small_line = line_height(self.caption_px())
        gap = self.px(theme.GAP)
        pw = min(self.px(PANEL_MOST_WIDTH), felt.w - 2 * margin - 2 * self.px(40))
        note_h = max(small_line + 2 * gap,  # "Ordinea de joc" with a gap above and below it
                     self.px(CAPTION_LEAD + CAPTION_GAP)
                     + text_size("Ag", self.caption_px())[1])
        row = self.px(theme.ROW_HEIGHT)
        field_h = min(self.px(theme.FIELD_SIZE[1]), round(row * 0.76))
        if short:  # the rows closer, the controls as tall
            row = max(field_h + self.px(12), round(row * SHORT_ROW))
        self.summary_y = top
        form_top = top + small_line + gap
        pad = self.px(18 if short else 20)
        if self.form_one_row(pw - 2 * self.px(40)):
            extra = 0  # (hS40: the target on the players' row, the form a slim strip)
        self.panel = pygame.Rect(0, 0, pw, (1 + extra) * row + pad)
        if self.kind == "yams":  # hS50 (critic A41): as wide as its label and stepper,
            # not a long band empty between them
            self.panel.w = min(pw, 2 * self.px(40) + self.px(24) + self.px(300) + text_size(
                self.tr("new_game.humans"), self.font_px(theme.FONT_BODY))[0])
        self.panel.midtop = (w // 2, form_top)
        # the band: all the form leaves above the buttons, whatever the number of players;
        # the places of the most seats fill it
        lead = max(margin, self.px(GRID_LEAD))  # the grid never near the buttons
        band_top = self.panel.bottom + note_h
        self.band_room = pygame.Rect(w // 2 - pw // 2, band_top, pw, buttons_y - lead - band_top)
        """All the room the seat cards have: the cards of any number of seats fill it."""
        # between two rows: room for a refusal's bubble (two lines) by a card of either row;
        # as much under the last row, above the buttons (even gaps, hS22)
        # the cards' one size, in both games: the room 10 000 leaves (its target and level
        # take one more row of the panel)
        self.wide_w = felt.w - 2 * margin
        """The width the rows of cards may take (the felt's, inside its margins)."""
        self.size_room = pygame.Rect(self.band_room)
        self.size_room.w = self.wide_w  # (hS31, critic R30: the felt's width, not the panel's)
        self.size_room.centerx = w // 2
        self.row_gap = self.refusal_gap()
        for _ in range(2):  # (the gap's lines follow the cards' width)
            under = lead  # (hS31: a last row's refusal stands in the gap over its card)
            self.band_room.h = buttons_y - under - band_top
            self.size_room.h = self.band_room.h  # (hS40: this game's room, filled)
            self.size_room.bottom = self.band_room.bottom
            self.row_gap = self.refusal_gap()
        self.band_room.w = self.wide_w
        self.band_room.centerx = w // 2
        self.back_button_y = buttons_y
        self._centre_block(under)
        self.band = self.rows_band(self.humans.value + 1)
        self.card_w, self.card_h = self.card_rects()[0].size
        # the name fields: as on the cards of seven seats, taller on the bigger cards of few
        least = min(field_h, max(8, round(self.card_rects(MAX_HUMANS + 1)[0].h * 0.36)))
        # (never taller than with fewer people: five in a row are lower than six in two)
        lowest = self.card_rects()[0].h  # (one size for any count)
        self.seven_field_h = least
        """The name fields' height on the cards of seven seats."""
        self.field_h = max(least, min(round(field_h * NAME_GROWTH),
                                      round(lowest * NAME_OF_CARD)))
        self.names_size = self.one_name_size(self.font_px(theme.FONT_BODY))
        """The names' one type size for the cards' arrangement (:meth:`one_name_size`)."""
        self.form_rows = (row, pad, field_h)
        self.panel_home = self.panel.y  # (it glides there with the cards)
        self._place_form()
        self._place_name_fields(self.font_px(theme.FONT_BODY))
        bw = self.px(theme.BUTTON_SMALL_SIZE[0])
        hero_w = round(bw * START_GROWTH)
        gap = self.px(theme.GAP * 2)
        left = w // 2 - (bw + gap + hero_w) // 2  # the pair centred, their feet level
        button_font = self.font_px(theme.FONT_BUTTON)
        # one height, their feet level; "Începe" wider and red (the hero), its label at the
        # buttons' one size so its circumflex never touches its top edge
        self.back_button.place(pygame.Rect(left, buttons_y, bw, bh), self.scale, button_font)
        self.start_button.place(pygame.Rect(left + bw + gap, buttons_y, hero_w, bh),
                                self.scale, button_font)
        self._remember_places()
        self.place_spots()

    def _glide_panel(self) -> None:
        """The panel on its way with the cards (hS30: the block centres again when the cards
        change rows; the panel never jumps over cards still at their places)."""
        start = self.panel_from
        share = self.motion.slide_share() if self.motion.moving else 1.0
        y = round(start + (self.panel_home - start) * share)
        if y != self.panel.y:
            self.panel.y = y
            self._place_form()

    def _centre_block(self, under: int) -> None:
        """The settings panel, "Ordinea de joc" and the group of cards as one block (hS30,
        critic S29: with few players bands of felt lay between them, the caption afloat):
        :data:`CAPTION_LEAD` between the panel and the caption, :data:`CAPTION_GAP` between
        the caption and the cards; the panel under the game's line at the layout's own gap
        at any count (hS40: the cards fill the room, the form never moves), the cards in
        the room left above the buttons (never nearer them than ``under``)."""
        text_h = text_size("Ag", self.caption_px())[1]
        places = self.seat_places()
        if not places:
            return
        group_h = places[0].unionall(places).h
        lead, gap = self.px(CAPTION_LEAD), self.px(CAPTION_GAP)
        # hS61 (critic A51, "no empty bands"; reversing hS30's block centred whole: with one
        # card size two tall bands of felt lay over the panel and under the cards): the felt
        # left over shared in three even gaps, over the panel, between the panel and the
        # line-up (its caption on the cards), under the cards; gliding
        block = self.panel.h + lead + text_h + gap + group_h
        line_foot = self.summary_y + line_height(self.caption_px())
        free = self.back_button_y - line_foot - block
        room = under  # (hS63: one row fills the band, a refusal's bubble in its card's head)
        third = max(0, free // 3 if free // 3 >= room else (free - room) // 2)
        lowest = self.back_button_y - room - block  # (never nearer the buttons)
        self.panel.y = max(self.panel.y, min(line_foot + third, lowest))
        apart = max(0, min(third, lowest - self.panel.y))
        top = self.panel.bottom + apart + lead + text_h + gap
        self.band_room = pygame.Rect(self.band_room.x, top, self.band_room.w, group_h)

    def draw(self, surface: pygame.Surface) -> None:
        """Felt, title (with the game's name), the game in one line, the form and its labels,
        the order line, the seat cards, the buttons."""
        self.draw_background(surface)
        w = surface.get_width()
        game = self.tr("new_game.game_" + self.kind)
        self.draw_title(surface, f"{self.tr('new_game.title')} · {game}", self.title_y())
        draw_panel(surface, self.panel, self.scale)
        body = self.font_px(theme.FONT_BODY)
        x, y = self.label_pos["humans"]
        draw_text(surface, self.tr("new_game.humans"), body, theme.CREAM, (x, y), "midleft",
                  max_width=self.humans.rect.x - x - self.px(20))
        if self.target.visible:
            x, y = self.label_pos["target"]
            draw_text(surface, self.tr("new_game.target"), body, theme.CREAM, (x, y), "midleft",
                      max_width=self.target.rect.x - x - self.px(20))
        small = self.caption_px()
        draw_text(surface, self.summary(), small, theme.MUTED, (w // 2, self.summary_y),
                  "midtop", max_width=self.wide_w)  # (hS50: wider than Yams' strip)
        self._draw_band(surface)
        # the cards say who plays when (read from the game "Începe" starts): a caption only,
        # which yields its place while a refusal's bubble stands above the first row
        bubble, chips = self.refusal_rect(), self.seat_chips()
        row_top = chips[0][0].y if chips else self.band.y
        if bubble is None or not self.panel.bottom < bubble.bottom <= row_top:
            draw_text(surface, self.tr("new_game.order"), small, theme.MUTED,
                      (self.panel.centerx, self._caption_y()), "midbottom",
                      max_width=self.wide_w)
        self.draw_widgets(surface)
        self._draw_refusal(surface)

    def _caption_y(self) -> int:
        """The foot of "Ordinea de joc": :data:`CAPTION_GAP` over the first row of cards (it
        goes with the group, the first card gliding with it)."""
        shown = self.shown_card_rects()  # (the first card: it glides with the group)
        row_top = shown[0].y if shown and self.band.h > 0 else self.band.y
        return row_top - self.px(CAPTION_GAP)

    def summary(self) -> str:
        """The game in one line ("13 ture · 5 zaruri · cel mai mare TOTAL câștigă")."""
        if self.kind == "farkle":
            return self.tr("new_game.summary_farkle",
                           target=format_int(int(self.target.value)))
        return self.tr("new_game.summary_yams")

    def seat_chips(self) -> list[tuple[pygame.Rect, str, bool]]:
        """The seats as equal cards in the band, in turn order: (rect, "1 · Ana", is the
        computer)."""
        order = self.turn_order()
        if self.band.h <= 0 or not order:
            return []
        return [(rect, f"{i + 1} · {shown_name(p.name, p.is_computer, self.tr)}",
                 p.is_computer)
                for i, (rect, p) in enumerate(zip(self.card_rects(len(order)), order,
                                                  strict=True))]
