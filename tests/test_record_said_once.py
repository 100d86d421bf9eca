"""A record is said once (hY95's note, round 73): a game alone that sets the person's record
ends on the stage's "Nou record!"; the results card after it never says the record again in
other words. Its plate keeps what the stage did not say: the old best and by how much it fell
("Vechiul record: 126 · +25"); a first record, with no old best, the stage's own "Nou record!"
on its plate, the record named where it stays (round 75, hW77, critic cA75; one wording since
round 80, hY120, ruling S78 4.: it was "Nou record personal!", a third wording). With no stage
before it (the results opened alone) the card says "Nou record!" too."""

from __future__ import annotations

import pytest

from game.engine.players import Player
from game.engine.yams import YamsGame
from game.flow.personal_best import best_phrase, best_unbeaten
from game.flow.results_detail import say
from game.i18n import Translator
from game.rules.yams import Box, Scorecard
from game.scenes.results import ResultsOverlay
from game.scenes.stage import StageOverlay
from game.scenes.yams_table import YamsTableScene
from tests.uihelpers import make_app
from tools.scripted_dice import ScriptedDice
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 15
UPPER = {Box.ONES: 3, Box.TWOS: 6, Box.THREES: 9, Box.FOURS: 12, Box.FIVES: 15, Box.SIXES: 18}


def test_the_phrase_after_a_stage_is_the_old_best_and_the_gap_in_both_languages():
    ro, en = Translator.load("ro"), Translator.load("en")
    assert say(ro, best_phrase(126, 151, staged=True)) == "Vechiul record: 126 · +25"
    assert say(en, best_phrase(126, 151, staged=True)) == "Old best: 126 · +25"
    assert not best_unbeaten(((best_phrase(126, 151, staged=True),),))  # still a record
    # (amended round 75, hW77, critic cA75: the panel after the stage named no record; a
    # first record staged stays named on the plate, in its gold line)
    assert say(ro, best_phrase(None, 27, first=True, staged=True)) == "Nou record!"
    assert say(en, best_phrase(None, 27, first=True, staged=True)) == say(
        en, best_phrase(None, 27, first=True))
    assert say(ro, best_phrase(126, 151)) == "Nou record!"  # no stage: said here
    assert say(ro, best_phrase(212, 186, staged=True)) == say(ro, best_phrase(212, 186))


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    """One small app for the file."""
    application = make_app(tmp_path_factory.mktemp("record_once"), size=(1024, 600))
    yield application
    application.close()


def _card(full_house: int) -> Scorecard:
    points = {box: 0 for box in Box}
    points.update(UPPER)
    points[Box.FULL_HOUSE] = full_house
    del points[Box.CHANCE]
    return Scorecard.from_points(points)


def _alone_to_the_results(app, card: Scorecard) -> tuple[YamsTableScene, list[str], str]:
    """Dana alone scores her last box (Șansă, 28): the stages' words on top till the
    results, and the results' best lines."""
    while app.manager.top is not None:
        app.manager.pop(fade=False)
    app.rng = ScriptedDice((6, 6, 6, 5, 5))
    scene = YamsTableScene(app, YamsGame([Player("Dana")], [card]))
    app.manager.push(scene, fade=False)
    app.step(FRAME)
    scene.roll()
    with unseen_frames(app):
        while not scene.outcome_visible():
            app.step(FRAME)
        app.step(FRAME)
        scene.pick_cell(0, 1 + Box.CHANCE.value)
        scene.validate()
        staged = ""
        for _ in range(600):
            app.step(FRAME)
            top = app.manager.top
            if isinstance(top, StageOverlay) and top.picture is not None:
                staged = top.picture.stamp
            if isinstance(top, ResultsOverlay):
                break
    results = app.manager.top
    assert isinstance(results, ResultsOverlay)
    said = [say(scene.tr, phrase) for line in results.rows[0].detail for phrase in line]
    assert not results.quiet
    return scene, said, staged


def test_a_record_staged_is_not_said_again_on_the_results(app):
    scene, said, staged = _alone_to_the_results(app, _card(0))  # her first: 126
    assert scene.first_record and staged == "Nou record!"
    # (amended round 75, hW77: the record stays named on the panel after its stage, the
    # plate's gold line in the stage's own words, S78 4., the stage gone by then)
    assert said.count("Nou record!") == 1, said
    scene, said, staged = _alone_to_the_results(app, _card(25))  # 151 beats 126
    assert scene.previous_best == 126 and staged == "Nou record!"
    assert "Nou record!" not in said, said
    assert "Vechiul record: 126 · +25" in said, said
