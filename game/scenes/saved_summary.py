"""What an unfinished saved game is, in words a player recognises: which game, who plays it and
how far it got ("Yams cu Ana și Calculatorul", "Tura 5 din 13"; for 10 000 who leads and by how
much), for the dialog that asks before a new game takes its place and the menu's saved-game
card."""

from __future__ import annotations

from typing import Any

from game.i18n import Translator, shown_name


def _read(tr: Translator, kind: str, state: dict[str, Any]) -> tuple[list[str], str] | None:
    """The saved game's players' shown names and how far it got; None when the state cannot
    be read."""
    try:
        game: Any
        if kind == "yams":
            from game.engine.yams import ROUNDS, YamsGame

            game = YamsGame.from_dict(state)
            progress = tr("menu.saved.yams_round", round=game.round, rounds=ROUNDS)
        elif kind == "farkle":
            from game.engine.farkle import FarkleGame

            game = FarkleGame.from_dict(state)
            best = max(game.totals, default=0)
            leaders = [shown_name(p.name, p.is_computer, tr)
                       for p, t in zip(game.players, game.totals, strict=True) if t == best]
            if best == 0:
                progress = tr("menu.saved.farkle_start", target=game.target)
            elif len(leaders) == 1:
                progress = tr("menu.saved.farkle_leader", name=leaders[0], points=best,
                              target=game.target)
            else:
                progress = tr("menu.saved.farkle_tied", points=best, target=game.target)
        else:
            return None
    except (KeyError, TypeError, ValueError, AttributeError):
        return None
    return [shown_name(p.name, p.is_computer, tr) for p in game.players], progress


def _listed(tr: Translator, names: list[str]) -> str:
    """The players in one phrase ("Ana și Calculatorul", "Ana, Ion și Calculatorul")."""
    if len(names) == 1:
        return names[0]
    return tr("menu.saved.and", first=", ".join(names[:-1]), last=names[-1])


def saved_game_lines(tr: Translator, kind: str, state: dict[str, Any]) -> list[str]:
    """Two lines about the saved game ``kind`` ("yams" / "farkle") in ``state``: its game and
    players, then how far it got; [] when the state cannot be read."""
    read = _read(tr, kind, state)
    if read is None:
        return []
    names, progress = read
    return [tr("menu.saved.who", game=tr("menu." + kind), players=_listed(tr, names)),
            progress]


def saved_game_card(tr: Translator, kind: str, state: dict[str, Any]) -> tuple[str, ...]:
    """The saved game as the menu's saved-game card says it, under its game card's name (so
    without the game's name): who plays ("Cu Ana și Calculatorul"; from three players the
    first named and the others counted, "Cu Ana și încă 2 jucători"), then how far it got
    ("Tura 5 din 13"; a 10 000 game nobody has banked in yet says who plays only); () when
    the state cannot be read."""
    read = _read(tr, kind, state)
    if read is None:
        return ()
    names, progress = read
    if len(names) > 2:  # the first named, the others counted: read whole on the card
        who = tr.n("menu.saved.with_more", len(names) - 1, first=names[0])
    else:
        who = tr("menu.saved.with", players=_listed(tr, names))
    if kind == "farkle" and not any(state.get("totals") or ()):
        return (who,)
    return (who, progress)
