"""Planted bugs added while mending breaks no test caught any more (hK40): each a promise
whose code had two keepers, one of which the older break missed."""

from __future__ import annotations

from tools.breaks import Break

MEND_BREAKS: tuple[Break, ...] = (
    Break("mend.rest_holds_the_turn", "through a moment's resting beat the table still shows "
          "the scored player's turn (it passes with the handoff)", "game/flow/yams_reading.py",
          '        holds = (self.moment.busy or getattr(self, "resting", 0.0) > 0\n',
          "        holds = (self.moment.busy\n",
          "tests/test_yams_flow_rest.py::test_the_points_rest_in_their_box_before_the_turn_"
          "passes"),
    Break("mend.help_first_throw_plain", "the 10 000 \"?\" page's first throw scores only its "
          "lone 1 and 5 (critic A51: it pictured a Chintă)", "game/scenes/farkle_help.py",
          "THROW = (1, 5, 2, 2, 3, 6)", "THROW = (1, 5, 2, 3, 4, 6)",
          "tests/test_farkle_help_tiles.py::test_each_pictured_throw_means_what_its_tile_says"),
    Break("mend.saved_row_centred", "the saved game's one row stands centred on its card "
          "(round 50 review)", "game/widgets/game_card.py",
          "space // 2 * (len(parts) - 1)) // 2\n", "space * (len(parts) - 1) // 2 * 2) // 2\n",
          "tests/test_menu_art_one_size.py::test_the_saved_games_one_row_stands_centred_on_its_"
          "card"),
    # -- hT50: the suite's time (benchmarks/suite_time_rounds_40_69.md, round 50)
    Break("mend.results_solo_unseen", "a Yams solo results state plays its moment's 180 "
          "frames unseen, its final picture drawn once", "tools/screens_results.py",
          "    app.manager.push(ResultsOverlay(app, [row], lambda: None, lambda: None), "
          "fade=False)\n    with unseen_frames(app):  # the moment played out to its final "
          "picture, drawn once\n        for _ in range(180):\n            app.step(FRAME)\n\n\n"
          "@register(\"results_solo_record\")",
          "    app.manager.push(ResultsOverlay(app, [row], lambda: None, lambda: None), "
          "fade=False)\n    with __import__(\"contextlib\").nullcontext():\n        for _ in "
          "range(180):\n            app.step(FRAME)\n\n\n@register(\"results_solo_record\")",
          "tests/test_suite_speed.py::test_a_results_state_plays_its_moment_unseen_but_its_last_"
          "frame"),
    Break("mend.results_panel_unseen", "a results panel over a table plays its 180 frames "
          "unseen, its final picture drawn once", "tools/screens_results.py",
          "    app.manager.push(panel, fade=False)\n    with unseen_frames(app):",
          "    app.manager.push(panel, fade=False)\n    with __import__(\"contextlib\")"
          ".nullcontext():",
          "tests/test_suite_speed.py::test_a_results_state_plays_its_moment_unseen_but_its_last_"
          "frame"),
    Break("mend.kept_throw_moves_generator", "a throw kept for the test session leaves the "
          "random generator where the real simulation leaves it", "tests/conftest.py",
          "        rng.setstate(kept[1])\n", "        pass\n",
          "tests/test_suite_speed.py::test_a_kept_throw_is_the_real_throw_and_leaves_the_"
          "generator_where_it_would"),
    Break("mend.kept_throw_by_its_state", "a kept throw is asked for by the generator's state "
          "too, not by the launches alone", "tests/conftest.py",
          ", size, rng.getstate())\n", ", size)\n",
          "tests/test_suite_speed.py::test_a_kept_throw_is_the_real_throw_and_leaves_the_"
          "generator_where_it_would"),
    Break("mend.rules_link_click_only", "a Rules foot link follows a click made on it; a drag "
          "of the page let go over it stays the page's (review of round 60)",
          "game/scenes/rules_foot.py",
          "            if pressed is None:  # not a click on a link (a drag of the page let go "
          "here)\n                return False\n", "",
          "tests/test_rules_foot_links.py::test_a_drag_of_the_text_let_go_over_a_link_ends_the_"
          "drag_and_follows_nothing"),
    Break("mend.results_cover_table_buttons", "the table's \"?\" and \"Pauză\" are not "
          "drawn under the results, whose panel as wide as the felt would cut through them "
          "(CI21 after hR60)", "game/scenes/results.py",
          "    covers_table_buttons = True  #", "    covers_table_buttons = False  #",
          "tests/test_layout.py::test_widgets_inside_the_window_and_apart[results_farkle_4]"),
)
"""The mended promises' planted bugs (hK40), and the suite's own speed-ups' (hT50)."""
