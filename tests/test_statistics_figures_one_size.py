"""The "Pe scurt" card at 1024x600 reads as one table (round 74, critic cS74 #7: "1 085
(28,9 %)" drawn smaller than every other value, "Forma (ultimele 10)" and "Încasează de obicei
la" wrapping): every value of a card in one size, every label on one line, in both
languages."""

from __future__ import annotations

import importlib

import pytest

from tests.uihelpers import make_app
from tools.render_screens import REGISTRY, build_state

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

importlib.import_module("tools.screens_statistics")

STATES = ["statistics_5000_games_loaded", "statistics_farkle_few_games_targets",
          "statistics_fifty_games_english", "statistics_farkle_targets_english"]


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize("state", STATES)
def test_one_value_size_per_card_and_labels_on_one_line(tmp_path, state, size):
    app = make_app(tmp_path, size=size)
    try:
        build_state(app, next(s for s in REGISTRY if s.name == state))
        placed = app.manager.stack[-1].place_figures()
        assert len(placed) >= 5, state
        sizes = {(p.figure.value, p.value_size) for p in placed}
        assert len({s for _, s in sizes}) == 1, sorted(sizes)
        wrapped = [p.lines for p in placed if len(p.lines) > 1]
        assert wrapped == [], wrapped
        for p in placed:  # a label never reaches its value
            assert p.label_rect.right < p.value_rect.left, (p.figure, p.label_rect,
                                                            p.value_rect)
    finally:
        app.close()
