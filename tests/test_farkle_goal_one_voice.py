"""The goal in one plate (ruling S6; critic D68: the table hushed to bare felt, then the
seed's „Ultima tură!” ribbon "alone on it" after the plate): "Obiectiv atins!", the reacher's
name, their total counting up. Until round 75 the last round was said in the plate's own
foot, with the goal; since (hL75, S6 amended) it is the table's band, once the plate has
gone. When the plate folds is the flow's (:func:`game.flow.stage.goal_folded`, a fake clock
here)."""

from __future__ import annotations

import pygame
import pytest

from game import theme_stage
from game.flow.stage import GONE, StageClock, goal_folded
from game.views.stage_goal import goal_plate, plate_rest
from game.widgets import layout_record
from tests.uihelpers import make_app
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

CREST, FOOT = "Obiectiv atins!", "Ultima tură!"


def test_the_foot_enters_once_the_total_has_landed_and_is_read_before_the_plate_leaves():
    # (round 69: the foot came in after the count and was read whole before the plate left;
    # round 75, hL75, S6 amended: no foot, the plate alone is read whole, at rest, once its
    # total has landed, before it folds; the last round is the band's after it)
    clock = StageClock("goal")
    lands = theme_stage.FARKLE_GOAL_COUNT[1] * clock.duration  # the row takes it then too
    frames = []
    for k in range(round(clock.duration * 120) + 1):
        clock.age = min(clock.duration, k / 120)
        frames.append((clock.age, goal_folded(clock), clock.dimming()))
    leaving = [age for age, folded, _ in frames if folded < 1]
    assert leaving[0] - lands >= 0.6, (lands, leaving[0])  # read whole, at rest
    for age, folded, dimming in frames:
        if dimming < 1 and age > GONE * clock.duration:  # the stage's dimming lifts only
            assert folded == 0, age  # once the plate has folded away (the table behind it
            # refocusing with the fold: ruling S6, round 72, test_farkle_goal_ends_sharp)
    clock.age = 0.0
    clock.skip()
    assert goal_folded(clock) == 0  # skipped: over


def _drawn(app, size) -> tuple[pygame.Surface, list[tuple[str, pygame.Rect]]]:
    """The frame drawn now and the words it says (at rest: a text moving or folding is not
    said)."""
    surface = pygame.Surface(size)
    layout_record.start(size)
    try:
        layout_record.begin(size)
        app.manager.draw(surface)
        return surface, [(t.text, pygame.Rect(t.rect)) for t in layout_record.frame().texts]
    finally:
        layout_record.stop()


def _crimson(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How many sampled pixels in ``rect`` are the foot's crimson."""
    rect = rect.clip(surface.get_rect())
    count = 0
    for x in range(rect.left, rect.right, 3):
        for y in range(rect.top, rect.bottom, 2):
            r, g, b, *_ = surface.get_at((x, y))
            count += r > 100 and r > 2.5 * g and r > 2 * b
    return count


@pytest.mark.parametrize("size", [(1024, 600)])
def test_the_last_round_is_the_plates_foot_never_a_banner_after_it(tmp_path, size):
    # (round 69, ruling S6: the plate's foot said „Ultima tură!” with the goal, never a banner
    # after it; round 75, hL75, S6 amended: the plate says the goal alone, no foot, no crimson
    # under its edge at any frame, and the last round is the table's band once it has gone:
    # tests/test_farkle_last_round_beats.py, tests/test_farkle_goal_to_band.py)
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._goal_banner(app)
        stage = app.manager.top
        clock, picture = stage.clock, stage.picture
        rest = plate_rest(picture)
        under = pygame.Rect(rest.plate.x, rest.plate.bottom, rest.plate.w,
                            rest.plate.h // 3)  # (where the foot hung)
        frames = []
        for k in range(round(clock.duration * 8) + 1):  # (every 1/8 s: its beats sampled)
            clock.age = min(clock.duration, k / 8)
            surface, said = _drawn(app, size)
            frames.append((goal_plate(picture, clock), said, _crimson(surface, under)))
    finally:
        app.close()
    for plate, said, crimson in frames:
        texts = [text for text, _ in said]
        assert FOOT not in texts and crimson == 0, (plate, texts, crimson)
        if plate.h > 0 and plate == rest.plate:  # the plate at rest says the goal
            assert CREST in texts
    assert any(CREST in [t for t, _ in said] for _, said, _ in frames)


def _light_beside_the_column(app, stage, share: float) -> float:
    """How bright the felt each side of the middle column, off the plate, is at ``share``
    (where only the goal's rays reach)."""
    stage.clock.age = stage.clock.duration * share
    surface = pygame.Surface(app.screen.get_size())
    stage.table.draw(surface)
    stage.draw(surface)
    area, felt = stage.picture.area, stage.picture.felt
    sides = (pygame.Rect(felt.x, felt.y, area.x - felt.x, felt.h),
             pygame.Rect(area.right, felt.y, felt.right - area.right, felt.h))
    plate = plate_rest(stage.picture).group  # (off the plate, however far grown in)
    return sum(sum(surface.get_at((x, y))[:3]) for band in sides
               for x in range(band.x, band.right, 4) for y in range(band.y, band.bottom, 4)
               if not plate.collidepoint(x, y))


def test_the_goals_rays_reach_over_the_whole_felt(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        screens_farkle._goal_banner(app)
        stage = app.manager.top
        lit = _light_beside_the_column(app, stage, 0.08)
        after = _light_beside_the_column(app, stage, 0.75)
    finally:
        app.close()
    assert lit > after * 1.08, (lit, after)


def test_the_tables_strip_says_the_last_round_from_the_frame_the_plate_leaves(tmp_path):
    """Once the plate lifts off the table, the table's own last-round strip says it at once
    (under the lifting veil, hF73: the "10 000" title stood there between them) and for the
    rest of the round; never beside the whole plate (said once)."""
    from game.scenes.stage import StageOverlay
    from tests.uihelpers import recorded_step
    from tools.unseen_frames import unseen_frames

    app = make_app(tmp_path, size=(1024, 600))
    try:
        screens_farkle._goal_banner(app)
        stage = app.manager.top
        with unseen_frames(app, last_drawn=False):  # (its middle unseen: the plate says it)
            while stage.clock.progress < 0.85:
                app.step(1 / 30)
        staged, back = [], []
        for _ in range(60):
            on = isinstance(app.manager.top, StageOverlay)
            frame = recorded_step(app, 1 / 30)
            said = [t.text for t in frame.texts if t.role == "last_round"]
            if on and isinstance(app.manager.top, StageOverlay) and stage.clock.progress < GONE:
                staged.append(said)
            elif not isinstance(app.manager.top, StageOverlay):
                back.append(said)
            if len(back) >= 8:
                break
    finally:
        app.close()
    assert staged and not any(staged), staged  # the plate's foot says it meanwhile
    assert len(back) >= 8 and all(back), back  # from the first frame back, every frame
