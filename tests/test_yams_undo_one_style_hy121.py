""""Anulează (Ctrl+Z)" keeps one style through the turn (ruling S91 4., round 81, hY121;
critics cA80 #9, cF80 #4: dim text on turn 1, a bordered button after a score, dim text again
in the computer's turn): one outline of one size, its words at one size in one place, lit
while it may act and dimmed (outline and words) while it may not."""

from __future__ import annotations

import pygame
import pytest

from game.rules.yams import Box
from tests.uihelpers import make_app, recorded_frame
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _undo_look(app, scene) -> tuple:
    """The undo's style, its words' size and rect as drawn, whether it is lit, and its
    outline's light (the brightest pixel down the middle of its left edge)."""
    surface = pygame.Surface(app.screen.get_size())
    frame = recorded_frame(scene, app.screen.get_size(), surface)
    words = [t for t in frame.texts if t.text == scene.undo_button.text]
    assert len(words) == 1, [t.text for t in frame.texts]
    rect = scene.undo_button.rect
    edge = max(sum(surface.get_at((x, rect.centery - 4))[:3])
               for x in range(rect.left, rect.left + 8))
    return (scene.undo_button.style, words[0].size, words[0].rect, scene.undo_button.enabled,
            edge)


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_undo_is_one_outline_lit_or_dim(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana"], [2, 2, 2, 5, 6] + [1, 2, 3, 4, 6] * 3)
        looks = [_undo_look(app, scene)]  # turn 1: nothing to undo
        roll(app, scene)
        pick(app, scene, Box.TWOS)
        validate(app, scene)
        looks.append(_undo_look(app, scene))  # after a score: it may act
        for _ in range(300):  # the computer's turn shown: it may not
            app.step(1 / 30)
            if scene.computer_turn and not scene.flow.turn_ended and not \
                    scene.flow.handoff.holds:
                break
        looks.append(_undo_look(app, scene))
        assert [lit for *_, lit, _ in looks] == [False, True, False]
        styles = {style for style, *_ in looks}
        assert styles == {"quiet"}, looks  # one outline, never a bare text link
        assert len({(s, r.size, r.center) for _, s, r, _, _ in looks}) == 1, looks
        edges = [edge for *_, edge in looks]  # its outline drawn lit, dimmed when it may not
        assert edges[1] > edges[0] + 60 and edges[1] > edges[2] + 60, edges
    finally:
        app.close()
