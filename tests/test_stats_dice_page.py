"""Statistics' dice page (hS25: the critic saw its right half empty and the verdict said twice,
"Zarurile par corecte" over "Da, par corecte: …"): the verdict is said once, the sentence
under it only says why; each source that threw dice shows how far each of its faces strays
from the fair die (a bar over or under its line, on a scale), the sources filling the panel
down to its foot."""

from __future__ import annotations

import pytest

from game.scenes.stats_dice import SOURCES
from tests.uihelpers import FRAME, make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _pairs(text: str) -> set[tuple[str, str]]:
    words = [w.strip(".,:;!").lower() for w in text.split()]
    return set(zip(words, words[1:], strict=False))


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize("verdict", ["fair", "doubtful", "loaded", "not_enough"])
def test_the_sentence_under_the_verdict_never_says_it_again(tmp_path, language, verdict):
    app = make_app(tmp_path)
    try:
        app.apply_settings(app.settings.with_changes(language=language))
        headline = app.tr(f"stats.dice.headline.{verdict}")
        sentence = app.tr(f"stats.dice.{verdict}", n="120", needed="300")
        assert not _pairs(headline) & _pairs(sentence), (headline, sentence)
        first = sentence.split()[0].strip(",:").lower()
        assert first not in ("da", "yes", "nu", "no"), sentence  # an answer said twice
    finally:
        app.close()


@pytest.mark.parametrize("computer", [False, True])  # (True: two sources, side by side where
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])  # the room is short)
def test_each_source_with_dice_shows_its_faces_and_the_sources_fill_the_panel(tmp_path, size,
                                                                              computer):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_statistics(app, 50, kind="dice", computer=computer)
        app.step(FRAME)
        scene.draw(app.screen)
        panel = scene.verdict_rect
        charts = scene.source_charts
        thrown = [s for s in SOURCES if scene.verdicts[s][1].throws]
        assert thrown and sorted(charts) == sorted(thrown) or (  # (hM29: none where they
            size == (1024, 600) and computer and not charts)  # would be slivers)
        for source in charts:
            area, bars, fair_y = charts[source]
            assert panel.contains(area) and len(bars) == 6
            assert area.top < fair_y < area.bottom  # the fair die's line across them
            counts = scene.source_counts[source]  # the most thrown face rises over the line,
            most = max(range(6), key=lambda i: counts[i])  # the least thrown hangs under it
            least = min(range(6), key=lambda i: counts[i])
            assert bars[most].bottom == fair_y == bars[least].top
        areas = [area for area, _, _ in charts.values()]
        assert not any(a.colliderect(b) for a in areas for b in areas if a is not b)
        if charts:  # down to the test's figures, quiet at the panel's foot (hM29)
            assert scene.figures_top - scene.sources_end <= scene.px(theme_gap_share()), panel
    finally:
        app.close()


def theme_gap_share() -> int:
    """The felt left under the last source at most (reference pixels)."""
    from game import theme

    return round(theme.GAP * 2)


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_too_few_throws_draw_no_second_chart_of_the_same_faces(tmp_path, size):
    """A71: under "Prea puține aruncări încă" the ± % chart only repeated the left chart's
    faces; a source's strays are charted once it has the throws a verdict needs (its line
    says "prea puține" until then, and the sentence above says how many are needed)."""
    app = make_app(tmp_path, size=size)
    try:
        scene = open_statistics(app, 1, throws=120, kind="dice")
        app.step(FRAME)
        scene.draw(app.screen)
        assert scene.verdicts[SOURCES[0]][0] == "not_enough"
        assert scene.source_charts == {}
    finally:
        app.close()


def test_too_few_throws_say_once_when_the_strays_are_charted(tmp_path, monkeypatch):
    """A71: with the ± % charts held back, one line says from how many dice they are drawn
    (hS28, critic K72: when the dice in all are too few, the bar says the wait and the
    note is not said: here 400 Yams dice and 120 of 10 000's)."""
    import game.scenes.stats_dice as page
    from game.scenes.statistics import StatisticsScene
    from tools.screens_statistics import fake_faces

    said: list[str] = []
    draw = page.draw_text

    def spy(surface, line, *args, **kwargs):
        said.append(line)
        return draw(surface, line, *args, **kwargs)

    app = make_app(tmp_path, size=(1366, 768))
    try:
        for game, dice in (("yams", 400), ("farkle", 120)):
            for face, count in enumerate(fake_faces(dice, 1), start=1):
                app.stats.data.faces[game]["human"][face - 1] += count
        scene = StatisticsScene(app)
        app.manager.push(scene)
        scene.select_kind("dice")
        app.step(FRAME)
        monkeypatch.setattr(page, "draw_text", spy)
        scene.draw(app.screen)
        assert scene.all_dice is not None and scene.all_dice[0] != "not_enough"
        assert said.count(app.tr("stats.dice.strays_later", needed="300")) == 1, said
    finally:
        app.close()
