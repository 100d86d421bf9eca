"""Planted bugs of round 81's helper hK91:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_AIR = "tests/test_settings_air_at_1024_s102.py::"
_CHIP = "tests/test_menu_saved_chip_reads_s102.py::test_the_saved_chips_words_read_at_seven_to_one"

ROUND81_HK91: tuple[Break, ...] = (
    Break("hk91.chip_progress_light",
          "the menu's saved-game chip says 'Tura 1 din 13' at 7:1 or more on its face (S102 4.)",
          "game/widgets/game_card.py",
          "PROGRESS_LIGHT = 0.6\n",
          "PROGRESS_LIGHT = 0.45\n",
          _CHIP),
    Break("hk91.chip_face_dark",
          "the saved-game chip's face stays dark enough for its words at 7:1 (S102 4.)",
          "game/widgets/game_card.py",
          "SAVED_TINT = 0.16\n",
          "SAVED_TINT = 0.24\n",
          _CHIP),
    Break("hk91.settings_lines_kept_apart",
          "at 1024x600 Settings' cards stand 20 px apart, each row's line a pixel nearer its "
          "control to make the room (S102 3.)",
          "game/scenes/settings.py",
          "(tight, felt, 0, True)",
          "(tight, felt, 0, False)",
          _AIR + "test_the_cards_stand_twenty_pixels_apart_their_controls_whole[ro-1024x600]"),
    Break("hk91.settings_felt_snug",
          "Settings' felt between the cards never under 20 px (S102 3.: 12 read cramped)",
          "game/scenes/settings.py",
          "        felt = max(FELT_LEAST, snug)",
          "        felt = snug",
          _AIR + "test_the_cards_stand_twenty_pixels_apart_their_controls_whole[en-1024x600]"),
    Break("hk91.glide_slices_a_card",
          "no frame of Rules' Page Down glide shows a sliver of a worked example under the "
          "pinned heading: a card leaving goes whole (S102 2.)",
          "game/scenes/rules.py",
          "if self.glide.moving and top < offset < bottom]",
          "if self.glide.moving and top < offset < top]",
          "tests/test_rules_glide_whole_cards_s102.py::"
          "test_no_frame_of_a_glide_slices_a_worked_example[yams-1024x600]"),
    # hk91.teaser_gone and hk91.teaser_row_too_tall retired round 82 (hK92): S97 1. amended
    # round 82 replaced S102 1.'s teaser (a waiting card's first row) by the page's faded
    # run-on under every view (game/scenes/rules_run_on.py); the teaser's drawing is gone.
    # The promise (no blank over the cue where a card waits) is held by
    # tests/test_rules_teaser_s102.py still and broken by hk92.rules_hole_over_the_cue.
)
