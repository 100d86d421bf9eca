"""Planted bugs of round 74's helper hC76:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND74_HC76: tuple[Break, ...] = (
    # (hc76.taught_button_not_lit retired round 80, hF102: ruling S11 amended, a coach card
    # never moves the red action; break hf102.coach_moves_the_red_action holds the reverse)
    Break("hc76.glow_out_of_the_sheet",
          "a Yams card's light round its sheet row stays inside the sheet's frame (critic "
          "cQ74: it spilled onto the felt on both sides)",
          "game/views/coach.py",
          "        self.lit_within = next((pygame.Rect(p) for p in whole if "
          "p.contains(self.lit)), None)\n",
          "        self.lit_within = None\n",
          "tests/test_coach_glow_in_the_sheet.py::test_the_rows_glow_never_leaves_the_sheet"),
    # (hc76.countdown_card_over_its_line retired by hY110, round 78: since ruling S45 the
    # ring stands at the prompt pill's right end, and right of it lies the box it will fill:
    # the card beside it on the sheet would cover that box; it docks over the ring, pinned
    # by tests/test_yams_countdown_off_the_sheet.py)
    Break("hc76.moment_card_untagged",
          "a moment's coach card (the countdown, a refused die, hot dice) wears the 'Sfat' "
          "tag where a tour card has its step (critic cQ74: one layout for every tip)",
          "game/views/coach_steps.py",
          "        return (str(tr(\"coach.tip_tag\")), stop,\n",
          "        return (\"\", stop,\n",
          "tests/test_coach_tip_tag.py::"
          "test_a_moments_card_wears_the_tip_tag_a_tour_card_its_step"),
    Break("hc76.yams_card_as_wide_as_its_place",
          "a Yams card in the prompt's place is as wide as its words (critic cQ74: the hold "
          "card left empty paper before 'Înainte')",
          "game/views/coach_spot.py",
          "    card = pygame.Rect(strip.x, strip.y, min(width, strip.w), strip.h)\n",
          "    card = pygame.Rect(strip.x, strip.y, strip.w, strip.h)\n",
          "tests/test_coach_card_fits_words.py::test_every_card_is_as_wide_as_what_it_holds"),
)
