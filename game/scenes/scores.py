"""The high scores of both games (filled by the high-scores issue)."""

from __future__ import annotations

from game.scenes.simple import TitledScene


class ScoresScene(TitledScene):
    """The high-score screen; Esc or Back returns."""

    title_key = "menu.scores"
