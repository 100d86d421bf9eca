"""Scoruri's podium cards are built around their score (round 78, hS34, ruling S51; critic
cC77b: "the score no bigger than the name"): on every won card, at every window size and
whatever the boards hold, the score is the largest thing written, its type at least
:data:`LEAD` times its name's (and its date's), the name and date the quieter lines over and
under it."""

from __future__ import annotations

import pytest

from game.scenes import scores_podium
from game.scenes.scores import KINDS
from tests.uihelpers import FRAME, make_app
from tools import screens_rules
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
LEAD = 1.5
"""The least a card's score's type stands over its name's."""
STATES = {"few": screens_rules._scores_few, "three": screens_rules._scores_three,
          "filled": screens_rules._scores_filled, "one": screens_rules._scores_one_game}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("state", list(STATES))
def test_every_cards_score_is_its_largest_type(tmp_path, size, state, monkeypatch):
    app = make_app(tmp_path, size=size)
    try:
        STATES[state](app)
        scene = app.manager.top
        with unseen_frames(app):  # (past the entrance)
            for _ in range(90):
                app.step(FRAME)
        said: list[tuple[str, int]] = []
        real = scores_podium.draw_text

        def spy(surface, text, px, *args, **kwargs):
            said.append((text, px))
            return real(surface, text, px, *args, **kwargs)

        monkeypatch.setattr(scores_podium, "draw_text", spy)
        scene.draw(app.screen)
        monkeypatch.undo()
        checked = 0
        for kind in KINDS:
            rows = scene.rows(kind)
            for i in range(min(3, len(rows))):
                name = scene.third_name(kind) if i == 2 and scene.joined_third(kind) \
                    else rows[i].name
                score = next(px for text, px in said if text == rows[i].score)
                named = next(px for text, px in said if text == name)
                assert score >= LEAD * named, (kind, i, name, named, rows[i].score, score)
                dates = [px for text, px in said if text == scene.card_plan(
                    kind, i, scene.podium_rects(kind)[i]).date]
                assert all(score > px for px in dates), (kind, i, dates, score)
                checked += 1
        assert checked
    finally:
        app.close()
