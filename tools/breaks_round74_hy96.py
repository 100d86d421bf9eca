"""Planted bugs of round 74's helper hY96:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ONE = ("tests/test_results_headline_one_design.py::"
        "test_the_headline_is_one_design_with_a_stage_before_it_or_none")
_SOLO = "tests/test_results_solo_stage.py::"

ROUND74_HY96: tuple[Break, ...] = (
    Break("hY96.headline_body_type_without_stage",
          "with no win's stage before the panel, its headline is the stage's lettering at the "
          "stage's size and place, never body-weight type of its own (two designs for one "
          "line, hX83's open note)",
          "game/scenes/results_picture.py",
          "        if not self.title_held():  # the same title, rising with the card (hY96)\n"
          "            self._draw_title(surface)\n",
          "        if not self.title_held():  # the same title, rising with the card (hY96)\n"
          "            draw_text(surface, self.headline(), self.font_px(116), theme.GOLD, "
          "self.panel.midtop, 'midtop', weight=BOLD, role='results_headline')\n",
          _ONE),
    Break("hY96.headline_crest_over_the_card",
          "the headline's room is the card's top band (its title inside the card, never "
          "crossing its top edge as hX83's crest did)",
          "game/views/stage_held.py",
          "    top = panel.y + overlay.px(TITLE_AIR)\n",
          "    top = felt_area(size).y + overlay.px(TITLE_AIR)\n",
          _ONE),
    Break("hY96.solo_small_card",
          "a game alone's card is as wide as three players' results, never a small card in a "
          "dark, empty screen",
          "game/scenes/results_layout.py",
          "            pw = min(max(self.px(PANEL_WIDTH[3]), round(room.w * PANEL_SHARE[3])),",
          "            pw = min(max(self.px(PANEL_WIDTH[1]), round(room.w * PANEL_SHARE[1])),",
          _SOLO + "test_the_solo_result_fills_the_stage"),
    Break("hY96.solo_total_small",
          "a game alone's total grows as large as its column lets it (2.2 times, before)",
          "game/widgets/podium_plate.py",
          "PLATE_TOTAL_MOST = 5.0\n", "PLATE_TOTAL_MOST = 2.2\n",
          _SOLO + "test_the_solo_result_fills_the_stage"),
    Break("hY96.ledger_under_the_score",
          "a game alone's breakdown stands beside the score, a ledger in its own column",
          "game/widgets/podium_plate.py",
          "    draw_ledger(surface, chips, lines, laid.ledger, laid.detail_size, scale)\n",
          "    draw_ledger(surface, chips, lines, laid.hero, laid.detail_size, scale)\n",
          _SOLO + "test_the_solo_result_fills_the_stage"),
    Break("hY96.gauge_always_full",
          "under the best the gauge is filled to the share of the best the score reached",
          "game/flow/personal_best.py",
          "                return max(0.0, min(1.0, score / float(points)))\n",
          "                return 1.0\n",
          _SOLO + "test_under_the_best_the_record_is_a_gauge_of_how_far_the_score_came"),
    Break("hY96.record_as_a_caption",
          "a new record reads as a celebration: its ribbon's words in display lettering, half "
          "as large again as the body (a caption's size, planted)",
          "game/widgets/record_gauge.py",
          "RIBBON_GROWTH = 1.5\n", "RIBBON_GROWTH = 1.0\n",
          _SOLO + "test_a_new_record_is_a_gold_ribbon_in_display_lettering_said_once"),
    Break("hY96.record_gauge_too",
          "a new record is said once, on its ribbon: no gauge under it saying it again",
          "game/scenes/results_picture.py",
          "            record = bool(best) and best_share(best, row.total) is None\n",
          "            record = False\n",
          _SOLO + "test_a_new_record_is_a_gold_ribbon_in_display_lettering_said_once"),
    Break("hY96.solo_headline_takes_stage_words",
          "after a game alone's 'Nou record!' stage its results keep their own headline, "
          "'Scorul tău final' (one design, its own words)",
          "game/scenes/results_picture.py",
          "        return self.said if self.title_held() else self.headline()\n",
          "        return self.said or self.headline()\n",
          _ONE),
    Break("hY96.podium_keeps_accent_room",
          "the podium keeps room over its steps for the winner's digits, not their line box's "
          "accent room: no band of bare card between the headline and the winner's score",
          "game/widgets/podium_layout.py",
          "             - digits_slack(popped)  # (round 74, hY96: its digits, not their accent "
          "room,\n",
          "             - 0 * digits_slack(popped)  # (round 74, hY96: its digits, not their "
          "accent room,\n",
          "tests/test_results_podium_no_band.py::test_the_winners_digits_stand_close_under_"
          "the_headline"),
)
