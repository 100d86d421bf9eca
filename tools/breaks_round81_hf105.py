"""Planted bugs of round 81's helper hF105:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND81_HF105: tuple[Break, ...] = (
    Break("hf105.quiet_label_on_its_icon",
          "a quiet figure's label under a 10 000 podium step stands clear of the icon over it "
          "(hQ74's air, kept under S86 3.; amended round 81, hF105)",
          "game/widgets/podium_award.py",
          "    drop = quiet_drop(scale)  # the label clear of its icon, as the icon rows' "
          "(hQ74)\n",
          "    drop = 0\n",
          "tests/test_results_label_type_hq74.py::"
          "test_the_podium_labels_are_large_and_clear_of_their_icons"),
)
