"""Planted bugs of round 73's helper hR74:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_SCORING = "tests/test_farkle_help_scoring_pictured.py::"
_SAID = "tests/test_farkle_help_cards_said.py::"

ROUND73_HR74: tuple[Break, ...] = (
    Break("help73.band_only", "the table around a \"?\" panel sinks evenly, its edges as deep "
          "as its header (no near-black band across the top alone)",
          "game/scenes/help_tiles.py",  # (re-aimed hH76, ruling S18: no backdrop of its own)
          "        self._bare_header(surface)\n        draw_panel(",  # (re-pointed hR84, S83)
          "        self._bare_header(surface)\n        surface.fill((0, 0, 0), (0, 0, "
          "surface.get_width(), panel.top))\n        draw_panel(",
          "tests/test_help_centred_dimmed.py::"
          "test_the_table_round_the_panel_is_dimmed_as_under_a_dialog"),
    Break("help73.scoring_dice_small", "the 10 000 \"?\" scoring tile's dice read large "
          "(48 px or more at 1920x1080, 28 at 1024x600; critics K72, L72: ~26 px and ~14 px)",
          "game/scenes/farkle_help.py", "SCORING_DIE_REACH = 1.25\n", "SCORING_DIE_REACH = 0.6\n",
          _SCORING + "test_three_ones_and_a_triple_are_pictured_large_with_their_points"),
    Break("help73.scoring_figures_ragged", "the scoring tile's points stand flush right in one "
          "column clear of badge 7 (critic L72: badge 7 crowded \"400\")",
          "game/scenes/farkle_help.py",
          "        rights = [min(rights)] * len(rights)  # the points in one column, flush right\n",
          "", _SCORING + "test_three_ones_and_a_triple_are_pictured_large_with_their_points"),
    Break("help73.f1_dead_on_help", "F1 on a \"?\" page opens the rules over it (its scoring "
          "tile says \"[F1]: toate combinațiile\")", "game/scenes/help_tiles.py",
          "        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:\n"
          "            from game.scenes.rules import open_rules",
          "        if event.type == pygame.KEYDOWN and event.key == pygame.K_F12:\n"
          "            from game.scenes.rules import open_rules",
          _SCORING + "test_f1_opens_the_rules_over_the_help_and_esc_comes_back"),
    Break("help73.lit_word_on_dice", "card 1's outlined 1 and 5 say why under them "
          "(\"punctează\"; critics K72, L72)", "game/scenes/farkle_help.py",
          "(x, top + side + self.px(6)),",  # (re-aimed round 74: centred under its dice)
          "(x, top),",
          _SAID + "test_the_lit_dice_say_why_and_the_bank_goes_into_a_total"),
    Break("help73.bank_total_crossed", "card 4 banks into a row of the player's total: "
          "\"Total\" and \"+250\" side by side (critics K72, L72: a bare figure)",
          "game/scenes/farkle_help.py",
          "                  (plate.x + radius + 2 * dot, plate.centery), \"midleft\")",
          "                  (plate.right - radius, plate.centery), \"midright\")",
          _SAID + "test_the_lit_dice_say_why_and_the_bank_goes_into_a_total"),
    Break("help73.joker_words_unjokered", "the Yams Joker card's words name its picture's "
          "boxes with the Joker's points (\"Altfel o căsuță de jos: Full 25\"; critic H72)",
          "game/scenes/yams_help.py",
          "                 \"lower_points\": joker_score(lower, dice)}",
          "                 \"lower_points\": score(lower, dice)}",
          "tests/test_yams_help_plain.py::test_the_joker_names_its_picture"),
    Break("menu73.hero_sideways_dead", "← → on the menu's hero move the focus to the game "
          "card on that side (critic K72: they did nothing), choosing it with the focus "
          "(S52, round 78; under S34 the focus only)",
          "game/widgets/arrow_focus.py",  # (hM80, round 77: the arrows by layout; the card
          # up on the hero's side lies within the slant, a narrower one left ← → dead again)
          "SLANT = 0.75\n",
          "SLANT = 0.5\n",
          "tests/test_menu_focus_apart.py::"
          "test_left_and_right_on_the_hero_choose_the_card_on_that_side"),
    # (help73.closing_lights_up retired round 74, hH76, ruling S18: the "?" pages lay no backdrop of
    # their own over the dialogs' veil any more; there is none to show late or to fade)
)
