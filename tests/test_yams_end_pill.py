"""At a Yams game's end, until its results cover the table (critic C64: the "La rând" pill
gone, "Partida s-a încheiat" said where it stood, in its place): the turn line's pill stays.
Round 66 (critic C65: "Câștigă: Ștefania" gave the win away before "Victorie!"): until the
winner is said, it says only that the last box's player is done, in their colour, and the
lane what they wrote; the winner is named (a tie said) only once the results have said it."""

from __future__ import annotations

import pytest

from game import theme
from game.flow.yams_end_line import EndLine, end_line
from game.rules.yams import Box, Scorecard
from game.widgets import layout_record
from tests.test_yams_flow import seat
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_end_line_names_the_winner_or_a_tie():
    lower = {box: 10 for box in Box if not box.is_upper}
    full = Scorecard.from_points({**lower, **{box: 3 for box in Box if box.is_upper}})
    assert end_line(seat([1] * 5)[0]) is None  # (the game not over: nothing)
    flow, _port = seat([1] * 5, names=("Ana", "Ion"), cards=[full, full])
    flow.results_shown = True  # (round 66: named only once the results said it)
    # (round 65 review: the tie pill wore the first tied player's seat, reading as their
    # win; a tie names no seat)
    assert end_line(flow) == EndLine("Egalitate în frunte", None, "Partida s-a încheiat")
    flow.game.cards[1] = Scorecard.from_points({**lower,
                                                **{box: 4 for box in Box if box.is_upper}})
    assert end_line(flow) == EndLine("Câștigă: Ion", 1, "Partida s-a încheiat")


def _last_box(app):
    lower = {box: 10 for box in Box if not box.is_upper}
    card = Scorecard.from_points({**lower, Box.ONES: 3, Box.TWOS: 6, Box.THREES: 9,
                                  Box.FOURS: 12, Box.FIVES: 15})
    ion = Scorecard.from_points({**lower, **{box: 1 for box in Box if box.is_upper}})
    scene = table(app, ["Ana", "Ion"], [6, 6, 6, 1, 2] * 4, computer=False)
    scene.game.cards[0] = card
    scene.game.cards[1] = ion
    scene.game.current = 0
    roll(app, scene)
    pick(app, scene, Box.SIXES)
    validate(app, scene)
    assert scene.game.finished
    return scene


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)], ids=["1366x768", "1024x600"])
def test_the_finished_table_keeps_its_pill_saying_the_last_box(tmp_path, size):
    # round 66 (critic C65): this test held "Câștigă: Ana" and "Partida s-a încheiat" on the
    # finished table, before "Victorie!"; the table now says only what was written last
    app = make_app(tmp_path, size=size)
    try:
        scene = _last_box(app)
        assert not scene._results_pushed
        layout_record.start(app.screen.get_size())
        try:
            layout_record.begin(app.screen.get_size())
            scene.draw(app.screen)
            frame = layout_record.frame()
        finally:
            layout_record.stop()
        texts = {t.text: t for t in frame.texts}
        bands = [p.rect for p in frame.panels if p.role == "turn_band"]
        assert bands, "the pill stays at the end"
        # S113 2. (amended round 82, hY129): the pill names Ana, the lane says her box, never
        # "Ana a terminat" beside it (was: the pill said "Ana a terminat")
        assert "Ana a terminat" not in texts
        assert any(t.text == "Ana" and bands[0].contains(t.rect) for t in frame.texts)
        said = texts.get("Ana a ales Șase: 18")  # (the bonus after its stage, round 75)
        assert said is not None and scene.message_lane().contains(said.rect)
        assert not bands[0].colliderect(said.rect)  # the lane's own line, not in the pill
        assert "Câștigă: Ana" not in texts and "Partida s-a încheiat" not in texts
    finally:
        app.close()


def test_a_tie_at_the_top_wears_no_players_colour(tmp_path):
    """A tie's pill ("Egalitate în frunte") in the neutral gold, no seat's colour nor mark:
    in the first tied player's colour it read as their win (round 65 review)."""
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = _last_box(app)
        scene.game.cards[1] = scene.game.cards[0]  # Ion's total now Ana's: a tie at the top
        scene.flow.results_shown = True  # (round 66: the winner said first by "Victorie!")
        layout_record.start(app.screen.get_size())
        try:
            layout_record.begin(app.screen.get_size())
            scene.draw(app.screen)
            frame = layout_record.frame()
        finally:
            layout_record.stop()
        texts = {t.text: t for t in frame.texts}
        band = next(p.rect for p in frame.panels if p.role == "turn_band")
        assert "Egalitate în frunte" in texts and band.contains(texts["Egalitate în frunte"].rect)
        rim = tuple(app.screen.get_at((band.centerx, band.y + 1)))[:3]
        assert rim == theme.END_TIE_PILL and rim not in theme.SEAT_COLOURS, rim
    finally:
        app.close()
