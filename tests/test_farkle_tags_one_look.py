"""Each 10 000 player tag has one look in every list size: "urmează" a solid pill, "obiectiv
atins" a gold outlined pill, on the name's line, or, when it does not fit beside the whole
name, at the end of its progress row, the bar ending before it (never plain words wrapped
onto the bar), at one size for the whole list, about 17 px of em at 1920 (never the 13 px
it shrank to with seven seats)."""

from __future__ import annotations

import pygame
import pytest

import game.widgets.farkle_panels as panels
from game import theme
from game.widgets import seats
from game.widgets.farkle_panels import TAG_FONT, player_band, total_anchor
from tests.uihelpers import make_app
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
# S48 3. (amended round 78): under the passing card no row says "urmează", so the
# two-tag list is read once the goal's passing card has gone (_last_round_strip)
@pytest.mark.parametrize("build", ["_last_round_strip", "_last_round_six"])
def test_each_tag_is_one_pill_on_the_names_line_at_one_size(tmp_path, monkeypatch, size,
                                                            build):
    app = make_app(tmp_path, size=size)
    drawn: list[tuple[str, str, int, pygame.Rect]] = []
    real_tag, real_solid, real_text = panels.draw_tag, seats.draw_solid_tag, panels.draw_text

    def outlined(surface, text, px, *args, **kwargs):
        rect = real_tag(surface, text, px, *args, **kwargs)
        drawn.append(("outlined", text, px, rect))
        return rect

    def solid(surface, text, px, *args, **kwargs):
        rect = real_solid(surface, text, px, *args, **kwargs)
        drawn.append(("solid", text, px, rect))
        return rect

    def words(surface, text, px, *args, **kwargs):
        rect = real_text(surface, text, px, *args, **kwargs)
        if kwargs.get("role") == "tag":  # a tag as plain words (under the name)
            drawn.append(("words", text, px, rect))
        return rect

    try:
        getattr(screens_farkle, build)(app)
        table = app.manager.top
        monkeypatch.setattr(panels, "draw_tag", outlined)
        monkeypatch.setattr(seats, "draw_solid_tag", solid)
        monkeypatch.setattr(panels, "draw_text", words)
        table.draw(pygame.Surface(size))
        count = len(table.game.players)
        lines = [total_anchor(table.players_rect, table.scale, i, count)[1]
                 for i in range(count)]
        rows = [player_band(table.players_rect, table.scale, i, count) for i in range(count)]
    finally:
        app.close()
    if build == "_last_round_six":
        # round 31: seven seats at 1024×600 say the statuses as marks in the rows' marker
        # column, every name whole (tests/test_farkle_names_whole.py): no pill at all;
        # hF61: at every size (a dense list, one line a player, its marks said in words on
        # a legend line: tests/test_farkle_players_many.py)
        assert not drawn, drawn
        return
    looks = {text: look for look, text, _, _ in drawn}
    assert looks == {app.tr("farkle.reached"): "outlined", app.tr("farkle.next"): "solid"}
    assert len({px for _, _, px, _ in drawn}) == 1  # one size for the list
    if size == (1920, 1080):
        assert drawn[0][2] >= round(theme.font_px(TAG_FONT, 1.0) * 0.8)  # ~17 px of em
    for _, text, _, rect in drawn:  # on a name's line (its total's), or at the end of
        # its row, inside the row's band
        on_line = min(abs(rect.centery - y) for y in lines) <= 3
        at_end = any(band.collidepoint(rect.center) and rect.right > band.centerx
                     and rect.centery > y + 3 for band, y in zip(rows, lines, strict=True))
        assert on_line or at_end, (text, rect, lines)
