"""As a takeover stage (six alike) lifts off the 10 000 table, the prompt line is back over
the dice: the critic's frames had the table bright again with its prompt line blank (the table under
the stage was drawn once, while the stage spoke, and kept until the stage left)."""

from __future__ import annotations

import pygame
import pytest

from game.flow.stage import GONE
from game.scenes.stage import StageOverlay
from game.views import farkle_views as views
from tests.layout_sequences_farkle import seat, throw
from tests.uihelpers import drawing_one_frame_in, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60


class _Run:
    """Steps a real app frame by frame (the layout sequences' verbs)."""

    def __init__(self, app) -> None:
        self.app = app

    def frames(self, count: int) -> None:
        for _ in range(count):
            self.app.step(FRAME)

    def until(self, done, most: int = 600) -> None:
        for _ in range(most):
            if done():
                return
            self.app.step(FRAME)
        raise AssertionError("never")

    def click(self, pos) -> None:
        at = (round(pos[0]), round(pos[1]))
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=at, button=1))
            self.app.step(FRAME)


def test_the_prompt_is_back_as_the_bank_stage_lifts(tmp_path, monkeypatch):
    size = (1366, 768)
    app = make_app(tmp_path, size=size)
    try:
        run = _Run(app)
        # Six 1s: the takeover that still freezes the table under it (hB40's ladder made a
        # big bank a banner followed by the turn's hand-off band, where no prompt belongs).
        with drawing_one_frame_in(app, 0):  # the frames reaching the stage: not looked at
            table = seat(run, (1, 1, 1, 1, 1, 1), totals=(5_400, 6_150, 8_700),
                         names=("Ana", "Ion", "Ștefan"))
            throw(run, table)
            run.until(lambda: isinstance(app.manager.top, StageOverlay))
        drawn: list[float] = []  # the stage's progress at each prompt drawn under it
        early: list[bool] = []  # ... drawn while its words still stand (not handing back)
        real = views.draw_prompt

        def prompt(surface, place, flow, *rest, **named):
            rect = real(surface, place, flow, *rest, **named)
            top = app.manager.top
            if rect is not None and isinstance(top, StageOverlay):
                drawn.append(top.clock.progress)
                early.append(top.clock.progress < GONE and not table.stage_handing_back)
            return rect

        monkeypatch.setattr(views, "draw_prompt", prompt)
        run.until(lambda: not isinstance(app.manager.top, StageOverlay))
        assert any(p >= GONE for p in drawn), drawn  # drawn again as the stage lifts
        # not while the stage speaks: its words (round 70, hF74, critic B70: the prompt is back
        # as the moment's dice go home, the table handed back, no longer only at GONE)
        assert not any(early), drawn
    finally:
        app.close()
