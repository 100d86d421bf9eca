"""The frame both tables' "?" pages share (hM31: one format for Yams and 10 000): a panel over
the dimmed table holding numbered tiles in two columns of :data:`ROWS`, each a muted frame with
its picture, a gold number on the frame's edge, a bold keyword and a few short lines; at the
bottom the dialogs' two buttons ("Arată din nou sfaturile" the quiet one, "Înapoi").

A page names its tiles (:meth:`TileHelpOverlay.keywords`, :meth:`TileHelpOverlay.texts`) and
draws their pictures (:meth:`TileHelpOverlay.draw_picture`); the layout is shared here.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game import theme
from game.scenes.base import Scene
from game.theme_pages import BODY_REACH, BUTTON_OVER_BODY, TILE_AIR
from game.views.coach_again import show_tips_again
from game.widgets.dice_render import shared_faces
from game.widgets.felt import dim_evenly, draw_panel, felt_area
from game.widgets.help_panel import help_buttons_top, help_panel_rect, place_help_buttons
from game.widgets.key_button import KeyButton
from game.widgets.keycaps import KEY_MARK as KEY_MARK
from game.widgets.keycaps import KEY_PAD as KEY_PAD
from game.widgets.keycaps import KEY_THIN as KEY_THIN
from game.widgets.keycaps import NO_BREAK as NO_BREAK
from game.widgets.keycaps import draw_keycap as draw_keycap
from game.widgets.keycaps import draw_keyed as draw_keyed
from game.widgets.keycaps import draw_words as draw_words
from game.widgets.keycaps import key_plain as key_plain
from game.widgets.text import (
    BOLD,
    TITLE_FACE,
    draw_text,
    even_lines,
    line_height,
    text_size,
    wrap_without_widow,
)

if TYPE_CHECKING:
    from game.app import App

ROWS = 4
"""Tiles per column (two columns: the panel's width is used, each tile has its height)."""

LINES = 4
"""The most lines a tile's words take under its keyword (the Joker's placement rule)."""

IDEA_LINES = 3
"""A tile's words may take this many lines to give each sentence its own (past it, packed)."""

FOOTER_AIR = 32
"""Reference pixels between the last row of tiles and the buttons (a frame's edge stands
clear of the focus ring, critic: the rows nearly touched the buttons at 1366)."""

TEXT_FLOOR = theme.FONT_MIN + 3
"""The tiles' words never smaller than this layout size (a small window's text stays read)."""

CAPTION = 31
"""The pictures' captions' layout size: 22 px of em at 1920x1080 (critic A69: ~16 px read)."""

CAPTION_LEAST = theme.HELP_TYPE_LEAST + 2
"""The captions' least layout size in a small window: 18 px of em, capitals of 12.6 px (the
page's words' floor + 2: a mini sheet's figures are read, critic A69)."""

SHEET_LEAST = theme.HELP_TYPE_LEAST + 3
"""The pictures' mini sheets', keys' and points' least layout size in a small window: 19 px
of em, capitals of 14 px (round 79, S66 5.: critic cC78 read them at ~12 px at 1024x600,
"Total tură" and "250" at ~13)."""

CARD_AIR = 8
"""Reference pixels of air inside every card between its frame and its picture (critic F71:
at 1024x600 the Yams cards 5 and 6's dice touched or crossed their cards' top borders)."""

CARD_AIR_LEAST = 4
"""Pixels: :data:`CARD_AIR` at the least (a small window's cards keep air of their own)."""

TITLE_Y = 46
"""Reference pixels from the panel's top to its title's centre."""

TILES_TOP = 86
"""Reference pixels from the panel's top to its tiles' (round 74, hH76: the centred panel is
shorter; the title's band gives the cards 20 of them back)."""

SMALL_SCALE = 600 / 1080
"""The scale of a 1024x600 window (:attr:`TileHelpOverlay.die_size_small`'s)."""


_WORD_THEN_FIGURE = re.compile(r"(?<=[^\W\d_]|×) (?=\d)")
"""The space between a word (or "×") and the figure after it: "Careu 1 000", "aduce 100"."""

_FIGURE_THEN_WORD = re.compile(r"(?<=\d) (?=[^\W\d_])")
"""The space between a figure and the word it counts: "3 secunde"."""

_FIGURE_THEN_DE = re.compile(r"(?<=\d)\u00a0de (?=\w)")
"""The space after a figure's "de": "50 de puncte" whole."""


def glue_figures(text: str) -> str:
    """``text`` with each figure glued to the word before it and to the word it counts (its
    "de …" too) by no-break spaces, so a tile's lines never part them (critic A41: "Careu" /
    "1 000" at 1024x600)."""
    text = _FIGURE_THEN_WORD.sub(NO_BREAK, _WORD_THEN_FIGURE.sub(NO_BREAK, text))
    return _FIGURE_THEN_DE.sub(f"{NO_BREAK}de{NO_BREAK}", text)


def sentence_lines(text: str, size: int, width: int, fill: bool = False) -> list[str]:
    """``text``'s lines at ``size`` in ``width``: each sentence starts a line of its own (one
    idea per line, hH25), wrapped where it must; packed as one paragraph only where that
    saves a line past :data:`IDEA_LINES` (a long list, as the boxes' points, in a narrow
    window); a sentence that needs two lines has them of about one length; a figure never
    parted from its word (:func:`glue_figures`; the lines hold no-break spaces). Worked out
    once per text, size and width (every tile asked for it in every frame). ``fill``: a
    sentence that needs two lines fills its first (no lone last word), not two of about one
    length (hS67, critic A66: the 10 000 "?" read as wrapping at half its column's width)."""
    return list(_sentence_lines(text, size, width, fill))


@lru_cache(maxsize=256)
def _sentence_lines(text: str, size: int, width: int, fill: bool = False) -> tuple[str, ...]:
    """:func:`sentence_lines`, kept."""
    text = glue_figures(text)
    lines_of = filled_lines if fill else even_lines  # (no lone last word, hM31)
    ideas = [line for sentence in re.split(r"(?<=[.?!])\s+", text.strip())
             for line in lines_of(sentence, size, width)]
    packed = lines_of(text, size, width)
    return tuple(ideas if len(ideas) <= max(len(packed), IDEA_LINES) else packed)


FILL_LEAST = 0.55
"""A filled sentence's first line gives a word to its second, to keep no word alone there,
down to this share of the width (then its lines are of about one length)."""


def filled_lines(text: str, size: int, width: int) -> list[str]:
    """``text``'s lines filling ``width`` (no lone last word: where one would stay, lines of
    about one length after all)."""
    lines = wrap_without_widow(text, size, width, least=FILL_LEAST)
    if len(lines) > 1 and len(lines[-1].split()) < 2:
        return even_lines(text, size, width)
    return lines


class TileHelpOverlay(Scene):
    """A table's "?" page of numbered tiles; Esc or "Înapoi" closes it."""

    is_overlay = True
    dim_below = True
    closes_with_motion = True
    """As a dialog: the table dims under it, its panel scales in and out (critic M28 §1)."""
    type_least = theme.HELP_TYPE_LEAST
    """No word under about 16 px of em, even at 1024×600 (hH25, hM28)."""
    fill_lines = False
    """True: a tile's wrapped sentence fills its first line (:func:`sentence_lines`)."""
    title_key = ""
    """The page's title's catalog key ("Cum se joacă …")."""
    rules_game = "yams"
    """The Rules screen's tab F1 opens over the page ("yams" / "farkle")."""
    dice = 5
    """The most dice a tile's picture shows in a row (its column is that wide)."""
    die_size = theme.FARKLE_ICON_DIE + 4
    """The layout size of a picture's dice at 1920x1080 (and larger)."""
    die_size_small = 0
    """Their layout size at 1024x600 (0: :attr:`die_size`); between the two sizes of window,
    in proportion (:meth:`die_side`)."""

    def __init__(self, app: App) -> None:
        """Make the overlay and its two buttons."""
        super().__init__(app)
        self.cache = shared_faces()  # one cache for every screen (issue 23 §6)
        esc = KEY_MARK.sub(r"\1", self.tr("help.keys_back").partition(": ")[0])
        self.close_button = KeyButton(self.lazy("common.back"), esc, self.back, "secondary",
                                      name="common.back")
        """"Înapoi" wears "Esc" as every dialog's safe answer does (S83, critic cC79 #12)."""
        self.again_button = self.button("coach.show_again",
                                        lambda: show_tips_again(self.app), "quiet")
        """Issue 22 §4: the coach marks of a first game come back (the quieter of the two
        buttons, hM31: "Înapoi" is the page's answer)."""
        self.focus.widgets = [self.close_button, self.again_button]
        self.focus.index = 0
        self.panel = pygame.Rect(0, 0, 0, 0)
        self._body: tuple[tuple[object, ...], int] | None = None

    def is_animating(self) -> bool:
        """Nothing here moves by itself."""
        return False

    def handle_event(self, event: pygame.event.Event) -> None:
        """F1 opens the whole rules of the page's game over it (the scoring tile points to
        them: "Punctaj · [F1]: toate"; Esc there comes back here); the rest as a dialog."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            from game.scenes.rules import open_rules  # (the rules import the scenes' base)

            open_rules(self.app, self.rules_game)
            return
        super().handle_event(event)

    def layout(self, size: tuple[int, int]) -> None:
        """A large panel centred on the felt (:func:`help_panel_rect`); its two buttons at
        its bottom,
        placed as a dialog's (their type no larger than the tiles' words allow)."""
        super().layout(size)
        self.panel = help_panel_rect(self.size, self.px)
        place_help_buttons(self, self.panel, (self.again_button, self.close_button),
                           most=int(BUTTON_OVER_BODY * self.body_size()))

    def entrance_rect(self) -> pygame.Rect:
        """The panel (its buttons inside) enters with the dialogs' quick scale."""
        return self.panel

    def texts(self) -> list[str]:
        """Every tile's text, in order (what the page says)."""
        raise NotImplementedError

    def keywords(self) -> list[str]:
        """Every tile's bold keyword, in order."""
        raise NotImplementedError

    def draw_picture(self, surface: pygame.Surface, k: int, art: pygame.Rect) -> None:
        """Draw tile ``k``'s picture in ``art``."""
        raise NotImplementedError

    def _bare_header(self, surface: pygame.Surface) -> None:
        """The band of felt over the panel drawn bare, dimmed as the table under it: the
        table's header (its title, "?" and "Pauză") never pokes out above the panel's top
        edge (round 80, ruling S83 4., critic cC79 #8); the rest of the table still shows
        round the panel, dimmed as under a dialog."""
        felt = felt_area(self.size)
        band = pygame.Rect(felt.x, felt.y, felt.w, max(0, self.panel.top - felt.y))
        if not band.h:
            return
        clip = surface.get_clip()
        surface.set_clip(band)
        try:
            self.draw_background(surface)
        finally:
            surface.set_clip(clip)
        dim_evenly(surface.subsurface(band))

    def draw(self, surface: pygame.Surface) -> None:
        """The panel (the table under it dimmed by the dialogs' veil, nothing laid over it:
        round 74, ruling S18); the title, then each tile: its framed picture on the left, its
        number on the frame's edge, its keyword and words."""
        panel = self.panel
        self._bare_header(surface)
        draw_panel(surface, panel, self.scale, alpha=theme.DIALOG_ALPHA)
        draw_text(surface, self.tr(self.title_key), self.font_px(theme.FONT_HEADING),
                  theme.GOLD, (panel.centerx, panel.y + self.px(TITLE_Y)), shadow=self.px(3),
                  weight=TITLE_FACE)  # the dialogs' display type
        size = self.body_size()
        step = round(line_height(size) * 1.08)
        for k, (keyword, text) in enumerate(zip(self.keywords(), self.texts(), strict=True)):
            art, words = self.step_rects(k)
            if k % ROWS:  # a thin line between tiles, under the words only: the eye
                # finds each one, and no rule runs into a picture's frame
                pygame.draw.line(surface, theme.GOLD_DARK, (words.x, art.y),
                                 (words.right, art.y), max(1, self.px(1)))
            self._draw_frame(surface, art)
            self.draw_picture(surface, k, art)
            lines = self.tile_lines(k, text, size, words.w)[:LINES]
            ty = words.centery - ((len(lines) + 1) * step) // 2
            draw_keyed(surface, keyword, size, (words.x, ty), self.scale, theme.GOLD,
                       BOLD)  # (a key in it drawn as a keycap: "Punctaj · [F1]: toate")
            # every tile its number, both columns (hM31: the right one had none), on the
            # picture's edge, level with its keyword
            centre = self.number_centre(art, ty + line_height(size) // 2)
            self._draw_number(surface, k + 1, centre)
            for line in lines:
                ty += step
                draw_words(surface, line, size, (words.x, ty), self.scale)
        self.draw_widgets(surface)

    pages: list[type[TileHelpOverlay]] = []
    """Every table's "?" page (each class with a title registers itself): one family that
    speaks at one size (:meth:`body_size`)."""
    alone = False
    """True for a sibling page laid out only to measure its own fitting size."""

    def __init_subclass__(cls, **named: object) -> None:
        """A page with a title joins :attr:`pages`."""
        super().__init_subclass__(**named)
        if cls.title_key:
            TileHelpOverlay.pages.append(cls)

    def body_size(self) -> int:
        """The tiles' words' font size (not :func:`game.widgets.text.text_size`'s measure of a
        text): the largest (from the tables' small type, never under
        :data:`TEXT_FLOOR`, up to the body type) at which every tile's keyword and words fit
        its band in the whole text column (round 65, critic A64: 16.6 px of em at 1024x600
        read as "~13 px", three lines a card), on this page and on every other table's
        (:attr:`pages`: round 75, hR77, critic cC75: the Yams words pitched 30 px at 1920, the
        10 000 ones 35; one style, one size); worked out once per window size."""
        key = (self.size, self.panel.h, self.buttons_top())
        if self._body is None or self._body[0] != key:
            self._body = (key, self._fitting_size())
            if not self.alone:
                self._body = (key, min([self._body[1]] + [
                    self._sibling(page)._fitting_size() for page in self.pages
                    if page is not type(self)]))
        return self._body[1]

    def _sibling(self, page: type[TileHelpOverlay]) -> TileHelpOverlay:
        """The other table's page ``page``, laid out at this window's size (measured, never
        shown)."""
        sibling = page(self.app)
        sibling.alone = True
        sibling.layout(self.size)
        return sibling

    def _fitting_size(self) -> int:
        least = max(self.font_px(theme.FONT_SMALL), TEXT_FLOOR)
        room, band = self.column_room(), self.step_rects(0)[1].h
        texts = self.texts()
        best = least
        most = max(self.font_px(theme.FONT_BODY), round(least * BODY_REACH))
        for size in range(least, most + 1):
            step = round(line_height(size) * 1.08)
            counts = [len(self.tile_lines(k, t, size, room, False))
                      for k, t in enumerate(texts)]
            if all(n <= self.lines_allowed(k) for k, n in enumerate(counts)) \
                    and all(self.reads_whole(self.tile_lines(k, t, size, room), size, room)
                            for k, t in enumerate(texts)) \
                    and (max(counts) + 1 + TILE_AIR) * step <= band \
                    and all(text_size(key_plain(w), size, BOLD)[0] <= room
                            for w in self.keywords()):
                best = size
        return best

    def reads_whole(self, lines: list[str], size: int, width: int) -> bool:
        """True when a tile's ``lines`` (at ``size`` in ``width``) read well enough for the
        page to take that size (a page may refuse a sentence broken at half its line)."""
        return True

    def tile_lines(self, k: int, text: str, size: int, width: int,
                   fill: bool | None = None) -> list[str]:
        """Tile ``k``'s words as drawn at ``size`` in ``width``: each sentence a line of its
        own (:func:`sentence_lines`; ``fill``: its :attr:`fill_lines`, the page's unless
        given)."""
        return sentence_lines(text, size, width, self.fill_lines if fill is None else fill)

    def buttons_top(self) -> int:
        """Where the page's buttons' row starts (the tiles' band ends over it)."""
        return help_buttons_top(self, self.panel)

    def lines_allowed(self, k: int) -> int:
        """The most lines tile ``k``'s words may take (:data:`LINES`; a page may hold some
        tiles to fewer: their words grow only while they keep to them)."""
        return LINES

    def column_room(self) -> int:
        """The width a tile's words may take: its column's, past its picture and the gap
        after it."""
        _, _, _, width, _ = self._geometry()
        column = (self.panel.w - 2 * self.px(40) - self._between()) // 2
        return column - width - self._column_gap()

    def measure(self) -> int:
        """The text column's width: the whole room the tile leaves its words (round 65,
        critic A64: "a narrow text column at 1024"; before, a measure of about 52
        characters)."""
        return self.column_room()

    def _between(self) -> int:
        """The gap between the two columns of tiles."""
        return self.px(56)

    def _column_gap(self) -> int:
        return self.px(48)

    def _geometry(self) -> tuple[int, int, int, int, int]:
        """(die side, gap between dice, picture column's x, its width, tiles' top)."""
        panel = self.panel
        side = self.die_side()
        gap = max(4, side // 3) if self.dice <= 5 else max(4, side // 5)  # (a held die's
        width = self.dice * side + (self.dice - 1) * gap  # gold ring has room)
        return side, gap, panel.x + self.px(50), width, panel.y + self.px(TILES_TOP)

    def die_side(self) -> int:
        """A picture's dice's side in pixels: :attr:`die_size` at 1920x1080, its
        :attr:`die_size_small` at 1024x600 (a small window's words keep their column), in
        proportion between them (round 74, critic cQ74: ~30 px dice at 1920 read as small)."""
        small = self.die_size_small or self.die_size
        share = min(1.0, max(0.0, (self.scale - SMALL_SCALE) / (1 - SMALL_SCALE)))
        return self.px(small + (self.die_size - small) * share)

    def step_rects(self, k: int) -> tuple[pygame.Rect, pygame.Rect]:
        """Tile ``k``'s picture rect and text rect (one band each, top to bottom; the block of
        pictures and words centred in the panel)."""
        _, _, _, width, top = self._geometry()
        measure = self.measure()
        column = width + self._column_gap() + measure
        x = self.panel.centerx - (2 * column + self._between()) // 2
        x += self.px(14) // 2  # the frames stand out of the pictures on the left (hM31)
        x += (k // ROWS) * (column + self._between())
        bottom = self.buttons_top() - self.px(FOOTER_AIR)
        step_h = (bottom - top) // ROWS
        y = top + (k % ROWS) * step_h
        text_x = x + width + self._column_gap()
        return (pygame.Rect(x, y, width, step_h), pygame.Rect(text_x, y, measure, step_h))

    def frame_rect(self, art: pygame.Rect) -> pygame.Rect:
        """The muted frame a tile's picture sits in (a picture, not a control)."""
        return art.inflate(self.px(28), -self.px(8))

    def card_air(self) -> int:
        """The air (pixels) kept inside a card between its frame and its picture."""
        return max(CARD_AIR_LEAST, self.px(CARD_AIR))

    def picture_room(self, art: pygame.Rect) -> pygame.Rect:
        """Where the picture of the tile whose art column is ``art`` may draw: the column's
        width, its frame's height less :meth:`card_air` above and below."""
        frame, air = self.frame_rect(art), self.card_air()
        return pygame.Rect(art.x, frame.y + air, art.w, frame.h - 2 * air)

    def _draw_frame(self, surface: pygame.Surface, art: pygame.Rect) -> None:
        frame = self.frame_rect(art)
        layer = pygame.Surface(frame.size, pygame.SRCALPHA)
        radius = self.px(12)
        pygame.draw.rect(layer, (*theme.FELT_DARK, 150), layer.get_rect(), border_radius=radius)
        pygame.draw.rect(layer, (*theme.GOLD_DARK, 140), layer.get_rect(),
                         max(1, self.px(2)), border_radius=radius)
        surface.blit(layer, frame)

    def number_centre(self, art: pygame.Rect, keyword_y: int) -> tuple[int, int]:
        """Where the number of the tile whose picture is ``art`` stands: on its frame's right
        edge, level with its keyword (at ``keyword_y``); a page may place it elsewhere."""
        return self.frame_rect(art).right + self.px(8), keyword_y

    def _draw_number(self, surface: pygame.Surface, number: int,
                     centre: tuple[int, int]) -> None:
        """A tile's number: a gold disc on its picture frame's right edge, in the gap before
        its keyword (clear of the picture's dice and of the words)."""
        radius = self.px(16)
        pygame.draw.circle(surface, theme.GOLD, centre, radius)
        pygame.draw.circle(surface, theme.GOLD_DARK, centre, radius, max(1, self.px(2)))
        draw_text(surface, str(number), max(theme.FONT_MIN, self.font_px(theme.FONT_SMALL - 6)),
                  theme.INK, centre, weight=BOLD)

    def caption_size(self) -> int:
        """The pictures' larger captions' size (their points, the countdown's headline): the
        tables' small type, never under :data:`CAPTION_LEAST` (critic A69: ~12 px capitals at
        1024x600)."""
        return max(CAPTION_LEAST, self.font_px(theme.FONT_SMALL))

    def _cell_font(self) -> int:
        """The pictures' captions' size (their mini sheets, keys and points): 22 px of em at
        1920x1080, never under :data:`SHEET_LEAST` (capitals of 14 px at 1024x600; critic A69:
        ~16 px, ~12 px; round 79, S66 5.)."""
        return max(SHEET_LEAST, self.font_px(CAPTION))

    def _draw_key(self, surface: pygame.Surface, label: str, size: int, cap: pygame.Rect,
                  arrow_end: int) -> None:
        """A keyboard key ``cap`` with ``label`` on it, and a gold arrow down from it to
        ``arrow_end`` (a tile's "press this" picture: Enter in both games' pages)."""
        radius = self.px(8)
        pygame.draw.rect(surface, theme.FELT_DARK, cap.move(0, self.px(4)),
                         border_radius=radius)  # the key's side, a keyboard's key
        pygame.draw.rect(surface, theme.CREAM, cap, border_radius=radius)
        pygame.draw.rect(surface, theme.GOLD_DARK, cap, max(1, self.px(2)), border_radius=radius)
        draw_text(surface, label, size, theme.INK, cap.center, weight=BOLD)
        x, y0, tip = cap.centerx, cap.bottom + self.px(8), self.px(7)
        pygame.draw.line(surface, theme.GOLD, (x, y0), (x, arrow_end - tip), max(2, self.px(3)))
        pygame.draw.polygon(surface, theme.GOLD, [(x - tip, arrow_end - tip),
                                                  (x + tip, arrow_end - tip), (x, arrow_end)])


BADGE_RADIUS = 18
"""Reference pixels of a tile's number badge's radius (never under :data:`BADGE_LEAST`): its
figure in the pictures' captions' type, as it stands inside the picture's frame."""

BADGE_LEAST = 12
"""A badge's least radius in pixels (its figure's capitals of 13 px at 1024x600)."""

BADGE_INSET = 7
"""Reference pixels from the frame's top and right edges to its number badge (hQ70, critics
A69, D69: the badges straddled the frames' right edges; now inside each card, its corner)."""


class CornerBadgeOverlay(TileHelpOverlay):
    """A "?" page whose tiles' numbers stand in their pictures' frames' top-right corners,
    inside them (both games' pages: hQ70 for 10 000, hA71 for Yams; one badge for both since
    review round 71, which found it built twice)."""

    def badge_d(self) -> int:
        """A tile's number badge's diameter (pixels)."""
        return 2 * max(BADGE_LEAST, self.px(BADGE_RADIUS))

    def number_rect(self, art: pygame.Rect) -> pygame.Rect:
        """The number badge of the tile whose picture is ``art``: in its frame's top-right
        corner, inside it (each page keeps its pictures clear of it)."""
        frame, d = self.frame_rect(art), self.badge_d()
        inset = max(5, self.px(BADGE_INSET))
        return pygame.Rect(frame.right - inset - d, frame.y + inset, d, d)

    def number_centre(self, art: pygame.Rect, keyword_y: int) -> tuple[int, int]:
        """The badge's centre: in the frame's corner, not level with the keyword."""
        return self.number_rect(art).center

    def _draw_number(self, surface: pygame.Surface, number: int,
                     centre: tuple[int, int]) -> None:
        """A tile's number: a gold disc in its frame's corner, its figure in the captions'
        type (it stands in the picture's frame: it reads as its captions do)."""
        radius = self.badge_d() // 2
        pygame.draw.circle(surface, theme.GOLD, centre, radius)
        pygame.draw.circle(surface, theme.GOLD_DARK, centre, radius, max(1, self.px(2)))
        draw_text(surface, str(number), self._cell_font(), theme.INK, centre, weight=BOLD)
