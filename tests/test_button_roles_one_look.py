"""One look per button role on every screen around the tables (critic cQ74 #1: "Joacă Yams"
dark on the Rules, red on Settings and Statistics; "Înapoi la partidă" red over a table): a
"Joacă …" is the red primary wherever it is offered, every "Înapoi…" (Back, "Înapoi la
partidă") is the green secondary, and no screen wears two red buttons (S16, amended round 74).
Amended round 79 (hK84, ruling S67 3): on Setări "Joacă …" is a secondary too."""

from __future__ import annotations

import pytest

from game.widgets.button import Button
from tests.uihelpers import make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

STATES = ["rules", "rules_over_table", "settings", "settings_english",
          "statistics_one_game", "scores_filled"]


def _buttons(scene) -> list[Button]:
    return [w for w in scene.focus.widgets if isinstance(w, Button) and w.visible]


def role_of(text: str) -> str | None:
    """The role a button's words say: "play" ("Joacă …", "Play …"), "back" ("Înapoi…",
    "Back…"), else None (roles this check does not pin)."""
    if text.startswith(("Joacă", "Play")):
        return "play"
    if text.startswith(("Înapoi", "Back")):
        return "back"
    return None


@pytest.mark.parametrize("state", STATES)
def test_each_role_wears_one_look(tmp_path, state):
    from tools.render_screens import REGISTRY, load_extensions

    load_extensions()
    app = make_app(tmp_path, size=(1366, 768))
    try:
        next(s for s in REGISTRY if s.name == state).build(app)
        settle(app, 3)
        looks = {(b.text, role_of(b.text), b.style) for b in _buttons(app.manager.top)}
        # (Settings' "Joacă" is primary like everywhere: S110 reversed S67 3. in round 82,
        # hK92, critic cC81 #11: green on Settings, red on Rules, Scores and Statistics)
        want = {"play": "primary", "back": "secondary"}
        wrong = [(text, style) for text, role, style in looks
                 if role is not None and style != want[role]]
        assert not wrong, (state, looks)
        assert sum(style == "primary" for _, _, style in looks) <= 1, looks
    finally:
        app.close()
