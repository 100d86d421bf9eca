"""A forced Joker's stage ends on the one thing to do (critic hY24 §2): over its last frames,
the caption in the table's line, the red "Validează tura" (the one allowed action) stays lit
above the dim, never greyed as if disabled, with the one box it may fill (critic D22), and
the caption's plate keeps a clear gap (at
least 12 px, scaled) under the "La rând" pill."""

from __future__ import annotations

import pygame
import pytest

from game.flow.stage import HOME_FROM
from tests.test_stage_rows_clear import drawn
from tests.uihelpers import make_app
from tools.screens_yams import forced_joker

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

_TAIL = (HOME_FROM + 0.06, 0.9, 0.96)
"""Shares of the stage past its words, the caption in the table's line."""


@pytest.fixture(scope="module")
def joker(tmp_path_factory):
    """The table and its forced Joker's stage at 1920×1080 (the state yams_forced_joker)."""
    from tools.screens_stage import until_staged

    app = make_app(tmp_path_factory.mktemp("joker"), size=(1920, 1080))
    scene = forced_joker(app)
    stage = until_staged(app, "joker_penta")
    yield app, scene, stage
    app.close()


def _spots(scene) -> list[tuple[int, int]]:
    """Points of the button's face clear of its words (its left and right ends)."""
    rect = scene.validate_button.rect
    inset = scene.px(14)
    return [(rect.left + inset, rect.centery), (rect.right - inset, rect.centery)]


def test_the_one_allowed_action_stays_lit_over_the_stages_last_frames(joker):
    app, scene, stage = joker
    assert scene.validate_button.enabled  # the Joker's box chosen: validating is what's left
    table_alone = pygame.Surface(app.screen.get_size())
    scene.draw(table_alone)
    for share in _TAIL:
        surface, _ = drawn(app, stage, share)
        for spot in _spots(scene):
            lit, seen = table_alone.get_at(spot)[:3], surface.get_at(spot)[:3]
            assert max(abs(a - b) for a, b in zip(lit, seen, strict=True)) <= 12, \
                (share, spot, lit, seen)


def test_the_one_allowed_box_stays_lit_over_the_stages_last_frames(joker):
    # and where the roll must go: its one box ("Patru 20") as the table draws it, not
    # dimmed with the rest while the Bonus Penta row is the lit one (critic D22)
    from game.rules.yams import Box

    app, scene, stage = joker
    assert list(scene.game.options()) == [Box.FOURS]
    cell = scene.sheet.cell_rect(scene.game.current, Box.FOURS)
    inset = scene.px(6)
    spots = [(cell.left + inset, cell.centery), (cell.right - inset, cell.centery)]
    table_alone = pygame.Surface(app.screen.get_size())
    scene.draw(table_alone)
    for share in _TAIL:
        surface, _ = drawn(app, stage, share)
        for spot in spots:
            lit, seen = table_alone.get_at(spot)[:3], surface.get_at(spot)[:3]
            assert max(abs(a - b) for a, b in zip(lit, seen, strict=True)) <= 12, \
                (share, spot, lit, seen)


def test_the_jokers_caption_keeps_a_clear_gap_under_the_turn_pill(joker):
    app, scene, stage = joker
    caption = stage.picture.note.headline  # (the tail says the table's note, hY92)
    for share in _TAIL:
        _, frame = drawn(app, stage, share)
        pills = [p.rect for p in frame.panels if p.role == "turn_band"]
        said = [t.rect for t in frame.texts if t.text == caption]
        assert pills and len(said) == 1, (share, pills, said)
        assert said[0].top - pills[0].bottom >= scene.px(12), (share, said[0], pills[0])



def test_the_jokers_caption_lane_keeps_the_gap_whatever_the_captions_height(joker):
    # the caption above sits centred in a lane a little taller than it, under a message lane
    # that starts a hair under the pill: that slack alone keeps today's caption clear. The
    # promise is the lane's (critic hY24): all of it starts a clear gap under the pill, and
    # a caption taller than it hangs from its top, never centred up against "La rând"
    app, scene, stage = joker
    picture = stage.picture
    caption = picture.note.headline  # (the tail says the table's note, hY92)
    lane = picture.tail
    _, frame = drawn(app, stage, _TAIL[1])
    pill = [p.rect for p in frame.panels if p.role == "turn_band"][0]
    said = [t.rect for t in frame.texts if t.text == caption][0]
    assert lane.top - pill.bottom >= scene.px(12), (lane, pill)
    assert lane.top <= said.top and said.bottom <= lane.bottom, (said, lane)
    short = pygame.Rect(lane.x, lane.y, lane.w, said.h // 2)  # a caption twice its lane
    picture.tail = short
    try:
        _, frame = drawn(app, stage, _TAIL[1])
    finally:
        picture.tail = lane
    said = [t.rect for t in frame.texts if t.text == caption]
    plates = [p.rect for p in frame.panels if len(said) == 1 and p.rect.contains(said[0])]
    # its plate (the prompt's pill it is said in, hY89) hangs from the lane's top
    assert len(said) == 1 and [p.top for p in plates] == [short.top], (said, plates, short)
