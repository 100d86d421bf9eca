"""The winner's twinkles glint on the winner's trophy (critic C60: beside the winner's score
they floated like stray "+" signs; hR61 reverses the older promise "at the upper corners of
the total, out of its letters": no twinkle stands by the total at all now, so none can read
as a sign beside its digits)."""

from __future__ import annotations

import pytest

from game.scenes.results import ResultRow, ResultsOverlay
from game.widgets import podium
from game.widgets.podium import COUNT_TIME, TROPHY
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize("tie", [False, True])
def test_the_winners_twinkles_glint_on_the_trophy_never_beside_the_total(tmp_path,
                                                                          monkeypatch, size,
                                                                          tie):
    cups: list = []
    real = podium.draw_icon

    def icon(surface, name, *args, **kw):
        rect = real(surface, name, *args, **kw)
        if name == TROPHY:
            cups.append(rect)
        return rect

    monkeypatch.setattr(podium, "draw_icon", icon)
    app = make_app(tmp_path, size=size)
    try:
        rows = [ResultRow(1, "Ana", 212, seat=0),
                ResultRow(1 if tie else 2, "Calculatorul", 212 if tie else 150, seat=6),
                ResultRow(3, "Ion", 120, seat=1)]
        panel = ResultsOverlay(app, rows, lambda: None, lambda: None)
        app.manager.push(panel, fade=False)
        panel.time = COUNT_TIME * 2
        cups.clear()
        panel.draw(app.screen)
        total = panel.winner_total
        assert panel.person_won and total.w and len(cups) == 1  # (a tie: one shared step, one
        # trophy: round 72, critic G71 #5)
        spots = panel.sparkle_spots()
        assert len(spots) >= 2 * len(cups)
        for spot in spots:
            assert any(cup.collidepoint(spot.center) for cup in cups), (spot, cups)  # on it
            assert not spot.colliderect(total.inflate(panel.px(60), 0)), (spot, total)
        for cup in cups:  # every trophy glints
            assert any(cup.collidepoint(spot.center) for spot in spots), cup
    finally:
        app.close()
