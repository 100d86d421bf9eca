"""Ruling S5's second half (critic B66: "Nu mai arăta" tiny): on every coach card of both
tables the "Nu mai arăta" link's letters are drawn at least 18 px tall at 1920x1080 (its ink,
the breve over "ă" to the baseline: at 80 % of the words' size it was 15 px); at 1024x600
the link and the step counter ("2/3") are never under 16 px of em (a compact card's were 15)."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import layout_record
from game.widgets.text import BOLD, em_px, font
from tests.test_coach_marks import coach_app
from tests.test_coach_off_every_control import STEP_BUILDS as STEPS
from tests.test_coach_places import _table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def coach_texts(app, size) -> list[layout_record.Text]:
    """The words the shown coach card draws, as the layout record keeps them."""
    coach = _table(app).coach
    assert coach.card is not None
    layout_record.start(size)
    try:
        coach.draw(pygame.Surface(size))
        return [t for t in layout_record.frame().texts if t.role == "coach"]
    finally:
        layout_record.stop()


def ink_height(text: str, size: int) -> int:
    """How tall ``text``'s letters are drawn (its ink, not its line box) at layout ``size``."""
    return font(size, BOLD).render(text, True, (255, 255, 255)).get_bounding_rect().h


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_stop_link_and_the_step_read(tmp_path, size):
    found = {}
    for module, step in STEPS:
        app = coach_app(tmp_path / step, size=size)
        try:
            getattr(module, step)(app)
            texts = coach_texts(app, size)
            stop = next(t for t in texts if t.text == "Nu mai arăta")
            # the step's face: its count, or a moment's "Sfat" tag (round 74, critic cQ74)
            counters = [t for t in texts if t.text == _table(app).coach.footer[0]]
            assert len(counters) == 1, (step, counters)
            if size == (1920, 1080) and ink_height(stop.text, stop.size) < 18:
                found[step] = ("link ink", ink_height(stop.text, stop.size))
            least = min([em_px(stop.size)] + [em_px(t.size) for t in counters])
            if size == (1024, 600) and least < 16:
                found[step] = ("em", least)
        finally:
            app.close()
    assert found == {}, (size, found)


def test_a_compact_cards_step_and_link_keep_16_px_of_em():
    """A compact card (its words at the least compact size, 15 px of em at 1024x600) keeps
    its step and its link at 16 px of em or more."""
    from game import theme
    from game.views.coach_card import compact_type, link_text_size, step_text_size

    scale = theme.scale_for((1024, 600))
    with compact_type(True):
        for narrow in (False, True):
            assert em_px(link_text_size(scale, narrow)) >= 16, narrow
        assert em_px(step_text_size(scale)) >= 16


def test_the_compact_type_still_takes_less_room():
    """hC41's fallback stays real (no step of a first game needs it since round 67, where the
    Yams box card finds room at 1024x600): a compact card's words are smaller, so a card with
    no room at the large type can still show rather than not at all."""
    from game import theme
    from game.views.coach_card import card_text_size, compact_type

    scale = theme.scale_for((1024, 600))
    large = card_text_size(scale)
    with compact_type(True):
        assert card_text_size(scale) < large
