"""The win and the tie take the stage (critics B69, C69, D69: "text-only takeovers on empty
felt: no art or trophy, the bottom ~40 % empty, the tied names in one gold pill"):
the title the largest words (since round 73 the verdict naming the winner: "Jucătorul 1
câștigă!", no pill under it saying the name again), and under it the results' own podium
where the results will stand it (round 73, S9: one podium from the win into the results),
each step in its place's metal, its seat's stripe on it, the winner's the tallest; a tie's
winners on one shared step, their scores said once from the title's first frame; the
computer's win is named by its title (C70: no pill saying it again) and its crowned block,
without confetti; nothing overlaps, at the three sizes."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import theme
from game.flow.end_stage import PODIUM_RISE
from game.flow.stage import StageClock
from game.scenes.stage import StageOverlay
from game.views import stage_held, stage_words
from game.widgets.podium import rise_done, step_colours
from game.widgets.seats import player_style, seat_colour
from game.widgets.text import BOLD, STAMP, font
from tests.test_stage_rows_clear import drawn
from tests.uihelpers import make_app
from tools.screens_farkle import bank_the_win
from tools.screens_stage import until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _near(have: Any, want: tuple[int, int, int], most: int = 40) -> bool:
    return sum(abs(a - b) for a, b in zip(have[:3], want, strict=True)) <= most


def _steps_drawn(app: Any, stage: Any, share: float, monkeypatch: Any
                 ) -> tuple[pygame.Surface, Any, list[tuple[pygame.Rect, int, int | None]]]:
    """The frame at ``share`` of ``stage``, what it wrote, and each podium step drawn in it
    (its rect, its place, its seat: None on a tie's shared step)."""
    from game.widgets import podium

    steps: list[tuple[pygame.Rect, int, int | None]] = []
    making = podium._draw_step

    def spy(surface, full, place, scale, seat=None, *args, **kwargs):
        steps.append((pygame.Rect(full), place, seat))
        return making(surface, full, place, scale, seat, *args, **kwargs)

    monkeypatch.setattr(podium, "_draw_step", spy)
    try:
        frame, said = drawn(app, stage, share)
    finally:
        monkeypatch.setattr(podium, "_draw_step", making)
    return frame, said, steps


PODIUM_ROLES = {"podium_winner", "podium_name", "celebration", "podium_total"}
"""The roles of the results' podium's words (names and totals)."""


def crowned_totals(app: Any, stage: Any) -> list[str]:
    """The winners' totals the win's ``stage`` writes on its podium (the results' own, S9:
    over each winner's part of the top step), as drawn at its middle."""
    _, said = drawn(app, stage, 0.5)
    return [t.text.replace("\u00a0", " ") for t in said.texts
            if t.role == "celebration" and not t.dimmed]


def _letters(mark: Any) -> int:
    """The height of a recorded text's letters: a stage's title is recorded as its letters,
    the podium's words as their line box (a total's kept tall for its pop), measured here
    at their size in their weight."""
    if mark.role.startswith("stage") or not mark.size:
        return int(mark.rect.h)
    weight = STAMP if mark.role in ("celebration", "podium_total") else BOLD
    image = font(mark.size, weight).render(mark.text, True, (255, 255, 255))
    return int(image.get_bounding_rect(min_alpha=40).h)


def _painted(mark):
    """What a recorded text paints: the winner's total its digits (its line box's accent
    room over them is the podium's, round 74, hY96), any other its rect."""
    from game.scenes.results_picture import digits_box

    return digits_box(mark.rect) if mark.role == "celebration" else mark.rect


@pytest.mark.parametrize("size", SIZES)
def test_the_win_stands_the_results_podium_under_its_title(tmp_path, size, monkeypatch):
    # (round 73, S9: the stage draws the results' own podium where the results stand it,
    # its title in the results' headline's room: no second podium at the felt's foot)
    app = make_app(tmp_path, size=size)
    try:
        table = bank_the_win(app, 5_100)  # 6 100: Jucătorul 1 wins over 5 900 and 5 300
        stage = until_staged(app, "win")
        picture = stage.picture
        held = picture.held
        assert held is not None  # (the stage has no podium of its own since round 74)
        _, first = drawn(app, stage, 0.0)  # the title naming the winner at once (the
        assert "Jucătorul 1 câștigă!" in {t.text for t in first.texts}  # score: the podium's)
        for share in (0.35, 0.6):  # the stage at rest, the podium risen
            frame, said, steps = _steps_drawn(app, stage, share, monkeypatch)
            texts = [t for t in said.texts if t.role.startswith("stage")
                     or t.role in PODIUM_ROLES]
            title = next(t for t in texts if t.text == "Jucătorul 1 câștigă!")
            others = [t for t in texts if t is not title]
            assert {"Jucătorul 1", "6 100", "5 900", "5 300"} <= {
                t.text.replace("\u00a0", " ") for t in others}
            assert all(title.rect.h > _letters(t) for t in others), \
                [(t.text, _letters(t), title.rect.h) for t in others]  # the largest words
            assert frame.get_rect().contains(title.rect)  # inside the screen (C70)
            assert held.room.inflate(0, theme.px(8, picture.scale)).contains(title.rect), \
                (title.rect, held.room)  # in the results' headline's room
            for other in others:  # nothing overlaps the title (the winner's total: its
                assert not title.rect.colliderect(_painted(other)), (other.text, other.rect)
            assert all(held.rect.contains(_painted(t)) for t in others  # digits, round 74,
                       if t.role in PODIUM_ROLES)  # hY96: the steps take its accent room)
            assert sorted(place for _, place, _ in steps) == [1, 2, 3]
            for step, place, seat in steps:  # each block in the results' metals, its
                # seat's stripe under its lit top (C70, D70)
                body = frame.get_at((step.x + step.w // 10, step.bottom - step.h // 5))
                assert _near(body, step_colours(place)[0]), (place, body)
                assert seat is not None
                stripe = frame.get_at((step.x + step.w // 10, step.y + 2))
                assert _near(stripe, seat_colour(seat), 60), (place, stripe)
                assert held.rect.contains(step)
            winner = next(seat for _, place, seat in steps if place == 1)
            assert winner == player_style(table.game.players, 0)
            assert max(steps, key=lambda s: s[0].h)[1] == 1  # the winner's the tallest
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_tie_names_its_winners_in_its_title_over_one_shared_step(tmp_path, size,
                                                                    monkeypatch):
    # (round 71, critic D70: each winner's score said once, over their part of the podium,
    # from the title's first frame, C69; round 72, G71 #5: one shared top step)
    app = make_app(tmp_path, size=size)
    try:
        table = bank_the_win(app)  # 5 900 each: a tie
        stage = until_staged(app, "win")
        picture = stage.picture
        assert picture.stamp == "Egalitate: Jucătorul 1 și Jucătorul 2"  # (round 73: the
        assert picture.line == ""  # names in the title, no pills (round 74: no tie's pills)
        assert not picture.caption  # (its score over the podium, not again under)
        frame, said = drawn(app, stage, 0.0)  # the title's first frame
        words = [t.text for t in said.texts if t.role == "stage"]
        assert words == [picture.stamp], words  # each winner named once, by the title
        scores = [t for t in said.texts if "5 900" in t.text.replace("\u00a0", " ")
                  and not t.dimmed]  # (the hushed table's under it: not the stage's)
        assert len(scores) == 2 and {t.role for t in scores} == {"celebration"}, scores
        frame, risen, steps = _steps_drawn(app, stage, 0.5, monkeypatch)  # (risen)
        title = next(t for t in risen.texts if t.text == picture.stamp)  # its longer title
        assert all(title.rect.h > _letters(t) for t in risen.texts  # still the largest words
                   if (t.role.startswith("stage") or t.role in PODIUM_ROLES)
                   and t is not title), title.rect
        held = picture.held  # its longer title as wide as its measure lets it (round 74,
        # hW76: 80 % of the card, no longer up to 90 % of the felt, edge to edge)
        assert held is not None and held.room.w >= round(0.68 * picture.felt.w)  # (hW75:
        assert title.rect.w >= 0.85 * held.room.w, (title.rect, held.room)  # not squeezed)
        shared = [step for step, place, _ in steps if place == 1]
        assert len(shared) == 1  # one shared top step
        step = shared[0]
        seats = [player_style(table.game.players, i) for i in (0, 1)]  # each winner's
        for x, seat in ((step.x + step.w // 8, seats[0]), (step.centerx + step.w // 8,
                                                           seats[1])):  # (S86: clear of
            # the second winner's token over a narrower shared step, its awards under it)
            stripe = frame.get_at((x, step.y + 2))  # stripe over their half, in the
            assert _near(stripe, seat_colour(seat), 60), (seat, stripe)  # game's order
    finally:
        app.close()


def test_the_pill_is_built_once_not_every_frame(tmp_path, monkeypatch):
    # (a stage's line, its name on a pill: built once, not at each frame; round 74, hD74: a
    # tie's several pills retired, as round 73's tie names its winners in its title)
    from game.views.stage import StagePicture
    from game.widgets.felt import felt_area

    pygame.init()
    picture = StagePicture("win", "grand", felt_area((1366, 768)), 0.71, "Egalitate!",
                           line="Ana", seat=0)
    built = []
    making = stage_words._pill
    monkeypatch.setattr(stage_words, "_pill",
                        lambda *a, **k: built.append(a[1]) or making(*a, **k))
    for _ in range(4):
        stage_words.line_layer(picture, picture.line_size())
    assert built == ["Ana"], built


def test_the_computers_win_is_named_by_its_title_over_the_podium(tmp_path):
    from tools.end_frames import play_last_move

    app = make_app(tmp_path, size=(1366, 768))
    try:
        table = play_last_move(app, "computer")
        stage = None
        from tools.unseen_frames import unseen_frames

        with unseen_frames(app):
            for _ in range(600):
                app.step(1 / 60)
                top = app.manager.top
                if isinstance(top, StageOverlay) and top.clock.kind == "win":
                    stage = top
                    break
        assert stage is not None and stage.picture is not None
        picture = stage.picture
        computer = next(i for i, p in enumerate(table.game.players) if p.is_computer)
        assert table.player_label(computer) in picture.stamp  # named once (C70): no pill
        assert not picture.line and picture.seat is None
        assert picture.held is not None  # the results' podium
        assert not picture.particles  # no confetti for the computer's win (D70)
        _, said = drawn(app, stage, 0.1)
        assert [t.text for t in said.texts if t.role == "stage"] == [picture.stamp]  # alone
        crowned = [t for t in said.texts if t.role == "podium_winner"]  # its block names it
        assert [t.text for t in crowned] == [table.player_label(computer)]
    finally:
        app.close()


def test_the_podium_rises_as_the_stage_opens_and_stands_once_skipped():
    # (re-aimed round 74, hD75: at the results' own podium on the stage, its rising clock;
    # the stage's own podium and its end_stage.podium_risen were removed)
    whole = rise_done()
    clock = StageClock("win")
    risen = []
    for share in (0.0, PODIUM_RISE[0], (PODIUM_RISE[0] + PODIUM_RISE[1]) / 2,
                  PODIUM_RISE[1], 0.6):
        clock.age = clock.duration * share
        risen.append(stage_held.rise_time(clock))
    assert risen[0] == 0.0 and risen[1] == 0.0
    assert 0.0 < risen[2] < whole and risen[3] == whole and risen[4] == whole
    clock.age = 0.0
    clock.skip()
    assert stage_held.rise_time(clock) == whole
