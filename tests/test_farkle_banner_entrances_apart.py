"""The 10 000 ladder's middle rungs each enter with a motion of their own (round 69, critic:
"hot dice, three pairs, bank, big bank look alike, the same ribbon in different sizes"): hot
dice' ribbon rises from the burning dice under it, growing; three pairs' scroll unrolls from
its middle, its height whole; an ordinary bank's plate drops onto the felt, hung from its
top; a big bank's plate slams down onto its foot. Told apart by the facts of their first
frames (how their width and height compare with their rest, which of their edges stands
still), not by pixels. (The goal's plate is its own stage, ruling S6.)"""

from __future__ import annotations

import pygame
import pytest

from game.views import stage_big_bank
from game.views.stage_banner import LOOKS, drawn_plaque, ribbon_rect
from tests.uihelpers import make_app
from tools.screens_stage import KINDS, STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

RUNGS = ("hot_dice", "three_pairs", "bank_banner", "bank_big")
"""The middle rungs' states (:data:`tools.screens_stage.STATES`)."""


def _sign(value: int) -> str:
    """"<", "=" or ">" as ``value`` (a drawn size less its rest's, in px) is, within 1 px."""
    return "=" if abs(value) <= 1 else ("<" if value < 0 else ">")


def entrance(app, state: str) -> tuple[str, str, str]:
    """The entrance of ``state``'s banner, told by its first frames (1/60 s and 3/60 s in):
    its width and its height against its rest's, and its edge standing still (top, bottom,
    centre, all of them, or none: it travels)."""
    {name: build for name, build, _ in STATES}[state](app)
    stage = until_staged(app, KINDS.get(state, state))
    picture, clock = stage.picture, stage.clock
    rest = ribbon_rect(picture)
    facts = set()
    for frame in (1, 3):
        clock.age = frame / 60
        drawn = stage_big_bank.plate_rect(picture, clock) if picture.kind == "bank_big" \
            else drawn_plaque(picture, clock)
        still = [name for name, a, b in (("top", drawn.top, rest.top),
                                          ("bottom", drawn.bottom, rest.bottom),
                                          ("centre", drawn.centery, rest.centery))
                 if abs(a - b) <= 1]
        anchor = "all" if len(still) == 3 else (still[0] if len(still) == 1 else "none")
        facts.add((_sign(drawn.w - rest.w), _sign(drawn.h - rest.h), anchor))
    assert len(facts) == 1, (state, facts)  # one motion over its first frames
    return facts.pop()


def test_each_middle_rung_enters_its_own_way(tmp_path):
    seen = {}
    for state in RUNGS:
        app = make_app(tmp_path, size=(1366, 768))
        try:
            seen[state] = entrance(app, state)
        finally:
            app.close()
    assert len(set(seen.values())) == len(RUNGS), seen
    assert seen["hot_dice"] == ("<", "<", "none"), seen  # grows as it rises from the dice
    assert seen["three_pairs"] == ("<", "=", "all"), seen  # unrolls where it lies
    assert seen["bank_banner"] == ("<", "<", "centre"), seen  # pressed into the tray about
    # its centre (S107 1., round 82, hF110: its fall from larger spilled over the buttons)
    assert seen["bank_big"] == (">", ">", "none"), seen  # falls from the column's top onto
    # its place (round 71, critic B71: held by its foot, it showed no entrance at 3 %)


def test_three_pairs_is_a_scroll_hot_dice_a_ribbon():
    assert LOOKS["pairs_throw"].shape == "scroll" and LOOKS["hot_dice"].shape == "ribbon"
    assert LOOKS["pairs_throw"].entrance != LOOKS["hot_dice"].entrance


def test_a_rising_ribbon_comes_from_under_its_place(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        {name: build for name, build, _ in STATES}["hot_dice"](app)
        stage = until_staged(app, "hot_dice")
        rest = ribbon_rect(stage.picture)
        ys = []
        for frame in range(0, 25):
            stage.clock.age = frame / 60
            ys.append(drawn_plaque(stage.picture, stage.clock).centery)
        dice = pygame.Rect(stage.picture.glow[0]).unionall(stage.picture.glow[1:])
    finally:
        app.close()
    assert ys[0] > rest.centery and ys == sorted(ys, reverse=True), ys  # up, never back
    assert ys[-1] == rest.centery
    assert (dice.centery > rest.centery) == (ys[0] > rest.centery)  # from the dice' side


def test_an_ordinary_bank_is_the_quickest_banner():
    from game.flow.stage import stage_seconds

    quick = stage_seconds("bank_banner")
    assert all(quick < stage_seconds(kind) for kind in ("hot_dice", "pairs_throw", "bank_big"))


def test_three_pairs_scroll_rolls_up_as_it_leaves(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        {name: build for name, build, _ in STATES}["three_pairs"](app)
        stage = until_staged(app, "pairs_throw")
        rest = ribbon_rect(stage.picture)
        frames = []
        for frame in range(round(stage.clock.duration * 60) + 1):
            stage.clock.age = frame / 60
            frames.append(drawn_plaque(stage.picture, stage.clock))
    finally:
        app.close()
    # (round 74, hF86, ruling S3: it eases back to 92 % as it fades, no longer to a point)
    leaving = [r for r in frames[len(frames) // 2:] if 0.9 * rest.w <= r.w < rest.w]
    assert len(leaving) >= 6, frames[len(frames) // 2:]  # going across many frames
    # whole, about its middle (round 71, critic B71: clipped to its middle, it read
    # "rei perech"): its height goes with its width, its words never cut
    assert all(abs(r.h / rest.h - r.w / rest.w) < 0.05 and abs(r.centerx - rest.centerx) <= 1
               for r in leaving), leaving
