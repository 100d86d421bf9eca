"""The results' headline is the best moment's display line (round 69, critic: "the headline
(who won) is not big enough for the best moment of a game"): the verdict ("Ana câștigă!",
"Egalitate: …", "Calculatorul câștigă!") is drawn in the display face at a screen title's
size or more, the largest words on the panel, over the winner's total at rest, at every
window size, with two, three and seven players, a tie and a computer win."""

from __future__ import annotations

import pytest

from game import theme
from game.scenes.results import ResultRow
from tests.results_panel import results_over
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

NAMES = ["Ștefania", "Ion", "Dan", "Ana-Maria Popescu", "Ilinca", "Radu", "Elena"]


def _rows(case: str) -> list[ResultRow]:
    if case == "tie":
        return [ResultRow(1, "Ștefania", 250, seat=0), ResultRow(1, "Ion", 250, seat=1),
                ResultRow(3, "Dan", 190, seat=2)]
    if case == "computer":
        return [ResultRow(1, "IA", 10_250, True, seat=1), ResultRow(2, "Ștefania", 9_100, seat=0)]
    count = {"two": 2, "seven": 7}[case]
    return [ResultRow(k + 1, NAMES[k], 10_250 - 650 * k, seat=k) for k in range(count)]


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("case", ["two", "seven", "tie", "computer"])
def test_the_headline_is_the_panels_largest_display_line(tmp_path, size, case):
    app = make_app(tmp_path, size=size)
    try:
        panel = results_over(app, _rows(case), 10.0)  # at rest: the pop has settled
        texts = recorded_frame(panel, size).texts
        head = next(m for m in texts if m.role == "results_headline")
        assert head.size >= theme.font_px(theme.FONT_TITLE, panel.scale), (head.size, case)
        others = [(m.size, m.text) for m in texts
                  if m is not head and m.role != "podium_place"]
        assert others and head.size > max(others)[0], (head.size, max(others))
        for step in (m for m in texts if m.role == "podium_place"):  # the steps' numbers:
            assert step.rect.h < head.rect.h, (step, head)  # large, their ink under the
            # headline's letters (round 77, hW80, S29: written big on the metal, a numeral's
            # font size is larger than its ink: compared by their letters)
    finally:
        app.close()
