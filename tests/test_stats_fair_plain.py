"""The dice tab's footnote in plain words (critic A41: "abaterea de la perfect, 4,4" read as
jargon, a figure with no scale): it says how often fair dice differ this much, and when that
would be suspicious, without the test's statistic, in both languages."""

from __future__ import annotations

from game.i18n import format_decimal
from game.scenes import stats_dice
from game.stats_math import chi_square_uniform
from tests.uihelpers import make_app


def test_the_footnote_says_it_in_plain_words(tmp_path):
    app = make_app(tmp_path)
    try:
        test = chi_square_uniform([973, 1010, 996, 966, 1049, 1006])
        said = stats_dice.test_words(app.tr, test)
        assert format_decimal(test.statistic) not in said  # no figure without a scale
        assert "abaterea" not in said and "perfect" not in said
        assert "zarurile corecte" in said.lower() and "%" in said and "5 %" in said
        assert len(said) <= 110, said
        app.apply_settings(app.settings.with_changes(language="en"))
        said = stats_dice.test_words(app.tr, test)
        assert "fair dice" in said.lower() and "distance" not in said and len(said) <= 110
    finally:
        app.close()
