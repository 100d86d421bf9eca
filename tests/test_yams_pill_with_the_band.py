"""The turn is said once (critic C50 defect 2; round 51's ruling, reversing the pill of C41
that named the player under the band): the turn's passing band IS the pill's entrance. While
the band ("Calculatorul e la rând") plays, the pill keeps its place (its plate: no hole in the
table's header under "Tura 1 din 13", critic C41) but says no name; the band's words leave as
it settles onto the pill, and only then the pill's words appear. At no frame do both name the
player. (hY51's version of this test asked the pill to name the player all along: rewritten
to the ruling.)"""

from __future__ import annotations

import pytest

from tests.test_turn_handoff import _until_handoff
from tests.uihelpers import drawing_one_frame_in, make_app, recorded_frame
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_pill_stays_in_its_place_while_the_band_plays(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana", "Constantinos"], [1, 2, 3, 4, 6] * 6, computer=False)
        roll(app, scene)
        pick(app, scene, scene.game.options().__iter__().__next__())
        validate(app, scene)
        flow = scene.flow
        _until_handoff(app, flow)
        pills, bands, band_said = [], [], 0
        with drawing_one_frame_in(app, 0):
            while flow.handoff.active:
                frame = recorded_frame(scene, size)
                pill = [p.rect for p in frame.panels if p.role == "turn_band"]
                words = [t.text for t in frame.texts if t.role == "turn_line"]
                said = [t for t in frame.texts if t.role == "handoff"]
                assert len(pill) == 1, len(pills)  # never a frame without its plate
                assert not words, (len(pills), words)  # the turn said once: the band says it
                assert not (said and said[0].rect.colliderect(pill[0])), len(pills)  # the
                band_said += bool(said)  # band's words leave as it settles onto the plate
                pills.append(pill[0])
                bands.append(next(p.rect for p in frame.panels if p.role == "handoff_band"))
                app.step(FRAME)
            frame = recorded_frame(scene, size)  # the band has settled: the pill says it
            words = [t.text for t in frame.texts if t.role == "turn_line"]
            assert words and "Constantinos" in words[0], words
            assert not [t for t in frame.texts if t.role == "handoff"]
        assert band_said >= 10  # the band said the turn
        assert len(pills) >= 20 and len(set(map(tuple, pills))) == 1  # still, in one place
        assert bands[-1].colliderect(pills[-1])  # the band settles onto it
    finally:
        app.close()
