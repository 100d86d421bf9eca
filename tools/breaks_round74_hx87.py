"""Planted bugs of round 74's helper hX87:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ON_TOPIC = ("tests/test_yams_penta_stage_on_topic.py::"
             "test_a_pentas_stage_names_its_player_and_no_one_else")

ROUND74_HX87: tuple[Break, ...] = (
    Break("hx87.penta_names_everyone",
          "a Penta's stage names its player alone on their seat's pill, never the whole "
          "table (critic cR74a #4: the others' Penta strip was off-topic at the best moment)",
          "game/views/stage_pictures.py",
          '    more: dict[str, Any] = {"line": table.player_label(player),\n',
          '    more: dict[str, Any] = {"line": " · ".join(\n'
          '        table.player_label(i) for i in range(len(table.game.players))),\n',
          _ON_TOPIC + "[size2]"),
)
