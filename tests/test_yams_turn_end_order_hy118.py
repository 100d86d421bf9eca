"""The Yams turn's end as one ordered sequence (ruling S76, round 80, hY118; critics cA79 #2,
#3, #7, #12 and change 1, cF79 #1): dice out, then any moment (the upper bonus's band), then
the "X e la rând" seat card, then the pill, the sheet's lit column, the Clasament's "acum" row
and the keys line switch in the same frame. Stepped at 1/60 s on a fake clock: no frame names
two players, no frame after the card names anyone but the next player, the ended turn's
"La rând" and the next turn's cup never show between the scoring and the card, and the keys
line never offers "Spațiu: Aruncă" while "Aruncă" is greyed."""

from __future__ import annotations

import pytest

from game.i18n import shown_name
from game.rules.yams import Box
from tests.layout_check import Run
from tests.layout_sequences_yams import UPPER_45, pick, seat, throw, validate
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SPACE_THROWS = ("yams.keys_first_throw", "yams.keys_hint")
"""The keys lines that offer "Spațiu: Aruncă"."""


def _pills(table, size) -> dict[str, int | None]:
    """Whom the drawn "La rând" pill names: "live" ("La rând: Ion"), "ended" (the name alone,
    greyed), read from the frame as drawn."""
    frame = recorded_frame(table, size)
    names = [shown_name(p.name, p.is_computer, table.tr) for p in table.game.players]
    found: dict[str, int | None] = {"live": None, "ended": None}
    for t in frame.texts:
        if t.role != "turn_line":
            continue
        for i, name in enumerate(names):
            if name in t.text:
                found["live" if "La rând" in t.text else "ended"] = i
    return found


def _frames_after_validate(run: Run, table, most: int = 900) -> list[dict]:
    """Each frame's regions (and the cup, the keys line, "Aruncă") from the validate until
    the next player's turn is shown whole (its card gone and a beat after): the pill as
    drawn, the column, the lit row and the card as the table reads them."""
    frames, after = [], 0
    for _ in range(most):
        run.frames(1)
        regions = dict(table.turn_regions())
        drawn = _pills(table, table.size)
        assert drawn == {"live": regions["live"], "ended": regions["ended"]}, (drawn, regions)
        regions["cup"] = table.cup_rect() is not None and table.cup_alpha() > 0
        regions["keys"] = table.keys_line_key()
        regions["roll"] = table.roll_button.enabled
        regions["current"] = table.game.current
        regions["ended_turn"] = table.flow.turn_ended
        regions["leaving"] = table.flow.leaving.active
        frames.append(regions)
        if regions["live"] is not None and regions["live"] == regions["current"]:
            after += 1
            if after > 20 or table.game.dice is not None:
                break
    return frames


def _check_order(frames: list[dict], outgoing: int, incoming: int) -> None:
    """The promises of S76 on the stepped frames."""
    carded = [i for i, f in enumerate(frames) if f["card"] is not None]
    assert carded, "the passing's card never came"
    first, last = carded[0], carded[-1]
    for i, f in enumerate(frames):
        named = {f[k] for k in ("live", "ended", "column", "row", "card")} - {None}
        if first <= i <= last:  # (round 81, hY121, S91, critic cA80 #3: the pill's place
            # stood bare under the card): under it the pill keeps the ended turn's greyed
            # name, as the greyed prompt does, until the card fades; the card alone live
            assert f["ended"] in (None, outgoing) and f["live"] in (None, incoming), (i, f)
            assert (f["ended"] is None) != (f["live"] is None), (i, f)  # one pill, never none
            named -= {f["ended"]}
        assert len(named) <= 1, (i, f)  # never two players at once (live)
        if i < first:  # the turn that ended: its player's name greyed, no "La rând", no cup
            assert f["live"] is None, (i, f)
            assert not f["cup"], (i, f)
            assert named <= {outgoing}, (i, f)
        if i > last:  # after the card: the next player only, every region at once
            assert named == {incoming}, (i, f)
            assert f["live"] == f["column"] == incoming, (i, f)
        if first <= i <= last:  # under the card: it alone names anyone
            assert named == {incoming}, (i, f)
        if f["keys"] in SPACE_THROWS:  # never "Spațiu: Aruncă" on a greyed "Aruncă"
            assert f["roll"], (i, f)
    assert not any(f["leaving"] for f in frames[first:]), "the card came over leaving dice"


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_person_to_computer_one_order(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        run = Run(app, "person to computer", sample_every=0)
        table = seat(run, (1, 2, 3, 4, 6) * 4, names=("Ana",), computer=True)
        throw(run, table)
        pick(run, table, Box.CHANCE)
        validate(run, table)
        _check_order(_frames_after_validate(run, table), 0, 1)
    finally:
        app.close()


def test_person_to_person_one_order(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        run = Run(app, "person to person", sample_every=0)
        table = seat(run, (1, 2, 3, 4, 6) * 4, names=("Ana", "Ion"))
        throw(run, table)
        pick(run, table, Box.CHANCE)
        validate(run, table)
        _check_order(_frames_after_validate(run, table), 0, 1)
        throw(run, table)  # and back: Ion's ended turn names Ion, never the last passing's
        pick(run, table, Box.CHANCE)
        validate(run, table)
        _check_order(_frames_after_validate(run, table), 1, 0)
    finally:
        app.close()


def test_upper_bonus_then_the_computer_one_order(tmp_path):
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        run = Run(app, "bonus then the computer", sample_every=0)
        table = seat(run, (6, 6, 6, 1, 2) + (1, 2, 3, 4, 6) * 3, names=("Ana",),
                     computer=True, cards=[UPPER_45])
        throw(run, table)
        pick(run, table, Box.SIXES)
        validate(run, table)
        frames = _frames_after_validate(run, table, most=1500)
        _check_order(frames, 0, 1)
    finally:
        app.close()
