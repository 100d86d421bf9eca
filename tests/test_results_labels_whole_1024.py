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


def test_tight_cells_part_their_labels_then_break_them(tmp_path):
    # (hR60) the panel's figures now have room at every size, so the tight cells' promises
    # are held here on the figures alone: a row's pair parted a few pixels rather than
    # broken (C50), drawn parted; too tight even so, each label broken onto two lines
    # (round 30), never run into its neighbour's
    import pygame

    from game.widgets import layout_record
    from game.widgets.podium_figures import draw_stats, label_push, laid_labels, stat_sizes
    from game.widgets.text import BOLD, text_size

    pygame.init()
    chips = [("upper", "63", "Partea de sus"), ("lower", "28", "Partea de jos")]
    size = stat_sizes(1.0)[1]
    widths = [text_size(label, size, BOLD)[0] for _, _, label in chips]
    roomy = next(w for w in range(2 * max(widths) + 60, 0, -1)
                 if label_push(widths, w // 2, 10) > 0)  # the widest that must part them
    assert laid_labels(chips, roomy, 1.0) == [["Partea de sus"], ["Partea de jos"]]
    parted = min(w for w in range(max(widths), roomy + 1)  # the tightest still whole
                 if laid_labels(chips, w, 1.0) == [["Partea de sus"], ["Partea de jos"]])
    screen = (1400, 400)
    layout_record.start(screen)
    try:
        layout_record.begin(screen)
        draw_stats(pygame.Surface(screen), chips, 700, 20, parted, 1.0)
        marks = [m for m in layout_record.frame().texts if m.role == "podium_stat_label"]
    finally:
        layout_record.stop()
    left, right = sorted((m.rect for m in marks), key=lambda r: r.x)
    assert len(marks) == 2 and right.left - left.right >= 8, (left, right)  # clear apart
    tight = laid_labels(chips, max(widths), 1.0)
    assert tight == [["Partea", "de sus"], ["Partea", "de jos"]], tight
