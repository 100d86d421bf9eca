"""Planted bugs of round 79's helper hY115:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_COLUMN = ("tests/test_yams_column_with_the_pill_hy115.py::"
           "test_the_lit_column_moves_in_the_frame_the_pill_names_the_next_player")

_STATES = ("tests/test_yams_button_states_hy115.py::"
           "test_a_disabled_button_is_flat_and_a_live_secondary_solid_and_lit")

_RING = "tests/test_yams_countdown_card_points_hy115.py::"
_PULSE = ("tests/test_yams_countdown_box_pulse_hy115.py::"
          "test_the_box_pulses_in_the_rings_colour_with_each_second")

ROUND79_HY115: tuple[Break, ...] = (
    # (hy115.hold_card_on_the_rack retired round 80 by hY118: ruling S76 reversed its
    # promise, the hold card no longer docks under the dice over a folded Clasament,
    # critic cA79 #4; it stands in the prompt's place over the rack:
    # hy118.hold_card_folds_the_standings)
    Break("hy115.standings_condensed_under_the_card",
          "under the hold card the Clasament folds to its title line, said whole, never "
          "condensed to small rows (S62 1.)", "game/scenes/yams_table_draw.py",
          "            draw_folded_standings(surface, self, card)  # hold card",
          "            self.draw_standings(surface, shown, stamp)  # hold card",
          "tests/test_coach_hides_nothing.py::"
          "test_the_standings_fold_to_their_title_line_under_the_hold_card"),
    Break("hy115.box_card_unpointed_at_1024",
          "the box card points down into its column at 1024x600 too, risen nearer the frame "
          "(ruling S62 1.; S46's open case closed)", "game/views/coach_dock.py",
          "    if card.top < room.top:  # (a low room", "    if False:  # (a low room",
          "tests/test_coach_beside_what_it_explains.py::"
          "test_a_coach_card_stands_beside_what_it_explains_and_points_at_it"),
    Break("hy115.countdown_card_tagged",
          "the Yams countdown's card says its step, the tour's third (\"3/3\"), never a bare "
          "\"Sfat\" (ruling S62 4., critic cA78 #7)", "game/views/coach_steps.py",
          'COUNTED = (*AHEAD, "yams.countdown")', "COUNTED = AHEAD",
          _RING + "test_the_countdown_card_says_its_step_and_points_at_the_ring"),
    Break("hy115.countdown_card_no_pointer",
          "the docked countdown card points down at the ring where the way crosses no words "
          "(S62 4.)", "game/views/coach_dock.py",
          'side = "leader" if ring_leader_clear(scene, card, ring) else "none"',
          'side = "none"',
          _RING + "test_the_countdown_card_says_its_step_and_points_at_the_ring"),
    Break("hy115.box_pulse_off_beat",
          "the countdown's box beats with the ring's digit, strongest as it changes (S62 4., "
          "critic cA78 #15)", "game/views/yams_countdown_pulse.py",
          "    into = (-left) % 1.0  # how far into the current second",
          "    into = left % 1.0  # how far into the current second", _PULSE),
    Break("hy115.box_pulse_gone",
          "while the ring counts its box pulses in the ring's colour (S62 4.)",
          "game/scenes/yams_table_draw.py",
          "            draw_countdown_box_pulse(surface, self)", "            pass", _PULSE),
    Break("hy115.stepped_back_roll_outlined",
          "'Aruncă' stepped back behind a picked box is the live secondary, solid and lit, "
          "never an outline (ruling S62 3., critic cF78)", "game/scenes/yams_table.py",
          'self.roll_button.style = "live" if quiet else "primary"',
          'self.roll_button.style = "quiet" if quiet else "primary"', _STATES),
    Break("hy115.disabled_a_grey_slab",
          "a disabled button of the Yams row lies flat and sunk (idle), never the raised grey "
          "slab (S62 3., critic cF78: it read as a live button)", "game/scenes/yams_table.py",
          '                button.style, button.weight = "idle", REGULAR',
          '                button.weight = REGULAR', _STATES),
    Break("hy115.live_face_dull",
          "a live secondary's face is lit off the felt, not a dark green like the idle's "
          "(S62 3.)", "game/theme.py",
          "BUTTON_LIVE = (44, 118, 80)", "BUTTON_LIVE = (40, 70, 56)", _STATES),
    Break("hy115.column_jumps_under_the_band",
          "the sheet's lit column stays the ended turn's under the passing band, moving in "
          "the frame the pill names the next player (ruling S62 2., critic cF78)",
          "game/scenes/yams_table_draw.py",
          "else self.pill_player(),", "else shown.current,", _COLUMN),
    Break("hy115.column_greeted_under_the_band",
          "the next player's column is greeted with the pill, never under the band (S62 2.)",
          "game/views/yams_turn_entrance.py",
          "    if table.flow.prompt_waits:  # under the band",
          "    if False:  # under the band", _COLUMN),
)
