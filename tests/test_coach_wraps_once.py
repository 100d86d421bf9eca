"""The coach's one place wraps each card's words once per card and size (review round 69:
:func:`game.views.coach_spot.spot_rect` re-wrapped up to five cards' words on every frame a
card was due): a card's forms are measured once (:func:`game.views.coach_words.card_forms`
keeps them), every later frame reads them."""

from __future__ import annotations

import pytest

from game import theme
from game.views import coach_words
from game.views.coach_card import compact_type
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _counting(monkeypatch) -> list[int]:
    """Count the words' wraps (each :func:`card_lines` call) from now on."""
    calls = [0]
    real = coach_words.card_lines

    def counted(*args, **kwargs):
        calls[0] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(coach_words, "card_lines", counted)
    return calls


def test_a_cards_forms_are_wrapped_once_per_words_and_size(monkeypatch):
    calls = _counting(monkeypatch)
    scale = theme.scale_for((1366, 768))
    text, footer = "Pune deoparte un 1, un 5 sau trei la fel.", ("1/5", "Nu mai arăta", "Înainte →")
    first = coach_words.card_forms(text, footer, scale, 700)
    wrapped = calls[0]
    assert wrapped > 0
    again = coach_words.card_forms(text, footer, scale, 700)
    assert again == first and calls[0] == wrapped  # read, not wrapped again
    again.clear()  # a caller's copy: the kept forms stay whole
    assert coach_words.card_forms(text, footer, scale, 700) == first
    with compact_type(True):  # another type: measured afresh
        coach_words.card_forms(text, footer, scale, 700)
    assert calls[0] > wrapped


def test_the_one_place_wraps_no_words_on_a_later_frame(tmp_path, monkeypatch):
    from game.views.coach_spot import spot_rect

    app = coach_app(tmp_path, size=(1024, 600))
    try:
        screens_coach._farkle_set_aside(app)
        table = _table(app)
        first = spot_rect(table)
        calls = _counting(monkeypatch)
        assert spot_rect(table) == first
        app.step(0.05)
        assert calls[0] == 0
    finally:
        app.close()
