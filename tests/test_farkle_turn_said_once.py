"""The turn passing is said once: the next player's entrance ("La rând: Ion" in their colour)
names them; nothing else the table says names them beside it or right after it (no "Calculatorul
joacă…" headline under the entrance, no "Calculatorul aruncă zarurile" caption once it ends).
The players list and the turn panel only show, quietly, whose turn it is."""

from __future__ import annotations

import pytest

from tests.test_farkle_flow import DT, Table
from tests.uihelpers import make_app, recorded_frame
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)

BUST_THEN = (1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6)
"""Ana keeps a 1, then busts on 2 3 4 4 6."""


def _naming(table: Table, seat: int, seconds: float) -> list[tuple[str, str]]:
    """Every distinct announcement naming player ``seat`` (what the voice says: the turn
    banner, announcements, captions) and every prompt naming them beside the entrance, from
    now until their first dice have been seen (``seconds`` at most)."""
    flow = table.flow
    name = flow.player_label(seat)
    seen: list[tuple[str, str]] = []
    for _ in range(round(seconds / DT)):
        table.run(DT)
        said = list(flow.voice.shown())
        prompt = flow.prompt()
        if prompt is not None and flow.voice.banner is not None:
            said.append(prompt)
        for message in said:
            if name in message.text and (message.key, message.text) not in seen:
                seen.append((message.key, message.text))
        if (flow.shown_player == seat and table.game.roll_dice is not None
                and not flow.in_the_air and flow.frozen is None):
            break
    return seen


@pytest.mark.parametrize("how", ["bank", "bust"])
def test_a_persons_turn_passing_is_said_once_by_the_entrance(how):
    table = Table(BUST_THEN)
    table.throw_and_keep(0)
    (table.flow.press_bank if how == "bank" else table.flow.press_roll)()
    said = _naming(table, 1, 6)
    assert [key for key, _ in said] == ["table.turn_banner"]


def test_the_computers_turn_passing_is_said_once_by_the_entrance():
    # Ana banks a 1; the computer's turn comes in: "La rând: Calculatorul" alone names it,
    # not its headline beside the entrance, nor a caption as it throws right after it.
    table = Table(BUST_THEN + (1, 1, 1, 2, 3, 4), names=("Ana",), computer=True)
    table.throw_and_keep(0)
    table.flow.press_bank()
    said = _naming(table, 1, 10)
    assert [key for key, _ in said] == ["table.turn_banner"]


def test_the_computers_entrance_is_the_one_name_in_the_middle_of_the_table(tmp_path):
    # The frame the computer's entrance shows: in the middle of the table (outside the
    # players list and the turn panel, which only show whose turn it is) its name is drawn
    # once, by the entrance.
    app = make_app(tmp_path, size=(1366, 768))
    try:
        table = screens_farkle.table_with(app, 1, 1, 2, 3, 4, 6, 6, 1, 1, 1, 2, 3, 4)
        table.press_roll()
        screens_farkle.play(app)
        table.press_die(0)
        table.press_bank()
        for _ in range(60):  # the pill, once the turn's passing has settled into it
            app.step(0.05)
            handoff = table.flow.handoff
            if table.flow.voice.banner is not None and not (handoff.active or handoff.pending):
                break
        assert table.flow.voice.banner is not None
        name = "Calculatorul"
        texts = recorded_frame(table, (1366, 768)).texts
        middle = [t.text for t in texts if name in t.text
                  and not t.rect.colliderect(table.players_rect)
                  and not t.rect.colliderect(table.turn_rect)]
        assert len(middle) == 1, middle
    finally:
        app.close()
