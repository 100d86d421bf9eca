"""The dice tab answers in plain words first, the numbers behind (hM40, after the A32 critic:
"the dice tab's jargon"): "Zarurile sunt corecte", then why ("Fiecare față a ieșit cam la fel
de des."), and only then, small, the figures, introduced as such ("În cifre: …"), the count
each face should show written as players write it ("1 000", not "1 000,0")."""

from __future__ import annotations

import pytest

from game.scenes import stats_dice
from tests.uihelpers import FRAME, make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_verdict_in_plain_words_then_the_numbers_behind(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_statistics(app, 50, kind="dice", computer=True)
        app.step(FRAME)
        said = [text for text, _ in stats_dice.verdict_lines(scene)]
        assert said[0] == "Zarurile sunt corecte"
        assert said[1] == "Fiecare față a ieșit cam la fel de des."
        # round 50 (critic A41: "abaterea de la perfect, 4,4" still jargon): the numbers
        # behind in plain words, how often even fair dice stray this far
        assert said[2] == "Micile diferențe dintre fețe sunt doar noroc."
        # (rewritten, hM60: "once in N", not a percentage; hM62, critic A61: no figure at
        # all, only what the differences are: tests/test_stats_fair_plain.py)
        assert said[-1].endswith(": 1 000") and ",0" not in said[-1]
    finally:
        app.close()


def test_the_english_verdict_is_plain_too(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        app.apply_settings(app.settings.with_changes(language="en"))
        scene = open_statistics(app, 50, kind="dice", computer=True)
        app.step(FRAME)
        said = [text for text, _ in stats_dice.verdict_lines(scene)]
        assert said[:2] == ["The dice are fair", "Every face came up about as often."]
        assert said[2] == "The small differences between the faces are just luck."
        # (round 50; rewritten, hM60: "once in N", not a percentage; hM62: no figure)
    finally:
        app.close()
