"""Statistics, the dice with too few throws for a verdict (hS28, critic K72 #5,
statistics_dice_too_few_1366: "300 three times and 120 three times"): each fact said once:
one sentence with no figure, one big "120 / 300" over the bar; the chart's heading, the one
source's line and no note under the sources repeat neither."""

from __future__ import annotations

import pytest

from tests.uihelpers import FRAME, make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _said(monkeypatch, scene, surface) -> list[str]:
    """Every text the Statistics screen draws in one frame."""
    import game.scenes.simple as simple
    import game.scenes.statistics as statistics
    import game.scenes.stats_dice as dice
    import game.scenes.stats_drawing as drawing
    import game.widgets.chart_parts as chart_parts
    import game.widgets.charts as charts

    said: list[str] = []
    for module in (simple, statistics, dice, drawing, chart_parts, charts):
        if not hasattr(module, "draw_text"):
            continue
        real = module.draw_text

        def spy(surface_, text, *a, _real=real, **k):
            said.append(text)
            return _real(surface_, text, *a, **k)

        monkeypatch.setattr(module, "draw_text", spy)
    scene.draw(surface)
    monkeypatch.undo()
    return said


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_too_few_dice_say_the_count_and_the_need_once(tmp_path, monkeypatch, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_statistics(app, 1, throws=120, kind="dice")
        app.step(FRAME)
        said = _said(monkeypatch, scene, app.screen)
        assert scene.all_dice is not None and scene.all_dice[1].throws == 120
        with_need = [t for t in said if "300" in t]
        with_count = [t for t in said if "120" in t]
        assert with_need == ["120 / 300"], said  # the big figure alone says them
        assert with_count == ["120 / 300"], said
        assert scene.progress_fill.w > 0 and scene.progress_bar.w > scene.progress_fill.w
        # its one sentence, said once across its lines (ruling S18: two at 1024x600)
        assert " ".join(said).count(app.tr("stats.dice.not_enough")) == 1, said
        few = app.tr("stats.dice.word.not_enough").lower()  # "too few": the headline's
        assert [t for t in said if few in t.lower()] == [
            app.tr("stats.dice.headline.not_enough")], said
    finally:
        app.close()
