"""The stage, drawn: a staged moment over the dimmed table (it only reads its clock).

:class:`StagePicture` is what one moment shows (the table builds it from what happened:
the stamp's words, whose moment, a counter and the cell it flies into); :func:`draw_stage`
draws it at the :class:`game.flow.stage.StageClock`'s age:

* the table dims behind (the dice seen first: the stage begins only once they were);
* light: gold rays behind a grand stamp, a soft glow behind every stamp (laid on the
  dimmed table, which is made once);
* the stamp, in the display typeface (:data:`game.widgets.text.STAMP`) with a dark outline
  and a warm gradient, slams down onto the centre of the felt, overshoots and shakes;
* at the impact a burst: confetti for the grand moments, sparks for the others;
* the player's mark and name under it; a counter counting up, then flying into the cell or
  total it adds to, which flashes as it lands (a bank's stamp is its number: it flies).

Everything is sized from the felt (the stamp's width a share of it,
:data:`game.flow.stage.STAMP_WIDTH`), so the three window sizes show one picture.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

import pygame

from game import theme
from game.flow.stage import DIM_ALPHA, GRAND, STAMP_WIDTH, StageClock, ease_out
from game.widgets import layout_record
from game.widgets.decor import draw_sparkle
from game.widgets.felt import dim
from game.widgets.seats import draw_marked_name, seat_colour
from game.widgets.text import BOLD, STAMP, fit_size, font, line_height, text_size

Colour = tuple[int, int, int]

OUTLINE: Colour = (58, 26, 8)
"""The stamp's dark outline and shadow."""
TOP: Colour = (255, 246, 196)
"""The stamp's gradient at its top (a pale gold)."""
BOTTOM: Colour = (246, 166, 38)
"""The stamp's gradient at its bottom (a deep amber)."""
EMBER_TOP: Colour = (255, 226, 170)
EMBER_BOTTOM: Colour = (236, 84, 44)
"""A Joker Penta's hotter gradient."""
CONFETTI: tuple[Colour, ...] = ((244, 208, 104), (230, 90, 80), (86, 180, 233),
                                (120, 210, 140), (240, 240, 240), (204, 121, 167))
"""The colours of a grand moment's confetti."""
MOST_HEIGHT = 0.42
"""A stamp is never taller than this share of the felt's height (a long word gets narrower)."""


@dataclass
class StagePicture:
    """What one staged moment shows; the table fills it, :func:`draw_stage` draws it."""

    kind: str
    """The moment: a key of :data:`game.flow.stage.RARITY`."""
    rarity: str
    """:data:`game.flow.stage.GRAND` or :data:`game.flow.stage.BIG`."""
    felt: pygame.Rect
    """The area the stamp is centred on (the table's felt)."""
    scale: float
    """The window's scale factor (``theme.scale_for``)."""
    stamp: str
    """The stamp's words ("Penta!", "Zaruri fierbinți!", "+1 450")."""
    line: str = ""
    """Under the stamp: whose moment it is (drawn after their seat's mark)."""
    seat: int | None = None
    """The seat whose mark and colour the line carries (None: no mark)."""
    badge: str = ""
    """A small seal on the stamp's corner ("×2" on a second Penta)."""
    hot: bool = False
    """The hotter gradient (a Joker Penta)."""
    counter: tuple[int, int] | None = None
    """(from, to): a number counted up under the stamp (None: none)."""
    prefix: str = "+"
    """Printed before the counter's number."""
    target: pygame.Rect | None = None
    """The cell or total the counter (or, without a counter, the stamp) flies into."""
    format_number: object = None
    """How the counter's number is written (``game.i18n.format_int``)."""
    rng_seed: int = 0
    """Seeds the particles' paths (the picture is the same every time it is drawn)."""
    dice: list[pygame.Rect] = field(default_factory=list)
    """The dice on the table as the stage begins: they stay lit through the dimming and the
    stamp sits clear of them (above or below their row)."""
    caption: str = ""
    """Under the player's line, in large type: what the moment means (the Joker named and
    what it allows); empty: none."""
    room: pygame.Rect | None = None
    """Where the stamp, its line and its counter stand (None: the whole felt): beside what
    the moment is not about (at the Yams table the felt left of the sheet)."""
    particles: list[tuple[float, float, float, float, Colour]] = field(default_factory=list)
    """(angle, speed, size, spin, colour) of each particle of the burst."""
    _stamp_image: pygame.Surface | None = None
    _dimmed: pygame.Surface | None = None
    _lit: pygame.Surface | None = None
    _ink: pygame.Rect | None = None
    _light: pygame.Surface | None = None

    def __post_init__(self) -> None:
        """Draw the burst's paths once, from an injected random generator."""
        rng = random.Random(self.rng_seed)
        count = 110 if self.rarity == GRAND else 40
        seat = seat_colour(self.seat) if self.seat is not None else theme.GOLD
        for k in range(count):
            angle = rng.uniform(0, 2 * math.pi)
            speed = rng.uniform(0.35, 1.0)
            size = rng.uniform(0.6, 1.0)
            spin = rng.uniform(-9, 9)
            if self.rarity == GRAND:  # a third in the player's own colour, the rest gold and hues
                colour = seat if k % 3 == 0 else rng.choice(CONFETTI)
            else:
                colour = seat if k % 3 == 0 else (255, 226, 140)
            self.particles.append((angle, speed, size, spin, colour))

    @property
    def area(self) -> pygame.Rect:
        """Where the stamp and what goes under it stand: :attr:`room`, else the felt."""
        return self.room if self.room is not None else self.felt

    @property
    def centre(self) -> tuple[int, int]:
        """The stamp's resting centre: a little above the felt's middle (room for the line);
        with dice on the table, in the larger band of felt above or below their row, the
        stamp and what goes under it centred in that band."""
        h = self.stamp_image().get_height()
        if not self.dice:  # the letters and their plate: one group, centred on the felt
            ink = self.ink()
            block = ink.h + self.room_below(h)
            top = self.area.y + max(0, (self.area.h - block) // 2 - round(self.area.h * 0.03))
            return self.area.centerx, top - ink.y + h // 2
        band = self.band()
        block = h + self.room_below(h)
        top = band.y + max(0, (band.h - block) // 2)
        return self.area.centerx, top + h // 2

    def ink(self) -> pygame.Rect:
        """Where the stamp's letters are inside its image (the face's line is taller than
        its letters: what goes under the stamp sits under the letters, not the line)."""
        if self._ink is None:
            self._ink = self.stamp_image().get_bounding_rect(min_alpha=40)
        return self._ink

    def band(self) -> pygame.Rect:
        """The felt clear of the dice where the stamp goes: the larger of the bands above
        and below their row (the whole felt when there are no dice)."""
        if not self.dice:
            return pygame.Rect(self.area)
        row = self.dice[0].unionall(self.dice[1:])
        gap = theme.px(14, self.scale)
        above = pygame.Rect(self.area.x, self.area.y, self.area.w,
                            max(0, row.top - gap - self.area.y))
        below_top = min(self.area.bottom, row.bottom + gap)
        below = pygame.Rect(self.area.x, below_top, self.area.w, self.area.bottom - below_top)
        return above if above.h >= below.h else below

    def line_x(self) -> int:
        """Where the player's name is centred: over the middle of the dice row (the felt
        just above the dice, clear of the table's panels), else the felt's middle."""
        if not self.dice:
            return self.area.centerx
        return self.dice[0].unionall(self.dice[1:]).centerx

    def room_below(self, stamp_height: int) -> int:
        """The height the player's line and the counter take under a stamp this tall."""
        room = 0
        if self.line:
            size = theme.font_px(theme.FONT_HEADING, self.scale)
            room += theme.px(12, self.scale) + line_height(size, BOLD)
        if self.counter is not None:
            room += round(stamp_height * 0.62)
        if self.caption:
            room += self.caption_gap() + line_height(self.caption_size(), BOLD)
        return room

    def caption_size(self) -> int:
        """The caption's layout size: the heading's, smaller only to fit its one line."""
        size = theme.font_px(theme.FONT_HEADING, self.scale)
        return fit_size(self.caption, size, round(self.area.w * 0.94), BOLD)

    def caption_gap(self) -> int:
        """The room between the player's line and the caption."""
        return theme.px(16, self.scale)

    def stamp_image(self) -> pygame.Surface:
        """The stamp at its resting size (drawn once): outline, shadow, gradient."""
        if self._stamp_image is None:
            self._stamp_image = _stamp(self.stamp, self.stamp_size(), self.hot)
        return self._stamp_image

    def dimmed_table(self, surface: pygame.Surface, lit: bool = True) -> pygame.Surface:
        """The table as ``surface`` shows it now, darkened, with the stamp's light laid on it
        (``lit``) or without (made once each: the table below the stage does not change
        while it plays, and one blit a frame is what a full-window picture can afford)."""
        if self._dimmed is None or self._dimmed.get_size() != surface.get_size():
            self._dimmed = surface.copy()
            dim(self._dimmed, DIM_ALPHA[self.rarity])
            self._lit = self._dimmed.copy()
            light = self.light()
            self._lit.set_clip(self.area)  # the light stays beside the sheet, off its labels
            self._lit.blit(light, light.get_rect(center=self.centre),
                           special_flags=pygame.BLEND_RGB_ADD)
            self._lit.set_clip(None)
            lit = self.dice + ([self.target] if self.target is not None else [])
            for dimmed in (self._dimmed, self._lit):
                _light_dice(dimmed, surface, lit, self.scale)
        return self._lit if lit and self._lit is not None else self._dimmed

    def forget_table(self) -> None:
        """The table below changed (a number landed in it): dim it again next frame."""
        self._dimmed = self._lit = None

    def light(self) -> pygame.Surface:
        """The light behind the stamp (made once): a warm glow, and rays behind a grand one
        (its pixels are added to the table's: gold on the dark felt, never a grey veil)."""
        if self._light is None:  # beside the sheet: no wider than the room it lights
            most = self.area.w // 2 if self.room is not None else None
            self._light = _light(self.rarity, self.stamp_image().get_size(), most)
        return self._light

    def stamp_size(self) -> int:
        """The stamp's layout size (``theme.FONT_*`` units): its width the rank's share of
        the felt, its height at most :data:`MOST_HEIGHT` of it."""
        face = font(100, STAMP)
        w, h = face.size(self.stamp)
        width = min(self.felt.w * STAMP_WIDTH[self.rarity], self.area.w * 0.94)
        most = self.felt.h * MOST_HEIGHT
        ref = face.get_height()
        fit = min(width / max(1, w), most / max(1, ref * 0.8))
        if self.dice:  # the stamp and its line fit the band clear of the dice
            share = 1.0 + (0.62 if self.counter is not None else 0.0)
            line = self.room_below(0)
            fit = min(fit, (self.band().h - line) / max(1.0, ref * 1.12 * share))
        return max(12, int(fit * 100))


def _light_dice(dimmed: pygame.Surface, table: pygame.Surface, dice: list[pygame.Rect],
                scale: float) -> None:
    """The dice as the table shows them, laid back undimmed on ``dimmed``, each in a
    warm glow and a gold ring: the moment's dice are lit, never darkened."""
    bounds = table.get_rect()
    for rect in dice:
        grow = theme.px(10, scale)
        halo = rect.inflate(2 * grow, 2 * grow)
        glow = pygame.Surface(halo.size, pygame.SRCALPHA)
        pygame.draw.rect(glow, (255, 214, 120, 70), glow.get_rect(),
                         border_radius=theme.px(16, scale))
        dimmed.blit(glow, halo)
        shown = rect.clip(bounds)
        if shown.w > 0 and shown.h > 0:
            dimmed.blit(table, shown, shown)
        pygame.draw.rect(dimmed, theme.GOLD, halo.inflate(-grow, -grow),
                         max(2, theme.px(4, scale)), border_radius=theme.px(12, scale))


def _stamp(text: str, size: int, hot: bool) -> pygame.Surface:
    """``text`` in the display face at layout ``size``: a thick dark outline, a drop
    shadow, a warm vertical gradient inside."""
    face = font(size, STAMP)
    px = size * theme.FONT_EM
    fill = face.render(text, True, (255, 255, 255)).convert_alpha()
    ink = face.render(text, True, OUTLINE).convert_alpha()
    edge = max(2, round(px * 0.055))
    drop = max(2, round(px * 0.05))
    w, h = fill.get_width() + 2 * edge + drop, fill.get_height() + 2 * edge + drop
    image = pygame.Surface((w, h), pygame.SRCALPHA)
    for k in range(16):  # the outline: the dark ink around, then the shadow below
        a = 2 * math.pi * k / 16
        image.blit(ink, (edge + round(edge * math.cos(a)) + drop,
                         edge + round(edge * math.sin(a)) + drop))
    for k in range(16):
        a = 2 * math.pi * k / 16
        image.blit(ink, (edge + round(edge * math.cos(a)), edge + round(edge * math.sin(a))))
    top, bottom = (EMBER_TOP, EMBER_BOTTOM) if hot else (TOP, BOTTOM)
    ramp = pygame.Surface((1, fill.get_height()), pygame.SRCALPHA)
    for y in range(fill.get_height()):
        u = min(1.0, max(0.0, (y / max(1, fill.get_height()) - 0.2) / 0.65))
        ramp.set_at((0, y), (*[round(t + (b - t) * u) for t, b in zip(top, bottom, strict=True)],
                                    255))
    ramp = pygame.transform.scale(ramp, fill.get_size())
    fill.blit(ramp, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    image.blit(fill, (edge, edge))
    return image


def draw_stage(surface: pygame.Surface, picture: StagePicture, clock: StageClock) -> None:
    """The staged moment at ``clock``'s age, over the table already drawn on ``surface``."""
    darkness = clock.dimming()
    light = clock.light()
    if picture.counter is None and picture.target is not None:  # the stamp flies: its light
        light *= 1 - clock.flight()  # leaves with it (no empty glow where it stood)
    if darkness > 0:  # the table darkened once, then laid over it as strong as it is now
        if light < 1:  # the light goes with the stamp: only the dimming lifts after it
            plain = picture.dimmed_table(surface, lit=False)
            plain.set_alpha(None if darkness >= 0.999 else round(255 * darkness))
            surface.blit(plain, (0, 0))
        if light > 0:
            dark = picture.dimmed_table(surface)
            shown = darkness * (1.0 if light >= 1 else light)
            dark.set_alpha(None if shown >= 0.999 else round(255 * shown))
            surface.blit(dark, (0, 0))
    if layout_record.ON:
        layout_record.covered(surface)  # the table is under the stage from its first frame
    alpha = clock.stamp_alpha()
    scale = clock.stamp_scale()
    if alpha <= 0 or scale <= 0:
        return
    image = picture.stamp_image()
    cx, cy = picture.centre
    flown = clock.flight() if picture.counter is None and picture.target is not None else 0.0
    if flown > 0 and picture.target is not None:  # the stamp is the number: it flies home
        tx, ty = picture.target.center
        cx, cy = round(cx + (tx - cx) * flown), round(cy + (ty - cy) * flown)
        scale *= 1 - flown * (1 - min(1.0, picture.target.h * 1.4 / image.get_height()))
    if picture.dice and flown <= 0:  # even slamming down, the stamp stays off the dice
        row = picture.dice[0].unionall(picture.dice[1:])
        room = row.top - cy if cy < row.top else cy - row.bottom
        scale = min(scale, max(0.05, 2 * (room - theme.px(6, picture.scale)))
                    / image.get_height())
    impact = clock.impact()
    shake = round(math.sin(clock.age * 70) * impact * impact * picture.felt.w * 0.006)
    _draw_burst(surface, picture, clock, (cx, cy), image.get_size())
    w, h = max(1, round(image.get_width() * scale)), max(1, round(image.get_height() * scale))
    resize = pygame.transform.scale if scale > 1.1 else pygame.transform.smoothscale  # in a blur
    shown = image if (w, h) == image.get_size() else resize(image, (w, h))
    if alpha < 1:
        shown = shown.copy()
        shown.set_alpha(round(255 * alpha))
    rect = shown.get_rect(center=(cx + shake, cy))
    surface.blit(shown, rect)
    if layout_record.ON and flown <= 0:  # its place: the resting stamp (the slam, the shake
        # and the flight into the total pass, as the table's rising numbers do)
        # the stamp's letters (its image is the face's whole line: room under the letters)
        letters = picture.ink().move(image.get_rect(center=(cx, cy)).topleft)
        layout_record.text(surface, letters, picture.stamp, role="stage")
    if picture.badge:
        _draw_badge(surface, picture, rect, alpha)
    below = rect.bottom if flown <= 0 else picture.centre[1] + image.get_height() // 2
    if not picture.dice:  # on a bare felt what goes under the stamp hangs from its letters
        ink = picture.ink()
        below -= round((image.get_height() - ink.bottom)
                       * (rect.h / image.get_height() if flown <= 0 else 1.0))
    if picture.line and flown <= 0:
        _draw_line(surface, picture, clock, below)
    if picture.counter is not None:
        _draw_counter(surface, picture, clock, below)
    if picture.caption and flown <= 0:
        _draw_caption(surface, picture, clock, below)
    _draw_landing(surface, picture, clock)


def _light(rarity: str, size: tuple[int, int], most: int | None = None) -> pygame.Surface:
    """A warm light for a stamp of ``size`` (to be added to the table's pixels): a round
    gold glow, brightest in the middle; gold rays round a grand one; at most ``most``
    pixels from its centre (None: as far as the stamp's size asks)."""
    reach = round(max(size) * (0.95 if rarity == GRAND else 0.7))
    if most is not None:
        reach = max(1, min(reach, most))
    layer = pygame.Surface((2 * reach, 2 * reach))  # black adds nothing
    if rarity == GRAND:
        rays = 18
        for k in range(rays):
            a = 2 * math.pi * k / rays + 0.2
            b = a + math.pi / rays * 0.6
            strength = 1.0 if k % 2 == 0 else 0.6
            points = [(reach, reach), (reach + reach * math.cos(a), reach + reach * math.sin(a)),
                      (reach + reach * math.cos(b), reach + reach * math.sin(b))]
            pygame.draw.polygon(layer, tuple(round(c * strength) for c in (104, 72, 12)),
                                points)
    glow = pygame.Surface(layer.get_size())
    steps = 30
    most = reach * (0.8 if rarity == GRAND else 0.75)
    for k in range(steps):  # the glow: round, soft-edged, added in thin rings
        u = k / steps
        r = round(most * (1 - u))
        if r > 0:
            light = u ** 1.4  # from nothing at its rim: no edge
            pygame.draw.circle(glow, tuple(round(c * light) for c in (150, 104, 22)),
                               (reach, reach), r)
    layer.blit(glow, (0, 0), special_flags=pygame.BLEND_RGB_MAX)
    return layer


def _draw_burst(surface: pygame.Surface, picture: StagePicture, clock: StageClock,
                centre: tuple[int, int], size: tuple[int, int]) -> None:
    """The burst at the impact: confetti falling (grand) or sparks flying out (big)."""
    t = clock.since_impact()
    if t <= 0 or clock.progress >= 1:
        return
    fade = 1 - max(0.0, (clock.progress - 0.7) / 0.3)
    reach = max(size) * (0.9 if picture.rarity == GRAND else 0.7)
    gravity = picture.felt.h * 0.55
    unit = max(6, theme.px(22, picture.scale))
    for angle, speed, grow, spin, colour in picture.particles:
        go = ease_out(min(1.0, t / 0.9)) * reach * speed
        x = centre[0] + math.cos(angle) * go
        y = centre[1] + math.sin(angle) * go * 0.6
        if picture.rarity == GRAND:
            y += gravity * t * t * 0.5 * speed
            w = max(2, round(unit * grow * abs(math.cos(spin * t))))
            h = max(2, round(unit * grow * 0.55))
            piece = pygame.Surface((w, h), pygame.SRCALPHA)
            piece.fill((*colour, round(235 * fade)))
            surface.blit(piece, (round(x) - w // 2, round(y) - h // 2))
        elif fade > 0:
            r = max(2, round(unit * grow * (1 - min(1.0, t / 1.2)) * 0.9))
            draw_sparkle(surface, colour, (round(x), round(y)), r)


def _draw_badge(surface: pygame.Surface, picture: StagePicture, stamp: pygame.Rect,
                alpha: float) -> None:
    """A round seal on the stamp's top-right corner ("×2")."""
    size = theme.font_px(theme.FONT_HEADING, picture.scale)
    w, h = text_size(picture.badge, size, BOLD)
    r = max(w, h) // 2 + theme.px(16, picture.scale)
    centre = (stamp.right - r // 2, stamp.top + r // 2)
    seal = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
    pygame.draw.circle(seal, EMBER_BOTTOM, (r, r), r)
    pygame.draw.circle(seal, TOP, (r, r), r, max(2, r // 9))
    label = font(size, BOLD).render(picture.badge, True, (255, 255, 255))
    seal.blit(label, label.get_rect(center=(r, r)))
    seal.set_alpha(round(255 * alpha))  # the seal and its words fade with the stamp
    rect = seal.get_rect(center=centre)
    surface.blit(seal, rect)  # a seal on the stamp: part of it, not a text of its own


def _draw_line(surface: pygame.Surface, picture: StagePicture, clock: StageClock,
                top: int) -> None:
    """Whose moment: the seat's mark and the name on a dark plate of their own, under the
    stamp; it fades with the stamp (nothing of it stays once the stage is over)."""
    u = ease_out(max(0.0, (clock.progress - 0.2) / 0.12))
    alpha = clock.stamp_alpha()
    if u <= 0 or alpha <= 0:
        return
    size = theme.font_px(theme.FONT_HEADING, picture.scale)
    colour = seat_colour(picture.seat) if picture.seat is not None else theme.GOLD
    pad = theme.px(12, picture.scale)
    tall = line_height(size, BOLD)
    width = round(picture.area.w * 0.95)
    words = pygame.Surface((width, tall + pad), pygame.SRCALPHA)
    mid = (width // 2, words.get_height() // 2)
    shown = draw_marked_name(words, picture.line, size, colour, mid, picture.seat,
                             anchor="center", max_width=width, weight=BOLD,
                             shadow=theme.px(3, picture.scale))
    plate_rect = shown.inflate(2 * pad, pad // 2).clip(words.get_rect())
    layer = pygame.Surface(plate_rect.size, pygame.SRCALPHA)
    radius = plate_rect.h // 2
    pygame.draw.rect(layer, (14, 22, 18, 248), layer.get_rect(), border_radius=radius)
    pygame.draw.rect(layer, colour, layer.get_rect(), max(2, theme.px(3, picture.scale)),
                     border_radius=radius)
    layer.blit(words, (0, 0), plate_rect)
    layer.set_alpha(round(255 * alpha * u))
    y = top + pad + tall // 2 + round((1 - u) * theme.px(20, picture.scale))
    rect = layer.get_rect(center=(picture.line_x(), y))
    surface.blit(layer, rect.clamp(picture.area))
    if layout_record.ON and alpha >= 1:  # its place: the name on its plate
        layout_record.text(surface, rect.clamp(picture.area), picture.line, role="stage")


def _draw_caption(surface: pygame.Surface, picture: StagePicture, clock: StageClock,
                  top: int) -> None:
    """What the moment means, one line on a dark plate under the player's line; it comes in
    after the name and fades with the stamp."""
    u = ease_out(max(0.0, (clock.progress - 0.26) / 0.12))
    alpha = clock.stamp_alpha()
    if u <= 0 or alpha <= 0:
        return
    size = picture.caption_size()
    pad = theme.px(12, picture.scale)
    tall = line_height(size, BOLD)
    line = (pad + line_height(theme.font_px(theme.FONT_HEADING, picture.scale), BOLD)
            if picture.line else 0)
    w, _ = text_size(picture.caption, size, BOLD)
    layer = pygame.Surface((w + 4 * pad, tall + pad), pygame.SRCALPHA)
    radius = layer.get_height() // 2
    pygame.draw.rect(layer, (14, 22, 18, 240), layer.get_rect(), border_radius=radius)
    pygame.draw.rect(layer, EMBER_BOTTOM if picture.hot else theme.GOLD, layer.get_rect(),
                     max(2, theme.px(3, picture.scale)), border_radius=radius)
    words = font(size, BOLD).render(picture.caption, True, TOP)
    layer.blit(words, words.get_rect(center=layer.get_rect().center))
    layer.set_alpha(round(255 * alpha * u))
    y = top + line + picture.caption_gap() + tall // 2
    rect = layer.get_rect(center=(picture.area.centerx, y)).clamp(picture.area)
    surface.blit(layer, rect)
    if layout_record.ON and alpha >= 1:
        layout_record.text(surface, rect, picture.caption, role="stage", size=size)


def counter_text(picture: StagePicture, clock: StageClock) -> str:
    """The counter's words at ``clock``'s age ("+35", "287")."""
    if picture.counter is None:
        return ""
    start, end = picture.counter
    value = round(start + (end - start) * clock.count())
    written = picture.format_number(value) if callable(picture.format_number) else str(value)
    return f"{picture.prefix}{written}"


def _draw_counter(surface: pygame.Surface, picture: StagePicture, clock: StageClock,
                  top: int) -> None:
    """The counter under the stamp (and the line), then flying into its cell."""
    if clock.stamp_alpha() <= 0 or clock.progress < 0.2:
        return
    text = counter_text(picture, clock)
    image = _stamp(text, max(theme.FONT_MIN, round(picture.stamp_size() * 0.5)), picture.hot)
    line = theme.font_px(theme.FONT_HEADING, picture.scale) * 1.3 if picture.line else 0
    cx, cy = picture.area.centerx, round(top + line + image.get_height() * 0.6)
    flown = clock.flight()
    scale = 1.0
    if picture.target is not None and flown > 0:
        tx, ty = picture.target.center
        cx, cy = round(cx + (tx - cx) * flown), round(cy + (ty - cy) * flown)
        scale = 1 - flown * (1 - min(1.0, picture.target.h * 1.3 / image.get_height()))
    if scale != 1.0:
        image = pygame.transform.smoothscale(
            image, (max(1, round(image.get_width() * scale)),
                    max(1, round(image.get_height() * scale))))
    rect = image.get_rect(center=(cx, cy))
    fading = clock.stamp_alpha()
    if fading < 1:
        image = image.copy()
        image.set_alpha(round(255 * fading))
    surface.blit(image, rect)
    if layout_record.ON and flown <= 0:  # a flight crosses the panels by design
        layout_record.text(surface, rect, text, role="stage")


def _draw_landing(surface: pygame.Surface, picture: StagePicture, clock: StageClock) -> None:
    """The cell or total the counter reached flashes gold, a ring spreading from it."""
    if picture.target is None or clock.flight() < 1 or clock.progress >= 1:
        return
    u = min(1.0, (clock.progress - 0.86) / 0.14)
    grow = theme.px(6 + 30 * u, picture.scale)
    ring = picture.target.inflate(2 * grow, 2 * grow)
    layer = pygame.Surface(ring.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*theme.GOLD, round(90 * (1 - u))),
                     layer.get_rect().inflate(-2 * grow, -2 * grow),
                     border_radius=theme.px(8, picture.scale))
    pygame.draw.rect(layer, (*theme.GOLD, round(230 * (1 - u))), layer.get_rect(),
                     max(2, theme.px(5, picture.scale)), border_radius=theme.px(14, picture.scale))
    surface.blit(layer, ring)
