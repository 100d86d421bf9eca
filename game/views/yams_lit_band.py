"""The light band under the Yams standings' row on turn, and its entrance as the turn passes
(ruling S38, round 77, hP81): it slides from the outgoing player's row to the next one's as
the band goes (:attr:`game.flow.turn_handoff.Handoff.lit_slide`), eased, in about 0.2 s."""

from __future__ import annotations

from typing import Protocol

import pygame

from game import theme


class Sliding(Protocol):
    """What :func:`lit_entrance` reads of a table's hand-off clock."""

    @property
    def lit_slide(self) -> float | None:
        """How far the light has slid, 0..1 (None: no slide)."""

    lit_rows: tuple[int, int] | None


def lit_entrance(handoff: Sliding, current: int) -> tuple[int, float] | None:
    """(outgoing seat, share) of the light's slide onto ``current``'s row, or None when no
    slide plays (the light stands on its row)."""
    share, rows = handoff.lit_slide, handoff.lit_rows
    if share is None or rows is None or rows[1] != current:
        return None
    return rows[0], share


def draw_lit_band(surface: pygame.Surface, cell: pygame.Rect, reach: int, scale: float) -> None:
    """The light band under the row ``cell`` on turn, ``reach`` pixels past it either side."""
    band = pygame.Surface((cell.w + 2 * reach, cell.h - theme.px(2, scale)), pygame.SRCALPHA)
    pygame.draw.rect(band, (*theme.GOLD, 36), band.get_rect(), border_radius=theme.px(10, scale))
    surface.blit(band, band.get_rect(center=cell.center))


def sliding_cell(start: pygame.Rect, end: pygame.Rect, share: float) -> pygame.Rect:
    """Where the light stands ``share`` (0..1) of its way from the row ``start`` to ``end``."""
    return pygame.Rect(round(start.x + (end.x - start.x) * share),
                       round(start.y + (end.y - start.y) * share), end.w, end.h)
