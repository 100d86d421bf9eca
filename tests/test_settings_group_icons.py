"""Each Settings card wears a small icon of its group (critic A51: "a small icon per group"):
a screen for "Limbă și ecran", a speaker for "Ce auzi la masă", a die for "Zaruri și sfaturi",
a robot for "Calculatorul"; each in its card's heading line at the right, inside the card,
clear of the heading's words and of every control, at every window."""

from __future__ import annotations

import pygame
import pytest

from game.scenes import settings
from game.scenes.settings import SettingsScene
from tests.uihelpers import FRAME, make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_each_card_wears_its_groups_icon(tmp_path, monkeypatch, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = SettingsScene(app)
        app.manager.push(scene, fade=False)
        app.step(FRAME)
        drawn: list[tuple[str, pygame.Rect]] = []
        real = settings.draw_group_icon
        monkeypatch.setattr(settings, "draw_group_icon", lambda s, kind, box, *a, **k:
                            drawn.append((kind, pygame.Rect(box))) or real(s, kind, box, *a,
                                                                           **k))
        scene.draw(app.screen)
        monkeypatch.undo()
        assert [k for k, _ in drawn] == ["screen", "sound", "pace", "computer"], drawn
        frame = recorded_frame(scene, size)
        headings = [t.rect for t in frame.texts if t.text in {scene.tr(k) for k, _ in
                                                               settings.GROUPS}]
        controls = [w.rect for _, w in scene.rows]
        for (kind, box), panel in zip(drawn, scene.group_panels, strict=True):
            assert box.w >= 16 and panel.contains(box), (size, kind, box, panel)
            assert not any(box.colliderect(r) for r in headings + controls), (size, kind, box)
    finally:
        app.close()
