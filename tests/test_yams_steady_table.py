"""The Yams table keeps its places through the beats of a turn: "Anulează" has a place of its
own under the buttons all game (greyed while nothing can be undone, never popping in or out,
clear of the key line at 1366×768), and the Y10 countdown's words are the prompt line (the
seconds ring by the cell), not a line of their own that comes under the buttons."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.rules.yams import Box
from game.widgets import layout_record
from game.widgets.keycaps import key_plain
from tests.layout_check import check_app
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    """One app for the file, at the crowded 1366×768 (each test pushes its own table)."""
    application = make_app(tmp_path_factory.mktemp("steady"), size=(1366, 768))
    yield application
    application.close()


def fresh(app):
    """No scene left from the test before."""
    while app.manager.top is not None:
        app.manager.pop(fade=False)


def _frame(app):
    """One frame drawn with the layout recorder on: its texts and panels."""
    layout_record.start(app.screen.get_size())
    try:
        assert check_app(app, "steady") == []
        return layout_record.frame()
    finally:
        layout_record.stop()


def _key_line(app, frame) -> pygame.Rect:
    # (round 65: with no throw left the strip is yams.keys_no_throw, at the same place)
    # (round 76, S21: before the first throw, yams.keys_first_throw, at the same place)
    keys = (key_plain(app.tr("yams.keys_hint")), key_plain(app.tr("yams.keys_no_throw")),
            key_plain(app.tr("yams.keys_first_throw")),
            key_plain(app.tr("yams.keys_computer")))  # (S76: a turn's end, Esc and F1 alone)
    return next(t.rect for t in frame.texts if t.text in keys)


def test_the_undo_keeps_one_place_through_a_turn_and_clears_the_key_line(app):
    fresh(app)
    scene = table(app, ["Ana", "Ion"], [1, 2, 3, 4, 6] + [2, 2, 3, 5, 6] * 3, computer=False)
    seen = []

    def look(expect_enabled: bool) -> None:
        frame = _frame(app)
        button = scene.undo_button
        assert button.visible and button.enabled is expect_enabled
        undo_panels = [p.rect for p in frame.panels if p.role == "button"
                       and p.rect == button.rect]
        assert undo_panels, "the undo's place is drawn"
        assert button.rect.bottom + scene.px(6) <= _key_line(app, frame).top  # room to breathe
        seen.append(pygame.Rect(button.rect))
        # nothing to undo: greyed as every disabled button (critic C19 §7: the quiet outline
        # of round 9 read as clickable); something to undo: the table's one secondary look,
        # the quiet outline on the felt (hY91, critic D71: a third, raised green look)
        surface = pygame.Surface(app.screen.get_size())
        scene.draw(surface)
        inside = (button.rect.x + button.rect.w // 10, button.rect.centery - scene.px(4))
        face = tuple(surface.get_at(inside))[:3]
        # (S76, round 80, amends S62 3.: nothing to undo is a dim text link, no face, the
        # felt under it; something to undo an outline, the quietest live look, cA79 #13)
        slab = max(abs(a - b) for a, b in zip(face, theme.BUTTON_IDLE, strict=True))
        assert slab > 6, face  # no slab
        # (round 81, hY121, S91 4., critic cA80 #9: one outline, lit or dimmed)
        assert button.style == "quiet", button.style

    look(False)  # a new game: its place is there, greyed
    roll(app, scene)
    look(False)
    pick(app, scene, Box.CHANCE)
    validate(app, scene)
    app.step(1 / 30)
    look(True)  # Ana's box may be taken back: the same place lights up
    roll(app, scene)
    look(False)  # Ion rolled: greyed again, not gone
    assert all(rect == seen[0] for rect in seen), seen  # nothing moved


def test_the_countdown_says_what_it_will_do_in_the_prompt_line_not_under_the_buttons(app):
    fresh(app)
    scene = table(app, ["Ana"], [2, 5, 5, 3, 6] * 3, computer=False)
    for _ in range(3):
        roll(app, scene)
    for _ in range(3):
        app.step(1 / 30)
    assert scene.flow.countdown is not None
    frame = _frame(app)
    box = app.tr(scene.flow.auto_box().key)
    said = app.tr("yams.countdown_line", box=box, seconds=scene.flow.countdown_seconds())
    marks = [t for t in frame.texts if t.text == said]
    assert len(marks) == 1  # said once
    assert scene.countdown_rect().contains(marks[0].rect)  # its one place, in the lane
    under = [t.text for t in frame.shown_texts()
             if scene.roll_button.rect.bottom < t.rect.centery < _key_line(app, frame).top
             and t.rect.centerx < scene.sheet.rect.x]
    assert under == [scene.undo_button.text], under  # only the undo's own label lives there
    assert scene.status_text()[1] == theme.MESSAGE_WARN  # urgent, never the refusal's red
