"""After the goal, "La rând: …" names the turn in its own voice (hF28 §1, the critic: "two
voices"). The ribbon it waited for is gone (hL50, critic B41: "Obiectiv atins!" then
"Ultima tură!" said one thing twice; the goal's banner says the last round): while the
goal's banner is up no turn pill is drawn; once the turn has passed the flow names the next
player, its card then its pill as in every passing (round 77, ruling S13 amended; round 70,
critic B70, had the pill quiet beside the band in the title's row), at 1920×1080, 1366×768
and 1024×600. Rewritten from the ribbon's tests."""

from __future__ import annotations

import pytest

from tests.test_farkle_flow import DT, Table
from tests.uihelpers import make_app, recorded_frame
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_turns_pill_names_the_turn_once_the_goal_has_passed_it():
    # (was: "the turn's pill waits for the ribbon, then names the turn")
    table = Table((1, 1, 1, 5, 2, 3, 2, 3, 4, 4, 6, 6), totals=(9_400, 2_000))
    table.throw_and_keep(*range(4))
    table.flow.press_bank()  # Ana reaches 10 450: the last round, Ion's turn
    for _ in range(round(12 / DT)):
        table.run(DT)
        said = table.flow.voice.announcement  # (round 50: any; the key is not a big one now)
        assert said is None or said.key != "farkle.last_round"  # no ribbon
        if table.flow.moment.busy:
            assert table.flow.voice.banner is None  # one voice: the goal's banner
        if table.flow.voice.banner is not None:
            break
    banner = table.flow.voice.banner
    assert banner is not None and banner.text == "La rând: Ion"


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_on_the_table_the_goal_speaks_alone_then_the_pill(tmp_path, size):
    # (was: "the ribbon shows alone, then the pill")
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._goal_banner(app)
        tables = [s for s in app.manager.stack if hasattr(s, "flow")]
        table = tables[-1]
        assert screens_farkle.goal_up(app)
        frame = recorded_frame(table, size)
        assert not [p for p in frame.panels if p.role == "banner"]
        assert not [t.text for t in frame.texts if t.role == "banner"]
        for _ in range(120):
            app.step(0.05)
            if app.manager.top is table and table.flow.voice.banner is not None \
                    and not table.flow.handoff.active:
                break
        app.step(0.3)  # the pill's entrance
        for _ in range(30):  # (round 77, hF91, ruling S27: the band's words come once it
            strip = table.flow.last_round_strip()  # has unrolled)
            if strip is None or strip.came >= 1:
                break
            app.step(1 / 30)
        frame = recorded_frame(table, size)
        # round 77 (hH81, ruling S13 amended: every passing says the next player alike,
        # the last round's too): the pill names the turn after the card, as on any turn
        # (round 70, critic B70, had it quiet beside the strip: the card landed into nothing)
        assert table.flow.voice.banner.text == "La rând: Jucătorul 2"  # (the flow's)
        names = [t.text for t in frame.texts if t.role == "banner"]
        assert names == ["La rând: Jucătorul 2"], names
        assert [p for p in frame.panels if p.role == "banner"]
        assert "Jucătorul 2" in [t.text for t in frame.texts]  # the Tura card's
        # the band in the title's row (hF71; round 66, critic B65: no plate over the middle)
        assert [t for t in frame.texts if t.role == "last_round"]
    finally:
        app.close()
