"""The 10 000 "?" scoring tile shows what its words name (critics A69, D69: the Chintă and three
pairs were named, not shown): a small picture of each beside its points as the rules score
them, and its points large (digits of 20 px at 1920x1080, measured)."""

from __future__ import annotations

import pytest

from game.i18n import format_int
from game.rules.farkle import score
from game.scenes import farkle_help
from game.scenes.farkle_help import FarkleHelpOverlay
from game.widgets.text import BOLD, font
from tests.uihelpers import make_app, recorded_step
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_chinta_and_three_pairs_are_pictured_with_their_points(tmp_path, monkeypatch,
                                                                   size):
    app = make_app(tmp_path, size=size)
    try:
        open_table(app, "farkle", 2)
        shown = FarkleHelpOverlay(app)
        app.manager.push(shown, fade=False)
        app.step(1 / 60)
        drawn = []
        real = farkle_help.draw_dice_row
        monkeypatch.setattr(farkle_help, "draw_dice_row", lambda surface, cache, dice, pos,
                            side, gap, *a, **k: drawn.append(tuple(dice)) or real(
                                surface, cache, dice, pos, side, gap, *a, **k))
        k = next(k for k, tile in enumerate(farkle_help.TILES) if tile[1] == "scoring")
        texts = recorded_step(app, 1 / 60).texts
        frame = shown.frame_rect(shown.step_rects(k)[0])
        figures = {t.text: t for t in texts if frame.contains(t.rect)}
        names = dict(farkle_help.SCORING_NAMED)
        for name in ("straight", "pairs"):
            assert names[name] in drawn, (name, drawn)
            assert format_int(score(names[name]) or 0) in figures, (name, sorted(figures))
        assert score(names["straight"]) == 2_500 and score(names["pairs"]) == 1_500
        for dice in farkle_help.SCORING:  # every row's points, at least 20 px tall at 1080
            figure = figures[format_int(score(dice) or 0)]
            ink = font(figure.size, BOLD).render(figure.text, True,
                                                          (255, 255, 255)).get_bounding_rect()
            assert ink.h >= (20 if size[1] >= 1080 else 12), (size, figure.text, ink)
    finally:
        app.close()
