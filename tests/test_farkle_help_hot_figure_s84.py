"""Ruling S84 5. (round 80, hH83): the 10 000 "?" hot dice card says its kept points in the
turn's figures' type, as card 4 banks "+250" and card 5 strikes "250" (it was a caption,
"+1 500" at 24 px of em at 1920 under 58-px dice: the sheet's rarest turn read as a footnote),
under its six lit dice, inside its card, at three sizes."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import format_int
from game.rules.farkle import score
from game.scenes import farkle_help
from game.scenes.farkle_help import HOT, TILES, FarkleHelpOverlay
from game.widgets import layout_record
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_hot_dice_card_says_its_points_as_the_turns_figures(tmp_path, size, monkeypatch):
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        shown = FarkleHelpOverlay(app)
        shown.layout(size)
        rows: list[pygame.Rect] = []
        real = farkle_help.draw_dice_row

        def spy(surface, cache, faces, topleft, side, gap, looks=None):
            n = len(tuple(faces))
            rows.append(pygame.Rect(topleft, (n * side + (n - 1) * gap, side)))
            return real(surface, cache, faces, topleft, side, gap, looks)

        monkeypatch.setattr(farkle_help, "draw_dice_row", spy)
        k = [tile[1] for tile in TILES].index("hot")
        art = shown.step_rects(k)[0]
        layout_record.start(size)
        try:
            layout_record.begin(size)
            shown.draw_picture(pygame.Surface(size), k, art)
            texts = layout_record.frame().texts
        finally:
            layout_record.stop()
        frame = shown.frame_rect(art)
        figure = [t for t in texts if t.text == f"+{format_int(score(HOT) or 0)}"]
        assert len(figure) == 1, texts
        assert figure[0].size >= shown.bank_size(), (figure[0].size, shown.bank_size())
        assert frame.contains(figure[0].rect) and all(frame.contains(r) for r in rows)
        assert figure[0].rect.top >= max(r.bottom for r in rows)  # under the dice
        assert figure[0].rect.bottom <= frame.bottom - shown.card_air()  # its air kept
    finally:
        app.close()
