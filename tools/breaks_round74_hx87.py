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
    Break("hx87.penta_dice_small",
          "a Penta's five dice gather under its title larger than on the table (critic "
          "cR74a: its group stood small, a fifth of the felt bare)",
          "game/views/stage_penta_room.py",
          '    return {"dice": starts, "dice_grow": theme_stage.STAGE_PENTA_DICE_GROW,\n',
          '    return {"dice": starts, "dice_grow": 1.0,\n',
          "tests/test_yams_penta_stage_fills.py::"
          "test_a_pentas_stage_leaves_no_bare_band_of_felt[size0]"),
    Break("hx87.penta_title_fit_as_a_line",
          "a Penta's title fits its group by its letters, not a whole line of its face "
          "(round 74: it shrank for room its letters never take)",
          "game/theme_stage.py", 'STAGE_GATHER_LETTERS = {"penta": 0.55, "joker_penta"',
          'STAGE_GATHER_LETTERS = {"penta": 0.85, "joker_penta"',  # (round 76: the Joker's)
          "tests/test_yams_penta_stage_fills.py::"
          "test_a_pentas_stage_leaves_no_bare_band_of_felt[size0]"),
)
