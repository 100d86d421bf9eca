"""The stage's clock: the rarest moments take the table for a second or two (pure Python).

A staged moment is a layer of its own over the table (:class:`game.scenes.stage.StageOverlay`,
drawn by :mod:`game.views.stage`): the flow asks for the moment as it always did (a
:class:`game.flow.moments.MomentClock` starts once the dice have been seen and plays the
moment's sound); when the moment is one of :data:`RARITY`, the table hands it to the stage,
and while the stage is on top the table below is drawn but not updated, so every clock of
the table (the Y10 countdown, the computer, the turn banner, the coach marks, the moments)
waits, and resumes exactly where it was when the stage leaves.

This module says which moments take the stage, how big each is, how long it lasts, and the
phases of its picture over that time (the dimming coming in, the stamp slamming down, the
counter counting, then flying into its cell, the light going out).
"""

from __future__ import annotations

import math

from game import theme, theme_stage

GRAND = "grand"
"""The rarest: a Penta, a Joker Penta, the win (the stamp at least ~40 % of the felt)."""
BIG = "big"
"""Next: the upper bonus."""
BANNER = "banner"
"""The 10 000 ladder's middle tier: hot dice, a bank of 1 000 or more, a bold ribbon across the
middle of the lightly dimmed table, brief (:mod:`game.views.stage_banner`), never the
full-felt stamp; the table reads round it."""

RARITY: dict[str, str] = {
    "penta": GRAND,
    "joker_penta": GRAND,
    "win": GRAND,
    "hot_dice": BANNER,
    "bank_big": BANNER,
    "rare_throw": BIG,
    "rarest_throw": GRAND,
    "pairs_throw": BANNER,
    "goal": BANNER,
    "bank_banner": BANNER,
    "upper_bonus": BIG,
}
"""The moments that take the stage, and their rank. The 10 000's ladder (round 40: "a 2 000
bank still the same takeover as six 1s"): six alike and the win take the table over; the
Chintă, three pairs and five alike (``"rare_throw"``) a mid-size stage naming the figure; a
big bank and the goal a banner over the dimmed table, which stays seen. A bust and the last
round are banners of the table (their own entrance: a stamp, a shake), not a stage. The
Penta bonus is not one: the Joker Penta's stage has already said its +100 as the dice landed
and flown it into its cell, so at the scoring the cell only glows with it, whole, on the
table (said once). A full card's TOTAL is not one either: it counts in its own row, a
flourish on that row and the standings' (ruling S8, round 73)."""

SECONDS: dict[str, float] = {GRAND: 2.5, BIG: 1.8, BANNER: 1.1}
"""How long a stage of each rank lasts at the normal animation speed."""

BRIEF: dict[str, float] = {"penta": 3.2, "joker_penta": theme_stage.STAGE_JOKER_SECONDS,
                           **theme.FARKLE_STAGE_SECONDS}
"""Stages briefer or longer than their rank's: the 10 000 goal's plate is big and
brief (the last round said after it by the table's band, ruling S6 amended round 75). The Penta, the
best moment of a Yams game, lasts longer than any other (a Joker Penta, rarer still, a
little longer); the 10 000's rungs hold as long as they are rare
(:data:`game.theme.FARKLE_STAGE_SECONDS`)."""

WRITTEN_BEAT = 0.6
"""Seconds the last box of a game is seen written (its figure landing, flashing) before the
end's stage takes the table: the win never comes on the very click that writes it."""

SHORTEST = 1.0
"""The fast animation setting halves a stage, never below this many seconds."""

STAMP_WIDTH: dict[str, float] = {GRAND: 0.5, BIG: 0.36, BANNER: 0.36}
"""The stamp's width as a share of the felt's (the grand ones at least ~40 %)."""

MOST_HEIGHT: dict[str, float] = {GRAND: 0.42, BIG: 0.2, BANNER: 0.11}
"""A stamp is never taller than this share of the felt's height (a long word gets
narrower): the lesser tier's burst is clearly smaller than a Penta's takeover."""

KIND_HEIGHT: dict[str, float] = {"rare_throw": theme.FARKLE_MID_TITLE,
                                  "pairs_throw": theme_stage.FARKLE_PAIRS_TITLE,
                                  "bank_big": theme_stage.FARKLE_BIG_BANK_TITLE,
                                  "penta": theme_stage.STAGE_PENTA_TITLE,
                                  "upper_bonus": theme_stage.YAMS_BONUS_TITLE}
"""Stamps held other than their rank's :data:`MOST_HEIGHT`: the 10 000's mid-size stage
(the Chintă, five alike) titled clearly smaller than six alike's takeover; three pairs'
banner a little under the banners' cap (round 66); a big bank's a little over it, over hot
dice and three pairs (round 67, ruling S3: "bust < bank < hot dice and three pairs < big
bank < Chintă"); a Penta's a little higher, nothing under its lifted row (round 74)."""

DIM_ALPHA: dict[str, int] = {GRAND: 128, BIG: 108, BANNER: 72}
"""How dark the table grows behind the stage (0..255 of black), by rank: a grand moment
takes the table over (about 50 %: the table stays legible as its felt behind it, never
near-black, and so round the results card after it: hR23 lifted both evenly from 64 % and
55 %, the end read as a void); a lesser one is a burst over a lighter dim (about 42 %).
Either dims the whole table evenly, blurred (the sheet's shape and the target's row label
still seen, never black; no darker patch under the words), a soft radial glow behind the
stamp (:func:`game.views.stage_paint.stamp_light`)."""

BLURRED: dict[str, bool] = {GRAND: True, BIG: True, BANNER: False}
"""Whether the whole table is blurred under a stage of each rank: both are (an even hush,
so no label of the table reads through the stage's words and no patch of it is darker)."""

READ_THROUGH = 220
"""Under a dimming lighter than this (0..255 of black) the table's labels still read
through what the stage draws over them (the layout check keeps the stage's words off them)."""

FIRST_DIM = 0.85
"""The share of the dimming already there on the stage's first frame: the dice, lit on the
stage, were seen before it began; nothing of the table (no live button) shows undimmed. Its
veil (blurred, greyed) is whole from that frame (:meth:`StageClock.coming_in`): only the
darkness comes in, no figure of the table reads through it."""

CROSS_FADED = frozenset({"rare_throw", "rarest_throw", "pairs_throw", "hot_dice", "bank_big",
                         "bank_banner", "goal"})
"""The 10 000's stages whose veil cross-fades in over ``theme_stage.STAGE_VEIL_IN`` seconds
(round 67: at :data:`FIRST_DIM` from their first frame it cut in); a Yams stage's stands whole
from its first frame (its sheet's figures never read through a partial veil)."""

# The phases, as shares of the stage's duration.
DIM_IN = 0.04
"""The rest of the dimming comes over this share (the dice stay lit through it)."""
SLAM = (0.04, 0.16)
"""The stamp comes down between these two shares, overshooting, then hits."""
SLAM_FROM = 1.9
"""The stamp's size against its resting size as it appears, before it falls."""
SLAM_FROM_KIND: dict[str, float] = {"upper_bonus": theme_stage.YAMS_BONUS_SLAM_FROM}
"""Stamps falling from nearer their size (:data:`SLAM_FROM` the others'): the upper bonus's,
so that its largest frame stays well under a Penta's title (critic C66: "same scale")."""
COUNT = (0.2, 0.44)
"""A counter counts up between these shares, under the stamp (it shows from
:data:`COUNT_SHOWN`, so its counting is seen from near its start); then it holds its final
figure, still, until its flight (about half a second at the normal speed)."""
COUNT_SHOWN = 0.19
"""From here a counter shows under the stamp (its first number near its start)."""
COUNT_MOST: dict[str, float] = {"rare_throw": 0.5, "rarest_throw": 0.5}
"""A 10 000 rare throw's amount counts in this many seconds at most (from its first figure
shown to its last within 0.6 s), once its headline has landed (critic round 31: "Șase de 1!
+650" read against its headline for most of a second); the goal's says its new total at
once (``game.views.stage_pictures``)."""
FLY = (0.66, 0.76)
"""Then it flies into its cell or total."""
FLIGHTS: dict[str, tuple[float, float]] = {"joker_penta": theme_stage.YAMS_JOKER_FLY,
                                           "upper_bonus": theme_stage.YAMS_BONUS_FLY}
"""The moments whose counter flies at its own shares (:attr:`StageClock.fly`; others:
:data:`FLY`): a Yams bonus's "+100", "+35" lands early, its row counting and then holding it
while its whole moment is on screen (critic C66)."""
LANDING = 0.72
"""From this share of its flight a number flying into its cell or total fades into it: it
has gone as it lands, where the cell pops with it (:data:`POP`)."""
POP = 0.1
"""The share of the stage over which the cell a number landed in pops (its figure drawn
larger, shrinking back into the cell, in a glow); the cell shows the figure from then on."""
FIGURE_BACK = 0.06
"""The share of the stage, right after the pop, over which a counted cell's own figure fades
back in as the landed number fades out over it: a cross-fade of the same figure, never a
pale or empty cell between the two (critic C32: the landed Bonus "35" pale)."""
WORDS_OFF = 0.74
"""From here the words under a gathered row (the player's name, the caption) fade out, gone
by :data:`HOME_FROM`: the dice fly home across no word still on screen."""
HOME_FROM = 0.8
"""From here gathered dice fly back to their places, home by :data:`GONE`: the stamp, its
light and the words under the row have faded by then (from :data:`WORDS_OFF`), so the dice
cross no word, the table lightening under them (:func:`game.views.stage.shown_darkness`)."""
FADE_OUT = 0.9
"""From here the stamp and all that goes with it (the line, the seal, the light) shrink and
fade out, together with the dimming (by :data:`STAMP_GONE`): every frame of a stage says
what it is, none shows dice on a dark table with no words."""
STAMP_GONE = 0.97
"""By here the stamp and all that goes with it have faded, with the dimming, a little ahead
of it (the table's last frames show it alone, lifting)."""
GONE = 0.9
"""By here the moment's motion is over (the gathered dice home, the burst gone); the
dimming lifts over the last frames, the stamp leaving with it."""
BURST_GONE = 0.88
"""By here the burst (confetti, sparks) has thinned out and gone."""
EXIT_SHRINK = 0.22
"""How much smaller than at rest the stamp is as it vanishes (it sinks away as it fades)."""


HUSHED_WHOLE = frozenset({"goal"})
"""Banners whose full plate stands over the whole table blurred and dimmed (round 68, critic
B67: the goal's plate stood on a table only darkened, the panels' words cut at its edges read
as a dialog box slicing the table; round 69, ruling S6, critic D68: hushed to bare felt it
was a void): the table stays seen behind the plate, its panels, dice and seat colours
recognisable, no word of it legible, cross-faded in with the dimming."""


PARTIAL = frozenset({"rare_throw"})
"""The stages that dim the table without veiling it (round 66 ruling, critic B65): the
Chintă's and five alike's, a rung under six alike's takeover; the table stays seen round
their plate, darkened, never blurred into the stage's backdrop."""


def partial_stage(kind: str | None) -> bool:
    """True when the stage of ``kind`` dims the table and leaves it seen (no full veil)."""
    return kind in PARTIAL


COUNT_STEPS = (500, 250, 100)
"""The round steps a staged amount may count up in, largest first (:func:`count_step`)."""
COUNT_MOST_STEPS = 6
"""A staged amount counts in at most this many steps (critic B65: "Șase de 1 counts up from
+50": its first figure shown a sixth of the throw at least, each figure on the way read)."""


def count_step(points: int, least: int = 50) -> int:
    """The step an amount of ``points`` counts up in on the stage: the largest round step
    (:data:`COUNT_STEPS`) that divides it into :data:`COUNT_MOST_STEPS` steps or fewer, else
    the smallest that does (``least``, the game's own step, for an amount no round step
    divides): "+500, +1 000 … +3 000", never from "+50"."""
    for step in COUNT_STEPS:
        if points % step == 0 and points // step <= COUNT_MOST_STEPS:
            return step
    for step in reversed(COUNT_STEPS):
        if points % step == 0:
            return step
    return least


def takes_stage(kind: str | None) -> bool:
    """True when the moment ``kind`` is played on the stage (not inside the table)."""
    return kind in RARITY


def stage_seconds(kind: str, factor: float = 1.0) -> float:
    """Seconds the stage of ``kind`` lasts at the animation speed ``factor`` (2: fast)."""
    seconds = BRIEF.get(kind, SECONDS[RARITY[kind]])
    return max(min(seconds, SHORTEST), seconds / max(factor, 1e-6))


def span(u: float, start: float, end: float) -> float:
    """Where ``u`` is between ``start`` and ``end``, clamped to 0..1."""
    if end <= start:
        return 1.0 if u >= end else 0.0
    return max(0.0, min(1.0, (u - start) / (end - start)))


def ease_out(u: float) -> float:
    """A fast start that settles (0..1 → 0..1)."""
    u = max(0.0, min(1.0, u))
    return 1 - (1 - u) ** 3


SOFT_ENTRY = frozenset({"bank_big", "hot_dice"})
"""The 10 000's big moments: their stamp enters growing from :data:`SOFT_FROM` of its
resting size as it fades in (no giant, blurred first frames), then settles."""
SOFT_FROM = 0.8
"""The size a softly entering stamp starts from, against its resting size."""

SCALE_IN = frozenset({"penta", "joker_penta"})
"""The Penta's stamp grows in from :data:`SCALE_IN_FROM` of its size, past it, then settles."""
SCALE_IN_FROM = 0.3
"""The size a Penta's stamp grows in from, against its resting size."""

CELEBRATED = frozenset({"penta", "joker_penta"})
"""The stages whose gathered dice are celebrated: a wave of pops in a gold glow once the
title has landed (ruling S44, round 78: the dice themselves, not only the words)."""
POPS_END = theme_stage.YAMS_EXIT_WORDS[0]
"""By here every pop is over: the dice rest in their row as the words under it leave."""


def dice_pop(kind: str, progress: float, index: int) -> float:
    """How much gathered die ``index`` of a ``kind`` stage is grown at ``progress`` (0..1),
    a share of its side: a Penta's five dice swell together, one size in every frame
    (ruling S118 2., round 82), in :data:`game.theme_stage.STAGE_PENTA_POP_WAVES`; any other
    stage's dice lie still."""
    if kind not in CELEBRATED:
        return 0.0
    grown = 0.0
    for start, height in theme_stage.STAGE_PENTA_POP_WAVES:
        first = start + index * theme_stage.STAGE_PENTA_POP_STEP
        u = span(progress, first, first + theme_stage.STAGE_PENTA_POP_EACH)
        if 0.0 < u < 1.0 and progress < POPS_END:
            grown = max(grown, height * math.sin(math.pi * u))
    return grown


def dice_glow(kind: str, progress: float) -> float:
    """How strong a ``kind`` stage's glow round its gathered dice is at ``progress`` (0..1):
    a Penta's comes in as its title lands and goes before its words leave; none elsewhere."""
    if kind not in CELEBRATED:
        return 0.0
    start, full, fading, gone = theme_stage.STAGE_PENTA_GLOW
    return span(progress, start, full) * (1 - span(progress, fading, gone))


TITLED_ENTRY = frozenset(RARITY)
"""The moments whose stamp is there from the stage's first frame, whole, falling (or, the
10 000's, growing) into place with its light: every stage opens straight onto its picture,
no frame of empty rays or of a dark table before its words (critic hB25: ~0.2 s of black)."""


class StageClock:
    """The clock of one staged moment: its kind, its age, skipped or not."""

    def __init__(self, kind: str, factor: float = 1.0) -> None:
        """A stage for the moment ``kind`` (a key of :data:`RARITY`), not yet aged."""
        self.kind = kind
        self.rarity = RARITY[kind]
        self.duration = stage_seconds(kind, factor)
        self.age = 0.0
        self.skipped = False
        self.fly = FLIGHTS.get(kind, FLY)
        """The shares between which its counter flies into its cell (:data:`FLIGHTS`)."""
        self.bursts = True
        """Whether a banner's entrance may burst with light over the table (not at a game's
        end, whose hush the results open on: :class:`game.flow.end_stage.EndStageClock`)."""

    def update(self, dt: float) -> None:
        """Age by ``dt`` seconds (the stage's own clock: the table's waits meanwhile)."""
        if not self.done:
            self.age = min(self.duration, self.age + max(0.0, dt))

    def skip(self) -> None:
        """End the stage now (a click or a key)."""
        self.skipped = True

    @property
    def done(self) -> bool:
        """True once the stage has played whole or was skipped."""
        return self.skipped or self.age >= self.duration

    @property
    def progress(self) -> float:
        """0 as the stage starts, 1 when it is over."""
        return 1.0 if self.done else self.age / self.duration

    def dimming(self) -> float:
        """How much of :data:`DIM_ALPHA` darkens the table now (0..1): all of it until the
        moment has gone (:data:`GONE`), then lifting; a 10 000 stage's
        (:data:`CROSS_FADED`) comes in from none over ``theme_stage.STAGE_VEIL_IN`` s."""
        u = self.progress
        if self.cross_fades():
            shown = span(self.age, 0.0, theme_stage.STAGE_VEIL_IN) if not self.done else 1.0
        else:
            coming = span(self.age, 0.0, DIM_IN * self.duration) if not self.done else 1.0
            shown = FIRST_DIM + (1 - FIRST_DIM) * ease_out(coming)
        return shown * (1 - span(u, GONE, 1.0))

    def cross_fades(self) -> bool:
        """True when the veil cross-fades in (:data:`CROSS_FADED`): a 10 000 stage's."""
        return self.kind in CROSS_FADED

    def coming_in(self) -> bool:
        """True while the dimming still comes in (:data:`DIM_IN`): the table's veil is laid
        whole under it meanwhile, so no figure of the table reads through a partial dimming
        (a 10 000 stage's veil cross-fades in with its dimming instead: never)."""
        return not self.done and self.age < DIM_IN * self.duration \
            and not self.cross_fades()

    def stamp_scale(self) -> float:
        """The stamp's size against its resting size: large and falling, a small bounce
        past the impact, then still; 0 before it appears."""
        u = self.progress
        start = self.slam_start()
        if u < start:
            return 0.0
        if u < SLAM[1] and self.kind in SCALE_IN:  # grows in, overshooting (an ease-out-back)
            t = span(u, start, SLAM[1]) - 1
            return SCALE_IN_FROM + (1 - SCALE_IN_FROM) * (1 + 2.7 * t ** 3 + 1.7 * t * t)
        if u < SLAM[1] and self.kind in SOFT_ENTRY:  # growing into place as it fades in
            return SOFT_FROM + (1 - SOFT_FROM) * ease_out(span(u, SLAM[0], SLAM[1]))
        if u < SLAM[1]:
            fall = span(u, start, SLAM[1])
            most = SLAM_FROM_KIND.get(self.kind, SLAM_FROM)
            return most - (most - 1) * fall * fall  # accelerating down
        bounce = span(u, SLAM[1], SLAM[1] + 0.1)
        leaving = span(u, FADE_OUT, STAMP_GONE)
        return (1.0 + 0.07 * (1 - bounce) * (1 if bounce < 0.5 else -0.4)) \
            * (1 - EXIT_SHRINK * leaving * leaving)

    def stamp_alpha(self) -> float:
        """The stamp's opacity (0..1): it appears as it falls and fades at the end."""
        u = self.progress
        if self.kind in TITLED_ENTRY:  # whole from the first frame, with its light
            return 1 - span(u, FADE_OUT, STAMP_GONE)
        coming = SLAM[1] if self.kind in SOFT_ENTRY else SLAM[0] + 0.05
        return span(u, SLAM[0], coming) * (1 - span(u, FADE_OUT, STAMP_GONE))

    def slam_start(self) -> float:
        """The share of the stage at which the stamp appears (the win's: at once)."""
        return 0.0 if self.kind in TITLED_ENTRY else SLAM[0]

    def light(self) -> float:
        """How strong the light behind the stamp is (0..1): it goes with the stamp, so that
        nothing of it (no ray, no glow) stays while the dimming lifts."""
        return 0.0 if self.done else 1 - span(self.progress, FADE_OUT, STAMP_GONE)

    def impact(self) -> float:
        """The stamp's impact, 1 as it hits and dying out (a shake, a flash, a burst)."""
        u = self.progress
        if u < SLAM[1]:
            return 0.0
        return max(0.0, 1 - (u - SLAM[1]) / 0.18)

    def burst(self) -> float:
        """How much of the burst (confetti, sparks) still shows (0..1): it thins out from
        the middle of the stage and is gone with the stamp."""
        return 1 - span(self.progress, 0.7, BURST_GONE)

    def count(self) -> float:
        """How far a counter has counted (0..1): over :data:`COUNT`, at most
        :data:`COUNT_MOST` seconds for the moments it names."""
        if self.done:
            return 1.0
        start = COUNT[0] * self.duration
        length = (COUNT[1] - COUNT[0]) * self.duration
        length = min(length, COUNT_MOST.get(self.kind, length))
        return ease_out(span(self.age, start, start + length))

    def flight(self) -> float:
        """How far a counter has flown into its cell (0: under the stamp, 1: arrived)."""
        u = span(self.progress, *self.fly)
        return u * u * (3 - 2 * u)  # leaves gently, lands gently

    def pop(self) -> float:
        """How much the cell a number landed in pops now (0..1..0 over :data:`POP` after
        the landing; 0 before it)."""
        if self.done:
            return 0.0
        return math.sin(math.pi * span(self.progress, self.fly[1], self.fly[1] + POP))

    def since_impact(self) -> float:
        """Seconds since the stamp hit (0 before): the particles' clock."""
        return max(0.0, self.age - SLAM[1] * self.duration) if not self.done else 0.0


def cell_figure(clock: StageClock, was: int, end: int) -> int:
    """The figure a row's cell reads at ``clock``'s age as a stage's number flies into it:
    ``was`` until the number melts into it (:data:`LANDING` of its flight), counting up to
    ``end`` as it melts, ``end`` from its landing on (a Yams bonus's row counts 0 → N while
    its stage is on, critic C66)."""
    flight = clock.flight()
    if flight >= 1:
        return end
    if flight < LANDING:
        return was
    u = span(flight, LANDING, 1.0)
    return min(end, was + int((end - was) * (1 - (1 - u) ** 2)))


def counted_figure(clock: StageClock, start: int, end: int, step: int = 1) -> int:
    """The figure a stage's counter says at ``clock``'s age, counting ``start`` to ``end``
    over :meth:`StageClock.count` (in the game's ``step`` on the way; an amount from 0 from
    its first step, never "+0"): the one figure a TOTAL's big count, its lifted cell and its
    standings row say together (critic C69: never 313 over a cell reading 287)."""
    value = round(start + (end - start) * clock.count())
    if step > 1 and value != end:
        value = start + step * ((value - start) // step)
        if start == 0 < end:
            value = max(value, min(step, end))
    return value


def goal_folded(clock: StageClock) -> float:
    """How much of the goal's plate still shows at ``clock``'s age as it
    leaves (1 until :data:`game.theme_stage.FARKLE_GOAL_LEAVE`, then folding shut to 0): it
    has gone before the table behind it lifts back sharp (from :data:`GONE`), never folding
    over a table already read."""
    u = span(clock.progress, *theme_stage.FARKLE_GOAL_LEAVE)
    return 1 - u * u
