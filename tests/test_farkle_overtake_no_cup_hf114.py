"""No cup rim above "X trece în frunte!" (round 82, hF114, critic cB82 #8, ``end/person_
1920x1080_0108``, ``end_comp_b.png``): the cup stood on the row behind the gold plate, its rim
peeking over it and its shadow under it. The cup goes as the plate pops in (gone by the end of
its pop, :data:`game.views.farkle_overtake.POP`), and stays gone while the plate stands, as it
shrinks away and after it (the game is over: the champion or the results come next). Stepped
at 60 frames a second through a person's and the computer's winning bank (the end frames'
cases), at 1920x1080 and 1024x600."""

from __future__ import annotations

import pytest

from game.views import farkle_cup
from game.views.farkle_overtake import POP
from tests.uihelpers import make_app
from tools.end_frames import FRAME, play_last_move

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("case", ["person", "computer"])
@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_cup_goes_under_the_lead_plate_and_never_peeks_above_it(tmp_path, case, size):
    app = make_app(tmp_path, size=size)
    try:
        table = play_last_move(app, case)
        flow = table.flow
        said_frames, after, last = 0, 0, 256
        for _ in range(1200):
            app.step(FRAME)
            if app.manager.top is not table or flow.results_shown:
                break
            said = flow.big_announcement()
            shown = farkle_cup.cue_alpha(table) if farkle_cup.cue_shown(table) else 0
            if said is not None and said.key == "farkle.overtake":
                said_frames += 1
                assert shown <= last, ("the cup came back under the plate", shown, last)
                last = shown
                if said.age * flow.factor >= POP:
                    assert shown == 0, ("the cup's rim shows round the plate", said.age, shown)
            elif said_frames:
                after += 1
                assert shown == 0, ("the cup came back after the lead plate", shown)
        assert said_frames, "the overtake was never said"
    finally:
        app.close()
