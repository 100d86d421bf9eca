"""The 10 000 seat card is the one voice of the turn's passing (round 76, hG80; critics cF75b,
cZ75: while hG79's card said "Constantinos e la rând", the Players panel had already lit
Constantinos's row, the Tura panel already named him and the red "Aruncă" was already lit).
Stepped at 60 frames a second with the game's own clock, at every passing (a person to a
person, a person to the computer, the computer to a person): while the card shows, the
table keeps the outgoing turn's last picture (its row lit, its Tura panel whole, every figure
in it), no prompt is said and nothing is red; the frame the card has gone, in one change, the
incoming player's row lights, the Tura panel names them, the prompt says their turn, and a
person's "Aruncă" is the one red button (ruling S13, amended round 76 by hG80)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from game.i18n import shown_name
from game.views import farkle_views as views
from tests.farkle_bank import bank_a_one
from tests.uihelpers import FRAME, click_at, drawing_one_frame_in, make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _look(app: Any, table: Any) -> dict[str, Any]:
    """What one frame of ``table`` shows of whose turn it is: the Tura panel's texts (and
    the player it names), the lit row of the Players panel, the prompt, the red buttons."""
    size = app.screen.get_size()
    frame = recorded_frame(table, size)
    flow = table.flow
    names = [shown_name(p.name, p.is_computer, app.tr) for p in table.game.players]
    panel = [t.text for t in frame.texts if table.turn_rect.contains(t.rect)]
    lines = views.player_lines(flow, app.tr, table.outcome_visible())
    return {"tura": [t for t in panel if t in names], "panel": panel,
            "lit": [line.name for line in lines if line.current],
            "prompt": views.prompt_line(flow, table.outcome_visible())[0],
            "red": sum(1 for p in frame.panels if p.primary),
            "card": flow.handoff.active}


NOT_LOOKED = 10**6
"""A ``looked_from`` that looks at no frame whole (a dry run: only whether the card shows)."""


def _passing(app: Any, table: Any, looked_from: int = 0) -> list[dict[str, Any]]:
    """Every frame from now until the seat card has come and gone (and a few after), each
    looked at whole from the ``looked_from``-th on (before it: only whether the card shows,
    read from the flow); the game's clock steps 1/60 s a frame."""
    looks: list[dict[str, Any]] = []
    after = 0
    with drawing_one_frame_in(app, 0):
        for k in range(1200):
            look = (_look(app, table) if k >= looked_from
                    else {"card": table.flow.handoff.active})
            looks.append(look)
            if any(seen["card"] for seen in looks) and not look["card"]:
                after += 1
                if after > 3:
                    break
            app.step(FRAME)
    assert any(look["card"] for look in looks), "no seat card played"
    return looks


def _first_card(looks: list[dict[str, Any]]) -> int:
    """The frame the seat card first shows in."""
    return next(i for i, look in enumerate(looks) if look["card"])


def _looked_from_the_card(play: Callable[[list[int]], list[list[dict[str, Any]]]]
                          ) -> list[list[dict[str, Any]]]:
    """``play``'s passings (it plays them on a new app, each looked at whole from the frame
    given for it on), each looked at whole from the frame before its card on: where the
    cards first show is found by a dry run of the same seeded play (only the flow read, no
    frame drawn: round 78, hT2). The frames before that are the outgoing turn's own, each
    the same, and only the last of them is compared."""
    dry = play([NOT_LOOKED] * 2)
    froms = [_first_card(looks) - 1 for looks in dry]
    passings = play(froms)
    for looks, came in zip(passings, froms, strict=False):
        assert _first_card(looks) == came + 1  # (the same seeded play: the same frames)
        assert "tura" in looks[came], came  # the frame before the card, looked at whole
    return passings


def _one_change(looks: list[dict[str, Any]], outgoing: str, incoming: str,
                person: bool) -> None:
    first = _first_card(looks)
    gone = next(i for i in range(first, len(looks)) if not looks[i]["card"])
    assert first > 0
    before = looks[first - 1]  # the outgoing turn's last frame before the card
    assert before["tura"] == [outgoing] and before["lit"] == [outgoing], before
    settled = looks[gone]  # the frame the card has gone
    for look in looks[first:gone]:
        # ruling S79 1. (round 80, hF100, critics cB79 #4, cF79 #1): from the card's first
        # frame the list's light and the Tura panel name the incoming player, whole, as
        # they stand once it has gone (was: the outgoing turn greyed, no row lit, round 77
        # S13 amended; round 76 kept the outgoing row lit): never two players at once
        assert look["tura"] == [incoming] and look["lit"] == [incoming], look
        assert look["panel"] == settled["panel"], (look["panel"], settled["panel"])
        assert look["prompt"] == "" and look["red"] == 0, look  # the card speaks alone
    assert settled["tura"] == [incoming] and settled["lit"] == [incoming], settled
    # a person's prompt comes with it; the computer's line waits while its pill names it
    assert bool(settled["prompt"]) == person, settled
    assert settled["red"] == (1 if person else 0), settled
    for look in looks[gone:]:
        assert (look["tura"], look["lit"]) == ([incoming], [incoming]), look


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_a_person_to_a_person_the_card_alone_then_one_change(tmp_path, size):
    def play(froms: list[int]) -> list[list[dict[str, Any]]]:
        app = make_app(tmp_path / str(froms[0]), size=size)
        try:
            table = bank_a_one(app, (1, 5, 2, 3, 4, 4), computer=False)
            return [_passing(app, table, froms[0])]
        finally:
            app.close()

    (looks,) = _looked_from_the_card(play)
    _one_change(looks, "Ana", "Ion", person=True)


def test_a_person_to_the_computer_and_back_the_card_alone_then_one_change(tmp_path):
    names: dict[str, str] = {}

    def play(froms: list[int]) -> list[list[dict[str, Any]]]:
        app = make_app(tmp_path / str(froms[0]), size=(1920, 1080))
        try:
            # Ana banks a 1; the computer throws 2 3 4 6 6 2, a bust: the turn comes back
            table = bank_a_one(app, (1, 5, 2, 3, 4, 4, 2, 3, 4, 6, 6, 2), computer=True)
            names["computer"] = shown_name("IA", True, app.tr)
            there = _passing(app, table, froms[0])
            with drawing_one_frame_in(app, 0):
                for _ in range(3000):
                    if table.flow.bust_shown:  # the computer's bust, before its passing
                        break
                    app.step(FRAME)
            assert table.flow.bust_shown, "the computer never busted"
            return [there, _passing(app, table, froms[1])]
        finally:
            app.close()

    there, back = _looked_from_the_card(play)
    computer = names["computer"]
    _one_change(there, "Ana", computer, person=False)
    _one_change(back, computer, "Ana", person=True)


def test_a_click_on_the_greyed_throw_under_the_card_ends_it_and_throws(tmp_path):
    # (as on the Yams table, ruling S13 round 72: the button lights at the press)
    app = make_app(tmp_path, size=(1366, 768))
    try:
        table = bank_a_one(app, (1, 5, 2, 3, 4, 4, 2, 2, 3, 4, 6, 5), computer=False)
        with drawing_one_frame_in(app, 0):
            for _ in range(600):
                if table.flow.handoff.active:
                    break
                app.step(FRAME)
            app.step(FRAME)
        assert table.flow.handoff.active and not table.roll_button.enabled
        click_at(app, table.roll_button.rect.center)
        assert not table.flow.handoff.holds
        assert table.flow.in_the_air or table.game.roll_dice is not None
    finally:
        app.close()
