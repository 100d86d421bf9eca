"""Planted bugs of round 74's helper hB74:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ROLES = "tests/test_button_roles_one_look.py::test_each_role_wears_one_look"

ROUND74_HB74: tuple[Break, ...] = (
    Break("hb74.rules_play_quiet",
          "the Rules from the menu offer 'Joacă Yams' red as every screen does (critic "
          "cQ74 #1: dark on the Rules, red on Settings and Statistics)",
          "game/scenes/rules.py",
          "            self.offer_forward(self.play_label, self.play)  # (cQ74: dark here, "
          "red there)\n",
          "            self.offer_forward(self.play_label, self.play).style = \"secondary\"\n",
          _ROLES + "[rules]"),
    Break("hb74.way_back_red",
          "over a table the Rules' 'Înapoi la partidă' is green as every way back (critic "
          "cQ74 #1: it was red)",
          "game/scenes/rules.py",
          "                               self.back_to_game).style = \"secondary\"  # (cQ74: an "
          "\"Înapoi\"\n",
          "                               self.back_to_game).style = \"primary\"  # (cQ74: an "
          "\"Înapoi\"\n",
          _ROLES + "[rules_over_table]"),
    Break("hb74.gutter_thin",
          "Settings' keys leave every row's name a 16 px gutter, not only the three-key "
          "rows' (critic cQ74 #2: 'Viteza calculatorului' touched 'Lentă' at 1024x600)",
          "game/scenes/settings.py",
          "        return max(LABEL_GUTTER_LEAST, self.px(LABEL_GUTTER))\n",
          "        return self.px(LABEL_GUTTER) // 3\n",
          "tests/test_settings_gutter_and_listen.py::test_every_name_keeps_a_gutter_before_its_"
          "control"),
    Break("hb74.listen_a_toggle",
          "Settings' 'Ascultă' wears an action's gold ring and speaker, not an unselected "
          "toggle's plain key (critic cQ74 #2)",
          "game/widgets/forms.py",
          "                  action=self.icon)\n",
          "                  action=\"\")\n",
          "tests/test_settings_gutter_and_listen.py::test_listen_wears_an_actions_marks_no_"
          "toggle_has"),
    Break("hb74.menu_labels_small",
          "the menu's side labels ('Record Yams', 'Jucători') read at the body's size, not "
          "the hints' (critic cQ74 #4: ~17 px)",
          "game/scenes/menu.py",
          "CHIP_LABEL_TYPE = 44\n",
          "CHIP_LABEL_TYPE = 34\n",
          "tests/test_menu_art_and_chips_read.py::test_the_side_labels_read"),
    Break("hb74.menu_labels_grey",
          "the menu's side labels are in the page's cream, not a grey (critic cQ74 #4)",
          "game/widgets/menu_chips.py",
          "    draw_text(surface, chip.label, small, theme.CREAM, (x, top)",
          "    draw_text(surface, chip.label, small, theme.MUTED, (x, top)",
          "tests/test_menu_art_and_chips_read.py::test_the_side_labels_read"),
    Break("hb74.danger_loud",
          "a dialog's destructive answer is a quiet wine, its safe gold answer the one loud "
          "button (critic cQ74 #3: the crimson face shouted as loud)",
          "game/theme.py",
          "BUTTON_DANGER = (126, 22, 54)",  # (re-aimed round 79, hK84: a saturated maroon,
          "BUTTON_DANGER = (166, 30, 70)",  # still under the lit crimson, S67 4)
          "tests/test_dialog_one_loud_button.py::test_the_safe_answer_is_the_one_loud_button"),
    # hb74.danger_rim_dark retired round 79 (hK84, ruling S67 4): the destructive answer
    # wears no rim at rest now (one family with the dialog's other buttons; its white words
    # on a saturated maroon keep it live), the promise reversed on purpose
)
