"""Planted bugs of round 77's helper hF91:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_BUST = "tests/test_farkle_bust_entrance_hf91.py::"
_BAND = "tests/test_farkle_last_round_unfurls_hf91.py::"

ROUND77_HF91: tuple[Break, ...] = (
    Break("hf91.bust_still_beat",
          "a bust's dice lie landed and still about half a second before the stamp strikes "
          "(ruling S27: 0.18 s left no time to read them before the verdict)",
          "game/flow/farkle_beats.py",
          "            return max(reveal, theme_stage.BUST_STILL / self.factor)\n",
          "            return reveal\n",
          _BUST + "test_the_bust_dice_lie_still_half_a_second_before_the_stamp"),
    Break("hf91.bust_still_not_in_proportion",
          "at \"Rapidă\" a bust's still beat is half the normal one, as the rest of the table",
          "game/flow/farkle_beats.py",
          "            return max(reveal, theme_stage.BUST_STILL / self.factor)\n",
          "            return max(reveal, theme_stage.BUST_STILL)\n",
          _BUST + "test_at_rapida_the_still_beat_is_in_proportion"),
    Break("hf91.table_sees_the_bust_early",
          "the table sees a throw's outcome after the flow's beat (a bust's longer one), not "
          "after the dice' reveal beat alone",
          "game/scenes/table_base.py",
          "        return tray is None or tray.still_for >= self.reveal_delay\n",
          "        return tray is None or tray.still_for >= theme.DICE_REVEAL_DELAY\n",
          _BUST + "test_the_bust_dice_lie_still_half_a_second_before_the_stamp"),
    # (hf91.stamp_on_its_dice retired round 78: since S47 the table draws one plate in one
    # fixed place, never the tilted stamp whose foot this bug moved; the plate's place off
    # the dice is pinned by hf93.one_plate_* and test_farkle_bust_one_plate_hf93.py)
    Break("hf91.stamp_on_the_tray",
          "the bust's plate stands over the buttons, never down on them (ruling S27; "
          "re-aimed round 80, hF104, S87 2.: it stands under its dice now)",
          "game/views/farkle_views.py",
          "                            top=ceiling, bottom=foot, title_size=title_size, "
          "fill=fill)\n",  # (hF106: filling the tray, S95 1.)
          "                            top=foot + place.px(150), title_size=title_size, "
          "fill=fill)\n",
          # (re-aimed round 78, hF93, ruling S47: the one plate, S36's row)
          "tests/test_farkle_bust_middle_s87.py::test_an_ordinary_busts_plate_stands_in_the_"
          "middle_felt_under_its_dice"),
    Break("hf91.band_cut_in_whole",
          "the last round's band unrolls from the goal plate's width, never whole in one frame "
          "(ruling S27)",
          "game/views/farkle_last_round.py",
          "    shown = unrolled(rect, centre, strip.came)\n",  # (re-aimed round 79, hF98)
          "    shown = rect\n",
          _BAND + "test_the_last_round_band_unrolls_from_the_plates_width"),
    Break("hf91.band_snaps_open",
          "the band's unroll is eased both ways: no jump at its first frame (ruling S27)",
          "game/views/farkle_last_round.py",
          "    u = u * u * (3 - 2 * u)  # (eased both ways: no jump at its first frame)\n",
          "    u = 1 - (1 - u) ** 3\n",
          _BAND + "test_the_last_round_band_unrolls_from_the_plates_width"),
    Break("hf91.band_waits_for_the_table",
          "the band's entrance runs under the goal plate's last beat, unrolled as the table "
          "is back (ruling S27)",
          "game/flow/farkle_beats.py",
          "        unrolled = self._band_unrolled(kind, progress)\n",
          "        unrolled = False\n",
          "tests/test_farkle_last_round_plate.py::test_the_last_round_enters_with_the_goal_"
          "said_once_then_stays_as_a_strip"),
    # hf91.stamp_on_the_band retired (round 79, hF98, ruling S65): its promise, the stamp
    # under the band, reversed: the band rolls up while the bust's plate speaks.
)
