"""Planted bugs of round 71's one continuous podium (hW72):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ONE = "tests/test_podium_one_end.py::"

ROUND71_PODIUM_BREAKS: tuple[Break, ...] = (
    Break("podium71.stage_podium_fades", "the win's podium stands whole to the stage's last "
          "frame, its words leaving round it (critics B71, C71: it faded out, then the results "
          "grew a second one)",
          "game/views/stage_held.py",  # (hX76: the results' podium on the stage)
          "    held.draw(surface, rise_time(clock), figures_in(clock), cups)\n",  # (hW76)
          "    if clock.stamp_alpha() > 0.5:\n"
          "        held.draw(surface, rise_time(clock), figures_in(clock), cups)\n",
          _ONE + "test_the_stage_podium_stays_whole_as_its_words_leave"),
    Break("podium71.results_regrow", "after the win's stage the results' podium stands from "
          "its first frame: never shrunk and regrown from flat",
          "game/scenes/results_picture.py",
          "        return None if self.podium_held() or self.crowned else self.time  # (S94 1.)\n",
          "        return self.time  # (S94 1.)\n",  # (hY108; re-pointed round 81, hY123)
          _ONE + "test_the_results_open_on_the_standing_podium_after_a_stage"),
    # (podium71.place_touches_name retired round 74, hD75:
    # stage_win's own podium, never drawn, removed)
    # (podium71.rise_from_nothing retired round 74, hD75:
    # stage_win's own podium, never drawn, removed)
    # (podium71.steps_in_order retired round 74, hD75:
    # stage_win's own podium, never drawn, removed)
    Break("podium71.stage_badges", "the win's podium writes its first three places on the "
          "results' badges, in their metals (one podium from the stage to the results)",
          "game/widgets/podium.py",  # (hX76: the results' own podium on the stage)
          "    draw_place_badge(surface, place, centre, disc, place_size, scale)\n",
          "    if place < 1:\n        draw_place_badge(surface, place, centre, disc, place_size,"
          " scale)\n",
          _ONE + "test_the_stage_writes_its_places_on_the_results_badges"),
)
