"""A full card's TOTAL counted for its takeover (round 76, hY105; ruling S8 amended): from the
figure the sheet said before the last box up to the card's total, the sheet's sums that make
it (the upper sum, its bonus, the lower sum, a Penta bonus) named under it, those the last
box added to lit as they add in. Pure Python: the picture is
:mod:`game.views.yams_total_takeover`'s."""

from __future__ import annotations

from typing import Any

from game import theme_stage


def total_parts(card: Any) -> tuple[tuple[str, int], ...]:
    """``card``'s TOTAL as the sheet's sums that make it, in the sheet's order, as (row key,
    points): the upper sum and the lower sum always, the bonuses only when earned."""
    parts = [("upper_total", int(card.upper_total))]
    if card.upper_bonus:
        parts.append(("upper_bonus", int(card.upper_bonus)))
    parts.append(("lower_total", int(card.lower_total)))
    if card.penta_bonus:
        parts.append(("penta_bonus", int(card.penta_bonus)))
    return tuple(parts)


def added_parts(event: Any) -> frozenset[str]:
    """The sums the last box (a ``ScoreEvent``; None: unknown) added to: its half of the
    sheet, the upper bonus it reached, the Penta bonus it earned."""
    if event is None:
        return frozenset()
    parts = {"upper_total" if event.box.is_upper else "lower_total"}
    if event.upper_bonus_reached:
        parts.add("upper_bonus")
    if event.penta_bonus:
        parts.add("penta_bonus")
    return frozenset(parts)


def counting(start: int, end: int, progress: float) -> int:
    """The TOTAL's figure at ``progress`` (0..1) of its moment: ``start`` (the sheet's figure
    before the last box) as the takeover comes in, rising fast then settling, landed on
    ``end`` by :data:`~game.theme_stage.YAMS_TOTAL_TAKEOVER_COUNTED` (never past it, never
    back)."""
    begin = theme_stage.YAMS_TOTAL_TAKEOVER_ENTER * 0.5
    land = theme_stage.YAMS_TOTAL_TAKEOVER_COUNTED
    if progress >= land:
        return end
    u = max(0.0, (progress - begin) / (land - begin))
    return min(end, start + int((end - start) * (1 - (1 - u) ** 3)))
