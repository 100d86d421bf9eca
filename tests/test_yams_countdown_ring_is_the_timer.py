"""The Y10 countdown's seconds are said once, in the ring (round 75, critic cA75: "Se înscrie
la Doi în 3 s" over a ~38 px ring saying "3" said them twice, the ring too small for a timer).
The ring is the timer: at least 64 px across at 1920x1080 (the same share of the window's
height under it), its digit large, beside the box it will write, in that player's column; the
prompt says what will happen, "Se înscrie automat la Doi", without the seconds."""

from __future__ import annotations

import pytest

from game.views.yams_prompt import prompt_say
from game.widgets.text import em_px
from tests.uihelpers import make_app, screen_frame
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

LEAST_ACROSS = 64
"""The ring's least diameter at 1920x1080, window px (the same share of the height under)."""
SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _counting(app, names):
    scene = table(app, names, [2, 2, 3, 5, 6] * 3, computer=False)
    for _ in range(3):
        roll(app, scene)
    app.step(0.1)
    assert scene.flow.countdown is not None
    return scene


@pytest.mark.parametrize("size", SIZES)
def test_the_prompt_says_what_happens_and_the_ring_alone_its_seconds(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = _counting(app, ["Ana", "Ion"])
        say = prompt_say(scene)
        assert say is not None
        words = " ".join((say.headline, say.detail))
        assert "Se înscrie automat la Doi" in words, words
        seconds = str(scene.flow.countdown_seconds())
        assert seconds not in words and not words.endswith(" s"), words
        frame = screen_frame(app)
        shown = [t for t in frame.shown_texts()
                 if t.text == seconds or f"{seconds} s" in t.text]  # ("Tura 1 din 13": not)
        assert [t.role for t in shown] == ["countdown"], [(t.text, t.role) for t in shown]
    finally:
        app.close()


@pytest.mark.parametrize("players", [1, 3])
@pytest.mark.parametrize("size", SIZES)
def test_the_ring_is_large_beside_its_box_its_digit_large(tmp_path, size, players):
    app = make_app(tmp_path, size=size)
    try:
        scene = _counting(app, ["Ana", "Ion", "Maria"][:players])
        cell = scene.sheet.cell_rect(scene.game.current, scene.flow.marked_box)
        ring = scene.countdown_ring_rect()
        assert ring is not None
        least = LEAST_ACROSS * size[1] / 1080
        assert ring.w >= least - 1 and ring.h >= least - 1, (size, ring, least)
        # (amended round 78, hY110, ruling S45: the ring off the sheet, in the prompt pill)
        from tests.test_yams_countdown_off_the_sheet import assert_in_its_pill
        assert assert_in_its_pill(scene) == ring and not ring.colliderect(cell)
        digit = [t for t in screen_frame(app).shown_texts() if t.role == "countdown"]
        assert len(digit) == 1 and ring.contains(digit[0].rect)
        assert em_px(digit[0].size) >= ring.h * 0.55, (digit[0].size, ring)  # large in it
    finally:
        app.close()
