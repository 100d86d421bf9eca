"""The high scores of both games, side by side: a podium and compact rows per game.

10 000 keeps one table per target (5 000 / 10 000 / 15 000): a choice row at the top of its
panel switches between them, opening on the target of the last game set up (Settings).
The tables are read from the store (:meth:`game.storage.store.Storage.load_highscores`) when the
screen is entered, never while drawing. Equal scores share a place. Dates are written short
and in the app's language ("30 nov. 2026" / "30 Nov 2026"). Both boards are equal panels
from the content's top down to the buttons whatever they hold (hS25). The first three places
stand as a podium of large medal cards (:mod:`game.scenes.scores_podium`; hS32, critic S31):
the second left, the first in the middle and tallest, the third right; places 4-10 are
compact rows under it with their column headers; the free places of 4-10 are one quiet ghost
band over their rows ("Locurile 4–10 · libere", the game's dice faint), so every board keeps
ten places' height whatever it holds (ruling S4, hS67, critics A65/A66: "the Yams panel half
empty with few scores"; amended round 70, critic A69: not a "—" row per place). Both podiums stand
at one size (hS40, critic A32), one height whatever the boards hold, the ten's (hS63, critic
A61: it jumped between 1, 2, 3 and 10 scores), the first step clearly the tallest; a
board's free steps are wordless, its free rows ghosts; the invitation ("Orice scor intră în
top 10") is the screen's subtitle, said once (ruling S4: no "Locul N te așteaptă" card, no
other targets' card; the target chips switch the board).
Tied scores share their step (one height, one medal, "=2" as big as a name on each card);
one medal size on both podiums, every card keeping its date. The newest score of all the boards
wears a "NOU" tag (inside its card, or after its name in a lit row); a tied list row wears
its card's "=3" pill (hS41, critic A40). Both panels always reach the buttons. With no score
on any board the screen is one empty state (:mod:`game.scenes.scores_invite`): an empty
podium under a gold trophy, what to do, the red "Joacă …" in its foot. Esc or Back returns.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game import theme
from game.engine.farkle import DEFAULT_TARGET, TARGETS
from game.i18n import format_int
from game.scenes.clear_records import ask_clear_scores, clear_button, said_where
from game.scenes.scores_aim import PageAim
from game.scenes.scores_facts import BoardFacts, Fact
from game.scenes.scores_held import BoardsHeld, short_date
from game.scenes.scores_invite import MAX_ROWS, ScoresInvitation
from game.scenes.scores_plans import PodiumPlans
from game.scenes.scores_podium import (
    CARD_GAP,
    Tag,
    draw_card,
    draw_new_glow,
    draw_tag,
    in_one_type,
    podium_steps,
    shared_tag,
)
from game.scenes.scores_rows import Row, places
from game.scenes.simple import TitledScene, last_game
from game.storage.store import table_key
from game.theme_pages import PAGE_TITLE_TYPE, SCORES_TITLE_Y
from game.widgets.button import Button, blend
from game.widgets.entrance import Entrance, lift
from game.widgets.felt import draw_panel
from game.widgets.forms import Choice
from game.widgets.icons import draw_icon
from game.widgets.medals import draw_medal, has_medal
from game.widgets.text import (
    BOLD,
    REGULAR,
    STAMP,
    draw_text,
    ellipsize,
    em_px,
    fit_size,
    line_height,
    text_size,
)

if TYPE_CHECKING:
    from game.app import App
    from game.storage.store import HighScore

KINDS = ("yams", "farkle")
"""The two tables, left to right."""


MEDAL_SHARE = 0.92
"""A medal's diameter over its row's height: as big as the row allows, still inside it."""

PODIUM_UNITS = 6.5
"""The podium's height in compact rows where the boards hold more than three scores (hS32:
the first three large medal cards, places 4-10 compact rows under them)."""
ROW_AIR = 2
"""A compact row at least this much taller than the least type (hS62, critic A60: at
1024x600 rows of +4 left the podium's cards no room for their medals inside)."""
LIT_FILL = (66, 52, 22)
"""The newest score's row: a warm dark amber (its words read on it as on the panels)..."""
LIT_FILL_WARM = (104, 80, 28)
"""...warmer towards its left end, where its place and name are read."""
NEW_TAG_TYPE = 26
"""The "NOU" tag's type at least (layout size: about 19 px of em at 1920×1080)..."""
NEW_TAG_LEAST = 25
"""...and never under 18 px of em, whatever the window (hS25: 14 px at 1024×600)."""
NEW_TAG_SIDE = 0.5
"""The "NOU" tag's pill runs this share of its em past its word on each side (hS27: the
word touched the pill's round ends)."""
BUTTON_ROOM = 32
"""The least felt between the boards and the buttons under them (pixels, and reference
pixels)."""
BOARDS_GAP = 28
"""The felt between the boards' panels and the buttons (reference pixels; hS30, critic S29:
7-14 px read as touching)..."""
BOARDS_GAP_LEAST = 20
"""...and at least (pixels, at any window)."""
FOOT_PAD = 0.5
"""The panel's edge under its last line: this share of the pad round its name..."""
FOOT_LEAST = 10
"""...and never under this many pixels, whatever the window (critic A71: the tenth row
touched the panel's bottom at 1024x600)."""
SCORES_TYPE_LEAST = theme.HELP_TYPE_LEAST
"""The Scores' least layout font size: capitals 12 px drawn at 1024×600, as the "?" pages'
(round 74, hN77, critic cR74b #2: the podium's dates and the list at the side screens' 21
read ~11 px)."""


class ScoresScene(BoardFacts, BoardsHeld, PodiumPlans, PageAim, ScoresInvitation, TitledScene):
    """The high-score screen: a Yams table and a 10 000 table; Esc or Back returns."""

    keeps_focus = True
    """Always a control focused (ruling S89 3)."""

    title_key = "menu.scores"
    title_y = SCORES_TITLE_Y
    """The side pages' one title place and type (ruling S51)."""
    title_type = PAGE_TITLE_TYPE
    type_least = SCORES_TYPE_LEAST
    """No word under 16.6 px of em, even at 1024×600 (hS30: rows at 14 px)."""

    def __init__(self, app: App, *, play: Callable[[str], None] | None = None) -> None:
        """Start with empty tables; :meth:`enter` reads the store. ``play`` (opened from the
        menu): a red "Joacă …" beside Back hands it the board's game: the game last set up,
        10 000 once its target is changed (the board the player is looking at)."""
        super().__init__(app)
        self.entries: dict[str, list[HighScore]] = {}
        self.panels: dict[str, pygame.Rect] = {kind: pygame.Rect(0, 0, 0, 0) for kind in KINDS}
        last = getattr(getattr(app, "settings", None), "farkle_target", DEFAULT_TARGET)
        self.target = Choice([(t, format_int(t)) for t in TARGETS],
                             last if last in TARGETS else DEFAULT_TARGET,
                             lambda _target: self.look_at("farkle"), name="scores_target")
        """Which 10 000 table is shown (one per target)."""
        self.focus.widgets = [self.target, self.back_button]
        self.play_game = last_game(app)
        """The game "Joacă …" offers: the board looked at last, else the newest score's."""
        self.looked = False
        """True once the player looked at a board (:meth:`look_at`)."""
        self.board_invites = {}
        self.board_cards: dict[str, pygame.Rect] = {}
        """Each empty board's inviting card as last drawn (round 74, hS29)."""
        self.board_dice: dict[str, list[pygame.Rect]] = {}
        """The dice on each empty board's card as last drawn."""
        self.other_play: Button | None = None
        """The welcome's quiet "Joacă …" of the game the red does not offer (ruling S98 1.:
        one play button per game under its podium), while no board holds a score."""
        if play is not None:
            self.offer_play(play, lambda: self.play_game)
            self.other_play = Button(
                lambda: self.tr("menu.play", game=self.tr("menu." + self.other_game())),
                lambda: self._play_other(play), "secondary", name="play_other")
            self.other_play.visible = False
            self.focus.widgets.append(self.other_play)
        self.clear_button = clear_button(self, "scores.clear", self.ask_clear)
        """The quiet "Șterge scorurile" in the bottom right corner, while any board holds a
        score (ruling S32)."""
        self.heading_row = pygame.Rect(0, 0, 0, 0)
        """The line of each board's name and the 10 000 target (level on both boards)."""
        self.drawn_rows: dict[str, list[pygame.Rect]] = {}
        """Each board's rows of scores as last drawn (for the tests' eyes)."""
        self.free_lines: dict[str, list[tuple[str, pygame.Rect]]] = {}
        """Each board's free places 4-10 as last drawn: (number, the row's room), under its
        scores (ruling S4)."""
        self.quiet_steps: dict[str, list[pygame.Rect]] = {}  # a lone record's wordless third
        self.open_words = {}  # (the open places' words, hS28)
        self.fact_tiles: dict[str, list[tuple[Fact, pygame.Rect]]] = {}
        """Each short board's facts as last drawn, in its free room (ruling S4, round 72)."""
        self.page_aim_rect: pygame.Rect | None = None
        """The hint said once for the page, as last drawn (None: none said there)."""
        self.tag_rect: pygame.Rect | None = None
        """The "NOU" tag on the newest score's row, as last drawn (None: no row is new)."""
        self.tag_pills: list[pygame.Rect] = []
        """Every tag ("=2", "NOU") on the podiums' cards as last drawn (hS41)."""
        self.entrance = Entrance(MAX_ROWS)
        self.rows_read: dict[tuple[object, ...], tuple[Row, ...]] = {}
        """Each board's rows as read, by its scores, language and numbers (hS64)."""
        """The rows' entrance: they arrive one after another as the screen shows."""

    def is_animating(self) -> bool:
        """The rows arriving (nothing else moves by itself)."""
        return self.entrance.active

    def update(self, dt: float) -> None:
        """Advance the rows' entrance."""
        super().update(dt)
        self.entrance.update_seen(dt, self.app.manager)

    def handle_event(self, event: pygame.event.Event) -> None:
        """A key or a click first puts every row in its place (then does its work)."""
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.entrance.skip()
        super().handle_event(event)

    def _play_other(self, play: Callable[[str], None]) -> None:
        """The welcome's quiet "Joacă …": the click's sound, then its game's New Game."""
        self.app.audio.play("click")
        play(self.other_game())

    def look_at(self, kind: str) -> None:
        """The player looks at the board of ``kind``: "Joacă …" offers its game."""
        self.play_game, self.looked = kind, True

    def enter(self) -> None:
        """Read every table from the store (a damaged file simply shows empty tables)."""
        try:
            tables = self.app.store.load_highscores()
        except Exception:  # the store reports damage itself; the screen must still open
            tables = {}
        self.entries = {key: list(entries) for key, entries in tables.items()}
        self.clear_button.visible = any(self.entries.values())
        newest = self.newest()
        if newest is not None and not self.looked:  # "Joacă …" the newest score's board's
            self.play_game = newest[0]  # (its card glows; hT78, critic cZ75)
        if self.heading_row.w:  # laid out already: the boards fit what they hold, or the
            self.layout(self.size)  # empty state takes the screen (its buttons placed anew)
        self.entrance.start()

    def ask_clear(self) -> None:
        """Ask before clearing every board; confirmed, the screen reads them again (empty)."""
        held = sum(len(entries) for entries in self.entries.values())
        ask_clear_scores(self.app, held, self.enter, said_where(self))

    def table(self, kind: str, target: int | None = None) -> list[HighScore]:
        """The entries shown for ``kind``: 10 000 at ``target`` (default: the chosen one)."""
        if kind == "farkle":
            return self.entries.get(table_key(kind, target or int(self.target.value)), [])
        return self.entries.get(table_key(kind), [])

    def layout(self, size: tuple[int, int]) -> None:
        """Two panels side by side in the content area."""
        super().layout(size)
        c = self.content.copy()
        if round(theme.FONT_SMALL * self.scale) < self.type_least:  # a small window, its
            # small type held up by the floor: the panels take half the side margins (round
            # 74, hN77: the podium's names kept whole at 1024x600)
            c.inflate_ip(2 * self.px(theme.MARGIN), 0)
        buttons = [b.rect.top for b in (self.back_button, self.forward_button)
                   if b is not None and b.visible]
        if buttons:  # never near the buttons (hS29: 16 px at 1024x600)
            c.h = min(c.h, min(buttons) - max(BUTTON_ROOM, self.px(BUTTON_ROOM)) - c.y)
        said = max(0, self.page_aim_room() - self.px(theme.MARGIN * 0.25))  # the screen's
        c.y, c.h = c.y + said, c.h - said  # own line under its title, in its margin (hS66)
        gap = self.px(theme.GAP * 2)
        w = (c.w - gap) // 2
        self.panels = {"yams": pygame.Rect(c.x, c.y, w, c.h),
                       "farkle": pygame.Rect(c.x + w + gap, c.y, c.w - w - gap, c.h)}
        panel = self.panels["farkle"]
        pad = self.px(theme.GAP * 1.2)
        heading = self.font_px(theme.FONT_HEADING)
        choice_h = self.px(theme.FIELD_SIZE[1] * 0.8)
        # the board's name on the left and, on the same line, its target (or what it holds)
        self.heading_row = pygame.Rect(panel.x + pad, panel.y + pad, panel.w - 2 * pad,
                                       max(line_height(heading, STAMP), choice_h))
        width = min(round(self.heading_row.w * 0.56), self.px(560))
        target = pygame.Rect(self.heading_row.right - width,
                             self.heading_row.centery - choice_h // 2, width, choice_h)
        self.target.place(target, self.scale, self.font_px(theme.FONT_SMALL))
        self.clear_button.rect.right = self.panels["farkle"].right  # on the boards' right
        # edge (a small window's boards take half the side margins)
        self.place_nothing_yet()
        self.buttons_in_reading_order()  # the red button over "Înapoi" first (S89 3)

    # --- what the tables say ------------------------------------------------------------

    def short_date(self, iso: str) -> str:
        """The date of an ISO timestamp, short and localised ("30 nov. 2026")."""
        return short_date(self.tr, iso)

    def rows(self, kind: str, target: int | None = None) -> list[Row]:
        """The displayed lines of the table of ``kind`` (10 000: at ``target``), best first."""
        entries = tuple(self.table(kind, target)[:MAX_ROWS])
        key = (entries, self.tr, format_int(1000))  # (the language and its numbers)
        made = self.rows_read.get(key)  # read once, not in every frame (hS64: ~400 dates
        if made is None:  # written a frame)
            if len(self.rows_read) > 8:
                self.rows_read.clear()
            made = self.rows_read[key] = tuple(
                Row(f"{place}.", e.name, format_int(e.score), self.short_date(e.date),
                    "" if e.turns is None else format_int(e.turns))
                for place, e in zip(places(list(entries)), entries, strict=True))
        return list(made)

    def columns(self, kind: str) -> list[tuple[str, str, float, str]]:
        """(field, header key, width share, alignment) of each column of ``kind``'s table."""
        cols = [("place", "scores.col.place", 0.8, "right"), ("name", "scores.col.name", 3.0,
                                                             "left"),
                ("score", "scores.col.score", 1.35, "right"), ("date", "scores.col.date", 2.0,
                                                               "right")]
        if kind == "farkle":
            cols.append(("turns", "scores.col.turns", 0.95, "right"))
        return cols

    # --- drawing ------------------------------------------------------------------------

    def _room(self) -> int:
        """The height the boards' rows, their header and the legend line share."""
        pad = self.px(theme.GAP * 1.2)
        top = self.heading_row.bottom + pad
        return self.boards_bottom() - self.foot_pad() - top

    def boards_bottom(self) -> int:
        """Where the boards' panels reach at most: the felt over the buttons kept."""
        return self.back_button.rect.y - max(BOARDS_GAP_LEAST, self.px(BOARDS_GAP))

    def foot_pad(self) -> int:
        """The panel's edge under its last line: closer than round its name (hS30: the room
        given to the felt above the buttons comes from there, the rows keep their height)."""
        return max(FOOT_LEAST, round(self.px(theme.GAP * 1.2) * FOOT_PAD))

    def row_height(self) -> int:
        """The height of a compact row (places 4-10), the same on both boards whatever they
        hold: seven such rows, their header and the podium (:data:`PODIUM_UNITS` rows) share
        the boards' room."""
        units = 10 * (MAX_ROWS - 3 + 1) + round(10 * PODIUM_UNITS)
        return max(theme.FONT_MIN + ROW_AIR, min(self.px(56), self._room() * 10 // units))

    def podium_height(self, kind: str) -> int:
        """The podium's height (the first place's card), one on both boards (hS40, critic
        A32: the two podiums at different sizes): the room left by the compact rows' header
        and seven rows, whatever the boards hold (hS63, critic A61, reversing hS32's podium
        filling a board of few scores), so it never jumps between one, two, three and ten
        scores. ``kind`` is kept for the callers' sake."""
        return self._room() - (MAX_ROWS - 3 + 1) * self.row_height() - self.px(CARD_GAP)

    def podium_area(self, kind: str, inner: pygame.Rect) -> pygame.Rect:
        """Where the podium of ``kind`` stands in its board's ``inner`` room."""
        return pygame.Rect(inner.x, inner.y, inner.w, self.podium_height(kind))
        # (hS62: no felt kept over it for a medal rising over a card's edge: critic A60)

    def podium_rects(self, kind: str) -> list[pygame.Rect]:
        """The podium's three steps on the board of ``kind`` (the first place's first)."""
        pad, panel = self.px(theme.GAP * 1.2), self.panels[kind]
        inner = pygame.Rect(panel.x + pad, self.heading_row.bottom + pad, panel.w - 2 * pad,
                            self._room())
        return podium_steps(self.podium_area(kind, inner), self.scale, self.podium_places(kind))

    def ten_row_height(self) -> int:
        """The height of a compact row (:meth:`row_height`; the name of older tests)."""
        return self.row_height()

    def text_size(self) -> int:
        """The type size of the boards' rows."""
        even = self._room() * 10 // (10 * MAX_ROWS + 22)  # ten rows of one height
        return max(self.type_least, min(self.font_px(theme.FONT_BODY),
                                        round(self.row_height() * 0.78),
                                        round(even * 0.8)))

    def draw_content(self, surface: pygame.Surface) -> None:
        """Both panels with their tables, as tall as ten places, and once under them the key
        to the lit row."""
        self.drawn_rows = {}
        self.tag_rect = None
        self.tag_pills = []
        self.free_lines = {}
        self.board_invites = {}
        self.board_cards, self.board_dice = {}, {}
        self.fact_tiles = {}
        self.quiet_steps = {kind: [] for kind in KINDS}
        self.open_words, self.ghost_seats = {}, {}
        if self.nothing_held():
            self.draw_nothing_yet(surface)
            self._draw_page_aim(surface)  # (its one sentence, S98 1.)
            return
        lines = MAX_ROWS
        for kind in KINDS:
            self._draw_table(surface, kind, self.panels[kind], lines)
        self._draw_page_aim(surface)

    def _draw_table(self, surface: pygame.Surface, kind: str, panel: pygame.Rect,
                    lines: int) -> None:
        pad = self.px(theme.GAP * 1.2)
        heading = self.font_px(theme.FONT_HEADING)
        # Both tables start below the heading row, so their lines stay level.
        top = self.heading_row.bottom + pad
        row_h = self.row_height()
        # Both panels alike, from the content's top down to the buttons whatever they hold:
        # the podium, the compact rows and a foot (hS25, hS32)
        inner = pygame.Rect(panel.x + pad, top, panel.w - 2 * pad, self._room())
        top_edge = self.heading_row.y - pad  # (ten places fill it: ruling S4)
        panel = pygame.Rect(panel.x, top_edge, panel.w, inner.bottom + self.foot_pad() - top_edge)
        self.panels[kind] = panel
        draw_panel(surface, panel, self.scale)
        title = self.tr(f"scores.{kind}")
        title_y = self.heading_row.centery
        cup = round(heading * 0.95)
        left = panel.x + pad
        draw_icon(surface, "trophy-cup", cup, theme.GOLD, (left + cup // 2, title_y),
                  shadow=self.px(3))
        draw_text(surface, title, heading, theme.GOLD, (left + cup + self.px(14), title_y),
                  "midleft", shadow=self.px(3), weight=STAMP)
        size = self.text_size()
        if kind == "yams":  # level with the 10 000 target: what the table holds
            caption = self.tr("scores.yams_caption")
            room = panel.right - pad - (left + cup + self.px(40)
                                        + text_size(title, heading, STAMP)[0])
            draw_text(surface, caption, fit_size(caption, size, room), theme.MUTED,
                      (panel.right - pad, title_y), "midright")
        rows = self.rows(kind)
        latest = self.latest(kind)
        ground = surface.copy() if self.entrance.active else None
        drawn: list[pygame.Rect] = []
        self.free_lines[kind] = []
        # the first three: medal cards standing as a podium (hS32, critic S31), a tied
        # place on a step as high as its twin's, one medal size on both boards (critic A31)
        area = self.podium_area(kind, inner)
        numbers = self.podium_places(kind)
        medal = self.podium_medal()
        steps = podium_steps(area, self.scale, numbers) if rows else []  # (an empty
        for i, step in enumerate(steps):  # board: its card, no hollow medals, round 74)
            if i >= len(rows):  # a free step: what takes it (hS28, critic K72: "no empty
                self.quiet_steps[kind].append(step)  # third")
                self.draw_open_place(surface, step, i + 1, len(rows), size)
                continue
            row = rows[i]
            joined = self.joined_third(kind) if i == 2 else []  # (a tie kept together)
            shared = numbers.count(numbers[i]) > 1 or bool(joined)
            new = None
            if i == latest or latest in joined:  # its "NOU" tag inside the card (hS41)
                text, small, box = self.new_tag(size)
                new = Tag(text, small, theme.INK, theme.SELECTED, box)
            name = self.third_name(kind) if joined else row.name
            if new is not None and i == 0:  # the latest entry lit at a glance (round 74,
                # hS29) when it is the first place: the glow is the winner's light, a newer
                # runner-up named by its "NOU" tag alone (ruling S19b, round 75, hW77)
                draw_new_glow(surface, step, self.scale, self.entrance.share(len(drawn)))
            tags = draw_card(surface, step, numbers[i], name, row.score,
                             in_one_type(self.card_plan(kind, i, step), *self.podium_type()),
                             medal, self.scale,
                             self.tr("scores.shared_place", place=numbers[i]) if shared else "",
                             new)
            self.tag_pills += tags
            if new is not None:
                self.tag_rect = tags[-1]
            drawn.append(step)
        y = area.bottom + self.px(CARD_GAP)  # (ruling S4, hS67: no "Locul N" card here,
        # reversing hS64-hS66's: the ghost rows say the places waiting)
        cols = self.columns(kind)
        total = sum(share for _, _, share, _ in cols)
        cell_pad = self.px(10)
        xs, x = [], inner.x
        for _, _, share, _ in cols:
            w = round(inner.w * share / total)
            xs.append((x, w))
            x += w
        # the compact rows' header over its rows; none over the free places' line alone
        header = pygame.Rect(inner.x, y, inner.w, row_h)  # (critic I72: over nothing)
        if len(rows) > 3:
            pygame.draw.rect(surface, theme.TABLE_HEADER, header, border_radius=self.px(10))
            for (_, key, _, align), (cx, cw) in zip(cols, xs, strict=True):
                text = self.tr(key)
                fitted = fit_size(text, size, cw - 2 * cell_pad)
                self._cell(surface, text, fitted, theme.GOLD, cx, cw, header.centery, align,
                           cell_pad)
        y = header.bottom
        counted = [int(r.place.rstrip(".")) for r in rows]
        tied = {p for p in counted if counted.count(p) > 1}
        listed = [i for i in range(3, len(rows)) if i not in self.joined_third(kind)]
        for shown, i in enumerate(listed):  # places 4-10: compact rows (hS28: a tie on
            row = rows[i]  # the third card stands there whole, not heading the list)
            rect = pygame.Rect(inner.x, y, inner.w, row_h)
            y = rect.bottom
            drawn.append(rect)
            if shown % 2 == 1:
                stripe = pygame.Surface(rect.size, pygame.SRCALPHA)
                stripe.fill((*theme.TABLE_STRIPE, theme.TABLE_STRIPE_ALPHA))
                surface.blit(stripe, rect)
            place = int(row.place.rstrip("."))
            if i == latest:
                self._light(surface, rect)
            for (field, _, _, align), (cx, cw) in zip(cols, xs, strict=True):
                text = getattr(row, field)
                tag_w = self.new_tag(size)[2].w + cell_pad if i == latest else 0
                if field == "name":  # the newest's name leaves room for its "NOU" tag
                    text = ellipsize(text, size, cw - 2 * cell_pad - tag_w)
                    if tag_w:
                        self._draw_new_tag(surface, cx + cell_pad + text_size(
                            text, size)[0] + cell_pad, rect.centery, size)
                colour = theme.GOLD if field in ("place", "score") else theme.CREAM
                if field in ("date", "turns"):  # what is known beside a score: muted
                    colour = theme.MUTED
                if field == "place" and place in tied:  # a shared place: its card's "=3"
                    words = self.tr("scores.shared_place", place=place)  # (hS41, critic A40:
                    if has_medal(place):  # a bronze medal here, "=3" on the card)
                        pill = shared_tag(words, size, place)
                        box = pill.box.copy()
                        box.h = min(box.h, rect.h - 2)
                        box.midright = (cx + cw - cell_pad, rect.centery)
                        draw_tag(surface, pill, box)
                        continue
                    text = words
                elif field == "place" and has_medal(place):
                    side = min(round(rect.h * MEDAL_SHARE), cw - cell_pad)
                    draw_medal(surface, place, (cx + cw - cell_pad - side // 2, rect.centery),
                               side)
                    continue
                self._cell(surface, text, size, colour, cx, cw, rect.centery, align, cell_pad)
        for i, rect in enumerate(drawn if ground is not None else []):  # arriving in turn
            lift(surface, ground, rect, self.entrance.share(i), (-self.px(theme.GAP), 0))
        self.drawn_rows[kind] = drawn
        for i in range(max(3, len(rows)), MAX_ROWS):  # every free place of 4-10: a row's
            rect = pygame.Rect(inner.x, y, inner.w, row_h)  # room (ruling S4), no strip
            y = rect.bottom  # naming them over ghost dice: the tiles take it all (S82 7)
            self.free_lines[kind].append((f"{i + 1}.", rect))
        self.draw_board_facts(surface, kind, size)  # its free room read (round 72)
        self.draw_board_invite(surface, kind, inner)
        # (what it asks of the next game is the screen's subtitle, drawn nowhere on the
        # board: ruling S4, hS67; round-69 review: its dead copy per board, aimed, removed)

    def new_tag(self, size: int) -> tuple[str, int, pygame.Rect]:
        """The "NOU" tag of the newest score: its words, type size and box (at 0, 0)."""
        text = self.tr("scores.new")
        small = max(NEW_TAG_LEAST, self.font_px(NEW_TAG_TYPE), round(size * 0.6))  # at a glance
        w, h = text_size(text, small, BOLD)
        side = max(self.px(8), round(em_px(small) * NEW_TAG_SIDE))  # air round the word
        return text, small, pygame.Rect(0, 0, w + 2 * side, h + self.px(4))

    def _draw_new_tag(self, surface: pygame.Surface, left: int, cy: int, size: int) -> None:
        """The "NOU" tag, its left end at ``left``, level with its row's words."""
        text, small, tag = self.new_tag(size)
        tag.midleft = (left, cy)
        pygame.draw.rect(surface, theme.SELECTED, tag, border_radius=tag.h // 2)
        draw_text(surface, text, small, theme.INK, tag.center, weight=BOLD)
        self.tag_rect = tag

    def _light(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Light a row (the latest score to enter the board): a warm gold wash brightest at
        its left (lit, never the grey of a row turned off; no ring, which would read as the
        keyboard's focus: its "NOU" tag says why it is lit)."""
        radius = self.px(8)
        wash = pygame.Surface(rect.size, pygame.SRCALPHA)
        steps = 12
        for k in range(steps):  # warmest at the left, where the place and name are read
            colour = blend(LIT_FILL, LIT_FILL_WARM, 1 - k / (steps - 1))
            x0, x1 = rect.w * k // steps, rect.w * (k + 1) // steps
            pygame.draw.rect(wash, (*colour, 255), pygame.Rect(x0, 0, x1 - x0, rect.h))
        mask = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        wash.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(wash, rect)

    @staticmethod
    def _cell(surface: pygame.Surface, text: str, size: int, colour: tuple[int, int, int],
              x: int, w: int, cy: int, align: str, pad: int, weight: str = REGULAR) -> None:
        """One cell's text, left or right aligned, vertically centred on ``cy``."""
        if align == "right":
            draw_text(surface, text, size, colour, (x + w - pad, cy), "midright", weight=weight)
        else:
            draw_text(surface, text, size, colour, (x + pad, cy), "midleft", weight=weight)

