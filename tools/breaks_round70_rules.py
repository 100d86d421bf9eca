"""Planted bugs of round 70's Rules reading whole (hN71):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_WHOLE = "tests/test_rules_reads_whole.py::"

ROUND70_RULES: tuple[Break, ...] = (
    Break("rules70.table_anchor_opens_section",
          "a jump to a table's anchor opens its section on the section's heading",
          "game/scenes/rules.py",
          "        anchor = self.section_of(anchor)\n",
          "        self.section_of(anchor)\n",
          _WHOLE + "test_every_jump_opens_on_its_heading_and_ends_between_cards"),
    Break("rules70.whole_cards",
          "a view ends above a worked example its bottom edge would cut, not inside it",
          "game/widgets/document_view.py",  # (moved there by hR84, round 80)
          "        stop = min(cut)[0]  # above it",
          "        stop = min(cut)[0] if min(cut) not in laid.examples else high  # above it",
          _WHOLE + "test_a_wheel_scroll_never_ends_a_view_inside_a_card"),
    Break("rules70.headings_one_size",
          "every section heading is laid out at the heading's size, the first one too",
          "game/widgets/document.py",
          "            b.y = b.text_lines(block.text, 0, width, style.heading, theme.GOLD, b.y,",
          "            b.y = b.text_lines(block.text, 0, width, style.heading if not first else "
          "style.body, theme.GOLD, b.y,",
          _WHOLE + "test_every_section_heading_is_drawn_at_one_size"),
    Break("rules70.paragraph_waits_whole",
          "a paragraph starting in the view's lower half that does not fit waits for the next "
          "page whole, never cut mid-sentence",
          "game/scenes/rules.py",
          "        whole = without_paragraph_head(self.page, offset, whole, height, "
          "BLOCK_LEAST_SHARE)",
          "        whole = without_paragraph_head(self.page, offset, whole, height, "
          "PAGE_LEAST_SHARE)",  # (re-pointed by hR84, round 80, S83: list items split)
          "tests/test_rules_foot_filled_s83.py::"
          "test_a_paragraph_begun_in_the_views_lower_half_is_never_split"),
)
