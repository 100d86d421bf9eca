"""A sacrifice's or a Joker's note says what it means at a size read at a glance (critic
C64: the sacrifice's second line ~13 px at 1024x600): every line of the note at least 16 px
of em at 1024x600 (the headline's size where the lane's width allows), whole, inside the
message lane, the two lines apart."""

from __future__ import annotations

import pytest

from game.widgets import layout_record
from tests.uihelpers import make_app
from tools.screens_yams import _joker, _sacrifice

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("build", [_sacrifice, _joker], ids=["sacrifice", "joker"])
def test_every_line_of_the_note_reads_at_16_px_at_1024(tmp_path, build):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        build(app)
        for _ in range(600):  # the Joker's stage hands the table back
            if hasattr(app.manager.top, "flow"):
                break
            app.step(1 / 30)
        scene = app.manager.top
        note = scene.flow.prompt()
        assert note is not None and note.tone.value == "warn", note
        layout_record.start(app.screen.get_size())
        try:
            layout_record.begin(app.screen.get_size())
            scene.draw(app.screen)
            texts = layout_record.frame().texts
        finally:
            layout_record.stop()
        lane = scene.message_lane()
        said = sorted((t for t in texts if t.role == "prompt" and lane.colliderect(t.rect)),
                      key=lambda t: t.rect.y)
        assert [t.text for t in said] == list(note.lines())
        for line in said:
            assert line.size * 0.72 >= 16, (line.text, line.size)
            assert lane.contains(line.rect), (line.text, line.rect, lane)
        for upper, lower in zip(said, said[1:], strict=False):
            assert upper.rect.bottom <= lower.rect.top
    finally:
        app.close()
