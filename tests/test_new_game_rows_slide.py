"""A seat card changing rows slides there, whole, over the others (critic S29: the computer's
card faded out and in again when removing a player changed the rows): in no frame is it
unseen or half seen, and it never jumps."""

from __future__ import annotations

import pytest

from game.scenes import new_game
from game.scenes.new_game import COMPUTER_SEAT
from tests.uihelpers import make_app
from tools.render_screens import open_new_game
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize(("size", "start", "end"), [
    ((1920, 1080), 3, 2), ((1920, 1080), 2, 3), ((1024, 600), 3, 2), ((1366, 768), 2, 3)])
def test_the_computers_card_slides_whole_to_its_new_row(tmp_path, size, start, end):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "yams", start)
        with unseen_frames(app):
            for _ in range(40):
                app.step(1 / 60)
        was = scene.placed[COMPUTER_SEAT]
        scene.humans.set_value(end)
        goes = scene.placed[COMPUTER_SEAT]
        assert was.y != goes.y  # (the case: it changes rows)
        step_most = max(abs(goes.x - was.x), abs(goes.y - was.y)) * 0.25 + 2
        last = was
        while scene.motion.moving:
            app.manager.update(1 / 60)
            assert scene.motion.alpha(COMPUTER_SEAT) == 255
            order = scene.turn_order_indices()
            keys = [scene.seat_key(i) for i in order]
            now = scene.shown_card_rects()[keys.index(COMPUTER_SEAT)]
            assert abs(now.x - last.x) <= step_most and abs(now.y - last.y) <= step_most
            last = now
        assert last == goes
    finally:
        app.close()


@pytest.mark.parametrize(("size", "start", "end"), [((1920, 1080), 4, 3), ((1024, 600), 2, 3)])
def test_the_panel_glides_with_the_block_never_over_the_cards(tmp_path, size, start, end):
    """The rows change: the panel stays put (hS40; it glided with a centred block before),
    its foot always above the first row (it once jumped over the cards still at their
    places)."""
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "farkle", start)  # (round 74: Yams has no panel)
        with unseen_frames(app):
            for _ in range(40):
                app.step(1 / 60)
        was = scene.panel.y
        scene.humans.set_value(end)
        tops = []
        while scene.motion.moving:
            app.manager.update(1 / 60)
            keys = [scene.seat_key(i) for i in scene.turn_order_indices()]
            first = min(rect.y for key, rect in zip(keys, scene.shown_card_rects(), strict=True)
                        if scene.motion.alpha(key) > 0)  # (one coming in waits unseen)
            assert scene.panel.bottom < first, (scene.panel, first)
            row_top = scene.shown_card_rects()[0].y  # "Ordinea de joc" rides on the first card
            assert scene._caption_y() == row_top - scene.px(new_game.CAPTION_GAP)
            assert scene.target.rect.colliderect(scene.panel)  # its target goes with it
            tops.append(scene.panel.y)
        # critic A51 (reversing hS40's form standing still while cards filled the room):
        # one card at every count, the block centred again, so the panel glides with it,
        # from where it was to its new place, never back
        assert tops[-1] == scene.panel_home
        assert tops == sorted(tops, reverse=scene.panel_home < was), tops
    finally:
        app.close()
