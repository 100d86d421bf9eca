"""The rules of both games, in the app's own words (filled by the rules issue)."""

from __future__ import annotations

from game.scenes.simple import TitledScene


class RulesScene(TitledScene):
    """The rules screen; Esc or Back returns."""

    title_key = "menu.rules"
