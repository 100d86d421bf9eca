"""Yams mid-game moments scaled by rarity, as the player sees them (ruling S61, round 79,
hY114, critic cA78 "Staged moments", defects #6 and #12; amends S44 2.):

1. the upper bonus mid-game is a **band** over the table (not the Penta's full-screen stage):
   "Bonus +35" and the upper section's bar reaching its 63, the table seen round it (dimmed
   lightly, never blurred), its Bonus cell lit where the 35 lands; brief (half a Penta's
   time at most), skipped by a key, the table's clocks waiting under it;
2. a Penta's gathered dice leave whole: their gold frames have gone before any die turns
   back, and a turning die's face keeps its size (never shrinking inside its bounds);
3. nothing of a Penta is said before its stage: while its landed dice lie still before the
   stage, the table says neither "Alege căsuța Penta" nor "Penta!", lights no option and no
   "Validează tura"; the stage first, then the table's prompt.

Stepped with the app's fake clock."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.flow.stage import stage_seconds
from game.flow.yams_bonus_band import LANDS, BonusBandClock
from game.scenes.stage import StageOverlay
from game.views import stage_gather, yams_bonus_band
from game.widgets import layout_record
from game.widgets.felt import felt_area
from tests.layout_check import Run
from tests.test_stage_holds import _upper_bonus_staged
from tests.uihelpers import make_app, recorded_frame, texts_drawn
from tools.screens_stage import until_staged
from tools.screens_yams import table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1024, 600)]


def _frame(app: Any, table_: Any, stage: StageOverlay, share: float) -> tuple[pygame.Surface,
                                                                                  Any]:
    """The table with the band over it at ``share`` of its clock: (the picture, its record)."""
    size = app.screen.get_size()
    stage.clock.age = stage.clock.duration * share
    layout_record.start(size)
    try:
        layout_record.begin(size)
        surface = pygame.Surface(size)
        table_.draw(surface)
        stage.draw(surface)
        return surface, layout_record.frame()
    finally:
        layout_record.stop()


@pytest.mark.parametrize("size", SIZES)
def test_a_mid_game_upper_bonus_is_a_band_over_the_table_seen_round_it(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table_, stage = _upper_bonus_staged(Run(app, "bonus band", sample_every=0))
        assert isinstance(stage.clock, BonusBandClock), type(stage.clock).__name__
        bare = pygame.Surface(size)
        table_.draw(bare)
        surface, frame = _frame(app, table_, stage, 0.6)
        picture = stage.picture
        assert picture is not None
        band = yams_bonus_band.band_rect(picture)
        felt = felt_area(size)
        # (amended round 80, hY120, ruling S78 2.: a takeover's band, bigger, never the
        # whole felt; the table round it dimmed nearly dark, its Bonus cell alone lit)
        assert band.h <= 0.45 * felt.h, (band.h, felt.h)  # a band, never the whole felt
        said = {t.text: t for t in frame.texts if not t.dimmed}
        assert "Bonus" in said and "+35" in said and "63 / 63" in said, sorted(said)
        assert "Bonus!" not in said  # (no stamp: the Penta's takeover is the one)
        figures = [t for t in frame.texts if not t.dimmed and t.text[:1] in "+0123456789"]
        assert max(figures, key=lambda t: t.rect.h).text == "+35"  # its biggest figure
        for text in ("Bonus", "+35", "63 / 63"):
            assert band.contains(said[text].rect), text
        # the table round the band: dimmed lightly and evenly, its edges kept (not blurred)
        before, after = pygame.surfarray.array3d(bare), pygame.surfarray.array3d(surface)
        ratios = []
        for x in range(felt.left + 4, felt.right - 4, 3):
            for y in list(range(felt.top + 4, band.top - 4, 3)):
                lit = int(before[x, y].max())
                if lit > 60:
                    ratios.append(int(after[x, y].max()) / lit)
        ratios.sort()
        assert len(ratios) > 100
        middle = ratios[len(ratios) // 2]
        assert 0.15 <= middle <= 0.35, middle  # dimmed nearly dark, still there (S78 2.)
        spread = ratios[len(ratios) * 9 // 10] - ratios[len(ratios) // 10]
        assert spread <= 0.12, spread  # even: no blur smearing its words and lines
    finally:
        app.close()


def test_the_band_is_brief_skipped_by_a_key_and_the_tables_clocks_wait(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        table_, stage = _upper_bonus_staged(Run(app, "bonus band time", sample_every=0))
        factor = float(app.animation_factor)
        assert stage.clock.duration <= 0.55 * stage_seconds("penta", factor)
        assert stage.clock.burst() == 0 and stage.clock.light() == 0  # no confetti, no rays
        time = table_.time
        for _ in range(6):
            app.step(1 / 60)
        assert app.manager.top is stage and table_.time == time  # the table waits
        app.manager.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE,
                                                    mod=0, unicode=" ", scancode=0))
        app.step(1 / 60)
        assert app.manager.top is table_  # a key ends it at once
    finally:
        app.close()


def test_the_35_lands_in_the_lit_bonus_cell_under_the_band(tmp_path):
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        table_, stage = _upper_bonus_staged(Run(app, "bonus band cell", sample_every=0))
        picture = stage.picture
        assert picture is not None
        cell = table_.sheet.sum_cell_rect(0, "upper_bonus")
        assert yams_bonus_band.band_cell(picture) == cell
        assert not yams_bonus_band.band_rect(picture).colliderect(cell)  # seen, beside it
        assert "98" not in texts_drawn(app, table_)  # not landed yet: the old figures
        bare = pygame.Surface(app.screen.get_size())
        table_.draw(bare)
        surface, _ = _frame(app, table_, stage, LANDS[0] - 0.02)
        inside = cell.inflate(-cell.w // 2, -cell.h // 2)
        assert surface.subsurface(inside).copy().get_at((2, 2)) == \
            bare.subsurface(inside).copy().get_at((2, 2))  # the cell itself never dimmed
        while not stage.landed and app.manager.top is stage:
            app.step(1 / 60)
        assert stage.landed and app.manager.top is stage
        assert stage.clock.progress <= LANDS[1] + 0.05  # early, while the band says it
        assert "98" in texts_drawn(app, table_)  # its TOTAL and the standings have it now
    finally:
        app.close()


def test_a_pentas_dice_leave_whole(tmp_path):
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        scene = table(app, ["Ana", "Ion"], [6] * 5)
        from tools.screens_yams import roll

        roll(app, scene)
        stage = until_staged(app, "penta")
        picture, clock = stage.picture, stage.clock
        assert picture is not None and any(picture.dice_turns)
        turning = 0
        while app.manager.top is stage:
            if stage_gather.turned_back(clock, picture) > 0:  # a die turning back home
                assert stage_gather.frames_shown(picture, clock) == 0, clock.progress
                turning += 1
            app.step(1 / 60)
        assert turning >= 3
        # a turned die drawn mid-turn keeps its face's size: its drawn image is its turned
        # image whole (as large as the die turned), never scaled down into the die's bounds
        k = next(i for i, turn in enumerate(picture.dice_turns) if turn)
        image = picture.dice_images[k]
        turned = pygame.transform.rotozoom(image, 30, 1.0)
        drawn: list[tuple[int, int]] = []

        class Recorder:
            def blit(self, source: pygame.Surface, *_: Any) -> None:
                drawn.append(source.get_size())

        die = image.get_rect(center=(500, 500))
        stage_gather._draw_die(Recorder(), picture, k, turned, die, 1.0)  # type: ignore[arg-type]
        assert drawn and drawn[0][0] >= turned.get_width() - 2, (drawn, turned.get_size())
    finally:
        app.close()


def test_nothing_of_a_penta_is_said_before_its_stage(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ana", "Ion"], [6] * 5)
        from tools.screens_yams import click_at

        click_at(app, scene.roll_button.rect.center)
        prompt = scene.tr("yams.penta")
        before = 0
        for _ in range(400):
            app.step(1 / 60)
            if isinstance(app.manager.top, StageOverlay):  # (the stage, on the frame the
                break  # landed dice's hold ends: over the table from then)
            if not scene.outcome_visible():
                continue
            texts = texts_drawn(app, scene)  # the landed dice, still, before the stage
            assert not any("Penta" in t for t in texts), texts
            assert prompt not in texts
            assert not scene.validate_button.enabled
            assert scene.flow.action_box is None
            before += 1
        assert isinstance(app.manager.top, StageOverlay) and before >= 10, before
        while isinstance(app.manager.top, StageOverlay):
            app.step(1 / 60)
        for _ in range(3):
            app.step(1 / 60)
        frame = recorded_frame(scene, app.screen.get_size())
        assert any("Penta" in t.text for t in frame.texts)  # then the table says it
        assert scene.validate_button.enabled
    finally:
        app.close()
