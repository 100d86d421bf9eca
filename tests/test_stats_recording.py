"""Statistics recorded from whole games played through posted events, and the stats file.

The tables are driven like a player (clicks where the widgets are drawn); the dice come from a
``random.Random`` that also counts every face it gives, so the recorded face counts can be
checked against what was really thrown.
"""

from __future__ import annotations

import json
import random

import pytest

from game.engine.players import Player
from game.engine.yams import YamsGame
from game.rules.yams import Box
from game.scenes.yams_table import YamsTableScene
from game.statistics import GameRecord, PlayerResult, summarise
from game.storage.stats import (
    FLUSH_THROWS,
    MAX_GAME_RECORDS,
    StatsData,
    StatsRecorder,
    validate_stats,
)
from game.storage.store import STATS_FILE, Storage
from tests import test_farkle_table as farkle_ui
from tests.uihelpers import drawing_one_frame_in, make_app
from tools.screens_statistics import fake_history

pytestmark = pytest.mark.usefixtures(
    "pictures_drawn_once_no_fsync",  # many apps
    "one_frame_in_three_drawn",  # their checks are of what the game does
)


class CountingDice(random.Random):
    """A seeded generator that counts the faces ``randint(1, 6)`` gives."""

    def __init__(self, seed: int) -> None:
        """Start counting from zero."""
        super().__init__(seed)
        self.counts = [0] * 6

    def randint(self, a: int, b: int) -> int:
        """A seeded die, counted."""
        value = super().randint(a, b)
        if (a, b) == (1, 6):
            self.counts[value - 1] += 1
        return value


def _stats_file(folder) -> dict:
    return json.loads((folder / STATS_FILE).read_text(encoding="utf-8"))


def test_a_whole_yams_game_records_its_sheet_and_every_die(tmp_path, monkeypatch):
    # One person alone (first legal box after one roll), through clicks; the computer's dice
    # are counted apart in the 10 000 game below.
    monkeypatch.setattr("os.fsync", lambda fd: None)
    app = make_app(tmp_path, size=(1024, 600), animation_speed="fast")
    try:
        dice = CountingDice(7)
        scene = YamsTableScene(app, YamsGame.new([Player("Ana")]))
        app.manager.push(scene)
        app.rng = dice
        game = scene.game
        with drawing_one_frame_in(app, 3):  # what is recorded is checked, not the pictures
            for _ in range(6000):
                if game.finished:
                    break
                if scene.computer_turn or not scene.settled:
                    app.step(0.1)
                    continue
                farkle_ui.click(app, scene.roll_button.rect.center)
                for _ in range(40):
                    if scene.settled and not scene.tray.is_moving:
                        break
                    app.step(0.05)
                box = min(game.options(), key=lambda b: b.value)
                farkle_ui.click(app, scene.sheet.cell_rect(game.current, box).center)
                farkle_ui.click(app, scene.validate_button.rect.center)
        assert game.finished
        saved = _stats_file(tmp_path)
        faces = saved["faces"]["yams"]
        assert faces["human"] == dice.counts and sum(dice.counts) == 13 * 5
        assert faces["computer"] == [0] * 6 and saved["faces"]["farkle"]["human"] == [0] * 6
        [line] = saved["games"]
        [ana] = GameRecord.from_dict(line).players
        assert (ana.name, ana.computer, ana.place) == ("Ana", False, 1)
        assert ana.boxes == tuple(game.cards[0].points(b) for b in Box)
        assert ana.total == game.cards[0].total
        assert (ana.upper_bonus, ana.pentas) == (game.cards[0].upper_bonus > 0,
                                                  (game.cards[0].points(Box.PENTA) == 50)
                                                  + game.cards[0].bonus_pentas)
    finally:
        app.close()


def test_a_whole_10000_game_records_turns_busts_hot_dice_and_banks(tmp_path, monkeypatch):
    # A person and the computer to 5 000, through clicks; busts and hot dice are checked
    # against the sounds the table played for them.
    monkeypatch.setattr("os.fsync", lambda fd: None)
    app, table = farkle_ui.start(tmp_path, 1, seed=4)
    try:
        dice = CountingDice(4)
        app.rng = dice
        game = table.game
        with drawing_one_frame_in(app, 3):  # what is recorded is checked, not the pictures
            for _ in range(4000):
                if game.finished:
                    break
                if table.computer_turn or table.busy:
                    app.step(farkle_ui.DT)
                    continue
                farkle_ui.play_human_turn(app, table)
                app.step(farkle_ui.DT)
        assert game.finished
        farkle_ui.settle(app, 30)  # a last-round bust ends the game once its dice were seen
        app.close()  # closing writes the last face counts
        saved = _stats_file(tmp_path)
        faces = saved["faces"]["farkle"]
        assert [h + c for h, c in zip(faces["human"], faces["computer"], strict=True)] == \
            dice.counts
        [line] = saved["games"]
        record = GameRecord.from_dict(line)
        assert record.target == 5_000
        assert [p.total for p in record.players] == game.totals
        assert [p.turns for p in record.players] == game.turns_played
        assert [p.computer for p in record.players] == [False, True]
        assert min(sum(faces["human"]), sum(faces["computer"])) > 0
        played = app.audio.played
        assert sum(p.busts for p in record.players) == played.count("bust")
        # F8: "Zaruri fierbinți!" sounds the moment the sixth die is set aside, also when the
        # turn is then banked; the record counts every hot dice, rolled on or banked.
        assert [p.hot_dice for p in record.players] == game.hot_dice
        # (round 51, hB51: a six-dice rare figure's stage, sounding "penta", says the hot dice
        # itself on its footer, and no separate "hot_dice" sound follows for that roll)
        assert sum(p.hot_dice for p in record.players) <= (played.count("hot_dice")
                                                           + played.count("penta"))
        assert all(sum(p.banks) == p.total for p in record.players)
    finally:
        farkle_ui._APPS.clear()
        app.close()


def _yams_result(name, total_boxes, place=1, computer=False):
    boxes = tuple(total_boxes)
    return PlayerResult(name, computer, sum(boxes) + (35 if sum(boxes[:6]) >= 63 else 0),
                        place, boxes=boxes)


SHEET = (3, 6, 9, 12, 15, 18, 20, 24, 25, 30, 40, 22, 50)
"""A legal complete Yams sheet (upper 63: the bonus)."""


def test_the_validator_refuses_what_the_rules_forbid():
    good = GameRecord("yams", "2026-11-30T20:00:00+02:00",
                      (_yams_result("Ana", SHEET), _yams_result("IA", [0] * 13, 2, True)))
    assert GameRecord.from_dict(good.to_dict()) == good
    cases = {
        "total that is not the sheet's": lambda d: d["players"][0].update(total=999),
        "17 in the full house": lambda d: d["players"][0]["boxes"].__setitem__(8, 17),
        "places against the totals": lambda d: d["players"][1].update(place=1),
        "unknown kind": lambda d: d.update(kind="poker"),
        "a Penta bonus without the Penta": lambda d: d["players"][1].update(penta_bonuses=1),
    }
    for case, spoil in cases.items():
        data = good.to_dict()
        spoil(data)
        with pytest.raises(ValueError):
            GameRecord.from_dict(data)
            pytest.fail(case)
    farkle = {"kind": "farkle", "date": "2026-11-30T20:00:00", "target": 5000, "players": [
        {"name": "Dan", "computer": False, "total": 5050, "place": 1, "turns": 3, "busts": 1,
         "hot_dice": 0, "banks": [5000, 50]}]}
    assert GameRecord.from_dict(farkle).players[0].best_turn == 5000
    farkle["players"][0]["turns"] = 4  # a turn that ended in neither a bank nor a bust
    with pytest.raises(ValueError):
        GameRecord.from_dict(farkle)


def test_rolled_up_games_keep_every_mean_exact_and_the_file_small(tmp_path, monkeypatch):
    # 1 000 games with a cap of 300: the rest is rolled up; the tallies still count them all.
    monkeypatch.setattr("os.fsync", lambda fd: None)
    monkeypatch.setattr("game.storage.stats.MAX_GAME_RECORDS", 300)
    records = fake_history(1000, seed=3)
    recorder = StatsRecorder(Storage(tmp_path))
    recorder.add_records(records)
    data = recorder.data
    assert len(data.records) == 300 and data.games_played() == 1000
    size = (tmp_path / STATS_FILE).stat().st_size
    assert size / 300 * MAX_GAME_RECORDS < 600_000, size  # the real cap stays near 400 kB
    reread = StatsRecorder(Storage(tmp_path)).data
    assert reread.games_played("yams") + reread.games_played("farkle") == 1000
    for kind in ("yams", "farkle"):
        everyone = StatsData()
        for record in records:
            everyone.records.append(record)  # no cap: the exact sums over all games
        exact = summarise(everyone.records, {}, kind, "Ana", False)
        kept = summarise(reread.records, reread.archive, kind, "Ana", False)
        assert kept.tally == exact.tally
        assert kept.totals == exact.totals[-len(kept.totals):]


def test_a_damaged_stats_file_is_set_aside_with_a_message_and_a_fresh_one_starts(tmp_path):
    path = tmp_path / STATS_FILE
    path.write_text('{"version": 1, "games": [{"kind": "yams"}]}', encoding="utf-8")
    store = Storage(tmp_path)
    recorder = StatsRecorder(store)
    recorder.dice_thrown("yams", [1, 2, 3], computer=False)
    assert store.messages == []  # a roll never waits for the file
    assert recorder.data.face_counts("yams") == [1, 1, 1, 0, 0, 0]
    [message] = store.take_messages()
    assert message.key == "storage.damaged_stats"
    assert (tmp_path / message.params["backup"]).exists()
    assert recorder.data.face_counts("yams") == [1, 1, 1, 0, 0, 0]
    assert recorder.flush()
    assert validate_stats(_stats_file(tmp_path)).face_counts() == [1, 1, 1, 0, 0, 0]


def test_face_counts_are_written_every_few_dozen_dice_and_at_the_end(tmp_path, monkeypatch):
    monkeypatch.setattr("os.fsync", lambda fd: None)
    recorder = StatsRecorder(Storage(tmp_path))
    recorder.dice_thrown("farkle", [6] * (FLUSH_THROWS - 1), computer=True)
    assert not (tmp_path / STATS_FILE).exists()  # not yet: one write per few rolls
    recorder.dice_thrown("farkle", [6], computer=True)
    assert _stats_file(tmp_path)["faces"]["farkle"]["computer"] == [0] * 5 + [FLUSH_THROWS]
    recorder.dice_thrown("farkle", [1], computer=False)
    recorder.flush()
    assert _stats_file(tmp_path)["faces"]["farkle"]["human"] == [1, 0, 0, 0, 0, 0]
    with pytest.raises(ValueError):
        recorder.dice_thrown("farkle", [7], computer=False)
