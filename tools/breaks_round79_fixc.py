"""Planted bugs of round 79's fix helper fixC:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CLEAR = "tests/test_farkle_coach_clear.py::"
_ONCE = "tests/test_farkle_ledger_once.py::"

ROUND79_FIXC: tuple[Break, ...] = (
    Break("fixc.ledger_repeats_the_mat", "while the chosen dice lie on the mat the ledger "
          "never draws them again: they become its row once set aside (S64 amended round 79, "
          "fixC)", "game/views/farkle_story.py",
          "    return tuple(game.set_aside), flow.turn_figure_seen()  # (as its dice land: S53)",
          "    return (*game.set_aside, *([SetAside(game.selection, game.selection_points or 0)]"
          " if game.selection_points else [])), flow.turn_figure_seen()",
          _ONCE + "test_the_selection_on_the_mat_is_never_repeated_in_the_ledger"),
    Break("fixc.empty_mat_under_the_card", "the mat and its \"Selecție\" line fold while "
          "it holds no dice: the set-aside card stands over open felt (S64 1.)",
          "game/views/farkle_mat_band.py",
          "    return any(mat.collidepoint(tray.position(i))",
          "    return True or any(mat.collidepoint(tray.position(i))",
          _CLEAR + "test_every_card_leaves_the_buttons_title_prompt_and_row_free"),
    Break("fixc.selection_line_lost", "once a chosen die lies on the mat its \"Selecție\" "
          "line is said (S64 1.: only an empty mat says nothing)",
          "game/views/farkle_mat_band.py",
          "    if views.selection_label(flow, scene.tr)[0] == scene.tr(",
          "    if views.selection_label(flow, scene.tr)[0] != scene.tr(",
          "tests/test_farkle_dice_clear_of_words.py::test_no_die_crosses_the_selection_line"),
    Break("fixc.mat_stays_after_bank", "a small bank's kept die faded, the mat folds with "
          "its line: no empty mat, never \"Selecție: —\" (S64 1.)",
          "game/views/farkle_mat_band.py",
          "    if flow.kept_dice_shown() > 0 or flow.bank_dice_named():",
          "    if flow.kept_dice_shown() >= 0 or flow.bank_dice_named():",
          "tests/test_farkle_bank_dice_read_hf89.py::"
          "test_a_small_banks_dice_are_drawn_fading_then_gone"),
    Break("fixc.mat_snaps_away", "the mat with no dice folds by its fade over several "
          "frames; gone in one frame it is a region that vanished (S64 1.; the layout check's "
          "rule kept, round 79, fixC)", "game/flow/farkle_mat.py",
          "if wanted else max(0.0, self.share - step)", "if wanted else 0.0",
          # (re-pointed round 81, fixL: since S95 1. the tray is drawn at every beat, so the
          # layout check no longer sees its sockets snap; the tray's name fading in as they
          # fold is held by the fixL test, which asks for a fade, not a pop)
          "tests/test_farkle_tray_name_after_flight_fixl.py::test_the_trays_name_never_shows_"
          "under_dice_still_leaving_it"),
    Break("fixc.fold_said_of_a_snap", "a mat gone in one frame is not said folded: only a "
          "share come down over several frames is (S64 1., fixC)", "game/flow/farkle_mat.py",
          "            self.faded = self._falling > 1", "            self.faded = True",
          "tests/test_layout_collisions.py::test_a_region_folded_by_its_fade_may_go_one_gone_"
          "in_a_frame_may_not"),
    Break("fixc.box_card_says_done", "the Yams box card is the tour's second step of three, "
          "\"Înainte\" (S62 4.; S40's count rule)", "game/views/coach_steps.py",
          "\"coach.done\" if step == total else \"coach.next\"",
          "\"coach.done\" if step >= total - 1 else \"coach.next\"",
          "tests/test_coach_box_room.py::"
          "test_the_box_card_at_1024x600_has_its_whole_words_and_key"),
)
