"""A Penta's exit in one motion (round 74, critic cR74a #2: after a Joker Penta the table's
message, its dice, a lit "Validează tura" and its Patru box floated over a blank felt before
the rest of the table came, then the whole table stayed dimmed ~0.5 s): the lit pieces come
back with the table, never stronger than it (all of the table or none of it), and once the
table is whole its veil lifts on every frame to the stage's end, no dimmed hold."""

from __future__ import annotations

import pygame
import pytest

from game import theme_stage
from game.views.stage import back_at, handed_back, shown_darkness, shown_stamp_alpha
from tests.test_stage_rows_clear import drawn
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _contrast(surface: pygame.Surface, rect: pygame.Rect) -> float:
    """How much the light varies over ``rect`` of ``surface`` (its standard deviation)."""
    pixels = pygame.surfarray.pixels3d(surface.subsurface(rect)).astype(float)
    return float(pixels.mean(axis=2).std())


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_jokers_lit_pieces_come_back_with_the_table(tmp_path, size):
    from tools.screens_stage import _joker, until_staged

    app = make_app(tmp_path, size=size)
    try:
        _joker(app)
        stage = until_staged(app, "joker_penta")
        picture, clock = stage.picture, stage.clock
        scene = app.manager.stack[-2]
        bare = pygame.Surface(app.screen.get_size())
        scene.draw(bare)
        pieces = [r for r in (picture.action, picture.box) if r is not None]
        assert pieces
        partial = 0
        for k in range(61):
            share = 0.55 + 0.15 * k / 60
            clock.age = clock.duration * share
            seen = handed_back(picture, clock)
            if not 0.05 < seen < 0.9:
                continue
            if shown_stamp_alpha(picture, clock) > 0:  # (its fading letters may still stand
                continue  # over the returning table, under half strength: round 75, S12)
            partial += 1
            frame, _ = drawn(app, stage, share)
            for rect in pieces:  # never stronger than the table coming back under it (the
                # table round the dice' column first, the sheet's once no die is over it:
                # amended round 80, hY119, S77)
                under = back_at(picture, clock, rect, app.screen.get_size())
                shown = _contrast(frame, rect) / max(1e-6, _contrast(bare, rect))
                assert shown <= under + 0.2, (round(share, 3), rect, round(under, 2),
                                              round(shown, 2))
        assert partial >= 2  # (the table's coming back was looked at)
    finally:
        app.close()


@pytest.mark.parametrize("kind", ["joker_penta", "penta"])
def test_once_the_table_is_back_its_veil_lifts_every_frame_to_the_end(tmp_path, kind):
    """Amended round 82 (hY125, ruling S103 2., critic cA81 #3: the table stayed dimmed ~2 s
    after the stage's exit): the veil lifts on every frame of the cross-fade into the table
    (:data:`~game.theme_stage.YAMS_TABLE_BACK`) and is gone once it ends, to the stage's
    end (it was: lifting every frame from the table's return to the stage's last frame)."""
    from tools.screens_stage import _joker, _penta, until_staged

    app = make_app(tmp_path, size=(1366, 768))
    try:
        (_joker if kind == "joker_penta" else _penta)(app)
        stage = until_staged(app, kind)
        picture, clock = stage.picture, stage.clock
        frame = 1 / 60
        clock.age = clock.duration * theme_stage.YAMS_TABLE_BACK[0] + frame
        darkness = []
        while clock.progress < theme_stage.YAMS_TABLE_BACK[1]:
            darkness.append(shown_darkness(picture, clock))
            clock.age += frame
        held = [k for k, (a, b) in enumerate(zip(darkness, darkness[1:], strict=False))
                if b >= a - 1e-4]
        assert not held, (held, [round(d, 3) for d in darkness])  # no dimmed hold
        while clock.age < clock.duration - frame:  # lit, to the stage's end
            assert shown_darkness(picture, clock) == 0, round(clock.progress, 3)
            clock.age += frame
    finally:
        app.close()
