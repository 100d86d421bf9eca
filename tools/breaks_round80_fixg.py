"""Planted bugs of round 80's helper fixG:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_GAMES = "tests/test_players_games.py::"
_RARITY = "tests/test_stage_rarity_hx89.py::"

ROUND80_FIXG: tuple[Break, ...] = (
    Break("fixg.undo_refused_silently",
          "a Ctrl+Z with nothing to take back is refused aloud, never silently (S76 amended "
          "round 80)",
          "game/scenes/yams_table.py",
          "            self.flow.refuse_undo()  # refused, and said why",
          "            pass  # refused, and said why",
          _GAMES + "test_yams_ctrl_z_takes_the_box_back_the_save_follows_and_a_second_is_"
          "refused"),
    Break("fixg.undo_in_the_computers_wait",
          "once the computer's turn is shown its wait before the first roll takes no undo, "
          "Ctrl+Z included (S76 4., S76 amended round 80)",
          "game/scenes/yams_table.py",
          "        if not self.flow.undo_offered:\n            self.flow.refuse_undo()",
          "        if not self.game.can_undo:\n            self.flow.refuse_undo()",
          _GAMES + "test_yams_the_computer_waits_so_undo_is_reachable_then_refuses_it"),
    Break("fixg.undo_refusal_the_long_line",
          "a Yams Ctrl+Z with nothing to take back says the short 'Nimic de anulat acum.', "
          "read whole in the prompt's card, never the engine's long line cut by '…' (S76 "
          "amended round 80)",
          "game/flow/yams_flow.py",
          '                self.refuse("yams.undo.nothing", "undo")',
          '                self.refuse("error.undo.nothing", "undo")',
          _GAMES + "test_yams_ctrl_z_takes_the_box_back_the_save_follows_and_a_second_is_"
          "refused"),
    Break("fixg.joker_title_a_pentas_width",
          "a Joker Penta's \"Joker Penta!\" stands wider than a Penta's title and at least 0.75 "
          "as tall (S77 amended round 80)",
          "game/theme_stage.py",
          "STAGE_JOKER_WIDTH = 0.84",
          "STAGE_JOKER_WIDTH = 0.58",
          _RARITY + "test_a_joker_pentas_dice_gather_at_least_at_a_pentas_size[size2]"),
)
