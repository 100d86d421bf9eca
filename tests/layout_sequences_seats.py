"""The layout check's sequences for the seat marks and long names (issue 22 §5): six players
of 16 letters at the 10 000 table; the turn passes (the banner with its mark, the "urmează"
pill moving to the next long name) and comes round again."""

from __future__ import annotations

from tests.layout_check import Run, sequence
from tests.layout_sequences_farkle import keep, seat, throw

LONG = ("Maximilian Țugui", "Ana-Maria Ștefan", "WWWWWWWWWWWWWWWW", "Mădălina-Ioana E",
        "Constantin Vodă")


@sequence("seats_long_names_turn_passes")
def _long_names(run: Run) -> None:
    table = seat(run, (1, 1, 1, 2, 3, 4, 5, 2, 3, 4, 6, 6), totals=(2_350, 4_100, 950, 6_700,
                                                                    3_300, 5_450),
                 names=LONG, computer=True)
    throw(run, table)
    keep(run, table, 0, 1, 2)
    run.click(table.bank_button.rect.center)  # "La rând: Ana-Maria Ștefan", her mark before it
    run.frames(120)
