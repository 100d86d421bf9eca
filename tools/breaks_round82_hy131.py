"""Planted bugs of round 82's helper hY131:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_RING = "tests/test_yams_countdown_ring_in_its_strip_hy131.py::"
_COACH = "tests/test_coach_hold_one_truth_hy131.py::"
_ONCE = "tests/test_yams_handoff_said_once_hy131.py::"

ROUND82_HY131: tuple[Break, ...] = (
    Break("hy131.penta_dice_in_a_wave",
          "the Penta stage's five dice pop as one: one size, one baseline in every frame "
          "(S118 2.)", "game/theme_stage.py",
          "STAGE_PENTA_POP_STEP = 0.0\n", "STAGE_PENTA_POP_STEP = 0.025\n",
          "tests/test_yams_penta_dice_alike_hy131.py::"
          "test_the_drawn_dice_are_one_size_on_one_baseline"),
    Break("hy131.caption_under_the_band",
          "under the passing's band the prompt pill keeps its place empty, never the ended "
          "turn's greyed words (S118 1.)", "game/views/yams_prompt.py",
          '    return PromptSay("", role="announcement")\n',
          '    return PromptSay(scene.flow.scored_line().text, role="announcement")\n',
          _ONCE + "test_under_the_band_no_caption_and_no_lit_undo"),
    Break("hy131.undo_lit_under_the_band",
          "'Anulează' is greyed (Ctrl+Z refused) under the passing's band (S118 1.)",
          "game/flow/yams_reading.py",
          "        if not self.game.can_undo or self.handoff.names_next:\n",
          "        if not self.game.can_undo:\n",
          _ONCE + "test_under_the_band_no_caption_and_no_lit_undo"),
    Break("hy131.coach_hold_stays_put",
          "Yams coach 1/3 says the kept die rises, as the table's 'urcă aici' (S118 4.)",
          "locales/ro/LC_MESSAGES/coach.po",
          'msgstr "Zarul ales urcă sus, în rând; alt clic îl coboară."',
          'msgstr "Zarul ales stă pe loc; alt clic îl eliberează."',
          _COACH + "test_the_hold_card_says_the_kept_die_rises_like_the_table"),
    Break("hy131.ring_bursts_its_pill",
          "the countdown ring's last-second beat grows it only inside the pill (S93 2. "
          "amended round 82)", "game/views/yams_countdown_pulse.py",
          "    return max(min(ring.w // 2, grown), min(grown, fits))\n",
          "    return grown\n",
          _RING + "test_the_last_seconds_beat_never_crosses_the_pills_frame"),
    Break("hy131.ring_halo_over_the_frame",
          "the countdown ring's halo glows inside the pill, never over its frame (S93 2. "
          "amended round 82)", "game/views/yams_countdown_pulse.py",
          "        surface.set_clip(room.clip(clip) if clip.w else room)\n",
          "        surface.set_clip(clip)\n",
          _RING + "test_the_last_seconds_beat_never_crosses_the_pills_frame"),
)
