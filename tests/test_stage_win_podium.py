"""The win and the tie take the stage (critics B69, C69, D69: "text-only takeovers on empty
felt: no art or trophy, the bottom ~40 % empty, the tied names in one gold pill"):
the title the largest words (since round 73 the verdict naming the winner: "Jucătorul 1
câștigă!", no pill under it saying the name again), and in the felt's lower third a
podium of every player's total, each column in its seat's colour, its token on it, the
winners crowned with the trophy; a tie's pills each carry their score from the title's
first frame; the computer's win is named by its title alone (C70: no pill saying it again),
its mark on the podium's crowned token; nothing overlaps, at the three sizes."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import theme
from game.flow.end_stage import PODIUM_RISE, podium_risen
from game.flow.stage import StageClock
from game.scenes.stage import StageOverlay
from game.views import stage_clear, stage_win, stage_words
from game.widgets.seats import player_style, seat_colour
from tests.test_stage_rows_clear import drawn
from tests.uihelpers import make_app
from tools.screens_farkle import bank_the_win
from tools.screens_stage import until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _lit(surface: pygame.Surface, band: pygame.Rect) -> float:
    """The share of ``band``'s pixels (sampled) that are not the dark felt: bright or
    strongly coloured."""
    seen = lit = 0
    for y in range(band.top, band.bottom, 6):
        for x in range(band.left, band.right, 6):
            r, g, b = surface.get_at((x, y))[:3]
            seen += 1
            lit += max(r, g, b) > 150 or max(r, g, b) - min(r, g, b) > 90
    return lit / max(1, seen)


def _near(have: Any, want: tuple[int, int, int], most: int = 40) -> bool:
    return sum(abs(a - b) for a, b in zip(have[:3], want, strict=True)) <= most


@pytest.mark.parametrize("size", SIZES)
def test_the_win_fills_its_lower_third_with_a_podium_under_victorie(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = bank_the_win(app, 5_100)  # 6 100: Jucătorul 1 wins over 5 900 and 5 300
        stage = until_staged(app, "win")
        picture = stage.picture
        assert [c.total for c in picture.podium] == ["6 100", "5 900", "5 300"]
        area = picture.area
        third = pygame.Rect(area.x, area.y + area.h * 2 // 3, area.w, area.h // 3)
        _, first = drawn(app, stage, 0.0)  # the title naming the winner at once (the
        assert "Jucătorul 1 câștigă!" in {t.text for t in first.texts}  # score: the podium's)
        for share in (0.35, 0.6):  # the stage at rest, the podium risen
            frame, said = drawn(app, stage, share)
            assert _lit(frame, third) > 0.06, share  # never bare felt (~0.01 before)
            texts = [t for t in said.texts if t.role.startswith("stage")]
            title = next(t for t in texts if t.text == "Jucătorul 1 câștigă!")
            others = [t for t in texts if t is not title]
            assert {"Jucătorul 1", "6 100", "5 900", "5 300"} <= {t.text for t in others}
            assert all(title.rect.h > t.rect.h for t in others), \
                [(t.text, t.rect.h, title.rect.h) for t in others]  # the largest words
            for k, a in enumerate(texts):  # nothing overlaps
                for b in texts[k + 1:]:
                    assert not a.rect.colliderect(b.rect), (a.text, a.rect, b.text, b.rect)
            laid = stage_win.layout(picture)
            for placed in laid:  # each column in its seat's colour, its token on it, the
                # whole podium inside the felt and under the words
                face = frame.get_at((placed.bar.x + placed.bar.w // 4, placed.bar.top
                                     + theme.px(6, picture.scale)))
                lit = stage_win.block_colours(placed.column.place)[1]  # the results' metals
                assert _near(face, lit), (placed.column, face)  # (C70; the seat's on a stripe)
                assert area.contains(placed.bar) and placed.token.bottom <= placed.bar.top
                assert placed.figure.top >= max(t.rect.bottom for t in texts
                                                if t.role == "stage")
            holes = stage_clear.holes(picture)  # the confetti passes behind its totals
            assert all(any(h.contains(p.figure) for h in holes) for p in laid)
            winners = [p for p in laid if p.column.won]
            assert [p.column.seat for p in winners] == [player_style(table.game.players, 0)]
            assert winners[0].cup is not None and winners[0].bar.h == max(
                p.bar.h for p in laid)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_ties_pills_name_them_in_their_seats_colour_their_score_once_from_the_first_frame(
        tmp_path, size):
    # (round 71, critic D70: the tie said each winner's score twice, on the pill and over
    # the column: said once, over the columns, from the title's first frame, C69)
    app = make_app(tmp_path, size=size)
    try:
        table = bank_the_win(app)  # 5 900 each: a tie
        stage = until_staged(app, "win")
        picture = stage.picture
        assert picture.stamp == "Egalitate: Jucătorul 1 și Jucătorul 2"  # (round 73: the
        assert not picture.line_scores and not picture.line_names  # names in the title, no
        assert not picture.caption  # pills) (its score over the columns, not again under)
        frame, said = drawn(app, stage, 0.0)  # the title's first frame
        words = [t.text for t in said.texts if t.role == "stage"]
        assert words == [picture.stamp], words  # each winner named once, by the title
        frame, risen = drawn(app, stage, 0.5)  # (the podium risen)
        title = next(t for t in risen.texts if t.text == picture.stamp)  # its longer title
        assert all(title.rect.h > t.rect.h for t in risen.texts  # still the largest words
                   if t.role.startswith("stage") and t is not title), title.rect
        for placed in stage_win.layout(picture):  # and on their blocks, whose stripe is
            stripe = frame.get_at((placed.bar.x + placed.bar.w // 4,  # in their seat's
                                   placed.bar.top + theme.px(19, picture.scale)))  # colour
            assert _near(stripe, seat_colour(placed.column.seat), 60), (placed.column, stripe)
        scores = [t for t in said.texts if t.role.startswith("stage")  # (the stage's words)
                  and "5 900" in t.text.replace("\u00a0", " ")]
        assert len(scores) == 2 and {t.role for t in scores} == {"stage_podium"}, scores
        tied = [p for p in stage_win.layout(picture) if p.column.won]
        assert len(tied) == 2 and len({p.bar.h for p in tied}) == 1
        assert tied[0].bar.right < tied[1].bar.left  # side by side in the game's order
        assert {p.column.seat for p in tied} == {player_style(table.game.players, i)
                                                  for i in (0, 1)}
    finally:
        app.close()


def test_the_pills_are_built_once_not_every_frame(tmp_path, monkeypatch):
    # (a line of several names, a pill each: built once, not at each frame; round 73 the
    # tie names them in its title, so a picture with such a line is made here)
    from game.views.stage import StagePicture
    from game.widgets.felt import felt_area

    pygame.init()
    picture = StagePicture("win", "grand", felt_area((1366, 768)), 0.71, "Egalitate!",
                           line="Ana, Ion", line_names=(("Ana", 0), ("Ion", 1)))
    built = []
    making = stage_words._pill
    monkeypatch.setattr(stage_words, "_pill",
                        lambda *a, **k: built.append(a[1]) or making(*a, **k))
    for _ in range(4):
        stage_words.line_layer(picture, picture.line_names, (), picture.line_size())
    assert sorted(built) == ["Ana", "Ion"], built


def test_the_risen_podium_is_built_once_not_every_frame(tmp_path, monkeypatch):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        bank_the_win(app, 5_100)
        stage = until_staged(app, "win")
        blocks = []
        making = stage_win._block
        monkeypatch.setattr(stage_win, "_block",
                            lambda *a, **k: blocks.append(a[2]) or making(*a, **k))
        for share in (0.4, 0.5, 0.6, 0.7):  # risen: the same picture, its words' alpha
            drawn(app, stage, share)
        assert len(blocks) == 3, blocks  # one block a player, drawn once
    finally:
        app.close()


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
        assert len(picture.podium) == 2 and picture.podium[0].won
        assert picture.podium[0].seat == player_style(table.game.players, computer)
        _, said = drawn(app, stage, 0.1)
        assert [t.text for t in said.texts if t.role == "stage"] == [picture.stamp]  # alone
    finally:
        app.close()


def test_the_podium_rises_as_the_stage_opens_and_stands_once_skipped():
    clock = StageClock("win")
    risen = []
    for share in (0.0, PODIUM_RISE[0], (PODIUM_RISE[0] + PODIUM_RISE[1]) / 2,
                  PODIUM_RISE[1], 0.6):
        clock.age = clock.duration * share
        risen.append(podium_risen(clock))
    assert risen[0] == 0.0 and risen[1] == 0.0
    assert 0.0 < risen[2] < 1.0 and risen[3] == 1.0 and risen[4] == 1.0
    clock.age = 0.0
    clock.skip()
    assert podium_risen(clock) == 1.0
