"""The 10 000 "?" wraps its cards' words to a balanced measure (critic F71: at 1024x600
"pierzi tura." and "la total." stood alone on their lines; at 1920x1080 card 3 broke "O
combinație nu trece" early, a short "între aruncări." under it): no line that ends a wrapped
sentence is shorter than :data:`TAIL_LEAST` of the column, in both languages, at the three
sizes, and each card's words are drawn whole and in order."""

from __future__ import annotations

import re

import pytest

from game.scenes.farkle_help import FarkleHelpOverlay
from game.scenes.help_tiles import NO_BREAK, key_plain
from game.widgets.text import text_size
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

TAIL_LEAST = 0.4
"""A wrapped sentence's last line at least this share of the card's text column."""

_ENDS = re.compile(r"[.!?]$")
"""A line that ends a sentence (a colon goes on: "Niciun zar nu punctează: / pierzi tura." is
one sentence wrapped, critic F71)."""


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_no_card_ends_a_wrapped_sentence_on_a_short_line(tmp_path, size, language):
    app = make_app(tmp_path, size=size, menu_drawn=False, language=language)
    try:
        shown = FarkleHelpOverlay(app)
        shown.layout(size)
        body, room = shown.body_size(), shown.column_room()
        for k, text in enumerate(shown.texts()):
            lines = shown.tile_lines(k, text, body, room)
            said = " ".join(line.replace(NO_BREAK, " ") for line in lines)
            assert said == text.replace(NO_BREAK, " "), (said, text)  # whole, in order
            for before, line in zip(lines, lines[1:], strict=False):
                if _ENDS.search(before.strip()):
                    continue  # a sentence of its own line(s): not a wrapped one's tail
                width = text_size(key_plain(line).replace(NO_BREAK, " "), body)[0]
                assert width >= TAIL_LEAST * room, (size, language, k + 1, lines)
    finally:
        app.close()


def test_a_wrapped_sentence_never_ends_on_a_short_line_whatever_its_words(tmp_path):
    """Whatever a card says: where its sentence, filled, would end on a short line ("scorul
    rămâne." under a full one), the page wraps it to lines of about one length (round 79, fixB:
    the page's own words no longer wrap so at any size, so the test above could not see
    help72.farkle_widows)."""
    from game.scenes.help_tiles import filled_lines
    from tests.test_farkle_help_tiles import CARD_SENTENCE

    app = make_app(tmp_path, size=(1024, 600), menu_drawn=False)
    try:
        page = FarkleHelpOverlay(app)
        page.layout((1024, 600))
        filled = filled_lines(CARD_SENTENCE, 25, 368)
        assert text_size(filled[-1], 25)[0] < TAIL_LEAST * 368, filled  # the trap is set
        lines = page.tile_lines(4, CARD_SENTENCE, 25, 368)
        assert " ".join(line.replace(NO_BREAK, " ") for line in lines) == CARD_SENTENCE
        tail = text_size(key_plain(lines[-1]).replace(NO_BREAK, " "), 25)[0]
        assert tail >= TAIL_LEAST * 368, lines
    finally:
        app.close()
