"""The planted bugs of the coach marks from hC21 on (tools/breaks_stage.py is full): each a
realistic one-line bug and the test that holds the promise it breaks."""

from __future__ import annotations

from tools.breaks import Break

COACH_BREAKS: tuple[Break, ...] = (
    # (coach.step_fixed_number retired by hF51: its promise reversed, critic B50: the tips
    # count in the order they show, a first card never reads "5/5":
    # farkle8.steps_in_shown_order)
    # (coach.next_key_own_line retired by hC31, its promise reversed by the low coach card:
    # the next key never has a line of its own: it heads the card's action group)
    # (coach.bank_points_at_the_button retired by hC31: its promise reversed, the bank's
    # card stands on the felt beside the dice set aside, pointing at the mat, no longer on
    # the ledger bent to "Încasează": coach3.bank_card_beside_the_dice)
    # (coach.die_card_in_the_tura_foot retired by hC28: a die's card sits above its die,
    # never on the Tura panel's foot: coach2.die_card_above_its_die)
    # (coach.die_card_short_words retired by hC28: a die's card above its die finds room
    # for its whole words at every size; its short words are no longer reached)
    Break("coach.check_knows_word_columns", "the layout check takes a column of words as one "
          "region: a pointer slipping between two labels crosses it (hC22)",
          "tests/layout_words.py",
          "                if rect.y - run[-1].bottom <= max(rect.h, run[-1].h) and",
          "                if rect.y - run[-1].bottom <= 0 and",
          "tests/test_coach_pointer_words.py::test_the_layout_check_fails_a_pointer_between_two_"
          "labels_of_a_column"),
    Break("coach.check_knows_the_sheet_labels", "the layout check knows the Yams sheet's label "
          "column, drawn from a cache (hC22)", "tests/layout_check.py",
          '"words": label_columns(scene),', '"words": [],',
          "tests/test_coach_pointer_words.py::test_the_layout_check_fails_the_old_countdown_"
          "pointer_across_the_sheet_labels"),
    Break("coach.countdown_spare_line", "where no clean way reaches its row, the countdown's "
          "and the box's cards point at the line over the dice that says it (\"Înscriere "
          "automată la …\", \"… alege o căsuță\"), never a bend across the row labels (hC22)",
          "game/views/coach_yams.py",
          '    spare = lane_line(scene)\n',
          '    spare = pygame.Rect(0, 0, 0, 0)\n',
          "tests/test_coach_pointer_edges.py::test_a_first_yams_turn_at_1024x600_points_"
          "straight_off_the_edges"),
    # (coach.bank_full_key retired by hC31, its promise reversed by the low coach card: the
    # bank's card left the ledger for the felt beside the dice set aside)
    Break("coach.refusal_pill_at_once", "a refused die whose card has no place is explained "
          "by its pill from the click on (not after the shake, the card never coming)",
          "game/views/coach_reads.py", '    return coach.finds_place("farkle.refused")',
          "    return True",
          "tests/test_farkle_refusal_once.py::test_the_refused_die_is_explained_once_from_the_"
          "click_on[dice1-1-False]"),
    Break("coach.refusal_card_alone", "a refused die's card that has a place says why alone "
          "(the pill never first)",
          "game/views/coach_reads.py", '    return coach.finds_place("farkle.refused")',
          "    return False",
          "tests/test_farkle_refusal_once.py::test_the_refused_die_is_explained_once_from_the_"
          "click_on[dice0-0-True]"),
    # (coach.refused_card_on_the_tray retired by hC28: a refused die's card sits right
    # above its die at every size, wherever the die is; the empty tray's place is not
    # reached: coach2.die_card_above_its_die, tests/test_coach_refused_everywhere.py)
    # (coach.box_card_whole_key retired by hC31, its promise reversed by the low coach card:
    # no bare "→" any more; the box card's place: coach3.narrow_card_beside_the_held_dice)
    # (coach.box_card_over_the_prompt and coach.prompt_not_under_the_box_card retired: since
    # hY25 raised the Yams header the box card finds room under the prompt at every size, and
    # the fallback laying it over the prompt line was removed as unreachable)
    # (coach.countdown_points_at_the_ring and coach.ring_route_under_the_words retired by
    # hC30: critic C29 saw the pointer along the row to the timer ring strike through "Doi";
    # it now stops short of the row's left end, the row lit whole with the ring:
    # coach3.countdown_points_at_its_row, tests/test_coach_pointer_on_target.py)
    Break("coach.check_only_its_own_row", "the layout check lets a pointer cross a column of "
          "words only inside the row it runs along to its target",
          "tests/layout_words.py",
          "            if cut and not (through is not None and all(through.collidepoint(p) "
          "for p in cut)):",
          "            if cut and through is None:",
          "tests/test_coach_pointer_words.py::test_the_layout_check_fails_a_pointer_across_"
          "another_row"),
    Break("coach.every_pointer_stops_short", "every coach step's pointer at every size "
          "stops just short of what it explains, never on it (hC25)",
          "game/views/coach.py", "                       tip_short(scale), theme.px(18, scale))",
          "                       -tip_short(scale), theme.px(18, scale))",  # (re-aimed by
          # hC75: since round 73 the drawn tip's stop is tip_short, REACH only the placement's)
          "tests/test_coach_never_on_its_subject.py::test_every_coach_step_lies_beside_its_"
          "subject"),
    # (coach.risk_points_at_its_meter and coach.guide_waits_under_the_risk_card retired
    # by hC28: the risk card no longer lies on the scoring guide at 1024x600 but at the top
    # of the middle column at every size: coach2.risk_pointer_into_the_meter,
    # coach.risk_points_at_meter)
)
"""The coach's planted bugs (hC21 on)."""
