"""A Penta's stage fills the felt (round 74, hX87, critic cR74a row "Staged moments"): with
nothing under its lifted row (no strip of the others' boxes: ruling S12) its group stood
centred but small, a fifth of the felt bare under it; its five alike, the moment's heart,
gather under the title larger than on the table."""

from __future__ import annotations

from typing import Any

import pygame

from game import theme_stage


def grown_dice(table: Any, starts: list[pygame.Rect]) -> dict[str, Any]:
    """The picture's fields for a Penta's gathered dice (``starts``: where they lie on
    ``table``): grown by :data:`~game.theme_stage.STAGE_PENTA_DICE_GROW` (each kept as the
    table draws it, at its grown size: :func:`game.views.stage_gather.capture`); its title
    as wide as :data:`~game.theme_stage.STAGE_PENTA_WIDTH` of the felt."""
    return {"dice": starts, "dice_grow": theme_stage.STAGE_PENTA_DICE_GROW,
            "stamp_share": theme_stage.STAGE_PENTA_WIDTH}


def row_grow(kind: str) -> float:
    """How much further than other stages' a ``kind`` stage grows its lifted row: a
    Penta's by :data:`~game.theme_stage.STAGE_PENTA_ROW_GROW` (nothing under it), else 1."""
    return theme_stage.STAGE_PENTA_ROW_GROW if kind == "penta" else 1.0


def rarer_dice(kind: str, more: dict[str, Any]) -> dict[str, Any]:
    """A gathered Yams stage's dice grown as a Penta's, whatever its box (round 76, hX89,
    critics cZ75, cF75a): a Joker Penta, the rarer moment, gathers its dice at least at a
    Penta's size (they stood at the table's, two thirds of a first Penta's), and a Penta
    whose box is already written gathers them as one whose box is open; its title as wide
    as a Penta's (:data:`~game.theme_stage.STAGE_PENTA_WIDTH` of the felt)."""
    if kind not in ("penta", "joker_penta"):
        return {}
    grow, width = theme_stage.STAGE_PENTA_DICE_GROW, theme_stage.STAGE_PENTA_WIDTH
    if kind == "joker_penta":  # the rarest: larger dice under a wider title (S77)
        grow, width = theme_stage.STAGE_JOKER_DICE_GROW, theme_stage.STAGE_JOKER_WIDTH
    return {"dice_grow": max(more.get("dice_grow", 1.0), grow),
            "stamp_share": max(more.get("stamp_share") or 0.0, width)}
