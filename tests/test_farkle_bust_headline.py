"""A 10 000 bust's beat has one owner: from the throw until the turn passes, the headline
over the dice never says "Urmează …" (while the stamp says "Tură pierdută!" it says the
loser's turn ends, round 75: never empty),
the players list's highlight and the Tura panel stay on the loser; then, in one frame,
the list and the panel pass to the next player together with the turn's passing, whose band
names them alone (the headline stays empty under it); once the band is over, the headline
speaks for the next player (never "Urmează …")."""

from __future__ import annotations

import pytest

from game.views.farkle_views import player_lines, prompt_line
from tests.uihelpers import make_app
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_headline_names_nobody_next_until_the_turn_passes_with_the_panels(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        table = screens_farkle.table_with(app, 2, 1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6)
        table.press_roll()
        screens_farkle.play(app)
        table.press_die(0)
        table.press_roll()  # five dice that score nothing
        flow, tr = table.flow, table.tr
        next_words = tr("farkle.prompt.next", name="").strip()
        stamp_frames = 0
        for _ in range(400):
            headline = prompt_line(flow)[0]
            lines = player_lines(flow, tr, table.outcome_visible())
            on_turn = [i for i, line in enumerate(lines) if line.current]
            stamp = flow.voice.announcement
            if flow.bust_shown:
                stamp_frames += 1
                assert stamp is not None and stamp.key == "farkle.bust"
                # (round 76, hF89, S15 amended: the stamp says it alone, the line quiet under
                # it; round 75's "Ana: tura se încheie" said the bust a second way)
                assert headline == ""
            if stamp_frames and not flow.bust_shown:  # the first frame after: the card
                # the turn's passing names the next player over the felt, and the panels
                # with it from its first frame: his row lit, his Tura panel (ruling S79 1.,
                # round 80, hF100; was: the loser's turn greyed, no row lit, S13 round 77)
                assert on_turn == [1] and flow.shown_player == 1, (on_turn, headline)
                assert flow.handoff.active and flow.handoff.player == 1, headline
                assert headline == "", headline
                while flow.handoff.active:
                    app.step(1 / 30)
                lines = player_lines(flow, tr, table.outcome_visible())
                on_turn = [i for i, line in enumerate(lines) if line.current]
                assert on_turn == [1] and flow.shown_player == 1, on_turn  # all passed
                headline = prompt_line(flow)[0]
                assert headline and next_words not in headline, headline
                break
            assert on_turn == [0] and flow.shown_player == 0, (on_turn, headline)
            assert next_words not in headline, headline  # never "Urmează" in the loser's beat
            app.step(1 / 30)
        assert stamp_frames > 10
    finally:
        app.close()
