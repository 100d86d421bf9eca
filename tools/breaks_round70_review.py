"""Planted bugs of round 70's review mends (hK72):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CUP = "tests/test_cup_fade.py::"
_GUIDE_ROWS = "tests/test_farkle_guide_rows.py::"
_GOES_ON = (
    "tests/test_rules_goes_on_once.py::test_whether_the_section_goes_on_is_read_once_per_foot")
_BAND_ONCE = ("tests/test_farkle_last_round_band_built_once.py::test_the_bands_shadow_and_"
              "chip_shades_are_built_once_across_frames")
_LEADERS = ("tests/test_farkle_last_round_band_built_once.py::test_the_band_shows_whose_total_is_"
            "to_beat_beside_it")

ROUND70_REVIEW: tuple[Break, ...] = (
    Break("review70.farkle_cue_waits_a_fading_band", "the 10 000 throw cue stands whole under "
          "the passing band, never waiting for a fading band as the Yams cup does (re-aimed "
          "round 79, hF97, ruling S64 3.: whole from the band's first frame)",
          "game/views/farkle_cup.py",
          "        # have gone, over its short fade (ruling S79 2., round 80: no pop)\n"
          "        return round(255 * share)\n",  # (re-pointed round 80, hF100)
          "        # have gone, over its short fade (ruling S79 2., round 80: no pop)\n"
          "        return cup_fade(flow.handoff, None, fading_band=True)\n",
          _CUP + "test_the_10000_cue_stands_whole_under_the_passing_band"),
    Break("review70.guide_three_ones_row", "three 1s light the guide's own 'Trei de 1' row, "
          "read from the guide's examples, not three of 2–6's",
          "game/views/farkle_guide.py",
          '        return ("three", int(part.value == 1))\n',
          '        return ("three", 0)\n',
          _GUIDE_ROWS + "test_each_example_of_the_guide_lights_its_own_row"),
    Break("review70.free_row_inset", "a ledger's row to come is a faint rule, its inside bare, "
          "never the inset of a row with dice (critic B69: a dead input field)",
          "game/widgets/farkle_ledger.py",
          "            draw_place_rule(surface, place, scale)\n",
          "            surface.blit(free_row_layer(place.size, scale), place.topleft)\n",
          "tests/test_farkle_ledger_free_layer.py::test_the_rows_to_come_are_a_faint_rule_each_"
          "in_the_theme_edge_colour"),
    Break("review70.rules_goes_on_each_ask", "the rules page reads its whole document once for "
          "a view's foot, not at every draw and scroll", "game/scenes/rules.py",
          "        if key not in self._goes_on:\n", "        if True:\n", _GOES_ON),
    Break("review70.rules_goes_on_stale", "the rules page's read of where a section goes on "
          "is read again once the pages are laid out anew", "game/scenes/rules.py",
          "        self._goes_on = {}  # (what the old pages' views read, gone with them)\n", "",
          _GOES_ON),
    Break("review70.band_shadow_each_frame", "the last round's band's shadow is built once for "
          "a size, not each frame", "game/views/farkle_last_round.py",
          "    made = _SHADOWS.get(key)\n", "    made = None\n", _BAND_ONCE),
    Break("review70.chip_shade_each_frame", "a band's chip's shade is built once for a size, not "
          "each frame", "game/views/farkle_last_round.py",
          "    made = _SHADES.get(size)\n", "    made = None\n", _BAND_ONCE),
    Break("review70.band_leaders_unseen", "the band shows whose total is to beat: their seat "
          "tokens drawn between 'De depășit' and the figure", "game/views/farkle_last_round.py",
          "        draw_seat_token(surface, lead.rect.center, lead.rect.h, lead.style)\n",
          "        pass\n", _LEADERS),
)
