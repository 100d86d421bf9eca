"""The podium's geometry: where its steps stand and how big its marks are.

The steps' widths (a third of the card, half for two), their order (2-1-3, :data:`ORDER`),
their heights by rank (:data:`STEP_HEIGHTS`, a low podium squeezing the differences, never
the third step's figure: :func:`step_least`), the floor under them over the players'
figures (:func:`below_height`), the tokens', names' and totals' sizes, and the place
badges' one size (:func:`badge_sizes`). Pure sizes and rects: the drawing is
:mod:`game.widgets.podium`'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game import theme
from game.widgets.podium_figures import (
    DETAIL_GUTTER,
    STAT_LABEL,
    STEP_GAP,
    detail_layout,
    detail_lead,
    figures_height,
    stat_sizes,
    stats_height,
)
from game.widgets.text import BOLD, STAMP, baseline, font, ink_below, line_height

STEP_HEIGHTS = {1: 1.0, 2: 0.62, 3: 0.4}
"""Each place's step, as a share of the tallest (the winner's): hR41, 0.7 and 0.5 before
("heights barely differ", critics C30-C32)."""


STEP_ASPECT = 1.5
"""A step's width at most, as a share of the winner's step's height (round 77, hP81, S38:
a third of the card across, the steps stood as flat slabs at 1024x600): blocks of one
shape at every window size, each centred on its column (:func:`steps`)."""

NUMERAL_AIR = 0.28
"""The air kept at least between a token's ring and the place numeral under it on its step,
as a share of the numeral's ink height (round 77, hP81, S38: the bronze "3" stood 9 px
under its token at 1024x600, a tenth of its face): :data:`NUMERAL_ROOM`."""

NUMERAL_ROOM = 0.66
"""A place numeral's ink height at most, as a share of its step's face under the token's
foot (:func:`badge_px`): centred there, :data:`NUMERAL_AIR` of it stands clear above and
below (it filled 0.8 of it before round 77)."""

NUMERAL_FILL = 1.6
"""A step's numeral's ink height, in its badge's radius: the whole height of the disc it was
once written on, less a little (round 77, hW80, ruling S29: on the disc it stood a third of
it, 24 px at 1920x1080; the brief: "the step numbers large on the fronts")."""

STEP_MOST = 520
"""A step's width at most, in reference pixels (the podium fills a large card)."""

STEP_TWO_MOST = 480
"""A step's width at most when two players stand on the podium: the two steps stand side by
side, each as wide as its column (its figures under it), only the steps' seam between them
(hR51: each block its own edge), the pair centred (round 80, hF103, ruling S86 4.: 580
before, two narrowed blocks stood 300 px apart, a hollow middle)."""

def step_width(rect_w: int, scale: float, count: int = 3) -> int:
    """A step's width on a podium ``rect_w`` wide holding ``count`` players: a third of it
    (at most :data:`STEP_MOST`), half of it for two (at most :data:`STEP_TWO_MOST`, grown
    as the labels' type is over its scaled size: :func:`two_label_growth`)."""
    gap = theme.px(STEP_GAP, scale)
    if count == 2:
        most = round(theme.px(STEP_TWO_MOST, scale) * two_label_growth(scale))
        return min(most, (rect_w - gap) // 2)
    return min(theme.px(STEP_MOST, scale), (rect_w - 2 * gap) // 3)


def two_label_growth(scale: float) -> float:
    """How much wider than its scaled :data:`STEP_TWO_MOST` a two-player step may stand:
    as much as the figures' labels under it are over their scaled size (their type floor,
    ~1.4 at 1024x600). Two steps side by side (S86 4.) give their figures a step's width
    only, no room between two blocks; scaled alone, "Upper section" broke onto two lines
    at 1024x600 where 1920 stood it whole (hR60; round 81, hF105)."""
    return max(1.0, stat_sizes(scale)[1] / (STAT_LABEL * scale))


ORDER = (1, 0, 2)
"""Where the first rows stand, left to right, when one player is first: the second, the
winner in the middle on the tallest step, the third (a podium's 2-1-3, hR62, critic C61);
of two the winner left, read first, the pair centred (critic C62: hR62's 2-1 put the
winner on the right, where it read as second). Players
sharing the first place stand side by side in the list's order (as the headline names
them)."""

NAME_SIZE = theme.FONT_BODY
"""The layout size of the names over the steps (about 32 px of em at 1920×1080)."""

WINNER_NAME_SIZE = theme.FONT_HEADING
"""The layout size of a winner's name over their step, in their seat's colour (about 46 px
of em at 1920×1080): the one name that reads first."""

RUNNER_NAME_SIZE = 56
"""The layout size of the other names over their steps (about 40 px of em at 1920×1080):
large on every step, the winner's larger still."""

WINNER_TOTAL_SIZE = 112
"""The layout size of the winner's total (counted up big: about 80 px of em at 1920): the
biggest figure on the results screen (hR41: 92 before, beside runners-up at 84)."""

WINNER_POP = 0.14
"""How much bigger the winner's total grows at the top of its pop on the podium (hR41: the
plate's :data:`POP`, 0.25, before; the total grew larger, its pop's room went to the steps)."""

TOKEN = 0.92
"""A player's token across, as a share of the name's line height times two (hR62: 0.75
before, a rivet on the step's lid, critic C61 asked for avatars; 1.0 flattened the steps
over a list of seven past their ranks' shares, tests/test_podium_ranks_read.py)."""


def podium_rows(rows: Sequence[Any]) -> list[tuple[int, Any]]:
    """(slot, row) of the rows on the podium: the first three, one step each (no empty
    step), a lone winner of three with the second on their left and the third on their
    right (:data:`ORDER`); of two the winner left, read first (critic C62); a shared first
    place in the list's order left to right; listed best first."""
    first = list(rows[:3])
    if len(first) == 3 and first[0].place < first[1].place:
        return [(ORDER.index(index), row) for index, row in enumerate(first)]
    return list(enumerate(first))


OTHER_TOTAL_SIZE = 66
"""The layout size of a runner-up's total over its name (large on every step, clearly
under the winner's: hR41, 84 before)."""


TOTAL_AIR = 14
"""Reference pixels between a total's figures and the tallest letter of the name under it
(round 72, critic D71 #5: the totals floated ~45 px over their names at 1920, the font's
descent and the name's room for accents between them; clear of the name's line as the
layout check reads a line's letters, a fifth of it in from either edge)."""


def ink_top(name: str, size: int) -> int:
    """Pixels from the top of ``name``'s line box (bold, ``size``) to its tallest letter, a
    capital's height at least (a name in small letters keeps its total as high)."""
    face = font(size, BOLD)
    tallest = max((m[3] for m in face.metrics(f"H{name}") if m is not None), default=0)
    return max(0, face.get_ascent() - tallest)


def total_top(name: str, name_size: int, name_box_top: int, total_size: int,
              scale: float) -> int:
    """The top of a total's line box whose figures stand :data:`TOTAL_AIR` over the tallest
    letter of ``name`` (its line box's top at ``name_box_top``): tight over its name, a
    larger total (the winner's pop) growing upwards."""
    foot = name_box_top + ink_top(name, name_size) - theme.px(TOTAL_AIR, scale)
    return foot - baseline(total_size, STAMP)


def digits_slack(size: int) -> int:
    """Pixels from the top of a total's line box (the display face at ``size``) to its
    digits' top: the accent room over them, which no figure reaches."""
    face = font(size, STAMP)
    tops = [m[3] for m in face.metrics("0123456789") if m is not None]
    return max(0, face.get_ascent() - max(tops, default=face.get_ascent()))


def total_tuck(name_size: int, total_size: int, scale: float) -> int:
    """Pixels a total's line box reaches into its name's (:func:`total_top`) for a name of
    capitals with accents ("Î"): the room the steps take back from the line boxes."""
    box_foot = total_top("Î", name_size, 0, total_size, scale) + line_height(total_size, STAMP)
    return max(0, box_foot)


def text_sizes(scale: float) -> tuple[int, int, int]:
    """The layout sizes of the names, the winner's total and the others' totals."""
    return (theme.font_px(NAME_SIZE, scale), theme.font_px(WINNER_TOTAL_SIZE, scale),
            theme.font_px(OTHER_TOTAL_SIZE, scale))


def winner_name_px(scale: float) -> int:
    """A winner's name's size in pixels."""
    return theme.font_px(WINNER_NAME_SIZE, scale)


def name_cup_px(scale: float) -> int:
    """The trophy's size before a winner's name, where a step too low for one that large
    puts it (never a smaller trophy squeezed onto the step)."""
    return round(line_height(winner_name_px(scale), BOLD) * 0.9)


def place_px(scale: float) -> int:
    """The least a step's place figure may be, in pixels: a name's size."""
    return theme.font_px(NAME_SIZE, scale)


PLACE_MOST = 84
"""The largest layout size of a step's place figure, when the step has the room (hR41:
a heading's, 64, before: the numerals grow with their steps, still far under the winner's
total)."""


TOP_DEPTH = 20
"""Reference pixels a step's top face rises over its front (seen a little from above)."""


def top_depth(scale: float) -> int:
    """The height in pixels of a step's top face over its front."""
    return max(4, theme.px(TOP_DEPTH, scale))


def band_px(scale: float) -> int:
    """The height of a step's metal band, over its seat-coloured face."""
    return max(6, theme.px(16, scale))


def token_side(scale: float) -> int:
    """A token's diameter in pixels."""
    name_size = text_sizes(scale)[0]
    return max(theme.px(24, scale), round(line_height(name_size, BOLD) * 2 * TOKEN))


def token_reach(scale: float) -> int:
    """How far a token standing on a step's lid reaches down into its face under the band,
    its ink ring included, with a little air (hR64, critic C64: the whole lower half of the
    token was kept clear, and the third step's medal shrank to a blank face)."""
    side = token_side(scale)
    foot = side // 2 + max(2, side // 24) - top_depth(scale) // 2 - band_px(scale)
    return max(0, foot) + theme.px(4, scale)


NAME_TOKEN_AIR = 6
"""Reference pixels between a podium name's ink and the token's ring under it (its line 4
from the token's disc until round 75, hW77, critic cA75: at 1366x768 the commas of "Țuțu"
ran into the token's ring)."""
TAILS = "ȘșȚțgjpqy"
"""The letters reaching lowest: every name stands as high as one of them would (names level
across steps whichever letters they hold)."""


def name_air(size: int, scale: float) -> int:
    """Pixels between a podium name's line box (at ``size``) and its token's disc: the
    token's ink ring, :data:`NAME_TOKEN_AIR` and what a comma below reaches under the line."""
    return (max(2, token_side(scale) // 24) + theme.px(NAME_TOKEN_AIR, scale)
            + ink_below(TAILS, size, BOLD))


def slot_width(rect_w: int, scale: float, count: int = 3) -> int:
    """The width a step's figures may take on a podium ``rect_w`` wide holding ``count``
    players: the step's own less a gutter (:data:`DETAIL_GUTTER`) to its neighbours'."""
    return step_width(rect_w, scale, count) - theme.px(DETAIL_GUTTER, scale)


def floor_y(rect: pygame.Rect, scale: float, below: int = 0) -> int:
    """Where the steps stand: the podium's foot, over ``below`` pixels of figures."""
    return rect.bottom - theme.px(6, scale) - below


def steps(rect: pygame.Rect, rows: Sequence[Any], scale: float,
          below: int = 0) -> list[tuple[Any, pygame.Rect]]:
    """(row, step) of each row on the podium inside ``rect``: equal places, equal steps,
    their heights by the ranks standing on the podium (1, 1, 3: the third on the second's
    step), standing on a floor over ``below`` pixels of figures at its foot."""
    gap = theme.px(STEP_GAP, scale)
    column = step_width(rect.w, scale, min(3, len(rows)))  # each step's column
    _, total_size, _ = text_sizes(scale)
    popped = round(total_size * (1 + WINNER_POP))
    above = (line_height(winner_name_px(scale), BOLD)
             + round(line_height(total_size, STAMP) * (1 + WINNER_POP))
             - digits_slack(popped)  # (round 74, hY96: its digits, not their accent room,
             # under the headline: ~60 px of bare card stood between them at 1366x768)
             - total_tuck(winner_name_px(scale), total_size, scale)  # tight over the name
             + token_side(scale) // 2 + top_depth(scale) // 2 + theme.px(10, scale))
    floor = floor_y(rect, scale, below)
    tallest = max(theme.px(40, scale), floor - rect.top - above)
    found = []
    placed = podium_rows(rows)
    middle = sum(slot for slot, _ in placed) / max(1, len(placed))  # two steps: centred too
    width = min(column, round(tallest * STEP_ASPECT))  # a block, not a slab (S38)
    pitch = column + gap
    if len(placed) == 2:  # two steps side by side, each its column, a seam between (S86 4.)
        width, pitch = column, column + gap
    least = min(step_least(scale), round(tallest * 0.8))
    lowest = min(STEP_HEIGHTS.values())
    ranks = sorted({row.place for _, row in placed})  # after a tie for first the next
    # player stands on the second's step (critic C60: no dwarfed third beside two winners)
    for slot, row in placed:
        x = rect.centerx + round((slot - middle) * pitch) - width // 2
        share = STEP_HEIGHTS.get(min(ranks.index(row.place) + 1, 3), lowest)
        # on a low podium the steps keep their order but every one reads: its place's
        # figure under the token at least at a heading's size
        h = max(round(tallest * share),
                round(least + (tallest - least) * (share - lowest) / (1 - lowest)))
        found.append((row, pygame.Rect(x, floor - h, width, h)))
    return found


def shared_blocks(placed: Sequence[tuple[Any, pygame.Rect]]
                  ) -> list[tuple[list[Any], pygame.Rect]]:
    """The blocks the steps ``placed`` (row, step) stand as, the winners' first: each step
    its own block, but the tied winners' (equal first places, side by side) one shared top
    step spanning theirs, no seam between them (round 72, critic G71 #5: two gold blocks
    jammed together with a dark seam)."""
    firsts = [(row, step) for row, step in placed if row.place == 1]
    blocks = [([row], step) for row, step in placed if row.place != 1]
    if firsts:
        spanned = firsts[0][1].unionall([step for _, step in firsts[1:]])
        blocks.insert(0, ([row for row, _ in firsts], spanned))
    return blocks


def below_height(said: Sequence[Sequence[str]], counts: Sequence[int], width: int,
                 scale: float, lines: int = 1) -> int:
    """Pixels a podium keeps under its floor for each player's icon rows (``counts``: how
    many each, their labels on ``lines`` lines) over their lines ``said``, in columns
    ``width`` wide."""
    chips = stats_height(max(counts, default=0), scale, lines)
    lines = figures_height(said, width, scale)
    if not chips:
        return lines
    size, _ = detail_layout(said, width, scale)
    lead = detail_lead(len(said), scale, size)
    return chips + (lines + lead if lines else theme.px(14, scale))


MEDAL_LEAST = 54
"""The layout size the lowest step's place figure is written at, at least, on its whole disc
(round 72: every medal is written at the lowest step's size, :func:`badge_sizes`; at a
name's, 44, the one size left the silver's face bare)."""


def step_least(scale: float) -> int:
    """The lowest a step may be: its metal band, what the token reaches into its face,
    then its place's figure at a name's size on its whole disc (a low podium squeezes the
    steps' differences, not the third step's medal: hR64)."""
    medal = theme.font_px(MEDAL_LEAST, scale)  # (the one medal size: :func:`badge_sizes`)
    disc = 2 * round(line_height(medal, STAMP) * BADGE_DISC) + 2 * theme.px(3, scale)
    return band_px(scale) + token_reach(scale) + disc


def step_figure_px(step: pygame.Rect, scale: float) -> int:
    """The largest place figure ``step`` holds alone (no trophy over it): a name's size at
    least, up to a heading's, as its face below the token allows."""
    inner_h = step.h - band_px(scale)
    room_h = max(1, inner_h - token_reach(scale))
    return max(place_px(scale), min(theme.font_px(PLACE_MOST, scale),
                                    round(room_h / (theme.FONT_EM * 1.6))))


def badge_px(placed: Sequence[pygame.Rect], scale: float) -> tuple[int, int]:
    """The one size every place figure on a podium of the steps ``placed`` is written at,
    and its disc's radius (critic round 30: the gold "1" under its trophy read smaller than
    the silver "2"): the largest the lowest step holds (:func:`step_figure_px`), its disc
    inside that step's face, so the gold badge is never smaller than another."""
    size = min((step_figure_px(step, scale) for step in placed), default=place_px(scale))
    reach = min((min((step.h - band_px(scale) - token_reach(scale)) // 2 - theme.px(3, scale),
                     round((step.h - band_px(scale) - token_reach(scale)) * NUMERAL_ROOM
                           / NUMERAL_FILL))  # its numeral with air (S38)
                 for step in placed), default=size)
    while size > place_px(scale) and round(line_height(size, STAMP) * BADGE_DISC) > reach:
        size -= 1  # the figure on its whole disc (hR64: a disc cut under its "3" read blank)
    # a step lower than :func:`step_least` still cuts its disc to its face
    return size, max(4, min(round(line_height(size, STAMP) * BADGE_DISC), reach))


BADGE_DISC = 0.62
"""A place badge's disc's radius, as a share of its figure's line height."""


def badge_sizes(placed: Sequence[tuple[int, pygame.Rect]], scale: float
                ) -> dict[int, tuple[int, int]]:
    """Each place's figure size and disc radius on a podium of ``placed`` (place, step):
    one for every place (round 72, critic G71 #10: grown with their steps since hR41, the
    bronze's disc read smaller than the others'), the largest the lowest step holds on its
    whole disc under its token (:func:`badge_px`) and the winners' faces beside their
    trophy (as a second's step would hold it): the winner's badge gives up its room, the
    trophy keeps its size; the gold never smaller than another (critic round 30)."""
    holding = [step for _, step in placed]
    firsts = [step for place, step in placed if place == 1]
    if firsts:  # the winner's face holds its trophy too: its badge as a second's step's
        holding.append(pygame.Rect(0, 0, firsts[0].w, round(firsts[0].h * STEP_HEIGHTS[2])))
    one = badge_px(holding, scale)
    return {place: one for place, _ in placed}


def entrance_columns(band: pygame.Rect, placed: Sequence[tuple[Any, pygame.Rect]],
                     gap: int) -> list[pygame.Rect]:
    """The columns of ``band`` (under the floor) the figures under ``placed``'s steps
    ((row, step), the row's ``place``) enter by, the winner's first (S29): the band shared
    out whole between the steps, each from its neighbours' midpoints (the band's edges at
    the ends), so a stat label wider than its step ("Partea de sus") lies whole in its own
    column and enters whole, never cut at a step's edge (ruling S60, round 79, hY113;
    critics cA78 #8, cF78 #4: "artea de sus"). ``gap`` is the steps' spacing (kept for a
    caller's reading; the columns meet with no seam between them)."""
    del gap
    across = sorted(placed, key=lambda p: p[1].centerx)
    edges = [band.left] + [(a[1].centerx + b[1].centerx) // 2
                           for a, b in zip(across, across[1:], strict=False)] + [band.right]
    columns = [(row.place, pygame.Rect(edges[k], band.y, edges[k + 1] - edges[k], band.h))
               for k, (row, _) in enumerate(across)]
    return [column for _, column in sorted(columns, key=lambda c: c[0])]
