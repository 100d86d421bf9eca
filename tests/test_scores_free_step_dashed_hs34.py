"""A free podium place reads as a place waiting, not a hole (round 78, hS34, ruling S51;
critic cB77: "Locul 3 liber" on a faint plate read as a missing card): its step is outlined
in dashes of its medal's colour, drawn firmly (the outline of a place to fill, as a form's
empty field), its words "Locul 3" / "liber" inside it (S35's wording kept), at every size.
Amended round 79 (hK84, ruling S67 2; critic cB78 #9): the dashes are one colour for every
free place (:data:`~game.scenes.scores_podium.FREE_COLOUR`), no longer its medal's.
Amended round 80 (hK86, ruling S82 8; critics cB79 #5, cC79: "no dashed 'Locul 3 liber'
card"): the step is a call to play for it, "Locul 3" / "Joacă pentru el", a warm lit face
in one solid outline, no dashes."""

from __future__ import annotations

import pytest

from game.contrast import blend
from game.scenes.scores_podium import FREE_ALPHA, FREE_COLOUR
from tests.uihelpers import FRAME, make_app
from tools import screens_rules
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
NEAR = 70
"""How near (summed over the channels) a pixel is to the medal's face to count as the edge."""


def _runs(flags: list[bool]) -> int:
    """How many runs of True ``flags`` holds."""
    return sum(1 for i, flag in enumerate(flags) if flag and (i == 0 or not flags[i - 1]))


@pytest.mark.parametrize("size", SIZES)
def test_a_free_step_is_a_lit_call_to_play_in_one_solid_outline(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        screens_rules._scores_few(app)
        scene = app.manager.top
        with unseen_frames(app):
            for _ in range(90):
                app.step(FRAME)
        scene.draw(app.screen)
        steps = scene.quiet_steps["yams"]
        assert len(steps) == 1, steps
        step = steps[0]
        inset = max(2, step.h // 8)  # (the corners' curves left out)
        under = app.screen.get_at((step.x + inset, step.bottom - inset))[:3]  # its face
        face = blend(FREE_COLOUR, under, FREE_ALPHA)  # (amended round 79: one style for
        # every free place, drawn at its alpha over the step; its medal's colour before)
        for y in range(step.y, step.y + 3):
            row = [app.screen.get_at((x, y))[:3]
                   for x in range(step.x + inset, step.right - inset)]
            edge = [sum(abs(a - b) for a, b in zip(p, face, strict=True)) <= NEAR for p in row]
            if any(edge):
                break
        assert _runs(edge) == 1, (size, _runs(edge))  # one solid line, no dashes (S82 8)
        assert sum(edge) / len(edge) >= 0.95, sum(edge) / len(edge)
        inside = app.screen.get_at(step.center)[:3]  # its face lit warm over the panel's
        panel = app.screen.get_at((step.x + inset, step.bottom + inset * 2))[:3]
        assert inside[0] > panel[0] and inside[0] - inside[2] > panel[0] - panel[2], (
            inside, panel)
        said = scene.open_words[step.topleft]
        assert all(step.contains(box) for box in said), (said, step)
    finally:
        app.close()
