"""The dice page's short-panel promises kept exercised (hM41: Statistici's title band got
shorter, so at 1366×768 and 1024×600 the dice page's panel no longer runs short): with the
taller band of the other screens put back, the sources' faces still stand side by side under
the lines where the panel is too short to stack them."""

from __future__ import annotations

import pytest

from game import theme
from game.scenes.statistics import StatisticsScene
from tests import test_stats_dice_page

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.fixture
def tall_band(monkeypatch):
    """The title band as tall as before hM41: the body shorter, as a smaller window's."""
    monkeypatch.setattr(StatisticsScene, "title_y", theme.TITLE_Y + 0.02)  # (hM62: the
    # dice note on one line now, the body a little shorter still to keep the case)
    monkeypatch.setattr(StatisticsScene, "title_type", theme.FONT_TITLE)


def test_the_sources_stand_side_by_side_in_a_short_panel(tmp_path, tall_band):
    test_stats_dice_page.test_each_source_with_dice_shows_its_faces_and_the_sources_fill_the_panel(
        tmp_path, (1366, 768), True)

