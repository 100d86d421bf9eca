"""The 10 000 table's ledger ("Puse deoparte"): each group set aside this turn with its dice,
its name and its points, older groups folded into one line when they do not fit, and the
turn's running total large at its foot (struck through when the turn is lost).

Like :mod:`game.widgets.farkle_panels`, it only draws what it is given (translated words,
written numbers); it knows no rule of the game.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game import theme
from game.theme_table import LONG_ROW_PLACES
from game.widgets import layout_record
from game.widgets.dice_render import FaceCache
from game.widgets.farkle_ledger_throw import NextThrow as NextThrow  # (re-exported)
from game.widgets.farkle_ledger_throw import draw_next_throw
from game.widgets.farkle_panels import ValueLine, draw_dice_row
from game.widgets.felt import draw_panel
from game.widgets.struck_figure import LOST_FIGURE, draw_struck_figure, worth_striking
from game.widgets.text import STAMP, draw_text, fit_size, line_height, text_size


@dataclass(frozen=True)
class StoryRow:
    """One group set aside this turn as the story panel shows it."""

    dice: tuple[int, ...]
    name: str
    """Its combinations as the selection line names them ("Trei de 5 + un 1")."""
    points: str
    hot_mark: str = ""
    """When this group opens a new round after hot dice: the line drawn above it."""
    pending: bool = False
    """The selection still on the mat: drawn lighter in a dashed frame, "în selecție" for
    its name, until the next throw (or the bank) sets it aside."""
    set_name: str = ""
    """A pending row's name once its dice are set aside: it spans the places it will span
    (round 73, hF84: it took one place, then two as a long row, the rows under it moving)."""
    set_points: str = ""
    """A pending row's points once set aside (measured with its ``set_name``)."""


def _story_metrics(scale: float) -> tuple[int, int, int, int, int]:
    """pad, small, body, die side, the gap under a line."""
    return (theme.px(24, scale), theme.font_px(theme.FONT_SMALL, scale),
            theme.font_px(theme.FONT_BODY, scale), theme.px(theme.FARKLE_SMALL_DIE, scale),
            theme.px(12, scale))


def _grown(scale: float, grow: float) -> tuple[int, int]:
    """A row's die side and the gap under it, ``grow`` times their own size."""
    return (theme.px(theme.FARKLE_SMALL_DIE * grow, scale), theme.px(12 * grow, scale))


def label_size(scale: float) -> int:
    """The one type size of the ledger's row words ("în selecție", "Trei de 1"), beside their
    dice or under them, in every state (round 62, critic B61: "în selecție" changed size
    between states and the words were small): the panel's small type, as "Total tură", never
    under :data:`LABEL_LEAST` (critic B41: read at a glance at 1024×600)."""
    return max(theme.font_px(theme.FONT_SMALL, scale), LABEL_LEAST)


LABEL_LEAST = 24
"""The least layout size of the ledger's row words: 17 px of em (at 1366×768 and 1024×600)."""


def row_type(scale: float, grow: float = 1.0) -> tuple[int, int]:
    """A row's name's and points' type sizes, its dice ``grow`` times their own size: the
    words grow with them, up to :data:`theme.FARKLE_LEDGER_TYPE_GROW_MOST` (round 50, critic
    B41: at 1024x600 the turn's story stood at the type floor beside bigger dice)."""
    words = min(grow, theme.FARKLE_LEDGER_TYPE_GROW_MOST)
    return (theme.font_px(round(theme.FONT_SMALL * words), scale),
            theme.font_px(round(theme.FONT_BODY * words), scale))


def story_grow(rect: pygame.Rect, scale: float, rows: Sequence[StoryRow] = ()) -> float:
    """How much larger than their own size the ledger at ``rect`` sets its rows (bigger dice,
    more air): the ledger's one grow (:func:`ledger_grow`), whatever ``rows`` it holds (hF60,
    critic B51: it grew and shrank with the turn's rows, the ledger changing shape at each
    beat; round 41's larger rows for a short story retired)."""
    return ledger_grow(rect, scale)


WORDS_GROW_LEAST = 1.4
"""A row's words are at least this much larger than their own size (read at a glance beside
its dice, critic B41), shrunk only where a long name needs it."""

LEDGER_PLACES = 3
"""The least row places the ledger keeps for a turn's groups: its rows are set as large as
this many fit (up to :data:`theme.FARKLE_LEDGER_GROW_MOST`)."""

PLACE_AIR = 1.35
"""A row's place is this much taller than its dice (the inset round them)."""


def _rows_room(rect: pygame.Rect, scale: float) -> tuple[int, int]:
    """The top and bottom of the ledger's room for rows (under its title, over its total)."""
    pad = _story_metrics(scale)[0]
    return _story_top(rect, scale), rect.bottom - pad // 2 - _footer_height(scale)


def ledger_grow(rect: pygame.Rect, scale: float) -> float:
    """The ledger at ``rect``'s one row size (its dice ``grow`` times their own): the largest
    at which :data:`LEDGER_PLACES` places fit its room, fixed through a turn (hF60)."""
    top, bottom = _rows_room(rect, scale)
    grow = theme.FARKLE_LEDGER_GROW_MOST
    while grow > 1.0:
        side, gap = _grown(scale, grow)
        if LEDGER_PLACES * (round(side * PLACE_AIR) + gap) <= bottom - top:
            return grow
        grow = round(grow - 0.1, 2)
    return 1.0


def ledger_places(rect: pygame.Rect, scale: float) -> list[pygame.Rect]:
    """The ledger at ``rect``'s row places, top to bottom: one grid for the rows set aside,
    the row being built and the rows to come (hF60, critic B51: the rows were restyled and
    moved at each beat), each as tall, the room shared whole (each at most
    :data:`FREE_ROW_STRETCH` its dice), across the rows' width."""
    pad = _story_metrics(scale)[0]
    top, bottom = _rows_room(rect, scale)
    side, gap = _grown(scale, ledger_grow(rect, scale))
    count = (bottom - top) // (round(side * PLACE_AIR) + gap)
    if count <= 0:
        return []
    high = min(round(side * FREE_ROW_STRETCH), (bottom - top) // count - gap)
    return [pygame.Rect(rect.x + pad, top + k * (high + gap), rect.w - 2 * pad, high)
            for k in range(count)]


def _story_top(rect: pygame.Rect, scale: float) -> int:
    pad, small, _, _, _ = _story_metrics(scale)
    return rect.y + pad + small + theme.px(16, scale)


def ledger_in_use(rect: pygame.Rect, scale: float, rows: Sequence[StoryRow]) -> tuple[
        pygame.Rect, pygame.Rect]:
    """The two parts of the ledger at ``rect`` that say something: its title with the rows
    shown (``rows``: the story; the empty ledger's words take one line), and its foot with
    the turn's total. Between them the ledger is free felt (a coach card may sit there)."""
    pad, small, _, _, gap = _story_metrics(scale)
    top = _story_top(rect, scale)
    shown = _row_places(rect, scale, rows)[1] if rows else []
    if shown:
        used = shown[-1].bottom - top
    else:
        used = empty_box(rect, scale).bottom - top
    head = pygame.Rect(rect.x, rect.y, rect.w, top + used - rect.y)
    foot_y = rect.bottom - pad // 2 - _footer_height(scale)
    return head, pygame.Rect(rect.x, foot_y, rect.w, rect.bottom - foot_y)


def empty_box(rect: pygame.Rect, scale: float) -> pygame.Rect:
    """The box the empty ledger's one quiet line stands in, at the top of the ledger at
    ``rect``, where the first dice set aside will land: the grid's first place (hF60)."""
    places = ledger_places(rect, scale)
    if places:
        return pygame.Rect(places[0])
    pad, small, _, _, _ = _story_metrics(scale)
    return pygame.Rect(rect.x + pad, _story_top(rect, scale), rect.w - 2 * pad,
                       line_height(small) + theme.px(20, scale))


def _draw_empty_box(surface: pygame.Surface, rect: pygame.Rect, scale: float,
                    words: str) -> None:
    """The empty ledger's one quiet line, ``words``, in its first place, on one faint rule
    like the rows to come (critic B69: its outlined box read as a dead input field; no line
    while a coach card lies on it)."""
    if not words:
        return
    box = empty_box(rect, scale)
    draw_place_rule(surface, box, scale)
    layout_record.panel(surface, box, "ledger_empty")
    # centred, clear of both its edges (critic B40: at 1024×600 it ran to the right one)
    room = box.w - theme.px(20, scale)
    draw_text(surface, words, fit_size(words, theme.font_px(theme.FONT_SMALL, scale), room),
              theme.MUTED, box.center, max_width=room)


def ledger_title(rect: pygame.Rect, scale: float) -> pygame.Rect:
    """The ledger's title band, from its top down to where its rows (or its empty words)
    begin."""
    return pygame.Rect(rect.x, rect.y, rect.w, _story_top(rect, scale) - rect.y)


LEDGER_TOTAL = 84
"""The turn's running total at the ledger's foot, reference layout size (display face)."""


def ledger_total_row(rect: pygame.Rect, scale: float) -> tuple[pygame.Rect, pygame.Rect]:
    """The rule over the ledger's foot (a thin band) and the row under it where the turn's
    total's figures stand (as tall as their ink): what a coach card speaking of the total points
    at, and keeps clear."""
    pad = _story_metrics(scale)[0]
    foot = rect.bottom - pad // 2 - _footer_height(scale) + theme.px(4, scale)
    width = max(1, theme.px(2, scale))
    big = theme.font_px(LEDGER_TOTAL, scale)
    mid = foot + theme.px(8, scale) + line_height(big, STAMP) // 2
    figures = big // 2  # the figures' ink, about half the type size
    return (pygame.Rect(rect.x + pad, foot - width, rect.w - 2 * pad, 2 * width + 1),
            pygame.Rect(rect.x + pad, mid - figures // 2, rect.w - 2 * pad, figures))


def _footer_height(scale: float) -> int:
    _, _, _, _, gap = _story_metrics(scale)
    return line_height(theme.font_px(LEDGER_TOTAL, scale), STAMP) + gap + theme.px(8, scale)


def story_fit(rect: pygame.Rect, scale: float, rows: Sequence[StoryRow]) -> int:
    """How many of the latest ``rows`` a story panel at ``rect`` shows whole, each in its
    place (:func:`ledger_places`; the older ones fold into one summary line in the first
    place; at least 1)."""
    return len(_row_places(rect, scale, rows)[1])


def _row_sizes(rect: pygame.Rect, scale: float) -> tuple[int, int, int]:
    """The ledger at ``rect``'s rows' die side, name size and points size."""
    grow = ledger_grow(rect, scale)
    return (_grown(scale, grow)[0], *row_type(scale, max(WORDS_GROW_LEAST, grow)))


def _is_long(row: StoryRow, place: pygame.Rect, scale: float, sizes: tuple[int, int, int]
             ) -> bool:
    """Whether ``row``'s dice beside its name and points would shrink under 4/5 of their
    size in one ``place`` (six dice, "Trei de 2 + un 5"): such a row takes two places."""
    side, _words, points_size = sizes
    inner, apart = theme.px(10, scale), theme.px(6, scale)
    figure = row.set_points or row.points  # (a pending row: as it will be, hF84)
    points = text_size(figure, fit_size(figure, points_size, place.w // 4))[0]
    words = text_size(row.set_name or row.name, label_size(scale))[0]
    count = max(1, len(row.dice))
    fits = (place.w - 2 * inner - points - words - theme.px(28, scale)
            - (count - 1) * apart) // count
    return fits < side * 4 // 5


def _row_places(rect: pygame.Rect, scale: float, rows: Sequence[StoryRow]
                ) -> tuple[int, list[pygame.Rect]]:
    """Where the latest of ``rows`` stand in the ledger at ``rect``: the grid places the
    folded line of the older ones takes (0 or 1), and each row shown's rect, oldest first:
    one place, or two joined for a long row (:func:`_is_long`; round 65, critic B64: six dice
    stood as specks over their name on the row's rim)."""
    places = ledger_places(rect, scale)
    if not places:
        return 0, []
    sizes = _row_sizes(rect, scale)
    spans = [2 if len(places) >= LONG_ROW_PLACES and _is_long(row, places[0], scale, sizes)
             else 1 for row in rows]
    at = 0 if sum(spans) <= len(places) or len(places) < 2 else 1  # (one place: the
    # latest row, never a folded line that leaves it none; review of round 65: IndexError)
    room, shown = len(places) - at, 0
    while shown < len(rows) and spans[len(rows) - 1 - shown] <= room:
        room -= spans[len(rows) - 1 - shown]
        shown += 1
    shown = max(1, shown)
    rects, k = [], at
    for span in spans[len(rows) - shown:]:
        if k >= len(places):  # (the grid is full: no row past its last place)
            break
        span = min(span, len(places) - k)
        rects.append(places[k].union(places[k + span - 1]))
        k += span
    return at, rects


def draw_story(surface: pygame.Surface, rect: pygame.Rect, scale: float, cache: FaceCache,
               title: str, empty: str, rows: Sequence[StoryRow], total: ValueLine,
               earlier: str = "", lost: bool = False, chosen: str = "",
               free_from: int | None = None, next_throw: NextThrow | None = None,
               last_away: bool = False, lost_drop: float = 1.0) -> None:
    """The turn's story: each group set aside this turn in order (its dice, its name, its
    points), a line where hot dice gave the six back, then the turn's running ``total``.
    When the rows do not all fit (:func:`story_fit`), the oldest fold into ``earlier``. The
    selection still on the mat is not a row: its dice and points are shown once, on the mat
    (the total counts them). ``lost``: the turn busted, so its points are drawn dimmed and
    the total struck out. ``chosen``: "pe covor: 400" under the total's label while the
    total counts dice chosen on the mat (hot dice).
    (What scores is the "Punctaj" guide's, lit for the throw on the mat: hF72 retired round
    31's primer here, critic D69: it said the guide again a few centimetres away.)
    ``free_from``: where the room for the rows to come starts (under the empty box, or under
    a card drawn over the ledger: the last turn's); None: a coach card lies there. The first
    place under the rows holds ``next_throw`` (the throw not yet set aside, in the place its
    dice will land: round 73, hF84, critic J72 #6; its chosen dice written in as they land,
    S64 2.), in the bust's dull red when ``lost``; the places under it stay plain panel, no
    empty ruled line (S64 2., round 79, critic cB78 #1: round 50's faint rules read dead).
    ``last_away``: the latest row's dice still fly to it from the mat (S81 1.).
    ``lost_drop``: how far a lost total has dropped out (0..1, ruling S100 1.)."""
    draw_panel(surface, rect, scale)
    pad, small, _body, _side, _gap = _story_metrics(scale)
    draw_text(surface, title, small, theme.GOLD, (rect.x + pad, rect.y + pad), "topleft",
              max_width=rect.w - 2 * pad, role="ledger_title")
    if not rows and next_throw is None:  # nothing shows here yet: one short line (the
        # ledger's free middle under it holds a coach card)
        _draw_empty_box(surface, rect, scale, empty)  # (hF30: beside ``chosen`` too: the
        # hot dice' six are still the mat's, the box still says where they will land; no
        # empty ruled line under it: S64 2., round 79)
        _draw_ledger_total(surface, rect, scale, total, lost, chosen, lost_drop)  # (0 struck)
        return
    places = ledger_places(rect, scale)  # (hF60: one grid through the turn, critic B51)
    at, shown = _row_places(rect, scale, rows)  # (a long row: two places, round 65)
    if at and places:
        draw_text(surface, earlier, small, theme.MUTED, (rect.x + pad, places[0].centery),
                  "midleft", max_width=rect.w - 2 * pad)
    for row, place in zip(rows[len(rows) - len(shown):], shown, strict=True):
        _draw_row(surface, cache, row, place, scale, _row_sizes(rect, scale), lost,
                  tall=place.h > places[0].h, dice_away=last_away and place is shown[-1])
    if free_from is not None:  # (round 50, critic B41: the room under the rows was bare)
        after = next((p.y for p in places if p.y >= (shown[-1].bottom if shown else 0)),
                     rect.bottom)  # (no row yet: the first throw's line first, S26)
        line = next((p for p in places if p.y == after), None) if next_throw else None
        if line is not None and next_throw is not None:  # (hF84: the story's next line)
            sizes = _row_sizes(rect, scale)
            draw_next_throw(surface, line, scale, next_throw, lost, sizes[2],
                            label_size(scale), cache, sizes[0])
            after = line.bottom + 1
        # the rows to come: plain panel, no empty ruled line (S64 2., round 79, critic cB78)
        mark_room(surface, rect, scale, max(after, free_from))
    _draw_ledger_total(surface, rect, scale, total, lost, chosen, lost_drop)


def _dice_box(row: StoryRow, place: pygame.Rect, scale: float, sizes: tuple[int, int, int],
              tall: bool) -> tuple[tuple[int, int], int, int, bool, pygame.Rect, int]:
    """Where a row's dice stand in its ``place``: their top left, side, gap, whether they
    stand over its name (a long or ``tall`` row), its points' rect and their size."""
    side, _words, points_size = sizes  # (the words: one size, label_size)
    inner = theme.px(10, scale)
    points_size = fit_size(row.points, points_size, place.w // 4)  # (room for the name)
    points = pygame.Rect(0, 0, *text_size(row.points, points_size))  # drawn once placed
    points.midright = (place.right - inner, place.centery)
    apart = theme.px(6, scale)
    count = max(1, len(row.dice))
    floor = label_size(scale)  # (one size for every row's words, round 62)
    words = text_size(row.name, floor)[0]  # (its name whole)
    fits = (points.x - place.x - inner - words - theme.px(28, scale) - (count - 1) * apart) // count
    stacked = fits < side // 2  # a long row: its dice over its name, at the place's left
    # (hF60: beside them neither fitted its place at 1024x600)
    high = place.h - 2 * theme.px(4, scale)
    air = theme.px(6, scale)
    if tall:  # (round 65, critic B64: in one place six dice were specks over their name)
        die = max(4, min(side, high - line_height(floor) - air,
                         (points.x - place.x - 2 * inner - (count - 1) * apart) // count))
        at = (place.x + inner, place.centery - (die + air + line_height(floor)) // 2)
    elif stacked:
        die = max(4, min(side, (high - line_height(floor)) * 9 // 10,
                         (points.x - place.x - 2 * inner - (count - 1) * apart) // count))
        at = (place.x + inner, place.centery - (die + line_height(floor)) // 2)
    else:
        die = min(side, fits, high)
        at = (place.x + inner, place.centery - die // 2)
    return at, die, apart, stacked or tall, points, points_size


def last_row_dice(rect: pygame.Rect, scale: float, rows: Sequence[StoryRow]
                  ) -> list[pygame.Rect]:
    """Each die's rect of the latest of ``rows`` in the ledger at ``rect`` (where the dice a
    throw set aside land, flying from the mat: ruling S81 1.); [] when it has no place."""
    shown = _row_places(rect, scale, rows)[1]
    places = ledger_places(rect, scale)
    if not rows or not shown or not places:
        return []
    place = shown[-1]
    at, die, apart, *_ = _dice_box(rows[-1], place, scale, _row_sizes(rect, scale),
                                   place.h > places[0].h)
    return [pygame.Rect(at[0] + k * (die + apart), at[1], die, die)
            for k in range(len(rows[-1].dice))]


def _draw_row(surface: pygame.Surface, cache: FaceCache, row: StoryRow, place: pygame.Rect,
              scale: float, sizes: tuple[int, int, int], lost: bool, tall: bool = False,
              dice_away: bool = False) -> None:
    """One group in its ``place`` of the ledger's grid, in the rows to come's inset (one look
    for every row, hF60): its dice (smaller where a long row's words need the room), its name,
    its points; the row being built (``row.pending``) lighter, its words green, its inset's
    rim dashed; a hot-dice mark set on its place's top rim (the grid never moves). ``tall``:
    a long row in two places, its dice across the top, its name and points under them;
    ``dice_away``: its dice still fly from the mat to it: its place bare until they land,
    then the row whole (S81 1.)."""
    inner = theme.px(10, scale)
    surface.blit(free_row_layer(place.size, scale), place.topleft)
    layout_record.panel(surface, place, "ledger_pending" if row.pending else "ledger_row")
    if dice_away:  # its place waits for them: dice, name and points written as they land
        return
    at, die, apart, stacked, points, points_size = _dice_box(row, place, scale, sizes, tall)
    floor = label_size(scale)
    air = theme.px(6, scale)
    dice_rect = draw_dice_row(surface, cache, row.dice, at, die, apart)
    layout_record.panel(surface, dice_rect, "ledger_dice")  # (drawn: a live row)
    if row.pending:  # the selection on the mat: lighter, its rim dashed, until set aside
        veil = pygame.Surface(dice_rect.inflate(2, 2).size, pygame.SRCALPHA)
        veil.fill((*theme.PANEL, PENDING_VEIL))
        surface.blit(veil, dice_rect.inflate(2, 2).topleft)
        draw_dashed_rect(surface, place, theme.FARKLE_VALID, max(1, theme.px(2, scale)),
                         theme.px(12, scale))
    tint = theme.FARKLE_VALID if row.pending else theme.MUTED
    if tall:  # its name whole under its dice, the points beside them
        draw_text(surface, row.name, floor, tint, (place.x + inner, dice_rect.bottom + air),
                  "topleft", max_width=place.w - 2 * inner, role="label")
    elif stacked:
        room = max(1, points.x - place.x - inner - max(12, theme.px(28, scale)))
        draw_text(surface, row.name, floor, tint, (place.x + inner, dice_rect.bottom),
                  "topleft", max_width=room, role="label")
    else:
        room = max(1, points.x - dice_rect.right - max(12, theme.px(28, scale)))
        draw_text(surface, row.name, floor, tint,
                  (dice_rect.right + theme.px(14, scale), place.centery), "midleft",
                  max_width=room, role="label")
    # a long row's points stand beside its dice, over its name's line (round 63: at the
    # place's middle a six-dice row's "400" ran into "Trei de 2 + un 1 + doi de 5" under)
    draw_text(surface, row.points, points_size, LOST_TOTAL if lost else
              theme.FARKLE_VALID if row.pending else theme.CREAM,
              (points.right, dice_rect.centery if stacked else place.centery), "midright",
              role="ledger_pending" if row.pending else "")
    if row.hot_mark:  # on the place's top rim, on the panel's colour (a legend)
        small = max(theme.font_px(theme.FONT_SMALL, scale) * 4 // 5,  # (round 65: 12 px at
                    theme.TABLE_TYPE_LEAST)  # 1024×600; round 77: the table's floor, S26)
        w, h = text_size(row.hot_mark, small)
        legend = pygame.Rect(0, 0, min(w, place.w - 4 * inner) + 2 * inner, h)
        legend.center = (place.centerx, place.y - 1)  # (its middle just over the rim: a
        # legend of the row, not a text inside it)
        pygame.draw.rect(surface, theme.PANEL, legend, border_radius=theme.px(8, scale))
        draw_text(surface, row.hot_mark, small, theme.FARKLE_HOT, legend.center,
                  max_width=legend.w - 2 * inner, role="ledger_legend")


def mark_room(surface: pygame.Surface, rect: pygame.Rect, scale: float, top: int) -> None:
    """The places of the rows to come from ``top`` down, in the layout record only (the grid
    kept, hF60): nothing is drawn there, no empty ruled line (ruling S64 2., round 79)."""
    if layout_record.ON:
        for place in free_rows(rect, scale, top):
            layout_record.panel(surface, place, "ledger_room")


def free_rows(rect: pygame.Rect, scale: float, top: int) -> list[pygame.Rect]:
    """The places of the rows to come in the ledger at ``rect``: its grid's places
    (:func:`ledger_places`) from ``top`` down (the grid is the ledger's own, hF60)."""
    return [place for place in ledger_places(rect, scale) if place.y >= top]


FREE_ROW_STRETCH = 1.6
"""A row to come is at most this much taller than a row's dice (it shares the room left)."""


@functools.lru_cache(maxsize=8)
def free_row_layer(size: tuple[int, int], scale: float) -> pygame.Surface:
    """The inset a row with dice stands in, ``size`` at ``scale``: faint, with a thin outline,
    made once for each size (review of round 50: it was made again every frame)."""
    radius = theme.px(10, scale)
    layer = pygame.Surface(size, pygame.SRCALPHA)
    width = max(1, theme.px(2, scale))
    pygame.draw.rect(layer, theme.FARKLE_FREE_ROW_FILL, layer.get_rect(), border_radius=radius)
    pygame.draw.rect(layer, theme.FARKLE_FREE_ROW_EDGE, layer.get_rect(), width,
                     border_radius=radius)
    return layer


def draw_free_rows(surface: pygame.Surface, rect: pygame.Rect, scale: float, top: int) -> None:
    """The rows to come (:func:`free_rows`) drawn faint: one rule under each place, a ledger's
    ruled page still being written (round 50: never a bare band), never an outlined box
    (critic B69: empty boxes read as dead input fields); the grid's last place has none (the
    gold rule over the total just under it is its line: never two lines at once)."""
    last = ledger_places(rect, scale)[-1:]
    for place in free_rows(rect, scale, top):
        if place not in last:
            draw_place_rule(surface, place, scale)
        layout_record.panel(surface, place, "ledger_free")


@functools.lru_cache(maxsize=8)
def rule_layer(width: int, scale: float) -> pygame.Surface:
    """An empty place's faint rule, ``width`` wide at ``scale``: made once for each size."""
    layer = pygame.Surface((width, max(1, theme.px(2, scale))), pygame.SRCALPHA)
    layer.fill(theme.FARKLE_FREE_ROW_EDGE)
    return layer


def draw_place_rule(surface: pygame.Surface, place: pygame.Rect, scale: float) -> None:
    """An empty place of the ledger: one faint rule along its foot, inset from its sides (its
    sides drawn nothing)."""
    inset = theme.px(12, scale)
    layer = rule_layer(max(1, place.w - 2 * inset), scale)
    surface.blit(layer, (place.x + inset, place.bottom - layer.get_height()))


PENDING_VEIL = 110
"""How much of the panel's colour lies over a pending row's dice (0..255): the selection
still on the mat reads lighter than the dice a throw has set aside."""


def draw_dashed_rect(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int],
                     width: int, dash: int) -> None:
    """A dashed outline of ``rect``: dashes ``dash`` pixels long with gaps as long."""
    dash = max(2, dash)
    edges = (((rect.left, rect.top), (rect.right - 1, rect.top)),
             ((rect.left, rect.bottom - 1), (rect.right - 1, rect.bottom - 1)),
             ((rect.left, rect.top), (rect.left, rect.bottom - 1)),
             ((rect.right - 1, rect.top), (rect.right - 1, rect.bottom - 1)))
    for (x0, y0), (x1, y1) in edges:
        length = max(abs(x1 - x0), abs(y1 - y0))
        for start in range(0, length, 2 * dash):
            end = min(length, start + dash)
            if x0 == x1:
                pygame.draw.line(surface, colour, (x0, y0 + start), (x0, y0 + end), width)
            else:
                pygame.draw.line(surface, colour, (x0 + start, y0), (x0 + end, y0), width)


def free_middle(rect: pygame.Rect, scale: float) -> pygame.Rect:
    """The empty ledger's free middle, between its first place (the empty line's) and the rule
    over its total: where the last turn's card stands (and a coach card may sit instead)."""
    pad, _, _, _, gap = _story_metrics(scale)
    top = empty_box(rect, scale).bottom + gap
    bottom = rect.bottom - pad // 2 - _footer_height(scale) - gap
    return pygame.Rect(rect.x + pad, top, rect.w - 2 * pad, max(0, bottom - top))


LOST_TOTAL = LOST_FIGURE
"""A lost turn's figure: the struck figure's dimmed red (:mod:`game.widgets.struck_figure`),
the last turn's card's "100 pierdute" and a lost turn's rows in it too."""


def _draw_ledger_total(surface: pygame.Surface, rect: pygame.Rect, scale: float,
                       total: ValueLine, lost: bool = False, chosen: str = "",
                       drop: float = 1.0) -> None:
    """The turn's running total, under a rule at the ledger's foot: its label, and the sum
    large in the display face (the number the turn is about); ``lost``: dimmed and struck
    through in the bust's dimmed red, in its place (ruling S47, as the "?" page's card 5);
    ``chosen``: a second
    line under the label, the part of the sum still on the mat."""
    pad, small, _, _, _ = _story_metrics(scale)
    foot = rect.bottom - pad // 2 - _footer_height(scale) + theme.px(4, scale)
    pygame.draw.line(surface, theme.GOLD_DARK, (rect.x + pad, foot),
                     (rect.right - pad, foot), max(1, theme.px(2, scale)))
    layout_record.panel(surface, pygame.Rect(rect.x + pad, foot - 1, rect.w - 2 * pad, 3),
                        "rule")  # live content: no coach card lies on it
    big = theme.font_px(LEDGER_TOTAL, scale)
    mid = foot + theme.px(8, scale) + line_height(big, STAMP) // 2
    if lost:
        value = _draw_lost_total(surface, rect, scale, total.value, big, mid, drop)
    else:
        value = draw_text(surface, total.value, big, total.colour, (rect.right - pad, mid),
                          "midright", weight=STAMP, shadow=theme.px(3, scale),
                          max_width=rect.w * 3 // 5, role="ledger_total")
    room = max(1, value.x - rect.x - pad - theme.px(12, scale))
    label_y = mid - (line_height(small) // 2 if chosen else 0)
    draw_text(surface, total.label, small, theme.MUTED, (rect.x + pad, label_y), "midleft",
              max_width=room)
    if chosen:
        draw_text(surface, chosen, small, theme.FARKLE_VALID,
                  (rect.x + pad, label_y + line_height(small)), "midleft", max_width=room,
                  role="ledger_chosen")


def _draw_lost_total(surface: pygame.Surface, rect: pygame.Rect, scale: float, figure: str,
                     size: int, mid: int, drop: float = 1.0) -> pygame.Rect:
    """A lost total's ``figure`` at the ledger's foot (its line's middle at ``mid``), struck
    through as the "?" page's card 5 strikes it (:func:`draw_struck_figure`, ruling S47);
    ``drop`` (0..1): how far it has dropped out of the ledger as the bust's plate strikes
    (ruling S100 1., amending S47 2.'s "nothing moves"): in its place at 0, its strike drawn
    from its left over the first half, sinking :data:`LOST_SINK` reference px, where it rests
    struck in the card's colours (the row never blank); a "0" (nothing lost) stays in its
    place, unstruck (S55); return the box it stands in."""
    pad = _story_metrics(scale)[0]
    size = fit_size(figure, size, rect.w * 3 // 5, STAMP)
    if not worth_striking(figure):
        drop = 0.0
    eased = 1.0 - (1.0 - min(1.0, drop)) ** 2
    at = (rect.right - pad, mid + round(theme.px(LOST_SINK, scale) * eased))
    return draw_struck_figure(surface, figure, size, at, role="ledger_total",
                              strike=min(1.0, 2 * drop) if worth_striking(figure) else 1.0)


LOST_SINK = 12
"""Reference px a bust's struck total sinks as it drops out of the ledger (ruling S100 1.)."""
