"""One style per player: the computer wears the same colour and mark whatever the number of
seats, a person the style of their rank among the people, and every place in the game that
marks a player asks :func:`game.widgets.seats.player_style` for it (never a bare index)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.engine.players import Player
from game.widgets.seats import COMPUTER_STYLE, player_style
from tests.uihelpers import FRAME, make_app
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)

GAME = Path(__file__).resolve().parent.parent / "game"

SEAT_ARGUMENT = {"draw_marked_name": 5, "draw_seat_mark": 3, "draw_seat_token": 3,
                 "seat_colour": 0, "seat_mark": 0, "seat_style": 0, "mark_image": 0,
                 "draw_seat_marker": 2, "draw_entrance": 5}
"""Functions that draw a seat's style, and the position of the seat among their arguments."""

SEAT_KEYWORDS = ("seat", "style", "index")


def _people(count: int) -> list[Player]:
    return [Player(f"P{k}") for k in range(count)]


@pytest.mark.parametrize("humans", range(1, 7))
def test_the_computer_wears_one_style_whatever_the_number_of_seats(humans):
    players = _people(humans) + [Player("IA", is_computer=True)]
    assert player_style(players, humans) == COMPUTER_STYLE
    rotated = players[2:] + players[:2]  # a rematch moves the computer off the last seat
    assert player_style(rotated, rotated.index(players[-1])) == COMPUTER_STYLE
    styles = [player_style(players, i) for i in range(humans)]
    assert styles == list(range(humans))  # the people keep apart, never the computer's
    assert player_style([p.is_computer for p in players], humans) == COMPUTER_STYLE


@pytest.mark.parametrize("humans", [1, 5])
def test_new_games_computer_card_wears_the_computers_style(tmp_path, humans):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = open_new_game(app, "farkle", humans)
        app.step(FRAME)
        order, styles = scene.turn_order(), scene.turn_order_seats()
        computer = [s for p, s in zip(order, styles, strict=True) if p.is_computer]
        assert computer == [COMPUTER_STYLE]
        assert sorted(s for p, s in zip(order, styles, strict=True) if not p.is_computer) == \
            list(range(humans))
    finally:
        app.close()


def _parameters(function: ast.AST) -> set[str]:
    args = function.args  # type: ignore[attr-defined]
    return {a.arg for a in args.posonlyargs + args.args + args.kwonlyargs}


def _styled_names(function: ast.AST) -> set[str]:
    """Names a function assigns from a style: ``style = player_style(...)``, or from a list
    of them (``seats = self.turn_order_seats()``)."""
    names = set()
    for node in ast.walk(function):
        if isinstance(node, ast.Assign) and _from_style(node.value, set(), set()):
            names |= {t.id for t in node.targets if isinstance(t, ast.Name)}
        if (isinstance(node, ast.Assign) and isinstance(node.value, ast.Call)
                and isinstance(node.value.func, ast.Attribute)
                and node.value.func.attr == "turn_order_seats"):
            names |= {t.id for t in node.targets if isinstance(t, ast.Name)}
    return names


def _from_style(node: ast.AST, passed: set[str], styled: set[str]) -> bool:
    """Whether ``node`` is a seat style: None, a call of player_style, a parameter passed
    through, a name set from a style, a field holding one (``row.seat``, ``picture.style``)."""
    if isinstance(node, ast.Constant):
        return node.value is None
    if isinstance(node, ast.Call):  # (or a scene's own ``self.seat_style()``, which returns
        # it: round 72, Statistics' chosen player's; never seats.seat_style(index))
        func = node.func
        own = (isinstance(func, ast.Attribute) and func.attr == "seat_style"
               and isinstance(func.value, ast.Name) and func.value.id == "self"
               and not node.args)
        return own or (isinstance(func, ast.Name) and func.id == "player_style") or (
            isinstance(func, ast.Attribute) and func.attr == "player_style")
    if isinstance(node, ast.IfExp):
        return _from_style(node.body, passed, styled) and _from_style(node.orelse, passed, styled)
    if isinstance(node, ast.Name):
        return node.id in passed or node.id in styled
    if isinstance(node, ast.Subscript):  # one of a list of styles set or passed through,
        # or of a data structure's list of them (``words.seats[k]``: round 77, hY106)
        field = (isinstance(node.value, ast.Attribute) and node.value.attr in ("seats", "styles")
                 and isinstance(node.value.value, ast.Name))
        return field or isinstance(node.value, ast.Name) and (node.value.id in styled
                                                              or node.value.id in passed)
    if isinstance(node, ast.Attribute):  # one level: a data structure's field, set through
        return node.attr in ("seat", "style") and isinstance(node.value, ast.Name)
    return False


def _seat_arguments(tree: ast.AST):
    """(line, expression, enclosing function) of every seat handed to a drawing of a style,
    a ``seat=`` / ``style=`` keyword, or a ``"seat"`` key of a dict."""
    functions = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]

    def enclosing(node: ast.AST) -> ast.AST | None:
        best = None
        for f in functions:
            if f.lineno <= node.lineno <= (f.end_lineno or f.lineno):
                if best is None or f.lineno > best.lineno:
                    best = f
        return best

    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else (
                func.attr if isinstance(func, ast.Attribute) else "")
            place = SEAT_ARGUMENT.get(name)
            if place is not None and len(node.args) > place:
                yield node.lineno, node.args[place], enclosing(node)
            for keyword in node.keywords:
                if keyword.arg in ("seat", "style") or (
                        place is not None and keyword.arg == "index"):
                    yield node.lineno, keyword.value, enclosing(node)
        if isinstance(node, ast.Dict):
            for key, value in zip(node.keys, node.values, strict=True):
                if isinstance(key, ast.Constant) and key.value == "seat":
                    yield node.lineno, value, enclosing(node)


def test_every_place_that_marks_a_player_asks_player_style():
    """A bare index (``seat=i``, ``draw_seat_mark(..., p)``) gives the computer another
    colour when the number of seats changes: each seat drawn comes from player_style (a
    parameter passed through is checked where its function is called)."""
    bare = []
    seen = 0
    for path in sorted(GAME.rglob("*.py")):
        if path.name == "seats.py" or path.parent.name in ("flow", "engine"):
            continue  # the flow's and the engine's "seat" is a player's index, not a style
        text = path.read_text(encoding="utf-8")
        if not any(word in text for word in ("seat", "style", *SEAT_ARGUMENT)):
            continue  # no word that can hand a seat over: nothing to parse
        for line, value, function in _seat_arguments(ast.parse(text)):
            seen += 1
            passed = _parameters(function) if function is not None else set()
            styled = _styled_names(function) if function is not None else set()
            if not _from_style(value, passed, styled):
                bare.append(f"{path.relative_to(GAME.parent)}:{line}: {ast.unparse(value)}")
    assert seen >= 15  # the check reads the call sites it means to
    assert not bare, bare

