"""The Yams last round says "a terminat" once at each beat (ruling S99 1., round 81, hY124;
critic cA80 "said twice at once", hY123's S94 5. extended from the end to the last round).

While the last round is played, a player who has scored their last box is named by the
greyed pill while the lane says their box, from their scoring to the passing's card (S113 2.,
amended round 82, hY129: was "Ana a terminat" in the pill); in those frames no row of
the Clasament repeats "a terminat" beside it. Once the pill names the next player ("La rând:
Ion"), the finished rows say "a terminat" again: the row keeps what the pill said.
"""

from __future__ import annotations

import pytest

from tests.layout_check import shown_texts
from tests.uihelpers import drawing_one_frame_in, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

STEP = 1 / 30
"""Two frames of the table's clock at a time (each one drawn and read)."""


def last_round_table(app, names):
    """A Yams table of people ``names`` in its last round: each has one box (the Chance)
    open, the first on turn; the dice are scripted."""
    from game.engine.players import Player
    from game.engine.yams import YamsGame
    from game.rules.yams import Box, Scorecard
    from game.scenes.yams_table import YamsTableScene
    from tools.scripted_dice import ScriptedDice

    app.rng = ScriptedDice((6, 6, 6, 5, 5) * 8)
    cards = [Scorecard.from_points({box: (3 + seat) * (box.value % 6 + 1) if box.is_upper
                                    else 0 for box in Box if box is not Box.CHANCE})
             for seat in range(len(names))]
    game = YamsGame([Player(name) for name in names], cards, 0)
    table = YamsTableScene(app, game)
    app.manager.push(table, fade=False)
    for _ in range(10):
        app.step(1 / 60)
    return table


def score_the_chance(app, table):
    """The player on turn throws once and writes their Chance."""
    from game.rules.yams import Box

    table.roll()
    while not table.outcome_visible():
        app.step(1 / 60)
    app.step(1 / 60)
    table.pick_cell(table.game.current, 1 + Box.CHANCE.value)
    table.validate()


def said_once_through_the_passing(app, table, name, frames=150):
    """Step the table from ``name``'s last box until the next player's turn is live; in every
    frame whose lane says "``name`` a ales …", no text says "a terminat" (S113 2., amended
    round 82, hY129: the pill names them, greyed, the box first; their row says "a terminat"
    after; was: the pill said "``name`` a terminat" beside the box line). Returns how many
    frames the box line was said."""
    done = app.tr("yams.standings.done")
    box = f"{name} a ales"
    seen = 0
    for _ in range(frames):
        texts = shown_texts(app)
        if any(box in text for text in texts):
            seen += 1
            repeated = [text for text in texts if done in text]
            assert not repeated, (name, repeated)
        with drawing_one_frame_in(app, 0):
            app.step(STEP)
    return seen


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_two_players_last_round_says_a_terminat_once(tmp_path, size):
    """S99 1.: Ana's last box with Ion still to play: the pill says she has finished, her
    row does not repeat it."""
    app = make_app(tmp_path, size=size)
    try:
        table = last_round_table(app, ["Ana", "Ion"])
        score_the_chance(app, table)
        assert said_once_through_the_passing(app, table, "Ana"), "the box never said"
    finally:
        app.close()


def test_three_players_last_round_says_a_terminat_once(tmp_path):
    """S99 1.: with three players, Ana then Ion finish: while the pill says "Ion a terminat"
    neither his row nor Ana's (finished before) says "a terminat"; under Dan's live turn the
    finished rows say it (the row keeps what the pill said)."""
    app = make_app(tmp_path, size=(1366, 768))
    try:
        table = last_round_table(app, ["Ana", "Ion", "Dan"])
        score_the_chance(app, table)
        assert said_once_through_the_passing(app, table, "Ana")
        assert table.game.current == 1
        score_the_chance(app, table)
        assert said_once_through_the_passing(app, table, "Ion")
        assert table.game.current == 2
        texts = shown_texts(app)
        assert app.tr("yams.turn_done", name="Ion") not in texts
        done = app.tr("yams.standings.done")
        assert sum(text == done for text in texts) >= 1, texts  # the rows keep it
    finally:
        app.close()
