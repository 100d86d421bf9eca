"""The results' podium and confetti: the first three on steps (equal places on equal steps),
the winner's total counting up from nothing to the total, confetti in the air at once."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.scenes.results import ResultRow, ResultsOverlay
from game.widgets.podium import COUNT_TIME, counted, podium_rows, steps
from game.widgets.seats import seat_colour
from tests.results_panel import results_over
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps


def _rows() -> list[ResultRow]:
    return [ResultRow(1, "Ana", 250, seat=0), ResultRow(1, "Ion", 250, seat=1),
            ResultRow(3, "IA", 190, True, seat=2), ResultRow(4, "Dan", 120, seat=3)]


def test_the_winners_total_counts_up_from_nothing_and_settles_on_it():
    assert counted(250, 0.0) == 0
    assert 0 < counted(250, COUNT_TIME / 3) < 250
    assert counted(250, COUNT_TIME) == 250 and counted(250, 10 * COUNT_TIME) == 250


def test_every_podium_total_counts_from_nothing_together_the_winners_above_all_along():
    # The 10 000 winner's count once started from the second's total (7 350): it read barely
    # above it ("7 600 beside 7 350") and its win went unseen. Every total counts from 0 on
    # one curve: the winner's above the others' all along, and far from them at its end.
    rows = [ResultRow(1, "Ana", 10_150, seat=0), ResultRow(2, "Ion", 7_350, seat=1),
            ResultRow(3, "IA", 4_000, True, seat=2)]
    for k in range(21):
        time = COUNT_TIME * k / 20
        shown = [counted(row.total, time) for row in rows]
        assert shown == sorted(shown, reverse=True), shown
    assert [counted(row.total, 0.0) for row in rows] == [0, 0, 0]


def test_the_winner_stands_in_the_middle_tallest_the_fourth_off_the_podium():
    # a podium of three: the second left, the winner in the middle, the third right (2-1-3),
    # the winner's step the tallest; of two: the winner left, read first (critic C62:
    # hR62's 2-1 put the winner on the right, read as second)
    rows = [ResultRow(1, "Ana", 250, seat=0), ResultRow(2, "Ion", 240, seat=1),
            ResultRow(3, "IA", 190, True, seat=2), ResultRow(4, "Dan", 120, seat=3)]
    assert sorted((slot, row.name) for slot, row in podium_rows(rows)) == [
        (0, "Ion"), (1, "Ana"), (2, "IA")]
    assert [row.name for _, row in podium_rows(rows[:1])] == ["Ana"]
    assert sorted((slot, row.name) for slot, row in podium_rows(rows[:2])) == [
        (0, "Ana"), (1, "Ion")]
    room = pygame.Rect(0, 0, 1200, 500)
    for shown in (rows, rows[:2]):
        placed = steps(room, shown, 1.0)
        assert len(placed) == min(3, len(shown))  # no empty step
        winner = next(step for row, step in placed if row.place == 1)
        assert winner.h == max(step.h for _, step in placed)
        assert all(step.h < winner.h for row, step in placed if row.place != 1)
        left = min(step.left for _, step in placed)
        right = max(step.right for _, step in placed)
        assert abs((left + right) // 2 - room.centerx) <= 2  # the podium centred
    middle = next(step for row, step in steps(room, rows, 1.0) if row.place == 1)
    assert abs(middle.centerx - room.centerx) <= 2  # the winner in the middle


def test_confetti_is_in_the_air_as_the_panel_opens(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        panel = ResultsOverlay(app, _rows(), lambda: None, lambda: None)
        app.manager.push(panel)
        app.step(1 / 60)
        h = app.screen.get_size()[1]
        shown = [p for p in panel._confetti if p.delay <= 0 and 0 <= p.y <= h]
        assert len(shown) >= len(panel._confetti) // 3  # not seconds later: now
        placed = {row.name: step for row, step in steps(panel.podium_rect(), _rows(),
                                                          panel.scale)}
        assert placed["Ana"].h == placed["Ion"].h > placed["IA"].h  # equal places, equal steps
        assert panel.podium_rect().contains(placed["Ana"].union(placed["IA"]))
        surface = pygame.Surface(app.screen.get_size())
        panel.draw(surface)  # draws with the podium (no error, every size of name)
    finally:
        app.close()



def test_the_confetti_is_rich_and_of_the_stages_one_style(tmp_path, monkeypatch):
    # plenty of pieces; hR40 reversed "strips, ribbons, discs and triangles" (critic C32:
    # "one confetti style"): every piece is the win's stage's paper slip, near and far,
    # flipping and turning, in its palette
    from game.views import stage_confetti
    from game.views.stage_paint import CONFETTI

    drawn: list[tuple[int, tuple[int, int, int]]] = []
    slip = stage_confetti.piece

    def recorded(k, colour, *args):
        drawn.append((k, colour))
        return slip(k, colour, *args)

    monkeypatch.setattr(stage_confetti, "piece", recorded)
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        panel = ResultsOverlay(app, _rows(), lambda: None, lambda: None)
        app.manager.push(panel)
        app.step(1 / 60)
        assert len(panel._confetti) >= 160
        surface = pygame.Surface(app.screen.get_size())
        drawn.clear()
        panel.draw(surface)
        assert len(drawn) >= 100  # the pieces in the air, each a stage's slip
        assert {stage_confetti.soft(k) for k, _ in drawn} == {True, False}  # near and far
        seats = {seat_colour(row.seat) for row in _rows() if row.place == 1}  # the winners'
        assert {colour for _, colour in drawn} <= {*CONFETTI, *seats}
    finally:
        app.close()

def test_the_winners_number_counts_once_with_no_final_number_beside_it(tmp_path):
    from game.i18n import format_int

    app = make_app(tmp_path, size=(1024, 600))
    rows = [ResultRow(1, "Ana", 4_250, seat=0), ResultRow(2, "Ion", 3_100, seat=1)]
    try:
        panel = ResultsOverlay(app, rows, lambda: None, lambda: None)
        app.manager.push(panel)
        size = app.screen.get_size()
        for time, shown in ((COUNT_TIME / 3, counted(4_250, COUNT_TIME / 3)),
                            (COUNT_TIME * 2, 4_250)):
            panel.time = time
            texts = _texts(panel, size)
            assert texts.count(format_int(shown)) == 1, (time, texts)  # on the podium
            if shown != 4_250:
                assert format_int(4_250) not in texts  # no second, final number beside it
            assert format_int(counted(3_100, time)) in texts  # the others' count with it
    finally:
        app.close()


def test_after_a_win_stage_the_panel_opens_on_the_final_totals(tmp_path):
    # The win's stage counted the winner's total: the panel's first frame shows it final.
    from game.i18n import format_int

    app = make_app(tmp_path, size=(1024, 600))
    rows = [ResultRow(1, "Ana", 4_250, seat=0), ResultRow(2, "Ion", 3_100, seat=1)]
    try:
        panel = ResultsOverlay(app, rows, lambda: None, lambda: None, counted_already=True)
        app.manager.push(panel, fade=False)
        assert panel.time == 0
        assert format_int(4_250) in _texts(panel, app.screen.get_size())
    finally:
        app.close()


def _drawn(panel: ResultsOverlay, size: tuple[int, int]) -> list:
    """The text marks of one frame of ``panel`` drawn at ``size``."""
    return list(recorded_frame(panel, size).texts)


def _texts(panel: ResultsOverlay, size: tuple[int, int]) -> list[str]:
    return [t.text for t in _drawn(panel, size)]


def test_every_place_on_the_podium_shows_its_score_the_list_only_the_fourth_on(tmp_path):
    # Ana first, Ion second, the computer third, Dan fourth: the three on the podium show
    # their totals over their steps (not again in a list), Dan only in the list.
    from game.i18n import format_int

    app = make_app(tmp_path, size=(1024, 600))
    rows = [ResultRow(1, "Ana", 4_250, seat=0), ResultRow(2, "Ion", 3_100, seat=1),
            ResultRow(3, "IA", 2_750, True, seat=2), ResultRow(4, "Dan", 1_200, seat=3)]
    try:
        panel = ResultsOverlay(app, rows, lambda: None, lambda: None)
        app.manager.push(panel)
        panel.time = COUNT_TIME * 2
        texts = _texts(panel, app.screen.get_size())
        for total in (4_250, 3_100, 2_750, 1_200):
            assert texts.count(format_int(total)) == 1, (total, texts)
        assert texts.count("Ana") == 1 and "4." in texts and "1." not in texts
        assert [row.name for row in panel.list_rows] == ["Dan"]
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_the_steps_are_clearly_stepped_and_the_label_and_places_read(tmp_path, size):
    # second about 62 % of the winner's step, third about 40 % (hR41: 70 % and half before,
    # critics C30-C32 "heights barely differ"); each place's figure at least a name's size
    rows = [ResultRow(1, "Ana", 250, seat=0), ResultRow(2, "Ion", 240, seat=1),
            ResultRow(3, "IA", 190, True, seat=2)]
    app = make_app(tmp_path, size=size)
    try:
        panel = results_over(app, rows, COUNT_TIME * 2)
        marks = {m.text: m for m in _drawn(panel, app.screen.get_size())}
        placed = {row.place: step for row, step in steps(panel.podium_rect(), rows,
                                                           panel.scale)}
        tall = placed[1].h
        assert 0.59 <= placed[2].h / tall <= 0.65, (placed[2].h, tall)
        assert 0.37 <= placed[3].h / tall <= 0.43, (placed[3].h, tall)
        for place in (1, 2, 3):
            assert marks[str(place)].size >= theme.font_px(theme.FONT_BODY, panel.scale), place
    finally:
        app.close()


def test_the_names_on_the_podium_are_at_least_28_px_of_em_at_1920(tmp_path):
    from game import theme

    app = make_app(tmp_path, size=(1920, 1080))
    try:
        panel = results_over(app, _rows(), COUNT_TIME * 2)
        marks = {m.text: m for m in _drawn(panel, app.screen.get_size())}
        for name in ("Ana", "Ion"):
            assert marks[name].size * theme.FONT_EM >= 28, (name, marks[name].size)
    finally:
        app.close()


def test_the_winners_pop_stays_inside_the_podium_band_of_the_panel(tmp_path):
    # 1920×1080, two winners and a third: the pop and its twinkles stay inside the panel,
    # over nothing of the headline.
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        panel = ResultsOverlay(app, _rows(), lambda: None, lambda: None, counted_already=True)
        app.manager.push(panel, fade=False)
        panel.time = 0.0
        panel.draw(pygame.Surface(app.screen.get_size()))
        from game.widgets.podium import rise_done

        panel.time = rise_done(3) + 0.15  # in the pop, once the steps have risen (hR22)
        panel.draw(pygame.Surface(app.screen.get_size()))
        popped = panel.celebration_rects()
        assert len(popped) == 1 and panel.panel.contains(popped[0])
        assert popped[0].top >= panel.podium.top - panel.px(20)
    finally:
        app.close()


def test_the_panel_rises_into_place_over_a_third_of_a_second_and_never_pops(tmp_path):
    # Its first frame shows it already (no empty beat), smaller and lower than its place;
    # by ENTRANCE_TIME it stands whole at its place.
    from game.scenes.results import ENTRANCE_TIME

    app = make_app(tmp_path, size=(1024, 600))
    try:
        panel = ResultsOverlay(app, _rows(), lambda: None, lambda: None, counted_already=True)
        app.manager.push(panel, fade=False)
        size = app.screen.get_size()

        def picture(time: float) -> pygame.Surface:
            panel.time = time
            surface = pygame.Surface(size)
            surface.fill((90, 120, 90))
            panel.draw(surface)
            return surface

        corner = (panel.panel.x + panel.px(12), panel.panel.y + panel.px(12))
        settled, first, midway = picture(1.0), picture(0.0), picture(ENTRANCE_TIME / 2)
        backdrop = picture(1.0).get_at((2, 2))
        assert first.get_at(panel.panel.center) != backdrop  # seen from frame one

        def rim(frame: pygame.Surface) -> int:
            """The row of the panel's bright top rim, read down a column by its corner (the
            backdrop under it changes as the stage cross-fades, and the felt's grain moves
            with the panel: only the rim's place says where the panel stands)."""
            rows = range(panel.panel.y - panel.px(4), panel.panel.y + panel.px(60))
            return max(rows, key=lambda y: sum(frame.get_at((corner[0], y))[:3]))

        # frame one lower than its place (by most of its rise: round 70, a rise of 0 passed
        # the old corner-pixel check on the felt's grain), midway still under it, then at it
        assert rim(first) >= rim(settled) + panel.px(12), (rim(first), rim(settled))
        assert rim(settled) < rim(midway) < rim(first), (rim(midway), rim(first))
        assert rim(picture(ENTRANCE_TIME)) == rim(settled)
        assert picture(ENTRANCE_TIME).get_at(corner) == settled.get_at(corner)
    finally:
        app.close()


def test_a_game_played_alone_ends_on_a_score_plate_not_a_podium_of_one(tmp_path):
    # One player: their name, total and figures on a plate; no step, no place numeral "1".
    from game.flow.results_detail import Phrase

    app = make_app(tmp_path, size=(1024, 600))
    detail = ((Phrase("results.detail.bonus", params=(("points", 35),)),),
              (Phrase("results.detail.pentas", 2),))
    try:
        panel = ResultsOverlay(app, [ResultRow(1, "Ana", 186, seat=0, detail=detail)],
                               lambda: None, lambda: None)
        app.manager.push(panel)
        panel.time = COUNT_TIME * 2
        texts = _texts(panel, app.screen.get_size())
        assert "Ana" in texts and "186" in texts and "1" not in texts, texts
        assert panel.detail_of(panel.rows[0]) == [app.tr("results.detail.bonus", points=35),
                                                  app.tr.n("results.detail.pentas", 2)]
        # said as icon rows under the score (hR28): "+35" bonuses, 2 Pentas
        assert all(said in texts for said in ("+35", app.tr("results.stat.bonus"), "2",
                                              app.tr("results.stat.pentas"))), texts
    finally:
        app.close()


def test_each_podium_player_has_their_own_figures_under_their_step(tmp_path):
    # The figures under a step are its player's: they stand in the step's column.
    from game.flow.results_detail import Phrase

    def figures(best: int) -> tuple:
        return ((Phrase("results.detail.best", params=(("points", best),)),),)

    rows = [ResultRow(1, "Ana", 900, seat=0, detail=figures(111)),
            ResultRow(2, "Ion", 800, seat=1, detail=figures(222)),
            ResultRow(3, "Dan", 700, seat=2, detail=figures(333))]
    app = make_app(tmp_path, size=(1024, 600))
    try:
        panel = ResultsOverlay(app, rows, lambda: None, lambda: None)
        app.manager.push(panel)
        panel.time = COUNT_TIME * 2
        size = app.screen.get_size()
        drawn = _drawn(panel, size)
        half = panel.podium.w // 6  # half a step: the figures in the step's own column
        for row, best in zip(rows, ("111", "222", "333"), strict=True):
            boxes = [t.rect for t in drawn if t.text == best and t.role == "podium_stat"]
            names = [t.rect for t in drawn if t.text == row.name]
            assert len(boxes) == 1 and len(names) == 1, row.name
            assert abs(boxes[0].centerx - names[0].centerx) <= half, row.name
            assert boxes[0].top > names[0].bottom, row.name
    finally:
        app.close()


def test_seven_players_at_1024x600_every_step_reads_its_place_at_a_names_size(tmp_path):
    # a low podium (four listed under it) squeezes the steps' differences, never the third
    # step's figure: each place reads at a name's size (modest: no bigger than the names),
    # on its step, under the token
    from game import theme
    from game.widgets.podium import token_side
    from tools.screens_results import _seven

    app = make_app(tmp_path, size=(1024, 600))
    try:
        panel = _seven(app)
        panel.time = COUNT_TIME * 2
        size = app.screen.get_size()
        marks = {m.text: m for m in _drawn(panel, size) if m.role != "list_stat"}
        scale = theme.scale_for(size)
        # the steps as drawn: over the icon rows and the lines the panel keeps under the
        # floor (hR40: the lines alone placed steps taller than the drawn ones, passing by
        # luck until the labels grew)
        below = panel._figures_height(panel.podium.w)
        placed = steps(panel.podium, panel.rows, scale, below)
        heights = [step.h for _, step in placed]
        assert heights == sorted(heights, reverse=True) and heights[0] > heights[2]
        for row, step in placed:
            figure = marks[str(row.place)]
            assert figure.size >= theme.font_px(theme.FONT_BODY, scale), (row.place, figure)
            assert step.contains(figure.rect), (row.place, step, figure.rect)
            assert figure.rect.top >= step.top + token_side(scale) // 2 - 2, row.place
    finally:
        app.close()


def _best(marks: dict) -> object:
    """The mark of the person's best over the score ("Record: 212 · îți lipsesc …")."""
    found = [m for text, m in marks.items() if text.startswith("Record: 212")]
    assert len(found) == 1, list(marks)
    return found[0]


def test_a_solo_plate_says_the_score_then_the_best_under_it(tmp_path):
    # no empty band between the name and the number; round 30 (critic: "the score comes
    # before the record line", reversing hR25's best between the name and the score): the
    # name, the score, the person's best under it, the game's figures beside them (hY96)
    from game.flow.personal_best import best_phrase
    from game.flow.results_detail import Phrase

    detail = ((Phrase("results.detail.pentas", 2),), (best_phrase(212, 186),))
    app = make_app(tmp_path, size=(1366, 768))
    try:
        panel = ResultsOverlay(app, [ResultRow(1, "Ana", 186, seat=0, detail=detail)],
                               lambda: None, lambda: None)
        app.manager.push(panel, fade=False)
        panel.time = COUNT_TIME * 2
        size = app.screen.get_size()
        drawn = _drawn(panel, size)
        marks = {m.text: m for m in drawn}
        name, best, score = marks["Ana"], _best(marks), marks["186"]
        pentas = next(m for m in drawn if m.role == "podium_stat" and m.text == "2")
        assert name.rect.bottom <= score.rect.top + score.rect.h // 4  # (its line box has
        # room above its letters; round 30: and below them, its digits' foot at its
        # baseline: the record's ribbon starts under the digits, within the box's descent)
        # (the plate records its total as its digits' box, layout_record.narrow_last_text:
        # the box's foot is the digits' baseline)
        assert score.size and score.rect.bottom <= best.rect.top
        # round 74, hY96: the game's figures beside them, a ledger in the plate's right
        # column (they stood under the record on a narrow plate, "best under pentas")
        assert pentas.rect.left >= max(score.rect.right, best.rect.right)
    finally:
        app.close()


def _gold_pixels(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels of ``rect`` on ``surface`` are the titles' gold exactly."""
    gold = pygame.Color(*theme.GOLD)
    return sum(surface.get_at((x, y))[:3] == gold[:3]
               for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom))


def test_alone_under_ones_best_the_best_is_calm_and_only_a_new_record_is_gold(tmp_path):
    # a lower score under a gold "Record …" with confetti reads as a new record: the best not
    # beaten is said in a calm colour, no twinkles; a new record keeps its gold
    from game.flow.personal_best import best_phrase

    app = make_app(tmp_path, size=(1024, 600))
    try:
        for score, gold in ((186, False), (240, True)):
            row = ResultRow(1, "Ana", score, seat=0, detail=((best_phrase(212, score),),))
            panel = results_over(app, [row], COUNT_TIME * 2)
            size = app.screen.get_size()
            said = app.tr("results.new_best") if gold else "Record: 212"
            best = next(m for m in _drawn(panel, size) if m.text.startswith(said))
            surface = pygame.Surface(size)
            panel.draw(surface)
            assert (_gold_pixels(surface, best.rect) > 20) is gold, score
            # the twinkles a new record's alone; every solo end has its moment's confetti
            # (hR22), the best unbeaten still said calmly
            assert panel.person_won is gold and bool(panel._confetti), score
            app.manager.pop(fade=False)
    finally:
        app.close()


def test_a_person_losing_to_the_computer_gets_a_short_kind_line(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        lost = [ResultRow(1, "IA", 80, True, seat=1), ResultRow(2, "Ana", 22, seat=0)]
        panel = ResultsOverlay(app, lost, lambda: None, lambda: None)
        said = panel.detail_of(lost[1])
        assert said and said[-1] == app.tr("results.consolation") != "results.consolation"
        assert panel.detail_of(lost[0]) == []  # the computer is not consoled
        won = [ResultRow(1, "Ana", 80, seat=0), ResultRow(2, "IA", 22, True, seat=1)]
        panel = ResultsOverlay(app, won, lambda: None, lambda: None)
        assert all(app.tr("results.consolation") not in panel.detail_of(row) for row in won)
    finally:
        app.close()


def test_on_the_panel_the_winner_and_the_runners_up_count_up_from_nothing_together(tmp_path):

    from tests.uihelpers import make_app

    rows = [ResultRow(1, "Ana", 10_150, seat=0), ResultRow(2, "Ion", 7_350, seat=1)]
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        panel = results_over(app, rows)
        figures = []
        for time in (0.02, COUNT_TIME * 0.1, COUNT_TIME * 0.5, COUNT_TIME):
            panel.time = time
            size = app.screen.get_size()
            texts = _drawn(panel, size)
            said = {t.role: int(t.text.replace(" ", "").replace("\u00a0", ""))
                    for t in texts if t.role in ("celebration", "podium_total")}
            figures.append((said["celebration"], said["podium_total"]))
        first, second = figures[0]  # early in the count: both far below their totals
        assert first < rows[1].total // 2 and second < rows[1].total // 2, figures
        assert all(a > b for a, b in figures), figures  # the winner above all along
        assert figures[-1] == (10_150, 7_350)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_a_winners_place_under_its_trophy_reads_at_a_headings_size(size, tmp_path):
    # the "1" under each trophy was a name's size (about 20 px of a 300 px step at 1920)
    from game import theme

    rows = [ResultRow(1, "Ana", 250, seat=0), ResultRow(1, "Ion", 250, seat=1),
            ResultRow(3, "IA", 190, True, seat=2)]
    app = make_app(tmp_path, size=size)
    try:
        panel = results_over(app, rows, COUNT_TIME * 2)
        texts = _drawn(panel, size)
        scale = theme.scale_for(size)  # the marks' sizes are the drawn pixel sizes
        firsts = [t for t in texts if t.role == "podium_place" and t.text == "1"]
        heading = theme.font_px(theme.FONT_HEADING, scale)
        # (round 72, critic G71 #5: the tied winners on one shared step, one "1" on it)
        assert len(firsts) == 1 and all(t.size >= heading for t in firsts), [
            (t.text, t.size) for t in firsts]
    finally:
        app.close()


def test_three_steps_fill_the_card_at_1920_no_empty_bands_beside_them(tmp_path):
    # the 10 000 card at 1920 once kept ~200 px of empty felt inside it beside its podium
    from game import theme

    rows = [ResultRow(1, "Ana", 5_900, seat=0), ResultRow(1, "Ion", 5_900, seat=1),
            ResultRow(3, "IA", 5_300, True, seat=2)]
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        panel = results_over(app, rows)
        placed = [rect for _, rect in steps(panel.podium, rows, panel.scale)]
        left = min(r.left for r in placed) - panel.panel.left
        right = panel.panel.right - max(r.right for r in placed)
        assert max(left, right) <= theme.px(100, panel.scale), (left, right)
    finally:
        app.close()


@pytest.mark.parametrize("height", [190, 210, 230])
def test_a_squeezed_podium_keeps_every_step_tall_enough_for_its_place(height):
    # a podium given little height (many players listed under it, a small window) squeezes
    # the steps' differences, never the lowest step under its band, token and figure
    from game import theme
    from game.widgets.podium import step_least

    scale = theme.scale_for((1024, 600))
    rows = [ResultRow(1, "Ana", 250, seat=0), ResultRow(2, "Ion", 200, seat=1),
            ResultRow(3, "Dan", 150, seat=2)]
    placed = steps(pygame.Rect(0, 0, 900, height), rows, scale)
    heights = [step.h for _, step in placed]
    least = step_least(scale)
    assert min(heights) >= min(least, round(max(heights) * 0.8)) - 1, (heights, least)
    assert heights == sorted(heights, reverse=True)


def test_the_yams_figures_say_the_parts_in_words_and_fit_their_steps_at_1024(tmp_path):
    # "Sus 0 · Jos 70" was jargon: the parts are named in words, and three players' longest
    # figures still fit whole on their steps on the smallest screen
    from game.flow.results_detail import yams_detail
    from game.rules.yams import PENTA_POINTS, Box, Scorecard

    upper = {Box.ONES: 4, Box.TWOS: 8, Box.THREES: 12, Box.FOURS: 16, Box.FIVES: 20,
             Box.SIXES: 24}
    card = Scorecard.from_points({**upper, Box.CHANCE: 30, Box.FULL_HOUSE: 25,
                                  Box.PENTA: PENTA_POINTS}, bonus_pentas=1)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        rows = [ResultRow(1, "Ana", card.total, seat=0, detail=yams_detail(card)),
                ResultRow(2, "Ion", card.total - 1, seat=1, detail=yams_detail(card)),
                ResultRow(3, "IA", card.total - 2, True, seat=2, detail=yams_detail(card))]
        panel = results_over(app, rows, COUNT_TIME * 2)
        drawn = _drawn(panel, app.screen.get_size())
        # (hR50: the labels capitalised, each a label of its own: "Partea de sus")
        for label in ("Partea de sus", "Partea de jos"):  # the labels whole, no ellipsis
            said = [m for m in drawn if m.role == "podium_stat_label" and m.text == label]
            assert len(said) == 3, [m.text for m in drawn]
            assert all(panel.panel.contains(m.rect) for m in said)
            lefts = sorted(m.rect for m in said)
            assert all(a.right <= b.left for a, b in zip(lefts, lefts[1:], strict=False))
        figures = [m.text for m in drawn if m.role == "podium_stat"]
        assert figures.count("84") == 3 and figures.count("105") == 3, figures
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_a_new_records_twinkles_draw_over_no_words(tmp_path, size):
    # a twinkle sat on the word "personal" of "Nou record personal!": they stay beside the
    # total's letters, clear of every line said
    from game.flow.personal_best import best_phrase

    app = make_app(tmp_path, size=size)
    try:
        row = ResultRow(1, "Ana", 222, seat=0, detail=((best_phrase(212, 222),),))
        panel = results_over(app, [row], COUNT_TIME * 2)
        marks = [m for m in _drawn(panel, size) if m.text != "222"]
        assert any(m.text == app.tr("results.new_best") for m in marks)
        assert panel.person_won and panel.winner_total.w
        for spot in panel.sparkle_spots():
            assert not [m.text for m in marks if m.rect.colliderect(spot)], spot
    finally:
        app.close()
