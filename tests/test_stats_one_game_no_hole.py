"""One game's card on Statistici (round 69: at 1366x768 the 10 000 card "Partidele, obiectiv
10 000" stood with an empty band between the game's line and its track): the game's words,
the mark's words, the track and its scale one group, the air inside it never more than
:data:`WORDS_AIR_MOST` reference px, on the Yams page and the 10 000 page at three sizes."""

from __future__ import annotations

import pytest

from tests.uihelpers import FRAME, make_app, recorded_frame
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

WORDS_AIR_MOST = 48
"""At most this many reference px between the game's words and its red mark's words over the
track (90 before: a hole of 65 px at 1366x768)."""


@pytest.mark.parametrize("kind", [None, "farkle_only"])
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_one_games_words_and_track_are_one_group(tmp_path, size, kind):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_statistics(app, 1, kind=kind)
        app.step(FRAME)
        panel = scene.chart_rects[1]
        texts = [t for t in recorded_frame(scene, size).texts if panel.contains(t.rect)]
        heading, mark = texts[0].rect, [t.rect for t in texts
                                        if t.text == scene.reference()[1]][0]
        words = [t.rect for t in texts[1:] if heading.bottom <= t.rect.top
                 and t.rect.bottom <= mark.top and t.rect.left < mark.left]  # (amended
        # round 80, hK88, S90 2: the mark's longer words may reach under the game's)
        assert words, [t.text for t in texts]  # the game's name, date and place
        air = mark.top - max(rect.bottom for rect in words)
        assert scene.px(4) <= air <= scene.px(WORDS_AIR_MOST), (air, words, mark)
    finally:
        app.close()
