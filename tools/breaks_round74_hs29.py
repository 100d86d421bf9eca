"""Planted bugs of round 74's helper hS29:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_FIRST = "tests/test_scores_first_place_line.py::"
_CARD = "tests/test_scores_empty_board_card.py::"

ROUND74_HS29: tuple[Break, ...] = (
    Break("hs29.first_place_line_uncounted",
          "a lone record's tile says 'Pentru primul loc · 232 · de puncte sau mai mult', its "
          "line counted as Romanian counts (critic: 'Locul 1 de la 232' read awkwardly)",
          "game/scenes/scores_facts.py",
          'self.tr.n("scores.facts.or_more", least))]  # step says any score\n',
          'self.tr("scores.facts.or_more"))]  # step says any score\n',
          _FIRST + "test_the_first_places_tile_reads_as_romanian_counts"),
    Break("hs29.empty_board_hollow_podium",
          "an empty board beside a board of scores stands no podium (no hollow medals: "
          "critic, scores_one_game), its inviting card filling its room",
          "game/scenes/scores.py",
          "        steps = podium_steps(area, self.scale, numbers) if rows else []  # (an empty\n",
          "        steps = podium_steps(area, self.scale, numbers)  # (an empty\n",
          _CARD + "test_an_empty_board_is_one_inviting_card_not_hollow_medals"),
    # hs29.empty_board_second_red retired round 80 (hK88, ruling S90 4): no board has its own
    # 'Joacă …' now; the screen's red one is its one play button.
    Break("hs29.welcome_picture_fills",
          "the welcome's picture grows to fill its panel with its words and red button, no "
          "band of bare felt over or under them (no empty third)",
          "game/scenes/scores_invite.py",  # (re-aimed round 81, hK90, S98 1.: the podiums)
          "min(round(steps_w / PODIUM_ASPECT * PODIUM_TALL),",
          "min(round(steps_w / PODIUM_ASPECT * PODIUM_TALL / 3),",
          "tests/test_scores_welcome.py::"
          "test_the_welcome_fills_the_boards_room_with_one_invitation[size2]"),
    Break("hs29.newest_card_glows",
          "the newest score's podium card glows in its tag's gold, the others none (the "
          "latest entry highlighted at a glance)",
          "game/scenes/scores.py",
          "            if new is not None and i == 0:  # the latest entry lit at a glance (round "
          "74,\n",  # (re-aimed round 75, hW77: the glow the first place's, ruling S19)
          "            if new is None and i == 0:  # the latest entry lit at a glance (round "
          "74,\n",
          "tests/test_scores_newest_card_glows.py::test_the_newest_podium_card_glows[size1]"),
    Break("hs29.empty_target_named",
          "a 10 000 board empty at its target while games stand at another names the target "
          "('Încă nicio partidă cu obiectivul 10 000'), never 'no game of 10 000' yet",
          "game/scenes/scores_invite.py",
          '        if kind == "farkle" and any(self.table(kind, target) for target in TARGETS):\n',
          '        if kind == "yams" and any(self.table(kind, target) for target in TARGETS):\n',
          _CARD + "test_an_empty_target_beside_games_at_another_names_its_target"),
)
