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
    Break("hc81.hold_card_on_the_standings",
          "the hold card docks on the kept row's rack, the standings said beside it, never "
          "under it (ruling S20 amended round 77; critic: \"the standings disappear\")",
          _DOCK,
          "        room = rack_room(scene, target)\n",
          "        room = standings_room(scene)\n",
          "tests/test_coach_one_place.py::test_the_yams_hold_card_points_down_at_a_die_from_"
          "the_kept_rows_rack"),
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
          "    reach = scene.px(POINTER_SEEN) + tip_short(scale)  # (its pointer seen whole)\n",
          "    reach = scene.px(POINTER_SEEN)  # (its pointer seen whole)\n",
          "tests/test_coach_pointer_seen.py::test_every_card_shows_its_pointer"),
    Break("hc81.hold_card_on_the_invitation",
          "the hold card on the rack keeps off the row's invitation lane",
          _DOCK,
          "                 lane.top - scene.px(CLEARANCE) if lane.h > 0 else die.top)\n",
          "                 die.top)\n",
          "tests/test_coach_one_place.py::test_a_yams_card_keeps_off_the_kept_rows_invitation_"
          "lane"),
)
