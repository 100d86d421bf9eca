"""Planted bugs of round 81's fix helper fixL:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_TRAY = "tests/test_farkle_tray_name_after_flight_fixl.py::"

ROUND81_FIXL: tuple[Break, ...] = (
    Break("fixl.tray_named_under_leaving_dice", "the tray says \"Pune deoparte aici\" only "
          "once the dice set aside have flown off it to the ledger (S95 1. amended round 81, "
          "fixL)", "game/views/farkle_dice_to_ledger.py",
          "    return any(rect.colliderect(scene.mat) for _image, rect in flying_dice(scene))",
          "    return all(rect.colliderect(scene.mat) for _image, rect in flying_dice(scene))",
          _TRAY + "test_the_trays_name_never_shows_under_dice_still_leaving_it"),
)
