"""What the Scores boards hold, read for their drawing (a mixin of
:class:`game.scenes.scores.ScoresScene`): the newest score of all the boards (the one tagged
"NOU"), the best score at each other 10 000 target (hS42), and whether a 10 000 podium's
cards all show their turns (hS41, critic A40: on one card, not on another)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

import pygame

from game import theme
from game.engine.farkle import TARGETS
from game.scenes.scores_invite import MAX_ROWS
from game.scenes.scores_podium import plan_card, podium_steps


class BoardsHeld:
    """The boards' scores as the screen reads them."""

    target: Any
    table: Any
    rows: Any
    tr: Any
    px: Any
    scale: float
    type_least: int
    panels: dict[str, pygame.Rect]
    heading_row: pygame.Rect
    _room: Any
    podium_area: Any
    podium_places: Any
    text_size: Any
    short_date: Any

    def newest(self) -> tuple[str, int | None, int] | None:
        """The newest score on any board, as (kind, 10 000 target or None, row index); None
        when every board is empty. Only this one row is ever lit as the newest."""
        found: tuple[str, int | None, int] | None = None
        best: tuple[str, int, int] | None = None
        boards: list[tuple[str, int | None]] = [("yams", None)]
        boards += [("farkle", t) for t in TARGETS]
        for order, (kind, target) in enumerate(boards):
            for i, entry in enumerate(self.table(kind, target)[:MAX_ROWS]):
                rank = (entry.date, -order, -i)  # on one date: the left board, the upper row
                if best is None or rank > best:
                    best, found = rank, (kind, target, i)
        return found

    def latest(self, kind: str, target: int | None = None) -> int | None:
        """The row (index) of the newest score of every board when it is on the board of
        ``kind`` as shown (10 000: at ``target``, default the chosen one); else None."""
        newest = self.newest()
        if newest is None or newest[0] != kind:
            return None
        if kind == "farkle" and newest[1] != (target or int(self.target.value)):
            return None
        return newest[2]

    def turns_fit(self, kind: str, width: int) -> bool:
        """True when every podium card of ``kind`` (cards ``width`` wide) shows its turns
        beside its date: the turn count on every card or on none (hS41, critic A40: "· 19
        ture" on the second's card, not on the first's, whose date is set bigger)."""
        pad = self.px(theme.GAP * 1.2)
        panel = self.panels[kind]
        inner = pygame.Rect(panel.x + pad, self.heading_row.bottom + pad, panel.w - 2 * pad,
                            self._room())
        steps = podium_steps(self.podium_area(kind, inner), self.scale,
                             self.podium_places(kind))
        for i, row in enumerate(self.rows(kind)[:3]):
            if not row.turns:
                continue
            turns = self.tr("scores.card_turns", date=row.date, turns=row.turns)
            step = steps[i]
            if plan_card(step, row.score, (turns, row.date), self.text_size(), self.type_least,
                         self.scale).date != turns:
                return False
        return True


def short_date(tr: Callable[..., str], iso: str) -> str:
    """The date of an ISO timestamp, short and localised ("30 nov. 2026"; the statistics'
    game list writes it too)."""
    try:
        when = datetime.fromisoformat(iso)
    except ValueError:
        return iso[:10]
    month = tr(f"scores.month.{when.month}")
    return tr("scores.date", day=str(when.day), month=month, year=str(when.year))
