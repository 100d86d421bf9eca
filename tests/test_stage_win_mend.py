"""The win's stage mended (critic C70): "Victorie!" whole inside the screen as it grows in, the
computer named once (by the title, no pill saying it again), the podium's blocks in the
results' rank colours (gold, silver, bronze; the seats on the tokens and a stripe; since
round 73 the results' own podium, S9), the winner on the left of two, the winning score
said once (over the winner's column, no "cu 126 de puncte" caption over it too)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.flow.stage import SLAM, StageClock
from game.scenes.stage import StageOverlay
from game.views import stage as stage_view
from game.widgets.medals import MEDAL_COLOURS
from game.widgets.seats import seat_colour
from tests.test_stage_rows_clear import drawn
from tests.uihelpers import make_app
from tools.screens_farkle import bank_the_win
from tools.screens_stage import until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _near(have: object, want: tuple[int, int, int], most: int = 40) -> bool:
    return sum(abs(a - b) for a, b in zip(have[:3], want, strict=True)) <= most  # type: ignore[index]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("case", ["six", "tie"])  # (C70: Yams's "Victorie!" cut at
def test_the_title_grows_in_whole_inside_the_screen_with_a_margin(tmp_path, size, case):
    # 1920; "Egalitate!" the longest). S43 (amended round 78): a Yams win has no win's stage
    # any more, so its case is a person's 10 000 win over five others (the one whose title
    # the felt's top bounds as it grows); the Yams headline's one place is pinned by
    # tests/test_end_one_climax_hy108.py
    app, stage = _staged_win(tmp_path, case, size)
    try:
        picture = stage.picture
        screen = pygame.Rect((0, 0), size)
        margin = round(20 * picture.scale)
        inside = screen.inflate(-2 * margin, -2 * margin)
        clock = StageClock("win")
        seen = 0
        for k in range(13):  # its entrance, frame by frame in shares, then at rest
            clock.age = clock.duration * (SLAM[1] + 0.1) * k / 12
            letters = stage_view.drawn_stamp(picture, clock)
            if letters is None:
                continue
            seen += 1
            assert inside.contains(letters), (k, letters, inside)
        assert seen >= 8
    finally:
        app.close()


def _staged_win(tmp_path: object, case: str, size: tuple[int, int] = (1366, 768)
                ) -> tuple[object, StageOverlay]:
    """The app with the win's stage of ``case`` (:data:`tools.end_frames.CASES`; "tie": a
    10 000 tie) on top."""
    from tools.end_frames import play_last_move
    from tools.unseen_frames import unseen_frames

    app = make_app(tmp_path, size=size)
    if case == "tie":
        bank_the_win(app)
        return app, until_staged(app, "win")
    table = play_last_move(app, case)
    with unseen_frames(app):
        for _ in range(600):
            app.step(1 / 60)
            top = app.manager.top
            if isinstance(top, StageOverlay) and top.clock.kind == "win":
                return app, top
    app.close()
    raise AssertionError(f"no win staged over {table}")


def test_the_computers_win_names_it_by_its_title_and_its_block(tmp_path):
    # round 72 (critic D71 #4: the computer's crowned block was blank but for "1"): its
    # column names it like any seat's; no pill under the title saying it a third time
    app, stage = _staged_win(tmp_path, "computer")
    try:
        table = app.manager.stack[-2]
        picture = stage.picture
        computer = next(i for i, p in enumerate(table.game.players) if p.is_computer)
        name = table.player_label(computer)
        assert name in picture.stamp and not picture.line and not picture.caption
        _, said = drawn(app, stage, 0.4)
        words = [t.text for t in said.texts if t.role.startswith("stage")]
        assert sum(name in w for w in words) == 1, words  # the title's only
        crowned = [t.text for t in said.texts if t.role == "podium_winner"]  # and its
        assert crowned == [name], crowned  # crowned block's, as any seat's (the results')
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_podiums_blocks_are_the_results_metals_the_seats_on_a_stripe(tmp_path, size,
                                                                          monkeypatch):
    from tests.test_stage_win_podium import _steps_drawn

    app = make_app(tmp_path, size=size)
    try:
        bank_the_win(app, 5_100)  # 6 100, 5 900, 5 300: gold, silver, bronze
        stage = until_staged(app, "win")
        frame, _, steps = _steps_drawn(app, stage, 0.5, monkeypatch)
        assert sorted(place for _, place, _ in steps) == [1, 2, 3]
        scale = stage.picture.scale
        for bar, place, seat in steps:
            metal = MEDAL_COLOURS[place][0]
            body = frame.get_at((bar.x + bar.w // 10, bar.bottom - bar.h // 5))
            assert _near(body, metal), (place, tuple(body), metal)
            assert seat is not None
            band = frame.get_at((bar.x + bar.w // 10, bar.top + theme.px(3, scale)))
            assert _near(band, seat_colour(seat)), (place, band)
    finally:
        app.close()


def test_two_players_the_winner_stands_left_as_on_the_results(tmp_path, monkeypatch):
    from tests.test_stage_win_podium import _steps_drawn

    app, stage = _staged_win(tmp_path, "computer", (1024, 600))
    try:
        _, _, steps = _steps_drawn(app, stage, 0.5, monkeypatch)
        (first, _, _), (second, _, _) = sorted(steps, key=lambda s: s[1])
        assert first.right < second.left  # the winner on the left, as the results'
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_winning_score_is_said_once_over_its_column(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        bank_the_win(app, 5_100)
        stage = until_staged(app, "win")
        picture = stage.picture
        assert not picture.caption  # (no "cu 6 100 de puncte" under the name)
        _, said = drawn(app, stage, 0.5)
        words = [t.text.replace("\u00a0", " ") for t in said.texts if not t.dimmed
                 and (t.role.startswith("stage") or t.role.startswith("podium")
                      or t.role == "celebration")]
        assert sum("6 100" in w for w in words) == 1, words
    finally:
        app.close()
