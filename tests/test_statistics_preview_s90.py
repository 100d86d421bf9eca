"""Statistics before the first game shows what will come (ruling S90 1, critic cC80 #2:
"three dice and two lines in a huge panel"): over the empty card's words a row of three
ghosted charts, each with its caption: what the first game shows ("după prima partidă:
punctele pe căsuță"; at 10 000 the banks and busts), when the line of totals comes, and the
dice counted against what a verdict needs ("zarurile: 0 / 300"); filling the card's width
and a good share of its height, at every size, in both catalogs."""

from __future__ import annotations

import pytest

from game.scenes import stats_drawing
from game.widgets import stats_preview
from tests.uihelpers import FRAME, make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

CASES = [((1024, 600), "ro"), ((1366, 768), "ro"), ((1920, 1080), "ro"), ((1024, 600), "en")]


@pytest.mark.parametrize("size,language", CASES)
def test_nothing_played_previews_the_charts_to_come(tmp_path, monkeypatch, size, language):
    app = make_app(tmp_path, size=size, language=language)
    try:
        scene = open_statistics(app, 0)
        app.step(FRAME)
        said = []
        real = stats_preview.draw_text
        monkeypatch.setattr(stats_preview, "draw_text", lambda s, text, px, *a, **k:
                            said.append((text, px)) or real(s, text, px, *a, **k))
        scene.draw(app.screen)
        panel = scene.empty_panel
        cards = scene.preview_rects()
        assert len(cards) == 3
        assert all(panel.contains(card) for card in cards), (cards, panel)
        pairs = zip(cards, cards[1:], strict=False)
        assert all(a.right < b.left and a.top == b.top for a, b in pairs)
        span = cards[-1].right - cards[0].left
        assert span >= 0.85 * panel.w, (span, panel)
        assert cards[0].h >= 0.33 * panel.h, (cards[0], panel)
        words = scene.preview_words()
        assert words[0] == app.tr("stats.preview.boxes")
        assert words[2].endswith("0 / 300"), words
        text = " ".join(t for t, _ in said)
        for caption in words:  # each said whole (wrapped at most on two lines)
            assert caption.replace(" ", "") in text.replace(" ", ""), (caption, said)
        least = min(px for _, px in said)
        assert least >= (16 if size[0] == 1920 else 13), said
        for card, box in zip(cards, scene.preview_captions, strict=True):
            assert card.contains(box), (card, box)
    finally:
        app.close()


def test_the_10000_page_previews_its_banks_and_busts(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = open_statistics(app, 0)
        scene.tabs.select(1)  # (the 10 000 tab)
        app.step(FRAME)
        assert scene.kind == "farkle"
        assert scene.preview_words()[0] == app.tr("stats.preview.banks")
        assert app.tr("stats.preview.banks") != app.tr("stats.preview.boxes")
        assert stats_drawing.SKETCHES == ("bars", "line", "faces")
    finally:
        app.close()
