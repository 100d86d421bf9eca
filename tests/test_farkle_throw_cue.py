"""The 10 000 table's throw cue (round 69, critic row "10 000 table": the tray stood empty
before the first throw, a dead region): before every turn's first throw, a person's and the
computer's, the dice cup stands at one rectangle on the dice row's middle, where the dice will
land (never over the "La rând" pill above the row, the "Selecție" line or the mat under it);
no word under it (critic B69: "Aruncă · Spațiu" under the cup said the throw a third time at
once, beside the prompt, the red button and the key line: the cup is the cue, the button and
the key line say the throw, the prompt the turn's start without the verb, hF73); the turn's
first throw tumbles out of the cup's mouth, and from that throw to the turn's end the cup is
gone (it fades as the first throw's dice leave it; the dice rest in the row's fixed
places)."""

from __future__ import annotations

import pygame
import pytest

import game.views.farkle_cup as farkle_cup
from game import theme
from game.views import farkle_turn_band as turn_band
from game.widgets import dice_cup
from game.widgets.dice import DiceTray
from game.widgets.keycaps import key_plain
from tests.farkle_bank import bank_a_one
from tests.uihelpers import FRAME, click_at, drawing_one_frame_in, make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _cups(monkeypatch) -> list[pygame.Rect]:
    """Record every cup the throw cue draws."""
    drawn: list[pygame.Rect] = []
    real = dice_cup.draw_cup

    def record(surface, rect, side, alpha=255, filled=False):
        drawn.append(pygame.Rect(rect))
        real(surface, rect, side, alpha, filled)

    monkeypatch.setattr(farkle_cup.dice_cup, "draw_cup", record)
    return drawn


def _drawn(table, size, drawn) -> tuple[list[pygame.Rect], object]:
    """One whole frame of ``table`` drawn: the cups drawn in it and the frame's record."""
    drawn.clear()
    table._still_layer = None
    frame = recorded_frame(table, size)
    return list(drawn), frame


def test_the_cup_stands_in_one_place_before_every_first_throw_of_both_turns(tmp_path,
                                                                           monkeypatch):
    # Ana throws 1 5 2 3 4 4, keeps the 1 and banks it; the computer plays its turn (2 3 4
    # 6 6 2: a bust); the turn comes back to Ana. Every fourth frame is drawn whole.
    size = (1024, 600)
    drawn = _cups(monkeypatch)
    app = make_app(tmp_path, size=size)
    try:
        from game.engine.farkle import FarkleGame
        from game.engine.players import Player
        from game.scenes.farkle_table import FarkleTableScene
        from tools.scripted_dice import ScriptedDice

        app.rng = ScriptedDice((1, 5, 2, 3, 4, 4), seed=5)
        table = FarkleTableScene(app, FarkleGame.new([Player("Ana"), Player("Ion")]))
        app.manager.push(table)
        cups, frame = _drawn(table, size, drawn)
        assert len(cups) == 1, cups  # before Ana's first throw: the cup, once
        place = cups[0]
        row = table._row_positions(6)
        assert place.centerx == round((row[0][0] + row[-1][0]) / 2)  # the row's middle
        # (S64 1., round 79: no tray under it, the cup stands in the felt's middle, never
        # over the row's top; it stood with its rim on the row's top until then)
        assert place.top >= round(table.row_y - table.die_side / 2)
        assert table.mat_share() == 0.0
        floor = table.roll_button.rect.top
        under = pygame.Rect(table.center.x, place.bottom, table.center.w, floor - place.bottom)
        assert [t.text for t in frame.texts if t.rect.colliderect(under)] \
            == []  # no word under it (S95 1.; S107 2., amended round 82: nor the tray's name,
        # said only once the person may set a die aside)
        roll = table.tr("farkle.roll")  # "Aruncă": the red button and the key line only
        said = [t.text for t in frame.texts if roll.lower() in t.text.lower()
                and not table.roll_button.rect.colliderect(t.rect)]
        keys = key_plain(table.tr("farkle.keys_hint"))  # (as drawn, its keycaps: hK78)
        assert said == [keys], said  # (hF73, critic B69: the prompt
        # said it a third time at once, "Aruncă cele 6 zaruri…": it says the turn's start)
        assert [t for t in frame.texts if t.text == table.tr("farkle.hint.start")]
        for rect in (table.roll_button.rect, table.bank_button.rect):
            assert not place.colliderect(rect)
    finally:
        app.close()


def test_the_cup_comes_back_at_its_place_for_the_next_turn_and_is_gone_while_dice_play(
        tmp_path, monkeypatch):
    size = (1366, 768)
    drawn = _cups(monkeypatch)
    app = make_app(tmp_path, size=size)
    try:
        with drawing_one_frame_in(app, 0):
            table = bank_a_one(app, (1, 5, 2, 3, 4, 4, 2, 3, 4, 6, 6, 2), computer=True)
        place = farkle_cup.cup_place(table)
        pill_bottom = turn_band.turn_banner_centre(table)[1]
        seen = {"dice": 0, "computer_cup": 0, "back": 0, "leaving": 0}
        busted = False
        for step in range(1500):
            with drawing_one_frame_in(app, 0):
                app.step(FRAME)
            flow = table.flow
            busted = busted or flow.bust_shown
            if step % 4:
                continue
            cups, frame = _drawn(table, size, drawn)
            words = [t for t in frame.texts if t.role == "throw_cue"]
            dice_out = (table.game.roll_dice is not None or table.tray.is_animating
                        or flow.frozen is not None)
            if dice_out:  # a throw flies, its dice lie, a bank or a bust shows: no cup,
                # but as a turn's first throw leaves it, going at the Yams cup's pace
                leaving = (flow.throw_is_first and table.tray.is_animating
                           and table.tray.roll_elapsed < theme.YAMS_CUP_FADE)
                # (S64 3., round 79: a bank shown, the cup back as its dice go)
                banked = flow.frozen is not None and flow.frozen is flow.banked_view
                assert not words and cups in ([], [place]) and (leaving or banked
                                                                or not cups), (step, cups)
                seen["dice"] += 1
                seen["leaving"] += bool(cups)
                continue
            if not cups:
                assert flow.handoff.active, step  # only as the band's settle begins
                continue
            assert cups == [place], (step, cups, place)  # one rectangle, every turn
            said = table.tr("table.turn_banner", name="")  # "La rând: …" over the cup
            pills = [t.rect for t in frame.texts if t.text.startswith(said)]
            assert all(p.bottom < place.top for p in pills), (pills, place)
            assert place.top > pill_bottom
            assert not words, step  # the cup alone, on every turn (critic B69)
            if table.computer_turn:
                seen["computer_cup"] += 1
            elif busted:  # Ana's turn again: the cup at its place
                seen["back"] += 1
                break
        assert seen["dice"] and seen["computer_cup"] and seen["back"] and seen["leaving"], seen
    finally:
        app.close()


def test_a_turns_first_throw_leaves_the_cups_mouth_and_the_next_does_not(tmp_path,
                                                                         monkeypatch):
    origins: list[object] = []
    real = DiceTray.roll

    def roll(self, indices, final_faces, rng, duration=None, *, speed=1.0, origin=None):
        origins.append(origin)
        if duration is None:
            return real(self, indices, final_faces, rng, speed=speed, origin=origin)
        return real(self, indices, final_faces, rng, duration, speed=speed, origin=origin)

    monkeypatch.setattr(DiceTray, "roll", roll)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        from game.engine.farkle import FarkleGame
        from game.engine.players import Player
        from game.scenes.farkle_table import FarkleTableScene
        from tools.scripted_dice import ScriptedDice

        app.rng = ScriptedDice((1, 5, 2, 3, 4, 4, 1, 2, 3, 4, 6), seed=5)
        table = FarkleTableScene(app, FarkleGame.new([Player("Ana"), Player("Ion")]))
        app.manager.push(table)
        mouth = dice_cup.mouth(farkle_cup.cup_place(table))
        with drawing_one_frame_in(app, 0):
            click_at(app, table.roll_button.rect.center)
            assert origins == [mouth]  # out of the cup
            for _ in range(300):
                if table.outcome_visible() and not table.tray.is_moving:
                    break
                app.step(FRAME)
            assert not farkle_cup.cue_shown(table)
            click_at(app, table.die_centre(0))
            for _ in range(40):
                app.step(FRAME)
            click_at(app, table.roll_button.rect.center)
        assert origins == [mouth, None], origins  # the second throw: the hand's, not the cup
    finally:
        app.close()
