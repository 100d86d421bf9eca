"""The Yams "?" card says its rules in plain short sentences: no clipped clauses ("plină:
jos;"), no "sacrifici" (a box with no points simply gets 0)."""

from __future__ import annotations

import re

import pytest

from game.scenes.yams_help import STEPS, YamsHelpOverlay
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_steps_say_their_rules_plainly(tmp_path):
    """Every step's words: whole clauses, the Joker's order and the zero said plainly."""
    app = make_app(tmp_path, size=(1366, 768))
    try:
        overlay = YamsHelpOverlay(app)
        for text in overlay.texts():
            assert not re.search(r"\w:\s*\w{1,4};", text), text  # "plină: jos;"
            assert "sacrific" not in text.casefold(), text
    finally:
        app.close()


@pytest.mark.parametrize("language, words", [  # (hM41, critic A40: the Joker in plain words,
    # "Sus dacă e liberă, altfel jos, …": the same order in one plain sentence)
    # (rewritten on purpose, hM51, critic A50: "Sus dacă e liberă, altfel jos, punctaj
    # întreg" still read as telegraphese: the player is told what to do, "Scrie-o sus, la
    # fața ei", in a sentence of its own; the last place, an upper box for 0 when every
    # lower one is taken, left to the rules' page and to the table, which offers only the
    # legal boxes: the tile keeps its three lines at 1024x600)
    # (rewritten on purpose, round 70, critics A69, C69: a tile is one bold line and one
    # regular line: the bonus in the bold line, the order of places under it, whole)
    # (rewritten on purpose, hR72, critic F71: the card read as cryptic; its picture now
    # draws the choice, the face's upper box lit, then a lower box at its full value, and
    # its words are one plain sentence saying the same, the full value named)
    # (rewritten on purpose, hR74, critic H72: "Sus, la fața ei, dacă e liberă, altfel jos,
    # cu tot punctajul" still cryptic: the seed's own example in two plain sentences, the
    # boxes its picture draws named, "Întâi sus, la Patru, dacă e liberă. Altfel o căsuță de
    # jos: Full 25.", the names and points the picture's: test_the_joker_names_its_picture)
    ("ro", ("+", " Întâi sus, la Patru, dacă e liberă.", "Altfel o căsuță de jos:",
            "Full 25.")),
    ("en", ("+", " First up top, in Fours, if free.", "Else a lower box:", "Full house 25.")),
])
def test_the_joker_says_its_order_of_places_plainly(tmp_path, language, words):
    """hM28: the Joker card ("Dacă e plină, jos; altfel, 0 sus.") read as cryptic: it says
    the bonus, then the seed's order whole, first to last: the upper box of its value when it
    is free, then a lower box at its full score, then an upper box for 0."""
    app = make_app(tmp_path, size=(1366, 768), language=language)
    try:
        overlay = YamsHelpOverlay(app)
        keys = [key for key, _, _, _ in STEPS]
        at = keys.index("yams.help.joker")
        joker = overlay.keywords()[at] + " " + overlay.texts()[at]
        at = 0
        for word in words:  # each said, in the seed's order
            found = joker.find(word, at)
            assert found >= 0, (word, joker)
            at = found + len(word)
    finally:
        app.close()


@pytest.mark.parametrize("language", ["ro", "en"])
def test_no_tile_says_a_clipped_two_or_three_word_sentence(tmp_path, language):
    """Critic E70: "Le numără cercul.", "Altfel jos." read as cryptic: every sentence of the
    timer's and the Joker's words is a plain one of at least four words, the timer's saying
    what its ring shows (the seconds left), the Joker's where it goes otherwise (a lower box)."""
    app = make_app(tmp_path, size=(1366, 768), language=language)
    try:
        overlay = YamsHelpOverlay(app)
        keys = [key for key, _, _, _ in STEPS]
        said = dict(zip(keys, overlay.texts(), strict=True))
        for key in ("yams.help.timer", "yams.help.joker"):
            for sentence in re.split(r"(?<=\.)\s+", said[key].strip()):
                assert len(re.findall(r"\w+", sentence)) >= 4, (key, sentence)
        assert re.search(r"secund|second", said["yams.help.timer"]), said["yams.help.timer"]
        assert re.search(r"\bjos\b|lower", said["yams.help.joker"]), said["yams.help.joker"]
    finally:
        app.close()


@pytest.mark.parametrize("language", ["ro", "en"])
def test_the_boxes_tile_is_titled_by_what_its_picture_shows(tmp_path, language):
    """(Its figures amended by ruling S84, round 80: the lit row is now the Penta.) Critic E70:
    tile 5 pictured a straight's three rows (Șansă 20, Suită mică 30, Suită
    mare 40) under the title "Full 25 · Penta 50": its bold line now says the fixed points its
    picture shows, and no figure it does not show."""
    from game.rules.yams import score
    from game.scenes.yams_help import BOX_CELLS

    app = make_app(tmp_path, size=(1366, 768), language=language)
    try:
        overlay = YamsHelpOverlay(app)
        at = [key for key, _, _, _ in STEPS].index("yams.help.boxes")
        dice = STEPS[at][2]
        pictured = {str(score(box, dice)) for box in BOX_CELLS}
        figures = set(re.findall(r"\d+", overlay.keywords()[at]))
        assert figures and figures <= pictured, (figures, pictured)
        assert str(score(BOX_CELLS[0], dice)) in figures  # its lit row, the Penta's (S84)
    finally:
        app.close()


@pytest.mark.parametrize("language", ["ro", "en"])
def test_the_joker_names_its_picture(tmp_path, language):
    """The Joker's words name the boxes its picture draws, first the upper box of its dice's
    face, then the lower one with the points the Joker gives it there (hR74: the words and
    the picture one example, the seed's: five 4s, "Patru", else "Full 25")."""
    from game.rules.yams import joker_score
    from game.scenes.yams_help import JOKER_BOXES

    app = make_app(tmp_path, size=(1366, 768), language=language)
    try:
        overlay = YamsHelpOverlay(app)
        keys = [key for key, _, _, _ in STEPS]
        at = keys.index("yams.help.joker")
        words, dice = overlay.texts()[at], STEPS[at][2]
        upper, lower = JOKER_BOXES
        first = words.find(app.tr(upper.key))
        then = words.find(f"{app.tr(lower.key)} {joker_score(lower, dice)}", first)
        assert 0 <= first < then, (words, first, then)
        assert len(words.split(". ")) == 2, words  # two plain sentences
    finally:
        app.close()
