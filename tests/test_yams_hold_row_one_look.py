"""The kept row's empty sockets have one look (docs/SCREEN_RULINGS.md S1; critic C67, Yams
table defects 3 and 4): an empty socket is drawn the same way in every beat of both turns
(one quiet outlined recess: before the throw, rolling, landed, holding, the computer's turn,
the turn passing), never outlined light in one beat and filled dark in the next; and the
invitation "Zarurile păstrate urcă aici" lies in the felt beside the row, never over a
socket."""

from __future__ import annotations

import pygame
import pytest

from tests.test_yams_hold_row_fixed import walk_both_turns
from tests.uihelpers import make_app, recorded_frame
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 20


def _socket_pixels(app, scene) -> tuple[tuple[int, ...], ...]:
    """The last socket's (never kept here) pixels: its edge's middle, its inner rim, its
    centre."""
    x, y = scene._slot_x[-1], scene._held_y
    half = scene.tray.die_size / 2
    at = [(round(x - half + 1), round(y)), (round(x - half + 3), round(y)),
          (round(x), round(y - half + 2)), (round(x), round(y))]
    return tuple(tuple(app.screen.get_at(p))[:3] for p in at)


def test_an_empty_socket_looks_the_same_in_every_beat_of_both_turns(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 1] * 12, computer=True)
        for _ in range(20):  # (the table's fade-in from the menu over)
            app.step(FRAME)
        looks: dict[tuple[tuple[int, ...], ...], str] = {}

        def look(beat: str) -> None:
            x, y = float(scene._slot_x[-1]), float(scene._held_y)
            side = scene.tray.die_size
            socket = pygame.Rect(round(x - side / 2), round(y - side / 2), side, side)
            empty = ((x, y) in scene.kept_row_slots() and scene.on_stage is None
                     and not any(r.colliderect(socket) for r in scene.tray.drawn_rects()))
            if empty:  # (a die kept or passing over it, or a stage: not the socket's look)
                looks.setdefault(_socket_pixels(app, scene), beat)

        walk_both_turns(app, scene, look, holds=(1,), hold_frames=10)
        assert len(looks) == 1, looks
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_invitation_covers_no_socket(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 6] * 6, computer=True)
        roll(app, scene)
        app.step(0.5)
        texts = recorded_frame(scene, app.screen.get_size()).texts
        invite = [t for t in texts if t.role == "hold_invite"]
        assert [t.text for t in invite] == ["Zarurile păstrate urcă aici"]
        side = scene.tray.die_size
        sockets = [pygame.Rect(round(x - side / 2), round(scene._held_y - side / 2), side, side)
                   for x in scene._slot_x]
        met = [s for s in sockets if s.colliderect(invite[0].rect)]
        assert met == [], (invite[0].rect, met)
    finally:
        app.close()
