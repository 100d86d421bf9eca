"""Planted bugs of round 77's helper hS33:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_AIM = "tests/test_scores_subtitle_one_place_hs33.py::"
_TABS = "tests/test_statistics_tabs_centred_hs33.py::"

ROUND77_HS33: tuple[Break, ...] = (
    Break("hs33.subtitle_said_with_boards_full",
          "Scoruri's subtitle is always said while a board holds a score: with both boards "
          "full, the bar (ruling S19b amended round 77)",
          "game/scenes/scores_aim.py",
          '            return [(str(self.tr("scores.aim_full")), self.content)]\n',  # (hK84)
          '            return []\n',
          _AIM + "test_the_subtitle_is_always_said_once_in_one_place[size0]"),
    # hs33.subtitle_centred_always retired round 79 (hK84, ruling S67 2): a line naming one
    # board now stands over that board, the promise reversed on purpose (critic cC78 #9)
    Break("hs33.free_places_one_wording",
          "every free podium place says 'liber', one wording (ruling S35)",
          "game/scenes/scores_invite.py",
          '        line = self.tr("scores.step_any")  # every free place alike (S35)\n',
          '        line = self.tr("scores.step_any") if place == held + 1 else ""\n',
          "tests/test_scores_open_places.py::test_a_short_boards_free_places_say_liber_each"
          "[1-size0]"),
    Break("hs33.count_kept_with_its_word",
          "the wrapper never begins a line with a count in parentheses ('(14),': ruling S35)",
          "game/widgets/text.py",
          "                                    or _COUNT_OPENS.match(word)):",
          "                                    or _COUNT_OPENS.match(word[1:])):",
          "tests/test_wrap_keeps_counts_hs33.py::"
          "test_a_count_in_parentheses_never_starts_a_line[14-ro]"),
    Break("hs33.stats_tabs_centred",
          "Statistici's tabs stand centred under the title once games are played (ruling S35)",
          "game/scenes/statistics.py",
          # (re-pointed round 80, hK86: the pages left the group, S82)
          "        tabs_x = min(max(size[0] // 2 - tab_w // 2, least), max(most, least))",
          "        tabs_x = min(max(c.x, least), max(most, least))",
          _TABS + "test_the_tabs_stand_centred_under_the_title[50-None-size2]"),
    Break("hs33.few_dice_card_as_tall_as_the_chart",
          "too few dice: the verdict card stands as tall as the faces' chart beside it, no bare "
          "felt under it (ruling S35)",
          "game/scenes/stats_dice.py",
          "    card = scene.verdict_card = pygame.Rect(rect.x, rect.y, rect.w, min(rect.h, tall + "
          "spare))\n",
          "    card = scene.verdict_card = pygame.Rect(rect.x, rect.y, rect.w, min(rect.h, tall))"
          "\n",
          "tests/test_stats_dice_few_card.py::"
          "test_too_few_dice_rows_read_at_body_size_in_a_card_as_tall_as_the_chart[size2]"),
    # hs33.band_words_read retired round 80 (hK86): ruling S82 7 drops the
    # free places' band and its ghost dice (critics cB79 #5, cC79 #10)
    # hs33.band_dice_read retired round 80 (hK86): ruling S82 7 drops the
    # free places' band and its ghost dice (critics cB79 #5, cC79 #10)
)
