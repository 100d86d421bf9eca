"""Setări grouped: four headings, each with a line of explanation, over the settings it holds."""

from __future__ import annotations

import pytest

from game.scenes.settings import GROUP_PAD, GROUPS, SettingsScene
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_every_setting_sits_under_one_heading_with_its_line(tmp_path, monkeypatch, size):
    import game.scenes.settings as settings_module

    drawn: list[tuple[str, tuple[int, int]]] = []
    real = settings_module.draw_text

    def spy(surface, text, size_, colour, pos, *args, **kwargs):
        drawn.append((text, pos))
        return real(surface, text, size_, colour, pos, *args, **kwargs)

    app = make_app(tmp_path, size=size)
    try:
        scene = SettingsScene(app)
        app.manager.push(scene)
        app.step(FRAME)
        monkeypatch.setattr(settings_module, "draw_text", spy)
        app.step(FRAME)
        widgets = {w.name: w for _, w in scene.rows}
        names = [name for _, group in GROUPS for name in group]
        assert sorted(names) == sorted(widgets) and len(set(names)) == len(names)
        assert len(scene.group_panels) == len(GROUPS)
        for (key, group), panel in zip(GROUPS, scene.group_panels, strict=True):
            first = min(widgets[name].rect.y for name in group)
            assert all(panel.contains(widgets[name].rect) for name in group)
            heading = [pos for text, pos in drawn if text == app.tr(key) and pos[1] < first]
            assert len(heading) == 1 and panel.collidepoint(heading[0])
            lines = scene.group_lines(key, panel.w - 2 * scene.px(GROUP_PAD))
            assert app.tr(key + ".line").startswith(lines[0]) and len(lines[0]) > 20
            line_pos = [pos for text, pos in drawn if text == lines[0]]
            assert len(line_pos) == 1 and heading[0][1] < line_pos[0][1] < first
        for i, a in enumerate(scene.group_panels):
            assert all(not a.colliderect(b) for b in scene.group_panels[i + 1:])
        bottoms = {scene.group_panels[1].bottom, scene.group_panels[3].bottom}
        assert max(bottoms) - min(bottoms) <= 4  # both columns end level
    finally:
        app.close()
