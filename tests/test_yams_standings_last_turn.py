"""The standings never say "încă 0 ture": a player with one turn left reads "ultima tură" (as
the catalog says a last turn), one who has played all their turns "a terminat"; the other
counts are the catalog's plural, and the panel is laid out for the longest of them."""

from __future__ import annotations

from game.engine.players import Player
from game.engine.yams import YamsGame
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
    texts = [row.turns for row in rows_of(game, _TR, _TR.n)]
    assert "încă 0 ture" not in texts
    # (round 69: a count of turns is the round line's alone; a row says only its end)
    assert sorted(texts) == sorted(["a terminat", "ultima tură", ""]), texts
    assert turns_text(_TR, _TR.n, 13) == "încă 13 ture"
    en = Translator.load("en")
    assert [turns_text(en, en.n, n) for n in (0, 1, 2)] == ["done", "last turn", "2 turns left"]


def test_the_panel_is_laid_out_for_the_longest_count():
    game = _game([13, 13])
    widest = widest_rows(rows_of(game, _TR, _TR.n), _TR, _TR.n)
    longest = max((turns_text(_TR, _TR.n, n) for n in range(ROUNDS_AND_DONE)),
                  key=lambda t: text_size(t, 20)[0])
    assert text_size(widest[0].turns, 20)[0] >= text_size(longest, 20)[0]


ROUNDS_AND_DONE = 14
"""0 (done) to 13 turns left."""


def test_the_turns_left_are_counted_once_by_the_round_line():
    """Mid-game no row and no title says "încă N ture" beside "Tura 6 din 13" (critic round
    68: the countdown's number said in several places at once)."""
    from game.flow.yams_standings import turns_said

    game = _game([8, 8, 9])
    assert [row.turns for row in rows_of(game, _TR, _TR.n)] == ["", "", ""]
    assert [turns_said(n) for n in (0, 1, 2, 13)] == [True, True, False, False]

