"""The 10 000 ladder's middle tier, drawn: a banner (hot dice, a bank of 1 000 or more).

A banner is brief (:data:`game.flow.stage.SECONDS`'s ``BANNER``) and lighter than a stage: the
table is dimmed evenly but not blurred (it reads round the ribbon), and a bold ribbon
unfurls across the middle column (:attr:`StagePicture.area`), never over a side panel: its
words (the stamp: "+1 450", "Zaruri fierbinți!"), one line under them (what it means, else
whose it is), a gold light sweeping across it; it shrinks away whole as its number lands
in the total (opaque at every frame: no slot shows through it, critic B60).
Hot dice on the mat stay lit under it, glowing with heat, flames rising from them into the
ribbon (round 70, critic B69: bare felt lay between them). No confetti, no dice gathered:
those are the headline's (:mod:`game.views.stage`).

Each enters its own way, at rest within 0.3 s (hL60, critic B51): hot dice' ribbon rises from
its dice under a crown of flames (:mod:`game.views.stage_flames`), three pairs' scroll unrolls
from its middle (round 69), an ordinary bank's modest plate (a bank of 1 000 to 1 999: smaller
than the big bank's, over the tray the bank has emptied, the banker named on a dark band: round
70, critic B69) drops onto the felt, and a game alone's goal ribbon bursts in
from small in a flash (with others still to play, the goal is one plate instead:
:mod:`game.views.stage_goal`). The big bank's plate is slammed down by
:mod:`game.views.stage_big_bank` (hB60), which reads its place here (:func:`ribbon_rect`).
"""

from __future__ import annotations

import functools
import math
from typing import TYPE_CHECKING

import pygame

from game import theme, theme_stage
from game.flow.end_stage import EndStageClock
from game.flow.stage import BANNER, DIM_ALPHA, StageClock, ease_out, span
from game.views import stage_bank_plate, stage_crest, stage_flames, stage_tray_entrance
from game.views.stage_backdrop import backdrop
from game.views.stage_banker import banker_ink, draw_line_naming, draw_name_band, paper_at
from game.views.stage_crest import draw_burst, entrance_done, flash
from game.views.stage_gather import draw_heat
from game.views.stage_scroll import draw_rolls
from game.widgets import layout_record
from game.widgets.text import BOLD, fit_size, line_height

if TYPE_CHECKING:
    from game.views.stage_picture import StagePicture

UNFURL = 0.16
"""The share of the banner over which its ribbon grows in to its size, where it stands."""
UNFURL_FROM = 0.6
"""The ribbon's size as it starts to grow in, against its own (its words whole from its
first frame, never cut)."""
LEAVE = (0.76, 0.98)
"""The ribbon and its words shrink away whole over these shares (its number has landed by then):
about a quarter of a second, seen closing across a dozen frames (round 64, critic B62:
"banners vanish in one frame with no exit")."""
SWEEP = (0.2, 0.65)
"""A gold light crosses the ribbon between these shares."""
BODY_TOP = (176, 36, 46)
BODY_BOTTOM = (116, 18, 30)
"""The ribbon's crimson, lighter at its top edge (a banner with no look of its own)."""


class Look:
    """A banner's own look: its body's colours (top edge, bottom edge), its shape (a
    ribbon with notched ends, or a plaque with round ends) and its entrance (unfurling
    where it stands, or sliding in from the left, the side of the totals)."""

    def __init__(self, top: tuple[int, int, int], bottom: tuple[int, int, int],
                 shape: str = "ribbon", entrance: str = "unfurl", modest: bool = False,
                 leaves: str = "close") -> None:
        """A look of colours ``top`` to ``bottom``, ``shape`` (or "scroll": rolled ends) and
        ``entrance`` ("unfurl", "slide", "press" into the tray, "burst" from small in a flash,
        "rise" up from the dice under it, "unroll" from its middle); ``modest``: a smaller
        plate, its words smaller (:data:`game.theme.FARKLE_MODEST_PLATE`); ``leaves``:
        "close" (shrinking whole about its middle), "rise" (rising away, then fading) or
        "recede" (fading where it stands, easing a little smaller: hF86)."""
        self.top, self.bottom, self.shape, self.entrance = top, bottom, shape, entrance
        self.modest, self.leaves = modest, leaves


LOOKS: dict[str, Look] = {
    "hot_dice": Look((236, 112, 30), (168, 38, 18), entrance="rise", leaves="rise"),
    "bank_big": Look((240, 196, 84), (164, 112, 24), shape="plaque", entrance="slide"),
}
"""Each banner its own look (critic round 30: hot dice and the bank shared one red
ribbon): hot dice a flame-orange ribbon that unfurls, glowing; a bank gold, its coins'
colour (critic B31 §4: a sapphire one read as the turn-passing band). The big bank's look
only sizes its plate (a plaque's width, :func:`plate_width`): it is drawn by
:mod:`game.views.stage_big_bank`, slammed down, its words "Încasare mare!" (round 40)."""
LOOKS["bank_banner"] = Look((240, 196, 84), (164, 112, 24), shape="plaque", entrance="press",
                            modest=True, leaves="rise")  # (its drop spilled over the buttons)
"""(Hot dice' ribbon and the bank's plate, over the felt above the mat, leave rising away:
round 74, hF85, their closing shrank them to a dot.)"""
LOOKS["pairs_throw"] = Look((150, 70, 150), (84, 28, 88), shape="scroll", entrance="unroll",
                            leaves="recede")  # (hF86: it closed to a point)
"""Three pairs' plum ribbon (round 66): a banner of its own, neither hot dice' flame nor a
bank's gold; a scroll unrolling from its middle, its two rolled ends parting like a pair
(round 69: it unfurled as hot dice' did, one ribbon in two colours)."""
LOOKS["goal"] = Look((204, 44, 56), (118, 14, 30), entrance="burst")
"""(hL60, critic B51: "big and ordinary bank plates one size; the goal banner still") an
ordinary bank's plate is modest, a third narrower than the big bank's plaque, and drops in
from above; the goal's crimson ribbon bursts in from small in a flash of light and sparks."""

PLAIN = Look(BODY_TOP, BODY_BOTTOM)
"""The look of a banner with none of its own."""

NOTCH = 0.1
"""How deep a ribbon's notched ends cut in, as a share of its height: shallow, so the
ribbon's ends still cover the corners of the mat under it (critic round 30)."""


def look(picture: StagePicture) -> Look:
    """The look of ``picture``'s banner."""
    return LOOKS.get(picture.kind, PLAIN)


def ribbon_rect(picture: StagePicture) -> pygame.Rect:
    """Where the ribbon rests: as wide as the middle column, centred on it, as tall as its
    words with a margin (never over a side panel, whatever the window)."""
    area = picture.area
    words = words_height(picture)
    pad = theme.px(theme_stage.BIG_BANK_PAD if picture.kind == "bank_big" else 22,
                   picture.scale)
    rect = pygame.Rect(0, 0, plate_width(picture), min(area.h, words + 2 * pad))
    rect.center = area.center
    cover = picture.cover
    if cover is not None and area.contains(cover):  # a frame wholly in its room (the mat
        # under three pairs' ribbon): hidden whole, no sliver of it showing (hB31)
        rect.h = min(area.h, max(rect.h, cover.h + 2 * theme.px(6, picture.scale)))
        rect.centery = cover.centery
        rect = rect.clamp(area)
    if picture.kind in stage_bank_plate.SIZED_BANKS:  # a bank's plate over the empty tray,
        # filling the felt over the "Zaruri încasate" line by its amount (round 78, hF94,
        # S48: a dead band lay under it; hL65, B64: clear of that line; B69: never small)
        return stage_bank_plate.sized_plate(picture, rect)
    return rect


def band_rect(picture: StagePicture) -> pygame.Rect:
    """The ribbon's own part of :func:`ribbon_rect`: all of it (hL62: the goal's crest no
    longer stands over its ribbon, it comes before it, on its own beat)."""
    return ribbon_rect(picture)


def plate_width(picture: StagePicture) -> int:
    """The banner's width: the middle column's; a sliding plaque a little narrower (it
    slides in inside it), a modest plate much narrower (not the big bank's plaque, hL60)."""
    area = picture.area
    if look(picture).modest:  # (wider as its amount grows: round 78, hF94, S48)
        return round(area.w * stage_bank_plate.modest_width_share(picture.amount))
    if look(picture).entrance == "slide":
        return round(area.w * theme.FARKLE_PLAQUE_WIDTH)
    return area.w


LINE_ROOM = {"burst": 0.88}
"""The share of the banner's width its line may take, by entrance (else 0.78): the goal's
says whose goal and their total, set large (hL60)."""


def under_words(picture: StagePicture) -> str:
    """The one line under the banner's stamp: what it means (its caption), else whose it is
    (the player's name)."""
    return picture.caption or picture.line


def words_height(picture: StagePicture) -> int:
    """The height of the ribbon's words: the stamp's letters and the line under them."""
    height = round(picture.ink().h * words_scale(picture))
    if under_words(picture):
        height += theme.px(8, picture.scale) + line_height(name_size(picture), BOLD) \
            + 2 * band_pad(picture)
    return height


def band_pad(picture: StagePicture) -> int:
    """The room above and under the line on a modest plate's dark name band
    (:func:`game.views.stage_banker.draw_name_band`; none on any other banner)."""
    return theme.px(NAME_BAND_PAD, picture.scale) if look(picture).modest else 0


NAME_BAND_PAD = 7
"""Reference pixels of a modest plate's name band above and under its line."""


def name_size(picture: StagePicture) -> int:
    """The line's size under the stamp: a heading's, smaller only to fit the ribbon."""
    share = theme.FARKLE_MODEST_PLATE[2] if look(picture).modest else 1.0  # (under its figure)
    size = round(theme.font_px(theme.FONT_HEADING, picture.scale) * share)
    room = plate_width(picture) * LINE_ROOM.get(look(picture).entrance, 0.78)
    if look(picture).modest:  # on its name band, inside its plate clear of its rims
        room = plate_width(picture) - 2 * theme.px(24 + 28, picture.scale)
    return fit_size(under_words(picture), size, round(room), BOLD)


def words_scale(picture: StagePicture) -> float:
    """The banner's words against its tier's size: smaller on a modest plate."""
    return stage_bank_plate.modest_words_share(picture.amount) if look(picture).modest else 1.0


def scaled_words(picture: StagePicture) -> tuple[pygame.Surface, pygame.Rect]:
    """The banner's lettering and its ink's rect on it, at :func:`words_scale`."""
    image, ink = picture.stamp_image(), picture.ink()
    share = words_scale(picture)
    if share >= 1:
        return image, ink
    return (_shrunk(image, share),
            pygame.Rect(round(ink.x * share), round(ink.y * share), round(ink.w * share),
                        round(ink.h * share)))


@functools.lru_cache(maxsize=4)
def _shrunk(image: pygame.Surface, share: float) -> pygame.Surface:
    """``image`` at ``share`` of its size, scaled once for a stage (a review: every frame)."""
    size = (max(1, round(image.get_width() * share)), max(1, round(image.get_height() * share)))
    return pygame.transform.smoothscale(image, size)


def unfurled(clock: StageClock) -> float:
    """The ribbon's size now against its own (0..1)."""
    u = ease_out(span(clock.progress, 0.0, UNFURL))
    return UNFURL_FROM + (1 - UNFURL_FROM) * u


def entered(clock: StageClock, picture: StagePicture) -> tuple[float, int]:
    """How far the banner has come in now: its size against its own (0..1, unfurling) and
    how many pixels left of its place it still is (sliding)."""
    entrance = look(picture).entrance
    if entrance == "slide":  # from the column's left edge, never past it
        # (critic B32: "the bank bar slides across the players panel")
        u = ease_out(span(clock.progress, 0.0, UNFURL))
        return 1.0, round((ribbon_rect(picture).left - picture.area.left) * (1 - u))
    if entrance == "press":  # into the tray, from a little smaller (S107 1., hF110)
        return stage_tray_entrance.pressed(clock), 0
    if entrance == "burst":  # from a third of its size, fast, settling
        return stage_crest.burst_size(clock), 0
    if entrance == "unroll":  # its height whole, its width opening (:func:`unrolled`)
        return 1.0, 0
    return unfurled(clock), 0


RISE_AWAY = 0.4
"""How far a rising exit carries its plate, in its own heights, as it fades (short of the
title over it)."""


def lifted(picture: StagePicture, clock: StageClock) -> int:
    """How many pixels above its place a leaving plate now is (0 for a closing exit, or
    before :data:`LEAVE`): it rises away, quickening (round 74, hF85)."""
    if look(picture).leaves != "rise":
        return 0
    u = span(clock.progress, *LEAVE)
    return round(RISE_AWAY * ribbon_rect(picture).h * u * (0.5 + 0.5 * u))


def plate_shown(picture: StagePicture, clock: StageClock) -> float:
    """How opaque the plate is drawn now (0: gone): a closing plate opaque until shut; a
    rising one fading out as it rises, over the bare felt above the mat (no slot under it
    seen through it, critic B60), gone at the end of :data:`LEAVE`."""
    if look(picture).leaves == "close":
        return 1.0 if folded(clock) > 0 else 0.0
    u = span(clock.progress, *LEAVE)
    return 0.0 if u >= 1 else 1 - u ** 1.4


RECEDE_TO = 0.92
"""A receding plate's size as it fades out, against its own (three pairs' scroll, round 74,
hF86: held in the felt between its dice and the mat, it has no room to rise)."""


def receded(picture: StagePicture, clock: StageClock) -> float:
    """A leaving plate's size now against its own: shrinking to a point when it closes
    (:func:`folded`), easing back to :data:`RECEDE_TO` as it fades when it recedes, else
    whole (it rises away)."""
    leaves = look(picture).leaves
    if leaves == "recede":
        return 1 - (1 - RECEDE_TO) * span(clock.progress, *LEAVE)
    return folded(clock) if leaves == "close" else 1.0


def folded(clock: StageClock) -> float:
    """How much of the plate's size still shows as it leaves (1 until :data:`LEAVE`, then
    shrinking whole about its middle to 0): it leaves by closing, opaque to its last
    frame, never fading over the slots under it (critic B60: their outlines showed through)."""
    u = span(clock.progress, *LEAVE)
    return 1 - u * u


def draw_banner(surface: pygame.Surface, picture: StagePicture, clock: StageClock) -> None:
    """The banner at ``clock``'s age over the table already drawn on ``surface``."""
    darkness = clock.dimming()
    lit = [(rect, surface.subsurface(rect.clip(surface.get_rect())).copy())
           for rect in picture.glow]
    if isinstance(clock, EndStageClock):  # a game's end (a game alone's last bank): the
        # hush the results open on, from its first frame (no bright beat between them)
        backdrop(surface, round(DIM_ALPHA[BANNER] * darkness), picture.scale, picture.centre,
                 picture.seat)
    else:
        veil = pygame.Surface(surface.get_size())  # (a bank's by its rung, S72)
        veil.set_alpha(round(theme_stage.FARKLE_BANK_VEIL.get(picture.kind, DIM_ALPHA[BANNER])
                             * darkness))
        surface.blit(veil, (0, 0))
    heat = 1 - span(clock.progress, *LEAVE)
    if heat > 0 and picture.kind == "hot_dice":  # flames rising from them to its ribbon
        stage_flames.draw_rising(surface, [rect for rect, _ in lit],
                                 drawn_plaque(picture, clock).bottom, clock.age, heat)
    for rect, die in lit:  # hot dice: lit where they lie, glowing
        if heat > 0 and picture.kind == "hot_dice":
            draw_heat(surface, rect, picture.scale, heat, clock.age)
        surface.blit(die, rect.clip(surface.get_rect()))
    if layout_record.ON:
        layout_record.covered(surface)
    fold = receded(picture, clock)
    shown = plate_shown(picture, clock)
    if fold <= 0 or shown <= 0:
        return
    rect = ribbon_rect(picture)
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    _ribbon(layer, picture, look(picture), notch_depth(picture, rect))
    sweep(layer, span(clock.progress, *SWEEP))
    image, ink = words = scaled_words(picture)
    top = (rect.h - words_height(picture)) // 2
    letters = image.get_rect(centerx=rect.w // 2, top=top - ink.top)
    pop = popped(clock)
    if pop > 1.001:
        grown = pygame.transform.smoothscale(
            image, (round(image.get_width() * pop), round(image.get_height() * pop)))
        layer.blit(grown, grown.get_rect(center=letters.center))
    else:
        layer.blit(image, letters)
    draw_icons(layer, picture, drawn_words(picture, clock, rect.w, words))  # beside them as
    # drawn: clear of them as they pop in (critic round 31 §4)
    line = None
    if under_words(picture):
        size = name_size(picture)
        y = top + ink.h + theme.px(8, picture.scale) + band_pad(picture) \
            + line_height(size, BOLD) // 2
        seat = picture.banker_colour  # the banker in their seat's colour (critic B69)
        paper = paper_at(look(picture).top, look(picture).bottom, y / rect.h)
        if look(picture).modest:  # on a dark band: the seat's colour itself (round 70)
            paper = draw_name_band(layer, under_words(picture), size, (rect.w // 2, y),
                                   band_pad(picture), picture.scale)
        line = draw_line_naming(layer, under_words(picture), picture.banker, size,
                                theme.CREAM, None if seat is None else banker_ink(seat, paper),
                                (rect.w // 2, y), theme.px(2, picture.scale))
    grow, shift = entered(clock, picture)  # the whole ribbon grows in where it stands
    # (its words whole), or slides in
    if abs(grow - 1) > 0.001:
        layer = pygame.transform.smoothscale(
            layer, (max(2, round(rect.w * grow)), max(2, round(rect.h * grow))))
    if look(picture).entrance == "burst":
        flash(layer, 1 - entrance_done(clock))
        if clock.bursts:  # (not at a game's end: the flow's fact)
            draw_burst(surface, picture, clock, rect)
    at = drawn_plaque(picture, clock)  # opaque at every frame (critic B60): it enters by
    # its motion and leaves shrinking whole, never by alpha over the slots
    if at.w < layer.get_width() and look(picture).entrance == "unroll" and fold >= 1:  # its
        # open middle as it unrolls (leaving, it is scaled whole)
        layer = layer.subsurface(((layer.get_width() - at.w) // 2, 0, at.w,
                                  layer.get_height())).copy()
    if at.size != layer.get_size():
        layer = pygame.transform.smoothscale(layer, (at.w, max(1, at.h)))
    if picture.kind == "hot_dice":  # its crown of flames, roots under its top edge
        stage_flames.draw_crown(surface, at, picture.scale, clock.age, heat * shown)
    if look(picture).shape == "scroll" and at.h > 0:  # (on its layer: they fade with it)
        draw_rolls(layer, layer.get_rect(), look(picture).top, look(picture).bottom,
                   picture.scale)
    if shown < 1:  # (a rising exit, clear of its place: fading as it rises on)
        layer.set_alpha(round(255 * shown))
    surface.blit(layer, at)
    if (layout_record.ON and fold >= 0.99 and abs(grow - 1) <= 0.001 and shift == 0
            and at.w == rect.w and at.y == rect.y):
        words = ink.move(rect.x + letters.x, rect.y + letters.y)
        layout_record.text(surface, words, picture.stamp, role="stage",
                           size=round(picture.stamp_size() * min(1.0, words_scale(picture))))
        if line is not None:
            layout_record.text(surface, pygame.Rect(line).move(rect.topleft),
                               under_words(picture), role="stage")


def drawn_plaque(picture: StagePicture, clock: StageClock) -> pygame.Rect:
    """Where the ribbon (or plaque) is drawn at ``clock``'s age: grown in about its place,
    slid in towards it, or falling onto it (hung from its top); as it leaves, shrinking whole
    about its middle (:func:`folded`), its words never squashed nor cut."""
    rest = ribbon_rect(picture)
    grow, shift = entered(clock, picture)
    w, h = (max(2, round(rest.w * grow)), max(2, round(rest.h * grow))) \
        if abs(grow - 1) > 0.001 \
        else rest.size
    if look(picture).entrance == "unroll":
        w = max(2, round(rest.w * unrolled(clock)))
    drop = hung(picture, h) + risen(picture, clock) - lifted(picture, clock)
    fold = receded(picture, clock)
    if fold < 1:  # it leaves whole: a scale of the whole about its middle, never a fold of
        # its height nor a clip of its width (critic B71: words squashed, "rei perech")
        w, h = (max(2, round(w * fold)), max(1, round(h * fold))) if fold > 0 else (0, 0)
    return pygame.Rect(0, 0, w, h).move(rest.centerx - shift - w // 2,
                                         rest.centery - h // 2 + drop)


RISE_FROM = 0.55
"""How far under its place a rising ribbon (hot dice') starts, in its own heights: it comes
up from the dice that burn under it (round 69: it unfurled where it stood, as three pairs')."""


def risen(picture: StagePicture, clock: StageClock) -> int:
    """How far under its place a rising ribbon still is now (0 for any other entrance):
    it rises fast and slows as it arrives."""
    if look(picture).entrance != "rise":
        return 0
    u = ease_out(span(clock.progress, 0.0, UNFURL))
    return round(RISE_FROM * ribbon_rect(picture).h * (1 - u))


UNROLL_FROM = 0.18
"""An unrolling scroll's width as it starts to open, against its own."""


def unrolled(clock: StageClock) -> float:
    """How much of an unrolling scroll's width is open now (its height whole throughout)."""
    return UNROLL_FROM + (1 - UNROLL_FROM) * ease_out(span(clock.progress, 0.0, UNFURL))


def hung(picture: StagePicture, height: int) -> int:
    """How far down a dropping plate drawn ``height`` tall moves so that its top stays
    where its top rests (0 for any other entrance)."""
    if look(picture).entrance != "drop":
        return 0
    return max(0, height // 2 - ribbon_rect(picture).h // 2)  # (each half as drawn_plaque
    # rounds it: its top exactly where it rests, round 70)


def popped(clock: StageClock) -> float:
    """How much larger than at rest the banner's words are now (they pop in, settling)."""
    return 1 + 0.12 * (1 - ease_out(span(clock.progress, UNFURL * 0.5, UNFURL * 1.6)))


def drawn_words(picture: StagePicture, clock: StageClock, width: int,
                words: tuple[pygame.Surface, pygame.Rect] | None = None) -> pygame.Rect:
    """Where the banner's letters are drawn now on its layer ``width`` wide (their ink, as
    large as they have popped): what its icons keep clear of. ``words``: the lettering of
    :func:`scaled_words` when the caller has it (made once a frame)."""
    image, ink = words if words is not None else scaled_words(picture)
    top = (band_rect(picture).h - words_height(picture)) // 2
    letters = image.get_rect(centerx=width // 2, top=top - ink.top)
    words = ink.move(letters.topleft)
    pop = popped(clock)
    cx, cy = letters.center
    return pygame.Rect(round(cx + (words.x - cx) * pop), round(cy + (words.y - cy) * pop),
                       round(words.w * pop), round(words.h * pop))


def notch_depth(picture: StagePicture, rect: pygame.Rect) -> int:
    """How deep the ribbon resting at ``rect`` is notched at each end: :data:`NOTCH` of its
    height, shallower where what it covers (:attr:`StagePicture.cover`) reaches nearer its
    ends (a corner of the mat never shows through a notch)."""
    depth = min(rect.w // 8, round(rect.h * NOTCH))
    cover = picture.cover
    if cover is not None and cover.top < rect.bottom and cover.bottom > rect.top:
        room = min(cover.left - rect.left, rect.right - cover.right)
        depth = min(depth, room - max(1, theme.px(2, picture.scale)))
    return max(0, depth)


ICONS: dict[str, str] = {"hot_dice": "flame", "bank_banner": "coin", "bank_big": "coin"}
"""The icon a banner carries each side of its words: hot dice a flame, a bank a coin."""


def icon_rects(picture: StagePicture, words: pygame.Rect, width: int) -> list[pygame.Rect]:
    """Where a banner's icons stand on its layer ``width`` wide, each side of its words
    (``words``: their letters), as tall as the letters are; none when there is no room
    between the words and the banner's ends (or the banner has no icon)."""
    if picture.kind not in ICONS:
        return []
    side = round(words.h * 0.8)
    gap = theme.px(16, picture.scale)
    end = theme.px(26, picture.scale)  # clear of the ends, their notch and trim
    if words.left - gap - side < end:
        return []
    left = pygame.Rect(words.left - gap - side, words.centery - side // 2, side, side)
    right = left.move(words.right + gap - left.x, 0)
    return [left, right] if right.right <= width - end else []


def draw_icons(layer: pygame.Surface, picture: StagePicture, words: pygame.Rect) -> None:
    """The banner's icon (:data:`ICONS`) each side of its words: a flame or a coin."""
    for rect in icon_rects(picture, words, layer.get_width()):
        if ICONS[picture.kind] == "flame":
            _flame(layer, rect)
        else:
            coin(layer, rect, picture.scale)


def _flame(layer: pygame.Surface, rect: pygame.Rect) -> None:
    """A flame in ``rect``: a teardrop of orange round a yellow heart, a dark edge."""
    def drop(box: pygame.Rect) -> list[tuple[int, int]]:
        cx, w, h = box.centerx, box.w, box.h
        points = []
        for k in range(25):  # the round foot, then the two flanks rising to the tip
            a = math.pi * k / 24
            points.append((round(cx + math.cos(a) * w / 2),
                           round(box.bottom - w / 2 + math.sin(a) * w / 2)))
        points.append((round(cx - w * 0.5), round(box.bottom - w / 2)))
        points.append((round(cx - w * 0.15), round(box.top + h * 0.3)))
        points.append((cx, box.top))
        points.append((round(cx + w * 0.35), round(box.top + h * 0.45)))
        points.append((round(cx + w * 0.5), round(box.bottom - w / 2)))
        return points

    outer = rect.inflate(-rect.w // 4, 0)
    pygame.draw.polygon(layer, (90, 24, 8), drop(outer.inflate(4, 4)))
    pygame.draw.polygon(layer, (255, 150, 30), drop(outer))
    inner = pygame.Rect(0, 0, outer.w // 2, outer.h // 2)
    inner.midbottom = (outer.centerx, outer.bottom - outer.h // 12)
    pygame.draw.polygon(layer, (255, 236, 120), drop(inner))


def coin(layer: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """A gold coin in ``rect``: a disc, a darker ring inside its rim, a dark edge."""
    r = min(rect.w, rect.h) // 2
    pygame.draw.circle(layer, (70, 44, 8), rect.center, r + 2)
    pygame.draw.circle(layer, theme.GOLD, rect.center, r)
    pygame.draw.circle(layer, (196, 142, 30), rect.center, round(r * 0.72),
                       max(2, theme.px(4, scale)))
    pygame.draw.circle(layer, (255, 236, 160), (rect.centerx - r // 3, rect.centery - r // 3),
                       max(2, r // 6))


def _ribbon(layer: pygame.Surface, picture: StagePicture, shown_look: Look,
            depth: int) -> None:
    """The banner's body on ``layer`` in its look: a ribbon notched ``depth`` pixels at both
    ends or a plaque with round ends, gold trim."""
    w, h = layer.get_size()
    plaque = shown_look.shape == "plaque"
    notch = 0 if plaque or shown_look.shape == "scroll" else depth
    body = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):
        t = y / max(1, h - 1)
        colour = [round(a + (b - a) * t)
                  for a, b in zip(shown_look.top, shown_look.bottom, strict=True)]
        pygame.draw.line(body, (*colour, 255), (0, y), (w, y))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    shape = [(0, 0), (w, 0), (w - notch, h // 2), (w, h), (0, h), (notch, h // 2)]
    if plaque:
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(),
                         border_radius=theme.px(18, picture.scale))
    else:
        pygame.draw.polygon(mask, (255, 255, 255, 255), shape)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    layer.blit(body, (0, 0))
    trim = max(2, theme.px(4, picture.scale))
    inset = max(trim * 2, theme.px(8, picture.scale))
    if plaque:  # a gold frame inside its round ends
        pygame.draw.rect(layer, theme.GOLD, layer.get_rect().inflate(-inset, -inset), trim,
                         border_radius=theme.px(14, picture.scale))
        return
    for y in (inset, h - inset - trim):
        pygame.draw.rect(layer, theme.GOLD, (notch // 2 + inset, y, w - notch - 2 * inset, trim))


def sweep(layer: pygame.Surface, u: float) -> None:
    """A band of gold light crossing the ribbon (``u`` 0..1), inside its body."""
    if not 0 < u < 1:
        return
    w, h = layer.get_size()
    band = max(8, w // 7)
    light = pygame.Surface((w, h), pygame.SRCALPHA)
    x = round(-band - h + (w + 2 * band + h) * u)
    for i in range(band):
        alpha = round(80 * math.sin(math.pi * i / band))
        pygame.draw.line(light, (255, 236, 170, alpha), (x + i, h), (x + i + h // 2, 0))
    mask = layer.copy()  # only on the body: its alpha, white
    mask.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)
    light.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    layer.blit(light, (0, 0))

