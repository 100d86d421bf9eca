"""The dense 10 000 players panel (critic B51): many seats in a small window, one line per
player: its status mark (the turn's gold arrow, the target reached a gold tick, the next player
a hollow arrow), its seat mark and name, its total, all at the table's body size, a thin
progress bar under the line; under the rows a legend line says the marks present in words
("✓ obiectiv atins  ▷ urmează"). The geometry is :mod:`game.widgets.farkle_dense_rows`'s."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game import theme
from game.widgets import seats
from game.widgets.farkle_count_ink import count_ink, row_ground
from game.widgets.farkle_dense_rows import (
    DENSE_BOTTOM,
    dense_bar_height,
    dense_bar_top,
    dense_mid,
    dense_type,
    legend_height,
)
from game.widgets.farkle_panels import (
    STATUS_MARK_LEAST,
    PlayerLine,
    draw_bar,
    draw_row_flash,
    draw_status_mark,
    draw_tag,
    draw_total,
    player_band,
)
from game.widgets.felt import draw_titled_panel
from game.widgets.text import draw_text, fit_size, text_size

DENSE_NAME_GAP = 12
"""Reference pixels of felt kept between a name and its total on a dense line (a longer name
is cut with "…", never run into its figure; half again the lists' gap: one line holds
both)."""

LEGEND_GAP = 22
"""Reference pixels between the legend's two entries."""

MARK_GAP = 12
"""Reference pixels between a legend mark and its word."""


def draw_dense_players(surface: pygame.Surface, rect: pygame.Rect, scale: float, title: str,
                       target_label: str, target: str, lines: Sequence[PlayerLine]) -> None:
    """The players panel as a dense list: title and target, a line per player, the legend."""
    pad = draw_titled_panel(surface, rect, scale, title, f"{target_label} {target}")
    size = dense_type(scale)
    mid = dense_mid(scale)
    count = len(lines)
    for index, line in enumerate(lines):
        band = player_band(rect, scale, index, count)
        _draw_row(surface, band, scale, line, size, mid, pad)
    last = player_band(rect, scale, count - 1, count) if count else rect
    # the legend's line in the middle of the room under the last bar, clear of the bar and
    # the border alike (round 78, hF94, S48: at 1024×600 it lay on the last bar)
    foot = max(legend_height(scale), rect.bottom - theme.px(4, scale) - last.bottom)
    legend = pygame.Rect(rect.x + pad, last.bottom, rect.w - 2 * pad, foot)
    _draw_legend(surface, legend, scale, lines, size)


def _draw_row(surface: pygame.Surface, band: pygame.Rect, scale: float, line: PlayerLine,
              size: int, mid: int, pad: int) -> None:
    """One player's line: the band's tint, its mark, name, total and bar."""
    radius = theme.px(12, scale)
    low = dense_bar_top(scale) + dense_bar_height(scale) + theme.px(DENSE_BOTTOM, scale)
    band = pygame.Rect(band.x, band.y, band.w, max(band.h, low))  # (its bar inside its tint)
    if line.winner:
        pygame.draw.rect(surface, theme.WINNER_ROW, band, border_radius=radius)
    elif line.current:
        pygame.draw.rect(surface, row_ground(0.0, True), band,
                         border_radius=radius)
        cx, cy = band.x + theme.px(14, scale), band.y + mid
        r = theme.px(9, scale)
        pygame.draw.polygon(surface, theme.GOLD,
                            [(cx - r // 2, cy - r), (cx - r // 2, cy + r), (cx + r, cy)])
    else:
        draw_status_mark(surface, band, mid, scale, line)
    if line.glow > 0 and line.current and not line.winner:  # banked points landed
        draw_row_flash(surface, band, line.glow, scale)
    name_x = band.x + theme.px(30, scale)
    right = band.right - pad // 2
    total_x = right - text_size(line.total, size)[0]
    room = total_x - name_x - theme.px(DENSE_NAME_GAP, scale)
    if line.computer_tag:  # (the computer's pill, where a list has one, ends the name)
        room -= seats.tag_size(line.computer_tag, size, scale)[0] + theme.px(10, scale)
    colour = (theme.WINNER_ROW_TEXT if line.winner else theme.CREAM if line.current
              else theme.MUTED)
    name = seats.draw_marked_name(surface, line.name, size, colour, (name_x, band.y + mid),
                                  line.seat, max_width=room, token=True,
                                  mark=seats.mark_side(size))  # (seven names kept whole)
    written = name.right
    if line.computer_tag:
        written = draw_tag(surface, line.computer_tag, size,
                           (name.right + theme.px(10, scale), name.centery), theme.GOLD,
                           scale).right
    # the total swells a little as points land, only into the free room beside the name
    free = right - written - theme.px(6, scale)
    grown = round(size * (1 + 0.25 * line.glow))
    if line.glow > 0 and text_size(line.total, grown)[0] > free:
        grown = max(size, fit_size(line.total, grown, free))
    total_colour = (theme.WINNER_ROW_TEXT if line.winner
                    else count_ink(line.glow, line.current))
    draw_total(surface, line, grown, total_colour, (right, band.y + mid), scale)
    bar = pygame.Rect(name_x, band.y + dense_bar_top(scale), right - name_x,
                      dense_bar_height(scale))
    draw_bar(surface, bar, line.progress, theme.GOLD_DARK if line.winner
             else theme.FARKLE_BAR if line.progress < 1 else theme.FARKLE_HOT)


def _draw_legend(surface: pygame.Surface, rect: pygame.Rect, scale: float,
                 lines: Sequence[PlayerLine], size: int) -> None:
    """The marks the rows show, each before its word, on one line at the panel's foot."""
    shown = [line for line in lines if not line.current and not line.winner]
    # each tick's word once ("obiectiv atins", the last round's "a terminat": S109 2.)
    ticks = dict.fromkeys(ln.reached_tag for ln in shown if ln.reached_tag)
    entries = [(word, "reached") for word in ticks]
    upcoming = next((ln.next_tag for ln in shown if ln.next_tag), "")
    if upcoming:
        entries.append((upcoming, "next"))
    if not entries:
        return
    # a mark's room: its drawn width and air to its word by the words' size (round 78,
    # hF94, S48: at 1024×600 the tick and the arrow touched their words)
    radius = max(STATUS_MARK_LEAST, theme.px(9, scale))
    mark = 2 * radius + 1 + max(theme.px(MARK_GAP, scale), size // 3)
    gap = max(theme.px(LEGEND_GAP, scale), size // 2)
    width = sum(mark + text_size(word, size)[0] for word, _ in entries) + gap * (len(entries) - 1)
    if width > rect.w:  # a long language's words: smaller, never under the table's floor
        words = " ".join(word for word, _ in entries)
        room = rect.w - mark * len(entries) - gap * (len(entries) - 1)
        size = max(theme.TABLE_TYPE_LEAST, fit_size(words, size, room))
    middle = rect.centery
    x = rect.x
    for word, kind in entries:
        probe = PlayerLine(name="", total="", progress=0.0,
                           reached_tag=word if kind == "reached" else "",
                           next_tag=word if kind == "next" else "")
        band = pygame.Rect(x - theme.px(14, scale) + radius, middle, 1, 1)
        draw_status_mark(surface, band, 0, scale, probe)
        x += mark
        x = draw_text(surface, word, size, theme.CREAM, (x, middle), "midleft").right + gap
