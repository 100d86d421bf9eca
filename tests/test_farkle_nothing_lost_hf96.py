"""A 10 000 bust with nothing at stake strikes nothing (ruling S55 (1), round 78, hF96, critic
cB78 #7: a first-throw bust struck out a "0", which read like a "θ"). Struck only a figure above
0 (ruling S47); a lost total of 0 stays a plain "0" in its place, in the lost red, no line through
it. And the "?" page's card 5 says what its picture shows (critic cB78 #8: the card struck the
turn's total while its words said "Totalul rămâne"): the turn's points are lost, the score
stays, in both catalogs."""

from __future__ import annotations

import pytest

from game.i18n import format_int, load_catalog
from game.widgets.struck_figure import LOST_FIGURE, LOST_STRIKE, worth_striking
from tests.test_farkle_bust_struck_total_hf93 import _inks, _ledger_total
from tests.uihelpers import make_app, recorded_step
from tools.screens_farkle import table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 30
SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def test_only_a_figure_above_zero_is_worth_striking():
    assert worth_striking("250") and worth_striking("10 450") and worth_striking("100")
    assert not worth_striking("0") and not worth_striking("") and not worth_striking("—")


@pytest.mark.parametrize("size", SIZES)
def test_a_first_throw_bust_shows_a_plain_zero(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 2, 3, 4, 6, 6, 2)
        table.press_roll()
        seen = 0
        for _ in range(round(4.0 / FRAME)):
            frame = recorded_step(app, FRAME)
            if not table.flow.bust_shown:
                continue
            figure = _ledger_total(frame)
            if figure.text != format_int(0):
                break  # the turn has passed
            inks = _inks(app.screen, figure.rect)
            assert LOST_STRIKE not in inks, "a 0 struck out (reads as a θ)"
            assert LOST_FIGURE in inks  # still the bust's figure, in its place
            seen += 1
        assert seen >= 10, seen
    finally:
        app.close()


def test_the_help_bust_card_says_the_turns_points_go_and_the_score_stays():
    ro = load_catalog("ro").messages["farkle.help.lost"]
    en = load_catalog("en").messages["farkle.help.lost"]
    assert ro == "Niciun zar nu punctează: tura se pierde, scorul rămâne."
    assert en == "No die scores: the turn is lost, your score stays."
