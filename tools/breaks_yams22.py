"""Planted bugs of the Yams hold row's one look (round 68):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_LOOK = "tests/test_yams_hold_row_one_look.py::"

YAMS22_BREAKS: tuple[Break, ...] = (
    Break("yams22.sockets_one_look", "an empty socket is drawn the same way in every beat",
          "game/scenes/yams_table_draw.py",
          "        if not ended and slots:\n            views.draw_held_slots(",
          "        if not ended and slots and flow.hold_open:\n"
          "            views.draw_held_slots(",
          _LOOK + "test_an_empty_socket_looks_the_same_in_every_beat_of_both_turns"),
    Break("yams22.invite_off_the_sockets", "the row's invitation covers no socket",
          "game/scenes/yams_table_draw.py",
          "views.draw_hold_invite(surface, row.invite, self.hold_invite_lane(), self.scale)",
          "views.draw_hold_invite(surface, row.invite, self.held_band, self.scale)",
          _LOOK + "test_the_invitation_covers_no_socket"),
)
