"""The layout check's eye on the Yams table's one next action: wherever a person can act
(their turn, the dice seen and still, nothing over the table, no moment playing), exactly
one primary (red) action is on screen: Aruncă, Validează tura, or the box that is the next
action (after a Penta, during the Y10 countdown and a forced sacrifice)."""

from __future__ import annotations

from typing import Any

from game.widgets.layout_record import Frame


def person_can_act(app: Any) -> bool:
    """True when the Yams table is on top and its person on turn can act now."""
    from game.scenes.yams_table import YamsTableScene

    table = app.manager.top
    if not isinstance(table, YamsTableScene) or table.on_stage is not None:
        return False
    flow, game = table.flow, table.game
    quiet = not flow.busy or (flow.countdown is not None and flow.voice.banner is None)
    return (not game.finished and not flow.computer_turn and flow.settled
            and not table.tray.is_moving and quiet and not flow.moment.busy
            and not getattr(table.coach, "shown", None))


def primary_problems(app: Any, frame: Frame) -> list[str]:
    """"no primary" or "N primaries" where a person can act at the Yams table."""
    if not person_can_act(app):
        return []
    primaries = [p.rect for p in frame.panels if p.primary]
    if len(primaries) != 1:
        return [f"{len(primaries)} primary actions where the person on turn can act "
                f"(exactly one): {primaries}"]
    return []
