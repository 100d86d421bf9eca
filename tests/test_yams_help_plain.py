"""The Yams "?" card says its rules in plain short sentences: no clipped clauses ("plină:
jos;"), no "sacrifici" (a box with no points simply gets 0)."""

from __future__ import annotations

import re

import pytest

from game.scenes.yams_help import YamsHelpOverlay
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_steps_say_their_rules_plainly(tmp_path):
    """Every step's words: whole clauses, the Joker's order and the zero said plainly."""
    app = make_app(tmp_path, size=(1366, 768))
    try:
        overlay = YamsHelpOverlay(app)
        for text in overlay.texts():
            assert not re.search(r"\w:\s*\w{1,4};", text), text  # "plină: jos;"
            assert "sacrific" not in text.casefold(), text
    finally:
        app.close()
