"""New Game in a short window (hN25: at 1024×600 the 10 000 seat cards were 77 px tall, their
marks 34 px, the title, the two-row settings panel and the gaps using the height): a short
window's layout (1024×600, 1366×768) is tighter (the title higher, the panel's rows closer),
so the 10 000 cards stand as tall as Yams' stood there, marks of 44 px or more, names of
16 px or more, nothing overlapping."""

from __future__ import annotations

import pytest

from tests.uihelpers import FRAME, make_app, recorded_frame
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

YAMS_CARD_BEFORE = {(1024, 600): 99, (1366, 768): 131}
"""A Yams seat card's height before hN25 (the 10 000 ones were 77 and 101)."""
CARD_SINCE_HS31 = {(1024, 600): 110, (1366, 768): 139}
"""The seat cards' height at least since hS31 took the felt under the last row for them
(113 and 142 px; critic R30: a band of felt under the seats)."""


def _measure(tmp_path, kind, humans, size):
    app = make_app(tmp_path / kind, size=size)
    scene = open_new_game(app, kind, humans)
    app.step(FRAME)
    return app, scene


@pytest.mark.parametrize(("size", "humans"), [((1024, 600), 2), ((1024, 600), 6),
                                              ((1366, 768), 2)])
def test_short_windows_seat_cards_are_tall_in_both_games(tmp_path, size, humans):
    for kind in ("yams", "farkle"):
        app, scene = _measure(tmp_path, kind, humans, size)
        try:
            card = scene.card_rects()[0]
            assert card.h >= YAMS_CARD_BEFORE[size], (kind, card)
            assert card.h >= CARD_SINCE_HS31[size], (kind, card)  # (hS31: taller again)
            for place in scene.seat_places():
                assert scene.tall_mark_rect(place).h >= 44, (kind, place)
            assert scene.name_size >= 16, (kind, scene.name_size)
        finally:
            app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_a_short_windows_form_overlaps_nothing(tmp_path, kind, size):
    app, scene = _measure(tmp_path, kind, 3, size)
    try:
        frame = recorded_frame(scene, size)
        game = app.tr("new_game.game_" + kind)
        title = next(t.rect for t in frame.texts
                     if t.text == f"{app.tr('new_game.title')} · {game}")
        summary = next(t.rect for t in frame.texts if t.text == scene.summary())
        caption = next(t.rect for t in frame.texts if t.text == scene.heading())
        places = scene.seat_places()
        regions = [("title", title), ("summary", summary), ("panel", scene.panel),
                   ("caption", caption), *((f"seat{i + 1}", p) for i, p in enumerate(places)),
                   ("back", scene.back_button.rect), ("start", scene.start_button.rect)]
        for i, (name, rect) in enumerate(regions):
            assert rect.top >= 0 and rect.bottom <= size[1], (name, rect)
            for other, orect in regions[i + 1:]:
                assert not rect.colliderect(orect), (name, rect, other, orect)
        # every control inside the panel
        for control in (scene.target,):  # (hS30: the level is Setări's; round 74: no stepper)
            if control.visible:
                assert scene.panel.contains(control.rect), (control.name, control.rect)
    finally:
        app.close()


@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_the_short_layout_gives_the_cards_more_height(tmp_path, kind, monkeypatch):
    """hS40: the cards fill whatever room is left, so the tight layout of a short window
    (the title higher, the room tighter) shows as taller cards than the roomy layout would
    leave at 1024x600 (the old height thresholds held either way)."""
    app, scene = _measure(tmp_path, kind, 6, (1024, 600))
    try:
        tight = scene.card_rects()[0].h
        monkeypatch.setattr(scene, "short", lambda: False)
        scene.layout(scene.size)
        assert tight >= scene.card_rects()[0].h + 4, (tight, scene.card_rects()[0])
    finally:
        app.close()
