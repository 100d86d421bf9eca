"""The last round's ribbon and "La rând: …" both show as the last round begins (hF20: the
ribbon stood where the turn's pill goes, and the pill waited until it had gone): the pill
names whose turn it is in its band under the prompt, the ribbon with its line stands under
the pill, neither over the other, at 1920×1080, 1366×768 and 1024×600."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, recorded_frame
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_ribbon_and_the_turns_pill_both_show_apart(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._last_round(app)
        table = app.manager.top
        said = table.flow.big_announcement()
        assert said is not None and said.key == "farkle.last_round"
        frame = recorded_frame(table, size)
        ribbon = [p.rect for p in frame.panels if p.role == "announcement"]
        pill = [p.rect for p in frame.panels if p.role == "banner"]
        names = [t.text for t in frame.texts if t.role == "banner"]
        assert names == ["La rând: Jucătorul 2"], names
        assert len(ribbon) == 1 and len(pill) == 1
        assert not ribbon[0].colliderect(pill[0]), (ribbon, pill)
        assert ribbon[0].top - pill[0].bottom >= table.px(8), (ribbon, pill)
        assert ribbon[0].bottom <= table.roll_button.rect.top  # clear of the buttons
    finally:
        app.close()
