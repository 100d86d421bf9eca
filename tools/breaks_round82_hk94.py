"""Planted bugs of round 82's helper hK94:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND82_HK94: tuple[Break, ...] = (
    Break("hk94.rules_run_on_sliced", "the Rules run-on over the cue ends at the foot of a "
          "whole line, row or card's first row, never slicing one (S110 amended round 82, "
          "cC82 #1)", "game/scenes/rules_run_on.py", "    rect.h = cut - top\n",
          "    rect.h = max(rect.h, cut - top)\n",
          "tests/test_rules_never_sliced_hk94.py::"
          "test_the_run_on_ends_on_a_whole_line_with_air_over_the_cue"),
    Break("hk94.rules_heading_alone", "the run-on never ends on a section heading without its "
          "first line (S110 amended round 82, cC82 #1: a half 'Foaia de scor')",
          "game/scenes/rules_run_on.py", "    if op.weight != BOLD or op.unit is not None:",
          "    if op.weight == BOLD or op.unit is not None:",
          "tests/test_rules_never_sliced_hk94.py::"
          "test_the_run_on_ends_on_a_whole_line_with_air_over_the_cue"),
    Break("hk94.rules_cue_air", "'Continuă mai jos ↓' keeps a third of a line of air over the "
          "run-on's last line (S110 amended round 82, cC82 #11)",
          "game/scenes/rules_run_on.py", "    return max(RUN_ON_AIR, line // AIR_SHARE)",
          "    return RUN_ON_AIR",
          "tests/test_rules_never_sliced_hk94.py::"
          "test_the_run_on_ends_on_a_whole_line_with_air_over_the_cue"),
    Break("hk94.safe_gold_follows_focus", "a dialog's safe answer keeps its gold whichever "
          "answer has the focus; the ring alone moves (S16 amended round 82, cC82 #5)",
          "game/scenes/overlays.py",
          '                widget.style = "safe" if widget is safe else "secondary"',
          '                widget.style = "safe" if widget is scene.focus.focused else '
          '"secondary"',
          "tests/test_dialog_safe_keeps_gold_hk94.py::test_the_safe_answer_is_gold_and_the_"
          "risky_one_wine_whichever_has_the_focus"),
    Break("hk94.rules_arrows_by_list", "Rules' ← / → move the focus by place, never along "
          "the focus list to the link on the other side (S33 amended round 82, cC82 #8)",
          "game/scenes/rules.py",
          "        if event.type == pygame.KEYDOWN and arrow_by_place(self.focus, event.key):",
          "        if event.type == pygame.KEYDOWN and arrow_by_place(self.focus, 0):",
          "tests/test_rules_arrows_by_place_hk94.py::"
          "test_right_from_the_text_never_lands_on_the_left_link"),
    Break("hk94.rules_arrows_by_edge", "← from the Rules text reaches the index beside it, "
          "not the tabs above it (arrows from the focused one's middle row)",
          "game/scenes/rules_arrows.py",
          "    to = nearest(probe, [w.rect for w in others], key)",
          "    to = nearest(here, [w.rect for w in others], key)",
          "tests/test_rules_arrows_by_place_hk94.py::"
          "test_left_from_the_text_reaches_the_index_and_right_comes_back"),
    Break("hk94.settings_down_stays_in_its_column", "Settings: ↓ reads on from the left "
          "column's foot to the right column's top (S34 amended round 82, cC82 #2)",
          "game/widgets/column_keys.py",
          "        nxt = [i for i in rows if spans[i].x > column.x]",
          "        nxt = [i for i in rows if spans[i].x < column.x]",
          "tests/test_settings_arrows_reach_all_hk94.py::"
          "test_down_and_up_reach_every_control_in_both_columns"),
    Break("hk94.settings_up_not_the_road_back", "Settings: ↑ from the button ↓ ended on goes "
          "back up the column it came from (S34 amended round 82)",
          "game/widgets/column_keys.py",
          "        if column_step(foot, rects, spans, pygame.K_DOWN) == index:",
          "        if column_step(foot, rects, spans, pygame.K_UP) == index:",
          "tests/test_settings_arrows_reach_all_hk94.py::"
          "test_down_and_up_reach_every_control_in_both_columns"),
    Break("hk94.settings_ring_cramped", "a focused Settings row's ring keeps felt between it "
          "and the row's name and control ('Volum', '+': S110 amended round 82, cC82 #12)",
          "game/scenes/settings_band.py", "ROW_BAND_SIDE = 5\n", "ROW_BAND_SIDE = 12\n",
          "tests/test_settings_ring_room_hk94.py::"
          "test_the_ring_clears_the_rows_name_and_control"),
)
