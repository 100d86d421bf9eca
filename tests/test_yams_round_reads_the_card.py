"""The Yams table's "Tura N din 13" matches the card (critic cQ74: "Tura 1 din 13" over
yams_upper_bonus_refused and yams_joker_bonus_banner, Ana's card already holding six boxes).
The engine's round reads the current seat's card (its filled boxes + 1), which is right for
every game a table can reach; those two states were built on cards no game reaches (Ana's
boxes filled, the computer's card empty while it is the computer's turn). Every render state
that starts from written cards gives each seat the turns the turn order needs, so the
round said is the one each card shows."""

from __future__ import annotations

import pytest

from game.engine.yams import ROUNDS
from game.storage.validators import _check_turn_order
from tests.uihelpers import make_app, recorded_step
from tools import screens_yams

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize(("state", "played"), [("_upper_bonus_refused", 6),
                                               ("_joker_bonus_banner", 2)])
def test_the_round_said_is_the_one_every_card_shows(tmp_path, state, played):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        getattr(screens_yams, state)(app)
        scene = app.manager.top
        game = scene.game
        turns = [card.turns_played for card in game.cards]
        _check_turn_order(turns, game.current, "turns")  # a game the table can reach
        assert turns[0] == played, turns  # Ana has just written her box of this round
        assert game.round == played, (game.round, turns)
        frame = recorded_step(app, 1 / 60)
        said = [t.text for t in frame.texts if t.text.startswith("Tura ")]
        assert said == [f"Tura {played} din {ROUNDS}"], said
    finally:
        app.close()
