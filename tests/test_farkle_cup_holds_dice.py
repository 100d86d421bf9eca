"""The wait for a 10 000 turn's first throw is inviting, not "a cup and an empty tray" (round 76,
hG80, critics cF75b, cZ75): the cup shows the turn's six dice lying in its mouth, ivory among
the dark of its inside, tipped over so that no side faces the viewer square on (nothing reads
as a roll); the red "Aruncă" is the one
primary action and the prompt says what to do. As the first throw leaves, the cup fading under
the thrown dice is empty: its dice are the ones in the air, never twelve at once."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.views import farkle_cup
from game.widgets import dice_cup
from tests.uihelpers import FRAME, click_at, drawing_one_frame_in, make_app, recorded_frame
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _ivory_share(surface: pygame.Surface, place: pygame.Rect) -> float:
    """The share of the cup's mouth (the ellipse inside its rim) drawn in a die's ivory."""
    w = place.w
    mouth_h = max(4, round(w * theme.YAMS_CUP_MOUTH))
    inside = pygame.Rect(place.x + w // 10, place.y + mouth_h // 6, w - w // 5,
                         mouth_h - mouth_h // 3)
    seen = ivory = 0
    for y in range(inside.top, inside.bottom):
        for x in range(inside.left, inside.right):
            dx = (x - inside.centerx) / (inside.w / 2)
            dy = (y - inside.centery) / (inside.h / 2)
            if dx * dx + dy * dy > 1:
                continue
            r, g, b, *_ = surface.get_at((x, y))
            seen += 1
            ivory += r > 120 and abs(r - b) < 60 and abs(r - g) < 40
    return ivory / max(1, seen)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_before_the_first_throw_the_cup_shows_its_dice_and_one_red_action(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = open_table(app, "farkle", 2)
        with drawing_one_frame_in(app, 0):
            for _ in range(30):
                app.step(FRAME)
        assert table.flow.awaits_first_throw
        surface = pygame.Surface(size)
        frame = recorded_frame(table, size, surface)
        place = farkle_cup.cup_place(table)
        assert _ivory_share(surface, place) >= 0.3  # the dice fill its mouth
        assert [p for p in frame.panels if p.primary] == [
            p for p in frame.panels if p.primary and p.rect == table.roll_button.rect]
        assert sum(1 for p in frame.panels if p.primary) == 1  # "Aruncă", alone in red
        said = table.flow.prompt()
        assert said is not None and said.key == "farkle.hint.start"
        assert table.tr("farkle.roll").lower() not in said.text.lower()  # (hF73: not thrice)
    finally:
        app.close()


def test_the_cup_fading_under_the_first_throw_is_empty(tmp_path, monkeypatch):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        table = open_table(app, "farkle", 2)
        drawn: list[bool] = []
        real = dice_cup.draw_cup

        def record(surface, rect, side, alpha=255, filled=False):
            drawn.append(filled)
            real(surface, rect, side, alpha, filled)

        monkeypatch.setattr(farkle_cup.dice_cup, "draw_cup", record)
        app.step(FRAME)
        assert drawn and drawn[-1], "the waiting cup holds its dice"
        click_at(app, table.roll_button.rect.center)
        assert table.flow.in_the_air and table.flow.throw_is_first
        drawn.clear()
        for _ in range(6):
            app.step(FRAME)
        assert drawn and not any(drawn), "the leaving dice are the cup's: it is empty"
    finally:
        app.close()
