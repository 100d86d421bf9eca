"""Planted bugs of the 10 000 banners' entrances and the goal (round 60):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_IN = "tests/test_farkle_banner_entrances.py::"
_SB = "game/views/stage_banner.py"

FARKLE9_BREAKS: tuple[Break, ...] = (
    Break("farkle9.goal_bursts", "the goal's ribbon bursts in from small, not fading in where "
          "it stands", "game/views/stage_goal.py",  # (round 72: re-aimed; the goal's plate grows by
          # its own burst now, stage_banner's "burst" entrance no longer draws it: MISSED)
          "    size = burst_size(entering(clock)) * goal_folded(clock)\n",
          "    size = goal_folded(clock)\n", _IN + "test_the_goal_bursts_in_from_small"),
    Break("farkle9.goal_light", "the goal is celebrated by a burst of light round it",
          "game/views/stage_goal.py",  # (hL62: re-pointed, the light is the crest's beat's;
          # round 69: the goal's one plate, ruling S6)
          "    draw_burst(surface, picture, clock, rest.plate)\n", "",
          _IN + "test_the_goal_is_celebrated_by_a_burst_of_light_round_it"),
    Break("farkle9.bank_drops", "an ordinary bank's plate enters by a motion: pressed into "
          "the tray (S107 1., round 82, hF110: it dropped from above, over the buttons)", _SB,
          "        return stage_tray_entrance.pressed(clock), 0", "        return 1.0, 0",
          _IN + "test_the_ordinary_bank_is_pressed_into_the_tray_inside_its_place"),
    Break("farkle9.entrance_brief", "a banner's entrance rests within 0.4 s",
          "game/views/stage_crest.py",  # (hL62: re-pointed, entrance_done moved there)
          "min(theme.FARKLE_BANNER_ENTRANCE, clock.duration * 0.25)",
          "clock.duration * 0.5",  # (an entrance half the banner long: a show)
          _IN + "test_a_banner_enters_by_moving_or_growing_and_rests_within_the_beat"),
    Break("farkle9.modest_plate", "an ordinary bank's plate is modest beside the big bank's",
          _SB, "    if look(picture).modest:  # (wider as its amount grows: round 78, hF94, S48)\n"
          "        return round(area.w * stage_bank_plate.modest_width_share(picture.amount))\n",
          "",
          _IN + "test_the_ordinary_bank_plate_is_modest_beside_the_big_banks"),
    Break("farkle9.goal_said_once", "no row tag says the goal beside its banner",
          "game/flow/farkle_reading.py",  # (hF62: re-pointed, the flow decides the tag)
          "                and not self.last_round_due)\n\n    def live",
          "                )\n\n    def live",
          _IN + "test_the_goal_is_said_once_no_row_tag_beside_its_banner"),
    Break("farkle9.bust_still_by_beat", "the bust stamp has slammed down and stopped shaking "
          "by 0.4 s", "game/views/moments.py", "BUST_SHAKE_END = 0.38\n",
          "BUST_SHAKE_END = 0.55\n",
          _IN + "test_the_bust_stamp_slams_down_shakes_and_rests_within_the_beat"),
    Break("farkle9.plate_opaque", "a banner's plate is opaque at every frame: it leaves "
          "folding shut, no slot showing through it (critic B60)", _SB,
          "    surface.blit(layer, at)\n",
          "    layer.set_alpha(round(255 * fold))\n    surface.blit(layer, at)\n",
          "tests/test_farkle_banner_opaque.py::"
          "test_no_slot_shows_through_a_banners_plate_at_any_frame"),
    Break("farkle9.goal_crest", "the goal's banner carries the achievement big over its "
          "„Ultima tură!” ribbon (critic B60)", "game/views/stage_pictures.py",
          # (hL65: re-pointed, the crest's colour and count beside it)
          # (hK63: re-pointed, the crest's range the flow's)
          '            more = {"crest": crest.words, "crest_count": (crest.start, crest.end),',
          '            more = {"crest": (), "crest_count": (crest.start, crest.end),',
          "tests/test_farkle_goal_beat.py::test_the_goals_banner_shows_both_facts_big_each_once"),
)
