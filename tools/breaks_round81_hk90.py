"""Planted bugs of round 81's helper hK90:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ONE_LINE = "tests/test_statistics_preview_one_line_hk90.py::"
_EVERYONE = "tests/test_statistics_clear_says_everyone_hk90.py::"
_SEEN = "tests/test_dialog_entrance_seen_hk90.py::"
_RANKS = "tests/test_scores_ranks_read_whole_hk90.py::"
_KEPT = "tests/test_yams_help_kept_centred_hk90.py::"
_WELCOME = "tests/test_scores_welcome_per_game_hk90.py::"
_JOKER = "tests/test_yams_help_joker_bonus_hk90.py::"
_INVITE = "game/scenes/scores_invite.py"

ROUND81_HK90: tuple[Break, ...] = (
    Break("hk90.preview_caption_wraps",
          "each preview caption of the empty Statistics page stands on one line, its card as "
          "wide as it needs (ruling S98 2, critic cF80)",
          "game/scenes/stats_drawing.py",
          "        return preview_cards(area, self.scale, least=[caption_room(words, "
          "self.scale)\n",
          "        return preview_cards(area, self.scale, least=[0 * caption_room(words, "
          "self.scale)\n",
          _ONE_LINE + "test_every_preview_caption_stands_on_one_line"),
    Break("hk90.clear_counts_the_games_played",
          "the statistics' clear question says its count is every player's games, never 'the "
          "games played' over a page showing one player's fewer (ruling S98 3., cC80 #15)",
          "locales/ro/LC_MESSAGES/statistics.po",
          'msgstr "Se pierd partidele tuturor jucătorilor ({games}) și zarurile',
          'msgstr "Se pierd toate partidele jucate ({games}) și zarurile',
          _EVERYONE + "test_the_clear_question_counts_every_players_games_as_theirs"),
    Break("hk90.dialog_entrance_a_blink",
          "a dialog's entrance takes ~0.28 s, still on its way at 0.17 s (ruling S98 3., cC80)",
          "game/scenes/base.py",
          "        self._fade_time = theme.DIALOG_ENTRANCE_TIME if kind == \"enter\" \\\n",
          "        self._fade_time = theme.TRANSITION_TIME if kind == \"enter\" \\\n",
          _SEEN + "test_a_dialog_grows_and_rises_in_while_the_screen_dims"),
    Break("hk90.dialog_dim_whole_at_once",
          "the screen under a dialog sinks into its dim as the panel enters (ruling S98 3.)",
          "game/scenes/base.py",
          "            lit.set_alpha(round(255 * (1.0 - depth)))  # the dim deepens as it comes\n",
          "            lit.set_alpha(0)  # the dim deepens as it comes\n",
          _SEEN + "test_a_dialog_grows_and_rises_in_while_the_screen_dims"),
    Break("hk90.dialog_lands_at_once",
          "a dialog grows and rises into place, not complete by 0.17 s (ruling S98 3.)",
          "game/scenes/base.py",
          "        eased = 1.0 - (1.0 - progress) ** 2  # (a square: still moving at 0.17 s)\n",
          "        eased = 1.0 - (1.0 - progress) ** 9  # (a square: still moving at 0.17 s)\n",
          _SEEN + "test_a_dialog_grows_and_rises_in_while_the_screen_dims"),
    Break("hk90.tie_card_says_one_place",
          "a tie kept on the third card says the places it holds ('Locurile 3–4'), the list "
          "reading on at 5. (ruling S98 5., cC80 #15)",
          "game/scenes/scores_plans.py",
          'held = self.tr("scores.tied_places", first=first, last=first + joined)',
          'held = self.tr("scores.tied_places", first=first, last=first + 1)',
          _RANKS + "test_the_tied_third_card_says_its_places_and_the_list_reads_on"),
    Break("hk90.kept_dice_off_centre",
          "the Yams '?' card 2's kept dice stand centred over the dice left below (ruling S98 "
          "4., cC80 #6)",
          "game/scenes/yams_help.py",
          '    ("yams.help.hold", "held", (2, 5, 3, 5, 6), frozenset({1, 3})),',
          '    ("yams.help.hold", "held", (2, 5, 3, 5, 6), frozenset({1, 2})),',
          _KEPT + "test_the_kept_dice_stand_centred_over_the_ones_left"),
    Break("hk90.welcome_one_play_button",
          "before any score each game's podium has its own 'Joacă …' under it (ruling S98 1., "
          "cF80)",
          _INVITE, "            other.visible = self.nothing_held()\n",
          "            other.visible = False\n",
          _WELCOME + "test_each_podium_has_its_own_play_button_one_red"),
    Break("hk90.welcome_two_reds",
          "of the welcome's two 'Joacă …' one only is red, the other quiet (ruling S98 1.)",
          "game/scenes/scores.py",
          '"secondary", name="play_other")',
          '"primary", name="play_other")',
          _WELCOME + "test_each_podium_has_its_own_play_button_one_red"),
    Break("hk90.ghost_dice_sunk",
          "a ghost die stands on each empty podium step, never drawn into it (ruling S98 1.)",
          _INVITE, "(step.centerx, step.top - air)", "(step.centerx, step.bottom - air)",
          _WELCOME + "test_every_step_waits_with_a_ghost_die_and_one_sentence_is_said"),
    Break("hk90.welcome_long_sentence",
          "the welcome says one short sentence as its subtitle (ruling S98 1., cC80 #9)",
          "game/scenes/scores_aim.py",
          '            return str(self.tr("scores.empty_one"))',
          '            return str(self.tr("scores.empty_title"))',
          _WELCOME + "test_every_step_waits_with_a_ghost_die_and_one_sentence_is_said"),
    Break("hk90.joker_bonus_unpictured",
          "the Yams '?' Joker card's lit box carries the Joker's '+100' on a gold chip (ruling "
          "S98 4., cC80 #6)",
          "game/scenes/yams_help.py",
          "                if k == 0:  # the lit box carries the Joker's +100 (S98 4.)\n",
          "                if k == 1:  # the lit box carries the Joker's +100 (S98 4.)\n",
          _JOKER + "test_the_joker_card_carries_its_bonus_on_its_lit_box"),
)
