"""The "?" overlay of the 10 000 table, in the Yams "?"'s format (hM31, critic: the 10 000 page
read as a dense grid): eight numbered tiles, each a large picture and a few words: a turn in
its order (throw, set aside, throw again, bank), how it ends otherwise (a lost turn, hot dice),
the scoring at a glance and the last round. The full scoring grid stays on the Rules screen
(F1; round 65: the scoring tile says its figures in grouped lines, no fourth line naming it).

Every point value shown is computed by :func:`game.rules.farkle.score` from the dice drawn (or
written into the words by it), so the help can never disagree with the game; the words come
from the catalog (``farkle.help.*``).
"""

from __future__ import annotations

import re

import pygame

from game import theme
from game.engine.farkle import DEFAULT_TARGET
from game.i18n import format_int
from game.rules.farkle import score, selectable
from game.scenes.help_tiles import (
    BADGE_INSET,
    CAPTION_LEAST,
    NO_BREAK,
    CornerBadgeOverlay,
    filled_lines,
    glue_figures,
    key_plain,
)
from game.views.farkle_refusal import LOST_RING_REACH, lost_die_wash
from game.widgets.dice_render import Look
from game.widgets.farkle_panels import draw_dice_row
from game.widgets.seats import draw_seat_mark, player_style, seat_colour
from game.widgets.struck_figure import draw_struck_figure
from game.widgets.text import BOLD, STAMP, draw_text, even_lines, line_height, text_size

TILES: tuple[tuple[str, str], ...] = (
    ("farkle.help.throw", "throw"),
    ("farkle.help.keep", "keep"),
    ("farkle.help.again", "again"),
    ("farkle.help.bank", "bank"),
    ("farkle.help.lost", "bust"),
    ("farkle.help.hot_dice", "hot"),
    ("farkle.help.scoring", "scoring"),
    ("farkle.help.goal", "goal"),
)
"""(catalog key of the tile's words, its picture); the keyword is the key's ``.key`` text."""

THROW = (1, 5, 2, 2, 3, 6)
"""The turn the tiles 1-4 tell (critic I72: their figures did not follow from tile to tile):
its first throw, where a lone 1 and a lone 5 score, nothing else does (critic A51: it was
1-5-2-3-4-6, a Chintă worth 2 500); tile 1 lights its scoring dice, tile 2 sets them aside."""

KEEP = (THROW, selectable(THROW))
"""The first throw and the dice set aside from it (every die that scores, as the rules find
them), lifted as the table lifts them."""

LATER = ((5, 5, 2, 3), frozenset({0, 1}))
"""The same turn's next throw (the dice left free) and the two 5s set aside from it: with the
5 already aside they are no triple (F4: a combination never spans two throws)."""

ACROSS = (tuple(THROW[i] for i in sorted(KEEP[1])), LATER[0])
"""Tile 3's two throws of the turn: the dice set aside from the first, then the next throw."""

ACROSS_APART = 1.8
"""The room between the two throws of the "Aruncă iar" picture, in dice's widths (hM41)."""


def across_points() -> tuple[int, int]:
    """The points of the turn's two set-asides (:data:`KEEP`'s, :data:`LATER`'s), as the rules
    score them."""
    later = tuple(LATER[0][i] for i in sorted(LATER[1]))
    return score(ACROSS[0]) or 0, score(later) or 0


BANKED = sum(across_points())
"""The turn's points: what tile 3 adds up, tile 4 banks and tile 5's bust strikes out."""

BUST = (2, 3, 4, 6, 6)
"""A throw where no die scores (F7): five dice, a die of the turn set aside before it, as the
table's bust most often shows them (five dice leave the lost dice larger beside the badge)."""

HOT = (1, 1, 1, 5, 5, 5)
"""Six dice all set aside (F8)."""

SCORING = ((1, 1, 1), (4, 4, 4))
"""The scoring tile's rows, the seed's rule of triples: the three 1s (1 000, its exception)
over a triple of the rule (value × 100), two rows of large dice (critics K72, L72: three rows of
six made dice of ~26 px at 1920x1080 and "Trei de 1" unpictured); the rest of the grid, the
Chintă and three pairs among it, is the Rules screen's, which its words point to ([F1])."""

SCORING_FIGURE = 39
"""The scoring tile's points' layout size: digits 20 px tall at 1920x1080 (critic A69: ~16)."""

SCORING_DIE_REACH = 1.25
"""The scoring tile's dice at most this many times the other tiles' (three of them in a row,
with room to spare: never a giant's)."""

WORDS_GAP = 40
"""Reference pixels from a tile's picture to its words (its frame stands 14 of them out of
the picture: 26 of air between the frame and the words)."""

RACE = (1.0, 0.72, 0.5)
"""The last round's picture: each player's total as a share of the target (the first there)."""

RACE_INSET = 16
"""Reference pixels from the picture's right edge to the target's line (its "10 000" ends
there), and as many from the badge in the frame's corner (critic A69: they touched)."""

BADGE_AIR = 12
"""Reference pixels between the badge and a picture drawn beside or under it."""

LOST_FIGURE_GROW = 1.25
"""Card 5's struck total against the bank card's "+250": a little larger, as the ledger's
total stands larger than its rows (the table's picture, ruling S47)."""

FIGURE_AIR_LEAST = 12
"""The least pixels between a tile's number badge and a figure beside it, at any window
(critic E70: "400" and "10 000" crowded badges 7 and 8 at 1024x600)."""

RACE_GAP = 0.55
"""The room between two of its bars, in bars' heights."""

THROW_WORD = 40
"""Card 1's "punctează" layout size: 29 px of em at 1920x1080 (critic cQ74: it read ~16)."""

RACE_MARK = 1.5
"""A runner's seat mark's side, in its bar's heights (the seat's shape read beside it)."""

RACE_MARK_AIR = 6
"""Reference pixels between a runner's seat mark and its bar."""

RACE_AIR = 16
"""Reference pixels between its frame's top and bottom edges and the race."""

ARROW = 30
"""Reference pixels of the arrow from the Enter key down to the points it banks."""

TAIL_LEAST = 0.45
"""A wrapped sentence's last line shorter than this share of the card's text column reads as
a widow (critic F71: "pierzi tura.", "la total." alone at 1024x600): the card's words are
wrapped as one paragraph instead, where that takes no more lines."""

WORDS_LINES = 2
"""The most lines a card's words take under its keyword (round 75, hR77, critic cC75: cards 1-4
ran three and four lines at 1920x1080; the Yams page's cards take two at most)."""

FIRST_LINE_LEAST = 0.6
"""A wrapped sentence's first line at least this share of its column (critic A66)."""

_SENTENCE_END = (".", "!", "?")
"""What a line ending a sentence ends with (a colon goes on: "Niciun zar nu punctează: /
pierzi tura." is one sentence wrapped)."""

_ONE_LETTER = re.compile(r"(?<!\S)([^\W\d_]) ")
"""A one-letter word and the space after it ("O combinație", "e liberă"): held to the word
after it where a card's words are wrapped as one paragraph (never "… se adună. O" / "…")."""


class FarkleHelpOverlay(CornerBadgeOverlay):
    """How to play 10 000, over the table; Esc or "Înapoi" closes it."""

    title_key = "farkle.help.title"
    rules_game = "farkle"
    dice = 6
    fill_lines = True  # (hS67, critic A66: its words wrapped at half their column's width)
    die_size = theme.FARKLE_SMALL_DIE + 14
    """Dice larger than the ledger's set-aside rows on the table (critic: the grid's icons
    were small; round 74, critic cQ74: 44 px or more in every card at 1920)."""
    die_size_small = theme.FARKLE_SMALL_DIE + 2
    """At 1024x600 as before: the cards' sentences keep their column's measure."""
    type_least = theme.HELP_TYPE_LEAST
    """No word under about 16 px of em, even at 1024×600 (hH25, hM28)."""

    def lines_allowed(self, k: int) -> int:
        """Two lines of words under a card's keyword at the most (:data:`WORDS_LINES`)."""
        return WORDS_LINES

    def tile_lines(self, k: int, text: str, size: int, width: int,
                   fill: bool | None = None) -> list[str]:
        """Tile ``k``'s words at ``size`` in ``width``: a sentence a line, filled
        (:meth:`TileHelpOverlay.tile_lines`); where a wrapped sentence would end on a short
        line (:data:`TAIL_LEAST`), the words as one paragraph filling their lines (of about
        one length where that too ends short), when that takes no more lines (critic F71:
        a balanced measure, no widow, no early break with room to spare)."""
        lines = super().tile_lines(k, text, size, width, fill)
        if not self._short_tail(lines, size, width):
            return lines
        glued = _ONE_LETTER.sub(rf"\1{NO_BREAK}", glue_figures(text))
        packed = filled_lines(glued, size, width)
        if self._short_tail(packed, size, width):
            packed = even_lines(glued, size, width)
        return packed if len(packed) <= len(lines) else lines

    def reads_whole(self, lines: list[str], size: int, width: int) -> bool:
        """No sentence broken after a line under :data:`FIRST_LINE_LEAST` of ``width`` (round
        74: the taller panel's larger type broke "Un 1 aduce 100, / un 5 aduce 50." in two
        halves; the words keep the size that holds it on one line)."""
        return all(line.rstrip().endswith(_SENTENCE_END)
                   or text_size(key_plain(line).replace(NO_BREAK, " "), size)[0]
                   >= FIRST_LINE_LEAST * width
                   for line in lines[:-1])

    @staticmethod
    def _short_tail(lines: list[str], size: int, width: int) -> bool:
        """True when a line of ``lines`` ends a sentence wrapped from the line before it and
        is shorter than :data:`TAIL_LEAST` of ``width``."""
        return any(not before.rstrip().endswith(_SENTENCE_END)
                   and text_size(key_plain(line).replace(NO_BREAK, " "), size)[0]
                   < TAIL_LEAST * width
                   for before, line in zip(lines, lines[1:], strict=False))

    def _column_gap(self) -> int:
        """The gap from a tile's picture to its words: narrower than the shared page's (the
        frame's overhang and :data:`WORDS_GAP`), the words' column the wider (critic I72: ~14 px
        type at 1024x600; the scoring tile's second sentence was a pixel too long for a line)."""
        return self.px(WORDS_GAP)

    def clear_top(self, art: pygame.Rect, height: int) -> int:
        """The top of a picture ``height`` tall that spans ``art``'s width: centred in it, but
        under the number badge in its corner (and its air), inside the frame."""
        under = self.number_rect(art).bottom + self.px(BADGE_AIR)
        lowest = self.frame_rect(art).bottom - self.px(4) - height
        return max(art.centery - height // 2, min(under, lowest))

    def target(self) -> int:
        """The target of the game under this page (the default one without a table)."""
        for scene in reversed(getattr(self.app.manager, "stack", [])):
            game = getattr(scene, "game", None)
            if scene is not self and isinstance(getattr(game, "target", None), int):
                return game.target
        return DEFAULT_TARGET

    def texts(self) -> list[str]:
        """Every tile's words, in order, the points in them computed by the rules."""
        values = {"one": format_int(score((1,)) or 0), "five": format_int(score((5,)) or 0),
                  "target": format_int(self.target())}
        return [self.tr(key, **values) for key, _ in TILES]

    def keywords(self) -> list[str]:
        """Every tile's bold keyword ("Aruncă", "Pune deoparte", …, the seed's own words)."""
        return [self.tr(f"{key}.key") for key, _ in TILES]

    def draw_picture(self, surface: pygame.Surface, k: int, art: pygame.Rect) -> None:
        """Tile ``k``'s picture in ``art``."""
        side, gap, _, _, _ = self._geometry()
        picture = TILES[k][1]
        if picture == "throw":
            self._draw_throw(surface, art, side, gap)
        elif picture == "keep":  # the dice set aside up in the row above, each in its column
            dice, kept = KEEP
            lift = min(round(side * 1.15), (art.h - side) - self.px(22))  # clear of the frame
            low = art.centery + lift // 2 - side // 2
            for i, face in enumerate(dice):
                look = Look.HELD if i in kept else Look.NORMAL
                draw_dice_row(surface, self.cache, (face,), (art.x + i * (side + gap),
                                                             low - (lift if i in kept else 0)),
                              side, gap, [look])
        elif picture == "again":
            self._draw_across(surface, art, side, gap)
        elif picture == "bank":
            self._draw_bank(surface, art)
        elif picture == "bust":
            self._draw_bust(surface, art, side, gap)
        elif picture == "hot":  # its kept points in the turn's figures' type, as card 4's
            size = self.bank_size()  # "+250" (ruling S84 5.: a caption read as a footnote)
            top = self.clear_top(art, side + self.px(6) + line_height(size, BOLD))
            draw_dice_row(surface, self.cache, HOT, (art.x, top), side, gap, [Look.HELD] * 6)
            draw_text(surface, f"+{format_int(score(HOT) or 0)}", size, theme.GOLD,
                      (art.centerx, top + side + self.px(6)), "midtop", weight=BOLD)
        elif picture == "scoring":
            self._draw_scoring(surface, art)
        else:  # "goal": the players' race, the first at the target, the others to play
            self._draw_race(surface, art)

    def goal_race(self, art: pygame.Rect) -> tuple[int, list[pygame.Rect]]:
        """The last round's picture in ``art``: the target's line (its x) and the players'
        bars (:data:`RACE`), the first reaching the line, under the target's number."""
        label = line_height(self.caption_size(), BOLD)
        inner = art.inflate(0, -2 * self.px(RACE_AIR)).clip(self.picture_room(art))  # clear
        # of its frame's edges, the card's air kept (critic F71)
        line = self.number_rect(art).x - max(FIGURE_AIR_LEAST, self.px(RACE_INSET))
        top = inner.y + label + self.px(4)
        room = inner.bottom - top
        room -= self.px(2)  # (the target's line runs on under the last bar)
        bar_h = max(4, int(room / (len(RACE) + (len(RACE) - 1) * RACE_GAP)))
        step = int(bar_h * (1 + RACE_GAP))
        start = art.x + self.race_mark(bar_h) + self.px(RACE_MARK_AIR)  # (after its mark)
        bars = [pygame.Rect(start, top + k * step, round((line - start) * share), bar_h)
                for k, share in enumerate(RACE)]
        return line, bars

    def race_mark(self, bar_h: int) -> int:
        """The side of a runner's seat mark at its bar's start (a bar ``bar_h`` tall)."""
        return round(bar_h * RACE_MARK)

    def _draw_race(self, surface: pygame.Surface, art: pygame.Rect) -> None:
        """The players' race to the target (hM62, critic A61: a bare number over a bar): the
        first bar at the target's line, the last round begun; the others short of it, each
        with a chevron (one more turn each), under the target's number; each bar in its
        seat's colour, its seat's mark at its start (round 74, critic cQ74: unlabelled)."""
        line, bars = self.goal_race(art)
        small = self.caption_size()
        draw_text(surface, format_int(self.target()), small, theme.GOLD,
                  (line, bars[0].top - self.px(4)), "bottomright", weight=BOLD)
        people = [False] * len(bars)  # (the race's players: people, seated in order)
        for k, bar in enumerate(bars):
            style = player_style(people, k)
            track = pygame.Rect(bar.x, bar.y, line - bar.x, bar.h)
            pygame.draw.rect(surface, theme.FELT_DARK, track, border_radius=bar.h // 2)
            pygame.draw.rect(surface, seat_colour(style), bar, border_radius=bar.h // 2)
            mark = self.race_mark(bar.h)
            draw_seat_mark(surface, (bar.x - self.px(RACE_MARK_AIR) - (mark + 1) // 2,
                                     bar.centery), mark, style)
            if k:  # one more turn: a chevron after the bar, towards the line
                x, y, d = bar.right + self.px(8), bar.centery, max(3, bar.h // 3)
                pygame.draw.lines(surface, theme.MUTED, False,
                                  [(x, y - d), (x + d, y), (x, y + d)], max(2, self.px(3)))
        pygame.draw.line(surface, theme.GOLD, (line, bars[0].top - self.px(4)),
                         (line, bars[-1].bottom + self.px(2)), max(2, self.px(3)))

    def _draw_across(self, surface: pygame.Surface, art: pygame.Rect, side: int,
                     gap: int) -> None:
        """Two throws of one turn on one row (the kept 5s, a chevron, the later throw with
        its lone 5 set aside), their points added under them."""
        small = self.caption_size()
        first, later = ACROSS
        dice = len(first) + len(later)
        side = round((art.w - (dice - 2) * gap) / (dice + ACROSS_APART))
        apart = art.w - dice * side - (dice - 2) * gap  # a die's width and more between them
        top = self.clear_top(art, side + self.px(6) + line_height(small))
        row = draw_dice_row(surface, self.cache, first, (art.x, top), side, gap,
                            [Look.HELD] * len(first))
        # a drawn arrow across the room between the throws (hM41, critic A40: a tiny "›")
        y, tip, width = top + side // 2, max(4, side // 4), max(2, self.px(3))
        start, end = row.right + apart // 5, row.right + apart - apart // 5
        pygame.draw.line(surface, theme.GOLD, (start, y), (end - width, y), width)
        pygame.draw.polygon(surface, theme.GOLD, [(end - tip, y - tip), (end, y),
                                                  (end - tip, y + tip)])
        looks = [Look.HELD if i in LATER[1] else Look.DIMMED for i in range(len(later))]
        draw_dice_row(surface, self.cache, later, (row.right + apart, top), side, gap, looks)
        one, two = across_points()
        draw_text(surface, f"{format_int(one)} + {format_int(two)} = {format_int(one + two)}",
                  small, theme.GOLD, (art.centerx, top + side + self.px(6)), "midtop",
                  weight=BOLD)

    def _draw_bust(self, surface: pygame.Surface, art: pygame.Rect, side: int,
                   gap: int) -> None:
        """A lost turn as the table shows it under its stamp (ruling S47, round 78, hF93,
        critics cB76 / cB77: the table kept the lost points in gold, this card struck them):
        the dice that scored nothing greyed in their red rings, then the ledger's foot, its
        rule, "Total tură" and the turn's points struck through
        (:func:`~game.widgets.struck_figure.draw_struck_figure`, the table's own drawing)."""
        size = round(self.bank_size() * LOST_FIGURE_GROW)
        room = self.picture_room(art)  # the dice beside the badge (in the row's width left
        # of it), the rule and the total under them, the whole block in the card's room
        rest = self.px(12) + line_height(size, STAMP)
        share = LOST_RING_REACH / theme.FARKLE_DIE  # (a ring's reach, in dice)
        wide = self.number_rect(art).x - self.badge_air() - art.x
        side = max(4, min(side, round((room.h - rest) / (1 + share)),
                          int((wide - (len(BUST) - 1) * max(gap, self.px(10)))
                              / (len(BUST) + 2 * share))))
        reach = max(2, round(side * share))
        rule_at = side + reach + self.px(8)
        block = reach + rule_at + self.px(4) + line_height(size, STAMP)
        top = reach + max(room.y, self.frame_rect(art).centery - block // 2)
        step = side + max(gap, self.px(10))
        dice = [pygame.Rect(art.x + reach + k * step, top, side, side)
                for k in range(len(BUST))]
        for face, die in zip(BUST, dice, strict=True):
            draw_dice_row(surface, self.cache, (face,), die.topleft, side, gap)
        radius = max(3, round(side * 18 / theme.FARKLE_DIE))
        for die in dice:  # (as draw_lost_dice draws them, in proportion to the die)
            surface.blit(lost_die_wash(die.size, radius), die)
            pygame.draw.rect(surface, theme.FARKLE_BUST, die.inflate(2 * reach, 2 * reach),
                             max(2, round(side * 6 / theme.FARKLE_DIE)),
                             border_radius=radius + reach)
        rule = top + rule_at
        pygame.draw.line(surface, theme.GOLD_DARK, (art.x, rule), (art.right, rule),
                         max(1, self.px(2)))
        mid = rule + self.px(4) + line_height(size, STAMP) // 2
        figure = draw_struck_figure(surface, format_int(BANKED), size, (art.right, mid),
                                    role="help_lost_figure")
        draw_text(surface, self.tr("farkle.story.total"), self._cell_font(), theme.MUTED,
                  (art.x, mid), "midleft", max_width=figure.x - art.x - self.px(12))

    def bank_size(self) -> int:
        """The banked points' type (tile 4's "+1 150", and tile 5's, struck out, lost)."""
        return max(self.font_px(theme.FONT_BODY), self._cell_font())  # (a sheet's figure:
        # 14 px capitals at 1024x600, S66 5.)

    def badge_air(self) -> int:
        """The room kept between a tile's number badge and a figure beside it."""
        return max(FIGURE_AIR_LEAST, self.px(BADGE_AIR))

    def _draw_throw(self, surface: pygame.Surface, art: pygame.Rect, side: int,
                    gap: int) -> None:
        """The turn's first throw, its scoring dice lit (critic I72) and a word under them
        saying why (critics K72, L72: the outlined 1 and 5 unexplained), in the captions'
        larger type (round 74, critic cQ74: ~16 px at 1920), centred under them."""
        small = max(self.caption_size(), self.font_px(THROW_WORD))
        top = self.clear_top(art, side + self.px(6) + line_height(small))
        lit = [Look.HELD if i in KEEP[1] else Look.NORMAL for i in range(len(THROW))]
        draw_dice_row(surface, self.cache, THROW, (art.x, top), side, gap, lit)
        lit_left = art.x + min(KEEP[1]) * (side + gap)
        lit_right = art.x + max(KEEP[1]) * (side + gap) + side
        word = self.tr("farkle.help.throw.lit")
        x = max(art.x, (lit_left + lit_right) // 2 - text_size(word, small, BOLD)[0] // 2)
        mark = draw_text(surface, word, small, theme.GOLD, (x, top + side + self.px(6)),
                         "topleft", weight=BOLD)
        y = mark.y - self.px(1)  # a gold bracket under the lit dice alone, over their word
        pygame.draw.line(surface, theme.GOLD, (lit_left, y), (lit_right, y), max(1, self.px(2)))

    def _draw_bank(self, surface: pygame.Surface, art: pygame.Rect) -> None:
        """What "Încasează" does: the Enter key, an arrow down into the player's total, the
        turn's points going into it in gold (a picture of the players' panel's row, critics
        K72, L72: a key over a bare figure read thin; no live button's face)."""
        size = self._cell_font()
        body = self.bank_size()
        label = self.tr("farkle.help.enter_key")
        cap_h = line_height(size) + self.px(12)
        cap = pygame.Rect(0, 0, text_size(label, size, BOLD)[0] + self.px(28), cap_h)
        room = self.picture_room(art)
        plate_h = line_height(body) + self.px(8)
        arrow = max(self.px(10), min(self.px(ARROW), room.h - cap_h - plate_h - self.px(8)))
        top = room.centery - (cap_h + arrow + plate_h) // 2
        cap.midtop = (art.centerx, top)
        self._draw_key(surface, label, size, cap, cap.bottom + arrow - self.px(2))
        plate = pygame.Rect(art.x, cap.bottom + arrow, art.w, plate_h)
        radius = plate_h // 2
        pygame.draw.rect(surface, theme.PANEL, plate, border_radius=radius)
        pygame.draw.rect(surface, theme.GOLD, plate, max(2, self.px(2)), border_radius=radius)
        dot = max(3, self.px(7))
        pygame.draw.circle(surface, theme.SEAT_COLOURS[0], (plate.x + radius, plate.centery),
                           dot)
        draw_text(surface, self.tr("farkle.help.bank.total"), size, theme.CREAM,
                  (plate.x + radius + 2 * dot, plate.centery), "midleft")
        draw_text(surface, f"+{format_int(BANKED)}", body, theme.GOLD,
                  (plate.right - radius, plate.centery), "midright", weight=BOLD)

    def _draw_scoring(self, surface: pygame.Surface, art: pygame.Rect) -> None:
        """The scoring at a glance: a row of dice per triple (:data:`SCORING`), as large as
        the frame's height allows, its points large at the row's end, as the rules score them
        (the whole grid is on the Rules screen); the points flush right in one column that
        ends before the number badge."""
        size = max(CAPTION_LEAST, self.font_px(SCORING_FIGURE))
        frame, badge = self.frame_rect(art), self.number_rect(art)
        inset, air = max(5, self.px(BADGE_INSET), self.card_air()), self.badge_air()
        row_h = (frame.h - 2 * inset) // len(SCORING)
        half = line_height(size, BOLD) // 2
        middles = [frame.y + inset + k * row_h + row_h // 2 for k in range(len(SCORING))]
        rights = [badge.x - air if middle - half < badge.bottom else frame.right - inset
                  for middle in middles]  # (clear of the tile's number badge, A41)
        rights = [min(rights)] * len(rights)  # the points in one column, flush right
        figures = [format_int(score(dice) or 0) for dice in SCORING]
        left, widest = frame.x + inset, max(text_size(f, size, BOLD)[0] for f in figures)
        room = rights[0] - left - self.px(BADGE_AIR) - widest  # for the dice of a row
        most = max(len(dice) for dice in SCORING)
        side = min(round(self._geometry()[0] * SCORING_DIE_REACH), row_h - self.px(6),
                   int(room / (most + (most - 1) / 6)))
        gap = max(3, side // 6)
        spare = room - (most * side + (most - 1) * gap)  # the block centred in the frame
        for dice, middle, right, figure in zip(SCORING, middles, rights, figures, strict=True):
            draw_dice_row(surface, self.cache, dice, (left + spare // 2, middle - side // 2),
                          side, gap)
            right -= spare // 2
            draw_text(surface, figure, size, theme.GOLD, (right, middle), "midright",
                      weight=BOLD)
