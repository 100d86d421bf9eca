"""Planted bugs of the lead engineer's mends (round 65):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

MEND3_BREAKS: tuple[Break, ...] = (
    Break("mend3.ledger_one_place", "a 10 000 ledger with one row place shows the latest row "
          "there, never reading past its grid (round 65 review: IndexError)",
          "game/widgets/farkle_ledger.py",
          "if sum(spans) <= len(places) or len(places) < 2 else 1",
          "if sum(spans) <= len(places) else 1",
          "tests/test_farkle_ledger_one_place.py::test_a_one_place_ledger_shows_the_latest_row_"
          "in_its_place"),
    Break("mend3.tie_names_no_seat", "a Yams tie at the top names no one's seat (round 65 "
          "review: in the first tied player's colour it read as their win)",
          "game/flow/yams_end_line.py", 'EndLine(flow.tr("yams.end_tie"), None,',
          'EndLine(flow.tr("yams.end_tie"), first[0],',
          "tests/test_yams_end_pill.py::test_the_end_line_names_the_winner_or_a_tie"),
    Break("mend3.tie_pill_neutral", "a Yams tie's end pill is drawn in the neutral gold, no "
          "seat's colour (round 65 review)", "game/scenes/yams_table_draw.py",
          "seat = None if end.seat_player is None else", "seat = 0 if end.seat_player is None else",
          "tests/test_yams_end_pill.py::test_a_tie_at_the_top_wears_no_players_colour"),
    Break("mend3.invite_once_a_game", "the kept row says what it is for only before the "
          "game's first box: a resumed game in round 9 never says it again (round 65 review)",
          "game/flow/yams_reading.py",
          "and not any(card.turns_played for card in game.cards))", "and True)",
          "tests/test_yams_hold_row.py::test_a_game_past_its_first_box_never_says_what_the_"
          "row_is_for"),
    Break("mend3.row_asks_flow_gate", "the kept row is lit by the flow's own gate, never a "
          "copy of its rules (round 65 review)", "game/flow/yams_hold_row.py",
          "not flow.hold_open or flow.moment.busy:",
          "flow.game.rolls_left <= 0 or flow.moment.busy:",
          "tests/test_yams_hold_row.py::test_the_row_is_lit_by_the_flows_own_gate"),
    Break("mend3.place_said_once", "the Rules' foot says the reader's place once, on one "
          "side, where neither side has a link (round 65 review: said twice)",
          "game/scenes/rules_foot.py",  # (re-aimed by hR72: the place in one place of its
          # own; the plant says it in the foot's empty sides as well)
          "            if room.w < line_height(size, BOLD) or link is None:\n"
          "                continue\n",
          "            if room.w < line_height(size, BOLD) or link is None:\n"
          "                draw_text(surface, self.reader_place(), size, theme.MUTED, "
          "room.center)\n"
          "                continue\n",
          "tests/test_rules_foot_balanced.py::test_a_page_of_one_section_says_the_place_once"),
)
