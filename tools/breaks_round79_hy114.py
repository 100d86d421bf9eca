"""Planted bugs of round 79's helper hY114:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_RARITY = "tests/test_yams_moments_by_rarity_hy114.py::"

ROUND79_HY114: tuple[Break, ...] = (
    Break("hy114.bonus_full_stage",
          "the upper bonus mid-game is a band over the table, never the Penta's full-screen "
          "stage (ruling S61, critic cA78 #6)",
          "game/scenes/yams_table.py",
          # (re-pointed round 80, hY120: S78 2.'s band is the bonus's one look, the end's too)
          "        if kind == \"upper_bonus\":  # one look all game",
          "        if kind == \"penta_bonus\":  # one look all game",
          _RARITY + "test_a_mid_game_upper_bonus_is_a_band_over_the_table_seen_round_it"),
    Break("hy114.band_veils_the_table",
          "round the band the table is seen, dimmed evenly (ruling S61; nearly dark since S78 2.)",
          "game/views/yams_bonus_band.py",
          "        veil.set_alpha(round(DIM * clock.dimming()))",
          "        veil.set_alpha(round(2.4 * DIM * clock.dimming()))",
          _RARITY + "test_a_mid_game_upper_bonus_is_a_band_over_the_table_seen_round_it"),
    Break("hy114.band_as_long_as_a_penta",
          "the band is brief: half a Penta's time at most (ruling S61)",
          "game/flow/yams_bonus_band.py",
          "BAND_SECONDS = 1.6\n",
          "BAND_SECONDS = 2.6\n",
          _RARITY + "test_the_band_is_brief_skipped_by_a_key_and_the_tables_clocks_wait"),
    Break("hy114.band_confetti",
          "the band bursts no confetti: that is the Penta's (ruling S61)",
          "game/flow/yams_bonus_band.py",
          "        \"\"\"No confetti, no sparks: those are the Penta's.\"\"\"\n        return 0.0",
          "        \"\"\"No confetti, no sparks: those are the Penta's.\"\"\"\n        return 1.0",
          _RARITY + "test_the_band_is_brief_skipped_by_a_key_and_the_tables_clocks_wait"),
    Break("hy114.bonus_cell_dimmed",
          "the sheet's Bonus cell is lit under the band, where the 35 lands (ruling S61)",
          "game/views/yams_bonus_band.py",
          "        surface.blit(lit, cell)\n",
          "        pass\n",
          _RARITY + "test_the_35_lands_in_the_lit_bonus_cell_under_the_band"),
    Break("hy114.band_figure_unsaid",
          "the band says \"Bonus +35\": its figure in gold, its biggest (ruling S61)",
          "game/flow/yams_bonus_band.py",
          "        return 1.0 if self.done else span(self.progress, SAID, SAID + 0.04)",
          "        return 1.0 if self.done else 0.0",
          _RARITY + "test_a_mid_game_upper_bonus_is_a_band_over_the_table_seen_round_it"),
    Break("hy114.penta_frame_while_turning",
          "a Penta's gold frames go with its words, before any die turns back (ruling S61, "
          "critic cA78 #12)",
          "game/views/stage_gather.py",
          "    leave = spans[0][0] if picture.kind in YAMS_GATHERED else spans[2][0]",
          "    leave = spans[2][0]",
          _RARITY + "test_a_pentas_dice_leave_whole"),
    Break("hy114.penta_die_shrinks_turning",
          "a Penta's die turning back keeps its face's size, never shrinking inside its "
          "bounds (ruling S61, critic cA78 #12)",
          "game/views/stage_gather.py",
          "    base = picture.dice_images[k].get_width()  # unturned",
          "    base = image.get_width()  # unturned",
          _RARITY + "test_a_pentas_dice_leave_whole"),
    Break("hy114.penta_prompt_before_stage",
          "nothing of a Penta is said before its stage: no 'Alege căsuța Penta', no lit "
          "Validează, while its landed dice lie still before it (ruling S61)",
          "game/flow/yams_reading.py",
          "and not (self.moment.clock.holding and self.moment.kind in STAGED_THROWS))",
          "and not (self.moment.clock.holding and False))",
          _RARITY + "test_nothing_of_a_penta_is_said_before_its_stage"),
    Break("hy114.penta_tag_before_stage",
          "no 'Penta!' pill over the landed dice before the Penta's stage (ruling S61)",
          "game/views/yams_moments.py",
          "    if flow.moment.kind in STAMPS and flow.moment.clock.waiting:",
          "    if flow.moment.kind in STAMPS and flow.moment.clock.waiting and False:",
          _RARITY + "test_nothing_of_a_penta_is_said_before_its_stage"),
)
