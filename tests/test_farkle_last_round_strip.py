"""Once the goal's banner has gone (hL50: it says the last round; the "Ultima tură!" ribbon
that followed it is gone, critic B41), the table still says it is the last round (hF28
§2): a quiet strip where the title stands, who still plays ("Ultima tură · mai joacă: Ion,
Dan", or how many when their names do not fit) and the score to beat with whose it is ("De
depășit: 10 450 (Ana)"). The facts are the flow's; the strip collides with nothing at
1920×1080, 1366×768 and 1024×600, with four players and with six long names."""

from __future__ import annotations

import pytest

from tests.layout_check import check_app
from tests.test_farkle_flow import DT, Table
from tests.uihelpers import make_app, recorded_frame
from tools import screens_farkle
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_flow_says_who_still_plays_and_the_score_to_beat_after_the_goal():
    table = Table((1, 1, 1, 5, 2, 3, 5, 2, 3, 4, 6, 6), totals=(9_400, 2_000, 3_000),
                  names=("Ana", "Ion", "Dan"))
    flow = table.flow
    assert flow.last_round_strip() is None  # not the last round yet
    table.throw_and_keep(*range(4))
    flow.press_bank()  # Ana reaches 10 450
    seen = False  # (hL50: was "while the ribbon shows"; the goal's banner says it now)
    for _ in range(round(12 / DT)):
        table.run(DT)
        if flow.moment.busy or flow.frozen is not None:
            seen = True
            assert flow.last_round_strip() is None  # the goal's banner says it: one voice
        elif seen:
            break
    strip = flow.last_round_strip()
    assert strip is not None
    assert strip.names == "Ultima tură · mai joacă: Ion, Dan"
    assert strip.count == "Ultima tură · mai joacă 2 jucători"
    assert strip.beat == "De depășit: 10 450 (Ana)"
    table.throw_and_keep(0)  # Ion: a 5, banked
    flow.press_bank()
    table.run(3)
    strip = flow.last_round_strip()
    assert strip is not None and strip.names == "Ultima tură · mai joacă: Dan"


@pytest.mark.parametrize(("size", "build"), [((1920, 1080), "_goal_banner"),
                                             ((1366, 768), "_goal_banner"),
                                             ((1024, 600), "_goal_banner"),
                                             ((1024, 600), "_goal_banner_six")])
def test_the_strip_shows_after_the_goal_and_touches_nothing(tmp_path, size, build):
    # (hL50: was "after the ribbon"; the goal's banner says the last round now)
    # (round 66, critic B65: was "a two-line plate where the title stands"; "10 000" stays
    # the title in the last round, its facts one steady line under it, the region unmoved)
    app = make_app(tmp_path, size=size)
    try:
        getattr(screens_farkle, build)(app)
        table = [s for s in app.manager.stack if hasattr(s, "flow")][-1]
        assert screens_farkle.goal_up(app)
        frame = recorded_frame(table, size)
        assert not [t for t in frame.texts if t.role == "last_round"]  # the goal's time
        with unseen_frames(app):  # the goal's stage to its end: not looked at
            for _ in range(120):
                app.step(0.05)
                if table.flow.last_round_strip() is not None and app.manager.top is table:
                    break
        app.step(0.5)
        frame = recorded_frame(table, size)
        said = [t for t in frame.texts if t.role == "last_round"]
        assert said, "the last round's line"
        assert len({t.rect.centery for t in said}) == 1  # one line
        strip = table.flow.last_round_strip()
        words = " ".join(t.text for t in said)
        assert (strip.names in words or strip.count in words) and strip.beat in words, words
        title = [t for t in frame.texts if t.text == table.heading()]
        assert len(title) == 1, [t.text for t in frame.texts]  # "10 000" stays the title
        line = said[0].rect.unionall([t.rect for t in said])
        assert line.top >= title[0].rect.bottom  # under the title
        for rect in (table.players_rect, table.turn_rect, table.center,
                     table.help_button.rect, table.menu_button.rect):
            assert not line.colliderect(rect), (line, rect)
        assert all(not line.colliderect(t.rect) for t in frame.texts
                   if t.role != "last_round")
        assert check_app(app, "strip") == []
    finally:
        app.close()
