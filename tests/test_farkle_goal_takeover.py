"""The goal reached takes the stage (critic B62, B64: "the goal's headline smaller than the
name", "small gold type on a dark plate"): its crest is a takeover between the Chintă and six
alike in size; "Obiectiv atins!" is its headline, the largest type on the plate; the reacher's
name stands under it in their seat colour; their total counts up to the new figure (from the
goal: hB31's "9 600" under "Obiectiv atins!" read as a contradiction)."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import layout_record
from game.widgets.seats import seat_colour
from tests.uihelpers import make_app
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _frame(app, size, share):
    stage = app.manager.top
    stage.clock.age = stage.clock.duration * share
    surface = pygame.Surface(size)
    layout_record.start(size)
    try:
        layout_record.begin(size)
        app.manager.draw(surface)
        return surface, layout_record.frame().texts
    finally:
        layout_record.stop()


def _near(surface, rect, colour, within=40):
    """How many pixels in ``rect`` of ``surface`` are near ``colour``."""
    near = 0
    for x in range(rect.left, rect.right, 2):
        for y in range(rect.top, rect.bottom, 2):
            c = surface.get_at((x, y))
            near += sum(abs(a - b) for a, b in zip(c[:3], colour, strict=True)) < within
    return near


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_goal_headline_is_the_largest_type_the_name_in_its_seat_colour(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._goal_banner(app)
        assert screens_farkle.goal_up(app)
        felt = app.manager.top.picture.felt
        surface, texts = _frame(app, size, 0.34)  # the crest at rest, counted
        said = {t.text: t for t in texts}
        head, name, total = (said["Obiectiv atins!"], said["Jucătorul 1"], said["10 450"])
        assert head.rect.h > name.rect.h and head.rect.h > total.rect.h, (head, name, total)
        assert head.rect.top < name.rect.top < total.rect.top  # headline, name, total
        # a takeover's size class (round 66, critic B65: lettered in the display face now,
        # recorded as its letters' ink, not Lato's taller line box: at 1024x600 its ink is
        # 51 px, Lato Bold's line box was 52 px round 38 px letters)
        assert head.rect.h >= 0.085 * felt.h, (head.rect, felt)
        assert _near(surface, name.rect, seat_colour(0)) > 30  # in the reacher's colour
        _, early = _frame(app, size, 0.24)  # landed, counting (round 72: it bursts in
        # once the table's veil is whole, landed a little later)
        figures = [int("".join(c for c in t.text if c.isdigit())) for t in early
                   if t.text and all(c.isdigit() or c.isspace() for c in t.text)]
        # counting up to it, from the goal (never under it beneath "Obiectiv atins!")
        assert any(10_000 <= f < 10_450 for f in figures), figures
    finally:
        app.close()
