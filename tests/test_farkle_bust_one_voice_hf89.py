"""A 10 000 bust is said by its stamp alone (round 76, hF89, critics cF75b and cZ75: the prompt
line's "Ana: tura se încheie", the stamp and its reason, the ledger's "Puncte pierdute" and the
Tura panel's red risk said it three or four ways at once; ruling S15 amended): while the stamp
lies on the table the prompt line and the Tura panel wait quiet, saying nothing new; the
ledger says no new words, its "Total tură" struck in its place (ruling S47, round 78, hF93,
critics cB76 / cB77: kept in gold it disagreed with the "?" page); the loss's words are said
once the stamp has gone, by the last turn's card. In the beat
between the dice lying still and their being seen, a bust's line and a plain throw's are the
same (nothing new before the outcome shows: a blank line never hints a bust)."""

from __future__ import annotations

import pygame
import pytest

from game import theme, theme_table
from game.views import farkle_story as story_views
from game.views.farkle_views import prompt_line, turn_panel
from tests.test_farkle_flow import DT, LAND, FakeDice, Table
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SEEN_AFTER = 0.18
"""Seconds the late-seen fake dice lie still before they are seen (the table's reveal beat)."""


class LateSeenDice(FakeDice):
    """Fake dice that lie still :data:`SEEN_AFTER` s before they are seen, as the table's do."""

    def __init__(self) -> None:
        super().__init__()
        self.still = 0.0

    def visible(self) -> bool:
        return self.left <= 0 and self.still >= SEEN_AFTER

    def tick(self, dt: float) -> None:
        if self.left <= 0:
            self.still += dt
        super().tick(dt)

    def throw(self, faces: tuple[int, ...]) -> None:
        super().throw(faces)
        self.still = 0.0


def _late_table(dice: tuple[int, ...], **kw) -> Table:
    table = Table(dice, **kw)
    table.dice = LateSeenDice()
    table.flow.dice = table.dice
    return table


def _line_at_rest(table: Table) -> tuple[str | None, ...]:
    """Throw; the prompt's key at every frame the dice lie still, not yet seen."""
    flow = table.flow
    flow.press_roll()
    keys: list[str | None] = []
    for _ in range(round((LAND + 1) / DT)):
        table.run(DT)
        if flow.dice.landed() and not flow.dice.visible():
            said = flow.prompt()
            keys.append(None if said is None else said.key)
        if flow.dice.visible():
            break
    assert keys, "no beat at rest before the dice were seen"
    return tuple(keys)


def test_at_rest_before_seen_a_bust_says_what_a_plain_throw_says():
    bust = _late_table((2, 3, 4, 6, 6, 2))
    plain = _late_table((1, 2, 3, 4, 6, 6))
    said_bust, said_plain = _line_at_rest(bust), _line_at_rest(plain)
    assert set(said_bust) == set(said_plain), (said_bust, said_plain)
    # nothing new before the outcome shows (for both): that they stopped, never blank
    # (round 78, hF94, critic cB77, ruling S48: the line went blank there)
    assert set(said_plain) == {"farkle.prompt.rested"}, said_plain
    assert bust.flow.bust_shown and plain.flow.prompt().key == "farkle.hint.pick"


@pytest.mark.parametrize("computer", [False, True])
def test_under_the_stamp_the_prompt_line_waits_quiet(computer):
    if computer:  # Ana banks a 1; the computer's first throw busts
        table = Table((1, 2, 3, 4, 6, 6, 2, 3, 4, 6, 6, 2), names=("Ana",), computer=True)
        table.throw_and_keep(0)
        table.flow.press_bank()
    else:
        table = Table((1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6))
        table.throw_and_keep(0)
        table.flow.press_roll()
    flow = table.flow
    frames = 0
    for _ in range(round((LAND + theme.FARKLE_BUST_HOLD + 12) / DT)):
        table.run(DT)
        if flow.bust_shown:
            frames += 1
            assert flow.prompt() is None, flow.prompt()
            assert prompt_line(flow, True)[0] == ""
        elif frames:
            break
    assert frames > 30
    assert not flow.bust_shown  # the stamp has gone: the turn passed


def test_under_the_stamp_the_tura_panel_keeps_its_risk_quiet():
    table = Table((1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6))
    flow = table.flow
    table.throw_and_keep(0)
    before = turn_panel(flow, flow.tr, True)[0]
    flow.press_roll()
    table.run(LAND + 0.1)
    assert flow.bust_shown
    lines = turn_panel(flow, flow.tr, True)[0]
    risk = [line for line in lines if line.label == flow.tr("farkle.label.risk")]
    assert risk and risk[0].colour != theme.FARKLE_BUST  # nothing new: not the stamp's red
    # (S96 1., round 81, hF107, critic cF80: "as they were" read as live after the loss; the
    # figures are kept but spent, dull, never a new red: ruling S14 amended round 81)
    assert risk[0].colour != [line for line in before if line.label == risk[0].label][0].colour
    assert risk[0].colour == theme_table.FARKLE_SPENT_FIGURE


def _ledger_light(surface: pygame.Surface, rect: pygame.Rect) -> float:
    """The mean light of ``rect`` on ``surface`` (sampled)."""
    clip = rect.clip(surface.get_rect())
    values = [sum(surface.get_at((x, y))[:3]) for x in range(clip.left, clip.right, 6)
              for y in range(clip.top, clip.bottom, 6)]
    return sum(values) / len(values)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_under_the_stamp_the_ledger_waits_quiet_then_the_card_says_the_loss(tmp_path,
                                                                             monkeypatch,
                                                                             size):
    app = make_app(tmp_path, size=size)
    drawn: list[tuple[str, bool]] = []
    real = story_views.draw_story

    def story(*args, lost=False, **kw):
        drawn.append((args[7].label, lost))
        return real(*args, lost=lost, **kw)

    try:
        table = table_with(app, 2, 1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6)
        table.press_roll()
        play(app)
        table.press_die(0)
        frame_before = pygame.Surface(size)
        recorded_frame(table, size, onto=frame_before)
        light_before = _ledger_light(frame_before, table.groups_rect)
        table.press_roll()
        monkeypatch.setattr(story_views, "draw_story", story)
        under = 0
        for _ in range(400):
            app.step(1 / 30)
            if table.flow.bust_shown and table.flow.big_announcement() is not None \
                    and table.flow.big_announcement().age > 0.3:
                drawn.clear()
                surface = pygame.Surface(size)
                frame = recorded_frame(table, size, onto=surface)
                texts = " ".join(t.text for t in frame.texts)
                # its own label, its figure struck (ruling S47 amended round 78, hF93:
                # the figure struck in its place, as the "?" page's card 5; no new words)
                assert drawn and all(label == app.tr("farkle.story.total") and lost
                                     for label, lost in drawn), drawn
                assert app.tr("farkle.ledger.lost") not in texts  # no "Puncte pierdute"
                assert texts.count(app.tr("farkle.bust")) == 1  # the stamp, once
                # the ledger lies under the veil with the rest but for its foot (S47)
                if table.flow.bust_veil() >= 1:  # (before it lifts as the turn passes)
                    assert _ledger_light(surface, table.groups_rect) < 0.88 * light_before
                under += 1
            elif under:
                break
        assert under >= 3
        while table.flow.handoff.active or table.flow.handoff.pending:
            app.step(1 / 30)
        frame = recorded_frame(table, size)
        texts = [t.text for t in frame.texts]
        # once the stamp has gone, the loss said once, by the last turn's card
        assert app.tr("farkle.ledger.last_lost_points", points="100") in texts, texts
    finally:
        app.close()
