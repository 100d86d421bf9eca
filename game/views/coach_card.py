"""A coach card, drawn: a tip of its own, never camouflaged as a panel of the table: a light
card with dark ink, a deep gold rim and a soft shadow; a low, wide card of one row (hC31):
its step ("1/3" on a gold face) at the left, its words (two lines at most) in the middle,
its next action ("Înainte" with its key "→" in a cap, hC40) over a small "Nu mai arăta"
at the right (no "×", round 73); a pointer in the note's own colours (a triangle on the
side facing its target, or a leader). Where no low card finds room, a narrow one
(:func:`is_narrow`): its words, then its action column."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager

import pygame

from game import theme
from game.theme_coach import (
    COACH_CARD_MARGIN,
    COACH_FOOT_LEAST,
    COACH_LINK_LEAST,
    COACH_TEXT_REF,
)
from game.theme_table import CARD_AIR
from game.views.coach_card_art import POINTER as POINTER
from game.views.coach_card_art import TIP_PAPER as TIP_PAPER
from game.views.coach_card_art import TIP_RIM as TIP_RIM
from game.views.coach_card_art import draw_glow, draw_route, draw_shadow, pointer_triangle
from game.views.coach_card_art import tip_short as tip_short
from game.views.coach_place import leader, pointer
from game.widgets import layout_record
from game.widgets.text import BOLD, draw_text, text_size

CARD_PAD = 18
"""A card's inner margin in the old tall card, reference pixels (the tables' layout still
sizes the mat and the Tura panel by it: :func:`game.views.coach_reads.mat_card_height`)."""

CARD_RADIUS = 14
"""The roundness of a card's corners, reference pixels (a low card: hC31)."""

CLEARANCE = 8
"""Least gap between the card and anything it must not cover, reference pixels."""

WORD_CLEAR = 8
"""Least gap between a 10 000 card and the "Selecție" line's words, window pixels, at every
size (hC41, critic B40: at 1024x600 the cards lay 2-3 px off that label)."""


def card_air(scale: float) -> int:
    """:data:`CARD_AIR` at ``scale``: never under its window pixels, scaled over them."""
    return max(CARD_AIR, theme.px(CARD_AIR, scale))


def card_margin(scale: float) -> int:
    """The felt a 10 000 card keeps off the "Selecție" line's words under it:
    :data:`~game.theme_coach.COACH_CARD_MARGIN` scaled, never under :func:`card_air`
    (critic B69: about 16 px at 1920x1080 read squeezed)."""
    return max(card_air(scale), theme.px(COACH_CARD_MARGIN, scale))


CLOSE = 40
"""The room the old tall card's corner took, reference pixels: what the Tura panel's foot
still keeps beside a card's words (:func:`game.views.coach_reads.risk_card_room`). A card
has no "×" since round 73 (critic K72: three ways out; "Înainte →" and "Nu mai arăta"
stay, a click elsewhere or a key closes it for now)."""


TIP_NEXT = (44, 84, 64)
"""The face of the note's next action ("Înainte"): the secondary buttons' green."""
STEP_PAD = 6
"""The side room inside the step's face ("1/3"), reference pixels."""
STEP_SLOT = 70
"""The step's face's least width, reference pixels: "1/3", "3/3", "Sfat" and "Tip" one badge
of one width at every size (ruling S93 4., critic cB80 #11: one scheme on every card)."""
STEP_GAP = 10
"""The room between the step's face and the words, reference pixels (round 70: the
:data:`~game.theme.COACH_CARD_GAP` kept between the words and the actions, the "×" grown)."""
NEXT_PAD = 14
"""The side room inside "Înainte"'s face, reference pixels."""
FOOT_GAP = 16
"""The room between two of the footer's parts, reference pixels."""

CLOSE_GAP = 16
"""The free room the Tura panel's foot keeps between a card's words and its right end,
reference pixels (:func:`game.views.coach_reads.risk_card_room`)."""


CARD_TEXT_LEAST = 25
"""A card's words are never smaller than this layout size: 18 px of em at 1024×600 (round
76, hC79, critic cZ75: 17 px read small there; hC17; hC41, critic B40: at 15 px of em "the
bubble text is about 12-13 px"). Above that the small type's own size is larger."""


CARD_TEXT_COMPACT = 21
"""The least layout size of a compact card's words (15 px of em at 1024×600): only a card
that finds no room at :data:`CARD_TEXT_LEAST` anywhere (hC41: the bank's card at 1024×600,
between the dice row and "Selecție") takes it, rather than not show (:func:`compact_type`)."""

_COMPACT: list[bool] = [False]


@contextmanager
def compact_type(on: bool) -> Iterator[None]:
    """Within it a card is measured and drawn at :data:`CARD_TEXT_COMPACT` when ``on``."""
    _COMPACT.append(on)
    try:
        yield
    finally:
        _COMPACT.pop()


def compact_now() -> bool:
    """True within :func:`compact_type` on: a card is measured compact now."""
    return _COMPACT[-1]


def _least() -> int:
    """The least layout size of a card's words now (compact or not)."""
    return CARD_TEXT_COMPACT if _COMPACT[-1] else CARD_TEXT_LEAST


def card_text_size(scale: float) -> int:
    """The layout size of a card's words and last line at ``scale``: the small type, never
    below :data:`CARD_TEXT_LEAST` (a compact card's: :data:`CARD_TEXT_COMPACT`) nor, but
    on a compact card, below :data:`~game.theme_coach.COACH_TEXT_REF` scaled (round 70:
    larger than the small type at 1920x1080 too)."""
    mid = 0 if _COMPACT[-1] else theme.px(COACH_TEXT_REF, scale)
    return max(theme.font_px(theme.FONT_SMALL, scale), _least(), mid)


def link_text_size(scale: float, narrow: bool = False) -> int:
    """The layout size of "Nu mai arăta", a quiet link under "Înainte →": a share of the
    words' size where they are large, never below the words' least size (round 62, critic
    B61: at :data:`CARD_TEXT_COMPACT` it read ~12 px tall at 1024×600, smaller than the
    words); on a ``narrow`` card (:func:`is_narrow`, beside "Înainte →" on one row that the
    words' size would not hold) never below :data:`CARD_TEXT_COMPACT`; never under 16 px of
    em (:data:`~game.theme_coach.COACH_FOOT_LEAST`) nor under
    :data:`~game.theme_coach.COACH_LINK_LEAST` scaled (critic B66: "tiny" at 1920x1080)."""
    least = CARD_TEXT_COMPACT if narrow else _least()
    return max(round(card_text_size(scale) * theme.COACH_CARD_LINK), least, COACH_FOOT_LEAST,
               theme.px(COACH_LINK_LEAST, scale))


def next_text_size(scale: float) -> int:
    """The layout size of the next action's words ("Înainte", on its green face): the
    link's under it (round 70: at the words' larger size the button and the "×" left the
    words no room for two lines at 1920x1080)."""
    return link_text_size(scale)


def step_text_size(scale: float) -> int:
    """The layout size of the step ("2/3"): the words', never under
    :data:`game.theme_coach.COACH_FOOT_LEAST` (16 px of em on a compact card too)."""
    return max(card_text_size(scale), COACH_FOOT_LEAST)


def line_step(scale: float) -> int:
    """The distance between a card's two lines of words, pixels."""
    return text_size("Ăg", card_text_size(scale))[1] * 5 // 4


def _face(text: str, size: int, side: int, scale: float) -> tuple[int, int]:
    """The size of a small face holding ``text`` (the step, "Înainte →")."""
    w, h = text_size(text, size, BOLD)
    return w + 2 * theme.px(side, scale), h + theme.px(8, scale)


KEY_PAD = 7
"""The side room inside the key cap ("→") on the next action's face, reference pixels."""
KEY_GAP = 10
"""The room between the next action's words ("Înainte") and its key cap, reference pixels."""
KEY_INSET = 3
"""How far the key cap stands in from its face's top and bottom, reference pixels."""
KEY_FACE = (250, 240, 214)
"""The key cap's top: the note's paper, a shade deeper (a key, not a hole in the face)."""
KEY_EDGE = (168, 150, 112)
"""The key cap's lower edge: a key's depth under its top."""
NEXT_HIGH = 8
"""The room above and under the next action's words in its face, reference pixels."""
LINK_GAP = 6
"""The room between the next action's face and "Nu mai arăta" under it, reference pixels,
where two lines of words are as tall; less where they are not, so the actions are never
taller than the words and the card stays low (hC40), but never under 2 window pixels
(round 70, critic B69: crammed; at the words' larger size the tuck overlapped the two)."""


def link_gap(next_h: int, stop_h: int, scale: float) -> int:
    """The room between the next action's face (``next_h`` tall) and "Nu mai arăta"
    (``stop_h``): :data:`LINK_GAP`, less where two lines of words are lower than that,
    never under 2 window pixels."""
    return max(2, min(theme.px(LINK_GAP, scale), words_height(2, scale) - next_h - stop_h))


def split_key(label: str) -> tuple[str, str]:
    """The next action's words and its key ("Înainte →": "Înainte", "→"), the key being a
    single sign after the last space; ("Gata", "") when it names none."""
    words, _, key = label.rpartition(" ")
    if words and len(key) == 1 and not key.isalnum():
        return words, key
    return label, ""


def key_cap_size(key: str, size: int, face_h: int, scale: float) -> tuple[int, int]:
    """The key cap's size on a face ``face_h`` tall (at least as wide as it is tall)."""
    high = face_h - 2 * theme.px(KEY_INSET, scale)
    return max(high, text_size(key, size, BOLD)[0] + 2 * theme.px(KEY_PAD, scale)), high


def next_face(label: str, size: int, scale: float) -> tuple[int, int]:
    """The next action's face: its words, then its key in a cap (hC40), with their room."""
    words, key = split_key(label)
    w, h = text_size(words, size, BOLD)
    high = h + theme.px(NEXT_HIGH, scale)
    if key:
        w += theme.px(KEY_GAP, scale) + key_cap_size(key, size, high, scale)[0]
    return w + 2 * theme.px(NEXT_PAD, scale), high


def actions_size(footer: Sequence[str], scale: float) -> tuple[int, int]:
    """The card's action group at its right: "Înainte →" over "Nu mai arăta" (a column as
    wide as the wider; no "×" since round 73); its width and height."""
    size = next_text_size(scale)
    nxt = next_face(footer[2], size, scale) if len(footer) > 2 and footer[2] else (0, 0)
    stop = text_size(footer[1], link_text_size(scale), BOLD) if footer[1] else (0, 0)
    column = max(nxt[0], stop[0])
    high = nxt[1] + stop[1] + (link_gap(nxt[1], stop[1], scale) if nxt[1] and stop[1] else 0)
    return column, high


def step_size(footer: Sequence[str], scale: float) -> tuple[int, int]:
    """The step's face at the card's left ("2/5", or a moment's "Sfat"), its width and
    height (0, 0: none): one slot, at least :data:`STEP_SLOT` wide, so a tour's count and a
    moment's tag are one badge, the words after it starting at one place (ruling S93 4.)."""
    if not footer or not footer[0]:
        return 0, 0
    w, h = _face(footer[0], step_text_size(scale), STEP_PAD, scale)
    return max(w, theme.px(STEP_SLOT, scale)), h


def chrome_width(footer: Sequence[str], scale: float) -> int:
    """The width a card takes besides its words: its margins, its step, its actions and the
    room between them."""
    gap = theme.px(theme.COACH_CARD_GAP, scale)
    step = step_size(footer, scale)[0]
    return (theme.px(theme.COACH_CARD_PAD_X, scale) + theme.px(ACTIONS_PAD_X, scale)
            + (step + theme.px(STEP_GAP, scale) if step else 0)
            + gap + actions_size(footer, scale)[0])


def words_height(count: int, scale: float) -> int:
    """The height of ``count`` lines of a card's words."""
    h = text_size("Ăg", card_text_size(scale))[1]
    return h + max(0, count - 1) * line_step(scale)


def card_size(lines: Sequence[str], footer: Sequence[str], scale: float) -> tuple[int, int]:
    """A card's size: one row (its step, ``lines`` of words, its actions), as wide as they
    are (never narrower than :data:`theme.COACH_CARD_MIN_W`), about two lines tall."""
    size = card_text_size(scale)
    words = max((text_size(line, size)[0] for line in lines), default=0)
    w = max(chrome_width(footer, scale) + words, theme.px(theme.COACH_CARD_MIN_W, scale))
    inner = max(words_height(max(2, len(lines)), scale), actions_size(footer, scale)[1],
                step_size(footer, scale)[1])
    return w, inner + 2 * theme.px(theme.COACH_CARD_PAD_Y, scale)


def is_narrow(card: pygame.Rect, scale: float) -> bool:
    """True for a narrow card (narrower than :data:`theme.COACH_CARD_MIN_W`: only where no
    low card finds room, a Yams card beside the held dice): its step heads it, its
    words under them, then "Înainte →" and "Nu mai arăta" side by side on one row (hC41,
    critic B40: a three-line action column beside three-word lines read jumbled)."""
    return card.w < theme.px(theme.COACH_CARD_MIN_W, scale)


ACTIONS_PAD_X = 24
"""A low card's inner margin right of its action column ("Înainte →" over "Nu mai arăta"),
reference pixels: paper round the button, wider than the words' margin at the left (round
73, critic O73: at 14 "Am înțeles →" and "Gata →" touched the card's right edge)."""
NARROW_GAP = 6
"""A narrow card's room between its head, its words and its action row, reference pixels."""
NARROW_PAD = 10
"""A narrow card's inner margin at its left and right, reference pixels (hC41: at 1024x600
its action row then fits between the held dice and the sheet at the words' larger type;
round 67: 12 left it no room 16 px off the dice, ruling S5)."""
NARROW_PAD_Y = 10
"""A narrow card's inner margin over its head and under its action row, reference pixels
(the faces there want more room off the rim than a low card's words)."""
NARROW_ROW_GAP = 6
"""The room between "Înainte →" and "Nu mai arăta" on a narrow card's row, reference
pixels (round 67: 10 left the Yams box card at 1024x600 no room 16 px off the dice once
its link grew to 16 px of em)."""


def _rows(footer: Sequence[str], scale: float) -> tuple[tuple[int, int], tuple[int, int]]:
    """A narrow card's head (the step) and action row ("Înainte →", "Nu mai arăta"): each
    one's width and height."""
    size = next_text_size(scale)
    head = step_size(footer, scale)
    gap = theme.px(NARROW_ROW_GAP, scale)
    nxt = next_face(footer[2], size, scale) if len(footer) > 2 and footer[2] else (0, 0)
    stop = text_size(footer[1], link_text_size(scale, True), BOLD) if footer[1] else (0, 0)
    return head, (nxt[0] + gap + stop[0], max(nxt[1], stop[1]))


def narrow_size(lines: Sequence[str], footer: Sequence[str], scale: float,
                widest: int | None = None) -> tuple[int, int]:
    """A narrow card's size (:func:`is_narrow`): its head, its words, its action row; where
    that row is wider than ``widest`` (None: any width), a stacked card (:func:`stacked`):
    "Înainte →" over "Nu mai arăta", as narrow as its words allow."""
    size = card_text_size(scale)
    words = max((text_size(line, size)[0] for line in lines), default=0)
    head, row = _rows(footer, scale)
    pad = theme.px(NARROW_PAD, scale)
    if widest is not None and 2 * pad + row[0] > widest:
        nxt, stop = _actions(footer, scale)
        row = (max(nxt[0], stop[0]), nxt[1] + theme.px(NARROW_ROW_GAP, scale) + stop[1])
    w = min(2 * pad + max(words, head[0], row[0]), theme.px(theme.COACH_CARD_MIN_W, scale) - 1)
    high = (head[1] + words_height(len(lines), scale) + row[1]
            + 2 * theme.px(NARROW_GAP, scale))
    return w, high + 2 * theme.px(NARROW_PAD_Y, scale)


def _actions(footer: Sequence[str], scale: float) -> tuple[tuple[int, int], tuple[int, int]]:
    """A narrow card's "Înainte →" face and "Nu mai arăta" link: each one's size."""
    nxt = (next_face(footer[2], next_text_size(scale), scale) if len(footer) > 2 and footer[2]
           else (0, 0))
    stop = text_size(footer[1], link_text_size(scale, True), BOLD) if footer[1] else (0, 0)
    return nxt, stop


def stacked(card: pygame.Rect, footer: Sequence[str], scale: float) -> bool:
    """True for a stacked card: a narrow card too narrow for its action row, "Înainte →"
    over "Nu mai arăta" at its foot (a card standing in a narrow felt column beside what it
    explains, ruling S46: the 10 000 hot dice' card beside the cup)."""
    pad = theme.px(NARROW_PAD, scale)
    return is_narrow(card, scale) and card.w < 2 * pad + _rows(footer, scale)[1][0]


def narrow_room(footer: Sequence[str], scale: float) -> int:
    """The most width a narrow card leaves its words (its action row never wider)."""
    pad = theme.px(NARROW_PAD, scale)
    return theme.px(theme.COACH_CARD_MIN_W, scale) - 1 - 2 * pad


def _narrow_rects(card: pygame.Rect, footer: Sequence[str],
                  scale: float) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """A narrow card's step (its head), "Nu mai arăta" and "Înainte" (its row)."""
    head, row = _rows(footer, scale)
    pad = theme.px(NARROW_PAD, scale)
    top = card.y + theme.px(NARROW_PAD_Y, scale)
    step_w, step_h = step_size(footer, scale)
    step = pygame.Rect(card.x + pad, top + (head[1] - step_h) // 2, step_w, step_h)
    (nw, nh), (sw, sh) = _actions(footer, scale)
    if card.w < 2 * pad + row[0]:  # stacked (:func:`stacked`): the link under the face
        stop = pygame.Rect(card.x + pad, card.bottom - theme.px(NARROW_PAD_Y, scale) - sh,
                           sw, sh)
        nxt = pygame.Rect(card.x + pad, stop.y - theme.px(NARROW_ROW_GAP, scale) - nh, nw, nh)
        return step, stop, nxt
    low = card.bottom - theme.px(NARROW_PAD_Y, scale) - row[1]
    nxt = pygame.Rect(card.x + pad, low + (row[1] - nh) // 2, nw, nh)
    stop = pygame.Rect(card.right - pad - sw, low + (row[1] - sh) // 2, sw, sh)
    return step, stop, nxt


def words_room(footer: Sequence[str], scale: float, width: int) -> int:
    """The width a card ``width`` wide leaves its words."""
    return max(1, width - chrome_width(footer, scale))


def footer_rects(card: pygame.Rect, footer: Sequence[str],
                 scale: float) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """Where a card's step ("1/3", a gold face at its left, centred on its row), its "Nu
    mai arăta" (a small link under "Înainte →") and its "Înainte" (a small face at its
    right, over "Nu mai arăta"; a zero rect when the footer has none) are drawn (a narrow
    card's: :func:`is_narrow`)."""
    if is_narrow(card, scale):
        return _narrow_rects(card, footer, scale)
    size = next_text_size(scale)
    pad = theme.px(theme.COACH_CARD_PAD_X, scale)
    sw, sh = step_size(footer, scale)
    step = pygame.Rect(card.x + pad, card.centery - sh // 2, sw, sh)
    column_w = actions_size(footer, scale)[0]
    right = card.right - theme.px(ACTIONS_PAD_X, scale)
    nw, nh = (next_face(footer[2], size, scale) if len(footer) > 2 and footer[2]
              else (0, 0))
    link = link_text_size(scale)
    stop_w, stop_h = text_size(footer[1], link, BOLD) if footer[1] else (0, 0)
    high = nh + stop_h + (link_gap(nh, stop_h, scale) if nh and stop_h else 0)
    top = card.centery - high // 2
    nxt = pygame.Rect(right - column_w + (column_w - nw) // 2, top, nw, nh)
    if not nw:
        nxt = pygame.Rect(right, top, 0, nh)
    stop_top = nxt.bottom + link_gap(nh, stop_h, scale) if nh else top
    stop = pygame.Rect(right - column_w + (column_w - stop_w) // 2, stop_top, stop_w, stop_h)
    return step, stop, nxt


def words_origin(card: pygame.Rect, footer: Sequence[str], count: int,
                 scale: float) -> tuple[int, int]:
    """Where a card's first line of words starts (their block centred on the card's row)."""
    if is_narrow(card, scale):  # under its head
        head = _rows(footer, scale)[0][1]
        return (card.x + theme.px(NARROW_PAD, scale),
                card.y + theme.px(NARROW_PAD_Y, scale) + head
                + theme.px(NARROW_GAP, scale))
    step = step_size(footer, scale)[0]
    x = card.x + theme.px(theme.COACH_CARD_PAD_X, scale) + (
        step + theme.px(STEP_GAP, scale) if step else 0)
    return x, card.centery - words_height(count, scale) // 2


def pointer_gap(scale: float) -> int:
    """The gap (window pixels) a card leaves between it and what it points at: a pointer's
    length and the felt its tip stops short by (:func:`tip_short`, round 73)."""
    return max(theme.px(POINTER + CLEARANCE, scale), theme.px(POINTER, scale) + tip_short(scale))


def pointer_reach(card: pygame.Rect, target: pygame.Rect, side: str, scale: float) -> int:
    """How far a card's pointer runs out of its edge: across the gap to ``target`` beside
    it, stopping :func:`tip_short` of it (a 10 000 card keeps more air off the dice than a
    pointer's length, round 71), never under a third of a pointer's length."""
    gap = {"below": card.top - target.bottom, "above": target.top - card.bottom,
           "right": card.left - target.right, "left": target.left - card.right}.get(side, 0)
    return max(theme.px(POINTER, scale) // 3,
               max(theme.px(POINTER + CLEARANCE, scale), gap) - tip_short(scale))


def draw_card(surface: pygame.Surface, card: pygame.Rect, target: pygame.Rect, side: str,
              lines: Sequence[str], scale: float, fade: float = 1.0,
              footer: Sequence[str] = ("", ""),
              route: Sequence[tuple[int, int]] | None = None,
              lit: pygame.Rect | None = None, rise: int = 0,
              lit_within: pygame.Rect | None = None, glow: float = 1.0) -> None:
    """A coach card: a light paper note with a deep gold rim and a soft shadow, ``lines`` of
    dark text, a pointer from the ``side`` facing ``target`` (side
    "elbow": along ``route``) and ``footer`` (its step, "Nu mai arăta", "Înainte") on its
    last line; ``lit``: what is gently lit (the target, unless the row it runs along);
    ``rise``: how far under its place the card is drawn (its entrance, round 72);
    ``lit_within``: the panel holding what is lit, its light kept inside it (round 74);
    ``glow``: how bright that light is now, a share (the countdown's ring breathes, hC80)."""
    px = lambda v: theme.px(v, scale)  # noqa: E731
    size = card_text_size(scale)
    reach = pointer_reach(card, target, side, scale)
    area = card.inflate(2 * reach + 4, 2 * reach + 4)
    layer = pygame.Surface(area.size, pygame.SRCALPHA)
    local = card.move(-area.x, -area.y)
    radius = px(CARD_RADIUS)
    rim = max(2, px(3))
    # the pointer: a triangle from the card's edge towards the target, stopping short of it
    base, _ = pointer(card, target, "none" if side == "elbow" else side, px(POINTER),
                      px(CLEARANCE), radius)
    tx, ty = base[0] - area.x, base[1] - area.y
    tip, half = reach, px(14)  # across the gap and onto the target
    ahead = {"below": (0, -1), "above": (0, 1), "right": (-1, 0), "left": (1, 0)}.get(side)
    draw_shadow(layer, local, radius, scale)
    if ahead is not None:  # the rim's triangle, then the paper's inside it
        edge = {"below": (tx, local.top), "above": (tx, local.bottom),
                "right": (local.left, ty), "left": (local.right, ty)}[side]
        pygame.draw.polygon(layer, (*TIP_RIM, 255), pointer_triangle(edge, ahead, half, tip, rim))
    pygame.draw.rect(layer, (*TIP_PAPER, 255), local, border_radius=radius)
    pygame.draw.rect(layer, (*TIP_RIM, 255), local, rim, border_radius=radius)
    if ahead is not None:
        pygame.draw.polygon(layer, (*TIP_PAPER, 255),
                            pointer_triangle(edge, ahead, half - rim * 3 // 2, tip - rim * 5 // 2,
                                      rim + 2))
    x, y = words_origin(card, footer, len(lines), scale)
    step_y = line_step(scale)
    for line in lines:
        draw_text(layer, line, size, theme.INK, (x - area.x, y - area.y), "topleft")
        y += step_y
    step, stop, nxt = footer_rects(card, footer, scale)
    if footer[0]:  # the step: cream on a gold face, where the eye finds it
        face = step.move(-area.x, -area.y)
        pygame.draw.rect(layer, (*TIP_RIM, 255), face, border_radius=face.h // 2)
        draw_text(layer, footer[0], step_text_size(scale), TIP_PAPER, face.center, "center",
                  weight=BOLD)
    if footer[1]:
        at = stop.move(-area.x, -area.y)
        draw_text(layer, footer[1], link_text_size(scale, is_narrow(card, scale)), TIP_RIM,
                  at.topleft, "topleft", weight=BOLD)
        pygame.draw.line(layer, TIP_RIM, (at.x, at.bottom - px(4)),
                         (at.right, at.bottom - px(4)), max(1, px(2)))
    if len(footer) > 2 and footer[2]:
        face = nxt.move(-area.x, -area.y)
        pygame.draw.rect(layer, (*TIP_NEXT, 255), face, border_radius=face.h // 2)
        said, cap = next_parts(nxt, footer[2], scale)
        draw_text(layer, split_key(footer[2])[0], next_text_size(scale), theme.CREAM,
                  said.move(-area.x, -area.y).topleft, "topleft", weight=BOLD)
        if cap.w:
            _draw_key_cap(layer, cap.move(-area.x, -area.y), split_key(footer[2])[1],
                          next_text_size(scale),
                          scale)
    layer.set_alpha(round(255 * max(0.0, min(1.0, fade))))
    draw_glow(surface, target if lit is None else lit, scale, fade * glow,  # what it speaks of
              lit_within)
    if side == "leader":
        draw_route(surface, leader(card, target, tip_short(scale)), scale, fade)
    elif side == "elbow" and route:
        draw_route(surface, route, scale, fade)
    surface.blit(layer, area.move(0, rise))
    if layout_record.ON:
        layout_record.panel(surface, card, "coach")
        x, y = words_origin(card, footer, len(lines), scale)
        for line in lines:
            w, h = text_size(line, size)
            layout_record.text(surface, pygame.Rect(x, y, w, h), line, "coach", size)
            y += step_y
        sizes = (step_text_size(scale), link_text_size(scale, is_narrow(card, scale)))
        for text, rect, fits in zip(footer[:2], (step, stop), sizes, strict=False):
            if text:
                layout_record.text(surface, rect, text, "coach", fits)
        if len(footer) > 2 and footer[2]:  # the next action's words, then its key apart
            for text, rect in zip(split_key(footer[2]), next_parts(nxt, footer[2], scale),
                                  strict=True):
                if text:
                    layout_record.text(surface, rect, text, "coach", next_text_size(scale))


def next_parts(face: pygame.Rect, label: str,
               scale: float) -> tuple[pygame.Rect, pygame.Rect]:
    """Where the next action's words and its key cap lie in its ``face`` (the words at its
    left, the cap at its right end; a zero-wide cap when the label names no key)."""
    words, key = split_key(label)
    size = next_text_size(scale) if scale > 0 else 0
    w, h = text_size(words, size, BOLD)
    said = pygame.Rect(face.x + theme.px(NEXT_PAD, scale), face.centery - h // 2, w, h)
    if not key:
        return said, pygame.Rect(face.right, face.centery, 0, 0)
    cw, ch = key_cap_size(key, size, face.h, scale)
    cap = pygame.Rect(0, 0, cw, ch)
    cap.midright = (face.right - theme.px(NEXT_PAD, scale) // 2, face.centery)
    return said, cap


def _draw_key_cap(layer: pygame.Surface, cap: pygame.Rect, key: str, size: int,
                  scale: float) -> None:
    """A key cap: a light key with a deeper lower edge, its sign in dark ink."""
    radius = max(2, theme.px(6, scale))
    depth = max(1, theme.px(3, scale))
    pygame.draw.rect(layer, (*KEY_EDGE, 255), cap, border_radius=radius)
    top = pygame.Rect(cap.x, cap.y, cap.w, cap.h - depth)
    pygame.draw.rect(layer, (*KEY_FACE, 255), top, border_radius=radius)
    draw_text(layer, key, size, theme.INK, top.center, "center", weight=BOLD)
