"""Planted bugs of the Yams TOTAL stage in step (round 69, hY79):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_IN_STEP = "tests/test_yams_total_in_step.py::"

YAMS26_BREAKS: tuple[Break, ...] = (
    Break("yams26.box_in_step", "a full card's TOTAL's lifted box says the figure its count "
          "says, in step with it (critic C69: 313 over a box reading 287)",
          "game/views/stage.py",
          "        stage_lift.draw_counted_cell(surface, picture, clock)  # in step with it (C69)",
          "        pass  # in step with it (C69)",
          _IN_STEP + "test_the_count_the_box_and_the_standings_say_one_figure"),
    Break("yams26.standings_in_step", "a full card's TOTAL's standings row says the figure its "
          "count says (critic C69: „2. Ion 287” under a count at 313)",
          "game/views/stage_under.py",
          "        total = row.total if figure is None or not row.lit else picture.number(figure)",
          "        total = row.total",
          _IN_STEP + "test_the_count_the_box_and_the_standings_say_one_figure"),
    Break("yams26.list_never_swapped", "a full card's TOTAL's standings stay with its stamp, "
          "never swapped for its lead line as its row goes home (critic C69)",
          "game/views/stage.py",
          "    if going and picture.standings:  # a TOTAL's list leaves with its stamp",
          "    if False:  # a TOTAL's list leaves with its stamp",
          _IN_STEP + "test_the_list_leaves_with_the_lead_line_never_before_it"),
    Break("yams26.glide_as_count_passes", "a TOTAL's standings glide to their new order as its "
          "count goes past the total ahead of it, not once the count has landed",
          "game/flow/stage.py",
          "    begin = overtakes_at(clock, start, end, passed)",
          "    begin = count_landed(clock)",
          _IN_STEP + "test_the_glide_starts_as_the_count_goes_past_the_total_ahead"),
    Break("yams26.count_clear_of_plate", "a TOTAL's big count stands clear of its lifted row's "
          "plate (critic C69: its digits over the plate's border at 1024x600)",
          "game/views/stage_words.py",
          "    clear_of = target if plate is None else target.union(plate)",
          "    clear_of = target",
          _IN_STEP + "test_the_counts_digits_stand_clear_of_the_rows_plate"),
    Break("yams26.counting_list_one_slot",
          "the counting TOTAL's list keeps one picture, not one per frame of its count",
          "game/views/stage_under.py",
          'made = picture.drawn_once["under_standings"] = (key,',
          "made = picture.drawn_once[key] = (key,",
          "tests/test_yams_total_in_step.py::"
          "test_the_counting_list_keeps_one_picture_not_one_per_frame"),
)
