"""The next player's name said once as a turn starts (ruling S65 3., round 79, hF98, critic
cB78 #14: the card "Constantinos e la rând", then the "La rând: Constantinos" pill in gold,
the Tura panel's heading and the list's light all at full voice the moment the card went:
the name said three times). The card says it; the pill it becomes lands in the card's gold
(no jump) and within a moment goes quiet (its gold rim and words muted, its wash paler),
beside the quiet light and the panel's heading, until it fades on its time. Stepped at
1/60 s at 1920x1080, 1366x768 and 1024x600."""

from __future__ import annotations

import pytest

from game import theme
from tests.uihelpers import make_app, recorded_step
from tools import screens_farkle
from tools.render_screens import open_table
from tools.scripted_dice import ScriptedDice

STEP = 1 / 60
QUIET_BY = 0.45
"""Seconds after the card has gone by which the pill has gone quiet."""


def _distance(a, b) -> int:
    return max(abs(x - y) for x, y in zip(a, b, strict=True))


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_after_the_card_the_pill_lands_in_gold_then_goes_quiet(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        app.rng = ScriptedDice((1, 2, 3, 4, 6, 6) * 30)
        scene = open_table(app, "farkle", 3)
        scene.press_roll()
        screens_farkle.play(app, 20)
        scene.press_die(0)
        scene.press_bank()
        handoff = scene.flow.handoff
        carded = False
        rims: list[tuple[float, tuple[int, int, int]]] = []  # (seconds after the card, rim)
        after = 0.0
        for _ in range(600):
            frame = recorded_step(app, STEP)
            if handoff.active:
                carded = True
                continue
            if not carded:
                continue
            pills = [p.rect for p in frame.panels if p.role == "banner"]
            if not pills:
                if rims:
                    break
                continue
            pill = pills[0]
            rims.append((after, tuple(app.screen.get_at((pill.centerx, pill.top + 1))[:3])))
            after += STEP
        assert carded and rims, rims
        gold = theme.TURN_BANNER_COLOUR
        assert _distance(rims[0][1], gold) <= 24, rims[0]  # the card became it: no jump
        quiet = [rim for t, rim in rims if t >= QUIET_BY]
        assert quiet, rims[-1]  # (it still stands then)
        assert all(_distance(rim, gold) >= 60 for rim in quiet), quiet[:3]  # said once
        assert all(sum(rim) < sum(gold) * 0.8 for rim in quiet), quiet[:3]
    finally:
        app.close()
