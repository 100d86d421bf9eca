"""Settings: ↓ and ↑ reach every control (round 82, hK94, ruling S34 amended round 82;
critic cC82 #2, change 2: ↓ went Limba → Ecran complet → Sunet → Înapoi and never reached
"Zaruri și sfaturi" or "Calculatorul"). ↓ reads the page as a reader does, column by column:
down the left column, on at the top of the right one, down it, then to the button under it;
↑ walks the same road back. Whether Settings has a "Joacă …" beside "Înapoi" or not (opened
from a table), with the sound on or off (Volum and Probă de sunet inert), at three sizes."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.settings import SettingsScene
from tests.uihelpers import FRAME, focused_name, key, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _walk(app, code, start) -> list[str]:
    """Every control the arrow ``code`` reaches from ``start``, in order, until it stays."""
    scene = app.manager.top
    scene.focus.focus(start)
    walked = [focused_name(app)]
    for _ in range(30):
        key(app, code)
        name = focused_name(app)
        if name == walked[-1]:
            break
        walked.append(name)
    return walked


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("muted", [False, True], ids=["sound", "muted"])
@pytest.mark.parametrize("play", [True, False], ids=["with_play", "from_a_table"])
def test_down_and_up_reach_every_control_in_both_columns(tmp_path, size, muted, play):
    app = make_app(tmp_path, size=size)
    try:
        app.apply_settings(app.settings.with_changes(muted=muted))
        scene = SettingsScene(app, play=(lambda game: None) if play else None, game="yams")
        app.manager.push(scene)
        settle(app)
        app.step(FRAME)
        live = [getattr(w, "name", "") for w in scene.focus.widgets
                if w.visible and w.enabled and w.focusable]
        rows = [getattr(w, "name", "") for _, w in scene.rows if w.enabled]
        down = _walk(app, pygame.K_DOWN, scene.rows[0][1])
        assert set(rows) <= set(down), (sorted(set(rows) - set(down)), down)
        assert scene.back_button.name in live and any(
            n in down for n in (scene.back_button.name,
                                getattr(getattr(scene, "forward_button", None), "name", "")))
        up = _walk(app, pygame.K_UP, scene.focus.widgets[scene.focus.widgets.index(
            next(w for w in scene.focus.widgets if getattr(w, "name", "") == down[-1]))])
        assert set(rows) <= set(up), (sorted(set(rows) - set(up)), up)
    finally:
        app.close()
