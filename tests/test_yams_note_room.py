"""The sacrifice's and the Joker's note has its place: the message lane between the turn line
and the kept row, as every caption (round 24 laid it over the empty kept row, whose places
then vanished: critic hY25 §3), its meaning at nearly the headline's size, the kept row's
slots still drawn under it; while the countdown runs its line stays under the note's
headline, whole, at the same size (the meaning then gives way: two lines at most)."""

from __future__ import annotations

import pytest

from game.widgets import layout_record
from game.widgets.prompt_pill import prompt_size
from tests.layout_check import check_app
from tests.uihelpers import make_app
from tools.screens_yams import _sacrifice_last_roll

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_sacrifice_note_takes_the_lane_at_a_readable_size(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        _sacrifice_last_roll(app)
        scene = app.manager.top
        assert not any(scene.game.held)
        layout_record.start(app.screen.get_size())
        try:
            assert check_app(app, "note") == []
            texts = layout_record.frame().texts
        finally:
            layout_record.stop()
        head = next(m for m in texts if m.text.startswith("Nicio căsuță deschisă"))
        means = next((m for m in texts if m.text == "Căsuța pe care o alegi primește 0 puncte"),
                     None)
        lane = scene.message_lane()
        count = next(m for m in texts if m.text == scene.flow.countdown_line())
        assert lane.contains(head.rect) and lane.contains(count.rect)
        assert head.rect.bottom <= count.rect.top  # the countdown's own line under the note
        assert means is None  # two lines at most: the headline, then the countdown (below)
        assert len(scene.kept_row_slots()) == 5  # the kept row stays, its slots drawn
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_message_slot_says_two_lines_at_most_in_one_type_size(tmp_path, size):
    """The last roll's sacrifice with its countdown (critic Y28: three lines of three sizes):
    one slot, at most two lines; by priority the headline, then what happens at 0 (the
    meaning gives way: the sheet's zeros say it). (hY60, critic C51: two yellow lines of one
    size competed; the countdown is now the headline's quieter second line, at least 15 px
    of em, pinned in test_yams_countdown_place; round 70, ruling S10: at the pill's one
    size, quieter by its weight and colour.)"""
    app = make_app(tmp_path, size=size)
    try:
        _sacrifice_last_roll(app)
        scene = app.manager.top
        layout_record.start(app.screen.get_size())
        try:
            layout_record.begin(app.screen.get_size())
            scene.draw(app.screen)
            texts = layout_record.frame().texts
        finally:
            layout_record.stop()
        lane = scene.message_lane()
        said = sorted((m for m in texts if m.role == "prompt" and lane.colliderect(m.rect)),
                      key=lambda m: m.rect.y)
        assert len(said) == 2, [m.text for m in said]
        assert said[0].text.startswith("Nicio căsuță deschisă")
        assert said[1].text == scene.flow.countdown_line()
        # one headline (bold, in the warning colour) over a line in the body's colour, both
        # at the prompt pill's one size (round 70, ruling S10; round 62's ruling, critic C61:
        # the second line ~12 px at 1024, now the body's size)
        assert said[0].size == said[1].size == prompt_size(scene.scale), [
            (m.text, m.size) for m in said]
        assert said[1].size * 0.72 >= 15, said[1]  # the quieter line still read
    finally:
        app.close()
