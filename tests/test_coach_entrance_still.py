"""A coach card's entrance never jumps (hC40, brief §4 after the key cap and the clear gaps
moved cards): from the first frame it shows, at 60 frames a second, the card stays in the one
place and at the one size while it fades in (its fade only rising), its step and its pointer's
target the same, on both tables at 1366x768 and 1024x600."""

from __future__ import annotations

import pygame
import pytest

from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
@pytest.mark.parametrize("build", ["_yams_hold", "_farkle_set_aside", "_farkle_bank"])
def test_a_card_comes_in_without_a_jump(tmp_path, monkeypatch, build, size):
    seen: list[tuple[tuple[int, ...], float, str, tuple[int, ...]]] = []

    def watch(app, seconds: float = 2.0) -> None:
        """The build's rest, frame by frame, the card's place written down each frame."""
        for _ in range(round(seconds / FRAME)):
            app.step(FRAME)
            coach = _table(app).coach
            if coach.card is not None:
                seen.append((tuple(coach.card), coach.clock.fade, coach.footer[0],
                             tuple(coach.target)))

    monkeypatch.setattr(screens_coach, "settle", watch)
    app = coach_app(tmp_path, size=size)
    try:
        getattr(screens_coach, build)(app)
        assert len(seen) > 10, (build, size, len(seen))
        places = {(card, step, target) for card, _, step, target in seen}
        assert len(places) == 1, (build, size, places)
        fades = [fade for _, fade, _, _ in seen]
        assert fades == sorted(fades) and fades[-1] == pytest.approx(1.0), fades
        assert pygame.Rect(seen[0][0]).w > 0
    finally:
        app.close()
