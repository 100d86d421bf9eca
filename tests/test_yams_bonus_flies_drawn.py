"""The upper bonus's "+35" as drawn (round 67, critic C66: "+35 off-centre touching the Bonus
box", "'+N' over a row still 0"): at rest it stands on the stage's centred column under its
caption, clear of its lifted row (round 74, S12: on its box, in the row's plate); it flies into
the row soon after (the flow's timing:
tests/test_yams_bonus_counts_staged.py), and from then on no frame letters "+35" while the
row's box holds 35 on the stage. Stepped frame by frame with the app's fake clock at the
three sizes."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.views import stage_words
from tests.uihelpers import make_app
from tools.screens_stage import _upper, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_bonus_waits_on_its_box_then_lives_in_it(tmp_path, monkeypatch, size):
    rests: list[pygame.Rect] = []
    real_rest = stage_words.counter_rest

    def rest(picture, image, top):
        centre = real_rest(picture, image, top)
        rests.append(image.get_bounding_rect(min_alpha=40).move(
            image.get_rect(center=centre).topleft))
        return centre

    lettered: list[str] = []
    real_letters = stage_words.stamp_lettering

    def letters(text, *args, **kwargs):
        lettered.append(text)
        return real_letters(text, *args, **kwargs)

    monkeypatch.setattr(stage_words, "counter_rest", rest)
    monkeypatch.setattr(stage_words, "stamp_lettering", letters)
    app = make_app(tmp_path, size=size)
    try:
        _upper(app)
        stage = until_staged(app, "upper_bonus")
        picture, clock = stage.picture, stage.clock
        clear = theme.px(theme.STAGE_FIGURE_CLEAR, picture.scale)
        resting = 0
        while app.manager.top is stage and clock.progress < 0.88:
            rests.clear()
            lettered.clear()
            app.manager.draw(app.screen)
            if rests and clock.flight() <= 0:  # said, at rest
                ink, row = rests[-1], picture.row_plate()
                # on its box, inside its row's plate (round 74, S12, critic cQ74: beside the
                # row, "0" and "+35" read as two figures, the block off centre)
                assert row.left + clear <= ink.left and ink.right <= row.right - clear, (
                    ink, row)
                assert abs(ink.centerx - picture.target.centerx) <= 2, (ink, picture.target)
                resting += 1
            if clock.progress >= clock.fly[1] + 0.02:  # landed (by 56 %, the flow's
                # test_yams_bonus_counts_staged): the row holds it, no "+35" beside it
                assert stage.landed and picture.row_landed, round(clock.progress, 3)
                assert "+35" not in lettered, round(clock.progress, 3)
            app.step(1 / 30)
        assert resting >= 3, "'+35' is said before it flies"
    finally:
        app.close()
