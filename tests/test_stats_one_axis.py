"""Statistics with a few games listed (critic F71: "Partidele jucate" changed scale between one
game and two, each bar then measured against the best one's, and the Expert marker was lost):
the games' bars stand on one axis of round values from 0 whatever the number of games, its
scale under the last track, the reference's red mark on every track in one column, its words
("Expert: 222", "Obiectiv: 10 000") said once in the scale's row at the mark, nothing
overlapping."""

from __future__ import annotations

import pytest

from game import theme
from tests.layout_check import problems
from tests.uihelpers import FRAME, make_app, recorded_frame
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize(("games", "kind"), [(1, None), (5, None), (3, None),
                                             (4, "farkle_only")])
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_games_stand_on_one_axis_with_the_reference_marked(tmp_path, size, games, kind):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_statistics(app, games, seed=3, kind=kind)
        app.step(FRAME)
        frame = recorded_frame(scene, size)
        listed = len(scene.few_games)
        assert 1 <= listed < theme.STATS_FEW_GAMES, listed
        reference, words = scene.reference()
        scale = scene.bar_scale  # the axis's round values, drawn
        values = [int(label.replace(" ", "").replace("\u00a0", "").replace("\u202f", ""))
                  for label, _ in scale]
        assert len(scale) >= 2 and values[0] == 0, (listed, scale)
        top = max(game.total for game in scene.few_games)
        panel = scene.chart_rects[1]
        assert all(panel.contains(rect) for _, rect in scale)
        assert len({rect.centery for _, rect in scale}) == 1, scale  # one row
        lines, mark, marks = scene.on_one_axis(scene.game_lines(), reference)
        axis = int(marks[-1][1].replace(" ", "").replace("\u00a0", "").replace("\u202f", ""))
        assert axis >= max(top, reference), (axis, top, reference)
        for line, game in zip(lines, scene.few_games, strict=True):  # one axis, not the best
            assert line.share == pytest.approx(game.total / axis), (line, game.total, axis)
        said = [t for t in frame.texts if t.text == words and panel.contains(t.rect)]
        assert len(said) == 1, [t.text for t in frame.texts if panel.contains(t.rect)]
        reds = {p.rect.centerx for p in frame.panels if p.role == "track"
                and p.rect.w <= scene.px(8) and p.rect.h > p.rect.w * 2}
        marks_x = [x for x in reds if abs(x - said[0].rect.centerx) <= said[0].rect.w]
        assert marks_x, (reds, said[0].rect)  # its words at its red mark
        found = [p for p in problems(frame, size) if words in p or "track" in p]
        assert not found, found
    finally:
        app.close()


@pytest.mark.parametrize(("games", "kind"), [(1, None), (5, None), (4, "farkle_only")])
def test_the_games_bars_are_filled_in_the_players_seat_colour(tmp_path, games, kind):
    """Critic F71: the one game's khaki fill read as disabled: every listed game's bar is
    filled in the chosen player's seat colour, saturated (the chooser's rim and mark), won or
    lost, never the muted khaki nor the computer's blue."""
    import pygame

    size = (1366, 768)
    app = make_app(tmp_path, size=size)
    try:
        scene = open_statistics(app, games, seed=3, kind=kind)
        app.step(FRAME)
        surface = pygame.Surface(size)
        scene.draw(surface)
        panel = surface.subsurface(scene.chart_rects[1])
        seat = theme.SEAT_COLOURS[scene.seat_style()]

        def count(colour):
            return pygame.mask.from_threshold(panel, (*colour, 255), (1, 1, 1, 255)).count()

        assert count(seat) > 200 * len(scene.few_games), (seat, count(seat))
        assert count(theme.CHART_BAR_LOST) == 0 and count(theme.CHART_BAR_OTHER) == 0
        low, high = min(seat), max(seat)
        assert high - low >= 100, seat  # saturated, not a greyed khaki
    finally:
        app.close()
