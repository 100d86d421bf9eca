"""The players' tags ("urmează", "IA", "obiectiv atins") stand clear of every progress bar of
the 10 000 players' list, and a tag never shortens its player's bar (critic D69: "urmează"
cut its player's bar at 1024×600; a bar shortened by its tag also read a progress against a
shorter length than its neighbours'): the list's bars all one length, ending before the
tags' column, at 1920×1080, 1366×768 and 1024×600, with two to six players and in the last
round."""

from __future__ import annotations

import pytest

from game.engine.farkle import FarkleGame, Player
from tests.uihelpers import make_app, recorded_frame
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

NAMES = ("Ana", "Ion", "Ștefan Țuțuianu", "Dan", "Mădălina Ene", "Calculatorul")


def _bars_and_tags(table, size):
    """The players' bars and tags as the frame draws them."""
    frame = recorded_frame(table, size)
    inside = [p for p in frame.panels if table.players_rect.contains(p.rect)]
    return ([p.rect for p in inside if p.role == "bar"],
            [p.rect for p in inside if p.role == "tag"])


def _check(table, size, seen):
    bars, tags = _bars_and_tags(table, size)
    assert len(bars) == len(table.game.players), bars
    assert len({(b.x, b.w) for b in bars}) == 1, bars  # one length: progress comparable
    gap = table.px(12)
    for tag in tags:
        seen.append(tag)
        for bar in bars:
            assert not tag.inflate(2 * gap - 2, 0).colliderect(bar), (tag, bar)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_no_tag_touches_or_shortens_a_bar(tmp_path, size):
    from game.scenes.farkle_table import FarkleTableScene

    app = make_app(tmp_path, size=size)
    seen: list = []
    try:
        for count in range(2, 7):
            players = [Player(n, is_computer=n == "Calculatorul") for n in NAMES[-count:]]
            game = FarkleGame.new(players)
            game.totals[:] = [1_000 * (i + 3) for i in range(count)]
            table = FarkleTableScene(app, game)
            app.manager.push(table)
            _check(table, size, seen)
        screens_farkle._last_round(app)  # "obiectiv atins" and "urmează"
        _check(app.manager.top, size, seen)
    finally:
        app.close()
    assert seen  # (the tags were drawn as pills somewhere at this size)
