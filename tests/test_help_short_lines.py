"""The "?" pages after critic A40 ("each card a paragraph; the Joker in jargon; 10 000's card 3
shows its two throws run together with a tiny '›'"): each card's words are short sentences
(about 60 characters each, keycaps drawn without their brackets), three cards or more one short
line's words in all; the Yams Joker card in plain words; in 10 000's card 3 ("Aruncă iar")
the two throws stand clearly apart: a die's width or more between them, a drawn arrow across it."""

from __future__ import annotations

import re

import pytest

from game.scenes import farkle_help, yams_help
from game.scenes.farkle_help import ACROSS, FarkleHelpOverlay
from game.scenes.yams_help import YamsHelpOverlay
from tests.uihelpers import make_app
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SENTENCE_MOST = 62
"""A sentence's most characters as drawn (about 60)."""


def _drawn(text: str) -> str:
    return text.replace("[", "").replace("]", "")


def _open(app, game: str):
    open_table(app, game, 1)
    overlay = (YamsHelpOverlay if game == "yams" else FarkleHelpOverlay)(app)
    app.manager.push(overlay, fade=False)
    app.step(1 / 60)
    return overlay


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize("game", ["yams", "farkle"])
def test_each_cards_words_are_short_sentences(tmp_path, game, language):
    app = make_app(tmp_path, size=(1366, 768), language=language)
    try:
        texts = [_drawn(t) for t in _open(app, game).texts()]
        long = [s for t in texts for s in re.split(r"(?<=[.?!])\s+", t)
                if len(s) > SENTENCE_MOST]
        assert not long, long
        assert all(len(re.split(r"(?<=[.?!])\s+", t)) <= 3 for t in texts), texts
        one_line = [t for t in texts if len(t) <= SENTENCE_MOST]
        assert len(one_line) >= 3, texts  # many cards: one short line's words in all
    finally:
        app.close()


@pytest.mark.parametrize("language", ["ro", "en"])
def test_the_joker_card_speaks_plainly(tmp_path, language):
    app = make_app(tmp_path, size=(1366, 768), language=language)
    try:
        overlay = _open(app, "yams")
        at = [key for key, _, _, _ in yams_help.STEPS].index("yams.help.joker")
        joker = overlay.texts()[at]  # (round 70, critic C69: the bonus in the bold line,
        # the places under it)
        assert ";" not in joker and "…" not in joker, joker  # no clipped jargon
        assert "+100" in overlay.keywords()[at]
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_two_throws_of_card_3_stand_apart(tmp_path, monkeypatch, size):
    app = make_app(tmp_path, size=size)
    try:
        overlay = _open(app, "farkle")
        rows: dict[tuple[int, ...], tuple[int, int, int]] = {}
        real = farkle_help.draw_dice_row

        def spy(surface, cache, dice, at, side, gap, *args, **kwargs):
            rows[tuple(dice)] = (at[0], side, gap)
            return real(surface, cache, dice, at, side, gap, *args, **kwargs)

        monkeypatch.setattr(farkle_help, "draw_dice_row", spy)
        overlay.draw(app.screen)
        (x1, side, gap), (x2, _, _) = rows[ACROSS[0]], rows[ACROSS[1]]
        first_right = x1 + len(ACROSS[0]) * side + (len(ACROSS[0]) - 1) * gap
        assert x2 - first_right >= side, (x2 - first_right, side)
    finally:
        app.close()
