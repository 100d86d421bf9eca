"""Planted bugs of round 78's helper hF96:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_LOST = "tests/test_farkle_nothing_lost_hf96.py::"
_BEST = "tests/test_results_farkle_best_turn_hf96.py::"
_CUP = "tests/test_champion_headline_hf96.py::"
_FLAG = "tests/test_goal_flags_read_hf96.py::test_the_cloth_is_edged_all_round_on_a_thick_pole"

ROUND78_HF96: tuple[Break, ...] = (
    Break("hf96.zero_struck",
          "a bust's lost total of 0 is never struck out (ruling S55, critic cB78: a 'θ')",
          "game/widgets/struck_figure.py",
          "    if not worth_striking(figure) or strike <= 0:",  # (S100 1.: its strike's share)
          "    if not figure or strike <= 0:",
          _LOST + "test_a_first_throw_bust_shows_a_plain_zero"),
    Break("hf96.help_bust_words",
          "the '?' bust card says the turn's points are lost and the score stays (S55)",
          "locales/ro/LC_MESSAGES/farkle.po",
          "Niciun zar nu punctează: tura se pierde, scorul rămâne.",
          "Niciun zar nu punctează. Totalul rămâne.",
          _LOST + "test_the_help_bust_card_says_the_turns_points_go_and_the_score_stays"),
    Break("hf96.best_turn_missing",
          "the results' 10 000 figures keep the engine's promise: a player with points has "
          "banks, so a best turn (S55, critic cB78: 4th place '—' beside 5 150)",
          "tools/screens_results.py",
          "           [550, 400, 700, 500, 650, 450, 900, 600, 400]],",
          "           []],",
          _BEST + "test_every_player_with_points_says_a_best_turn"),
    Break("hf96.light_lags_the_pill",
          "the 10 000 list's lit row lands with the 'La rând' pill, the frame the card goes "
          "(ruling S38 amended round 78, critic cB78)",
          "game/views/farkle_views.py",
          "            current=i == flow.shown_player and not flow.shown_finished,",
          "            current=i == (flow.handoff.outgoing if flow.handoff.active else "
          "flow.shown_player) and not flow.shown_finished,",  # (re-pointed round 80, hF100)
          "tests/test_farkle_light_with_the_pill_hf96.py::"
          "test_the_lit_row_lands_on_the_next_player_the_frame_the_card_goes"),
    Break("hf96.score_over_verb",
          "the champion's 'câștigă!' is larger than the score line under it (S55)",
          "game/theme_stage.py",
          "CHAMPION_SCORE_UNDER = 0.74",
          "CHAMPION_SCORE_UNDER = 1.1",
          _CUP + "test_the_winners_line_is_larger_than_the_score_line"),
    Break("hf96.trophy_flat",
          "the champion's trophy is lit (highlight, shade, rim), not flat gold (S55)",
          "game/views/stage_champion.py",
          "    room.blit(shape, at)\n",
          "    room.blit(icon(TROPHY, side, theme.GOLD) or shape, at)\n",
          _CUP + "test_the_trophy_is_lit_not_flat"),
    Break("hf96.trophy_lights_its_cache",
          "lighting the trophy never paints the icon's cached picture (it went orange frame "
          "by frame; S55)",
          "game/views/stage_champion.py",
          "    shape = shape.copy()  # (the icon's cached picture stays white)",
          "    shape = shape  # (the icon's cached picture stays white)",
          _CUP + "test_the_trophy_is_the_same_every_frame"),
    Break("hf96.flag_unedged_foot",
          "the goal's finish flags' cloth is edged in gold all round (S55, critic cB78)",
          "game/views/goal_flags.py",
          "    pygame.draw.polygon(layer, FLAG_EDGE, outline, edge)\n",
          "    pygame.draw.lines(layer, FLAG_EDGE, False, outline[:len(outline) // 2], edge)\n",
          _FLAG),
    Break("hf96.flag_hairline_pole",
          "the goal's finish flags stand on a pole of real thickness (S55, critic cB78)",
          "game/views/goal_flags.py",
          "    pole_w = max(3, theme.px(7, scale))",
          "    pole_w = max(2, theme.px(2, scale))",
          _FLAG),
)
