"""Planted bugs of round 79's helper hY113:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_T = "tests/test_end_builds_to_winner_hy113.py::"

ROUND79_HY113: tuple[Break, ...] = (
    Break("hy113.bonus_unlit",
          "the count says the last box's bonus as what it adds, 'Bonus +35' (ruling S60 1.)",
          "game/scenes/champion.py",
          "    if key in (\"upper_bonus\", \"penta_bonus\"):  # the catalog's",  # (round 82,
          "    if False and key in (\"upper_bonus\", \"penta_bonus\"):  # the catalog's",  # hY130)
          _T + "test_the_last_boxs_bonus_is_a_line_of_the_count_never_a_stage"),
    Break("hy113.loser_counts",
          "a last card that did not win has no count of its own: the end's count is the "
          "winner's (ruling S60 1., critic cF78 #1)",
          "game/flow/champion.py",
          "    return won is not None and last_player is not None\n",
          "    return won is not None and last_player is not None and last_player in "
          "won.winners\n",
          _T + "test_the_count_is_the_winners_named_the_loser_beside_smaller"),
    # (hy113.figure_unnamed retired round 80, hY120, ruling S78 3.: the winner's name over
    # the figure is gone, the headline names them once; hy120.count_token_gone holds the
    # figure's owner, by their seat's token)
    Break("hy113.computer_bare_felt",
          "the computer's win counts on the same rays as a person's (ruling S60 2., cF78 #2)",
          "game/views/stage_crowned.py",
          "    draw_rays(surface, surface.get_rect(), where.center, came, age * 0.6)  # every",
          "    said.quiet or draw_rays(surface, surface.get_rect(), where.center, came, "
          "age * 0.6)  # every",
          _T + "test_every_end_counts_on_the_same_rays_and_opens_its_results_on_them"),
    Break("hy113.labels_cut",
          "a podium's stat label enters whole inside its own column (ruling S60 3., cA78 #8)",
          "game/widgets/podium_layout.py",
          "    edges = [band.left] + [(a[1].centerx + b[1].centerx) // 2\n",
          "    edges = [across[0][1].x] + [(a[1].centerx + b[1].centerx) // 2\n",
          _T + "test_a_podium_stat_label_lies_whole_inside_its_entrance_column"),
)
