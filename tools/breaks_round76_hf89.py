"""Planted bugs of round 76's helper hF89:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_BUST = "tests/test_farkle_bust_one_voice_hf89.py::"
_BANK = "tests/test_farkle_bank_dice_read_hf89.py::"

ROUND76_HF89: tuple[Break, ...] = (
    Break("hf89.rest_beat_hints_the_bust",
          "at rest, before the dice are seen, a plain throw's line says what a bust's does "
          "(critics cF75b / cZ75: 'Dă clic…' beside a bust's blank hinted the bust)",
          "game/flow/farkle_reading.py",
          "            return say(\"farkle.prompt.rested\")\n",  # (hF94, round 78, S48: said)
          "            return say(\"farkle.hint.pick\") if selectable(self.awaiting.dice) "
          "else say(\"farkle.prompt.rested\")\n",
          _BUST + "test_at_rest_before_seen_a_bust_says_what_a_plain_throw_says"),
    Break("hf89.line_says_the_bust_again",
          "under a bust's stamp the prompt line waits quiet (ruling S15 amended, round 76: "
          "'Ana: tura se încheie' said the bust a second way)",
          "game/flow/farkle_reading.py",
          "            return None  # (the stamp says it: the line waits quiet)\n",
          "            return Message(Channel.PROMPT, \"farkle.prompt.turn_ends\", self.tr("
          "\"farkle.prompt.turn_ends\", name=self.player_label(self.frozen.player)))\n",
          _BUST + "test_under_the_stamp_the_prompt_line_waits_quiet"),
    Break("hf89.risk_in_the_stamps_red",
          "under a bust's stamp the Tura panel's risk keeps its own ink, never the stamp's red",
          "game/views/farkle_views.py",
          "format_percent(risk), theme.CREAM, bar=risk)]",
          "format_percent(risk), theme.FARKLE_BUST if flow.bust_shown else theme.CREAM, "
          "bar=risk)]",
          _BUST + "test_under_the_stamp_the_tura_panel_keeps_its_risk_quiet"),
    Break("hf89.ledger_says_points_lost",
          "under a bust's stamp the ledger says nothing new: no 'Puncte pierdute' (the last "
          "turn's card says the loss once the stamp has gone)",
          "game/views/farkle_story.py",
          '    total = ValueLine(place.tr("farkle.story.total"), format_int(running), theme.GOLD)',
          '    total = ValueLine(place.tr("farkle.ledger.lost" if flow.bust_shown and running '
          'else "farkle.story.total"), format_int(running), theme.GOLD)',
          _BUST + "test_under_the_stamp_the_ledger_waits_quiet_then_the_card_says_the_loss"),
    Break("hf89.ledger_lit_under_the_veil",
          "under a bust's stamp the ledger lies under the veil with the table, the stamp, its "
          "dice and the ledger's struck foot lit (re-aimed round 78, hF93, ruling S47)",
          "game/scenes/farkle_table.py",
          "            keep = bust_keep(self.dice_in_play_rects(), self.scale, self.groups_rect)\n",
          "            keep = bust_keep(self.dice_in_play_rects(), self.scale) + "
          "[(self.groups_rect, 0)]\n",
          _BUST + "test_under_the_stamp_the_ledger_waits_quiet_then_the_card_says_the_loss"),
    Break("hf89.row_dice_vanish",
          "the dice a bank leaves in the row fade out, never gone the frame it is pressed",
          "game/flow/farkle_flow.py",
          "        self.left_faded = 0.0\n",
          "        self.left_faded = 1.0\n",
          _BANK + "test_a_small_banks_dice_are_drawn_fading_then_gone"),
    Break("hf89.row_dice_fade_off_stage",
          "under a bank's stage the dice it left in the row fade on the stage's clock",
          "game/flow/farkle_beats.py",
          "            self.left_faded = max(faded, span(progress, *theme_stage.BANK_LEFT_FADE))",
          "            self.left_faded = faded",
          _BANK + "test_a_big_banks_dice_read_right_through_its_plate"),
    Break("hf89.kept_dice_stay",
          "a small bank's kept dice go with its figure as it leaves the mat",
          "game/flow/farkle_beats.py",
          "        return max(0.0, 1.0 - flight.age / hold) if hold > 0 else 0.0",
          "        return 1.0",
          _BANK + "test_a_small_banks_row_dice_fade_and_its_kept_dice_go_with_its_figure"),
    Break("hf89.goal_kept_dice_stay",
          "the goal's kept dice go as its plate comes down, never all at once as it ends",
          "game/flow/farkle_beats.py",
          "            return 1.0 - self.left_faded  # (a banner's too: S87, its plaque "
          "alone)",
          "            return 1.0 - flight.chips",
          _BANK + "test_the_goals_kept_dice_go_as_its_plate_comes_down_never_as_it_ends"),
    Break("hf89.selection_none_over_banked_dice",
          "while a bank's dice lie on the mat the line over it names them, never "
          "'Selecție: —' (critic cZ75)",
          "game/views/farkle_views.py",
          "    if flow.bank_dice_named():  # a bank's dice on the mat",
          "    if False and flow.bank_dice_named():  # a bank's dice on the mat",
          _BANK + "test_a_big_banks_dice_read_right_through_its_plate"),
)
