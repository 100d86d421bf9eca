"""What goes under a stage's stamp, drawn at the stage clock's age (it only reads it).

Whose moment it is (:func:`draw_line`: the seat's mark and the name on a plate), what it
means (:func:`draw_caption`), and a counter counting up then flying into the cell or total
it adds to (:func:`draw_counter`, its words :func:`counter_text`); that cell flashing as the
counter lands is :mod:`game.views.stage_landing`'s.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game import theme, theme_stage
from game.flow.stage import (
    COUNT_SHOWN,
    HOME_FROM,
    LANDING,
    StageClock,
    counted_figure,
    ease_out,
    span,
)
from game.views.stage_figure_on_box import box_fit, figure_on_box, on_box
from game.views.stage_gather import (
    YAMS_GATHERED,
    amount_top,
    gathered_rects,
    in_thirds,
    table_back_from,
)
from game.views.stage_landing import HANDOVER
from game.views.stage_paint import EMBER_BOTTOM, TOP, landing_fit, stamp_lettering
from game.widgets import layout_record
from game.widgets.prompt_pill import PromptSay, draw_prompt_pill, pill_rect, prompt_size
from game.widgets.seats import draw_marked_name, seat_colour
from game.widgets.text import BOLD, font, line_height, text_size

if TYPE_CHECKING:
    from game.views.stage_picture import StagePicture


def draw_line(surface: pygame.Surface, picture: StagePicture, clock: StageClock,
               top: int, fade: float = 1.0) -> None:
    """Whose moment: the seat's mark and the name on a dark plate of their own, under the
    stamp; it comes and fades with the stamp (nothing of it stays once the stage is over), and by
    ``fade`` (0..1) as a flying stamp leaves it."""
    # in with the stamp, from its first frame (not late under it)
    alpha = clock.stamp_alpha() * max(0.0, min(1.0, fade))
    if alpha <= 0:
        return
    layer, place = line_layer(picture, picture.line_size())
    layer.set_alpha(round(255 * alpha))
    rect = line_rect(picture, top)
    surface.blit(layer, rect)
    if layout_record.ON and alpha >= 1:  # its place: the name on its plate
        layout_record.text(surface, place.move(rect.topleft), picture.line, role="stage")


def line_rect(picture: StagePicture, top: int) -> pygame.Rect:
    """Where the player's line (:func:`draw_line`) stands when it starts at ``top``."""
    size = picture.line_size()
    layer, _ = line_layer(picture, size)
    y = top + theme.px(12, picture.scale) + line_height(size, BOLD) // 2
    return clear_of_spot(picture, layer.get_rect(center=(picture.line_x(), y)))


def line_layer(picture: StagePicture, size: int) -> tuple[pygame.Surface, pygame.Rect]:
    """The name's pill (:func:`_pill`) and its place in it: built once for what it shows
    (kept in the picture), never frame by frame."""
    key = ("line", picture.line, picture.seat, size)
    kept = picture.drawn_once.get("line")
    if kept is not None and kept[0] == key:
        return kept[1], kept[2]
    pill = _pill(picture, picture.line, picture.seat, size, round(picture.area.w * 0.95))
    place = pill.get_rect()
    picture.drawn_once["line"] = (key, pill, place)
    return pill, place


def _pill(picture: StagePicture, name: str, seat: int | None, size: int,
          width: int) -> pygame.Surface:
    """``name`` after ``seat``'s mark on a dark plate ringed in the seat's colour (gold
    with no seat), at most ``width`` across."""
    colour = seat_colour(seat) if seat is not None else theme.GOLD
    pad = theme.px(12, picture.scale)
    words = pygame.Surface((width, line_height(size, BOLD) + pad), pygame.SRCALPHA)
    mid = (width // 2, words.get_height() // 2)
    shown = draw_marked_name(words, name, size, colour, mid, seat, anchor="center",
                             max_width=width, weight=BOLD, shadow=theme.px(3, picture.scale),
                             token=True)
    # room past the plate's round ends (a radius each side): no letter against its border
    plate_rect = shown.inflate(shown.h + 2 * pad, pad // 2).clip(words.get_rect())
    layer = pygame.Surface(plate_rect.size, pygame.SRCALPHA)
    radius = plate_rect.h // 2
    pygame.draw.rect(layer, (14, 22, 18, 248), layer.get_rect(), border_radius=radius)
    pygame.draw.rect(layer, colour, layer.get_rect(), max(2, theme.px(3, picture.scale)),
                     border_radius=radius)
    layer.blit(words, (0, 0), plate_rect)
    return layer


def clear_of_spot(picture: StagePicture, plate: pygame.Rect) -> pygame.Rect:
    """Where the name's ``plate`` stands on the felt: where it is asked, else (when it
    would cover the sheet's spotlit row, its label or its cell) beside that row on its
    left, else on its right, else under it: the row reads whole beside the name."""
    placed = plate.clamp(picture.area)
    if picture.target is None or not picture.labels:
        return placed
    gap = theme.px(16, picture.scale)
    plate_of_row = picture.row_plate()  # the row on its framed plate (hB25)
    row = (plate_of_row if plate_of_row is not None
           else picture.target.unionall(picture.labels)).inflate(0, gap)
    if not placed.colliderect(row):
        return placed
    left = placed.copy()
    left.right = row.left - gap
    right = placed.copy()
    right.left = row.right + gap
    under = placed.copy()
    under.top = row.bottom + gap // 2
    for place in (left, right, under):
        if picture.area.contains(place):
            return place
    return under.clamp(picture.area)


def caption_plate(caption: str, size: int, scale: float) -> tuple[int, int]:
    """The caption's dark plate (width, height): the words with even room all round, a
    padding above and under the line and as much beside it past the plate's round ends
    (shared by the hot dice' and the Joker's captions)."""
    pad = theme.px(12, scale)
    height = line_height(size, BOLD) + 2 * pad
    return text_size(caption, size, BOLD)[0] + height + pad, height


def caption_layer(picture: StagePicture, size: int) -> pygame.Surface:
    """The caption's words on their dark, ringed plate (at rest, opaque)."""
    layer = pygame.Surface(caption_plate(picture.caption, size, picture.scale),
                           pygame.SRCALPHA)
    radius = layer.get_height() // 2
    pygame.draw.rect(layer, (14, 22, 18, 240), layer.get_rect(), border_radius=radius)
    # good news is never ringed in the danger colour: gilt lettering (hot dice) keeps gold
    ring = EMBER_BOTTOM if picture.hot and picture.hot != "gilt" else theme.GOLD
    pygame.draw.rect(layer, ring, layer.get_rect(), max(2, theme.px(3, picture.scale)),
                     border_radius=radius)
    words = font(size, BOLD).render(picture.caption, True, TOP)
    layer.blit(words, words.get_rect(center=layer.get_rect().center))
    return layer


def draw_caption(surface: pygame.Surface, picture: StagePicture, clock: StageClock,
                 top: int, fade: float = 1.0) -> None:
    """What the moment means, one line on a dark plate under the player's line; it comes in
    after the name, whole and opaque (growing into place: its words read from its first
    frame, never grey on a half-faded plate), and fades with the stamp (and by ``fade``,
    as the name does)."""
    start = caption_in(picture)
    u = 1.0 if start <= 0 else ease_out(max(0.0, (clock.progress - start) / CAPTION_GROW))
    alpha = clock.stamp_alpha() * max(0.0, min(1.0, fade))
    if u <= 0 or alpha <= 0:
        return
    size = picture.caption_size()
    pad = theme.px(12, picture.scale)
    tall = line_height(size, BOLD)
    line = pad + line_height(picture.line_size(), BOLD) if picture.line else 0
    layer = caption_layer(picture, size)
    if u < 1:  # growing into place, opaque (the words read as it comes)
        grown = (max(1, round(layer.get_width() * (0.8 + 0.2 * u))),
                 max(1, round(layer.get_height() * (0.8 + 0.2 * u))))
        layer = pygame.transform.smoothscale(layer, grown)
    layer.set_alpha(round(255 * alpha))
    y = top + line + picture.caption_gap() + tall // 2
    rect = layer.get_rect(center=(picture.area.centerx, y)).clamp(picture.area)
    surface.blit(layer, rect)
    if layout_record.ON and alpha >= 1 and u >= 1:  # its place: the plate at rest
        layout_record.text(surface, rect, picture.caption, role="stage", size=size)





def tail_shown(picture: StagePicture, clock: StageClock) -> bool:
    """True over a stage's last frames when its caption stays in the table's line."""
    come = clock.progress >= HOME_FROM  # (a Yams Penta's as its stamp has gone and the
    if picture.kind in YAMS_GATHERED:  # table comes back: never an empty line over it,
        come = clock.progress > table_back_from(picture)  # critic C65; with the table,
        # never over bare felt, round 73, hX79)
    return picture.tail is not None and bool(picture.caption) and come and not clock.done


def table_action(surface: pygame.Surface, picture: StagePicture,
                 clock: StageClock) -> list[tuple[pygame.Rect, pygame.Surface]]:
    """The table's one allowed action (:attr:`StagePicture.action`, its corners rounded as
    the button's) and the one box it may fill (:attr:`StagePicture.box`) as the table below
    has just drawn them on ``surface``, over the frames its caption's tail shows: each
    place and its picture (empty: nothing to lay back now)."""
    if not tail_shown(picture, clock) or picture.kind in YAMS_GATHERED:  # (a Yams Penta's
        return []  # table cross-fades in whole, its action with it: S103 1.)
    laid = []
    for rect, radius in ((picture.action, theme.px(theme.BUTTON_RADIUS, picture.scale)),
                         (picture.box, 0)):
        if rect is None:
            continue
        rect = rect.clip(surface.get_rect())
        if rect.w <= 0 or rect.h <= 0:
            continue
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        layer.blit(surface.subsurface(rect), (0, 0))
        mask = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        laid.append((rect, layer))
    return laid


def draw_tail(surface: pygame.Surface, picture: StagePicture, clock: StageClock,
              action: list[tuple[pygame.Rect, pygame.Surface]] | None = None,
              seen: float = 1.0) -> None:
    """The caption over a stage's last frames (from :data:`~game.flow.stage.HOME_FROM`, the
    stamp and the words under the dice gone), whole, on its plate in
    :attr:`StagePicture.tail`: the table's line, where the table says what to do once the
    stage has gone, in the prompt's pill at its one size and place (ruling S10: the table's
    pill follows it with no jump), hung from the line's top when taller than it (the gap
    under the turn line's pill kept); ``action`` (:func:`table_action`): the one thing to do and
    where, laid back lit above the dim (the row the stage lit for its figure fades back
    with the table's even veil as the stage hands back, :func:`game.views.stage.draw_stage`).
    All of it comes in with the table, at ``seen`` (how much of the table has come back:
    never lit pieces over a blank felt, critic cR74a #2)."""
    if not tail_shown(picture, clock) or seen <= 0:
        return
    strength = round(255 * min(1.0, seen))
    for rect, layer in action or ():
        layer.set_alpha(strength)  # (its own picture: laid again at full the next frame)
        surface.blit(layer, rect)
    words = words_after_the_stamp(picture, clock, seen)
    if words <= 0:  # (S103 amended round 82, fixR: never the line's words under the letters)
        return
    strength = round(255 * min(1.0, words))
    size = prompt_size(picture.scale)  # said as the prompt's pill it becomes (critic C70:
    # on a larger plate of its own it jumped to the pill's size as the table took it back)
    rect = pill_rect(picture.tail, picture.tail.w, size, picture.scale)
    rect.top = max(rect.top, picture.tail.top)
    say = picture.note or PromptSay(picture.caption, theme.MESSAGE_WARN)  # (the table's own)
    if strength < 255:
        say = replace(say, alpha=round(say.alpha * strength / 255))
    draw_prompt_pill(surface, rect.clamp(picture.felt), say, size, picture.scale)


def words_after_the_stamp(picture: StagePicture, clock: StageClock, seen: float) -> float:
    """How strong the table's line comes back under a Yams Penta's stage (0..1): with the
    table (``seen``), but only from when the stamp's letters are gone, half way back
    (S103 amended round 82, fixR: a Joker Penta's "Joker · Alege Patru" never a ghost under
    its "Joker Penta!"); any other stage's, with the table."""
    if picture.kind not in YAMS_GATHERED or not picture.dice:
        return seen
    start, end = theme_stage.YAMS_TABLE_BACK
    return min(seen, span(clock.progress, start + 0.5 * (end - start), end))


def caption_bottom(picture: StagePicture, top: int) -> int:
    """Where the caption's plate ends, the player's line starting at ``top``."""
    pad = theme.px(12, picture.scale)
    line = pad + line_height(picture.line_size(), BOLD) if picture.line else 0
    return top + line + picture.caption_gap() + line_height(picture.caption_size(), BOLD) + pad


def counter_text(picture: StagePicture, clock: StageClock) -> str:
    """The counter's words at ``clock``'s age ("+35", "287")."""
    if picture.counter is None:
        return ""
    start, end = picture.counter  # (in the game's steps; an amount never "+0")
    return picture.figure_words(counted_figure(clock, start, end, picture.step))


def tally_rect(picture: StagePicture) -> pygame.Rect:
    """Where a tally's final figure stands at rest (:attr:`StagePicture.tally`): its
    letters centred with the stamp's, under the gathered dice (:func:`amount_top`)."""
    stamp = picture.stamp_image()
    cx, cy = picture.centre
    ink = picture.tally_ink()
    top = cy - stamp.get_height() // 2 + picture.ink().bottom + picture.tally_gap()
    if in_thirds(picture):  # under the gathered row (the felt filled in thirds)
        top = amount_top(picture)
    return pygame.Rect(picture.area.centerx - ink.w // 2, top, ink.w, ink.h)


def counter_rest(picture: StagePicture, image: pygame.Surface, top: int) -> tuple[int, int]:
    """Where the counter's ``image`` rests (its centre) under the words hung from ``top``:
    under the name (and the caption's plate, never on it), a tally right under the stamp's
    letters, a Joker's on the centred column under its caption, a Yams box's at its box."""
    line = picture.line_size() * 1.3 if picture.line else 0
    cx, cy = picture.area.centerx, round(top + line + image.get_height() * 0.6)
    if picture.caption:  # under the caption's plate (which bonus it is), never on it
        cy = round(caption_bottom(picture, top) + image.get_height() * 0.5)
    cx = clear_of_rows(picture, image, (cx, cy))
    if picture.tally:  # right under the stamp's letters, its figure's letters centred
        spot, ink = tally_rect(picture), image.get_bounding_rect(min_alpha=40)
        cx = spot.centerx - ink.centerx + image.get_width() // 2
        cy = spot.top - ink.top + image.get_height() // 2
    if figure_on_box(picture):  # a bonus's: on its box, the plate the block (cQ74)
        cx, cy = on_box(picture, image)
    elif picture.target is not None and picture.labels:  # a Yams box: it stands at its box
        cx, cy = beside_box(picture, image, top, (cx, cy))
    return cx, cy


def placed_counter(picture: StagePicture, clock: StageClock, top: int, fade: float = 1.0
                   ) -> tuple[pygame.Surface, pygame.Rect, float] | None:
    """The counter as drawn at ``clock``'s age under the words hung from ``top``: its image,
    where and its opacity; None when it does not show (see :func:`draw_counter`)."""
    if (clock.stamp_alpha() * fade <= 0 or picture.possible
            or clock.progress < min(COUNT_SHOWN, caption_in(picture))):
        return None  # (a possible figure is its cell's, as the sheet shows it: never a "+N")
    if picture.target is not None and clock.flight() >= 1:
        return None  # landed: its cell says it now, no "+N" lettered beside it (C66)
    image = stamp_lettering(counter_text(picture, clock), picture.counter_size(),  # a
                            "gilt" if picture.kind == "joker_penta" else picture.hot)  # prize's
    # gold for a Joker's "+100", the hero figure (S70)
    cx, cy = counter_rest(picture, image, top)
    flown = clock.flight()
    scale = 1.0
    rise = span(clock.progress, COUNT_SHOWN, COUNT_SHOWN + RISE)
    come = 1.0
    if picture.figure_under_caption():  # it comes with its caption, growing in where it
        # rests (rising out of its box it crossed the row's label on its long way)
        start = caption_in(picture)  # (a Joker's: whole from the first frame)
        come = 1.0 if start <= 0 else ease_out(span(clock.progress, start,
                                                    start + CAPTION_GROW))
        if come <= 0:
            return None
        scale = (0.7 + 0.3 * come) * box_fit(picture, image)  # (a Joker's: in its plate)
    elif picture.target is not None and picture.labels and rise < 1:  # out of its box
        tx, ty = picture.target.center
        u = ease_out(rise)
        cx, cy = round(tx + (cx - tx) * u), round(ty + (cy - ty) * u)
        fit = landing_fit(image.get_bounding_rect(min_alpha=40), picture.target)
        scale = fit + (1 - fit) * u
    if picture.target is not None and flown > 0:
        tx, ty = picture.target.center
        cx, cy = round(cx + (tx - cx) * flown), round(cy + (ty - cy) * flown)
        fit = landing_fit(image.get_bounding_rect(min_alpha=40), picture.target)
        rest = box_fit(picture, image)  # (from its size at rest: a Joker's in its plate)
        scale = rest - min(1.0, flown / LANDING) * (rest - fit)  # its cell's size as it lands
    if scale != 1.0:
        image = pygame.transform.smoothscale(
            image, (max(1, round(image.get_width() * scale)),
                    max(1, round(image.get_height() * scale))))
    fading = clock.stamp_alpha() * fade * (1 - span(flown, LANDING, 1.0)) * come  # gone as
    # it lands
    if picture.was is not None:  # into a cell that counts up under it: gone at once (no
        fading *= 1 - span(flown, LANDING, LANDING + HANDOVER)  # muddle of two figures)
    return image, image.get_rect(center=(cx, cy)), fading


def counter_letters(picture: StagePicture, clock: StageClock, top: int) -> pygame.Rect | None:
    """Where the counter's letters are seen at ``clock``'s age (None: not seen)."""
    placed = placed_counter(picture, clock, top)
    if placed is None or placed[2] <= 0:
        return None
    image, rect, _ = placed
    seen = image.get_bounding_rect(min_alpha=40).move(rect.topleft)
    return seen if seen.w > 0 and seen.h > 0 else None


def draw_counter(surface: pygame.Surface, picture: StagePicture, clock: StageClock,
                 top: int, fade: float = 1.0) -> None:
    """The counter under the stamp (and the line), then flying into its cell; ``fade``
    (0..1): it leaves with the stamp's words (a gathered row's, before its dice fly home)."""
    placed = placed_counter(picture, clock, top, fade)
    if placed is None:
        return
    image, rect, fading = placed
    ink = image.get_bounding_rect(min_alpha=40).move(rect.topleft)  # its letters
    if fading < 1:
        image = image.copy()
        image.set_alpha(round(255 * fading))
    surface.blit(image, rect)
    if layout_record.ON and clock.flight() <= 0:  # a flight crosses the panels by design
        layout_record.text(surface, ink, counter_text(picture, clock), role="stage")


RISE = 0.06
"""The share of the stage over which a Yams stage's figure rises out of its box to its
place beside it (:func:`beside_box`)."""

CAPTION_IN = 0.26
"""The share of the stage at which the caption comes in (a Joker's "+100" with it)."""
CAPTION_GROW = 0.08
"""The share of the stage over which the caption (and a figure under it) grows in."""


def caption_in(picture: StagePicture) -> float:
    """The share of the stage at which its caption comes in: a Joker's reason and its
    "+100" from the first frame, with its dice (critic C64: its first beat was a hole),
    as a Penta's row and "de înscris" are; the others' at :data:`CAPTION_IN`."""
    if picture.kind == "upper_bonus":  # as its stamp has landed: said, then flown (C66)
        return theme_stage.YAMS_BONUS_SAID
    if picture.kind == "win":  # the winning score with the title and the name (C69: the
        return 0.0  # points came late)
    return 0.0 if picture.figure_under_caption() else CAPTION_IN


def _words_rects(picture: StagePicture, top: int) -> list[pygame.Rect]:
    """Where the stage's other words stand at rest: the stamp's letters, the gathered dice,
    the name's plate and the caption's (with the plates' round ends)."""
    image = picture.stamp_image()
    found = [picture.ink().move(image.get_rect(center=picture.centre).topleft)]
    found += gathered_rects(picture)
    caption = caption_plate_rect(picture, top)
    return found + [p for p in (line_plate(picture, top), caption) if p is not None]


def line_plate(picture: StagePicture, top: int) -> pygame.Rect | None:
    """The name's plate at rest under the words' ``top``, with its round ends (None: no
    name)."""
    if not picture.line:
        return None
    pad = theme.px(12, picture.scale)
    tall = line_height(picture.line_size(), BOLD)
    width = text_size(picture.line, picture.line_size(), BOLD)[0] + 2 * tall + 2 * pad
    # never narrower than the pill as drawn (round 79: hC83's seat token, larger than the
    # mark it replaced, widened the pill past this measure and confetti fell on its ends)
    width = max(width, line_layer(picture, picture.line_size())[0].get_width())
    plate = pygame.Rect(0, top, width, tall + 2 * pad)
    plate.centerx = picture.line_x()
    return clear_of_spot(picture, plate)


def caption_plate_rect(picture: StagePicture, top: int) -> pygame.Rect | None:
    """The caption's plate at rest under the words' ``top`` (None: no caption)."""
    if not picture.caption:
        return None
    width, height = caption_plate(picture.caption, picture.caption_size(), picture.scale)
    plate = pygame.Rect(0, 0, width, height)
    plate.midbottom = (picture.area.centerx, caption_bottom(picture, top))
    return plate


FELT_MARGIN = 16
"""The fewest reference pixels between a Yams stage's figure at rest and the felt's edge."""


def beside_box(picture: StagePicture, image: pygame.Surface, top: int,
               otherwise: tuple[int, int]) -> tuple[int, int]:
    """Where a Yams stage's figure rests: right at the box it adds to (above it, else under
    it, centred on it), clear of the stage's other words and :data:`FELT_MARGIN` inside the
    felt's edge; ``otherwise`` when neither place is free."""
    target = picture.target
    assert target is not None
    gap = theme.px(10, picture.scale)
    ink = image.get_bounding_rect(min_alpha=40)
    clear = theme.px(theme.STAGE_FIGURE_CLEAR, picture.scale)  # never crowding the words
    words = [r.inflate(2 * clear, 2 * clear) for r in _words_rects(picture, top)]
    edge = theme.px(FELT_MARGIN, picture.scale)
    room = picture.felt.inflate(-2 * edge, -2 * edge)  # a comfortable margin from its edge
    if picture.gather and not picture.caption:  # a Penta's: on the stage's centred column,
        # under the row of the name and its box (never hanging off the dice' side): from
        # there it travels up into the box (a Joker's stays by its box, beside its caption)
        letters = ink.copy()
        letters.midtop = (picture.centre[0], max(r.bottom for r in words + [target]) + gap)
        if room.contains(letters):
            return (letters.centerx - ink.centerx + image.get_width() // 2,
                    letters.centery - ink.centery + image.get_height() // 2)
    clear_of = target
    for spot in ("above", "below"):
        letters = ink.copy()
        letters.centerx = target.centerx
        if spot == "above":
            letters.bottom = clear_of.top - gap
        else:
            letters.top = clear_of.bottom + gap
        for place in _slid(letters, words, target, gap):  # centred on it, else slid off the words
            place = place.clamp(room) if place.w <= room.w else place
            if (room.contains(place) and not place.colliderect(clear_of)
                    and place.collidelist(words) < 0):
                centre = image.get_rect()
                centre.topleft = (place.x - ink.x, place.y - ink.y)
                return centre.center
    return otherwise


def _slid(letters: pygame.Rect, words: list[pygame.Rect], target: pygame.Rect,
          gap: int) -> list[pygame.Rect]:
    """``letters`` where they stand, then slid sideways ``gap`` off the words they touch (to
    the right, then to the left), as long as they still reach over ``target``."""
    places = [letters]
    hit = [w for w in words if w.colliderect(letters)]
    if hit:
        right = letters.copy()
        right.left = max(w.right for w in hit) + gap
        left = letters.copy()
        left.right = min(w.left for w in hit) - gap
        places += [p for p in (right, left) if p.left < target.right and p.right > target.left]
    return places


def clear_of_rows(picture: StagePicture, image: pygame.Surface, centre: tuple[int, int]) -> int:
    """The counter's x at rest: ``centre``'s, moved left off the lifted row (the box it will
    fly into and its label, lit beside the sheet) when its letters would touch it."""
    cx, cy = centre
    if picture.target is None:
        return cx
    gap = theme.px(16, picture.scale)
    ink = image.get_bounding_rect(min_alpha=40).move(image.get_rect(center=centre).topleft)
    for label in picture.labels:
        row = label.union(picture.target)
        if ink.inflate(2 * gap, 2 * gap).colliderect(row):
            cx -= ink.right + gap - row.left
            ink.right = row.left - gap
    return cx
