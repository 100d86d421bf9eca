"""The Clasament folded to its title line while the first game's hold card stands in its band
(ruling S62 1., round 79, hY115; critic cA78 #5: the hold card docked on the rack hid the
rack it explains). The card stands under the rolled dice pointing up at the die a player
clicks, the rack above stays seen whole; under the card the Clasament keeps its frame and its
title line, in its own type, at its band's foot: "Clasament · Toți la 0" (on a first throw
everyone is at 0 and the turn pill says who plays), else its leader. Its rows unfold as the
card closes. Read only."""

from __future__ import annotations

from typing import Any

import pygame

from game import theme
from game.views.yams_standings import rows_of, widest_rows
from game.views.yams_standings_words import nobody_scored, standings_title
from game.widgets.text import BOLD, draw_text, line_height

FOLD_TYPE = theme.FONT_BODY - 4
"""The folded line's reference type: the standings' own first size (its title's)."""


def fold_size(scene: Any) -> int:
    """The folded line's font size: the one the whole Clasament would write in now (its
    title's), else the standings' first size."""
    standings = scene.standings
    rows = rows_of(scene.game, scene.tr, standings.last_turns, standings.best)
    plan = standings.plan(scene.game, rows, scene.message_rects(), widest_rows(rows, scene.tr))
    return int(plan.size if plan is not None else scene.font_px(FOLD_TYPE))


def fold_height(scene: Any) -> int:
    """The folded strip's whole height: its line and its padding (the hold card docks only
    above it, never shortening it: critic cA79 #4, ruling S62 amended round 79)."""
    return int(line_height(fold_size(scene)) + 2 * scene.px(10))


def folded_rect(scene: Any, card: pygame.Rect) -> pygame.Rect:
    """The folded Clasament's strip: one title line tall, whole, at its band's foot, under
    ``card`` (docked above it: :func:`game.views.coach_dock.dock_place`)."""
    area = scene.standings.area
    h = min(fold_height(scene), area.h)
    return pygame.Rect(area.x, area.bottom - h, area.w, h)


def draw_folded_standings(surface: pygame.Surface, scene: Any, card: pygame.Rect) -> None:
    """The Clasament's frame and title line under the hold card ``card``: its title left, "Toți
    la 0" (or its leader) right."""
    standings, game, tr = scene.standings, scene.game, scene.tr
    strip = folded_rect(scene, card)
    if strip.h <= 0:
        return
    standings._frame(surface, strip)
    size = fold_size(scene)
    pad = standings.inner_pad() + scene.px(8)
    rows = rows_of(game, tr, standings.last_turns, standings.best)
    title = draw_text(surface, standings_title(len(rows), standings.best, tr), size,
                      theme.GOLD, (strip.x + pad, strip.centery), "midleft", weight=BOLD)
    if nobody_scored(game):
        said = tr("yams.standings.all_zero")
    else:
        said = f"{rows[0].place} {rows[0].name}  {rows[0].total}" if rows else ""
    draw_text(surface, said, size, theme.MUTED, (strip.right - pad, strip.centery), "midright",
              max_width=max(0, strip.w - 2 * pad - title.w - scene.px(30)))
