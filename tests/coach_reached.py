"""Every coach step of both tables (:mod:`tools.screens_coach`) reached once a test session
per window size, and what its frame shows kept: the card, what it points at, the table's
scale, the dice in play and the frame the table draws with the layout record on.

Three files judge the same 27 states by the words, dice and buttons round the card
(tests/test_coach_keeps_its_distance.py, tests/test_coach_word_room.py,
tests/test_coach_card_air.py); each reached every state itself, a fresh app a state (~0.1 s
of CPU each, three times over). A state is a pure outcome of its step and size (a fresh
app, scripted dice), so what one test read another reads the same; a test run alone (a
planted bug's) reaches the states itself."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pygame

from game.widgets import layout_record
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tests.uihelpers import recorded_now
from tools import screens_coach


@dataclass(frozen=True)
class Reached:
    """What a coach step's table shows once reached: read as the tests read the live app."""

    card: pygame.Rect
    """The coach card, as the table's update placed it."""
    target: pygame.Rect | None
    """What the card points at."""
    scale: float
    """The table's scale."""
    dice: tuple[pygame.Rect, ...]
    """The table's dice in play."""
    frame: layout_record.Frame
    """The frame the table draws now, with the layout record on."""


_REACHED: dict[tuple[tuple[int, int], str], Reached] = {}


def reached(tmp_path: Path, size: tuple[int, int], step: str) -> Reached:
    """The table of coach step ``step`` (a :mod:`tools.screens_coach` function's name) at
    ``size``: reached on a fresh app (its data in ``tmp_path``) the first time it is asked
    for in the session, kept after."""
    key = (size, step)
    if key not in _REACHED:
        app = coach_app(tmp_path / step, size=size, drawn=True)
        try:
            getattr(screens_coach, step)(app)
            table = _table(app)
            card = table.coach.card
            assert card is not None, (step, size)
            frame = recorded_now(app)
            target = table.coach.target
            _REACHED[key] = Reached(
                pygame.Rect(card), None if target is None else pygame.Rect(target),
                table.scale, tuple(pygame.Rect(d) for d in table.dice_in_play_rects()),
                frame)
        finally:
            app.close()
    return _REACHED[key]
