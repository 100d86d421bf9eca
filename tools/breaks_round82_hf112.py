"""Planted bugs of round 82's helper hF112:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_LEAD = "tests/test_farkle_overtake_banner_hf112.py::"
_OPAQUE = _LEAD + "test_the_overtake_is_opaque_at_every_frame_and_leaves_by_shrinking"

ROUND82_HF112: tuple[Break, ...] = (
    Break("hf112.overtake_fades_out",
          "the overtake's plate shrinks away whole, opaque, never cross-fading over the cup "
          "(S109 1.)",
          "game/views/farkle_overtake.py",
          "    surface.blit(layer, rect)\n",
          "    layer.set_alpha(round(255 * min(1.0, size)))\n    surface.blit(layer, rect)\n",
          _OPAQUE),
    Break("hf112.overtake_no_entrance",
          "the overtake's plate pops in from smaller, its entrance (S109 1.)",
          "game/views/farkle_overtake.py",
          "    if age < pop:\n",
          "    if age < 0:\n",
          _OPAQUE),
    Break("hf112.overtake_plain_panel",
          "the overtake is drawn as the 10 000's gold banner, not a plain dark panel (S109 1.)",
          "game/views/farkle_views.py",
          "    if said.key == \"farkle.overtake\":  # over the cup (S80 3.), pops in, shrinks",
          "    if said.key == \"farkle.overtake_\":  # over the cup (S80 3.), pops in, shrinks",
          _LEAD + "test_the_overtake_is_a_gold_plate_in_the_moments_typeface"),
    Break("hf112.band_leads_under_overtake",
          "while the overtake says the lead the band does not say \"În frunte\" too (S109 1.)",
          "game/flow/farkle_reading.py",
          "        if not seats and not overtaking:",
          "        if not seats:",
          _LEAD + "test_the_band_does_not_say_the_lead_while_the_overtake_does"),
)
