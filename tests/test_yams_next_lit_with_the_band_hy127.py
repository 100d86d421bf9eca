"""The next player lit as the passing's band lands (ruling S91 amended round 82, hY127;
critic cA81 #7 and change 3: under the band "Calculatorul e la rând" the dim pill still named
Ana and no sheet column was lit, one turn change said two ways): from the first frame the seat
card shows, the "La rând" pill names the next player, live in their colour, and the sheet's
lit column is theirs; never the ended turn's greyed name beside the band, never no column.
Stepped at 1/60 s on a fake clock (person → computer → person, and person → person)."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from tests.layout_check import Run
from tests.layout_sequences_yams import pick, seat, throw, validate
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _carded_frames(run: Run, table, until_player: int) -> list[dict]:
    """Every frame the passing's card shows, until ``until_player``'s turn: whom the pill,
    the column and the card name."""
    seen, after = [], 0
    for _ in range(3000):
        run.frames(1)
        frame = recorded_frame(table, table.size)
        if any(p.role == "handoff_band" for p in frame.panels):
            regions = table.turn_regions()
            seen.append({"live": regions["live"], "ended": regions["ended"],
                         "column": regions["column"], "card": regions["card"],
                         "sheet": table.sheet_view().current})
        if seen and not table.flow.handoff.holds and table.game.current == until_player:
            after += 1
            if after > 5:
                return seen
    raise AssertionError("the passing never ended")


def _check(seen: list[dict], incoming: int) -> None:
    assert seen, "the passing's card never came"
    for i, f in enumerate(seen):
        assert f["card"] == incoming, (i, f)
        assert f["live"] == incoming and f["ended"] is None, (i, "the pill", f)
        assert f["column"] == incoming and f["sheet"] == incoming, (i, "the column", f)


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_pill_and_column_name_the_next_player_from_the_bands_first_frame(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        run = Run(app, "person to computer and back", sample_every=0)
        table = seat(run, (1, 2, 3, 4, 6) * 8, names=("Ana",), computer=True)
        throw(run, table)
        pick(run, table, Box.CHANCE)
        validate(run, table)
        _check(_carded_frames(run, table, 1), 1)  # person → computer
        _check(_carded_frames(run, table, 0), 0)  # the computer plays, then → person
    finally:
        app.close()


def test_person_to_person_lights_the_next_from_the_bands_first_frame(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        run = Run(app, "person to person", sample_every=0)
        table = seat(run, (1, 2, 3, 4, 6) * 8, names=("Ana", "Ion"), computer=False)
        throw(run, table)
        pick(run, table, Box.CHANCE)
        validate(run, table)
        _check(_carded_frames(run, table, 1), 1)
    finally:
        app.close()
