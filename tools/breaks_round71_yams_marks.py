"""Planted bugs of round 71's Yams marks (hY90):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_READS = "tests/test_yams_sacrifice_ring_reads.py::test_"

ROUND71_YAMS_MARKS_BREAKS: tuple[Break, ...] = (
    Break("marks71.sacrifice_ring_faint_reads", "a sacrifice's ring keeps 3:1 against its box "
          "at its breath's faintest (critic C71: it breathed into the paper, nearly unseen)",
          "game/widgets/scorecard.py",
          "    return blend(theme.SHEET_CHEAPEST, theme.SHEET_CHEAPEST_FAINT, round(255 * share))",
          "    return blend(theme.SHEET_CHEAPEST, theme.SHEET_OPEN, round(255 * strength))",
          _READS + "the_sacrifices_ring_reads_at_its_faintest"),
    Break("marks71.marker_saturated", "the one marker's orange is saturated: 3.5:1 on every "
          "seat's lit column (critic C71: a pale orange outline)", "game/theme.py",
          "AUTO_BOX_MARK = (180, 70, 0)", "AUTO_BOX_MARK = (214, 120, 20)",
          _READS + "the_marker_keeps_3_to_1_on_every_seats_column_breathing"),
    # (marks71.countdown_value_air retired by hY110, round 78: ruling S45 put
    # the countdown's ring off the sheet, in the prompt pill; its place pinned by
    # tests/test_yams_countdown_off_the_sheet.py)
    Break("marks71.computer_penta_said", "after the computer's Penta stage the line says its "
          "choice and its box is lit (critic C71: \"Își face aruncările…\" after it)",
          "game/flow/yams_flow.py",
          "            if self.computer_turn:  # its choice made now, said as its stage "
          "lifts (C71)",
          "            if False:  # its choice made now, said as its stage lifts (C71)",
          "tests/test_yams_computer_penta_said.py::test_the_computers_penta_choice_is_said_as_"
          "its_stage_ends"),
    Break("marks71.tag_one_frame", "the Penta's \"de înscris\" is words on its plate's "
          "framed end, no pill with its own ring inside it (critic C71: a box in a box)",
          "game/views/stage_landing.py",
          "        layer.blit(words, words.get_rect(center=layer.get_rect().center))\n",
          "        pygame.draw.rect(layer, theme.GOLD, layer.get_rect(), 3, border_radius=9)\n"
          "        layer.blit(words, words.get_rect(center=layer.get_rect().center))\n",
          "tests/test_yams_penta_tag_one_frame.py::test_the_pentas_tag_is_words_on_the_plate_"
          "no_pill"),
)
