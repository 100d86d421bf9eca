"""Planted bugs of round 76's helper hY104:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ONE = ("tests/test_yams_handoff_one_voice.py::"
        "test_the_band_is_the_one_voice_at_every_passing")

ROUND76_HY104: tuple[Break, ...] = (
    Break("hy104.pill_plate_under_band",
          "while the hand-off's band says 'Ion e la rând' the 'La rând' pill is not drawn, "
          "no nameless plate beside it (ruling S13, amended round 76; critics cZ75, cF75a)",
          "game/scenes/yams_table_draw.py",
          "        if not game.finished and not flow.prompt_waits:  # all turn, the passing's",
          "        if not game.finished and not flow.handoff.pending:  # all turn, the passing's",
          _ONE + "[size1]"),
    Break("hy104.prompt_under_band",
          "while the band shows the prompt's pill says nothing (no generic card line, "
          "'Puncte: 0 · Căsuțe libere: 13', beside it)",
          "game/views/yams_prompt.py",
          "    if scene.flow.prompt_waits:  # the passing's band is the one voice",
          "    if scene.flow.handoff.pending:  # the passing's band is the one voice",
          _ONE + "[size2]"),
    Break("hy104.status_under_band",
          "at the computer's turn the folded row's 'Așteaptă-ți rândul…' waits for the band "
          "to have gone, then comes with the pill and the prompt",
          "game/scenes/yams_table_draw.py",
          "        if self.row_folded() and not flow.prompt_waits:  # the computer plays",
          "        if self.row_folded():  # the computer plays",
          _ONE + "[size0]"),
    Break("hy104.together_after_band",
          "the pill, the prompt and the folded row's status come in the same frame as the "
          "band goes (never the computer's 'Așteaptă-ți rândul…' a moment later)",
          "game/scenes/yams_table_draw.py",
          "        if self.row_folded() and not flow.prompt_waits:  # the computer plays",
          "        if self.row_folded() and not flow.handoff.active:  # the computer plays",
          _ONE + "[size0]"),
)
