"""A game of 10 000 played alone is measured against the person's best (hF28 §4): the flow
reads the best from the statistics before the game is recorded (else the game would be
compared with itself, or, as before, with nothing: the table never had a best), the table
exposes it, and the results say it under the score."""

from __future__ import annotations

from types import SimpleNamespace

from game.stats_records import GameRecord, PlayerResult
from tests.test_farkle_flow import DT, Table


def _stats_with(records: list[GameRecord]) -> SimpleNamespace:
    data = SimpleNamespace(records=records, archive={})

    def finished(kind, game):  # the real recorder adds the game to its records
        records.append(GameRecord(kind, "2026-01-02T10:00:00",
                                  tuple(PlayerResult(p.name, p.is_computer, total, 1)
                                        for p, total in zip(game.players, game.totals,
                                                            strict=True))))

    return SimpleNamespace(data=data, dice_thrown=lambda *a, **k: None, game_finished=finished)


def _banked_to_the_goal(totals, names=None, records=(), keeps=True):
    """A table with ``totals`` (and ``names``) whose statistics hold ``records`` (keeping
    nothing of a new game unless ``keeps``): the first seat throws 1, 1, 1, 5, keeps them,
    banks past the goal; the game's end recorded."""
    table = Table((1, 1, 1, 5, 2, 3), totals=totals, **({"names": names} if names else {}))
    table.app.stats = _stats_with(list(records))
    if not keeps:
        table.app.stats.game_finished = lambda *a, **k: None  # the statistics kept nothing
    table.throw_and_keep(*range(4))
    table.flow.press_bank()
    table.run(10 * DT)
    return table


def test_a_game_alone_reads_the_persons_best_before_it_is_recorded():
    table = _banked_to_the_goal((9_400,), ("Ana",), records=(  # 10 450: the game ends
        GameRecord("farkle", "2026-01-01T10:00:00", (PlayerResult("Ana", False, 10_150, 1),)),
        GameRecord("yams", "2026-01-01T11:00:00", (PlayerResult("Ana", False, 300, 1),)),
        GameRecord("farkle", "2026-01-01T12:00:00", (PlayerResult("Ion", False, 12_000, 1),))))
    assert table.game.finished and table.flow.recorded
    assert table.flow.previous_best == 10_150  # Ana's 10 000 best, not this game's 10 450
    assert len(table.app.stats.data.records) == 4  # and this game was recorded after


def test_a_first_game_alone_has_no_best_and_a_game_with_others_reads_none():
    table = _banked_to_the_goal((9_400,), ("Ana",))
    assert table.flow.recorded and table.flow.previous_best is None
    two = Table((1, 1, 1, 5, 2, 3), totals=(9_400, 100))
    two.app.stats = _stats_with([GameRecord("farkle", "2026-01-01T10:00:00",
                                            (PlayerResult("Ana", False, 10_150, 1),))])
    assert two.flow.previous_best is None


def test_the_table_alone_says_the_best_on_the_results(tmp_path):
    from game.engine.farkle import FarkleGame
    from game.engine.players import Player
    from game.flow.results_detail import say
    from game.scenes.farkle_table import FarkleTableScene
    from game.scenes.results import ResultsOverlay
    from tests.uihelpers import make_app

    app = make_app(tmp_path, size=(1024, 600))
    try:
        game = FarkleGame.new([Player("Ana")])
        game.totals[:] = [10_450]
        table = FarkleTableScene(app, game)
        app.manager.push(table)
        table.flow.previous_best = 11_000
        assert table.previous_best == 11_000
        table._show_results()
        results = app.manager.top
        assert isinstance(results, ResultsOverlay)
        said = [say(table.tr, phrase) for line in results.rows[0].detail for phrase in line]
        assert any(s.startswith("Record: 11 000") for s in said), said
        assert results.quiet  # no best beaten: no confetti
    finally:
        app.close()


def test_a_first_game_alone_the_statistics_kept_sets_a_first_record():
    # round 73 (hY95 gave Yams its first record, H72 #5): the same truth at 10 000, only
    # when the statistics kept the game (the store's truth, never a guess)
    table = _banked_to_the_goal((9_400,), ("Ana",))
    assert table.flow.previous_best is None and table.flow.first_record
    kept_none = _banked_to_the_goal((9_400,), ("Ana",), keeps=False)  # the statistics kept nothing
    assert kept_none.flow.recorded and not kept_none.flow.first_record
    two = _banked_to_the_goal((9_400, 100))
    assert not two.flow.first_record  # with others: no record of one's own


def test_the_first_record_is_staged_and_the_results_keep_its_gold(tmp_path):
    from game.engine.farkle import FarkleGame
    from game.engine.players import Player
    from game.flow.results_detail import say
    from game.scenes.farkle_table import FarkleTableScene
    from game.scenes.results import ResultsOverlay
    from game.views.stage_pictures import picture
    from tests.uihelpers import make_app

    app = make_app(tmp_path, size=(1024, 600))
    try:
        game = FarkleGame.new([Player("Ana")])
        game.totals[:] = [10_450]
        table = FarkleTableScene(app, game)
        app.manager.push(table)
        assert table.previous_best is None and not table.first_record
        assert picture(table, "win") is None  # no record: no stage
        table.flow.first_record = True
        staged = picture(table, "win")
        assert staged is not None and staged.stamp == app.tr("stage.new_best")
        table._show_results()
        results = app.manager.top
        assert isinstance(results, ResultsOverlay) and not results.quiet  # gold, confetti
        said = [say(table.tr, phrase) for line in results.rows[0].detail for phrase in line]
        assert app.tr("results.new_best") in said, said  # no stage before: said here
    finally:
        app.close()
