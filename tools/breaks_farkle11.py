"""Planted bugs of the 10 000 goal, big bank and rare stages' exits (round 62):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_VOICE = "tests/test_farkle_goal_one_voice.py::"
_ONCE = "tests/test_farkle_big_bank_one_moment.py::"

FARKLE11_BREAKS: tuple[Break, ...] = (
    Break("farkle11.goal_one_voice", "the goal says the last round once, in its plate's foot, "
          "never as a ribbon of its own (critic B61; round 69, ruling S6, critic D68: the "
          "ribbon after the plate, alone)", "game/views/stage.py",
          "    if stage_table.hushed_whole(picture):  # the goal: one plate",
          "    if False:  # the goal: one plate",
          _VOICE + "test_the_last_round_is_the_plates_foot_never_a_banner_after_it[size0]"),
    Break("farkle11.goal_rays_felt", "the goal's rays reach over the whole felt, not clipped "
          "to the middle column (critic B61)", "game/views/stage_crest.py",
          "    area = picture.felt.clip(surface.get_rect())",
          "    area = picture.area.clip(surface.get_rect())",
          _VOICE + "test_the_goals_rays_reach_over_the_whole_felt"),
    Break("farkle11.big_bank_once", "a bank of just what its throw's headline said is not "
          "staged again (critic B61)", "game/flow/moments.py",
          '    return None if points == said else "bank_banner"',
          '    return "bank_banner"',
          _ONCE + "test_a_bank_of_what_its_headline_said_is_not_staged_again"),
    Break("farkle11.big_bank_names_throw", "after a headline cut short, the big bank's one "
          "moment names the throw", "game/flow/farkle_flow.py",
          'if kind == "bank_big" and said == event.points and self.headline else ""',
          'if kind == "bank_big" and said != event.points and self.headline else ""',
          _ONCE + "test_a_headline_not_seen_leaves_the_bank_one_moment_naming_the_throw"),
    Break("farkle11.plate_names_throw", "the big bank's plate says the throw its points came "
          "from", "game/views/stage_pictures.py",
          "            if flight.named:  # the throw its points came from",
          "            if False:  # the throw its points came from",
          _ONCE + "test_the_big_bank_plate_names_the_throw_its_points_came_from"),
    Break("farkle11.lead_at_landing", "the lead names a big bank's new total as its amount "
          "lands (critic B61)", "game/flow/farkle_beats.py",
          # (hL63: re-pointed, the words read the row, which takes a big bank whole as its
          # amount lands, critic B62: no count-up after it)
          "            self.counting = 0 if self.flight.headline else self.flight.points",
          "            self.counting = 0 if self.flight.headline and not self.flight.counts_in "
          "else self.flight.points",
          _ONCE + "test_the_lead_names_the_big_bank_as_its_amount_lands"),
)
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""
FARKLE11_BREAKS += (
    Break("farkle11.words_once", "a banner's lettering is made once a frame, a modest plate's "
          "scaled once for the stage", "game/views/stage_banner.py",
          "    image, ink = words if words is not None else scaled_words(picture)",
          "    image, ink = scaled_words(picture)",
          "tests/test_farkle_banner_words_once.py::test_a_modest_plates_lettering_is_scaled_"
          "once"),
)
FARKLE11_BREAKS += (
    Break("farkle11.exit_in_slots", "a rare throw's dice regroup at their slots' height as "
          "the table is handed back: none over the mat's label, no ringed slot empty above "
          "its die (critic B61)", "game/views/stage_gather.py",
          "                        r.centery - r.h // 2, r.w, r.h) for k, r in enumerate(",
          "                        row[k].centery - r.h // 2, r.w, r.h) for k, r in enumerate(",
          "tests/test_farkle_rare_exit_in_slots.py::test_the_last_quarter_keeps_the_dice_in_"
          "their_row_off_the_label[six_ones-rarest_throw-size0]"),
)
