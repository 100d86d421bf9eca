"""Planted bugs of round 78's helper hY108:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CLIMAX = "tests/test_end_one_climax_hy108.py::"

ROUND78_HY108: tuple[Break, ...] = (
    Break("hy108.win_stage_again",
          "a Yams win over other players has no stage of its own: the last box, the bonus if "
          "any, the count, then the results (ruling S43, round 78)",
          "game/flow/yams_scoring.py",
          "int(ranking[0][2]))\n        return False\n",
          "int(ranking[0][2]))\n        return True\n",
          _CLIMAX + "test_the_end_plays_its_beats_once_in_order"),
    # (hy108.total_waits_for_the_count retired round 82, hY130: the line it bent is gone: no
    # TOTAL counter holds anything back since S117 1.; the sheet adding up in every frame is
    # held by hy130.total_cell_bare's test)
    # (hy108.no_burst_after_the_count retired round 81, hY123: S94 2. moved the person's
    # one burst from the results to the crowned count; hy123.win_no_confetti and
    # hy123.results_second_burst hold it now)
    Break("hy108.headline_rises_again",
          "the count's headline stands where the results keep it, never risen with the card "
          "(ruling S43)",
          "game/scenes/results_picture.py",
          "        if self.title_held():  # the card fades in round the count's standing",
          "        if False:  # the card fades in round the count's standing",
          _CLIMAX + "test_the_headline_is_said_once_in_one_place_from_the_count_to_the_results"),
    # (hy108.quiet_card_rays, hy108.loser_band_wine and hy108.slow_end_bonus retired round 79,
    # hY113: ruling S60 reversed their promises: every crowned count has its rays; a last
    # card that did not win has no band of its own; the last box's bonus has no stage in a
    # game of several players: a game alone keeps it, not what its test played)
)
