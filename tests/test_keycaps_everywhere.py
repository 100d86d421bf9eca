"""One keycap everywhere a key is named (round 77, hM80; ruling S24): Settings' "F11" and "M"
and the Pause dialog's list of keys are drawn as the "?" pages' and the tables' key lines
draw them (:func:`game.widgets.keycaps.draw_keycap`: a solid cap, its side under it), no
outlined plate of their own, no bare gold word; each cap on its own row, clear of its words;
the keys the dialogs' buttons wear ("Reia jocul" Esc, "Reguli" F1, "Rămâi" Esc) too."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.overlays import PauseOverlay
from game.scenes.settings import SettingsScene
from game.widgets import keycaps
from tests.uihelpers import FRAME, make_app
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _caps_drawn(monkeypatch, scene, size) -> list[tuple[str, pygame.Rect]]:
    """The keycaps ``scene`` draws in one frame: (key, cap)."""
    caps: list[tuple[str, pygame.Rect]] = []
    real = keycaps.draw_keycap

    def record(surface, key, cap, *args, **kwargs):
        caps.append((key, pygame.Rect(cap)))
        return real(surface, key, cap, *args, **kwargs)

    monkeypatch.setattr(keycaps, "draw_keycap", record)
    scene.draw(pygame.Surface(size))
    monkeypatch.setattr(keycaps, "draw_keycap", real)
    return caps


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize("size", SIZES)
def test_settings_f11_and_m_are_the_same_keycaps(tmp_path, monkeypatch, size, language):
    app = make_app(tmp_path, size=size)
    try:
        app.apply_settings(app.settings.with_changes(language=language))
        scene = SettingsScene(app)
        app.manager.push(scene, fade=False)
        app.step(FRAME)
        caps = dict(_caps_drawn(monkeypatch, scene, size))
        rows = {w.name: w.rect for _, w in scene.rows}
        for key, row in (("F11", "fullscreen"), ("M", "muted")):
            assert key in caps, (key, caps)
            assert abs(caps[key].centery - rows[row].centery) <= 3, (key, caps[key])
            assert caps[key].right < rows[row].x, (key, caps[key], rows[row])  # before its
            # control, never on it
    finally:
        app.close()


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize("game", ["yams", "farkle"])
@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_pause_lists_its_keys_in_the_same_keycaps(tmp_path, monkeypatch, size, game,
                                                     language):
    app = make_app(tmp_path, size=size)
    try:
        app.apply_settings(app.settings.with_changes(language=language))
        open_table(app, game, 1)
        pause = PauseOverlay(app, lambda: None, rules_game=game)
        app.manager.push(pause, fade=False)
        app.step(FRAME)
        caps = _caps_drawn(monkeypatch, pause, size)
        named = [k for keys, does in pause.key_rows() for k in keycaps.KEY_MARK.findall(
            keys + " " + does)]
        # ...and "Reia jocul", "Reguli" wear theirs in the same caps (they were insets of the
        # buttons' faces, a third look)
        assert len(named) >= 6 and sorted([*named, "Esc", "F1"]) == sorted(
            k for k, _ in caps), (named, caps)
        for keys, _ in pause.key_rows():  # every row's keys in caps, none bare
            assert keycaps.KEY_MARK.search(keys), keys
        for _, cap in caps:
            assert pause.panel.contains(cap), (cap, pause.panel)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_a_questions_safe_answer_wears_its_key_in_the_same_cap(tmp_path, monkeypatch, size):
    from game.scenes.overlays import quit_confirm

    app = make_app(tmp_path, size=size)
    try:
        dialog = quit_confirm(app, lambda: None)
        app.manager.push(dialog, fade=False)
        app.step(FRAME)
        caps = _caps_drawn(monkeypatch, dialog, size)
        assert [k for k, _ in caps] == ["Esc"], caps
        assert dialog.no_button.rect.contains(caps[0][1]), (caps, dialog.no_button.rect)
    finally:
        app.close()
