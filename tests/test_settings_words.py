"""Settings and dialogs say each thing once and plainly: no group named like one of its
rows, cards standing level, no one-word last line."""

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
            # (changed on purpose, hM51, critic A50: cards of two and three rows side by side
            # at one height left the shorter ~40 % empty) the two columns start and end level,
            # each card as tall as its rows
            assert left[0].top == right[0].top, (size, language, left, right)
            assert left[-1].bottom == right[-1].bottom, (size, language, left, right)
            pad = scene.px(GROUP_PAD)
            for (key, _), panel in zip(GROUPS, scene.group_panels, strict=True):
                lines = scene.group_lines(key, panel.w - 2 * pad)
                if len(lines) > 1:
                    assert " " in lines[-1].strip(), (size, language, lines)  # no widow
        finally:
            app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_a_dialogs_body_ends_without_a_one_word_line(tmp_path, size):
    # "... in the menu." once left "menu." alone on a dialog's last line: a body that a
    # greedy wrap would end with one word is wrapped a little narrower instead.
    from game import theme
    from game.scenes.overlays import quit_confirm
    from game.widgets.text import wrap
    from tests.uihelpers import FRAME, make_app

    app = make_app(tmp_path, size=size)
    try:
        dialog = quit_confirm(app, lambda: None)
        app.manager.push(dialog, fade=False)
        app.step(FRAME)
        body = dialog.font_px(theme.FONT_BODY)
        room = dialog.panel.w - 2 * dialog.px(theme.DIALOG_PADDING)
        words = ["zarurile"]
        while True:  # a text whose greedy wrap leaves its last word alone
            text = " ".join(words) + " meniului."
            greedy = wrap(text, body, room)
            if len(greedy) >= 2 and greedy[-1] == "meniului.":
                break
            words.append("te" if len(words) % 3 else "așteaptă")
        dialog.body_paragraphs = lambda: [text]
        dialog.layout(app.size)
        lines = dialog.dialog.lines
        assert len(lines) == len(greedy)  # no extra line for it
        assert " " in lines[-1].strip(), lines
    finally:
        app.close()
