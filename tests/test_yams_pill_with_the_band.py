"""The turn is said once, and the pill's place is never an empty plate (critic C51, the
ruling of round 60): the turn's passing band IS the pill's entrance. The band (in the next
player's colour, with their name) plays, then shrinks and moves into the pill's rect as it
settles, saying the name all the way; the pill itself is not drawn at all until the band has
landed in it, and then it says the name. At every frame exactly one thing names the player
on turn. (Round 51's version kept the pill's plate, nameless, under the playing band, and
faded the band's words as it settled: critic C51 read the plate standing empty while the
band played; rewritten to this ruling by hY60.)"""

from __future__ import annotations

import pytest

from tests.test_turn_handoff import _until_handoff
from tests.uihelpers import drawing_one_frame_in, make_app, recorded_frame
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_the_band_is_the_pills_entrance_and_names_the_player_alone(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana", "Constantinos"], [1, 2, 3, 4, 6] * 6, computer=False)
        roll(app, scene)
        pick(app, scene, scene.game.options().__iter__().__next__())
        validate(app, scene)
        flow = scene.flow
        _until_handoff(app, flow)
        bands, played, after = [], 0, 0
        with drawing_one_frame_in(app, 0):
            while flow.handoff.active or after < 20:
                frame = recorded_frame(scene, size)
                plates = [p.rect for p in frame.panels if p.role == "turn_band"]
                naming = [t for t in frame.texts if t.role in ("turn_line", "handoff")
                          and "Constantinos" in t.text]
                assert len(naming) == 1, (played, after, [t.text for t in naming])
                # one sentence throughout: the band says the pill's words, which stay as it lands
                assert naming[0].text == scene.tr("yams.turn", name="Constantinos"), naming
                if flow.handoff.active:
                    assert not plates, played  # no pill (nor its empty plate) under the band
                    assert naming[0].role == "handoff", played
                    bands.append(next(p.rect for p in frame.panels
                                      if p.role == "handoff_band"))
                    played += 1
                else:
                    assert len(plates) == 1 and naming[0].role == "turn_line", after
                    assert plates[0].contains(naming[0].rect), after  # the pill says it
                    if after == 0:  # the band landed where the pill now stands
                        last = bands[-1]
                        assert abs(last.centerx - plates[0].centerx) <= 3, (last, plates)
                        assert abs(last.centery - plates[0].centery) <= 3, (last, plates)
                        assert abs(last.w - plates[0].w) <= 0.1 * plates[0].w, (last, plates)
                    after += 1
                app.step(FRAME)
        assert played >= 20  # the band played, naming the player
    finally:
        app.close()
