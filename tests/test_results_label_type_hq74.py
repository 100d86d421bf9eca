"""The results' figure labels under the podium read at every size (round 74, hQ74; critic:
"Partea de sus", "Ture" ~13-14 px at 1366 and 1024, the "Ture" icon's arrowhead touching its
label at 1920): each label's flat capital drawn at least :data:`LEAST_CAP` pixels tall at
each window size, and each icon's box clear of the label under it by :data:`ICON_AIR`
reference pixels at least."""

from __future__ import annotations

import importlib

import pygame
import pytest

from game import theme
from game.widgets import podium_award, podium_figures
from game.widgets.text import BOLD, render
from tests.uihelpers import make_app, recorded_frame
from tools.render_screens import REGISTRY, build_state

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

importlib.import_module("tools.screens_results")

LEAST_CAP = {(1920, 1080): 16, (1366, 768): 14, (1024, 600): 14}
"""The least drawn height in pixels of a label's capital "H", by window size (Lato's cap is
about 0.72 of its em: 14 px of cap reads as ~19 px type)."""

ICON_AIR = 4
"""Reference pixels at least between an icon's box and the top of its label."""


LABELS = ("podium_stat_label", "podium_quiet_label")
"""The figures' labels under their icons: the icon rows' (Yams) and, on the 10 000's podium
since S86 3. (amended round 81, hF105), the quiet row's behind each player's award."""


def _cap(size: int) -> int:
    return render("H", size, (0, 0, 0), BOLD).get_bounding_rect().h


@pytest.mark.parametrize("size", list(LEAST_CAP))
@pytest.mark.parametrize("state", ["results_farkle_4", "results_yams_4"])
def test_the_podium_labels_are_large_and_clear_of_their_icons(tmp_path, monkeypatch,
                                                               state, size):
    icons: list[pygame.Rect] = []
    drawn = podium_figures.draw_chip_icon

    def record(surface, name, centre, side):
        rect = pygame.Rect(0, 0, side, side)
        rect.center = centre
        icons.append(rect)
        drawn(surface, name, centre, side)

    app = make_app(tmp_path, size=size)
    try:
        build_state(app, next(s for s in REGISTRY if s.name == state))
        monkeypatch.setattr(podium_figures, "draw_chip_icon", record)
        monkeypatch.setattr(podium_award, "draw_chip_icon", record)  # (S86's quiet rows)
        frame = recorded_frame(app.manager, size)
        labels = [t for t in frame.shown_texts() if t.role in LABELS]
        assert labels and icons
        for mark in labels:
            assert _cap(mark.size) >= LEAST_CAP[size], (mark.text, _cap(mark.size))
        scale = app.manager.top.scale
        air = theme.px(ICON_AIR, scale)
        for mark in labels:  # the icon over this label: its column, just above it
            over = [r for r in icons if r.left < mark.rect.right and r.right > mark.rect.left
                    and r.centery < mark.rect.top
                    and mark.rect.top - r.centery < 3 * r.h]
            beside = [r for r in icons if r.right <= mark.rect.left
                      and mark.rect.top <= r.centery <= mark.rect.bottom]
            if not over and mark.role == "podium_quiet_label":  # stacked, one a line (S86
                assert beside, mark.text  # amended round 81, hF105): its icon on its line,
                icon = max(beside, key=lambda r: r.right)  # left of its figure, clear
                assert mark.rect.left - icon.right >= air, (mark.text, icon, mark.rect)
                continue
            assert over, mark.text
            icon = max(over, key=lambda r: r.bottom)
            assert mark.rect.top - icon.bottom >= air, (mark.text, icon, mark.rect)
    finally:
        app.close()
