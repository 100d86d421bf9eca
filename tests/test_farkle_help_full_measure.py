"""The 10 000 "?" page's words use their column's whole width (hS67, critic A66, 10 000 ? 7:
"the right column wraps at half width": "Niciun zar nu" / "punctează: pierzi tura."): a
sentence too long for one line fills its first line (no lone last word), never balanced into
two half lines; nothing under 16 px of em at 1024x600."""

from __future__ import annotations

import pytest

from game.scenes import help_tiles
from game.widgets.text import em_px, text_size
from tests.test_farkle_help_tiles import _open
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
FILLED = 0.6
"""A wrapped sentence's first line at least this share of its column's width."""


@pytest.mark.parametrize("size", SIZES)
def test_a_wrapped_sentence_fills_its_first_line(tmp_path, monkeypatch, size):
    app = make_app(tmp_path, size=size)
    try:
        overlay = _open(app)
        drawn = []
        real = help_tiles.draw_words

        def spy(surface, line, size_, topleft, *a, **k):
            drawn.append((line, size_, topleft))
            return real(surface, line, size_, topleft, *a, **k)

        monkeypatch.setattr(help_tiles, "draw_words", spy)
        overlay.draw(app.screen)
        for k in range(len(overlay.texts())):
            _, words = overlay.step_rects(k)
            lines = [(line, s) for line, s, pos in drawn if words.collidepoint(pos)]
            assert lines, k
            for (line, s), _after in zip(lines[:-1], lines[1:], strict=True):
                if line.rstrip().endswith((".", "!", "?")):
                    continue  # a sentence's end: the next starts a line of its own
                width = text_size(help_tiles.key_plain(line), s)[0]
                assert width >= FILLED * words.w, (size, k, line, width, words.w)
            if size == (1024, 600):
                assert all(em_px(s) >= 16 for _, s in lines), lines
    finally:
        app.close()


def test_a_sentence_wider_than_its_column_fills_its_first_line(tmp_path):
    """Whatever a card says (a translation, a new wording): a sentence that takes two lines
    fills the first, no word of the second would still fit on it (round 79, fixB: every card
    of the page now fits a sentence a line but card 5's, which nearly fills two, so the drawn
    page could not tell a filled first line from two halves)."""
    from game.scenes.farkle_help import FarkleHelpOverlay
    from tests.test_farkle_help_tiles import CARD_SENTENCE

    app = make_app(tmp_path, size=(1024, 600), menu_drawn=False)
    try:
        page = FarkleHelpOverlay(app)
        page.layout((1024, 600))
        lines = page.tile_lines(4, CARD_SENTENCE, 25, 256)
        assert len(lines) == 2, lines
        first_of_next = lines[1].split()[0]
        assert text_size(f"{lines[0]} {first_of_next}", 25)[0] > 256, lines
    finally:
        app.close()
