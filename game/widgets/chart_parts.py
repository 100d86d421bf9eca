"""The charts' small parts (:mod:`game.widgets.charts`): a die icon for a face's slot, the
axes' round ticks, a chart's frame of values (:class:`Plot`), where a point's total is
written (clear of the line), how a box's name breaks under its bars and how wide the boxes'
slots are, a legend's width, and a games list's bar scale and red reference marks."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game import theme
from game.statistics import nice_step
from game.widgets import layout_record
from game.widgets.decor import die_image
from game.widgets.text import balanced_lines, draw_text, halves, text_size

_ICONS: dict[tuple[int, int], pygame.Surface] = {}


def die_icon(value: int, side: int) -> pygame.Surface:
    """A small die showing ``value`` (cached; the menu's dice drawing)."""
    key = (value, side)
    icon = _ICONS.get(key)
    if icon is None:
        if len(_ICONS) >= theme.STATS_ICON_CACHE:
            _ICONS.clear()
        icon = die_image(value, side)
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            icon = icon.convert_alpha()
        _ICONS[key] = icon
    return icon


def ticks(top: float, most: int = 5) -> list[int]:
    """Round axis values from 0 up to at least ``top`` (at most ``most`` + 1 of them)."""
    step = nice_step(max(1.0, top), most)
    values = [0]
    while values[-1] < top:
        values.append(values[-1] + step)
    return values


@dataclass(frozen=True)
class Plot:
    """The frame of one chart: where values go, and the sizes of its text."""

    area: pygame.Rect
    """The plotting area (inside the axes)."""
    top: float
    """The value at the top of the area."""
    label_size: int

    def y(self, value: float) -> int:
        """Screen y of ``value``."""
        if self.top <= 0:
            return self.area.bottom
        return round(self.area.bottom - self.area.h * min(value, self.top) / self.top)


def point_label_rects(points: Sequence[tuple[int, int]], sizes: Sequence[tuple[int, int]],
                      ref_y: int | None, bounds: pygame.Rect, gap: int, clear: int,
                      dot: int, avoid: Sequence[pygame.Rect] = ()) -> list[pygame.Rect]:
    """Where each point's total is written (its words' ``sizes``): over the point, or under
    it when it lies under the dashed reference line (``ref_y``), at ``gap`` or further, and
    then beside, the first place inside ``bounds`` that keeps ``clear`` pixels from the
    polyline and the reference line, ``dot`` from every point and ``clear`` from the totals
    placed before and from ``avoid`` (critic A69: "9 200 / 10 400" on the line and on the goal
    at 1024x600); none such: the clearest."""
    dots = _along(points)
    placed: list[pygame.Rect] = []
    for (x, y), (w, h) in zip(points, sizes, strict=True):
        sides = (1, -1) if ref_y is not None and y > ref_y else (-1, 1)
        best, best_room = None, -1.0
        for reach in (gap, gap * 3 // 2, gap * 2, gap * 3, gap * 4):
            for side in sides:
                for shift in (0, -w // 2, w // 2):
                    box = pygame.Rect(0, 0, w, h)
                    box.centerx = min(max(x + shift, bounds.x + w // 2), bounds.right - w // 2)
                    if side < 0:
                        box.bottom = y - reach
                    else:
                        box.top = y + reach
                    if not bounds.contains(box):
                        continue
                    room = min([_apart(box, p) - clear for p in dots]
                               + [_apart(box, p) - dot for p in points]
                               + ([] if ref_y is None else
                                  [max(box.top - ref_y, ref_y - box.bottom) - clear])
                               + [_apart_boxes(box, other) - clear
                                  for other in (*placed, *avoid)])
                    if room >= 0:
                        best, best_room = box, room
                        break
                    if room > best_room:
                        best, best_room = box, room
                if best_room >= 0:
                    break
            if best_room >= 0:
                break
        if best is None:  # no room in bounds at all: over the point, as before
            best = pygame.Rect(0, 0, w, h)
            best.midbottom = (x, y - gap)
        placed.append(best)
    return placed


def _along(points: Sequence[tuple[int, int]]) -> list[tuple[float, float]]:
    """Spots every two pixels along the polyline through ``points``."""
    spots: list[tuple[float, float]] = list(points[:1])
    for (ax, ay), (bx, by) in zip(points, points[1:], strict=False):
        steps = max(1, round(max(abs(bx - ax), abs(by - ay)) / 2))
        spots += [(ax + (bx - ax) * k / steps, ay + (by - ay) * k / steps)
                  for k in range(1, steps + 1)]
    return spots


def _apart(box: pygame.Rect, spot: tuple[float, float]) -> float:
    """How far ``spot`` lies from ``box`` (0 inside it)."""
    dx = max(box.left - spot[0], 0.0, spot[0] - box.right)
    dy = max(box.top - spot[1], 0.0, spot[1] - box.bottom)
    return float((dx * dx + dy * dy) ** 0.5)


def _apart_boxes(box: pygame.Rect, other: pygame.Rect) -> float:
    """How far two boxes lie apart (0 touching or overlapping)."""
    dx = max(other.left - box.right, 0, box.left - other.right)
    dy = max(other.top - box.bottom, 0, box.top - other.bottom)
    return float((dx * dx + dy * dy) ** 0.5)


def name_lines(label: str, size: int, room: int, split: bool = False) -> tuple[list[str], int]:
    """A box's name under its bars in a slot ``room`` pixels wide: its lines (one, or two
    balanced ones: never three, hS65; two whenever it has two words and ``split``) and the
    size, ``size`` at most, they all fit at."""
    lines = halves(label, size) if split and len(label.split()) > 1 else [label] \
        if text_size(label, size)[0] <= room else list(balanced_lines(label, size, room, most=3))
    lines = halves(label, size) if len(lines) > 2 else lines  # (hS65)
    fit = size  # one size, stepped down a point at a time (fit_size's 8 % steps jumped
    while fit > theme.least_type() and any(text_size(line, fit)[0] > room for line in lines):
        fit -= 1  # from 23 to 21, under the 16 px floor at 1024x600, hS69)
    return lines, fit


NAME_ROOM = 0.88
"""The share of its slot a box's name under the paired bars may take: names side by side
keep a gap ("Suită mică" and "Suită mare" touched at 0.97, critic M30)."""


def box_slots(labels: Sequence[str | int], size: int, width: float, air: int) -> list[float]:
    """The slots under the paired bars, one per box, ``width`` in all: every box the same
    slot, a die's as a name's (ruling S82, critic cC79 #3: at 1366x768 the six dice stood in
    35 px slots, their bars touching, beside 79 px named ones), as far as every name fits at
    ``size`` on its two lines, ``air`` at least between neighbours; a name that needs more
    gets just that, every other box one even slot of the rest (hS69: English's at
    1024x600)."""
    names = [str(label) for label in labels if not isinstance(label, int)]
    even = width / max(1, len(labels))
    split = any(len(name_lines(name, size, round(even * NAME_ROOM))[0]) > 1 for name in names)
    inks = [0 if isinstance(label, int) else max(
        text_size(line, size)[0] for line in (halves(str(label), size) if split and len(
            str(label).split()) > 1 else [str(label)])) for label in labels]
    needs = [max(ink / NAME_ROOM, ink + air) if ink else 0.0 for ink in inks]
    wide: set[int] = set()  # the boxes whose names need more than the common slot
    common = even
    for _ in labels:
        common = (width - sum(needs[k] for k in wide)) / max(1, len(labels) - len(wide))
        more = {k for k, need in enumerate(needs) if need > common}
        if more <= wide:
            break
        wide |= more
    return [needs[k] if k in wide else common for k in range(len(labels))]


def scale_drop(scale: float, overhang: int = 0) -> int:
    """How far under a bar's track its scale's words start: its tick (or the red mark's
    ``overhang`` under the track, the longer) and air (critic A50: ticks cut into "0" and
    "300", the red mark into "10 000")."""
    return max(max(2, theme.px(6, scale)), overhang) + max(2, theme.px(theme.CHART_TICK_AIR,
                                                                      scale))


def legend_width(names: Sequence[str], size: int, dashed: bool = False) -> int:
    """The width :func:`game.widgets.charts.legend` draws ``names`` in at ``size`` (from the
    first swatch to the last name's end): a chart's heading beside it keeps the rest (critic
    M30)."""
    swatch = max(8, round(size * 0.6))
    each = swatch + swatch // 2 + (swatch if dashed else 0)
    return (sum(text_size(name, size)[0] + each for name in names)
            + 2 * swatch * max(0, len(names) - 1))


def mark_tracks(surface: pygame.Surface, tracks: Sequence[pygame.Rect], mark: float,
                scale: float) -> int:
    """The reference's red mark (``mark``: its share of a track) across every track of a
    list of games, one column of red ticks at one x (round 72, critic F71: the mark was
    lost from two games on); returns that x."""
    x = tracks[0].x + round(tracks[0].w * min(1.0, max(0.0, mark)))
    width = max(2, theme.px(5, scale))
    for track in tracks:
        red = pygame.Rect(x - width // 2, track.y - track.h // 2, width, 2 * track.h)
        pygame.draw.rect(surface, theme.CHART_EXPECTED, red)
        layout_record.panel(surface, red, "track")
    return x


def scale_round_words(marks: Sequence[tuple[float, str]], track: pygame.Rect,
                      words: pygame.Rect, size: int) -> list[tuple[float, str]]:
    """The scale's round values that stand clear of the red mark's ``words`` written in the
    scale's row under ``track`` (a value the words would touch is left out: the words sit at
    its place, "Expert: 222" where "200" stood)."""
    clear = words.inflate(text_size(" ", size)[0] * 4, 0)
    kept = []
    for share, value in marks:
        w, h = text_size(value, size)
        place = pygame.Rect(0, 0, w, h)  # where the scale writes it, inside the track's ends
        place.midtop = (track.x + round(track.w * share), words.y)
        place.clamp_ip(pygame.Rect(track.x, place.y, track.w, h))
        if not place.colliderect(clear):
            kept.append((share, value))
    return kept


def track_scale(surface: pygame.Surface, track: pygame.Rect,
                 marks: Sequence[tuple[float, str]], size: int,
                 scale: float, drop: int) -> list[tuple[str, pygame.Rect]]:
    """A bar's scale: a short tick under ``track`` at each mark (its share of the track) and
    its words ``drop`` under the track, kept inside the track's ends; returns the words as
    drawn."""
    drawn = []
    tick = max(2, theme.px(6, scale))
    for share, words in marks:
        x = track.x + round(track.w * min(1.0, max(0.0, share)))
        pygame.draw.line(surface, theme.CHART_AXIS, (x, track.bottom),
                         (x, track.bottom + tick), max(1, theme.px(2, scale)))
        layout_record.panel(surface, pygame.Rect(x - 1, track.bottom, 2, tick), "track")
        w, h = text_size(words, size)
        place = pygame.Rect(0, 0, w, h)
        place.midtop = (x, track.bottom + drop)
        place.clamp_ip(pygame.Rect(track.x, place.y, track.w, h))
        draw_text(surface, words, size, theme.MUTED, place.topleft, "topleft")
        drawn.append((words, place))
    return drawn


def dashed_line(surface: pygame.Surface, colour: tuple[int, int, int], start: tuple[int, int],
                end: tuple[int, int], scale: float) -> None:
    """A dashed straight line (horizontal or vertical)."""
    dash = theme.px(theme.CHART_DASH, scale)
    width = max(2, round(scale * 4))
    (x0, y0), (x1, y1) = start, end
    length = max(abs(x1 - x0), abs(y1 - y0))
    for at in range(0, length, dash * 2):
        t0, t1 = at / max(1, length), min(at + dash, length) / max(1, length)
        pygame.draw.line(surface, colour, (round(x0 + (x1 - x0) * t0), round(y0 + (y1 - y0) * t0)),
                         (round(x0 + (x1 - x0) * t1), round(y0 + (y1 - y0) * t1)), width)
