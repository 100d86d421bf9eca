"""The Yams table at rest is inviting, never "a cup and bare felt" nor "five empty slots at a
turn's start" (round 76, hI76, critics cZ75, cF75a; docs/SCREEN_RULINGS.md S1, amended):

* the kept row is one designed rack, a wooden rail with five felt-lined places pressed into it,
  the same object in every beat of both turns (S1's one rectangle): the wood runs between and
  round its places, so the row reads as a piece of the table, not five outlined boxes on the
  felt;
* before a turn's first throw the cup shows its five dice lying in its mouth, tipped over (no
  face to read: nothing of a roll shows before it), and the cup fading under the first throw is
  empty (its dice are the ones in the air);
* the prompt says what to do ("Dă cu toate cele 5 zaruri"), not the button's word (hF73)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.widgets import dice_cup
from tests.test_farkle_cup_holds_dice import _ivory_share
from tests.test_yams_hold_row_fixed import walk_both_turns
from tests.uihelpers import make_app, recorded_frame
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 20


def _distance(a: tuple[int, ...], b: tuple[int, ...]) -> int:
    return sum(abs(x - y) for x, y in zip(a[:3], b[:3], strict=True))


def _between_places(app, scene) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The row's colour between its third and fourth places (on the row's middle line), and
    the felt's between the rows (in the invitation's lane, left of the cup)."""
    x = round((scene._slot_x[2] + scene._slot_x[3]) / 2)
    felt = (round((scene._slot_x[0] + scene._slot_x[1]) / 2), scene.hold_invite_lane().centery)
    return (tuple(app.screen.get_at((x, round(scene._held_y))))[:3],
            tuple(app.screen.get_at(felt))[:3])


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_kept_row_is_one_rack_before_the_first_throw(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 1] * 6, computer=True)
        for _ in range(20):
            app.step(FRAME)
        assert scene.game.dice is None
        rack, felt = _between_places(app, scene)
        assert _distance(rack, felt) >= 60, (rack, felt)  # the rail, not the felt, between
        r, g, b = rack
        assert r > g and r > b, rack  # wood, not a darker felt
    finally:
        app.close()


def test_the_rack_is_the_same_in_every_beat_of_both_turns(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 1] * 12, computer=True)
        for _ in range(20):
            app.step(FRAME)
        looks: dict[tuple[int, ...], str] = {}

        def look(beat: str) -> None:
            x = round((scene._slot_x[2] + scene._slot_x[3]) / 2)
            spot = pygame.Rect(x - 2, round(scene._held_y) - 2, 4, 4)
            if (scene.on_stage is not None or scene.flow.handoff.active
                    or any(r.inflate(r.w, r.h).colliderect(spot)  # (a die or its shadow)
                           for r in scene.tray.drawn_rects())
                    or any(r.colliderect(spot) for r in scene.message_rects())):
                return  # (a band, a stage, a message or a die passing over it)
            looks.setdefault(_between_places(app, scene)[0], beat)

        walk_both_turns(app, scene, look, holds=(1,), hold_frames=10)
        assert len(looks) == 1, looks
        (colour,) = looks
        assert colour[0] > colour[1], colour  # the rail's wood in every beat
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_before_the_first_throw_the_cup_shows_its_five_dice(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 1] * 6, computer=True)
        for _ in range(20):
            app.step(FRAME)
        assert scene.game.dice is None
        surface = pygame.Surface(size)
        recorded_frame(scene, size, surface)
        place = scene.cup_place()
        assert _ivory_share(surface, place) >= 0.3  # its dice fill its mouth
        said = scene.flow.prompt()
        assert said is not None and said.text == "Dă cu toate cele 5 zaruri"
    finally:
        app.close()


def test_the_cup_fading_under_the_first_throw_is_empty(tmp_path, monkeypatch):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 1] * 6, computer=True)
        drawn: list[bool] = []
        real = dice_cup.draw_cup

        def record(surface, rect, side, alpha=255, filled=False, dice=6):
            drawn.append(filled)
            real(surface, rect, side, alpha, filled, dice)

        monkeypatch.setattr(dice_cup, "draw_cup", record)
        for _ in range(20):
            app.step(FRAME)
        assert drawn and drawn[-1], "the waiting cup holds its dice"
        roll(app, scene, land=False)
        drawn.clear()
        for _ in range(6):
            app.step(1 / 60)
        assert drawn and not any(drawn), "the leaving dice are the cup's: it is empty"
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_invitation_lies_on_the_felt_under_the_rack(tmp_path, size):
    """"Zarurile păstrate urcă aici" is said on the felt between the rack and the rolled
    dice, never on the rail, at a readable size."""
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 6] * 6, computer=True)
        roll(app, scene)
        app.step(0.5)
        texts = recorded_frame(scene, app.screen.get_size()).texts
        (invite,) = [t for t in texts if t.role == "hold_invite"]
        rack = scene.rack_place()
        assert invite.rect.top >= rack.bottom, (invite.rect, rack)
        side = scene.tray.die_size
        dice_top = min(r.top for r in scene.tray.drawn_rects())
        assert invite.rect.bottom <= dice_top, (invite.rect, dice_top, side)
        assert invite.size >= theme.TABLE_TYPE_LEAST
    finally:
        app.close()
