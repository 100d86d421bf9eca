"""Issue 23 §5: every kind of damage to either computer table ends the same way.

A missing, truncated, garbage or wrong-shaped ``assets/yams`` or ``assets/farkle`` file makes
its table unavailable (tried once, never an exception): the Yams expert and the auto-score use
the beginner's choices, the 10 000 Expert plays as Normal, and neither "Sugestie" has advice
(each table says so in a notice). The Yams statistics chart survives a missing or malformed
``expert_box_means.json``.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from game.ai import farkle as farkle_ai
from game.ai import farkle_expert as fx
from game.ai import yams as yams_ai
from game.ai import yams_heuristic
from game.ai import yams_optimal as yo
from game.resources import asset_path
from game.rules.yams import Box, Scorecard
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps

MODULES = {"yams": yo, "farkle": fx}


def _damage(folder: Path, module: Any, how: str) -> None:
    """Write the table's two files into ``folder``, damaged as ``how`` says."""
    kind = folder.name
    header = asset_path(kind, module.HEADER_FILE).read_bytes()
    data = asset_path(kind, module.TABLE_FILE).read_bytes()
    parsed = json.loads(header)
    files = {module.HEADER_FILE: header, module.TABLE_FILE: data}
    if how == "missing_data":
        del files[module.TABLE_FILE]
    elif how == "missing_header":
        del files[module.HEADER_FILE]
    elif how == "truncated_data":
        files[module.TABLE_FILE] = data[: len(data) // 2]
    elif how == "truncated_header":
        files[module.HEADER_FILE] = header[: len(header) // 2]
    elif how == "garbage_data":
        files[module.TABLE_FILE] = bytes(random.Random(1).randrange(256) for _ in range(4096))
    elif how == "flipped_byte":
        flipped = bytearray(data)
        flipped[len(flipped) // 2] ^= 0xFF
        files[module.TABLE_FILE] = bytes(flipped)
    elif how == "header_a_list":
        files[module.HEADER_FILE] = json.dumps([parsed]).encode()
    elif how == "header_a_number":
        files[module.HEADER_FILE] = b"7"
    elif how == "header_wrong_types":
        files[module.HEADER_FILE] = json.dumps(
            {**parsed, "raw_bytes": "many", "sha256_raw": [1]}).encode()
    elif how == "binary_header":
        files[module.HEADER_FILE] = b"\xff\xfe\x00garbage"
    folder.mkdir()
    for name, content in files.items():
        (folder / name).write_bytes(content)


DAMAGE = ["missing_data", "missing_header", "truncated_data", "truncated_header",
          "garbage_data", "flipped_byte", "header_a_list", "header_a_number",
          "header_wrong_types", "binary_header"]


def _clear(module: Any) -> None:
    if module is yo:
        yo._load.cache_clear()
        yo.table_available.cache_clear()
    else:
        fx.load_table.cache_clear()
        fx.table_available.cache_clear()
        fx._turn_cache.clear()


@pytest.fixture
def damaged(request: pytest.FixtureRequest, tmp_path: Path,
            monkeypatch: pytest.MonkeyPatch) -> Any:
    """(kind, damage): that table's files damaged, the caches emptied before and after."""
    kind, how = request.param
    module = MODULES[kind]
    _damage(tmp_path / kind, module, how)
    monkeypatch.setattr(module, "asset_path", lambda *parts: tmp_path.joinpath(*parts))
    _clear(module)
    yield kind, how
    _clear(module)


def _yams_positions() -> list[tuple[Scorecard, tuple[int, ...], int]]:
    card = Scorecard()
    later = card.record(Box.PENTA, (6, 6, 6, 6, 6)).record(Box.CHANCE, (1, 2, 3, 4, 5))
    return [(card, (1, 1, 1, 5, 6), 2), (card, (2, 3, 4, 5, 5), 1), (later, (6, 6, 6, 6, 6), 2),
            (later, (3, 3, 4, 4, 4), 1)]


@pytest.mark.parametrize("damaged", [(k, h) for k in MODULES for h in DAMAGE], indirect=True,
                         ids=[f"{k}-{h}" for k in MODULES for h in DAMAGE])
def test_every_damage_to_a_table_ends_the_same_way(damaged: tuple[str, str]) -> None:
    kind, _how = damaged
    if kind == "yams":
        with pytest.raises(yo.TableError):
            yo.load_table()
        assert not yams_ai.expert_available()
        for card, dice, rolls_left in _yams_positions():
            assert yams_ai.choose_box(card, dice, level="expert") == \
                yams_heuristic.choose_box(card, dice)
            assert yams_ai.choose_keep(card, dice, rolls_left, level="expert") == \
                yams_heuristic.choose_keep(card, dice, rolls_left, None)
            assert yams_ai.hint(card, dice, rolls_left) is None
            assert yams_ai.aimed_box(card, dice, rolls_left) in card.options(dice)
    else:
        with pytest.raises(fx.TableError):
            fx.load_table()
        assert not farkle_ai.expert_available()
        from game.engine.farkle import FarkleGame
        from game.engine.players import Player

        game = FarkleGame.new([Player("Ana"), Player("IA", is_computer=True)])
        rng = random.Random(2)
        game.roll(rng)
        assert farkle_ai.decide(game, "expert") == farkle_ai.decide(game, "normal")
        assert farkle_ai.hint(game) is None


@pytest.mark.parametrize("damaged", [("yams", "truncated_data"), ("yams", "header_a_list")],
                         indirect=True, ids=["truncated", "wrong_shape"])
def test_a_damaged_yams_table_on_the_table(damaged: tuple[str, str], tmp_path: Path) -> None:
    from game.engine.players import Player
    from game.engine.yams import YamsGame
    from game.scenes.yams_table import YamsTableScene
    from tests.uihelpers import click, make_app

    app = make_app(tmp_path / "data", size=(1024, 600), animation_speed="fast")
    try:
        table = YamsTableScene(app, YamsGame.new([Player("Ana"), Player("IA",
                                                                       is_computer=True)]))
        app.manager.push(table)
        app.step(0.05)
        assert app.notices.notices[-1].text == (
            "Tabelul calculatorului pentru Yams lipsește sau este deteriorat; calculatorul și "
            "completarea automată folosesc alegerile nivelului Normal.")
        click(app, table.roll_button)
        with unseen_frames(app):  # the throw: no frame of it looked at
            for _ in range(30):
                app.step(0.1)
        click(app, table.hint_button)
        assert table.hint_text == "" and table.hint_box is None
        assert app.notices.notices[-1].text == (
            "Sugestia nu este disponibilă: tabelul calculatorului pentru Yams lipsește sau "
            "este deteriorat.")
        game = table.game
        box = table.auto_box()  # Y10's countdown box: the beginner's choice now
        assert box == yams_heuristic.choose_box(game.current_card, game.dice)
        game.pick(box)
        click(app, table.validate_button)
        with unseen_frames(app):
            for _ in range(600):  # the computer plays its turn with the beginner's choices
                app.step(0.1)
                if game.current == 0 and game.dice is None:
                    break
        assert game.current == 0 and sum(v is not None for v in game.cards[1].boxes) == 1
    finally:
        app.close()


@pytest.mark.parametrize("content", [None, b"", b"[1, 2]", b'{"boxes": {"ones": 2}}',
                                     b'{"boxes": {"ones": "x"}}', b'{"boxes": 5}',
                                     b'{"boxes": {"ones": NaN}}'])
def test_a_missing_or_malformed_expert_means_file_leaves_the_chart_standing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, content: bytes | None) -> None:
    import game.resources as resources
    from game import statistics

    good = json.loads(asset_path("yams", "expert_box_means.json").read_text())
    if content == b'{"boxes": {"ones": 2}}':
        content = json.dumps({"boxes": {**good["boxes"], "ones": 999}}).encode()
    folder = tmp_path / "yams"
    folder.mkdir()
    if content is not None:
        (folder / "expert_box_means.json").write_bytes(content)
    real = resources.asset_path

    def patched(*parts: str) -> Path:
        if parts == ("yams", "expert_box_means.json"):
            path = tmp_path.joinpath(*parts)
            if not path.exists():
                raise resources.ResourceError(str(path))
            return path
        return real(*parts)

    monkeypatch.setattr(resources, "asset_path", patched)
    statistics.expert_box_means.cache_clear()
    try:
        assert statistics.expert_box_means() == {}
        _draw_yams_statistics(tmp_path)
    finally:
        statistics.expert_box_means.cache_clear()  # the real file is read again afterwards


def _draw_yams_statistics(tmp_path: Path) -> None:
    """Open Statistici on a Yams history and draw it (the box means chart included)."""
    from game.engine.players import Player
    from game.engine.yams import YamsGame
    from game.scenes.statistics import StatisticsScene
    from game.statistics import game_record
    from tests.uihelpers import make_app

    app = make_app(tmp_path / "data", size=(1024, 600))
    try:
        game = YamsGame.new([Player("Ana"), Player("IA", is_computer=True)])
        rng = random.Random(5)
        while not game.finished:
            game.roll(rng)
            options = game.options()
            game.pick(max(options, key=lambda b: (options[b], b.id)))
            game.validate()
        app.stats.add_records([game_record("yams", game, "2026-01-01T10:00:00+00:00")])
        scene = StatisticsScene(app)
        app.manager.push(scene)
        scene.select_kind("yams")
        for _ in range(3):
            app.step(0.05)
        assert scene.kind == "yams" and scene.summary is not None  # the charts were drawn
    finally:
        app.close()
