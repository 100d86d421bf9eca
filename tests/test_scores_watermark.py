"""A board's free places: the sentence inviting the next score ("Niciun total la Yams
încă…", "Locurile 3–10 sunt libere…") stands clear under the trophy watermark, never on it."""

from __future__ import annotations

import pytest

from game.storage.store import Storage
from tests.uihelpers import button_named, click, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
@pytest.mark.parametrize("held", [0, 2])
def test_the_invitation_never_touches_the_trophy(tmp_path, monkeypatch, size, held):
    import game.scenes.scores as module

    store = Storage(tmp_path)
    for day in range(1, held + 1):
        store.add_highscore("yams", f"Ana{day}", 200 + day, turns=None, target=None,
                            date=f"2026-05-{day:02d}T20:00:00")
    app = make_app(tmp_path, size=size)
    try:
        click(app, button_named(app, "menu.scores"))
        settle(app)
        scene = app.manager.top
        cups, texts = [], []
        real_icon, real_text = module.draw_icon, module.draw_text

        def icon(surface, name, side, colour, centre, *a, **k):
            rect = real_icon(surface, name, side, colour, centre, *a, **k)
            if colour == module.theme.TABLE_HEADER:  # the watermark, not a title's cup
                cups.append(rect)
            return rect

        def text(surface, t, size_, colour, pos, *a, **k):
            rect = real_text(surface, t, size_, colour, pos, *a, **k)
            if colour == module.theme.MUTED:
                texts.append(rect)
            return rect

        monkeypatch.setattr(module, "draw_icon", icon)
        monkeypatch.setattr(module, "draw_text", text)
        scene.draw(app.screen)
        assert cups and texts
        for cup in cups:
            under = [t for t in texts if t.colliderect(cup.inflate(0, 10 * 2))
                     or (abs(t.centerx - cup.centerx) < cup.w and t.top >= cup.top)]
            assert under
            for line in under:
                assert line.top >= cup.bottom + 4, (size, held, line, cup)
    finally:
        app.close()
