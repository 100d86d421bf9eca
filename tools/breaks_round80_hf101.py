"""Planted bugs of round 80's helper hF101:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_STORY = "tests/test_farkle_last_round_story_hf101.py::"
_BUST = _STORY + "test_a_last_round_bust_keeps_the_band_and_says_the_player_stays_at_their_score"
_BANKED = _STORY + "test_a_banked_last_turns_chip_leaves_as_its_count_lands_and_its_need_goes"
_BUSTED = _STORY + "test_a_busted_last_turns_chip_leaves_as_its_dice_are_seen"
_CARD = _STORY + "test_the_passing_card_after_a_last_round_bank_counts_only_who_remains"
_OVER = "tests/test_farkle_overtake_hf101.py::"

ROUND80_HF101: tuple[Break, ...] = (
    Break("hf101.bust_plate_generic_in_last_round",
          "a last-round bust's plate says the player stays at their score (S80)",
          "game/flow/farkle_beats.py",
          "        if self.game.last_round_by is None:\n"
          "            return self.tr(\"farkle.bust.why\")",
          "        if self.game.last_round_by is not None:\n"
          "            return self.tr(\"farkle.bust.why\")",
          _BUST),
    Break("hf101.band_hidden_under_last_bust",
          "the last round's band stays whole in the title's row while a bust's plate speaks "
          "(S80, amending S65 1.)",
          "game/views/farkle_views.py",
          "    return False",  # (round 80, hF104, S87 2.: no round's plate hides the row)
          "    return bool(scene.flow.bust_shown)",
          _BUST),
    Break("hf101.plate_over_the_band",
          "in the last round the bust's plate stands under its dice, never over the band (S80)",
          "game/views/farkle_views.py",
          "    if buttons is not None and dice:  # centred on the mat, in it (S95 1.: the "
          "middle's one\n",
          "    if buttons is None and dice:  # centred on the mat, in it (S95 1.: the "
          "middle's one\n",
          _BUST),
    Break("hf101.banked_chip_stays",
          "a finished player's chip leaves the band once their bank has counted in (S80)",
          "game/flow/farkle_reading.py",
          "        return (self.frozen is not None and self.frozen is self.banked_view\n"
          "                and not self.row_left(shown))",
          "        return False",
          _BANKED),
    Break("hf101.chip_leaves_before_its_count",
          "a banked chip stays while its points still count in: nothing said before seen "
          "(S80)",
          "game/flow/farkle_reading.py",
          "                and not self.row_left(shown))",
          "                or not self.row_left(shown))",
          _BANKED),
    Break("hf101.busted_chip_stays",
          "a busted player's chip leaves the band as the bust's dice are seen (S80)",
          "game/flow/farkle_reading.py",
          "        if self.bust_shown:  # (under the seat card the next player is shown: S79 1.)\n"
          "            return True\n",
          "        if False:  # (under the seat card the next player is shown: S79 1.)\n"
          "            return True\n",
          _BUSTED),
    Break("hf101.card_keeps_the_chip",
          "under the passing card the band counts only who remains (S80)",
          "game/flow/farkle_reading.py",
          "                and not self.last_turn_played())  # (S80: its chip leaves as its "
          "turn ends)",
          "                and True)  # (S80: its chip leaves as its turn ends)",
          _CARD),
    Break("hf101.need_for_the_finished",
          "the Tura panel never asks a finished player for \"Necesar în tură\" (S80)",
          "game/flow/farkle_note.py",
          "    if flow.last_turn_played():\n        return \"played\"\n",
          "",
          _CARD),
    Break("hf101.overtake_never_said",
          "a last round's winning bank that passes the leader says so before the champion "
          "(S80 3.)",
          "game/flow/farkle_beats.py",
          "            self.overtake_due = self.overtake_words()\n",
          "            self.overtake_due = ()\n",
          _OVER + "test_a_winning_overtake_is_said_after_the_count_then_the_champion"),
    Break("hf101.overtake_too_brief",
          "the overtake's beat stands its own hold, long enough to read (S80 3.)",
          "game/flow/farkle_beats.py",
          "                self.win_hold = theme_stage.FARKLE_OVERTAKE_HOLD / self.factor\n",
          "                self.win_hold = theme_stage.FARKLE_WIN_HOLD / self.factor\n",
          _OVER + "test_a_winning_overtake_is_said_after_the_count_then_the_champion"),
    Break("hf101.overtake_not_skippable",
          "a click ends the overtake's beat and the champion comes at once (S80 3.)",
          "game/flow/farkle_flow.py",
          "        self.skip_overtake()\n",
          "",
          _OVER + "test_a_click_ends_the_overtake_and_the_champion_comes_at_once"),
    Break("hf101.overtake_names_the_wrong_total",
          "the overtake says the new total against the one passed (S80 3.)",
          "game/flow/farkle_beats.py",
          "                        passed=format_int(passed)))",
          "                        passed=format_int(total)))",
          _OVER + "test_the_overtake_says_the_total_against_the_one_passed"),
    Break("hf101.finished_band_keeps_a_chip",
          "once everyone has played the band names the leader, no chip of a played turn "
          "(S80 2.)",
          "game/flow/farkle_reading.py",
          "        said = self.big_announcement()  # (an overtake says the lead: the band "
          "keeps the\n",
          "        seats = seats or [shown]  # (the old fallback: the played turn's chip)\n"
          "        said = self.big_announcement()  # (an overtake says the lead: the band "
          "keeps the\n",
          _STORY + "test_once_everyone_has_played_the_band_names_the_leader_not_a_score_to_beat"),
)
