"""The turn change said once (critic cQ74 #3, yams_upper_bonus_refused: the "▽ Calculatorul"
pill, the big "Calculatorul e la rând" band and the standings' lit row said it three times at
once): while the band says whose turn it is, the standings light no row (ruling S13, round
74); before it, the player who scored keeps their row lit, as the pill keeps their name; the
next player's row lights as the band goes, with the pill's "La rând: …" (round 75: the
same frame; it lit once the band's whole moment had ended, a tenth of a second later)."""

from __future__ import annotations

import pytest

from game.views import yams_standings
from tests.uihelpers import make_app
from tools.screens_yams import _upper_bonus_refused

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_standings_stay_quiet_while_the_band_says_the_turn(tmp_path, monkeypatch):
    lit: list[bool] = []
    real = yams_standings.draw_seat_marker

    def record(surface, rect, seat, current, scale):
        lit.append(current)
        return real(surface, rect, seat, current, scale)

    monkeypatch.setattr(yams_standings, "draw_seat_marker", record)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        _upper_bonus_refused(app)
        scene = app.manager.top
        handoff = scene.flow.handoff
        banded = after = 0
        for _ in range(200):
            lit.clear()
            app.step(1 / 30)
            if handoff.pending and not banded:  # the old turn's report: its row still lit
                assert lit.count(True) == 1, lit
            elif handoff.active and scene.flow.prompt_waits:  # (round 75: while it shows)
                banded += 1
                assert lit and not any(lit), lit  # the band alone says the turn
            elif banded and not handoff.pending:  # (round 75, hY100: the row lit as the band
                # has gone, with the pill's "La rând: …", not a tenth of a second after it)
                after += 1
                assert lit.count(True) == 1, lit  # then the next player's row lights
                if after > 3:
                    break
        assert banded and after, (banded, after)
    finally:
        app.close()
