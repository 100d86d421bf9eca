"""Planted bugs of the coach card at Încasează (round 64):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

COACH5_BREAKS: tuple[Break, ...] = (
    # (coach5.bank_card_at_the_bank_button and coach5.greyed_button_undrawn_under_the_card
    # retired, round 67: ruling S5 reverses round 64's card 4/5 under "Încasează", over the
    # greyed "Anulează"; no card lies over a button, lit or greyed, so the bank's card points
    # at the dice set aside and no greyed button is ever under a card. The new promise:
    # tools/breaks_coach7.py, tests/test_coach_bank_at_button.py)
)
