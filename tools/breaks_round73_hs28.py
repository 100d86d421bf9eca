"""Planted bugs of round 73's helper hS28:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_WELCOME = "tests/test_scores_welcome.py::"
_OPEN = "tests/test_scores_open_places.py::"

ROUND73_HS28: tuple[Break, ...] = (
    Break("scores73.welcome_fills_the_room",
          "before any game the Scores welcome fills the boards' room, no band of bare felt "
          "over or under it (critic K72: one card floating in ~35 % bare felt)",
          "game/scenes/scores_invite.py",
          "        room.h = self.boards_bottom() - room.y\n",
          "        room.h = (self.boards_bottom() - room.y) * 2 // 3\n",
          _WELCOME + "test_the_welcome_fills_the_boards_room_with_one_invitation[size1]"),
    # scores73.welcome_one_red retired round 80 (hK88, ruling S90 4): no board has its own
    # 'Joacă …' now; the screen's red one is its one play button.
    Break("scores73.welcome_podium_lit",
          "the welcome's podium is lit, its steps wearing their medals' colours (critic K72: "
          "'its ghost podium dim')",
          "game/scenes/scores_podium.py",  # (re-aimed round 74, hS29: its steps whole)
          "    surface.blit(front, rect)\n",
          "    front.set_alpha(FREE_ALPHA // 3)\n    surface.blit(front, rect)\n",  # (round
          # 78, hS34, S51: FREE_ALPHA now the free steps' firm dashes, 210; a third, the old 70)
          _WELCOME + "test_the_welcomes_podium_is_lit_not_a_ghost[size1]"),
    # (scores73.open_place_true retired round 77, hS33: its promise, a later free place
    # "după încă N scoruri", reversed by ruling S35: every free place says "liber", one
    # wording, held by hs33.free_places_one_wording)
    Break("scores73.tie_kept_together",
          "a score tied with the third stands on the third card with it, not heading the "
          "list (critic K72: Irina '=3' on the podium, Mihai '=3' as the list's first row)",
          "game/scenes/scores.py",
          "        listed = [i for i in range(3, len(rows)) if i not in self.joined_third(kind)]",
          "        listed = list(range(3, len(rows)))",
          "tests/test_scores_tie_together.py::test_a_tie_at_third_stands_whole_on_the_third_"
          "card[size1]"),
    Break("stats73.dice_count_said_once",
          "too few dice for a verdict: the count and the need said once, by the big "
          "'120 / 300' (critic K72: 300 three times, 120 three times)",
          "game/scenes/stats_dice.py",
          "        if test.throws and few and test.throws == total:  # the one source:",
          "        if test.throws and few and test.throws > total:  # the one source:",
          "tests/test_stats_dice_few_once.py::test_too_few_dice_say_the_count_and_the_need_"
          "once[size1]"),
    Break("stats73.dice_heading_no_count",
          "too few dice: the faces' chart is headed 'Fețele de până acum', not the count again",
          "game/scenes/stats_drawing.py",
          "self.tr(\"stats.dice.faces_so_far\") if verdict\n",
          "self.tr(\"stats.dice.faces_so_far\") if not verdict\n",
          "tests/test_stats_dice_few_once.py::test_too_few_dice_say_the_count_and_the_need_"
          "once[size0]"),
    Break("stats73.banks_coarse",
          "the 10 000 banked turns' histogram bins coarsely while there are few turns, about "
          "three a bin (critic K72: one game's 15 turns in 14 bins, most empty)",
          "game/stats_math.py",
          "    return max(least, min(most, count // per_bin))\n",
          "    return max(least, most)\n",
          "tests/test_stats_banks_coarse.py::test_one_games_banks_chart_holds_few_empty_bins"
          "[size1]"),
    Break("scores73.no_ghost_third",
          "a board holding scores shows no ghost number on a free podium place: it invites",
          "game/scenes/scores.py",
          # (re-aimed round 74, hS29: an empty board stands no step, so no "if rows")
          "                self.draw_open_place(surface, step, i + 1, len(rows), size)\n",
          "                if len(rows) > 2: self.draw_open_place(surface, step, i + 1, "
          "len(rows), size)\n",
          _OPEN + "test_a_short_boards_free_places_say_liber_each[2-size0]"),  # (renamed hS33)
)
