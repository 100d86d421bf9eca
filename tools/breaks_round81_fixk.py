"""Planted bugs of round 81's fix helper fixK:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_WEIGHT = "tests/test_farkle_bust_stamp_weight.py::"
_SLOTS = "tests/test_farkle_dice_slots.py::"

ROUND81_FIXK: tuple[Break, ...] = (
    Break("fixk.bust_plate_shows_the_tray_frame",
          "the bust's plate hides the tray whole, its frame never peeking out round it "
          "(S95 1., amended round 81, fixK)",
          "game/views/farkle_views.py",
          "        fill = (place.mat.w + 2 * edge, place.mat.h + 2 * edge)\n",
          "        fill = (place.mat.w - 2 * edge, place.mat.h - 2 * edge)\n",
          _WEIGHT + "test_the_bust_stamp_says_its_reason_in_the_tables_type"),
    Break("fixk.one_socket_lost_by_the_set_die",
          "a die set aside sits in its socket and the mat's other five stay drawn, faint "
          "(S1; S95 1.: the sockets drawn by the mat's band)",
          "game/views/farkle_mat_band.py",
          "    draw_faded(surface, lambda onto: draw_dice_slots(onto, scene.mat_slots_free(),\n",
          "    draw_faded(surface, lambda onto: draw_dice_slots(onto, scene.mat_slots_free()[1:],"
          "\n",
          _SLOTS + "test_a_die_set_aside_sits_in_its_slot_and_the_other_five_stay_faint"),
)
