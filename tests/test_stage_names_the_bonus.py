"""The upper bonus's stage says which bonus it is (the upper one, its 63 reached), and the
"+35" it counts stands under that caption, never on it."""

from __future__ import annotations

import pygame
import pytest

from game.rules.yams import UPPER_BONUS_THRESHOLD, Box
from game.widgets import layout_record
from tests.layout_check import Run
from tests.layout_sequences_yams import pick, seat, validate
from tests.test_stage import _staged
from tests.test_yams_moments import LAST_BOX_SIXES
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_upper_bonus_stage_names_its_bonus_and_counts_under_the_caption(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        run_ = Run(app, "which bonus")
        table = seat(run_, (6,) * 5, names=("Ana",), cards=[LAST_BOX_SIXES])
        run_.click(table.roll_button.rect.center)
        _staged(run_)  # the Joker Penta
        run_.until(lambda: app.manager.top is table, 200)
        pick(run_, table, Box.SIXES)
        validate(run_, table)
        stage = _staged(run_)
        assert stage.clock.kind == "upper_bonus" and stage.picture is not None
        caption = stage.picture.caption
        assert "sus" in caption and str(UPPER_BONUS_THRESHOLD) in caption, caption
        stage.clock.age = stage.clock.duration * 0.45  # counting, not yet flying
        size = app.screen.get_size()
        surface = pygame.Surface(size)
        layout_record.start(size)
        try:
            layout_record.begin(size)
            table.draw(surface)
            stage.draw(surface)
            texts = [t for t in layout_record.frame().texts if t.role == "stage"]
        finally:
            layout_record.stop()
        said = {t.text: t.rect for t in texts}
        assert caption in said
        counter = [rect for text, rect in said.items() if text.startswith("+")]
        assert counter and counter[0].top >= said[caption].bottom, (counter, said[caption])
    finally:
        app.close()
