"""Planted bugs of the Yams table's turn band, pill and special states (round 60):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_END = "tests/test_yams_end_beats.py::"
_PLACE = "tests/test_yams_countdown_place.py::"
_BADGE = ("tests/test_yams_countdown_ring_beside.py::test_one_ring_on_the_box_its_rows_height_"
          "with_the_seconds_inside")
_ARROW = "tests/test_yams_coach_arrow.py::test_"
_STANDINGS = ("tests/test_yams_standings_fixed_top.py::test_the_panel_stands_at_its_bands_"
              "top_its_header_with_air")
_BAND = ("tests/test_yams_band_pill_style.py::test_the_band_is_rounded_and_in_the_pills_"
         "font_from_its_first_frame")
_INSIDE = "tests/test_yams_countdown_badge_inside.py::test_"

YAMS10_BREAKS: tuple[Break, ...] = (
    Break("yams10.buttons_kept_to_results", "the button row keeps its place, greyed, from the "
          "last box scored until the results", "game/scenes/yams_table.py",
          "        over = self.game.finished and self._results_pushed\n",
          "        over = self.game.finished\n",
          _END + "test_as_the_last_box_is_scored_the_turn_buttons_stay_greyed_until_the_results"),
    Break("yams10.no_throw_after_end", "the greyed \"Aruncă\" on the finished table counts no "
          "throw left (no next turn's 3)", "game/scenes/yams_table.py",
          # (re-aimed by hY82: no count at 0 either)
          "        if shown is None or shown == 0 or self.game.finished:",
          "        if shown is None or shown == 0 or False:",
          _END + "test_as_the_last_box_is_scored_the_turn_buttons_stay_greyed_until_the_results"),
    Break('yams10.sacrifice_one_instruction', "under a sacrifice's headline the countdown is "
          "its quieter second line, readable",
          # (re-aimed by hY82: the countdown under a sacrifice: the pill's second line, quieter
          # by weight and colour, at its one size (S10))
          'game/widgets/prompt_pill.py',
          "        line_size = size  # every line at the pill's one size (S10)",
          "        line_size = size if bold else size * 4 // 5  # every line at the pill's one"
          ' size (S10)',
          _PLACE + "test_under_a_sacrifice_the_countdown_is_the_quieter_second_line"),
    # (yams10.no_pill_under_the_band retired round 67 (hY73): "no pill while the band plays"
    # reversed by critic C66, the pill vanished under the band; the pill now stands named in
    # its place all through: yams20.pill_beside_the_band)
    # (yams10.band_names_to_the_landing retired by hY64: it planted draw_handoff's
    # words_leave, removed as dead code; the band's words can no longer fade before landing)
    # (yams10.countdown_badge_on_box retired by hY110, round 78: ruling S45 put
    # the countdown's ring off the sheet, in the prompt pill; its place pinned by
    # tests/test_yams_countdown_off_the_sheet.py)
    # (yams10.countdown_badge_larger retired by hY64: "larger than its row" reversed by critic
    # C60, the badge ran over the next column's border; yams10.countdown_badge_in_its_row)
    Break("yams10.countdown_seconds_inside", "the countdown's badge says the seconds left "
          "inside it", "game/scenes/yams_table_draw.py",
          "                                      flow.countdown_count())",  # (hY88: "3 s")
          "                                      None)", _BADGE),
    Break("yams10.coach_leader_mid_side", "a coach card aside of its target points at that "
          "side level with its middle, never the corner it shares with the next thing",
          "game/views/coach_place.py", "        return start, (side, target.centery)",
          "        return start, (side, target.bottom + clear)",
          _ARROW + "with_no_room_beside_its_ring_the_countdown_card_points_at_its_rows_"
          "middle"),  # (hC76, round 74: beside its ring the card points level at it)
    # (yams10.coach_ring_on_box retired by hY110, round 78: the ring stands off the sheet
    # since ruling S45, the card no longer says it is on the box; hy110.coach_says_ring_off)
    # (yams10.countdown_badge_in_its_row retired by hY110, round 78: ruling S45 put
    # the countdown's ring off the sheet, in the prompt pill; its place pinned by
    # tests/test_yams_countdown_off_the_sheet.py)
    # (yams10.countdown_badge_off_the_border retired by hY110 with it, for the same
    # reason)
    Break("yams10.coach_points_at_the_badge", "the countdown's coach card points at the badge "
          "the table draws", "game/views/coach_yams.py",
          "    return scene.countdown_ring_rect()",
          "    return (ring := scene.countdown_ring_rect()) and ring.inflate(0, ring.h // 2)",
          _INSIDE + "the_badge_stays_inside_its_boxs_cell"),
    Break("yams10.help_draws_the_badge", "the \"?\" pictures the table's badge, its seconds "
          "inside", "game/scenes/yams_help.py",  # (hY88: its count "3 s")
          "format_int(TIMER_SECONDS))", "None)",
          _INSIDE + "the_help_draws_the_tables_badge_its_seconds_inside"),
    # yams10.standings_top_fixed retired (round 62, missed since hY66's merge): the standings'
    # band is now cut to the panel's own height (the buttons rise to a short panel), so
    # centring the panel in its band cannot move it; a fixed top is held by
    # test_yams_standings_fixed_top (panel top == band top at 1, 2, 5 seats) and yams13's
    # band_under_standings. It stood:
    # Break("yams10.standings_top_fixed", "the standings panel's top edge is its band's, "
    #       "whatever the number of players (critic C60)", "game/views/yams_standings.py",
    #       "                rect = pygame.Rect(free.x, free.y, free.w, height)\n",
    #       "                rect = pygame.Rect(free.x, 0, free.w, height)\n"
    #       "                rect.centery = free.centery\n", _STANDINGS),
    Break("yams10.standings_title_air", "the standings' header keeps air under the panel's "
          "top border (critic C60)", "game/views/yams_standings.py",
          "        inner = pygame.Rect(inner.x, inner.y + plan.air, inner.w, inner.h - plan.air)\n",
          "", _STANDINGS),
    Break("yams10.band_round_like_the_pill", "the Yams turn band has the pill's round ends "
          "from its first frame (critic C60)", "game/views/turn_handoff.py",
          "    radius = full.h // 2\n    edge",  # (round 75: the 10 000's notched ribbon gone)
          "    radius = round(full.h / 2 * handoff.settle)\n    edge", _BAND),
    Break("yams10.band_in_the_pills_font", "the Yams turn band says the turn in the pill's "
          "bold body type, not the display type (critic C60)", "game/views/turn_handoff.py",
          # (round 64, hL64: re-pointed, the 10 000's ribbon's type now RIBBON_WEIGHT)
          "    weight, font = BOLD, FONT\n", "    weight, font = STAMP, FONT\n", _BAND),
    Break("yams10.pill_never_names_the_finished", "after a player's last box the pill names "
          "them, greyed, never that they are on turn (critic C60, S113 2.)",
          "game/scenes/yams_table_draw.py",
          # (re-aimed round 80, fixI: since S76 the ended turn's greyed pill is what shows
          # after a last box, the live pill's `done` line no longer draws a frame of it;
          # re-aimed round 82, hY129: since S113 2. that pill names the player, no "a
          # terminat" beside the box line, and never "La rând")
          "        name = shown_name(player.name, player.is_computer, self.tr)\n        return "
          "yams_turn_entrance.PillLook(",
          "        name = self.tr(\"yams.turn\", name=shown_name(player.name, "
          "player.is_computer, self.tr))\n        return yams_turn_entrance.PillLook(",
          "tests/test_yams_pill_after_last_box.py::test_the_pill_says_a_finished_player_is_"
          "done_never_on_turn"),
    Break("yams10.cheapest_ring_thicker", "a sacrifice's ring is at least 4 px thick at "
          "1024 (critic C60)", "game/widgets/scorecard.py",
          # (made unique by hY66: the countdown's ring is drawn at this weight too, C61;
          # re-aimed by hY91: the ring closed before the countdown's badge, critic D71)
          "self.cheapest_ring(cell)),\n                                 max(4, theme.px("
          "theme.YAMS_CHEAPEST_RING, self.scale)),",
          "self.cheapest_ring(cell)),\n                                 max(3, theme.px(5, "
          "self.scale)),",
          # (hY92: missed since round 71's breath drew over it; its test now samples a frame
          # at the breath's full strength too, where the kept picture's ring shows)
          "tests/test_yams_cheapest_ring_seen.py::test_the_cheapest_ring_shows_all_four_sides_"
          "at_least_3px"),
)
