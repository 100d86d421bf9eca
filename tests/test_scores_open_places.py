"""A short board's free podium places invite (hS28, critic K72 #4: "an empty ghost third
step" on scores_filled's 10 000 board, scores_few, scores_one_game; the brief: "no empty
third"): a free place of a board holding scores says "Locul N" and what takes it, true to
the board (the first free place: any score; a later one: after the scores still to come);
an empty board's steps stay wordless (its sentence says it once, ruling S4)."""

from __future__ import annotations

import pytest

from tests.test_scores_boards_match import _scores
from tests.uihelpers import podium_words

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("held", [1, 2])
def test_a_short_boards_free_places_say_liber_each(tmp_path, monkeypatch, size, held):
    app, scene = _scores(tmp_path, size, [287, 231][:held], [])
    try:
        said = podium_words(monkeypatch, scene, app.screen)
        free = scene.quiet_steps["yams"]
        assert len(free) == 3 - held
        for place, step in enumerate(free, start=held + 1):
            inside = [t for t, r in said if step.colliderect(r)]
            for _, rect in [(t, r) for t, r in said if step.colliderect(r)]:
                assert step.contains(rect), (place, rect, step)  # inside its step
            assert not [t for t in inside if t.isdigit()], inside  # no ghost "3"
            assert inside[0] == app.tr("scores.facts.place", place=place), inside
            line = " ".join(inside[1:])
            # (amended round 77, hS33, ruling S35: one wording on every free place, "liber";
            # "Locul 3 după încă 2 scoruri" beside "Locul 2 liber" read as two rules, cC77)
            assert line == app.tr("scores.step_any"), (place, inside)
        for step in scene.quiet_steps["farkle"]:  # the empty board: its numbers only
            assert all(t.isdigit() for t, r in said if step.colliderect(r))
    finally:
        app.close()


def test_a_lone_record_says_what_takes_the_first_once(tmp_path):
    """Its free second place says any score takes it, so its tile says the first place's
    least score, not "Locul 2" again."""
    app, scene = _scores(tmp_path, (1366, 768), [231], [10_050])
    try:
        scene.draw(app.screen)
        yams, farkle = (scene.fact_tiles[k][0][0] for k in ("yams", "farkle"))
        assert yams.figure == "232" and farkle.figure == "10 100", (yams, farkle)
        assert app.tr("scores.facts.place", place=2) not in (yams.figure, yams.caption)
    finally:
        app.close()
