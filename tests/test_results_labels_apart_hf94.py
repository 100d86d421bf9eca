"""The 10 000 results' figure labels stand apart at 1024×600 (round 78, hF94, critic cB77
#9, ruling S48: "Ture pierdute Zaruri fierbinți" ran together under a step, 9 px apart): two
labels side by side keep at least one em of their type between them, whole on one line, at
16 px of em or more."""

from __future__ import annotations

import pytest

from game import theme
from tests.results_panel import results_over
from tests.test_results_stat_labels import CASES
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize("case", ["farkle3", "farkle7", "yams3"])
def test_labels_side_by_side_keep_an_em_between_them_at_1024(tmp_path, case, language):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        if language == "en":
            app.apply_settings(app.settings.with_changes(language="en"))
        panel = results_over(app, CASES[case](), 10.0)
        frame = recorded_frame(panel, (1024, 600))
        labels = [m for m in frame.texts if m.role in ("podium_stat_label", "list_stat_label")]
        assert labels
        for a in labels:
            em = a.size * theme.FONT_EM
            assert em >= 16, (a.text, em)
            assert not a.text.endswith("…"), a.text
            beside = [b for b in labels if b is not a and b.rect.top == a.rect.top
                      and b.rect.left >= a.rect.right - 2]
            if beside:
                b = min(beside, key=lambda m: m.rect.left)
                assert b.rect.left - a.rect.right >= em, (a.text, b.text,
                                                          b.rect.left - a.rect.right, em)
    finally:
        app.close()
