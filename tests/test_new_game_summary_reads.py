"""New Game's line under its title ("13 ture · 5 zaruri · cel mai mare TOTAL câștigă") reads
(critic K72 #12: a small grey subtitle): in cream, at about 27 px of em at 1920x1080 and never
under 16 px at 1024x600, whole within the window."""

from __future__ import annotations

import pytest

from game import theme
from game.scenes import new_game_layout
from tests.uihelpers import make_app, settle
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize(("size", "least_em"), [((1920, 1080), 27), ((1024, 600), 16)])
def test_the_games_line_reads_in_cream(tmp_path, monkeypatch, size, least_em):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "farkle", 2)
        settle(app, 20)
        said = []
        real = new_game_layout.draw_text
        monkeypatch.setattr(new_game_layout, "draw_text", lambda s, text, px, colour, *a, **k: (
            said.append((text, px, colour)), real(s, text, px, colour, *a, **k))[1])
        scene.draw(app.screen)
        line = [(px, colour) for text, px, colour in said if text == scene.summary()]
        assert len(line) == 1, said
        px, colour = line[0]
        assert colour == theme.CREAM, colour  # (not the muted grey of a hint)
        assert px * theme.FONT_EM >= least_em, px
    finally:
        app.close()
