"""The last round's facts are said once each on the 10 000 table (critic B66: "last-round
target and player said 3-4 times"): the target to beat and who set it are the strip's, where
the title stands ("De depășit: 10 450 (Jucătorul 1)"); the Tura panel does not say them again
in its title row ("Lider Jucătorul 1 · 10 450": in the last round the leader is who set the
target); under the goal's banner, before the strip stands, the panel's "De depășit" says the
target once. (Round 41's "Lider" at every size, test_farkle_leader_every_size, holds until the
last round.)"""

from __future__ import annotations

import pytest

from game.i18n import format_int
from tests.uihelpers import make_app, recorded_frame
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_last_rounds_target_and_its_player_are_said_once(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._last_round_strip(app)
        table = app.manager.top
        assert table.flow.last_round_strip() is not None
        target = format_int(max(table.game.totals))
        texts = recorded_frame(table, size).texts
        leader = [t for t in texts if t.role == "turn_leader"]
        assert not leader, leader  # the strip says who set the target
        in_panel = [t.text for t in texts if table.turn_rect.contains(t.rect)]
        assert not any(target in text for text in in_panel), in_panel
        said = [t.text for t in texts if target in t.text
                and not table.players_rect.contains(t.rect)]  # (the list: their total)
        assert len(said) == 1, said  # the strip's "De depășit: 10 450 (Jucătorul 1)"
    finally:
        app.close()
