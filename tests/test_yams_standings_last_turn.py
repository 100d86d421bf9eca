"""The standings never say "încă 0 ture": a player with one turn left reads "ultima tură" (as
the catalog says a last turn), one who has played all their turns "a terminat"; no other count
is said (the round line's alone), and the panel is laid out for the longer of those two only."""

from __future__ import annotations

import pytest

from game.engine.players import Player
from game.engine.yams import ROUNDS, YamsGame
from game.flow.yams_standings import turns_said
from game.i18n import Translator
from game.rules.yams import Box, Scorecard
from game.views.yams_standings import rows_of, turns_text, widest_rows
from game.widgets.text import text_size

_TR = Translator.load("ro")


def _game(open_boxes: list[int]) -> YamsGame:
    """Players with ``open_boxes`` boxes left each (the others filled with 1 point)."""
    game = YamsGame.new([Player(f"P{k}") for k in range(len(open_boxes))])
    for k, left in enumerate(open_boxes):
        boxes = list(Box)[:len(Box) - left]
        game.cards[k] = Scorecard.from_points({box: 1 for box in boxes})
    return game


def test_the_last_turn_and_a_finished_player_are_said_in_words():
    game = _game([0, 1, 2])
    texts = [row.turns for row in rows_of(game, _TR)]
    assert "încă 0 ture" not in texts
    # (round 69: a count of turns is the round line's alone; a row says only its end)
    assert sorted(texts) == sorted(["a terminat", "ultima tură", ""]), texts
    assert [turns_text(_TR, n) for n in (0, 1)] == ["a terminat", "ultima tură"]
    en = Translator.load("en")
    assert [turns_text(en, n) for n in (0, 1)] == ["done", "last turn"]


@pytest.mark.parametrize("language", ["ro", "en"])
def test_the_panel_is_laid_out_for_the_longer_end_said(language):
    """The turns' column is as wide as the longer of "ultima tură" and "a terminat", the only
    texts it shows, not as a count never said ("încă 13 ture"): that room went to air, taken
    from the names (review, round 69)."""
    tr = Translator.load(language)
    game = _game([13, 13])
    widest = widest_rows(rows_of(game, tr), tr)
    shown = [turns_text(tr, n) for n in range(ROUNDS + 1) if turns_said(n)]
    longest = max(shown, key=lambda t: text_size(t, 20)[0])
    assert {row.turns for row in widest} == {longest}, (widest[0].turns, shown)


def test_the_turns_left_are_counted_once_by_the_round_line():
    """Mid-game no row and no title says "încă N ture" beside "Tura 6 din 13" (critic round
    68: the countdown's number said in several places at once)."""
    game = _game([8, 8, 9])
    assert [row.turns for row in rows_of(game, _TR)] == ["", "", ""]
    assert [turns_said(n) for n in (0, 1, 2, 13)] == [True, True, False, False]

