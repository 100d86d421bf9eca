"""Planted bugs of round 77's helper hM80:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ARROWS = "tests/test_menu_arrows_by_layout.py::"

ROUND77_HM80: tuple[Break, ...] = (
    Break("hm80.arrows_skip_the_beam",
          "the menu's arrows go by layout: what stands in line that way comes first (↑ from "
          "'Reguli' reaches the Yams card above it, not the hero up and right; ruling S23 "
          "amended round 77)",
          "game/widgets/arrow_focus.py",
          "    ranked = [((not in_beam(origin, rect, direction), round(air_between(origin, "
          "rect)),\n",
          "    ranked = [((False, round(air_between(origin, rect)),\n",
          _ARROWS + "test_each_arrow_goes_where_the_layout_shows"),
    Break("hm80.arrows_any_diagonal",
          "an arrow reaches a thing out of line only when it lies clearly that way (→ from "
          "'Partidă nouă' never drops to 'Ieși'; ruling S23 amended round 77)",
          "game/widgets/arrow_focus.py",
          "    return along > 0 and (in_beam(origin, other, direction) or across <= along * "
          "SLANT)",
          "    return along > 0",
          _ARROWS + "test_each_arrow_goes_where_the_layout_shows"),
    Break("hm80.up_forgets_the_heros_game",
          "↑ from the hero lands on the card of the game it names, both cards as near (S23)",
          "game/scenes/menu_keys.py",
          'named = self.farkle_button if self.hero_kind() == "farkle" else self.yams_button',
          "named = self.yams_button",
          "tests/test_menu_focus_apart.py::test_up_from_the_hero_keeps_the_game_it_names"),
    Break("hm80.thin_air_before_a_colon",
          "a key's cap is followed by the punctuation it ends on with no air ('[F1]:', never "
          "'[F1] :'; round 77)",
          "game/widgets/keycaps.py",
          '"" if after in _MARKS else air(after, "–")',
          'air(after, _MARKS + "–")',
          "tests/test_help_keys_spaced.py::test_no_air_before_a_colon_nor_at_a_lines_start"),
    Break("hm80.pause_keys_bare",
          "the Pause dialog lists its keys in the same keycaps as every line naming a key "
          "(round 77, S24: its key column was an exception)",
          "game/scenes/overlays.py",
          '            keys, _, does = self.tr(key).partition(": ")',
          '            keys, _, does = key_plain(self.tr(key)).partition(": ")',
          "tests/test_keycaps_everywhere.py::test_the_pause_lists_its_keys_in_the_same_keycaps"),
    Break("hm80.settings_own_plate",
          "Settings' F11 and M stand in the same keycaps as every line naming a key (round 77, "
          "S24: they were outlined plates of their own)",
          "game/scenes/settings.py",
          "        draw_keyed(surface, cap, size, (x, label.centery - height // 2), self.scale)",
          "        draw_text(surface, key, size, theme.CREAM, (x, label.centery - height // 2), "
          '"topleft")',
          "tests/test_keycaps_everywhere.py::test_settings_f11_and_m_are_the_same_keycaps"),
    Break("hm80.settings_groups_crowded",
          "Settings' groups stand three gaps apart where the room allows, further apart than "
          "a card's rows (ruling S31)",
          "game/scenes/settings.py",
          "        wide = max(near, self.px(theme.GAP * GROUP_AIR))",
          "        wide = near",
          "tests/test_settings_groups_air.py::test_the_groups_stand_further_apart_than_their_rows"),
    Break("hm80.settings_lines_small",
          "Settings' explaining lines read at 27 px of em or more at 1920x1080 (ruling S31)",
          "game/scenes/settings.py",
          "        return max(self.font_px(EXPLAIN_TYPE), LINE_LEAST)",
          "        return max(self.font_px(theme.FONT_SMALL), LINE_LEAST)",
          "tests/test_settings_groups_air.py::test_the_explaining_lines_read_large_at_1920"),
    Break("hm80.saved_pills_uneven",
          "two saved cards' pills are one size, side by side (a pill of one row beside one of "
          "two read as two styles; ruling S31)",
          "game/widgets/game_card.py",
          "        lines = max(self.badge_rows(), self.room_rows()) if lines is None else lines",
          "        lines = self.badge_rows() if lines is None else lines",
          "tests/test_menu_saved_cards_even.py::"
          "test_two_saved_cards_wear_pills_of_one_size_side_by_side"),
    Break("hm80.saved_pills_own_width",
          "two saved cards' pills are one width, the wider's (ruling S31)",
          "game/scenes/menu.py",
          "            card.badge_least = widest  # size, side by side (round 77, hM80, S31)",
          "            card.badge_least = 0  # size, side by side (round 77, hM80, S31)",
          "tests/test_menu_saved_cards_even.py::"
          "test_two_saved_cards_wear_pills_of_one_size_side_by_side"),
    Break("hm80.saved_art_strip",
          "two saved cards keep their pictures nearly whole: the name set smaller over two "
          "rows of saved facts (ruling S31)",
          "game/widgets/game_card.py",
          "        return round(self.font_size * (NAME_ROWS if self.room_rows() > 1 else "
          "NAME_TYPE))",
          "        return round(self.font_size * NAME_TYPE)",
          "tests/test_menu_saved_cards_even.py::"
          "test_two_saved_cards_keep_their_pictures_nearly_whole"),
    Break("hm80.line_under_the_name",
          "beside a saved card's pill of two rows, the other card's line stands level with "
          "the pill's middle, no empty band under it (ruling S31)",
          "game/widgets/game_card.py",
          "        if self.room_rows() > 1:  # beside the other card's pill of two rows: the "
          "line at",
          "        if False:  # beside the other card's pill of two rows: the line at",
          "tests/test_menu_saved_cards_even.py::"
          "test_beside_a_pill_of_two_rows_the_other_cards_line_stands_level_with_it"),
    Break("hm80.button_key_own_plate",
          "the keys the dialogs' buttons wear stand in the same keycaps as every line naming a "
          "key (round 77, S24 amended)",
          "game/widgets/key_button.py",
          "        keycaps.draw_keycap(surface, self.key, cap, self.scale)",
          "        pygame.draw.rect(surface, theme.INK, cap, border_radius=cap.h // 4)",
          "tests/test_keycaps_everywhere.py::"
          "test_a_questions_safe_answer_wears_its_key_in_the_same_cap"),
)
