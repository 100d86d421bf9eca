"""The Penta's stage says what the sheet holds (critic C41: the strip under the staged Penta
showed an empty Penta cell with a "+50" drifting beside it, read as scored-but-not): the lit
Penta row shows its box as the sheet does, the 50 the box would take, from the stage's first
frame to its last, labelled as a possibility ("posibil") beside the row; the tag keeps clear of
the stage's other words. Amended round 79 (S70, hY117): the box's figure is said once, as the
hero "+50" on the bare box between "Penta" and "de înscris" (a prize to place, in words), then
"50" in the box; nothing else. A person's Penta at the three sizes, the computer's at 1366x768."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from game.views.stage_lift import home
from tests.test_stage_dice import _drawn
from tests.uihelpers import make_app
from tools.screens_stage import _penta, _penta_computer, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SHARES = (0.02, 0.1, 0.2, 0.3, 0.45, 0.52, 0.6, 0.7, 0.74, 0.78, 0.85, 0.92)
"""The points of the stage looked at."""


@pytest.mark.parametrize(("size", "build"), [((1920, 1080), _penta), ((1366, 768), _penta),
                                             ((1024, 600), _penta),
                                             ((1366, 768), _penta_computer)])
def test_the_pentas_row_says_a_possible_50_never_a_scored_one(tmp_path, size, build):
    app = make_app(tmp_path, size=size)
    try:
        build(app)
        stage = until_staged(app, "penta")
        table = stage.table
        player = table.game.current
        picture = stage.picture
        tag = table.tr("stage.penta.possible")
        assert picture.possible == tag and picture.target is not None
        # its box, lifted with its row under the stage's words (round 60, critic C51)
        assert home(picture, picture.target) == table.sheet.cell_rect(player, Box.PENTA)
        tagged = 0
        for share in SHARES:
            _, frame = _drawn(table, stage, share)
            said = [t for t in frame.texts if t.role == "stage"]
            # its one figure is the box's: the hero "+50" on its bare box, then the box's
            # "50" (S70 amends C41's "no +50 said": it is said as the prize to place, by
            # "de înscris", never as scored; no other figure)
            figures = [t.text for t in said if any(c.isdigit() or c == "+" for c in t.text)]
            assert set(figures) <= {"+50", "50"} and len(figures) <= 1, (share, figures)
            view = table.sheet_view()  # the sheet under the stage shows the box's 50
            assert view.unsaid is None and view.options.get(Box.PENTA) == 50, share
            shown = [t.rect for t in said if t.text == tag]
            if 0.2 <= share <= 0.55:  # at rest: the tag beside the lit row, clear of words
                # (hY65: a Yams Penta's words, its tag with them, leave from 0.56 now: its
                # dice home before its last quarter, critic C61)
                assert shown, (share, [t.text for t in said])
                tagged += 1
                plate = picture.row_plate()  # on the row's own plate, beside its box
                assert plate is not None and plate.contains(shown[0]), (shown[0], plate)
                assert not shown[0].colliderect(picture.target.unionall(picture.labels))
                assert abs(shown[0].centery - picture.target.centery) <= 2, (shown[0], plate)
                for other in said:
                    if other.text != tag:
                        assert not other.rect.colliderect(shown[0]), (other.text, share)
                assert picture.felt.contains(shown[0]), (shown[0], picture.felt)
        assert tagged >= 4
    finally:
        app.close()
