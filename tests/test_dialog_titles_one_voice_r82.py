"""Dialog titles in one voice (round 82, hK92, ruling S110 3.; critic cC81 #13, change 3):
every dialog's title is set in one size (the pause's "Pauză" as the confirms'), none shrunk to
its panel at any size, and every dialog that asks says its title as a question: "Partidă
neterminată" (a statement, where "Părăsești partida?", "Ieși din Zaruri?" ask) is now
"Renunți la partida neterminată?", in Romanian and in English."""

from __future__ import annotations

import pytest

from game.scenes import overlays
from game.widgets.text import fit_size
from tests.uihelpers import make_app
from tools.render_screens import REGISTRY, build_state, load_extensions

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

load_extensions()

ASKING = ["table_leave_confirm", "new_game_overwrite_confirm", "menu_quit_confirm",
          "scores_clear_asked", "statistics_clear_asked"]


def title_drawn(tmp_path, monkeypatch, state, size, language="ro") -> tuple[str, int]:
    """The dialog title ``state`` draws at ``size`` and its type's size as drawn."""
    drawn: list[tuple[str, int]] = []
    real = overlays.draw_text

    def spy(surface, text, px, *args, **kwargs):
        if kwargs.get("weight") == overlays.TITLE_FACE:
            width = kwargs.get("max_width")
            drawn.append((text, fit_size(text, px, width, kwargs["weight"]) if width else px))
        return real(surface, text, px, *args, **kwargs)

    monkeypatch.setattr(overlays, "draw_text", spy)
    app = make_app(tmp_path / f"{state}{size[0]}{language}", size=size)
    try:
        if language != "ro":
            app.apply_settings(app.settings.with_changes(language=language))
        build_state(app, next(s for s in REGISTRY if s.name == state))
        drawn.clear()
        app.manager._below = None
        app.manager.draw(app.screen)
    finally:
        app.close()
    assert drawn, state
    return drawn[-1]


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)],
                         ids=lambda s: f"{s[0]}")
def test_every_dialog_title_is_one_size(tmp_path, monkeypatch, size):
    sizes = {state: title_drawn(tmp_path, monkeypatch, state, size)[1]
             for state in [*ASKING, "table_pause"]}
    assert len(set(sizes.values())) == 1, sizes


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize("state", ASKING)
def test_a_dialog_that_asks_says_its_title_as_a_question(tmp_path, monkeypatch, state,
                                                         language):
    title, _ = title_drawn(tmp_path, monkeypatch, state, (1366, 768), language)
    assert title.endswith("?"), title
