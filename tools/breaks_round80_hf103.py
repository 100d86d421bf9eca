"""Planted bugs of round 80's helper hF103:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_STORY = "tests/test_farkle_results_story_hf103.py::"
_RANK = "tests/test_farkle_results_hierarchy_hf103.py::"

ROUND80_HF103: tuple[Break, ...] = (
    Break("hf103.overtake_says_the_bank",
          "the decisive moment of a last-round overtake says the bank that passed the leader "
          "('... în ultima tură cu 1 250'), not the new total (round 80, hF103, S86 2.)",
          "game/flow/farkle_honours.py",
          "                          params=((\"player\", p), (\"points\", event.points)))\n",
          "                          params=((\"player\", p), (\"points\", totals[p])))\n",
          _STORY + "test_a_last_round_overtake_is_the_decisive_moment"),
    Break("hf103.one_award_the_first_held",
          "each player's award is the first kind they are best at, one a player, never another "
          "player's unless tied (round 80, hF103, S86 3.)",
          "game/flow/farkle_honours.py",
          "        given.append(held[0] if held else\n",  # (round 81, hF109: the best held,
          "        given.append(held[-1] if held else\n",  # sorted, in place of the first)
          _STORY + "test_each_player_gets_one_award_and_never_anothers"),
    Break("hf103.story_drawn_under_the_title",
          "the game's decisive moment stands in one line under the results' title (round 80, "
          "hF103, S86 2.)",
          "game/scenes/results_picture.py",
          "        self._draw_story(surface)  # (with the card",
          "        pass  # self._draw_story(surface)  # (with the card",
          _RANK + "test_the_decisive_moment_is_one_line_under_the_title"),
    Break("hf103.title_clear_of_the_story",
          "the title's room ends over the decisive moment's line: the title never stands on it "
          "(round 80, hF103, S86 2.)",
          "game/views/stage_held.py",
          "    room = pygame.Rect(0, top, wide, max(1, rect.y - top - story))",
          "    room = pygame.Rect(0, top, wide, max(1, rect.y - top))",
          _RANK + "test_the_decisive_moment_is_one_line_under_the_title"),
    Break("hf103.award_on_its_plate",
          "each podium player's award stands on its plate over their quieter figures, not a "
          "grid of equal figures (round 80, hF103, S86 3.)",
          "game/widgets/podium.py",
          "            award = awards.get(id(row))\n",
          "            award = None\n",
          _RANK + "test_each_player_has_one_award_over_quieter_figures"),
    Break("hf103.award_said_once",
          "the figure an award says is not said again in the quiet row behind it (round 80, "
          "hF103, S86 3.)",
          "game/scenes/results_words.py",
          "        return [chip for chip in chips if chip[0] in QUIET_FIGURES]\n",
          "        return chips\n",  # (round 82, hF112, S109 3.: the best turn, the plates')
          _RANK + "test_each_player_has_one_award_over_quieter_figures"),
    Break("hf103.two_steps_touch",
          "two players stand on two steps side by side, only their seam between, centred: "
          "no hollow middle (round 80, hF103, S86 4.)",
          "game/widgets/podium_layout.py",
          "        width, pitch = column, column + gap\n",
          "        pitch = column + gap\n",
          _RANK + "test_two_players_stand_on_two_steps_side_by_side"),
)
