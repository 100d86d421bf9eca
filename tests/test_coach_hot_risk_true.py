"""The hot dice' coach card says what is true (round 65, critic B64: "Zaruri fierbinți: dacă
ratezi acum, pierzi toată tura" warned of a high risk where re-rolling six dice busts only
about 2,3 % of the time): in both languages it names the chance of losing the turn with six
dice, computed by the rules (:func:`game.rules.farkle.bust_probability`, F9: computed, not
tabled), and no longer warns of losing the whole turn."""

from __future__ import annotations

import pytest

from game import i18n
from game.rules.farkle import DICE_PER_TURN, bust_probability
from game.views.coach_words import coach_words

WARNINGS = {"ro": ("pierzi toată tura", "ratezi"), "en": ("lose the whole turn", "miss")}
"""The old card's alarm, per language: it must not come back."""


@pytest.mark.parametrize("language", ["ro", "en"])
def test_the_hot_dice_card_names_the_small_computed_risk(language):
    before = i18n.number_language()
    i18n.use_numbers(language)
    try:
        words = coach_words(i18n.Translator.load(language), "farkle.hot")
        figure = i18n.format_percent(bust_probability(DICE_PER_TURN))
    finally:
        i18n.use_numbers(before)
    assert figure in words, (language, words, figure)
    assert figure == ("2,3 %" if language == "ro" else "2.3 %"), figure
    assert not any(w in words.lower() for w in WARNINGS[language]), (language, words)
