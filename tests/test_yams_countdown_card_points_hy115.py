"""The countdown's coach card says its step and points at the ring (ruling S62 4., round 79,
hY115; critic cA78 #7: "the countdown tip has no step count and no pointer to the ring";
critic row "Coach marks": "a step count", "beside what they explain, pointing at it").

- The Yams tour is three cards, counted from the first: the hold card "1/3", the box card
  "2/3" ("Înainte", as S40 reads the count: the third comes with its moment), the
  countdown's card "3/3" when its moment comes; never a bare "Sfat" on it.
- Docked in the header's room over the ring (S45), it points down at the ring with a leader
  that crosses no words: not the "La rând" pill, not the title lines; its tip ends just
  short of the ring."""

from __future__ import annotations

import math
from typing import Any

import pygame
import pytest

from tests.coach_reached import drawn_now, read, reading_of

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


@reading_of("_yams_countdown")
def _countdown(app: Any) -> dict[str, Any]:
    """The countdown card, its pointer, its footer, the ring and the words round it."""
    from game.views.coach_yams import title_words
    from tests.test_coach_places import _table

    table = _table(app)
    frame = drawn_now(app)
    coach = table.coach
    return {"shown": coach.shown, "card": pygame.Rect(coach.card) if coach.card else None,
            "route": coach.pointer_route(), "footer": tuple(coach.footer),
            "ring": pygame.Rect(table.countdown_ring_rect()),
            "pills": [pygame.Rect(p.rect) for p in frame.panels if p.role == "turn_band"],
            "titles": title_words(table), "near": table.px(24),
            "step_words": (app.tr("coach.step", step=3, total=3), app.tr("coach.done"))}


def _distance(point: tuple[int, int], rect: pygame.Rect) -> float:
    dx = max(rect.left - point[0], 0, point[0] - rect.right)
    dy = max(rect.top - point[1], 0, point[1] - rect.bottom)
    return math.hypot(dx, dy)


@pytest.mark.parametrize("size", SIZES, ids=[str(s[0]) for s in SIZES])
def test_the_countdown_card_says_its_step_and_points_at_the_ring(tmp_path, size):
    seen = read(tmp_path, size, "_yams_countdown", _countdown)
    assert seen["shown"] == "yams.countdown" and seen["card"] is not None, seen
    step, done = seen["step_words"]
    assert seen["footer"][0] == step and seen["footer"][2] == done, seen["footer"]
    route = seen["route"]
    assert route is not None and len(route) >= 2, ("no pointer at the ring", size)
    card, ring, tip = seen["card"], seen["ring"], route[-1]
    assert not card.collidepoint(tip) and not card.colliderect(ring), (card, ring)
    assert _distance(tip, ring) <= seen["near"], (tip, ring)
    assert seen["pills"], "the 'La rând' pill is drawn"
    for words in seen["pills"] + seen["titles"]:
        for a, b in zip(route, route[1:], strict=False):
            assert not words.clipline(a, b), ("the pointer crosses words", words, route)


def test_the_yams_tour_counts_three_cards_the_countdowns_the_last():
    from game.views.coach_steps import card_footer, card_steps

    def fake(key: str, **kw: Any) -> str:
        return f"{kw['step']}/{kw['total']}" if key == "coach.step" else key

    assert card_steps("yams.hold", ()) == (1, 3)
    assert card_steps("yams.box", ("yams.hold",)) == (2, 3)
    assert card_steps("yams.countdown", ("yams.hold", "yams.box")) == (3, 3)
    assert card_footer(fake, "yams.hold", ())[::2] == ("1/3", "coach.next")
    assert card_footer(fake, "yams.box", ("yams.hold",))[::2] == ("2/3", "coach.next")
    assert card_footer(fake, "yams.countdown", ("yams.hold", "yams.box"))[::2] == (
        "3/3", "coach.done")
