"""A routine bank lands (critic hF25 §2): once its "+N" has flown into the banker's total, the
total counts up with its pulse and the banker's row flashes gold, then the flash is gone (no
row left lit)."""

from __future__ import annotations

import pytest

from game import theme
from tests.farkle_bank import bank_a_one
from tests.uihelpers import FRAME, make_app, recorded_step, screen_frame
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_bankers_row_flashes_as_the_points_land(tmp_path):
    from game.widgets.farkle_panels import player_band

    size = (1366, 768)
    app = make_app(tmp_path, size=size)
    try:
        table = bank_a_one(app, (1, 2, 3, 4, 6, 6), computer=True, totals=(3_350, 1_100))
        band = player_band(table.players_rect, table.scale, 0, 2)
        flashes, flying_and_flash, after = [], 0, []
        for _ in range(round(3 / FRAME)):
            frame = recorded_step(app, FRAME)
            flash = [p.rect for p in frame.panels if p.role == "row_flash"]
            if table.flight is not None and flash:
                flying_and_flash += 1
            if flash:
                flashes.append(flash)
            elif flashes:
                after.append(frame)
        assert flying_and_flash == 0  # it flashes as they land, not before
        assert len(flashes) >= round(0.5 * theme.FARKLE_PULSE_TIME / FRAME), len(flashes)
        assert all(f == [band] for f in flashes), (flashes[:2], band)
        assert after  # then it is gone
    finally:
        app.close()


def test_the_flash_leaves_the_bankers_row_when_the_turn_passes(tmp_path):
    # bank2000 (critic B28): five 1s banked (2 000), then "Jucătorul 2 e la rând" over the
    # dice, and the banker's row still wore its gold frame beside the new player's tint: the
    # frame follows the turn.
    from tools.screens_farkle import table_with

    size = (1366, 768)
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 1, 1, 1, 1, 2)
        table.press_roll()
        with unseen_frames(app):  # the throw and its stage: not looked at
            for _ in range(round(2 / FRAME)):
                app.step(FRAME)
        for die in range(5):
            table.press_die(die)
        app.step(FRAME)
        table.press_bank()
        passed, lit_after = 0, 0
        for _ in range(round(6 / FRAME)):
            with unseen_frames(app, last_drawn=False):  # each frame drawn once the turn passed
                app.step(FRAME)
            if table.flow.shown_player != 0:
                frame = screen_frame(app)
                passed += 1
                lit_after += any(p.role == "row_flash" for p in frame.panels)
        assert passed and not lit_after, (passed, lit_after)
        # (round 63: the turn now passes only as the banker's flash has ended, so the loop
        # above no longer sees a flash beside the passed turn and break
        # farkle4.flash_follows_turn went MISSED: the banker's pulse is lit again after the
        # pass, as a later hand-over would leave it, and its row still wears no frame)
        assert table.flow.shown_player != 0
        table.flow.pulse = (0, 0.0)
        frame = recorded_step(app, FRAME)
        assert table.flow.pulse is not None and table.flow.shown_player != 0
        assert not any(p.role == "row_flash" for p in frame.panels)
    finally:
        app.close()
