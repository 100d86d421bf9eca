"""The podium of a Scores board (hS32, critic S31): the first three places as large medal
cards side by side (the second left, the first in the middle and tallest, the third right,
their feet level), each with its medal, name, score and date; a place not won yet a quiet
step saying it is free. Drawing only: :class:`game.scenes.scores.ScoresScene` decides what
stands where."""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, replace

import pygame

from game import theme
from game.widgets import layout_record
from game.widgets.button import blend
from game.widgets.game_card import card_die
from game.widgets.medals import MEDAL_COLOURS, MEDAL_TEXT, draw_medal
from game.widgets.text import (
    BOLD,
    REGULAR,
    draw_text,
    ellipsize,
    fit_size,
    line_height,
    text_size,
    wrap_without_widow,
)

STEP_HEIGHTS = (1.0, 0.86, 0.8)
"""The podium's steps over its height: the first place's card, the second's, the third's
(hS62, critic A60: at 1024x600 the third's, at 0.78, had no room for its medal inside it;
hS63, critic A61: at 0.92 and 0.86 the steps barely differed)."""
STEP_ORDER = (1, 0, 2)
"""Which place (0: the first) stands in each of the podium's columns, left to right."""
CARD_GAP = 16
"""The felt between two podium cards (reference pixels)."""
CARD_FILL = 0.22
"""How much of its medal's colour a card's face takes over the table header's green."""
FREE_ALPHA = 210
"""The outline of a free place's step (alpha over the panel): firm, a place to play for
(ruling S51, round 78, hS34: at 70 it read as a hole; dashed till S82 8, round 80; round 74,
hS29: no free step wears a hollow numbered medal any more, an empty board its card)."""
FREE_COLOUR = theme.CREAM
"""Every free place's outline and "Locul N" (ruling S67 2, round 79, hK84; critic cB78 #9:
a silver-dashed second beside a bronze-dashed third read as two kinds of box): one style,
whatever its medal; the filled cards wear their medals."""
FREE_GLOW = 34
"""A free step's face: the table's gold at this alpha over the panel, a warm lit place to
play for (ruling S82 8, round 80; its dashed outline over a faint stripe read as an empty
card, critics cB79 #5, cC79)."""
SOLID_SHADE = 0.75
"""The welcome's whole steps (no score anywhere; round 74, hS29: no hollow outlines): their
front runs from their metal's face at the top this share of the way to its rim at the foot."""
SOLID_TOP = 0.1
"""A whole step's lit top edge: this share of its height."""
SOLID_NUMBER = 0.5
"""A whole step's engraved place: this share of its height (at most 0.45 of its width)."""
NAME_TYPE = 1.0
"""A card's name over the rows' type: a caption over its score (ruling S51, round 78, hS34,
critic cC77b: at 1.3 it stood as large as the score)."""
NAME_LEAST = 0.7
"""A long name set down to this share of its card's name type before it is cut (hS62: at
1024x600 "Ștefan Țuțuianu" was cut at 0.8 on the first place's grown card)."""
SCORE_TYPE = 2.6
"""A card's score over the rows' type: the figure read first, the card built round it
(ruling S51)."""
SCORE_LEAD = 1.6
"""A card's score's type at least this many times its name's, at every size (ruling S51,
critic cC77b: a short card's score, set down, stood no bigger than its name)."""
SCORE_WIDTH = 0.8
"""A card's score at most this share of its width: large, with air either side (ruling S51)."""
MEDAL_MOST = 0.56
"""A card's medal at most this share of its width..."""
MEDAL_OVER_SCORE = 1.3
"""A card's medal at most this many times its score's line: the score the card's heart, the
medal its badge (ruling S51, round 78, hS34)."""
MEDAL_LEAST = 0.18
"""...and at least this share, else the card sets its words smaller (its date kept; 0.26
until round 78: ruling S51, the medal a badge, the room to the score)."""
INLINE_MEDAL = 1.3
"""A short card's medal beside its score: this many times the score's line."""
OVER_LEAST = 1.3
"""A medal over a card's name at least this many times the name's line (else beside its
score); inside its card, never over its top edge (hS62, critic A60: hS50's rising medal sat
on the border)."""
SHORT_SCORE = 0.7
"""A short card's score set at this share of its plan's (0.8 until round 74, hN77: with the
Scores' type held at 23 the tied third card at 1024x600 lost its medal's room over its name
and wore it beside its score, every medal of the screen shrinking with it)."""
SHORT_PAD = 6
"""The room round a short card's medal and words (reference pixels; a card's is 12)."""
GROW_MOST = 1.25
"""A tall card's words grow with it, up to this many times the rows' sizes."""
CARD_AIR = 6
"""The least room (pixels, at any window) between a card's border and its medal, words and
tags, and between its name and a tag beside it (hS62, critic A60: 3 px at 1024x600)."""
TAG_MEDAL_AIR = 0.3
"""The air between a podium card's medal and the "NOU" tag beside it: this share of the
medal at least (critic I72: at 1024x600 the tag crowded a 24 px medal)."""
MEDAL_NAME_GAP = 4
"""Between a card's medal and its name (reference pixels: the ribbon's tails end above)."""
TAG_INSET = 6
"""A card's tags ("=2", "NOU") this far inside its border (reference pixels; hS41)."""


def podium_steps(area: pygame.Rect, scale: float,
                 places: tuple[int, ...] = (1, 2, 3)) -> list[pygame.Rect]:
    """The three steps of a podium standing across ``area`` (the first place's, the
    second's, the third's), their feet on its bottom edge; each as high as the place it holds
    (``places``), so tied scores stand on steps of one height (critic A31). Every board shows
    the whole podium, a lone record centred on it (critic A51; hS61 dropped the shift that
    centred hS51's two steps)."""
    gap = theme.px(CARD_GAP, scale)
    w = (area.w - 2 * gap) // 3
    steps: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0)] * 3
    for column, index in enumerate(STEP_ORDER):
        h = round(area.h * STEP_HEIGHTS[places[index] - 1])
        steps[index] = pygame.Rect(area.x + column * (w + gap), area.bottom - h, w, h)
    return steps


def card_sizes(size: int, least: int) -> tuple[int, int, int]:
    """The type of a card's name, score and date for rows of ``size``."""
    return round(size * NAME_TYPE), round(size * SCORE_TYPE), max(least, round(size * 0.9))


@dataclass(frozen=True)
class CardPlan:
    """How a podium card sets its words: their sizes, the date it shows and the room its
    medal may take (the scene gives every card of the screen the smallest: critic A31)."""

    name_px: int
    score_px: int
    date: str
    date_px: int
    lines: tuple[int, int, int]
    medal: int
    pad: int
    inline: bool = False
    """A card too short for a medal over its words wears it beside its score."""


_PLANS: OrderedDict[tuple[object, ...], CardPlan] = OrderedDict()
"""The cards' plans worked out (least recently used first out past
``theme.SCORES_PLAN_CACHE_ITEMS``): Scores draws the same cards every frame (hS50)."""


def plan_card(rect: pygame.Rect, score: str, when: tuple[str, ...], size: int, least: int,
              scale: float) -> CardPlan:
    """:func:`work_out_card` for these words in ``rect``, worked out once and handed out
    again (it measures a dozen texts: the screen asks it of each card every frame)."""
    key = (tuple(rect), score, when, size, least, scale, theme.least_type())
    plan = _PLANS.get(key)
    if plan is not None:
        _PLANS.move_to_end(key)
        return plan
    plan = _PLANS[key] = work_out_card(rect, score, when, size, least, scale)
    while len(_PLANS) > theme.SCORES_PLAN_CACHE_ITEMS:
        _PLANS.popitem(last=False)
    return plan


def work_out_card(rect: pygame.Rect, score: str, when: tuple[str, ...], size: int, least: int,
                  scale: float) -> CardPlan:
    """The words' sizes of a card in ``rect`` and the medal room they leave: a tall card's
    words grow, a short one's shrink, and the date (the first of ``when`` that fits) is
    always kept (critic A31: at 1024x600 the Yams podium dropped its dates), never smaller
    than the rows' ``size`` (hS50, critic A41: ~16 px under the runners-up at 1920x1080). The
    medal stands inside the card, ``CARD_AIR`` pixels at least from its border (hS62, critic
    A60: hS50's short card's medal rising over its top edge sat on the border)."""
    grow = min(GROW_MOST, max(1.0, rect.h / (8 * line_height(size))))  # a tall card: big words
    name_px, score_px, date_px = card_sizes(round(size * grow), least)
    date_px = max(date_px, size)
    pad = theme.px(12, scale)
    width = rect.w - 2 * pad
    score_px = fit_size(score, score_px, min(width, round(rect.w * SCORE_WIDTH)), BOLD)
    # (hS40: whole at its size; fit_size's floor let "6 nov. 2026 · 19 ture" run past a
    # narrow card's edges)
    fitting = [w for w in when if text_size(w, date_px)[0] <= width or w == when[-1]]
    date = fitting[0]
    date_px = fit_size(date, date_px, width)
    lines = [line_height(name_px, BOLD), line_height(score_px, BOLD), line_height(date_px)]
    if rect.h - sum(lines) - 3 * pad < rect.w * MEDAL_LEAST:  # a short card: smaller words
        name_px = max(least, round(name_px * 0.85))  # (the score 0.7: round 74, hN77, the
        score_px = max(least, round(score_px * SHORT_SCORE))  # Scores' type at 23)
        date_px = max(least, min(date_px, size))  # (as the list's: hS50)
        lines = [line_height(name_px, BOLD), line_height(score_px, BOLD), line_height(date_px)]
        pad = max(CARD_AIR, theme.px(SHORT_PAD, scale))
    score_px = max(score_px, round(least * SCORE_LEAD))  # the score leads (ruling S51)
    name_px = max(least, min(name_px, round(score_px / SCORE_LEAD)))
    lines = [line_height(name_px, BOLD), line_height(score_px, BOLD), line_height(date_px)]
    gap = theme.px(MEDAL_NAME_GAP, scale)  # (inside the card with air: hS62, critic A60)
    medal = min(round(rect.w * MEDAL_MOST), rect.h - sum(lines) - 2 * pad - gap,
                round(lines[1] * MEDAL_OVER_SCORE))  # (the score leads: S51)
    inline = medal < round(lines[0] * OVER_LEAST)
    if inline:  # too short for a medal over the words: the medal beside the score
        medal = round(lines[1] * INLINE_MEDAL)
        score_px = fit_size(score, score_px, width - medal - pad, BOLD)
        lines[1] = max(line_height(score_px, BOLD), medal)
    return CardPlan(name_px, score_px, date, date_px, (lines[0], lines[1], lines[2]), medal,
                    pad, inline)


def in_one_type(plan: CardPlan, name_px: int, score_px: int) -> CardPlan:
    """``plan`` with its name and score set at ``name_px`` and ``score_px`` at most: every won
    card of the screen in one type (hS62, critic A60: a short third card's score stood at 38
    px beside the others' 52); a card wearing its medal beside its score kept as it is."""
    if plan.inline:
        return plan
    name_px, score_px = min(name_px, plan.name_px), min(score_px, plan.score_px)
    lines = (line_height(name_px, BOLD), line_height(score_px, BOLD), plan.lines[2])
    return replace(plan, name_px=name_px, score_px=score_px, lines=lines)


def name_type(plan: CardPlan, name: str, rect: pygame.Rect, scale: float) -> int:
    """The type ``name`` fits its card ``rect`` in (at ``plan``'s at most, never under
    :data:`NAME_LEAST` of it): the screen sets every card's name in the least of these, one
    type for all (critic A71: a long name alone set smaller than its neighbours)."""
    width = rect.w - 2 * theme.px(12, scale)
    return max(round(plan.name_px * NAME_LEAST), fit_size(name, plan.name_px, width, BOLD))


def draw_card(surface: pygame.Surface, rect: pygame.Rect, place: int, name: str, score: str,
              plan: CardPlan, medal: int, scale: float, shared: str = "",
              new: Tag | None = None) -> list[pygame.Rect]:
    """One won place of the podium: a card in its medal's colour with a medal ``medal``
    pixels across on top, the name, the score large in gold and the date as ``plan`` sets
    them; a tied place's card says so on a pill at its top left (``shared``: "=2"), the
    newest score's on a "NOU" tag at its top right (``new``), inside its border (hS41,
    critic A40: astride its top edge they ran out of the card at 1024x600): in its corner
    right of the medal, level with its disc, at every size (round 72, critic F71: it jumped
    from after the name to the corner between sizes), else in its corner where the card has
    room over its words, else beside its name, no taller than the name's line (hS51, critic
    A50: taller, it rose into the medal's ribbon); a tied place (``shared``)
    said by its medal alone ("=3" on the disc, hS51: a pill beside a medal saying 3 said
    it twice); return the tags' rects."""
    face, _ = MEDAL_COLOURS[place]
    radius = theme.px(14, scale)
    pygame.draw.rect(surface, blend(theme.TABLE_HEADER, face, CARD_FILL), rect,
                     border_radius=radius)
    pygame.draw.rect(surface, face, rect, max(2, theme.px(3, scale)), border_radius=radius)
    pad = plan.pad
    width = rect.w - 2 * theme.px(12, scale)
    lines = plan.lines
    text_h = sum(lines)
    tied = bool(shared)  # (said by the medal: hS51)
    inset = max(CARD_AIR, max(2, theme.px(3, scale)) + theme.px(TAG_INSET, scale))
    between = theme.px(MEDAL_NAME_GAP, scale)
    tag_h = new.box.h if new is not None else 0
    if plan.inline:  # the medal beside the score: the words alone stacked
        y = rect.y + (rect.h - text_h) // 2
        block = text_h
    else:  # the medal inside the card over its name, with air (hS62, critic A60)
        block = medal + between + text_h
        y = max(rect.y + pad, rect.y + (rect.h - block) // 2)
    # (the words under corner tags; the medal a ribbon's air below them: the layout check's)
    under = rect.y + inset + tag_h + max(theme.px(4, scale), medal // 16 + 1)
    gap = max(CARD_AIR, theme.px(6, scale))  # (clear of the name: critic A60)
    if new is not None:  # no taller than the name's line (hS51)
        new = _fit_tag(new, lines[0])
    air = max(gap, round(medal * TAG_MEDAL_AIR))  # the tag clear of its medal (critic I72)
    by_medal = new is not None and not plan.inline and (  # one place at every size: beside
        medal + new.box.w + air <= rect.w - 2 * inset)  # the medal (critic F71: it jumped)
    corners = (new is not None and not by_medal  # else in the card's top corner, its words
               and under + block <= rect.bottom - pad)  # under it
    if corners:
        y = max(y, under)
    beside = new.box.w + gap if new is not None and not corners else 0  # (on the name's line)
    medal_x = rect.centerx
    if by_medal and new is not None:  # the name whole, the medal and its tag one group on
        beside, medal_x = 0, rect.centerx - (new.box.w + air) // 2  # its line (critic A69)
    if not plan.inline:
        draw_medal(surface, place, (medal_x, y + medal // 2), medal, tied=tied)
        y += medal + between
    name_px = plan.name_px  # one type for every name (critic A71: a long one set smaller)
    name = ellipsize(name, name_px, width - beside, BOLD)
    name_line = pygame.Rect(rect.centerx - width // 2, y, width, lines[0])
    x = rect.centerx - (text_size(name, name_px, BOLD)[0] + beside) // 2  # the line's group
    rects = []
    drawn_name = draw_text(surface, name, name_px, theme.CREAM, (x, name_line.centery),
                           "midleft", weight=BOLD)
    if new is not None:
        box = new.box.copy()
        if corners:  # in the card's top right corner
            box.top = rect.y + inset
            box.x = rect.right - inset - box.w
        elif by_medal:  # right of the medal, level with its disc
            box.midleft = (medal_x + medal // 2 + air, name_line.y - between - medal // 2)
        else:  # after the name, on its line
            box.midleft = (drawn_name.right + gap, name_line.centery)
        rects.append(draw_tag(surface, new, box))
    y += lines[0]
    score_x = rect.centerx
    if plan.inline:
        beside = medal + pad + text_size(score, plan.score_px, BOLD)[0]
        draw_medal(surface, place, (rect.centerx - beside // 2 + medal // 2, y + lines[1] // 2),
                   medal, tied=tied)
        score_x += (medal + pad) // 2
    draw_text(surface, score, plan.score_px, theme.GOLD, (score_x, y + lines[1] // 2),
              weight=BOLD, shadow=theme.px(2, scale))
    y += lines[1]
    draw_text(surface, plan.date, plan.date_px, theme.MUTED,
              (rect.centerx, y + lines[2] // 2), weight=REGULAR)
    return rects


@dataclass(frozen=True)
class Tag:
    """A pill on a card or a row: its words, their type size, their ink, its fill, its box
    (at 0, 0)."""

    words: str
    size: int
    ink: tuple[int, int, int]
    fill: tuple[int, int, int]
    box: pygame.Rect


def _shared_tag(words: str, size: int, face: tuple[int, int, int]) -> Tag:
    """A tied place's "=2" pill in its medal's colour, as big as its card's name (hS40,
    critic A32: at the dates' size it read ~12 px at 1024x600)."""
    size = max(size, theme.least_type())
    w, _ = text_size(words, size, BOLD)
    box = pygame.Rect(0, 0, w + round(line_height(size, BOLD) * 0.6), line_height(size, BOLD))
    # the medal's own ink: dark on every face (5.2:1 on bronze, where the table's green
    # header ink read 3.8:1)
    return Tag(words, size, MEDAL_TEXT, face, box)


def shared_tag(words: str, size: int, place: int) -> Tag:
    """The "=N" pill of a tied place ``place`` (a row of the list wears the card's: hS41,
    critic A40)."""
    return _shared_tag(words, size, MEDAL_COLOURS[place][0])


def _fit_tag(tag: Tag, height: int) -> Tag:
    """``tag`` no taller than ``height`` (its words set smaller, its pill's air kept)."""
    if tag.box.h <= height:
        return tag
    air_w = tag.box.w - text_size(tag.words, tag.size, BOLD)[0]
    air_h = tag.box.h - line_height(tag.size, BOLD)
    size = tag.size
    while size > theme.least_type() and line_height(size, BOLD) + air_h > height:
        size -= 1
    w = text_size(tag.words, size, BOLD)[0] + air_w
    box = pygame.Rect(0, 0, w, min(tag.box.h, max(height, line_height(size, BOLD))))
    return Tag(tag.words, size, tag.ink, tag.fill, box)


def draw_tag(surface: pygame.Surface, tag: Tag, box: pygame.Rect) -> pygame.Rect:
    """``tag`` drawn in ``box``: its pill and its words centred; return ``box`` (recorded as
    a "pill" for the layout check)."""
    pygame.draw.rect(surface, tag.fill, box, border_radius=box.h // 2)
    if layout_record.ON:
        layout_record.panel(surface, box, "pill")
    draw_text(surface, tag.words, tag.size, tag.ink, box.center, weight=BOLD)
    return box


def _free_plate(surface: pygame.Surface, rect: pygame.Rect, place: int, scale: float,
                edge: int = FREE_ALPHA) -> None:
    """A free place's step as an invitation to play for it (ruling S82 8, round 80; critics
    cB79 #5, cC79: a dashed "Locul 3 liber" card read as a missing card): a warm face lit in
    gold (:data:`FREE_GLOW`), a solid outline in :data:`FREE_COLOUR` (``edge``: its opacity;
    one style for every free place, S67 2; ``place`` kept for the callers)."""
    radius = theme.px(14, scale)
    step = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(step, (*theme.GOLD, FREE_GLOW), step.get_rect(), border_radius=radius)
    width = max(2, theme.px(3, scale))
    pygame.draw.rect(step, (*FREE_COLOUR, edge), step.get_rect(), width, border_radius=radius)
    surface.blit(step, rect)

OPEN_TYPE = (1.4, 0.95)
"""An open step's "Locul N" and its line: these shares of the rows' type."""
OPEN_TITLE = 0.9
"""An open step's "Locul N": this share of the way from the header's green to its medal's
colour (lit: an invitation, not a ghost)."""


GHOST_ALPHA = 120
"""How much a ghost die shows (0..255): a silhouette that waits, not a die in play."""
SEAT_DIE = 0.95
"""A free seat's ghost die: this share of the podium's medal (it stands where a medal would)."""


def draw_ghost_die(surface: pygame.Surface, place: int, side: int,
                   midbottom: tuple[int, int]) -> pygame.Rect:
    """A ghost die standing at ``midbottom`` on a podium's step of ``place``: the table's
    die showing the place's pips, tinted in its medal's metal and see-through (the player
    to come, a silhouette, never a score); return where it stands."""
    face, _ = MEDAL_COLOURS[place]
    image = card_die(place, side, 0.0).copy()
    image.fill((*face, GHOST_ALPHA), special_flags=pygame.BLEND_RGBA_MULT)
    rect = image.get_rect(midbottom=midbottom)
    surface.blit(image, rect)
    return rect


def draw_open_step(surface: pygame.Surface, rect: pygame.Rect, place: int, title: str,
                   line: str, size: int, scale: float,
                   medal: int = 0) -> tuple[list[pygame.Rect], pygame.Rect | None]:
    """A free podium place on a board holding scores, as a ghost seat (hS28, critic K72:
    "no empty third"; round 82, hK93, ruling S111 1., critics cC81 #4, cB81: "Locul 3 /
    Joacă pentru el" read as a dull box): its step, the player to come as a see-through die
    of its place in its medal's metal where a won card's medal stands (``medal`` pixels; none
    at 0), "Locul N" and what takes it (``line``, wrapped to the step), centred as one group;
    return the words' boxes and the die's."""
    _free_plate(surface, rect, place, scale)
    face = FREE_COLOUR
    air = theme.px(12, scale)
    width = rect.w - 2 * air
    big = fit_size(title, round(size * OPEN_TYPE[0]), width, BOLD)
    small = max(theme.least_type(), round(size * OPEN_TYPE[1]))
    lines = wrap_without_widow(line, small, width)[:3]
    step_h = line_height(small)
    words_h = line_height(big, BOLD) + len(lines) * step_h
    gap = theme.px(MEDAL_NAME_GAP + 6, scale)
    die = min(round(medal * SEAT_DIE), rect.h - 2 * air - words_h - gap) if medal else 0
    die = die if die >= theme.px(16, scale) else 0  # (no room: the words alone)
    total = words_h + (die + gap if die else 0)
    y = rect.centery - total // 2
    ghost = None
    if die:
        ghost = draw_ghost_die(surface, place, die, (rect.centerx, y + die))
        y += die + gap
    boxes = [draw_text(surface, title, big, blend(theme.TABLE_HEADER, face, OPEN_TITLE),
                       (rect.centerx, y), "midtop", weight=BOLD)]
    y = boxes[0].bottom
    for words in lines:
        boxes.append(draw_text(surface, words, small, theme.CREAM, (rect.centerx, y), "midtop"))
        y += step_h
    return boxes, ghost


def draw_solid_step(surface: pygame.Surface, rect: pygame.Rect, place: int,
                    scale: float) -> pygame.Rect:
    """A step of the welcome's podium drawn whole, a picture of the podium waiting (round 74,
    hS29, critic: "hollow medals, empty podium outlines look broken"): its front in its
    medal's metal, shading to its rim at the foot, a lit top edge, its place engraved big on
    it; return its number's box."""
    face, rim = MEDAL_COLOURS[place]
    radius = theme.px(12, scale)
    front = pygame.Surface(rect.size, pygame.SRCALPHA)
    top = max(2, round(rect.h * SOLID_TOP))
    for y in range(rect.h):
        colour = (blend(face, (255, 250, 235), 0.45) if y < top else
                  blend(face, rim, SOLID_SHADE * (y - top) / max(1, rect.h - top)))
        pygame.draw.line(front, (*colour, 255), (0, y), (rect.w - 1, y))
    mask = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    front.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(front, rect)
    size = max(theme.least_type(), min(round(rect.h * SOLID_NUMBER), round(rect.w * 0.45)))
    centre = (rect.centerx, rect.centery + top // 2)
    draw_text(surface, str(place), size, blend(face, (255, 255, 255), 0.5),
              (centre[0], centre[1] + max(1, theme.px(2, scale))), weight=BOLD)
    return draw_text(surface, str(place), size, MEDAL_TEXT, centre, weight=BOLD)


GLOW_REACH = 14
"""The newest score's card's glow: how far it reaches past the card (reference pixels)..."""
GLOW_ALPHA = 235
"""...and its strength at the card's edge (it fades to nothing at its reach)."""


def draw_new_glow(surface: pygame.Surface, rect: pygame.Rect, scale: float,
                  strength: float = 1.0) -> None:
    """A soft warm glow of the "NOU" tag's gold round the newest score's card (round 74,
    hS29: the latest entry highlighted at a glance, as its list row is lit), drawn under
    the card: strongest at its edge, fading to nothing; soft, never a focus ring.
    ``strength``: how far its card has arrived (0..1), the glow coming up with it."""
    reach = max(4, theme.px(GLOW_REACH, scale))
    halo = pygame.Surface((rect.w + 2 * reach, rect.h + 2 * reach), pygame.SRCALPHA)
    radius = theme.px(14, scale)
    steps = 10
    for k in range(steps):  # from its reach in to the card's edge, each band stronger
        grow = reach * (steps - k) // steps
        box = pygame.Rect(reach - grow, reach - grow, rect.w + 2 * grow, rect.h + 2 * grow)
        alpha = round(GLOW_ALPHA * max(0.0, min(1.0, strength)) * ((k + 1) / steps) ** 1.3)
        pygame.draw.rect(halo, (*theme.SELECTED, alpha), box, border_radius=radius + grow)
    surface.blit(halo, (rect.x - reach, rect.y - reach))
