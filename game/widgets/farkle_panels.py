"""Drawing helpers of the 10 000 table: players with progress bars, banners and small dice
icons (the Tura panel is :mod:`game.widgets.farkle_turn_panel`'s, split from here in round 75).

Every function only draws what it is given (already translated words, numbers written with
:func:`game.i18n.format_int`); none of them knows a rule of the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import pygame

from game import theme, theme_table
from game.widgets import layout_record, seats
from game.widgets.button import blend
from game.widgets.dice_render import FaceCache, Look
from game.widgets.farkle_banners import draw_look_banner
from game.widgets.farkle_count_ink import ROW_FLASH, count_ink, flash_strength, row_ground
from game.widgets.farkle_dense_rows import dense_mid, dense_row, is_dense
from game.widgets.farkle_turn_parts import draw_turn_foot as draw_turn_foot  # (re-exported)
from game.widgets.farkle_turn_parts import turn_foot_height as turn_foot_height
from game.widgets.farkle_turn_parts import turn_panel_height as turn_panel_height
from game.widgets.farkle_turn_parts import turn_value_row as turn_value_row
from game.widgets.felt import draw_panel, draw_titled_panel
from game.widgets.text import (
    STAMP,
    balanced_lines,
    draw_text,
    fit_size,
    text_size,
)

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class PlayerLine:
    """One player as the players panel shows it."""

    name: str
    total: str
    progress: float
    """0..1: the banked total over the target."""
    current: bool = False
    next_up: bool = False
    computer_tag: str = ""
    next_tag: str = ""
    reached_tag: str = ""
    """"obiectiv atins": the player who reached the target and started the last round."""
    glow: float = 0.0
    """0..1: the total glows right after points landed in it."""
    winner: bool = False
    """The game is over and this player won it: the row is a gold plaque."""
    seat: int | None = None
    """The player's seat: its mark before the name (:mod:`game.widgets.seats`)."""
    shown: float = 1.0
    """0..1: how much of the total's figure shows (a small bank's "+N" lands on an emptied
    place: the old figure fades out first, the new one back in as it counts up)."""


@dataclass(frozen=True)
class ValueLine:
    """A label on the left and its value on the right (the turn panel)."""

    label: str
    value: str
    colour: Colour = theme.CREAM
    bar: float | None = None
    """When given (0..1), a thin bar under the line (the risk; the fact's total to come)."""
    bar_from: float = 0.0
    """Where the bar's bright part begins (0..1): what is there already, drawn dimmer (the
    fact's bar: the total banked, then what banking adds)."""
    bar_colour: Colour | None = None
    """The bar's own colour (a bank's dice row: the bank's gold); None: the risk's, green to
    red as it grows (red on this table means a bust)."""


def spent(line: ValueLine) -> ValueLine:
    """``line`` drawn spent: its figure kept, dull, its bar grey (the Tura panel's dice and
    risk once a bust is seen: ruling S96 1., round 81, hF107)."""
    return replace(line, colour=theme_table.FARKLE_SPENT_FIGURE,
                   bar_colour=theme_table.FARKLE_SPENT_BAR)


def draw_dice_row(surface: pygame.Surface, cache: FaceCache, faces: Sequence[int],
                  topleft: tuple[int, int], side: int, gap: int,
                  looks: Sequence[Look] | None = None) -> pygame.Rect:
    """Draw small dice side by side from ``topleft``; return the rect the bodies cover."""
    x, y = topleft
    for k, face in enumerate(faces):
        look = looks[k] if looks is not None else Look.NORMAL
        image = cache.face(face, side, look)
        surface.blit(image, image.get_rect(center=(x + side // 2, y + side // 2)))
        x += side + gap
    width = max(0, len(faces) * (side + gap) - gap)
    return pygame.Rect(topleft[0], y, width, side)


def draw_tag(surface: pygame.Surface, text: str, size: int, pos: tuple[int, int],
             colour: Colour, scale: float) -> pygame.Rect:
    """Draw ``text`` in a small rounded pill whose left middle is ``pos``; return its rect."""
    w, h = text_size(text, size)
    pad = theme.px(10, scale)
    rect = pygame.Rect(0, 0, w + 2 * pad, h + theme.px(4, scale))
    rect.midleft = pos
    pygame.draw.rect(surface, blend(theme.PANEL, colour, 0.25), rect,
                     border_radius=rect.h // 2)
    pygame.draw.rect(surface, colour, rect, max(1, theme.px(2, scale)),
                     border_radius=rect.h // 2)
    draw_text(surface, text, size, colour, rect.center)
    if layout_record.ON:
        layout_record.panel(surface, rect, "tag")
    return rect


def draw_bar(surface: pygame.Surface, rect: pygame.Rect, fraction: float,
             colour: Colour) -> None:
    """A rounded progress bar filled to ``fraction`` (clamped to 0..1)."""
    radius = rect.h // 2
    layout_record.panel(surface, rect, "bar")  # live content: no coach card lies on it
    pygame.draw.rect(surface, theme.FARKLE_BAR_BACK, rect, border_radius=radius)
    filled = round(rect.w * min(1.0, max(0.0, fraction)))
    if filled > 0:
        pygame.draw.rect(surface, colour, pygame.Rect(rect.x, rect.y, max(filled, rect.h),
                                                      rect.h), border_radius=radius)


PLAYER_ROW = 92
"""A player's row in the players panel, reference pixels (its most)."""

COMPACT_ROW = 62
"""A short player's row (many seats): its type keeps the full row's size down to here."""

TIGHT_ROW = 46
"""The least a player's row shrinks to (reference pixels; never under :func:`least_row`):
below :data:`COMPACT_ROW` its type follows the row, so the scoring guide keeps its side."""


ROW_TOKEN = 32
"""A players' row's seat token's least side, reference pixels (ruling S71: its shape read at
1024×600 beside a small name)."""


def row_token_side(name_size: int, scale: float) -> int:
    """The side of the seat token before a name of ``name_size`` in a players' row."""
    return max(seats.mark_side(name_size, token=True), theme.px(ROW_TOKEN, scale))


def row_lead(name_size: int, scale: float) -> int:
    """The room a players' row's token and its gap take before the name."""
    return row_token_side(name_size, scale) + seats.mark_gap(name_size)


def player_row_height(scale: float) -> int:
    """Height of one player's row in the players panel (its most)."""
    return theme.px(PLAYER_ROW, scale)


def least_row(scale: float) -> int:
    """The least height of a player's row at ``scale``: :data:`TIGHT_ROW`, and never less
    than the type floor's line with its progress bar under it."""
    return max(theme.px(TIGHT_ROW, scale), theme.font_floor(scale) + theme.px(10, scale) + 4)


def _overhead(scale: float) -> int:
    """The players panel's height besides its rows: padding, the title line."""
    small = theme.font_px(theme.FONT_SMALL, scale)
    return 2 * theme.px(24, scale) + small + theme.px(22, scale)


def rows_beside(height: int, count: int, scale: float) -> tuple[int, bool]:
    """The row height of ``count`` players in a panel of at most ``height`` pixels (full
    rows when they fit, else shorter ones down to :func:`least_row`), and whether even the
    shortest rows are too high (then the guide under them goes elsewhere)."""
    row = (height - _overhead(scale)) // max(1, count)
    least = least_row(scale)
    return max(least, min(player_row_height(scale), row)), row < least


def row_in(rect: pygame.Rect, scale: float, count: int | None) -> int:
    """The row height of a players panel at ``rect`` holding ``count`` players: the panel
    is built as high as its rows (:func:`players_panel_height`), so the row follows."""
    if not count:
        return player_row_height(scale)
    if is_dense(rect.h, scale, count, _overhead(scale)):  # one line a player (hF61)
        return dense_row(scale)
    return max(least_row(scale),
               min(player_row_height(scale), (rect.h - _overhead(scale)) // count))


TAG_FONT = 30
"""The layout size of a player's tags ("urmează", "IA"): about 21 px of em at 1920×1080,
read at a glance beside a name (26 read as a 14 px speck)."""


TAG_LEAST = 0.8
"""The share of :data:`TAG_FONT` a compact list's tags keep (about 17 px of em at 1920)."""


def tag_size_in(scale: float, squeeze: float) -> int:
    """The one size of every tag in a players list whose rows are ``squeeze`` of full
    height (a little smaller in a compact list, never under the readable floor)."""
    share = max(TAG_LEAST, min(1.0, squeeze))
    return max(theme.font_floor(scale), round(theme.font_px(TAG_FONT, scale) * share))


def _draw_lit(surface: pygame.Surface, band: pygame.Rect, mid: int, scale: float) -> None:
    """The lit ground of the row on turn at ``band``, its gold arrow at its left."""
    pygame.draw.rect(surface, row_ground(0.0, True), band, border_radius=theme.px(14, scale))
    cx, cy = band.x + theme.px(14, scale), band.y + mid
    r = theme.px(9, scale)
    pygame.draw.polygon(surface, theme.GOLD,
                        [(cx - r // 2, cy - r), (cx - r // 2, cy + r), (cx + r, cy)])


def draw_players(surface: pygame.Surface, rect: pygame.Rect, scale: float, title: str,
                 target_label: str, target: str, lines: Sequence[PlayerLine]) -> None:
    """The players panel: title, target, then each player with total and progress; the row
    on turn lit in its place, at once (ruling S38 amended round 78: with the "La rând" pill)."""
    pad = draw_titled_panel(surface, rect, scale, title, f"{target_label} {target}")
    row = row_in(rect, scale, len(lines))
    squeeze = row / player_row_height(scale)  # a compact row keeps its proportions
    mid = round(theme.px(28, scale) * squeeze)
    list_tag = tag_size_in(scale, squeeze)
    total_size = list_total_size(scale, row)
    name_size = list_name_size(rect, scale, lines, total_size)
    drop = bar_drop(rect, scale, len(lines), mid, total_size, list_tag,
                    any(line.computer_tag or line.reached_tag or line.next_tag for line in lines))
    # round 31: where a tight list's pills would cut a name on its line, every status of
    # the list is a small mark in its row's marker column instead (names whole)
    icons = status_marks(rect, scale, lines, name_size, total_size, mid, list_tag, drop)
    # the tags' column under the totals: every bar of the list ends before its widest row of
    # tags, one length (hF71, critic D69: "urmează" cut its own player's bar short)
    column = max((sum(seats.tag_size(t, list_tag, scale)[0] + theme.px(10, scale)
                      for t in row_tags(line, icons)) for line in lines), default=0)
    for index, line in enumerate(lines):
        band = player_band(rect, scale, index, len(lines))
        if band.y + row > rect.bottom + theme.px(6, scale):
            continue
        if line.winner:
            pygame.draw.rect(surface, theme.WINNER_ROW, band, border_radius=theme.px(14, scale))
        elif line.current:
            _draw_lit(surface, band, mid, scale)
        if line.glow > 0 and not line.winner:  # hF25: banked points landed: the row flashes
            if line.current:  # (hF29: the frame follows the turn: gone once it passes)
                draw_row_flash(surface, band, line.glow, scale)
        name_x = band.x + theme.px(30, scale)
        tags = [(t, c) for t, c in ((line.computer_tag, theme.GOLD),
                                    (line.reached_tag, theme.GOLD),
                                    (line.next_tag, theme.MUTED)) if t]
        if icons:
            tags = [(t, c) for t, c in tags if t == line.computer_tag]
            if not line.current:  # (the current row's arrow stands there)
                draw_status_mark(surface, band, mid, scale, line)
        # The name keeps the list's one size whatever tags its row has (a tag never makes
        # it smaller): the tags stand at the end of the progress row, the bar ending before
        # them, whenever the list's rows are tall enough to hold them under the total (one
        # place for every tag of the list: none jumps between the name's line and the
        # bar's); in a tight list they stay on the line and the name yields them its end
        # ("Ștefan Ț…") when both do not fit.
        tags_w = sum(seats.tag_size(t, list_tag, scale)[0] + theme.px(10, scale)
                     for t, _ in tags)
        # (room up to the total at rest: its glow as points land moves nothing)
        total_x = band.right - pad // 2 - text_size(line.total, total_size)[0]
        room = total_x - name_x - theme.px(NAME_TOTAL_GAP, scale)
        bar = pygame.Rect(name_x, band.y + round(theme.px(58, scale) * squeeze) + drop,
                          band.right - pad // 2 - name_x,
                          max(4, round(theme.px(12, scale) * min(1.0, squeeze + 0.15))))
        lead = row_lead(name_size, scale) if line.seat is not None else 0
        under = column > 0 and tags_fit_below(band, bar, mid, total_size, list_tag, scale, drop)
        below = bool(tags) and under
        if tags and not below and lead + text_size(line.name, name_size)[0] + tags_w > room:
            room -= tags_w
        name_rect = seats.draw_marked_name(
            surface, line.name, name_size, theme.WINNER_ROW_TEXT if line.winner
            else theme.CREAM if line.current else theme.MUTED, (name_x, band.y + mid),
            line.seat, max_width=room, token=True, mark=row_token_side(name_size, scale))
        tx, ty = name_rect.right + theme.px(10, scale), name_rect.centery
        if under:
            bar.w = max(0, bar.right - column - bar_air(scale) - bar.x)  # (air: S81 5.)
        if below:
            tx, ty = band.right - pad // 2 - tags_w + theme.px(10, scale), bar.centery
        for text, tag_colour in tags:
            if tag_colour == theme.MUTED:  # "urmează": solid, readable at 1024×600
                tx = seats.draw_solid_tag(surface, text, list_tag, (tx, ty),
                                          scale).right + theme.px(8, scale)
                continue
            tx = draw_tag(surface, text, list_tag, (tx, ty), tag_colour,
                          scale).right + theme.px(8, scale)
        # The total, swelling a little as points land in it, never onto the name's line's
        # name or tags (its glow grows leftwards only into the free room beside them).
        glow = line.glow
        colour = (theme.WINNER_ROW_TEXT if line.winner  # (never a ghost: round 75, cB75)
                  else count_ink(glow, line.current))
        written = name_rect.right if below else tx - theme.px(8, scale)
        free = band.right - pad // 2 - written - theme.px(6, scale)
        grown = round(total_size * (1 + 0.25 * glow))
        if glow > 0 and text_size(line.total, grown)[0] > free:
            grown = max(total_size, fit_size(line.total, grown, free))
        draw_total(surface, line, grown, colour, (band.right - pad // 2, band.y + mid), scale)
        if bar.w > 0:
            draw_bar(surface, bar, line.progress, theme.GOLD_DARK if line.winner
                     else theme.FARKLE_BAR if line.progress < 1 else theme.FARKLE_HOT)


def status_marks(rect: pygame.Rect, scale: float, lines: Sequence[PlayerLine], name_size: int,
                 total_size: int, mid: int, tag: int, drop: int) -> bool:
    """Whether the list at ``rect`` says its rows' statuses ("obiectiv atins", "urmează") as
    marks in the marker column: where its pills stand on the names' line (too tight a list
    for them under the totals) and one of them would cut its row's name there."""
    pad = theme.px(24, scale)
    squeeze = row_in(rect, scale, len(lines)) / player_row_height(scale)
    for index, line in enumerate(lines):
        tags = [t for t in (line.computer_tag, line.reached_tag, line.next_tag) if t]
        if not tags:
            continue
        band = player_band(rect, scale, index, len(lines))
        bar = pygame.Rect(0, band.y + round(theme.px(58, scale) * squeeze) + drop, 1,
                          max(4, round(theme.px(12, scale) * min(1.0, squeeze + 0.15))))
        if tags_fit_below(band, bar, mid, total_size, tag, scale, drop):
            return False  # the list's pills stand under the totals: no name is cut
        width = sum(seats.tag_size(t, tag, scale)[0] + theme.px(10, scale) for t in tags)
        name_x = band.x + theme.px(30, scale)
        total_x = band.right - pad // 2 - text_size(line.total, total_size)[0]
        room = total_x - name_x - theme.px(NAME_TOTAL_GAP, scale)
        lead = row_lead(name_size, scale) if line.seat is not None else 0
        if lead + text_size(line.name, name_size)[0] + width > room:
            return True
    return False


STATUS_MARK_LEAST = 7
"""The least half-size of a status mark, pixels: 15 px beside the 17 px names at 1024×600
(round 62, critic B61: they were ~10 px)."""


def draw_status_mark(surface: pygame.Surface, band: pygame.Rect, mid: int, scale: float,
                      line: PlayerLine) -> None:
    """A row's status as a mark in its marker column (where the current row's gold arrow
    stands): the next player a hollow cream arrow, the target reached a gold tick."""
    cx, cy = band.x + theme.px(14, scale), band.y + mid
    r = max(STATUS_MARK_LEAST, theme.px(9, scale))
    width = max(2, theme.px(3, scale))
    if line.reached_tag:
        points = [(cx - r, cy), (cx - r // 3, cy + r * 2 // 3), (cx + r, cy - r * 2 // 3)]
        pygame.draw.lines(surface, theme.GOLD, False, points, width)
    elif line.next_tag:
        points = [(cx - r // 2, cy - r), (cx - r // 2, cy + r), (cx + r, cy)]
        pygame.draw.polygon(surface, theme.CREAM, points, max(1, width - 1))
    else:
        return
    layout_record.panel(surface, pygame.Rect(cx - r, cy - r, 2 * r + 1, 2 * r + 1), "tag_icon")


def draw_total(surface: pygame.Surface, line: PlayerLine, size: int, colour: Colour,
               at: tuple[int, int], scale: float) -> None:
    """A row's total, its right edge at ``at``, as much of it as ``line.shown`` (none: the
    place is left empty for the "+N" landing on it)."""
    shadow = 0 if line.winner else theme.px(2, scale)
    if line.shown <= 0:
        return
    if line.shown >= 1:
        draw_text(surface, line.total, size, colour, at, "midright", shadow=shadow)
        return
    width, height = text_size(line.total, size)
    room = pygame.Rect(0, 0, width + 2 * shadow + 4, height + 2 * shadow + 8)
    room.midright = (at[0] + shadow + 2, at[1])
    layer = pygame.Surface(room.size, pygame.SRCALPHA)
    layer.blit(surface, (0, 0), room)
    box = draw_text(layer, line.total, size, colour, (at[0] - room.x, at[1] - room.y),
                    "midright", shadow=shadow)
    layer.set_alpha(round(255 * line.shown))
    surface.blit(layer, room)
    if layout_record.ON:  # drawn through a layer: the window's record still sees it
        layout_record.text(surface, box.move(room.topleft), line.total, "", size)


def bar_air(scale: float) -> int:
    """The felt between a progress bar's end and the tags' column beside it: never under
    12 px, so that the "urmează" chip reads as a chip, not as its bar's end (ruling S81 5.,
    round 80, hF102; critic cF79: it touched its bar at 1024×600)."""
    return max(14, theme.px(16, scale))


TAG_CLEAR = 8
"""Reference pixels of the panel kept between a total's letters and a tag's rim under it
(hF28: 2 let the rim meet the "10 450" at 1024×600; where the rows are too short for this the
tags stand on the name's line, the name yielding them its end)."""


def row_tags(line: PlayerLine, icons: bool) -> list[str]:
    """The tags a players' row shows as pills ("IA", "obiectiv atins", "urmează"; the
    computer's alone where the statuses are marks)."""
    tags = [t for t in (line.computer_tag, line.reached_tag, line.next_tag) if t]
    return [t for t in tags if t == line.computer_tag] if icons else tags


def tags_fit_below(band: pygame.Rect, bar: pygame.Rect, mid: int, total_size: int,
                   tag: int, scale: float, drop: int = 0) -> bool:
    """Whether a tag pill of layout size ``tag`` centred on the progress ``bar`` stays under
    the ink of the row's total (drawn at ``mid`` in ``total_size``) and inside its ``band``
    (``drop``: the pixels :func:`bar_drop` lowered the list's bars so that they do)."""
    if drop > 0:
        return True
    half = seats.tag_size("Ăg", tag, scale)[1] // 2
    ink_bottom = band.y + mid + round(total_size * 0.36)
    return (bar.centery - half >= ink_bottom + theme.px(TAG_CLEAR, scale)
            and bar.centery + half <= band.bottom + theme.px(4, scale))


def list_total_size(scale: float, row: int) -> int:
    """The one size of a players list's totals in rows ``row`` pixels high."""
    squeeze = row / player_row_height(scale)
    body = theme.font_px(theme.FONT_BODY, scale)
    total_size = body if squeeze > 0.9 else max(theme.font_floor(scale), round(body * 0.85))
    if row < theme.px(COMPACT_ROW, scale):  # a tight row: its type follows it
        total_size = max(theme.font_floor(scale),
                         min(total_size, round(total_size * row / theme.px(COMPACT_ROW, scale))))
    return total_size


def bar_drop(rect: pygame.Rect, scale: float, count: int, mid: int, total_size: int,
             tag: int, tagged: bool) -> int:
    """Pixels every progress bar of a compact players list at ``rect`` is lowered (into the
    gap between two rows' bands, never onto the next row) so the tags still stand at the
    bars' end, under the totals, at the table's type floor (hF25: else "Jucă… obiectiv
    atins" at 1024×600); 0 where they fit without or not even with it."""
    if not tagged:
        return 0
    band = player_band(rect, scale, 0, count)
    squeeze = row_in(rect, scale, count) / player_row_height(scale)
    bar = pygame.Rect(0, band.y + round(theme.px(58, scale) * squeeze), 1,
                      max(4, round(theme.px(12, scale) * min(1.0, squeeze + 0.15))))
    if tags_fit_below(band, bar, mid, total_size, tag, scale):
        return 0
    tall = seats.tag_size("Ăg", tag, scale)[1]
    ink = band.y + mid + round(total_size * DIGITS_INK)  # a total is figures: no descender
    room = band.y + row_in(rect, scale, count) - 1  # the band and the gap under it, less 1
    for drop in range(1, max(0, room - band.bottom) + 1):
        top = bar.centery + drop - tall // 2
        if top >= ink + theme.px(TAG_CLEAR, scale) and top + tall <= room:
            return drop
    return 0


DIGITS_INK = 0.28
"""How far below its middle a figure's ink ends, in layout font sizes (its baseline: Lato's
line box is 1.2 em, the baseline 0.39 em under its middle, an em 0.72 of the size)."""


def draw_row_flash(surface: pygame.Surface, band: pygame.Rect, glow: float,
                    scale: float) -> None:
    """The banker's row lit gold as the points land (``glow`` 1 → 0), a bright rim round it."""
    radius = theme.px(14, scale)
    layer = pygame.Surface(band.size, pygame.SRCALPHA)
    strength = flash_strength(glow)  # a flash: bright at once, quickly gone
    pygame.draw.rect(layer, (*theme.GOLD, round(255 * ROW_FLASH * strength)), layer.get_rect(),
                     border_radius=radius)
    pygame.draw.rect(layer, (*blend(theme.GOLD, theme.CREAM, 0.5), round(255 * strength)),
                     layer.get_rect(),
                     max(1, theme.px(3, scale)), border_radius=radius)
    surface.blit(layer, band.topleft)
    layout_record.panel(surface, band, "row_flash")


NAME_TOTAL_GAP = 8
"""Reference pixels of felt kept between a player's name (or its tags) and its total (hF25:
at the Yams table's type floor "Ștefan Țuțuianu" and "obiectiv atins" still fit whole beside a
total at 1366×768)."""


def list_name_size(rect: pygame.Rect, scale: float, lines: Sequence[PlayerLine],
                   total_size: int) -> int:
    """The one size of every name in a players panel at ``rect`` (totals of ``total_size``):
    the largest at which each name fits whole between its mark and its total (never under
    seven tenths of the totals' size nor the type floor: a longer name is then cut), the
    same whether a row has tags or not."""
    pad = theme.px(24, scale)
    size = total_size
    for index, line in enumerate(lines):
        band = player_band(rect, scale, index, len(lines))
        total_x = band.right - pad // 2 - text_size(line.total, total_size)[0]
        room = total_x - band.x - theme.px(30, scale) - theme.px(NAME_TOTAL_GAP, scale)
        lead = seats.marked_width(total_size, token=True) if line.seat is not None else 0
        size = min(size, fit_size(line.name, total_size, room - lead))
    return max(theme.font_floor(scale), round(total_size * 0.7), size)


def player_band(rect: pygame.Rect, scale: float, index: int,
                count: int | None = None) -> pygame.Rect:
    """The band of player ``index``'s row (name, total, progress) in a players panel at
    ``rect`` holding ``count`` players (None: rows of full height); the current player's is
    tinted, the win celebration pops it."""
    pad = theme.px(24, scale)
    small = theme.font_px(theme.FONT_SMALL, scale)
    row = row_in(rect, scale, count)
    y = rect.y + pad + small + theme.px(22, scale) + index * row
    return pygame.Rect(rect.x + theme.px(10, scale), y, rect.w - theme.px(20, scale),
                       row - theme.px(8, scale))


def total_anchor(rect: pygame.Rect, scale: float, index: int,
                 count: int | None = None) -> tuple[int, int]:
    """Where player ``index``'s total is drawn in a players panel at ``rect`` holding
    ``count`` players (its centre)."""
    pad = theme.px(24, scale)
    small = theme.font_px(theme.FONT_SMALL, scale)
    row = row_in(rect, scale, count)
    y = rect.y + pad + small + theme.px(22, scale) + index * row
    mid = dense_mid(scale) if count and is_dense(rect.h, scale, count, _overhead(scale)) \
        else round(theme.px(28, scale) * row / player_row_height(scale))
    return (rect.right - theme.px(10, scale) - pad // 2 - theme.px(50, scale), y + mid)


def players_panel_height(count: int, scale: float, row: int | None = None) -> int:
    """The height the players panel needs for ``count`` players in rows of ``row`` pixels
    (default: the full row)."""
    return _overhead(scale) + count * (player_row_height(scale) if row is None else row)


def draw_banner(surface: pygame.Surface, centre: tuple[int, int], width: int, scale: float,
                title: str, lines: Sequence[str], colour: Colour, alpha: int,
                bottom: int | None = None, solid: bool = False, look: str = "panel",
                glow: float = 0.0) -> pygame.Rect:
    """A big message over the felt (bust, hot dice, last round), faded to ``alpha``; long
    lines wrap, and the banner moves up so it never reaches below ``bottom``; ``solid``: an
    opaque panel (nothing under it shows through); ``look``: "panel", or the bust's "plate"
    (red-washed by ``glow``, :mod:`game.widgets.farkle_banners`). Return the rect it covers."""
    if alpha <= 0:
        return pygame.Rect(centre, (0, 0))
    if look != "panel":
        return draw_look_banner(surface, centre, width, scale, title, lines, colour, alpha,
                                look, bottom=bottom, glow=glow)
    big = theme.font_px(theme.FONT_TITLE, scale)
    body = theme.font_px(theme.FONT_BODY, scale)
    inner = width - theme.px(60, scale)
    # Two lines of about one length, not a long line and an orphan ("…rămân:" / "400").
    lines = [part for line in lines for part in balanced_lines(line, body, inner, most=4)]
    height = big + theme.px(50, scale) + len(lines) * (body + theme.px(8, scale))
    layer = pygame.Surface((width, height), pygame.SRCALPHA)
    draw_panel(layer, layer.get_rect().inflate(-theme.px(12, scale), -theme.px(12, scale)),
               scale, alpha=255 if solid else theme.PANEL_ALPHA)
    pygame.draw.rect(layer, colour, layer.get_rect().inflate(-theme.px(12, scale),
                                                             -theme.px(12, scale)),
                     max(2, theme.px(4, scale)), border_radius=theme.px(theme.PANEL_RADIUS, scale))
    y = theme.px(26, scale) + big // 2
    marks = [draw_text(layer, title, big, colour, (width // 2, y), shadow=theme.px(4, scale),
                       max_width=width - theme.px(60, scale), weight=STAMP)]  # the display face
    y += big // 2 + theme.px(14, scale) + body // 2
    for line in lines:
        marks.append(draw_text(layer, line, body, theme.CREAM, (width // 2, y),
                               max_width=width - theme.px(60, scale)))
        y += body + theme.px(8, scale)
    layer.set_alpha(alpha)
    rect = layer.get_rect(center=centre)
    if bottom is not None and rect.bottom > bottom:
        rect.bottom = bottom
    surface.blit(layer, rect)
    if layout_record.ON:
        layout_record.panel(surface, rect, "announcement")
        for mark, said in zip(marks, (title, *lines), strict=True):
            layout_record.text(surface, mark.move(rect.x, rect.y), said, "announcement")
    return rect
