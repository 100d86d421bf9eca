"""The turn's total and the dice set aside agree in every frame (round 78, hF94, critic cF77,
ruling S48): on the computer's turn "Total tură" said 600 while its last die was still in the
air on its way to the mat and "Puse deoparte" listed nothing. The total (and the bank
button's figure, the same one) counts a chosen die once it lies on the mat: every 1/60 s
frame of the computer choosing its dice one by one, the ledger's total is the turn's points
plus what the dice lying still on the mat score."""

from __future__ import annotations

import pytest

from game.rules.farkle import score
from game.views.farkle_story import story
from tests.uihelpers import make_app
from tools.screens_farkle import play, table_with
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _on_mat(table, landed: set[int]) -> list[int]:
    """The faces of the chosen dice that have come to rest on the mat (``landed``: those
    that did in an earlier frame; a die moving over along the mat still lies on it)."""
    tray, game = table.tray, table.game
    landed &= set(game.selected)
    for i in game.selected:
        x, y = tray.position(i)
        if (x, y) == tuple(tray.rest_positions[i]) and table.mat.collidepoint(x, y):
            landed.add(i)
    return [game.roll_dice[i] for i in sorted(landed)]


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_computers_total_counts_a_die_once_it_lies_on_the_mat(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 1, 1, 2, 3, 4, 6, 6, 5, 5, 5, 1, 2, 3, 5, 2, 3, 4, 6, 6)
        table.game.totals[:] = [3_350, 1_100]
        table.press_roll()
        # every frame stepped unseen: the test reads the flow and the dice, no picture
        with unseen_frames(app, last_drawn=False):
            play(app)
            table.press_die(0)
            table.press_bank()  # the computer's turn: 5, 5, 5, 1 chosen one by one
            frames_in_air = 0
            landed: set[int] = set()
            shown = 0
            for _ in range(900):
                app.step(1 / 60)
                game = table.game
                if game.current != 1 or table.flow.frozen is not None or not game.selected:
                    if frames_in_air and game.current != 1:
                        break
                    continue
                if game.roll_dice is None or not table.flow.live():
                    continue
                faces = _on_mat(table, landed)
                if len(faces) < len(game.selected):
                    frames_in_air += 1
                total = story(table.flow, table.tr)[1]
                assert total == game.turn_points + (score(faces) or 0), (
                    total, faces, sorted(game.selected))
                assert total >= shown, (total, shown)  # never back down as its dice come
                shown = total
        assert frames_in_air > 5
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_a_die_moving_over_along_the_mat_still_counts(tmp_path, size):
    # (round 80, fixH) the mat lies in the row's order: a 1 chosen first, then a 5 from the
    # row's left, and the 1 moves over along the mat to make room while the 5 flies in. The
    # 1 still lies on the mat: the total keeps its 100 all through, then says 150 as the 5
    # lands, never back down (S48: "the total dipped to 0 as the mat's dice made room").
    # The computer's throw above never moved a die along the mat (it chooses in the row's
    # order), so hf94.mat_die_counted_out went missed: this throw moves one.
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 1, 5, 2, 3, 6, 6, 1)
        table.press_roll()
        with unseen_frames(app, last_drawn=False):
            play(app)
            table.press_die(5)  # the 1 onto the mat
            for _ in range(60):
                app.step(1 / 60)
            landed: set[int] = set()
            assert _on_mat(table, landed) == [1]
            table.press_die(0)  # the 5 from the row's left: the 1 makes room
            moved_over = shown = 0
            for _ in range(60):
                app.step(1 / 60)
                if any(table.mat.collidepoint(start)
                       for i, start in table.tray.glides().items() if i == 5):
                    moved_over += 1
                faces = _on_mat(table, landed)
                total = story(table.flow, table.tr)[1]
                assert total == table.game.turn_points + (score(faces) or 0), (total, faces)
                assert total >= shown, (total, shown)
                shown = total
        assert moved_over > 5 and shown == 150
    finally:
        app.close()
