"""Planted bugs of round 78's helper hF94:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_BEAT = ("tests/test_farkle_last_round_beat_others.py::test_the_band_never_names_the_shown_"
         "players_own_total_as_the_score_to_beat")
_RESTED = ("tests/test_farkle_rolling_line_goes.py::test_the_rolling_line_goes_the_frame_the_"
           "dice_rest")

ROUND78_HF94: tuple[Break, ...] = (
    Break("hf94.beat_names_himself",
          "the last round's band names the others' best as the score to beat, never the "
          "playing seat's own total (S48, critic cB77 #13)",
          "game/flow/farkle_reading.py",
          "        others = {i: t for i, t in enumerate(totals) if i != playing} or "
          "dict(enumerate(totals))",
          "        others = dict(enumerate(totals))",
          _BEAT),
    Break("hf94.rested_line_blank",
          "the line over the dice says they stopped while they rest unseen, never blank "
          "(S48, critic cB77)",
          "game/flow/farkle_reading.py",
          '            return say("farkle.prompt.rested")',
          "            return None",
          _RESTED),
)
