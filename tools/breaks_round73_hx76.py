"""Planted bugs of round 73's helper hX76 (ruling S9: one podium from the win into the
results): each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ONE = "tests/test_podium_one_drawing.py::test_the_results_open_round_the_podium_the_win_stood"

ROUND73_HX76: tuple[Break, ...] = (
    Break("hx76.stage_draws_no_results_podium",
          "the win's stage draws the results' own podium where the results stand it",
          "game/views/stage.py",  # (re-aimed round 74, hD75: stage_win's podium removed)
          "    if picture.held is not None:  # a win's lower part: the results' own podium "
          "where they\n",
          "    if picture.held is None:  # a win's lower part: the results' own podium "
          "where they\n",
          _ONE + "[person]"),
    Break("hx76.panel_rises_after_stage",
          "after the win's stage the panel opens round the podium in place (it does not rise: "
          "the podium would move), two players too",
          "game/scenes/results_picture.py",
          "        return bool(self.said) and len(self.rows) > 1\n",
          "        return bool(self.said) and len(self.rows) > 2\n",
          _ONE + "[person]"),
    Break("hx76.stage_rise_short",
          "the stage's podium rises whole (the results' full height) before the results open",
          "game/views/stage_held.py",
          "    return span(clock.progress, *PODIUM_RISE) * rise_done()\n",
          "    return span(clock.progress, *PODIUM_RISE) * rise_done() * 0.8\n",
          _ONE + "[computer]"),
    Break("hx76.laid_for_another_window",
          "the stage lays the results out for the window they open in (the podium in the "
          "same place)",
          "game/views/stage_pictures.py",
          "                                                  table.size)\n",
          "                                                  (table.size[0], "
          "table.size[1] - 40))\n",
          _ONE + "[six]"),
    Break("hx76.title_off_its_room",
          "the stage's title stands in the results' headline's room, over the podium",
          "game/views/stage_held.py",
          "    return held.room.centerx, held.room.bottom - below - ink.bottom + height // 2\n",
          "    return held.room.centerx, held.room.bottom + below - ink.top + height // 2\n",
          "tests/test_stage_win_podium.py::test_the_win_stands_the_results_podium_under_its_"
          "title[size1]"),
)
