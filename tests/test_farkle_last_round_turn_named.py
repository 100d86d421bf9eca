"""The last round's ribbon speaks alone, then "La rând: …" names the turn (hF28 §1, the
critic: "two voices": hF20's ribbon and pill shown together is overturned on purpose):
while the ribbon shows no turn pill is drawn (nor its passing's band); once it has gone the
pill enters in its band (no second passing band: the ribbon was this passing's moment),
clear of the buttons, at 1920×1080, 1366×768 and 1024×600."""

from __future__ import annotations

import pytest

from tests.test_farkle_flow import DT, Table
from tests.uihelpers import make_app, recorded_frame
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _ribbon_up(flow) -> bool:
    said = flow.big_announcement()
    return said is not None and said.key == "farkle.last_round"


def test_the_turns_pill_waits_for_the_ribbon_then_names_the_turn():
    table = Table((1, 1, 1, 5, 2, 3, 2, 3, 4, 4, 6, 6), totals=(9_400, 2_000))
    table.throw_and_keep(*range(4))
    table.flow.press_bank()  # Ana reaches 10 450: the last round, Ion's turn
    seen = 0
    for _ in range(round(12 / DT)):
        table.run(DT)
        if _ribbon_up(table.flow):
            seen += 1
            assert table.flow.voice.banner is None  # one voice: the ribbon's
            assert not table.flow.handoff.active
        elif seen:
            break
    assert seen
    for _ in range(3):  # the ribbon has gone: the pill names Ion at once, no band first
        table.run(DT)
        assert not table.flow.handoff.active
    banner = table.flow.voice.banner
    assert banner is not None and banner.text == "La rând: Ion"


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_on_the_table_the_ribbon_shows_alone_then_the_pill(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._last_round(app)
        table = app.manager.top
        assert _ribbon_up(table.flow)
        frame = recorded_frame(table, size)
        assert len([p for p in frame.panels if p.role == "announcement"]) == 1
        assert not [p for p in frame.panels if p.role == "banner"]
        assert not [t.text for t in frame.texts if t.role == "banner"]
        for _ in range(60):
            app.step(0.05)
            if not _ribbon_up(table.flow):
                break
        app.step(0.3)  # the pill's entrance
        frame = recorded_frame(table, size)
        names = [t.text for t in frame.texts if t.role == "banner"]
        assert names == ["La rând: Jucătorul 2"], names
        pill = [p.rect for p in frame.panels if p.role == "banner"]
        assert len(pill) == 1 and pill[0].bottom <= table.roll_button.rect.top
        assert table.center.contains(pill[0])
    finally:
        app.close()
