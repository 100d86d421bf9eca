"""Statistics' dice tab speaks to players (critic M28 §2): it leads with a verdict line and
its badge ("Zarurile sunt corecte"), the statistician's figures (the deviation, "49 % din
cazuri", the 5 %) stand quiet at the panel's foot, under the sources, small and muted; the
sources' small charts show only where they have room (no slivers at 1024×600)."""

from __future__ import annotations

import pytest

from game import theme
from game.scenes import stats_dice
from tests.uihelpers import FRAME, make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _drawn(scene, app, monkeypatch):
    calls = []
    real = stats_dice.draw_text

    def spy(surface, text, size, colour, pos, *args, **kwargs):
        rect = real(surface, text, size, colour, pos, *args, **kwargs)
        calls.append((text, size, colour, rect))
        return rect

    monkeypatch.setattr(stats_dice, "draw_text", spy)
    scene.draw(app.screen)
    return calls


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_dice_tab_leads_with_a_verdict_and_its_badge(tmp_path, monkeypatch, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_statistics(app, 50, kind="dice", computer=True)
        app.step(FRAME)
        calls = _drawn(scene, app, monkeypatch)
        headline = app.tr("stats.dice.headline.fair")
        assert headline == "Zarurile sunt corecte"  # (hM31 wrote "par corecte"; hM40's brief
        # asked for the plain statement first, the numbers behind it: tests/test_stats_dice_plain)
        first = calls[0]
        assert first[0] == headline  # the verdict first
        badge = scene.verdict_badge
        assert scene.verdict_rect.contains(badge)
        assert badge.right <= first[3].left and abs(badge.centery - first[3].centery) <= 4
        assert badge.h >= first[3].h * 3 // 4  # a badge, not a bullet
        # the figures: after every source's line, smaller than the sentence, muted
        figures = scene.test_text(scene.all_dice[1]).split()[0]
        sentence = next(c for c in calls if c[0] and app.tr("stats.dice.fair").startswith(c[0]))
        sources = [c for c in calls if c[0] == app.tr("stats.dice.source.farkle.computer")]
        figure = next(c for c in calls if c[0].startswith(figures))
        assert figure[1] <= sentence[1] and figure[2] == theme.MUTED != sentence[2]
        if size[0] >= 1920:  # (at 1024×600 both stand on the type floor)
            assert figure[1] < sentence[1]
        assert figure[3].top >= sources[0][3].bottom
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_sources_charts_show_only_where_they_have_room(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_statistics(app, 50, kind="dice", computer=True)
        app.step(FRAME)
        scene.draw(app.screen)
        for area, _, _ in scene.source_charts.values():
            assert area.h >= 2 * scene.px(stats_dice.SOURCE_CHART_LEAST), area  # no sliver
        if size == (1920, 1080):
            assert len(scene.source_charts) == 2  # the room there: both shown
        # round 50: the footnote a line shorter and the title band shorter (hM41), the panel
        # has room for both charts at every window size; the promise is held on a squeezed
        # panel, where charts would be slivers
        full = scene.verdict_rect.h
        for share in (0.8, 0.7):
            scene.verdict_rect.h = round(full * share)
            scene.draw(app.screen)
            for area, _, _ in scene.source_charts.values():
                assert area.h >= 2 * scene.px(stats_dice.SOURCE_CHART_LEAST), (share, area)
    finally:
        app.close()
