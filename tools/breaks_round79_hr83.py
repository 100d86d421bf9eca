"""Planted bugs of round 79's helper hR83:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_STILL = "tests/test_rules_page_holds_still_s66.py::"
_STICKY = "tests/test_rules_sticky_heading_s66.py::"
_FOCUS = "tests/test_rules_focus_into_text_s66.py::"
_LIT = "tests/test_rules_examples_lit_s66.py::"
_RULES = "game/scenes/rules.py"
_SHEETS = "tests/test_help_sheets_readable_s66.py::"

ROUND79_HR83: tuple[Break, ...] = (
    Break("hr83.view_stretched",
          "a Rules view draws the page where it lays it out: the steps' spacing never changes "
          "as the view moves (ruling S66 1.)",
          "game/scenes/rules.py",
          "        return doc.Laid(ops=[op for op in doc.visible_ops(self.page, offset, shown.h)\n",
          "        return doc.Laid(ops=[replace(op, y=op.y + (op.y - offset) // 8)  "
          "# type: ignore\n"
          "                             for op in doc.visible_ops(self.page, offset, shown.h)\n",
          _STILL + "test_the_steps_keep_their_spacing_after_a_line_down"),
    Break("hr83.heading_scrolls_away",
          "a Rules view opened inside a section keeps that section's heading pinned at its "
          "top (ruling S66 2.)",
          _RULES,
          "        bands = [pinned_heading(self.page, self._heads, offset),\n",
          "        bands = [pinned_heading(self.page, self._heads, 0),\n",
          _STICKY + "test_the_arrow_down_opens_the_next_block_under_its_sections_pinned_"
          "heading"),  # (re-pointed by hR84, round 80: ↓ by blocks, S83)
    Break("hr83.index_ahead_of_the_heading",
          "the index and 'Secțiunea N din M' name the section whose heading stands at the "
          "view's top (ruling S66 2.)",
          _RULES,
          "        top = top_section([self.page.anchors[a] for a in anchors], "
          "self.scroll.offset)\n",
          "        top = top_section([self.page.anchors[a] for a in anchors],\n"
          "                          self.scroll.offset + self.viewport.h // 4)\n",
          _STICKY + "test_every_view_inside_a_section_pins_its_heading"),
    Break("hr83.dead_line_down",
          "↓ from a heading moves the text (no stop whose view repeats the heading's, ruling "
          "S66 2.)",
          _RULES,
          "        self._stops = without_first_lines(stops(self.page), self.page, self._heads)",
          "        self._stops = stops(self.page)",
          _STICKY + "test_a_line_down_from_every_heading_moves_the_text"),
    Break("hr83.last_line_under_the_heading",
          "the page's last line shows at its end under a pinned heading (ruling S66 2.)",
          "game/widgets/page_heading.py",
          "        if pinned is None or end + view - pinned[1] >= laid.height:",
          "        if pinned is None or end + view >= laid.height:",
          _STICKY + "test_the_pages_last_line_shows_at_its_end"),
    Break("hr83.right_to_the_link",
          "→ on the Rules index goes into the text, ringed (ruling S66 3.)",
          _RULES,
          "        self.text_focus.place(self.panel, self.scale)\n",
          "",
          _FOCUS + "test_right_from_the_index_goes_into_the_text"),
    Break("hr83.link_words_change_under_the_ring",
          "a scroll key on a focused foot link hands the focus to the text (ruling S66 3.)",
          _RULES,
          "            self._text_takes_the_focus()\n            before = self.scroll.offset\n",
          "            before = self.scroll.offset\n",
          _FOCUS + "test_a_page_key_on_a_focused_link_hands_the_focus_to_the_text"),
    Break("hr83.kind_unlit",
          "'Trei de un fel' and 'Careu' light their three and four dice (ruling S66 4.)",
          "game/scenes/rules_pages.py",
          "        lit = yams_rules.pattern_dice(box, dice)",
          "        lit = yams_rules.counting_dice(box, dice)",
          _LIT + "test_every_scorecard_example_draws_lit_dice_and_a_kinds_others_plain"),
    Break("hr83.kind_others_dimmed",
          "a kind's other dice, added to its sum, are drawn plainly, never dimmed (ruling "
          "S66 4.)",
          "game/scenes/rules_pages.py",
          "doc.Dice(dice, lit, dim_rest=counting <= lit)",
          "doc.Dice(dice, lit)",
          _LIT + "test_every_scorecard_example_draws_lit_dice_and_a_kinds_others_plain"),
    Break("hr83.sheet_rows_small",
          "the '?' pages' mini sheets read with 14 px capitals at 1024x600 (ruling S66 5.)",
          "game/scenes/help_tiles.py",
          "        return max(SHEET_LEAST, self.font_px(CAPTION))",
          "        return max(CAPTION_LEAST, self.font_px(CAPTION))",
          _SHEETS + "test_the_yams_pictures_sheet_rows_have_14_px_capitals"),
    Break("hr83.long_name_shrunk",
          "a mini sheet's long name ('Trei de un fel') keeps its type, the row's air giving "
          "way (ruling S66 5.)",
          "game/scenes/yams_help.py",
          "            pad, apart = self.px(5), self.px(8)  # row's air",
          "            pad, apart = self.px(10), self.px(14)  # row's air",
          _SHEETS + "test_the_yams_pictures_sheet_rows_have_14_px_capitals"),
    Break("hr83.lost_total_small",
          "the 10 000 '?' card's 'Total tură' reads with 14 px capitals at 1024x600 (ruling "
          "S66 5.)",
          "game/scenes/farkle_help.py",
          "        draw_text(surface, self.tr(\"farkle.story.total\"), self._cell_font(), "
          "theme.MUTED,",
          "        draw_text(surface, self.tr(\"farkle.story.total\"), self.caption_size(), "
          "theme.MUTED,",
          _SHEETS + "test_the_lost_turns_total_and_figure_have_14_px_capitals"),
    Break("hr83.heading_jumps_in_glide",
          "as a page glides past a heading, the heading sticks without pushing the lines "
          "under it back down (ruling S66 2.)",
          "game/widgets/page_heading.py",
          "    return pinned, min(band, shift)",
          "    return pinned, band",
          _STICKY + "test_a_page_gliding_past_a_heading_never_moves_its_lines_back"),
)
