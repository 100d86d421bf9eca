"""Planted bugs of round 76's helper hC79:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND76_HC79: tuple[Break, ...] = (
    # (hc79.hold_card_hides_the_prompt retired round 80 by hY118: ruling S76 reversed its
    # promise for the hold card, which now stands in the prompt's place over the rack, the
    # prompt waiting under it, so the Clasament keeps its rows, critic cA79 #4)
    Break("hc79.box_card_hides_the_prompt",
          "a first game's Yams box card docks over the turn pill, off the prompt's pill "
          "(ruling S20)",
          "game/views/coach_dock.py",
          # (re-aimed round 80, hY118: the hold card docks no more, S76)
          'DOCK_MARKS = ("yams.box", "yams.countdown")\n',
          'DOCK_MARKS = ("yams.countdown",)\n',
          "tests/test_coach_docked.py::"
          "test_a_yams_card_covers_neither_its_subject_the_prompt_nor_the_red_button"),
    Break("hc79.prompt_waits_under_a_docked_card",
          "the prompt's pill stays said beside a docked Yams card (ruling S20)",
          "game/views/coach_reads.py",
          "        return False  # docked off the prompt's place (S20, round 76): the line "
          "stays said\n",
          "        return True  # docked off the prompt's place (S20, round 76): the line "
          "stays said\n",
          "tests/test_coach_one_voice.py::"
          "test_the_prompt_stays_said_beside_a_docked_yams_card"),
    Break("hc79.box_arrow_at_the_labels",
          "the docked box card's way comes down onto its column's head, not the row labels' "
          "corner (ruling S20, critic cZ75)",
          "game/views/coach_bend.py",
          "    x = min(head.centerx, head.x + scene.px(COLUMN_TIP_IN))\n",
          "    x = head.x - scene.px(COLUMN_TIP_IN)\n",
          "tests/test_coach_places.py::"
          "test_the_box_card_sits_beside_the_sheet_off_every_column_and_die"),
    # (hc79.standings_drawn_under_the_card retired in round 77, hC81: its promise, the
    # Clasament waiting undrawn under the docked hold card, reversed by S20's amendment:
    # the hold card docks on the rack, the standings said; hc81.hold_card_on_the_standings)
    Break("hc79.card_type_17_px",
          "a Yams card's words are drawn at 18 px of em or more at 1024x600 (critic cZ75)",
          "game/views/coach_card.py",
          "CARD_TEXT_LEAST = 25\n",
          "CARD_TEXT_LEAST = 23\n",
          "tests/test_coach_docked.py::test_a_yams_cards_words_are_drawn_at_18_px_at_1024x600"),
)
