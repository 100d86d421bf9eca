"""The "?" overlays (issue 22 §2, §3): every Yams step has its picture, held dice are drawn up
in the row above as the table moves them, its lines keep a measure of about 70 characters and
its pictures are framed, never a live button; the 10 000 overlay names combinations as the
glossary does."""

from __future__ import annotations

import pygame
import pygame.surfarray  # the game imports pygame without numpy (game.lean_import)
import pytest

from game.scenes import yams_help
from game.scenes.yams_help import STEPS, YamsHelpOverlay
from game.widgets import layout_record
from game.widgets.score_guide import GUIDE  # (hM31: the grid left the "?" for the Rules)
from tests.layout_check import check_app
from tests.uihelpers import make_app
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_every_yams_step_has_a_picture_and_held_dice_go_up(tmp_path, monkeypatch, size):
    rows: list[tuple[tuple[int, ...], tuple[int, int], list]] = []
    real = yams_help.draw_dice_row

    def record(surface, cache, faces, topleft, side, gap, looks=None):
        rows.append((tuple(faces), topleft, list(looks or [])))
        return real(surface, cache, faces, topleft, side, gap, looks)

    monkeypatch.setattr(yams_help, "draw_dice_row", record)
    app = make_app(tmp_path, size=size)
    try:
        open_table(app, "yams", 1)
        overlay = YamsHelpOverlay(app)
        app.manager.push(overlay)
        for _ in range(8):  # the overlay's fade in
            app.step(0.1)
        rows.clear()
        app.step(0.1)  # one frame, recorded
        shot = app.screen
        for k in range(len(STEPS)):
            art, words = overlay.step_rects(k)
            assert not art.colliderect(words)
            area = pygame.surfarray.pixels3d(shot.subsurface(art.inflate(0, -4)))
            # drawn: brighter than its frame and the panel (the faded button's label too)
            assert int(area.astype("int32").sum(axis=2).max()) > 400, STEPS[k][0]
            del area
        held_step = next(s for s in STEPS if s[1] == "held")
        art, _ = overlay.step_rects(STEPS.index(held_step))
        drawn = [(topleft, looks) for faces, topleft, looks in rows if art.collidepoint(topleft)]
        assert len(drawn) == 5
        held_y = {topleft[1] for topleft, looks in drawn if looks[0].name == "HELD"}
        free_y = {topleft[1] for topleft, looks in drawn if looks[0].name != "HELD"}
        assert len(held_y) == 1 and len(free_y) == 1 and max(held_y) < min(free_y)
        _reads_as_a_page(app, overlay)
    finally:
        app.close()


def _reads_as_a_page(app, overlay) -> None:
    """The Yams "?" reads as a page, not a control panel: its steps' lines keep a measure of
    about 70 characters, and its pictures (the "Validează tura" one too) sit in frames of
    their own beside their words, none a live red button."""
    layout_record.start(app.screen.get_size())
    try:
        found = check_app(app, "help")
        frame = layout_record.frame()
    finally:
        layout_record.stop()
    assert found == []
    words = [overlay.step_rects(k)[1] for k in range(len(STEPS))]
    lines = [m.text for m in frame.texts if not m.dimmed and m.rect.collidelist(words) >= 0]
    assert len(lines) >= len(STEPS)
    assert max(map(len, lines)) <= 76, max(lines, key=len)  # about 70 characters
    assert not [p.rect for p in frame.panels if p.primary and overlay.panel.colliderect(p.rect)]
    for k in range(len(STEPS)):
        art, text = overlay.step_rects(k)
        framed = overlay.frame_rect(art)
        assert framed.contains(art.inflate(0, -overlay.px(8)))
        assert not framed.colliderect(text)


def test_the_10000_overlay_names_the_combinations_as_the_rules_screen(tmp_path):
    app = make_app(tmp_path)
    try:
        names = [app.tr(key) for key, _ in GUIDE]
        assert "Careu" in names and "Chintă" in names
        assert not any("Patru" in n or "Suită" in n for n in names)
        rules = {app.tr(f"rules.farkle.combo.{k}.name") for k in (
            "one", "five", "three_ones", "triple", "four", "five_same", "six_same", "straight",
            "three_pairs")}
        assert {n.split(" (")[0] for n in names} == rules
    finally:
        app.close()
