"""The other players' last banks at the foot of the 10 000 ledger's free room (ruling S108
4., round 82, hF111, critic cB81 #4 and change 3: a large empty block stood between the turn's
rows and "Total tură"): "Ultimele încasări", then one line per other player who has banked,
the most recent turn first, their seat mark, name and "+350", in the places of the rows to
come nearest the total, only where the room is free. What the table is racing against,
said where there was felt; the engine's banks are the source (an undone bank is gone from
them), the player on turn is never listed (their bank is the turn's own moment)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game import theme
from game.i18n import format_int, shown_name
from game.widgets.farkle_ledger import free_middle
from game.widgets.seats import draw_marked_name, player_style
from game.widgets.text import draw_text, line_height

if TYPE_CHECKING:
    from game.flow.farkle_flow import FarkleFlow


def others_banks(flow: FarkleFlow, skip: int | None = None) -> list[tuple[int, int]]:
    """(player, points of their last bank) for each player but the one shown on turn and
    ``skip`` (the last turn's card says that one), the most recent turn first; [] once the
    game is over."""
    game = flow.game
    if game.finished:
        return []
    count = len(game.players)
    shown = flow.shown_player
    banks = game.banks
    lines = []
    for step in range(1, count):
        player = (shown - step) % count
        if player != skip and player < len(banks) and banks[player]:
            lines.append((player, banks[player][-1]))
    return lines


def draw_others(surface: pygame.Surface, rect: pygame.Rect, scale: float, flow: FarkleFlow,
                tr: Any, top: int, skip: int | None = None) -> int:
    """Draw :func:`others_banks` in the ledger at ``rect``'s free room from ``top`` down to the
    rule over its total: its title, then as many lines as fit whole, stacked on the rule
    (the lowest nearest the total), evenly spaced; nothing where not one fits. Return how
    many players it lists."""
    lines = others_banks(flow, skip)
    pad = theme.px(24, scale)
    small = theme.font_px(theme.FONT_SMALL, scale)
    body = theme.font_px(theme.FONT_BODY, scale)
    row = line_height(body) + theme.px(2, scale)
    title = line_height(small)
    bottom = free_middle(rect, scale).bottom
    shown = min(len(lines), max(0, (bottom - top - theme.px(6, scale) - title) // row))
    if shown <= 0:
        return 0
    y = bottom - shown * row - title
    draw_text(surface, tr("farkle.ledger.others"), small, theme.MUTED, (rect.x + pad, y),
              "topleft", max_width=rect.w - 2 * pad, role="ledger_others_title")
    players = flow.game.players
    for k, (player, points) in enumerate(lines[:shown]):
        mid = y + title + k * row + row // 2
        figure = draw_text(surface, f"+{format_int(points)}", body, theme.CREAM,
                           (rect.right - pad, mid), "midright", role="ledger_other")
        name = shown_name(players[player].name, players[player].is_computer, tr)
        draw_marked_name(surface, name, body, theme.CREAM, (rect.x + pad, mid),
                         player_style(players, player), max_width=figure.x - rect.x - 2 * pad,
                         role="ledger_other_name")
    return shown
