"""Screen states of clearing the records (ruling S32): the question asked over "Statistici"
and over "Scoruri", its safe answer "Anulează" focused.

Imported by :func:`tools.render_screens.load_extensions`; each state starts from the menu.
"""

from __future__ import annotations

from typing import Any

from tools.render_screens import register
from tools.screens_rules import fill_highscores
from tools.screens_statistics import open_statistics


def _settled(app: Any) -> None:
    """Let the dialog's entrance finish (the picture shows it at rest)."""
    for _ in range(40):
        app.step(1 / 60)


@register("statistics_clear_asked")
def _statistics_clear_asked(app: Any) -> None:
    """Fifty games, "Șterge statisticile" pressed: the question, "Anulează" focused."""
    scene = open_statistics(app, 50)
    app.stats.flush(force=True)
    scene.refresh()
    scene.ask_clear()
    _settled(app)


@register("scores_clear_asked")
def _scores_clear_asked(app: Any) -> None:
    """Both boards filled, "Șterge scorurile" pressed: the question, "Anulează" focused."""
    from game.scenes.scores import ScoresScene

    fill_highscores(app.store)
    scene = ScoresScene(app, play=getattr(app.manager.top, "new_game_instead", None))
    app.manager.push(scene)
    _settled(app)
    scene.ask_clear()
    _settled(app)


@register("scores_clear_asked_english")
def _scores_clear_asked_english(app: Any) -> None:
    """The scores' question in English."""
    app.apply_settings(app.settings.with_changes(language="en"))
    _scores_clear_asked(app)
