"""The planted bugs of the Yams stages' spotlit rows (the name plate off the row, the TOTAL's cell
waiting for its figure, a landed figure inside its cell), in a module of their own beside
:mod:`tools.breaks_stage`: each a realistic one-line bug and the test that holds its promise."""

from __future__ import annotations

from tools.breaks import Break

STAGE_ROW_BREAKS: tuple[Break, ...] = (
    # stage.name_off_spot_row retired in round 60 (hY62): the Penta's row now stands lifted
    # under the name by layout (stage_lift.row_block) and clear_of_spot still moves the name
    # off any row it would touch: two guards, so no one-line bug of either shows; the promise
    # stays pinned by test_stage_rows_clear.py::test_the_name_plate_stays_off_the_spotlit_
    # penta_row
    Break("stage.total_cell_waits", "under the TOTAL's stage its cell keeps the figure before "
          "the box just written until the flying TOTAL lands (never the figure twice)",
          "game/views/yams_moments.py",
          "            value = counter.start\n",
          "            value = counter.end\n",
          # (round 73, hX77: re-pointed, the TOTAL said in the table, S8)
          "tests/test_yams_total_in_table.py::test_the_last_cards_total_counts_in_the_table_then_"
          "the_results"),
    # stage.total_row_says_no_other_score retired (hY65, critic C61): the lifted strip is
    # its label and the player's box side by side, no band of the other players' cells left
    # on it to say their figures (test_the_total_row_reads_as_one_row_from_its_label_to_its_
    # cell holds that no band is there; stage.total_row_whole plants one)
    # re-pointed in round 60: a Yams figure now pops in its cell's own type (critic C51)
)
"""The Yams stages' spotlit rows' planted bugs."""
