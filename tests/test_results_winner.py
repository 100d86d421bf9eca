"""The results celebrate the winner: its name large and in its seat's colour, a trophy on its
step, the headline the largest words on the panel; the places' figures modest (no bigger
than the names)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import theme
from game.scenes.results import ResultRow, ResultsOverlay
from game.widgets.podium import COUNT_TIME, steps
from game.widgets.seats import seat_colour
from tests.results_panel import results_over
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

ROWS = [ResultRow(1, "Ana", 250, seat=1), ResultRow(2, "Ion", 240, seat=0),
        ResultRow(3, "IA", 190, True, seat=2)]


def _counted(app: Any, panel: ResultsOverlay) -> tuple[pygame.Surface, list[Any]]:
    """``panel`` with its figures counted up, drawn once on a surface of the window's size:
    that surface and the texts the frame wrote."""
    panel.time = COUNT_TIME * 3
    surface = pygame.Surface(app.screen.get_size())
    return surface, recorded_frame(panel, surface.get_size(), onto=surface).texts


def _lettering(surface: pygame.Surface, mark: Any) -> list[tuple[int, ...]]:
    """The colours of a name's letters on ``surface``: the upper three fifths of its text
    (above its token)."""
    probe = pygame.Rect(mark.rect.x, mark.rect.y, mark.rect.w, mark.rect.h * 3 // 5)
    return [tuple(surface.get_at((x, y)))[:3]
            for x in range(probe.x, probe.right) for y in range(probe.y, probe.bottom)]


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_winner_reads_first_large_in_its_colour_over_a_trophy(size, tmp_path):
    app = make_app(tmp_path, size=size)
    try:
        panel = results_over(app, ROWS)
        surface, texts = _counted(app, panel)
        marks = {m.text: m for m in texts}
        shown = {row.name: panel.shown_name(row) for row in ROWS}
        winner, second, third = (marks[shown[row.name]] for row in ROWS)
        assert winner.size > second.size == third.size  # the winner's name the largest
        assert winner.size >= theme.font_px(theme.FONT_HEADING, panel.scale)
        colours = _lettering(surface, winner)  # its letters, above its token
        assert colours.count(seat_colour(1)) > 30  # written in its seat's colour (sky blue)
        assert colours.count(theme.CREAM) == 0
        for place in ("1", "2", "3"):  # the places' figures read: a name's size at least
            # (hR41: no longer at most the winner's name's: the numerals grow with their
            # steps, big on every block; the winner's total stays the biggest figure,
            # tests/test_podium_ranks_read.py)
            assert second.size <= marks[place].size, marks[place]
        headline = marks[panel.headline()]
        assert headline.size > winner.size  # the headline the largest words but the total
        placed = {row.name: step for row, step in steps(panel.podium_rect(), panel.rows,
                                                         panel.scale)}
        from game.widgets.medals import MEDAL_TEXT
        from game.widgets.podium import token_side

        for row in ROWS:  # a trophy (dark on the gold) on the winner's step alone, over its
            step = placed[row.name]  # place's figure, under the token
            figure = marks[str(row.place)].rect
            top = step.y + token_side(panel.scale) // 2 + 4
            face = pygame.Rect(step.x, top, step.w, figure.top - top)
            inked = sum(1 for x in range(face.x, face.right, 2)
                        for y in range(face.y, face.bottom, 2)
                        if _near(tuple(surface.get_at((x, y)))[:3], MEDAL_TEXT))
            assert (inked > 20) == (row.place == 1), (row.name, inked)
    finally:
        app.close()


def test_every_name_on_the_podium_is_in_its_seats_colour(tmp_path):
    # not only the winner's: each player is told by their colour at a glance
    app = make_app(tmp_path, size=(1366, 768))
    try:
        panel = results_over(app, ROWS)
        surface, texts = _counted(app, panel)
        marks = {m.text: m for m in texts}
        for row in ROWS:
            colours = _lettering(surface, marks[panel.shown_name(row)])
            assert colours.count(seat_colour(row.seat)) > 20, row.name
            assert colours.count(theme.CREAM) == 0, row.name
    finally:
        app.close()


def _near(colour: tuple[int, ...], other: tuple[int, ...]) -> bool:
    return all(abs(a - b) <= 24 for a, b in zip(colour, other, strict=True))


def test_a_game_alone_names_its_player_large_in_its_colour(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        panel = results_over(app, [ResultRow(1, "Ana", 186, seat=1)])
        surface, texts = _counted(app, panel)
        name = next(m for m in texts if m.text == "Ana")
        assert name.size >= theme.font_px(theme.FONT_HEADING, panel.scale)
        colours = _lettering(surface, name)
        assert colours.count(seat_colour(1)) > 20 and colours.count(theme.CREAM) == 0
    finally:
        app.close()


def _yams_seven(app):
    """Seven Yams players, each with one line under their step (1 Penta)."""
    from game.flow.results_detail import Phrase

    said = ((Phrase("results.detail.pentas", 1),),)
    rows = [ResultRow(place, name, total, name == "IA", seat, said)
            for seat, (place, name, total) in enumerate(zip(
                [1, 2, 3, 4, 5, 5, 7], ["Ștefania", "Țuțu", "IA", "Ana", "Ion", "Dan", "Ilinca"],
                [312, 287, 260, 241, 198, 198, 150], strict=True))]
    return results_over(app, rows)


@pytest.mark.parametrize("case", ["farkle_1366", "yams_1920"])
def test_on_a_low_podium_the_winners_trophy_stands_on_its_step_not_before_its_name(
        case, tmp_path):
    # seven players at 1366×768 (10 000's two lines under each step), or seven at Yams at
    # 1920×1080: the winner's step too low for a trophy as large as one before its name.
    # hR23 re-stated it on purpose: the trophy stood before the name, off its step (and so
    # did not ride up with it as the steps rise): now it stands on the step, beside its badge
    from tools.screens_results import _seven

    app = make_app(tmp_path, size=(1366, 768) if case == "farkle_1366" else (1920, 1080))
    try:
        panel = _seven(app) if case == "farkle_1366" else _yams_seven(app)
        surface, texts = _counted(app, panel)
        winner = next(m for m in texts if m.role == "podium_winner")
        before = pygame.Rect(winner.rect.x - winner.rect.h - 4, winner.rect.y, winner.rect.h,
                             winner.rect.h)
        golden = sum(1 for x in range(before.x, before.right) for y in range(before.y,
                                                                             before.bottom)
                     if _near(tuple(surface.get_at((x, y)))[:3], theme.GOLD))
        assert golden <= 30, golden  # no trophy before the name
        step = next(m for m in texts if m.role == "podium_place"
                    and m.text == "1").rect  # the winner's badge's figure
        left = pygame.Rect(step.x - 3 * step.h, step.y, 2 * step.h, step.h)
        over = pygame.Rect(step.centerx - step.h, step.y - 2 * step.h, 2 * step.h, 2 * step.h)
        dark = max(sum(1 for x in range(spot.x, spot.right, 2)
                       for y in range(spot.y, spot.bottom, 2)
                       if sum(tuple(surface.get_at((x, y)))[:3]) < 200) for spot in (left, over))
        # the trophy, dark on the gold step, left of its badge, or (S38, round 77: the steps
        # blocks, not slabs, the winner's now as tall as it is wide) over it
        assert dark > 10, dark
    finally:
        app.close()


def test_no_trophy_smaller_than_the_names_is_squeezed_onto_a_low_step(tmp_path, monkeypatch):
    # the winner's step at every height from too low for any trophy over its figure to tall:
    # a trophy over the figure is about as large as the one before a name (three quarters of
    # it over a name-size figure), never a small one squeezed in; a step with no room for one
    # carries its trophy beside its badge instead (hR23: it rides with its step)
    import game.widgets.podium as podium

    app = make_app(tmp_path, size=(1024, 600))
    try:
        over: list[int] = []  # the trophies over the figure (centred on the step)
        beside: list[int] = []  # those beside the badge (left of the centre)
        centre_x: list[int] = [0]

        def record(_s, _icon, side, _colour, centre, *_a, **_k):
            (over if abs(centre[0] - centre_x[0]) <= 1 else beside).append(side)

        monkeypatch.setattr(podium, "draw_icon", record)
        for scale in (1.0, 600 / 1080):
            least = podium.name_cup_px(scale)
            over.clear()
            beside.clear()
            surface = pygame.Surface((round(400 * scale), round(400 * scale)))
            for h in range(round(60 * scale), round(330 * scale), 2):
                step = pygame.Rect(0, 400 * scale - h, round(300 * scale), h)
                centre_x[0] = step.centerx
                podium._draw_step(surface, step, 1, scale, 0, least)
            assert beside and len(over) > 10, (scale, beside, over)  # both kinds of step seen
            assert min(over) >= round(least * 0.75), (scale, least, sorted(set(over)))
    finally:
        app.close()


def test_the_panel_is_opaque_from_its_first_frame(tmp_path):
    # rising in over the finished table (a last bust's dice on it), nothing shows through it
    from game.scenes.results import ENTRANCE_RISE

    app = make_app(tmp_path, size=(1024, 600))
    try:
        panel = ResultsOverlay(app, ROWS, lambda: None, lambda: None, backdrop=0,
                               counted_already=True)
        app.manager.push(panel, fade=False)
        surface = pygame.Surface(app.screen.get_size())
        surface.fill((255, 255, 255))
        panel.time = 0.0
        panel.draw(surface)
        bounds = panel._panel_bounds()
        left = bounds.left + panel.px(30)  # (hR50: it slides in at its own size, no growth)
        y = bounds.centery + panel.px(ENTRANCE_RISE)
        assert sum(tuple(surface.get_at((left, y)))[:3]) < 200  # its dark face, not grey
    finally:
        app.close()


def test_a_long_winners_name_stays_whole_rather_than_make_room_for_the_trophy(tmp_path,
                                                                             monkeypatch):
    # two players at 1920×1080, 10 000's four lines under each step: the step is low; the
    # trophy before the name would cut "Ana-Maria Popescu", so it stays on the step, smaller
    # (round 30: the step is tall now and the name has room; still no trophy beside it)
    from game.widgets import podium
    from tools.screens_results import _table_below

    icons: list[tuple[int, int]] = []
    real = podium.draw_icon

    def record(surface, name, size, colour, centre, **kw):
        icons.append(centre)
        return real(surface, name, size, colour, centre, **kw)

    monkeypatch.setattr(podium, "draw_icon", record)

    app = make_app(tmp_path, size=(1920, 1080))
    try:
        said = (("14 ture jucate",), ("cea mai bună tură: 1 250",), ("2 ture pierdute",),
                ("zaruri fierbinți: 1 dată",))
        rows = [ResultRow(1, "Ana-Maria Popescu", 10_350, seat=0),
                ResultRow(2, "Constantin Brâncoveanu", 9_800, seat=1)]
        _table_below(app, [row.name for row in rows])
        panel = ResultsOverlay(app, rows, lambda: None, lambda: None)
        panel.detail_of = lambda row: [line[0] for line in said]
        app.manager.push(panel, fade=False)
        _surface, texts = _counted(app, panel)
        winner = next(m for m in texts if m.role == "podium_winner")
        assert winner.text == "Ana-Maria Popescu"
        assert icons and not [c for c in icons if winner.rect.top <= c[1] <= winner.rect.bottom
                              ], (icons, winner.rect)  # its trophy on the step, none by it
    finally:
        app.close()
