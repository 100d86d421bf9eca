"""The Rules page's run-on (ruling S97 1. and S102 1. amended round 82, critic cC81 #1):
where a reading view stops on its last whole block short of "Continuă mai jos ↓", the page
runs on in the room between them, clipped, under a soft fade into the cue's air. The panel
always looks full while more follows (three critics in a row read the bare room as the
section's end), and the block that waits is the one Page Down opens on, whole, at its start:
the run-on is the page itself at its own place, so the glide carries it up seamlessly."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game import theme
from game.widgets import document as doc
from game.widgets.document_blocks import Laid, RectOp
from game.widgets.edge_fade import edge_fade

RUN_ON_AIR = 4
"""Window pixels at least between the run-on's faded foot and the cue's line."""
SOLID_SHARE = 5
"""The run-on's last fifth is all panel (no more than :data:`SOLID_MOST`); the fade runs
over the rest."""
SHORT_LINES = 2.5
"""A run-on this many body lines tall or more starts clear; a shorter one veiled in part."""
SOLID_MOST = 12
"""Window pixels at most of all-panel rows at the run-on's foot."""


def run_on_rect(shown: pygame.Rect, cue_top: int) -> pygame.Rect | None:
    """Where the page runs on under the view ``shown``: from its foot to the cue's line
    (``cue_top``, screen y) less :data:`RUN_ON_AIR`; None where there is no room."""
    height = cue_top - RUN_ON_AIR - shown.bottom
    if height <= 1:
        return None
    return pygame.Rect(shown.x, shown.bottom, shown.w, height)


def draw_run_on(surface: pygame.Surface, page: Laid, offset: int, shown: pygame.Rect,
                cue_top: int, line: int = 0) -> pygame.Rect | None:
    """Draw the page scrolled by ``offset`` on under the view ``shown`` (:func:`run_on_rect`),
    clipped there and fading out into the panel toward the cue; return where it stands. A
    run-on shorter than :data:`SHORT_LINES` body ``line`` heights starts veiled (a sliver of a
    line under the cue read as a sliced line, not as more to come)."""
    rect = run_on_rect(shown, cue_top)
    if rect is None:
        return None
    top = offset + shown.h
    ops = [op if isinstance(op, RectOp) or op.unit else replace(op, unit=(op.y, op.bottom))
           for op in page.ops if op.bottom > top and op.y < top + rect.h]  # (a line the
    # fade's foot slices drawn all the same, clipped: it melts into the panel there)
    doc.draw_laid(surface, Laid(ops=ops, height=page.height), rect, top)
    solid = min(rect.h // SOLID_SHARE, SOLID_MOST)  # (the last rows all panel: no sliver
    fade = rect.h - solid  # of a line left touching the cue's letters)
    veil = max(0.0, 1 - rect.h / (SHORT_LINES * line)) if line > 0 else 0.0
    if veil > 0:  # (a short run-on veiled as a whole, then faded)
        cover = pygame.Surface(rect.size, pygame.SRCALPHA)
        cover.fill((*theme.PANEL, round(255 * veil)))
        surface.blit(cover, rect.topleft)
    if fade > 0:
        surface.blit(edge_fade(rect.w, fade, theme.PANEL, True), rect.topleft)
    surface.fill(theme.PANEL, pygame.Rect(rect.x, rect.y + fade, rect.w, solid))
    return rect
