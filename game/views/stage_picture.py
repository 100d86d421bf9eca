"""What one staged moment shows: :class:`StagePicture` (the table builds it from what happened:
the stamp's words, whose moment, a counter and the cell it flies into), its layout on the felt
(where the stamp, the name, the caption stand) and the table hushed behind it, made once.
:mod:`game.views.stage` draws it at the stage clock's age."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game import theme, theme_stage
from game.flow.stage import (
    BANNER,
    BIG,
    BLURRED,
    GRAND,
    KIND_HEIGHT,
    MOST_HEIGHT,
    STAMP_WIDTH,
)
from game.views import (
    stage_banner,
    stage_gather,
    stage_held,
    stage_lift,
    stage_record,
    stage_words,
)
from game.views.stage_paint import CONFETTI, Colour, stamp_lettering
from game.views.stage_table import StageTableHush
from game.widgets.seats import seat_colour
from game.widgets.text import BOLD, STAMP, fit_size, font, line_height, text_size

ICON_WORDS = 0.66
"""A banner with icons (:data:`game.views.stage_banner.ICONS`) sets its words at most this
share of its width: a flame or a coin stands each side of them."""

TALLY_SHARE = 0.6
"""A tally's size (the amount counted right under a 10 000 headline) against the stamp's:
large, one block with the words, never a small detached "+N" (critic round 30)."""

LETTERS = 0.62
"""The height of a stamp's lettered words (outline and shadow too) against its size: what
a group over a lit row measures its stamp and its figure by."""

GROUP_TOP = 0.07
"""The felt kept free over a group that stands over a lit row (a Joker's), as a share of
its height: the stamp's seal and its light never pressed against the felt's top."""

LINE_SHARE: dict[str, float] = {GRAND: 1.45, BIG: 1.2, BANNER: 1.0}
"""The name's plate under the stamp, against a heading's size, by rarity."""


@dataclass
class StagePicture(StageTableHush):
    """What one staged moment shows; the table fills it, :func:`draw_stage` draws it."""

    kind: str
    """The moment: a key of :data:`game.flow.stage.RARITY`."""
    rarity: str
    """:data:`game.flow.stage.GRAND` or :data:`game.flow.stage.BIG`."""
    felt: pygame.Rect
    """The area the stamp is centred on (the table's felt)."""
    scale: float
    """The window's scale factor (``theme.scale_for``)."""
    stamp: str
    """The stamp's words ("Penta!", "Zaruri fierbinți!", "+1 450")."""
    line: str = ""
    """Under the stamp: whose moment it is (drawn after their seat's mark)."""
    seat: int | None = None
    """The seat whose mark and colour the line carries (None: no mark)."""
    held: stage_held.HeldPodium | None = None
    """A win's results' podium, drawn by the stage where the results stand it (S9)."""
    badge: str = ""
    """A small seal on the stamp's corner ("×2" on a second Penta)."""
    hot: bool | str = False
    """The hotter gradient (a Joker Penta); "gilt": hot dice' gold."""
    counter: tuple[int, int] | None = None
    """(from, to): a number counted up under the stamp (None: none)."""
    prefix: str = "+"
    """Printed before the counter's number."""
    suffix: str = ""
    """Printed after it (the goal's " / 10 000": the new total against the goal)."""
    step: int = 1
    """The counter counts in multiples of this (the 10 000's 50)."""
    tally: bool = False
    """The counter stands right under the stamp's letters, large, the gathered dice under
    it (a 10 000 headline's amount), not under the name."""
    target: pygame.Rect | None = None
    """The cell or total the counter (or, without a counter, the stamp) flies into."""
    was: int | None = None
    """The figure the target read before the number flew (a TOTAL's old sum): as the number
    melts into it the target counts up from it to the counter's end (None: no count, the
    landed figure pops in whole)."""
    becomes: int | None = None
    """The figure the target reads once the number has landed (None: the counter's end; a
    Joker's "+100" lands in a Bonus Penta that may already hold 100: it becomes 200)."""
    target_within: pygame.Rect | None = None
    """The panel the target lies in: its landing flash stays inside it (None: the felt)."""
    format_number: object = None
    """How the counter's number is written (``game.i18n.format_int``)."""
    rng_seed: int = 0
    """Seeds the particles' paths (the picture is the same every time it is drawn)."""
    dice: list[pygame.Rect] = field(default_factory=list)
    """The dice on the table as the stage begins: they stay lit through the dimming and the
    stamp sits clear of them (above or below their row)."""
    caption: str = ""
    """Under the player's line, in large type: what the moment means (the Joker named and
    what it allows); empty: none."""
    bonus_band: tuple[Any, ...] = ()
    """A mid-game upper bonus's band: its row's word, its bar's, its sheet cell (S61)."""
    tail: pygame.Rect | None = None
    """Where the caption stays over the stage's last frames, once the stamp and the words
    under the dice have gone (a forced Joker's: the table's line, which then says what to
    do): its last frames never show a wordless table. None: the caption leaves with them."""
    note: Any = None
    """What the tail says (a :class:`~game.widgets.prompt_pill.PromptSay`): the table's own
    note as its pill will say it once the stage has gone (a Joker's tag, pick and meaning,
    critic D71); None: the caption, as the stage said it."""
    action: pygame.Rect | None = None
    """The table's one allowed action (a forced Joker's "Validează tura"): laid back lit
    above the dim with the caption's tail, so the one thing to do never reads as disabled
    (critic hY24). None: none."""
    box: pygame.Rect | None = None
    """The one box a forced Joker allows (its cell on the sheet): laid back lit with
    :attr:`action`, so the eye goes to where the roll must go (critic D22). None: none."""
    room: pygame.Rect | None = None
    """Where the stamp, its line and its counter stand (None: the whole felt): beside what
    the moment is not about (at the Yams table the felt left of the sheet)."""
    hidden: list[pygame.Rect] = field(default_factory=list)
    """The table's dice taken off the dimmed table under the stage (the win's: none of them
    shows through its light, the felt's colour beside each laid over it)."""
    darkness: int | None = None
    """How dark (0..255 of black) the table grows behind it (None: its rank's
    :data:`~game.flow.stage.DIM_ALPHA`): the 10 000 end keeps one darkness from its last
    bank's stage through the win's to the results."""
    light_room: pygame.Rect | None = None
    """Where the stamp's light may spread (None: the room when narrower than the felt, else
    the felt): the 10 000's stamps stand in the middle column, their light fades out softly
    over the felt."""
    gather: bool = False
    """The stamp centred on the whole felt, the dice gathered in one lit row under it
    (:mod:`game.views.stage_gather`) instead of lit where they lie."""
    sort_to: list[int] = field(default_factory=list)
    """The place in the row each gathered die goes to as the row re-orders (a Chintă's:
    1-2-3-4-5-6, :mod:`game.views.stage_sort`; empty: it stays as gathered)."""
    picked: list[int] = field(default_factory=list)
    """The roll's indices of the gathered dice, in the order of :attr:`dice` (a rare
    throw's, named once as the picture is built; empty: none gathered)."""
    slot_side: int = 0
    """The side of the empty slot outlined where each gathered die lay (0: none): a 10 000
    table's dice leave their slots drawn under them as they fly home."""
    sheet: pygame.Rect | None = None
    """The score sheet's panel (None: none): a Yams Penta's table comes back round it as its
    dice fly home, the sheet once no die is over it (ruling S77)."""
    emptied: Callable[[tuple[int, int]], pygame.Surface] | None = None
    """The table drawn with no die on it (None: none): what a Yams Penta's dice leave
    behind them, their rack and the panels round them whole (ruling S77)."""
    labels: list[pygame.Rect] = field(default_factory=list)
    """What of the table stays readable under a grand stage's takeover (the target's row
    label): laid back undimmed."""
    possible: str = ""
    """A tag beside the lit row saying its box's figure is a possibility, not a score (a
    Penta's "de înscris": the box holds its 50 only once taken, critic C41); with it the
    counter is never said as a "+N" nor flown or popped: the row's cell shows what the
    sheet shows. Empty: none."""
    home: pygame.Rect | None = None
    """The dice area its gathered dice fly home inside (the 10 000's middle column): they
    regroup there at their slots' size first, never crossing a side panel (None: straight
    home, a Penta's)."""
    cover: pygame.Rect | None = None
    """What a banner's ribbon lies across and hides whole (the mat, the dice' slots): its
    notched ends never cut into it, so no corner of it shows through (None: nothing)."""
    kept: list[tuple[int, pygame.Rect]] = field(default_factory=list)
    """A big bank's dice (each its face and where it lies on the mat), lit under its plate
    until the plate leaves (critic D70: never an empty mat under the big moment)."""
    glow: list[pygame.Rect] = field(default_factory=list)
    """Dice a banner leaves lit where they lie, glowing with heat (hot dice on the mat)."""
    away: int = 0
    """How many of the gathered dice (the first ones) have no place on the table (hot dice'
    earlier groups, listed in "Puse deoparte"): they fade in as they leave their empty slots
    and fade out as they fly back, never left standing in a slot as the stage lifts."""
    dice_grow: float = 1.0
    """The gathered dice' size against the table's (the images in :attr:`dice_images` drawn
    at the grown size; smaller ones scaled on their way from their places)."""
    even: bool = False
    """An end's stage: the table keeps its darkness after it, to the results (no step of
    light between them); it plays on the warm lit felt as the others do (hR28)."""
    dice_images: list[pygame.Surface] = field(default_factory=list)
    """The gathered dice as the table drew them (kept on the stage's first frame)."""
    dice_turns: list[int] = field(default_factory=list)
    """How far (degrees) each gathered die was turned for the lineup (it turns back home)."""
    particles: list[tuple[float, float, float, float, Colour]] = field(default_factory=list)
    """(angle, speed, size, spin, colour) of each particle of the burst."""
    confetti: int | None = None
    """At most this many particles (None: as many as its rarity has)."""
    lift: bool = False
    """The lit row stands centred under the stage's words, lifted out of the sheet
    (:mod:`game.views.stage_lift`), not at the sheet's place."""
    cell_size: int = 0
    """The layout size the sheet writes the target's figure in: the landed figure pops in
    that type (critic C51); 0: in the stage's display lettering."""
    lift_from: tuple[int, int] = (0, 0)
    """The lit row's top-left corner on the sheet (:func:`game.views.stage_lift.home`)."""
    lift_to: tuple[int, int] = (0, 0)
    """That corner where the stage shows the row."""
    lift_scale: float = 1.0
    """How much larger the stage shows the row than the sheet draws it."""
    row_homes: list[pygame.Rect] = field(default_factory=list)
    """Where the lifted strip's label and box lie on the table (the sheet's label cell and
    the player's cell), each going home to its own (:func:`game.views.stage_lift.home`)."""
    row_words: stage_lift.RowWords | None = None
    """What the lifted row says, drawn natively at its size (critic C60; None: no row)."""
    upper: tuple[str, ...] = ()
    """The upper bonus's upper boxes' figures, Ones to Sixes ("": open), shown under its
    lifted row (:mod:`game.views.stage_under`); empty for any other stage."""
    upper_sum: str = ""
    """Their sum against the 63 ("75 / 63") beside them ("": no lower part)."""
    upper_reach: float = 0.0
    """That sum's share of the 63 (1.0: reached; over it: past), the bar under the boxes."""
    row_landed: bool = False
    """The figure has landed in the lifted row's box: the box shows it from then on."""
    amount: int = 0
    """A bank's points (its plate is sized by them: :mod:`game.views.stage_bank_plate`)."""
    stamp_share: float | None = None
    """The stamp's width as a share of the felt when not its rank's (a computer's win: a
    lesser moment whose long headline still reads as its biggest words)."""
    record_figure: str = ""
    """A new personal best's figure ("126"), large on its plate under the pill
    (:mod:`game.views.stage_record`); empty for any other stage."""
    record_was: str = ""
    """What the record beat ("Vechiul record: 101"; a first one "Primul tău record")."""
    record_share: float = 0.0
    """The old best's share of the new (its bar's green part; 0: a first record, no bar)."""
    figure: str = ""
    """A big bank's amount ("+2 000"), flown from its plate into :attr:`target`, the
    banker's total (:mod:`game.views.stage_big_bank`); empty for any other stage."""
    crest: tuple[str, ...] = ()
    """The goal's plate when others still play, three lines, big (critic B60): the gold
    "Obiectiv atins!", whose goal it is, their total ("10 450"), the stamp and line its foot
    (ruling S6: :mod:`game.views.stage_goal`); empty: none."""
    band_row: pygame.Rect | None = None
    """Where the last round's band comes (the title's row): kept hushed as the goal's plate
    folds and the table refocuses, until the band takes it, sharp (ruling S6, round 72)."""
    crest_colour: tuple[int, int, int] = (255, 255, 255)
    """The goal reacher's seat colour: their name's on the crest (hL65, critic B64)."""
    crest_count: tuple[int, int] = (0, 0)
    """The crest's total counted up from and to, as the flow says
    (:meth:`game.flow.farkle_reading.FarkleFlowReading.goal_crest`)."""
    owner: str = ""
    """Whose a big bank's amount is (the banker's name alone): what its plate's line says
    once :attr:`figure` has flown off it (held apart from the translated :attr:`line`)."""
    banker: str = ""
    """A bank's banker by name, and their seat's colour (:attr:`banker_colour`): the plate's
    line names them in it (critic B69, :mod:`game.views.stage_banker`)."""
    banker_colour: tuple[int, int, int] | None = None
    """The banker's seat colour, before it is shaded to read on the plate; None: no seat."""
    drawn_once: dict[str, Any] = field(default_factory=dict)
    """What a stage's own drawing built once for this picture (the big bank's plate and
    coins, :mod:`game.views.stage_big_bank`): never rebuilt frame by frame."""
    _stamp_image: pygame.Surface | None = None
    _dimmed: pygame.Surface | None = None
    _lit: pygame.Surface | None = None
    _bare: pygame.Surface | None = None
    _veil: pygame.Surface | None = None
    _ink: pygame.Rect | None = None
    _figure_ink: pygame.Rect | None = None
    tag_image: pygame.Surface | None = None
    """The "de înscris" tag, built once by :func:`game.views.stage_landing.draw_possible`."""
    _light: pygame.Surface | None = None
    _tally: pygame.Rect | None = None
    _unlit: pygame.Surface | None = None

    def __post_init__(self) -> None:
        """Draw the burst's paths once, from an injected random generator."""
        rng = random.Random(self.rng_seed)
        count = 110 if self.rarity == GRAND else 40
        if self.confetti is not None:  # (a computer's win: fewer)
            count = min(count, self.confetti)
        seat = seat_colour(self.seat) if self.seat is not None else theme.GOLD
        for k in range(count):
            angle = rng.uniform(0, 2 * math.pi)
            speed = rng.uniform(0.35, 1.0)
            size = rng.uniform(0.6, 1.0)
            spin = rng.uniform(-9, 9)
            if self.rarity == GRAND:  # a third in the player's own colour, the rest gold and hues
                colour = seat if k % 3 == 0 else rng.choice(CONFETTI)
            else:
                colour = seat if k % 3 == 0 else (255, 226, 140)
            self.particles.append((angle, speed, size, spin, colour))

    @property
    def area(self) -> pygame.Rect:
        """Where the stamp and what goes under it stand: :attr:`room`, else the felt."""
        return self.room if self.room is not None else self.felt

    @property
    def centre(self) -> tuple[int, int]:
        """The stamp's centre: where it rests (:meth:`resting_centre`) from the stage's first
        frame to its last (critic C70: a stage holds still; a figure flying off into its
        row leaves no room in the column, for it waits beside its row)."""
        return self.resting_centre()

    def resting_centre(self) -> tuple[int, int]:
        """The stamp's resting centre: a little above the felt's middle (room for the line);
        with dice on the table, in the larger band of felt above or below their row, the
        stamp and what goes under it centred in that band."""
        h = self.stamp_image().get_height()
        if self.held is not None:  # the title in the results' headline's room (S9)
            return stage_held.title_centre(self.held, self.ink(), h)
        if stage_gather.in_thirds(self):  # a 10 000 headline: its letters over its row
            return self.area.centerx, stage_gather.thirds_letters_y(self) - self.ink().centery \
                + h // 2
        if not self.dice or self.gather:  # the letters and what hangs from them: one group,
            # centred on the felt
            ink = self.ink()
            block = ink.h + self.room_below(h)
            lower = 0 if self.lift else round(self.area.h * 0.03)  # (a lifted row: evenly)
            top = self.area.y + max(0, (self.area.h - block) // 2 - lower)
            floor = self.figure_floor()
            if floor is not None:  # a Joker's: the group (its "+100" last) over its lit row
                top = max(self.group_top(), min(top, floor - block))
            return self.area.centerx, top - ink.y + h // 2
        band = self.band()
        block = h + self.room_below(h)
        top = band.y + max(0, (band.h - block) // 2)
        return self.area.centerx, top + h // 2

    def ink(self) -> pygame.Rect:
        """Where the stamp's letters are inside its image (the face's line is taller than
        its letters: what goes under the stamp sits under the letters, not the line)."""
        if self._ink is None:
            self._ink = self.stamp_image().get_bounding_rect(min_alpha=40)
        return self._ink

    def band(self) -> pygame.Rect:
        """The felt clear of the dice where the stamp goes: the larger of the bands above
        and below their row (the whole felt when there are no dice)."""
        if not self.dice or self.gather:
            return pygame.Rect(self.area)
        row = self.dice[0].unionall(self.dice[1:])
        gap = theme.px(14, self.scale)
        above = pygame.Rect(self.area.x, self.area.y, self.area.w,
                            max(0, row.top - gap - self.area.y))
        below_top = min(self.area.bottom, row.bottom + gap)
        below = pygame.Rect(self.area.x, below_top, self.area.w, self.area.bottom - below_top)
        return above if above.h >= below.h else below

    def line_x(self) -> int:
        """Where the player's name is centred: over the middle of the dice row (the felt
        just above the dice, clear of the table's panels), else the felt's middle."""
        if not self.dice or self.gather:
            return self.area.centerx
        return self.dice[0].unionall(self.dice[1:]).centerx

    def room_below(self, stamp_height: int) -> int:
        """The height the player's line and the counter take under a stamp this tall."""
        room = stage_gather.row_height(self)
        if self.line:
            size = self.line_size()
            room += theme.px(12, self.scale) + line_height(size, BOLD)
        below = self.counter_below()  # (a Yams figure stands at its box: no room here)
        if below and self.tally:  # right under the letters, above the dice
            room += self.tally_block() if stamp_height else 0
        elif below and self.caption and stamp_height:  # under the caption's plate: its letters
            room += theme.px(12, self.scale) + self.counter_height()
        elif below:
            room += round(stamp_height * 0.62)
        if self.caption:
            room += self.caption_gap() + line_height(self.caption_size(), BOLD)
        return room + stage_lift.row_block(self) + stage_record.height(self)

    def counter_below(self) -> bool:
        """True when the counter stands under the stamp's words; False without one, or when
        it stands at the Yams box it adds to (:func:`stage_words.beside_box`)."""
        return self.counter is not None and not (self.target is not None and self.labels)

    def figure_under_caption(self) -> bool:
        """True when the figure is said with its caption and waits on its lit row's box
        (:mod:`game.views.stage_figure_on_box`), then sinks into it: a gathered stage
        with a caption, counting into a lit row (a Joker Penta's "+100"), and the upper
        bonus's "+35". Under the caption, in the column, it left a hole as it flew (critic
        D69) or the words slid down into its room (critic C70)."""
        return ((self.gather or self.kind == "upper_bonus") and bool(self.caption)
                and self.counter is not None
                and self.target is not None and bool(self.labels))

    def figure_gap(self) -> int:
        """The clear room between the caption's plate and a figure under it."""
        return theme.px(theme.STAGE_FIGURE_UNDER_CAPTION, self.scale)

    def figure_ink(self) -> pygame.Rect:
        """Where the counter's final figure's letters are inside its image (measured once)."""
        if self._figure_ink is None:
            end = self.counter[1] if self.counter is not None else 0
            self._figure_ink = stamp_lettering(self.figure_words(end), self.counter_size(),
                                               self.hot).get_bounding_rect(min_alpha=40)
        return self._figure_ink

    def number(self, value: int) -> str:
        """``value`` as the stage writes it (the game's own grouping: "3 000")."""
        return self.format_number(value) if callable(self.format_number) else str(value)

    def figure_words(self, value: int) -> str:
        """The counter's words at ``value`` ("+35", "+3 000", "287")."""
        return f"{self.prefix}{self.number(value)}{self.suffix}"

    def figure_floor(self) -> int | None:
        """How low the group with a figure under its caption may reach: a clear gap over
        its lit row's plate (None: no such figure)."""
        plate = self.row_plate()
        if not self.figure_under_caption() or plate is None or self.lift:
            return None  # (a lifted row hangs under the group: no floor over it)
        return plate.top - theme.px(theme.STAGE_FIGURE_OVER_ROW, self.scale)

    def group_top(self) -> int:
        """The highest a group over a lit row starts: room over its stamp for the seal and
        the light (:data:`GROUP_TOP` of the felt's height)."""
        return self.area.y + round(self.area.h * GROUP_TOP)

    def counter_height(self) -> int:
        """The height of the counter's final figure as drawn under the stamp."""
        end = self.counter[1] if self.counter is not None else 0
        return stamp_lettering(self.figure_words(end), self.counter_size(),
                               self.hot).get_height()

    def counter_size(self) -> int:
        """The counter's layout size: half the stamp's, a tally's (:attr:`tally`) larger."""
        share = TALLY_SHARE if self.tally else 0.5
        if self.kind == "upper_bonus":  # under its caption, no larger than a Penta's figure
            share = theme_stage.YAMS_BONUS_FIGURE
        elif self.kind == "joker_penta":  # inside its box's plate under a Penta's title
            share = theme_stage.STAGE_JOKER_FIGURE
        return max(theme.FONT_MIN, round(self.stamp_size() * share))

    def tally_gap(self) -> int:
        """The room between the stamp's letters and a tally under them."""
        return theme.px(6, self.scale)

    def tally_ink(self) -> pygame.Rect:
        """Where a tally's final figure's letters are inside its image (made once)."""
        if self._tally is None:
            end = self.counter[1] if self.counter is not None else 0
            self._tally = stamp_lettering(self.figure_words(end), self.counter_size(), self.hot
                                          ).get_bounding_rect(min_alpha=40)
        return self._tally

    def tally_block(self) -> int:
        """The height a tally takes between the stamp's letters and the gathered dice (0:
        no tally)."""
        if not (self.tally and self.counter is not None):
            return 0
        return self.tally_gap() + self.tally_ink().h

    def name_block(self) -> int:
        """The height the player's name's plate takes (0: no name)."""
        if not self.line:
            return 0
        return 2 * theme.px(12, self.scale) + line_height(self.line_size(), BOLD)

    def line_size(self) -> int:
        """The name's size on its plate under the stamp: larger than a heading, so it holds
        its own beside the stamp (a grand moment's larger still)."""
        share = theme_stage.STAGE_KIND_LINE.get(self.kind, LINE_SHARE[self.rarity])
        return round(theme.font_px(theme.FONT_HEADING, self.scale) * share)

    def caption_size(self) -> int:
        """The caption's layout size: the heading's, smaller only to fit its one line."""
        size = theme.font_px(theme.FONT_HEADING, self.scale)
        return fit_size(self.caption, size, round(self.area.w * 0.94), BOLD)

    def caption_gap(self) -> int:
        """The room between the player's line and the caption (their plates stand clear
        of each other, a clear gap between them)."""
        return theme.px(30, self.scale)

    def stamp_image(self) -> pygame.Surface:
        """The stamp at its resting size (drawn once): outline, shadow, gradient."""
        if self._stamp_image is None:
            self._stamp_image = (  # (the win's title over the podium: on its lines)
                stamp_lettering(self.stamp, self.stamp_size(), self.hot) if self.held is None
                else stage_held.title_image(self.held, self.stamp, self.hot))
        return self._stamp_image

    def row_plate(self, tag: bool = True) -> pygame.Rect | None:
        """The framed plate the lit row (its label, its band, the target cell) stands on,
        with room for the target's gold ring, and for the possibility's tag unless ``tag``
        is False (the row's own part, laid with the table; None: no row is lit)."""
        if not self.labels or self.target is None:
            return None
        row = self.target.unionall(self.labels)
        plate = row.inflate(2 * theme.px(12, self.scale), 2 * theme.px(12, self.scale))
        if self.possible and tag:  # the possibility's tag on the same plate, past the box (past
            # the label when the felt has no room there): one framed "Penta 50 de înscris"
            extra = self.possible_size()[0] + theme.px(12, self.scale)
            plate.w += extra
            if plate.right > self.felt.right - theme.px(16, self.scale):
                plate.x -= extra
        return plate

    def possible_font(self) -> int:
        """The possibility's tag's size: the row's own type as the stage shows it (lifted,
        grown), never smaller than the body's."""
        body = theme.font_px(theme.FONT_BODY, self.scale)
        return max(body, round(self.cell_size * self.lift_scale))

    def possible_size(self) -> tuple[int, int]:
        """The possibility's tag (width, height): its words on a small rounded plate."""
        w, h = text_size(self.possible, self.possible_font(), BOLD)
        pad = theme.px(10, self.scale)
        return w + h + 2 * pad, h + pad

    def words_block(self) -> pygame.Rect | None:
        """Where a lesser stage's words stand at rest (the stamp, the name, the caption,
        the counter under it), with a margin: the felt there is hushed (blurred, darker, in
        a soft oval), so no label of the readable table reads through them. None for a
        grand stage (its whole table is blurred)."""
        if BLURRED[self.rarity]:
            return None
        image = self.stamp_image()
        cx, cy = self.centre
        h = image.get_height()
        widths = [image.get_width()]
        if self.line:
            widths.append(text_size(self.line, self.line_size(), BOLD)[0]
                          + theme.px(90, self.scale))
        if self.caption:
            widths.append(stage_words.caption_plate(self.caption, self.caption_size(),
                                                    self.scale)[0])
        margin = theme.px(36, self.scale)
        width = max(widths) + 2 * margin
        top = cy - h // 2 + self.ink().top - margin
        bottom = cy + h // 2 + self.room_below(h) + margin
        block = pygame.Rect(0, top, width, bottom - top)
        block.centerx = cx
        return block.clip(self.felt)

    def stamp_size(self) -> int:
        """The stamp's layout size (``theme.FONT_*`` units): its width the rank's share of
        the felt, its height at most :data:`MOST_HEIGHT` of it (:data:`KIND_HEIGHT`'s)."""
        if self.held is not None:  # as large as the results' headline's room takes
            return stage_held.title_size(self.held, self.stamp)
        face = font(100, STAMP)
        w, h = face.size(self.stamp)
        share = STAMP_WIDTH[self.rarity] if self.stamp_share is None else self.stamp_share
        width = min(self.felt.w * share, self.area.w * 0.94)
        if self.kind in stage_banner.ICONS:  # room for its icons each side of its words
            width = min(width, self.area.w * (theme_stage.FARKLE_BIG_BANK_WORDS
                                              if self.kind == "bank_big" else ICON_WORDS))
        most = self.felt.h * KIND_HEIGHT.get(self.kind, MOST_HEIGHT[self.rarity])
        ref = face.get_height()
        fit = min(width / max(1, w), most / max(1, ref * 0.8))
        if self.gather:  # the stamp (and a tally under it) and all under them fit the felt
            share = theme_stage.STAGE_GATHER_LETTERS.get(self.kind, 0.85) + (
                TALLY_SHARE if self.tally and self.counter is not None else 0.0)
            fit = min(fit, (self.area.h * 0.9 - self.room_below(0)) / max(1.0, ref * share))
            floor = self.figure_floor()
            if floor is not None:  # a figure said with the caption: the stamp's letters
                # fit over the lit row with all between them, with room to spare (half
                # their size and a gap: the stamp no larger than a Penta's)
                room = floor - self.group_top() - self.room_below(0) - self.figure_gap()
                fit = min(fit, room / (100 * (LETTERS + LETTERS / 2)))
        elif self.dice:  # the stamp and its line fit the band clear of the dice
            share = 1.0 + (0.62 if self.counter is not None else 0.0)
            line = self.room_below(0)
            fit = min(fit, (self.band().h - line) / max(1.0, ref * 1.12 * share))
        elif self.room is not None:  # the stamp's letters and all under them fit their room
            ink = face.render(self.stamp, True, (255, 255, 255)).get_bounding_rect(min_alpha=40)
            share = ink.h / max(1, ref) + (0.62 * 1.16 if self.counter is not None else 0.0)
            room = self.area.h * 0.94 - self.room_below(0)
            if self.kind == "pairs_throw":  # its scroll in the felt between its dice and the
                # mat (round 73, critic J72): measured as the ribbon sets it, its line 8 px
                # under the letters, its padding giving way before its rung's letters
                room = self.area.h - theme.px(2 * theme_stage.PAIRS_PAD_LEAST + 8, self.scale) \
                    - line_height(self.caption_size(), BOLD)
            fit = min(fit, room / max(1.0, ref * share))
        return max(12, int(fit * 100))

