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
    # stage.total_cell_waits retired in round 82 (hY126, found missed on main): its line
    # (``value = counter.start`` for a TOTAL still to count, in yams_moments.draw_counters) is
    # reached by no counter since S78 1. (round 80: a full card's TOTAL cell is bare until its
    # count lands, ``whole_card_player``) and S43 (every full card's TOTAL is its last box's
    # player's): the suite's TOTAL tests never reach it (checked by raising there). The
    # promise (never the new figure before its count) is pinned by the bare cell:
    # tests/test_end_one_climax_hy108.py::test_the_sheets_boxes_and_sums_add_up_in_every_frame
    # stage.total_row_says_no_other_score retired (hY65, critic C61): the lifted strip is
    # its label and the player's box side by side, no band of the other players' cells left
    # on it to say their figures (test_the_total_row_reads_as_one_row_from_its_label_to_its_
    # cell holds that no band is there; stage.total_row_whole plants one)
    # re-pointed in round 60: a Yams figure now pops in its cell's own type (critic C51)
)
"""The Yams stages' spotlit rows' planted bugs."""
