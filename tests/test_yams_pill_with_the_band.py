"""The pill names the player on turn in its place in every frame, the turn's passing too
(round 67, critic C66: "the 'La rând' pill vanishes under the band"). History: round 51 kept
the pill's plate, nameless, under the playing band (critic C51 read it as an empty plate);
round 60 drew no pill until the band had flown into its rect (the pill then vanished for the
band's whole time, and the band flew over it); round 67 drew the pill named from the band's
first frame (critic C69: "La rând: Calculatorul" over "Calculatorul e la rând", one turn
change said twice at once). Now the pill stands in its place, in the band's solid fill, from
the band's first frame, labelled with the seat's mark and the player's name alone while the
band says "Constantinos e la rând" (round 71, critic D70: the mark alone read as a region
vanishing; a label, not a second sentence), "La rând: Constantinos" from the band's going;
the band fades on the dice' row where it lies, never over the pill, and the pill rests where
it stood. Round 75 (hY100, ruling S13 amended): the name on the pill beside the band's
"Constantinos e la rând" still said it twice at once; the plate now waits quiet (no seat
colour, no mark) with the word "La rând" alone, naming no one, until the band has gone.
Round 76 (hY104, ruling S13 amended; critics cZ75, cF75a: "the pill without a name under the
band"): while the band shows the pill is not drawn at all, the band the one voice; it comes
in its one place, "La rând: Constantinos", the frame the band has gone. Round 80 (hY118,
ruling S76): the band is the 10 000's seat card, which becomes the pill; nothing under it."""

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
                # (the band goes before its moment ends, the cup after it: round 70, D69)
                shows = flow.handoff.active
                if shows:  # the band says it alone: no plate, no word beside it (round 76,
                    # hY104, ruling S13 amended: round 75's quiet "La rând" plate read as
                    # a pill without a name, critics cZ75, cF75a)
                    # round 77 (hH81, S13 amended): the plate keeps its place, the ended
                    # turn's name greyed in it, never the next player's
                    # round 80 (hY118, S76; critics cA79 #7, cF79 #1: the greyed "Ana" under
                    # "Constantinos e la rând" named two players): no plate under the card,
                    # which becomes the pill (the 10 000's)
                    # round 81 (hY121, S91; critic cA80 #3: the place stood bare): the
                    # plate keeps its place, the ended turn's "Ana" greyed in it while the
                    # card rests, turning into "La rând: Constantinos" as the card fades
                    assert len(plates) == 1 and len(naming) == 1, (played, plates, naming)
                    # round 82 (hY127, S91 amended; critic cA81 #7: the dim "Ana" beside a
                    # band naming Constantinos): the band lands in the pill, his from its
                    # first frame
                    assert naming[0].text == scene.tr("yams.turn", name="Constantinos")
                    places.append(plates[0].center)
                    played += 1
                else:  # then the pill says it, in its one place
                    assert len(plates) == 1 and len(naming) == 1, after
                    assert naming[0].text == scene.tr("yams.turn", name="Constantinos")
                    assert plates[0].contains(naming[0].rect), after
                    places.append(plates[0].center)
                    after += 1
                app.step(FRAME)
        assert played >= 20  # the band played alone
        x0, y0 = places[-1]  # the pill never moved (the ended name's and the next's
        # centred on one point, each of its own width: within a pixel, S91)
        assert all(abs(x - x0) <= 1 and abs(y - y0) <= 1 for x, y in places), set(places)
    finally:
        app.close()

