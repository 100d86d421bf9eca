"""New Game, shared by both games: humans + 1 IA, their names, the 10 000 target and level.

The window opens with the players and target of the last game set up (``Settings.last_names``,
``Settings.farkle_target``) and the computer's level from Setări (``Settings.farkle_level``);
each name field shows its length against the limit ("12/16") and turns red when a letter is
refused, with a word beside it (a character the typeface lacks, a name already full).
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
from game.storage.settings import LANGUAGES
from game.widgets.felt import draw_panel, felt_area
from game.widgets.forms import Choice, Stepper, TextField
from game.widgets.seats import draw_seat_mark, player_style, seat_colour
from game.widgets.text import BOLD, draw_text, ellipsize, line_height, text_size, wrap

if TYPE_CHECKING:
    from game.app import App

COMPUTER_NAME = "IA"
"""The computer player's name at every table."""

FARKLE_TARGETS = (5_000, 10_000, 15_000)
"""Targets offered for 10 000 (F10)."""

FARKLE_DEFAULT_TARGET = 10_000
"""The target chosen first."""

SEAT_CARD_MOST = (480, 375)
"""A seat's card under the form at most, reference pixels."""
SEAT_CARD_RATIO = 0.78
"""Every seat card's height over its width, from one seat to seven: one shape, shrunk."""
SEAT_CARD_LEAST = 190
"""A seat card's least height (reference pixels) when the row of cards is wide enough."""
SEAT_CARD_ARROW = 40
"""The room between two seat cards, where the "›" of the turn passing is drawn."""
PANEL_MOST_WIDTH = 1500
"""The form's panel at most (reference pixels); the seat cards stay within its width."""
SEAT_ROW_FLOOR = 52
"""The form's rows are never made shorter than this (reference pixels) to make room for the
seat cards."""


def name_lines(name: str, size: int, width: int, split_words: bool = True) -> list[str]:
    """``name`` in bold at ``size`` as lines no wider than ``width``: broken between words,
    and (``split_words``) a word wider than a line broken between its letters."""
    lines: list[str] = []
    for line in wrap(name, size, width, BOLD):
        while split_words and len(line) > 1 and text_size(line, size, BOLD)[0] > width:
            cut = len(line) - 1
            while cut > 1 and text_size(line[:cut], size, BOLD)[0] > width:
                cut -= 1
            lines.append(line[:cut])
            line = line[cut:]
        lines.append(line)
    return lines


class NewGameScene(Scene):
    """The window before a game: ``kind`` is "yams" or "farkle"."""

    def is_animating(self) -> bool:
        """Only the caret blinks, slowly enough for the idle frame rate."""
        return False

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
        if not isinstance(field, TextField) or self.refusal is not None or self._bubble_shown:
            return None  # the refusal's bubble comes and goes with whole frames
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
        if self.refusal is not None:
            field, left = self.refusal
            self.refusal = (field, left - dt) if left > dt and field.visible else None
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
                      name=f"name{i + 1}", replace_first=True, counter=self._count_text,
                      on_refuse=self._refuse_characters, on_full=self._refuse_length)
            for i in range(MAX_HUMANS)
        ]
        target = getattr(settings, "farkle_target", FARKLE_DEFAULT_TARGET)
        self.target = Choice([(t, format_int(t)) for t in FARKLE_TARGETS],
                             target if target in FARKLE_TARGETS else FARKLE_DEFAULT_TARGET,
                             name="target")
        self.target.visible = kind == "farkle"
        self.level = Choice([("normal", self.lazy("farkle.level.normal")),
                             ("expert", self.lazy("farkle.level.expert"))],
                            app.settings.farkle_level, name="farkle_level")
        self.level.visible = kind == "farkle"
        self.back_button = self.button("common.back", self.back, "secondary")
        self.start_button = self.button("new_game.start", self.start)
        self.focus.widgets = [self.humans, *self.fields, self.target, self.level,
                              self.back_button, self.start_button]
        self._on_count(self.humans.value)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.refusal: tuple[TextField, float] | None = None
        """The field a character was refused in, and the seconds its word stays."""
        self.refusal_key = "look.name_refused"
        """What the bubble says: a character the typeface lacks, or a name already full."""
        self._bubble_shown = False
        self.card_w = 0
        """Every seat card's width (they are equal)."""
        self.band = pygame.Rect(0, 0, 0, 0)
        """Above the form: the game summed up, then the seats in the order they will play."""
        self.label_pos: dict[str, tuple[int, int]] = {}
        self.name_labels: list[tuple[int, int]] = []
        self._order: tuple[tuple[object, ...], list[Player], list[int]] | None = None

    def _refuse_characters(self, refused: str) -> None:
        """A typed character the typeface cannot draw (emoji) is left out, with a word said
        right under the field it was typed into (:meth:`refusal_rect`)."""
        field = self.focus.focused
        if isinstance(field, TextField):
            self.refusal = (field, theme.NOTICE_TIME)
            self.refusal_key = "look.name_refused"

    def _refuse_length(self) -> None:
        """A letter typed into a full name is left out, said in the same bubble as a refused
        character ("At most 16 letters in a name")."""
        field = self.focus.focused
        if isinstance(field, TextField):
            self.refusal = (field, theme.NOTICE_TIME)
            self.refusal_key = "ga2.name_too_long"

    def refusal_text(self) -> str:
        """The words of the refusal's bubble."""
        return self.tr(self.refusal_key, limit=theme.NAME_MAX_LENGTH)

    def refusal_rect(self) -> pygame.Rect | None:
        """Where the word on a refused character shows: a bubble beside the field it was
        typed into (in the free place on its right, else hanging under it), inside the
        window; None when no character was refused lately."""
        if self.refusal is None:
            return None
        field = self.refusal[0].rect
        size = self.font_px(theme.FONT_SMALL)
        text = self.refusal_text()
        pad = self.px(16)
        width = min(text_size(text, size)[0] + 2 * pad, self.size[0] - 2 * pad)
        rect = pygame.Rect(0, 0, width, line_height(size) + pad)
        index = self.fields.index(self.refusal[0])
        rect.midleft = (field.right + self.px(26), field.centery)
        beside = index % 2 == 0 and index + 1 >= self.humans.value
        if not beside or rect.right > self.panel.right - self.px(10):
            rect.midtop = (field.centerx, field.bottom + self.px(14))
        return rect.clamp(pygame.Rect((0, 0), self.size))

    def _draw_refusal(self, surface: pygame.Surface) -> None:
        """The bubble of :meth:`refusal_rect`, its point toward the field."""
        rect = self.refusal_rect()
        self._bubble_shown = rect is not None
        if rect is None or self.refusal is None:
            return
        field = self.refusal[0].rect
        tip = self.px(14)
        if rect.left >= field.right:  # beside: the point to the left
            y = rect.centery
            point = [(rect.x + 1, y - tip), (rect.x + 1, y + tip), (rect.x - tip, y)]
        else:
            x = min(max(field.centerx, rect.x + 2 * tip), rect.right - 2 * tip)
            point = [(x - tip, rect.y + 1), (x + tip, rect.y + 1), (x, rect.y - tip)]
        pygame.draw.polygon(surface, theme.NAME_FULL, point)
        pygame.draw.rect(surface, theme.NAME_FULL, rect, border_radius=self.px(12))
        draw_text(surface, self.refusal_text(), self.font_px(theme.FONT_SMALL),
                  theme.CREAM, rect.center, max_width=rect.w - self.px(16))

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

    def _count_text(self, count: int, limit: int) -> str:
        return self.tr("new_game.name_count", count=count, limit=limit)

    def _on_count(self, count: int) -> None:
        for i, field in enumerate(self.fields):
            field.visible = i < count
        if self.size != (0, 0) and hasattr(self, "panel"):
            self.layout(self.size)  # the panel holds only the rows of names in use

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
        the computer's level (None for Yams)."""
        if self.kind == "farkle":
            return self.players(), int(self.target.value), str(self.level.value)
        return self.players(), None, None

    def turn_order(self) -> list[Player]:
        """Who plays when in the game "Începe" would start, asked of that engine game itself
        (built again only when the seats or the game's settings change)."""
        args = self.engine_args()
        key = (self.kind, tuple(args[0]), args[1], args[2])
        if self._order is None or self._order[0] != key:
            game = new_engine_game(self.kind, *args)
            count = len(game.players)
            self._order = (key, turn_order(game),
                           [player_style(game.players, (game.current + k) % count)
                            for k in range(count)])
        return self._order[1]

    def turn_order_seats(self) -> list[int]:
        """The seat style (:func:`game.widgets.seats.player_style`: their colour and mark at
        the table) of each player of :meth:`turn_order`, in that order."""
        self.turn_order()
        assert self._order is not None
        return self._order[2]

    def start(self) -> None:
        """"Începe": ask first if an unfinished game is saved, then start (saved at once)."""
        ask_before_overwriting(self.app, self._start_now)

    def _start_now(self) -> None:
        """Build the engine's game, remember the players, save it, sit them at its table."""
        from game.scenes.tables import table_for

        start_game(self.app, self.kind, *self.engine_args(),
                   table=lambda app, game: table_for(app, self.kind, game))

    def handle_event(self, event: pygame.event.Event) -> None:
        """Enter in a name field moves to the next field; the rest as any scene."""
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                and isinstance(self.focus.focused, TextField)):
            self.focus.move(1)
            return
        super().handle_event(event)

    def layout(self, size: tuple[int, int]) -> None:
        """The game in one line under the title, a centred panel (humans stepper, names in two
        columns, target, level), the caption of the order, the seats as big cards, Back /
        Start.

        The form's rows have one height whatever the number of players (the one the tallest
        form, six people at 10 000, can have), and the panel's top one place per game: adding
        a player adds a row under the others, nothing above it moves or changes size. The
        seat cards stay within the panel's width and grow into the room the form leaves.
        """
        super().layout(size)
        w, h = self.size
        felt = felt_area(self.size)
        margin = self.px(theme.MARGIN * 0.5)
        title_bottom = round(h * theme.TITLE_Y) + self.font_px(theme.FONT_TITLE) // 2
        bh = self.px(theme.BUTTON_SMALL_SIZE[1])
        buttons_y = felt.bottom - margin - bh
        top = title_bottom + margin
        available = buttons_y - margin - top
        name_rows = max(1, (self.humans.value + 1) // 2)  # two names a row, only those in use
        most_name_rows = (MAX_HUMANS + 1) // 2
        extra = 2 if self.kind == "farkle" else 0  # 10 000's target and computer's level
        small_line = line_height(self.font_px(theme.FONT_SMALL))
        gap = self.px(theme.GAP)
        pw = min(self.px(PANEL_MOST_WIDTH), felt.w - 2 * margin - 2 * self.px(40))
        note_h = small_line + gap
        # one row height: the tallest form's (10 000, six people) over the least seat cards
        form_room = available - small_line - gap - note_h - self.px(20) - gap
        tallest = 1 + most_name_rows + 2
        row = min(self.px(theme.ROW_HEIGHT) + gap, available // 6,
                  max(self.px(SEAT_ROW_FLOOR),
                      (form_room - self.card_least(pw, MAX_HUMANS + 1)) // tallest))
        field_h = min(self.px(theme.FIELD_SIZE[1]), round(row * 0.76))
        self.summary_y = top
        self.panel = pygame.Rect(0, 0, pw, (1 + name_rows + extra) * row + self.px(20))
        # Yams's form is two rows shorter than 10 000's: half of that above it, the same
        # place for every number of players (the other half around its cards)
        lift = (2 * row - extra * row) // 2
        self.panel.midtop = (w // 2, top + small_line + gap + lift)
        # the cards: sized as under 10 000's form with as many names (one size per number of
        # seats in both games), centred in the room left under this form
        room_10k = (available - small_line - gap - note_h
                    - ((1 + name_rows + 2) * row + self.px(20)))
        card_w, card_h = self.card_size(pw, room_10k - gap)
        below = self.panel.bottom + note_h
        free = max(0, buttons_y - margin - below - card_h)
        self.band = pygame.Rect(self.panel.x, below + free // 2, pw, card_h)
        self.card_w = card_w
        body = self.font_px(theme.FONT_BODY)
        inner = self.panel.inflate(-2 * self.px(40), 0)
        stepper_w = self.px(300)
        y = self.panel.y + self.px(10)
        self.label_pos["humans"] = (inner.x, y + row // 2)
        self.humans.place(pygame.Rect(inner.right - stepper_w, y + (row - field_h) // 2,
                                      stepper_w, field_h), self.scale, body)
        y += row
        col_gap = self.px(40)
        col_w = (inner.w - col_gap) // 2
        label_w = self.px(70)
        self.name_labels = []
        for i, field in enumerate(self.fields):
            cx = inner.x + (i % 2) * (col_w + col_gap)
            cy = y + (i // 2) * row
            self.name_labels.append((cx, cy + row // 2))
            field.place(pygame.Rect(cx + label_w, cy + (row - field_h) // 2, col_w - label_w,
                                    field_h), self.scale, body)
        y += name_rows * row
        self.label_pos["target"] = (inner.x, y + row // 2)
        self.target.place(pygame.Rect(inner.right - self.px(620), y + (row - field_h) // 2,
                                      self.px(620), field_h), self.scale, body)
        y += row
        self.label_pos["level"] = (inner.x, y + row // 2)
        self.level.place(pygame.Rect(inner.right - self.px(620), y + (row - field_h) // 2,
                                     self.px(620), field_h), self.scale, body)
        bw = self.px(theme.BUTTON_SMALL_SIZE[0])
        gap = self.px(theme.GAP * 2)
        self.back_button.place(pygame.Rect(w // 2 - gap // 2 - bw, buttons_y, bw, bh),
                               self.scale, self.font_px(theme.FONT_BUTTON))
        self.start_button.place(pygame.Rect(w // 2 + gap // 2, buttons_y, bw, bh),
                                self.scale, self.font_px(theme.FONT_BUTTON))

    def draw(self, surface: pygame.Surface) -> None:
        """Felt, title (with the game's name), the game in one line, the form and its labels,
        the order line, the seat cards, the buttons."""
        self.draw_background(surface)
        w = surface.get_width()
        game = self.tr("new_game.game_" + self.kind)
        self.draw_title(surface, f"{self.tr('new_game.title')} · {game}")
        draw_panel(surface, self.panel, self.scale)
        body = self.font_px(theme.FONT_BODY)
        x, y = self.label_pos["humans"]
        draw_text(surface, self.tr("new_game.humans"), body, theme.CREAM, (x, y), "midleft",
                  max_width=self.humans.rect.x - x - self.px(20))
        for i, (lx, ly) in enumerate(self.name_labels):
            if self.fields[i].visible:
                draw_text(surface, f"{i + 1}.", body, theme.GOLD, (lx, ly), "midleft")
        if self.target.visible:
            x, y = self.label_pos["target"]
            draw_text(surface, self.tr("new_game.target"), body, theme.CREAM, (x, y), "midleft")
        if self.level.visible:
            x, y = self.label_pos["level"]
            draw_text(surface, self.tr("farkle.level.label"), body, theme.CREAM, (x, y),
                      "midleft", max_width=self.level.rect.x - x - self.px(20))
        small = self.font_px(theme.FONT_SMALL)
        draw_text(surface, self.summary(), small, theme.MUTED, (w // 2, self.summary_y),
                  "midtop", max_width=self.panel.w)
        self._draw_band(surface)
        # the cards say who plays when (read from the game "Începe" starts): a caption only
        draw_text(surface, self.tr("ga2.new_game.order"), small, theme.MUTED,
                  (self.panel.centerx, self.band.y - self.px(10)), "midbottom",
                  max_width=self.panel.w)
        self.draw_widgets(surface)
        self._draw_refusal(surface)

    def summary(self) -> str:
        """The game in one line ("13 ture · 5 zaruri · cel mai mare TOTAL câștigă")."""
        if self.kind == "farkle":
            return self.tr("h22v.new_game.summary_farkle",
                           target=format_int(int(self.target.value)))
        return self.tr("h22v.new_game.summary_yams")

    def _card_most_width(self, panel_w: int, seats: int | None = None) -> int:
        """The widest a seat card may be: as many equal cards as ``seats`` (those of the
        form) in one row."""
        seats = self.humans.value + 1 if seats is None else seats
        arrow = self.px(SEAT_CARD_ARROW)
        return min(self.px(SEAT_CARD_MOST[0]), (panel_w - arrow * (seats - 1)) // seats)

    def card_least(self, panel_w: int | None = None, seats: int | None = None) -> int:
        """The least height of a seat card (for ``seats``, by default the form's): the
        form's rows give way before the cards do."""
        width = self._card_most_width(self.band.w if panel_w is None else panel_w, seats)
        return min(round(width * SEAT_CARD_RATIO), self.px(SEAT_CARD_LEAST))

    def card_size(self, panel_w: int, room: int) -> tuple[int, int]:
        """(width, height) of every seat card: one shape (height = width ×
        :data:`SEAT_CARD_RATIO`) as big as the panel's width and the ``room`` under the
        form allow, never smaller than :meth:`card_least`."""
        width = self._card_most_width(panel_w)
        height = max(min(round(width * SEAT_CARD_RATIO), room), self.card_least(panel_w))
        return min(width, round(height / SEAT_CARD_RATIO)), height

    def seat_chips(self) -> list[tuple[pygame.Rect, str, bool]]:
        """The seats as equal cards in the band, in turn order: (rect, "1 · Ana", is the
        computer)."""
        order = self.turn_order()
        band = self.band
        if band.h <= 0 or not order:
            return []
        arrow = self.px(SEAT_CARD_ARROW)
        width = self.card_w
        total = len(order) * width + (len(order) - 1) * arrow
        x = band.centerx - total // 2
        chips = []
        for i, player in enumerate(order):
            name = shown_name(player.name, player.is_computer, self.tr)
            chips.append((pygame.Rect(x, band.y, width, band.h), f"{i + 1} · {name}",
                          player.is_computer))
            x += width + arrow
        return chips

    def card_name_size(self, chips: list[tuple[pygame.Rect, str, bool]]) -> tuple[int, int]:
        """(size, lines): one type size for every card's name, the largest at which each
        name fits its card in at most two lines (a 16-letter name too) within the lower part
        of the card, and the most lines a name takes at it. A name is never both shrunk and
        cut: it is cut only when even the least size cannot hold it in two lines."""
        if not chips:
            return theme.FONT_MIN, 1
        rect = chips[0][0]
        room = rect.w - 2 * max(3, self.px(10))
        names = [label.split(" · ", 1)[1] for _, label, _ in chips]
        for split in (False, True):  # a word broken between its letters only as a last resort
            size = self.font_px(round(theme.FONT_HEADING * 0.75))
            while True:
                lines = [name_lines(name, size, room, split) for name in names]
                count = max(len(each) for each in lines)
                fits = all(text_size(line, size, BOLD)[0] <= room
                           for each in lines for line in each)
                if fits and count <= 2 and count * line_height(size, BOLD) <= rect.h * 0.45:
                    return size, count
                if size <= theme.FONT_MIN:
                    break
                size -= 1
        return size, min(count, 2)

    def _draw_band(self, surface: pygame.Surface) -> None:
        """Each seat a card: its colour around it, its mark big, its turn and its name."""
        chips = self.seat_chips()
        seats = self.turn_order_seats()
        body = self.font_px(theme.FONT_BODY)
        size, count = self.card_name_size(chips)
        step = line_height(size, BOLD)
        for k, (rect, label, computer) in enumerate(chips):
            colour = seat_colour(seats[k])
            radius = self.px(theme.PANEL_RADIUS)
            pygame.draw.rect(surface, theme.PANEL, rect, border_radius=radius)
            strip = pygame.Rect(rect.x, rect.y, rect.w, max(4, round(rect.h * 0.07)))
            pygame.draw.rect(surface, colour, strip, border_top_left_radius=radius,
                             border_top_right_radius=radius)
            pygame.draw.rect(surface, colour, rect, max(2, self.px(3)), border_radius=radius)
            turn, name = label.split(" · ", 1)
            inner = rect.inflate(0, -strip.h).move(0, strip.h // 2)
            edge = max(3, self.px(10))
            badge = max(line_height(theme.FONT_MIN, BOLD),
                        round(min(inner.h * 0.24, rect.w * 0.18)))
            centre = (rect.x + edge + badge // 2, inner.y + edge // 2 + badge // 2)
            pygame.draw.circle(surface, theme.GOLD, centre, badge // 2)
            draw_text(surface, turn, max(theme.FONT_MIN, round(badge * 0.8)), theme.PANEL,
                      centre, weight=BOLD)
            shown = theme.MUTED if computer else theme.CREAM
            # one shape at every count: the mark big in the middle, the name under it
            block = count * step
            zone = inner.h - block - 2 * edge
            side = max(8, min(round(inner.h * 0.4), round(zone * 0.85), round(rect.w * 0.45)))
            draw_seat_mark(surface, (rect.centerx, inner.y + edge // 2 + zone // 2), side,
                           seats[k])
            lines = name_lines(name, size, rect.w - 2 * edge)
            if len(lines) > 2:  # only when even the least size cannot hold it
                lines = [lines[0], ellipsize("".join(lines[1:]), size, rect.w - 2 * edge,
                                             BOLD)]
            y = inner.bottom - edge - block + (count - len(lines)) * step // 2 + step // 2
            for line in lines:
                draw_text(surface, line, size, shown, (rect.centerx, y), weight=BOLD)
                y += step
            if k:  # the turn passes from left to right
                draw_text(surface, "›", body, theme.GOLD,
                          ((chips[k - 1][0].right + rect.x) // 2, rect.centery), weight=BOLD)
