"""Planted bugs of round 74's helper hB75:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_KEYS = "tests/test_settings_keys_read.py::"

ROUND74_HB75: tuple[Break, ...] = (
    Break("hb75.keys_ink_of_a_capital",
          "a key's words are centred by their own ink, accents inside the face, not by a "
          "capital's (critic cS74 #11: 'Română''s circumflex touched its key's top edge)",
          "game/widgets/forms.py",
          "(centre_x, top.centery + ink_centre_shift(ink or text, size)))",
          "(centre_x, top.centery + ink_centre_shift(\"H\", size)))",
          _KEYS + "test_every_option_is_centred_on_its_key_with_its_accents_inside"),
    # hb75.listen_gold_ring retired round 81 (hK89, ruling S97 4., critic cC80 #8): its
    # filled action face read as a selected or disabled chip; "Ascultă" is now outlined
    # (hk89.listen_filled_chip holds that it is never a filled chip).
    Break("hb75.meter_flat_dashes",
          "the volume meter's first bar stands over a third of the row, no flat dash "
          "(critic cS74 #11)",
          "game/scenes/settings_meter.py",
          "            h = round(row.h * (k + 1 + METER_FOOT) / (bars + METER_FOOT))\n",
          "            h = max(2, round(row.h * (k + 1) / bars))\n",
          _KEYS + "test_the_volume_rises_in_steps_that_read_as_steps"),
)
