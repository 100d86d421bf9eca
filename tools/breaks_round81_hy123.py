"""Planted bugs of round 81's helper hY123 (ruling S94: the Yams end and its stages):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_WHOLE = "tests/test_yams_results_enter_whole_hy123.py::"
_LOUD = "tests/test_yams_win_louder_hy123.py::"
_ONCE = "tests/test_yams_end_done_said_once_hy123.py::"
_FACE = "tests/test_yams_stages_one_face_hy123.py::"
_PLAQUE = "tests/test_yams_card_total_plaque_hy123.py::"

ROUND81_HY123: tuple[Break, ...] = (
    Break("hy123.results_figures_later",
          "the crowned results' figures and buttons come with the card, at once (S94 1.)",
          "game/scenes/results.py",
          "        if self.crowned:  # whole with the card, in one frame (S94 1.)\n"
          "            return self.card_light()",
          "        if self.crowned:  # whole with the card, in one frame (S94 1.)\n"
          "            return figures_light(self.time - 0.12)",
          _WHOLE + "test_the_results_card_enters_whole_in_one_frame"),
    Break("hy123.results_podium_rises",
          "the crowned results' podium stands at its full height from the card's first "
          "frame (S94 1.)",
          "game/scenes/results_picture.py",
          "        return None if self.podium_held() or self.crowned else self.time",
          "        return None if self.podium_held() else self.time",
          _WHOLE + "test_the_results_card_enters_whole_in_one_frame"),
    Break("hy123.results_card_under_figure",
          "the crowned results' card waits for the count's figure to leave (S94 1., S57)",
          "game/scenes/results_picture.py",
          "        if come >= 1:\n",
          "        if come >= 1 or self.crowned:\n",
          _WHOLE + "test_the_results_card_enters_whole_in_one_frame"),
    Break("hy123.win_no_confetti",
          "a person's crowned count throws its confetti (S94 2.)",
          "game/views/stage_crowned.py",
          "    if not said.quiet:  # a person's win: its one burst of confetti",
          "    if said.quiet:  # a person's win: its one burst of confetti",
          _LOUD + "test_the_crowned_count_has_confetti_a_trophy_and_the_winners_seat_large"),
    Break("hy123.win_no_trophy",
          "a lit trophy stands left of the crowned count's landed figure (S94 2.)",
          "game/views/stage_crowned.py",
          "CUP_COMES = (0.62, 0.8)\n",
          "CUP_COMES = (1.62, 1.8)\n",
          _LOUD + "test_the_crowned_count_has_confetti_a_trophy_and_the_winners_seat_large"),
    Break("hy123.win_token_small",
          "the winner's seat token is large beside the crowned count's figure (S94 2.)",
          "game/views/stage_crowned.py",
          "TOKEN_SHARE = 0.7\n",
          "TOKEN_SHARE = 0.34\n",
          _LOUD + "test_the_crowned_count_has_confetti_a_trophy_and_the_winners_seat_large"),
    Break("hy123.results_second_burst",
          "the results after a crowned count throw no second burst (S94 2.)",
          "game/scenes/results.py",
          "        burst = (celebrates and not self.said  # one win, one burst",
          "        burst = (celebrates and (not self.said or self.crowned)  # one win, one burst",
          _LOUD + "test_the_crowned_count_has_confetti_a_trophy_and_the_winners_seat_large"),
    Break("hy123.rows_done_at_end",
          "at the game's end \"a terminat\" is the pill's alone, no Clasament row says it "
          "(S94 5.)",
          "game/views/yams_standings.py",
          "                        else \"\" if not turns_said(s.turns_left) or game.finished",
          "                        else \"\" if not turns_said(s.turns_left)",
          _ONCE + "test_the_end_says_a_terminat_once_in_the_pill"),
    Break("hy123.stage_face_plain",
          "the upper bonus's band and a card's TOTAL speak in the stages' display face "
          "(S94 4.)",
          "game/views/yams_total_takeover.py",
          "        face: str = STAMP) -> pygame.Surface:",
          "        face: str = \"display\") -> pygame.Surface:",
          _FACE + "test_the_bonus_band_and_the_total_speak_in_the_display_face"),
    Break("hy123.total_plaque_loud",
          "a routine card's TOTAL figure is quieter than the upper bonus's \"+35\" (S94 3.)",
          "game/views/yams_total_plaque.py",
          "FIGURE = 0.085\n",
          "FIGURE = 0.15\n",
          _PLAQUE + "test_a_routine_total_is_a_plaque_over_its_column_quieter_than_the_bonus"),
    Break("hy123.total_plaque_off_column",
          "a routine card's TOTAL stands over its player's column (S94 3.)",
          "game/views/yams_total_plaque.py",
          "    plaque.center = column.center\n",
          "    plaque.center = felt.center\n",
          _PLAQUE + "test_a_routine_total_is_a_plaque_over_its_column_quieter_than_the_bonus"),
)
