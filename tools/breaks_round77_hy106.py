"""Planted bugs of round 77's helper hY106:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_T = "tests/test_end_crowned_hy106.py::"

ROUND77_HY106: tuple[Break, ...] = (
    # (hy106.count_over_bonus_hush retired round 79, hY113: ruling S60 reversed its promise:
    # the game's last box's bonus has no stage, so no hush under the count; a last card that
    # did not win has no band of its own, the count is the winner's)
    # (hy106.end_hush_seat_tinted retired round 78, hY108: ruling S43: a Yams win over others has no
    # win's stage after the bonus)
    Break("hy106.count_not_crowned",
          "a Yams end whose last card is the winner's counts it in the winner's crowning, "
          "their name said once (round 77, hY106, S8 amended)",
          "game/flow/champion.py",
          # (re-pointed round 79, hY113: S60's count is every end's of several players)
          "    return won is not None and last_player is not None\n",
          "    return False\n",
          # (re-aimed round 78: S43's one climax, the crowned count's headline in the
          # results' place)
          "tests/test_end_one_climax_hy108.py::test_the_headline_is_said_once_in_one_place_"
          "from_the_count_to_the_results"),
    Break("hy106.no_seat_mark",
          "the winner's moment shows each winner's seat mark before their name (round 77, "
          "hY106, S9 amended)",
          "game/views/stage_champion.py",
          "    mark_side = round(name_h * theme_stage.CHAMPION_MARK) if marks else 0\n",
          "    mark_side = 0\n",
          _T + "test_the_winners_moment_shows_their_seat_mark_and_the_verb"),
    Break("hy106.no_verb",
          "the winner's moment says the verb under the names, a tie's in its plural "
          "(round 77, hY106, S9 amended)",
          "game/scenes/champion.py",
          "    verb = table.tr(\"stage.champion.win_tie\" if len(names) > 1 else "
          "\"stage.champion.wins\")\n",
          "    verb = \"\"  # (the win's title says it)\n",
          _T + "test_the_winners_moment_shows_their_seat_mark_and_the_verb"),
    # (hy106.crowned_skip_keeps_win retired round 78: since S43 no win's stage is queued
    # after a crowned count, so the skip's filter has nothing to drop; the skip to the
    # results is pinned by test_a_key_on_the_crowned_count_skips_to_the_results)
)
