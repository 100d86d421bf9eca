"""A big bank's moment, drawn (the 10 000's ``"bank_big"``: 2 000 or more banked without a
headline of its own, "Încasare mare!").

Not the ordinary bank's gold plaque cross-fading in (critic B51): a dark ebony plate in a
double gold frame slams down over the lightly dimmed table (it falls from
:data:`game.theme.BIG_BANK_SLAM_FROM` of its size, hits, settles with a small bounce), a
flash of light and a shower of coins thrown off it as it hits; a gold light crosses it; then
its amount ("+2 000") leaves the plate and flies into the banker's total in the players
panel (:attr:`StagePicture.target`) by a clean way (under the plate, up behind its end to
the banker's own row: never across another player's row, never drawn across the plate's
frame), melting as it arrives, right-aligned with the total at its size, the row counting
it in from then, whole before the stage ends (round 74, hF85: it landed beside the total;
:meth:`game.flow.farkle_beats.FarkleFlowBeats.stage_aged`; critic B62: no count-up after it);
it takes off at its size in the line and keeps it under the plate, the banker's
name left on the plate gliding to its middle once the amount is clear (never across it);
the plate leaves once the row has counted it in (round 73). The plate, its flash and its coins stay
inside the middle column (hB61): the slam's size is capped at it and drawn clipped to it.
The plate and the coins are built once per picture (:attr:`StagePicture.drawn_once`).
"""

from __future__ import annotations

import math
import random
from itertools import pairwise
from typing import TYPE_CHECKING

import pygame

from game import theme, theme_stage
from game.flow.stage import StageClock, ease_out, span
from game.views import stage_banner
from game.views.stage_banker import banker_ink, draw_line_naming, paper_at
from game.views.stage_paint import stamp_lettering
from game.widgets import layout_record
from game.widgets.decor import die_image
from game.widgets.text import BOLD, line_height, text_size

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
FIGURE_FLIGHT = (0.4, theme_stage.BIG_BANK_COUNT[0])
"""Its amount flies from the plate to beside the banker's total between these shares: it
lands as the row starts counting it in (the flow's ``stage_aged``), then melts there
(:data:`game.theme_stage.BIG_BANK_MELT`) as the row says the new total, before the stage
ends (round 66, critic B65: landing as the stage ended, it lay over a score still "0")."""
LEAVE = (0.74, 0.9)
"""The plate fades out over these shares, once the row under it has counted its amount in
(round 73, hF82, critic J72 #10: it left as the amount flew, the row counting after it)."""
NAME_GLIDE = 0.1
"""The share of the stage over which the banker's name, its amount gone, glides to the
plate's middle."""
NAME_FROM = 0.46
"""The share of the stage at which the name starts its glide: once the amount has dropped
clear of its line (critic B62: gliding as the amount took off, it ran into it)."""
FIGURE_GROW = 0.35
"""The share of its flight it keeps its size in the line (under the plate, clear of its
frame), before it swells on its way up to the total."""
FIGURE_SWELL = 0.3
"""How much larger than its way from the line to the total the amount swells mid-flight."""
MELT_FROM = 0.8
"""The share of its flight after which the amount melts into the total."""
FLIGHT_STEPS = 3
"""Rounds of corner cutting that turn the amount's way into a smooth curve."""


def column(picture: StagePicture, surface: pygame.Surface) -> pygame.Rect:
    """What the plate, its flash and its coins may be drawn in: the middle column's width,
    the window's height (never over a side panel)."""
    area = picture.area
    return pygame.Rect(area.x, 0, area.w, surface.get_height())


def plate_scale(picture: StagePicture, clock: StageClock) -> float:
    """The plate's size now against its resting size: falling (growing faster smaller) to
    1 at the hit, a small squash after it, then still; never wider than the column."""
    u = clock.progress
    if u < SLAM_END:
        t = u / SLAM_END
        scale = theme.BIG_BANK_SLAM_FROM + (1 - theme.BIG_BANK_SLAM_FROM) * t * t
    else:
        scale = 1 - 0.05 * math.sin(math.pi * span(u, *SETTLE))
    rest, area = stage_banner.ribbon_rect(picture), picture.area
    return min(scale, area.w / max(1, rest.w), area.h / max(1, rest.h))


def plate_alpha(clock: StageClock) -> float:
    """How opaque the plate is now (0..1): in fast as it falls, out as its amount flies."""
    u = clock.progress
    return min(1.0, 0.6 + u / (SLAM_END * 0.5)) * (1 - span(u, *LEAVE))


def plate_rect(picture: StagePicture, clock: StageClock) -> pygame.Rect:
    """Where the plate is drawn now: falling onto its resting place from the middle column's
    top (its slam's size capped at the column, the fall is what is seen: round 71, critic
    B71, "already full size at 3 %"), scaled about its centre, inside the column. (Round 66's
    foot kept at its rest's, for the empty slots it then lay over, went with them: the plate
    rests over the felt above the mat's dice since round 71, D70.)"""
    rest = stage_banner.ribbon_rect(picture)
    scale = plate_scale(picture, clock)
    rect = pygame.Rect(0, 0, max(2, round(rest.w * scale)), max(2, round(rest.h * scale)))
    fall = 1 - min(1.0, clock.progress / SLAM_END)
    rect.center = (rest.centerx, rest.centery - round(theme_stage.BIG_BANK_FALL * rest.h
                                                      * fall * fall))
    return rect.clamp(picture.area)


def _coin_paths(picture: StagePicture) -> list[tuple[float, float, float, float, int]]:
    """Each coin's way (built once): where it leaves the plate, its speed out and up, its
    radius."""
    if "coins" not in picture.drawn_once:
        rest = stage_banner.ribbon_rect(picture)
        rng = random.Random(picture.rng_seed)
        unit = picture.scale
        (out_lo, out_hi), (up_lo, up_hi) = theme_stage.BIG_BANK_COIN_SPEED
        small, large = theme_stage.BIG_BANK_COIN_RADIUS
        paths = []
        for _ in range(theme.BIG_BANK_COINS):
            side = rng.choice((-1, 1))
            x0 = rest.centerx + side * rng.uniform(0.15, 0.48) * rest.w
            y0 = rest.top + rng.uniform(0.0, 0.25) * rest.h  # up over its top edge
            paths.append((x0, y0, side * rng.uniform(out_lo, out_hi) * unit,
                          -rng.uniform(up_lo, up_hi) * unit,
                          max(4, round(rng.uniform(small, large) * unit))))
        picture.drawn_once["coins"] = paths
    return picture.drawn_once["coins"]


def coins(picture: StagePicture, clock: StageClock) -> list[tuple[int, int, int, float]]:
    """The coins in the air now, each (x, y, radius, opacity): thrown up and out from the
    plate's edge as it hits, falling (none before the hit or after :data:`COINS`)."""
    u = clock.progress
    if not COINS[0] <= u < COINS[1]:
        return []
    t = span(u, *COINS)
    fall = theme_stage.BIG_BANK_COIN_GRAVITY * picture.scale
    floor = coin_floor(picture)
    shown = []
    for x0, y0, vx, vy, radius in _coin_paths(picture):
        y = round(y0 + vy * t + fall * t * t)
        near = 1.0 if floor is None else span(floor - y - radius, 0, 2 * radius)
        shown.append((round(x0 + vx * t), y, radius, (1 - span(t, 0.6, 1.0)) * near))
    return shown


def coin_floor(picture: StagePicture) -> int | None:
    """How low a coin may be seen: over the banked dice lit on the mat, their glow and a
    little felt (round 73, critic N73: the coins fell over them); a coin fades over its last
    two radii above it (None: no dice lit)."""
    if not picture.kept:
        return None
    air = max(3, theme.px(7, picture.scale)) + theme.px(6, picture.scale)  # (glow, felt)
    return min(rect.top for _, rect in picture.kept) - air


def _coin_image(picture: StagePicture, radius: int) -> pygame.Surface:
    """A coin ``radius`` pixels round (drawn once per size)."""
    key = ("coin", radius)
    if key not in picture.drawn_once:
        coin = pygame.Surface((2 * radius + 6, 2 * radius + 6), pygame.SRCALPHA)
        stage_banner.coin(coin, coin.get_rect().inflate(-6, -6), picture.scale)
        picture.drawn_once[key] = coin
    return picture.drawn_once[key]


def figure_place(picture: StagePicture, clock: StageClock) -> tuple[int, int, float] | None:
    """Where the amount flying into the banker's total is now (its centre) and its size
    against its size on the plate; None before it leaves the plate or once it has landed."""
    u = clock.progress
    if picture.target is None or not picture.figure or not FIGURE_FLIGHT[0] <= u < \
            theme_stage.BIG_BANK_MELT:
        return None
    t = 1 - (1 - span(u, *FIGURE_FLIGHT)) ** 1.5  # off the plate fast (never sitting on its
    # frame, round 74, hF85), settling into the total
    points, lengths = _flight_way(picture)
    goal = t * lengths[-1]
    k = next((i for i, length in enumerate(lengths) if length >= goal), len(lengths) - 1)
    if k == 0:
        x, y = points[0]
    else:
        (ax, ay), (bx, by) = points[k - 1], points[k]
        share = (goal - lengths[k - 1]) / max(1e-9, lengths[k] - lengths[k - 1])
        x, y = ax + (bx - ax) * share, ay + (by - ay) * share
    # it takes off at its size in the line and keeps it under the plate (critic B62: grown
    # at once, it sat over the banker's name; round 74: grown under the plate, over its
    # frame), swells up the column's edge and shrinks to the total's size as it goes in
    start = stage_banner.name_size(picture) / figure_size(picture)
    swell = math.sin(math.pi * span(t, FIGURE_GROW, 1.0)) * FIGURE_SWELL
    return round(x), round(y), start + (landed_scale(picture) - start) * t * t + swell


def figure_path(picture: StagePicture) -> tuple[tuple[int, int], ...]:
    """The amount's way before its corners are rounded: down off its line, along under the
    plate, clear of its frame (never across its words), up the column's edge beside the
    players panel to the banker's row, and into its total (never across another row; round
    74, hF85: it ended beside the total, in the felt, not in the figure it adds to)."""
    rest = stage_banner.ribbon_rect(picture)
    start = figure_start(picture)
    lettering = stamp_lettering(picture.figure, stage_banner.name_size(picture), "gilt")  # (its
    # outline and shadow: clear of the frame, round 74)
    below = rest.bottom + lettering.get_height() // 2 + theme.px(4, picture.scale)
    assert picture.target is not None
    end = picture.target.center
    area = picture.area
    margin = round(text_size(picture.figure, figure_size(picture), BOLD)[0] * 0.45)
    edge = area.left + margin if end[0] < area.centerx else area.right - margin
    if rest.left <= end[0] <= rest.right:  # (a total over the plate: never, a side panel's)
        edge = end[0]
    else:  # up behind the plate's end, wholly hidden by it (round 74, hF85: along its
        # frame, it lay over it), out of it into the total
        widest = text_size(picture.figure, round(figure_size(picture) * (1 + FIGURE_SWELL)),
                           BOLD)[0] // 2 + theme.px(4, picture.scale)
        edge = max(edge, rest.left + widest) if end[0] < rest.left else \
            min(edge, rest.right - widest)
    return start, (start[0], below), (edge, below), (edge, end[1]), into(picture)


def into(picture: StagePicture) -> tuple[int, int]:
    """Where the amount arrives: in the banker's total, right-aligned with its figure as the
    row writes it, digit over digit (round 74, hF85; it melts as it comes, gone as the row
    counts it in: round 66, critic B65, never lying over a total not yet counted)."""
    assert picture.target is not None
    size = max(12, round(figure_size(picture) * landed_scale(picture)))
    half = text_size(picture.figure, size, BOLD)[0] // 2
    return picture.target.right - half, picture.target.centery


def landed_scale(picture: StagePicture) -> float:
    """The amount's size as it arrives, against its flying size: the total's figure's."""
    assert picture.target is not None
    height = text_size(picture.figure, figure_size(picture), BOLD)[1]
    return picture.target.h / max(1, height)


def figure_alpha(clock: StageClock) -> float:
    """How opaque the flying amount is now (0..1): whole until it nears the total, melting
    into it, gone as the row counts it in (:data:`game.theme_stage.BIG_BANK_MELT`)."""
    t = span(clock.progress, FIGURE_FLIGHT[0], theme_stage.BIG_BANK_MELT)
    return 1 - span(1 - (1 - t) ** 1.5, MELT_FROM, 1.0)


def _flight_way(picture: StagePicture) -> tuple[list[tuple[float, float]], list[float]]:
    """The amount's way as a smooth line of points and the length run at each (built
    once): :func:`figure_path`'s corners cut :data:`FLIGHT_STEPS` times."""
    if "way" not in picture.drawn_once:
        points = [(float(x), float(y)) for x, y in figure_path(picture)]
        for _ in range(FLIGHT_STEPS):
            cut = [points[0]]
            for (ax, ay), (bx, by) in pairwise(points):
                cut += [(0.75 * ax + 0.25 * bx, 0.75 * ay + 0.25 * by),
                        (0.25 * ax + 0.75 * bx, 0.25 * ay + 0.75 * by)]
            points = [*cut, points[-1]]
        lengths = [0.0]
        for (ax, ay), (bx, by) in pairwise(points):
            lengths.append(lengths[-1] + math.hypot(bx - ax, by - ay))
        picture.drawn_once["way"] = (points, lengths)
    return picture.drawn_once["way"]


def line_y(picture: StagePicture) -> int:
    """The middle of the line under the plate's words, on the plate."""
    words_top = (stage_banner.ribbon_rect(picture).h - stage_banner.words_height(picture)) // 2
    size = stage_banner.name_size(picture)
    return words_top + picture.ink().h + theme.px(8, picture.scale) + line_height(size, BOLD) // 2


def line_x(picture: StagePicture, line: str, width: int, clock: StageClock) -> int:
    """Where the plate's line now is centred on the plate ``width`` wide: the whole line in
    the middle; the banker's name, once the amount has lifted off, gliding from where it
    stood in the line to the middle (critic B60: it stayed off-centre beside a hole)."""
    whole = stage_banner.under_words(picture)
    if line == whole or not picture.owner or picture.owner not in whole:
        return width // 2
    size = stage_banner.name_size(picture)
    before = whole[:whole.find(picture.owner)]
    stood = width // 2 - text_size(whole, size, BOLD)[0] // 2 + \
        (text_size(before, size, BOLD)[0] if before else 0) + \
        text_size(picture.owner, size, BOLD)[0] // 2
    glide = ease_out(span(clock.progress, NAME_FROM, NAME_FROM + NAME_GLIDE))
    return round(stood + (width // 2 - stood) * glide)


def figure_start(picture: StagePicture) -> tuple[int, int]:
    """Where the amount leaves the plate: where it stood in its line."""
    rest = stage_banner.ribbon_rect(picture)
    size = stage_banner.name_size(picture)
    whole = stage_banner.under_words(picture)
    at = whole.rfind(picture.figure) if picture.figure else -1
    before = whole[:at] if at >= 0 else whole
    left = rest.centerx - text_size(whole, size, BOLD)[0] // 2
    x = left + (text_size(before, size, BOLD)[0] if before else 0) + \
        text_size(picture.figure, size, BOLD)[0] // 2
    return x, rest.top + line_y(picture)


def line_now(picture: StagePicture, clock: StageClock) -> str:
    """The line on the plate now: the banker and the amount, the banker alone
    (:attr:`StagePicture.owner`) once the amount has lifted off it (one figure: never on
    the plate and in the air at once)."""
    line = stage_banner.under_words(picture)
    if picture.figure and picture.owner and clock.progress >= FIGURE_FLIGHT[0]:
        return picture.owner
    return line


def figure_size(picture: StagePicture) -> int:
    """The flying amount's layout size: the line's at first, growing as it leaves."""
    return max(theme.FONT_MIN, round(stage_banner.name_size(picture) * 1.3))


def draw_big_bank(surface: pygame.Surface, picture: StagePicture, clock: StageClock) -> None:
    """The big bank's moment at ``clock``'s age over the table already drawn on ``surface``."""
    veil = pygame.Surface(surface.get_size())
    veil.set_alpha(round(theme_stage.FARKLE_BANK_VEIL["bank_big"] * clock.dimming()))  # S72
    surface.blit(veil, (0, 0))
    if layout_record.ON:
        layout_record.covered(surface)
    draw_kept(surface, picture, clock)  # the dice that made it, lit on the mat (D70)
    rest = stage_banner.ribbon_rect(picture)
    behind = figure_behind(picture, clock)
    if behind:  # (under the plate, unclipped: it goes on into the players panel)
        _draw_figure(surface, picture, clock)
    clip = surface.get_clip()
    surface.set_clip(column(picture, surface).clip(clip))
    _flash(surface, picture, clock, rest)
    for x, y, radius, shown in coins(picture, clock):  # thrown from under the plate's edges
        if shown <= 0:  # (gone over the dice)
            continue
        coin = _coin_image(picture, radius)  # (round 69: over its words, they hid "+2 000")
        coin.set_alpha(round(255 * shown))
        surface.blit(coin, coin.get_rect(center=(x, y)))
    alpha = plate_alpha(clock)
    if alpha > 0:
        layer, words = _plate(picture, clock)
        rect = plate_rect(picture, clock)
        if layout_record.ON and alpha >= 0.99 and rect == rest:
            for box, text in words:  # (the headline's size read by the ladder, S3)
                layout_record.text(surface, box.move(rest.topleft), text, role="stage",
                                   size=picture.stamp_size() if text == picture.stamp else 0)
        if rect.size != rest.size:
            layer = pygame.transform.smoothscale(layer, rect.size)
        layer.set_alpha(round(255 * alpha))
        surface.blit(layer, rect)
    surface.set_clip(clip)
    if not behind:
        _draw_figure(surface, picture, clock)


def figure_behind(picture: StagePicture, clock: StageClock) -> bool:
    """True while the flying amount passes behind the plate (drawn under it): wherever it is
    over the plate but off its face (inside its frame) or past its takeoff, until the plate
    has gone: it slips out under the frame and goes up behind the plate's end (round 74,
    hF85: drawn over it, it lay across the plate's frame)."""
    flying = figure_place(picture, clock)
    if flying is None or plate_alpha(clock) <= 0:
        return False
    rest = stage_banner.ribbon_rect(picture)
    x, y, scale = flying
    w, h = text_size(picture.figure, max(12, round(figure_size(picture) * scale)), BOLD)
    box = pygame.Rect(round(x - w / 2), round(y - h / 2), w, h)
    thick = max(3, theme.px(6, picture.scale))  # (the plate's double frame: _plate_base)
    on_face = rest.inflate(-4 * thick, -4 * thick).contains(box) and \
        span(clock.progress, *FIGURE_FLIGHT) < TAKEOFF  # (still by its line)
    return box.colliderect(rest) and not on_face


TAKEOFF = 0.15
"""The share of its flight within which the amount, wholly on the plate's face, is still
leaving its line (drawn over the plate); past it, over the plate, it is behind it."""


def _draw_figure(surface: pygame.Surface, picture: StagePicture, clock: StageClock) -> None:
    """The flying amount, where it is now (nothing before it leaves or once melted)."""
    flying = figure_place(picture, clock)
    if flying is not None:
        x, y, scale = flying
        image = stamp_lettering(picture.figure, max(12, round(figure_size(picture) * scale)),
                                "gilt")
        image.set_alpha(round(255 * figure_alpha(clock)))  # melts into the total
        surface.blit(image, image.get_rect(center=(x, y)))


def draw_kept(surface: pygame.Surface, picture: StagePicture, clock: StageClock) -> None:
    """The banked dice (:attr:`StagePicture.kept`) lit on the mat over the dimmed table, each
    in a gold glow, from the stage's first frame, fading as the plate leaves."""
    shown = 1 - span(clock.progress, *LEAVE)
    if not picture.kept or shown <= 0:
        return
    if "kept" not in picture.drawn_once:  # (drawn once per picture)
        pad = max(3, theme.px(7, picture.scale))
        images = []
        for face, rect in picture.kept:
            glow = pygame.Surface(rect.inflate(2 * pad, 2 * pad).size, pygame.SRCALPHA)
            pygame.draw.rect(glow, (*theme.GOLD, 120), glow.get_rect(),
                             border_radius=pad + rect.w // 6)
            glow.blit(die_image(face, rect.w), (pad, pad))
            images.append((glow, rect.move(-pad, -pad).topleft))
        picture.drawn_once["kept"] = images
    for image, at in picture.drawn_once["kept"]:
        image.set_alpha(round(255 * shown))
        surface.blit(image, at)


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
        colour = tuple(round(c * strength * (k + 1) / steps) for c in theme_stage.BIG_BANK_FLASH)
        box = pygame.Rect(0, 0, round(w * share), round(h * share))
        box.center = (w // 2, h // 2)
        pygame.draw.ellipse(light, colour, box)
    surface.blit(light, light.get_rect(center=rest.center), special_flags=pygame.BLEND_RGB_ADD)


def _plate(picture: StagePicture, clock: StageClock
           ) -> tuple[pygame.Surface, list[tuple[pygame.Rect, str]]]:
    """The plate at its resting size now: its still parts (built once), the line under its
    words as it is now, a light crossing it; and where its words are on it (their letters,
    their text)."""
    base, stamp_box = _plate_base(picture)
    layer = base.copy()
    line = line_now(picture, clock)
    words = [(stamp_box, picture.stamp)]
    if line:
        size = stage_banner.name_size(picture)
        seat = picture.banker_colour  # the banker in their seat's colour (critic B69)
        paper = paper_at(*theme_stage.BIG_BANK_PLATE, line_y(picture) / layer.get_height())
        drawn = draw_line_naming(
            layer, line, picture.banker, size, theme.CREAM,
            None if seat is None else banker_ink(seat, paper),
            (line_x(picture, line, layer.get_width(), clock), line_y(picture)),
            theme.px(2, picture.scale))
        words.append((pygame.Rect(drawn), line))
    stage_banner.sweep(layer, ease_out(span(clock.progress, 0.22, 0.6)))
    return layer, words


def beads(picture: StagePicture) -> list[pygame.Rect]:
    """Where the coins beading the plate lie on it (at its resting size): a row along its
    top and one along its foot, in the bands between its inner frame and its words (round
    69: a big bank richer than hot dice), clear of the corner studs; none where a band is
    too narrow for them."""
    rest = stage_banner.ribbon_rect(picture)
    thick = max(3, theme.px(6, picture.scale))
    words_top = (rest.h - stage_banner.words_height(picture)) // 2
    band = words_top - 2 * thick  # between the inner frame and the words
    radius = min(theme.px(theme_stage.BIG_BANK_BEAD, picture.scale), round(band * 0.3))
    if radius < 3:
        return []
    margin = theme.px(36, picture.scale)  # clear of the studs at the corners
    count = max(2, (rest.w - 2 * margin) // (6 * radius))
    step = (rest.w - 2 * margin - 2 * radius) / max(1, count - 1)
    rows = (2 * thick + band // 2, rest.h - 2 * thick - band // 2)
    return [pygame.Rect(round(margin + k * step), y - radius, 2 * radius, 2 * radius)
            for y in rows for k in range(count)]


def _plate_base(picture: StagePicture) -> tuple[pygame.Surface, pygame.Rect]:
    """The plate's still parts at its resting size (built once per picture): ebony, a
    double gold frame with studs at its corners, the gold words, coins beside them; and
    where its words' letters are on it."""
    if "plate" in picture.drawn_once:
        return picture.drawn_once["plate"]
    w, h = stage_banner.ribbon_rect(picture).size
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
    pygame.draw.rect(layer, theme_stage.BIG_BANK_FRAME_INNER, inner, thin,
                     border_radius=max(2, radius - thick))
    stud = max(2, theme.px(5, picture.scale))
    for corner in (inner.topleft, inner.topright, inner.bottomleft, inner.bottomright):
        x = corner[0] + (stud + thick if corner[0] == inner.left else -stud - thick)
        y = corner[1] + (stud + thick if corner[1] == inner.top else -stud - thick)
        pygame.draw.circle(layer, theme.GOLD, (x, y), stud)
    image, ink = picture.stamp_image(), picture.ink()
    words_top = (h - stage_banner.words_height(picture)) // 2
    letters = image.get_rect(centerx=w // 2, top=words_top - ink.top)
    for bead in beads(picture):  # a beading of gold coins along its frame: a treasure's
        stage_banner.coin(layer, bead, picture.scale)
    layer.blit(image, letters)
    stage_banner.draw_icons(layer, picture, ink.move(letters.topleft))
    picture.drawn_once["plate"] = (layer, ink.move(letters.topleft))
    return picture.drawn_once["plate"]
