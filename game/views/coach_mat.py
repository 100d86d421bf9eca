"""The room the 10 000 mat keeps for a die's coach card (read only).

Since hC22 no card lies on the selection tray it explains (the set-aside and the refused
die's cards sit in a side panel beside the dice: :mod:`game.views.coach`); the mat is still
laid out as tall as hC16 made it for them (:func:`game.views.coach.mat_card_height`, the
tables' own layout), so its height does not move under the tables' other work."""

from __future__ import annotations

from typing import Any

from game import theme

MAT_LEAST = 2
"""How far (reference pixels) a card on the mat kept off its rim at least."""


def mat_spare(scene: Any) -> int:
    """The height a die's card on the mat leaves free in it: :data:`MAT_LEAST` under it and
    over it, or the "Selecție" line's foot where it reaches into the mat (the line over the
    mat, :func:`game.views.coach_farkle.selection_line_rect`)."""
    line = scene.font_px(theme.FONT_SMALL) * 3 // 2
    into = line - line // 2 - scene.px(24)
    return scene.px(MAT_LEAST) + max(scene.px(MAT_LEAST), into)
