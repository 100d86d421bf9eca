"""Nothing lies over a Scores medal at any size (critic A50, scores_filled at 1024x600: the
short cards' ribbons ran into the "NOU" and "=3" pills beside their names). The layout check
missed it because a medal and a pill's box were never recorded, only the words: now
:func:`game.widgets.medals.draw_medal` records its square ("medal") and a card's tag its pill
("pill"), and :func:`tests.layout_check.problems` says any other text or pill over a medal.
A tied place is said once, by its medal ("=3" on the disc), not by a pill beside it."""

from __future__ import annotations

import pygame
import pytest

from game.scenes import scores, scores_podium
from game.widgets import layout_record
from game.widgets.layout_record import Frame, PanelMark, TextMark
from tests.layout_check import check_app, problems
from tests.uihelpers import FRAME, make_app
from tools.render_screens import REGISTRY, load_extensions
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)

load_extensions()

BUILD = {state.name: state.build for state in REGISTRY}
SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
STATES = ["scores_filled", "scores_few", "scores_three", "scores_one_game"]


def test_the_layout_check_sees_a_pill_or_a_text_over_a_medal():
    medal = PanelMark(pygame.Rect(100, 100, 40, 40), "medal")
    numeral = TextMark(pygame.Rect(110, 105, 20, 30), "3")
    clear = Frame(texts=[numeral], panels=[medal])
    assert problems(clear, (400, 400), table=False) == []
    pill = PanelMark(pygame.Rect(130, 141, 40, 20), "pill")  # (touching its ribbon)
    assert problems(Frame(texts=[numeral], panels=[medal, pill]), (400, 400), table=False)
    words = TextMark(pygame.Rect(60, 128, 60, 20), "Irina")
    assert problems(Frame(texts=[numeral, words], panels=[medal]), (400, 400), table=False)


@pytest.mark.parametrize("state", STATES)
@pytest.mark.parametrize("size", SIZES)
def test_nothing_lies_over_a_scores_medal(tmp_path, state, size):
    app = make_app(tmp_path, size=size)
    try:
        BUILD[state](app)
        with unseen_frames(app):  # (past the entrance)
            for _ in range(90):
                app.step(FRAME)
        found = check_app(app, f"{state} {size}")
        assert not found, found
        seen = [p for p in layout_record.frame().panels if p.role == "medal"]
        assert seen, "the medals are recorded (else the check sees nothing over them)"
    finally:
        layout_record.stop()
        app.close()


def test_a_tied_card_says_its_place_on_its_medal_not_on_a_pill(tmp_path, monkeypatch):
    medals, tags = [], []
    real_medal, real_tag = scores_podium.draw_medal, scores_podium.draw_tag

    def medal_spy(surface, place, centre, side, *args, **kwargs):
        medals.append((place, kwargs.get("tied", False)))
        return real_medal(surface, place, centre, side, *args, **kwargs)

    def tag_spy(surface, tag, box):
        tags.append(tag.words)
        return real_tag(surface, tag, box)

    monkeypatch.setattr(scores_podium, "draw_medal", medal_spy)
    monkeypatch.setattr(scores_podium, "draw_tag", tag_spy)
    # only the podium's cards are spied on: the list's own rows (scores.py, which imports
    # draw_tag by name) keep the real one, whichever module was imported first (run alone, the
    # list's "=3" row was counted as a card's pill)
    monkeypatch.setattr(scores, "draw_tag", real_tag)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        BUILD["scores_filled"](app)
        with unseen_frames(app):  # (past the entrance: only the rested frame is looked at)
            for _ in range(90):
                app.step(FRAME)
        medals.clear()
        tags.clear()
        app.manager.top.draw(app.screen)
        assert (3, True) in medals, medals  # Irina's bronze says "=3" on its disc
        assert "=3" not in tags, tags  # no pill beside the medal that says it
    finally:
        app.close()
