"""Starting a game: remembered players, the rematch, saved at once, never over a game unasked.

Both the New Game window and the results' "Partidă nouă" (a rematch) start games here:

- :func:`start_game` builds the engine's game, remembers the people's names and the 10 000
  target in the settings (the next New Game window opens with them), saves the game the
  moment it starts (closing the app right away keeps "Continuă"), then sits the players at
  the table in place of the current screen.
- :func:`ask_before_overwriting` asks first (:class:`OverwriteConfirm`: which game would be
  lost and how far it got, "Păstrează partida" focused) when an unfinished game of the same
  kind is saved (each game has its own save: the other's is never replaced, round 76).
- :func:`rematch_players` rotates the seats, so the next player starts the rematch (the
  10 000 rematch keeps the target and the computer's level); each player keeps the style
  (colour and mark) :func:`new_engine_game` gave them from New Game's order.
- :func:`turn_order` reads who plays when from an engine game itself: what a screen says about
  the order (New Game's "Începe Ana; calculatorul joacă ultimul.") comes from there.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.players import Player
from game.scenes.overlays import ConfirmOverlay, draw_dialog
from game.widgets.text import even_lines

if TYPE_CHECKING:
    from game.app import App


def rematch_players(players: Sequence[Player]) -> list[Player]:
    """The same seats, rotated by one: whoever played second starts the rematch; each keeps
    the style they wore (a game saved without styles: the one its seats showed)."""
    from game.widgets.seats import styled

    seats = styled(players)
    return seats[1:] + seats[:1]


def turn_order(game: Any) -> list[Player]:
    """The seats of an engine game (Yams or 10 000) in the order they play, from whoever plays
    now: both engines go round ``players`` starting at ``current``."""
    seats = list(game.players)
    return seats[game.current:] + seats[:game.current]


def new_engine_game(kind: str, players: Sequence[Player], target: int | None = None,
                    level: str | None = None) -> Any:
    """A fresh engine game of ``kind`` ("yams" / "farkle"; 10 000 at ``target``, the computer
    at ``level``, "normal" when None)."""
    from game.storage.gameids import new_game_id
    from game.widgets.seats import styled

    players = styled(players)  # each person's colour and mark, kept through rematches
    game: Any
    if kind == "yams":
        from game.engine.yams import YamsGame

        game = YamsGame.new(players)
    elif kind == "farkle":
        from game.engine.farkle import COMPUTER_LEVELS, DEFAULT_TARGET, FarkleGame

        game = FarkleGame.new(players, DEFAULT_TARGET if target is None else target,
                              COMPUTER_LEVELS[0] if level is None else level)
    else:
        raise ValueError(f"unknown game {kind!r}")
    game.game_id = new_game_id()  # its end is recorded once under this id
    return game


def remember(app: App, players: Sequence[Player], target: int | None,
             kind: str = "yams") -> None:
    """Keep the people's names (and the 10 000 target) for the next New Game window, and the
    game ``kind`` for the menu's hero button."""
    names = tuple(p.name for p in players if not p.is_computer)
    changes: dict[str, Any] = {"last_names": names, "last_kind": kind}
    if target is not None:
        changes["farkle_target"] = target
    try:
        settings = app.settings.with_changes(**changes)
    except ValueError:  # names the settings cannot hold are simply not remembered
        return
    if settings != app.settings:
        # Only these fields change: nothing to apply live (applying would also switch a
        # window opened with --windowed to the full screen of the saved settings).
        app.settings = settings
        app.save_settings()


def start_game(app: App, kind: str, players: Sequence[Player], target: int | None = None,
               level: str | None = None, *, table: Callable[[App, Any], Any]) -> Any:
    """Start a game: remembered, saved at once, its table in place of the current screen.

    ``target`` and ``level`` (the computer's, "normal" / "expert") are for 10 000; ``table``
    makes the table scene from the app and the engine's game (a table's rematch passes its
    own class, New Game :func:`game.scenes.tables.table_for`: this module imports no table,
    so no import circle). Returns the engine's game.
    """
    game = new_engine_game(kind, players, target, level)
    remember(app, players, target if kind == "farkle" else None, kind)
    store = getattr(app, "store", None)
    if store is not None:
        try:
            store.save_game(kind, game.to_dict())
        except (OSError, TypeError, ValueError):  # the store reports a failed write itself
            pass
    app.manager.replace(table(app, game))
    return game


def unfinished_game_saved(app: App, kind: str) -> bool:
    """True when a readable unfinished game of ``kind`` is saved (a damaged one is set aside,
    reported); the other game's save is its own and never asked about."""
    store = getattr(app, "store", None)
    return store is not None and store.load_game(kind) is not None


class OverwriteConfirm(ConfirmOverlay):
    """"Renunți la partida neterminată?" (S110 3.: a question, as every asking title): the
    body says what would be lost (the saved game, its players, how far it got) and that a new
    game replaces it, with "Păstrează partida" (the safe choice)
    focused, so Enter never discards a saved game; "Începe o partidă nouă" says what it does
    ("Continuă" means the opposite in the menu)."""

    def __init__(self, app: App, on_confirm: Callable[[], None],
                 kind: str | None = None) -> None:
        """The question about the saved game ``kind`` (the newest save: None);
        ``on_confirm`` starts the new game."""
        super().__init__(app, "confirm.overwrite_title", "confirm.overwrite_lost", on_confirm,
                         yes_key="confirm.overwrite_yes", no_key="confirm.overwrite_keep")
        self.focus.index = self.focus.widgets.index(self.no_button)
        store = getattr(app, "store", None)
        loaded = store.load_game(kind) if store is not None else None
        if loaded is not None:
            self.saved_kind, self.saved_state = loaded
        else:
            self.saved_kind, self.saved_state = "", {}

    def saved_lines(self) -> list[str]:
        """The saved game in two lines: which game and who, then how far it got."""
        from game.scenes.saved_summary import saved_game_lines

        return saved_game_lines(self.tr, self.saved_kind, self.saved_state)

    def body_paragraphs(self) -> list[str]:
        """The saved game (which game, who, how far it got), then what a new one does to it,
        naming that game ("Cu o partidă nouă, partida de Yams se pierde.": critic M30)."""
        if self.saved_kind in ("yams", "farkle"):
            question = self.tr("confirm.overwrite_lost_game",
                               game=self.tr("menu." + self.saved_kind))
        else:
            question = self.tr(self.body_key)
        return [*self.saved_lines(), question]

    def card_lines(self, body: int, room: int) -> int:
        """The saved game's lines stand on their card (as many as it wraps into)."""
        self.summary_lines = sum(len(even_lines(text, body, room))
                                 for text in self.saved_lines())
        return self.summary_lines

    def draw(self, surface: pygame.Surface) -> None:
        """Title; the saved game on a card of its own (its game and players in bold, how far
        it got quieter); then the sentence saying a new game replaces it; the buttons."""
        draw_dialog(self, surface, self.dialog, self.tr(self.title_key),
                    card_lines=getattr(self, "summary_lines", 0))
        self.draw_widgets(surface)


def ask_before_overwriting(app: App, proceed: Callable[[], None], kind: str) -> None:
    """Run ``proceed`` (a new game of ``kind``) now, or after "Începe o partidă nouă" when an
    unfinished game of that kind is saved (a save of the other game is never replaced)."""
    if unfinished_game_saved(app, kind):
        app.manager.push(OverwriteConfirm(app, proceed, kind))
    else:
        proceed()
