"""A 10 000 bust has one turn owner at a time: while the loser's stamp shows, the prompt,
the players list's highlight, the Tura panel and the buttons all belong to the loser's
moment (the headline is empty under the stamp, never "Urmează …" before the panels pass;
the list's "Urmează" tag marks who comes next; "Aruncă" stays dim); then, in one frame,
they all pass to the next player together."""

from __future__ import annotations

import pytest

from game.views.farkle_views import player_lines
from tests.uihelpers import make_app
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _owners(table) -> dict[str, object]:
    """Whose turn each region of the table says it is, this frame."""
    flow = table.flow
    lines = player_lines(flow, table.tr, table.outcome_visible())
    said = flow.prompt()
    return {
        "list": [i for i, line in enumerate(lines) if line.current],
        "next_tag": [i for i, line in enumerate(lines) if line.next_up],
        "tura": flow.shown_player,
        "roll_lit": table.roll_button.enabled,
        "prompt": None if said is None else said.key,
    }


def test_every_frame_of_the_bust_beat_agrees_on_whose_turn_it_is(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        screens_farkle._bust(app)
        table = app.manager.top
        assert table.flow.bust_shown and table.game.current == 1
        frames = 0
        while table.flow.bust_shown:
            seen = _owners(table)
            assert seen["list"] == [0] and seen["tura"] == 0, seen  # the loser's moment
            # (round 76, hF89, S15 amended: the line waits quiet under the stamp, which says
            # it alone; round 75's "Ana: tura se încheie" said it a second way)
            assert seen["next_tag"] == [1] and seen["prompt"] is None, seen
            assert not seen["roll_lit"], seen  # nobody throws in the loser's moment
            frames += 1
            app.step(1 / 60)
        assert frames > 20
        after = _owners(table)  # the first frame after: the seat card names Ion, and the
        # panels with it (ruling S79 1., round 80, hF100; was: the loser's turn greyed
        # under the card, no row lit, S13 round 77); nothing red until it has gone
        assert after["list"] == [1] and after["tura"] == 1 and not after["roll_lit"], after
        assert after["prompt"] is None and table.flow.handoff.active, after
        while table.flow.handoff.active:
            app.step(1 / 60)
        after = _owners(table)  # as it settles: everything passed together
        assert after["list"] == [1] and after["tura"] == 1 and after["roll_lit"], after
        assert after["prompt"] == "farkle.hint.start"
    finally:
        app.close()
