"""The Yams key line and the Tab key tell one truth (round 76, critics cF75a/cF75c/cZ75: the
line said "Tab, ↑ ↓: căsuțele" but the first Tab rang "Aruncă"). Once a roll has landed, the
first Tab from no focus rings a box, as the line says; Tab goes on to the buttons ("Aruncă"
first, "Pauză" last) and Shift+Tab walks the same order back. Before the turn's first throw
there is no box to take: the line does not offer the boxes (nor the dice keys), and the first
Tab rings "Aruncă", the one thing to do (ruling S21)."""

from __future__ import annotations

import pygame
import pytest

from game.widgets.keycaps import key_plain
from tests.layout_check import shown_texts
from tests.uihelpers import focused_name, key, make_app
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

LAST_TWO = ["common.help_button", "pause.title"]
"""The focus order's end on every table: "?" then "Pauză"."""

BOXES = {"ro": "căsuțele", "en": "boxes"}
"""The key line's word for the score sheet's boxes, in each language."""


def _line(app, scene) -> str:
    """The key line the table shows now (the drawn one)."""
    words = key_plain(app.tr(scene.keys_line_key()))
    assert words in shown_texts(app)
    return words


def _walk(app, scene, mod: int = 0) -> list[str]:
    """The focused widgets' names, Tab (or Shift+Tab) after Tab from no focus, once round."""
    scene.focus.focus(None)
    names: list[str] = []
    for _ in range(len(scene.focus.widgets) + 1):
        key(app, pygame.K_TAB, mod)
        name = focused_name(app)
        if names and name == names[0]:
            break
        names.append(name)
    return names


@pytest.mark.parametrize("language", ["ro", "en"])
def test_after_a_roll_tab_walks_the_boxes_first_as_the_key_line_says(tmp_path, language):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        if language != "ro":
            app.apply_settings(app.settings.with_changes(language=language))
        scene = table(app, ["Ana", "Ion"], [1, 2, 3, 4, 6] * 3, computer=False)
        roll(app, scene)
        app.step(0.5)
        line = _line(app, scene)
        tab_part = next(part for part in line.split("  ·  ") if "Tab" in part)
        assert tab_part.endswith(BOXES[language])  # "Tab, ↑ ↓: căsuțele": what Tab reaches
        forward = _walk(app, scene)
        assert forward[0] == "yams.sheet", forward  # the line's promise, kept at once
        assert forward[1] == "yams.roll" and forward[-2:] == LAST_TWO, forward
        back = _walk(app, scene, pygame.KMOD_SHIFT)
        assert back == forward[::-1], back  # Shift+Tab: the same walk, backwards
        assert back[0] == "pause.title" and back[-1] == "yams.sheet", back
    finally:
        app.close()


def test_before_the_first_throw_the_line_offers_no_box_and_tab_rings_arunca(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ana", "Ion"], [1, 2, 3, 4, 6] * 3, computer=False)
        app.step(0.5)
        assert scene.game.dice is None
        line = _line(app, scene)
        assert BOXES["ro"] not in line and "Tab" not in line and "1–5" not in line
        assert "Spațiu" in line and "Esc" in line
        assert _walk(app, scene)[0] == "yams.roll"
    finally:
        app.close()
