"""Planted bugs of round 80's helper hR84:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_S83 = "tests/test_rules_foot_filled_s83.py::"
_ROWS = "game/widgets/page_rows.py"
_HELP = ("tests/test_help_owns_the_screen_s83.py::"
         "test_the_help_panel_covers_the_tables_header_and_back_wears_esc")

ROUND80_HR84: tuple[Break, ...] = (
    Break("hr84.list_item_waits_whole",
          "a list item the Rules view's foot falls in is split by its lines down to the foot, "
          "never left whole for the next page over a bare band (ruling S83, critic cC79 #1)",
          _ROWS, "    if start in laid.items:\n        return \"item\"\n",
          "    if start in laid.items:\n        return None\n",
          _S83 + "test_under_the_cue_the_panel_is_bare_for_less_than_what_waits"),
    # hr84.card_waits_whole retired round 81 (hK89, ruling S97 1., critic cC80
    # #7): a worked example is no longer split at the view's foot (it read as cut
    # mid-card); it is whole or waits.
    # hr84.card_of_dice_alone retired round 81 (hK89, ruling S97 1., critic cC80
    # #7): a worked example is no longer split at the view's foot (it read as cut
    # mid-card); it is whole or waits.
    Break("hr84.page_down_mid_block",
          "Page Down opens on the start of the block the view's foot cut, never its middle "
          "under the pinned heading (ruling S83, critic cC79 #6)",
          "game/scenes/rules.py",
          "        if cut is not None:  # the block the foot cut",
          "        if cut is None:  # the block the foot cut",
          _S83 + "test_page_down_opens_on_the_start_of_the_block_the_foot_cut"),
    # hr84.cue_under_the_whole_card retired round 81 (hK89, ruling S97 1., critic cC80
    # #7): a worked example is no longer split at the view's foot (it read as cut
    # mid-card); it is whole or waits.
    Break("hr84.arrow_by_line",
          "↓ and ↑ step from a block's start to the next one's, never leaving half a sentence "
          "under the pinned heading (ruling S83, critic cC79 #6)",
          "game/scenes/rules.py",
          "                self.scroll.scroll_to(step if step is not None else wheel_target(",
          "                self.scroll.scroll_to(None or wheel_target(",
          _S83 + "test_the_arrows_step_from_a_blocks_start_to_the_next"),
    Break("hr84.help_panel_under_the_header",
          "the \"?\" panel owns the screen: the dimmed table's title, '?' and 'Pauză' never "
          "poke out above its top edge, the band over it bare felt (ruling S83 4., critic "
          "cC79 #8)",
          "game/scenes/help_tiles.py",
          "        self._bare_header(surface)\n", "",
          _HELP),
    Break("hr84.back_without_esc",
          "the \"?\" pages' 'Înapoi' wears 'Esc' as every dialog's safe answer does (ruling "
          "S83 4., critic cC79 #12)",
          "game/scenes/help_tiles.py",
          "        self.close_button = KeyButton(self.lazy(\"common.back\"), esc, self.back, ",
          "        self.close_button = KeyButton(self.lazy(\"common.back\"), \"\", self.back, ",
          _HELP),
)
