"""Planted bugs of round 82's helper hY126:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_HELD = "tests/test_yams_end_bonus_held_hy126.py::"

ROUND82_HY126: tuple[Break, ...] = (
    Break("hy126.bonus_sparkles_before_its_band",
          "a last box's upper bonus sparkles in its cell only once its band has landed it, "
          "never in the written beat before the band (ruling S104 1., critic cA81 #6)",
          "game/flow/yams_bonus_wait.py",
          '    return moment.pending("upper_bonus") and not (landed and moment.kind == '
          '"upper_bonus")\n',
          '    return moment.playing("upper_bonus") and not landed\n',
          _HELD + "test_the_last_boxs_bonus_is_in_no_cell_before_its_band_lands"),
    Break("hy126.bonus_cell_said_at_the_click",
          "a full card's Bonus cell (and the standings) hold the +35 its last box earned until "
          "the band lands it (ruling S104 1.; S43 4. amended)",
          "game/views/stage_hold.py",
          '                                      and counter.row != "upper_bonus"):\n',
          '                                      ):\n',  # (round 82, hY130: re-pointed)
          _HELD + "test_the_last_boxs_bonus_is_in_no_cell_before_its_band_lands"),
    Break("hy126.losers_bonus_unstaged",
          "a person's last-box upper bonus has its own band, in their name, before the "
          "computer's winning count (ruling S104 2., critic cA81 #9)",
          "game/flow/yams_scoring.py",
          "        if event.upper_bonus_reached:  # its band, the game's last box's too, before "
          "the\n",
          "        if event.upper_bonus_reached and not event.game_over:  # its band, the game's "
          "last box's too, before the\n",
          _HELD + "test_a_losers_bonus_is_its_own_beat_never_a_line_under_the_computers_count"),
    Break("hy126.bare_rays_turned_on",
          "the picture the results' card comes over holds the crowned count's rays where its "
          "last frame drew them: the two never blur each other into a quiet band over the "
          "headline (ruling S104 3.)",
          "game/scenes/champion.py",
          "    age = float(table.flow.moment.clock.age) if seen is None else seen",
          "    age = float(table.flow.moment.clock.age)",
          "tests/test_stage_win_bare_band_hw78.py::"
          "test_no_beat_of_the_yams_crowned_end_leaves_a_bare_band"
          "[yams_computer-size4-results]"),
)
