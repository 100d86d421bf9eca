"""Scoruri's free podium places (ruling S67 2, round 79, hK84; critic cB78 #9: "'Locul 2
liber' and 'Locul 3 liber' are styled differently", a bronze-dashed third beside a silver
one read as a dead box of its own kind): every free place wears one style, the same outline
and the same colour of words, whatever its medal; the filled cards keep their medals."""

from __future__ import annotations

import pytest

from game.scenes import scores_podium
from tests.test_scores_boards_match import _scores

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_every_free_place_wears_one_style(tmp_path, monkeypatch, size):
    app, scene = _scores(tmp_path, size, [231], [])
    try:
        steps, titles = [], {}
        real_plate, real_text = scores_podium._free_plate, scores_podium.draw_text

        def plate(surface, rect, place, scale, *a, **k):
            steps.append(pygame_rect(rect))
            return real_plate(surface, rect, place, scale, *a, **k)

        def text(surface, words, size_, colour, *a, **k):
            if words.startswith(("Locul", "Place")):
                titles[words] = tuple(colour[:3])
            return real_text(surface, words, size_, colour, *a, **k)

        monkeypatch.setattr(scores_podium, "_free_plate", plate)
        monkeypatch.setattr(scores_podium, "draw_text", text)
        scene.draw(app.screen)
        monkeypatch.undo()
        assert len(steps) == 2 and len(titles) == 2, (steps, titles)
        assert len(set(titles.values())) == 1, titles  # one colour of words
        dash = scene.px(14) + 2  # (in the top edge's first dash, past its round corner)
        edges = [tuple(app.screen.get_at((r.x + dash, r.y + 1)))[:3] for r in steps]
        assert edges[0] == edges[1], edges  # one outline
    finally:
        app.close()


def pygame_rect(rect):
    import pygame

    return pygame.Rect(rect)
