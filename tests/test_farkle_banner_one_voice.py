"""One voice at a time (critic B31 §3): as a banner's ribbon fades, its ghost overlapped the
new prompt line, which came back at the stage's GONE while the ribbon was still half there.
The prompt waits until the ribbon has fully left, and is back by the stage's last frames
(never a blank beat)."""

from __future__ import annotations

import pytest

from game.views.stage_banner import folded
from tests.test_farkle_banner_own_looks import _banner
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("state", ["hot_dice", "bank_banner"])
def test_the_prompt_waits_until_the_ribbon_has_fully_left(tmp_path, state):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        stage = _banner(app, state)
        table = stage.table
        for percent in range(0, 100):
            stage.clock.age = stage.clock.duration * percent / 100
            # (hL61: a banner leaves by folding shut, opaque to its last frame, no longer by
            # fading: it shows while any of it is unfolded)
            if folded(stage.clock) > 0:
                assert table.stage_speaks(), percent  # the ribbon still shows: no prompt
        stage.clock.age = stage.clock.duration * 0.99
        assert not table.stage_speaks()  # gone: the prompt is back before the stage ends
    finally:
        app.close()
