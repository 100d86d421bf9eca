"""Planted bugs of round 81's helper hF108:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND81_HF108: tuple[Break, ...] = (
    Break("hf108.ledger_says_here_again",
          "the 10 000's first turn says 'here' once, on the tray ('Pune deoparte aici'); the "
          "set-aside panel's card says what it keeps, not a second 'aici' (ruling S100 2.)",
          "locales/ro/LC_MESSAGES/farkle.po",
          "msgstr \"Fiecare set și punctele lui.\"\n",
          "msgstr \"Zarurile puse deoparte apar aici.\"\n",
          "tests/test_farkle_one_here_s100.py::"
          "test_the_first_turn_says_here_once_on_the_tray"),
    Break("hf108.computer_win_said_twice",
          "the computer's 10 000 win says its headline once, on the win's stage: no winner's "
          "moment before it (ruling S100 4.)",
          "game/flow/champion.py",
          "    return won is not None and not won.computer\n",
          "    return won is not None\n",
          "tests/test_farkle_computer_win_said_once_s100.py::"
          "test_the_computers_win_says_its_headline_once"),
    Break("hf108.bare_row_under_the_plate",
          "under a bank's plate the dice row is never bare felt: the cup stands on it once the "
          "bank's dice have gone (ruling S100 3.)",
          "game/flow/cup_fade.py",
          "    return kind is None or kind in STAGES_OVER_THE_CUP\n",
          "    return kind is None\n",
          "tests/test_farkle_bank_row_never_bare_s100.py::"
          "test_the_dice_row_is_never_bare_under_a_banks_plate"),
    Break("hf108.struck_total_never_drops",
          "a bust's struck 'Total tură' drops out of the ledger as its plate strikes: struck "
          "left to right, sinking to rest (ruling S100 1.)",
          "game/flow/farkle_beats.py",
          "        return max(0.0, min(1.0, struck / theme_stage.BUST_TOTAL_DROP))\n",
          "        return 1.0\n",
          "tests/test_farkle_bust_total_drops_s100.py::"
          "test_the_busts_struck_total_drops_out_as_the_plate_strikes"),
)
