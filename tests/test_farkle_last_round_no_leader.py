"""In the last round the Tura panel does not say who leads (round 67, critic B66: the strip
says the target to beat and who set it): the flow says so (:meth:`says_leader`), and the
panel's notes then reach its foot, no empty band kept where "Lider" would stand (round-67
review: the view decided it after working out the notes' floor)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.views import farkle_views
from tests.test_farkle_flow import DT, Table


def _last_round_table() -> Table:
    table = Table((1, 1, 1, 5, 2, 3, 5, 2, 3, 4, 6, 6), totals=(9_400, 2_000, 3_000),
                  names=("Ana", "Ion", "Dan"))
    assert table.flow.says_leader()  # before the goal: "Lider" is said
    table.throw_and_keep(*range(4))
    table.flow.press_bank()  # Ana reaches 10 450: the last round
    table.run(12)
    assert table.game.last_round_by is not None
    return table


def test_the_flow_says_no_leader_in_the_last_round():
    table = _last_round_table()
    assert not table.flow.says_leader()
    table.run(DT)
    assert not table.flow.says_leader()


def test_the_notes_reach_the_foot_in_the_last_round(monkeypatch):
    table = _last_round_table()
    floors: list[int] = []
    leaders: list[str] = []
    monkeypatch.setattr(farkle_views, "draw_turn",
                        lambda *a, floor, **k: floors.append(floor))
    monkeypatch.setattr(farkle_views, "draw_turn_foot",
                        lambda *a: leaders.append("foot"))
    monkeypatch.setattr(farkle_views, "draw_title_leader",
                        lambda *a: leaders.append("title"))
    place = SimpleNamespace(turn_rect=pygame.Rect(0, 0, 400, 500), scale=1.0,
                            tr=table.flow.tr, turn_foot=True)
    shown = farkle_views.turn_panel(table.flow, table.flow.tr, True)
    farkle_views.draw_turn_panel(pygame.Surface((400, 500)), place, table.flow, shown)
    assert leaders == []  # no "Lider" in the last round
    assert floors == [place.turn_rect.bottom]  # the notes' room reaches the panel's foot
