"""The Yams table's one prompt: a dark pill of one shape, one height, one type size and one
place in every beat of a turn, a person's and the computer's (ruling S10, critics C69/D69: the
prompt had four forms, a small grey line, a dark pill, a big amber note, a countdown's line).
What changes from beat to beat is its words (a headline and at most one line under it) and
at most a small coloured tag inside it (the Joker's; a refused click's "!" before its line,
round 74)."""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from game import theme
from game.widgets import layout_record
from game.widgets.text import BOLD, REGULAR, draw_text, ellipsize, line_height, text_size, wrap

RGB = tuple[int, int, int]

LINES = 2
"""The lines the pill holds where its type is the body's: its height is theirs whatever it
says (one line sits centred)."""

LINES_SMALL = 3
"""The lines the pill holds under :data:`THREE_LINES_BELOW` (1366x768, 1024x600): a special
state's headline may take two of them over its meaning (ruling S45)."""

THREE_LINES_BELOW = 0.75
"""The table's scale under which the pill holds :data:`LINES_SMALL` (ruling S45)."""

PROMPT_TYPE_LEAST = 25
"""The pill's least layout type size: 18 px of em at any window (ruling S45: a Joker's, a
sacrifice's and the countdown's words read at 18 px at 1024x600)."""

PAD = 8
"""The pill's air above and below its lines (reference pixels)."""

PAD_SMALL = 6
"""The pill's air above and below its lines where it holds :data:`LINES_SMALL` (reference
pixels: its three lines' room found in the header, ruling S45)."""

SIDE = 12
"""The pill's air left and right of its words (reference pixels)."""

TAG_AIR = 24
"""More air left and right of a tagged say's words (the Joker's: reference pixels, added
to :data:`SIDE`): its chip and words sit in from the pill's rounded ends, never edge to
edge (ruling S106 3., critic cA81 #12); its headline a little smaller to keep its line."""

BESIDE_RING_LEAST = 0.85
"""How far a headline beside the countdown's ring may shrink, as a share of the pill's size,
to keep to one line where the pill holds two (1920x1080, ruling S93: the countdown's line
"Se înscrie automat la Doi" is said under it at every seat count)."""

TAG_ROLE = "prompt_tag"
"""The layout check's name for the tag's word (a tag, not a line of what is said)."""

FILL_ALPHA = 225
"""How opaque the pill's dark fill is over the felt (the felt's weave a hint through it)."""


@dataclass(frozen=True)
class PromptTag:
    """A small coloured tag inside the pill, before the headline's words ("Joker")."""

    text: str
    fill: RGB
    ink: RGB = theme.PILL_TEXT
    """Its word's colour (the Joker's orange chip: dark ink, S106 3.)."""


@dataclass(frozen=True)
class PromptSay:
    """What the pill says now: its headline (bold, in ``colour``), at most one line under it
    (regular, ``detail_colour``, named ``detail_role`` for the layout check: "aim" for what
    the card aims for), a tag before the headline, its strength (a timed message fading
    out) and its ``role``."""

    headline: str
    colour: RGB = theme.CREAM
    detail: str = ""
    detail_colour: RGB = theme.CREAM
    tag: PromptTag | None = None
    alpha: int = 255
    detail_role: str = "prompt"
    role: str = "prompt"
    """Which voice says it, for the layout check: "prompt", "announcement", "banner"."""
    detail_tag: PromptTag | None = None
    """A tag before the line under the headline (a refused click's amber "!", round 74)."""
    trail: int = 0
    """The pixels at the pill's right end kept for what is drawn there over it (the
    countdown's ring, ruling S45): the words are said, centred, in the rest."""
    two_lines: bool = False
    """Said on two lines at most (the sacrifice, ruling S106 2.): where its headline takes
    both, the line under it follows the headline's second half after " · " when it fits
    there, else is left to the ring and the sheet's orange frame."""


def prompt_size(scale: float) -> int:
    """The pill's one type size at ``scale``: the body's (never under the table's least)."""
    return max(theme.font_px(theme.FONT_BODY, scale), theme.TABLE_TYPE_LEAST,
               PROMPT_TYPE_LEAST)


def pill_lines(scale: float) -> int:
    """The lines the pill holds at ``scale``: :data:`LINES_SMALL` under
    :data:`THREE_LINES_BELOW` (1366x768, 1024x600: there the seed's Y11 sentence, or a
    Joker's pick, takes two lines beside the countdown's ring over the countdown's line,
    ruling S45), else :data:`LINES`."""
    return LINES_SMALL if scale < THREE_LINES_BELOW else LINES


def pill_height(size: int, scale: float) -> int:
    """The pill's one height: :func:`pill_lines` lines at ``size`` with their gap and its
    air, in every beat (its room reserved: nothing jumps when a note takes three)."""
    lines = pill_lines(scale)
    pad = PAD if lines == LINES else PAD_SMALL
    return (lines * line_height(size) + theme.px(3, scale) * (lines - 1)
            + 2 * theme.px(pad, scale))


def pill_rect(room: pygame.Rect, width: int, size: int, scale: float) -> pygame.Rect:
    """The pill's one place: ``width`` wide (``room``'s at most), centred in ``room``."""
    rect = pygame.Rect(0, 0, min(width, room.w), pill_height(size, scale))
    rect.center = room.center
    return rect


def line_boxes(rect: pygame.Rect, size: int, scale: float, count: int) -> list[pygame.Rect]:
    """Where the pill at ``rect`` draws ``count`` lines at ``size``: their boxes, as wide as
    its words' room, centred together in it (one line in its middle, two apart)."""
    gap, height, side = theme.px(3, scale), line_height(size), theme.px(SIDE, scale)
    top = rect.centery - (count * height + (count - 1) * gap) // 2
    return [pygame.Rect(rect.x + side, top + k * (height + gap), rect.w - 2 * side, height)
            for k in range(count)]


def _tag_size(tag: PromptTag, size: int, scale: float) -> tuple[int, int]:
    w, h = text_size(tag.text, size, BOLD)
    return w + 2 * theme.px(10, scale), h


def cut_at_a_word(text: str, size: int, room: int, weight: str) -> str:
    """``text`` as it fits ``room`` at ``size``: whole, else its first words that fit with
    "…" after them (never a word cut in two), else cut with "…"."""
    if text_size(text, size, weight)[0] <= room:
        return text
    words = wrap(text, size, max(1, room - text_size(" …", size, weight)[0]), weight)
    if len(words) > 1 and words[0]:
        return words[0].rstrip(" ,·—-") + " …"
    return ellipsize(text, size, room, weight)


def said_lines(say: PromptSay, room: int, size: int, scale: float) -> list[tuple[str, bool]]:
    """The lines the pill draws of ``say`` in ``room`` pixels of width at ``size``, each with
    whether it is the headline's (bold), never at a smaller size: with a line under it, the
    headline keeps to its line (its last words left out, "…": the sheet's green figures say
    them), or, where the pill holds three lines (:func:`pill_lines`), takes two over it
    (ruling S45); alone, a headline too long for one line takes two; a line still too long
    is cut after its last whole word with "…"."""
    room = max(1, room - say.trail)  # (the countdown's ring at the pill's right end, S45)
    lead = 0 if say.tag is None else _tag_size(say.tag, size, scale)[0] + theme.px(10, scale)
    first_room = max(1, room - lead)
    head = headline_size(say, room, size, scale)  # (a little smaller beside the ring, S93)
    fits = text_size(say.headline, head, BOLD)[0] <= first_room
    if say.detail and not fits and say.trail and pill_lines(scale) == LINES:
        # (two lines' room beside the countdown's ring, 1920x1080, a headline too long even
        # smaller: the headline whole on both, the ring and the box's orange frame say
        # where it writes, ruling S45)
        return _headline_lines(say.headline, size, first_room, room)
    if say.detail and not fits and say.two_lines:
        return _folded_lines(say, size, first_room, room)
    if say.detail and not fits and pill_lines(scale) > LINES:
        under = 0 if say.detail_tag is None else (_tag_size(say.detail_tag, size, scale)[0]
                                                  + theme.px(10, scale))
        return [*_headline_lines(say.headline, size, first_room, room),
                (cut_at_a_word(say.detail, size, max(1, room - under), REGULAR), False)]
    if say.detail or fits:
        lines = [(cut_at_a_word(say.headline, head, first_room, BOLD), True)]
        if say.detail:
            under = 0 if say.detail_tag is None else (_tag_size(say.detail_tag, size, scale)[0]
                                                      + theme.px(10, scale))
            lines.append((cut_at_a_word(say.detail, size, max(1, room - under), REGULAR), False))
        return lines
    return _headline_lines(say.headline, size, first_room, room)


def _folded_lines(say: PromptSay, size: int, first_room: int,
                  room: int) -> list[tuple[str, bool]]:
    """``say``'s headline on its two lines, the line under it after the second half where it
    fits there (ruling S106 2.: the sacrifice never takes three lines)."""
    lines = _headline_lines(say.headline, size, first_room, room)
    if len(lines) == 1:
        return [*lines, (cut_at_a_word(say.detail, size, room, REGULAR), False)]
    folded = f"{lines[-1][0]} · {say.detail}"
    if text_size(folded, size, BOLD)[0] <= room:
        lines[-1] = (folded, True)
    return lines


def headline_size(say: PromptSay, room: int, size: int, scale: float) -> int:
    """The size the pill draws ``say``'s headline at in ``room`` pixels of width (the ring's
    trail already out of it): the pill's ``size``, or, beside the countdown's ring where the
    pill holds two lines and a line is said under it, the largest size down to
    :data:`BESIDE_RING_LEAST` of it at which the headline keeps to one line (ruling S93:
    the sacrifice's "Se înscrie automat la Doi" said at every seat count at 1920x1080)."""
    if not (say.detail and (say.trail or say.tag is not None) and pill_lines(scale) == LINES):
        return size  # (a tagged one too: the Joker's pick in from the pill's ends, S106 3.)
    lead = 0 if say.tag is None else _tag_size(say.tag, size, scale)[0] + theme.px(10, scale)
    first_room = max(1, room - lead)
    least = max(PROMPT_TYPE_LEAST, round(size * BESIDE_RING_LEAST))
    for smaller in range(size, least - 1, -1):
        if text_size(say.headline, smaller, BOLD)[0] <= first_room:
            return smaller
    return size


def _headline_lines(headline: str, size: int, first_room: int,
                    room: int) -> list[tuple[str, bool]]:
    """``headline`` on two bold lines (the first ``first_room`` wide, after a tag), the
    second cut after a whole word if it still does not fit; a sentence with a colon or a
    dash breaks after it where both halves fit (its fact, then what it means: the Y11
    sentence; a Joker's pick, then its boxes: never one figure left alone, ruling S45)."""
    for mark in (": ", " — "):
        fact, said, rest = headline.partition(mark)
        first = fact + mark.rstrip()
        if (said and text_size(first, size, BOLD)[0] <= first_room
                and text_size(rest, size, BOLD)[0] <= room):
            return [(first, True), (rest, True)]
    words = wrap(headline, size, first_room, BOLD)
    head = [(cut_at_a_word(words[0], size, first_room, BOLD), True)]
    rest = " ".join(words[1:])
    if rest:
        head.append((cut_at_a_word(rest, size, room, BOLD), True))
    return head[:LINES]


PICTURES_KEPT = 12
"""How many of the pill's pictures are kept to be blitted again (the latest ones)."""

Mark = tuple[pygame.Rect, str, str, int]
_pictures: dict[tuple[object, ...], tuple[pygame.Surface, list[Mark]]] = {}
_built = [0]


def pictures_built() -> int:
    """How many pictures of the pill have been built (each what it says, at a size, once)."""
    return _built[0]


def _picture(say: PromptSay, size_wh: tuple[int, int], size: int,
             scale: float) -> tuple[pygame.Surface, list[Mark]]:
    """The pill's picture saying ``say`` (its alpha aside) at ``size_wh``, and its words' boxes
    inside it: built once, then kept (a frame that redraws the table, every frame of a
    banner's fade, blits it again: review round 70)."""
    key = (replace(say, alpha=255), size_wh, size, scale)
    kept = _pictures.get(key)
    if kept is not None:
        return kept
    _built[0] += 1
    rect = pygame.Rect((0, 0), size_wh)
    layer = pygame.Surface(size_wh, pygame.SRCALPHA)
    radius = pill_radius(rect, scale)
    pygame.draw.rect(layer, (*theme.PILL_INFO, FILL_ALPHA), layer.get_rect(),
                     border_radius=radius)
    pygame.draw.rect(layer, (*theme.GOLD, 70), layer.get_rect(), max(1, theme.px(2, scale)),
                     border_radius=radius)
    room = rect.w - 2 * theme.px(SIDE + (TAG_AIR if say.tag is not None else 0), scale)
    lines = said_lines(say, room, size, scale)
    boxes = line_boxes(rect, size, scale, len(lines))
    head_size = headline_size(say, max(1, room - say.trail), size, scale)
    marks: list[Mark] = []
    for k, ((text, bold), line) in enumerate(zip(lines, boxes, strict=True)):
        y = line.centery
        weight = BOLD if bold else REGULAR
        colour = say.colour if bold else say.detail_colour
        width = text_size(text, head_size if bold else size, weight)[0]
        tag = say.tag if k == 0 else None if bold else say.detail_tag
        tag_w = 0 if tag is None else _tag_size(tag, size, scale)[0] + theme.px(10, scale)
        x = (rect.w - say.trail) // 2 - (tag_w + width) // 2  # (centred left of the ring)
        if tag is not None:
            tw = _tag_size(tag, size, scale)[0]
            plate = pygame.Rect(x, 0, tw, line_height(size))
            plate.centery = y
            pygame.draw.rect(layer, tag.fill, plate, border_radius=theme.px(8, scale))
            box = draw_text(layer, tag.text, size, tag.ink, plate.center, weight=BOLD)
            marks.append((box, tag.text, TAG_ROLE, size))
            x += tag_w
        line_size = size  # every line at the pill's one size (S10)
        if bold and head_size != size:  # (a headline beside the ring, a little smaller on
            line_size = head_size  # its one line, S93)
        box = draw_text(layer, text, line_size, colour, (x, y), "midleft", weight=weight)
        role = say.role if bold else say.detail_role
        marks.append((box, text, role, line_size))
    if len(_pictures) >= PICTURES_KEPT:
        del _pictures[next(iter(_pictures))]  # the oldest goes
    _pictures[key] = (layer, marks)
    return layer, marks


def pill_radius(rect: pygame.Rect, scale: float) -> int:
    """The pill's corners' radius at ``rect``'s size."""
    return min(rect.h // 2, theme.px(22, scale))


def draw_prompt_pill(surface: pygame.Surface, rect: pygame.Rect, say: PromptSay | None,
                     size: int, scale: float) -> None:
    """The pill at ``rect`` saying ``say`` at ``size`` (the one size: nothing shrinks);
    nothing when ``say`` is None. Its picture is built once per thing said and size
    (:func:`_picture`); its strength is applied as it is blitted."""
    if say is None or say.alpha <= 0:
        return
    layer, marks = _picture(say, rect.size, size, scale)
    layer.set_alpha(say.alpha)  # (255, not None: None would drop its per-pixel alpha)
    surface.blit(layer, rect)
    if layout_record.ON:
        layout_record.panel(surface, rect, say.role)
        for box, text, role, drawn in marks:
            layout_record.text(surface, box.move(rect.topleft), text, role, drawn)
