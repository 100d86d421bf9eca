"""The Yams standings panel never moves (critic C60 defect 8): centred in its band, it stood
~9 px higher or lower with the number of players (between the "Toți la 0" table of three and
the ranked one of two); its top edge is now the band's top, at every size and count, the same
felt between it and the dice row over it (round 73: the dice grow into the room a shorter
panel leaves, so the row and the panel stand lower together), and its header ("Clasament")
keeps air under the panel's top border (at 1024 it sat on it)."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, recorded_frame
from tools.screens_yams import table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

TITLES = ("Clasament", "Scorul tău")


def _panel_and_title(app, names):
    scene = table(app, names, [2, 2, 3, 5, 6] * 3, computer=True)
    for _ in range(10):
        app.step(1 / 30)
    drawn = recorded_frame(app.manager, app.screen.get_size())
    panel = [p.rect for p in drawn.panels if p.role == "standings"]
    title = [t.rect for t in drawn.shown_texts() if t.text in TITLES]
    assert len(panel) == 1 and len(title) == 1, (panel, title)
    return scene, panel[0], title[0]


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_panel_stands_at_its_bands_top_its_header_with_air(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        tops = set()
        for names in (["Ana"], ["Ana", "Ion"], ["Ana", "Ion", "Maria", "Dan", "Eva"]):
            scene, panel, title = _panel_and_title(app, names)
            # (round 73: the dice take the room a shorter panel leaves, so the panel's top
            # follows the dice row, never the count: the same felt under the dice)
            tops.add(panel.top - (scene._free_y + scene.tray.die_size // 2))
            assert panel.top == scene.standings.area.top, (names, panel, scene.standings.area)
            air = max(3, scene.px(6))
            assert title.top - panel.top >= air, (names, title, panel)  # off the border
            app.manager.pop(fade=False)
        assert len(tops) == 1, tops  # the same air over it with two, three or six seats
    finally:
        app.close()
