"""A full card's TOTAL counted on a plate of its own (round 75, hY103, critic cA75: "TOTAL is
nearly invisible: a thin outline and ~6 px sparkles"; ruling S8 amended).

While the TOTAL's moment plays, a wine plate with a gold rim rises out of the player's TOTAL
cell over their own column (never wider than it: no other player's column, no control under
it), the figure counting up on it in gold display type about
:data:`game.theme_stage.YAMS_TOTAL_PLATE_GROW` times the sheet's figures; once the count has
landed (:data:`game.theme_stage.YAMS_TOTAL_PLATE_SETTLE`) the plate and its figure shrink down
into the cell, melting into the cell's own figure as the moment ends. One figure: the
cell under the plate is bare (S8), the standings' row counts with it.
"""

from __future__ import annotations

import math

import pygame

from game import theme, theme_stage
from game.flow.moments import Counter
from game.i18n import format_int
from game.views.moments import ease_out
from game.widgets import layout_record
from game.widgets.decor import draw_sparkle
from game.widgets.sheet_grid import SheetGrid
from game.widgets.text import BOLD, DISPLAY, render

_INK: dict[tuple[str, int, tuple[int, int, int], str], pygame.Surface] = {}


def ink(text: str, height: int, colour: tuple[int, int, int],
        face: str = DISPLAY) -> pygame.Surface:
    """``text`` in ``face`` cropped to its ink, scaled to ``height`` pixels tall."""
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


def sheet_digits(sheet: SheetGrid) -> int:
    """The height of the sheet's TOTAL digits' ink (its row's type): what the plate's figure
    is measured against."""
    image = render("0123456789", sheet.row_type("total"), theme.INK, BOLD)
    return max(1, image.get_bounding_rect().h)


def rest_plate(sheet: SheetGrid, player: int, text: str,
               scale: float) -> tuple[pygame.Rect, int]:
    """The plate's rect at rest over ``player``'s column (its foot on the TOTAL cell's foot)
    and its figure's ink height for ``text``: :data:`~game.theme_stage.YAMS_TOTAL_PLATE_GROW`
    times the sheet's digits, less only where the column is too narrow for it."""
    cell = sheet.sum_cell_rect(player, "total")
    column = sheet.column_rect(player)
    margin = max(1, theme.px(3, scale))
    width = column.w - 2 * margin
    height = round(sheet_digits(sheet) * theme_stage.YAMS_TOTAL_PLATE_GROW)
    pad = max(2, round(height * theme_stage.YAMS_TOTAL_PLATE_PAD))
    probe = ink(text, 100, theme.GOLD)
    room = width - 2 * pad
    if probe.get_width() * height / 100 > room:  # a narrow column: fitted to it
        height = max(4, int(room * 100 / max(1, probe.get_width())))
    plate_h = height + 2 * pad
    top = max(column.y + sheet.row_h, cell.bottom - plate_h)  # never over the names' row
    plate = pygame.Rect(column.x + margin, top, width, cell.bottom - top)
    return plate, height


def frame_at(sheet: SheetGrid, player: int, text: str, progress: float,
             scale: float) -> tuple[pygame.Rect, int]:
    """The plate's rect and its figure's ink height at ``progress`` (0..1) of the moment:
    rising out of the cell, at rest while the figure counts, settling back into the cell."""
    plate, height = rest_plate(sheet, player, text, scale)
    cell = sheet.sum_cell_rect(player, "total").inflate(-theme.px(6, scale), -theme.px(4, scale))
    small = sheet_digits(sheet)
    enter, settle = theme_stage.YAMS_TOTAL_PLATE_ENTER, theme_stage.YAMS_TOTAL_PLATE_SETTLE
    if progress < enter:
        u = ease_out(max(0.0, progress) / enter)
    elif progress < settle:
        return plate, height
    else:
        u = 1 - ease_out(min(1.0, (progress - settle) / (1 - settle)))
    rect = pygame.Rect(round(cell.x + (plate.x - cell.x) * u),
                       round(cell.y + (plate.y - cell.y) * u),
                       round(cell.w + (plate.w - cell.w) * u),
                       round(cell.h + (plate.h - cell.h) * u))
    return rect, max(small, round(small + (height - small) * u))


def shown_value(counter: Counter, progress: float, step: int) -> int:
    """The figure on the plate at ``progress``: the counter's own (the standings' row says
    the same, S8), landed on the card's total by the time the plate settles."""
    return counter.value(progress, step)


def draw_total_plate(surface: pygame.Surface, sheet: SheetGrid, counter: Counter,
                     progress: float, step: int, scale: float, age: float) -> pygame.Rect:
    """The plate and its figure at ``progress`` of the TOTAL's moment; return its rect."""
    text = format_int(shown_value(counter, progress, step))
    final = format_int(counter.end)  # its size is the landed figure's: no jump as digits grow
    rect, height = frame_at(sheet, counter.player, final, progress, scale)
    settle = theme_stage.YAMS_TOTAL_PLATE_SETTLE
    resting = min(1.0, max(0.0, (1 - progress) / (1 - settle))) if progress > settle else 1.0
    fade = min(1.0, resting * 1.6)  # the plate melts into the cell's own figure as it lands
    if fade < 1:
        cell = sheet.sum_cell_rect(counter.player, "total")
        plain = render(final, sheet.row_type("total"), theme.INK, BOLD)
        surface.blit(plain, plain.get_rect(center=cell.center))
    radius = min(rect.h // 2, theme.px(12, scale))
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, round(120 * resting)), shade.get_rect(),
                     border_radius=radius)
    lift = theme.px(5, scale)
    surface.blit(shade, rect.move(lift // 2, lift))
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    r, g, b = theme_stage.YAMS_TOTAL_PLATE_FILL
    for k in range(rect.h):  # lighter at the top
        light = 1 - k / max(1, rect.h)
        pygame.draw.line(layer, (round(r + 60 * light), round(g + 16 * light),
                                 round(b + 14 * light), 250), (0, k), (rect.w, k))
    mask = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(layer, (*theme.GOLD, 255), layer.get_rect(), max(2, theme.px(4, scale)),
                     border_radius=radius)
    layer.set_alpha(round(255 * fade))
    surface.blit(layer, rect)
    figure = ink(text, height, theme.GOLD).copy()
    where = figure.get_rect(center=rect.center)
    shadow = ink(text, height, theme.SHADOW).copy()
    off = max(1, round(height * 0.06))
    shadow.set_alpha(round(255 * fade))
    figure.set_alpha(round(255 * fade))
    surface.blit(shadow, where.move(off, off))
    surface.blit(figure, where)
    if layout_record.ON:
        layout_record.text(surface, where, text, "celebration")
    _sweep(surface, rect, (progress - 0.2) / 0.5)
    if theme_stage.YAMS_TOTAL_PLATE_ENTER <= progress < settle:
        spark = max(3, min(theme.px(10, scale), rect.h // 6))
        for k, (x, y) in enumerate((rect.topleft, rect.topright)):
            twinkle = 0.55 + 0.45 * math.sin(age * 8 + 2.1 * k)
            inside = (x + spark if k == 0 else x - spark, y + spark)
            draw_sparkle(surface, theme.CREAM if k else theme.GOLD, inside,
                         max(2, round(spark * twinkle)))
    return rect


def _sweep(surface: pygame.Surface, rect: pygame.Rect, u: float) -> None:
    """A slanted band of light crossing the plate (``u`` 0..1)."""
    if not 0 < u < 1 or rect.w <= 4 or rect.h <= 4:
        return
    band = max(8, rect.w // 6)
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    x = round(-band - rect.h + (rect.w + 2 * band + rect.h) * u)
    for i in range(band):
        alpha = round(70 * math.sin(math.pi * i / band))
        pygame.draw.line(layer, (255, 240, 190, alpha), (x + i, rect.h), (x + i + rect.h, 0), 2)
    mask = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(),
                     border_radius=min(rect.h // 2, 12))
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(layer, rect)
