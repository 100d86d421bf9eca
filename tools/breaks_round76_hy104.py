"""Planted bugs of round 76's helper hY104:
each a realistic one-line bug held by a test. (hy104.status_under_band and
hy104.together_after_band retired in round 76 by hK77: ruling S21 keeps the computer's row
greyed with no status words, so there is no status to wait under the band.)"""

from __future__ import annotations

from tools.breaks import Break

_ONE = ("tests/test_yams_handoff_one_voice.py::"
        "test_the_band_is_the_one_voice_at_every_passing")

ROUND76_HY104: tuple[Break, ...] = (
    Break("hy104.pill_plate_under_band",
          "while the hand-off's band says 'Ion e la rând' the live 'La rând' pill is not drawn, "
          "no nameless plate beside it (ruling S13, amended round 76; critics cZ75, cF75a; "
          "round 77, hH81: its place holds the ended turn's name, greyed)",
          "game/scenes/yams_table_draw.py",
          # (re-aimed round 80, hY118, S76)
          "        if not game.finished and not flow.prompt_waits and not flow.turn_ended:",
          "        if not game.finished and not flow.handoff.pending and not flow.turn_ended:",
          _ONE + "[size1]"),
    # (hy104.prompt_under_band retired in round 77, hH81: under the band the prompt's pill
    # keeps the ended turn's words, greyed, ruling S13 amended; its inverse is planted as
    # hh81.yams_prompt_blank)
)
