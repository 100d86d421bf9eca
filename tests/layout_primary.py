"""The layout check's eye on the one next action (exactly one primary, red, action):

- at the Yams table wherever a person can act (their turn, the dice seen and still, nothing
  over the table, no moment playing): Aruncă, Validează tura, or the box that is the next
  action (after a Penta, during the Y10 countdown and a forced sacrifice);
- on every screen around the tables (the menu, New Game, Rules, Settings, Scores, Statistics)
  and in every dialog, in every state: the way forward ("Joacă …", "Începe jocul", "Înapoi
  la partidă", "Reia jocul", the safe choice of a dialog), Back staying green; but the Rules
  opened over a table, whose one way is "Înapoi la partidă", green as every way back (S16,
  round 74; critic cQ74 #1): none."""

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


def side_screen(app: Any) -> bool:
    """True when a screen around the tables or a dialog is on top (not a table, not the
    results: their own checks say when a person can act there)."""
    from game.scenes.menu import MenuScene
    from game.scenes.new_game import NewGameScene
    from game.scenes.overlays import ConfirmOverlay, PauseOverlay
    from game.scenes.rules import RulesScene
    from game.scenes.scores import ScoresScene
    from game.scenes.settings import SettingsScene
    from game.scenes.statistics import StatisticsScene

    return isinstance(app.manager.top, (MenuScene, NewGameScene, RulesScene, SettingsScene,
                                        ScoresScene, StatisticsScene, ConfirmOverlay,
                                        PauseOverlay))


def reference_page(app: Any) -> bool:
    """True when the Rules are on top offering no game to play (over a table its one way,
    "Înapoi la partidă", is green as every way back: S16, round 74), or Setări offering no
    game (its "Joacă …" red when offered: ruling S110 2., round 82, amending S67 3.): no red
    button."""
    from game.scenes.rules import RulesScene
    from game.scenes.settings import SettingsScene

    top = app.manager.top
    return (isinstance(top, RulesScene) and top.on_play is None) or (
        isinstance(top, SettingsScene) and getattr(top, "forward_button", None) is None)


def primary_problems(app: Any, frame: Frame) -> list[str]:
    """"no primary" or "N primaries" where a person can act at the Yams table or on a side
    screen or dialog."""
    if person_can_act(app):
        where = "where the person on turn can act"
    elif side_screen(app):
        where = f"on {type(app.manager.top).__name__}"
    else:
        return []
    primaries = [p.rect for p in frame.panels if p.primary]
    if reference_page(app):  # (cQ74 #1: "Înapoi la partidă" red, every other way back green)
        return [f"{len(primaries)} primary actions {where}, the rules over a table (its way "
                "back is green: none)"] if primaries else []
    if len(primaries) != 1:
        return [f"{len(primaries)} primary actions {where} (exactly one): {primaries}"]
    return []
