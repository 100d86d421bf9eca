"""Every coach step of both tables (:mod:`tools.screens_coach`) reached once a test session
per window size, and what its frame shows kept: the card, its words and actions, what it
points at and lights, the table's scale, the dice in play, the prompt line, the title and
the frame the table draws with the layout record on.

Five files judge the same 27 states by what lies round or under the card
(tests/test_coach_keeps_its_distance.py, tests/test_coach_word_room.py,
tests/test_coach_card_air.py, tests/test_coach_empty_felt.py, tests/test_coach_sharper.py);
each reached every state itself, a fresh app a state (~0.1 s of CPU each, five times over
and more). A state is a pure outcome of its step and size (a fresh app, scripted dice), so
what one test read another reads the same; a test run alone (a planted bug's) reaches the
states itself.

More files read the live table of a state reached undrawn (``coach_app()``), each in its own
way: each registers its reading (:func:`reading_of`) when the session collects it, and the
first test to ask for a state (:func:`read`) reaches it once and reads it for every file that
registered a reading of it (round 74, hT74)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, TypeVar

import pygame

from game.i18n import Translator
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
    kind: str
    """The table's game: "yams" or "farkle"."""
    shown: str | None
    """The coach mark shown."""
    lit: pygame.Rect | None
    """What the card lights."""
    footer: tuple[Any, ...]
    """The card's footer (its step, "Nu mai arăta", its next action's words)."""
    lines: tuple[str, ...]
    """The card's lines of words."""
    next_words: tuple[str, str]
    """The words a card's next action may say: "Înainte", on the last step "Gata", or
    "Am înțeles" while the next card waits for the player's move (round 73, hX82)."""
    prompt: pygame.Rect
    """The table's prompt line over the dice (:func:`prompt_line`)."""
    says_the_prompt: bool
    """A Yams card in the prompt's place, saying it (the line waits under it)."""
    title: pygame.Rect | None
    """The 10 000 title's words (None at Yams)."""
    groups: pygame.Rect | None
    """The 10 000 ledger (None at Yams)."""
    prompt_said: bool | None
    """The 10 000 table draws its prompt line in the frame (or has none to say); None at
    Yams."""
    fact_row: pygame.Rect | None
    """The 10 000 Tura panel's fact row (None at Yams, or no fact)."""
    meter: pygame.Rect | None
    """The 10 000 Tura panel's risk meter (None at Yams)."""
    mat_top: int | None
    """The top of the 10 000 mat (None at Yams)."""
    tr: Translator
    """The app's words."""


def prompt_line(table: Any) -> pygame.Rect:
    """The table's prompt line over the dice, as the table reports it."""
    if table.kind == "yams":
        from game.views.coach_yams import prompt_band

        return prompt_band(table)
    from game.views.coach_farkle import prompt_rect

    return prompt_rect(table)


def _rect(rect: Any) -> pygame.Rect | None:
    """A copy of ``rect`` (None stays None)."""
    return None if rect is None else pygame.Rect(rect)


def _read(app: Any, table: Any, card: pygame.Rect) -> Reached:
    """What ``table`` shows now: its frame drawn with the layout record on, the rest read
    after it (as the tests read the live table)."""
    from game.views.coach_reads import SAYS_THE_PROMPT, speaks_for_prompt

    drawn = recorded_now(app)  # (the record's own frame: later drawing may still add to it)
    frame = layout_record.Frame([replace(t, rect=pygame.Rect(t.rect)) for t in drawn.texts],
                                [replace(p, rect=pygame.Rect(p.rect)) for p in drawn.panels])
    coach = table.coach
    farkle = table.kind == "farkle"
    title = groups = fact_row = meter = mat_top = said = None
    if farkle:
        from game.views.coach_farkle import fact_row_rect, risk_meter_rect, title_words
        from game.views.farkle_views import prompt_line as prompt_words

        title, groups = title_words(table), pygame.Rect(table.groups_rect)
        fact_row, meter, mat_top = _rect(fact_row_rect(table)), risk_meter_rect(table), \
            table.mat.top
        text = prompt_words(table.flow)[0]
        said = not text or any(t.text == text for t in frame.shown_texts())
    says_it = table.kind == "yams" and coach.shown in SAYS_THE_PROMPT \
        and speaks_for_prompt(table)
    return Reached(
        pygame.Rect(card), _rect(coach.target), table.scale,
        tuple(pygame.Rect(d) for d in table.dice_in_play_rects()), frame, table.kind,
        coach.shown, _rect(coach.lit), tuple(coach.footer), tuple(coach.lines),
        (app.tr("coach.next"), app.tr("coach.done")),
        pygame.Rect(prompt_line(table)),
        bool(says_it), _rect(title), groups, said, fact_row, _rect(meter), mat_top, app.tr)


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
            _REACHED[key] = _read(app, table, card)
        finally:
            app.close()
    return _REACHED[key]


Reading = Callable[[Any], Any]
"""A file's reading of a reached coach state: the live app in, what the file's test judges
out (copies, read without stepping a frame)."""

R = TypeVar("R", bound=Reading)

_READINGS_OF: dict[str, list[Reading]] = {}
"""Every registered reading, by the step it reads (:func:`reading_of`)."""

_READ: dict[tuple[str, tuple[int, int]], dict[Reading, Any]] = {}
"""What each reading read of each state reached (an exception a reading raised kept as it)."""


def _step(step: str) -> Callable[[Any], None]:
    """The coach step named ``step``: a :mod:`tools.screens_coach` function's name, or
    ``"screens_coach_first._name"``."""
    if "." in step:
        from tools import screens_coach_first

        module, name = step.split(".")
        assert module == "screens_coach_first", step
        return getattr(screens_coach_first, name)  # type: ignore[no-any-return]
    return getattr(screens_coach, step)  # type: ignore[no-any-return]


def reading_of(*steps: str) -> Callable[[R], R]:
    """Register the decorated reading for the coach steps ``steps``: whichever test reaches
    one of them first reads it for this reading too."""

    def register(reading: R) -> R:
        for step in steps:
            _READINGS_OF.setdefault(step, []).append(reading)
        return reading

    return register


def read(tmp_path: Path, size: tuple[int, int], step: str, reading: Reading) -> Any:
    """What ``reading`` reads of coach step ``step`` at ``size``, reached undrawn on a fresh
    app (its data in ``tmp_path``) once a session for every reading registered for it; a
    reading not registered reaches the state for itself."""
    key = (step, size)
    readings = _READINGS_OF.get(step, [])
    if reading not in _READ.get(key, {}):
        app = coach_app(tmp_path / f"{step}-{size[0]}", size=size)
        try:
            _step(step)(app)
            got: dict[Reading, Any] = {}
            for one in dict.fromkeys([*readings, reading]):
                try:
                    got[one] = one(app)
                except Exception as exc:  # (raised again in the test that asks for it)
                    got[one] = exc
        finally:
            app.close()
        _READ.setdefault(key, {}).update(got)
    found = _READ[key][reading]
    if isinstance(found, Exception):
        raise found
    return found


def drawn_now(app: Any) -> layout_record.Frame:
    """The frame an undrawn app's table shows now, drawn once with the layout record on (the
    app's frames stay undrawn after it)."""
    undrawn = app.manager.__dict__.pop("draw", None)
    try:
        return recorded_now(app)  # type: ignore[no-any-return]
    finally:
        if undrawn is not None:
            app.manager.draw = undrawn
