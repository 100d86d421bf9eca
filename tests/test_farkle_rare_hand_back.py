"""A staged rare throw hands the table back straight into its selected state (critic B66: "a
limbo frame: slotless box, 'Selecție: Chintă', both actions grey"; "dice order jumps sorted ->
unsorted"): the Chintă's stage sorts its dice 1-2-3-4-5-6 and they fly home to the mat in that
order, where the table has set them aside for the thrower; the first frame after the stage
shows the six dice resting on the mat as the stage left them (nothing gliding in after it),
"Selecție: Chintă" and "Încasează 2 500" and "Aruncă" lit (already lit under the stage's last
frames, as the table is handed back under them)."""

from __future__ import annotations

import pytest

from game.rules.farkle import rare_indices
from game.views import stage_gather
from tests.uihelpers import FRAME, make_app
from tools.screens_farkle import table_with
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("dice", [(4, 2, 6, 1, 3, 5), (5, 5, 2, 5, 5, 5)],
                         ids=["chinta", "five_alike"])
def test_a_rare_throw_hands_back_straight_into_its_selected_state(tmp_path, dice):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        table = table_with(app, 2, *dice)
        table.press_roll()
        stage = last = None
        lit = False
        # (the frames unseen: the stage's picture and clock, the tray and the buttons are
        # read, not drawn; the same frame for frame with an app drawing nothing: hT1)
        with unseen_frames(app, last_drawn=False):
            for _ in range(1200):
                app.step(FRAME)
                top = app.manager.top
                if top is not table:
                    stage = top
                    if stage.picture is not None and stage.picture.gather:
                        last = [r.center for r in stage_gather.flying_rects(stage.picture,
                                                                           stage.clock)]
                    lit = table.roll_button.enabled and table.bank_button.enabled
                    continue
                if stage is not None:
                    break
        assert stage is not None and last, "no rare throw's stage played"
        picked = sorted(rare_indices(dice))
        assert sorted(table.game.selected) == picked  # its dice chosen for the thrower
        # the first frame after the stage: the chosen dice rest on the mat, still
        tray = table.tray
        assert not tray.is_moving, "the dice still glide in after the stage"
        mat_y = table.mat.centery
        for i in picked:
            assert abs(tray.position(i)[1] - mat_y) < 1, (i, tray.position(i), mat_y)
        # in the order the stage showed them (a Chintă's sorted), where its dice flew home
        by_x = sorted(picked, key=lambda i: tray.position(i)[0])
        assert [dice[i] for i in by_x] == sorted(dice[i] for i in picked)
        shown = sorted((round(x), round(y)) for x, y in (tray.position(i) for i in picked))
        assert sorted(last) == shown, (last, shown)
        # the selection said, its actions lit as they will be
        assert table.roll_button.enabled and table.bank_button.enabled
        assert lit, "the stage's last frame showed the table's actions grey"
        assert table.selection_label()[0] != table.tr("farkle.selection_points", points="—")
    finally:
        app.close()
