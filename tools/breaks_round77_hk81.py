"""Planted bugs of round 77's helper hK81:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_RING = "tests/test_focus_ring_bold.py::"
_MENU = "tests/test_menu_focus_only.py::"
_SET = "tests/test_settings_arrows_in_columns.py::"

ROUND77_HK81: tuple[Break, ...] = (
    Break("hk81.hero_lit_beside_the_ring",
          "the menu's hero keeps its gold light only at rest or while it holds the focus, "
          "never beside the focus ring elsewhere (critic cC77, ruling S34)",
          "game/scenes/menu.py",
          "        return self.focus.focused in (None, hero)\n",
          "        return True\n",
          _MENU + "test_the_hero_glows_only_with_the_focus"),
    Break("hk81.tab_chooses_the_card",
          "Tab in the menu never changes the chosen game (critic cC77, ruling S34; restated "
          "round 78 for S52's radio group, where Tab stops on the chosen card only)",
          "game/scenes/menu_keys.py",
          "        self.focus.move(step, self.cards_passed())\n",
          "        self.focus.move(step); self.land(self.focus.focused)  # type: ignore\n",
          _MENU + "test_tab_never_changes_the_choice_and_the_arrows_carry_it"),
    Break("hk81.ring_edges_thin",
          "the focus ring's dark lines stay 2 px or more, so it reads on gold and cream at "
          "1024x600 (critic cC77, ruling S34)",
          "game/widgets/focus_ring.py",
          "    edge = max(2, theme.px(theme.FOCUS_RING_EDGE_WIDTH, scale))\n",
          "    edge = max(1, theme.px(theme.FOCUS_RING_EDGE_WIDTH, scale) // 2)\n",
          _RING + "test_the_ring_reads_on_every_ground"),
    Break("hk81.ring_without_its_light",
          "the focus ring has a soft light outside it (critic cC77, ruling S34)",
          "game/widgets/focus_ring.py",
          "    glow = max(3, theme.px(theme.FOCUS_RING_GLOW, scale))\n",
          "    glow = 0\n",
          _RING + "test_the_ring_reads_on_every_ground"),
    Break("hk81.ring_outer_line_bright",
          "the focus ring is dark outside its bright band too: it reads round the menu's gold "
          "chosen card (critic cC77, ruling S34)",
          "game/widgets/focus_ring.py",
          "    shapes = ((theme.FOCUS_RING_EDGE, 0), (theme.FOCUS_RING, edge),\n",
          "    shapes = ((theme.FOCUS_RING, 0), (theme.FOCUS_RING, edge),\n",
          _RING + "test_the_ring_reads_round_the_gold_chosen_card"),
    Break("hk81.settings_down_from_a_button",
          "Settings: ↓ on \"Înapoi\" stays; it never moves sideways to \"Joacă …\" (critic "
          "cC77, ruling S34)",
          "game/widgets/column_keys.py",
          "            return None  # a button: nothing under it\n",
          "            return index + 1 if index + 1 < len(rects) else None\n",
          _SET + "test_down_reads_the_columns_in_turn_to_the_button_under_the_last"),
    # hk81.settings_down_into_the_next_column retired in round 82 (hK94, ruling S34 amended
    # round 82, critic cC82 #2): ↓ at the foot of the left column now reads on at the top of
    # the right one (the right column was out of ↓'s reach)
)
