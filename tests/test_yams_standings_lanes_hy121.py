"""The Clasament's rows swap lanes cleanly (ruling S91 2., round 81, hY121; critic cA80 #1
and change 1: as the order changed a passed row showed half-hidden under the climbing row,
its letters sliced, "clipped at the panel's bottom"): the climbing row glides up on its card;
the row it passes fades out in its lane before the card reaches its words and fades in in
its new lane once the card has left them, drawn whole every time it is drawn (never sliced,
never text on text). Stepped at 1/60 s through a real re-sort (the computer's Suită mică
taking it from third to first past two rows)."""

from __future__ import annotations

import pygame
import pytest

from game.rules.yams import Box
from game.views import yams_standings
from tests.uihelpers import make_app, recorded_frame
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

GONE = 0.25
"""The most of a passed row's height the climbing card may cover while that row is drawn."""


def _ink(surface, rect) -> int:
    """The brightest pixel (its channels' mean) of ``rect`` on ``surface``, every 2 px."""
    box = rect.clip(surface.get_rect())
    return max((sum(surface.get_at((x, y))[:3]) // 3 for x in range(box.left, box.right, 2)
                for y in range(box.top, box.bottom, 2)), default=0)


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_a_passed_row_is_whole_or_gone_never_sliced_under_the_climber(tmp_path, size,
                                                                      monkeypatch):
    drawn: list[tuple] = []
    inks: list[int] = []
    real = yams_standings.draw_swapping

    def recording(surface, rows, lift, draw_row):
        calls = []

        def row(target, seat, cell):
            calls.append((seat, cell, target.get_clip()))
            draw_row(target, seat, cell)

        over = real(surface, rows, lift, row)
        for seat, cell, clip in calls:
            if over is not None and seat != lift.seat and lift.lift > 0:
                drawn.append((seat, cell, clip, over))
                covered = cell.clip(over).h / max(1, cell.h)
                if 0 < covered <= 0.5 * GONE:  # the card's edge on its air: it still shows
                    free = (pygame.Rect(cell.x, cell.y, cell.w, over.top - cell.y)
                            if over.centery > cell.centery else
                            pygame.Rect(cell.x, over.bottom, cell.w, cell.bottom - over.bottom))
                    inks.append(_ink(surface, free))
        return over

    monkeypatch.setattr(yams_standings, "draw_swapping", recording)
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana", "Constantinos"], [1, 2, 3, 4, 6] * 20, computer=True)
        for _ in range(2):  # two Șansă 16: the computer's Suită mică 30 climbs past both
            roll(app, scene)
            pick(app, scene, Box.CHANCE)
            validate(app, scene)
            for _ in range(600):
                app.step(1 / 60)
                if scene.game.current != 0 and not scene.flow.handoff.holds:
                    break
        moved = 0
        for _ in range(3000):
            app.step(1 / 60)
            moved += scene.standings.slide.moving
            if moved and not scene.standings.slide.moving:
                break
        assert moved > 10, "no re-sort seen"
        assert drawn, "no passed row drawn while the climber was raised"
        assert inks and min(inks) >= 80, inks  # its words shine as the card comes
        for seat, cell, clip, over in drawn:
            covered = cell.clip(over).h / max(1, cell.h)
            assert covered <= GONE, (seat, cell, over, covered)  # gone before the card's on it
            assert clip.top <= cell.top and clip.bottom >= cell.bottom, (seat, cell, clip)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_leaving_dice_never_sink_over_the_clasaments_title(tmp_path, size):
    """The scored dice fade and sink a little as they leave: never over the Clasament's
    title line, which keeps its look in every frame (critic cA80: the computer's fading dice
    lay over it as the rows re-sorted)."""
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana"], [1, 2, 3, 4, 6] * 20, computer=True)
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        surface = pygame.Surface(size)
        shots, title = [], None
        for _ in range(300):
            app.step(1 / 60)
            if not scene.flow.leaving.active:
                if shots:
                    break
                continue
            frame = recorded_frame(scene, size, surface)
            title = title or next(t.rect for t in frame.texts if t.text == "Clasament")
            top = title.y + title.h // 3  # (its words: the panel's rim above them may take
            # the leaving dice's soft shadow)
            line = pygame.Rect(scene.standings.area.x, top, scene.standings.area.w,
                               title.bottom - top)
            shots.append(pygame.image.tobytes(surface.subsurface(line), "RGB"))
        assert len(shots) > 5, len(shots)
        assert all(shot == shots[0] for shot in shots), "something crossed the title line"
    finally:
        app.close()
