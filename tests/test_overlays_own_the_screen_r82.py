"""Overlays own the screen (round 82, hK92, ruling S110 1.; critic cC81 #6, change 4): the
table's key strip ("[Esc]: părăsești partida · [F1]: reguli") is not drawn under the "?"
panels nor under any dialog over a table (the pause, the leave confirm), where a dimmed
"Esc: părăsești partida" contradicted the dialog's own Esc chip ("Rămâi", "Înapoi"). On the
bare table it stands as before."""

from __future__ import annotations

import pytest

from game.scenes import table_base
from tests.uihelpers import FRAME, make_app
from tools.render_screens import REGISTRY, build_state, load_extensions

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

load_extensions()


def strips_drawn(tmp_path, monkeypatch, state: str) -> list[str]:
    """The key strips a frame of ``state`` draws (their texts)."""
    drawn: list[str] = []
    real = table_base.draw_keyed

    def spy(surface, text, *args, **kwargs):
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(table_base, "draw_keyed", spy)
    app = make_app(tmp_path, size=(1366, 768))
    try:
        build_state(app, next(s for s in REGISTRY if s.name == state))
        drawn.clear()
        app.manager._below = None  # (the layer under an overlay drawn anew)
        app.step(FRAME)
        app.manager.draw(app.screen)
    finally:
        app.close()
    return drawn


@pytest.mark.parametrize("state", ["table_pause", "table_leave_confirm", "farkle_help",
                                   "yams_help"])
def test_no_key_strip_under_a_dialog_or_the_help(tmp_path, monkeypatch, state):
    assert strips_drawn(tmp_path, monkeypatch, state) == []


@pytest.mark.parametrize("state", ["yams_table", "farkle_table"])
def test_the_bare_table_keeps_its_key_strip(tmp_path, monkeypatch, state):
    assert strips_drawn(tmp_path, monkeypatch, state)
