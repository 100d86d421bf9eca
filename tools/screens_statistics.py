"""Screen states of the "Statistici" screen, and seeded game histories to fill it.

Imported by :func:`tools.render_screens.load_extensions`; each state starts from the menu.
:func:`fake_history` makes legal records quickly (no game is played), for screenshots and tests.
"""

from __future__ import annotations

import functools
import random
from datetime import datetime, timedelta
from typing import Any

from game.rules.yams import Box
from game.statistics import GameRecord, PlayerResult, places
from tools.render_screens import register

PEOPLE = ("Ana", "Ștefan Țuțuianu", "Ion")
"""Names in the seeded histories (diacritics and a long name on purpose)."""


def _yams_sheet(rng: random.Random, skill: float) -> tuple[int, ...]:
    """A legal complete Yams sheet; ``skill`` in 0..1 makes good boxes likelier."""
    boxes = []
    for box in Box:
        if box.is_upper:
            face = box.value + 1
            count = min(5, max(0, round(rng.gauss(2.2 + skill, 1.0))))
            boxes.append(face * count)
            continue
        good = rng.random() < 0.35 + 0.5 * skill
        if box in (Box.THREE_OF_A_KIND, Box.FOUR_OF_A_KIND, Box.CHANCE):
            low = 5 if box is Box.CHANCE else 10
            boxes.append(rng.randint(max(low, 15), 30) if good or box is Box.CHANCE else 0)
        else:
            fixed = {Box.FULL_HOUSE: 25, Box.SMALL_STRAIGHT: 30, Box.LARGE_STRAIGHT: 40,
                     Box.PENTA: 50}[box]
            boxes.append(fixed if good and (box is not Box.PENTA or rng.random() < 0.6) else 0)
    return tuple(boxes)


def _yams_game(rng: random.Random, date: str, skills: dict[str, float]) -> GameRecord:
    results = []
    for name, skill in skills.items():
        boxes = _yams_sheet(rng, skill)
        bonuses = 1 if boxes[Box.PENTA.value] == 50 and rng.random() < 0.12 else 0
        upper = sum(boxes[:6])
        total = sum(boxes) + (35 if upper >= 63 else 0) + 100 * bonuses
        results.append((name, boxes, bonuses, total))
    ranks = places([r[3] for r in results])
    return GameRecord("yams", date, tuple(
        PlayerResult(name, name == "IA", total, place, boxes=boxes, penta_bonuses=bonuses)
        for (name, boxes, bonuses, total), place in zip(results, ranks, strict=True)))


def _farkle_game(rng: random.Random, date: str, skills: dict[str, float]) -> GameRecord:
    target = rng.choice((5_000, 10_000, 10_000, 15_000))
    names = list(skills)
    banks: dict[str, list[int]] = {n: [] for n in names}
    busts = dict.fromkeys(names, 0)
    hot = dict.fromkeys(names, 0)
    while max(sum(b) for b in banks.values()) < target:
        for name in names:  # whole rounds: everyone has a last turn
            if rng.random() < 0.28 - 0.1 * skills[name]:
                busts[name] += 1
            else:
                banks[name].append(50 * rng.randint(6, 14 + round(16 * skills[name])))
            hot[name] += rng.random() < 0.08
    totals = [sum(banks[n]) for n in names]
    return GameRecord("farkle", date, tuple(
        PlayerResult(n, n == "IA", sum(banks[n]), place, turns=busts[n] + len(banks[n]),
                     busts=busts[n], hot_dice=hot[n], banks=tuple(banks[n]))
        for n, place in zip(names, places(totals), strict=True)), target=target)


def fake_history(games: int, seed: int = 1) -> list[GameRecord]:
    """``games`` legal finished games, oldest first: mostly Yams, Ana improving over time."""
    return list(_fake_history(games, seed))


@functools.lru_cache(maxsize=8)
def _fake_history(games: int, seed: int) -> tuple[GameRecord, ...]:
    """The records of :func:`fake_history`, made once per (games, seed): the records are
    frozen, and 5 000 of them take ~0.5 s (the screens, the layout test and the fuzz ask for
    the same histories again and again)."""
    rng = random.Random(seed)
    start = datetime(2026, 1, 1, 19, 0)
    records = []
    for i in range(games):
        date = (start + timedelta(hours=7 * i)).isoformat(timespec="seconds")
        progress = i / max(1, games - 1)
        skills = {"Ana": 0.2 + 0.6 * progress, "IA": 0.75}
        if i % 3 == 0:
            skills[PEOPLE[1]] = 0.45
        if i % 5 == 0:
            skills["Ion"] = 0.3
        maker = _farkle_game if i % 4 == 3 else _yams_game
        records.append(maker(rng, date, skills))
    return tuple(records)


@functools.lru_cache(maxsize=4)
def fake_farkle_history(games: int, seed: int = 1) -> tuple[GameRecord, ...]:
    """``games`` legal finished games of 10 000 alone, oldest first (Ana and the computer,
    Ion in every other game): the 10 000 tab after one game or a few, no Yams beside it."""
    rng = random.Random(seed)
    start = datetime(2026, 2, 1, 20, 0)
    records = []
    for i in range(games):
        date = (start + timedelta(hours=5 * i)).isoformat(timespec="seconds")
        skills = {"Ana": 0.3 + 0.4 * i / max(1, games - 1), "IA": 0.6}
        if i % 2:
            skills["Ion"] = 0.35
        records.append(_farkle_game(rng, date, skills))
    return tuple(records)


def fake_faces(throws: int, seed: int = 1, loaded: bool = False) -> list[int]:
    """Counts of faces 1..6 of ``throws`` dice of a seeded generator (a six-heavy die if
    ``loaded``)."""
    rng = random.Random(seed)
    counts = [0] * 6
    for _ in range(throws):
        face = 6 if loaded and rng.random() < 0.08 else rng.randint(1, 6)
        counts[face - 1] += 1
    return counts


def open_statistics(app: Any, games: int, *, throws: int | None = None, seed: int = 1,
                    loaded: bool = False, kind: str | None = None,
                    computer: bool = False) -> Any:
    """Fill the app's statistics with a seeded history and open the screen on it (on the tab
    ``kind``; "farkle_only": a history of 10 000 alone, its tab open); ``computer``: the
    computer threw as many Yams dice as the people, of another seed (fair)."""
    from game.scenes.statistics import StatisticsScene

    history = fake_farkle_history(games, seed) if kind == "farkle_only" else fake_history(
        games, seed)
    kind = "farkle" if kind == "farkle_only" else kind
    if history:
        app.stats.add_records(history)
    dice = throws if throws is not None else games * 60
    if dice:
        counts = fake_faces(dice, seed, loaded)
        for face, count in enumerate(counts, start=1):
            app.stats.data.faces["yams"]["human"][face - 1] += count
        if computer:
            for face, count in enumerate(fake_faces(dice, seed + 1), start=1):
                app.stats.data.faces["yams"]["computer"][face - 1] += count
    scene = StatisticsScene(app)
    app.manager.push(scene)
    if kind is not None:
        scene.select_kind(kind)
    return scene


@register("statistics_empty")
def _statistics_empty(app: Any) -> None:
    """No game played yet: the friendly line."""
    open_statistics(app, 0)


@register("statistics_empty_farkle")
def _statistics_empty_farkle(app: Any) -> None:
    """No game played yet, the 10 000 tab: its preview of banks and busts (ruling S98 2)."""
    open_statistics(app, 0).tabs.select(1)


@register("statistics_one_game")
def _statistics_one_game(app: Any) -> None:
    """One Yams game: figures, one point, too few dice for a verdict."""
    open_statistics(app, 1)


@register("statistics_fifty_games")
def _statistics_fifty(app: Any) -> None:
    """Fifty games: the charts filled, the dice judged."""
    open_statistics(app, 50)


@register("statistics_fifty_games_farkle")
def _statistics_fifty_farkle(app: Any) -> None:
    """Fifty games, the 10 000 tab."""
    open_statistics(app, 50, kind="farkle")


@register("statistics_5000_games_loaded")
def _statistics_many(app: Any) -> None:
    """5 000 games (older ones rolled up) and a die that favours the six."""
    open_statistics(app, 5000, throws=20_000, loaded=True)


@register("statistics_fifty_games_english")
def _statistics_english(app: Any) -> None:
    """Fifty games in English."""
    app.apply_settings(app.settings.with_changes(language="en"))
    open_statistics(app, 50)


@register("statistics_dice_too_few")
def _statistics_dice_few(app: Any) -> None:
    """The dice tab after one game: not enough throws for a verdict."""
    open_statistics(app, 1, throws=120, kind="dice")


@register("statistics_dice_fair")
def _statistics_dice_fair(app: Any) -> None:
    """The dice tab after fifty games of a seeded generator, the people's dice and the
    computer's: judged fair."""
    open_statistics(app, 50, kind="dice", computer=True)


@register("statistics_dice_loaded_5000_games")
def _statistics_dice_loaded(app: Any) -> None:
    """The dice tab with 5 000 games and a die that favours the six (the people's; the
    computer's fair)."""
    open_statistics(app, 5000, throws=20_000, loaded=True, kind="dice", computer=True)


@register("statistics_dice_fair_english")
def _statistics_dice_english(app: Any) -> None:
    """The dice tab in English."""
    app.apply_settings(app.settings.with_changes(language="en"))
    open_statistics(app, 50, kind="dice")


@register("statistics_farkle_target_5000")
def _statistics_farkle_5000(app: Any) -> None:
    """The 10 000 tab, the totals histogram switched to the games played to 5 000."""
    scene = open_statistics(app, 50, kind="farkle")
    scene.target_choice.select([t for t, _ in scene.target_choice.options].index(5_000))


@register("statistics_farkle_targets_english")
def _statistics_farkle_english(app: Any) -> None:
    """The 10 000 tab in English: the histogram names its target."""
    app.apply_settings(app.settings.with_changes(language="en"))
    open_statistics(app, 50, kind="farkle")


@register("statistics_four_games")
def _statistics_four_games(app: Any) -> None:
    """Four Yams games: the games listed instead of a histogram (issue 22)."""
    open_statistics(app, 5, seed=3)


@register("statistics_farkle_one_game")
def _statistics_farkle_one(app: Any) -> None:
    """One game of 10 000 and no Yams: the 10 000 tab after its first game."""
    open_statistics(app, 1, kind="farkle_only")


@register("statistics_farkle_few_games")
def _statistics_farkle_few(app: Any) -> None:
    """Four games of 10 000 and no Yams: the tab before its charts have much to show."""
    open_statistics(app, 4, kind="farkle_only")


@register("statistics_farkle_few_games_targets")
def _statistics_farkle_few_targets(app: Any) -> None:
    """Four games of 10 000 to three targets (10 000, 15 000, 5 000, 10 000), no Yams."""
    open_statistics(app, 4, seed=4, kind="farkle_only")


@register("statistics_three_games_english")
def _statistics_three_games_english(app: Any) -> None:
    """Three Yams games in English: the games listed, their places kept or dropped whole
    (hS69: "Game 1 · 1 Jan 2026 · place 3 of 4" shrank under 16 px at 1024x600)."""
    app.apply_settings(app.settings.with_changes(language="en"))
    open_statistics(app, 3)


@register("statistics_one_game_english")
def _statistics_one_game_english(app: Any) -> None:
    """One game of each in English: the Yams tab's first game."""
    app.apply_settings(app.settings.with_changes(language="en"))
    open_statistics(app, 1)


@register("statistics_five_games_english")
def _statistics_five_games_english(app: Any) -> None:
    """Five Yams games in English: the first line of totals, each point's total written,
    clear of the legend's "Expert: 222" (a total right under it read as one number)."""
    app.apply_settings(app.settings.with_changes(language="en"))
    open_statistics(app, 6)


def _box_page(app: Any) -> None:
    """The per-box chart's own page where a short window gives it one (hS31; elsewhere the
    page shows it beside the others, unchanged)."""
    scene = app.manager.stack[-1]
    if scene.page_choice.visible:
        scene.page_choice.select(1)


@register("statistics_fifty_games_boxes")
def _statistics_fifty_boxes(app: Any) -> None:
    """Fifty games, the per-box chart's page (1024x600)."""
    open_statistics(app, 50)
    _box_page(app)


@register("statistics_fifty_games_boxes_english")
def _statistics_fifty_boxes_english(app: Any) -> None:
    """Fifty games in English, the per-box chart's page (1024x600)."""
    app.apply_settings(app.settings.with_changes(language="en"))
    open_statistics(app, 50)
    _box_page(app)
