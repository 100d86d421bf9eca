"""Dialogs are sized to their content: the same space above the title, between the last line
of text and the buttons, and below the buttons, at every window size and in both languages."""

from __future__ import annotations

import pytest

from game.scenes import overlays
from game.scenes.game_setup import OverwriteConfirm
from game.scenes.overlays import ConfirmOverlay, PauseOverlay, leave_confirm, quit_confirm
from game.widgets import keycaps
from game.widgets.keycaps import key_plain
from tests.uihelpers import FRAME, make_app
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps: dice,
# felts and words drawn once for the module (the same pixels; no test here looks at a cache)

SIZES = ((1920, 1080), (1366, 768), (1024, 600))


def _drawn(app, scene, monkeypatch) -> list:
    """Draw ``scene`` alone and return the line boxes of its texts, in drawing order."""
    boxes = []
    real = overlays.draw_text

    def record(*args, **kwargs):
        box = real(*args, **kwargs)
        boxes.append(box)
        return box

    monkeypatch.setattr(overlays, "draw_text", record)
    monkeypatch.setattr(keycaps, "draw_text", record)  # (a line naming keys in caps: the
    # pause's keys, round 77, hM80)
    scene.layout(app.screen.get_size())
    scene.draw(app.screen)
    return boxes


def _dialogs(app):
    yield leave_confirm(app, lambda: None)
    yield quit_confirm(app, lambda: None)
    yield OverwriteConfirm(app, lambda: None)
    yield PauseOverlay(app, on_leave=lambda: None, rules_game="farkle")


@pytest.mark.parametrize("language", ["ro", "en"])
def test_dialog_spacing_is_even_and_the_panel_fits_its_text(tmp_path, monkeypatch, language):
    for size in SIZES:
        app = make_app(tmp_path / f"{size[0]}-{language}", size, language=language)
        try:
            for scene in _dialogs(app):
                boxes = _drawn(app, scene, monkeypatch)
                monkeypatch.undo()
                panel = scene.panel
                buttons = [w.rect for w in scene.focus.widgets if w.visible]
                title, lines = boxes[0], boxes[1:]
                assert lines, f"{type(scene).__name__} at {size}: no text drawn"
                top = title.top - panel.top
                above_buttons = min(b.top for b in buttons) - lines[-1].bottom
                below_buttons = panel.bottom - max(b.bottom for b in buttons)
                what = f"{type(scene).__name__} {language} at {size}"
                assert top > 0, what
                assert abs(above_buttons - top) <= 2, (what, top, above_buttons)
                assert abs(below_buttons - top) <= 2, (what, top, below_buttons)
                assert all(panel.contains(box) for box in boxes), what
        finally:
            app.close()


# Every dialog that discards something answers with verbs ("Ieși", "Părăsește partida", "Începe
# o partidă nouă") against a safe answer ("Rămâi", "Păstrează partida"); the safe answer is the
# calm gold button and has the focus, the destructive verb wears the danger style.
def test_confirm_dialogs_say_their_verbs_and_the_safe_answer_is_primary_and_focused(tmp_path):
    app = make_app(tmp_path)
    try:
        tr = app.tr
        yes_no = {tr("common.yes"), tr("common.no")}
        seen = []

        def check(dialog, verb, safe):
            assert isinstance(dialog, ConfirmOverlay)
            assert (dialog.yes_button.text, dialog.no_button.text) == (verb, safe)
            assert not {verb, safe} & yes_no
            assert dialog.focus.focused is dialog.no_button
            assert (dialog.no_button.style, dialog.yes_button.style) == ("safe", "danger")
            seen.append(verb)

        app.manager.top.back()  # Esc on the menu
        app.step(FRAME)
        check(app.manager.top, "Ieși", "Rămâi")
        app.manager.pop()
        table = open_table(app, "yams")
        table.back()  # Esc at the table
        app.step(FRAME)
        check(app.manager.top, "Părăsește partida", "Rămâi")
        app.manager.pop()
        pause = PauseOverlay(app, on_leave=lambda: None)
        app.manager.push(pause)
        pause.ask_leave()
        app.step(FRAME)
        check(app.manager.top, "Părăsește partida", "Rămâi")
        check(OverwriteConfirm(app, lambda: None), "Începe o partidă nouă", "Păstrează partida")
        assert len(seen) == 4
    finally:
        app.close()


# The pause dialog lists the keys as a table: the keys in one column ending at one x, what
# they do in a second column starting at one x (a ragged centred list was hard to scan).
@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_the_pause_keys_stand_in_two_aligned_columns(tmp_path, monkeypatch, kind):
    app = make_app(tmp_path, (1920, 1080))
    try:
        pause = PauseOverlay(app, on_leave=lambda: None, rules_game=kind)
        boxes = _drawn(app, pause, monkeypatch)[1:]
        rows = len(pause.help_keys())
        assert len(boxes) == 2 * rows
        keys, does = boxes[0::2], boxes[1::2]
        assert len({box.right for box in keys}) == 1, [box.right for box in keys]
        assert len({box.left for box in does}) == 1, [box.left for box in does]
        assert keys[0].right < does[0].left
        assert all(k.top == d.top for k, d in zip(keys, does, strict=True))
    finally:
        app.close()


# While the pause dialog lists the keys, the table under it does not say them again in its
# key-hint bar.
def test_the_table_under_the_pause_leaves_out_its_key_hints(tmp_path, monkeypatch):
    from game.widgets import keycaps

    app = make_app(tmp_path, (1366, 768))
    try:
        table = open_table(app, "farkle")
        hint = key_plain(app.tr("farkle.keys_hint"))
        said: list[str] = []
        real = keycaps.draw_text  # (the bar's words are drawn with their keycaps: hK78)

        def record(surface, text, *args, **kwargs):
            said.append(text)
            return real(surface, text, *args, **kwargs)

        monkeypatch.setattr(keycaps, "draw_text", record)
        table.draw(app.screen)
        assert hint in said  # the bar shows at the table
        said.clear()
        app.manager.push(PauseOverlay(app, on_leave=lambda: None, rules_game="farkle"))
        app.step(FRAME)
        table.draw(app.screen)
        assert hint not in said
    finally:
        app.close()
