"""A 10 000 bust is said once, by the stamp: the prompt line says the loser's turn ends under it
(round 75: never empty; never the loss again, nor "Urmează …" before the panels pass the
turn); "Aruncă" stays dim under the stamp (the loser's moment) and Space cuts the pause short
and throws for the next person at once. A bank is said once: the prompt line says it while its
points rise, and no line under the buttons says it again once the turn has passed (a
computer's bank too)."""

from __future__ import annotations

import pytest

from game import theme
from game.views.farkle_views import prompt_line
from tests.test_farkle_flow import DT, LAND, Table
from tests.uihelpers import make_app, recorded_frame
from tools import screens_farkle

BUST = (2, 3, 4, 6, 6, 2)
"""Six dice that score nothing."""


def test_under_the_stamp_the_prompt_says_the_turn_ends_never_the_loss_nor_who_is_next():
    # (round 75, hF88, critic cB75, ruling S15 amended: the line was empty under the stamp,
    # read as a region vanishing; it said the loser's turn is ending; round 76, hF89, S15
    # amended again, critics cF75b / cZ75: that said the bust a second way: the line waits
    # quiet under the stamp, which is the moment's one voice)
    table = Table(BUST + (1, 5, 2, 3, 4, 6))
    flow = table.flow
    flow.press_roll()
    table.run(LAND + 0.1)
    assert flow.bust_shown and table.said() == ["farkle.bust"]
    text, _ = prompt_line(flow)
    assert text == "" and flow.prompt() is None  # nor the loss, nor the next


def test_the_next_person_throws_at_once_under_the_stamp():
    table = Table(BUST + (1, 5, 2, 3, 4, 6))
    flow = table.flow
    flow.press_roll()
    table.run(LAND + 0.1)
    assert flow.bust_shown and table.game.current == 1
    flow.press_roll()  # Ion does not wait for the pause: his dice fly now
    assert not flow.bust_shown and flow.in_the_air and table.game.roll_dice is not None
    assert flow.big_announcement() is None  # the stamp goes with the pause it cut short
    table.run(LAND + 0.1)
    assert table.game.current == 1 and flow.live()


def test_a_computers_bank_is_said_by_one_line_once():
    table = Table((1, 5, 2, 3, 4, 6) + (5, 5, 5, 2, 3, 4) + (1, 2, 3, 4, 6, 6),
                  names=("Ana",), computer=True)
    flow = table.flow
    table.throw_and_keep(0)
    flow.press_bank()
    table.run(theme.FARKLE_FLY_TIME + 0.2)  # Ana's bank landed; the computer plays
    places: list[str] = []
    for _ in range(round(14 / DT)):
        table.run(DT)
        said = flow.prompt()
        line = flow.line_message()
        here = [name for name, m in (("prompt", said), ("line", line))
                if m is not None and "încasează" in m.text and "Calculatorul" in m.text]
        assert len(here) <= 1  # never two lines at once
        if here and (not places or places[-1] != here[0]):
            places.append(here[0])
    assert table.game.banks[1] == [500]
    assert places == ["prompt"]  # said once, in one place: never again under the buttons


@pytest.mark.usefixtures("pictures_drawn_once_no_fsync")
def test_under_the_stamp_aruncă_is_dim_and_space_throws_for_the_next_person(tmp_path):
    size = (1366, 768)
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._bust(app)
        table = app.manager.top
        assert table.flow.bust_shown and not table.computer_turn
        assert not table.roll_button.enabled  # the loser's moment: nobody throws in it
        words = [t.text for t in recorded_frame(table, size).texts]
        assert words.count(table.tr("farkle.bust")) == 1
        assert not [w for w in words if "pierde" in w]
        assert "Urmează Jucătorul 2" not in words  # the turn passes later, with the panels
        table.press_roll()  # Space cuts the stamp short: Jucătorul 2 throws at once
        assert table.game.current == 1 and table.flow.in_the_air
    finally:
        app.close()
