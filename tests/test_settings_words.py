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


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_the_group_cards_stand_level_and_their_lines_end_without_a_widow(tmp_path, size):
    from game.scenes.settings import GROUP_PAD, GROUPS, SettingsScene
    from tests.uihelpers import FRAME, make_app

    for language in ("ro", "en"):
        app = make_app(tmp_path, size=size, language=language)
        try:
            scene = SettingsScene(app)
            app.manager.push(scene, fade=False)
            app.step(FRAME)
            left, right = scene.group_panels[:2], scene.group_panels[2:]
            for a, b in zip(left, right, strict=True):  # side by side: one top, one height
                assert (a.top, a.h) == (b.top, b.h), (size, language, a, b)
            pad = scene.px(GROUP_PAD)
            for (key, _), panel in zip(GROUPS, scene.group_panels, strict=True):
                lines = scene.group_lines(key, panel.w - 2 * pad)
                if len(lines) > 1:
                    assert " " in lines[-1].strip(), (size, language, lines)  # no widow
        finally:
            app.close()
