"""The countdown's line says where it scores ("Se înscrie automat la Doi"; round 73 said
"… în 3 s", critics L72 #8, H72 #10; round 75, critic cA75: the seconds said twice, the ring
alone says them now), the ring on the box carrying its digit alone, large (at least 20 px of
em at 1024x600), inside its column at every size and player count."""

from __future__ import annotations

import pytest

from game.i18n import Translator
from game.views import yams_views
from game.widgets.text import BOLD, em_px, text_size
from tests.uihelpers import make_app
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

DICE = [1, 2, 2, 4, 6, 3, 5, 6, 6, 6, 2, 2]
"""Three throws that end on a countdown to "Doi"."""
SEATS = {"solo": ["Ana"], "two": ["Ana", "Ion"], "six": ["Ana", "Ion", "Eva", "Dan", "Ema"]}
LEAST_EM = {1920: 30, 1366: 22, 1024: 20}
"""The ring's digit's least em, window pixels, at each width."""


# Amended round 75 (hC77, critic cA75: "Se înscrie la Doi în 3 s" beside the ring's "3" said
# the seconds twice): the line says what happens, the ring alone its seconds; the "?" page's
# picture of it keeps its words with the seconds (yams.help.countdown_line)
@pytest.mark.parametrize("lang,said", [("ro", "Se înscrie automat la Doi"),
                                       ("en", "Auto-scores in Twos")])
def test_the_line_says_the_box_and_its_seconds(lang, said):
    tr = Translator.load(lang)
    assert tr("yams.countdown_line", box=tr("yams.box.twos"), seconds=3) == said


def _counting(app, names):
    scene = table(app, names, DICE, computer=len(names) > 1)
    for _ in range(3):
        roll(app, scene)
    app.step(0.1)
    assert scene.flow.countdown is not None
    return scene


def test_the_line_counts_down_with_the_ring(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = _counting(app, SEATS["two"])
        assert scene.flow.countdown_line() == "Se înscrie automat la Doi"
        assert scene.flow.countdown_count() == "3"
        for _ in range(12):
            app.step(0.1)
        assert scene.flow.countdown_line() == "Se înscrie automat la Doi"  # (round 75)
        assert scene.flow.countdown_count() == "2"  # the ring's digit, the same second
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_rings_digit_is_large_and_the_ring_inside_its_column(tmp_path, monkeypatch, size):
    counts = []
    real = yams_views.draw_text

    def recording(surface, text, tsize, colour, pos, anchor="center", **kw):
        if kw.get("role") == "countdown":
            counts.append((text, tsize, kw.get("max_width")))
        return real(surface, text, tsize, colour, pos, anchor, **kw)

    monkeypatch.setattr(yams_views, "draw_text", recording)
    for label, names in SEATS.items():
        app = make_app(tmp_path / f"{size[0]}-{label}", size=size)
        try:
            scene = _counting(app, names)
            counts.clear()
            app.step(1 / 60)
            # (amended round 78, hY110, ruling S45: the ring off the sheet, in the prompt pill)
            from tests.test_yams_countdown_off_the_sheet import assert_in_its_pill
            assert_in_its_pill(scene)
            text, tsize, width = counts[-1]
            assert text == "3", (size, label, text)  # the digit alone: the line says "s"
            assert em_px(tsize) >= LEAST_EM[size[0]], (size, label, tsize)
            assert width is None or text_size(text, tsize, BOLD)[0] <= width  # not shrunk
        finally:
            app.close()
