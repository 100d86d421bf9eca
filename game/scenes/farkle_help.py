"""The "?" overlay of the 10 000 table: the scoring table, a turn at a glance (its steps, a
lost turn, hot dice) and a few worked examples.

Every point value shown is computed by :func:`game.rules.farkle.score` from the dice drawn,
so the help can never disagree with the game; the words come from the catalog.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import theme
from game.i18n import format_int
from game.rules.farkle import score
from game.scenes.base import Scene
from game.views.coach_again import show_tips_again
from game.widgets import layout_record
from game.widgets.dice_render import Look, shared_faces
from game.widgets.farkle_panels import draw_dice_row
from game.widgets.felt import draw_panel
from game.widgets.help_panel import help_panel_rect, place_help_buttons
from game.widgets.text import (
    BOLD,
    TITLE_FACE,
    balanced_lines,
    draw_text,
    line_height,
    text_size,
    wrap,
)

if TYPE_CHECKING:
    from game.app import App

TABLE: tuple[tuple[str, tuple[int, ...], tuple[tuple[int, ...], ...] | None], ...] = (
    ("farkle.help.row.one", (1,), None),
    ("farkle.help.row.five", (5,), None),
    ("farkle.help.row.triple_one", (1, 1, 1), None),
    ("farkle.help.row.triple", (4, 4, 4), ((2, 2, 2), (6, 6, 6))),
    ("farkle.help.row.four", (2, 2, 2, 2), None),
    ("farkle.help.row.five_kind", (3, 3, 3, 3, 3), None),
    ("farkle.help.row.six_kind", (6, 6, 6, 6, 6, 6), None),
    ("farkle.help.row.straight", (1, 2, 3, 4, 5, 6), None),
    ("farkle.help.row.pairs", (2, 2, 4, 4, 6, 6), None),
)
"""(label key, example dice, the dice of a range's two ends when the row is a range)."""

TURN_STEPS = ("farkle.help.step.throw", "farkle.help.step.keep", "farkle.help.step.next")
"""The steps of a turn, in order, as the "?" shows them under the scoring table."""

TURN_GAP = 21
"""Reference pixels between the scoring table and the turn under it (air over its heading)."""

TABLE_ROW_GAP = 5
"""Reference pixels between two rows of the scoring table (room for the turn under it)."""

EXAMPLE_GAP = 4
"""Reference pixels under an example's caption (the footer's buttons keep their room)."""

CAPTION_GAP = 12
"""Reference pixels between an example's dice and its caption (its accents clear the row)."""

POINTS_GAP = 28
"""Reference pixels between the widest example's dice and the examples' column of points
(each row its dice then its points, no empty gap between them: hH25)."""

THROW_GAP = 30
"""Reference pixels between two throws of one example, side by side on its row (a gold
chevron in the gap says "then")."""

EXAMPLE_DIE_MIN = 24
"""Pixels: the examples' dice are never smaller (a small window's would be ~18 px)."""

NOTE_TOP = 44
"""Reference pixels from the examples' heading's top to their key ("Luminate: …"), which
stands before the examples it explains (critic M30: it sat after them)."""

NOTE_GAP = 10
"""Reference pixels between the examples' key and their first card."""

CARD = (26, 60, 42)
"""An example card's fill: a shade lighter than the panel (each example reads as one)."""

CARD_PAD = 8
"""Reference pixels of an example's card round its dice and its caption."""


def example_side(scale: float) -> int:
    """The side of the examples' and the turn's endings' dice: as large as the dice of the
    ledger's rows on the table (:data:`theme.FARKLE_SMALL_DIE`), never under
    :data:`EXAMPLE_DIE_MIN` pixels."""
    return max(theme.px(theme.FARKLE_SMALL_DIE, scale), EXAMPLE_DIE_MIN)


def table_points(dice: tuple[int, ...], ends: tuple[tuple[int, ...], ...] | None) -> str:
    """A scoring row's points as the rules score them: its example's, or a range written as
    the table's guide writes it ("200–600"), in the same style as every other value."""
    if ends is None:
        return format_int(score(dice) or 0)
    return "–".join(format_int(score(end) or 0) for end in ends)

EXAMPLES: tuple[tuple[str, tuple[tuple[tuple[int, ...], frozenset[int]], ...]], ...] = (
    ("farkle.help.ex.four_ones_pairs", (((1, 1, 1, 1, 5, 5), frozenset(range(6))),)),
    ("farkle.help.ex.keep_three", (((1, 1, 1, 1, 2, 3), frozenset({0, 1, 2})),)),
    ("farkle.help.ex.refused", (((1, 2, 3, 4, 6, 6), frozenset({0})),)),
    ("farkle.help.ex.two_triples", (((2, 2, 2, 3, 3, 3), frozenset(range(6))),)),
    ("farkle.help.ex.across", (((5, 5), frozenset({0, 1})), ((5, 2, 3, 4), frozenset({0})))),
)
"""Worked examples of the seed: a short caption's key, then one or more rolls with the dice
kept. An example across throws shows its earlier throw by the dice it kept (hM28: the whole
example on one row, the kept dice, a chevron, then the later throw)."""

TURN_ENDINGS = (("farkle.bust", "farkle.help.bust", (2, 3, 4, 6, 6, 3), Look.DIMMED,
                 theme.FARKLE_BUST),
                ("farkle.hot_dice", "farkle.help.hot", (1, 1, 1, 5, 5, 5), Look.HELD,
                 theme.FARKLE_HOT))
"""How a turn ends besides banking, each with its picture: a throw where no die scores
(dimmed), the six dice all set aside (lit); then its name and a few words."""


def example_points(rolls: tuple[tuple[tuple[int, ...], frozenset[int]], ...]) -> list[int]:
    """Points of each roll's kept dice, as the rules score them."""
    points = []
    for dice, kept in rolls:
        value = score(dice[i] for i in sorted(kept))
        if value is None:
            raise ValueError(f"example {dice} keeps dice that do not score")
        points.append(value)
    return points


def no_lone_word(text: str, size: int, width: int) -> tuple[str, ...]:
    """``text``'s lines (:func:`balanced_lines`) with no word alone on the last: the measure
    narrowed a little at a time until the last line holds two (a larger type floor, hM28)."""
    lines = balanced_lines(text, size, width)
    narrow = width
    while len(lines) > 1 and len(lines[-1].split()) < 2 and narrow > width // 2:
        narrow -= max(1, width // 20)
        lines = tuple(wrap(text, size, narrow))
    return lines


class FarkleHelpOverlay(Scene):
    """Scoring table and examples over the table; Esc or "Înapoi" closes it."""

    is_overlay = True
    dim_below = True
    closes_with_motion = True
    """As a dialog: the table dims under it, its panel scales in and out (critic M28 §1)."""
    type_least = theme.HELP_TYPE_LEAST
    """No word under about 16 px of em, even at 1024×600 (hH25, hM28)."""

    def __init__(self, app: App) -> None:
        """Make the overlay and its close button."""
        super().__init__(app)
        self.cache = shared_faces()  # one cache for every screen (issue 23 §6)
        self.close_button = self.button("common.back", self.back, "secondary")
        self.again_button = self.button("coach.show_again",
                                        lambda: show_tips_again(self.app), "secondary")
        """Issue 22 §4: the coach marks of a first game come back."""
        self.focus.widgets = [self.close_button, self.again_button]
        self.focus.index = 0
        self.panel = pygame.Rect(0, 0, 0, 0)

    def is_animating(self) -> bool:
        """Nothing here moves by itself (it changes on input only)."""
        return False

    def layout(self, size: tuple[int, int]) -> None:
        """A large panel; its two buttons at its bottom, placed as a dialog's."""
        super().layout(size)
        self.panel = help_panel_rect(self.size, self.px)  # centred, under the top buttons
        place_help_buttons(self, self.panel, (self.again_button, self.close_button))

    def entrance_rect(self) -> pygame.Rect:
        """The panel (its buttons inside) enters with the dialogs' quick scale."""
        return self.panel

    def columns(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The scoring table's column and the examples' block (without their cards'
        padding), side by side, the pair centred in the panel (critic M28: no empty band on
        the panel's right)."""
        panel, pad = self.panel, self.px(50)
        top = panel.y + self.px(90)
        split = panel.x + round(panel.w * 0.5)
        left_w = max(split - panel.x - 2 * pad, self.turn_width())
        room = pygame.Rect(0, top, panel.right - split - pad - pad // 2, 0)
        right_w = self.examples_block(room).w
        gap = pad + self.px(CARD_PAD)
        x = panel.centerx - (left_w + gap + right_w) // 2
        return (pygame.Rect(x, top, left_w, 0),
                pygame.Rect(x + left_w + gap, top, right_w, 0))

    def turn_width(self) -> int:
        """The width of the widest ending of a turn under the scoring table (its dice, its
        name and its words on one line): the left column is never narrower."""
        small = self.font_px(theme.FONT_SMALL)
        side, gap = example_side(self.scale), max(1, self.px(4))
        return max(len(dice) * side + (len(dice) - 1) * gap + self.px(24)
                   + text_size(self.tr(lead), small, BOLD)[0] + text_size(self.tr(rest), small)[0]
                   for lead, rest, dice, _, _ in TURN_ENDINGS)

    def draw(self, surface: pygame.Surface) -> None:
        """The panel (the table dimmed under it); title, scoring table on the left, examples
        on the right."""
        panel = self.panel
        draw_panel(surface, panel, self.scale, alpha=theme.DIALOG_ALPHA)
        draw_text(surface, self.tr("farkle.help.title"), self.font_px(theme.FONT_HEADING),
                  theme.GOLD, (panel.centerx, panel.y + self.px(44)), shadow=self.px(3),
                  weight=TITLE_FACE)  # the dialogs' display type
        column, examples = self.columns()
        below = self._draw_table(surface, column)
        self._draw_turn(surface, pygame.Rect(column.x, below, column.w, 0))
        self._draw_examples(surface, examples)
        self.draw_widgets(surface)

    def _draw_turn(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """A turn at a glance, under the scoring table: its steps in order (throw, set
        aside, throw again or bank), then how a turn is lost and what hot dice give back."""
        small = self.font_px(theme.FONT_SMALL)
        y = area.y + self.px(TURN_GAP)
        draw_text(surface, self.tr("farkle.help.turn"), self.font_px(theme.FONT_BODY),
                  theme.GOLD, (area.x, y), "topleft")
        y += self.font_px(theme.FONT_BODY) + self.px(10)
        steps = [self.tr(key) for key in TURN_STEPS]
        arrow = self.px(34)
        pad = self.px(14)
        natural = sum(text_size(step, small, BOLD)[0] + 2 * pad for step in steps)
        size = small if natural + arrow * (len(steps) - 1) <= area.w else max(
            theme.font_floor(self.scale), small * (area.w - arrow * (len(steps) - 1)) // natural)
        x, h = area.x, line_height(size) + self.px(8)
        for k, step in enumerate(steps):
            chip = pygame.Rect(x, y, text_size(step, size, BOLD)[0] + 2 * pad, h)
            pygame.draw.rect(surface, theme.GOLD_DARK, chip, max(1, self.px(2)),
                             border_radius=h // 2)
            draw_text(surface, step, size, theme.GOLD, chip.center, weight=BOLD)
            x = chip.right
            if k + 1 < len(steps):
                mid = (x + arrow // 2, chip.centery)
                tip = self.px(7)
                pygame.draw.polygon(surface, theme.GOLD, [
                    (mid[0] - tip, mid[1] - tip), (mid[0] + tip, mid[1]),
                    (mid[0] - tip, mid[1] + tip)])
                x += arrow
        y += h + self.px(12)
        side = example_side(self.scale)
        gap = max(1, self.px(4))
        for lead, rest, dice, look, colour in TURN_ENDINGS:  # each with its picture
            row = draw_dice_row(surface, self.cache, dice, (area.x, y), side, gap,
                                [look] * len(dice))
            x = row.right + self.px(14)
            middle = y + side // 2
            word = draw_text(surface, self.tr(lead), small, colour, (x, middle), "midleft",
                             weight=BOLD)
            draw_text(surface, self.tr(rest), small, theme.CREAM,
                      (word.right + self.px(10), middle), "midleft",
                      max_width=max(1, area.right - word.right - self.px(10)))
            y += max(side, line_height(small)) + self.px(8)

    def _draw_table(self, surface: pygame.Surface, area: pygame.Rect) -> int:
        """The scoring table; return where it ends."""
        small = self.font_px(theme.FONT_SMALL)
        side = self.px(theme.FARKLE_ICON_DIE)
        gap = self.px(5)
        row = side + self.px(TABLE_ROW_GAP)
        dice_x = area.x + round(area.w * 0.47)
        draw_text(surface, self.tr("farkle.help.table"), self.font_px(theme.FONT_BODY),
                  theme.GOLD, (area.x, area.y), "topleft")
        y = area.y + self.px(62)
        for key, x in (("farkle.help.col.combo", area.x), ("farkle.help.col.dice", dice_x)):
            draw_text(surface, self.tr(key), small, theme.MUTED, (x, y), "midleft")
        draw_text(surface, self.tr("farkle.help.col.points"), small, theme.MUTED,
                  (area.right, y), "midright")
        y += self.px(20)
        pygame.draw.line(surface, theme.GOLD_DARK, (area.x, y), (area.right, y),
                         max(1, self.px(2)))
        y += self.px(12)
        dice_w = 6 * side + 5 * gap
        points_w = area.right - dice_x - dice_w - self.px(16)
        for key, dice, points_key in TABLE:
            draw_text(surface, self.tr(key), small, theme.CREAM, (area.x, y + side // 2),
                      "midleft", max_width=dice_x - area.x - self.px(12))
            draw_dice_row(surface, self.cache, dice, (dice_x, y), side, gap)
            value = table_points(dice, points_key)
            draw_text(surface, value, small, theme.GOLD, (area.right, y + side // 2),
                      "midright", max_width=points_w)
            y += row
        return y

    def _points_text(self, rolls: tuple[tuple[tuple[int, ...], frozenset[int]], ...]) -> str:
        points = example_points(rolls)
        text = " + ".join(format_int(p) for p in points)
        return text + (f" = {format_int(sum(points))}" if len(points) > 1 else "")

    def examples_block(self, area: pygame.Rect) -> pygame.Rect:
        """The examples' cards' column inside ``area`` (without the cards' padding): as wide
        as the widest row of dice, the gap and the widest points (or the longest caption, on
        one line), centred in ``area`` (hH25: no empty gap between an example's dice and its
        points)."""
        body, small = self.font_px(theme.FONT_BODY), self.font_px(theme.FONT_SMALL)
        dice_w = max(self._row_width(rolls) for _, rolls in EXAMPLES)
        points_w = max(text_size(self._points_text(rolls), body)[0] for _, rolls in EXAMPLES)
        words = max(text_size(self.tr(key), small)[0] for key, _ in EXAMPLES)
        width = min(area.w, max(dice_w + self.px(POINTS_GAP) + points_w, words))
        return pygame.Rect(area.x + (area.w - width) // 2, area.y, width, area.h)

    def _row_width(self, rolls: tuple[tuple[tuple[int, ...], frozenset[int]], ...]) -> int:
        """The width of an example's row of dice: its throws side by side, a chevron's gap
        between two."""
        side, gap = example_side(self.scale), self.px(5)
        count = sum(len(dice) for dice, _ in rolls)
        return count * side + (count - len(rolls)) * gap + (len(rolls) - 1) * self.px(THROW_GAP)

    def _draw_examples(self, surface: pygame.Surface, area: pygame.Rect) -> int:
        """The worked examples in ``area`` (:meth:`examples_block`); returns the y under the
        last one. Each card: its throws' dice on one row, their points in the column beside
        them, right-aligned as a ledger's, then its caption."""
        small = self.font_px(theme.FONT_SMALL)
        body = self.font_px(theme.FONT_BODY)
        side = example_side(self.scale)
        gap = self.px(5)
        pad = self.px(CARD_PAD)
        draw_text(surface, self.tr("farkle.help.examples"), body, theme.GOLD,
                  (area.x, area.y), "topleft")
        y = area.y + self.px(NOTE_TOP)  # the key to the pictures under the heading, before
        for line in no_lone_word(self.tr("farkle.help.note"), small, area.w):  # them (M30)
            draw_text(surface, line, small, theme.MUTED, (area.x, y), "topleft")
            y += small
        y += self.px(NOTE_GAP) + pad  # the first card under the key
        throw_gap = self.px(THROW_GAP)
        for key, rolls in EXAMPLES:
            lines = balanced_lines(self.tr(key), small, area.w)  # no lone last word
            dice_h = side
            card = pygame.Rect(area.x - pad, y - pad, area.w + 2 * pad,
                               dice_h + self.px(CAPTION_GAP) + len(lines) * small + 2 * pad)
            pygame.draw.rect(surface, CARD, card, border_radius=self.px(12))
            layout_record.panel(surface, card, "help_example")
            x = area.x
            for k, (dice, kept) in enumerate(rolls):
                if k:  # "then": a gold chevron in the gap before the later throw
                    self._draw_chevron(surface, (x + throw_gap // 2 - gap, y + side // 2))
                    x += throw_gap - gap
                looks = [Look.HELD if i in kept else Look.DIMMED for i in range(len(dice))]
                x = draw_dice_row(surface, self.cache, dice, (x, y), side, gap,
                                  looks).right + gap
            draw_text(surface, self._points_text(rolls), body, theme.GOLD,
                      (area.right, y + dice_h // 2), "midright")
            y += dice_h + self.px(CAPTION_GAP)
            for line in lines:
                draw_text(surface, line, small, theme.CREAM, (area.x, y), "topleft")
                y += small
            y = card.bottom + pad + self.px(EXAMPLE_GAP)
        return y - pad - self.px(EXAMPLE_GAP) + self.px(CAPTION_GAP)

    def _draw_chevron(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        """A small gold chevron pointing right: the throw after it came next."""
        tip = self.px(7)
        x, y = centre
        pygame.draw.lines(surface, theme.GOLD, False, [(x - tip // 2, y - tip), (x + tip // 2, y),
                                                        (x - tip // 2, y + tip)],
                          max(2, self.px(3)))
