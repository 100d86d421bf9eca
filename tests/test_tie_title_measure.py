"""A tie's title has a measure (round 74, hW76: "Egalitate: Ana și Ion", the win's stage's
title standing as the results' headline after it, ran edge to edge at 1920 and 1024, past
the card's sides). After a stage the title's letters stand inside the card with a margin,
at most ~80 % of its width (85 % with its outline), two tied names or four, at every window size."""

from __future__ import annotations

import pytest

from game.scenes.results import ResultRow, ResultsOverlay
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
TIES = {
    2: ("Egalitate: Ana și Ion", ["Ana", "Ion", "Calculatorul"], [5_100, 5_100, 4_700]),
    4: ("Egalitate: Ana, Ion, Dan și Maria", ["Ana", "Ion", "Dan", "Maria"],
        [5_100] * 4),
}
MEASURE = 0.85
"""The most of the card's width the title's letters take (~80 %)."""


@pytest.mark.parametrize("tied", sorted(TIES))
def test_a_ties_title_stands_inside_the_card_with_a_margin(tmp_path, tied):
    app = make_app(tmp_path)
    try:
        said, names, totals = TIES[tied]
        top = max(totals)
        rows = [ResultRow(1 if total == top else 2, name, total, name == "Calculatorul",
                          seat=k) for k, (name, total) in enumerate(zip(names, totals,
                                                                        strict=True))]
        panel = ResultsOverlay(app, rows, lambda: None, lambda: None, said=said)
        assert panel.headline() == said
        for size in SIZES:
            panel.layout(size)
            _, _, letters, _ = panel.held_title()
            card = panel.panel
            assert letters.w <= card.w * MEASURE + 1, (size, letters, card)
            margin = (card.w - letters.w) // 2
            assert letters.left >= card.left + margin - 2, (size, letters, card)
            assert letters.right <= card.right - margin + 2, (size, letters, card)
            assert 0 <= letters.top and letters.bottom <= panel.podium.top, (size, letters)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_a_ties_title_slams_down_inside_the_cards_width(tmp_path, size):
    # (its slam, from larger, grew to the felt's edges for its first ~20 frames)
    from game.scenes.stage import StageOverlay
    from game.views.stage import stamp_place
    from game.views.stage_held import TITLE_MEASURE
    from tools.end_frames import FRAME, play_last_move
    from tools.unseen_frames import unseen_frames

    app = make_app(tmp_path, size=size)
    try:
        play_last_move(app, "tie")
        with unseen_frames(app, last_drawn=False):
            for _ in range(2000):
                top = app.manager.top
                if isinstance(top, StageOverlay) and top.clock.kind == "win":
                    break
                app.step(FRAME)
        stage = app.manager.top
        held = stage.picture.held
        assert isinstance(stage, StageOverlay) and held is not None
        card_w = held.room.w / TITLE_MEASURE
        widest = 0.0
        for _ in range(30):  # its slam's frames: its letters as large as it draws them
            alpha, scale, centre, _ = stamp_place(stage.picture, stage.clock)
            if alpha > 0:
                widest = max(widest, stage.picture.ink().w * scale)
                assert abs(centre[0] - held.room.centerx) <= 4, centre
            with unseen_frames(app, last_drawn=False):
                app.step(FRAME)
        assert 0 < widest <= card_w + 1, (widest, card_w)
    finally:
        app.close()
