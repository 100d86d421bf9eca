"""The dice a staged moment celebrates stay in sight: lit, never dimmed, never under the
stamp (resting or slamming down) or the player's line, and seen a beat before the table
dims round them; nothing of a moment, or of the turn a win ends, stays after its stage."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.flow.stage import SLAM, SOFT_ENTRY, StageClock
from game.scenes.stage import StageOverlay
from game.views import stage_lift, stage_words
from game.views.stage import handed_back, shown_darkness
from game.views.stage_gather import ARRIVED, gathered_rects, sorted_row
from game.views.stage_penta_dice import popped
from game.widgets import layout_record
from game.widgets.felt import felt_area
from tests.layout_check import Run
from tests.layout_sequences_yams import seat
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps


def _staged(run_: Run, most: int = 200) -> StageOverlay:
    run_.until(lambda: isinstance(run_.app.manager.top, StageOverlay), most)
    stage = run_.app.manager.top
    assert isinstance(stage, StageOverlay)
    return stage


def _drawn(table: Any, stage: StageOverlay, share: float) -> tuple[pygame.Surface, Any]:
    """The table with the stage over it at ``share`` of the stage, and what was written."""
    size = table.app.screen.get_size()
    stage.clock.age = stage.clock.duration * share
    surface = pygame.Surface(size)
    layout_record.start(size)
    try:
        layout_record.begin(size)
        table.draw(surface)
        stage.draw(surface)
        return surface, layout_record.frame()
    finally:
        layout_record.stop()


def _as_drawn(plain: pygame.Surface, die: pygame.Rect, dx: int, dy: int) -> list[Any]:
    """The table's pixel at (``dx``, ``dy``) of ``die`` and where a quarter turn of it
    would bring that point (a gathered die stands one way with the first)."""
    w, h = die.w - 1, die.h - 1
    turns = ((dx, dy), (w - dy, dx), (dy, h - dx), (w - dx, h - dy))
    return [plain.get_at((die.x + x, die.y + y)) for x, y in turns]


def _near(colour: Any, options: list[Any], most: int) -> bool:
    """True when ``colour`` is one of ``options`` within ``most`` on every channel."""
    return any(max(abs(a - b) for a, b in zip(colour[:3], o[:3], strict=True)) <= most
               for o in options)


def _check_dice_in_sight(table: Any, stage: StageOverlay) -> None:
    dice = table.dice_in_play_rects()
    assert dice and stage.picture is not None  # the same dice (a Chintă's lined up 1-6)
    assert sorted(map(tuple, stage.picture.dice)) == sorted(map(tuple, dice))
    plain = pygame.Surface(table.app.screen.get_size())
    table.draw(plain)
    surface, frame = _drawn(table, stage, 0.45)  # the stamp down, the line and dimming in
    # where the stage shows the dice (round 41: a Chintă's row re-ordered 1-6 by now)
    shown = (sorted_row(stage.picture, stage.clock) if stage.picture.gather else []) or dice
    staged = [t for t in frame.texts if t.role == "stage"]
    assert len(staged) >= 2  # the stamp and the player's line
    for text in staged:
        assert not [d for d in shown if d.colliderect(text.rect)], (text.text, text.rect)
    name = [t for t in staged if t.text == stage.picture.line]
    assert name  # the player's name, on its plate, lies on none of the table's words
    under = [t.text for t in frame.texts if t.role != "stage" and t.rect.colliderect(name[0].rect)]
    sheet = getattr(table, "sheet", None)  # the Yams sheet is words in every cell
    if sheet is not None and name[0].rect.colliderect(sheet.rect):
        under.append("the score sheet")
    if stage.picture.gather:  # the whole felt is the grand stage's, blurred past reading
        assert stage.picture.hushes(name[0].rect)
    else:
        assert not under, under
    order = stage.picture.dice if stage.picture.gather else dice  # (the row's order)
    for k, (die, at) in enumerate(zip(order, shown, strict=True)):  # each die drawn as
        # the table drew it (lit, not dimmed; a gathered one perhaps turned a quarter, one way
        # with the first; a 10 000 stage's drawn larger, hB25: the same pixel of its larger
        # face; S44 (amended round 78): a Penta's die perhaps swollen in its pop, about its
        # centre, at this share)
        if stage.picture.gather:
            at = popped(stage.picture.kind, stage.clock.progress, k, at)
        grow = at.w / die.w
        for dx, dy in ((die.w // 2, die.h // 2), (die.w // 4, die.h // 4)):
            point = (at.x + round(dx * grow), at.y + round(dy * grow))
            assert _near(surface.get_at(point), _as_drawn(plain, die, dx, dy),
                         2 if grow == 1 else 14), point  # (a die of odd size turned: 1 apart)
    assert stage.clock.dimming() > 0.9  # while the rest of the table is dark
    falling = (0.05, 0.08, 0.12) if shown is dice else (ARRIVED + 0.005, SLAM[1] - 0.005)
    for share in falling:  # the stamp coming (a grand one falling, larger than at rest; the
        # 10 000's big ones growing into place, SOFT_ENTRY): the dice stay in sight
        surface, _ = _drawn(table, stage, share)
        assert stage.clock.stamp_scale() > (0.0 if stage.clock.kind in SOFT_ENTRY else 1.0)
        now = (sorted_row(stage.picture, stage.clock) if shown is not dice else []) or dice
        for die, at in zip(order, now, strict=True):
            # (their top and bottom a little inside the edge: the edge's smoothed pixels blend
            # with what lies behind, the felt on the table, a stage's light on the stage)
            edge = max(1, die.h // 8)
            grow = at.w / die.w
            for dx, dy in ((die.w // 2, edge), (die.w // 2, die.h - 1 - edge),
                           (die.w // 2, die.h // 2)):
                seen = surface.get_at((at.x + round(dx * grow), at.y + round(dy * grow)))
                assert _near(seen, _as_drawn(plain, die, dx, dy), 2 if grow == 1 else 14), (
                    share, at, dx, dy)


def _check_centred_on_the_felt(table: Any, stage: StageOverlay) -> None:
    """A grand Yams stamp: at least two fifths of the felt wide, centred on it (one column on
    the screen like every Yams stage, critic round 29 §1), and all of the stage's words (but
    its figure, at its box) and gathered dice inside the felt, centred on it."""
    picture = stage.picture
    assert picture is not None
    felt = felt_area(table.app.screen.get_size())
    resting = min(0.45, stage.clock.fly[0] - 0.04)  # (hY71: a Joker's "+100" flies from
    _, frame = _drawn(table, stage, resting)  # 0.32 now, counted under its whole moment)
    staged = [t for t in frame.texts if t.role == "stage"]
    stamp = [t.rect for t in staged if t.text == picture.stamp]
    assert stamp and stamp[0].w >= 0.4 * felt.w, (stamp, felt)
    assert abs(stamp[0].centerx - felt.centerx) <= felt.w * 0.02, (stamp[0], felt)
    figure = stage_words.counter_text(picture, stage.clock)
    # (a Joker's "+100" waits beside its lit row since hY89, ruling S12: like a Penta's
    # figure at its box, it is not in the centred group; under its caption, it was, C41)
    block = stamp[0].unionall([t.rect for t in staged if t.text != figure]
                              + gathered_rects(picture))
    assert felt.contains(block), (block, felt)  # the group under the stamp is centred
    assert abs(block.centerx - felt.centerx) <= felt.w * 0.03, (block, felt)
    light = picture.light()  # the rays end inside the felt, never cut by the frame
    assert felt.contains(light.get_rect(center=picture.centre)), (light.get_size(), felt)
    assert abs(block.centery - felt.centery) <= felt.h * 0.08, (block, felt)


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_a_penta_stamp_sits_clear_of_the_dice_and_leaves_them_lit(size, tmp_path):
    app = make_app(tmp_path, size=size)
    try:
        run_ = Run(app, "penta dice", sample_every=0)
        table = seat(run_, (6,) * 5, names=("Ana",), computer=True)
        run_.click(table.roll_button.rect.center)
        _check_dice_in_sight(table, _staged(run_))
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_a_joker_penta_from_held_dice_is_centred_on_the_felt_its_dice_gathered(size,
                                                                               tmp_path):
    from game.rules.yams import Box, Scorecard
    from tools.screens_stage import until_staged
    from tools.screens_yams import roll
    from tools.screens_yams import table as yams_table

    app = make_app(tmp_path, size=size)
    try:
        card = Scorecard.from_points({Box.PENTA: 50, Box.CHANCE: 22})
        scene = yams_table(app, ["Ana"], [4, 4, 4, 1, 2, 4, 4], cards=[card, Scorecard()])
        roll(app, scene)
        for i in (0, 1, 2):  # three 4s held: the held row and the rolled row apart
            scene.toggle_hold(i)
        roll(app, scene)
        stage = until_staged(app, "joker_penta")
        assert stage.picture is not None and stage.picture.caption  # the Joker said
        plain = pygame.Surface(app.screen.get_size())
        scene.draw(plain)
        first, _ = _drawn(scene, stage, 0.0)  # its first frame, before the stamp: the dice
        for die in scene.dice_in_play_rects():  # lit where they lie, before they gather
            assert first.get_at(die.center) in _as_drawn(plain, die, die.w // 2,
                                                         die.h // 2), die
        _check_centred_on_the_felt(scene, stage)
        _check_dice_in_sight(scene, stage)
    finally:
        app.close()


def test_a_rare_throws_stamp_sits_clear_of_its_dice_and_leaves_them_lit(tmp_path):
    from tools.render_screens import open_table
    from tools.scripted_dice import ScriptedDice

    app = make_app(tmp_path, size=(1366, 768))
    try:
        app.rng = ScriptedDice((4, 2, 6, 1, 3, 5))  # a Chintă: the ladder's headline
        table = open_table(app, "farkle", 2)
        run_ = Run(app, "rare throw", sample_every=0)
        table.press_roll()
        _check_dice_in_sight(table, _staged(run_))
    finally:
        app.close()


def test_the_table_dims_from_the_stages_first_frame_the_dice_staying_lit():
    clock = StageClock("penta")
    assert clock.dimming() >= 0.6  # no undimmed frame (the dice are lit on the stage)
    clock.update(0.3)
    assert clock.dimming() > 0.9
    fast = StageClock("hot_dice", factor=2.0)
    fast.update(fast.duration * 0.5)
    assert fast.dimming() > 0.9  # a short stage still dims for most of its time


def test_nothing_of_the_moment_stays_as_the_stage_ends(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        run_ = Run(app, "joker leftovers", sample_every=0)
        table = seat(run_, (6,) * 5, names=("Ana",), computer=True)
        run_.click(table.roll_button.rect.center)
        stage = _staged(run_)
        assert stage.picture is not None
        stage.picture.badge = "×2"  # a seal on the stamp, as a second Penta has
        surface, frame = _drawn(table, stage, 0.5)
        assert [t for t in frame.texts if t.role == "stage"]
        surface, frame = _drawn(table, stage, 0.96)  # (0.975 until round 74: the veil now
        # lifts from the table's return to the end, S12, hJ74; at 0.96 it still darkens)
        assert not [t for t in frame.texts if t.role == "stage"]
        alone = pygame.Surface(surface.get_size())  # the table and the lifting dimming only:
        table.draw(alone)  # no ray, no glow of the stamp's light stays (a ghost of it)
        dark = alone.copy()
        stage.picture.hush_table(dark, alone)  # as the stage hushes it (its row label lit)
        shown = shown_darkness(stage.picture, stage.clock)  # (lightening as the dice go home)
        seen = handed_back(stage.picture, stage.clock)  # the table itself under an even
        if seen < 1:  # veil as a gathered stage leaves (critic C25 §1)
            dark.set_alpha(round(255 * shown * (1 - seen)))
            alone.blit(dark, (0, 0))
        if seen > 0:
            veil = pygame.Surface(alone.get_size())
            veil.set_alpha(round(stage.picture.dim_alpha() * shown * seen))
            alone.blit(veil, (0, 0))
        # (the dimming still lifting at 0.96 until round 82; since S103 2., hY125, a Yams
        # Penta's table is lit before its dice fly home: at 0.96 a ghost of the stamp's light
        # would show on the lit table itself, compared below)
        assert shown <= 0.1
        lit = list(stage.picture.dice)  # the moment's dice stay lit to the end (their halo)
        if stage.picture.target is not None:  # and the box its "+50" landed in
            lit.append(stage.picture.target)
        lit += stage.picture.labels
        plate = stage.picture.row_plate()
        if plate is not None:  # the lifted row, where it stood and where it goes home into
            # the sheet over the last frames (round 60, critic C51)
            lit += [plate, stage_lift.shown_rect(stage.picture, plate, stage.clock.progress)]
        for rect in lit:
            for picture in (surface, alone):
                picture.fill((0, 0, 0), rect.inflate(rect.w, rect.h))
        assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(alone, "RGB")
    finally:
        app.close()


def test_after_the_win_nothing_of_the_finished_turn_comes_back(tmp_path):
    from tools.render_screens import open_table
    from tools.scripted_dice import ScriptedDice

    app = make_app(tmp_path, size=(1024, 600))
    try:
        app.rng = ScriptedDice((2, 3, 4, 6, 2, 3))  # the last turn of the game busts
        table = open_table(app, "farkle", 2)
        game = table.game
        game.totals[:] = [4_900, 5_900, 5_300]
        game.last_round_by = 1
        game.last_round_pending = [0]
        run_ = Run(app, "win after a bust", sample_every=0)
        table.press_roll()
        stage = _staged(run_, 400)  # (round 76, hW79: after the winner's own moment)
        assert stage.clock.kind == "win"
        bust = table.tr("farkle.bust")
        seen = []
        for _ in range(400):  # the stage, then the table until the results
            run_.frames(1)
            if app.manager.top is table:
                said = table.flow.big_announcement()
                seen.append(said.key if said is not None else None)
                surface = pygame.Surface(app.screen.get_size())
                layout_record.start(app.screen.get_size())
                try:
                    layout_record.begin(app.screen.get_size())
                    table.draw(surface)
                    texts = [t.text for t in layout_record.frame().texts]
                finally:
                    layout_record.stop()
                assert not [t for t in texts if bust in t], texts
            elif app.manager.top is not stage:  # the results (they follow the stage at once)
                break
        assert "farkle.bust" not in seen
    finally:
        app.close()


def test_the_gathered_lineup_shows_its_dice_one_way(tmp_path):
    # sixes landed in both orientations (pips in columns, pips in rows): gathered under
    # "Penta!" they all stand the way the first does
    from game.views.stage import StagePicture
    from game.views.stage_gather import capture

    app = make_app(tmp_path, size=(1024, 600))
    try:
        table = pygame.Surface((1024, 600))
        table.fill((20, 90, 50))
        dice = [pygame.Rect(100 + 90 * k, 400, 60, 60) for k in range(5)]
        for k, die in enumerate(dice):
            table.fill((240, 236, 224), die)
            for row in range(3):  # a six: two columns of three pips, or three of two
                for col in range(2):
                    x, y = (col, row) if k % 2 == 0 else (row, col)
                    centre = (die.x + 15 + x * (30 if k % 2 == 0 else 15),
                              die.y + 15 + y * (15 if k % 2 == 0 else 30))
                    pygame.draw.circle(table, (20, 20, 20), centre, 5)
        picture = StagePicture("penta", "grand", felt_area((1024, 600)), 0.53, "Penta!",
                               dice=dice, gather=True)
        capture(picture, table)
        first = pygame.image.tobytes(picture.dice_images[0], "RGBA")
        for image in picture.dice_images[1:]:
            assert pygame.image.tobytes(image, "RGBA") == first
    finally:
        app.close()
