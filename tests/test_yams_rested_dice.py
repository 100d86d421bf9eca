"""Dice that rest are never said to roll (critic hY14 §1): the rolling line goes the frame
the last die rests, the short "seen" beat after it says only that they stopped, and brief, and every
button but "Anulează" (the "Sugestie" too) is grey until the dice are seen."""

from __future__ import annotations

from game import theme
from tests.test_yams_flow import DT, seat, throw


def test_the_rolling_line_goes_the_frame_the_last_die_rests():
    flow, port = seat((2, 3, 4, 5, 6) * 3)
    throw(flow, port)
    flow.roll()
    while port.dice_in_air():
        assert flow.prompt().key == "yams.prompt_rolling"
        port.tick(DT)
        flow.update(DT)
    rested = 0
    while not flow.settled:  # every die rests, not yet seen: nothing of them
        # (critic C61 reversed "no words": the line was blank; it says they stopped)
        assert flow.prompt().key == "yams.prompt_rested", rested
        assert not flow.show_options
        port.tick(DT)
        flow.update(DT)
        rested += 1
    assert 1 <= rested <= round(0.2 / DT) + 1
    assert flow.prompt().key == "yams.prompt_hold"


def test_the_seen_beat_is_short_but_real():
    # long enough to see the faces before their previews come, short enough not to read as lag
    assert 0.15 <= theme.DICE_REVEAL_DELAY <= 0.2
