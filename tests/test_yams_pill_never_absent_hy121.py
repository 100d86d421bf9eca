"""The Yams turn passing as one continuous object (ruling S91, round 81, hY121; critics cA80
#3, #8 and change 1, cF80 #1): through every frame of a passing (person → person, person →
computer, computer → person) the "La rând" pill's place holds a pill, the outgoing player's
greyed, then (as the seat card drops) the same pill turning into the incoming player's, never
bare and never a grey name that vanishes; the seat card never lies over any words (the
message line's above all: it fades where it rests, it never flies across them); the greyed
"Aruncă" under it never keeps the ended turn's count; and the Clasament keeps one frame and
title throughout. Stepped at 1/60 s on a fake
clock, each frame's layout recorded."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from tests.layout_check import Run
from tests.layout_sequences_yams import pick, seat, throw, validate
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _frame_facts(table) -> dict:
    """The pill(s) drawn in the turn line's place, the card and the words it lies on."""
    frame = recorded_frame(table, table.size)
    turn_y = table._lines["turn"]
    pills = [p.rect for p in frame.panels
             if p.role == "turn_band" and p.rect.top <= turn_y <= p.rect.bottom]
    cards = [p.rect for p in frame.panels if p.role == "handoff_band"]
    words = [t for t in frame.texts if t.role not in ("handoff",) and t.text.strip()]
    crossed = [t.text for t in words for card in cards if card.colliderect(t.rect)]
    standings = [p.rect for p in frame.panels if p.role == "standings"]
    title = [t.rect for t in frame.texts if t.text == "Clasament"]
    return {"pills": pills, "crossed": crossed, "card": bool(cards),
            "roll": table.roll_button.text,
            "standings": [tuple(r) for r in standings + title]}


def _step_passing(run: Run, table, until_player: int, most: int = 3000) -> list[dict]:
    """Every frame from now until ``until_player``'s turn is shown whole after its card."""
    facts, seen_card, after = [], False, 0
    for _ in range(most):
        run.frames(1)
        f = _frame_facts(table)
        facts.append(f)
        seen_card = seen_card or table.flow.handoff.active
        if seen_card and not table.flow.handoff.holds and table.game.current == until_player:
            after += 1
            if after > 10:
                return facts
    raise AssertionError("the passing never ended")


def _check(facts: list[dict]) -> None:
    carded = [i for i, f in enumerate(facts) if f["card"]]
    assert carded, "the passing's card never came"
    for i, f in enumerate(facts):
        assert len(f["pills"]) == 1, (i, "the pill's place is bare or doubled", f)
        # the Clasament one shape (frame and title) through the turn's end and the passing
        assert f["standings"] == facts[0]["standings"] and f["standings"], (i, f)
        assert not f["crossed"], (i, "the seat card lies over words", f)
    for i in carded:
        assert facts[i]["roll"].strip() == facts[carded[0]]["roll"].strip(), (i, facts[i])
        assert not any(ch.isdigit() for ch in facts[i]["roll"]), (i, "a stale count", facts[i])


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_pill_holds_its_place_through_a_person_to_computer_and_back(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        run = Run(app, "person to computer and back", sample_every=0)
        table = seat(run, (1, 2, 3, 4, 6) * 8, names=("Ana",), computer=True)
        throw(run, table)
        pick(run, table, Box.CHANCE)
        validate(run, table)
        _check(_step_passing(run, table, 1))  # person → computer
        _check(_step_passing(run, table, 0))  # the computer plays, then → person
    finally:
        app.close()


def test_the_pill_holds_its_place_from_person_to_person(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        run = Run(app, "person to person", sample_every=0)
        table = seat(run, (1, 2, 3, 4, 6) * 4, names=("Ana", "Constantinos"))
        throw(run, table)
        pick(run, table, Box.CHANCE)
        validate(run, table)
        _check(_step_passing(run, table, 1))
    finally:
        app.close()
