"""Planted bugs of the coach card at Încasează (round 64):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

COACH5_BREAKS: tuple[Break, ...] = (
    Break("coach5.bank_card_at_the_bank_button",
          "card 4/5 (banking) points at 'Încasează' itself, its arrow's tip at the button "
          "(round 64, critics B61/B62: it pointed at the tray)",
          "game/views/coach_farkle.py",
          "            bank = [(pygame.Rect(scene.bank_button.rect), [*own, *story_box])]\n",
          "            bank = []\n",
          "tests/test_coach_bank_at_button.py::"
          "test_the_bank_card_arrow_touches_the_bank_button"),
    Break("coach5.greyed_button_undrawn_under_the_card",
          "a greyed button a coach card lies over (the lead's ruling: a card may cover a "
          "disabled button) stays undrawn, no sliver of it round the card, the layout check "
          "sees no button under the card",
          "game/scenes/table_base.py",
          "            and not getattr(w, \"enabled\", True) and card.colliderect(w.rect)]\n",
          "            and not getattr(w, \"enabled\", True) and card.contains(w.rect)]\n",
          "tests/test_coach_bank_at_button.py::"
          "test_the_bank_card_covers_no_live_button_die_or_word"),
)
