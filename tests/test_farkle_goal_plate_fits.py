"""The goal's one plate fits its words at the smallest window, in both languages (ruling S6):
a reacher's name as long as a name may be, seven players, English ("Target reached!", "Last
round!", "6 players have one last turn": their names do not fit, critic B69), each word
inside the plate or inside its foot clear of the foot's notched ends, the whole plate on the
felt."""

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
    assert rest.foot is not None
    assert picture.felt.contains(rest.group), (rest, picture.felt)
    texts = {t.text: pygame.Rect(t.rect) for t in said}
    for words in (*picture.crest, picture.stamp, picture.line):
        assert words in texts, (words, list(texts))
    notch = rest.foot.h // 4  # (the ribbon's ends cut in about a fifth of its height)
    inside = rest.foot.inflate(-2 * notch, 0)
    for words in picture.crest:  # (held at 60 %: the total counted whole)
        assert rest.plate.contains(texts[words]), (words, texts[words], rest.plate)
    assert texts[picture.crest[2]].bottom <= rest.foot.top  # the foot covers no line of it
    for words in (picture.stamp, picture.line):
        assert inside.contains(texts[words]), (words, texts[words], inside)
    assert texts[picture.crest[1]].h >= 14  # the name still reads (no crushed fitting)
