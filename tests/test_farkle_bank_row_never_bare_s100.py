"""The dice row is never bare felt through a bank's plate (ruling S100 3., round 81, hF108):
under a banner bank's plate ("+1 050", S95 2.) the dice it left in the row faded out and the
row above the plate stood as bare felt until the plate had gone and the cup came back (S79
2.'s timing: the cup waited for the table's clock). Now the cup stands on the row under the
plate once the bank's dice have left it, whole (its return is the stage's, S79 2.), so the
region is the bank's dice, then the cup, then the next player's ready cup: never bare.

Stepped at 1/60 s on the table from the bank's press through its plate."""

from __future__ import annotations

import pytest

from game.scenes.stage import StageOverlay
from game.views import farkle_cup
from tools.screens_stage import _bank_banner

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

STEP = 1 / 60


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_dice_row_is_never_bare_under_a_banks_plate(tmp_path, monkeypatch, size):
    """In every frame of the bank's stage either the bank's dice show in the row or the cup
    is drawn there, whole once they have gone."""
    from tests.uihelpers import make_app

    drawn: list[int] = []  # the cup's alpha in this frame's drawing of the table
    tables: list[int] = []  # the table drawn this frame (else its picture kept below)
    real_cup, real_cue = farkle_cup.dice_cup.draw_cup, farkle_cup.draw_throw_cue

    def cup(surface, rect, side, alpha=255, **kw):
        drawn.append(alpha)
        return real_cup(surface, rect, side, alpha, **kw)

    def cue(surface, scene):
        tables.append(1)
        return real_cue(surface, scene)

    monkeypatch.setattr(farkle_cup.dice_cup, "draw_cup", cup)
    monkeypatch.setattr(farkle_cup, "draw_throw_cue", cue)
    app = make_app(tmp_path, size=size)
    try:
        _bank_banner(app)
        table = app.manager.top
        flow = table.flow
        staged = bare = 0
        shown = 0  # the cup in the table's picture on screen (kept below the stage)
        gone = None  # the frame the bank's dice left the row
        for k in range(600):
            drawn.clear()
            tables.clear()
            app.step(STEP)
            if tables:
                shown = max(drawn, default=0)
            if not isinstance(app.manager.top, StageOverlay):
                if staged:
                    break
                continue
            staged += 1
            if flow.left_dice_shown() <= 0 and gone is None:
                gone = k
            if gone is not None and k > gone and shown < 255:  # (a frame for the cup)
                bare += 1
        assert staged > 30, staged
        assert bare == 0, f"{bare} of {staged} frames of the plate over a bare dice row"
    finally:
        app.close()
