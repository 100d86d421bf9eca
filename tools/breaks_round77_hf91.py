"""Planted bugs of round 77's helper hF91:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_BUST = "tests/test_farkle_bust_entrance_hf91.py::"

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
    Break("hf91.stamp_on_its_dice",
          "the bust's stamp lies over its dice, off the tray, its foot clear of their red rings "
          "(ruling S27), never over them",
          "game/widgets/farkle_banners.py",
          "    foot = round(min(y for _, y in dice) - side / 2) - clear\n",
          "    foot = round(max(y for _, y in dice) + side / 2) + clear\n",
          _BUST + "test_the_stamp_never_covers_its_dice_nor_sits_on_the_tray"),
    Break("hf91.stamp_on_the_tray",
          "the bust's stamp never sits on the tray under its dice (ruling S27)",
          "game/views/farkle_views.py",
          "                                \"stamp\", glow=glow, top=top, bottom=foot)\n",
          "                                \"stamp\", glow=glow, top=foot + place.px(150))\n",
          _BUST + "test_the_stamp_never_covers_its_dice_nor_sits_on_the_tray"),
)
