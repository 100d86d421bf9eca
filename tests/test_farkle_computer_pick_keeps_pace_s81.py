"""The computer's selection label keeps pace with its dice (ruling S81 4., round 80, hF102;
critic cB79 #11: "Selecție: Trei de 5" and the lit scoring row stayed behind while the 4th
die, a 1, was already flying in: the computer lifted its next die ~0.1 s after the last one
landed, so a die was in the air nearly all the time and the line read a die behind).

A die lifts only once every die chosen before it lies on the mat and has been named there
(the line, the lit "Punctaj" row) for a reading beat: at most one die in the air, and each
line the mat's words say stays up at least :data:`READ` seconds before the next die lifts."""

from __future__ import annotations

import pytest

from game.views.farkle_guide import guide_lights
from game.views.farkle_views import selection_label
from tests.uihelpers import make_app
from tools import screens_farkle
from tools.unseen_frames import unseen_frames

READ = 0.25
"""The least seconds a named selection stays before the computer lifts its next die."""

FRAME = 1 / 60


@pytest.mark.parametrize("speed", ["normal", "fast"])
def test_the_computer_lifts_a_die_only_once_the_last_is_named(tmp_path, speed):
    """Frame by frame through the computer's four picks (three 5s and a 1)."""
    app = make_app(tmp_path, size=(1366, 768))
    try:
        app.apply_settings(app.settings.with_changes(computer_speed=speed))
        table = screens_farkle.table_with(app, 1, 1, 2, 3, 4, 6, 6, 5, 5, 5, 1, 2, 3)
        table.game.totals[:] = [3_350, 1_100]
        table.press_roll()
        screens_farkle.play(app)
        table.press_die(0)
        table.press_bank()
        named_for = 0.0
        lifts = 0
        last = (frozenset(), "")
        with unseen_frames(app):
            for _ in range(1200):
                app.step(FRAME)
                flow = table.flow
                chosen = frozenset(table.game.selected)
                seen = flow.selected_seen()
                if not table.computer_turn or len(chosen) < len(last[0]):
                    break  # (banked: its dice leave the mat)
                assert len(chosen - seen) <= 1, (chosen, seen)  # one die in the air at most
                if chosen - last[0]:  # a die lifted this frame
                    lifts += 1
                    if last[0]:
                        assert named_for >= READ - 1e-6, (sorted(last[0]), named_for)
                        assert last[1] == selection_label(flow, table.tr)[0]  # still named
                    named_for = 0.0
                elif chosen == seen:
                    named_for += FRAME
                lights = guide_lights(flow)[0]
                if chosen == seen and chosen:
                    assert lights, sorted(chosen)  # its scoring row lit with it
                last = (chosen, selection_label(flow, table.tr)[0])
        assert lifts == 4
    finally:
        app.close()
