"""Planted bugs of the 10 000 fixed slots and Chintă hand-back (round 67):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_SLOTS = "tests/test_farkle_dice_slots.py::"
_BACK = "tests/test_farkle_rare_hand_back.py::test_a_rare_throw_hands_back_straight_into_its_"\
    "selected_state"

FARKLE18_BREAKS: tuple[Break, ...] = (
    Break("farkle18.mat_slots_every_beat", "ruling S1: the mat's six quiet slots in every "
          "beat (before a throw, after a bank, on a bust, in the last round; critic B66)",
          "game/views/farkle_mat_band.py",  # (hF106: the mat's inside, S95 1.)
          "    draw_faded(surface, lambda onto: draw_dice_slots(onto, scene.mat_slots_free(),\n",
          "    scene.game.roll_dice is not None and draw_faded(surface, lambda onto: "
          "draw_dice_slots(onto, scene.mat_slots_free(),\n",
          _SLOTS + "test_the_mat_keeps_six_quiet_slots_in_every_beat"),
    Break("farkle18.rare_back_still", "a rare throw's stage hands back its dice resting on "
          "the mat, nothing gliding in after it (critic B66: a limbo frame)",
          "game/views/farkle_tray.py",
          "    tray.skip()  # (no glide: the stage's own dice fly them home)\n", "", _BACK),
    Break("farkle18.rare_back_sorted", "a Chintă's dice lie on the mat as its stage showed "
          "them, 1-2-3-4-5-6 (critic B66: 'dice order jumps sorted -> unsorted')",
          "game/flow/farkle_mat.py",
          "    if getattr(rare, \"kind\", None) != SORTED_ON_STAGE or roll is None \\\n",
          "    if True or roll is None \\\n", _BACK),
    Break("farkle18.rare_back_lit", "under a rare throw's stage's exit the table's actions "
          "are lit as they will be (critic B66: 'both actions grey')",
          "game/scenes/farkle_table.py",  # (re-aimed, round 69: lit as the stage hands back)
          "(self.on_stage is None or self.stage_handing_back)", "(self.on_stage is None)",
          _BACK),
    Break("farkle18.last_round_no_leader", "in the last round the Tura panel does not say "
          "the target and who set it again ('Lider …'): the strip says them once (critic B66)",
          "game/views/farkle_views.py",
          "    foot = foot and flow.says_leader()  #", "    foot = foot  #",
          "tests/test_farkle_last_round_facts_once.py::"
          "test_the_last_rounds_target_and_its_player_are_said_once"),
    Break("farkle18.slot_under_gliding_die", "a die gliding onto the mat leaves its slot "
          "outlined until it lies there (ruling S1: no slot vanishes between beats)",
          "game/scenes/farkle_layout.py",
          "        taken = {round(x) for x, ry in (tray.position(i) for i in range(tray.count))\n",
          "        taken = {round(x) for x, ry in tray.rest_positions\n",
          _SLOTS + "test_a_die_set_aside_sits_in_its_slot_and_the_other_five_stay_faint"),
)
