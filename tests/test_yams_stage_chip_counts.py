"""The chip a staged number flies into counts up as the number lands (round 30, critic rows
"Staged moments" and "Yams table": a rare TOTAL flew "313" over a chip reading "287", then the
chip went blank and "313" popped in it): the figure read in the chip is never newer than what
has not landed (before the landing no figure past the old one is drawn in it) and never older
than what just landed (as the flying number melts into it the chip counts from the old TOTAL
up to the new, and reads the new one from its landing on), as the 10 000 banker's row counts
up as its bank lands (hF30). Stepped with the app's fake clock, frame by frame."""

from __future__ import annotations

import pytest

from game.flow.stage import LANDING
from game.views import stage_landing, stage_words
from tests.uihelpers import make_app
from tools.screens_stage import until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

OLD, NEW = 287, 313
"""Ion's TOTAL before his last box (a Chance of 26 with the upper bonus: "Foaie completă!")
and after it (tools.screens_stage._total)."""


def _bonus_pentas(app) -> None:
    """Ana's third Penta, a Joker: her Bonus Penta already holds 100 (it becomes 200)."""
    from game.rules.yams import Box, Scorecard
    from tools.screens_yams import roll, table

    card = Scorecard.from_points({Box.PENTA: 50, Box.CHANCE: 22}, bonus_pentas=1)
    scene = table(app, ["Ana"], [4] * 5, cards=[card, Scorecard()])
    roll(app, scene)


def test_a_jokers_bonus_penta_counts_up_from_what_it_held(tmp_path, monkeypatch):
    # a third Penta's "+100" lands in a Bonus Penta reading 100: it takes 200 whole (the
    # chip never says "100" as the new figure, nor "0"; round 74, hJ74, S12: a "+N" said on
    # its box lands as itself, never counted up again from the old figure)
    _counts_up(tmp_path, monkeypatch, (1024, 600), _bonus_pentas, "joker_penta", 100, 200,
               counted=True)


def _counts_up(tmp_path, monkeypatch, size, build, kind, old, new, counted=False) -> None:
    OLD, NEW = old, new  # noqa: N806 (the module's names, for one moment)
    drawn: list[str] = []
    real = stage_landing.stamp_lettering
    real_type = stage_landing.render

    def recorded(text, *args, **kwargs):
        drawn.append(text)
        return real(text, *args, **kwargs)

    def typed(text, *args, **kwargs):
        drawn.append(text)
        return real_type(text, *args, **kwargs)

    # the flying number itself left out: what stage_words and stage_landing (the chip's
    # pop, hK64) letter is then the chip's figure (since round 60 set in the sheet's own
    # type, critic C51: recorded as well)
    monkeypatch.setattr(stage_words, "draw_counter", lambda *a, **k: None)
    monkeypatch.setattr(stage_words, "stamp_lettering", recorded)
    monkeypatch.setattr(stage_landing, "stamp_lettering", recorded)
    monkeypatch.setattr(stage_landing, "render", typed)
    app = make_app(tmp_path, size=size)
    try:
        build(app)
        stage = until_staged(app, kind)
        landing: list[int] = []
        after = 0
        while app.manager.top is stage and stage.clock.progress < 0.95:
            drawn.clear()
            app.manager.draw(app.screen)
            flight = stage.clock.flight()
            figures = [int(t) for t in drawn if t.isdigit()]
            if flight < LANDING:  # on its way: the chip keeps the old figure (or none)
                assert all(f <= OLD for f in figures), (round(flight, 3), figures)
            elif flight < 1:  # melting into the chip: the chip counts up under it
                assert figures and all(OLD <= f <= NEW for f in figures), (flight, figures)
                assert not counted or set(figures) == {NEW}, (flight, figures)  # (said)
                landing += figures
            elif stage.clock.pop() > 0:  # landed: the new figure, never an older one (or
                # the table's own, new figure once the stage's words have gone)
                assert all(f == NEW for f in figures), (flight, figures)
                after += bool(figures)
            app.step(1 / 30)
        assert landing == sorted(landing), "it only counts up"
        assert counted or any(OLD < f < NEW for f in landing), ("it counts", landing)
        assert after >= 1
    finally:
        app.close()
