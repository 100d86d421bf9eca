"""The turn's pill is never hidden while the turn's passing band plays (critic C41: "La rând:
…" vanished for the band's whole sweep, the table's header left with a hole under "Tura 1 din
13"). Every frame of the passing keeps the pill in its place, naming the player whose turn
begins (the sheet's lit column's), in the look the band settles into: the band's last frame
lies on the pill, so the pill the band leaves is the one that stood there all along."""

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
        pills, bands = [], []
        with drawing_one_frame_in(app, 0):
            while flow.handoff.active:
                frame = recorded_frame(scene, size)
                pill = [p.rect for p in frame.panels if p.role == "turn_band"]
                words = [t.text for t in frame.texts if t.role == "turn_line"]
                assert len(pill) == 1 and words, len(pills)  # never a frame without it
                assert "Constantinos" in words[0]  # the player whose turn begins
                said = [t.rect for t in frame.texts if t.role == "handoff"]
                assert not (said and said[0].colliderect(pill[0])), len(pills)  # no words on
                pills.append(pill[0])  # words: the band's leave as it settles onto the pill
                bands.append(next(p.rect for p in frame.panels if p.role == "handoff_band"))
                app.step(FRAME)
        assert len(pills) >= 20 and len(set(map(tuple, pills))) == 1  # still, in one place
        assert bands[-1].colliderect(pills[-1])  # the band settles onto it
    finally:
        app.close()
