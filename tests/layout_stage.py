"""The layout check's eye on the stage (a big moment played over the table).

While a :class:`game.scenes.stage.StageOverlay` is on top:

* the table's clocks wait: between two frames of one stage, none of the table's timers,
  voices, flights, moments, banners, coach marks or dice moves (:func:`clock_readings`);
* what the stage announces is said once: no text of the table (dimmed or not) repeats the
  stage's stamp ("Penta!" under the "Penta!" stamp, "Zaruri fierbinți!" under its stamp);
  and, stage or not, the table's own flights too: no text of the frame repeats a flying
  figure's words (:func:`flight_said_twice`: "+150" flying into the total and on the Tura
  panel's "Încasat" row at once, round 75, hA76);
* the stage's words (its stamp, its player's plate, its counter at rest) never lie over a
  label of the table that still reads through the dimming (:func:`reads_through`).
"""

from __future__ import annotations

from typing import Any

from game.widgets.layout_record import Frame


def on_stage(app: Any) -> tuple[Any, Any] | None:
    """(stage, table) while a stage is on top of ``app``'s screens, else None."""
    from game.scenes.stage import StageOverlay

    top = app.manager.top
    if isinstance(top, StageOverlay):
        return top, top.table
    return None


def clock_readings(table: Any) -> tuple[object, ...]:
    """Everything of ``table`` that time moves: a change between two frames is a clock that
    ran (the turn's timers, the voice's ages, the flight, the moment, the banner, the coach,
    the dice)."""
    flow = getattr(table, "flow", None)
    voice = getattr(flow, "voice", None)
    said = tuple((m.key, round(getattr(m, "age", 0.0), 6)) for m in voice.shown()) \
        if voice is not None else ()
    timers = tuple(getattr(flow, name, None) for name in (
        "countdown", "ai_timer", "ai_wait", "hold", "end_timer", "end_wait", "penta_time"))
    flight = getattr(flow, "flight", None)
    moment = getattr(flow, "moment", None)
    coach = getattr(table, "coach", None)
    tray = getattr(table, "tray", None)
    banner = getattr(table, "turn_banner", None)
    return (getattr(table, "time", None), said, timers,
            None if flight is None else flight.age,
            None if moment is None else (moment.kind, moment.age),
            None if banner is None else getattr(banner, "age", None),
            None if coach is None else (getattr(coach, "shown", None),
                                        getattr(coach, "age", None)),
            None if tray is None else (tray.still_for, tray.is_animating))


class StageWatch:
    """Reads the table's clocks before a frame, compares after it (same stage only)."""

    def __init__(self, app: Any) -> None:
        """Read the clocks now (nothing when no stage is on top)."""
        staged = on_stage(app)
        self.stage = staged[0] if staged else None
        self.before = clock_readings(staged[1]) if staged else None
        self.landed = getattr(self.stage, "landed", False)

    def problems(self, app: Any) -> list[str]:
        """The table's clocks that ran during the frame under the same stage."""
        staged = on_stage(app)
        if self.stage is None or staged is None or staged[0] is not self.stage:
            return []
        if getattr(self.stage, "landed", False) != self.landed:
            return []  # the stage's number landed this frame: the stage changed the table
        after = clock_readings(staged[1])
        if after != self.before:
            return [f"under the {self.stage.clock.kind} stage the table's clocks ran: "
                    f"{self.before} -> {after}"]
        return []


def said_twice(app: Any, frame: Frame) -> list[str]:
    """The table's texts that repeat what the stage on top says (not once its stamp fades
    out as the table lifts back: the table takes the words over then, hF73: the goal's
    plate hands "Ultima tură!" to the last round's band, no title between them)."""
    from game.flow.stage import FADE_OUT

    staged = on_stage(app)
    if staged is None or staged[0].picture is None or staged[0].clock.progress >= FADE_OUT:
        return []
    stamp = staged[0].picture.stamp.strip().casefold()
    return [f"said twice: {t.text!r} under the {stamp!r} stamp" for t in frame.texts
            if t.role != "stage" and stamp and stamp in t.text.casefold()]


def flight_said_twice(frame: Frame) -> list[str]:
    """The texts of ``frame`` that say a flying figure's words again (round 75, hA76: a small
    bank's "+150" flew from the mat into the banker's total while the Tura panel's "Încasat"
    row said "+150" too): a flight (role ``"flight"``) is the figure's one voice while it
    flies; its own copies (a flight drawn twice as it slides on) are one voice."""
    flying = {t.text.strip() for t in frame.texts if t.role == "flight" and t.text.strip()}
    return [f"said twice: {t.text!r} beside the flying {t.text.strip()!r}"
            for t in frame.texts if t.role != "flight" and t.text.strip() in flying]


def reads_through(app: Any, frame: Frame) -> list[str]:
    """The table's labels under the stage's words while the table is not dimmed enough
    (:data:`game.flow.stage.READ_THROUGH`) for them not to read through."""
    from game.flow.stage import DIM_ALPHA, FADE_OUT, READ_THROUGH

    staged = on_stage(app)
    if staged is None:
        return []
    clock = staged[0].clock
    if (clock.progress >= FADE_OUT or getattr(clock, "table_dark", False)  # dark already
            or clock.dimming() * DIM_ALPHA[clock.rarity] >= READ_THROUGH):
        return []
    picture = staged[0].picture
    words = [t for t in frame.texts if t.role == "stage"
             and not (picture is not None and picture.hushes(t.rect))]
    return [f"{t.text!r} reads through the {w.text!r} of the stage" for w in words
            for t in frame.texts if t.role != "stage" and t.text.strip()
            and w.rect.colliderect(t.rect)]
