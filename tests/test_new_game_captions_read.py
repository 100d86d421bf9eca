"""New Game's game line ("6 zaruri · primul care atinge …") and its caption "Ordinea de joc"
read (critic A50: small muted type at 1024x600): at least 16 px of em at every size, in a
colour at least 4.5:1 on the felt."""

from __future__ import annotations

import pytest

from game import theme
from game.scenes import new_game_layout
from game.widgets.text import BOLD, em_px
from tests.uihelpers import make_app, settle
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)


def _luminance(colour):
    channels = []
    for value in colour[:3]:
        v = value / 255
        channels.append(v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4)
    return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]


def _contrast(a, b):
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
@pytest.mark.parametrize("kind,humans", [("yams", 2), ("farkle", 6)])
def test_the_game_line_and_the_order_caption_read(tmp_path, monkeypatch, size, kind, humans):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, kind, humans)
        settle(app, 60)
        drawn = []
        real = new_game_layout.draw_text

        def spy(surface, text, size_, colour, *a, **k):
            drawn.append((text, size_, colour))
            return real(surface, text, size_, colour, *a, **k)

        monkeypatch.setattr(new_game_layout, "draw_text", spy)
        scene.draw(app.screen)
        wanted = {scene.summary(), scene.heading()}  # (round 74: the seeds' "Jucători
        # umani + 1 IA" heading the cards; round 78, S52: "Ordinea de joc" its own label,
        # read as tests/test_new_game_order_label.py checks)
        found = [(t, s, c) for t, s, c in drawn if t in wanted]
        assert {t for t, _, _ in found} == wanted, drawn
        for text, size_, colour in found:
            assert em_px(size_) >= 16, (text, size_, em_px(size_))
            assert _contrast(colour, theme.FELT) >= 4.5, (text, colour)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_order_heads_the_cards_and_the_exits_are_big(tmp_path, monkeypatch, size):
    """Critic A69: "Ordinea de joc" was a small grey caption, "Înapoi / Începe" small for the
    screen's only exits: the order is a heading over the cards (the body's size, bold, gold),
    the two buttons a menu button's size."""
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "yams", 2)
        settle(app, 60)
        drawn = []
        real = new_game_layout.draw_text

        def spy(surface, text, size_, colour, *a, **k):
            drawn.append((text, size_, colour, k.get("weight")))
            return real(surface, text, size_, colour, *a, **k)

        monkeypatch.setattr(new_game_layout, "draw_text", spy)
        scene.draw(app.screen)
        order = [d for d in drawn if d[0] == scene.heading()]  # (round 74: with the quote)
        assert len(order) == 1, drawn
        _, size_, colour, weight = order[0]
        assert size_ >= scene.font_px(theme.FONT_BODY), (size_, scene.font_px(theme.FONT_BODY))
        assert weight == BOLD and colour == theme.GOLD, order
        for button in (scene.back_button, scene.start_button):
            assert button.rect.h >= scene.px(theme.BUTTON_SIZE[1]), button.rect
            assert button.rect.w >= scene.px(theme.BUTTON_SIZE[0]), button.rect
    finally:
        app.close()
