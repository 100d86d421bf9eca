"""The 10 000's middle at every beat (ruling S95 1.–2., round 81, hF106; critic cB80 #1, #3 and
change 1): the selection's tray stands between the dice row and the buttons in one rectangle
at every beat, named "Pune deoparte aici" while nothing lies on it (S64 1. amended: it was
drawn only while it held dice, a ~300 px band of bare felt at the first roll, after a throw,
under a bust and a big bank); the cup stands on the dice row above it, never on it; a bust's
plate hides the tray whole, centred on it; the banner bank's plaque stands on it, centred,
clear of the dice left in the row, the tray's "Zaruri încasate" words not drawn under it."""

from __future__ import annotations

import pytest

from game.views import farkle_cup
from tests.test_farkle_bust_one_plate_hf93 import _ordinary_bust
from tests.uihelpers import announcement_frames, make_app, recorded_frame
from tools.screens_farkle import last_round_bust_thrown, play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60
SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
NAME = "Pune deoparte aici"


def _middle(table, size):
    """The mat's recorded rect in one whole frame (None if none) and the texts drawn in it."""
    table._still_layer = None
    frame = recorded_frame(table, size)
    mat = next((p.rect for p in frame.panels if p.role == "mat"), None)
    inside = [t.text for t in frame.texts if mat is not None and mat.contains(t.rect)]
    return mat, inside


@pytest.mark.parametrize("size", SIZES)
def test_the_tray_stands_in_one_place_at_every_beat_named_while_empty(tmp_path, size):
    """S95 1.: before the first throw (the cup), the throw landed with nothing chosen, a die
    chosen, the die put back: the mat is drawn, in one rect; empty in the selection beat it
    says "Pune deoparte aici" inside itself (not before the throw: S107 2., amended round 82),
    holding a die it does not; the cup stands above the mat's words."""
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 5, 3, 3, 4, 2)
        play(app)
        first, inside = _middle(table, size)
        assert first is not None, "no tray under the cup"
        assert inside == [], inside  # (S107 2., amended round 82, hF110: named only in the
        # person's selection beat; before the throw the one action is "Aruncă")
        cup = farkle_cup.cup_place(table)
        words = first.top - farkle_cup.mat_words_height(table)
        assert cup.bottom <= words and cup.top >= table.center.y, (cup, first)
        table.press_roll()
        play(app)
        assert _middle(table, size) == (first, [NAME])  # the throw, nothing chosen
        table.press_die(0)
        play(app, 30)
        mat, inside = _middle(table, size)
        assert mat == first and NAME not in inside, inside  # a die on it: not named
        table.press_die(0)  # put back: named again, in the same place
        play(app, 30)
        assert _middle(table, size) == (first, [NAME])
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("last_round", [False, True])
def test_a_busts_plate_stands_in_the_tray_centred_on_it_in_every_round(tmp_path, size,
                                                                        last_round):
    """S95 1. (S87 2. amended): every frame a bust's plate shows, the tray is drawn under it
    in its one place, and the plate is centred on the tray (both rounds alike), under its
    dice, over the buttons."""
    app = make_app(tmp_path, size=size)
    try:
        table = last_round_bust_thrown(app) if last_round else _ordinary_bust(app)
        seen = 0
        for frame, plate in announcement_frames(app, FRAME):
            seen += 1
            mat = next((p.rect for p in frame.panels if p.role == "mat"), None)
            assert mat == table.mat, (mat, table.mat)
            assert abs(plate.centery - mat.centery) <= 2, (plate, mat)
            assert abs(plate.centerx - mat.centerx) <= 2, (plate, mat)
            dice = max(table.tray.position(i)[1] for i in range(table.tray.count)) \
                + table.tray.die_size / 2
            assert plate.top > dice and plate.bottom < table.roll_button.rect.top, plate
        assert seen >= round(1.0 / FRAME), seen
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_banner_banks_plate_stands_on_the_tray_clear_of_the_row_and_its_line(tmp_path,
                                                                            size):
    """S95 2. (critic cB80 #3, `c6.png`: the +1 000 plate landed on the dice left in the row
    and cut the "Zaruri încasate" line): a 1 050 bank's plate rests on the tray, over its
    height and its line (not drawn under it), centred on it, as wide as a modest plate, its
    top under every die left in the row (they fade there) and its foot over the buttons; it
    drops in hung from that top, never rising over the row nor wider than its column."""
    from game.views.stage_banner import entered, look, ribbon_rect
    from tests.farkle_bank import bank_a_one

    app = make_app(tmp_path, size=size)
    try:
        table = bank_a_one(app, (1, 1, 1, 5, 2, 3), computer=False, keep=4)
        app.step(FRAME)
        stage = app.manager.top
        assert table.on_stage == "bank_banner" and stage.picture.kind == "bank_banner"
        plate = ribbon_rect(stage.picture)
        left = table.flow.dice.left
        row = max(y for x, y in left.rest_positions if not table.mat.collidepoint(x, y))
        assert plate.top >= row + left.die_size / 2, (plate, row)  # under the row's dice
        words = table.mat.top - farkle_cup.mat_words_height(table) - table.px(8)
        assert plate.top <= words and plate.bottom >= table.mat.bottom, (plate, table.mat)
        assert abs(plate.centerx - table.mat.centerx) <= 2, (plate, table.mat)
        assert plate.bottom <= table.roll_button.rect.top, plate
        said = [t.text for t in recorded_frame(table, size).texts if t.role == "selection"]
        assert said == [], said  # the line under the plate not drawn: none cut by it
        assert look(stage.picture).entrance == "press"  # (S107 1., round 82, hF110: its drop
        # spilled over the buttons; pressed into the tray from a little smaller now)
        area = stage.picture.area
        for _ in range(40):  # its fall: never wider than its column (over a side panel)
            grown = entered(stage.clock, stage.picture)[0]
            assert round(plate.w * grown) <= area.w + 1, (grown, plate, area)
            app.step(FRAME)
    finally:
        app.close()
