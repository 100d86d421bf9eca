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
        clock.age = clock.duration * 0.5  # at rest: where the words stand (hY65: a Yams
        # Penta's words leave from 0.56 now, its dice home before its last quarter)
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


def test_the_penta_stages_words_fade_out_before_its_dice_fly_home(tmp_path, monkeypatch):
    # the words under the row fade out (WORDS_OFF to HOME_FROM) and are gone as the dice
    # leave: none is cut off in one frame as they take off (the stamp's own exit, which also
    # ends them at HOME_FROM, would hide a fade left running on; the test above sees no die
    # over a word either way)
    size = (1024, 600)  # (the words' timing is the promise, not a size: fewest pixels)
    app = make_app(tmp_path, size=size)
    try:
        felt = felt_area(size)
        scale = theme.scale_for(size)
        side = theme.px(90, scale)
        dice = [pygame.Rect(felt.x + felt.w // 4 + round(1.3 * side) * k,
                            felt.bottom - 2 * side, side, side) for k in range(5)]
        picture = StagePicture("penta", GRAND, felt, scale, "Penta!", line="Ana", seat=0,
                               dice=dice, gather=True, caption="Cinci zaruri la fel")
        drawn: dict[str, float] = {}  # each word's opacity as drawn this frame
        for name in ("draw_line", "draw_caption"):
            real = getattr(stage_words, name)

            def spy(surface, picture, clock, top, fade=1.0, real=real, name=name):
                drawn[name] = clock.stamp_alpha() * max(0.0, min(1.0, fade))
                real(surface, picture, clock, top, fade)
            monkeypatch.setattr(stage_words, name, spy)
        surface = pygame.Surface(size)
        clock = StageClock("penta")
        resting = gathered_rects(picture)
        before = {"draw_line": 0.0, "draw_caption": 0.0}
        faded, seen = False, 0.0
        while not clock.done:
            clock.update(1 / 60)
            drawn.clear()
            draw_stage(surface, picture, clock)
            now = {name: drawn.get(name, 0.0) for name in before}
            seen = max(seen, min(now.values()))
            if clock.progress > 0.5:  # leaving (coming in, the name and caption grow in)
                for name, alpha in now.items():
                    assert before[name] - alpha <= 0.25, (round(clock.progress, 3), name,
                                                          before[name], alpha)
            flying = clock.progress > 0.5 and flying_rects(picture, clock) != resting
            if flying and not faded:
                assert max(before.values()) <= 0.25, (round(clock.progress, 3), before)
                faded = True
            before = now
        assert faded and seen >= 0.9  # both words were read whole, then the dice flew home
    finally:
        app.close()
