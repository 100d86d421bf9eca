"""Planted bugs of round 73's helper hF82 (the 10 000 table between beats):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_FROZEN = "tests/test_farkle_turn_frozen_rows.py::"

ROUND73_HF82: tuple[Break, ...] = (
    Break("beats73.remark_gone_when_frozen", "the computer's remark stands in the Tura panel at "
          "every beat of its turn (critic J72: under its throws and bust it went and \"Scor\" "
          "dropped ~20 px)", "game/views/farkle_views.py",
          "    if player.is_computer and not game.finished:  # its remark at every beat of its",
          "    if player.is_computer and not game.finished and flow.frozen is None:  # its",
          _FROZEN + "test_every_row_of_the_tura_panel_keeps_its_rect_through_the_computers_turn"),
)
