"""The pill names the player on turn in its place in every frame, the turn's passing too
(round 67, critic C66: "the 'La rând' pill vanishes under the band"). History: round 51 kept
the pill's plate, nameless, under the playing band (critic C51 read it as an empty plate);
round 60 drew no pill until the band had flown into its rect (the pill then vanished for the
band's whole time, and the band flew over it). Now the pill stands named, in the band's
solid fill, from the band's first frame; the band fades on the dice' row where it lies,
never over the pill, and the pill rests where it stood once the band has gone."""

from __future__ import annotations

import pytest

from tests.test_turn_handoff import _until_handoff
from tests.uihelpers import drawing_one_frame_in, make_app, recorded_frame
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_the_pill_names_the_player_in_its_place_while_the_band_plays(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana", "Constantinos"], [1, 2, 3, 4, 6] * 6, computer=False)
        roll(app, scene)
        pick(app, scene, scene.game.options().__iter__().__next__())
        validate(app, scene)
        flow = scene.flow
        _until_handoff(app, flow)
        places, played, after = [], 0, 0
        with drawing_one_frame_in(app, 0):
            while flow.handoff.active or after < 20:
                frame = recorded_frame(scene, size)
                plates = [p.rect for p in frame.panels if p.role == "turn_band"]
                naming = [t for t in frame.texts if t.role == "turn_line"]
                assert len(plates) == 1 and len(naming) == 1, (played, after)
                assert naming[0].text == scene.tr("yams.turn", name="Constantinos"), naming
                assert plates[0].contains(naming[0].rect), (played, after)  # the pill says it
                places.append(plates[0].center)
                if flow.handoff.active:
                    band = next(p.rect for p in frame.panels if p.role == "handoff_band")
                    assert not band.colliderect(plates[0]), (played, band, plates[0])
                    played += 1
                else:
                    after += 1
                app.step(FRAME)
        assert played >= 20  # the band played beside the pill
        assert len(set(places)) == 1, set(places)  # the pill never moved
    finally:
        app.close()
