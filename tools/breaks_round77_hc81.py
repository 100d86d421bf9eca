"""Planted bugs of round 77's helper hC81:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_HIDES = "tests/test_coach_hides_nothing.py::"
_DOCK = "game/views/coach_dock.py"

ROUND77_HC81: tuple[Break, ...] = (
    Break("hc81.box_card_on_the_title",
          "a first game's box and countdown cards dock over the sheet beside the title lines, "
          "which stay said (ruling S20 amended round 77)",
          _DOCK,
          "    x = max((r.right for r in words), default=scene.left.centerx) + 2 * pad\n",
          "    x = scene.left.x + 2 * pad\n",
          _HIDES + "test_the_title_lines_are_said_beside_every_yams_card"),
    Break("hc81.hold_card_on_the_standings",
          "the hold card docks on the kept row's rack, the standings said beside it, never "
          "under it (ruling S20 amended round 77; critic: \"the standings disappear\")",
          _DOCK,
          "        room = rack_room(scene, target)\n",
          "        room = standings_room(scene)\n",
          _HIDES + "test_the_standings_are_drawn_beside_the_hold_card"),
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
