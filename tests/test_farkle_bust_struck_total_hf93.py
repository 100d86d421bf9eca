"""A 10 000 bust's lost points, said on the table as the "?" page says them (ruling S47, round
78, hF93, critics cB76 and cB77 #2: after a bust "Total tură" kept the lost points in gold,
read as points still won, while the "?" page's card 5 struck them through). From the stamp's
first frame until the turn passes, in an ordinary round and in the last one, the ledger's
"Total tură" keeps its label and its place and shows the lost figure struck through, in the
bust's dimmed red with the stamp's red line, lit in the veil; before the stamp (the dice read
still, S27) it is the live gold total. The "?" page's card 5 draws the same picture: the
lost dice in their red rings over the ledger's foot, "Total tură" and the figure struck by the
same drawing, in the same red, face and strike, in proportion. Stepped at 30 frames a second
at 1920x1080, 1366x768 and 1024x600."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.i18n import format_int
from game.scenes.farkle_help import BANKED, FarkleHelpOverlay
from game.widgets.farkle_ledger import LOST_SINK
from game.widgets.struck_figure import LOST_FIGURE, LOST_STRIKE, STRIKE_SHARE, strike_width
from tests.uihelpers import make_app, recorded_frame, recorded_step
from tools.render_screens import open_table
from tools.screens_farkle import last_round_bust_thrown, play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 30
SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _ordinary_bust(app):
    """A 1 set aside (100), then five dice that score nothing thrown: the table."""
    table = table_with(app, 2, 1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6)
    table.press_roll()
    play(app)
    table.press_die(0)
    table.press_roll()
    return table


def _inks(surface: pygame.Surface, box: pygame.Rect) -> set[tuple[int, int, int]]:
    """Every colour drawn in ``box`` of ``surface``."""
    box = box.clip(surface.get_rect())
    return {tuple(surface.get_at((x, y))[:3]) for x in range(box.x, box.right)
            for y in range(box.y, box.bottom)}


def strike_rows(surface: pygame.Surface, box: pygame.Rect) -> int:
    """How many pixel rows of ``box`` hold a run of the strike's red wider than the figure's
    middle half (the strike's thickness as drawn)."""
    box = box.clip(surface.get_rect())
    rows = 0
    for y in range(box.y, box.bottom):
        run = sum(1 for x in range(box.x, box.right)
                  if tuple(surface.get_at((x, y))[:3]) == LOST_STRIKE)
        rows += run >= box.w // 2
    return rows


def _ledger_total(frame):
    return next(t for t in frame.texts if t.role == "ledger_total")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("last_round", [False, True], ids=["ordinary", "last_round"])
def test_the_lost_total_is_struck_in_its_place_from_the_stamp_to_the_passing(tmp_path, size,
                                                                             last_round):
    app = make_app(tmp_path, size=size)
    try:
        table = last_round_bust_thrown(app) if last_round else _ordinary_bust(app)
        before = None
        struck = 0
        for _ in range(round(5.0 / FRAME)):
            frame = recorded_step(app, FRAME)
            surface = app.screen
            figure = _ledger_total(frame)
            stamp = any(p.role == "announcement" for p in frame.panels)
            inks = _inks(surface, figure.rect)
            if not table.flow.bust_shown and not struck:  # the live total, thrown, not read
                assert LOST_STRIKE not in inks and theme.GOLD in inks, figure
                before = figure
            elif table.flow.bust_shown:
                assert stamp or struck, "struck before the stamp came down"
                struck += 1
                assert before is not None
                # its place, or dropping from it (ruling S100 1., round 81, amending S47 2.'s
                # "nothing moves": it sinks a few px as it is struck, then rests there)
                sink = round(LOST_SINK * size[1] / 1080) + 1
                assert figure.rect.right == before.rect.right and figure.text == before.text
                assert 0 <= figure.rect.y - before.rect.y <= sink, (figure.rect, before.rect)
                assert LOST_FIGURE in inks and theme.GOLD not in inks, (struck, figure)
                if table.flow.bust_total_drop() >= 0.5:  # (struck left to right: S100 1.)
                    assert strike_rows(surface, figure.rect) >= strike_width(figure.size) - 1
                labels = [t.text for t in frame.texts]
                assert app.tr("farkle.story.total") in labels  # its own label, said once
                assert app.tr("farkle.ledger.lost") not in labels  # no "Puncte pierdute"
            else:  # the turn has passed: the next player's ledger, no strike
                assert LOST_STRIKE not in inks, figure
                break
        assert struck >= round((theme.FARKLE_BUST_HOLD - 0.1) / FRAME), struck
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_help_card_draws_the_tables_struck_total(tmp_path, size):
    app = make_app(tmp_path / "table", size=size)
    try:
        table = _ordinary_bust(app)
        for _ in range(round(2.0 / FRAME)):
            app.step(FRAME)
            if table.flow.bust_shown:
                break
        app.step(0.5)
        surface = pygame.Surface(size)
        figure = _ledger_total(recorded_frame(table, size, onto=surface))
        table_inks = _inks(surface, figure.rect)
        table_strike = strike_rows(surface, figure.rect) / figure.size
        app.close()
        app = make_app(tmp_path / "help", size=size)
        open_table(app, "farkle", 2)
        shown = FarkleHelpOverlay(app)
        app.manager.push(shown, fade=False)
        app.step(1 / 60)
        frame = recorded_step(app, 1 / 60)
        card = next(t for t in frame.texts if t.role == "help_lost_figure")
        assert card.text == format_int(BANKED)
        inks = _inks(app.screen, card.rect)
        # the same red figure, the same red strike, in proportion to its size
        assert {LOST_FIGURE, LOST_STRIKE} <= inks and {LOST_FIGURE, LOST_STRIKE} <= table_inks
        assert theme.GOLD not in inks
        card_strike = strike_rows(app.screen, card.rect) / card.size
        assert abs(card_strike - table_strike) <= 1.0 / card.size, (card_strike, table_strike)
        for share in (card_strike, table_strike):  # each the same share of its figure's size
            assert abs(share - STRIKE_SHARE) <= 1.0 / card.size, (share, STRIKE_SHARE)
        # the ledger's label beside it, and the dice that lost in the table's red rings
        frame_rect = shown.frame_rect(shown.step_rects(4)[0])
        assert any(t.text == app.tr("farkle.story.total") and frame_rect.contains(t.rect)
                   for t in frame.texts)
        above = pygame.Rect(frame_rect.x, frame_rect.y, frame_rect.w, card.rect.y - frame_rect.y)
        assert theme.FARKLE_BUST in _inks(app.screen, above)
    finally:
        app.close()
