"""Planted bugs of the coach cards (round 30):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

COACH3_BREAKS: tuple[Break, ...] = (
    Break("coach3.yams_card_off_the_prompt", "a Yams coach card stands on empty felt only, "
          "never on the prompt line over the dice (critic C29: the top cards hid it)",
          "game/views/coach_yams.py", "    avoid.append(prompt_band(scene))\n", "",
          "tests/test_coach_empty_felt.py::test_every_yams_card_stands_on_empty_felt"),
    Break("coach3.fast_search_same_places", "the faster search for a coach card's nearest "
          "free place finds the very place the old one found (hC30): a card may stand right "
          "against what it keeps off, never on it", "game/views/coach_place.py",
          "        if merged and low < merged[-1][1]:",
          "        if merged and low <= merged[-1][1]:",
          "tests/test_coach_place_speed.py::test_the_fast_search_finds_the_very_same_place_on_"
          "random_tables"),
    Break("coach3.fast_search_whole_rows", "the faster search tries a row of places against "
          "everything lying across its band (hC30)", "game/views/coach_place.py",
          "            if k < last and spans[k][0] < x:",
          "            if k < last and spans[k][0] < x - 8:",
          "tests/test_coach_place_speed.py::test_the_fast_search_finds_the_very_same_place_on_"
          "random_tables"),
    Break("coach3.hot_card_lights_the_mat", "the hot dice' card lights what it points at "
          "(hC30: the hot dice on the mat; round 72: the risk meter its words speak of; "
          "round 78, S46: the cup with the six in it; re-aimed by hC82)",
          "game/views/coach.py",
          '        self.lit = (beside_lit(scene, mark, target) if beside',
          '        self.lit = (pygame.Rect(scene.mat) if beside',
          "tests/test_coach_adds_words.py::test_the_hot_dice_card_names_them_and_points_at_"
          "the_six_in_the_cup"),
    # (coach3.hot_card_on_the_empty_row retired by hC31: the low card stands on the felt
    # between the dice row and the mat at every size, so the row's empty slots no longer
    # decide its place; off every side panel: test_the_hot_dice_card_stands_on_the_felt_over
    # _the_mat and coach3.bank_card_beside_the_dice hold it)
    Break("coach3.prompt_said_where_pointed", "a Yams card pointing at the prompt line leaves "
          "it said (hC30: the box card pointed at a lit empty frame)",
          "game/views/coach_reads.py",
          "    return coach.target != lane_line(scene)  # the card points at the line: it "
          "stays said", "    return True",
          "tests/test_coach_one_voice.py::test_a_yams_card_pointing_at_the_prompt_line_leaves_"
          "it_said"),
    Break("coach3.low_card", "a coach card is one low row, about two lines of words tall "
          "(hC31: a 152 px card lay on the prompt and the title)", "game/views/coach_card.py",
          "    inner = max(words_height(max(2, len(lines)), scale),",
          "    inner = max(words_height(max(3, len(lines)), scale),",
          "tests/test_coach_empty_felt.py::test_a_coach_card_is_one_low_row"),
    # (retired, round 64: coach3.bank_card_beside_the_dice and coach3.bank_lights_the_mat
    # held hC31's promise, the bank's card on the felt over the mat pointing at the dice set
    # aside, the mat lit; critics B61/B62 and the lead's ruling reversed it: the card stands
    # under "Încasează", over the greyed "Anulează", the button lit; the new promise is
    # held by coach5.bank_card_at_the_bank_button)
    Break("coach3.prompt_kept_out_for_every_card", "no 10 000 card lies on the prompt line "
          "(hC31: a die's card and the risk card hid it)", "game/views/coach_farkle.py",
          '"prompt": prompt_rect(scene), ', "",
          "tests/test_coach_empty_felt.py::test_the_prompt_and_the_title_are_kept_out_for_"
          "every_10000_card"),
    Break("coach3.narrow_card_beside_the_held_dice", "where no low card finds room (the Yams "
          "box card beside the held dice), a narrow one, never none (hC31)",
          "game/views/coach_words.py",  # (re-pointed by hC41: one line where it fits)
          "    for count in (1, 2, 3, 4):  # (one line where it fits: the lowest, hC41)",
          "    for count in ():",  # (hK69: the live narrow card, the box card by keys at 1920)
          "tests/test_coach_narrow_row.py::test_a_narrow_card_has_its_actions_on_one_row_"
          "under_its_words"),
    Break("coach3.refused_card_rings_its_die_alone", "while the refused die's card shows, "
          "the table's beckoning rings wait: the card lights its die alone (hC32, critic B31)",
          "game/views/coach_reads.py",
          '    return coach.shown == "farkle.refused" and coach.card is not None',
          "    return False",
          "tests/test_coach_sharper.py::test_the_refused_dies_card_rings_that_die_alone"),
    Break("coach3.button_names_in_quotes", "a tip names a button in its language's quotes: "
          "„Încasează” le păstrează (hC32, critic B31)", "locales/ro/LC_MESSAGES/coach.po",
          'msgid "coach.farkle.bank.short"\nmsgstr "Te oprești? Încasând, punctele turei '
          'trec în Scor partidă."',  # (hF60: to the
          'msgid "coach.farkle.bank.short"\nmsgstr "Te oprești? Încasează și punctele turei '
          'trec în Scor partidă."',  # (hC75: the button no longer named, the planted name bare)
          # box's tip; hC71: back to the bank's; hC72: it says when)
          "tests/test_coach_sharper.py::test_a_tip_names_a_button_in_quotes"),
    Break("coach3.cards_clear_of_the_selection_words", "a 10 000 card keeps a clear gap from "
          "the \"Selecție\" line's words where the felt has the room (hC32, critic B31: the "
          "bank card sat 3 px over them)", "game/views/coach_farkle.py",
          "    return words.inflate(2 * gap, 2 * gap)",  # (hC41: at every size now)
          "    return pygame.Rect(words)",
          "tests/test_coach_word_room.py::test_the_selection_line_is_kept_8_px_clear_at_"
          "every_size[size0]"),  # (re-pointed by hC41: with 8 px kept at every size the
    # cards stand clear even of the bare words; its own test holds the gap)
)
