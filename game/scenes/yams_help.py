"""The "?" overlay of the Yams table: how to hold, roll, pick a box, validate, and the Joker.

The 10 000 table has its own (``farkle_help``); both open from the same "?" button next to
"Pauză". Every word comes from the catalogs (``yams.po``: ``yams.help.*``); the dice drawn are the
table's. The steps' lines take the whole text column their tile leaves them, the block of
pictures and words centred in the panel; each picture sits in a muted frame of its own
so that none reads as a live control ("Validează" is pictured by the Enter key and the row it
writes, never by a red button: critic M30).
"""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import format_int
from game.rules.yams import (
    PENTA_BONUS,
    UPPER_BONUS,
    UPPER_BONUS_THRESHOLD,
    Box,
    joker_score,
    score,
)
from game.scenes.help_tiles import BADGE_INSET, CAPTION_LEAST, CornerBadgeOverlay, glue_figures
from game.scenes.help_tiles import LINES as LINES
from game.scenes.help_tiles import ROWS as ROWS
from game.scenes.help_tiles import sentence_lines as sentence_lines
from game.views.yams_views import badge_across, countdown_badge, draw_countdown_ring
from game.widgets.chosen_mark import draw_check
from game.widgets.dice_render import Look
from game.widgets.farkle_panels import draw_dice_row
from game.widgets.sheet_dash import draw_marker_ring
from game.widgets.sheet_hatch import draw_hatch
from game.widgets.text import BOLD, draw_text, even_lines, fit_size, line_height, text_size

STEPS: tuple[tuple[str, str, tuple[int, ...], frozenset[int]], ...] = (
    ("yams.help.roll", "throws", (), frozenset()),
    ("yams.help.hold", "held", (2, 5, 3, 5, 6), frozenset({1, 3})),  # (S98 4.: kept, centred)
    ("yams.help.pick", "pick", (5, 5, 5, 3, 2), frozenset()),
    ("yams.help.validate", "validate", (), frozenset()),
    ("yams.help.boxes", "boxes", (6, 6, 6, 6, 6), frozenset()),
    ("yams.help.bonus", "bonus", (), frozenset()),
    ("yams.help.timer", "timer", (), frozenset()),
    ("yams.help.joker", "joker", (4, 4, 4, 4, 4), frozenset()),
)
"""(catalog key of the step, its picture, dice illustrating it, which of them are held).

Each step is one bold line, its key fact (the key's ``.key`` text), over one short regular
line (round 70, critics A69, C69), beside its picture: the turn's three throws
(:data:`THROWS`); the held dice up in the row above, as the table moves them; the sheet's
green options; the Enter key writing the chosen row; two boxes and what a straight gives them;
the upper bonus; the headline counting its seconds over the box it will fill, its timer ring
draining; the Joker's Penta and its choice (:data:`JOKER_BOXES`). The steps stand in two
columns of :data:`ROWS`."""

LONGER = {"yams.help.boxes": 2, "yams.help.timer": 2, "yams.help.joker": 2}
"""The tiles whose regular words may take a second line: the boxes' sums, the countdown's two
plain sentences, a line each (critic E70: "Le numără cercul.", "Altfel jos." were cryptic),
the Joker's one sentence of its choice (hR72, critic F71); the others one, under their bold
line (critics A69, C69 read two or three lines a tile as dense, not scannable)."""

THROWS: tuple[tuple[tuple[int, ...], frozenset[int]], ...] = (
    ((2, 5, 5, 3, 6), frozenset()),
    ((1, 5, 5, 5, 4), frozenset({1, 2})),
    ((6, 5, 5, 5, 5), frozenset({1, 2, 3})),
)
"""Card 1's picture, "Cel mult 3 aruncări pe tură" (critic F71: five random dice showed
nothing of it): one turn's three throws, a numbered row each, the dice kept from the throw
before lit in their places (the two 5s, then three), the others thrown again."""

JOKER_BOXES = (Box.FOURS, Box.FULL_HOUSE)
"""The Joker's choice under its Penta of 4s (critic F71: its card read as cryptic): the upper
box of its face, lit (the place it must take while it is free), then a lower box at its full
value (where it goes otherwise)."""

BOX_CELLS = (Box.PENTA, Box.CHANCE)
"""The small table card 5 draws under its Penta (ruling S84, critics cA79, cC79 #11: the
Penta had no picture, and the card's run-on list of boxes none): the Penta's row lit, its 50,
then a box that sums the dice (the words' "suma zarurilor", critic A61), both scored by the
rules from the five equal dice over them."""

SACRIFICE_BOX = Box.ONES
"""The box card 4's sacrifice writes its 0 in (ruling S84, critic cA79: "Fără puncte, scrii
0" was only words): ringed as the table rings a sacrifice's box (a struck "0" reads as a
"θ": ruling S55), the cheapest of the sheet's boxes."""

SACRIFICE_DICE = (2, 3, 3, 4, 6)
"""A roll that scores nothing in :data:`SACRIFICE_BOX` (its 0 is the rules')."""

JOKER_CLOSED = Box.THREES
"""The upper box card 8 draws hatched, as the table hatches the boxes its Joker closes
(ruling S84, critic cA79: "the hatched Joker boxes never appear"): a Penta of 4s never goes in
"Trei"."""

UPPER_FACES = (1, 2, 3, 4, 5, 6)
"""The faces of the upper boxes, "Asuri … Șase", drawn over the bonus's rows."""

UPPER_COUNT = 3
"""How many of each upper face the bonus's picture counts: three of each make the 63 (the
seed: "trei de unu, trei de doi și tot așa până la trei de șase")."""

PICK_BOXES = (Box.THREE_OF_A_KIND, Box.FIVES)
"""The boxes the "pick" picture offers for its dice (the text names them)."""

TIMER_BOX = Box.FULL_HOUSE
"""The box the countdown's picture fills (any box would do)."""

TIMER_LEFT = 0.75
"""The share of the countdown still to run in its picture (its ring a quarter drained, the
headline's "3 s")."""

TIMER_SECONDS = 3
"""The seconds its badge says inside it, as the table's badge and the headline count them."""

BADGE_GUTTER_AIR = 8
"""Reference pixels between a picture's widest line (the sheet's rows) and the number badge
in the strip its frame keeps for it on the right (critic E70: the badges crossed the frames'
borders and touched the captions; now inside each card's top-right corner, as the 10 000
page's)."""

WORDS_AIR = 26
"""Reference pixels between a tile's frame and its words."""

ENTER_ARROW = 34
"""Reference pixels of the arrow from the Enter key down to the row it writes (the
"Validează" picture)."""

ENTER_ARROW_LEAST = 16
"""Reference pixels: the arrow at its shortest, in a small window (the sacrifice's row under
the written one takes its room; ruling S84)."""

DICE_AIR = 6
"""Reference pixels at least between a picture's dice and its card's air (ruling S84, critic
cC79 #11: card 5's dice touched the card's top at 1024x600)."""

THROW_FIGURE = 0.8
"""Card 1's throws' numbers' em as a share of their rows' dice (ruling S84: as tall as the
dice's pips' field, never under the mini sheets' type)."""

THROW_GAP = 0.22
"""Card 1's gap between two dice as a share of their side (two kept dice's rings apart)."""

DICE_LEAST = 44
"""Reference pixels: a picture's dice no smaller while its sheet rows can give air up."""

BONUS_PAD = 8
"""Reference pixels either side of the Joker's "+100" inside its gold chip (S98 4.)."""
BONUS_AIR = 14
"""Reference pixels between the lit box's name and the Joker's chip after it (round 82,
hK93, S111 4.: at 8 the chip pressed on "Patru"; never under :data:`BONUS_AIR_LEAST` pixels
nor a quarter of the row's type)."""
BONUS_AIR_LEAST = 6
"""Pixels: the felt each side of the Joker's chip at the least."""


def glued_headline(headline: str, box: str) -> str:
    """The countdown's headline with its box's name held to the word before it (no-break
    spaces before the box and inside its name): "Se înscrie automat / la Full" where it
    needs two lines, never "la / Full" nor "Full / house"."""
    word = " " + box
    at = headline.find(word)
    if at < 0:
        return headline
    return headline[:at] + "\u00a0" + box.replace(" ", "\u00a0") + headline[at + len(word):]


FIGURE_GAP = 12
"""Reference pixels at least between the bonus card's last face and its mark ("×3")."""
FIGURE_GAP_LEAST = 8
"""Pixels: :data:`FIGURE_GAP` at the least (critic cC75: "121518" ran together at 1024)."""

BADGE_AIR = 24
"""Reference px kept between card 7's headline, centred over its picture, and its badge."""
ROW_AIR = 12
"""Reference px between card 7's box name, its figure and its ring."""


class YamsHelpOverlay(CornerBadgeOverlay):
    """How to play at the Yams table, over the table; Esc or "Înapoi" closes it."""

    bonus_chip_rect: pygame.Rect | None = None
    """Card 8's Joker chip as last drawn (S111 4.)."""

    dim_below = True
    """The table dims under it from its first frame (its panel stands below its round line)."""
    type_least = theme.HELP_TYPE_LEAST
    """No word under about 16 px of em, even at 1024×600 (hH25, hM28)."""
    title_key = "yams.help.title"
    die_size = 52
    """Dice of 44 px or more in every card at 1920x1080 (round 74, critic cQ74: ~30 px)."""
    die_size_small = theme.FARKLE_ICON_DIE + 4
    """At 1024x600 as before: the cards' bold lines keep their column whole."""

    def _gutter(self) -> int:
        """The strip right of the picture that its frame keeps for the badge."""
        return self.badge_d() + max(5, self.px(BADGE_INSET)) + self.px(BADGE_GUTTER_AIR)

    def frame_rect(self, art: pygame.Rect) -> pygame.Rect:
        """The muted frame of a picture, its badge's strip on its right."""
        frame = super().frame_rect(art)
        frame.w += self._gutter()
        return frame

    def _column_gap(self) -> int:
        return self.px(14) + self._gutter() + self.px(WORDS_AIR)

    def lines_allowed(self, k: int) -> int:
        """One regular line under a tile's bold one, two for the boxes' sums (:data:`LONGER`)."""
        return LONGER.get(STEPS[k][0], 1)

    def tile_lines(self, k: int, text: str, size: int, width: int,
                   fill: bool | None = None) -> list[str]:
        """Tile ``k``'s regular words at ``size`` in ``width``: one line, its sentences run
        on (a figure never parted from its word); where they must wrap, a sentence a line
        when each fits its line (critic E70: "Cercul / arată" parted a sentence that had a
        line of its own), else two of about one length."""
        glued = glue_figures(text)
        lines = even_lines(glued, size, width)
        if len(lines) > 1:
            sentences = sentence_lines(glued, size, width)
            if len(sentences) == len(lines):
                return sentences
        return lines

    def texts(self) -> list[str]:
        """Every step's text, in order (what the overlay says)."""
        upper, lower = JOKER_BOXES  # (the Joker's words name its picture's boxes, hR74)
        dice = next(dice for key, _, dice, _ in STEPS if key == "yams.help.joker")
        boxes = {"upper": self.tr(upper.key), "lower": self.tr(lower.key),
                 "lower_points": joker_score(lower, dice)}
        return [self.tr(key, points=PENTA_BONUS, **boxes) for key, _, _, _ in STEPS]

    def keywords(self) -> list[str]:
        """Every tile's bold line, its key fact, in order ("Cel mult 3 aruncări pe tură",
        …)."""
        return [self.tr(f"{key}.key", points=PENTA_BONUS) for key, _, _, _ in STEPS]

    def draw_picture(self, surface: pygame.Surface, k: int, art: pygame.Rect) -> None:
        """Step ``k``'s picture (:data:`STEPS`) in ``art``."""
        _, picture, dice, held = STEPS[k]
        self._draw_picture(surface, picture, dice, held, art)

    def _draw_picture(self, surface: pygame.Surface, picture: str, dice: tuple[int, ...],
                      held: frozenset[int], art: pygame.Rect) -> None:
        side, gap, _, _, _ = self._geometry()
        small = self.caption_size()
        if picture == "held":  # the held dice up in the row above, each in its column
            lift = min(round(side * 1.25), (art.h - side) - self.px(6))
            low = art.centery + lift // 2 - side // 2
            for i, face in enumerate(dice):
                y = low - lift if i in held else low
                look = Look.HELD if i in held else Look.NORMAL
                draw_dice_row(surface, self.cache, (face,), (art.x + i * (side + gap), y),
                              side, gap, [look])
            return
        if picture == "bonus":
            self._draw_bonus(surface, art)
            return
        if picture == "throws":
            self._draw_throws(surface, art)
            return
        if picture in ("pick", "joker", "boxes"):
            self._draw_dice_over_rows(surface, picture, dice, art)
            return
        if picture == "validate":  # what validating does, never a red button (critic M30)
            self._draw_validate(surface, art)
            return
        # "timer": as on the table: the headline saying where it scores in the warning
        # colour, under it the box it will fill, its timer ring draining (a quarter gone; no
        # drain bars on the row's outline: the ring alone says it, critic M28) and counting
        # its seconds (said once, round 69)
        headline = self.tr("yams.help.countdown_line", box=self.tr(TIMER_BOX.key),
                           seconds=TIMER_SECONDS)
        # the row as tall as the table's ring on it and a little: alone on the felt, the
        # ring never sticks out over its edges (round 71: 48 px across at 1920)
        cell_h = max(self._cell_h() * 3 // 2, badge_across(self.scale) + 2 * max(2, self.px(3)))
        gap = self.px(6)
        glued = glued_headline(headline, self.tr(TIMER_BOX.key))  # "la Full" whole
        # the frame's width about the picture's centre, not the dice's (nor its badge's strip:
        # centred, "… în 3 s" on one line ran out of the frame's left edge at 1024, hY94)
        room = super().frame_rect(art).w - self.px(12)
        room = min(room, 2 * (self.number_rect(art).left - self.px(BADGE_AIR) - art.centerx))
        # (and clear of the badge beside it, centred: round 73, "in Full house in 3 s"
        # crowded badge 7 in English)
        lines = even_lines(glued, small, room, BOLD)
        while len(lines) > 2 and small > CAPTION_LEAST:  # two lines at most (M30)
            small -= 1
            lines = even_lines(glued, small, room, BOLD)
        if len(lines) > 2:  # still three (English at 1024x600): the box and its seconds
            # alone (round 74, critic cQ74: "in 3 s" was dropped, the ro said it)
            glued = glued_headline(self.tr("yams.help.timer_line", box=self.tr(
                TIMER_BOX.key), seconds=TIMER_SECONDS), self.tr(TIMER_BOX.key))
            lines = even_lines(glued, small, room, BOLD)
        words_h = line_height(small) * len(lines)
        inside = self.picture_room(art)  # (inside its card, with air: critic F71)
        # where the card is tight the line's own foot under its baseline is the air over
        # the row (fixM: two lines over S93 2.'s larger ring, 44 px at 1024 in Romanian,
        # took the row 1 px past the card's air)
        gap = max(0, min(gap, inside.h - words_h - cell_h))
        top = inside.centery - (words_h + gap + cell_h) // 2
        frame, badge_foot = self.frame_rect(art), self.number_rect(art).bottom
        under_badge = badge_foot + self.px(ROW_AIR)
        if top + words_h + gap < under_badge and under_badge + cell_h <= inside.bottom:
            # the row drops under the badge where the card has the room, to reach across
            # the frame (fixM: beside S93 2.'s larger ring, at 1024 in English, the row
            # kept to the art's width and the ring covered its "25"); the headline centred
            # in the room over it
            top = inside.top + (under_badge - gap - inside.top - words_h) // 2
            gap = under_badge - top - words_h
        for k, line in enumerate(lines):
            draw_text(surface, line, small, theme.MESSAGE_WARN,
                      (art.centerx, top + k * line_height(small)), "midtop", weight=BOLD,
                      max_width=room)
        cell = pygame.Rect(art.x, top + words_h + gap, art.w, cell_h)
        if cell.top >= badge_foot + self.px(ROW_AIR):  # under the badge: the row reaches
            # across the frame to its air, room for its name, figure and ring side by side
            cell.x, cell.w = frame.x + self.card_air(), frame.w - 2 * self.card_air()
        # its value between its name and the ring at the row's end, each clear of the
        # next (round 73: centred, "Full house" ran into its "25" in English at 1024x600),
        # the name set smaller where the three do not fit at the row's type
        self._row(surface, "", "", cell)
        badge = countdown_badge(cell, self.scale, self._cell_font())  # the table's badge
        size, name, value = self._cell_font(), self.tr(TIMER_BOX.key), str(
            score(TIMER_BOX, (3, 3, 3, 6, 6)))
        air, inner_x = self.px(ROW_AIR), cell.x + self.px(10)
        value_w = text_size(value, size, BOLD)[0]
        name_size = fit_size(name, size, badge.left - 3 * air - value_w - inner_x)
        name_end = inner_x + text_size(name, name_size)[0]
        draw_text(surface, name, name_size, theme.INK, (inner_x, cell.centery), "midleft")
        draw_text(surface, value, size, theme.SHEET_OPTION,
                  (max(name_end + air + value_w // 2, min(cell.centerx, badge.left - air
                                                          - value_w // 2)), cell.centery),
                  weight=BOLD)
        draw_countdown_ring(surface, badge.center, badge.w // 2, TIMER_LEFT,
                            format_int(TIMER_SECONDS))

    def _draw_bonus(self, surface: pygame.Surface, art: pygame.Rect) -> None:
        """The upper bonus: the six upper faces in a row, after them how many of each the
        picture counts ("×3": three of each face make the seed's 63; critic A69: one of each
        read 21), and under them the sheet's own rows: the upper total reached, its bonus
        (hM62). One arrangement at every size, the dice over the rows (round 77, hR81, critic
        cC77: the figures "3 6 9 12 15 18" under the faces read as cryptic, and the dice and
        rows swapped places at 1024x600); one short mark leaves the faces whole even there."""
        side, gap, _, _, _ = self._geometry()
        rows: tuple[tuple[str, str], ...] = (
            (self.tr("yams.row.upper_total"), str(UPPER_BONUS_THRESHOLD)),
            (self.tr("yams.row.upper_bonus"), f"+{UPPER_BONUS}"))
        room = self.picture_room(art)
        count, size = len(UPPER_FACES), self._cell_font()
        mark = self.tr("yams.help.bonus.each", count=UPPER_COUNT)
        mark_w = text_size(mark, size, BOLD)[0]
        apart = max(FIGURE_GAP_LEAST, self.px(FIGURE_GAP))  # (the faces from the mark)
        below = self.px(8)
        row_h = self._cell_h() * 5 // 4  # (the sheet's rows' height; just the captions'
        if room.h - 2 * row_h - below < side:  # where the faces would shrink; hH76)
            row_h = self._cell_h()
        face = min(side, (art.w - mark_w - apart - (count - 1) * (gap // 2)) // count,
                   room.h - 2 * row_h - below)
        y = room.centery - (face + below + 2 * row_h) // 2
        space = (art.w - mark_w - apart - count * face) // (count - 1)
        for i, upper in enumerate(UPPER_FACES):
            draw_dice_row(surface, self.cache, (upper,), (art.x + i * (face + space), y),
                          face, gap)
        draw_text(surface, mark, size, theme.GOLD, (art.right, y + face // 2), "midright",
                  weight=BOLD)
        y += face + below
        for name, value in rows:
            self._row(surface, name, value, pygame.Rect(art.x, y, art.w, row_h))
            y += row_h

    def _draw_validate(self, surface: pygame.Surface, art: pygame.Rect) -> None:
        """What "Validează tura" does, drawn as a picture: the Enter key, an arrow, and the
        chosen box's row written in ink with a check (the sheet's own look): no red face
        that reads as the live button (critic M30); under it the sacrifice, "Fără puncte,
        scrii 0" (ruling S84, critic cA79): a box written 0, ringed as the table rings a
        sacrifice's box (:data:`SACRIFICE_BOX`)."""
        size = self._cell_font()
        label = self.tr("yams.help.enter_key")
        cap_h = line_height(size) + self.px(12)
        cap = pygame.Rect(0, 0, text_size(label, size, BOLD)[0] + self.px(28), cap_h)
        room, side = self.picture_room(art), self.px(4)  # (the key's side under it)
        row_h = self._cell_h() * 5 // 4
        if room.h - cap_h - side - 2 * row_h < self.px(ENTER_ARROW):  # a small window:
            row_h = self._cell_h()  # the rows give way before the arrow
        arrow = max(self.px(ENTER_ARROW_LEAST), min(self.px(ENTER_ARROW),
                                                    room.h - cap_h - side - 2 * row_h))
        top = room.centery - (cap_h + arrow + 2 * row_h) // 2
        cap.midtop = (art.centerx, top)
        self._draw_key(surface, label, size, cap, cap.bottom + arrow - self.px(4))
        row = pygame.Rect(art.x, cap.bottom + arrow, art.w, row_h)
        box = PICK_BOXES[-1]
        self._row(surface, self.tr(box.key), "", row, theme.GOLD)
        written = str(score(box, STEPS[2][2]))
        mark = draw_text(surface, written, size, theme.INK, (row.right - self.px(40),
                                                             row.centery), "midright",
                         weight=BOLD)
        tick = max(8, line_height(size) * 2 // 3)
        draw_check(surface, (mark.right + self.px(8) + tick // 2, row.centery), tick,
                   theme.SHEET_OPTION)
        struck = row.move(0, row_h)
        self._row(surface, self.tr(SACRIFICE_BOX.key), "", struck)
        draw_text(surface, str(score(SACRIFICE_BOX, SACRIFICE_DICE)), size, theme.INK,
                  (mark.right, struck.centery), "midright", weight=BOLD)
        draw_marker_ring(surface, theme.SHEET_CHEAPEST, struck, max(2, self.px(3)),
                         self.px(4), self.scale, dashed=True)  # (on its edge, clear of its name)

    def _draw_dice_over_rows(self, surface: pygame.Surface, picture: str,
                             dice: tuple[int, ...], art: pygame.Rect) -> None:
        """A row of dice over the sheet's rows they score in: the pick's options, the Penta's
        small table (:data:`BOX_CELLS`, its row lit), the Joker's choice (:data:`JOKER_BOXES`)
        and under it the box it closes, hatched as the table hatches it
        (:data:`JOKER_CLOSED`). The dice stand clear of the card's top (ruling S84, critic
        cC79 #11: 4 px under its frame at 1024x600), the rows giving way first."""
        side, gap, _, _, _ = self._geometry()
        room = self.picture_room(art)  # (inside its card, with air: critic F71)
        boxes = {"pick": PICK_BOXES, "joker": JOKER_BOXES}.get(picture, BOX_CELLS)
        count = len(boxes) + (picture == "joker")
        below, air = self.px(4), max(2, self.px(DICE_AIR))
        row_h = self._cell_h()
        if room.h - count * row_h - below - 2 * air < self.px(DICE_LEAST):
            row_h = line_height(self._cell_font())  # (the sheet's rows' air gives way)
        fit = min(side, room.h - count * row_h - below - 2 * air)
        if fit < side:
            gap = gap * fit // side
        row_w = len(dice) * fit + (len(dice) - 1) * gap
        y = room.centery - (fit + count * row_h + below) // 2
        draw_dice_row(surface, self.cache, dice, (art.centerx - row_w // 2, y), fit, gap)
        y += fit + below
        wide = self._rows_span(art)  # (to the card's air: a row's name clear of its
        # points, critic A69's larger captions)
        for k, box in enumerate(boxes):
            cell = pygame.Rect(wide.x, y, wide.w, row_h)
            if picture == "joker":  # its face's upper box lit, a lower one at full value
                self._row(surface, self.tr(box.key), str(joker_score(box, dice)), cell,
                          theme.GOLD if k == 0 else None)
                if k == 0:  # the lit box carries the Joker's +100 (S98 4.)
                    self._bonus_chip(surface, self.tr(box.key), cell)
            elif picture == "boxes":  # the Penta's row lit: the dice over it score it
                self._cell(surface, box, dice, cell, theme.GOLD if k == 0 else None)
            else:
                self._cell(surface, box, dice, cell)
            y += row_h
        if picture == "joker":
            self._closed_row(surface, self.tr(JOKER_CLOSED.key),
                             pygame.Rect(wide.x, y, wide.w, row_h))

    def _bonus_chip(self, surface: pygame.Surface, name: str, row: pygame.Rect) -> None:
        """The Joker's "+100" on a gold chip on its lit ``row``, after the box's ``name``
        (ruling S98 4., critic cC80 #6: the picture says Penta → +100 → Patru)."""
        size = self._cell_font()
        words = f"+{PENTA_BONUS}"
        pad = self.px(10)
        name_end = row.x + pad + text_size(name, size)[0]
        inset = max(2, self.px(4))
        chip = pygame.Rect(0, 0, text_size(words, size, BOLD)[0] + 2 * self.px(BONUS_PAD),
                           row.h - 2 * inset)
        air = max(BONUS_AIR_LEAST, self.px(BONUS_AIR), round(size * 0.25))
        chip.midleft = (name_end + air, row.centery)
        self.bonus_chip_rect = chip  # (where it stood, last drawn)
        pygame.draw.rect(surface, theme.GOLD, chip, border_radius=chip.h // 2)
        draw_text(surface, words, size, theme.INK, chip.center, weight=BOLD)

    def _closed_row(self, surface: pygame.Surface, name: str, rect: pygame.Rect) -> None:
        """A line of the sheet whose box the Joker closes: its name, and where its points
        would stand, the table's own hatching (:func:`draw_hatch`)."""
        size = self._cell_font()
        pygame.draw.rect(surface, theme.SHEET_OPEN, rect)
        pygame.draw.rect(surface, theme.SHEET_LINE, rect, max(1, self.px(1)))
        pad = self.px(10)
        name_w = text_size(name, size)[0]
        draw_text(surface, name, size, theme.INK, (rect.x + pad, rect.centery), "midleft")
        inset = max(2, self.px(3))
        plate = pygame.Rect(rect.x + pad + name_w + self.px(14), rect.y + inset, 0,
                            rect.h - 2 * inset)
        plate.w = max(0, rect.right - inset - plate.x)
        draw_hatch(surface, plate, self.scale)

    def _rows_span(self, art: pygame.Rect) -> pygame.Rect:
        """The columns a picture's sheet rows take: its art column widened to the card's air
        on the left (and as far on the right, short of the badge's strip)."""
        return art.inflate(2 * max(0, self.px(14) - self.card_air()), 0)

    def _draw_throws(self, surface: pygame.Surface, art: pygame.Rect) -> None:
        """Card 1's picture (:data:`THROWS`): the turn's three throws, a row each under the
        last, numbered 1 to 3 on their left in gold, the dice kept lit in their places. The
        rows take the card's whole width short of its badge and their numbers the rows'
        height (ruling S84, critic cA79: "mini dice and row numbers tiny")."""
        side, gap, _, _, _ = self._geometry()
        room = self.picture_room(art)
        frame, air = self.frame_rect(art), self.card_air()
        span = pygame.Rect(frame.x + air, room.y,
                           self.number_rect(art).left - air - frame.x - air, room.h)
        count, rows = len(THROWS[0][0]), len(THROWS)
        rise = max(2, self.px(6))  # between two throws' rows
        ring = max(2, self.px(3))  # (a kept die's gold ring stands out of it)
        tall = (room.h - 2 * ring - 2 - (rows - 1) * rise) // rows
        size = max(self._cell_font(), min(self.font_px(theme.FONT_BODY),
                                          round(min(side, tall) * THROW_FIGURE / theme.FONT_EM)))
        label_w = max(text_size(str(n), size, BOLD)[0] for n in range(1, rows + 1))
        label_gap = self.px(10)
        apart = max(2 * ring + 1, round(THROW_GAP * min(side, tall)))  # (kept rings apart)
        fit = min(side, tall, (span.w - label_w - label_gap - (count - 1) * apart) // count)
        gap = max(2 * ring + 1, round(THROW_GAP * fit))
        row_w = label_w + label_gap + count * fit + (count - 1) * gap
        x = span.centerx - row_w // 2
        y = room.centery - (rows * fit + (rows - 1) * rise) // 2
        for n, (dice, kept) in enumerate(THROWS, start=1):
            draw_text(surface, str(n), size, theme.GOLD, (x + label_w, y + fit // 2),
                      "midright", weight=BOLD)
            looks = [Look.HELD if i in kept else Look.NORMAL for i in range(count)]
            draw_dice_row(surface, self.cache, dice, (x + label_w + label_gap, y), fit, gap,
                          looks)
            y += fit + rise

    def _cell_h(self) -> int:
        return line_height(self._cell_font()) + self.px(4)

    def _cell(self, surface: pygame.Surface, box: Box, dice: tuple[int, ...],
              rect: pygame.Rect, outline: tuple[int, int, int] | None = None) -> None:
        """A line of the sheet: the box's name and, in the sheet's green, what ``dice`` give
        (the rules compute the picture's points too)."""
        self._row(surface, self.tr(box.key), str(score(box, dice)), rect, outline)

    def _row(self, surface: pygame.Surface, name: str, points: str, rect: pygame.Rect,
             outline: tuple[int, int, int] | None = None) -> None:
        """A line of the sheet: ``name`` and, in the sheet's green, ``points``."""
        size = self._cell_font()
        pygame.draw.rect(surface, theme.SHEET_OPEN, rect)
        pygame.draw.rect(surface, outline or theme.SHEET_LINE, rect,
                         max(1, self.px(4 if outline else 1)))
        pts_w = text_size(points, size, BOLD)[0]
        pad, apart = self.px(10), self.px(14)
        if text_size(name, size)[0] > rect.w - 2 * pad - pts_w - apart:  # a long name: the
            pad, apart = self.px(5), self.px(8)  # row's air gives way before its type (S66)
        inner = rect.inflate(-2 * pad, 0)
        draw_text(surface, name, size, theme.INK, (inner.x, inner.centery),
                  "midleft", max_width=inner.w - pts_w - apart)
        draw_text(surface, points, size, theme.SHEET_OPTION, (inner.right, inner.centery),
                  "midright", weight=BOLD)
