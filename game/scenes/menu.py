"""The main menu: the "Zaruri" title with a few dice, one hero action, the two games as cards,
and a row of the other screens.

The hero is the one red button: "Continuă" when a game is saved, else "Joacă Yams" (or
10 000: the game last set up), flanked by two chips (the chosen game's record, the games
played). The games are cards with drawn dice, read as a choice: the chosen one lifted and
marked "ales", the other in full colour; a click on the other chooses it, a click on the
chosen one plays it (a card wearing its game's save resumes it: each game has its own save,
round 76, and "Continuă" resumes the newest). Reguli, Setări, Scoruri,
Statistici and Ieși sit in a row under them, each with a small drawn icon.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game import theme
from game.picture_cache import kept_picture
from game.scenes.base import Scene
from game.scenes.menu_actions import MenuActions
from game.scenes.menu_keys import MenuKeys
from game.scenes.saved_summary import saved_game_card
from game.scenes.simple import last_game
from game.widgets.button import ACTIVATE_KEYS, Button
from game.widgets.decor import DIE_DRAWING, die_image
from game.widgets.entrance import Entrance, lift
from game.widgets.felt import felt_background
from game.widgets.focus_ring import ring_reach
from game.widgets.game_card import HOP_DELAY, GameCard
from game.widgets.menu_chips import Chip, chip_places, chip_width, draw_chip
from game.widgets.menu_glow import soft_halo
from game.widgets.row_icons import IconButton
from game.widgets.text import TITLE_FACE, draw_text, text_size

if TYPE_CHECKING:
    from game.app import App

TITLE_Y = 0.135
"""Vertical centre of the "Zaruri" title, a fraction of the height."""
TITLE_SIZE = 0.8
"""The title's size, a fraction of theme.FONT_HERO (room for the hero and the cards)."""
HERO_Y = 0.675
"""Top of the hero button, a fraction of the height: under the game cards it plays (hM41,
critic A40: choose, then play)."""
HERO_SIZE = (640, 104)
"""The hero button, reference pixels."""
HERO_TYPE = 1.1
"""The hero's words, in section headings' sizes (larger than any other button's)."""
HERO_LIGHT = 26
"""The warm light round the hero on the felt, reference pixels from its edge."""
CARDS_Y = (0.28, 0.635)
"""Top and bottom of the game cards, fractions of the height."""
CARD_WIDTH = 680
"""One game card's width, reference pixels (two side by side, GAP * 3 apart); wider where
the window is wider than 16:9, up to CARD_WIDTH_MOST."""
CARD_WIDTH_MOST = 820
CHIP_LABEL_TYPE = 44
"""The hero's side labels' type ("Record Yams", "Jucători"): the body's, ~32 px of em at
1920x1080 (critic cQ74 #4: at the hints' 34, in grey, they read small), never under
``theme.MENU_CHIP_LABEL_LEAST``."""
ARROWS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)
"""The keys that move the menu's focus by rows (:meth:`MenuScene.arrow`)."""
HOP_STAGGER = 0.18
"""Seconds between the two cards' hops as the menu shows."""
ROW_Y = 0.845
"""Top of the row of the other screens' buttons, a fraction of the height."""
ROW_HEIGHT = 80
"""Their height, reference pixels."""
YAMS_ART = ((5, 16.0), (5, 8.0), (5, 0.0), (5, -8.0), (5, -16.0))
"""The Yams card's dice (value, angle): a Penta of fives, fanned along an arc."""
FARKLE_ART = ((1, -8.0), (5, 6.0), (3, 10.0), (1, -4.0), (6, -12.0), (5, 5.0))
"""The 10 000 card's six dice: a throw whose ones and fives (ringed) are the points."""
FARKLE_RINGED = (0, 1, 3, 5)
"""The 10 000 art's dice that score (its ones and fives)."""
ACCENTS = {"yams": (178, 140, 242), "farkle": (84, 204, 184)}
"""Each game's own colour on the menu: Yams violet, 10 000 teal (its card's border, strip and
rings, the badge and the halo of the card the hero plays)."""


@functools.lru_cache(maxsize=12)  # a few sizes of three dice: resizes cost a lookup
def menu_die(value: int, side: int, angle: float) -> pygame.Surface:
    """A decorative die of the menu: the table's dice (``decor.die_image``), cached."""
    image = kept_picture("menu-die", (value, side, angle), DIE_DRAWING,
                         lambda: die_image(value, side, angle))
    return image.convert_alpha() if pygame.display.get_surface() is not None else image


class MenuScene(MenuKeys, MenuActions, Scene):
    """The hero (Continuă, or "Joacă" the last game), the Yams and 10 000 cards, then Reguli,
    Setări, Scoruri, Statistici, Ieși."""

    type_least = theme.SIDE_TYPE_LEAST
    """A side screen: no word under 15 px of em, even at 1024×600."""

    def is_animating(self) -> bool:
        """Only the title dice bob, slowly enough for the idle frame rate (the cards' dice are
        drawn with the first frame; a frame still owing them asks for the next at once), but
        while the cards make their entrance."""
        return (not self.art_ready() or self.entrance.active
                or self.yams_button.hopping() or self.farkle_button.hopping())

    def art_ready(self) -> bool:
        """True once both game cards have their dice drawn."""
        return self.yams_button.art_ready() and self.farkle_button.art_ready()

    def redraws_when_idle(self) -> bool:
        """The title dice bob for theme.MENU_DICE_MOTION seconds after the last input, then
        drift slowly: a menu left alone keeps a gentle life (hS26)."""
        return True

    def idle_redraw_in(self) -> float | None:
        """While idle: the bob's slow frames (theme.IDLE_FPS) while it lasts, then only
        theme.MENU_DRIFT_FPS a second for the drift (each only the dice's rectangles)."""
        if self.bob > 0 or self.app.quiet_seconds < theme.MENU_DICE_MOTION:
            return 1.0 / theme.IDLE_FPS
        return 1.0 / theme.MENU_DRIFT_FPS

    def dice_offsets(self) -> list[int]:
        """How far each title die stands from its place now (pixels, down positive): the
        lively bob after input, the slow drift once it has eased out."""
        bob, drift = self.px(6) * self.bob, self.px(theme.MENU_DRIFT_REACH) * (1 - self.bob)
        turn = 2 * math.pi / theme.MENU_DRIFT_PERIOD
        return [round(math.sin(self.time * 1.6 + i * 2.1) * bob
                      + math.sin(self.drift * turn + i * 2.1) * drift)
                for i in range(len(self._dice))]

    def __init__(self, app: App) -> None:
        """Build the menu's buttons."""
        super().__init__(app)
        self.continue_button = self.button("menu.continue", self.continue_game)
        self.play_button = self.button("menu.play", self.play_last)
        self.play_button.label = ""  # set by enter() and layout(): see hero_label
        self.new_game_button = self.button("menu.new_game", self.new_game_saved, "secondary")
        """Beside "Continuă", where the games' chip stands otherwise: a new game while one is
        saved (hM41, critic A40: no visible way to start afresh)."""
        self.new_game_button.visible = False
        self.yams_button = self.card("menu.yams", "menu.yams_line", YAMS_ART, "yams",
                                     arrangement="arc")
        self.farkle_button = self.card("menu.farkle", "menu.farkle_line", FARKLE_ART, "farkle")
        self.rules_button = self.row_button("menu.rules", self.open_rules, "book")
        self.settings_button = self.row_button("menu.settings", self.open_settings, "gear")
        self.scores_button = self.row_button("menu.scores", self.open_scores, "trophy")
        self.statistics_button = self.row_button("menu.statistics", self.open_statistics,
                                                 "bars")
        self.quit_button = self.row_button("menu.quit", self.back, "door",
                                           "quiet")  # the least action
        self.focus.widgets = [self.continue_button, self.new_game_button, self.play_button,
                              self.yams_button,
                              self.farkle_button,
                              self.rules_button, self.settings_button, self.scores_button,
                              self.statistics_button, self.quit_button]
        self.time = 0.0
        self.entrance = Entrance(2)
        """The game cards' entrance: they rise and fade in as the menu shows."""
        self.bob = 1.0
        """How far the title dice bob, 0 (drifting) .. 1; eases out once the menu is left
        alone."""
        self.drift = 0.0
        """The slow drift's clock (seconds): the title dice rise and fall once the bob eases
        out."""
        self._dice: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self.saved_kind: str | None = None
        self.pointed_kind: str | None = None
        """The game of the card last chosen (a click, Enter or Space on it): the hero plays
        it."""
        """The game "Continuă" resumes, read when the menu shows."""
        self.chips: tuple[Chip, ...] = ()
        """The chips beside the hero (the chosen game's record, the games played), read
        when the choice or the layout changes, never while drawing."""
        self._chip_rects: tuple[pygame.Rect, ...] = ()
        self.saved_cards: dict[str, tuple[str, ...]] = {}
        """Each saved game's card words, by game (:meth:`read_saved_cards`), read when the
        menu shows, never while drawing."""
        self.caption: tuple[str, ...] = ()
        """The saved game's lines on its card (:meth:`hero_caption`), read when the menu shows
        or is laid out, never while drawing."""

    def row_button(self, key: str, action: Callable[[], None], icon: str,
                   style: str = "secondary") -> IconButton:
        """A button of the row under the cards: its word with a small drawn ``icon``."""

        def click() -> None:
            self.app.audio.play("click")
            action()

        return IconButton(self.lazy(key), click, style, icon, name=key)

    def choose(self, kind: str) -> None:
        """Make ``kind``'s card the chosen one: lifted and marked, the hero ("Joacă …")
        naming it."""
        self.pointed_kind = kind
        self.play_button.label = self.hero_label()
        self.tie_hero()

    def card(self, key: str, line: str, dice: tuple[tuple[int, float], ...],
             kind: str, arrangement: str = "row") -> GameCard:
        """A game card labelled by ``key`` that opens New Game for ``kind`` (with a click), in
        its game's accent."""

        def click() -> None:
            self.app.audio.play("click")
            if self.continue_button.visible and kind in self.saved_cards:
                self.continue_game(kind)  # a card wearing its game's save resumes it
            elif self.continue_button.visible or self.hero_kind() == kind:
                self.new_game(kind)  # the chosen card plays (under "Continuă": New Game)
            else:
                self.choose(kind)  # the other card is chosen first: the hero follows

        return GameCard(self.lazy(key), self.lazy(line), dice, click, name=key,
                        accent=ACCENTS[kind], arrangement=arrangement,
                        ringed=FARKLE_RINGED if kind == "farkle" else (),
                        prop="chips" if kind == "farkle" else "cup")

    def hero_kind(self) -> str | None:
        """The game the hero action plays: the saved game's under "Continuă" (None when its
        kind cannot be read), else the game last set up."""
        if self.continue_button.visible:
            return self.saved_kind
        return self.pointed_kind or self.last_kind()

    def tie_hero(self) -> None:
        """Mark the card of the hero's game as tied to it (the saved game's card wears its
        saved-game card: who plays, how far it got)."""
        kind = self.hero_kind()
        for card, card_kind in ((self.yams_button, "yams"), (self.farkle_button, "farkle")):
            card.tied = card_kind == kind
            card.mark = self.tr("menu.chosen") if card.tied else ""
            card.keys_hint = self.tr("menu.cards_keys")  # (its tag shows while focused)
            card.badge = (self.saved_cards.get(card_kind, ())
                          if self.continue_button.visible else ())  # each game its own save
        rows = max((c.badge_rows() for c in (self.yams_button, self.farkle_button)
                    if c.shows_badge()), default=0)
        for card in (self.yams_button, self.farkle_button):  # both names level: the other
            card.name_room = rows  # card keeps its room
        saved = [c for c in (self.yams_button, self.farkle_button) if c.shows_badge()]
        widest = max((c.badge_width() for c in saved if c.rect.w > 0), default=0)
        for card in (self.yams_button, self.farkle_button):  # two saved cards' pills one
            card.badge_least = widest  # size, side by side (round 77, hM80, S31)
        self.chips = self.read_chips(kind or self.last_kind())

    def read_chips(self, kind: str) -> tuple[Chip, ...]:
        """The chips' words: ``kind``'s best score and who made it, the games played."""
        game = self.tr("menu." + kind)
        try:
            best = self.app.store.highscores(kind)
            played = self.app.stats.data.games_played()
        except Exception:  # noqa: BLE001 - the chips are only a courtesy
            best, played = [], 0
        record = (self.tr("menu.chip.record_value", score=str(best[0].score), name=best[0].name)
                  if best else self.tr("menu.chip.record_none"))
        record_chip = Chip("trophy", self.tr("menu.chip.record", game=game), record)
        if self.continue_button.visible:  # the saved game's card says how it stands: once
            return (record_chip,)
        if played:
            games = Chip("die", self.tr("menu.chip.games"), str(played))
        else:  # no bare "0", no empty invitation (critic A41 read "Prima partidă / te
            # așteaptă" as saying nothing): who can play, as New Game will ask
            games = Chip("die", self.tr("menu.chip.players"), self.tr("menu.chip.players_value"))
        return (record_chip, games)

    def chip_rects(self) -> tuple[pygame.Rect, ...]:
        """Where the chips beside the hero lie (none where the room is too narrow)."""
        return self._chip_rects

    def hero(self) -> Button:
        """The one red button: "Continuă" when a game is saved, else "Joacă …"."""
        return self.continue_button if self.continue_button.visible else self.play_button

    def handle_event(self, event: pygame.event.Event) -> None:
        """Enter (or Space) before any key moved the focus does the hero's action, as the
        one red button promises, instead of only showing the focus ring; F1 opens the rules."""
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.skip_entrance()  # the cards at their places at once
        if (event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS
                and self.focus.focused is None and self.hero().visible):
            self.focus.focus(self.hero())
            self.hero().activate()
            return
        if event.type == pygame.KEYDOWN and event.key in ARROWS:
            self.arrow(event.key)  # onto a card: the focus and the choice together (S52)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.tab(-1 if event.mod & pygame.KMOD_SHIFT else 1)  # one stop for the cards
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.open_rules()  # (critic F71: the tables teach "F1: reguli"; here it did nothing)
            return
        super().handle_event(event)

    def skip_entrance(self) -> None:
        """The cards at their places and their dice still at once (a key or a click)."""
        self.entrance.skip()  # the cards at their places
        for card in (self.yams_button, self.farkle_button):
            card.stop_hop()

    def tied_card(self) -> GameCard | None:
        """The card tied to the hero action, or None."""
        return next((c for c in (self.yams_button, self.farkle_button) if c.tied), None)

    def chosen_kind(self) -> str:
        """The game whose card is chosen ("ales"), which Settings' "Joacă …" offers (S52)."""
        return self.hero_kind() or self.last_kind()

    def last_kind(self) -> str:
        """The game last set up ("yams" / "farkle"; Yams before any game)."""
        return last_game(self.app)

    def saved_game_kind(self) -> str | None:
        """The game "Continuă" resumes (the newest save: "yams" / "farkle"), said on it;
        None if unknown."""
        try:
            kind = self.app.store.newest_saved_kind()
        except Exception:  # noqa: BLE001 - the caption is only a courtesy
            return None
        return kind if kind in ("yams", "farkle") else None

    def read_saved_cards(self) -> dict[str, tuple[str, ...]]:
        """Each saved game's card words, by game: who plays and how far it got ("Cu Ana și
        Calculatorul", "Tura 5 din 13"; "Partida ta te așteaptă" when the save cannot say)."""
        cards: dict[str, tuple[str, ...]] = {}
        for kind in ("yams", "farkle"):
            try:
                loaded = self.app.store.load_game(kind) if self.app.has_resumable_game(kind) \
                    else None
            except Exception:  # noqa: BLE001 - the caption is only a courtesy
                loaded = None
            if loaded is not None:
                cards[kind] = (saved_game_card(self.tr, kind, loaded[1])
                               or (self.tr("menu.saved.waiting"),))
        return cards

    def hero_caption(self) -> tuple[str, ...]:
        """The saved-game card's lines of the game "Continuă" resumes: who plays and how far
        it got (() without a save)."""
        if self.saved_kind is None or not self.continue_button.visible:
            return ()
        return self.saved_cards.get(self.saved_kind, (self.tr("menu.saved.waiting"),))

    def continue_label(self) -> str:
        """"Continuă Yams": the hero of a saved game names it ("Continuă" when its kind
        cannot be read)."""
        if self.saved_kind is None:
            return self.tr("menu.continue")
        return self.tr("menu.continue_game", game=self.tr("menu." + self.saved_kind))

    def hero_label(self) -> str:
        """The hero's label without a saved game: "Joacă Yams" (or the game last set up).

        Read when the menu shows or is laid out (the language or the last game change only
        on other screens), not at draw time."""
        game = self.tr("menu." + (self.pointed_kind or self.last_kind()))
        return self.tr("menu.play", game=game)

    def new_game_saved(self) -> None:
        """"Partidă nouă" beside "Continuă": New Game for the saved game's kind (it asks
        before the saved game is set aside)."""
        self.app.audio.play("click")
        self.new_game(self.saved_kind or self.last_kind())

    def play_last(self) -> None:
        """The hero without a saved game: New Game for the game last set up."""
        self.new_game(self.pointed_kind or self.last_kind())

    # --- hooks for the persistence issue ---------------------------------------------------

    def can_continue(self) -> bool:
        """Tell whether "Continuă" shows: a saved game that the engines accept."""
        try:
            return self.app.has_resumable_game()
        except Exception:  # an unreadable save simply hides the button
            return False

    def continue_game(self, kind: str | None = None) -> None:
        """Resume the saved game ``kind`` (the newest: None); if it cannot be read, it is set
        aside and the menu says so (the other game's save stays offered)."""
        if not self.app.resume_saved_game(kind):
            self.enter()

    # --- scene hooks -------------------------------------------------------------------------

    def enter(self) -> None:
        """Refresh whether "Continuă" shows and tell what the store had to set aside."""
        self.continue_button.visible = self.can_continue()
        self.play_button.visible = not self.continue_button.visible
        self.new_game_button.visible = self.continue_button.visible
        self.saved_kind = self.saved_game_kind() if self.continue_button.visible else None
        self.saved_cards = self.read_saved_cards() if self.continue_button.visible else {}
        self.pointed_kind = None  # back on the menu: the hero plays the game last set up
        self.caption = self.hero_caption()
        self.play_button.label = self.hero_label()
        self.continue_button.label = self.continue_label()
        self.tie_hero()
        if not self.uncovered:  # the entrance plays as the menu shows, not as a dialog closes
            self.entrance.start()
            self.yams_button.start_hop(HOP_DELAY)  # a die of each card hops once, in turn
            self.farkle_button.start_hop(HOP_DELAY + HOP_STAGGER)
        self.app.show_storage_messages()
        self.layout(self.size if self.size != (0, 0) else self.app.size)

    def layout(self, size: tuple[int, int]) -> None:
        """The hero under the title, the two cards side by side, the row of the others."""
        super().layout(size)
        w, h = self.size
        s = self.scale
        hero = pygame.Rect(0, 0, self.px(HERO_SIZE[0]), self.px(HERO_SIZE[1]))
        hero.midtop = (w // 2, round(h * HERO_Y))
        self.play_button.label = self.hero_label()
        self.caption = self.hero_caption()
        for button in (self.continue_button, self.play_button):  # the boldest words here
            button.place(hero, s, self.font_px(round(theme.FONT_HEADING * HERO_TYPE)))
            button.rim = None  # red and large, no frame (a gold one read as the focus ring)
        gap = self.px(theme.GAP * 3)
        room = (w - 2 * self.px(theme.RIM_WIDTH + theme.MARGIN) - gap) // 2
        card_w = max(self.px(CARD_WIDTH), min(room, self.px(CARD_WIDTH_MOST)))
        top, bottom = round(h * CARDS_Y[0]), round(h * CARDS_Y[1])
        for i, card in enumerate((self.yams_button, self.farkle_button)):
            card.place(pygame.Rect(w // 2 - card_w - gap // 2 + i * (card_w + gap), top, card_w,
                                   bottom - top), s, self.font_px(theme.FONT_HEADING))
        self.tie_hero()  # (once the cards are placed: the saved game's words on one row)
        edges = (w // 2 - card_w - gap // 2, w // 2 + card_w + gap // 2)
        places = chip_places(hero, *edges, self.px(theme.GAP * 2), s)
        self._chip_rects = places or ()
        if self.continue_button.visible:  # "Partidă nouă" where the games' chip stood
            spot = places[1] if places else pygame.Rect(hero.right + self.px(theme.GAP * 2),
                                                        hero.y, self.px(220), hero.h)
            self.new_game_button.place(spot.inflate(0, -spot.h // 4), s,
                                       self.font_px(theme.FONT_BUTTON - 4))
            self._chip_rects = self._chip_rects[:1]
            if places and self.chips:
                self._balance_saved_row(hero, places)
        row = [self.rules_button, self.settings_button, self.scores_button,
               self.statistics_button, self.quit_button]
        small_gap = self.px(theme.GAP)
        row_w = (2 * card_w + gap - small_gap * (len(row) - 1)) // len(row)
        x = w // 2 - card_w - gap // 2
        for button in row:
            button.place(pygame.Rect(x, round(h * ROW_Y), row_w, self.px(ROW_HEIGHT)), s,
                         self.font_px(theme.FONT_BUTTON - 6))
            x += row_w + small_gap
        side = self.px(100)
        title = self.title_size()
        cy = round(h * TITLE_Y)
        half = self._title_width(title) // 2
        self._dice = []
        for value, angle, dx, dy in ((5, 18, -half - side, -side * 0.1),
                                     (6, -14, half + side * 0.9, side * 0.1),
                                     (1, 30, half + side * 1.75, -side * 0.6)):
            image = menu_die(value, side if value != 1 else round(side * 0.7), angle)
            centre = (round(w / 2 + dx), round(cy + dy))
            self._dice.append((image, centre))

    def chip_type(self) -> tuple[int, int]:
        """The chips' two type sizes: their labels' and their values'."""
        small = max(self.font_px(CHIP_LABEL_TYPE), theme.MENU_CHIP_LABEL_LEAST)  # (cQ74 #4)
        return small, max(self.font_px(theme.FONT_BUTTON - 4), small + 2)  # (the value over
        # its label, never smaller)

    def _balance_saved_row(self, hero: pygame.Rect, places: tuple[pygame.Rect, ...]) -> None:
        """With a game saved, the record and "Partidă nouă" flank the hero as a pair (critic
        I72: a caption on the left, a wider grey button further out on the right): the
        record's picture and words end one gap before the hero, the button starts one gap
        after it, as wide as the record's words (or its own label), in the chips' room."""
        small, big = self.chip_type()
        pad, gap = self.px(18), self.px(theme.GAP * 2)
        record = min(chip_width(hero.h, self.chips[0], small, big, self.scale),
                     places[0].w - 2 * pad)
        self._chip_rects = (pygame.Rect(hero.left - gap + pad - record - 2 * pad, hero.y,
                                        record + 2 * pad, hero.h),)
        button = self.new_game_button
        label = text_size(button.text, self.font_px(theme.FONT_BUTTON - 4))[0] + 2 * pad
        width = min(max(record, label), places[1].w)
        rect = pygame.Rect(hero.right + gap, 0, width, button.rect.h)
        rect.centery = hero.centery
        button.place(rect, self.scale, self.font_px(theme.FONT_BUTTON - 4))

    def title_size(self) -> int:
        """The "Zaruri" title's font size in this window."""
        return self.font_px(round(theme.FONT_HERO * TITLE_SIZE))

    def _title_width(self, size: int) -> int:
        return text_size(self.tr("app.title"), size, TITLE_FACE)[0]

    def update(self, dt: float) -> None:
        """Animate the buttons, the dice's bobbing (easing to a slow drift, or back) and drift."""
        super().update(dt)
        self.entrance.update_seen(dt, self.app.manager)
        target = 1.0 if self.app.quiet_seconds < theme.MENU_DICE_MOTION else 0.0
        step = dt / theme.MENU_DICE_EASE
        self.bob = min(target, self.bob + step) if target > self.bob else max(target,
                                                                              self.bob - step)
        if self.bob > 0:
            self.time = (self.time + dt) % 1000.0
        self.drift = (self.drift + dt) % (theme.MENU_DRIFT_PERIOD * 100)

    def draw(self, surface: pygame.Surface) -> None:
        """Felt, dice, title, subtitle, buttons."""
        self._draw_scene(surface, None)

    def _draw_scene(self, surface: pygame.Surface, region: pygame.Rect | None) -> None:
        """The whole menu, or (``region``, with the surface clipped to it) only what reaches
        into that rectangle."""
        if not self.art_ready():  # before any frame, under a dialog too: the cards whole
            self.yams_button.prepare_art()
            self.farkle_button.prepare_art()
        if region is None:
            self.draw_background(surface)
        else:
            surface.blit(felt_background(surface.get_size()), region, region)
        w, h = surface.get_size()
        for (image, centre), bob in zip(self._dice, self.dice_offsets(), strict=True):
            surface.blit(image, image.get_rect(center=(centre[0], centre[1] + bob)))
        cy = round(h * TITLE_Y)
        hero = self.title_size()
        draw_text(surface, self.tr("app.title"), hero, theme.GOLD_DARK,
                  (w // 2 + self.px(4), cy + self.px(6)), weight=TITLE_FACE)
        draw_text(surface, self.tr("app.title"), hero, theme.GOLD, (w // 2, cy),
                  shadow=0, weight=TITLE_FACE)
        spot, body = (w // 2, cy + round(hero * 0.5)), self.font_px(theme.FONT_BODY)
        draw_text(surface, self.tr("app.subtitle"), body, theme.CREAM, spot,  # one line,
                  shadow=self.px(2))  # whatever holds the focus (hS22; S58 amended, round 82)
        self._draw_tie(surface)
        small, big = self.chip_type()
        for rect, chip in zip(self._chip_rects, self.chips, strict=False):
            draw_chip(surface, rect, chip, small, big, self.scale)
        if self.hero_lit():
            surface.blit(*self._hero_light())
        if region is None:
            ground = surface.copy() if self.entrance.active else None
            self.draw_widgets(surface)
            if ground is not None:  # the cards rising in, one after the other
                ring = 2 * ring_reach(self.scale) + 4
                for i, card in enumerate((self.yams_button, self.farkle_button)):
                    reach = card.rect.union(card.body_rect()).union(card.mark_rect())
                    lift(surface, ground, reach.inflate(ring, ring),
                         self.entrance.share(i), (0, self.px(20)))
            return
        focused = self.focus.focused
        ring = 2 * ring_reach(self.scale) + 4
        for widget in self.focus.widgets:
            if widget.rect.inflate(ring, ring).colliderect(region):
                widget.draw(surface, widget is focused)

    def _draw_tie(self, surface: pygame.Surface) -> None:
        """The hero's game lit: a soft halo of the tied card's accent round it (no line from
        the hero: "Joacă Yams" names its game, and a bent line read as a glitch), focused or
        not: one look for the card chosen (the gold focus ring is for the other card)."""
        card = self.tied_card()
        hero = self.hero()
        if card is None or not hero.visible or hero.rect.w <= 0:
            return
        surface.blit(*self._tie_glow(card))

    def hero_lit(self) -> bool:
        """True while the hero's warm light shows: at rest (no key has placed the focus) or
        while the hero holds the focus; never while the focus ring is on another widget, so
        one thing at a time looks focused (critic cC77, ruling S34)."""
        hero = self.hero()
        if not hero.visible or hero.rect.w <= 0:
            return False
        return self.focus.focused in (None, hero)

    def _hero_light(self) -> tuple[pygame.Surface, pygame.Rect]:
        """A warm gold light round the hero on the felt (drawn under it): the one obvious next
        action. Kept while the layout stays."""
        return soft_halo(tuple(self.hero().rect), self.px(HERO_LIGHT),
                         self.px(theme.BUTTON_RADIUS), theme.GOLD, 18)

    def _tie_glow(self, card: GameCard) -> tuple[pygame.Surface, pygame.Rect]:
        """A soft halo of the chosen accent (:data:`theme.MENU_CHOSEN`) round the card (drawn
        under it), lifted with it. Kept while the layout stays."""
        return soft_halo(tuple(card.body_rect()), self.px(30), self.px(theme.PANEL_RADIUS),
                         theme.MENU_CHOSEN, 16)  # chosen's one accent, either game (cC75 #6)

    def draw_idle(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """While the menu idles only the title dice move: the frame is drawn again inside each
        die's reach only (the felt, the dice, the title and the buttons that reach into it),
        a few thousand pixels instead of the whole window."""
        reach = max(self.px(6), self.px(theme.MENU_DRIFT_REACH)) + 2
        bounds = surface.get_rect()
        regions = [image.get_rect(center=centre).inflate(2, 2 * reach).clip(bounds)
                   for image, centre in self._dice]
        clip = surface.get_clip()
        try:
            for region in regions:
                surface.set_clip(region)
                self._draw_scene(surface, region)
        finally:
            surface.set_clip(clip)
        return regions

    def buttons(self) -> list[Button]:
        """The visible menu buttons, top to bottom."""
        return [b for b in self.focus.widgets if isinstance(b, Button) and b.visible]
