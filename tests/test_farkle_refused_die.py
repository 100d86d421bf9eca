"""A refused die is answered at the die itself: a red ring round it and the reason on a pill
just under it (an error speaks next to what caused it), not only on a line under the
buttons."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.widgets import layout_record
from tests.uihelpers import make_app
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_refusal_rings_the_refused_die_and_speaks_under_it(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._refusal(app)  # 1 2 3 4 6 6: the 1 kept, then a click on the 2
        table = app.manager.top
        refusal = table.flow.voice.refusal
        assert refusal is not None and refusal.anchor == ("die", 1)
        for _ in range(20):  # the shake is over: the mark stays
            app.step(1 / 60)
        die = table.hit_targets()[1]
        surface = pygame.Surface(size)
        layout_record.start(size)
        try:
            layout_record.begin(size)
            table.draw(surface)
            said = [t for t in layout_record.frame().texts if t.text == refusal.text]
        finally:
            layout_record.stop()
        assert len(said) == 1  # said once, at the die
        words = said[0].rect
        assert die.bottom < words.top < die.bottom + table.px(90), (die, words)
        assert words.left < die.right and words.right > die.left  # under it, not elsewhere
        assert words.bottom < table.roll_button.rect.top  # not the line under the buttons
        ring = surface.get_at((die.left - table.px(5), die.centery))
        assert sum(abs(a - b) for a, b in zip(ring[:3], theme.FARKLE_BUST, strict=True)) < 60
    finally:
        app.close()
