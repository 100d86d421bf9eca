"""Screen states of the rules and high-score screens, for ``python -m tools.render_screens``.

Imported by :func:`tools.render_screens.load_extensions`; each state starts from the menu.
"""

from __future__ import annotations

from typing import Any

from tools.render_screens import register


def _rules(app: Any, game: str) -> Any:
    """The rules opened from the menu on ``game``'s tab (its "Joacă …" beside Back)."""
    from game.scenes.rules import RulesScene

    scene = RulesScene(app, game, play=getattr(app.manager.top, "new_game_instead", None))
    app.manager.push(scene)
    return scene


@register("rules_over_table")
def _rules_over_table(app: Any) -> None:
    """The rules opened from the Yams table's pause: "Înapoi la partidă" beside Back."""
    from game.scenes.overlays import PauseOverlay
    from game.scenes.rules import open_rules
    from tools.render_screens import REGISTRY

    next(s for s in REGISTRY if s.name == "yams_table").build(app)
    app.manager.push(PauseOverlay(app, on_leave=lambda: None))
    open_rules(app, "yams")


@register("rules_yams_top")
def _rules_yams_top(app: Any) -> None:
    """The Yams rules, at the top of the page."""
    _rules(app, "yams")


@register("rules_index_focused")
def _rules_index_focused(app: Any) -> None:
    """The Yams rules by keys: the index focused (Tab), Alt+→ walked to "Sacrificiul", a
    short section the page's end keeps below the view's top, lit and ringed (ruling S21)."""
    scene = _rules(app, "yams")
    scene.focus.focus(scene.index)
    scene.scroll_to_anchor("sacrifice")


@register("rules_yams_joker")
def _rules_yams_joker(app: Any) -> None:
    """The Yams rules scrolled to the Joker."""
    _rules(app, "yams").scroll_to_anchor("joker")


@register("rules_farkle_scoring")
def _rules_farkle_scoring(app: Any) -> None:
    """The 10 000 rules scrolled to the scoring table."""
    _rules(app, "farkle").scroll_to_anchor("scoring")


@register("rules_farkle_examples")
def _rules_farkle_examples(app: Any) -> None:
    """The 10 000 rules scrolled to the worked examples."""
    _rules(app, "farkle").scroll_to_anchor("examples")


@register("rules_farkle_computer")
def _rules_farkle_computer(app: Any) -> None:
    """The 10 000 rules scrolled to the computer's banking rule."""
    _rules(app, "farkle").scroll_to_anchor("ai")


@register("rules_farkle_computer_english")
def _rules_farkle_computer_en(app: Any) -> None:
    """The same, in English."""
    app.apply_settings(app.settings.with_changes(language="en"))
    _rules(app, "farkle").scroll_to_anchor("ai")


@register("scores_empty")
def _scores_empty(app: Any) -> None:
    """The high scores with no game played yet."""
    from game.scenes.scores import ScoresScene

    app.manager.push(ScoresScene(app, play=getattr(app.manager.top, "new_game_instead", None)))


def fill_highscores(store: Any) -> None:
    """Write a few high scores of both games (names with diacritics, a tie, ten Yams lines)."""
    yams = [("Ștefan Țuțuianu", 312), ("Ana", 287), ("Irina", 254), ("Mihai", 254),
            ("Ioana-Maria", 231), ("Bogdan", 219), ("Țiți", 198), ("Radu", 187),
            ("Elena", 176), ("Andrei", 143)]
    for day, (name, score) in enumerate(yams, start=1):
        store.add_highscore("yams", name, score, date=f"2026-0{1 + day % 9}-{day:02d}T20:15:00")
    # the newest score of all (the one row lit) is on the 10 000 board shown at first
    farkle = [("Ștefania", 10_450, 23, 10_000), ("Dan", 15_200, 31, 15_000),
              ("Ana", 5_150, 12, 5_000), ("Irina", 10_050, 19, 10_000)]
    for day, (name, score, turns, target) in enumerate(farkle, start=3):
        store.add_highscore("farkle", name, score, turns=turns, target=target,
                            date=f"2026-11-{day:02d}T18:40:00")


@register("scores_filled")
def _scores_filled(app: Any) -> None:
    """The high scores of both games, filled."""
    from game.scenes.scores import ScoresScene

    fill_highscores(app.store)
    app.manager.push(ScoresScene(app, play=getattr(app.manager.top, "new_game_instead", None)))


@register("scores_few")
def _scores_few(app: Any) -> None:
    """The high scores with two entries on each board shown: no ghost trophy, the rows tall."""
    from game.scenes.scores import ScoresScene

    for day, (name, score) in enumerate([("Ștefan", 287), ("Ana", 231)], start=1):
        app.store.add_highscore("yams", name, score, date=f"2026-11-{day:02d}T20:15:00")
    for day, (name, score) in enumerate([("Irina", 10_450), ("Dan", 10_050)], start=3):
        app.store.add_highscore("farkle", name, score, turns=20 + day, target=10_000,
                                date=f"2026-11-{day:02d}T18:40:00")
    app.manager.push(ScoresScene(app, play=getattr(app.manager.top, "new_game_instead", None)))


@register("rules_yams_paged")
def _rules_yams_paged(app: Any) -> None:
    """The Yams rules after three Page Downs: the view opens on a whole line or row."""
    import pygame

    from game.scenes.rules import open_rules

    scene = open_rules(app, "yams")
    for _ in range(3):
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0,
                                              unicode=""))


@register("scores_one_game")
def _scores_one_game(app: Any) -> None:
    """The high scores after one game of Yams: one score on its board, the 10 000 board empty
    (hS22: both boards fit what they hold, no ghost trophy, no faded medals)."""
    from game.scenes.scores import ScoresScene

    app.store.add_highscore("yams", "Ana", 231, date="2026-11-02T20:15:00")
    app.manager.push(ScoresScene(app, play=getattr(app.manager.top, "new_game_instead", None)))


@register("rules_yams_scorecard")
def _rules_yams_scorecard(app: Any) -> None:
    """The Yams rules jumped to the score sheet's table: its section opens on its heading,
    "Foaia de scor", the table's header ("Căsuță", "Ce se numără", …) under its lead-in."""
    _rules(app, "yams").scroll_to_anchor("scorecard")


@register("scores_three")
def _scores_three(app: Any) -> None:
    """The high scores with three entries on the Yams board and a shared second place on the
    10 000 board (hS32: the podium whole, no compact rows yet)."""
    from game.scenes.scores import ScoresScene

    for day, (name, score) in enumerate([("Ștefan", 287), ("Ana", 231), ("Țiți", 198)], 1):
        app.store.add_highscore("yams", name, score, date=f"2026-11-{day:02d}T20:15:00")
    for day, (name, score) in enumerate([("Irina", 10_450), ("Dan", 10_050),
                                         ("Ioana-Maria", 10_050)], start=4):
        app.store.add_highscore("farkle", name, score, turns=20 + day, target=10_000,
                                date=f"2026-11-{day:02d}T18:40:00")
    app.manager.push(ScoresScene(app, play=getattr(app.manager.top, "new_game_instead", None)))


@register("rules_line_down")
def _rules_line_down(app: Any) -> None:
    """The Yams rules after two ↓: each a block's start (S83), "Cum decurge o tură" pinned at
    the view's top over its second step, "Secțiunea 2 din 8" (ruling S66, critic cC78 #6)."""
    import pygame

    scene = _rules(app, "yams")
    for _ in range(2):
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0,
                                              unicode=""))


@register("rules_text_focused")
def _rules_text_focused(app: Any) -> None:
    """The Yams rules by keys: → from the index into the text, ringed, the page read on in
    "Foaia de scor" (its heading and the table's header pinned; ruling S66)."""
    import pygame

    scene = _rules(app, "yams")
    scene.focus.focus(scene.index)
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0,
                                          unicode=""))
    from game.widgets.page_stops import nearest_stop

    wanted = scene.page.anchors["scorecard"] + scene.viewport.h // 2
    scene.scroll.scroll_to(nearest_stop(scene._stops, wanted))  # (a stop, as a wheel lands)
