"""Planted bugs of the Yams table's tray, countdown and resting beat, and the Penta's way home:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_REST = "tests/test_yams_tray_rest.py::test_the_waiting_dice_"

YAMS4_BREAKS: tuple[Break, ...] = (
    Break("yams4.waiting_dice_blank", "the waiting dice are real dice at rest (pips, shadow), "
          "never blank slabs", "game/views/yams_views.py",
          "        die = cache.face(face, side, Look.DIMMED, k % 2)",
          "        from game.widgets.dice_render import render_blank_die\n"
          "        die = render_blank_die(side)",
          _REST + "are_real_dice_with_pips_and_a_shadow"),
    Break("yams4.waiting_dice_last_throw", "between turns the waiting dice show the last "
          "throw's faces", "game/scenes/yams_layout.py",
          "        faces = self.tray.faces\n", "        faces = views.REST_FACES\n",
          _REST + "show_the_last_throw_and_a_resting_set_before_any"),
)
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""
