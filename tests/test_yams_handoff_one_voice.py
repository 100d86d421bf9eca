"""The Yams hand-off in one voice (round 76, hY104; critics cZ75 and cF75a: while the band said
"Constantinos e la rând" the "La rând" pill stood nameless under it, the prompt's pill said a
generic "Puncte: 0 · Căsuțe libere: 13" for nobody in particular and, on the computer's turn,
the folded row said "Așteaptă-ți rândul…": three voices beside the band). Ruling S13, amended
in round 76: while the band shows, it is the one voice; the "La rând" pill, the prompt's pill
and the folded row's status are absent (no plate, no word), and the frame the band has gone
they come in together, the pill naming the incoming player. Stepped with a fake clock
(1/60 s a frame), person to person, person to computer, computer to person, at the three
window sizes."""

from __future__ import annotations

import pytest

from game.i18n import shown_name
from game.rules.yams import Box
from tests.test_turn_handoff import _until_handoff
from tests.uihelpers import drawing_one_frame_in, make_app, recorded_frame
from tools.screens_yams import pick, roll, table, validate
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60
PROMPT_ROLES = {"prompt", "announcement", "banner", "aim", "refusal"}
"""The roles the prompt's pill draws (its plate and its lines)."""


def _voices(frame) -> dict[str, list[str]]:
    """What speaks in ``frame`` besides the band: the pill's plate and words, the prompt's
    plate and words, any status in the action row (none since round 76: the computer's
    turn keeps the row greyed, S21)."""
    return {
        "pill_plate": [p.role for p in frame.panels if p.role == "turn_band"],
        "pill": [t.text for t in frame.texts if t.role == "turn_line"],
        "prompt_plate": [p.role for p in frame.panels if p.role in PROMPT_ROLES],
        "prompt": [t.text for t in frame.texts if t.role in PROMPT_ROLES],
        "status": [t.text for t in frame.texts if t.role == "row_status"],
    }


def _step_passing(app, scene, size, incoming: str, computer: bool) -> int:
    """Every frame of the band, and the first one after it; return how many frames the band
    showed."""
    flow = scene.flow
    _until_handoff(app, flow, frames=2400)
    shown = 0
    with drawing_one_frame_in(app, 0):
        while True:
            frame = recorded_frame(scene, size)
            band = [t.text for t in frame.texts if t.role == "handoff"]
            voices = _voices(frame)
            if band:  # the band names the player: nothing else speaks of the next turn
                assert band == [scene.tr("table.handoff", name=incoming)], band
                # round 80 (hY118, S76, critics cA79 #7, cF79 #1: the greyed outgoing name
                # in the pill under the band named two players): the card is the pill on its
                # way (the 10 000's), no pill under it; the prompt keeps its place greyed
                # round 81 (hY121, S91, critic cA80 #3: the place stood bare): the pill keeps
                # its place, the ended turn's greyed name in it while the card rests; as the
                # card fades where it rests the pill turns into the incoming's, the card's
                # voice handed to it (never both at full voice)
                assert voices["pill_plate"] and voices["prompt_plate"], (shown, voices)
                spoken = voices["prompt"] + voices["status"]
                # round 82 (hY127, S91 amended, critic cA81 #7: the dim pill named the ended
                # turn beside the band): the band lands in the pill, "La rând: …" live
                assert voices["pill"] == [scene.tr("yams.turn", name=incoming)], voices
                assert not [t for t in spoken if incoming in t or "La rând" in t], (
                    shown, band, voices)
                shown += 1
            elif shown:  # the band has gone: all of them at once, the incoming player's
                assert voices["pill"] == [scene.tr("yams.turn", name=incoming)], voices
                assert voices["pill_plate"] and voices["prompt_plate"] and voices["prompt"]
                assert not voices["status"], voices  # (S21: the row greyed, no words)
                assert not any(incoming != name and name in " ".join(voices["prompt"])
                               for name in ("Ana", "Constantinos")), voices
                break
            app.step(FRAME)
            assert flow.handoff.active or shown, "the band never showed"
        while flow.handoff.active:  # (the cup comes in after the band: the moment's end)
            app.step(FRAME)
    return shown


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_band_is_the_one_voice_at_every_passing(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana", "Constantinos"], [1, 2, 3, 4, 6] * 20)
        computer = shown_name(scene.game.players[2].name, True, scene.tr)
        for incoming in ("Constantinos", computer):  # person to person, person to computer
            with unseen_frames(app):
                roll(app, scene)
                pick(app, scene, Box.CHANCE)
                validate(app, scene)
            assert _step_passing(app, scene, size, incoming, incoming == computer) >= 20
        # computer to person: its turn played, the band says Ana's
        assert _step_passing(app, scene, size, "Ana", False) >= 20
    finally:
        app.close()
