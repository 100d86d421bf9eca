"""The last round has its entrance, said by one voice: hF22's gold ribbon "Ultima tură! · mai
joacă 3" once the goal bank had landed, nothing else in the middle meanwhile (hF28), then a
steady reminder that does not shout, said once: the strip where the title stands (hF28: no
Tura panel pill beside it). hL50 (critic B41: "Obiectiv atins!" then "Ultima tură!" back to
back, one thing said twice): the entrance is the goal's banner, whose line says the last
round; nothing on the table says it meanwhile, and then the strip alone (hF71: the band in
the title's row). Rewritten from the ribbon's test."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, recorded_frame
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize(("size", "build"), [((1366, 768), "_goal_banner"),
                                             ((1024, 600), "_goal_banner_six")])
def test_the_last_round_enters_with_the_goal_said_once_then_stays_as_a_strip(tmp_path, size,
                                                                             build):
    app = make_app(tmp_path, size=size)
    try:
        getattr(screens_farkle, build)(app)
        assert screens_farkle.goal_up(app)  # the goal's banner, the last round on its line
        table = [s for s in app.manager.stack if hasattr(s, "flow")][-1]
        assert table.flow.big_announcement() is None
        frame = recorded_frame(table, size)
        others = [t.text for t in frame.texts]
        assert not [t for t in others if "Ultima" in t or "mai joacă" in t.lower()]  # one voice
        for _ in range(80):  # the banner goes, the turn passes: the steady reminder
            app.step(0.1)
            if table.flow.last_round_strip() is not None and app.manager.top is table:
                break
        assert table.flow.big_announcement() is None  # no ribbon after the goal
        frame = recorded_frame(table, size)
        # (hF28) said once: the strip where the title stands, no badge in the Tura panel
        pills = [p.rect for p in frame.panels if p.role == "tag"
                 and table.turn_rect.contains(p.rect)]
        assert not pills, pills
        said = [t for t in frame.texts if t.text.startswith("Ultima tură")]
        # (hF71: the band in the title's row says it, the seed's words once, its own)
        assert [t.text for t in said] == ["Ultima tură!"] and said[0].role == "last_round", said
    finally:
        app.close()
