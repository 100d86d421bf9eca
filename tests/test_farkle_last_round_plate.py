"""The last round has its own entrance, said by one voice: once the bank that reached the
target has landed, a gold ribbon "Ultima tură!" in the display face stands over the empty
middle of the table (the new turn has no dice yet), who still plays on the same line ("· mai
joacă 3", hF22), clear of the buttons, nothing else saying anything in the middle meanwhile
(hF28: "La rând" waits too); then a steady reminder that does not shout, said once: the
last round's strip where the title stands (hF28: no more the Tura panel's "Ultima tură!"
pill beside it, which said it a second time)."""

from __future__ import annotations

import pytest

from game import theme
from tests.uihelpers import make_app, recorded_frame
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize(("size", "build"), [((1366, 768), "_last_round"),
                                             ((1024, 600), "_last_round_six")])
def test_the_last_round_enters_big_said_once_then_stays_as_a_pill(tmp_path, size, build):
    app = make_app(tmp_path, size=size)
    try:
        getattr(screens_farkle, build)(app)
        table = app.manager.top
        said = table.flow.big_announcement()
        assert said is not None and said.key == "farkle.last_round"
        pending = len(table.game.last_round_pending)
        assert said.text == "Ultima tură!" and said.detail == (f"mai joacă {pending}",)
        frame = recorded_frame(table, size)
        plate = [p.rect for p in frame.panels if p.role == "announcement"]
        words = [t for t in frame.texts if t.role == "announcement"]
        assert len(plate) == 1 and [t.text for t in words] == [said.text,
                                                               f"· {said.detail[0]}"]
        title = words[0].rect
        assert title.h >= 0.9 * table.font_px(theme.FONT_TITLE) * 0.55  # display type
        assert plate[0].bottom <= table.roll_button.rect.top  # clear of the buttons
        assert table.center.contains(plate[0])
        prompt = [t.rect for t in frame.texts if t.rect.centery < plate[0].top
                  and table.center.contains(t.rect)]
        assert not prompt, prompt  # the ribbon alone (hF28: the prompt and the pill wait)
        others = [t.text for t in frame.texts if t.role != "announcement"]
        assert not [t for t in others if "Ultima" in t or "mai joacă" in t.lower()]  # one voice
        for _ in range(40):  # it ends on its time: the steady reminder
            app.step(0.1)
            if table.flow.big_announcement() is None:
                break
        frame = recorded_frame(table, size)
        # (hF28) said once: the strip where the title stands, no badge in the Tura panel
        pills = [p.rect for p in frame.panels if p.role == "tag"
                 and table.turn_rect.contains(p.rect)]
        assert not pills, pills
        said = [t.text for t in frame.texts if t.text.startswith("Ultima tură")]
        assert len(said) == 1 and said[0].startswith("Ultima tură · mai joacă"), said
    finally:
        app.close()
