"""Settings' "Ce auzi la masă", a row short of "Calculatorul" beside it (critic A60, defect 9:
a gap between Sound and Volume and an empty bottom; hM68, critic A67: then an empty band above
"Sunet" and below "Volum"): its first row as far under its heading and its last line as far
over its foot as its neighbour's, its spare height between its rows; and each card's icon
looked up by its group, not by its place in the list (review)."""

from __future__ import annotations

import pytest

from game.scenes import settings
from game.scenes.settings import SettingsScene
from tests.settings_row_short import GROUPINGS, group
from tests.uihelpers import FRAME, make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _bands(scene, frame, panel) -> list[int]:
    """The empty bands down a card: under its heading's lines to its first control, between
    a row's last words and the next control, from the last words to the card's bottom."""
    controls = sorted((w.rect for _, w in scene.rows if panel.contains(w.rect)),
                      key=lambda r: r.y)
    texts = [t.rect for t in frame.texts if panel.contains(t.rect)]
    bands, edge = [], panel.y
    for control in controls:
        above = [r.bottom for r in texts if r.bottom <= control.top]
        edge = max([edge] + above)
        bands.append(control.top - edge)
        edge = control.bottom
    below = [r.bottom for r in texts if r.top >= controls[-1].bottom - 2]
    bands.append(panel.bottom - max([edge] + below))
    return bands


@pytest.mark.parametrize("grouping", GROUPINGS)  # (hM69: the sound card now as full)
@pytest.mark.parametrize("size", SIZES)
def test_a_shorter_card_spreads_its_room_evenly(tmp_path, size, grouping, monkeypatch):
    app = make_app(tmp_path, size=size)
    try:
        group(monkeypatch, grouping)
        scene = SettingsScene(app)
        app.manager.push(scene, fade=False)
        app.step(FRAME)
        frame = recorded_frame(scene, size)
        sound, computer = scene.group_panels[1], scene.group_panels[3]
        mine, theirs = _bands(scene, frame, sound), _bands(scene, frame, computer)
        # (changed on purpose, hM68, critic A67: the even spread left "an empty band above
        # 'Sunet' and below 'Volum'") the neighbour's first and last bands exactly, the spare
        # height between its two rows only (its rows level with the neighbour's first and last)
        assert abs(mine[0] - theirs[0]) <= 1 and abs(mine[-1] - theirs[-1]) <= 1, (
            size, mine, theirs)
        assert mine[1] >= theirs[1], (size, mine, theirs)
    finally:
        app.close()


def test_each_card_finds_its_icon_by_its_group(tmp_path, monkeypatch):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        monkeypatch.setattr(settings, "GROUPS", tuple(reversed(settings.GROUPS)))
        scene = SettingsScene(app)
        app.manager.push(scene, fade=False)
        app.step(FRAME)
        drawn: list[str] = []
        real = settings.draw_group_icon
        monkeypatch.setattr(settings, "draw_group_icon", lambda s, kind, box, *a, **k:
                            drawn.append(kind) or real(s, kind, box, *a, **k))
        scene.draw(app.screen)
        assert drawn == ["computer", "pace", "sound", "screen"], drawn
    finally:
        app.close()
