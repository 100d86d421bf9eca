"""A full card's TOTAL is said in the table, never on a stage (ruling S8, round 73; critic
H72 #6: "Foaie completă!" took the whole screen for every player at every game's end).

The last round of a game of two, stepped with a fake clock at 1920 and 1024: Ana fills her
card (the upper bonus earned on it: the case the stage once took), then a game played alone
ends on its last box. No stage's overlay is pushed; the TOTAL counts up to the card's total
(since round 76, hY105, S8 amended: as the table's own takeover, big and centred over the
dimmed table, its cell bare under it until it leaves; since round 81, S94 3., a routine one on
a plaque over its column); its player's standings row counts with it, reaching the total with
it and never before (S43 amended round 81, fixN), and carries the flourish while it counts;
the turn's band and the results wait for it."""

from __future__ import annotations

import pytest

from game.flow.moments import TOTALS
from game.flow.yams_standings import standings
from game.rules.yams import Box, Scorecard
from game.scenes.yams_port import TablePort
from game.views.yams_turn_entrance import shown_game
from game.widgets import layout_record
from tests.uihelpers import make_app, top_name
from tools.screens_yams import pick, roll, table, validate
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

_RARE = {box: 12 for box in Box if box not in (Box.CHANCE, Box.PENTA)}
"""Every box but Chance and Penta at 12: the upper boxes 72, past the bonus's 63."""

SIZES = [(1920, 1080), (1024, 600)]


def _digits(text: str) -> str:
    """``text``'s digits when it is a figure ("1 234"), else ""."""
    bare = "".join(ch for ch in text if ch not in ". \u202f\u00a0")
    return bare if bare.isdigit() else ""


def _play_out(app, scene, player: int, until) -> tuple[list[int], list[float], bool]:
    """Step frames (every third drawn and recorded) until ``until()``: the figures the TOTAL
    said (in its cell, or on its takeover: round 76), the takeover figure's share of the felt's
    height, and whether the count was seen."""
    figures: list[int] = []
    golds: list[float] = []
    counted = False
    for frame in range(200):
        if until():
            break
        before = scene.flow.moment  # every frame drawn while a TOTAL waits to count
        drawn = frame % 3 == 0 or (before.kind in TOTALS and not before.active)
        if drawn:
            layout_record.start(app.screen.get_size())
            layout_record.begin(app.screen.get_size())
            app.step(1 / 30)
            marks = layout_record.frame().texts
            layout_record.stop()
        else:
            with unseen_frames(app):
                app.step(1 / 30)
        assert top_name(app) == "YamsTableScene" or scene.game.finished, top_name(app)
        assert scene.on_stage is None  # no stage's overlay: the table's own takeover
        moment = scene.flow.moment
        counting = moment.active and moment.kind in TOTALS
        pending = moment.kind in TOTALS and (moment.active or moment.clock.waiting)
        counted = counted or counting
        if counting:
            assert scene.flow.held_turn() in (None, player)
            assert not scene.flow.handoff.active  # the band waits for the count
        if drawn and pending and counting:  # S43 (round 78): the count plays only in the
            said = [int(digits) for digits in (_digits(m.text) for m in marks  # big figure
                                               if m.role == "celebration") if digits]
            assert said, [m.text for m in marks]
            figures.append(said[-1])
            # the standings' row counts with the big figure, reaching the card's TOTAL with
            # it, never before (S43 amended round 81, fixN: hY124 saw the Clasament say the
            # final 126 while the plaque still counted at 121, a number revealed before its
            # count ended); one figure in every frame
            # S117 1. (amended round 82, hY130; cA82 #1): the row says the card's TOTAL from
            # the click, as its cell does; the count, from 0, is theatre over them
            row = {s.seat: s.total for s in standings(shown_game(scene, standings=True))}[player]
            assert row == scene.game.cards[player].total, (said, row)
            lit = scene.standings.flourished
            assert (lit is not None) == counting  # the player's row lit while it counts
            if counting and 0.15 < moment.progress < 0.7:  # the takeover's figure: big
                figure = [m.rect for m in marks if m.role == "celebration"][-1]
                golds.append(figure.h / app.screen.get_height())
    return figures, golds, counted


@pytest.mark.parametrize("size", SIZES)
def test_a_full_cards_total_counts_in_the_table_with_its_standings_row_lit(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        ana = Scorecard.from_points({**_RARE, Box.PENTA: 50})
        ion = Scorecard.from_points({**_RARE, Box.PENTA: 0, Box.ONES: 1})
        scene = table(app, ["Ana", "Ion"], [5, 5, 6, 6, 4], cards=[ana, ion], computer=False)
        scene.game.current = 0
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        card = scene.game.cards[0]
        assert card.is_complete and card.upper_bonus > 0 and not scene.game.finished
        figures, golds, counted = _play_out(
            app, scene, 0, lambda: scene.flow.handoff.active)
        assert counted
        assert figures and figures == sorted(figures) and figures[-1] == card.total, figures
        assert figures[0] < card.total  # counted up (from 0 since S117 1.)
        # S94 3. (amended round 81, fixN): a routine card's TOTAL counts on a plaque over
        # its column, its figure (yams_total_plaque.FIGURE, 0.085 of the felt) readable yet
        # under the upper bonus's 0.15 (was "> 0.15": the full takeover S94 3. retired for
        # a routine TOTAL)
        assert golds and 0.06 < min(golds) and max(golds) < 0.15, golds
        # the row's seat: Ana's, where the slide has it
        assert scene.standings.flourished is None  # gone with the count
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_last_cards_total_counts_in_the_table_then_the_results(tmp_path, size,
                                                                   monkeypatch):
    monkeypatch.setattr(TablePort, "beats_best", lambda self, score: False)  # no win staged
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana"], [5, 5, 6, 6, 4],
                      cards=[Scorecard.from_points({**_RARE, Box.PENTA: 50})], computer=False)
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        assert scene.game.finished
        shown_at = []

        def results() -> bool:
            if top_name(app) != "YamsTableScene":
                shown_at.append(scene.flow.moment.active)
                return True
            return False

        figures, golds, counted = _play_out(app, scene, 0, results)
        assert counted and shown_at == [False]  # the results after the count, not under it
        total = scene.game.cards[0].total
        assert figures and figures == sorted(figures) and figures[-1] == total, figures
        assert figures[0] < total  # counted up (from 0 since S117 1.), never ahead of it
        assert golds and min(golds) > 0.15, golds  # big over the table (round 76)
    finally:
        app.close()


def test_a_total_after_the_upper_bonus_stage_never_counts_back(tmp_path):
    # Ana's last box (Six, 18) reaches the upper bonus: its stage says the +35, then her TOTAL
    # counts in the table; her standings row said 257 as the +35 landed, then counted from 204
    # again (round 73, before this: a figure said, taken back, said again)
    from tools.screens_stage import FULL_CARD

    app = make_app(tmp_path, size=(1024, 600))
    try:
        ana = {box: points for box, points in FULL_CARD.items() if box != Box.SIXES}
        ion = {box: points for box, points in FULL_CARD.items() if box != Box.ONES}
        scene = table(app, ["Ana", "Ion"], [6, 6, 6, 5, 4], computer=False, cards=[
            Scorecard.from_points({**ana, Box.CHANCE: 20, Box.PENTA: 0}),
            Scorecard.from_points({**ion, Box.CHANCE: 24, Box.PENTA: 50})])
        scene.game.current = 0
        roll(app, scene)
        pick(app, scene, Box.SIXES)
        validate(app, scene)
        card = scene.game.cards[0]
        assert card.is_complete and scene.game.last_event.upper_bonus_reached
        said, staged = [], False
        with unseen_frames(app):
            for _ in range(150):
                app.step(1 / 30)
                staged = staged or scene.on_stage is not None
                shown = shown_game(scene, standings=True)  # the Clasament's game
                said.append({s.seat: s.total for s in standings(shown)}[0])
                if scene.flow.handoff.active:
                    break
        assert staged and scene.flow.handoff.active  # the bonus's stage, then the band
        # S43 amended round 81 (fixN): the standings hold the figure before the box
        # through the bonus's stage (its TOTAL cell bare, S78 1.), then count with the
        # plaque to the card's total: never a figure taken back, never the total first
        # (round 78 had them say the new TOTAL from the click: revealed before its count)
        assert said == sorted(said) and said[-1] == card.total, said
        assert said[0] < card.total, said
    finally:
        app.close()
