"""The Yams hand-off speaks in one voice at a time (round 75, hY100; critic rows "Yams table:
one primary action at a time" and "any message said twice at once"): the passing's band
says "Constantinos e la rând" first, alone. While it shows (its entrance, its hold and its
going), no other words on the table name the incoming player: the "La rând" pill keeps its
plate in its place with the quiet word "La rând" and no name and no seat colour (it said
"▪ Constantinos" in the seat's fill beside the band: the name twice at once), the prompt's
pill says the incoming card quietly ("Puncte: 0 · Căsuțe libere: 13"), no standings row is
lit. Then the pill speaks, in one change: "La rând: Constantinos", the next turn's prompt,
the standings' row lit (it lit a tenth of a second after the pill), never one before the
other. Ruling S13, amended in round 75. Amended again in round 76 (hY104; critics cZ75, cF75a:
the nameless plate and the generic card line still spoke beside the band): while the band
shows, neither the pill's plate nor the prompt's pill is drawn at all."""

from __future__ import annotations

import pytest

from game.views import yams_standings
from tests.test_turn_handoff import _until_handoff
from tests.uihelpers import drawing_one_frame_in, make_app, recorded_frame
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60
PROMPT_ROLES = ("prompt", "aim", "announcement", "banner", "refusal")


def _to_the_band(app, names, computer):
    """A table for ``names`` whose first player scores: step to the band's first frame."""
    scene = table(app, names, [1, 2, 3, 4, 6] * 6, computer=computer)
    roll(app, scene)
    pick(app, scene, next(iter(scene.game.options())))
    validate(app, scene)
    _until_handoff(app, scene.flow)
    return scene


@pytest.mark.parametrize(("size", "names", "computer"), [
    ((1366, 768), ["Ana", "Constantinos"], False),
    ((1024, 600), ["Ana", "Constantinos", "Eva", "Ion"], False),
    ((1024, 600), ["Ana"], True),
])
def test_the_band_names_the_player_alone_then_the_pill_in_one_change(
        tmp_path, monkeypatch, size, names, computer):
    lit: list[bool] = []
    real = yams_standings.draw_seat_marker

    def record(surface, rect, seat, current, scale):
        lit.append(current)
        return real(surface, rect, seat, current, scale)

    monkeypatch.setattr(yams_standings, "draw_seat_marker", record)
    app = make_app(tmp_path, size=size)
    try:
        scene = _to_the_band(app, names, computer)
        flow = scene.flow
        incoming = scene.game.current_player
        name = "Calculatorul" if incoming.is_computer else incoming.name
        assert name in flow.handoff.text
        said = scene.tr("yams.turn", name=name)
        banded = after = 0
        with drawing_one_frame_in(app, 0):
            while after < 12:
                lit.clear()
                frame = recorded_frame(scene, size)
                pill = [t.text for t in frame.texts if t.role == "turn_line"]
                prompt = [t.text for t in frame.texts if t.role in PROMPT_ROLES]
                plates = [p for p in frame.panels if p.role == "turn_band"]
                # (S91, round 81: the card names the player until it has faded where it rests)
                if flow.handoff.names_next:  # the card says it, alone: no plate, no
                    banded += 1  # pill, no prompt beside it (round 76, S13 amended); round
                    # 77 (hH81, S13 amended): the plates kept their places, the ended turn
                    # greyed in them; round 80 (hY118, S76, critics cA79 #7, cF79 #1: two
                    # players named): the card becomes the pill, no plate under it
                    # round 81 (hY121, S91, critic cA80 #3: a bare place): one plate, the
                    # ended turn's greyed name in it while the card rests, turning into
                    # "La rând: …" as the card fades (its voice handed over, never both)
                    assert len(plates) == 1, (banded, plates)
                    # round 82 (hY127, S91 amended, critic cA81 #7: the dim pill named the
                    # ended turn beside a band naming the next): the band lands in the pill,
                    # "La rând: …" from the band's first frame
                    assert pill == [said], (banded, pill)
                    assert not [t for t in prompt if name in t], (banded, prompt)
                    assert not any(lit), (banded, lit)
                else:  # then the pill, the prompt and the lit row: one change
                    after += 1
                    assert len(plates) == 1, after  # the pill's plate, in its place
                    assert pill == [said], (after, pill)
                    assert prompt and not any(name in t for t in prompt if t != said), prompt
                    assert lit.count(True) == 1, (after, lit)
                app.step(FRAME)
        assert banded >= 20, banded
    finally:
        app.close()


def test_the_band_and_the_pill_say_the_name_in_both_languages():
    # (round 75 pinned the quiet "La rând" label here; round 76 retired it with the plate
    # under the band: the band's words and the pill's that follow it name the player)
    from game.i18n import load_catalog

    for lang in ("ro", "en"):
        messages = load_catalog(lang).messages
        for key in ("table.handoff", "yams.turn"):
            text = messages.get(key)
            assert isinstance(text, str) and "{name}" in text, (lang, key, text)
