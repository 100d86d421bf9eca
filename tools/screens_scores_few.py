"""Screen states of the Scores boards with a short board beside a list (hS64), for
``python -m tools.render_screens``: every count of 0-3 beside ten shows a state somewhere."""

from __future__ import annotations

from typing import Any

from tools.render_screens import register


def _boards(app: Any, yams: int, farkle: int) -> None:
    """Scoruri over ``yams`` Yams scores and ``farkle`` 10 000 scores (at 10 000)."""
    from game.scenes.scores import ScoresScene

    for i in range(yams):
        app.store.add_highscore("yams", ["Ștefan", "Ana", "Țiți", "Irina", "Mihai", "Radu",
                                         "Elena", "Dan", "Ioana", "Bogdan"][i], 300 - 9 * i,
                                date=f"2026-10-{i + 1:02d}T20:15:00")
    for i in range(farkle):
        app.store.add_highscore("farkle", ["Irina", "Dan", "Ioana-Maria", "Ștefania", "Ana",
                                           "Radu", "Țiți", "Mihai", "Elena", "Bogdan"][i],
                                10_600 - 50 * i, turns=18 + i, target=10_000,
                                date=f"2026-11-{i + 1:02d}T18:40:00")
    app.manager.push(ScoresScene(app, play=getattr(app.manager.top, "new_game_instead", None)))


@register("scores_yams_short_beside_list")
def _yams_short(app: Any) -> None:
    """Two Yams scores beside a 10 000 board of ten: the Yams panel keeps the list's height,
    its invitation on a card in its lower part."""
    _boards(app, 2, 10)


@register("scores_yams_empty_beside_list")
def _yams_empty(app: Any) -> None:
    """No Yams score beside a 10 000 board of ten: its sentence on the card."""
    _boards(app, 0, 10)


@register("scores_farkle_one_beside_list")
def _farkle_one(app: Any) -> None:
    """One 10 000 score beside a Yams board of ten: its card, then its other targets."""
    _boards(app, 10, 1)


@register("scores_yams_short_beside_list_english")
def _yams_short_english(app: Any) -> None:
    """Two Yams scores beside a 10 000 board of ten, in English: the subtitle names the Yams
    board (hS69)."""
    app.apply_settings(app.settings.with_changes(language="en"))
    _boards(app, 2, 10)


@register("scores_band_short")
def _band_short(app: Any) -> None:
    """Nine Yams scores beside eight at 10 000: a band of one free place ("Locul 10 · liber")
    and one of two (ruling S4 amended round 70)."""
    _boards(app, 9, 8)
