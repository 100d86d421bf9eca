"""The Yams counts and the end of the game (round 80, hY120, ruling S78; critic cA79 defects 5,
8, 9, 14 and its changes 3 and 5).

1. A full card's TOTAL takeover is opaque and alone: the table under it is dimmed to nearly
   black, and the sheet's TOTAL cell says nothing from the last box's click until the count
   has landed there (never "115" counting over a printed "TOTAL 168").
2. The upper bonus has one look all game: wherever it is earned (mid-game, or a game alone's
   last box) it is the same short takeover: the band over the table dimmed nearly dark, its
   "Bonus +35" big; never the old "Bonus!" stage at the end.
3. The crowned count is one group centred under the headline, filling the felt down to its
   lower third: the winner's seat token over their figure (the headline names them, once),
   their sums, then the best of the others in one row (token, name, score), smaller.
5. The podium's entrance is never a faded ghost: over a crowned count the results' card is
   opaque from its first frame (it grows in from its top, its podium rising on it).
4. A solo record is said once, in one wording: the stage's "Nou record!" over its figure (a
   first record: nothing under it, never "Primul tău record" beside "Nou record!"), and the
   results card after it keeps those very words (never a third, "Nou record personal!").
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.widgets import layout_record
from tests.crowned_count import drawn_count_frames
from tests.uihelpers import make_app
from tools.end_frames import FRAME, play_last_move

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _drawn(table: Any, size: tuple[int, int]) -> tuple[pygame.Surface, Any]:
    """The table's own picture now and its layout record."""
    surface = pygame.Surface(size)
    layout_record.start(size)
    try:
        layout_record.begin(size)
        table.draw(surface)
        frame = layout_record.frame()
    finally:
        layout_record.stop()
    return surface, frame


def _total_inked(table: Any, surface: pygame.Surface, player: int) -> bool:
    """True when ``player``'s TOTAL cell shows a figure on ``surface``: dark ink on its
    paper along its middle."""
    cell = table.sheet.sum_cell_rect(player, "total")
    inner = cell.inflate(-cell.w // 5, 0)
    return any(max(surface.get_at((x, inner.centery))[:3]) < 110
               for x in range(inner.x, inner.right))


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_sheets_total_says_the_card_from_the_click(tmp_path, size, monkeypatch):
    """S117 1. (amends S78 1. round 82, hY130; critic cA82 #1: "her TOTAL cell is blank"
    beside a sheet that already said the box): from the click on the last box, under the
    takeover's count and as it leaves, the scoring card's TOTAL cell says the card's total
    (the count, from 0, is theatre over it; it was bare until the count landed)."""
    import game.scenes.yams_table as yams_table
    from game.flow.moments import total_flourish
    from game.theme_stage import YAMS_TOTAL_TAKEOVER_COUNTED, YAMS_TOTAL_TAKEOVER_EXIT

    monkeypatch.setattr(yams_table, "draw_total_takeover", lambda *a, **k: None)  # the
    app = make_app(tmp_path, size=size)  # sheet seen as it lies under the takeover
    try:
        table = play_last_move(app, "yams_alone")
        counting = landed = 0
        for _ in range(600):
            app.step(FRAME)
            if table.app.manager.top is not table:
                break
            now = total_flourish(table.flow.moment)
            surface, _ = _drawn(table, size)
            inked = _total_inked(table, surface, 0)
            if now is None and landed == 0:  # the written beat before the count
                assert inked
            elif now is not None and now[1] < YAMS_TOTAL_TAKEOVER_COUNTED:
                counting += 1
                assert inked, now  # the figure the count reaches, under it
            elif now is not None and now[1] > YAMS_TOTAL_TAKEOVER_EXIT:
                landed += 1
                assert inked, now  # the landed total, as the takeover leaves
        assert counting > 20 and landed > 3, (counting, landed)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_total_takeover_covers_the_table_fully(tmp_path, size):
    """S78 1.: while the TOTAL's count runs, the sheet's paper round the band is dimmed to
    nearly black (no figure of the table read through it), and the band itself is opaque."""
    from game.flow.moments import total_flourish
    from game.theme_stage import YAMS_TOTAL_TAKEOVER_COUNTED, YAMS_TOTAL_TAKEOVER_ENTER

    app = make_app(tmp_path, size=size)
    try:
        table = play_last_move(app, "yams_alone")
        seen = 0
        for _ in range(600):
            app.step(FRAME)
            now = total_flourish(table.flow.moment)
            if now is None or not (YAMS_TOTAL_TAKEOVER_ENTER < now[1]
                                   < YAMS_TOTAL_TAKEOVER_COUNTED):
                if seen:
                    break
                continue
            surface, _ = _drawn(table, size)
            for row in ("total", "penta_bonus"):  # (below the band)
                cell = table.sheet.sum_cell_rect(0, row)
                brightest = max(max(surface.get_at((x, cell.centery))[:3])
                                for x in range(cell.x + 2, cell.right - 2, 3))
                assert brightest < 40, (row, brightest)  # (the paper: ~230 unveiled)
            seen += 1
        assert seen > 10, seen
    finally:
        app.close()


def _record_said(tmp_path: Any, full_house: int | None = None) -> tuple[Any, list[str], Any]:
    """Dana alone scores her last box (Șansă, 28) on a card of 98 (a first record) or, when
    ``full_house`` is given, after a first game of 98 beaten by it: (the stage's picture,
    every record's words the stage and the results' card say, the results)."""
    from game.engine.players import Player
    from game.engine.yams import YamsGame
    from game.flow.results_detail import say
    from game.rules.yams import Box, Scorecard
    from game.scenes.results import ResultsOverlay
    from game.scenes.stage import StageOverlay
    from game.scenes.yams_table import YamsTableScene
    from tools.scripted_dice import ScriptedDice
    from tools.unseen_frames import unseen_frames

    upper = {Box.ONES: 3, Box.TWOS: 6, Box.THREES: 9, Box.FOURS: 12, Box.FIVES: 15,
             Box.SIXES: 18}
    app = make_app(tmp_path, size=(1024, 600))
    try:
        picture = None
        for house in ((0,) if full_house is None else (0, full_house)):
            while app.manager.top is not None:
                app.manager.pop(fade=False)
            points = {box: 0 for box in Box}
            points.update(upper)
            points[Box.FULL_HOUSE] = house
            del points[Box.CHANCE]
            app.rng = ScriptedDice((6, 6, 6, 5, 5))
            scene = YamsTableScene(app, YamsGame([Player("Dana")],
                                                 [Scorecard.from_points(points)]))
            app.manager.push(scene, fade=False)
            app.step(1 / 15)
            scene.roll()
            with unseen_frames(app):
                while not scene.outcome_visible():
                    app.step(1 / 15)
                app.step(1 / 15)
                scene.pick_cell(0, 1 + Box.CHANCE.value)
                scene.validate()
                for _ in range(600):
                    app.step(1 / 15)
                    top = app.manager.top
                    if isinstance(top, StageOverlay) and top.picture is not None:
                        picture = top.picture
                    if isinstance(top, ResultsOverlay):
                        break
        results = app.manager.top
        assert isinstance(results, ResultsOverlay) and picture is not None
        said = [say(scene.tr, phrase) for line in results.rows[0].detail for phrase in line]
        return picture, said, scene
    finally:
        app.close()


def test_a_first_solo_record_is_said_once_in_the_stages_words(tmp_path):
    """S78 4.: a first record's stage says "Nou record!" over its figure and nothing under
    it; the results' card names the record in the same words, "Nou record!"."""
    picture, said, scene = _record_said(tmp_path)
    assert scene.first_record and picture.stamp == "Nou record!"
    assert picture.record_figure == "126" and picture.record_was == "", picture.record_was
    assert said.count("Nou record!") == 1, said
    assert not any("record personal" in line or "Primul" in line for line in said), said


def test_a_beaten_solo_record_names_the_old_one_never_a_third_wording(tmp_path):
    """S78 4.: a beaten record's stage says "Nou record!" and the old one beaten; the card
    keeps the old best and the gap, never "Nou record personal!"."""
    picture, said, scene = _record_said(tmp_path, 25)
    assert scene.previous_best == 126 and picture.stamp == "Nou record!"
    assert picture.record_was == "Vechiul record: 126", picture.record_was
    assert "Vechiul record: 126 · +25" in said and not any(
        "record personal" in line for line in said), said


WINNERS = {"yams_bonus": ("Ștefania", "98", 0, "20"),
           "yams_bonus_lost": ("Calculatorul", "105", 1, "98")}
"""Each end's winner's name, final figure, seat, and the other's score."""


def _count_landed(tmp_path: Any, case: str, size: tuple[int, int]) -> tuple[Any, Any, Any]:
    """The screen and the layout record of ``case``'s count's last frame, and the table."""
    app = make_app(tmp_path, size=size)
    try:
        table = play_last_move(app, case)
        shot = None
        for frame in drawn_count_frames(app, table, size):
            shot = (app.screen.copy(), frame)
        assert shot is not None
        return shot[0], shot[1], table
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("case", list(WINNERS))
def test_the_crowned_count_is_one_centred_group_naming_the_winner_once(tmp_path, case, size):
    """S78 3. (critic cA79 #9): the winner's figure stands on the felt's middle (amended
    S99 3.: the group trophy · figure · token centred), their seat's
    token beside it (right of it since S94 2., round 81, was over it), their name said
    once (the headline); the other's name and score in one
    row centred under it; the group reaches the felt's lower third, whole on it."""
    from game.widgets.felt import felt_area
    from game.widgets.seats import player_style, seat_colour

    name, final, seat, other = WINNERS[case]
    surface, frame, table = _count_landed(tmp_path, case, size)
    felt = felt_area(size)
    figure = [mark for mark in frame.texts if mark.role == "celebration"]
    assert [mark.text for mark in figure] == [final]
    big = figure[0].rect
    # S99 3. (amended round 81, hY124): the group trophy · figure · token is centred (was
    # the figure alone, the trophy hanging off its left): the digits stand right of the
    # felt's middle by the group's shift
    from game.views.stage_crowned import TOKEN_SHARE, crown_group

    shift = crown_group(big.size, round(big.h * TOKEN_SHARE)).figure_shift
    assert abs(big.centerx - shift - felt.centerx) <= felt.w * 0.01, (big, shift, felt)
    assert len([mark for mark in frame.texts if name in mark.text]) == 1  # the headline
    colour = seat_colour(player_style(table.game.players, seat))
    # S94 2. (amended round 81, hY123): the token stands large right of the figure (was
    # over it, a third of its height), the trophy left of it
    above = pygame.Rect(big.right, big.y + big.h // 4, big.h // 2, big.h // 2)
    token = sum(1 for x in range(above.x, above.right, 2)
                for y in range(above.y, above.bottom, 2)
                if max(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], colour,
                                                  strict=True)) < 24)
    assert token > 20, token  # their seat's disc over the figure
    row = [mark.rect for mark in frame.texts if mark.text == other
           or (mark.role == "stage" and mark.rect.y > big.bottom and mark.text != final
               and not mark.text.startswith(("Total", "Bonus")))]
    assert row, [(m.text, m.rect) for m in frame.texts]
    union = row[0].unionall(row[1:])
    assert abs(union.centerx - felt.centerx) <= felt.w * 0.06, (union, felt)
    assert all(rect.h < big.h * 0.6 for rect in row)
    lowest = max(mark.rect.bottom for mark in frame.texts)
    assert felt.y + felt.h * 0.66 <= lowest <= felt.bottom, (lowest, felt)


def _alone_bonus_last_box(app: Any) -> Any:
    """Ștefania alone scores her Șase last, 18 reaching the upper part's 63: a game alone's
    end whose last box earns the upper bonus."""
    from game.engine.players import Player
    from game.engine.yams import YamsGame
    from game.rules.yams import Box, Scorecard
    from game.scenes.yams_table import YamsTableScene
    from tools.scripted_dice import ScriptedDice

    app.rng = ScriptedDice((6, 6, 6, 5, 5) * 4)
    upper = {box: 3 * (k + 1) for k, box in enumerate(b for b in Box if b.is_upper)}
    points = {box: upper.get(box, 0) for box in Box if box is not Box.SIXES}
    table = YamsTableScene(app, YamsGame([Player("Ștefania")],
                                         [Scorecard.from_points(points)], 0))
    app.manager.push(table, fade=False)
    for _ in range(10):
        app.step(FRAME)
    table.roll()
    while not table.outcome_visible():
        app.step(FRAME)
    app.step(FRAME)
    table.pick_cell(0, 1 + Box.SIXES.value)
    table.validate()
    return table


def _bonus_staged(app: Any, table: Any) -> Any:
    """Step until the upper bonus's moment stands over ``table``, half way; its overlay."""
    from game.scenes.stage import StageOverlay

    for _ in range(600):
        app.step(FRAME)
        top = app.manager.top
        if isinstance(top, StageOverlay) and top.clock.kind == "upper_bonus":
            top.clock.age = top.clock.duration * 0.6
            return top
    raise AssertionError("no upper bonus staged")


def _bonus_look(app: Any, table: Any, stage: Any) -> tuple[Any, float, float]:
    """(its clock's class, the band's "+35"'s height as a share of the felt's, the table's
    brightness round the band against the bare table's, median)."""
    from game.views import yams_bonus_band
    from game.widgets.felt import felt_area

    size = app.screen.get_size()
    bare = pygame.Surface(size)
    table.draw(bare)
    layout_record.start(size)
    try:
        layout_record.begin(size)
        surface = pygame.Surface(size)
        table.draw(surface)
        stage.draw(surface)
        frame = layout_record.frame()
    finally:
        layout_record.stop()
    said = {t.text: t for t in frame.texts if not t.dimmed}
    assert "+35" in said and "Bonus!" not in said, sorted(said)
    felt = felt_area(size)
    band = yams_bonus_band.band_rect(stage.picture)
    before, after = pygame.surfarray.array3d(bare), pygame.surfarray.array3d(surface)
    ratios = sorted(int(after[x, y].max()) / int(before[x, y].max())
                    for x in range(felt.left + 4, felt.right - 4, 5)
                    for y in range(felt.top + 4, band.top - 4, 5)
                    if before[x, y].max() > 60)
    assert len(ratios) > 50
    return type(stage.clock), said["+35"].rect.h / felt.h, ratios[len(ratios) // 2]


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_upper_bonus_is_one_takeover_in_the_game_and_at_its_end(tmp_path, size):
    """S78 2. (critics cA79 #6, cF79 "more than a band"): a mid-game upper bonus and a game
    alone's last box's are drawn alike: the band's clock, "+35" big (at least 0.12 of the
    felt), the table round it dimmed to at most a third of its light; no "Bonus!" stage."""
    from tests.test_yams_sums_agree import _mid_game_table

    looks = []
    for make in (_mid_game_table, _alone_bonus_last_box):
        app = make_app(tmp_path / make.__name__, size=size)
        try:
            table = make(app)
            looks.append(_bonus_look(app, table, _bonus_staged(app, table)))
        finally:
            app.close()
    (kind_a, hero_a, light_a), (kind_b, hero_b, light_b) = looks
    assert kind_a is kind_b and kind_a.__name__ == "BonusBandClock", (kind_a, kind_b)
    assert min(hero_a, hero_b) >= 0.12, (hero_a, hero_b)
    assert max(light_a, light_b) <= 0.34, (light_a, light_b)
    assert abs(hero_a - hero_b) < 0.01 and abs(light_a - light_b) < 0.06, looks


def test_a_last_boxs_bonus_hands_its_darkness_to_the_total_no_bright_beat(tmp_path):
    """S78 2.: at a game alone's end the bonus's takeover keeps the table dark as it folds
    and after: the TOTAL's takeover comes over that darkness (no frame of the bright table
    between)."""
    from game.scenes.stage import StageOverlay
    from game.widgets.felt import felt_area

    size = (1024, 600)
    app = make_app(tmp_path, size=size)
    try:
        table = _alone_bonus_last_box(app)
        felt = felt_area(size)
        probe = pygame.Rect(felt.x, felt.y, felt.w, felt.h // 6)  # over the band's place
        staged = after = 0
        for _ in range(600):
            app.step(FRAME)
            top = app.manager.top
            if isinstance(top, StageOverlay) and top.clock.kind == "upper_bonus":
                staged += 1
                if top.clock.progress < 0.85:  # (the band folding: from here on)
                    continue
            elif not staged:
                continue
            elif top is not table:
                break
            after += 1
            app.manager.draw(app.screen)
            light = pygame.transform.average_color(app.screen, probe)
            assert max(light[:3]) < 32, (after, light)
            if after > 30:
                break
        assert staged > 10 and after > 12, (staged, after)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_results_card_is_opaque_from_its_first_frame_over_the_count(tmp_path, size):
    """S78 5. (critic cA79 #14: "a ghost podium in an otherwise empty panel"): from the first
    frame the crowned results' card shows, the winner's step stands in its full gold (never
    a faded ghost of it)."""
    from game.scenes.results import ResultsOverlay

    app = make_app(tmp_path, size=size)
    try:
        play_last_move(app, "yams_bonus")
        results = None
        for _ in range(900):
            app.step(FRAME)
            if isinstance(app.manager.top, ResultsOverlay):
                results = app.manager.top
                break
        assert results is not None and results.crowned
        panel = results.panel

        def gold() -> int:
            """How many of the panel's pixels read as the winner's gold step."""
            app.manager.draw(app.screen)
            pixels = pygame.surfarray.pixels3d(app.screen.subsurface(panel))
            r, g, b = (pixels[..., k].astype(int) for k in range(3))
            return int(((r > 200) & (g > 150) & (b < 110)).sum())

        seen = []
        for _ in range(120):
            if results.card_light() > 0:
                seen.append(gold())
            if results.card_light() >= 1 and results.handed_over() >= 1:
                break
            app.step(FRAME)
        assert len(seen) > 3
        # (at 1920x1080 its first frame reads ~83 000 gold pixels of ~120 000 at rest; a
        # card faded in read ~2 000 to ~9 000: a ghost of its step)
        assert seen[0] >= 0.4 * seen[-1] > 0, (seen[:6], seen[-1])
    finally:
        app.close()
