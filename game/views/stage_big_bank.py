"""A big bank's moment, drawn (the 10 000's ``"bank_big"``: 2 000 or more banked without a
headline of its own, "Încasare mare!").

Not the ordinary bank's gold plaque cross-fading in (critic B51): a dark ebony plate in a
double gold frame slams down over the lightly dimmed table (it falls from
:data:`game.theme.BIG_BANK_SLAM_FROM` of its size, hits, settles with a small bounce), a
flash of light and a shower of coins thrown off it as it hits; a gold light crosses it; then
its amount ("+2 000") leaves the plate and flies into the banker's total in the players
panel (:attr:`StagePicture.target`), where the row counts up as it lands
(:meth:`game.flow.farkle_beats.FarkleBeats.land_flight`); the plate fades after it.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

import pygame

from game import theme
from game.flow.stage import BANNER, DIM_ALPHA, FLY, StageClock, ease_out, span
from game.views import stage_banner
from game.views.stage_paint import stamp_lettering
from game.widgets import layout_record
from game.widgets.text import BOLD, draw_text, line_height, text_size

if TYPE_CHECKING:
    from game.views.stage_picture import StagePicture

SLAM_END = 0.1
"""The share of the stage over which the plate comes down to its size (it hits here)."""
SETTLE = (0.1, 0.2)
"""It squashes a little and settles back between these shares."""
FLASH = (0.1, 0.4)
"""The flash of light behind the plate, from the hit to gone."""
COINS = (0.1, 0.6)
"""The coins thrown off the plate fly and fall between these shares."""
FIGURE_FLIGHT = (0.44, FLY[1] - 0.02)
"""Its amount flies from the plate into the banker's total between these shares: landed
just before the stage's own landing (:data:`game.flow.stage.FLY`), where the row counts."""
LEAVE = (0.8, 0.97)
"""The plate fades out over these shares (its amount has landed by then)."""


def plate_scale(clock: StageClock) -> float:
    """The plate's size now against its resting size: falling (growing faster smaller) to
    1 at the hit, a small squash after it, then still."""
    u = clock.progress
    if u < SLAM_END:
        t = u / SLAM_END
        return theme.BIG_BANK_SLAM_FROM + (1 - theme.BIG_BANK_SLAM_FROM) * t * t
    v = span(u, *SETTLE)
    return 1 - 0.05 * math.sin(math.pi * v)


def plate_alpha(clock: StageClock) -> float:
    """How opaque the plate is now (0..1): in fast as it falls, out after its amount left."""
    u = clock.progress
    return min(1.0, 0.6 + u / (SLAM_END * 0.5)) * (1 - span(u, *LEAVE))


def plate_rect(picture: StagePicture, clock: StageClock) -> pygame.Rect:
    """Where the plate is drawn now: its resting place, scaled about its centre."""
    rest = stage_banner.ribbon_rect(picture)
    scale = plate_scale(clock)
    rect = pygame.Rect(0, 0, max(2, round(rest.w * scale)), max(2, round(rest.h * scale)))
    rect.center = rest.center
    return rect


def coins(picture: StagePicture, clock: StageClock) -> list[tuple[int, int, int, float]]:
    """The coins in the air now, each (x, y, radius, opacity): thrown up and out from the
    plate's edge as it hits, falling (none before the hit or after :data:`COINS`)."""
    u = clock.progress
    if not COINS[0] <= u < COINS[1]:
        return []
    t = span(u, *COINS)
    rest = stage_banner.ribbon_rect(picture)
    rng = random.Random(picture.rng_seed)
    unit = picture.scale
    shown = []
    for _ in range(theme.BIG_BANK_COINS):
        side = rng.choice((-1, 1))
        x0 = rest.centerx + side * rng.uniform(0.15, 0.48) * rest.w
        y0 = rest.centery + rng.uniform(-0.3, 0.3) * rest.h
        vx = side * rng.uniform(120, 420) * unit
        vy = -rng.uniform(260, 620) * unit
        radius = max(4, round(rng.uniform(11, 19) * unit))
        x = x0 + vx * t
        y = y0 + vy * t + 1100 * unit * t * t
        shown.append((round(x), round(y), radius, 1 - span(t, 0.6, 1.0)))
    return shown


def figure_place(picture: StagePicture, clock: StageClock) -> tuple[int, int, float] | None:
    """Where the amount flying into the banker's total is now (its centre) and its size
    against its size on the plate; None before it leaves the plate or once it has landed."""
    u = clock.progress
    if picture.target is None or not picture.figure or not FIGURE_FLIGHT[0] <= u < \
            FIGURE_FLIGHT[1]:
        return None
    t = span(u, *FIGURE_FLIGHT)
    t = t * t * (3 - 2 * t)  # leaves gently, lands gently
    (sx, sy), (ax, ay), (bx, by), (ex, ey) = figure_path(picture)
    a, b, c, d = (1 - t) ** 3, 3 * t * (1 - t) ** 2, 3 * t * t * (1 - t), t ** 3
    return (round(a * sx + b * ax + c * bx + d * ex), round(a * sy + b * ay + c * by + d * ey),
            1 + 0.5 * math.sin(math.pi * min(1.0, 2 * t)) - 0.3 * t)


def figure_path(picture: StagePicture) -> tuple[tuple[int, int], ...]:
    """The amount's way (a curve's four points): down off its line, out under the plate
    (never across its words), round its near end and up into the banker's total."""
    rest = stage_banner.ribbon_rect(picture)
    start = figure_start(picture)
    below = rest.bottom + theme.px(60, picture.scale)
    assert picture.target is not None
    end = picture.target.center
    return start, (start[0], below + theme.px(40, picture.scale)), (rest.left, below), end


def line_y(picture: StagePicture) -> int:
    """The middle of the line under the plate's words, on the plate."""
    words_top = (stage_banner.ribbon_rect(picture).h - stage_banner.words_height(picture)) // 2
    size = stage_banner.name_size(picture)
    return words_top + picture.ink().h + theme.px(8, picture.scale) + line_height(size, BOLD) // 2


def line_x(picture: StagePicture, line: str, width: int) -> int:
    """Where the plate's line now is centred on the plate ``width`` wide: the banker's name
    stays where it stood once the amount has lifted off the end of the line."""
    whole = stage_banner.under_words(picture)
    if line == whole:
        return width // 2
    size = stage_banner.name_size(picture)
    return width // 2 - text_size(whole, size, BOLD)[0] // 2 + text_size(line, size, BOLD)[0] // 2


def figure_start(picture: StagePicture) -> tuple[int, int]:
    """Where the amount leaves the plate: where it stood at the end of its line."""
    rest = stage_banner.ribbon_rect(picture)
    size = stage_banner.name_size(picture)
    whole = text_size(stage_banner.under_words(picture), size, BOLD)[0]
    amount = text_size(picture.figure, size, BOLD)[0]
    return rest.centerx + whole // 2 - amount // 2, rest.top + line_y(picture)


def line_now(picture: StagePicture, clock: StageClock) -> str:
    """The line on the plate now: the banker and the amount, the banker alone once the
    amount has lifted off it (one figure: never on the plate and in the air at once)."""
    line = stage_banner.under_words(picture)
    if picture.figure and clock.progress >= FIGURE_FLIGHT[0] and line.endswith(picture.figure):
        return line.rpartition(" · ")[0]
    return line


def figure_size(picture: StagePicture) -> int:
    """The flying amount's layout size: the line's at first, growing as it leaves."""
    return max(theme.FONT_MIN, round(stage_banner.name_size(picture) * 1.3))


def draw_big_bank(surface: pygame.Surface, picture: StagePicture, clock: StageClock) -> None:
    """The big bank's moment at ``clock``'s age over the table already drawn on ``surface``."""
    veil = pygame.Surface(surface.get_size())
    veil.set_alpha(round(DIM_ALPHA[BANNER] * clock.dimming()))
    surface.blit(veil, (0, 0))
    if layout_record.ON:
        layout_record.covered(surface)
    rest = stage_banner.ribbon_rect(picture)
    _flash(surface, picture, clock, rest)
    alpha = plate_alpha(clock)
    if alpha > 0:
        layer, words = _plate(picture, clock, rest)
        rect = plate_rect(picture, clock)
        if layout_record.ON and alpha >= 0.99 and rect.size == rest.size:
            for box, text in words:
                layout_record.text(surface, box.move(rest.topleft), text, role="stage")
        if rect.size != rest.size:
            layer = pygame.transform.smoothscale(layer, rect.size)
        layer.set_alpha(round(255 * alpha))
        surface.blit(layer, rect)
    for x, y, radius, shown in coins(picture, clock):
        coin = pygame.Surface((2 * radius + 6, 2 * radius + 6), pygame.SRCALPHA)
        stage_banner._coin(coin, coin.get_rect().inflate(-6, -6), picture.scale)
        coin.set_alpha(round(255 * shown))
        surface.blit(coin, coin.get_rect(center=(x, y)))
    flying = figure_place(picture, clock)
    if flying is not None:
        x, y, scale = flying
        image = stamp_lettering(picture.figure, max(12, round(figure_size(picture) * scale)),
                                "gilt")
        t = span(clock.progress, *FIGURE_FLIGHT)
        image.set_alpha(round(255 * (1 - span(t, 0.85, 1.0))))  # melts into the total
        surface.blit(image, image.get_rect(center=(x, y)))


def _flash(surface: pygame.Surface, picture: StagePicture, clock: StageClock,
           rest: pygame.Rect) -> None:
    """The light of the hit behind the plate: a warm oval, widening and dying out."""
    t = span(clock.progress, *FLASH)
    if clock.progress < FLASH[0] or t >= 1:
        return
    strength = (1 - t) ** 2
    w, h = round(rest.w * (1.0 + 0.25 * t)), round(rest.h * (2.2 + 1.2 * t))
    light = pygame.Surface((w, h))
    steps = 10
    for k in range(steps):  # from the rim in: brighter towards the middle
        share = 1 - k / steps
        colour = tuple(round(c * strength * (k + 1) / steps) for c in (110, 80, 20))
        box = pygame.Rect(0, 0, round(w * share), round(h * share))
        box.center = (w // 2, h // 2)
        pygame.draw.ellipse(light, colour, box)
    surface.blit(light, light.get_rect(center=rest.center), special_flags=pygame.BLEND_RGB_ADD)


def _plate(picture: StagePicture, clock: StageClock, rest: pygame.Rect
           ) -> tuple[pygame.Surface, list[tuple[pygame.Rect, str]]]:
    """The plate at its resting size: ebony, a double gold frame with studs at its corners,
    the gold words, the line under them, coins beside the words, a light crossing it; and
    where its words are on it (their letters, their text)."""
    w, h = rest.size
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    body = pygame.Surface((w, h), pygame.SRCALPHA)
    top, bottom = theme.BIG_BANK_PLATE
    for y in range(h):
        t = y / max(1, h - 1)
        colour = [round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)]
        pygame.draw.line(body, (*colour, 255), (0, y), (w, y))
    radius = theme.px(18, picture.scale)
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    layer.blit(body, (0, 0))
    thick = max(3, theme.px(6, picture.scale))
    thin = max(1, theme.px(2, picture.scale))
    pygame.draw.rect(layer, theme.GOLD, layer.get_rect(), thick, border_radius=radius)
    inner = layer.get_rect().inflate(-4 * thick, -4 * thick)
    pygame.draw.rect(layer, (196, 142, 30), inner, thin, border_radius=max(2, radius - thick))
    stud = max(2, theme.px(5, picture.scale))
    for corner in (inner.topleft, inner.topright, inner.bottomleft, inner.bottomright):
        x = corner[0] + (stud + thick if corner[0] == inner.left else -stud - thick)
        y = corner[1] + (stud + thick if corner[1] == inner.top else -stud - thick)
        pygame.draw.circle(layer, theme.GOLD, (x, y), stud)
    image, ink = picture.stamp_image(), picture.ink()
    words_top = (h - stage_banner.words_height(picture)) // 2
    letters = image.get_rect(centerx=w // 2, top=words_top - ink.top)
    layer.blit(image, letters)
    stage_banner.draw_icons(layer, picture, ink.move(letters.topleft))
    line = line_now(picture, clock)
    drawn = None
    if line:
        size = stage_banner.name_size(picture)
        drawn = draw_text(layer, line, size, theme.CREAM,
                          (line_x(picture, line, w), line_y(picture)), weight=BOLD,
                          shadow=theme.px(2, picture.scale))
    stage_banner._sweep(layer, ease_out(span(clock.progress, 0.22, 0.6)))
    words = [(ink.move(letters.topleft), picture.stamp)]
    if drawn is not None:
        words.append((pygame.Rect(drawn), line))
    return layer, words
