"""Settings say each thing with one word: no group is named like one of its rows."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("language", ["ro", "en"])
def test_no_settings_group_is_named_like_one_of_its_rows(tmp_path, language):
    # The group "Sunet" held a row "Sunet": one word for two things, on one card.
    from game.scenes.settings import GROUPS, SettingsScene
    from tests.uihelpers import make_app

    app = make_app(tmp_path, language=language)
    try:
        scene = SettingsScene(app)
        labels = {app.tr(key) for key, _ in scene.rows}
        for key, _ in GROUPS:
            assert app.tr(key) not in labels, (language, key)
    finally:
        app.close()
