"""The lead change in the banner family, said once (round 82, hF112, critic cB81 #9, ruling
S109 1.): "Ion trece în frunte!" is the 10 000's own banner, a gold plate in the moments'
typeface with a crown each side, that pops in and shrinks away whole: opaque at every frame
(never cross-fading over the cup, its words ghosted on it); and while it says the lead the
last round's band does not say "În frunte" too. Played through a real table (the end
frames' "person" case: Ion banks past Ana in the last round)."""

from __future__ import annotations

import pygame
import pytest

from game.views import farkle_views as views
from tests.uihelpers import make_app
from tools.end_frames import FRAME, play_last_move

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

GROUND = (255, 0, 255)


def _overtake_frames(tmp_path, size=(1920, 1080)):
    """Step Ion's winning bank; for each frame the overtake is said, draw its banner alone
    on a magenta ground: yield (the table, the message, the ground, the rect drawn)."""
    app = make_app(tmp_path, size=size)
    try:
        table = play_last_move(app, "person")
        seen = False
        for _ in range(900):
            app.step(FRAME)
            if app.manager.top is not table:
                break
            said = table.flow.big_announcement()
            if said is None or said.key != "farkle.overtake":
                if seen:
                    break
                continue
            seen = True
            ground = pygame.Surface(size)
            ground.fill(GROUND)
            rect = views.draw_announcement(ground, table, table.flow,
                                           table.roll_button.rect.top, [], table.die_side)
            yield table, said, ground, rect
        assert seen, "the overtake was never said"
    finally:
        app.close()


def _see_through(ground: pygame.Surface, rect: pygame.Rect) -> bool:
    """True when the ground's magenta shows blended into the banner's middle."""
    inner = rect.inflate(-rect.w // 3, -rect.h // 3)
    for x in range(inner.left, inner.right, max(1, inner.w // 24)):
        for y in range(inner.top, inner.bottom, max(1, inner.h // 8)):
            r, g, b, _ = ground.get_at((x, y))
            if r > 150 and b > 150 and g < 110:
                return True
    return False


def test_the_overtake_is_opaque_at_every_frame_and_leaves_by_shrinking(tmp_path):
    sizes = []
    for _, _, ground, rect in _overtake_frames(tmp_path):
        if rect is None or rect.w <= 0:
            continue
        assert not _see_through(ground, rect), "the banner fades: its words ghost on the cup"
        sizes.append(rect.w)
    assert sizes, "the overtake's banner was never drawn"
    rest = max(sizes)
    assert sizes[0] < rest, "it pops in from smaller (its entrance)"
    assert sizes[-1] < rest * 0.7, "it shrinks away whole (its exit), not a fade"


def test_the_overtake_is_a_gold_plate_in_the_moments_typeface(tmp_path):
    for _, said, ground, rect in _overtake_frames(tmp_path):
        if said.age < 0.5 or rect is None:
            continue
        rim = max(6, rect.h // 10)
        r, g, b, _ = ground.get_at((rect.left + rim * 2, rect.centery))
        assert r > 180 and g > 120 and b < 110, ("a gold plate, not a dark panel", (r, g, b))
        return
    raise AssertionError("the overtake's banner never stood")


def test_the_band_does_not_say_the_lead_while_the_overtake_does(tmp_path):
    leads = None
    for table, _, _, _ in _overtake_frames(tmp_path):
        leads = leads or table.flow.tr("farkle.band.leads")
        strip = table.flow.last_round_strip()
        assert strip is None or strip.beat_label != leads, "said twice at once"
    assert leads is not None
