"""Two games listed as cards at 1024x600 show their totals big (round 74, critic cS74 #7:
"9 200 puncte" ~12 px, no larger than the game's words): each total at least the cards'
heading's type, over the words beside it, its unit ("puncte") still said by it."""

from __future__ import annotations

import importlib

import pytest

from tests.uihelpers import make_app, recorded_frame
from tools.render_screens import REGISTRY, build_state

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

importlib.import_module("tools.screens_statistics")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_two_games_totals_stand_big_beside_their_words(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        build_state(app, next(s for s in REGISTRY
                              if s.name == "statistics_farkle_few_games_targets"))
        scene = app.manager.stack[-1]
        panel = scene.chart_rects[1]
        inside = [t for t in recorded_frame(app.manager, size).shown_texts()
                  if panel.contains(t.rect)]
        heading = next(t for t in inside if t.text == app.tr("stats.games_heading"))
        totals = [t for t in inside if t.text in ("9 200", "10 750")]
        titles = [t for t in inside if t.text.startswith("Partida")]
        units = [t for t in inside if t.text == app.tr("stats.points")]
        assert len(totals) == 2 and len(units) == 2, [t.text for t in inside]
        assert all(t.size >= heading.size for t in totals), (heading.size,
                                                              [t.size for t in totals])
        assert all(t.size > max(w.size for w in titles) for t in totals)
        for total in totals:  # each unit by its own total, in its card
            unit = min(units, key=lambda u: abs(u.rect.centery - total.rect.centery))
            assert abs(unit.rect.centery - total.rect.centery) <= total.rect.h, (unit, total)
    finally:
        app.close()
