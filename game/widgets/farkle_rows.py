"""The players list's rows made room for their tags (hF28): how high a 10 000 players panel's
rows must be so that "obiectiv atins" and "urmează" stand at the bars' end under the totals,
clear of their letters (:func:`row_for_tags`, read by the table's layout), as
:func:`game.widgets.farkle_panels.draw_players` places them."""

from __future__ import annotations

import pygame

from game import theme
from game.widgets.farkle_panels import (
    bar_drop,
    list_total_size,
    player_band,
    player_row_height,
    players_panel_height,
    row_in,
    tag_size_in,
    tags_fit_below,
)


def tags_below(rect: pygame.Rect, scale: float, count: int) -> bool:
    """Whether a players panel at ``rect`` holding ``count`` players sets its tags at the
    bars' end under the totals, clear of their letters (:data:`TAG_CLEAR`), as
    :func:`draw_players` does (else they stand on the names' line)."""
    row = row_in(rect, scale, count)
    squeeze = row / player_row_height(scale)
    mid = round(theme.px(28, scale) * squeeze)
    tag = tag_size_in(scale, squeeze)
    total_size = list_total_size(scale, row)
    drop = bar_drop(rect, scale, count, mid, total_size, tag, True)
    band = player_band(rect, scale, 0, count)
    bar = pygame.Rect(0, band.y + round(theme.px(58, scale) * squeeze) + drop, 1,
                      max(4, round(theme.px(12, scale) * min(1.0, squeeze + 0.15))))
    return tags_fit_below(band, bar, mid, total_size, tag, scale, drop)


def row_for_tags(width: int, scale: float, count: int, row: int) -> int:
    """The least row height from ``row`` (at most a full row) at which a players panel
    ``width`` wide keeps its tags under the totals, clear of them (hF28: four players at
    1024×600 kept their names whole only with the tag's rim on the "10 450"); ``row`` when
    even a full row does not."""
    for tall in range(row, player_row_height(scale) + 1):
        rect = pygame.Rect(0, 0, width, players_panel_height(count, scale, tall))
        if tags_below(rect, scale, count):
            return tall
    return row
