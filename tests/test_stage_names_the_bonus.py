"""The stages say what they mean: the upper bonus's which bonus it is (the upper one, its 63
reached), its "+35" never on that caption (by its box, else under the caption); the win's
the winning score (a full card's TOTAL takes no stage since round 73: its end's captions
went with it in round 74)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


# (test_the_upper_bonus_stage_names_its_bonus_and_waits_on_its_box retired round 80, hY120,
# ruling S78 2.: its caption and "+35" on its box were the "Bonus!" stage's, which no longer
# plays: the upper bonus is the band's takeover all game, its row named "Bonus +35" there)


def _finished(totals: list[int], computer: list[bool], best: int | None = None) -> object:
    """A finished game's table as the stage pictures read it, in Romanian."""
    from types import SimpleNamespace

    from game.engine.players import Player
    from game.i18n import Translator

    players = [Player(f"P{i}", is_computer=c) for i, c in enumerate(computer)]
    top = max(totals)
    game = SimpleNamespace(finished=True, players=players, totals=totals,
                           ranking=lambda: [(1 if t == top else 2, i, t)
                                            for i, t in enumerate(totals)])
    return SimpleNamespace(game=game, tr=Translator.load("ro"), previous_best=best,
                           player_label=lambda i: players[i].name, kind="farkle", flow=None,
                           size=(1024, 600), scale=0.55)


def test_the_win_stage_says_the_winning_score_in_words():
    from game.i18n import format_int
    from game.views.stage_pictures import win_picture

    won = win_picture(_finished([10_250, 4_000], [False, True]))
    assert won is not None and won.counter is None  # said, not counted (the results count)
    # round 70 (hW71, critic C70: "cu 126 de puncte" over a "126"): with others the podium
    # says the winning score once, over the winner's column, and no caption says it again
    assert won.caption == ""
    alone = win_picture(_finished([10_250], [False], 9_000))  # alone, a new best: its
    # figure on its plate and the best it beat (amended round 76, hX89, ruling S9: it was
    # the caption "cu 10 250 de puncte")
    assert alone is not None and alone.record_figure == format_int(10_250)
    assert alone.record_was == f"Vechiul record: {format_int(9_000)}" and not alone.caption
