"""Planted bugs of round 75's helper hC77:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_TIMER = "tests/test_yams_countdown_ring_is_the_timer.py::"
_CARD = "tests/test_coach_card_plain_and_sized.py::"

ROUND75_HC77: tuple[Break, ...] = (
    Break("hc77.countdown_ring_small",
          "the countdown's ring is the timer: at least 64 px across at 1920x1080 (the same "
          "share of the height under), its digit large, beside its box (critic cA75: ~38 px, "
          "capped at its row's height)",
          "game/views/yams_views.py",
          "        radius = across // 2\n",
          "        radius = min(across, cell.h) // 2\n",
          _TIMER + "test_the_ring_is_large_beside_its_box_its_digit_large"),
    Break("hc77.countdown_seconds_twice",
          "the countdown's line says what happens, 'Se înscrie automat la Doi', its seconds "
          "said once, by the ring (critic cA75: 'în 3 s' beside the ring's '3')",
          "locales/ro/LC_MESSAGES/yams.po",
          'msgstr "Se înscrie automat la {box}"\n',
          'msgstr "Se înscrie automat la {box} (3 s)"\n',
          _TIMER + "test_the_prompt_says_what_happens_and_the_ring_alone_its_seconds"),
    Break("hc77.risk_card_strip_wide",
          "the 10 000 risk card is as wide as its words, at the strip's right end (critic "
          "cA75: ~620 px wide at 1920, its words filling half of it)",
          "game/views/coach_spot.py",
          "                else yams_card(strip, form[1][0]))  # (at the place's right end)\n",
          "                else yams_card(strip, form[1][0]) if scene.kind == \"yams\" "
          "else strip)\n",
          _CARD + "test_a_card_is_as_wide_as_its_words"),
    Break("hc77.countdown_card_clock",
          "the countdown card says its ring plainly, the seconds it counts (critic cA75: "
          "'ceasul din inel' read awkwardly)",
          "locales/ro/LC_MESSAGES/coach.po",
          'msgstr "Inelul numără secundele: un clic pe o căsuță îl oprește."\n',
          'msgstr "Un clic pe o căsuță oprește ceasul din inel."\n',
          _CARD + "test_the_countdown_card_says_its_ring_plainly"),
    Break("hc77.box_card_lights_one_row",
          "while the Yams box card (about 'coloana ta') shows, the player's whole column of "
          "boxes is lit (critic cA75: one row lit, a different one per size)",
          "game/views/coach.py",
          '        if mark == "yams.box":  # its words speak of the column: all its boxes lit '
          '(round\n',
          '        if mark == "yams.boxes":  # its words speak of the column: all its boxes lit '
          '(round\n',
          "tests/test_coach_box_card_lights_the_column.py::"
          "test_the_box_card_lights_the_players_whole_column"),
)
