"""How the Scores podiums' cards set their words (a mixin of
:class:`game.scenes.scores.ScoresScene`; moved out of it by hS64): the places the three steps
hold, each card's plan (worked out once: :func:`game.scenes.scores_podium.plan_card`), a free
place's, and the one medal size and one type of every card on the screen."""

from __future__ import annotations

from typing import Any

import pygame

from game.scenes.scores_podium import MEDAL_OVER_SCORE, CardPlan, name_type, plan_card
from game.scenes.scores_rows import places
from game.widgets.text import BOLD, line_height

KINDS = ("yams", "farkle")
"""The two boards, left to right."""


class PodiumPlans:
    """The podium cards' plans of the Scores screen."""

    table: Any
    rows: Any
    tr: Any
    px: Any
    scale: float
    type_least: int
    text_size: Any
    turns_fit: Any
    podium_rects: Any

    def podium_places(self, kind: str) -> tuple[int, ...]:
        """The places the podium's three steps hold (tied scores share one; a free step
        its own number)."""
        won = places(self.table(kind)[:3])
        return (*won, *range(len(won) + 1, 4))

    def joined_third(self, kind: str) -> list[int]:
        """The rows after the podium sharing the third card's place (hS28, critic K72:
        Irina "=3" on the podium, Mihai "=3" heading the list): they stand on that card,
        a tie kept together, not in the list."""
        rows = self.rows(kind)
        if len(rows) < 4:
            return []
        return [i for i in range(3, len(rows)) if rows[i].place == rows[2].place]

    def third_name(self, kind: str) -> str:
        """The name on the third card: its score's, or every name sharing it ("Irina ·
        Mihai"; past two, "Irina · Mihai · +1")."""
        rows = self.rows(kind)
        names = [rows[2].name, *(rows[i].name for i in self.joined_third(kind))]
        if len(names) > 2:
            return " · ".join([*names[:2], f"+{len(names) - 2}"])
        return " · ".join(names)

    def card_plan(self, kind: str, i: int, step: pygame.Rect) -> CardPlan:
        """How the podium card of the ``i``-th score of ``kind`` sets its words."""
        row = self.rows(kind)[i]
        joined = len(self.joined_third(kind)) if i == 2 else 0
        if joined:  # a tie of several scores: the places it holds, not one score's date
            first = int(row.place.rstrip("."))  # (S98 5.: "Locurile 3–4", the list reads on
            held = self.tr("scores.tied_places", first=first, last=first + joined)  # at 5.)
            plan = plan_card(step, row.score, (held,), self.text_size(), self.type_least,
                             self.scale)
            return plan
        when = (row.date,) if not row.turns else (
            self.tr("scores.card_turns", date=row.date, turns=row.turns), row.date)
        plan = plan_card(step, row.score, when, self.text_size(), self.type_least, self.scale)
        if len(when) > 1 and plan.date == when[0] and not self.turns_fit(kind, step.w):
            plan = plan_card(step, row.score, when[1:], self.text_size(), self.type_least,
                             self.scale)
        return plan

    def podium_medal(self) -> int:
        """One medal size for every podium card on the screen (critic A31: a board with a
        top-10 list shrank its podium's medals beside the other's): the smallest any card
        leaves, and no more than :data:`MEDAL_OVER_SCORE` of the one score type's line."""
        sizes = [self.card_plan(kind, i, step).medal for kind in KINDS
                 for i, step in enumerate(self.podium_rects(kind)[:len(self.rows(kind))])]
        score = self.podium_type()[1]  # no larger than the screen's one score type allows:
        most = round(line_height(score, BOLD) * MEDAL_OVER_SCORE) if score else self.px(24)
        return min([*sizes, most], default=self.px(24))  # the score leads (ruling S51)

    def podium_type(self) -> tuple[int, int]:
        """One name type and one score type for every won card on the screen (the smallest
        any card's plan sets: hS62, critic A60), every name whole in it where it can be."""
        cards = [(self.card_plan(kind, i, step), self.rows(kind)[i].name, step)
                 for kind in KINDS
                 for i, step in enumerate(self.podium_rects(kind)[:len(self.rows(kind))])]
        # every name fits its card at the one type (critic A71: a long one set smaller)
        # one score type whatever the boards hold (round 75, hW77, critics cA75/cB75: "287"
        # ~52 px with two scores, "312" ~38 px with three): a free step counts as if the
        # board's first score stood on it, the short third step sizing every board's scores
        free = [self.card_plan(kind, 0, step) for kind in KINDS if self.rows(kind)
                for step in self.podium_rects(kind)[len(self.rows(kind)):]]
        return (min((name_type(p, name, step, self.scale) for p, name, step in cards),
                    default=0),
                min((p.score_px for p in [*(p for p, _, _ in cards), *free]), default=0))

