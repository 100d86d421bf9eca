"""One continuous end (round 71, critics B71 and C71: the win's stage built a podium, faded
it out, then the results grew a second one from flat): the stage's podium stands whole to
the stage's last frame, its words leaving round it, so the picture the results panel rises
over still holds it; the panel, opening after a stage, sets its podium standing from its
first frame (no shrinking to nothing and regrowing; since round 73, S9, the stage draws the
results' own podium where the results stand it)."""

from __future__ import annotations

import pytest

from game.scenes import results_picture
from game.scenes.results import ResultsOverlay
from game.widgets.podium_motion import risen
from tests.test_results_podium_sequence import _farkle_rows
from tests.test_stage_rows_clear import drawn
from tests.test_stage_win_podium import _steps_drawn
from tests.uihelpers import make_app
from tools.screens_farkle import bank_the_win
from tools.screens_stage import until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_stage_podium_stays_whole_as_its_words_leave(tmp_path, monkeypatch):
    # (round 73, S9: the results' own podium, drawn by the stage at the results' rect)
    app = make_app(tmp_path, size=(1366, 768))
    try:
        bank_the_win(app, 5_100)
        stage = until_staged(app, "win")
        shown, _, early = _steps_drawn(app, stage, 0.6, monkeypatch)
        winner = next(step for step, place, _ in early if place == 1)
        spot = (winner.x + winner.w // 10, winner.bottom - winner.h // 4)
        colour = shown.get_at(spot)
        late = stage.clock.duration * 0.865  # the words almost gone, the stage not yet over
        surface, _, steps = _steps_drawn(app, stage, late / stage.clock.duration, monkeypatch)
        assert not stage.clock.done
        assert steps == early  # whole, where it stood
        assert surface.get_at(spot) == colour, (surface.get_at(spot), colour)
    finally:
        app.close()


@pytest.mark.parametrize("said", ["Victorie!", ""], ids=["after_stage", "no_stage"])
def test_the_results_open_on_the_standing_podium_after_a_stage(tmp_path, monkeypatch, said):
    shares: list[float] = []
    real = results_picture.draw_podium

    def spy(*args, **kwargs):
        time = kwargs.get("rise_time")
        shares.append(1.0 if time is None else risen(time))
        return real(*args, **kwargs)

    monkeypatch.setattr(results_picture, "draw_podium", spy)
    app = make_app(tmp_path, size=(1366, 768))
    try:
        panel = ResultsOverlay(app, _farkle_rows(), lambda: None, lambda: None,
                               counted_already=True, handed=False, said=said)
        app.manager.push(panel, fade=False)
        for _ in range(4):
            app.step(1 / 60)
        assert shares
        if said:  # the stage's podium stood: never shrunk and regrown
            assert min(shares) >= 1.0, shares
        else:  # no stage before it: the panel's own entrance still raises it
            assert shares[0] < 1.0, shares
    finally:
        app.close()


def test_the_stage_writes_its_places_on_the_results_badges(tmp_path, monkeypatch):
    from game.widgets import podium

    badges: list[int] = []
    real = podium.draw_place_badge

    def spy(surface, place, *args, **kwargs):
        badges.append(place)
        return real(surface, place, *args, **kwargs)

    monkeypatch.setattr(podium, "draw_place_badge", spy)
    app = make_app(tmp_path, size=(1366, 768))
    try:
        bank_the_win(app, 5_100)
        stage = until_staged(app, "win")
        drawn(app, stage, 0.6)
        assert set(badges) == {1, 2, 3}, badges
    finally:
        app.close()
