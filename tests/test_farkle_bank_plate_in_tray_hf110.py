"""The banner bank's plate (1 000–1 999) enters inside the tray (round 82, hF110, ruling
S107 1.; critic cB81 defect 2, change 4): it dropped in at 1.3 times its size hung from its
top, so for its first ~6 frames it lay over "Aruncă" / "Încasează" / "Sugestie" and sliced
their labels; the die the bank left in the row and the kept dice on the tray still showed
beside it as it landed. Now, stepped at 1/60 s at every size, the plate is drawn inside the
tray's room (:func:`game.views.stage_rooms.tray_room`) on every frame, never over a button,
and every die of the table has left the felt before it lands (gone by the time it is
60 % in: nothing peeks round it)."""

from __future__ import annotations

import pytest

from game.scenes.stage import StageOverlay
from game.views.stage_banner import drawn_plaque
from game.views.stage_crest import entrance_done
from game.views.stage_rooms import tray_room
from tests.uihelpers import FRAME, make_app
from tools.screens_farkle import play, table_with
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

LANDING = 0.6
"""How far in its entrance the plate may come while a die still shows around it: none
from then on (they leave first, the plate lands on a bare tray)."""

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _banked_1100(app):
    """Three 1s and two 5s set aside (1 100), a 2 left in the row, "Încasează" pressed."""
    table = table_with(app, 2, *((1, 1, 1, 5, 5, 2) * 10))
    table.press_roll()
    play(app)
    for i in range(5):
        table.press_die(i)
    play(app, 5)
    table.press_bank()
    return table


def _plate_frames(app, table, seconds: float = 1.5):
    """Each 1/60 s frame of the bank's stage: (the stage overlay, the plate's drawn rect)."""
    frames = []
    with unseen_frames(app):
        for _ in range(round(seconds / FRAME)):
            app.step(FRAME)
            top = app.manager.top
            if isinstance(top, StageOverlay) and top.clock.kind == "bank_banner" \
                    and top.picture is not None:
                frames.append((top, drawn_plaque(top.picture, top.clock)))
    return frames


@pytest.mark.parametrize("size", SIZES)
def test_the_banner_banks_plate_enters_inside_the_tray_never_over_a_button(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = _banked_1100(app)
        room = tray_room(table)
        buttons = [table.roll_button.rect, table.bank_button.rect, table.hint_button.rect]
        frames = _plate_frames(app, table)
        assert len(frames) >= 30, "the banner bank's stage never played"
        for k, (_, rect) in enumerate(frames):
            if rect.w <= 2:
                continue
            assert room.contains(rect), (size, k, rect, room)
            assert not any(rect.colliderect(b) for b in buttons), (size, k, rect, buttons)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_every_die_has_left_the_felt_before_the_plate_lands(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = _banked_1100(app)
        flow = table.flow
        seen = []  # (how far the plate has come in, the left die shown, the kept dice shown)
        with unseen_frames(app):
            for _ in range(90):
                app.step(FRAME)
                top = app.manager.top
                if isinstance(top, StageOverlay) and top.clock.kind == "bank_banner":
                    seen.append((entrance_done(top.clock), flow.left_dice_shown(),
                                 flow.kept_dice_shown()))
                    if seen[-1][0] >= 1.0:
                        break
        assert seen and seen[-1][0] >= 1.0, "the plate never landed"
        assert seen[0][1] > 0 or seen[0][2] > 0, seen[0]  # (seen going, not gone at once)
        late = [s for s in seen if s[0] >= LANDING]
        assert late and all(left == kept == 0.0 for _, left, kept in late), (size, seen)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_a_short_coin_burst_runs_into_the_bankers_row_as_it_counts(tmp_path, size):
    """S107 2. (critic cB81 change 4; S87 1.'s plaque alone amended): under the plate, gold
    coins fly for several frames, the last of them landed inside the players panel by the
    time the row reads its new total (40 % of the stage): a burst, not a trail."""
    from tests.uihelpers import recorded_step

    app = make_app(tmp_path, size=size)
    try:
        table = _banked_1100(app)
        coins = []  # (stage progress, chip rects) of the frames a coin flies in
        for _ in range(round(1.5 / FRAME)):
            frame = recorded_step(app, FRAME)
            top = app.manager.top
            if not (isinstance(top, StageOverlay) and top.clock.kind == "bank_banner"):
                continue
            chips = [p.rect for p in frame.panels if p.role == "bank_chip"]
            if chips:
                coins.append((top.clock.progress, chips))
        assert len(coins) >= 6, f"only {len(coins)} frames of coins"  # seen flying
        assert all(progress < 0.4 for progress, _ in coins), [p for p, _ in coins]
        last = coins[-1][1]  # the burst's end: into the players panel, the banker's row
        assert any(table.players_rect.colliderect(chip) for chip in last), last
    finally:
        app.close()
