"""Planted bugs of round 78's helper hR82:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_S49 = "tests/test_rules_whole_blocks_s49.py::"
_VIEWS = _S49 + "test_every_view_holds_whole_lines_down_to_the_cue_under_its_last_block"
_TAB = _S49 + "test_tab_reaches_the_previous_and_next_links_ringed_and_keys_follow_them"

ROUND78_HR82: tuple[Break, ...] = (
    # hr82.bare_band_under_the_cue retired in round 79 (hR83, S66): the view's blocks are no
    # longer spread down to the cue (the page reflowed as it scrolled); page_spread is gone.
    Break("hr82.blocks_under_the_cue",
          "the view stops over the cue's row: no line of the page under or across "
          "'Continuă mai jos ↓' (ruling S49)",
          "game/scenes/rules.py",  # (re-aimed round 79, hR83: the spread's foot is gone)
          "            shown.h = self._whole_view(offset, self.viewport.h - pad - "
          "self.cue_room())\n",
          "            shown.h = self._whole_view(offset, self.viewport.h - pad)\n",
          _VIEWS),
    Break("hr82.header_band_opened_cut",
          "a Rules view never opens on a table header's words with the band's top cut off "
          "over them (ruling S49)",
          "game/widgets/page_stops.py",
          "    extents += [(top, head) for top, head, _ in laid.tables]  # a table's header "
          "band whole\n",
          "    extents += []  # a table's header band whole\n",
          _VIEWS),
    Break("hr82.section_end_bare",
          "a view ending at a section's end opens the next one's heading and first words when "
          "they fit (no band of ~8 lines at the Penta's end, ruling S49)",
          "game/scenes/rules.py",
          "        whole = with_next_opening(self.page, offset, whole, height)  # (a section's end "
          "with\n",  # (re-pointed by hR84, round 80: the rows split after it, S83)
          "        whole = whole  # (a section's end with\n",
          _VIEWS),
    Break("hr82.next_link_out_of_order",
          "the foot's 'next ›' link comes last in the Tab order, after the buttons it stands "
          "right of (ruling S49)",
          "game/scenes/rules.py",
          "        self.focus.widgets.append(self.links[\"next\"])\n",
          "        self.focus.widgets.insert(first_button, self.links[\"next\"])\n",
          _TAB),
    Break("hr82.link_follows_nothing",
          "Enter and Space follow a focused foot link (ruling S49)",
          "game/widgets/foot_link.py",
          "        self.follow()\n",
          "        self.present()\n",
          _TAB),
    Break("hr82.link_ring_missing",
          "a focused foot link wears the one bold focus ring (S34, ruling S49)",
          "game/widgets/foot_link.py",
          "        if focused and self.rect.w and self.visible:\n",
          "        if focused and self.rect.w and not self.visible:\n",
          _TAB),
    Break("hr82.place_15_px",
          "'Secțiunea N din M' and the running head read at 16 px or more at 1024x600 "
          "(ruling S49)",
          "game/scenes/rules_foot.py",
          "        return max(self.font_px(PLACE_TYPE), PLACE_LEAST)\n",
          "        return self.font_px(PLACE_TYPE)\n",
          _S49 + "test_the_place_and_the_running_head_read_at_16_px_at_1024x600"),
    Break("hr82.lead_in_last_line_only",
          "a lead-in held back for what it introduces goes whole to the next page, never its "
          "last line alone (ruling S49)",
          "game/widgets/document_view.py",  # (moved there by hR84, round 80)
          "    top = max((s for s in laid.starts if s <= lines[-1].y), default=lines[-1].y)  "
          "# its\n",
          "    top = lines[-1].y  # its\n",
          _S49 + "test_a_lead_in_held_back_goes_whole"),
)
