"""Planted bugs of round 76's helper hK77:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_TAB = "tests/test_yams_tab_follows_key_line.py::"
_RULES = "tests/test_rules_index_keys.py::"

ROUND76_HK77: tuple[Break, ...] = (
    Break("hk77.tab_rings_a_box_first",
          "once a Yams roll has landed the first Tab rings a box, as the key line's 'Tab, ↑ ↓: "
          "căsuțele' says, then the buttons; Shift+Tab the same walk back (ruling S21)",
          "game/widgets/sheet_focus.py",
          "    table.focus.widgets.insert(0, widget)",
          "    table.focus.widgets.insert(1, widget)",
          _TAB + "test_after_a_roll_tab_walks_the_boxes_first_as_the_key_line_says[ro]"),
    Break("hk77.first_throw_line",
          "before the turn's first throw the key line offers neither the boxes nor the dice "
          "keys: Space, Esc, F1 (ruling S21)",
          "game/scenes/yams_layout.py",
          "            if self.game.dice is None:  # the turn's first throw",
          "            if self.game.dice is not None:  # the turn's first throw",
          _TAB + "test_before_the_first_throw_the_line_offers_no_box_and_tab_rings_arunca"),
    Break("hk77.index_in_tab_order",
          "the Rules index is a stop of the Tab order, between the tabs and the buttons "
          "(ruling S21)",
          "game/scenes/rules.py",
          "        self.focus.widgets = [self.tabs, self.index, self.text_focus,",  # (round 79,
          "        self.focus.widgets = [self.tabs, self.text_focus,",  # hR83: the text, S66)
          _RULES + "test_the_index_is_in_the_tab_order_and_its_arrows_go_to_the_sections"),
    Break("hk77.index_arrows",
          "with the Rules index focused, ↑ / ↓ go to the section before / after, lit at once",
          "game/widgets/section_index.py",
          "        self.current = anchors[k]\n        self.on_pick(self.current)\n",
          "        self.current = anchors[k]\n",
          _RULES + "test_the_index_is_in_the_tab_order_and_its_arrows_go_to_the_sections"),
    # hk77.asked_section_lit retired round 79 (hR83, S66): the page now scrolls far enough
    # for its last line under a pinned heading, so at the tested sizes every section asked
    # for reaches the view's top and is lit by the top rule; S21's asked-for light stays
    # for a page whose end keeps a heading below the top, but no tested view reaches it.
    Break("hk77.computer_row_greyed",
          "on the computer's Yams turn the row stands greyed: 'Sugestie' is not lit under it "
          "(ruling S21)",
          "game/scenes/yams_table.py",
          "        self.hint_button.enabled = human and self.flow.settled and not "
          "self.tray.is_animating",
          "        self.hint_button.enabled = self.flow.settled and not self.tray.is_animating",
          "tests/test_yams_computer_row_folds.py::"
          "test_while_the_computer_plays_the_buttons_row_stays_greyed_in_its_places[size0]"),
)
