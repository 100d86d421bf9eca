"""The Yams table's views: each draws one region from what the flow exposes, deciding nothing.

- :func:`draw_held_slots`, :func:`draw_hold_invite`: the kept dice's row, its empty sockets
  in one quiet look in every beat, and its one invitation under them (as
  :mod:`game.flow.yams_hold_row` decides);
- :func:`hint_rings`, :func:`release_marks`, :func:`draw_hint_marks`: the "Sugestie" outlines;
- :func:`draw_penta`: the "Penta!" pop in the strip between the held row and the rolled dice;
- :class:`MessageViews`: the refusal's red pill in the table's one message lane, between the
  turn line and the kept dice's row (the announcement and the computer's turn banner are
  said in the prompt's one pill, ruling S10: :mod:`game.views.yams_prompt`); never over the
  dice, their slots or the sheet.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

import pygame

from game import theme, theme_table
from game.flow.celebration import Celebration
from game.flow.messages import Ends, Message, TableVoice, Tone
from game.flow.turn_passing import UndoReturn
from game.i18n import format_int
from game.views import farkle_sockets
from game.widgets import layout_record, pill
from game.widgets.celebration import (
    celebration_bounds,
    draw_celebration,
    draw_frame_glow,
    frame_bounds,
)
from game.widgets.decor import draw_glints
from game.widgets.scorecard import ScoreSheet
from game.widgets.surface_cache import SurfaceCache
from game.widgets.text import (
    BOLD,
    DISPLAY,
    cap_centre_shift,
    draw_text,
    fit_size,
    line_height,
    render,
    text_size,
)

Point = tuple[float, float]

TONE_COLOURS = {Tone.BAD: theme.MESSAGE_REFUSED, Tone.WARN: theme.MESSAGE_WARN,
                Tone.CELEBRATE: theme.GOLD}
"""The colour a message's tone is named by (the rest: theme.MESSAGE_INFO)."""

def refusal_pill(message: Message) -> str:
    """The pill a refusal is drawn on: the warning's amber (a refused click at its place),
    a neutral one when it only says to wait; never the red of the one next action."""
    return pill.INFO if message.tone in (Tone.INFO, Tone.GOOD) else pill.WARN


def lane_text(message: Message) -> str:
    """A message's lines said as one sentence in the message lane."""
    return " · ".join(message.lines())


def tone_colour(tone: Tone) -> tuple[int, int, int]:
    """The colour of a message of ``tone`` (text on the felt, the toasts' colour)."""
    return TONE_COLOURS.get(tone, theme.MESSAGE_INFO)


def toasts(voice: TableVoice) -> list[tuple[str, tuple[int, int, int], float]]:
    """What ``voice`` says in its pills: the announcement's lines, then the refusal, as
    (text, colour, seconds left; inf until a person acts)."""
    shown = []
    for message in (voice.announcement, voice.refusal):
        if message is None:
            continue
        left = math.inf  # until a person acts
        if message is voice.refusal:
            left = theme.YAMS_MESSAGE_TIME - message.age
        elif message.ends is Ends.TIMER and message.seconds is not None:
            left = message.seconds - message.age
        shown += [(line, tone_colour(message.tone), left) for line in message.lines()]
    return shown


def prompt_colour(tone: Tone) -> tuple[int, int, int]:
    """The prompt's colour: guidance is muted, a warning amber; never the refusal's red."""
    return theme.MESSAGE_WARN if tone is Tone.WARN else theme.MUTED


# --- the held row and the "Sugestie" ---------------------------------------------------------


def draw_unwritten(surface: pygame.Surface, sheet: ScoreSheet, back: UndoReturn,
                   scale: float) -> None:
    """While an undo plays its way back (``back``), the undone box's written points fading
    out of its cell on ``sheet``: the paper and the ink as they were, over the cell opened
    again."""
    alpha = round(255 * max(0.0, min(1.0, 1 - back.progress)))
    if not back.active or back.player is None or alpha <= 0:
        return
    size, points = sheet.font_size, format_int(back.points)
    box = sheet.cell_rect(back.player, back.box).inflate(-theme.px(6, scale),
                                                         -theme.px(4, scale))
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*theme.SHEET_BG, 255), layer.get_rect(),
                     border_radius=theme.px(8, scale))
    words = render(points, size, theme.INK, BOLD)
    layer.blit(words, words.get_rect(center=layer.get_rect().center))
    layer.set_alpha(alpha)
    surface.blit(layer, box)


_HOLD_LAYERS: SurfaceCache[tuple[object, ...]] = SurfaceCache(max_bytes=2**21, max_items=16)
"""The kept row's sockets (by side, scale)."""


def draw_held_slots(surface: pygame.Surface, centres: Sequence[Point], side: int,
                    scale: float) -> None:
    """The kept dice's empty places, quiet and alike in every beat (S1; critic C67: the
    sockets were outlined light in one beat, filled dark in the next): each a pocket of the
    rack (:mod:`game.views.yams_rack`) pressed in, shaded under its top edge, no outline, no
    words (round 76, hI76: five outlined boxes on the felt read as empty slots); a kept die
    sits in its own pocket, so the row never moves (``scale``: the signature the table's
    views share)."""
    pocket = max(4, round(side * theme_table.YAMS_RACK_POCKET))
    layer = _HOLD_LAYERS.get(("socket", side, scale))
    if layer is None:  # (drawn once per size, not every frame)
        layer = pygame.Surface((pocket, pocket), pygame.SRCALPHA)
        layer.blit(farkle_sockets.socket(pocket), (0, 0))  # the 10 000's pressed place
        _HOLD_LAYERS.put(("socket", side, scale), layer)
    for x, y in centres:
        surface.blit(layer, (round(x - pocket / 2), round(y - pocket / 2)))


@lru_cache(maxsize=16)
def _invite_size(text: str, width: int, height: int, scale: float, least: int) -> int:
    """The invitation's type size in a lane ``width`` × ``height``: the body size, smaller
    where the lane is lower than its line or narrower than its words; fitted once per text
    and lane (and type floor in force, ``least``), then remembered (the review, round 68: it
    was measured down every frame)."""
    size = max(theme.font_px(theme.FONT_BODY, scale), theme.TABLE_TYPE_LEAST)
    while size > theme.TABLE_TYPE_LEAST and line_height(size) > height:
        size -= 1  # (the lane's height: the words never reach a socket or a die)
    return fit_size(text, size, max(1, width), BOLD)


def draw_hold_invite(surface: pygame.Surface, text: str, lane: pygame.Rect,
                     scale: float) -> None:
    """The kept row's one invitation (before the game's first kept die), said in the felt
    ``lane`` just under the row's sockets (the scene's :meth:`hold_invite_lane`), over none
    of them (critic C67: its pill covered three): what the row is for, gold on the felt."""
    size = _invite_size(text, lane.w, lane.h, scale, theme.least_type())
    draw_text(surface, text, size, theme.GOLD, lane.center, shadow=theme.px(2, scale),
              weight=BOLD, role="hold_invite")


REST_FACES = (5, 2, 6, 3, 1)
"""The faces the tray holds before a game's first throw (never drawn: the dice are in the
cup until the first throw, :mod:`game.widgets.dice_cup`)."""


def draw_dice_slots(surface: pygame.Surface, centres: Sequence[Point], side: int,
                    scale: float) -> None:
    """Before a turn's first throw: where the five dice will land, as faint outlined slots
    (no pips, nothing to mistake for a roll), so the dice row is never a dead band."""
    radius = max(2, round(side * 0.18))
    layer = pygame.Surface((side, side), pygame.SRCALPHA)
    pygame.draw.rect(layer, (0, 0, 0, 40), layer.get_rect(), border_radius=radius)
    pygame.draw.rect(layer, (*theme.GOLD, 60), layer.get_rect(), max(1, theme.px(3, scale)),
                     border_radius=radius)
    for x, y in centres:
        surface.blit(layer, (round(x - side / 2), round(y - side / 2)))


def hint_rings(positions: Sequence[Point], die_size: int) -> list[pygame.Rect]:
    """A rounded square hugging each die to keep (a square, not a circle, so that the outline
    of a held die stays inside the held row)."""
    side = round(die_size * theme.YAMS_HINT_RING_SIDE)
    rings = []
    for x, y in positions:
        ring = pygame.Rect(0, 0, side, side)
        ring.center = (round(x), round(y))
        rings.append(ring)
    return rings


def release_marks(positions: Sequence[Point], die_size: int) -> list[pygame.Rect]:
    """A small × over the top-right corner of each held die to release."""
    side = round(die_size * 0.4)
    reach = die_size * 0.5
    marks = []
    for x, y in positions:
        mark = pygame.Rect(0, 0, side, side)
        mark.center = (round(x + reach), round(y - reach))
        marks.append(mark)
    return marks


def draw_hint_marks(surface: pygame.Surface, rings: Sequence[pygame.Rect],
                    marks: Sequence[pygame.Rect], scale: float) -> None:
    """The rings round the dice to keep and the crosses on the dice to release."""
    width = max(2, theme.px(5, scale))
    for ring in rings:
        pygame.draw.rect(surface, theme.HINT_RING, ring, width,
                         border_radius=round(ring.w * 0.24))
    for mark in marks:
        radius = mark.w // 2
        pygame.draw.circle(surface, theme.SHADOW, mark.move(0, theme.px(3, scale)).center,
                           radius)
        pygame.draw.circle(surface, theme.HINT_RELEASE, mark.center, radius)
        pygame.draw.circle(surface, theme.CREAM, mark.center, radius, max(1, theme.px(3, scale)))
        cross = mark.inflate(-round(mark.w * 0.56), -round(mark.h * 0.56))
        pygame.draw.line(surface, theme.CREAM, cross.topleft, cross.bottomright, width)
        pygame.draw.line(surface, theme.CREAM, cross.topright, cross.bottomleft, width)


def banner_alpha(message: Message | None) -> float:
    """How strongly the turn banner ``message`` shows now (0..1: fading in, full, fading out;
    0 without a banner)."""
    if message is None:
        return 0.0
    fade = theme.TURN_BANNER_FADE
    return max(0.0, min(1.0, message.age / fade, (theme.TURN_BANNER_TIME - message.age) / fade))


def held_row_banner(voice: TableVoice, computer_turn: bool) -> Message | None:
    """The turn banner drawn in the held row: only the computer's ("Urmărește-i
    aruncările", what to do while it plays). A person's turn is greeted by the turn line
    itself (its entrance), so "La rând: Ana" is said once, never beside a second "E rândul
    tău!"."""
    return voice.banner if computer_turn else None


RING_BAND = 0.45
"""The countdown's timer ring's band, a share of its radius (the hollow in it: a ring, not a
pie, which read as a half-moon at 1024×600)."""


def draw_countdown_arc(surface: pygame.Surface, centre: tuple[int, int], radius: int, band: int,
                share: float) -> None:
    """The countdown's arc: ``share`` of the ring's band from the top, clockwise, in the
    warning colour (a polygon, without the gaps of a thick ``pygame.draw.arc``)."""
    steps = max(2, round(64 * share))
    outer, inner = [], []
    for k in range(steps + 1):
        angle = 2 * math.pi * share * k / steps
        sin, cos = math.sin(angle), math.cos(angle)
        outer.append((centre[0] + radius * sin, centre[1] - radius * cos))
        inner.append((centre[0] + (radius - band) * sin, centre[1] - (radius - band) * cos))
    pygame.draw.polygon(surface, theme.COUNTDOWN_ARC, outer + inner[::-1])


def draw_countdown_ring(surface: pygame.Surface, centre: tuple[int, int], radius: int,
                        left: float = 1.0, count: str | None = None) -> pygame.Rect:
    """The Y10 countdown's timer ring on the box it will fill: a hollow track, the time left
    an arc in the warning colour draining clockwise as ``left`` (the share of the delay still
    to run) falls. Given ``count`` (what it counts, "3 s"), a badge: a paper plate under the
    ring (over the box's lines it crosses) and the count centred inside it, bold. Returns the
    ring's rectangle."""
    ring = pygame.Rect(centre[0] - radius, centre[1] - radius, 2 * radius, 2 * radius)
    share_of_band = RING_BAND if count is None else theme.YAMS_COUNTDOWN_BADGE_BAND
    band = max(3 if count is None else BADGE_BAND_LEAST, round(radius * share_of_band))
    if count is not None:
        pygame.draw.circle(surface, theme.SHEET_OPEN, centre, radius)
    pygame.draw.circle(surface, theme.COUNTDOWN_TRACK, centre, radius, band)
    share = max(0.0, min(1.0, left))
    if share > 0:
        draw_countdown_arc(surface, centre, radius, band, share)
    if count is not None:
        hollow = (radius - band) * 2
        size = max(theme.least_type(), math.ceil(BADGE_LEAST_EM / theme.FONT_EM),
                   round(hollow * BADGE_DIGIT_FILL / theme.FONT_EM / DIGIT_SHARE))
        middle = (centre[0], centre[1] + cap_centre_shift(size, BOLD))  # its ink centred
        draw_text(surface, count, size, theme.INK, middle, weight=BOLD, role="countdown",
                  max_width=round(hollow * BADGE_COUNT_WIDTH))
    return ring


BADGE_DIGIT_FILL = 0.72
"""The badge's digit: its ink this share of the ring's hollow, top to bottom (0.56 with its
unit beside it, "3 s", hY88; the digit alone since round 73, in a ring no taller than its
row since round 74, critic cQ74)."""
BADGE_LEAST_EM = 20
"""The badge's digit never under this many window px of em (ruling S10, round 73: 20 px at
1024x600, where the ring as tall as its row leaves a hollow of 16 px)."""
BADGE_BAND_LEAST = 2
"""The badge's band never thinner (window px): 2 in its 22 px ring at 1024x600, where 3 left
its digit no air (the ring no taller than its row, round 74)."""
BADGE_COUNT_WIDTH = 1.0
"""The badge's count (its digit alone) at most this share of the ring's hollow wide."""
DIGIT_SHARE = 0.72
"""A digit's ink height, a share of its em (Lato's figures: as tall as its capitals)."""


def badge_across(scale: float) -> int:
    """The countdown badge's diameter at the table's ``scale``: 68 px at 1920x1080, scaled
    under it, never under 38 px (critic round 70: a small badge; cA75: the timer)."""
    across = theme.px(theme_table.YAMS_COUNTDOWN_RING_ACROSS, scale)
    return max(theme_table.YAMS_COUNTDOWN_RING_LEAST, across)


def countdown_badge(cell: pygame.Rect, scale: float, font_size: int) -> pygame.Rect:
    """The Y10 countdown's one badge on the sheet (the table draws it there, the coach's card
    points at it, the "?" page pictures it): a ring ON the box it will fill, :func:`badge_across`
    wide (round 75, critic cA75: the timer, taller than its row; round 74's ring no taller
    than its row read small), centred on its row, inside its column, clear of the column's
    borders (critic C60, round 70: it crossed them at 1024): at its right end, beside the
    box's ring closed round its value (critic D71), clear of it (a box holds two digits at
    most, at the sheet's ``font_size``) where the column has room for both, else centred on
    the box, no taller than its row (six narrow columns)."""
    clear = max(2, theme.px(theme.YAMS_COUNTDOWN_BADGE_CLEAR, scale))
    value_end = cell.centerx + text_size("88", font_size, BOLD)[0] // 2 + clear
    # its right end where the box's ring's would be (the sheet's cheapest_ring), the ring
    # closed round the figure before it (critic D71: on the ring's end it crowded the figure),
    # paper between it and the column's outline (critic C65: the sheet's border)
    right = cell.right - (max(4, theme.px(theme.YAMS_CHEAPEST_RING_INSET, scale))
                          + clear)
    # the timer itself (round 75, critic cA75: a ring no taller than its row, ~38 px at
    # 1920, read small): badge_across wide right of the figures of its column, across its
    # row's lines onto the paper right of the rows over and under it; where the column has
    # no room beside its figures (six narrow columns) it is centred on the box, no taller
    # than its row (round 74, critic cQ74: over the neighbours' figures)
    across = min(badge_across(scale), cell.w - 2 * clear)
    if right - across >= value_end:
        radius = across // 2
        return pygame.Rect(right - 2 * radius, cell.centery - radius, 2 * radius, 2 * radius)
    radius = min(across, cell.h) // 2
    centre_x = right - radius if right - 2 * radius >= value_end else cell.centerx
    return pygame.Rect(centre_x - radius, cell.centery - radius, 2 * radius, 2 * radius)


# --- Penta! -----------------------------------------------------------------------------


def draw_penta(surface: pygame.Surface, strip: pygame.Rect, left: float, text: str,
               scale: float, glints: Sequence[Point] | None, die_size: int,
               time: float) -> None:
    """A scale pop of ``text`` in ``strip`` (``left`` seconds of it left) and, once the dice
    rest (``glints``: their centres), gold glints at their corners."""
    if left <= 0:
        return
    t = 1 - left / theme.YAMS_PENTA_TIME
    pop = min(1.0, t * 6)
    grow = 0.6 + 0.55 * pop - 0.15 * max(0.0, min(1.0, t * 6 - 1))  # grows, overshoots
    size = min(theme.font_px(theme.FONT_TITLE, scale), round(strip.h * 0.95))
    size = max(theme.least_type(), round(size * grow))
    alpha = 255 if left > 0.4 else round(255 * left / 0.4)
    image = render(text, size, theme.GOLD, DISPLAY)
    shadow = render(text, size, theme.SHADOW, DISPLAY)
    rect = image.get_rect(center=strip.center)
    shadow.set_alpha(alpha // 2)
    surface.blit(shadow, rect.move(theme.px(3, scale), theme.px(3, scale)))
    shadow.set_alpha(None)
    image.set_alpha(alpha)
    surface.blit(image, rect)
    image.set_alpha(None)
    if layout_record.ON:
        layout_record.text(surface, rect, text, "celebration")
    if glints:
        draw_glints(surface, list(glints), die_size, time, theme.GOLD)


# --- celebrations on the sheet ------------------------------------------------------------


def celebrated_cells(sheet: ScoreSheet, bonus: Celebration, win: Celebration,
                     visible: bool) -> list[tuple[pygame.Rect, Celebration]]:
    """The sum cells popping now: the upper bonus just earned, the winners' TOTAL."""
    cells = []
    for celebration, row in ((bonus, "upper_bonus"), (win, "total")):
        if celebration.active and visible:
            cells += [(sheet.sum_cell_rect(p, row), celebration) for p in celebration.targets]
    return cells


def winner_columns(sheet: ScoreSheet, win: Celebration, visible: bool) -> list[pygame.Rect]:
    """The winners' columns, framed at the end of the game."""
    if not (win.active and visible):
        return []
    return [sheet.column_rect(p) for p in win.targets]


def celebration_rects(sheet: ScoreSheet, bonus: Celebration, win: Celebration, visible: bool,
                      scale: float, area: pygame.Rect) -> list[pygame.Rect]:
    """Everything the running celebrations may paint now, inside ``area``."""
    rects = [celebration_bounds(rect, scale, area)
             for rect, _ in celebrated_cells(sheet, bonus, win, visible)]
    rects += [frame_bounds(rect, scale) for rect in winner_columns(sheet, win, visible)]
    return [rect.clip(area) for rect in rects]


def draw_celebrations(surface: pygame.Surface, sheet: ScoreSheet, bonus: Celebration,
                      win: Celebration, visible: bool, time: float, scale: float,
                      area: pygame.Rect) -> None:
    """The winners' columns glowing, then the popping cells (clipped to ``area``)."""
    for rect in winner_columns(sheet, win, visible):
        draw_frame_glow(surface, rect, win.progress, scale, clip=area)
    for rect, celebration in celebrated_cells(sheet, bonus, win, visible):
        draw_celebration(surface, rect, celebration.progress, time, scale, clip=area)


# --- the message channels ---------------------------------------------------------------


class MessageViews:
    """Where each channel of the table's voice is said (each is said in the prompt's pill now).

    The table sets the places in its layout: ``lane`` (the one message lane between the turn
    line and the held row, where every caption is said), ``band`` (the held row), ``slot``
    (between the rolled dice and the buttons: the air kept above them) and ``column`` (the
    left column).
    """

    def __init__(self) -> None:
        """No places yet (set by the table's layout)."""
        self.scale = 1.0
        self.lane = pygame.Rect(0, 0, 0, 0)
        self.band = pygame.Rect(0, 0, 0, 0)
        self.slot = pygame.Rect(0, 0, 0, 0)
        self.column = pygame.Rect(0, 0, 0, 0)

    def layout(self, *, lane: pygame.Rect, band: pygame.Rect, slot: pygame.Rect,
               column: pygame.Rect, scale: float) -> None:
        """Take the places of the channels."""
        self.lane, self.band, self.slot, self.column = lane, band, slot, column
        self.scale = scale
