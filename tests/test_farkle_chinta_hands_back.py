"""The Chintă's stage hands the table back without two rows of dice (hB50, critic B41: as
its sorted 1-6 row faded home, the row and the table's dice showed at once, two rows).

Its dice, sorted, cannot fly home (they would cross): they leave their sorted row first,
then come in at home, never both at one frame."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.flow.stage import HOME_FROM
from game.scenes.stage import StageOverlay
from game.views import stage_gather
from tests.layout_check import Run
from tests.layout_sequences_farkle import seat
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

CHINTA = (4, 2, 6, 1, 3, 5)


def _chinta_stage(app: Any) -> StageOverlay:
    run = Run(app, "chinta", sample_every=0)  # (only reaching the stage)
    table = seat(run, CHINTA + (2, 3, 6, 2, 3, 4))
    run.click(table.roll_button.rect.center)
    run.until(lambda: isinstance(app.manager.top, StageOverlay), 400)
    stage = app.manager.top
    assert stage.picture is not None and stage.picture.sort_to
    return stage


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_at_no_frame_the_sorted_row_and_the_dice_at_home_both_show(size, tmp_path, monkeypatch):
    app = make_app(tmp_path, size=size)
    try:
        stage = _chinta_stage(app)
        picture, clock = stage.picture, stage.clock
        row = [r.center for r in stage_gather.homeward_rects(picture)]
        home = [r.center for r in picture.dice]
        moved = [k for k in range(len(home)) if row[k] != home[k]]
        assert moved  # (the sorted row stands elsewhere than the dice' places)
        drawn: list[tuple[int, tuple[int, int]]] = []
        real = stage_gather._draw_die

        def record(surface, picture_, k, image, die, alpha):
            if alpha > 0.02:  # (a die seen)
                drawn.append((k, die.center))
            real(surface, picture_, k, image, die, alpha)

        monkeypatch.setattr(stage_gather, "_draw_die", record)
        surface = pygame.Surface(size)
        frames = 120
        for i in range(frames + 1):
            clock.age = clock.duration * (HOME_FROM - 0.02 + (1 - HOME_FROM) * i / frames)
            drawn.clear()
            stage.draw(surface)
            in_row = {k for k, at in drawn if k in moved and at == row[k]}
            at_home = {k for k, at in drawn if k in moved and at == home[k]}
            assert not (in_row and at_home), (i, clock.progress, in_row, at_home)
    finally:
        app.close()
