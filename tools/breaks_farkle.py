"""More planted bugs of :mod:`tools.break_promises` for the 10 000 table (in the form of
:mod:`tools.breaks`): the coach cards' rooms and the stage captions' plate."""

from __future__ import annotations

from tools.breaks import Break

_KEYS = "tests/test_farkle_coach_keys_said.py::"
_CAPTION = "tests/test_stage_caption_padding.py::"

BREAKS: tuple[Break, ...] = (
    Break("coach10k.bank_over_total", "the bank card leaves the key-hint bar said",
          "game/views/coach_farkle.py", "targets += [(total, [*own, rule]), (total, own)]",
          "targets += []", _KEYS + "test_the_bank_card_keeps_the_key_hint_bar"),
    Break("coach10k.mat_holds_cards", "the dice' cards lie wholly on the mat or off it",
          "game/scenes/farkle_layout.py", "self.mat.h = max(self.mat.h, mat_card_height(self))",
          "self.mat.h = self.mat.h", _KEYS + "test_the_dice_cards_lie_wholly_on_the_mat_or_off_"
          "it"),
    Break("stage.caption_plate_drawn", "a stage caption stands on its evenly padded plate",
          "game/views/stage_words.py",
          "layer = pygame.Surface(caption_plate(picture.caption, size, picture.scale),",
          "layer = pygame.Surface((tall * 2 + 4 * pad, tall + pad),",
          _CAPTION + "test_the_hot_dice_caption_is_drawn_on_that_plate"),
)
"""The 10 000 table's planted bugs, with the promise each breaks and the test that holds it."""
