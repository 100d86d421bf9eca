"""One colour meaning per chart: the computer's blue is never a person's game. A listed game
the player did not win has a muted gold bar (their own colour, quieter), not the blue the
chart below gives the expert computer."""

from __future__ import annotations

import pygame

from game import theme
from game.widgets.charts import GameLine, draw_game_list


def _count(surface: pygame.Surface, colour: tuple[int, int, int]) -> int:
    return pygame.mask.from_threshold(surface, (*colour, 255), (1, 1, 1, 255)).count()


def test_a_lost_game_is_never_drawn_in_the_computers_blue():
    pygame.display.init()
    pygame.font.init()
    for height in (200, 600):  # the list, and the one or two big game cards
        surface = pygame.Surface((600, height))
        surface.fill(theme.PANEL)
        lines = [GameLine("Partida 1", "locul 2 din 2", "180", 0.8, False),
                 GameLine("Partida 2", "locul 1 din 2", "230", 1.0, True)]
        draw_game_list(surface, surface.get_rect(), lines, "", 1.0)
        assert _count(surface, theme.CHART_BAR_OTHER) == 0
        assert _count(surface, theme.CHART_BAR_LOST) > 50
        assert _count(surface, theme.CHART_BAR) > 50


def test_the_figures_say_each_thing_once_in_plain_words(tmp_path):
    # "Penta: 17 Penta" said its name twice; a kind of dice never thrown read
    # "0 · prea puține".
    from game.storage.stats import StatsData
    from tests.uihelpers import button_named, click, make_app, settle
    from tools.screens_statistics import fake_faces, fake_history

    app = make_app(tmp_path)
    try:
        data = StatsData()
        for record in fake_history(3, seed=3):
            data.add_game(record)
        data.faces["yams"]["human"] = fake_faces(400, seed=3, loaded=False)  # people's only
        app.stats._data = data
        click(app, button_named(app, "menu.statistics"))
        settle(app, 4)
        scene = app.manager.top
        figures = {f.label: f.value for f in scene.figures()}
        assert figures["Penta"].isdigit()
        drawn: list[str] = []
        import game.scenes.stats_dice as stats_dice
        import game.scenes.stats_drawing as statistics  # (the screen drawn)

        real = statistics.draw_text

        def spy(surface, text, *args, **kwargs):
            drawn.append(text)
            return real(surface, text, *args, **kwargs)

        statistics.draw_text = stats_dice.draw_text = spy  # the screen and its verdict panel
        try:
            click(app, scene.tabs.rects[2])
            scene.draw(app.screen)
        finally:
            statistics.draw_text = stats_dice.draw_text = real
        assert not any(text.startswith("0 · ") for text in drawn), drawn
        assert app.tr("stats.dice.source_none") in drawn
    finally:
        app.close()



def test_the_players_name_is_said_in_the_chooser_not_again_as_a_heading(tmp_path, monkeypatch):
    import game.scenes.stats_drawing as statistics  # (the screen drawn)
    from game.storage.stats import StatsData
    from tests.uihelpers import button_named, click, make_app, settle
    from tools.screens_statistics import fake_history

    app = make_app(tmp_path)
    try:
        data = StatsData()
        for record in fake_history(8, seed=8):
            data.add_game(record)
        app.stats._data = data
        click(app, button_named(app, "menu.statistics"))
        settle(app, 4)
        scene = app.manager.top
        name = scene.player_label()
        drawn: list[str] = []
        real = statistics.draw_text

        def spy(surface, text, *args, **kwargs):
            drawn.append(text)
            return real(surface, text, *args, **kwargs)

        monkeypatch.setattr(statistics, "draw_text", spy)
        scene.draw(app.screen)
        assert drawn.count(name) <= 1, drawn  # the chooser (marked) and at most a legend
        assert app.tr("stats.figures") in drawn
    finally:
        app.close()
