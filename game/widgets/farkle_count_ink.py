"""The colour of a 10 000 total counting up in its row (round 75, critic cB75: "4 900" counting
was a ghost on its highlighted row, the computer's "5 010" pale on its gold flash at 1024×600):
gold-tinted as its points land, never under 4.5:1 against the row it is drawn on (the turn's
highlight and the bank's gold flash over it, :func:`row_ground`)."""

from __future__ import annotations

from game import theme
from game.contrast import AA_BODY, contrast_ratio
from game.widgets.button import blend

Colour = tuple[int, int, int]

ROW_FLASH = 0.25
"""How strongly a row flashes gold (0..1 of the gold over the panel) the moment banked
points land in its total; it fades with the total's glow (round 75: 0.35 left no cream, let
alone gold, readable at 4.5:1 on it)."""

CURRENT_ROW = 0.16
"""How much gold the row of the player on turn takes over the panel (its highlight)."""


def flash_strength(glow: float) -> float:
    """0..1: how bright the row's flash is at ``glow`` (bright at once, quickly gone)."""
    return float(max(0.0, glow) ** 1.5)


def row_ground(glow: float, current: bool) -> Colour:
    """The row's colour under its total at ``glow``: the panel, the turn's highlight on the
    current row, the bank's gold flash over it (as :func:`draw_row_flash` lays it)."""
    ground = blend(theme.PANEL, theme.GOLD, CURRENT_ROW) if current else theme.PANEL
    if not current or glow <= 0:
        return ground
    return blend(ground, theme.GOLD, ROW_FLASH * flash_strength(glow))


def count_ink(glow: float, current: bool) -> Colour:
    """The total's colour at ``glow`` (0: at rest, cream): as gold as it can be while it
    reads at least :data:`game.contrast.AA_BODY` against :func:`row_ground`, else cream."""
    ground = row_ground(glow, current)
    tint = max(0.0, glow)
    while tint > 0:
        colour = blend(theme.CREAM, theme.GOLD, tint)
        if contrast_ratio(colour, ground) >= AA_BODY:
            return colour
        tint = round(tint - 0.05, 2)
    return theme.CREAM
