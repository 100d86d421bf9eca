"""The Yams table's staged moments, drawn (issue 22 §1): each only inside its own place.

The flow decides when a moment plays (:class:`game.flow.moments.MomentQueue`, held by
``YamsFlow.moment``); these functions only draw it, from its ``kind`` and ``progress``:

* **Penta** (five of a kind seen): "Penta!" is *stamped* into the announcement's strip
  (between the held row and the rolled dice): a gold seal drops in, squashes on impact with
  a white flash and a shock ring, sparks fly out along the strip, a light crosses it, and a
  gold glow breathes *under* the five dice (which jump for joy: the flow's jolt);
* **Joker Penta** (a later Penta, worth the 100 bonus): the same stamp, hotter (an ember
  flash), with a badge that springs out on the seal's right end counting the player's
  Pentas ("×2", "×3", …);
* **the Penta bonus, the upper bonus, a full card's TOTAL**: a rolling counter into the
  player's own sum cell (Bonus Penta, Bonus) with a gold glow inside the cell; the Penta
  bonus pops as it starts (the upper bonus's pop and glints are its
  :class:`~game.flow.celebration.Celebration`'s); a full card's TOTAL takes the felt over,
  big and centred over the dimmed table, its cell bare under it until it leaves (round 76:
  :mod:`game.views.yams_total_takeover`). A TOTAL still to come is a blank cell.

Everything a moment paints lies inside the strip (the stamp, clipped to it), under the dice
(the glow, drawn before them, so it never covers one), or inside a counted cell and the
celebration room the sheet keeps around it.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game import theme, theme_stage
from game.flow.moments import TOTALS, Counter
from game.i18n import format_int
from game.rules.yams import Box
from game.views import yams_views as views
from game.views.moments import ease_out
from game.views.stage_hold import count_step, whole_card_player
from game.widgets import layout_record
from game.widgets.celebration import celebration_bounds, draw_celebration
from game.widgets.decor import draw_sparkle
from game.widgets.text import BOLD, DISPLAY, render

if TYPE_CHECKING:
    from game.scenes.yams_table import YamsTableScene

STAMPS = ("penta", "joker_penta")
"""The moments that stamp "Penta!"."""

COUNTERS = ("upper_bonus", "penta_bonus", *TOTALS)
"""The moments that count into a sum cell."""

IMPACT = 0.12
"""Share of the stamp's moment at which the seal hits the felt."""

EMBER = (255, 128, 72)
"""The Joker Penta's hotter flash and badge."""

_INK_CACHE: dict[tuple[str, int, tuple[int, int, int]], pygame.Surface] = {}


def _ink(text: str, height: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """``text`` in the display face, cropped to its ink and scaled to ``height`` pixels."""
    key = (text, height, colour)
    image = _INK_CACHE.get(key)
    if image is None:
        big = render(text, max(theme.least_type(), round(height * 1.6)), colour, DISPLAY)
        box = big.get_bounding_rect()
        crop = big.subsurface(box).copy() if box.w and box.h else big
        width = max(1, round(crop.get_width() * height / max(1, crop.get_height())))
        image = pygame.transform.smoothscale(crop, (width, max(1, height)))
        if len(_INK_CACHE) > 48:  # bounded: a few sizes and texts
            _INK_CACHE.clear()
        _INK_CACHE[key] = image
    return image


# --- the stamp ---------------------------------------------------------------------------


def stamp_motion(progress: float) -> tuple[float, float, float]:
    """The seal's width and height scale and its opacity at ``progress`` of the moment: it
    drops in stretched, squashes on impact, then rests (never taller than its strip)."""
    if progress >= 1:
        return 1.0, 1.0, 1.0
    if progress < IMPACT:
        a = ease_out(progress / IMPACT)
        return 1.5 - 0.5 * a, 0.4 + 0.6 * a, min(1.0, 0.3 + a)
    if progress < IMPACT + 0.14:
        b = math.sin(math.pi * (progress - IMPACT) / 0.14)
        return 1.0 + 0.1 * b, 1.0 - 0.12 * b, 1.0
    return 1.0, 1.0, 1.0


def roomy(room: pygame.Rect, scale: float) -> bool:
    """True when the stamp's room (the held row and the strip) lets the seal drop in from a
    larger size; in the strip alone it fills the strip's height and drops in stretched."""
    return room.h >= theme.px(140, scale)


def seal_rect(room: pygame.Rect, text_w: int, badge: bool, scale: float) -> pygame.Rect:
    """The seal's resting rect in ``room``: as tall as the room lets it drop in and squash
    without leaving it, wide enough for the text (and the badge)."""
    pad = theme.px(3, scale)
    h = max(4, min(round((room.h - 2 * pad) / (1.3 if roomy(room, scale) else 1.0)),
                   theme.px(150, scale)))
    w = text_w + round(h * (1.55 if badge else 1.0))
    rect = pygame.Rect(0, 0, min(w, room.w - 2 * pad), h)
    rect.center = room.center
    return rect


def stamp_shown(scene: YamsTableScene) -> bool:
    """True while the Penta's stamp is on the felt (its moment, then its last seconds)."""
    flow = scene.flow
    return (flow.penta_time > 0 and flow.moment.kind in STAMPS
            and not flow.moment.clock.waiting  # (its landed dice held, seen, before it)
            and getattr(scene, "on_stage", None) is None)  # the stage says it, not the felt


def stamp_room(scene: YamsTableScene) -> pygame.Rect:
    """Where the stamp lands: the announcement's strip, and the held row above it too when no
    die is held there (the banner's place, empty then): never a die."""
    strip = scene.penta_rect()
    if any(scene.game.held):
        return pygame.Rect(strip)
    band = scene.held_band
    return pygame.Rect(strip.x, band.top, strip.w, strip.bottom - band.top)


def stamp_rect(scene: YamsTableScene) -> pygame.Rect | None:
    """Everything the stamp may paint now (None when it does not show)."""
    return stamp_room(scene) if stamp_shown(scene) else None


def draw_penta(surface: pygame.Surface, scene: YamsTableScene,
               glints: list[tuple[float, float]] | None) -> None:
    """The Penta's stamp while its moment plays and for the rest of its time (fading out);
    any other "Penta!" pop as :func:`game.views.yams_views.draw_penta` draws it."""
    flow = scene.flow
    if getattr(scene, "on_stage", None) in STAMPS:
        return  # the stage says "Penta!": not a pill under it too
    if flow.moment.kind in STAMPS and flow.moment.clock.waiting:  # its landed dice held
        return  # before its stage: the stage says it first (S61), nothing of it before
    strip = scene.penta_rect()
    text = scene.tr("yams.penta")
    room = stamp_room(scene)
    if not stamp_shown(scene) or room.w <= 0 or room.h <= 8:
        views.draw_penta(surface, strip, flow.penta_time, text, scene.scale, glints,
                         scene.tray.die_size, scene.time)
        return
    moment = flow.moment
    joker = moment.kind == "joker_penta"
    fade = 1.0 if flow.penta_time > 0.4 else flow.penta_time / 0.4
    clip = surface.get_clip()
    surface.set_clip(room.clip(clip) if clip else room)
    try:
        _draw_stamp(surface, room, text, moment.progress, fade, moment.age, scene.scale,
                    scene.tr("yams.moment.penta_count", count=moment.count) if joker else "")
    finally:
        surface.set_clip(clip)


def _draw_rays(surface: pygame.Surface, room: pygame.Rect, centre: tuple[int, int],
               strength: float, age: float, colour: tuple[int, int, int]) -> None:
    """Slowly turning rays of light behind the seal, across ``room``."""
    if strength <= 0:
        return
    layer = pygame.Surface(room.size, pygame.SRCALPHA)
    cx, cy = centre[0] - room.x, centre[1] - room.y
    reach = math.hypot(room.w, room.h)
    for k in range(12):
        a = age * 0.5 + k * math.pi / 6
        spread = math.pi / 26
        points = [(cx, cy), (cx + reach * math.cos(a - spread), cy + reach * math.sin(a - spread)),
                  (cx + reach * math.cos(a + spread), cy + reach * math.sin(a + spread))]
        pygame.draw.polygon(layer, (*colour, round(44 * strength)), points)
    surface.blit(layer, room)


def _draw_stamp(surface: pygame.Surface, room: pygame.Rect, text: str, progress: float,
                fade: float, age: float, scale: float, badge: str) -> None:
    """The seal with "Penta!" (and the Joker's badge) at ``progress``, ``fade`` its opacity."""
    probe = _ink(text, 100, theme.GOLD)
    rest = seal_rect(room, 0, bool(badge), scale)  # its height: the word's follows
    ink_h = max(6, round(rest.h * 0.62))
    text_w = round(probe.get_width() * ink_h / 100)
    rest = seal_rect(room, text_w, bool(badge), scale)
    if rest.w < text_w + rest.h // 2:  # a narrow room: the word shrinks to fit the seal
        ink_h = max(6, round(ink_h * (rest.w - rest.h // 2) / max(1, text_w)))
    word = _ink(text, ink_h, theme.GOLD)
    kx, ky, alpha = stamp_motion(progress)
    if progress < IMPACT and roomy(room, scale):  # it drops in from larger, as the room allows
        drop = 1 - ease_out(progress / IMPACT)
        grow = 1 + 0.28 * drop
        kx, ky = grow * (1 + 0.1 * drop), grow
    alpha *= fade
    seal = pygame.Rect(0, 0, round(rest.w * kx), round(rest.h * ky))
    seal.center = rest.center
    radius = seal.h // 2
    flash_colour = EMBER if badge else (255, 246, 214)
    # Rays of light behind the seal once it has landed, fading at the end.
    if progress >= IMPACT and roomy(room, scale):  # in a thin strip they would be bands
        rays = min(1.0, (progress - IMPACT) / 0.1) * (1 - max(0.0, (progress - 0.7) / 0.3))
        _draw_rays(surface, room, rest.center, rays * fade, age,
                   EMBER if badge else theme.GOLD)
    # A shock ring leaving the seal on impact, across the room.
    if IMPACT <= progress < IMPACT + 0.35:
        u = (progress - IMPACT) / 0.35
        grow = ease_out(u)
        ring = rest.inflate(round((room.w - rest.w) * grow), round((room.h - rest.h) * grow))
        layer = pygame.Surface(ring.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*flash_colour, round(210 * (1 - u) * fade)), layer.get_rect(),
                         max(2, theme.px(6, scale)), border_radius=ring.h // 2)
        surface.blit(layer, ring)
    # The seal's shadow, then the seal: deep wine with a double gold rim.
    lift = theme.px(6, scale) + round(theme.px(30, scale) * max(0.0, kx - 1.0))
    shade = pygame.Surface(seal.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, round(110 * alpha)), shade.get_rect(),
                     border_radius=radius)
    surface.blit(shade, seal.move(lift // 2, lift))
    layer = pygame.Surface(seal.size, pygame.SRCALPHA)
    for k in range(seal.h):  # a gradient: lighter at the top
        shade_k = 1 - k / max(1, seal.h)
        colour = (round(96 + 70 * shade_k), round(20 + 18 * shade_k), round(30 + 14 * shade_k),
                  round(245 * alpha))
        pygame.draw.line(layer, colour, (0, k), (seal.w, k))
    mask = pygame.Surface(seal.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    rim = max(2, theme.px(5, scale))
    inner = layer.get_rect().inflate(-3 * rim, -3 * rim)
    pygame.draw.rect(layer, (*theme.GOLD, round(255 * alpha)), layer.get_rect(), rim,
                     border_radius=radius)
    pygame.draw.rect(layer, (*theme.GOLD_DARK, round(230 * alpha)), inner,
                     max(1, theme.px(2, scale)), border_radius=max(1, inner.h // 2))
    surface.blit(layer, seal)
    # The word, squashed with the seal, its shadow under it.
    word_w = round(word.get_width() * kx)
    word_h = round(word.get_height() * ky)
    shown = pygame.transform.smoothscale(word, (max(1, word_w), max(1, word_h)))
    centre_x = seal.centerx - (round(seal.h * 0.3) if badge else 0)
    target = shown.get_rect(center=(centre_x, seal.centery))
    shadow = pygame.transform.smoothscale(_ink(text, ink_h, theme.SHADOW), shown.get_size())
    shadow.set_alpha(round(170 * alpha))
    surface.blit(shadow, target.move(theme.px(4, scale), theme.px(4, scale)))
    shown.set_alpha(round(255 * alpha))
    surface.blit(shown, target)
    if layout_record.ON:
        layout_record.text(surface, target, text, "celebration")
    # The impact's flash: light added over the seal, fading.
    if IMPACT <= progress < IMPACT + 0.22:
        light = (1 - (progress - IMPACT) / 0.22) ** 2
        glow = pygame.Surface(seal.size)  # black adds nothing: only the rounded seal lights
        strength = 0.75 * light * fade
        pygame.draw.rect(glow, tuple(round(c * strength) for c in flash_colour),
                         glow.get_rect(), border_radius=radius)
        surface.blit(glow, seal, special_flags=pygame.BLEND_RGB_ADD)
    _sweep(surface, seal, (progress - 0.3) / 0.4, fade)  # a band of light crosses it
    if badge:
        _draw_badge(surface, seal, badge, progress, fade, scale)
    _sparks(surface, room, rest, progress, age, fade, scale, badge != "")


def _draw_badge(surface: pygame.Surface, seal: pygame.Rect, text: str, progress: float,
                fade: float, scale: float) -> None:
    """The Joker's count ("×2") on an ember disc at the seal's right end, springing out."""
    if progress < 0.22:
        return
    u = (progress - 0.22) / 0.18
    grow = 1.0 if u >= 1 else ease_out(u) * (1 + 0.25 * math.sin(math.pi * u))
    d = round(seal.h * 0.84 * min(1.2, grow))
    if d < 6:
        return
    centre = (seal.right - seal.h // 2, seal.centery)
    layer = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(layer, (*EMBER, round(255 * fade)), (d // 2, d // 2), d // 2)
    pygame.draw.circle(layer, (*theme.CREAM, round(255 * fade)), (d // 2, d // 2), d // 2,
                       max(2, theme.px(3, scale)))
    rect = layer.get_rect(center=centre)
    surface.blit(layer, rect)
    digits = _ink(text, max(5, round(d * 0.46)), theme.CREAM)
    digits.set_alpha(round(255 * fade))
    where = digits.get_rect(center=centre)
    surface.blit(digits, where)
    if layout_record.ON:
        layout_record.text(surface, where, text, "celebration")


def _sweep(surface: pygame.Surface, rect: pygame.Rect, u: float, fade: float) -> None:
    """A slanted band of light crossing ``rect`` (``u`` 0..1), clipped to its rounded shape."""
    if not 0 < u < 1 or rect.w <= 0 or rect.h <= 0:
        return
    band = max(8, rect.w // 7)
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    x = round(-band - rect.h + (rect.w + 2 * band + rect.h) * u)
    for i in range(band):
        alpha = round(90 * fade * math.sin(math.pi * i / band))
        pygame.draw.line(layer, (255, 240, 190, alpha), (x + i, rect.h), (x + i + rect.h, 0), 2)
    mask = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=rect.h // 2)
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(layer, rect)


def _sparks(surface: pygame.Surface, strip: pygame.Rect, seal: pygame.Rect, progress: float,
            age: float, fade: float, scale: float, joker: bool) -> None:
    """Sparks bursting from the seal's ends along the strip on impact, then twinkling at its
    corners (all inside the strip)."""
    radius = max(3, min(theme.px(12, scale), strip.h // 4))
    if progress >= IMPACT:
        u = min(1.0, (progress - IMPACT) / 0.55)
        reach = (strip.w - seal.w) / 2 - radius
        for k in range(8):
            side = -1 if k % 2 else 1
            lane = (k // 2) / 3  # four lanes from the top of the strip to its bottom
            x = seal.centerx + side * (seal.w / 2 + reach * ease_out(u) * (0.55 + 0.15 * lane))
            y = strip.y + radius + (strip.h - 2 * radius) * lane
            r = round(radius * (1 - u) * (0.7 + 0.3 * math.sin(age * 20 + k)))
            if r >= 2 and u < 1:
                colour = EMBER if joker and k % 2 else theme.GOLD
                draw_sparkle(surface, colour, (round(x), round(y)), r)
    corners = (seal.topleft, seal.bottomright, seal.topright, seal.bottomleft)
    for k, (x, y) in enumerate(corners):
        twinkle = 0.5 + 0.5 * math.sin(age * 9 + k * 1.7)
        r = round(radius * 0.8 * twinkle * fade)
        if r >= 2 and progress >= IMPACT:
            cx = min(max(x, strip.x + r), strip.right - r)
            cy = min(max(y, strip.y + r), strip.bottom - r)
            draw_sparkle(surface, theme.CREAM if k % 2 else theme.GOLD, (cx, cy), r)


# --- under the dice ------------------------------------------------------------------------


def glow_rects(scene: YamsTableScene) -> list[pygame.Rect]:
    """Where the glow under the dice is painted now (drawn before the dice, around them):
    during a Penta's moment, and after it while the Penta waits for its box."""
    flow = scene.flow
    staged = flow.moment.active and flow.moment.kind in STAMPS
    if not staged and not (flow.penta_waits and scene.on_stage is None):
        return []
    side = round(scene.tray.die_size * 1.6)
    rects = []
    for i in range(scene.tray.count):
        x, y = scene.tray.position(i)
        rect = pygame.Rect(0, 0, side, side)
        rect.center = (round(x), round(y))
        rects.append(rect)
    return rects


def draw_under_dice(surface: pygame.Surface, scene: YamsTableScene) -> None:
    """A Penta's gold glow breathing under each die (the dice are drawn over it)."""
    rects = glow_rects(scene)
    if not rects:
        return
    # on the felt above the standings only (critic C65: it spilled over the panel's border)
    clip = surface.get_clip()
    felt = pygame.Rect(scene.left.x, 0, scene.left.w, max(0, scene.standings.area.top - 2))
    surface.set_clip(felt.clip(clip))
    try:
        _draw_glows(surface, scene, rects)
    finally:
        surface.set_clip(clip)


def _draw_glows(surface: pygame.Surface, scene: YamsTableScene,
                rects: list[pygame.Rect]) -> None:
    moment = scene.flow.moment
    progress = moment.progress
    if not moment.active:  # a seen Penta waiting for its box: a steady, breathing halo
        _draw_waiting_glow(surface, rects, penta_breath(scene.flow.penta_wait))
        return
    if progress < IMPACT:
        strength = progress / IMPACT
    else:
        strength = 1 - 0.6 * min(1.0, (progress - IMPACT) / 0.3)
        strength *= 1 - max(0.0, (progress - 0.75) / 0.25)
    strength *= 0.85 + 0.15 * math.sin(moment.age * 12)
    colour = EMBER if moment.kind == "joker_penta" else theme.GOLD
    side = rects[0].w
    layer = pygame.Surface((side, side))  # black adds nothing: a radial light, added
    for k in range(12, 0, -1):
        u = k / 12
        light = strength * 0.9 * (1 - u) ** 0.8  # bright just outside the die, soft beyond
        pygame.draw.circle(layer, tuple(round(c * light) for c in colour),
                           (side // 2, side // 2), round(side / 2 * u))
    for rect in rects:
        surface.blit(layer, rect, special_flags=pygame.BLEND_RGB_ADD)


def _draw_waiting_glow(surface: pygame.Surface, rects: list[pygame.Rect],
                       breath: float) -> None:
    """A gold halo round each die of a seen Penta (laid over the felt, not added to its
    green: it reads gold), its strength breathing with ``breath``."""
    low, high = theme.YAMS_PENTA_WAIT_GLOW
    strength = low + (high - low) * breath
    side = rects[0].w
    layer = pygame.Surface((side, side), pygame.SRCALPHA)
    steps = 24
    for k in range(steps, 0, -1):
        u = k / steps
        alpha = round(255 * strength * min(1.0, (1 - u) / 0.3) ** 0.8)
        pygame.draw.circle(layer, (*theme.GOLD, alpha), (side // 2, side // 2),
                           round(side / 2 * u))
    for rect in rects:
        surface.blit(layer, rect)


def penta_breath(age: float) -> float:
    """A waiting Penta's breath, 0..1, ``age`` seconds into its wait (its glow, its box)."""
    return 0.5 - 0.5 * math.cos(2 * math.pi * theme.YAMS_PENTA_WAIT_PULSE * age)


def draw_penta_box_pulse(surface: pygame.Surface, scene: YamsTableScene) -> None:
    """While a seen Penta waits for its box, a gold light breathing round the Penta box
    (inside its cell: never over a neighbour); nothing laid over its "50", which stays at
    full strength (a wash over it greyed the one next action's figure: critic C31)."""
    flow = scene.flow
    if not flow.penta_waits or scene.on_stage is not None:
        return
    cell = scene.sheet.cell_rect(scene.game.current, Box.PENTA)
    breath = penta_breath(flow.penta_wait)
    width = max(2, theme.px(4, scene.scale))
    ring = pygame.Surface(cell.size, pygame.SRCALPHA)
    pygame.draw.rect(ring, (*theme.GOLD, round(110 + 145 * breath)), ring.get_rect(), width,
                     border_radius=theme.px(8, scene.scale))
    surface.blit(ring, cell)


# --- the counters --------------------------------------------------------------------------


def _staged_counters(scene: YamsTableScene) -> list[tuple[Counter, str, float, bool]]:
    """(counter, kind, progress, playing) of the counter playing and those still to come."""
    moment = scene.flow.moment
    found = []
    staged = getattr(scene, "on_stage", None) is not None  # the stage's counter flies instead
    landed = staged and getattr(scene, "stage_landed", False)  # its cell shows its own figure
    if moment.active and moment.counter is not None and moment.kind in COUNTERS and not landed:
        found.append((moment.counter, moment.kind, 0.0 if staged else moment.progress,
                      not staged))
    elif moment.clock.waiting and moment.counter is not None:
        found.append((moment.counter, str(moment.kind), 0.0, False))
    for kind, counter in moment.queued:
        if counter is not None:
            found.append((counter, kind, 0.0, False))
    whole = whole_card_player(scene)  # a full card's cells say their figures, its TOTAL
    return [item for item in found  # too (S43, S117 1.), its bonus bare until its band
            if item[0].player != whole  # lands it (S104 1.)
            or item[0].row == "upper_bonus"]


def _popping(kind: str, progress: float) -> float | None:
    """The progress of a counter's pop (None: no pop of its own now): the Penta bonus pops as
    it starts; the upper bonus pops by its Celebration, a TOTAL rises on its plate."""
    if kind == "penta_bonus":
        return progress
    return None  # (a TOTAL's is its takeover: game.views.yams_total_takeover)


def counter_rects(scene: YamsTableScene) -> list[pygame.Rect]:
    """Everything the counters paint now: their cells, and a pop's room around them."""
    rects = []
    for counter, kind, progress, playing in _staged_counters(scene):
        cell = scene.sheet.sum_cell_rect(counter.player, counter.row)
        pop = _popping(kind, progress) if playing else None
        rects.append(celebration_bounds(cell, scene.scale, scene.content_area).clip(
            scene.content_area) if pop is not None and pop < 1 else cell)
    return rects


def draw_counters(surface: pygame.Surface, scene: YamsTableScene) -> None:
    """Each staged counter into its own sum cell: the number rolling up over a gold glow
    (a TOTAL still to come: a blank cell), a pop where the moment has one."""
    sheet = scene.sheet
    staged = _staged_counters(scene)
    behind: dict[int, int] = {}  # what a bonus counter has still to count, per player
    for counter, _kind, progress, playing in staged:
        shown = counter.value(progress if playing else 0.0, count_step(counter))
        if counter.row != "total" and not (not playing and counter.start == 0):
            behind[counter.player] = behind.get(counter.player, 0) + counter.end - shown
        elif counter.row != "total":  # unsaid yet: its whole amount is still to come
            behind[counter.player] = behind.get(counter.player, 0) + counter.end
    totals = {c.player for c, *_ in staged if c.row == "total"}  # counted on their own
    whole = whole_card_player(scene)
    for counter, kind, progress, playing in staged:
        cell = sheet.sum_cell_rect(counter.player, counter.row)
        inner = cell.inflate(-theme.px(6, scene.scale), -theme.px(4, scene.scale))
        pygame.draw.rect(surface, theme.SHEET_SUM_BG, inner)
        if not playing and kind not in TOTALS and counter.start == 0:
            continue  # unsaid until its number lands (no "0" while a stage flies "+35")
        if not playing and counter.row == "total" and counter.player == whole:
            continue  # a full card's TOTAL: bare until its count lands there (S78 1.)
        if playing and kind in TOTALS:  # the takeover says it (yams_total_takeover): the
            # cell is bare under it, holding its figure as the takeover leaves
            if progress >= theme_stage.YAMS_TOTAL_TAKEOVER_EXIT:
                _draw_total(surface, scene, counter.player, counter.end)
            continue
        if playing:
            breath = 0.55 + 0.45 * math.sin(math.pi * min(1.0, progress * 1.25))
            glow = pygame.Surface(inner.size, pygame.SRCALPHA)
            glow.fill((*theme.SHEET_PICKED, round(220 * breath * (1 - 0.5 * progress))))
            surface.blit(glow, inner)
            pygame.draw.rect(surface, theme_stage.YAMS_COUNT_FRAME, inner,  # (clear: C64)
                             max(2, theme.px(3, scene.scale)),
                             border_radius=theme.px(6, scene.scale))
            _sweep(surface, inner, (progress - 0.15) / 0.6, 1.0)  # light runs across it
        value = counter.value(progress if playing else 0.0, count_step(counter))
        if kind in TOTALS and not playing:  # still to count: the figure before the box
            # just written and its bonuses, under a bonus's stage and after it (S8, round
            # 73: never its new figure, nor one it then counts back from)
            value = counter.start
        size = sheet.row_type(counter.row)
        if playing:  # larger than the sheet's numbers while it counts, each number kicking
            kick = 0.1 * abs(math.sin(progress * 40)) if progress < 0.8 else 0.0
            size = min(round(size * (1.25 + kick)),  # (its digits, not its line, fill the
                       round(inner.h * theme_stage.YAMS_COUNT_FIT))  # cell: C64, at 1024)
        image = render(format_int(value), size, theme.INK, BOLD)
        where = image.get_rect(center=cell.center)
        surface.blit(image, where)
        if layout_record.ON:
            layout_record.text(surface, where, format_int(value), "celebration")
        pop = _popping(kind, progress) if playing else None
        if pop is not None and pop < 1:
            draw_celebration(surface, cell, pop, scene.time, scene.scale, clip=scene.content_area)
    for player, left in behind.items():  # TOTAL agrees with the bonus counting, every frame
        if left > 0 and player not in totals:
            _draw_total(surface, scene, player, scene.game.cards[player].total - left)


def _draw_total(surface: pygame.Surface, scene: YamsTableScene, player: int,
                value: int) -> None:
    """``player``'s TOTAL cell showing ``value`` (the bonus still counting into it)."""
    sheet = scene.sheet
    cell = sheet.sum_cell_rect(player, "total")
    inner = cell.inflate(-theme.px(6, scene.scale), -theme.px(4, scene.scale))
    pygame.draw.rect(surface, theme.SHEET_SUM_BG, inner)
    image = render(format_int(value), sheet.font_size, theme.INK, BOLD)
    where = image.get_rect(center=cell.center)
    surface.blit(image, where)
    if layout_record.ON:
        layout_record.text(surface, where, format_int(value), "celebration")


def moment_rects(scene: YamsTableScene) -> list[pygame.Rect]:
    """Everything the staged moments paint now over the felt and the sheet (the stamp's strip
    and the counted cells; the glow under the dice is under them)."""
    stamp = stamp_rect(scene)
    return ([stamp] if stamp is not None else []) + counter_rects(scene)


def celebration_rects(scene: YamsTableScene) -> list[pygame.Rect]:
    """Everything the table's celebrations (:func:`game.views.yams_views.celebration_rects`)
    and its staged moments paint now: what the layout check keeps off the dice."""
    return views.celebration_rects(scene.sheet, scene.bonus_celebration, scene.win_celebration,
                                   scene.outcome_visible(), scene.scale,
                                   scene.content_area) + moment_rects(scene)
