"""The dice a grand moment celebrates, gathered under its stamp (it only reads its clock).

A Penta at the Yams table is five dice wherever the held ones and the rolled ones lie. On
its stage the stamp is centred on the whole felt, and the five dice leave their places
(dimmed with the table) and come together in one lit row under the stamp, centred with it:
one picture, the same whatever was held, at every window size. Once the stamp and its words
have faded they fly back to their places (crossing no word) and stay there, lit, while the
dimming lifts: the dice are in sight
on every frame of the stage (the tray is never dark and empty). Hot dice' earlier groups
have no place on the felt (they are listed in "Puse deoparte"): they fade in as they leave
the row's empty slots and out as they fly back (:func:`away_alpha`), never left there.

:func:`gathered_rects` says where each die comes to rest; :func:`draw_gathered` draws the
dice on their way there (they arrive before the stamp hits), at rest, and on their way home.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game import theme, theme_stage
from game.flow.stage import FLY, GONE, HOME_FROM, SLAM, WORDS_OFF, StageClock, ease_out, span
from game.views import stage_penta_dice, stage_sort
from game.views.stage_sort import SORT_FROM, SORT_TO
from game.views.yams_views import draw_dice_slots
from game.widgets.dice_style import CORNER_RADIUS
from game.widgets.felt import felt_background

if TYPE_CHECKING:
    from game.views.stage_picture import StagePicture

ROW_GAP = 0.28
"""The room between two gathered dice, as a share of a die's side."""
ARRIVED = SLAM[1] * 0.85
"""The share of the stage by which the dice have reached their row (before the impact)."""


def row_gap(picture: StagePicture) -> int:
    """The room between the stamp's letters and the gathered row (a Joker Penta's the more
    for its larger dice' pops, S77)."""
    return theme.px(40 if picture.kind == "joker_penta" else 30, picture.scale)


def row_height(picture: StagePicture) -> int:
    """The height the gathered row takes under the stamp (0: nothing gathered)."""
    if not (picture.gather and picture.dice):
        return 0
    return 2 * row_gap(picture) + round(max(r.h for r in picture.dice) * picture.dice_grow)


def in_thirds(picture: StagePicture) -> bool:
    """True for a 10 000 headline (its amount tallied, :attr:`StagePicture.tally`): its
    title, its gathered dice and its amount fill the room top to bottom in thirds (the
    title in the band over the row, the row in the middle, the amount and the name under
    it), no quarter of the felt left empty (critic B32: its lower 40 % bare)."""
    return bool(picture.tally and picture.gather and picture.dice)


def thirds_letters_y(picture: StagePicture) -> int:
    """Where a headline's letters are centred (:func:`in_thirds`): in the band of the room
    over its gathered row."""
    row = gathered_rects(picture)
    return (picture.area.top + row[0].top) // 2


def amount_top(picture: StagePicture) -> int:
    """Where a headline's amount's letters start (:func:`in_thirds`): under the gathered
    row, the amount and the name under it centred in the room left below the row (never
    nearer the row than :func:`row_gap`)."""
    row = gathered_rects(picture)[0]
    block = picture.tally_block() + picture.name_block()
    return row.bottom + max(row_gap(picture), (picture.area.bottom - row.bottom - block) // 2)


def gathered_rects(picture: StagePicture) -> list[pygame.Rect]:
    """Where each die of ``picture.dice`` rests on the stage: one row, in the dice's
    order, centred on the felt just under the stamp's letters (a 10 000 headline's: in the
    room's middle, :func:`in_thirds`; empty: nothing gathered)."""
    if not (picture.gather and picture.dice):
        return []
    grow = picture.dice_grow  # (the 10 000's: larger than on the table, the stage's heart)
    side = round(max(r.w for r in picture.dice) * grow)
    gap = round(side * ROW_GAP)
    width = len(picture.dice) * side + (len(picture.dice) - 1) * gap
    if in_thirds(picture):  # the row the felt's middle third, its amount under it
        top = picture.area.centery - side // 2
    else:  # right under the stamp's letters
        cy = picture.centre[1]
        top = cy - picture.stamp_image().get_height() // 2 + picture.ink().bottom + row_gap(
            picture)
    left = picture.area.centerx - width // 2
    sizes = [(round(r.w * grow), round(r.h * grow)) for r in picture.dice]
    return [pygame.Rect(left + k * (side + gap) + (side - w) // 2, top, w, h)
            for k, (w, h) in enumerate(sizes)]


def capture(picture: StagePicture, table: pygame.Surface) -> None:
    """Keep each die as the table draws it now (once), with its held ring round it."""
    if picture.dice_images or not picture.gather:
        return
    bounds = table.get_rect()
    for rect in picture.dice:  # the die's face only, its corners rounded off (not the
        shown = rect.clip(bounds)  # tray's felt round it: every gathered die looks alike)
        if not (shown.w and shown.h):
            picture.dice_images.append(pygame.Surface((1, 1), pygame.SRCALPHA))
            continue
        image = pygame.Surface(shown.size, pygame.SRCALPHA)
        image.blit(table, (0, 0), shown)
        mask = pygame.Surface(shown.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(),
                         border_radius=round(min(shown.size) * 0.2))
        image.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        picture.dice_images.append(image)
    picture.dice_turns = one_way(picture.dice_images)


def _unlike(a: pygame.Surface, b: pygame.Surface) -> int:
    """How much two die pictures of one size differ (the sum of their channels' mean
    absolute difference)."""
    over = a.copy()
    over.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    under = b.copy()
    under.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    return sum(pygame.transform.average_color(over)[:3]) + sum(
        pygame.transform.average_color(under)[:3])


def one_way(images: list[pygame.Surface]) -> list[int]:
    """Turn each gathered die a quarter when that makes it look like the first (a six's
    pips in columns like the first's): the lineup shows one orientation, not sixes lying
    every which way as they landed. Returns each die's turn in degrees (0: as it lay), so
    it turns back on its way home (:func:`turn_back`)."""
    turns = [0] * len(images)
    if len(images) < 2:
        return turns
    first = images[0]
    for k, image in enumerate(images[1:], start=1):
        if image.get_size() != first.get_size() or image.get_width() != image.get_height():
            continue
        turned = pygame.transform.rotate(image, 90)
        if _unlike(turned, first) < _unlike(image, first):
            images[k] = turned
            turns[k] = 90
    return turns


YAMS_GATHERED = frozenset({"penta", "joker_penta"})
"""The Yams stages whose dice gather under the stamp: home before their last quarter
(:data:`~game.theme_stage.YAMS_EXIT_HOME`), the table handed back with them in their slots."""

Span = tuple[float, float]


def exit_spans(picture: StagePicture | None) -> tuple[Span, Span, Span]:
    """When a gathered row's words leave, when its dice regroup over their column and when
    they fly home (shares of the stage): a Yams Penta's all before its last quarter (critic
    C61), the others' from :data:`~game.flow.stage.WORDS_OFF` to
    :data:`~game.flow.stage.GONE`."""
    if picture is not None and picture.kind in YAMS_GATHERED:
        return (theme_stage.YAMS_EXIT_WORDS, theme_stage.YAMS_EXIT_REGROUP,
                theme_stage.YAMS_EXIT_HOME)
    return (WORDS_OFF, HOME_FROM), (REGROUP_FROM, HOME_FROM), (HOME_FROM, GONE)


def turned_back(clock: StageClock, picture: StagePicture | None = None) -> float:
    """How far a die turned for the lineup has turned back (0..1): in its row, as the words
    under it leave (:data:`~game.flow.stage.WORDS_OFF` to
    :data:`~game.flow.stage.HOME_FROM`), so it flies home straight and lies on the table as
    the table shows it, never askew over its place (round 30: tilted for a few frames as
    the table was handed back)."""
    words, regroup, home = exit_spans(picture)
    if picture is not None and picture.kind in YAMS_GATHERED:  # a Penta's: once its gold
        return span(clock.progress, *regroup)  # frames have gone (S61), straight by the
        # time it lies in its slot (S77: its way home is its regroup)
    return span(clock.progress, words[0], home[0])


def turn_back(image: pygame.Surface, turn: int, clock: StageClock,
              picture: StagePicture | None = None) -> pygame.Surface:
    """A gathered die turned ``turn`` degrees for the lineup, turning back before it flies
    home (:func:`turned_back`): it lands as the table shows it (no quarter turn in one
    frame as the stage hands back, critic C25 §3)."""
    home = turned_back(clock, picture)
    if not turn or home <= 0:
        return image
    if home >= 1:
        return pygame.transform.rotate(image, -turn)
    eased = home * home * (3 - 2 * home)
    return pygame.transform.rotozoom(image, -turn * eased, 1.0)


def clear_places(dimmed: pygame.Surface, picture: StagePicture) -> None:
    """Take the gathered dice off their places on the dimmed table: each place laid over
    with the felt itself (its weave), shaded as the ground just beside it is (the tray's
    lit lane): they stand in their row, never beside dimmed copies, and no flat die-shaped
    patch stays where they were (critic hB25: faint ghosts of the dice)."""
    if not picture.gather:
        return
    bounds = dimmed.get_rect()
    felt = felt_background(dimmed.get_size())
    # wide enough for each die's drop shadow (it grows with the die: round 73's larger
    # Yams dice left a dark rim round each bare place at 1366; round 75: a Penta's dice now
    # held still on the felt before its stage, their full landed shadow with them, a dark
    # strip stayed right of each place at 0.3 of a die: tests/test_stage_no_ghosts.py)
    margin = max(theme.px(10, picture.scale), round(0.5 * max(r.w for r in picture.dice)))
    places = [r.inflate(margin, margin).clip(bounds) for r in picture.dice]
    places = [p for p in places if p.w >= 1 and p.h >= 1]
    if not places:
        return
    if picture.emptied is not None:  # the table itself with no die on it: its rack, slots
        bare = emptied_table(picture, dimmed.get_size())  # and panels whole (S77, critic
        for place in places:  # cA79 #1: felt laid over three held slots, a panel's title cut)
            dimmed.blit(bare, place, place)
        return
    row = places[0].unionall(places[1:])
    # the ground's shade read once, beside the whole row (never in a neighbour's place or
    # its shadow: a dark square left where a die lay, critic B28)
    beside = theme.px(10, picture.scale)  # (just outside the row's shadows, on the felt)
    columns = [x for x in (row.left - beside, row.right + beside) if 0 <= x < bounds.right]
    points = [(x, y) for x in columns for y in range(row.top, row.bottom, 2)]
    shift = ([sorted(dimmed.get_at(p)[c] - felt.get_at(p)[c] for p in points)
              [len(points) // 2] for c in range(3)] if points else [0, 0, 0])  # the median
    for place in places:
        patch = felt.subsurface(place).copy()
        patch.fill(tuple(max(0, v) for v in shift), special_flags=pygame.BLEND_RGB_ADD)
        patch.fill(tuple(max(0, -v) for v in shift), special_flags=pygame.BLEND_RGB_SUB)
        dimmed.blit(patch, place)
    if picture.slot_side:  # the places as the table shows them empty: their slots drawn
        draw_dice_slots(dimmed, [r.center for r in picture.dice], picture.slot_side,
                        picture.scale)


EMPTIED = "emptied table"
"""The key of :func:`emptied_table`'s picture in :attr:`StagePicture.drawn_once`."""


def emptied_table(picture: StagePicture, size: tuple[int, int]) -> pygame.Surface:
    """The table as drawn with no die on it (:attr:`StagePicture.emptied`), made once until
    the table is drawn again under the stage (:func:`forget_emptied`)."""
    made = picture.drawn_once.get(EMPTIED)
    if made is None or made.get_size() != size:
        assert picture.emptied is not None
        made = picture.drawn_once[EMPTIED] = picture.emptied(size)
    return made


def forget_emptied(picture: StagePicture) -> None:
    """The table under the stage is drawn anew (a figure landed, its line handed back):
    its emptied picture is made again next frame."""
    picture.drawn_once.pop(EMPTIED, None)


def plate_rect(picture: StagePicture, die: pygame.Rect) -> pygame.Rect:
    """The gold plate under a gathered die drawn at ``die``: hugging it by
    :func:`halo_margin` (the row's plates stand on one line, :func:`stage_penta_dice.popped`)."""
    grow = halo_margin(picture.scale)
    return die.inflate(2 * grow, 2 * grow)


def plate_radius(picture: StagePicture, plate: pygame.Rect) -> int:
    """A plate's corner radius: the die's own (:data:`~game.widgets.dice_style.CORNER_RADIUS`
    of its side) plus the plate's margin, so its rim runs round the die's rounded corners at
    one distance (S77, critic cA79 #10: no sharp gold square round a rounded die)."""
    grow = halo_margin(picture.scale)
    return round(CORNER_RADIUS * (min(plate.size) - 2 * grow)) + grow


def draw_plate(surface: pygame.Surface, plate: pygame.Rect, radius: int, shown: float,
               scale: float) -> None:
    """A gathered die's plate at ``shown`` (0..1): a warm light under a gold rim, its
    corners rounded as the die's."""
    layer = pygame.Surface(plate.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (255, 214, 120, round(90 * shown)), layer.get_rect(),
                     border_radius=radius)
    pygame.draw.rect(layer, (*theme.GOLD, round(255 * shown)), layer.get_rect(),
                     max(2, theme.px(4, scale)), border_radius=radius)
    surface.blit(layer, plate)


def halo_margin(scale: float) -> int:
    """How far a gathered die's gold frame stands off its face: it hugs the die."""
    return max(2, theme.px(3, scale))


def homing(clock: StageClock, picture: StagePicture | None = None) -> float:
    """How far the gathered dice have flown back to their places (0..1): from
    :data:`~game.flow.stage.HOME_FROM`, the stamp and its words gone (nothing left to
    cross), home before the dimming lifts (a Yams Penta's, ``picture``: before the stamp
    fades, :func:`exit_spans`)."""
    return span(clock.progress, *exit_spans(picture)[2])


def _along(clock: StageClock, picture: StagePicture | None = None) -> float:
    """How far the gathered dice stand from their places towards their row (0..1)."""
    home = homing(clock, picture)
    return ease_out(span(clock.progress, 0.0, ARRIVED)) * (1 - home * home * (3 - 2 * home))


def _between(a: pygame.Rect, b: pygame.Rect, u: float) -> pygame.Rect:
    """The rect ``u`` (0..1) of the way from ``a`` to ``b`` (its size too)."""
    w, h = round(a.w + (b.w - a.w) * u), round(a.h + (b.h - a.h) * u)
    x = a.centerx + (b.centerx - a.centerx) * u
    y = a.centery + (b.centery - a.centery) * u
    return pygame.Rect(round(x - w / 2), round(y - h / 2), w, h)


def homeward_rects(picture: StagePicture) -> list[pygame.Rect]:
    """Where a 10 000 stage's gathered dice regroup before they fly home: their places
    themselves when those lie in one row in the dice area, in the row's order (round 73);
    else each at its slot's size, in one row at the slots' height centred where the gathered
    row stands, inside the dice area (:attr:`StagePicture.home`): from there to their places
    they never cross the players panel or the ledger."""
    row = gathered_rects(picture)
    if not row or picture.home is None:
        return row
    if picture.kind in YAMS_GATHERED:  # a Yams Penta's: straight into its own slots, the
        return [pygame.Rect(r) for r in picture.dice]  # held ones' too (S77, critic cA79
        # #1: they stopped off their rack's pockets for ~0.15 s over the table handed back)
    if homes_in_a_row(picture) and (not picture.sort_to or homes_in_order(picture)):
        return [pygame.Rect(r) for r in picture.dice]  # their places themselves: at the
        # mat's own pitch, never a row wider than the mat (round 73, critic J72: over its rim)
    side = max(r.w for r in picture.dice)
    home, count = picture.home, len(picture.dice)
    gap = max(0, min(round(side * ROW_GAP), (home.w - count * side) // max(1, count - 1)))
    width = count * side + (count - 1) * gap
    left = min(max(row[0].unionall(row[1:]).centerx - width // 2, home.left),
               home.right - width)
    places = picture.sort_to or list(range(count))  # (a Chintă's: its sorted places)
    # at the slots' own height (hL62, critic B61: regrouped under them, over the mat's
    # "Selecție" label, they left the table's ringed slots empty above them)
    return [pygame.Rect(left + places[k] * (side + gap) + (side - r.w) // 2,
                        r.centery - r.h // 2, r.w, r.h) for k, r in enumerate(picture.dice)]


REGROUP_FROM = FLY[1]
"""From here a 10 000 stage's gathered dice regroup inside the dice area, by
:data:`~game.flow.stage.HOME_FROM` (as the table is handed back under them,
:data:`game.views.stage.HAND_BACK`): once their amount has landed and the table has set them
aside, so they make for their places on the mat from the first frame (round 73, critic J72:
set off towards the throw row, they leapt to the mat's height the frame the table chose them)."""


def homes_in_a_row(picture: StagePicture) -> bool:
    """True when the gathered dice' places lie in one row inside the dice area (the throw
    row's slots, or the mat's once the table has set them aside)."""
    home = picture.home
    return (home is not None and len({r.centery for r in picture.dice}) == 1
            and all(home.contains(r) for r in picture.dice))


def regrouped(clock: StageClock, picture: StagePicture | None = None) -> float:
    """How far a stage's gathered dice have regrouped at their slots' size (0..1): as the
    words under them leave, before the table is handed back under them."""
    return ease_out(span(clock.progress, *exit_spans(picture)[1]))


def column_reached(picture: StagePicture) -> float:
    """The share of a Yams Penta's stage by which its regrouping row stands inside the
    dice' column (:attr:`StagePicture.home`, halos included): its lineup, centred on the
    felt, reaches over the score sheet's side, and the table comes back only once no die
    is over the sheet (round 73, hX79: the last die crossed the sheet's edge for ~0.1 s at
    1366x768 as the table faded in under it). The regroup's start when nothing crosses."""
    start, end = exit_spans(picture)[1]
    row, home = gathered_rects(picture), picture.home
    if not row or home is None:
        return start
    limit = home.right - halo_margin(picture.scale)
    need = 0.0  # the share of the way each die must go for its right edge to be inside
    for lined, placed in zip(row, homeward_rects(picture), strict=True):
        if lined.right > limit:
            need = max(need, min(1.0, (lined.right - limit) / max(1, lined.right
                                                                  - placed.right)))
    along = 1 - (1 - need) ** (1 / 3)  # (the regroup's ease_out, inverted)
    return start + along * (end - start)


def table_back_from(picture: StagePicture) -> float:
    """The share of a Yams Penta's stage from which its table comes back: its exit's first
    frame, the whole table at once, sheet included (ruling S103 1., amending round 73's wait
    for the row to be off the sheet's side, :func:`column_reached`); the table's line, action
    and box show from there with it, never over bare felt."""
    return theme_stage.YAMS_TABLE_BACK[0]  # (S103 1.: no longer waiting for the row to be
    # off the sheet's side, column_reached: the sheet was a bare olive panel meanwhile)


def sorted_row(picture: StagePicture, clock: StageClock) -> list[pygame.Rect]:
    """Where each gathered die stands in its row at ``clock``'s age: in its place in the
    row, a Chintă's re-ordering to 1-2-3-4-5-6 from :data:`SORT_FROM` to :data:`SORT_TO`
    (:mod:`game.views.stage_sort`: a moving die dips into a lane under the row)."""
    row = gathered_rects(picture)
    if not (picture.sort_to and row) or clock.progress < SORT_FROM:
        return row
    pitch = row[1].x - row[0].x if len(row) > 1 else 0
    depth = round(row[0].h * stage_sort.LANE)
    share = span(clock.progress, SORT_FROM, SORT_TO)
    return [row[k].move(round((place - k) * pitch), round(lane * depth))
            for k, (place, lane) in enumerate(stage_sort.places_at(picture.sort_to, share))]


def words_shown(picture: StagePicture, clock: StageClock) -> float:
    """How much of the words under a gathered row show (0..1): a Chintă's amount and name
    wait for its row to have sorted (:data:`SORT_TO`); the others' are not held."""
    if not picture.sort_to:
        return 1.0
    return span(clock.progress, SORT_TO, SORT_TO + 0.03)


HOME_SWAP = 0.5
"""The share of a re-ordered row's way home by which its dice have faded out of their sorted
row; only then do they fade in at their places (one row of dice at a time)."""
HOME_DIP = 0.5
"""How faint a re-ordered row's dice grow in their sorted row before they show at their
places, as faint, and brighten there: never a frame without them (hB60, critic B51)."""


def _eased(u: float) -> float:
    """``u`` clamped to 0..1, eased in and out."""
    u = max(0.0, min(1.0, u))
    return u * u * (3 - 2 * u)


def fades_home(picture: StagePicture, clock: StageClock) -> bool:
    """True while a re-ordered row's dice go home: they fade out of their sorted places, then
    in on theirs (flying, they would cross each other's ways; both at once, two rows)."""
    return (bool(picture.sort_to) and picture.home is not None and not homes_in_order(picture)
            and clock.progress >= exit_spans(picture)[2][0])


def homes_in_order(picture: StagePicture) -> bool:
    """True when a re-ordered row's dice have their homes in the row's own order, left to
    right (the table set them aside sorted, :func:`game.views.farkle_tray.hand_back`): then
    each flies straight home, crossing none, drawn once (critic B70: never ghost doubles)."""
    ranked = sorted(range(len(picture.dice)), key=lambda k: picture.sort_to[k])
    lefts = [picture.dice[k].centerx for k in ranked]
    return len(picture.sort_to) == len(picture.dice) and lefts == sorted(lefts)


def flying_rects(picture: StagePicture, clock: StageClock) -> list[pygame.Rect]:
    """Where each gathered die is drawn at ``clock``'s age (between its place and its row;
    a 10 000 stage's, on their way home, regrouped inside the dice area first; a re-ordered
    row's fade home: their places from half way, :func:`fades_home`)."""
    u = _along(clock, picture)  # (growing from the table's size to the row's on the way)
    row = sorted_row(picture, clock)
    if fades_home(picture, clock):
        return list(picture.dice) if homing(clock, picture) >= HOME_SWAP \
            else homeward_rects(picture)
    if picture.home is not None and clock.progress >= exit_spans(picture)[1][0]:
        back = regrouped(clock, picture)
        home = homing(clock, picture)
        eased = home * home * (3 - 2 * home)
        return [_between(_between(end, mid, back), start, eased)
                for start, end, mid in zip(picture.dice, row, homeward_rects(picture),
                                           strict=True)]
    return [_between(start, end, u) for start, end in zip(picture.dice, row, strict=True)]


def frames_shown(picture: StagePicture, clock: StageClock) -> float:
    """How much of the gold frames round the gathered dice shows (0..1): they go as the dice
    fly home; a Penta's with its words, before any die turns back: never a die turning inside
    its frame (S61, critic cA78 #12)."""
    spans = exit_spans(picture)
    leave = spans[0][0] if picture.kind in YAMS_GATHERED else spans[2][0]
    return 1 - span(clock.progress, leave, leave + 0.03)


def draw_gathered(surface: pygame.Surface, picture: StagePicture, clock: StageClock) -> None:
    """The gathered dice at ``clock``'s age: flying from their places to their row before
    the stamp hits, then resting there lit in a gold halo (fading with the stamp); once the
    stamp and its words have faded they fly back to their places (:func:`homing`) as the
    dimming lifts."""
    if not picture.dice_images:
        return
    u = _along(clock, picture)
    flies = exit_spans(picture)[2][0]
    fade = frames_shown(picture, clock)  # the halo goes as they leave
    for k, (die, image) in enumerate(zip(flying_rects(picture, clock), picture.dice_images,
                                         strict=True)):
        if k < len(picture.dice_turns):  # turning back as it lay, on its way home
            image = turn_back(image, picture.dice_turns[k], clock, picture)
        if k < picture.away and clock.progress >= flies:  # no place on the table: it
            image = image.copy()  # fades into its emptied slot on its way home (but is
            image.set_alpha(round(255 * away_alpha(u)))  # whole from the stage's first
            # frame, lifting off the mat: critic B31 §1, never an empty opening frame)
        if not fades_home(picture, clock):  # a Penta's dice celebrated (S44, round 78)
            stage_penta_dice.draw_glow(surface, picture.kind, clock.progress, clock.age, die,
                                       picture.scale, u)
            die = stage_penta_dice.popped(picture.kind, clock.progress, k, die)
        halo = plate_rect(picture, die)  # its plate round it, its foot on the row's one
        # line as it swells (S77, critic cA79 #10: the row slipped out of line)
        if fade * u > 0:
            draw_plate(surface, halo, plate_radius(picture, halo), fade * u, picture.scale)
        if fades_home(picture, clock):  # a re-ordered row: each die fades out of its
            home = homing(clock, picture)  # sorted place, then in on its own (hB50: never
            # both at once, two rows of dice, critic B41)
            # each dims to :data:`HOME_DIP` in its sorted row, then shows at home from that,
            # brightening: seen on every frame (critic B51: a frame of empty slots between)
            leaving = HOME_DIP + (1 - HOME_DIP) * (1 - _eased(home / HOME_SWAP)) \
                if home < HOME_SWAP else 0.0
            coming = HOME_DIP + (1 - HOME_DIP) * _eased((home - HOME_SWAP) / (1 - HOME_SWAP)) \
                if home >= HOME_SWAP else 0.0
            for place, alpha in ((homeward_rects(picture)[k], leaving),
                                 (picture.dice[k], coming)):
                _draw_die(surface, picture, k, image, place, alpha)
            continue
        _draw_die(surface, picture, k, image, die, 1.0)  # (its face whole as it turns)


def _draw_die(surface: pygame.Surface, picture: StagePicture, k: int, image: pygame.Surface,
              die: pygame.Rect, alpha: float) -> None:
    """Draw gathered die ``k``'s ``image`` at ``die``'s size and place, ``alpha`` opaque."""
    if alpha <= 0:
        return
    base = picture.dice_images[k].get_width()  # unturned: a die turning back keeps its
    # face's size, never shrinking inside its bounds (S61, critic cA78 #12)
    full = round(picture.dice[k].w * picture.dice_grow)  # its size in the row, or the
    full = full if base * 1.2 > full else base  # table's (kept so:
    if die.w != full and full > 0 and image.get_width() > 1:  # a Penta's grown dice, round
        ratio = die.w / full  # 74) on its way: growing, or grown
        image = pygame.transform.smoothscale(image, (max(1, round(image.get_width() * ratio)),
                                                     max(1, round(image.get_height() * ratio))))
    if alpha < 1:
        image = image.copy()
        image.set_alpha(round(255 * alpha * (image.get_alpha() or 255) / 255))
    surface.blit(image, image.get_rect(center=die.center))


def away_alpha(along: float) -> float:
    """0..1: how opaque a gathered die with no place on the table is, ``along`` (0..1) of
    its way home from the row to its empty slot: whole until a third of the way from the
    slot, none in it (it fades out as it comes back: it never pops). It leaves whole."""
    return max(0.0, min(1.0, along * 3))


def draw_heat(surface: pygame.Surface, die: pygame.Rect, scale: float, strength: float,
              age: float) -> None:
    """A hot die's heat: an orange glow round it, breathing, soft at its rim."""
    reach = theme.px(26, scale)
    breathe = 0.8 + 0.2 * math.sin(age * 9)
    layer = pygame.Surface(die.inflate(2 * reach, 2 * reach).size, pygame.SRCALPHA)
    steps = 6
    for k in range(steps):  # from the outer rim in: each ring a little stronger
        inset = round(reach * k / steps)
        alpha = round(190 * strength * breathe * (k + 1) / steps)
        pygame.draw.rect(layer, (255, 118, 34, alpha), layer.get_rect().inflate(-2 * inset,
                                                                               -2 * inset),
                         border_radius=theme.px(20, scale) + reach - inset)
    surface.blit(layer, die.inflate(2 * reach, 2 * reach))


def blit_fading(surface: pygame.Surface, picture: StagePicture, alpha: float,
                scale: float, centre: tuple[int, int]) -> None:
    """A Penta's stamp's letters alone at ``alpha``, dissolving over its returning table
    (round 75, hX88, S12): nothing else of its stage is drawn with them."""
    image = picture.stamp_image()
    size = (max(1, round(image.get_width() * scale)), max(1, round(image.get_height() * scale)))
    shown = (image if size == image.get_size() else pygame.transform.smoothscale(image, size)
             ).copy()
    shown.set_alpha(round(255 * alpha))
    surface.blit(shown, shown.get_rect(center=centre))
