"""The goal's plate, drawn (ruling S6, placed and timed by :mod:`game.views.stage_goal`): a dark
plate in a gold frame bursting in from small in a flash, rays of gold light thrown over the whole
felt and sparks flying out round it (:func:`draw_burst`), three lines, big
(:attr:`StagePicture.crest`): a gold "Obiectiv atins!" lettered in the moments' display face
(round 66, critic B65: plain Lato beside "Încasare mare!"), the reacher's name in their colour,
their total counting up to "10 450" (round 75, hL75: its foot, the seed's „Ultima tură!” over
who still plays, is gone: the last round's band says it after the plate, ruling S6 amended).
"""

from __future__ import annotations

import functools
import math
from typing import TYPE_CHECKING

import pygame

from game import theme, theme_stage
from game.flow.stage import StageClock, ease_out, span
from game.views import goal_flags
from game.views.stage_paint import stamp_lettering
from game.widgets.decor import draw_sparkle
from game.widgets.text import BOLD, STAMP, draw_text, fit_size, line_height, text_size

if TYPE_CHECKING:
    from game.views.stage_picture import StagePicture

BURST_FROM = 0.3
"""A bursting plate's size as it comes in, against its own."""
BURST_LIGHT = 0.45
"""The share of the goal's stage over which its burst of light and sparks dies out (with
the crest's beat)."""
BURST_RAYS = 16
"""How many rays of light the goal's burst throws round its crest."""


def sizes(picture: StagePicture, width: int) -> tuple[int, int, int]:
    """The crest's three lines' sizes ("Obiectiv atins!", the name, the total) for a ribbon
    ``width`` wide: a heading's shares, smaller only to fit the crest; the headline always
    the largest (hL65, critic B64: "the headline smaller than the name"), the total at
    display size under it (round 70, critic D69: ~55 px under a giant headline)."""
    reached, who, total = picture.crest
    heading = theme.font_px(theme.FONT_HEADING, picture.scale)
    *shares, _ = theme_stage.FARKLE_GOAL_CREST
    room = widest(picture, width) - 2 * side(picture)
    head, name, figure = (fit_size(words, round(heading * share), room, weight)
                          for words, share, weight in zip((reached, who, total), shares,
                                                          WEIGHTS, strict=True))
    return head, min(name, head - 1), min(figure, head - 1)


WEIGHTS = (STAMP, BOLD, STAMP)
"""The faces of the crest's three lines: the headline and the total lettered in the
moments' display face, the name in bold."""


def widest(picture: StagePicture, width: int) -> int:
    """The crest's widest: its share of the felt (a full plate, ruling S3: wider than the
    ribbon ``width`` wide that follows it), never narrower than that ribbon."""
    return max(width, round(picture.felt.w * theme_stage.FARKLE_GOAL_CREST[3]))


def side(picture: StagePicture) -> int:
    """The felt of the plate each side of its widest line (a full plate's margin, round 67:
    at :func:`pad` its lettering's outline touched its frame)."""
    return theme.px(theme_stage.FARKLE_GOAL_PLATE_SIDE, picture.scale)


def pad(picture: StagePicture) -> int:
    """The crest's margin inside its frame."""
    return theme.px(22, picture.scale)


def crest_rect(picture: StagePicture, ribbon: pygame.Rect) -> pygame.Rect:
    """Where the crest's words rest: on the centre of the column's ribbon (resting at
    ``ribbon``: over the dice slots), as wide as its words with a margin (at least nearly
    half the ribbon's width), as tall as its three lines (ruling S6: the table behind it is
    blurred whole, no slot's end to hide; :mod:`game.views.stage_goal` adds its foot)."""
    w = max(text_size(words, size, weight)[0]
            for words, size, weight in zip(picture.crest, sizes(picture, ribbon.w), WEIGHTS,
                                           strict=True))
    w = min(widest(picture, ribbon.w), max(w + 2 * side(picture), round(ribbon.w * 0.46)))
    h = natural_height(picture, ribbon.w)
    return pygame.Rect(0, 0, w, h).move(ribbon.centerx - w // 2, ribbon.centery - h // 2)


def natural_height(picture: StagePicture, width: int) -> int:
    """The crest's height round its three lines (for a ribbon ``width`` wide): their
    letters' ink and the name's line, their gaps, a margin above and under."""
    return group_height(picture, width) + 2 * pad(picture)


def group_height(picture: StagePicture, width: int) -> int:
    """The height of the crest's three lines together: the headline's and the total's
    letters' ink (the display face's line box is far taller than its letters), the name's
    line and the gaps between them."""
    reached, _, total = picture.crest
    head, name, figure = sizes(picture, width)
    return lettered(reached, head, "gilt")[1].h + sum(gaps(picture)) \
        + line_height(name, BOLD) + lettered(total, figure, FIGURE_INK)[1].h


FIGURE_INK = "ivory"
"""The lettering the goal's total counts up in (a warm white under the gilt headline)."""


@functools.lru_cache(maxsize=24)
def lettered(text: str, size: int, style: str) -> tuple[pygame.Surface, pygame.Rect]:
    """``text`` in the moments' display face at ``size`` in the lettering ``style``, and
    its letters' ink on it: lettered once for a stage (each figure of the count once)."""
    image = stamp_lettering(text, size, style)
    return image, image.get_bounding_rect()


def gaps(picture: StagePicture) -> tuple[int, int]:
    """The room under the crest's headline and under its name (each line apart)."""
    headline, name = theme_stage.FARKLE_GOAL_CREST_GAPS
    return theme.px(headline, picture.scale), theme.px(name, picture.scale)


def counted(picture: StagePicture, count: float) -> str:
    """The crest's total ``count`` (0..1) of the way up its range
    (:attr:`StagePicture.crest_count`), its last line (the last step of 50)."""
    start, final = picture.crest_count
    if count >= 1:
        return picture.crest[2]
    now = start + (final - start) * max(0.0, count)
    return picture.format_number(min(final, int(now) // 50 * 50))


def draw_crest(layer: pygame.Surface, picture: StagePicture, width: int, count: float = 1.0
               ) -> list[tuple[pygame.Rect, str]]:
    """The crest filling ``layer`` (its words fitted to a ribbon ``width`` wide, its total
    ``count`` of the way up, centred on it); returns its words' rects on the layer and their
    texts."""
    reached, who, _ = picture.crest
    head, name, figure = sizes(picture, width)
    plate = layer.get_rect()
    top, bottom = theme_stage.FARKLE_GOAL_CREST_PLATE
    body = pygame.Surface(plate.size, pygame.SRCALPHA)
    for y in range(plate.h):
        t = y / max(1, plate.h - 1)
        colour = [round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)]
        pygame.draw.line(body, (*colour, 255), (0, y), (plate.w, y))
    mask = pygame.Surface(plate.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(),
                     border_radius=theme.px(18, picture.scale))
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    layer.blit(body, plate)
    trim = max(2, theme.px(4, picture.scale))
    inset = max(trim * 2, theme.px(8, picture.scale))
    pygame.draw.rect(layer, theme.GOLD, plate.inflate(-inset, -inset), trim,
                     border_radius=theme.px(14, picture.scale))
    shadow = theme.px(3, picture.scale)
    lettering, ink = lettered(reached, head, "gilt")  # (the moments' face, critic B65): its
    # letters' ink (its face's line box is far taller than its letters), the three centred
    under_head, under_name = gaps(picture)
    at = (plate.centerx - lettering.get_width() // 2,
          plate.top + (plate.h - group_height(picture, width)) // 2 - ink.top)
    layer.blit(lettering, at)
    first = ink.move(at)
    second = draw_text(layer, who, name, picture.crest_colour,
                       (plate.centerx, first.bottom + under_head), "midtop", weight=BOLD,
                       shadow=shadow)
    total = counted(picture, count)
    image, ink = lettered(total, figure, FIGURE_INK)
    final = lettered(picture.crest[2], figure, FIGURE_INK)[1]  # (its digits stand where
    # the final figure's will: one line, never jumping as it counts)
    at = (plate.centerx - image.get_width() // 2, second.bottom + under_name - final.top)
    layer.blit(image, at)
    third = ink.move(at)
    # the art: two chequered finish flags beside the name and the total (round 76, hL76,
    # critics cF75b and cZ75: "the goal a flat box")
    final_w = lettered(picture.crest[2], figure, FIGURE_INK)[1].w
    lines = second.union(pygame.Rect(plate.centerx - final_w // 2, third.top, final_w, third.h))
    goal_flags.draw_flags(layer, lines, picture.scale)
    return [(first, reached), (second, who), (third, total)]


def entrance_done(clock: StageClock) -> float:
    """How far a drop's or a burst's entrance has gone (0..1): over
    :data:`game.theme.FARKLE_BANNER_ENTRANCE` seconds, never past a quarter of the stage."""
    return span(clock.age, 0.0, min(theme.FARKLE_BANNER_ENTRANCE, clock.duration * 0.25))


def burst_size(clock: StageClock) -> float:
    """A bursting plate's size now against its own: from :data:`BURST_FROM`, fast, settling."""
    return BURST_FROM + (1 - BURST_FROM) * ease_out(entrance_done(clock))


def flash(layer: pygame.Surface, strength: float) -> None:
    """The plate on ``layer`` lit white by ``strength`` (0..1): it bursts in flashing."""
    if strength <= 0:
        return
    light = pygame.Surface(layer.get_size(), pygame.SRCALPHA)
    light.fill((*theme_stage.FARKLE_GOAL_FLASH, round(130 * min(1.0, strength) ** 2)))
    mask = layer.copy()  # only on the body: its alpha, white
    mask.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)
    light.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    layer.blit(light, (0, 0))


def draw_burst(surface: pygame.Surface, picture: StagePicture, clock: StageClock,
               rest: pygame.Rect) -> None:
    """The goal's celebration round its crest resting at ``rest``: rays of gold light from
    its centre over the whole felt (critic B61: clipped to the middle column they showed its
    edges), soft, fading before the felt's rim, and sparks flying out, all dying over
    :data:`BURST_LIGHT` of the stage."""
    u = span(clock.progress, 0.0, BURST_LIGHT)
    if u >= 1:
        return
    strength = (1 - u) ** 1.5
    area = picture.felt.clip(surface.get_rect())
    layer = pygame.Surface(area.size, pygame.SRCALPHA)
    cx, cy = rest.centerx - area.x, rest.centery - area.y
    reach = max(area.w, area.h) * (0.5 + 0.3 * ease_out(u))
    turn = clock.age * 0.5
    for k in range(BURST_RAYS):  # rays of light, a narrow wedge each
        a = turn + 2 * math.pi * k / BURST_RAYS
        half = math.pi / BURST_RAYS * (0.5 if k % 2 else 0.3)
        tip = [(cx + math.cos(a - half) * reach, cy + math.sin(a - half) * reach),
               (cx + math.cos(a + half) * reach, cy + math.sin(a + half) * reach)]
        pygame.draw.polygon(layer, (*theme_stage.FARKLE_GOAL_BURST_GOLD, 150), [(cx, cy), *tip])
    fade = falloff((round(area.w * 1.3), round(area.h * 1.5)))  # (round 69: past the plate,
    # wider since S6, over the side panels too)
    soft = pygame.Surface(area.size, pygame.SRCALPHA)
    soft.blit(fade, fade.get_rect(center=(cx, cy)))
    layer.blit(soft, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)  # fading out from it
    spark = max(3, theme.px(12, picture.scale))
    out = ease_out(u)
    for k in range(14):  # sparks flying out from the crest's edge
        a = 2 * math.pi * (k + 0.3) / 14
        x = cx + math.cos(a) * rest.w * (0.55 + 0.25 * out)
        y = cy + math.sin(a) * rest.h * (0.6 + 0.8 * out)
        draw_sparkle(layer, theme_stage.FARKLE_GOAL_SPARK if k % 2 else theme.GOLD,
                     (round(x), round(y)), max(2, round(spark * (1.25 if k % 3 == 0 else 0.85))))
    layer.set_alpha(round(255 * strength))
    surface.blit(layer, area)


@functools.lru_cache(maxsize=4)
def falloff(size: tuple[int, int]) -> pygame.Surface:
    """A white oval ``size`` large whose alpha falls from full at its centre to none at its
    rim, scaled once for a size (a review: it was scaled every frame)."""
    return pygame.transform.smoothscale(_falloff(), (max(1, size[0]), max(1, size[1])))


@functools.lru_cache(maxsize=1)
def _falloff() -> pygame.Surface:
    """A small white oval whose alpha falls from full at its centre to none at its rim."""
    w, h = 64, 48
    oval = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):
        for x in range(w):
            d = math.hypot((x + 0.5 - w / 2) / (w / 2), (y + 0.5 - h / 2) / (h / 2))
            oval.set_at((x, y), (255, 255, 255, round(255 * max(0.0, 1 - d) ** 1.4)))
    return oval
