"""The dice tab's spread sources kept exercised (hK60: Statistici's body grew, so from
1024×600 up a faces' chart always fits, one under the other or side by side, and the
sources' lines no longer had to spread): with the body ~110 px shorter at 1024×600 (its
title band a quarter of the height), no faces' chart fits and the lines spread down the
room, leaving no empty band over the test's figures (critic M30: ~90 px of empty panel
between them)."""

from __future__ import annotations

import pytest

from game.scenes import stats_dice
from game.scenes.statistics import StatisticsScene
from tests import test_statistics_labels_read

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("computer", [False, True])
def test_sources_with_no_room_for_their_faces_spread_down_the_panel(tmp_path, monkeypatch,
                                                                    computer):
    charted: list[object] = []
    monkeypatch.setattr(StatisticsScene, "title_y", 0.27)  # the body shorter (hM62: 0.25
    # before, the footnote on two lines; on one, its faces' chart fitted again)
    real = stats_dice.draw_source_faces
    monkeypatch.setattr(stats_dice, "draw_source_faces",
                        lambda *args, **kwargs: charted.append(args) or real(*args, **kwargs))
    test_statistics_labels_read.test_the_dice_tab_leaves_no_empty_band(tmp_path, (1024, 600),
                                                                        computer)
    assert not charted  # (the case reached: no faces drawn, under the lines or beside them)
