"""A full card's TOTAL as a takeover (round 76, hY105; critics cZ75, cF75a: "the TOTAL a small
badge on the sheet"; ruling S8 amended): while the TOTAL's moment plays, the table is dimmed
under a veil and the felt says one thing, big and centred: the player's name in their seat's
colour over their total (on a band of that colour, deepened: ruling S71), counted up from the
figure the sheet said before the last box (:mod:`game.flow.total_count`), the sheet's sums
that make it (the upper sum, its bonus, the lower sum) named on a line under it, those the
last box adds to lit as they add in. It comes in over
:data:`~game.theme_stage.YAMS_TOTAL_TAKEOVER_ENTER` of the moment and leaves from
:data:`~game.theme_stage.YAMS_TOTAL_TAKEOVER_EXIT`, the TOTAL cell holding its figure under
it; a click or a key ends it (the moment's skip).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game import theme, theme_stage
from game.flow.total_count import added_parts, counting, total_parts
from game.i18n import format_int
from game.views.moments import ease_out
from game.views.stage_champion import seat_lettering
from game.views.turn_handoff import seat_band_fill
from game.widgets import layout_record
from game.widgets.decor import draw_sparkle
from game.widgets.felt import felt_area
from game.widgets.seats import player_style, seat_colour
from game.widgets.text import BOLD, STAMP, render

_INK: dict[tuple[str, int, tuple[int, int, int], str], pygame.Surface] = {}


def ink(text: str, height: int, colour: tuple[int, int, int],
        face: str = STAMP) -> pygame.Surface:
    """``text`` in ``face`` (the stages' one display face, S94 4.) cropped to its ink,
    scaled to ``height`` pixels tall."""
    key = (text, height, colour, face)
    image = _INK.get(key)
    if image is None:
        big = render(text, max(theme.least_type(), round(height * 1.6)), colour, face)
        box = big.get_bounding_rect()
        crop = big.subsurface(box).copy() if box.w and box.h else big
        width = max(1, round(crop.get_width() * height / max(1, crop.get_height())))
        image = pygame.transform.smoothscale(crop, (width, max(1, height)))
        if len(_INK) > 64:  # bounded: a few sizes and figures a moment
            _INK.clear()
        _INK[key] = image
    return image


def presence(progress: float) -> float:
    """How present the takeover is at ``progress`` (0..1): it comes in, holds, leaves."""
    enter, leave = theme_stage.YAMS_TOTAL_TAKEOVER_ENTER, theme_stage.YAMS_TOTAL_TAKEOVER_EXIT
    if progress < enter:  # (seen from its first frame: the cell under it is bare)
        return max(0.2, ease_out(max(0.0, progress) / enter))
    if progress < leave:
        return 1.0
    return max(0.0, 1 - (progress - leave) / (1 - leave))


def figure_height(felt: pygame.Rect) -> int:
    """The figure's ink height on ``felt``: :data:`~game.theme_stage.YAMS_TOTAL_TAKEOVER_SHARE`
    of its height."""
    return max(8, round(felt.h * theme_stage.YAMS_TOTAL_TAKEOVER_SHARE))


def draw_total_takeover(surface: pygame.Surface, card: Any, counter: Any, event: Any,
                        name: str, players: Any, progress: float, age: float,
                        tr: Callable[[str], str], ending: bool = False) -> pygame.Rect | None:
    """The TOTAL of a full ``card`` (its ``counter``: whose, from what figure; ``event``: its
    last box) taking the felt over at ``progress`` (0..1); return its figure's rect (None
    once it has gone). The name, the figure and the parts' line stand as one block centred
    on the felt, on a band of the player's own seat colour, deepened for cream words
    (:func:`~game.views.turn_handoff.seat_band_fill`, ruling S71: never an unrelated wine or
    navy). ``ending`` (the game's last card): the veil stays dark as it leaves, the results
    coming over that darkness (no bright beat of the table between them)."""
    player = counter.player
    lit = presence(progress)
    if lit <= 0:
        return None
    felt = felt_area(surface.get_size())
    veil = pygame.Surface(felt.size, pygame.SRCALPHA)
    dark = 1.0 if ending else lit  # (an end's: dark from its first frame, no bright beat)
    veil.fill((0, 0, 0, round(theme_stage.YAMS_TOTAL_TAKEOVER_VEIL * dark)))
    surface.blit(veil, felt)
    layout_record.covered(surface)  # the table is under the takeover while it shows
    parts = total_parts(card)
    value = counting(counter.start, counter.end, progress)
    landed = progress >= theme_stage.YAMS_TOTAL_TAKEOVER_COUNTED
    height = figure_height(felt)
    rest = ink(format_int(card.total), height, theme.GOLD)  # its place: the landed figure's
    title = _name_image(name, players, player, felt)
    line = _parts_images(parts, set() if landed else added_parts(event), felt, tr)
    line_h = max(image.get_height() for image, _ in line)
    gap = max(6, round(felt.h * 0.03))
    block = title.get_height() + gap + height + 2 * gap + line_h
    top = felt.centery - block // 2
    name_at = title.get_rect(midtop=(felt.centerx, top))
    figure_at = rest.get_rect(midtop=(felt.centerx, name_at.bottom + gap))
    line_top = figure_at.bottom + 2 * gap  # (clear of the figure's drop shadow)
    fill = seat_band_fill(player_style(players, player))  # the player's own (S71)
    _draw_band(surface, felt, pygame.Rect(felt.x, name_at.top, felt.w,
                                          line_top + line_h - name_at.top), gap, lit,
               lit if progress < theme_stage.YAMS_TOTAL_TAKEOVER_ENTER else 1.0, fill)
    pop = 0.82 + 0.18 * ease_out(progress / theme_stage.YAMS_TOTAL_TAKEOVER_ENTER)
    shown = max(8, round(height * pop))
    text = format_int(value)
    figure = ink(text, shown, theme.GOLD).copy()
    where = figure.get_rect(midright=(figure_at.centerx + round(figure_at.w * pop) // 2,
                                      figure_at.centery))  # digits grow leftwards
    shadow = ink(text, shown, theme.SHADOW).copy()
    off = max(2, round(shown * 0.05))
    for image in (shadow, figure, title):
        image.set_alpha(round(255 * lit))
    surface.blit(shadow, where.move(off, off))
    surface.blit(figure, where)
    surface.blit(title, name_at)
    if layout_record.ON:
        layout_record.text(surface, where, text, "celebration")
        layout_record.text(surface, name_at, name, "celebration_name")
    _draw_parts(surface, line, felt, line_top, lit)
    if landed and lit >= 1:  # landed: it sparkles at its corners
        spark = max(4, round(height * 0.12))
        for k, (x, y) in enumerate((where.topleft, where.topright)):
            twinkle = 0.6 + 0.4 * abs(((age * 3 + k) % 2) - 1)
            draw_sparkle(surface, theme.CREAM if k else theme.GOLD,
                         (x - spark if k == 0 else x + spark, y), max(2, round(spark * twinkle)))
    return where


def _name_image(name: str, players: Any, player: int, felt: pygame.Rect) -> pygame.Surface:
    """The player's name in their seat's colour (fitted to the felt's width)."""
    want = max(8, round(felt.h * theme_stage.YAMS_TOTAL_TAKEOVER_NAME))
    size = max(theme.least_type(), round(want / theme.FONT_EM * 1.35))
    image = seat_lettering(name, size, seat_colour(player_style(players, player)))
    if image.get_width() > felt.w * 0.9:  # a long name: fitted to the felt
        image = pygame.transform.smoothscale(
            image, (round(felt.w * 0.9), round(image.get_height() * felt.w * 0.9
                                               / image.get_width())))
    return image


def parts_size(felt: pygame.Rect) -> int:
    """The parts' line's layout type on ``felt`` (never under the game's least)."""
    return max(theme.least_type(),
               round(felt.h * theme_stage.YAMS_TOTAL_TAKEOVER_PARTS / theme.FONT_EM))


def _parts_images(parts: tuple[tuple[str, int], ...], adding: Any, felt: pygame.Rect,
                  tr: Callable[[str], str]) -> list[tuple[pygame.Surface, str]]:
    """The sums that make the TOTAL, each "Total sus 63": those the last box adds to in gold
    while they add in, the others (and all once landed) in cream."""
    size = parts_size(felt)
    images = []
    for key, points in parts:
        colour = theme.GOLD if key in adding else theme.CREAM
        text = f"{tr('yams.row.' + key)} {format_int(points)}"
        images.append((render(text, size, colour, BOLD), text))
    return images


def _draw_parts(surface: pygame.Surface, images: list[tuple[pygame.Surface, str]],
                felt: pygame.Rect, top: int, lit: float) -> None:
    """The parts' line centred on the felt at ``top``, a dot between them."""
    size_h = max(image.get_height() for image, _ in images)
    dot = render("·", parts_size(felt), theme.MUTED, BOLD)
    space = max(dot.get_width() * 3, size_h)
    width = sum(i.get_width() for i, _ in images) + space * (len(images) - 1)
    x = felt.centerx - width // 2
    for k, (image, text) in enumerate(images):
        if k:
            surface.blit(dot, dot.get_rect(center=(x - space // 2, top + image.get_height() // 2)))
        image.set_alpha(round(255 * lit))
        surface.blit(image, (x, top))
        if layout_record.ON:
            layout_record.text(surface, pygame.Rect(x, top, *image.get_size()), text,
                               "celebration_part")
        x += image.get_width() + space


def _draw_band(surface: pygame.Surface, felt: pygame.Rect, block: pygame.Rect, pad: int,
               lit: float, opening: float,
               fill: tuple[int, int, int]) -> None:
    """A deep band of ``fill`` (the player's seat colour, deepened: ruling S71) across the
    felt behind the ``block`` (name, figure, parts), gold rules at its edges, opening from
    the middle as the takeover comes in (``opening``), fading whole (``lit``) as it
    leaves."""
    band = block.inflate(0, 2 * pad)
    rest = pygame.Rect(felt.x, band.y, felt.w, band.h)  # where it stands once open
    band.w = round(felt.w * (0.45 + 0.55 * opening))  # (never narrower than its figure)
    band.centerx = felt.centerx
    if band.w <= 0 or band.h <= 0:
        return
    layer = pygame.Surface(band.size, pygame.SRCALPHA)
    r, g, b = fill
    for y in range(band.h):  # darkest at its edges, a glow of its colour in its middle
        mid = 1 - abs(y - band.h / 2) / (band.h / 2)
        layer.fill((round(r * (0.5 + 0.5 * mid)), round(g * (0.5 + 0.5 * mid)),
                    round(b * (0.5 + 0.5 * mid)), round(255 * lit)),  # opaque (S78)
                   pygame.Rect(0, y, band.w, 1))
    rule = max(2, round(band.h * 0.008))
    for y in (0, band.h - rule):
        layer.fill((*theme.GOLD, round(255 * lit)), pygame.Rect(0, y, band.w, rule))
    surface.blit(layer, band)
    if layout_record.ON:  # the voice of the moment: what it lies on gives way to it
        layout_record.panel(surface, rest, "banner")
