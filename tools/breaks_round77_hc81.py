"""Planted bugs of round 77's helper hC81:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_HIDES = "tests/test_coach_hides_nothing.py::"
_DOCK = "game/views/coach_dock.py"

ROUND77_HC81: tuple[Break, ...] = (
    Break("hc81.dock_room_on_the_sheet",
          "a first game's box and countdown cards dock over the sheet's top edge beside the "
          "title lines, left of \"?\" (ruling S20 amended round 77)",
          _DOCK,
          "    bottom = scene.sheet.rect.top - max(2, scene.px(SHEET_AIR))\n",
          "    bottom = scene.sheet.rect.bottom - max(2, scene.px(SHEET_AIR))\n",
          _HIDES + "test_the_box_and_countdown_cards_dock_over_the_sheet_beside_the_title"),
    Break("hc81.round_line_waits_under_a_card",
          "the title lines (\"Tura N din 13\" too) are said while a coach card shows (ruling "
          "S20 amended round 77: they waited under the docked card)",
          "game/scenes/yams_table_draw.py",
          "        if not ended:\n",
          "        if not ended and self.coach.card is None:\n",
          _HIDES + "test_the_title_lines_are_said_beside_every_yams_card"),
    # (hc81.hold_card_on_the_standings retired by hY115, round 79: its promise, the hold
    # card on the rack, is reversed by S62 1.; the card stands in the Clasament's band, the
    # Clasament folded under it; breaks hy115.hold_card_on_the_rack, coach8.hold_at_the_row)
    Break("hc81.rack_vanishes_under_the_hold_card",
          "the kept row's rack stays drawn under the docked hold card (no region vanishes)",
          "game/views/coach_yams.py",
          "        return False  # (docked on the rack: the rack stays drawn under it, S20 "
          "amended)\n",
          "        return True  # (docked on the rack: the rack stays drawn under it, S20 "
          "amended)\n",
          _HIDES + "test_the_rack_stays_drawn_under_the_hold_card"),
    Break("hc81.box_card_off_its_column",
          "the docked box card stands over its column's head, its pointer down into it",
          _DOCK,
          "    card.centerx = target.centerx  # over its column's head, pointing down into it\n",
          "    card.x = room.x  # over its column's head, pointing down into it\n",
          _HIDES + "test_the_box_card_points_into_its_column_where_the_felt_allows"),
    Break("hc81.box_pointer_stub",
          "the docked box card's pointer is seen whole (12 reference px past its tip's air)",
          _DOCK,
          # (re-aimed by hY115, round 79: the reach a standard pointer's, S62 1.)
          "                scene.px(POINTER + CLEARANCE))  # its tip short of the column's "
          "light, S62 1.)\n",
          "                0)  # its tip short of the column's light, S62 1.)\n",
          "tests/test_coach_tip_clear.py::"
          "test_every_arrowhead_ends_clear_of_its_ring_and_of_every_word"),
    # (hc81.hold_card_on_the_invitation retired round 80, fixE: its line was in
    # coach_dock.rack_room, the hold card's room on the rack, which nothing called since
    # S62 1. (round 79) stood the hold card in the Clasament's band; the dead function has
    # gone; test_a_yams_card_keeps_off_the_kept_rows_invitation_lane still holds the promise)
)
