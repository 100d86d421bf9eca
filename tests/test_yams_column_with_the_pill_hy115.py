"""The Yams sheet's lit column changes in the frame the "La rând" pill does (ruling S62 2.,
round 79, hY115; critic cF78, Yams table row: "the scoresheet's column highlight jumps to Ana
while the header still names Calculatorul"). Under the passing's band the pill shows the turn
that ended, greyed (S13 amended round 77); the sheet's lit column stays that player's and the
next player's column is not greeted yet; the frame the band stops naming the next player, the
pill and the column (and its greeting glow) move together (the standings' arrow was
already quiet under the band and comes with the pill)."""

from __future__ import annotations

import pygame
import pytest

from game.rules.yams import Box
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

STEP = 1 / 60


def _column_ink(scene, player: int) -> tuple[int, int, int]:
    """The colour just inside the left edge of ``player``'s column, mid-sheet (where the
    greeting glow is strongest)."""
    col = scene.sheet.column_rect(player)
    surface = pygame.Surface(scene.size)
    scene.draw(surface)
    return tuple(surface.get_at((col.left + 6, col.centery)))[:3]


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)], ids=["1920", "1024"])
def test_the_lit_column_moves_in_the_frame_the_pill_names_the_next_player(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana", "Ion"], [1, 2, 3, 4, 6] * 20, computer=False)
        roll(app, scene)
        rest = _column_ink(scene, 1)  # Ion's column, not on turn, not greeted
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        flow = scene.flow
        under, after = 0, 0
        for _ in range(400):
            app.step(STEP)
            current = scene.sheet_view().current
            if flow.prompt_waits:  # the card becoming the pill (S76, round 80: no pill,
                under += 1  # no lit column under it; was: Ana's, greyed, S62 2.)
                # (S91, round 81: as the card fades where it rests the pill turns into Ion's
                # and the column lights with it; none while the card rests)
                # (S91 amended round 82, hY127, critic cA81 #7: no column lit beside a band
                # naming Ion: the band lands in his column and pill from its first frame)
                if flow.handoff.active:
                    assert current == 1, ("Ion's column unlit under the card", under)
                    if under % 6 == 1:  # (a few frames: drawing is slow)
                        ink = _column_ink(scene, 1)
                        assert max(abs(a - b) for a, b in zip(ink, rest, strict=True)) > 6, (
                            "Ion's column not lit under the band", ink, rest)
            elif under:
                after += 1
                assert current == 1, ("the column late after the pill", after)
                if after >= 20:
                    break
        assert under > 5 and after >= 20, (under, after)
    finally:
        app.close()
