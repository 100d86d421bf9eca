"""The Yams "?" card 7 says its seconds in both languages at every size (round 74, critic
cQ74: English at 1024x600 dropped "in 3 s", its headline three lines long; its fallback
names the box and its seconds, as the Romanian "… la Full în 3 s")."""

from __future__ import annotations

import pytest

from game.scenes.yams_help import STEPS, TIMER_SECONDS
from tests.test_yams_help_pictures import help_over_a_table
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("language", ["en", "ro"])
@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_timer_card_says_its_seconds(tmp_path, size, language):
    app = make_app(tmp_path, size=size)
    try:
        app.apply_settings(app.settings.with_changes(language=language))
        shown, texts = help_over_a_table(app)
        timer = next(k for k, step in enumerate(STEPS) if step[1] == "timer")
        frame = shown.frame_rect(shown.step_rects(timer)[0])
        figure = next(t.rect for t in texts if frame.colliderect(t.rect) and t.text == "25")
        said = " ".join(t.text for t in texts
                        if frame.colliderect(t.rect) and t.rect.bottom <= figure.top)
        assert f"{TIMER_SECONDS} s" in " ".join(said.split()), (size, language, said)
    finally:
        app.close()
