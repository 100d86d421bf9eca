"""The Y10 countdown counts in one voice (critic Y30 §5: it said it three times, the line, the
ring on the cell and the timer on "Validează tura"; critic round 68: its number in two places):
the line says what happens and when, the ring on the box it will fill drains and counts the
same second (round 73, hY94, critics L72 #8, H72 #10: the line says "în 3 s", the ring its
digit: one clock); "Validează tura" keeps its own look, no third count over its label."""

from __future__ import annotations

import pygame
import pytest

from tests.test_yams_countdown_tag import _counting
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _picture(app, rect: pygame.Rect) -> bytes:
    drawn = pygame.Surface(app.screen.get_size())
    app.manager.draw(drawn)
    return pygame.image.tobytes(drawn.subsurface(rect), "RGB")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_line_and_the_ring_count_validate_keeps_its_look(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = _counting(app)
        cell = scene.countdown_ring_rect()  # beside the box since hY33 (critic C30 §2)
        button = scene.validate_button.rect
        first = (_picture(app, cell), _picture(app, button), scene.flow.countdown_line())
        for _ in range(15):  # 1.5 s on
            app.step(0.1)
        assert scene.flow.countdown is not None
        later = (_picture(app, cell), _picture(app, button), scene.flow.countdown_line())
        assert later[0] != first[0]  # the ring drains beside the box
        assert later[1] == first[1]  # the button does not count
        # (hY94: the line counted with the ring. Amended round 75, hC77, critic cA75: said
        # twice; the ring alone counts, the line says what happens and stays)
        assert later[2] == first[2] and str(scene.flow.countdown_seconds()) not in later[2]
    finally:
        app.close()
