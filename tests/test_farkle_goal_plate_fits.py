"""The goal's one plate fits its words at the smallest window, in both languages (ruling S6):
a reacher's name as long as a name may be, seven players, English ("Target reached!", "Last
round!", "6 players have one last turn": their names do not fit, critic B69), each word
inside the plate, the whole plate on the felt (round 75, hL75: the plate says the goal alone,
its foot gone: the last round is the band's, after it)."""

from __future__ import annotations

import pygame
import pytest

from game.views.stage_goal import plate_rest
from tests.uihelpers import make_app, screen_frame
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("build", ["_goal_plate_en", "_goal_plate_one_left"])
def test_the_plates_words_fit_inside_it_at_1024x600(tmp_path, build):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        getattr(screens_farkle, build)(app)
        picture = app.manager.top.picture
        rest = plate_rest(picture)
        said = [t for t in screen_frame(app).texts if t.role == "stage"]
    finally:
        app.close()
    # round 75 (hL75, ruling S6 amended): no foot, the plate says the goal alone; „Ultima
    # tură!” and who still plays are the band's, once the plate has gone (they were its foot,
    # inside its notched ends)
    assert picture.stamp == picture.line == ""
    assert picture.felt.contains(rest.group), (rest, picture.felt)
    texts = {t.text: pygame.Rect(t.rect) for t in said}
    for words in picture.crest:  # (held at 60 %: the total counted whole)
        assert words in texts, (words, list(texts))
        assert rest.plate.contains(texts[words]), (words, texts[words], rest.plate)
    assert set(texts) == set(picture.crest), list(texts)  # nothing else said on it
    assert texts[picture.crest[1]].h >= 14  # the name still reads (no crushed fitting)
