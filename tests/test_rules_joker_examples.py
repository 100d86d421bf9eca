"""The rules' Joker examples each show their own case (critic M28 §3: the same five 4s twice
read as one case said twice): the lower boxes' example throws another Penta than the upper
box's, its upper box named as taken, its points the rules' own."""

from __future__ import annotations

import pytest

from game.rules import yams as yams_rules
from game.rules.yams import Box
from game.scenes import rules_pages
from game.widgets import document_blocks as doc
from tests.uihelpers import make_app


@pytest.mark.parametrize("language", ["ro", "en"])
def test_the_jokers_first_two_examples_show_different_pentas(tmp_path, language):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        app.apply_settings(app.settings.with_changes(language=language))
        blocks = rules_pages.yams_blocks(app.tr)
        start = next(k for k, b in enumerate(blocks)
                     if isinstance(b, doc.Heading) and b.anchor == "joker")
        examples = [b for b in blocks[start:] if isinstance(b, doc.Example)][:2]
        upper, lower = examples
        assert upper.dice.values != lower.dice.values
        dice = lower.dice.values
        taken = app.tr(Box.upper(dice[0]).key)
        assert taken in lower.text  # the case: its upper box already filled
        scores = [yams_rules.joker_score(box, dice) for box in yams_rules.LOWER_BOXES
                  if box is not Box.PENTA]
        assert str(min(scores)) in lower.points and str(max(scores)) in lower.points
    finally:
        app.close()


@pytest.mark.parametrize("language", ["ro", "en"])
def test_every_joker_case_shows_its_own_penta(tmp_path, language):
    """Critic I72 (rules_yams_joker_1920): cases 1 and 3 showed the same five 4s. The third
    case (the lower part full: any upper box left, for 0) throws a Penta of its own, worth 0
    in an upper box of another face."""
    app = make_app(tmp_path, size=(1024, 600))
    try:
        app.apply_settings(app.settings.with_changes(language=language))
        blocks = rules_pages.yams_blocks(app.tr)
        start = next(k for k, b in enumerate(blocks)
                     if isinstance(b, doc.Heading) and b.anchor == "joker")
        examples = [b for b in blocks[start:] if isinstance(b, doc.Example)][:3]
        pentas = [b.dice.values for b in examples]
        assert len(set(pentas)) == 3, pentas
        last = examples[2].dice.values
        assert len(set(last)) == 1  # a Penta
        assert examples[2].points == "0"
        assert any(yams_rules.score(Box.upper(face), last) == 0
                   for face in range(1, 7) if face != last[0])
    finally:
        app.close()
