"""Planted bugs of round 71's second coach mends (hC72):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND71_COACH_B_BREAKS: tuple[Break, ...] = (
    Break("coach71b.countdown_says_its_line",
          "the Yams countdown's card says what the ring is and how to stop it, never the "
          "countdown line's 'poți alege altă căsuță' again (critic B71)",
          "locales/ro/LC_MESSAGES/coach.po",
          # (hC77, round 75: plain words)
          # (hY110, round 78: the ring off the box, S45)
          'msgstr "Inelul numără secundele rămase; un clic pe o căsuță îl oprește."',
          'msgstr "Inelul numără secundele până la înscrierea automată. Poți alege altă '
          'căsuță."',
          "tests/test_coach_words_add.py::test_the_countdown_card_never_says_the_countdowns_"
          "line_again"),
    Break("coach71b.bank_without_when",
          "the bank card (4/5) says banking is for when the player wants to stop: 'Aruncă' "
          "is the red action at its moment (critic B71)",
          "locales/en/LC_MESSAGES/coach.po",
          'msgid "coach.farkle.bank.short"\nmsgstr "When you stop and bank, the turn\'s points '
          'go into your Game score."',  # (hC75: it names "Score", where it points)
          'msgid "coach.farkle.bank.short"\nmsgstr "Bank, and the turn\'s points go into your '
          'Game score."',
          "tests/test_coach_words_add.py::test_the_bank_card_says_banking_is_for_when_you_"
          "stop"),
)
ROUND71_COACH_B_BREAKS += (
    Break("coach71b.countdown_over_the_sockets",
          "the Yams countdown's card stands in the prompt's place, its lines waiting, so the "
          "kept row's five sockets stay drawn (critic B71: they vanished under it; ruling S1)",
          "game/views/coach_spot.py",
          'SPOT_MARKS = {"yams": ("yams.hold", "yams.box", "yams.countdown"),\n',
          'SPOT_MARKS = {"yams": ("yams.hold", "yams.box"),\n',
          "tests/test_coach_countdown_row_kept.py::test_with_no_room_beside_its_ring_the_"
          "card_keeps_the_prompts_place"),
    Break("coach71b.card_swallows_keys",
          "a key pressed while a coach card shows closes it and reaches the game (Spațiu "
          "throws, a digit picks its die, Enter banks), as without the card (critic B71)",
          "game/views/coach.py",
          "        if event.type == pygame.KEYDOWN:\n            self.dismiss()\n"
          "        return False\n",
          "        if event.type == pygame.KEYDOWN:\n            self.dismiss()\n"
          "            return True\n        return False\n",
          "tests/test_coach_keys_reach_the_game.py::test_a_key_with_a_card_up_does_what_it_"
          "does_without"),
)
ROUND71_COACH_B_BREAKS += (
    Break("coach71b.bank_pointer_hugs_the_panel",
          "the bank card's pointer goes round the mat midway between it and the side panel, "
          "8 px of felt or more off the panel (critic B71: 'hugging the Punctaj panel' at "
          "1024x600)",
          "game/views/coach_spot.py",  # (re-aimed by round 72: its strip's end off the panel)
          "        return pygame.Rect(scene.center.x, top, scene.center.w, high)\n",
          "        return pygame.Rect(scene.center.x, top, scene.center.w + scene.px(40), high)\n",
          "tests/test_coach_bank_pointer_clear.py::test_the_bank_pointer_leaves_felt_between_"
          "it_and_every_panel"),
)
ROUND71_COACH_B_BREAKS += (
    Break("coach71b.strip_wide_card",
          "a 10 000 card in the strip is as wide as its words, no gap before its actions "
          "(critic B71: at 1366 'its text wraps short, leaving a gap before Înainte')",
          "game/views/coach_spot.py",
          # (round 75, hC77: the risk and hot dice' cards sized too, at the strip's end)
          '    sized = scene.kind == "farkle" and mark not in METER_MARKS  # (the risk card\'s '
          'way bends\n',
          '    sized = False and mark not in METER_MARKS  # (the risk card\'s way bends\n',
          "tests/test_coach_one_place.py::test_every_10000_card_stands_in_one_place"),
)
