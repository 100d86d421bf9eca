"""Planted bugs of round 74's helper hY97:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND74_HY97: tuple[Break, ...] = (
    Break("hy97.rolling_keys_offer_throw",
          "while a person's dice tumble the Yams key line never offers 'Spațiu: Aruncă' "
          "(Space only lands the dice then; critic round 74, 'Yams table' 7)",
          "game/scenes/yams_layout.py",
          '            return "yams.keys_rolling" if self.tray.is_animating else "yams.keys_hint"\n',
          '            return "yams.keys_hint"\n',
          "tests/test_yams_keys_while_rolling.py::"
          "test_the_key_line_never_offers_a_throw_while_the_dice_tumble"),
)
