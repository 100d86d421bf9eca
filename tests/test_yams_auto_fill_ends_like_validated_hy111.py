"""After a sacrifice's auto-fill the turn ends like a validated one (ruling S57 3., round 78,
hY111; critic cA78's defect 3: "Ana: înscris automat Penta, 0", the dice vanished and the
full cup came back under "La rând: Ana" for about a second before the next player's band).

Stepped frame by frame (60 a second) from the auto-fill to the next player's band, at
1920x1080 and 1024x600: in every frame the scored turn's dice stay on the felt (leaving, not
gone) until the band takes the turn; never a frame with neither (the cup back, the table
waiting under the old player's "La rând").
"""

from __future__ import annotations

from typing import Any

import pytest

from game.rules.yams import Box, Scorecard
from tests.uihelpers import make_app
from tools.screens_yams import roll, table

SIZES = [(1920, 1080), (1024, 600)]
FRAME = 1 / 60


def _after_auto_fill(tmp_path: Any, size: tuple[int, int]) -> list[tuple[bool, bool, bool]]:
    """Each frame from Ana's auto-filled sacrifice to the computer's band: (her dice still
    on the felt, the band playing, the cup drawn)."""
    app = make_app(tmp_path, size=size, menu_drawn=False, coach_marks=False)
    full = {Box.ONES: 2, Box.TWOS: 4, Box.THREES: 6, Box.FOURS: 8, Box.SIXES: 12,
            Box.CHANCE: 15}
    seen: list[tuple[bool, bool, bool]] = []
    try:
        scene = table(app, ["Ana"], [1, 1, 3, 4, 6] * 3,
                      cards=[Scorecard.from_points(full), Scorecard()])
        for _ in range(3):
            roll(app, scene)
        flow = scene.flow
        for _ in range(600):
            app.step(FRAME)
            if flow.game.current == 0:
                continue  # (the countdown still runs on Ana's last throw)
            seen.append((flow.leaving.active, flow.handoff.active, scene.cup_rect() is not None))
            if flow.handoff.active:
                break
    finally:
        app.close()
    return seen


@pytest.mark.parametrize("size", SIZES)
def test_after_an_auto_fill_the_dice_stay_until_the_band(tmp_path, size):
    """S57 3.: after "… înscris automat …" the dice stay seen (then leave, as a validated
    turn's) until the next player's band: no frame of the cup back under the old turn."""
    seen = _after_auto_fill(tmp_path, size)
    assert seen and seen[-1][1], "the band never came"
    gap = [k for k, (dice, band, _) in enumerate(seen) if not dice and not band]
    assert not gap, (len(gap), len(seen))
    assert not any(cup for _, band, cup in seen if not band), "the cup came back"
    assert len(seen) * FRAME >= 1.0, len(seen)  # (the note still read ~1.5 s)
