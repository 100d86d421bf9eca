"""Planted bugs of the coach's tips kept off the live regions:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_NEVER_ON = ("tests/test_coach_never_on_its_subject.py::test_every_coach_step_lies_beside_"
             "its_subject")

COACH2_BREAKS: tuple[Break, ...] = (
    Break("coach2.prompt_waits_for_card", "while a Yams card in the prompt's place says the "
          "next action (hold, box) the prompt line waits: one voice (hC28; round 76, S20: a "
          "docked card leaves it said)", "game/views/coach_reads.py",
          "    return coach.target != lane_line(scene)  # the card points at the line: it "
          "stays said", "    return False",  # re-pointed by hC30 (the line it points at: said)
          "tests/test_coach_one_voice.py::test_a_yams_card_pointing_at_the_prompt_line_leaves_"
          "it_said"),  # (re-aimed round 76, hC79: S20 docks the first game's cards)
    # (coach2.risk_card_off_the_tura_panel retired, round 67: the risk card stands in the
    # middle column under the dice row (ruling S5), the column tried first, so the rows
    # under the meter it kept free no longer decide its place in any scene; the column is
    # held by coach7.risk_in_the_middle_column)
    # (coach2.die_card_above_its_die retired by hC31: its promise reversed, a die's card
    # no longer lies over the prompt and the title; the prompt is kept out for every card:
    # coach3.prompt_kept_out_for_every_card)
    Break("coach2.risk_pointer_into_the_meter", "the risk card's pointer is bent down the felt "
          "into the risk meter's side at its middle (hC28: not at its corner by the row "
          "above)", "game/views/coach_bend.py",
          "        return risk_route(scene, card, avoid)", "        return None", _NEVER_ON),
    # (coach2.prompt_waits_under_farkle_card retired by hC31: its promise reversed, no card
    # lies on the prompt line any more: coach3.prompt_kept_out_for_every_card)
)
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""
