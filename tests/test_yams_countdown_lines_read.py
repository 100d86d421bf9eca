"""The Y10 countdown's words read at 1024×600 (critic C61: its second line was ~12 px):
every line said in the message lane while it runs, alone (its reason over its count) or
under a sacrifice's headline, is at least 15 px of em, the second line at the body's size
(round 62's ruling: one style, the headline's colour, the second line the body's colour at
body size)."""

from __future__ import annotations

import pytest

from game import theme
from game.widgets import layout_record
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("state", ["countdown", "sacrifice_last_roll"])
def test_the_countdowns_lines_are_15px_at_1024(tmp_path, state):
    from tools import screens_yams

    size = (1024, 600)
    app = make_app(tmp_path, size=size)
    try:
        if state == "countdown":
            screens_yams._countdown_for(app, 0.8)
        else:
            screens_yams._sacrifice_last_roll(app)
        scene = app.manager.top
        assert scene.flow.countdown is not None
        layout_record.start(size)
        try:
            layout_record.begin(size)
            app.step(1 / 60)
            frame = layout_record.frame()
        finally:
            layout_record.stop()
        lane = scene.message_lane()
        said = [t for t in frame.texts if t.rect.colliderect(lane) and t.text.strip()
                and t.role != "countdown"]  # (the ring's digit in the pill since S45)
        assert len(said) == 2, [t.text for t in said]
        body = scene.font_px(theme.FONT_BODY)  # the ruling: the second line at body size
        for text in said:
            assert text.size * theme.FONT_EM >= 15, (text.text, text.size)
            assert text.size >= body, (text.text, text.size, body)
    finally:
        app.close()
