"""Setări grouped: four headings, each with a line of explanation, over the settings it holds."""

from __future__ import annotations

import pytest

from game.scenes.settings import EXPLAINED, GROUP_PAD, GROUPS, SettingsScene
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
            if any(name in EXPLAINED for name in group):  # hS32: its rows explain their
                assert set(group) & set(EXPLAINED) <= set(scene.explained)  # options, no
                assert not lines  # caption over them
                continue
            assert app.tr(key + ".line").startswith(lines[0]) and len(lines[0]) > 20
            line_pos = [pos for text, pos in drawn if text == lines[0]]
            assert len(line_pos) == 1 and heading[0][1] < line_pos[0][1] < first
        for i, a in enumerate(scene.group_panels):
            assert all(not a.colliderect(b) for b in scene.group_panels[i + 1:])
        bottoms = {scene.group_panels[1].bottom, scene.group_panels[3].bottom}
        assert max(bottoms) - min(bottoms) <= 4  # both columns end level
    finally:
        app.close()


# The line under each heading runs the panel's whole width (not cut at half of it) and keeps
# a gap from its heading; every option of a switch is set in one size, "Lentă / Normală /
# Rapidă" in the size of the two-option rows.
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_group_lines_run_full_width_and_switch_options_share_one_size(tmp_path, monkeypatch,
                                                                       size):
    import game.scenes.settings as settings_module
    import game.widgets.forms as forms
    from game import theme
    from game.scenes.settings import LINE_GAP
    from game.widgets.text import fit_size

    boxes: dict[str, object] = {}
    options: list[tuple[str, int, tuple[int, int]]] = []
    real_settings, real_forms = settings_module.draw_text, forms.draw_text

    def spy(surface, text, size_, *args, **kwargs):
        box = real_settings(surface, text, size_, *args, **kwargs)
        boxes.setdefault(text, box)  # headings first ("Sunet" is a row's label too)
        return box

    def spy_forms(surface, text, size_, *args, **kwargs):
        shown = fit_size(text, size_, kwargs["max_width"]) if kwargs.get("max_width") else size_
        options.append((text, shown, args[1]))  # the size the text is drawn in
        return real_forms(surface, text, size_, *args, **kwargs)

    app = make_app(tmp_path, size=size)
    try:
        scene = SettingsScene(app)
        app.manager.push(scene)
        app.step(FRAME)
        monkeypatch.setattr(settings_module, "draw_text", spy)
        monkeypatch.setattr(forms, "draw_text", spy_forms)
        scene.draw(app.screen)
        pad = scene.px(GROUP_PAD)
        for (key, _), panel in zip(GROUPS, scene.group_panels, strict=True):
            lines = scene.group_lines(key, panel.w - 2 * pad)
            if not lines:  # hS32: its rows explain their options (test_settings_explained)
                continue
            heading = boxes[scene.tr(key)]
            first = boxes[lines[0]]
            assert first.top - heading.bottom >= scene.px(LINE_GAP) - 1, key
            # a caption that wraps runs across the card, nothing short alone on its last line
            # (hS27: its lines balanced when the last would be short, never narrower than
            # half the card: hS20; tests/test_settings_captions_even.py)
            widths = [boxes[line].w for line in lines]
            assert len(lines) == 1 or widths[0] >= 0.5 * (panel.w - 2 * pad), (key, lines)
            assert len(lines) == 1 or widths[-1] >= 0.3 * (panel.w - 2 * pad), (key, lines)
            assert len(lines) == 1 or " " in lines[-1].strip(), (key, lines)
        widget = next(w for _, w in scene.rows if w.name == "computer_speed")
        speed = {size_ for _, size_, pos in options if widget.rect.collidepoint(pos)}
        assert len([p for *_, p in options if widget.rect.collidepoint(p)]) == 3
        assert len(speed) == 1, speed
        assert speed.pop() == scene.font_px(theme.FONT_BODY)
    finally:
        app.close()
