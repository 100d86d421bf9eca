"""The standings keep their "Clasament" header with two to six players at every size (critic
Y30 §4: lost at 1024×600 with three players): where a title and the rows at the usual spacing
do not fit the band, the rows close up before the title goes; the title and every row stay
inside the panel."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, screen_frame
from tools.screens_yams import table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

NAMES = ["Ana", "Ion", "Maria", "Ștefan", "Radu"]


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_the_standings_header_stays_with_two_to_six_players(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        for seats in range(2, 7):
            table(app, NAMES[:seats - 1], computer=True)
            for _ in range(3):
                app.step(0.1)
            frame = screen_frame(app)
            panel = [p.rect for p in frame.panels if p.role == "standings"]
            assert panel, seats
            inside = [t for t in frame.shown_texts() if panel[0].contains(t.rect)]
            assert any(t.text == "Clasament" for t in inside), (seats, [t.text for t in inside])
            for name in ("Ana", "Calculatorul"):  # every row still there, whole
                assert any(t.text == name for t in inside), (seats, name)
            app.manager.pop()
            app.step(0.1)
    finally:
        app.close()
