"""The 10 000 ladder's middle tier, drawn: a banner (hot dice, a bank of 1 000 or more).

A banner is brief (:data:`game.flow.stage.SECONDS`'s ``BANNER``) and lighter than a stage: the
table is dimmed evenly but not blurred (it reads round the ribbon), and a bold ribbon
unfurls across the middle column (:attr:`StagePicture.area`), never over a side panel: its
words (the stamp: "+1 450", "Zaruri fierbinți!"), one line under them (what it means, else
whose it is), a gold light sweeping across it; it fades as its number lands in the total.
Hot dice on the mat stay lit under it, glowing with heat. No rays, no confetti,
no dice gathered: those are the headline's (:mod:`game.views.stage`).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game import theme
from game.flow.end_stage import EndStageClock
from game.flow.stage import BANNER, DIM_ALPHA, StageClock, ease_out, span
from game.views.stage_backdrop import backdrop
from game.views.stage_gather import draw_heat
from game.widgets import layout_record
from game.widgets.text import BOLD, draw_text, fit_size, line_height

if TYPE_CHECKING:
    from game.views.stage_picture import StagePicture

UNFURL = 0.16
"""The share of the banner over which its ribbon grows in to its size, where it stands."""
UNFURL_FROM = 0.6
"""The ribbon's size as it starts to grow in, against its own (its words whole from its
first frame, never cut)."""
LEAVE = (0.82, 0.97)
"""The ribbon and its words fade out over these shares (its number has landed by then)."""
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
                 shape: str = "ribbon", entrance: str = "unfurl") -> None:
        """A look of colours ``top`` to ``bottom``, ``shape`` and ``entrance``."""
        self.top, self.bottom, self.shape, self.entrance = top, bottom, shape, entrance


LOOKS: dict[str, Look] = {
    "hot_dice": Look((236, 112, 30), (168, 38, 18)),
    "bank_banner": Look((240, 196, 84), (164, 112, 24), shape="plaque", entrance="slide"),
}
"""Each banner its own look (critic round 30: hot dice and the bank shared one red
ribbon): hot dice a flame-orange ribbon that unfurls, glowing; a bank a gold plaque, its
coins' colour, that slides in towards the totals (critic B31 §4: a sapphire one read as the
turn-passing band); a big bank the same plaque, its words "Încasare mare!" (round 40)."""
LOOKS["bank_big"] = LOOKS["bank_banner"]

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
    pad = theme.px(22, picture.scale)
    width = area.w
    if look(picture).entrance == "slide":  # narrower: it slides in inside the column
        width = round(area.w * theme.FARKLE_PLAQUE_WIDTH)
    rect = pygame.Rect(0, 0, width, min(area.h, words + 2 * pad))
    rect.center = area.center
    cover = picture.cover
    if cover is not None and area.contains(cover):  # a frame wholly in its room (the mat
        # under three pairs' ribbon): hidden whole, no sliver of it showing (hB31)
        rect.h = min(area.h, max(rect.h, cover.h + 2 * theme.px(6, picture.scale)))
        rect.centery = cover.centery
        rect = rect.clamp(area)
    return rect


def under_words(picture: StagePicture) -> str:
    """The one line under the banner's stamp: what it means (its caption), else whose it is
    (the player's name)."""
    return picture.caption or picture.line


def words_height(picture: StagePicture) -> int:
    """The height of the ribbon's words: the stamp's letters and the line under them."""
    height = picture.ink().h
    if under_words(picture):
        height += theme.px(8, picture.scale) + line_height(name_size(picture), BOLD)
    return height


def name_size(picture: StagePicture) -> int:
    """The line's size under the stamp: a heading's, smaller only to fit the ribbon."""
    size = theme.font_px(theme.FONT_HEADING, picture.scale)
    return fit_size(under_words(picture), size, round(picture.area.w * 0.78), BOLD)


def unfurled(clock: StageClock) -> float:
    """The ribbon's size now against its own (0..1)."""
    u = ease_out(span(clock.progress, 0.0, UNFURL))
    return UNFURL_FROM + (1 - UNFURL_FROM) * u


def entered(clock: StageClock, picture: StagePicture) -> tuple[float, int]:
    """How far the banner has come in now: its size against its own (0..1, unfurling) and
    how many pixels left of its place it still is (sliding)."""
    if look(picture).entrance == "slide":  # from the column's left edge, never past it
        # (critic B32: "the bank bar slides across the players panel")
        u = ease_out(span(clock.progress, 0.0, UNFURL))
        return 1.0, round((ribbon_rect(picture).left - picture.area.left) * (1 - u))
    return unfurled(clock), 0


def shown(clock: StageClock) -> float:
    """How opaque the ribbon and its words are now (0..1)."""
    return (0.35 + 0.65 * span(clock.progress, 0.0, UNFURL * 0.6)) \
        * (1 - span(clock.progress, *LEAVE))


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
        veil = pygame.Surface(surface.get_size())
        veil.set_alpha(round(DIM_ALPHA[BANNER] * darkness))
        surface.blit(veil, (0, 0))
    heat = 1 - span(clock.progress, *LEAVE)
    for rect, die in lit:  # hot dice: lit where they lie, glowing
        if heat > 0 and picture.kind == "hot_dice":
            draw_heat(surface, rect, picture.scale, heat, clock.age)
        surface.blit(die, rect.clip(surface.get_rect()))
    if layout_record.ON:
        layout_record.covered(surface)
    alpha = shown(clock)
    if alpha <= 0:
        return
    rest = ribbon_rect(picture)
    rect = pygame.Rect(rest)
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    _ribbon(layer, picture, look(picture), notch_depth(picture, rest))
    _sweep(layer, span(clock.progress, *SWEEP))
    image = picture.stamp_image()
    ink = picture.ink()
    top = (rect.h - words_height(picture)) // 2
    letters = image.get_rect(centerx=rect.w // 2, top=top - ink.top)
    pop = popped(clock)
    if pop > 1.001:
        grown = pygame.transform.smoothscale(
            image, (round(image.get_width() * pop), round(image.get_height() * pop)))
        layer.blit(grown, grown.get_rect(center=letters.center))
    else:
        layer.blit(image, letters)
    draw_icons(layer, picture, drawn_words(picture, clock, rect.w))  # beside the letters as
    # drawn: clear of them as they pop in (critic round 31 §4)
    line = None
    if under_words(picture):
        size = name_size(picture)
        y = top + ink.h + theme.px(8, picture.scale) + line_height(size, BOLD) // 2
        line = draw_text(layer, under_words(picture), size, theme.CREAM, (rect.w // 2, y),
                         weight=BOLD, shadow=theme.px(2, picture.scale))
    grow, shift = entered(clock, picture)  # the whole ribbon grows in where it stands
    # (its words whole), or slides in
    if grow < 0.999:
        layer = pygame.transform.smoothscale(
            layer, (max(2, round(rect.w * grow)), max(2, round(rect.h * grow))))
    layer.set_alpha(round(255 * alpha))
    surface.blit(layer, drawn_plaque(picture, clock))
    if layout_record.ON and alpha >= 0.99 and grow >= 0.999 and shift == 0:
        words = ink.move(rect.x + letters.x, rect.y + letters.y)
        layout_record.text(surface, words, picture.stamp, role="stage")
        if line is not None:
            layout_record.text(surface, pygame.Rect(line).move(rect.topleft),
                               under_words(picture), role="stage")


def drawn_plaque(picture: StagePicture, clock: StageClock) -> pygame.Rect:
    """Where the ribbon (or plaque) is drawn at ``clock``'s age: grown in about its place, or
    slid in towards it."""
    rest = ribbon_rect(picture)
    grow, shift = entered(clock, picture)
    w, h = (max(2, round(rest.w * grow)), max(2, round(rest.h * grow))) if grow < 0.999 \
        else rest.size
    return pygame.Rect(0, 0, w, h).move(rest.centerx - shift - w // 2,
                                         rest.centery - h // 2)


def popped(clock: StageClock) -> float:
    """How much larger than at rest the banner's words are now (they pop in, settling)."""
    return 1 + 0.12 * (1 - ease_out(span(clock.progress, UNFURL * 0.5, UNFURL * 1.6)))


def drawn_words(picture: StagePicture, clock: StageClock, width: int) -> pygame.Rect:
    """Where the banner's letters are drawn now on its layer ``width`` wide (their ink, as
    large as they have popped): what its icons keep clear of."""
    image, ink = picture.stamp_image(), picture.ink()
    top = (ribbon_rect(picture).h - words_height(picture)) // 2
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
            _coin(layer, rect, picture.scale)


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


def _coin(layer: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
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
    notch = 0 if plaque else depth
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


def _sweep(layer: pygame.Surface, u: float) -> None:
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
