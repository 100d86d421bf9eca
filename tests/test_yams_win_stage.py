"""The Yams win takes the stage: once the last box is written, the win ("Victorie!", the
winner, no number), then the results panel, which counts the final score (said once: the
game-ending card's TOTAL has no stage of its own), each taking the frame the one before it
ends; a click skips it; a game played alone has a stage only for a new best, a low winning
total a smaller one, and a computer's win the same stage in its own words."""

from __future__ import annotations

import pytest

from game.engine.players import Player
from game.engine.yams import YamsGame
from game.flow.stage import GRAND
from game.rules.yams import Box, Scorecard
from game.scenes.results import ResultRow, ResultsOverlay
from game.scenes.stage import StageOverlay
from game.scenes.yams_table import YamsTableScene
from game.views.stage_pictures import picture as stage_picture
from game.widgets.podium import counted
from tests.uihelpers import make_app
from tools.scripted_dice import ScriptedDice
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 15  # coarse: the stages are timed by their own clocks
UPPER = {Box.ONES: 3, Box.TWOS: 6, Box.THREES: 9, Box.FOURS: 12, Box.FIVES: 15, Box.SIXES: 18}


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    """One small app for the file."""
    application = make_app(tmp_path_factory.mktemp("yams_win"), size=(1024, 600))
    yield application
    application.close()


def _card(chance_open: bool, chance: int = 0) -> Scorecard:
    points = {box: 0 for box in Box}
    points.update(UPPER)
    if chance_open:
        del points[Box.CHANCE]
    else:
        points[Box.CHANCE] = chance
    return Scorecard.from_points(points)


def _last_box(app, players: list[Player], cards: list[Scorecard]) -> YamsTableScene:
    """The first player scores the last open box (Șansă, 6+6+6+5+5 = 28): the game ends."""
    while app.manager.top is not None:
        app.manager.pop(fade=False)
    app.rng = ScriptedDice((6, 6, 6, 5, 5))
    scene = YamsTableScene(app, YamsGame(players, cards))
    app.manager.push(scene, fade=False)
    app.step(FRAME)
    scene.roll()
    with unseen_frames(app):  # the throw: no frame of it watched
        while not scene.outcome_visible():
            app.step(FRAME)
        app.step(FRAME)
    scene.pick_cell(0, 1 + Box.CHANCE.value)
    scene.validate()
    assert scene.game.finished
    return scene


def _beats(app, scene: YamsTableScene) -> list[str]:
    """What is on top, frame by frame, until the results panel (stages named by moment)."""
    shown: list[str] = []
    with unseen_frames(app):  # what is on top is read, no picture: unseen but the last
        for _ in range(600):
            app.step(FRAME)
            top = app.manager.top
            name = (f"stage:{scene.on_stage}" if isinstance(top, StageOverlay)
                    else type(top).__name__)
            if not shown or shown[-1] != name:
                shown.append(name)
            if isinstance(top, ResultsOverlay):
                break
    return shown


def _until_the_win(app, scene: YamsTableScene) -> None:
    """Step until the win's stage is on (unseen but its first frame: no other watched),
    past the winner's own moment before it (round 76, hW79)."""
    with unseen_frames(app):
        for _ in range(600):
            app.step(FRAME)
            if scene.on_stage == "win" and isinstance(app.manager.top, StageOverlay):
                break


# test_a_persons_win_plays_the_win_then_the_results_with_no_bare_beat
# retired by ruling S43 (round 78, hY108): a Yams win over other
# players has no win's stage; its one climax: tests/test_end_one_climax_hy108.py


def test_the_podium_opens_on_the_final_scores_never_recounting_from_zero(app):
    # the sheet's TOTAL showed every score all game: the podium says them at once
    scene = _last_box(app, [Player("Ana"), Player("IA", is_computer=True)],
                      [_card(True), _card(False, 20)])
    _beats(app, scene)
    results = app.manager.top
    assert isinstance(results, ResultsOverlay) and not results.counting()
    for row in results.rows:
        assert counted(row.total, results.count_time()) == row.total, row


# test_the_win_stage_names_the_winner_and_a_click_skips_it
# retired by ruling S43 (round 78, hY108): a Yams win over other
# players has no win's stage; its one climax: tests/test_end_one_climax_hy108.py


def test_a_game_played_alone_without_a_new_best_counts_its_total_on_the_table_first(app):
    # the last card's TOTAL is counted into its cell (seen), then the plate opens on it:
    # no "Scor final" win stage, and no second count from 0; counted in its row on the
    # table, no "TOTAL" stage (critic Y30 §6)
    _beats(app, _last_box(app, [Player("Ana")], [_card(True)]))  # (a record set before)
    scene = _last_box(app, [Player("Ana")], [_card(True)])
    assert _beats(app, scene) == ["YamsTableScene", "ResultsOverlay"]
    assert scene.flow.total_counted == 0
    results = app.manager.top
    assert isinstance(results, ResultsOverlay) and results.counted_already


def test_a_game_alone_that_beats_the_persons_best_is_staged_and_the_results_say_the_best(app):
    from game.flow.results_detail import say

    scene = _last_box(app, [Player("Ana")], [_card(True)])
    score = scene.game.ranking()[0][2]
    assert scene.previous_best in (None, score)  # read before this game was recorded
    scene.previous_best = score - 1
    picture = stage_picture(scene, "win")
    assert picture is not None and picture.stamp == "Nou record!" and picture.counter is None
    # (amended round 76, hX89, ruling S9: a record is rarer than the upper bonus, a grand
    # stage whatever its total; its score its figure, on its plate from the first frame)
    assert score < 200 and picture.rarity == GRAND  # a low total's record: grand too
    assert picture.record_figure == str(score) and not picture.caption
    scene.previous_best = score + 5  # the panel says the best so far under the score
    scene.show_results()
    results = app.manager.top
    assert isinstance(results, ResultsOverlay)
    said = [say(scene.tr, phrase) for line in results.rows[0].detail for phrase in line]
    assert f"Record: {score + 5} · îți lipsesc 5 puncte" in said, said  # how far, plainly
    assert results.quiet and not results.person_won  # no best beaten: no confetti
    scene.game.cards[0] = Scorecard.from_points({**{box: 0 for box in Box}, **UPPER,
                                                 Box.CHANCE: 28, Box.PENTA: 50,
                                                 Box.LARGE_STRAIGHT: 40, Box.FULL_HOUSE: 25})
    scene.previous_best = scene.game.ranking()[0][2] - 1
    picture = stage_picture(scene, "win")
    assert picture is not None and picture.rarity == GRAND  # a real record: grand


def test_a_first_game_alone_sets_a_record_and_its_end_says_so(app, monkeypatch):
    # critic H72 #5 (round 73): the table said "Primul tău record · partida asta îl
    # stabilește", and the end had no moment: the first game kept in the statistics is the
    # person's first record, staged "Nou record!", the results in gold (round 73: not
    # saying it again, test_record_said_once); the next
    # game alone that does not beat it has neither
    from game.flow.results_detail import say

    scene = _last_box(app, [Player("Dana")], [_card(True)])
    assert scene.previous_best is None and scene.first_record
    assert _beats(app, scene) == ["YamsTableScene", "stage:win", "ResultsOverlay"]
    results = app.manager.top
    said = [say(scene.tr, phrase) for line in results.rows[0].detail for phrase in line]
    # the stage said "Nou record!": the results keep its gold (amended round 75, hW77,
    # critic cA75: and name it once on the plate, the stage gone by then)
    assert said.count("Nou record!") == 1 and not results.quiet, said
    scene = _last_box(app, [Player("Dana")], [_card(True)])  # the same score: equalled
    assert not scene.first_record
    assert _beats(app, scene) == ["YamsTableScene", "ResultsOverlay"]
    monkeypatch.setattr(app.stats, "record_game", lambda *_a, **_k: True)  # the statistics
    monkeypatch.setattr(app.stats, "game_finished", lambda *_a, **_k: None)  # kept nothing
    scene = _last_box(app, [Player("Eva")], [_card(True)])  # of it: no record is claimed
    assert scene.previous_best is None and not scene.first_record
    assert _beats(app, scene) == ["YamsTableScene", "ResultsOverlay"]


def test_a_quiet_results_panel_has_no_fanfare_but_a_solo_ends_brief_moment(app):
    # hR22 (critics: a solo end "on a card with no celebration"): a quiet solo end has no
    # fanfare, no twinkles, but its own brief moment, a lighter rain of confetti
    from game import theme

    rows = [ResultRow(1, "Ana", 27)]
    assert ResultsOverlay(app, rows, lambda: None, lambda: None).person_won
    panel = ResultsOverlay(app, rows, lambda: None, lambda: None, quiet=True)
    panel.layout(app.screen.get_size())
    assert not panel.person_won and panel.moment_running()
    assert 0 < len(panel._confetti) < theme.CONFETTI_COUNT


# test_a_computers_win_has_the_wins_stage_in_its_own_words
# retired by ruling S43 (round 78, hY108): a Yams win over other
# players has no win's stage; its one climax: tests/test_end_one_climax_hy108.py


def test_a_computers_win_results_are_not_darker_than_a_persons(app):
    backdrops = []
    for cards in ([_card(True), _card(False, 300)], [_card(True), _card(False, 20)]):
        scene = _last_box(app, [Player("Ana"), Player("IA", is_computer=True)], cards)
        _beats(app, scene)
        results = app.manager.top
        assert isinstance(results, ResultsOverlay)
        backdrops.append(results.backdrop)
    computer, person = backdrops
    assert computer <= person, backdrops


# test_esc_during_the_win_stage_only_skips_it_and_a_second_esc_leaves_the_results
# retired by ruling S43 (round 78, hY108): a Yams win over other
# players has no win's stage; its one climax: tests/test_end_one_climax_hy108.py


def _felt_level(app) -> float:
    """How bright the felt is left of the sheet, away from the stamp (the median of the
    summed channels: a few confetti pieces do not move it)."""
    from statistics import median

    screen = app.screen
    return float(median(sum(screen.get_at((x, y))[:3]) for x in range(10, 200, 12)
                        for y in range(300, 560, 12)))


def test_a_win_over_other_players_always_takes_the_wins_full_scale(app):
    # 126 points win: "Ana câștigă!" still the grand stage (rays), as the 10 000 win and a Penta
    scene = _last_box(app, [Player("Ana"), Player("Ion")], [_card(True), _card(False, 20)])
    picture = stage_picture(scene, "win")
    assert scene.game.ranking()[0][2] < 200
    assert picture is not None and picture.stamp == "Ana câștigă!" and picture.rarity == GRAND
    scene.game.cards[0] = Scorecard.from_points({**{box: 0 for box in Box}, **UPPER,
                                                 Box.CHANCE: 28, Box.PENTA: 50,
                                                 Box.LARGE_STRAIGHT: 40, Box.FULL_HOUSE: 25})
    picture = stage_picture(scene, "win")
    assert picture is not None and picture.rarity == GRAND


# test_from_the_win_into_the_results_the_card_stays_seen_never_black
# retired by ruling S43 (round 78, hY108): a Yams win over other
# players has no win's stage; its one climax: tests/test_end_one_climax_hy108.py


# test_a_grand_wins_results_open_on_the_stages_own_darkness_no_lift
# retired by ruling S43 (round 78, hY108): a Yams win over other
# players has no win's stage; its one climax: tests/test_end_one_climax_hy108.py


def test_a_quiet_end_alone_sounds_once_and_calmly_as_its_score_counts(app):
    # a game alone that beat no best: its TOTAL's count sounds, once, calm (not the panel)
    from game.scenes.results import QUIET_SOUND

    played: list[str] = []
    app.audio.play = lambda name, volume=1.0: played.append(name)
    try:
        scene = _last_box(app, [Player("Ana")], [_card(True)])
        _beats(app, scene)
        for _ in range(10):
            app.step(FRAME)
    finally:
        del app.audio.play  # the instance's own again
    results = app.manager.top
    assert isinstance(results, ResultsOverlay) and results.quiet
    assert played.count(QUIET_SOUND) == 1 and QUIET_SOUND not in ("win", "game_end"), played
    assert not {"win", "game_end"} & set(played), played


# test_the_last_box_is_seen_written_before_the_win_takes_the_stage
# retired by ruling S43 (round 78, hY108): a Yams win over other
# players has no win's stage; its one climax: tests/test_end_one_climax_hy108.py


def test_the_win_stages_first_frame_carries_its_title_with_its_rays():
    from game.flow.stage import StageClock

    clock = StageClock("win")
    for age in (0.0, 1 / 60, 1 / 30):  # no frame of empty rays before "Victorie!"
        clock.age = age
        assert clock.light() > 0
        assert clock.stamp_alpha() >= 0.9, (age, clock.stamp_alpha())
        assert clock.stamp_scale() > 0, age
