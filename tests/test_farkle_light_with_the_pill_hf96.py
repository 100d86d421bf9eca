"""The 10 000 list's light lands with the "La rând" pill (ruling S38 amended round 78, hF96,
critic cB78 #6: as the pill appeared the ▶ and the lit row were still on the player who had
just finished, sliding down a moment later, read as a lag). The frame the turn's card stops
naming the next player, the pill, the ▶ and the lit row change together, one change (S13
amended round 77, 3.): from that frame on the lit ground stands on the next player's row
alone, never between rows nor on the outgoing one. Stepped at 1/60 s at 1920x1080, 1366x768
and 1024x600."""

from __future__ import annotations

import pytest

from game.widgets.farkle_panels import player_band
from tests.test_lit_row_slides_hp81 import _lit_top
from tests.uihelpers import make_app
from tools import screens_farkle
from tools.render_screens import open_table
from tools.scripted_dice import ScriptedDice

STEP = 1 / 60


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_lit_row_lands_on_the_next_player_the_frame_the_card_goes(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        app.rng = ScriptedDice((1, 2, 3, 4, 6, 6) * 30)
        scene = open_table(app, "farkle", 3)
        scene.press_roll()
        screens_farkle.play(app, 20)
        scene.press_die(0)
        scene.press_bank()
        handoff = scene.flow.handoff
        under, after = [], []
        for _ in range(600):
            app.step(STEP)
            top = _lit_top(app, scene)
            if handoff.names_next:
                under.append(top)
            elif under:
                after.append(top)
                if len(after) >= 30:
                    break
        # (amended round 80, hF100, ruling S79 1., critic cB79 #4: the light stands on the
        # next player's row under the card too, from its entrance; was: no row lit under it)
        rect, scale, count = scene.players_rect, scene.scale, len(scene.game.players)
        outgoing, next_row = (player_band(rect, scale, k, count).y for k in (0, 1))
        assert under and len(set(under)) == 1 and under[0] == after[0], (under[:5], after[:5])
        assert after and len(set(after)) == 1, after[:12]  # landed, never on its way
        assert abs(after[0] - next_row) <= 6 < abs(after[0] - outgoing), (after[0], next_row)
        # (the ground's top measured a few pixels in: its rounded corner)
    finally:
        app.close()
