"""An empty board beside a board of scores keeps its column headers hidden (hS29; hS25 had
them over its free places), and the empty 10 000
board names its target once ("obiectivul 10 000", not "10 000 cu obiectivul 10 000"); with
no score anywhere the screen is one empty state, no headers."""

from __future__ import annotations

import pytest

from game.storage.store import Storage
from tests.uihelpers import button_named, click, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("held", [0, 1])
def test_an_empty_board_hides_its_headers_and_says_its_target_once(tmp_path, monkeypatch,
                                                                   held):
    import game.scenes.scores as module

    store = Storage(tmp_path)
    for day in range(1, held + 1):
        store.add_highscore("yams", f"Ana{day}", 200 + day, turns=None, target=None,
                            date=f"2026-05-{day:02d}T20:00:00")
    app = make_app(tmp_path, size=(1366, 768))
    try:
        click(app, button_named(app, "menu.scores"))
        settle(app)
        scene = app.manager.top
        headers, said = [], []
        real_rect = module.pygame.draw.rect
        real_text = module.draw_text

        def rect(surface, colour, r, *a, **k):
            if tuple(colour)[:3] == module.theme.TABLE_HEADER:
                headers.append(module.pygame.Rect(r))
            return real_rect(surface, colour, r, *a, **k)

        def text(surface, t, *a, **k):
            said.append(t)
            return real_text(surface, t, *a, **k)

        monkeypatch.setattr(module.pygame.draw, "rect", rect)
        monkeypatch.setattr(module, "draw_text", text)
        scene.draw(app.screen)
        yams, farkle = scene.panels["yams"], scene.panels["farkle"]
        # a board of scores headed, an empty one not (hS29: overturns hS25's headers over
        # an empty board on purpose: the critic read them as a table with nothing in it)
        assert any(yams.contains(h) for h in headers) == bool(held)
        assert not any(farkle.contains(h) for h in headers)
        invitation = scene.invitation("farkle")
        assert invitation.count("10 000") == 1, invitation
    finally:
        app.close()
