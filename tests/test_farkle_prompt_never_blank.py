"""The 10 000 prompt line never goes blank during a turn (round 75, critic cB75: "Zarurile se
rostogolesc…" went and nothing replaced it between the bust's dice landing and its stamp, all
through the stamp, and again once the goal's plate had gone): in every frame from the throw
(or the bank) until the turn's passing band speaks, the line over the dice says something,
unless a stage's own words are on screen (they say the moment, once), or a bust's stamp
(round 76, hF89, ruling S15 amended: the stamp is the bust's one voice, the line waits quiet
under it; round 75's "Ana: tura se încheie" said it a second way)."""

from __future__ import annotations

import pytest

from game.flow.stage import GONE
from game.scenes.stage import StageOverlay
from game.views import farkle_views as views
from tests.layout_sequences_farkle import keep, seat, throw
from tests.test_farkle_stage_lift_prompt import _Run
from tests.uihelpers import make_app
from tools.unseen_frames import draw_shown_frame, unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60


def _blank_frames(app, table, monkeypatch, most: int) -> list[str]:
    """Step ``most`` frames (until the turn's passing band speaks); return a note for each
    frame whose screen showed the table with a blank prompt line: the line as the table was
    last drawn (under a stage the manager reuses the table's picture), a stage still
    playing (before :data:`GONE`, its motion and words not over) excused."""
    shown = {"line": "?"}
    real_prompt, real_centre = views.draw_prompt, type(table)._draw_centre

    def prompt(surface, place, flow, *rest, **named):
        rect = real_prompt(surface, place, flow, *rest, **named)
        if rect is not None:
            shown["line"] = views.prompt_line(flow, *rest)[0] or "(refusal)"
        return rect

    def centre(self, surface):
        shown["line"] = ""
        real_centre(self, surface)

    monkeypatch.setattr(views, "draw_prompt", prompt)
    monkeypatch.setattr(type(table), "_draw_centre", centre)
    # (round 78, hT2: while dice tumble the table reuses a still layer drawn before the line
    # was watched, so the throw's line read "?", never checked: the layer drawn again here)
    table._still_key = None
    blank: list[str] = []
    for i in range(most):
        # (round 78, hT2: each frame stepped unseen, drawn as the app draws it only when its
        # line is read below: the same lines, frame for frame, as with every frame drawn;
        # a table under a stage gets no update, so its picture is the same when drawn later)
        with unseen_frames(app, last_drawn=False):
            app.step(FRAME)
        flow, top = table.flow, app.manager.top
        if flow.handoff.active:
            break
        clock = getattr(top, "clock", None)
        if isinstance(top, StageOverlay) and clock.progress < GONE:
            continue  # the stage says its moment
        if top is not table and not isinstance(top, StageOverlay):
            break
        if flow.in_the_air and flow.dice.landed():  # the dice at rest, not yet seen: the
            continue  # line says nothing new (the reveal, test_dice_reveal; round 76, hF89)
        if flow.bust_shown:  # a bust's stamp says its moment, alone (round 76, hF89, critics
            continue  # cF75b / cZ75, ruling S15 amended: the line waits quiet under it)
        draw_shown_frame(app)  # the frame read
        if not shown["line"]:
            blank.append(f"frame {i}: top {type(top).__name__}, frozen {flow.frozen is not None}"
                         f", air {flow.in_the_air}, stage {getattr(clock, 'progress', None)}")
    return blank


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_line_speaks_through_a_whole_bust(tmp_path, monkeypatch, size):
    app = make_app(tmp_path, size=size)
    try:
        run = _Run(app)
        table = seat(run, (1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6))
        throw(run, table)
        keep(run, table, 0)
        run.click(table.roll_button.rect.center)  # five dice that score nothing
        blank = _blank_frames(app, table, monkeypatch, 600)
        assert table.flow.handoff.active  # it reached the turn's passing
        assert not blank, "\n".join(blank)
    finally:
        app.close()


def test_the_line_speaks_as_soon_as_the_goal_plate_has_gone(tmp_path, monkeypatch):
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        run = _Run(app)
        table = seat(run, (1, 1, 1, 5, 2, 3), totals=(9_400, 6_150, 8_700),
                     names=("Ana", "Ion", "Ștefan"))
        throw(run, table)
        keep(run, table, 0, 1, 2, 3)
        run.click(table.bank_button.rect.center)  # Ana reaches the goal: its stage
        blank = _blank_frames(app, table, monkeypatch, 400)
        assert not blank, "\n".join(blank)
    finally:
        app.close()
