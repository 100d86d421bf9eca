"""The Yams "?" pictures the countdown as the table now shows it (critic hY22 §1): the
headline ("Se înscrie automat la Full") over the box it will fill, on that box the draining
timer ring counting the seconds, and its words say the same: the seconds counted in the ring
on the box (round 69: no longer in the headline too). (hY64: the ring is the table's badge
now, its seconds inside it, as the table draws it since hY60; it was a ring without a
digit.)"""

from __future__ import annotations

import pytest

from game.scenes import yams_help
from game.scenes.yams_help import STEPS
from tests.test_yams_help_pictures import help_over_a_table
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_help_pictures_the_headlines_seconds_and_the_draining_ring(tmp_path, monkeypatch):
    rings = []
    real = yams_help.draw_countdown_ring

    def record(surface, centre, radius, left=1.0, seconds=None):
        rings.append(left)
        return real(surface, centre, radius, left, seconds)

    monkeypatch.setattr(yams_help, "draw_countdown_ring", record)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        shown, texts = help_over_a_table(app)
        timer = next(k for k, step in enumerate(STEPS) if step[1] == "timer")
        frame = shown.frame_rect(shown.step_rects(timer)[0])
        inside = [t.text for t in texts if frame.colliderect(t.rect)]
        # (round 75, hC77: the table's line says no seconds now; the "?" page's keeps them)
        headline = app.tr("yams.help.countdown_line", box=app.tr(yams_help.TIMER_BOX.key),
                          seconds=3)
        # the headline's seconds, as over the table (on two lines where the picture is narrow)
        said = " ".join(inside).split()  # (on more lines where the picture is narrow)
        assert all(word in said for word in headline.replace(" · ", " ").split()), inside
        # the badge's digit, as on the table (hY94: the headline says its unit, "în 3 s")
        assert inside.count("3") == 1, inside
        assert sum("3" in text.split() for text in inside) == 2, inside  # the line, the ring
        assert rings and all(0 < left < 1 for left in rings), rings  # draining
        words = app.tr("yams.help.timer.key") + " " + app.tr("yams.help.timer")
        # (round 69: the seconds counted once, in the ring on the box, not above)
        # (round 70: one line under the bold one; the picture shows the ring on the box)
        assert "cercul" in words.casefold() and "sus" not in words, words  # (hA71: a sentence)
    finally:
        app.close()
