"""Every coach card's words are whole at every size (round 72, critics D71, E71, G71: at
1024x600 the countdown's card lost "un clic pe o căsuță oprește ceasul"): each card says its
whole words or its short words, never a part of either, and short words never drop what the
whole ones ask the player to do (a click)."""

from __future__ import annotations

from typing import Any

import pytest

from game.i18n import load_catalog
from game.views.coach_words import SHORT_WORDS, coach_words
from tests.coach_reached import read, reading_of
from tests.test_coach_places import _table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

STATES = ["_yams_hold", "_yams_box", "_yams_countdown", "_farkle_set_aside",
          "_farkle_refused", "_farkle_risk", "_farkle_bank", "_farkle_hot"]
ACT = {"ro": "clic", "en": "click"}
"""The word that asks the player to act, per language."""


@pytest.mark.parametrize("lang", ["ro", "en"])
def test_short_words_keep_the_action_of_the_whole(lang):
    messages = load_catalog(lang).messages
    for mark in SHORT_WORDS:
        whole, short = (str(messages[f"coach.{mark}{s}"]).lower() for s in ("", ".short"))
        if ACT[lang] in whole:
            assert ACT[lang] in short, (lang, mark, short)


@reading_of(*STATES)
def words(app: Any) -> tuple[tuple[str, ...], list[list[str]]] | None:
    """The card's lines and the words its mark may say (whole, and short where it has
    them), read once a session (tests/coach_reached.py); None with no card shown."""
    table = _table(app)
    coach = table.coach
    if coach.card is None:
        return None
    forms = [coach_words(table.tr, coach.shown + s).split()
             for s in ("", ".short")[:1 + (coach.shown in SHORT_WORDS)]]
    return tuple(coach.lines), forms


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_every_card_says_its_words_whole(tmp_path, size):
    for state in STATES:
        shown = read(tmp_path, size, state, words)
        assert shown is not None, (state, size)
        lines, forms = shown
        said = " ".join(lines).split()
        assert said in forms, (state, size, lines)
        if said != forms[0]:  # its short words: the action of the whole kept
            assert (ACT["ro"] in " ".join(said).lower()) >= (
                ACT["ro"] in " ".join(forms[0]).lower()), (state, size, lines)
