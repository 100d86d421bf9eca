"""Planted bugs of round 73's helper hX80 (the computer's remark on the prompt line, the Tura
panel a person's rows at every beat: ruling S15): each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_PROMPT = "tests/test_farkle_remark_in_prompt.py::"
_SLOT = "tests/test_farkle_turn_slot.py::"

ROUND73_HX80: tuple[Break, ...] = (
    Break("hx80.objective_row_persons_only", "the computer's Tura panel says \"Până la "
          "obiectiv\" as a person's, at every beat (critic J72 #15: its remark stood there)",
          "game/views/farkle_views.py",  # (re-aimed round 82, fixO: `person` no longer
          # guards the row, which round 76's one label per phase draws as "to_go")
          '    elif kind == "to_go":\n',
          '    elif kind == "to_go" and not game.players[flow.shown_player].is_computer:\n',
          _PROMPT + "test_the_objective_row_says_the_objective_and_the_remark_is_the_prompts"),
    Break("hx80.expert_name_twice", "the expert's note names the computer once (not "
          "\"Calculatorul: Calculatorul joacă la nivel Expert\")",
          "game/views/farkle_remark.py",
          "    if said == tr(\"farkle.ai.expert_note\"):\n        return said\n",
          "    if said == tr(\"farkle.ai.expert_note\"):\n        pass\n",
          _SLOT + "test_the_expert_note_is_said_whole_on_the_prompt_line"),
    Break("hx80.remark_short_never", "where the whole remark is wider than the prompt line it "
          "says its one-line form, never shrunk past the line",
          "game/views/farkle_views.py",
          "        text = computer_says(flow, flow.tr, visible, short=True)",
          "        text = computer_says(flow, flow.tr, visible, short=False)",
          "tests/test_farkle_reason_whole.py::"
          "test_the_computers_reasoning_is_drawn_whole_without_a_widow"),
)
