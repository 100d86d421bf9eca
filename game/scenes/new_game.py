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
from game.i18n import every_translation, format_int
from game.scenes.base import Scene
from game.scenes.game_setup import (
    ask_before_overwriting,
    new_engine_game,
    start_game,
    turn_order,
)
from game.scenes.new_game_cards import SeatCardsDrawing
from game.scenes.new_game_count import LettersLeft
from game.scenes.new_game_form import FormStrip
from game.scenes.new_game_layout import (  # (the layout's measures tests ask of New Game)
    CAPTION_GAP,
    CAPTION_LEAD,
    GRID_LEAD,
    NewGameLayout,
)
from game.scenes.new_game_lock_tip import LockTip
from game.scenes.new_game_places import (  # (the names other modules ask of New Game)
    ADD_CARD,
    COMPUTER_SEAT,
    LONGEST_NAME,
    NAME_TYPE,
    SeatPlaces,
    SeatRemove,
    SeatSpot,
)
from game.scenes.new_game_refusal import RefusalBubble
from game.storage.settings import LANGUAGES
from game.theme_pages import READ_TYPE_LEAST
from game.widgets.focus_ring import ring_reach
from game.widgets.forms import Choice, Stepper, TextField
from game.widgets.seat_band import CardMotion
from game.widgets.seats import player_style

if TYPE_CHECKING:
    from game.app import App

__all__ = ["CAPTION_GAP", "CAPTION_LEAD", "COMPUTER_SEAT", "GRID_LEAD", "LONGEST_NAME",
           "NAME_TYPE", "NewGameScene"]

COMPUTER_NAME = "IA"
"""The computer player's name at every table."""

FARKLE_TARGETS = (5_000, 10_000, 15_000)
"""Targets offered for 10 000 (F10)."""

FARKLE_DEFAULT_TARGET = 10_000
"""The target chosen first."""

class NewGameScene(NewGameLayout, FormStrip, RefusalBubble, LockTip, LettersLeft,
                   SeatCardsDrawing, SeatPlaces, Scene):
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
        if self.lock_tip_left > 0 or self._lock_tip_shown:  # (the lock's tooltip going)
            return 1.0 / theme.IDLE_FPS
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
                or self.motion.moving or self._lock_tip_shown or self.lock_tip_left > 0):
            return None  # the refusal's bubble and the cards' motion take whole frames
        ring = 2 * ring_reach(self.scale) + 4
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
        self.step_lock_tip(dt)
        if self.motion.moving:
            self.motion.step(dt)
            self._place_name_fields()  # each name rides on its card
            self.place_spots()  # (the people's "×" back once the cards stand still)
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
        self.humans.visible = False  # (round 74, critic #3: the count is the cards': the add
        # card adds a person, the "×" on a person's card takes them away; the stepper said
        # it twice, it stays the count's model only)
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
        self.resume_button = self.button("new_game.resume", self.resume_saved, "secondary")
        """"Continuă partida": this game's own save, offered here too (round 76, ruling S22:
        a save per game); shown only while this game is saved."""
        self.resume_button.visible = self._own_game_saved()
        self.spots = [SeatSpot(place, self.add_person) for place in range(2, MAX_HUMANS + 1)]
        """The free places in the focus order (the add card, the empty seats: hS23)."""
        self.removers = [SeatRemove(i, self.remove_person) for i in range(MAX_HUMANS)]
        """Each person's "×" on their card (round 74: one way to take a person away)."""
        # in reading order: the settings, each seat's name and its "×", the add card, the
        # buttons
        seats = [w for pair in zip(self.fields, self.removers, strict=True) for w in pair]
        self.focus.widgets = [self.target, *seats, *self.spots, self.back_button,
                              self.resume_button, self.start_button]
        # the one next action ringed on arrival: "Începe" with what is shown (round 74: the
        # stepper that had the first ring is gone; Enter starts as it did)
        self.focus.focus(self.start_button)  # ringed on arrival
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

    def remove_person(self, index: int) -> None:
        """Person ``index`` leaves the game (their "×" pressed): the names after theirs move
        up one card (a default name renumbered with its seat), the count one less, and the
        focus on the name now on that card (or the last person's)."""
        count = self.humans.value
        if count <= 1 or not 0 <= index < count:
            return
        for i in range(index, count - 1):
            text = self.fields[i + 1].text
            self.fields[i].set_text(self.default_name(i) if text == self.default_name(i + 1)
                                    else text)
        self.fields[count - 1].set_text(self.default_name(count - 1))
        self.humans.set_value(count - 1)
        self.focus.focus(self.fields[min(index, count - 2)])

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

    def _own_game_saved(self) -> bool:
        """True when this game's own save can be resumed (the other game's never counts)."""
        try:
            return bool(self.app.has_resumable_game(self.kind))
        except Exception:  # noqa: BLE001 - the offer is only a courtesy
            return False

    def resume_saved(self) -> None:
        """Resume this game's own save, where it was left (as its menu card does)."""
        self.app.audio.play("click")
        self.app.resume_saved_game(self.kind)

    def start(self) -> None:
        """"Începe": ask first if an unfinished game is saved, then start (saved at once)."""
        ask_before_overwriting(self.app, self._start_now, self.kind)

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
                and event.mod & pygame.KMOD_ALT):
            way = -1 if event.key == pygame.K_LEFT else 1
            if self.move_focused_person(way):
                return
            if way == 1 and self.focused_before_computer():  # the lock met: said why
                self.lock_met_by_keys()
                return
        if enter and self.focus.focused in (None, self.humans):  # start with what is shown
            self.focus.focus(self.start_button)
            self.start_button.activate()
            return
        if event.type == pygame.MOUSEMOTION:  # a swap button lights under the pointer
            self.track_lock_pointer(event.pos)  # (the computer's card: its lock explained)
            for remove in self.removers:  # (a person's "×" too)
                remove.lit = remove.visible and remove.rect.collidepoint(event.pos)
            self.swap_over = next((k for rect, k in self.swap_rects()
                                   if rect.collidepoint(event.pos)), None)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for remove in self.removers:
                if remove.visible and remove.rect.collidepoint(event.pos):
                    remove.activate()  # (round 74: the person taken away on their card)
                    return
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

    def focused_before_computer(self) -> bool:
        """True when the focused name is on the card just before the computer's."""
        cards = [self.field_of_card(k) for k in range(len(self.turn_order_indices()))]
        focused = self.focus.focused
        if focused not in cards:
            return False
        k = cards.index(focused)
        return k + 1 < len(cards) and cards[k + 1] is None

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
