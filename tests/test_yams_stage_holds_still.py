"""A Yams stage holds still (critic C70): the upper bonus's headline block slid ~125 px down
between 22 % and 50 % of its stage as its words came down into the room its flying "+35" left
(and the Joker Penta's with its "+100"). Its figure now waits off the stage's column, on its
row's box since round 74 (:func:`game.views.stage_figure_on_box.on_box`), so the stamp and
its caption stand where they end from the stage's entrance to its words' leaving, at the
three sizes; and the figure never lies on the row's frame before it flies into its box (critic C70:
"+100" over the Bonus Penta row's frame at 1024x600). Round 74 (S12, critic cQ74): a bonus's
figure waits on its box instead, inside the plate's frame
(tests/test_yams_joker_figure_room.py), still clear of the caption."""

from __future__ import annotations

import pygame
import pytest

from game.views.stage import drawn_stamp
from tests.test_stage_rows_clear import drawn
from tests.test_yams_stage_no_gap import _staged
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

STILL_MOST = 3
"""The most (px) the stamp's letters or the caption may move once the stamp is down."""

FRAMES = {"upper_bonus": (0.3, 0.38, 0.46, 0.52, 0.6, 0.8),
          "joker_penta": (0.14, 0.24, 0.28, 0.32, 0.4, 0.5)}
"""Each stage's frames sampled: the figure said, flying (its :attr:`StageClock.fly`),
landed, the hold, before its words leave (the stamp's and the caption's places read once
the stamp is down)."""


def _moved(rects: list[pygame.Rect]) -> int:
    return max(max(abs(r.x - rects[0].x), abs(r.y - rects[0].y)) for r in rects)


@pytest.mark.parametrize("kind", ["joker_penta"])  # (the upper bonus: a band, S61, round 79)
@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_stamp_and_its_caption_hold_still_the_figure_off_the_rows_frame(tmp_path, size,
                                                                            kind):
    app = make_app(tmp_path, size=size)
    try:
        stage = _staged(app, kind)
        picture, clock = stage.picture, stage.clock
        plate = picture.row_plate()
        assert plate is not None and picture.caption
        stamps, captions, figures = [], [], []
        for share in FRAMES[kind]:
            if clock.flight() >= 1 or share >= clock.fly[1]:
                clock.age = clock.duration * share
                stage.land()
            _, frame = drawn(app, stage, share)
            texts = {t.text: pygame.Rect(t.rect) for t in frame.texts if t.role == "stage"}
            if clock.stamp_scale() == pytest.approx(1.0):  # (the stamp down)
                stamp = drawn_stamp(picture, clock)
                assert stamp is not None, share
                stamps.append(stamp)
                captions.append(texts[picture.caption])
            figure = texts.get(picture.figure_words(picture.counter[1]))
            if figure is not None and clock.flight() <= 0:
                figures.append(figure)
        assert len(stamps) >= 4, len(stamps)
        assert _moved(stamps) <= STILL_MOST, (size, kind, stamps)
        assert _moved(captions) <= STILL_MOST, (size, kind, captions)
        assert figures, "the figure was never said before it flew"
        for figure in figures:  # waiting: clear of the row's frame (a Joker's: on its box,
            # inside the frame, round 74), and of the column
            assert picture.target.collidepoint(figure.center), (size, kind, figure, plate)
            assert not figure.colliderect(captions[0]), (size, kind, figure, captions[0])
    finally:
        app.close()
