"""The rare stages' exits (critic B60/B61): in the last quarter of a rare throw's stage (the
Chintă, six 1s) every die drawn stands in its slots' row or flies to it; none lies over the
mat's "Selecție" label while the table, handed back, shows its ringed slots empty above
(hL62: the dice regrouped at the gathered row's height, under the slots)."""

from __future__ import annotations

import pygame
import pytest

from game.views import stage_gather
from game.views.stage import HAND_BACK
from game.widgets import layout_record
from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _label(app, stage, size) -> pygame.Rect | None:
    """The mat's "Selecție" label as the table draws it (None: no label, six dice chosen)."""
    layout_record.start(size)
    try:
        layout_record.begin(size)
        stage.table.draw(pygame.Surface(size))
        texts = layout_record.frame().texts
    finally:
        layout_record.stop()
    return next((t.rect for t in texts if t.text.startswith("Selecție")), None)


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
# (round 66 ruling, critic B65: the Chintă the mid rung again, hL65's takeover undone)
@pytest.mark.parametrize(("state", "kind"), [("rare_throw", "rare_throw"),
                                             ("six_ones", "rarest_throw")])
def test_the_last_quarter_keeps_the_dice_in_their_row_off_the_label(tmp_path, monkeypatch,
                                                                     size, state, kind):
    app = make_app(tmp_path, size=size)
    try:
        {name: build for name, build, _ in STATES}[state](app)
        stage = until_staged(app, kind)
        picture, clock = stage.picture, stage.clock
        clock.age = clock.duration * 0.78
        stage.land()  # (its amount landed: the dice chosen, the mat's label says them)
        label = _label(app, stage, size)
        # (the takeover's table still hushed at 0.78: six alike's alone since round 66)
        assert label is not None or kind == "rarest_throw"
        slots = picture.dice
        drawn: list[tuple[int, pygame.Rect]] = []
        real = stage_gather._draw_die

        def record(surface, picture_, k, image, die, alpha):
            if alpha > 0.02:
                drawn.append((k, pygame.Rect(die)))
            real(surface, picture_, k, image, die, alpha)

        monkeypatch.setattr(stage_gather, "_draw_die", record)
        surface = pygame.Surface(size)
        for i in range(31):
            clock.age = clock.duration * (0.75 + 0.25 * i / 30)
            drawn.clear()
            stage.draw(surface)
            u = round(clock.progress, 3)
            for k, die in drawn:
                if u < HAND_BACK[0]:  # (the table still hushed under the stage)
                    continue
                assert label is None or not die.colliderect(label), (u, k, die, label)
                if u >= HAND_BACK[1]:  # the table handed back: in its slots' row
                    assert slots[k].top - 2 <= die.centery <= slots[k].bottom + 2, \
                        (u, k, die, slots[k])
    finally:
        app.close()
