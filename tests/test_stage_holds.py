"""Under a stage the table keeps what it showed: a bonus or a big bank shows in the sheet,
the standings or the players panel only once the stage's number has landed there; the
turn of the player whose moment it is stays (their column, their marker) until the stage
has left; no undo is offered under it; the first frame of a stage is already dimmed."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import theme_stage
from game.flow.stage import (
    BANNER,
    BIG,
    BLURRED,
    DIM_ALPHA,
    GRAND,
    RARITY,
    StageClock,
    stage_seconds,
)
from game.rules.yams import Box, Scorecard
from game.scenes.stage import StageOverlay
from game.views import stage_hold
from game.views.stage import StagePicture, draw_stage
from game.widgets import layout_record
from game.widgets.felt import felt_area
from tests.layout_check import Run
from tests.layout_sequences_yams import pick, seat, validate
from tests.uihelpers import make_app, texts_drawn
from tools.screens_stage import past_stage
from tools.screens_yams import UPPER_45
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps


def _staged(run_: Run, most: int = 200) -> StageOverlay:
    run_.until(lambda: isinstance(run_.app.manager.top, StageOverlay), most)
    stage = run_.app.manager.top
    assert isinstance(stage, StageOverlay)
    return stage


def _upper_bonus_staged(run_: Run) -> tuple[Any, StageOverlay]:
    """Ana (45 in the upper boxes) scores three 6s: the upper bonus's stage plays."""
    table = seat(run_, (6, 6, 6, 1, 2), names=("Ana", "Ion"),
                 cards=[Scorecard.from_points(UPPER_45)])
    run_.click(table.roll_button.rect.center)
    run_.until(lambda: table.settled and not table.tray.is_moving)
    pick(run_, table, Box.SIXES)
    validate(run_, table)
    return table, _staged(run_)


def staged_words(table: Any, stage: Any, size: tuple[int, int],
                 share: float | None = None) -> list[Any]:
    """The stage's text marks in one frame of ``table`` drawn with ``stage`` over it (at
    ``share`` of the stage's clock when given)."""
    layout_record.start(size)
    try:
        layout_record.begin(size)
        surface = pygame.Surface(size)
        table.draw(surface)
        if share is not None:
            stage.clock.age = stage.clock.duration * share
        stage.draw(surface)
        return [t for t in layout_record.frame().texts if t.role == "stage"]
    finally:
        layout_record.stop()


def _texts(app: Any, scene: Any) -> list[str]:
    return texts_drawn(app, scene)


def _banker_total(table: Any) -> str:
    from game.views.farkle_views import player_lines

    return player_lines(table.flow, table.tr, True)[0].total


def _until_landed(run_: Run, stage: StageOverlay) -> None:
    run_.until(lambda: stage.landed or run_.app.manager.top is not stage, 200)
    assert stage.landed and run_.app.manager.top is stage


def test_the_first_frame_of_a_stage_is_already_dimmed():
    # Round 67 (hB67, critic B66 "the veil cuts in"): a 10 000 stage's veil cross-fades in over
    # theme_stage.STAGE_VEIL_IN (tests/test_farkle_veil_fades_in.py), so "bank_big" is no longer
    # dimmed on its first frame; it must be wholly dimmed once that brief fade is over. A Yams
    # stage keeps its veil from the first frame.
    for kind in ("penta", "upper_bonus"):
        assert StageClock(kind).dimming() >= 0.6, kind
    clock = StageClock("bank_big")
    clock.age = theme_stage.STAGE_VEIL_IN
    assert clock.dimming() >= 0.99


def test_the_upper_bonus_shows_in_the_total_and_the_standings_only_once_landed(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        run_ = Run(app, "bonus held", sample_every=0)
        table, stage = _upper_bonus_staged(run_)
        assert stage.clock.kind == "upper_bonus" and table.game.current == 1  # engine moved on
        assert table.game.cards[0].total == 98
        texts = _texts(app, table)
        assert "98" not in texts  # neither the TOTAL nor the Clasament says it before it lands
        assert table.sheet_view().current == 0  # Ana's column stays the one on turn
        assert not table.undo_button.enabled  # no undo under the stage
        _until_landed(run_, stage)
        assert "98" in _texts(app, table)  # landed: the TOTAL has it
    finally:
        app.close()


def test_the_upper_bonus_pulse_ends_with_its_stage(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        run_ = Run(app, "bonus pulse", sample_every=0)
        table, stage = _upper_bonus_staged(run_)
        run_.until(lambda: app.manager.top is not stage, 200)
        assert app.manager.top is table
        assert not table.flow.bonus_celebration.busy  # no pulse left over the Total rows
        assert not table.flow.bonus_celebration.active
    finally:
        app.close()


def test_a_big_bank_lands_in_the_players_total_with_its_number(tmp_path):
    from tools.render_screens import open_table
    from tools.scripted_dice import ScriptedDice

    app = make_app(tmp_path, size=(1024, 600))
    try:
        app.rng = ScriptedDice((1, 1, 1, 1, 1, 2))
        table = open_table(app, "farkle", 2)
        run_ = Run(app, "bank held", sample_every=0)
        table.press_roll()
        run_.until(lambda: table.outcome_visible() and not table.tray.is_moving)
        past_stage(app)  # "Cinci de 1!": the throw's headline, skipped
        # (hB50: its five 1s come chosen as its stage hands the table back)
        table.press_bank()
        stage = _staged(run_)
        assert stage.clock.kind == "bank_big" and table.game.totals[0] == 2_000
        # hB60 (critic B51) reversed round 40's "the row says the new total while the
        # banner is up" for the big bank: its "+2 000" flies from the plate into the row,
        # which keeps the old "0" until it lands; hB61: it lands as the stage ends (the
        # stage never lands it early), and the row counts up from there to the new total
        # (tests/test_farkle_big_bank_path.py); this test still read round 40's promise
        assert _banker_total(table) == "0"
        run_.until(lambda: app.manager.top is not stage, 300)
        assert not stage.landed or table.flow.flight is None
        seen = [_banker_total(table)]
        run_.until(lambda: not table.flow.counting_up and app.manager.top is table, 300)
        seen.append(_banker_total(table))
        assert seen[-1] == "2 000", seen
    finally:
        app.close()


def test_the_rarest_stages_are_longest_the_next_rank_one_and_a_half_to_two_seconds():
    # round 40: the 10 000's big bank and goal came down to banners (1.3 s, 1.5 s), its
    # Chintă, five alike, three pairs to the mid rung (2 s): tests/test_farkle_ladder_rungs.py
    for kind in ("win",):
        assert 2.4 <= stage_seconds(kind) <= 2.6, kind
    for kind in ("penta", "joker_penta", "rarest_throw"):  # the best moments: longer still
        assert 3.0 <= stage_seconds(kind) <= 3.5, kind
    for kind in ("upper_bonus", "goal", "rare_throw"):
        assert 1.5 <= stage_seconds(kind) <= 2.0, kind
    assert stage_seconds("upper_bonus") < stage_seconds("penta")  # (a full card's TOTAL
    # takes no stage: ruling S8, round 73)


def test_under_a_stage_no_label_of_the_table_reads_through_its_words():
    # every rank blurs the whole table evenly (a lesser one dimmed lighter): no label reads
    # through the stage's words, and no darker patch lies under them; a 10 000 banner's
    # words stand on their opaque ribbon, the table read round it (not blurred)
    for kind in RARITY:
        assert BLURRED[RARITY[kind]] or RARITY[kind] == BANNER, kind


def test_a_flying_stamp_takes_its_light_with_it(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        felt = felt_area((1024, 600))
        target = pygame.Rect(felt.x + 10, felt.y + 10, 80, 30)
        # (hB61: was "bank_big", which since hB60 draws its own plate, no flying stamp; the
        # 10 000's banner bank is the flying stamp kept, read at the same shares)
        picture = StagePicture("bank_banner", BIG, felt, 0.6, "+1 050", target=target)
        clock = StageClock("bank_banner")
        table = pygame.Surface((1024, 600))
        table.fill((20, 90, 50))
        where = picture.centre
        clock.age = clock.duration * 0.3  # the stamp at rest, lit
        shown = table.copy()
        draw_stage(shown, picture, clock)
        clock.age = clock.duration * 0.87  # flown home: where it stood, only the dimming
        flown = table.copy()
        draw_stage(flown, picture, clock)
        plain = table.copy()  # the table under the dimming alone (greyed, lifting)
        bare = table.copy()
        picture.backdrop(bare, DIM_ALPHA[BIG])  # as the stage hushes it
        bare.set_alpha(round(255 * clock.dimming()))
        plain.blit(bare, (0, 0))
        assert shown.get_at(where)[0] > plain.get_at(where)[0] + 40  # lit (or the stamp)
        assert abs(flown.get_at(where)[0] - plain.get_at(where)[0]) <= 6  # no glow left
    finally:
        app.close()


def test_a_joker_penta_says_on_the_stage_what_the_joker_allows(tmp_path):
    from tests.layout_sequences_yams import throw

    app = make_app(tmp_path, size=(1024, 600))
    try:
        run_ = Run(app, "joker caption", sample_every=0)
        card = Scorecard.from_points({Box.PENTA: 50, Box.CHANCE: 22})
        table = seat(run_, (4,) * 5, names=("Ana",), cards=[card])
        throw(run_, table)
        stage = _staged(run_)
        assert stage.clock.kind == "joker_penta"
        size = app.screen.get_size()
        words = staged_words(table, stage, size, 0.5)
        # S77 2. (amended round 80): the headline is now "Joker Penta!", so the caption is the
        # "Joker · …" line, not the first text that begins with "Joker"
        caption = [t for t in words if t.text.startswith("Joker ·")]
        assert caption and table.tr(Box.FOURS.key) in caption[0].text, [t.text for t in words]
        assert caption[0].size >= 16  # read at a glance
    finally:
        app.close()


def test_after_the_bonus_stage_the_table_does_not_say_the_bonus_again(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        run_ = Run(app, "bonus said once", sample_every=0)
        table, stage = _upper_bonus_staged(run_)
        run_.until(lambda: app.manager.top is not stage, 200)
        bonus = table.tr("yams.event.upper_bonus", name="Ana", points="35")
        for _ in range(30):  # the next frames too
            assert bonus not in _texts(app, table)  # but the stage said it: not again
            run_.frames(1)
    finally:
        app.close()


def test_from_the_winning_banks_stage_to_the_results_no_bare_table_beat(tmp_path):
    # The bank's beat on the table, the win's stage, then the results: each takes the frame
    # the one before it ends (a bare table frame between them flashed bright).
    from tools.screens_farkle import bank_the_win

    app = make_app(tmp_path, size=(1024, 600))
    try:
        bank_the_win(app)
        shown = []
        with unseen_frames(app):  # what is on top is read, not the pictures
            for _ in range(400):
                app.step(1 / 30)
                shown.append(type(app.manager.top).__name__)
                if shown[-1] == "ResultsOverlay":
                    break
        assert shown[-1] == "ResultsOverlay"
        # (round 74, hF87, critic cR74b #1, ruling S14: the winning bank's beat plays on the
        # table first, its "+N" landing on the row; from the win's stage on, no table frame)
        staged = next(i for i, name in enumerate(shown) if name != "FarkleTableScene")
        assert staged >= 10, shown  # the bank's beat, not one frame
        assert "FarkleTableScene" not in shown[staged:], shown
    finally:
        app.close()


def test_the_bonus_cell_is_unsaid_while_its_stage_flies_the_number(tmp_path):
    # no "0" in the Bonus cell beside the stage's "+35": the cell is empty until it lands
    app = make_app(tmp_path, size=(1366, 768))
    try:
        run_ = Run(app, "bonus cell unsaid", sample_every=0)
        table, stage = _upper_bonus_staged(run_)
        cell = table.sheet.sum_cell_rect(0, "upper_bonus")

        def inked() -> int:  # the cell's dark figure's pixels (the sheet's ink)
            from game import theme

            surface = pygame.Surface(app.screen.get_size())
            table.draw(surface)
            inner = cell.inflate(-8, -6)
            return sum(1 for x in range(inner.left, inner.right)
                       for y in range(inner.top, inner.bottom)
                       if sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3],
                                                        theme.INK, strict=True)) < 90)

        assert inked() == 0
        _until_landed(run_, stage)
        assert inked() > 20  # landed: its 35 is written
    finally:
        app.close()


def test_a_counter_rolling_on_the_table_carries_the_total_in_step():
    # the Joker's Penta bonus counting in its cell (no stage): the TOTAL and the standings
    # hold back only what the counter has not shown yet, never the old figure then a jump
    from types import SimpleNamespace

    from game.flow.moments import Counter

    counter = Counter(0, "penta_bonus", 0, 100)
    moment = SimpleNamespace(counter=counter, active=True, progress=0.0, queued=[],
                             clock=SimpleNamespace(waiting=False))
    table = SimpleNamespace(flow=SimpleNamespace(moment=moment), on_stage=None,
                            game=SimpleNamespace(last_event=None))
    held = []
    for progress in (0.0, 0.3, 0.6, 1.0):
        moment.progress = progress
        shown = counter.value(progress, stage_hold.count_step(counter))
        rows = stage_hold.held_points(table).get(0, {})
        held.append(rows.get("penta_bonus", 0))
        assert held[-1] == 100 - shown, progress
    assert held[0] == 100 and held[-1] == 0 and held == sorted(held, reverse=True)
    table.on_stage = object()  # a stage flies it: all of it waits until it lands
    moment.progress = 0.6
    assert stage_hold.held_points(table)[0]["penta_bonus"] == 100


def test_the_bonus_stage_stands_centred_on_the_felt_over_a_lighter_dim(tmp_path):
    # not off-centre over the left column: centred on the whole felt, a lesser moment's
    # lighter dim (the whole table hushed evenly, no patch under its words)

    app = make_app(tmp_path, size=(1366, 768))
    try:
        run_ = Run(app, "bonus centred", sample_every=0)
        _, stage = _upper_bonus_staged(run_)
        run_.until(lambda: stage.picture is not None, 20)
        picture = stage.picture
        assert picture is not None and picture.kind == "upper_bonus"
        assert picture.area == picture.felt and abs(picture.centre[0] - picture.felt.centerx) <= 2
        assert picture.dim_alpha() == DIM_ALPHA[BIG] < DIM_ALPHA[GRAND]
        assert picture.words_block() is None
    finally:
        app.close()
