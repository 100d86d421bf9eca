"""Each Settings row is one block (hM68, critic A67: "at 1024 the rows are crammed: each
explanation sits tight against the next label, so it reads as belonging to the next row"): a
row's name and the line explaining its option stand close, and the air from that line to the
next row's name is twice that or more, at every window; no word of a row under 16 px of em.
The sound card's first row stands as far under its heading, and its last row's line as far
over its card's foot, as the other cards' (critic A67: "Ce auzi la masă" had an empty band
above "Sunet" and below "Volum")."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.scenes import settings
from game.scenes.settings import EXPLAINED, GROUPS, SettingsScene
from tests.settings_row_short import GROUPINGS, group
from tests.uihelpers import FRAME, make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
EM_LEAST = 16
"""The least em of a row's words, pixels."""


def _ink(rect: pygame.Rect) -> tuple[int, int]:
    """The rows of a line box its letters fill (as tests/layout_check.py reads it)."""
    inset = rect.h // 5
    return rect.top + inset, rect.bottom - inset


def _blocks(tmp_path, size, language="ro"):
    """Per group, its rows as (name's ink, explanation's ink), and the scene."""
    app = make_app(tmp_path, size=size)
    scene = SettingsScene(app)
    app.manager.push(scene, fade=False)
    app.apply_settings(app.settings.with_changes(language=language))
    app.step(FRAME)
    frame = recorded_frame(scene, size)
    widgets = {w.name: (key, w) for key, w in scene.rows}
    groups = []
    for _, names in settings.GROUPS:  # (as a test groups them: hM69)
        rows = []
        for name in names:
            key, widget = widgets[name]
            label = [t for t in frame.texts if t.text == scene.tr(key)]
            words = [t for t in frame.texts if t.text == scene.explanation(name)]
            assert len(label) == 1 and len(words) == 1, (name, [t.text for t in frame.texts])
            for mark in (label[0], words[0]):
                assert mark.size * theme.FONT_EM >= EM_LEAST, (size, mark.text, mark.size)
            rows.append((_ink(label[0].rect), _ink(words[0].rect)))
        groups.append(rows)
    return app, scene, groups


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize("size", SIZES)
def test_a_rows_line_belongs_to_its_row(tmp_path, size, language):
    app, scene, groups = _blocks(tmp_path, size, language)
    try:
        assert set(EXPLAINED) == {n for _, names in GROUPS for n in names}
        for rows in groups:
            for (label, words), (after, _) in zip(rows[:-1], rows[1:], strict=True):
                within = words[0] - label[1]
                between = after[0] - words[1]
                assert within >= 0 and between >= 2 * within, (size, within, between)
    finally:
        app.close()


@pytest.mark.parametrize("grouping", GROUPINGS)  # (hM69: the sound card now as full)
@pytest.mark.parametrize("size", SIZES)
def test_the_sound_card_keeps_the_others_rhythm(tmp_path, size, grouping, monkeypatch):
    group(monkeypatch, grouping)
    app, scene, groups = _blocks(tmp_path, size)
    try:
        heading_gap, foot_gap = [], []
        for rows, panel in zip(groups, scene.group_panels, strict=True):
            first_label, last_words = rows[0][0], rows[-1][1]
            heading_gap.append(first_label[0] - panel.top)
            foot_gap.append(panel.bottom - last_words[1])
        tolerance = max(3, scene.px(4))
        assert max(heading_gap) - min(heading_gap) <= tolerance, (size, heading_gap)
        assert max(foot_gap) - min(foot_gap) <= tolerance, (size, foot_gap)
    finally:
        app.close()
