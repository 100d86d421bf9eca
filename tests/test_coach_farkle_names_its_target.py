"""Every 10 000 coach card names only what its pointer touches (critic B51: the bank's card,
4/5, said "„Încasează” le păstrează" while its pointer ran to the dice set aside on the mat):
its pointers touch dice, the risk meter or the mat, so no card quotes a button's name
("„Încasează”", "\\"Bank\\""), long or short, in either language: the bank's card too, whose
pointer goes to the Tura panel's "Scor" since round 72 (round 73, critic J72: it pointed at
"Scor" while it named the „Încasează” button); it names that row as the panel draws it. (That
each pointer's tip reaches its target is held by test_coach_pointer_on_target.)"""

from __future__ import annotations

import pytest

from game.i18n import load_catalog

MARKS = ["farkle.set_aside", "farkle.refused", "farkle.risk", "farkle.bank", "farkle.hot"]
QUOTES = ("„", "”", '"', "“")


@pytest.mark.parametrize("lang", ["ro", "en"])
@pytest.mark.parametrize("mark", MARKS)
def test_a_farkle_card_quotes_no_button_it_does_not_point_at(lang, mark):
    messages = load_catalog(lang).messages
    for key in (f"coach.{mark}", f"coach.{mark}.short"):
        if key not in messages:
            continue
        words = str(messages[key])
        assert not any(q in words for q in QUOTES), (lang, key, words)
        if mark == "farkle.bank":  # the row it points at, as the Tura panel draws it
            assert str(messages["farkle.turn.score_label"]) in words, (lang, key, words)


@pytest.mark.parametrize(("lang", "points"), [("ro", "punctele turei"), ("en", "turn's points")])
def test_the_bank_card_still_says_the_turns_points_and_how_to_keep_them(lang, points):
    messages = load_catalog(lang).messages
    for key in ("coach.farkle.bank", "coach.farkle.bank.short"):
        words = str(messages[key])
        assert points in words, (lang, key, words)
        # (the act named, its verb in any form: round 73, not the button quoted)
        assert ("încas" if lang == "ro" else "bank") in words.lower(), (lang, key, words)
