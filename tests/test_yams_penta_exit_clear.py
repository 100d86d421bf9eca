"""The Penta's exit is ordered: the player's name and the caption under the gathered row
leave before the five dice fly home, so no die ever crosses a word still on screen."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.flow.stage import GRAND, StageClock
from game.views import stage_words
from game.views.stage import StagePicture, draw_stage
from game.views.stage_gather import flying_rects, gathered_rects
from game.widgets import layout_record
from game.widgets.felt import felt_area
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_no_die_flies_home_over_a_word_of_the_penta_stage(size, tmp_path, monkeypatch):
    app = make_app(tmp_path, size=size)
    try:
        felt = felt_area(size)
        scale = theme.scale_for(size)
        side = theme.px(90, scale)
        dice = [pygame.Rect(felt.x + felt.w // 4 + round(1.3 * side) * k,
                            felt.bottom - 2 * side, side, side) for k in range(5)]
        picture = StagePicture("penta", GRAND, felt, scale, "Penta!", line="Ana", seat=0,
                               dice=dice, gather=True, caption="Cinci zaruri la fel")
        surface = pygame.Surface(size)
        clock = StageClock("penta")
        clock.age = clock.duration * 0.6  # at rest: where the words stand
        layout_record.start(size)
        try:
            layout_record.begin(size)
            draw_stage(surface, picture, clock)
            words = [m.rect for m in layout_record.frame().texts]
        finally:
            layout_record.stop()
        assert len(words) >= 3, words  # the stamp, the name, the caption
        shown: list[str] = []
        for name in ("draw_line", "draw_caption"):
            real = getattr(stage_words, name)

            def spy(surface, picture, clock, top, fade=1.0, real=real):
                if clock.stamp_alpha() * fade > 0:
                    shown.append(real.__name__)
                real(surface, picture, clock, top, fade)
            monkeypatch.setattr(stage_words, name, spy)
        resting = gathered_rects(picture)
        moving = 0
        while not clock.done:
            clock.update(1 / 60)
            shown.clear()
            draw_stage(surface, picture, clock)
            flying = [r for r, rest in zip(flying_rects(picture, clock), resting, strict=True)
                      if r != rest]
            if not flying:
                continue
            moving += 1
            stamp_on = clock.stamp_alpha() > 0
            live = [words[0]] if stamp_on else []
            live += [rect for rect in words[1:] if shown]
            hit = [(d, w) for d in flying for w in live if d.colliderect(w)]
            assert not hit, (round(clock.progress, 3), shown, hit)
        assert moving >= 10
    finally:
        app.close()
