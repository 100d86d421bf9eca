"""The Clasament's rows swap lanes cleanly (ruling S91 2., round 81, hY121; critic cA80 #1
and change 1: as the order changed a passed row showed half-hidden under the climbing row,
its letters sliced, "clipped at the panel's bottom"): the climbing row glides up on its card
(amended round 82, S91: the row it passes glides on under the opaque card, never fading out:
tests/test_yams_standings_rows_always_drawn_hy127.py)."""

from __future__ import annotations

import pygame
import pytest

from game.rules.yams import Box
from tests.uihelpers import make_app, recorded_frame
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

# (test_a_passed_row_is_whole_or_gone_never_sliced_under_the_climber retired round 82 by
# hY127, S91 amended round 82: a passed row no longer fades out of its lane, it glides on
# under the climber's opaque card, every row drawn in every frame (critic cA81 #2); held now
# by tests/test_yams_standings_rows_always_drawn_hy127.py)


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_leaving_dice_never_sink_over_the_clasaments_title(tmp_path, size):
    """The scored dice fade and sink a little as they leave: never over the Clasament's
    title line, which keeps its look in every frame (critic cA80: the computer's fading dice
    lay over it as the rows re-sorted)."""
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana"], [1, 2, 3, 4, 6] * 20, computer=True)
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        surface = pygame.Surface(size)
        shots, title = [], None
        for _ in range(300):
            app.step(1 / 60)
            if not scene.flow.leaving.active:
                if shots:
                    break
                continue
            frame = recorded_frame(scene, size, surface)
            title = title or next(t.rect for t in frame.texts if t.text == "Clasament")
            top = title.y + title.h // 3  # (its words: the panel's rim above them may take
            # the leaving dice's soft shadow)
            line = pygame.Rect(scene.standings.area.x, top, scene.standings.area.w,
                               title.bottom - top)
            shots.append(pygame.image.tobytes(surface.subsurface(line), "RGB"))
        assert len(shots) > 5, len(shots)
        assert all(shot == shots[0] for shot in shots), "something crossed the title line"
    finally:
        app.close()
