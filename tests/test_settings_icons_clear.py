"""Setări's group icons read at a glance (critic A61: "tiny and dim", a 0.9-line outline in
a dim gold at a card's far corner): each sits on a gold disc taller than its heading's
letters, before the heading, its mark drawn in a dark ink that stands at least 7:1 from the
disc, at every window."""

from __future__ import annotations

import pygame
import pytest

from game.contrast import contrast_ratio
from game.scenes import settings
from game.scenes.settings import SettingsScene
from tests.uihelpers import FRAME, make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_each_group_icon_is_big_and_clear_before_its_heading(tmp_path, monkeypatch, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = SettingsScene(app)
        app.manager.push(scene, fade=False)
        app.step(FRAME)
        drawn: list[tuple[pygame.Rect, tuple[int, int, int]]] = []
        real = settings.draw_group_icon
        monkeypatch.setattr(settings, "draw_group_icon", lambda s, kind, box, ink, *a, **k:
                            drawn.append((pygame.Rect(box), tuple(ink)))
                            or real(s, kind, box, ink, *a, **k))
        surface = pygame.Surface(size)
        scene.draw(surface)
        monkeypatch.undo()
        frame = recorded_frame(scene, size)
        names = {scene.tr(k) for k, _ in settings.GROUPS}
        headings = sorted((t.rect for t in frame.texts if t.text in names), key=lambda r:
                          (r.y // 50, r.x))
        assert len(drawn) == len(headings) == 4
        for (box, ink), panel in zip(drawn, scene.group_panels, strict=True):
            heading = next(r for r in headings if panel.contains(r))
            disc = tuple(surface.get_at((box.x - 2, box.centery)))[:3]  # beside the mark
            assert contrast_ratio(ink, disc) >= 7, (size, ink, disc)
            ring = box.inflate(box.w // 2, box.h // 2)  # the disc round it
            assert ring.h >= heading.h, (size, ring, heading)
            assert box.right <= heading.x and abs(box.centery - heading.centery) <= 4, (
                size, box, heading)
    finally:
        app.close()
