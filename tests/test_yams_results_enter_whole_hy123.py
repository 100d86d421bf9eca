"""The Yams results enter whole (ruling S94 1., round 81, hY123; critic cA80 #7 and change
5: the podium appeared with the lower half of the panel empty, the panel grew as it entered,
and the count's words ghosted under it, ``endp_b`` f0091/f0105).

Stepped frame by frame (60 a second) from the last box to the results at rest over the ends
of ``tools.end_frames`` (a person's win, the computer's): every results frame either shows
none of the card (the end's felt, the count's figure leaving, the headline, the confetti) or
the whole card, as it rests: the headline, the podium at its full height, the figures and
the buttons at once, at its final size; never a card part-way in.
"""

from __future__ import annotations

from typing import Any

import numpy
import pygame
import pytest

from tests.uihelpers import make_app
from tools.end_frames import FRAME, play_last_move
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

THREE = [(1920, 1080), (1366, 768), (1024, 600)]

ABSENT = 3.0
"""Most mean difference (per pixel of the panel, 0-255) a frame shows against the same frame
drawn with no card at all, to read as "none of the card" (a card drawn reads 35-50)."""

WHOLE = 3.0
"""Most mean difference against the card at rest to read as "the whole card" (a card whose
figures or buttons are still to come reads 5-35)."""


def _pixels(surface: pygame.Surface) -> Any:
    return pygame.surfarray.array3d(surface).astype(numpy.int16)


def _frames(tmp_path: Any, case: str, size: tuple[int, int]) -> list[tuple[float, float]]:
    """Each results frame of ``case``'s end at ``size`` until the card rests: (how far it
    differs from the same frame without the card, how far from the card at rest), over the
    panel (the winner's total and trophy aside: they pop and glint)."""
    from game.scenes.results import ResultsOverlay

    app = make_app(tmp_path, size=size)
    shown: list[tuple[float, Any, Any]] = []
    try:
        play_last_move(app, case)
        top = None
        for _ in range(900):
            if isinstance(app.manager.top, ResultsOverlay):
                with unseen_frames(app, last_drawn=False):
                    app.step(FRAME)
            else:  # (the frame before the results is the picture they open over)
                app.step(FRAME)
            top = app.manager.top
            if not isinstance(top, ResultsOverlay):
                continue
            app.manager.draw(app.screen)
            bare = app.screen.copy()  # the same frame, no card: felt, confetti, headline
            top._draw_backdrop(bare)
            top._draw_confetti(bare)
            top._draw_title(bare)
            shown.append((top.time, _pixels(app.screen), _pixels(bare)))
            if top.time > 1.2:
                break
        assert isinstance(top, ResultsOverlay) and top.crowned
        panel = top.panel
        keep = numpy.zeros(shown[-1][1].shape[:2], bool)
        keep[panel.left:panel.right, panel.top:panel.bottom] = True
        for moving in (top.winner_total, *top.winner_cups):
            grown = moving.inflate(moving.w // 2, moving.h // 2)
            keep[max(0, grown.left):grown.right, max(0, grown.top):grown.bottom] = False
    finally:
        app.close()
    rest = shown[-1][1]
    return [(float(abs(frame - bare).max(axis=2)[keep].mean()),
             float(abs(frame - rest).max(axis=2)[keep].mean())) for _, frame, bare in shown]


@pytest.mark.parametrize("size", THREE)
@pytest.mark.parametrize("case", ["yams_person", "yams_computer"])
def test_the_results_card_enters_whole_in_one_frame(tmp_path, case, size):
    """S94 1.: no frame shows the card part-way in (smaller, its podium rising, its figures
    or buttons still to come); once whole it stays so; the count's figure has left within
    a fifth of a second, never under the card."""
    seen = _frames(tmp_path, case, size)
    kinds = ["none" if absent <= ABSENT else "whole" if whole <= WHOLE else "partial"
             for absent, whole in seen]
    partial = [(k, seen[k]) for k, kind in enumerate(kinds) if kind == "partial"]
    assert not partial, partial[:4]
    first = kinds.index("whole")
    assert all(kind == "whole" for kind in kinds[first:]), kinds
    assert 0 < first <= 12, kinds[:16]  # (the figure leaves first, briefly: S57)
