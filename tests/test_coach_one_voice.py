"""A Yams coach card that says the table's next action speaks alone (hC28, critic C27: at
1024x600 the box card said "Alege o căsuță" and the prompt line over the dice "… sau alege o
căsuță", two voices): while the hold or box card shows, the prompt line waits; it is said
again as soon as the card closes."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import layout_record
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _prompts(table) -> list[str]:
    """The prompt lines one frame of ``table`` draws."""
    surface = pygame.Surface(table.size)
    layout_record.start(table.size)
    try:
        table.draw(surface)
        return [t.text for t in layout_record.frame().texts if t.role == "prompt"]
    finally:
        layout_record.stop()


@pytest.mark.parametrize(("build", "mark"), [("_yams_hold", "yams.hold"),
                                             ("_yams_box", "yams.box")])
def test_the_prompt_stays_said_beside_a_docked_yams_card(tmp_path, build, mark):
    """Amended in round 76 (hC79, ruling S20; critics cZ75, cF75a: "the Yams card hides the
    prompt"): the prompt waited under the hold and box cards in its place (round 72, one
    voice); docked off it, they leave the prompt's pill said while they show, and after."""
    app = coach_app(tmp_path, size=(1024, 600))
    try:
        getattr(screens_coach, build)(app)
        table = _table(app)
        assert table.coach.shown == mark and table.coach.card is not None
        # (S76, round 80: the hold card in the prompt's place over the rack, the prompt
        # waiting under it; amended round 81, hY122, ruling S93 3., critic cA80 #6: docked
        # in the header's room as the box card is, the prompt said beside it)
        assert _prompts(table), "the prompt waits under a docked card"
        table.coach.dismiss()
        assert _prompts(table), "the prompt is said once the card has closed"
    finally:
        app.close()


def _texts(table) -> list[str]:
    """Every line of text one frame of ``table`` draws."""
    surface = pygame.Surface(table.size)
    layout_record.start(table.size)
    try:
        table.draw(surface)
        return [t.text for t in layout_record.frame().texts]
    finally:
        layout_record.stop()


@pytest.mark.parametrize(("build", "size"), [("_farkle_risk", (1366, 768)),
                                             ("_farkle_refused_far", (1024, 600))])
def test_the_prompt_and_the_title_wait_under_a_farkle_card(tmp_path, build, size):
    """hC28 let the risk card and a die's card lie on the prompt line (and at 1024x600 the
    title), which waited under them. hC31 reverses it (rewritten to the new promise): the
    low card stands beside them, both said while the card shows and after it closes."""
    from game.views.coach_farkle import prompt_rect, title_words

    app = coach_app(tmp_path, size=size)
    try:
        getattr(screens_coach, build)(app)
        table = _table(app)
        card = table.coach.card
        assert card is not None and not card.colliderect(prompt_rect(table)), card
        assert not card.colliderect(title_words(table)), card
        said = [table._status()[0], table.heading()]
        assert all(t in _texts(table) for t in said), said
        table.coach.dismiss()
        assert all(t in _texts(table) for t in said), said
    finally:
        app.close()


def test_a_yams_box_card_by_keys_points_into_the_column_the_line_waiting(tmp_path):
    """hC30: in a first Yams game by keys at 1366x768 the box card, with no clean way to its
    row, pointed at the prompt line ("… sau alege o căsuță"), which stayed said under it.
    Round 71 (critic: it "points at the prompt and repeats what the prompt says"): it points
    at another row of the column this roll pays in, from the prompt's place, and the line
    waits while it shows (one voice). Amended in round 76 (hC79, ruling S20): docked over the
    turn pill it points into the column's head and the line stays said beside it."""
    from game.views.coach_yams import lane_line
    from tests.uihelpers import key
    from tools.screens_yams import table as yams_table

    app = coach_app(tmp_path, size=(1366, 768))
    try:
        table = yams_table(app, ["Ana"], [2, 5, 5, 3, 6, 4, 1, 5, 2, 2, 3, 6])
        for code in (pygame.K_SPACE, pygame.K_2, pygame.K_SPACE):
            key(app, code)
            for _ in range(80):
                app.step(0.05)
                if table.coach.shown == "yams.box":
                    break
        assert table.coach.shown == "yams.box" and table.coach.card is not None
        assert table.coach.target != lane_line(table), table.coach.target
        assert table.sheet.rect.contains(table.coach.target), table.coach.target
        assert _prompts(table), "the line waits beside a docked card"
    finally:
        app.close()


def test_a_yams_card_pointing_at_the_prompt_line_leaves_it_said(monkeypatch):
    """hC30: a card pointing at the line over the dice leaves it said (the card says more;
    the line is what it points at); one in the prompt's place pointing elsewhere says it, the
    line waiting. (Since round 71 no first game's box card points at the line: a unit.)"""
    from types import SimpleNamespace

    import game.views.coach_reads as reads

    line = pygame.Rect(10, 10, 100, 20)
    monkeypatch.setattr(reads, "lane_line", lambda scene: line)
    # (round 76, S20: a card in the prompt's place, its band under the card)
    monkeypatch.setattr(reads, "prompt_band", lambda scene: pygame.Rect(0, 45, 100, 20))
    coach = SimpleNamespace(card=pygame.Rect(0, 40, 50, 30), shown="yams.box", target=line)
    scene = SimpleNamespace(coach=coach)
    assert not reads.speaks_for_prompt(scene)
    coach.target = pygame.Rect(200, 10, 50, 20)
    assert reads.speaks_for_prompt(scene)
