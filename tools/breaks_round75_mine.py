"""Planted bugs of round 75's lead (between merges):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND75_MINE: tuple[Break, ...] = (
    Break("mine75.held_penta_shadow_strip",
          "a gathered stage's bare places cover the whole landed shadow of dice held still "
          "before their stage (round 75, between hS30 and the ghost test: a dark strip stayed "
          "right of each place)",
          "game/views/stage_gather.py",
          "    margin = max(theme.px(10, picture.scale), round(0.5 * max(r.w for r in "
          "picture.dice)))",
          "    margin = max(theme.px(10, picture.scale), round(0.3 * max(r.w for r in "
          "picture.dice)))",
          "tests/test_stage_no_ghosts.py::"
          "test_the_penta_dice_places_show_the_bare_felt_under_the_stage"),
    Break("mine75.bust_said_before_seen",
          "a bust's dice at rest but not yet seen: the line says nothing of the outcome (round "
          "75, at hF88's merge: 'Ana: tura se încheie' came with the dice' landing)",
          "game/flow/farkle_reading.py",
          "            return say(\"farkle.prompt.rested\")\n",  # (hF94, round 78, S48: said)
          "            return say(\"farkle.prompt.rested\") if selectable(self.awaiting.dice) "
          "else say(\"farkle.bust\", Tone.BAD)\n",
          "tests/test_dice_reveal.py::test_farkle_bust_shows_nothing_until_the_dice_are_seen"),
    # (mine75.flight_over_the_first_die retired round 76 by hA77: a small bank's flight is
    # coins, never too wide for its lane; flight10k.clear_of_row holds their way)
    # (mine75.backing_hides_the_panel retired round 78 by hY109:
    # ruling S44, critic cA77 #8, the standings' rows flip in their cells, no longer
    # gliding over each other: no backing)
    Break("mine75.dice_captions_run_together",
          "a dice chart's caption too wide for its column takes two lines, never running into "
          "its neighbour's (round 75, critic cF75c: hT77's longer names at 1024x600)",
          "game/scenes/stats_dice.py",
          "    lines = [lines_in(name, label, col_w, count) for name in names]",  # (hS31)
          "    lines = [[name] for name in names]",
          "tests/test_statistics_read_floor.py::test_the_dice_charts_captions_stand_apart"),
)
