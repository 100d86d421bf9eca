"""The dice tab's footnote in plain words (critic A41: "abaterea de la perfect, 4,4" read as
jargon, a figure with no scale). Rewritten on purpose (hM60, critic A51: "Și zarurile corecte
se abat atât în 49 % din cazuri; abia sub 5 % ar fi de bănuit" was still a statistician's
sentence, and its 5 % was not even the screen's own threshold): it says how often fair dice come
out this uneven as "once in N", and what that means (luck, or too rare to be luck), with no
percentage and no test's figure, in both languages. Rewritten again (hM62, critic A61: "once in
2" was a p-value in words): it says whether the faces' differences are just luck, no figure.
"""

from __future__ import annotations

import re

from game.i18n import format_decimal
from game.scenes import stats_dice
from game.stats_math import chi_square_uniform
from tests.uihelpers import make_app

FAIR = [973, 1010, 996, 966, 1049, 1006]
"""Six thousand throws of fair dice (p about 0.49)."""
LOADED = [920, 960, 1000, 1000, 1040, 1080]
"""Six thousand throws of dice leaning to the six (p about 0.007: rare, not the rarest)."""
LOADEDER = [900, 950, 1000, 1000, 1050, 1100]
"""Dice leaning harder (p about 0.0001: rarer than once in a thousand)."""


def test_the_footnote_says_it_in_plain_words(tmp_path):
    app = make_app(tmp_path)
    try:
        fair, loaded = chi_square_uniform(FAIR), chi_square_uniform(LOADED)
        said = stats_dice.test_words(app.tr, fair)
        assert format_decimal(fair.statistic) not in said  # no figure without a scale
        assert "%" not in said and "abat" not in said, said  # no statistician's words
        assert "perfect" not in said and "{" not in said, said  # (A41: no "abaterea de la
        # perfect, 4,4")
        # rewritten on purpose (hM62, critic A61: "o dată din 2" was still a p-value, in
        # words): the note says only what the faces' differences are, luck or not, no figure
        assert not re.search(r"\d", said) and "doar noroc" in said, said
        assert len(said) <= 90, said
        for rolled in (LOADED, LOADEDER):
            said = stats_dice.test_words(app.tr, chi_square_uniform(rolled))
            assert not re.search(r"\d", said), said
            assert "aproape niciodată" in said, said  # (the verdict says "too often")
        app.apply_settings(app.settings.with_changes(language="en"))
        said = stats_dice.test_words(app.tr, fair)
        assert "just luck" in said and not re.search(r"\d", said), said
        said = stats_dice.test_words(app.tr, loaded)
        assert "almost never" in said and not re.search(r"\d", said), said
    finally:
        app.close()
