"""At 1024x600 the figures' labels never wrap (hR60, critic C51: "Cea mai bună" broke onto
two lines under the podium of seven players, their panel kept narrow): with four players or
more the tall panel takes the felt's width clear of the sound sign, each label whole on one
line at 15 px of em at least, under the podium and over the list alike."""

from __future__ import annotations

import pytest

from game import theme
from game.widgets.mute_icon import mute_icon_rect
from tests.results_panel import results_over
from tests.test_results_stat_labels import CASES
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize("case", ["yams2", "yams3", "yams4", "farkle3", "farkle7"])
def test_every_label_stands_whole_on_one_line_at_1024(tmp_path, case, language):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        if language == "en":
            app.apply_settings(app.settings.with_changes(language="en"))
        rows = CASES[case]()
        panel = results_over(app, rows, 10.0)
        frame = recorded_frame(panel, (1024, 600))
        said = {label for row in rows for _, _, label in panel.stats_of(row)}
        labels = [m for m in frame.texts
                  if m.role in ("podium_stat_label", "list_stat_label")]
        assert labels
        assert {m.text for m in labels} <= said, sorted({m.text for m in labels} - said)
        assert all(m.size * theme.FONT_EM >= 15 for m in labels), [m.size for m in labels]
        assert not panel.panel.colliderect(mute_icon_rect((1024, 600)))  # the sign clear
        podium = {m.size for m in labels if m.role == "podium_stat_label"}
        listed = {m.size for m in labels if m.role == "list_stat_label"}
        assert not listed or min(listed) >= max(podium), (listed, podium)  # one label type
    finally:
        app.close()
