"""The Tura panel at 1024×600 holds every line inside it with air (critic B65: "'După
încasare' and its bar on the panel border", "the computer's reasoning lines collide" in
farkle_computer_reason_1024): no note or fact touches another, none touches the panel's
rim, the fact's bar stands clear of the panel's foot. The computer's turn has a person's
one-note treatment (round 66): its reason alone in the notes' room, "Fără punctaj minim la
încasare" left to the "?" page (a person's panel no longer says it either, round 65)."""

from __future__ import annotations

import pygame
import pytest

import game.widgets.farkle_turn_parts as parts
from tests.uihelpers import make_app, recorded_frame
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _landed(app) -> None:
    """A person's first throw landed, nothing chosen: "După încasare  —" and its bar."""
    screens_farkle.table_with(app, 2, 1, 5, 3, 3, 4, 2).press_roll()
    screens_farkle.play(app)


@pytest.mark.parametrize("build", ["_computer_reason", "_selection", "_landed"])
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_every_line_of_the_turn_panel_has_air(tmp_path, monkeypatch, build, size):
    bars: list[pygame.Rect] = []
    real = parts._draw_fact_bar

    def spy(surface, rect, fact):
        bars.append(pygame.Rect(rect))
        return real(surface, rect, fact)

    monkeypatch.setattr(parts, "_draw_fact_bar", spy)
    app = make_app(tmp_path, size=size)
    try:
        (_landed if build == "_landed" else getattr(screens_farkle, build))(app)
        table = [s for s in app.manager.stack if hasattr(s, "flow")][-1]
        bars.clear()
        frame = recorded_frame(table, size)
        panel = table.turn_rect
        air = table.px(8)
        lines = [t for t in frame.texts if t.role in ("turn_note", "turn_fact") and t.text]
        assert lines
        inner = panel.inflate(-2 * air, -2 * air)
        for t in lines:
            assert inner.contains(t.rect), (t.text, t.rect, panel)
        ink = [t.rect.inflate(0, -t.rect.h // 6) for t in lines]  # the glyphs, not the box
        for i, a in enumerate(ink):
            for j, b in enumerate(ink[i + 1:], i + 1):
                assert not a.colliderect(b), (lines[i].text, lines[j].text)
        for bar in bars:
            assert bar.bottom <= panel.bottom - 2 * air, (bar, panel)
            assert all(not bar.colliderect(r) for r in ink)
        if build == "_computer_reason":
            said = [t.text for t in lines]
            assert not any("minim" in t for t in said), said  # one note: its reason
    finally:
        app.close()
